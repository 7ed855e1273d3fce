/** The commands, in the order `project-memory --help` lists them. */
export const COMMAND_NAMES = ['install', 'uninstall', 'list', 'search', 'save', 'context', 'lint', 'doctor', 'stats'] as const;
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
  };
  search: {
    queryMissing: string;
    badLimit(raw: string): string;
    noMatch(query: string): string;
  };
  context: ContextWords & { badWindow(raw: string): string };
  lint: LintWords;
  doctor: DoctorWords;
  stats: StatsWords;
}

/** What `project-memory stats` says around its table; the numbers and names are the table's own. */
export interface StatsWords {
  /** where the counts come from: this user's state folder, never the repository */
  heading(memoryRoot: string, usageDir: string): string;
  columns: { reads: string; shown: string; lastRead: string; memory: string };
  /** a memory never read: the "last read" cell */
  never: string;
  noMemories: string;
  /** nothing recorded for this memory folder yet */
  noUsage: string;
  /** no state folder: nothing is recorded at all */
  noState: string;
  unusedHeading(minShown: number): string;
  noneUnused(minShown: number): string;
  badMinShown(raw: string): string;
  minShownAlone: string;
}
