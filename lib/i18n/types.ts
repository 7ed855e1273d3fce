/** The commands, in the order `project-memory --help` lists them. */
export const COMMAND_NAMES = ['install', 'uninstall', 'list', 'search', 'save', 'key', 'context', 'lint', 'doctor'] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export function isCommandName(name: string): name is CommandName {
  return (COMMAND_NAMES as readonly string[]).includes(name);
}

/** The words under `project-memory lint`'s findings. */
export interface LintWords {
  summary(files: number, errors: number, warnings: number): string;
  allGood: string;
}

/** The heading and closing line of `project-memory doctor`'s table. */
export interface DoctorWords {
  heading(dir: string): string;
  failed(failed: number, warnings: number): string;
  noFailures(warnings: number): string;
  allPassed: string;
}

/** Where a project key came from, said to a person (`project-memory key`). */
export interface KeySourceWords {
  env: string;
  pin(file: string): string;
  tmux(name: string): string;
  memoryFolder(dir: string): string;
  git(dir: string): string;
  launchFolder(dir: string): string;
  /** added when a linked worktree was keyed as its main worktree */
  worktree(main: string, commonDir: string): string;
}

/** `project-memory key`: show, pin and move. */
export interface KeyWords {
  unknownAction(action: string): string;
  tooManyArguments(extra: string): string;
  invalidKey(key: string): string;
  source: KeySourceWords;
  /** show */
  shownKey(key: string): string;
  shownSource(text: string): string;
  shownFolder(folder: string, memories: number): string;
  shownPin(path: string, key: string): string;
  shownNoPin(command: string): string;
  shownBadPin(path: string, problem: string): string;
  /** pin */
  pinned(path: string, key: string): string;
  wouldPin(path: string, key: string): string;
  alreadyPinned(path: string, key: string): string;
  pinConflict(path: string, current: string, wanted: string): string;
  /** memories are still in the folder of the key used before the pin */
  moveAfterPin(folder: string, memories: number, command: string): string;
  /** move */
  moveNeedsKey: string;
  moveSame(key: string): string;
  moveFromMissing(dir: string): string;
  moveNotAFolder(dir: string): string;
  moveConflicts(dir: string, names: readonly string[]): string;
  gitMvFailed(dir: string, detail: string): string;
  moved(entries: number, from: string, to: string): string;
  wouldMove(entries: number, from: string, to: string): string;
  removedFolder(dir: string): string;
}

/** The heading lines of `project-memory context`'s table; its rows stay English. */
export interface ContextWords {
  heading(dir: string): string;
  warnings: string;
}

/**
 * Everything the CLI itself says to a person, in one language. JSON output is not
 * here: its keys and values stay English so scripts can rely on them.
 */
export interface CliMessages {
  /** `project-memory --help`; `rows` are the command lines, already aligned */
  usage(rows: string): string;
  summaries: Record<CommandName, string>;
  /** each command's --help: usage line, options, examples (flags stay English) */
  help: Record<CommandName, string>;
  errors: {
    unknownCommand(name: string, commands: readonly string[]): string;
    /** the line under every usage error */
    seeHelp(command: string): string;
    unknownOption(option: string): string;
    missingValue(option: string): string;
    takesNoValue(option: string): string;
    unexpectedArgument(arg: string): string;
    choice(flag: string, choices: readonly string[], got: string): string;
    invalidDir(dir: string): string;
    noWorkspace(dir: string): string;
    invalidProject(key: string): string;
    homeNotSet: string;
    settingsUnreadable(path: string, reason: string): string;
    settingsNotJson(path: string, where: string): string;
    settingsNotObject(path: string): string;
  };
  install: {
    alreadyInstalled(path: string): string;
    dryRun: string;
    installed: string;
    settingsOf(scope: string, path: string): string;
    would(change: string): string;
    did(change: string): string;
    create(path: string): string;
    next(memoryRoot: string): string;
    keyConflict(path: string, detail: string): string;
    /** the project for --dir has no pin yet: the command that writes one */
    pinOffer(key: string, command: string): string;
  };
  uninstall: {
    notInstalled(path: string): string;
    uninstalled: string;
  };
  list: {
    projectKey(key: string, source: string): string;
    empty: string;
  };
  save: {
    scopeRequired: string;
    titleRequired: string;
    descriptionRequired: string;
    bodyTwice: string;
    bodyFileMissing(path: string): string;
    bodyFileUnreadable(path: string, reason: string): string;
    instructionLike(path: string, where: string): string;
    /** a first save made the memory folder, there being no workspace above --dir */
    createdWorkspace(memoryRoot: string): string;
    /** the first memory of a project without a pin: the command that writes one */
    pinOffer(key: string, command: string): string;
  };
  search: {
    queryMissing: string;
    badLimit(raw: string): string;
    noMatch(query: string): string;
  };
  key: KeyWords;
  context: ContextWords & { badWindow(raw: string): string };
  lint: LintWords;
  doctor: DoctorWords;
}
