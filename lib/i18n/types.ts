import type { ForcedStateProblem } from '../model/forced-state-problem.js';
import type { FileProblem, NotRead } from '../model/import.js';
import type { JsonErrorAt } from '../model/json-error.js';
import type { KeyTrouble } from '../model/key-trouble.js';
import type { KeptBecause } from '../model/memory-folder-kept.js';
import type { NotAFile } from '../model/not-a-file.js';
import type { PackageSource } from '../model/package-source.js';
import type { PinProblem } from '../model/pin-problem.js';
import type { SettingsChange, SettingsShape } from '../model/settings-change.js';
import type { TomlFailure } from '../model/toml-problem.js';
import type { DoctorWords } from './doctor-types.js';
import type { RuleWords } from './rules-types.js';

/** The commands, in the order `project-memory --help` lists them. */
export const COMMAND_NAMES = [
  'install',
  'uninstall',
  'list',
  'search',
  'save',
  'verify',
  'rename',
  'forget',
  'import',
  'key',
  'stats',
  'context',
  'lint',
  'doctor',
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export function isCommandName(name: string): name is CommandName {
  return (COMMAND_NAMES as readonly string[]).includes(name);
}

/** What one `import` run did or would do, counted by outcome. */
export interface ImportCounts {
  create: number;
  update: number;
  unchanged: number;
  skipped: number;
  refused: number;
}

/** Everything `project-memory import` says. Paths come in already made safe to print. */
export interface ImportWords {
  /** `example`: an import as this user runs the CLI (lib/cli/advice-command.ts), as are the commands below */
  sourceRequired(sources: readonly string[], example: string): string;
  unknownSource(got: string, sources: readonly string[]): string;
  extraArgument(arg: string): string;
  sectionNeedsClaudeMd(source: string): string;
  autoMemoryNoHome: string;
  /** `importer`: `import auto-memory`, to which the words add a folder placeholder */
  autoMemoryMissing(path: string, projectRoot: string, importer: string): string;
  autoMemorySettingMissing(path: string, settingsFile: string): string;
  /** `importer`: `import claude-md`, to which the words add a path placeholder */
  claudeMdMissing(tried: readonly string[], importer: string): string;
  defaultMissing(source: string, path: string): string;
  /** neither the rules folder nor the older single file is there */
  cursorMissing(folder: string, legacy: string): string;
  /** `save`: the save command, for a file too large to import whole */
  sourceProblem(path: string, problem: FileProblem, save: string): string;
  noFiles(path: string, pattern: string): string;
  /** `save`: the save of the whole file (`save --body-file PATH`), in backticks */
  noHeadings(path: string, save: string): string;
  sectionUnknown(path: string, name: string, headings: readonly string[]): string;
  /** `command` imports that one heading alone */
  sectionAmbiguous(path: string, name: string, choices: ReadonlyArray<{ line: number; trail: string; command: string }>): string;
  /** the heading list `import claude-md` prints without --section */
  headings(path: string): string;
  /** `line`: a line the list of headings shows, for the example */
  headingsHint(line: number): string;
  /** first line of a run: where from, where to */
  plan(source: string, path: string, folder: string): string;
  /** a file of the source folder left alone, and why */
  notRead(path: string, why: NotRead['why']): string;
  dryRun: string;
  /** `dir`: the folder looked from (--dir, or the current one) */
  wouldCreateWorkspace(dir: string, memoryRoot: string): string;
  /** a dry run of a project's first memories: --write pins the key, as save does */
  wouldPin(key: string, path: string): string;
  status(status: keyof ImportCounts, dryRun: boolean): string;
  titleLabel: string;
  descriptionLabel: string;
  fromLabel: string;
  pathLabel: string;
  reasonLabel: string;
  warningLabel: string;
  /** the label of a line that says something the user may want to know, e.g. nameTaken */
  noteLabel: string;
  /** an --update --keep-edits item: the memory keeps its text, only the source's digest is written */
  keptEdits: string;
  /** `name` is in the supersedes of each memory `paths` names: the list leaves it out */
  hiddenBy(name: string, paths: string): string;
  /** `save`: the save of the note itself for every project (--scope global, its title, description and tags), in backticks; undefined where the note holds a likely secret */
  private(save: string | undefined): string;
  empty: string;
  /** `found` lists the likely secrets, each worded by `words.secretAt` */
  secret(found: string): string;
  instruction(quotes: string): string;
  /** what `lint` calls an error in the memory it would write; `found` lists the findings, worded; `lint`: that command, in backticks */
  invalid(found: string, lint: string): string;
  /** `save`: `save … --name`, to which the words add a name placeholder */
  noName(save: string): string;
  notAFile(path: string, what: NotAFile): string;
  exists(path: string): string;
  /** a memory this source made, deleted from the folder since (`commit`, else the deletion is staged); `restore`: the git command that brings it back */
  deleted(path: string, commit: string | undefined, restore: string): string;
  /** `path` was edited since it was imported (`updatedAt`: its updated_at, if any) and the source `from` changed too: left as it is */
  editedSinceImport(path: string, from: string, updatedAt: string | undefined): string;
  /** `path` keeps no record of what was imported into it: whether it was edited cannot be told, so it is left as it is */
  importUnrecorded(path: string, from: string): string;
  /** --keep-edits and --overwrite-edits were both passed */
  editFlagsTogether: string;
  /** --update met a memory whose front matter cannot be read: `found`, lint's findings on one line */
  /** `lint`: the lint command that shows how to fix it */
  existingUnreadable(path: string, found: string, lint: string): string;
  /** the memory of that name could not be read; `reason`: words.ioReason, or the error code */
  memoryUnreadable(path: string, reason: string): string;
  /** --update met a memory whose bytes are no UTF-8 text */
  memoryNotUtf8(path: string): string;
  /** --update met a memory without write permission; `mode` as `0444` */
  memoryReadOnly(path: string, mode: string): string;
  duplicateOf(list: string): string;
  batchDuplicate(other: string, likeness: string): string;
  batchName(other: string): string;
  /** `name`, the source's name for the memory, is another source's memory at `path`, left as it is; `source`: its source field, none when saved without */
  nameTaken(name: string, path: string, source: string | undefined): string;
  /** the closing line's words (lib/import/import-summary.ts puts them together): one outcome as counted */
  counted(status: keyof ImportCounts, dryRun: boolean): string;
  /** one count of the closing line, "2 created": `word` from `counted` */
  count(count: number, word: string): string;
  /** the closing line when nothing was counted */
  nothingCounted: string;
  /** the closing line of a write that added nothing, before the skipped and refused */
  nothingNew(unchanged: number): string;
}

/** The words under `project-memory lint`'s findings. */
interface LintWords {
  summary(files: number, errors: number, warnings: number): string;
  allGood: string;
  /** the summary of lint --staged, which checked git's index, not the working tree */
  /** `changed`: how many of the `files` the next commit adds or changes */
  /** `moved`: the files the commit moves whole (`git mv`), their text as it was */
  stagedSummary(files: number, by: { changed: number; moved: number }, errors: number, warnings: number): string;
  /** lint where no memory folder is found: nothing to check (exit 0) */
  noWorkspace(dir: string): string;
  /** `--staged` for a memory folder git does not track: no index to read */
  stagedNoRepository(root: string): string;
  /** `--staged` where git could not write out the index's files */
  stagedGitFailed(root: string, detail: string): string;
}

/** Where a project key came from, said to a person (`project-memory key`). */
export interface KeySourceWords {
  env: string;
  pin(file: string): string;
  tmux(name: string): string;
  memoryFolder(dir: string): string;
  git(dir: string): string;
  /** the nearest folder below the repository's top with a package.json, go.mod or the like (lib/workspace/project-manifest.ts) */
  packageFolder(dir: string): string;
  launchFolder(dir: string): string;
  /** a launch at the root of a workspace of several projects */
  workspaceRoot(dir: string): string;
  /** added when a linked worktree was keyed as its main worktree */
  worktree(main: string, commonDir: string): string;
}

/** Where a project key came from (lib/workspace/key-resolution.ts KeySource). */
/** where a key comes from; `remote`: the name the repository's remote gives, which a project's first save pins */
type KeySourceName = 'env' | 'pin' | 'tmux' | 'memory-folder' | 'git' | 'package-folder' | 'launch-folder' | 'workspace-root' | 'remote';

/** `project-memory key`: show, pin and move. */
interface KeyWords {
  unknownAction(action: string): string;
  tooManyArguments(action: 'show' | 'pin' | 'move', extra: string): string;
  invalidKey(key: string): string;
  /** a key a pin file would not read back as written: a `#` at its start or after a space starts a comment there */
  unpinnableKey(key: string): string;
  source: KeySourceWords;
  /** show */
  shownKey(key: string): string;
  shownSource(text: string): string;
  shownFolder(folder: string, memories: number): string;
  /** the project's memory folder cannot be read; `blocking`: the folder that refused, when it is one above it */
  shownFolderUnreadable(folder: string, blocking: string | undefined): string;
  shownPin(path: string, key: string): string;
  /** the pin's later lines name `later` too, which nothing reads; `doctor`: the command that shows the fix */
  shownLaterKeys(later: readonly string[], doctor: string): string;
  /** no pin, no memory yet, and a remote names the repository: the key the first save will pin */
  shownPinOnFirstSave(key: string, remote: string, command: string): string;
  shownNoPin(command: string): string;
  /** `dir`: the folder asked for, in a worktree Claude Code made; `main`: the same folder of its main worktree, which is read instead */
  shownClaudeWorktree(dir: string, main: string): string;
  /** `command`: the `key pin --force` that writes a valid pin */
  shownBadPin(path: string, problem: string, command: string): string;
  /** between two commands offered for one fix */
  or: string;
  /** why a pin file is ignored */
  pinProblem(problem: PinProblem): string;
  /** pin; `add`: the `git add` of the pin file, quoted for a shell */
  pinned(path: string, key: string, add: string): string;
  wouldPin(path: string, key: string): string;
  alreadyPinned(path: string, key: string): string;
  /** key pin: memories under `key`, which the pin named besides the one pinned, no longer listed */
  leftUnderOtherKey(key: string, folder: string, memories: number, command: string): string;
  /** key pin with no key, refused: the pin holds a merge conflict (`problem`); `choices`, a pin of each side */
  pinConflicted(path: string, problem: string, choices: string): string;
  /** key pin: the keys on the pin's later lines, which nothing read, dropped (or, `dryRun`, to be) */
  laterKeysDropped(keys: readonly string[], dryRun: boolean): string;
  /**
   * `move`: the `key move` of the memories under `current`, in backticks; `replace`: for
   * save and install --pin, which have no --force, the `key pin --force` that replaces the pin
   */
  pinConflict(path: string, current: string, wanted: string, move: string, replace: string | undefined): string;
  /** the pin at `path` is a folder's above `dir`, the one asked for: `write` is the shell command that gives `dir` a pin of its own */
  pinConflictAbove(path: string, current: string, wanted: string, dir: string, write: string, replace: string | undefined): string;
  /** `key pin --here` without a KEY: the key in use is the parent's */
  hereNeedsKey: string;
  /** `key pin --here` for a folder inside .git/ or .ai-core/, where no project is */
  hereNoProject(dir: string): string;
  /** `key pin` with no key, refused: `folders` most likely hold this project's memories (other-clone-folders.ts) */
  pinElsewhere(key: string, folders: ReadonlyArray<{ key: string; count: number }>, pinThat: string, pinThis: string): string;
  /** memories are still in the folder of the key used before the pin */
  moveAfterPin(folder: string, memories: number, command: string): string;
  /** a key whose new folder not every checkout holds as one of its own (lib/workspace/portable-key.ts) */
  keyTrouble(key: string, trouble: KeyTrouble): string;
  /** a pin below the folder of the key in use (`--here`): launches in `dir` no longer list the `memories` of `parent` */
  leavesParent(dir: string, key: string, parent: string, memories: number): string;
  /** move */
  /** `move`: `key move`, to which the words add OLD [NEW] */
  moveNeedsKey(move: string): string;
  moveSame(key: string): string;
  /** `doctor`: that command, in backticks */
  moveFromMissing(dir: string, doctor: string): string;
  moveNotAFolder(dir: string): string;
  moveConflicts(dir: string, names: readonly string[]): string;
  /** names in `dir` that are not UTF-8 (shown with U+FFFD): no move can name them */
  moveNotUtf8(dir: string, names: readonly string[]): string;
  gitMvFailed(dir: string, detail: string): string;
  /** git mv failed after it had moved files, which could not be moved back to where git names them */
  gitMvLeftMoved(dir: string, toDir: string, paths: readonly string[], detail: string): string;
  /** files of the folder git left unmerged (a merge not finished): git mv refuses them */
  moveUnmerged(dir: string, paths: readonly string[]): string;
  moved(entries: number, from: string, to: string): string;
  wouldMove(entries: number, from: string, to: string): string;
  /** the moves past those listed one by one, counted */
  moreMoves(count: number): string;
  removedFolder(dir: string): string;
  /** the list of `key` once moved (`dryRun`: would be) leaves out `leftOut` (each with the names of the memories hiding it) and shows `showsAgain`: a supersedes there now names what moved in */
  moveListChanges(key: string, leftOut: { path: string; by: string[] }[], showsAgain: string[], dryRun: boolean): string;
  /** `move` of the pinned key in use: the pin at `path` follows its memories to `to`; `add` stages it */
  movedPin(path: string, from: string, to: string, add: string): string;
  /** movedPin, where the pin was staged with the files git mv moved: a commit of what is staged takes both */
  movedPinStaged(path: string, from: string, to: string): string;
  wouldMovePin(path: string, from: string, to: string): string;
  /**
   * after a move into `to`, a key this folder does not use (`used` is): `back` moves them into
   * `used`; `pin` pins `to` here (undefined where PROJECT_MEMORY_PROJECT decides the key)
   */
  movedAway(to: string, used: string, back: string, pin: string | undefined): string;
  /** `move` of the pinned key in use into a key no pin file reads back as itself: refused */
  moveUnpinnable(path: string, from: string, to: string): string;
}

/** A file's fate in `context` when it is not loaded (lib/diagnose/context/context-file.ts). */
type NotLoadedStatus = 'missing' | 'unreadable' | 'duplicate' | 'cycle' | 'too-deep';

/**
 * `project-memory context`: the table's rows and notes, and the warnings. The text the
 * session starts with (the git block, the date line, the list) is shown as Claude Code
 * writes it; `--json` words its warnings in English.
 */
export interface ContextWords {
  heading(dir: string): string;
  /** how tokens are estimated, and the window the percentages are of */
  estimate(window: number): string;
  columns: { part: string; chars: string; tokens: string; window: string };
  git: {
    notInstalled: string;
    notARepo: string;
    /** `branch` is a branch name or `detached`; `defaultBranch` a name or `unknown` */
    head(branch: string, defaultBranch: string, user: string | undefined): string;
    detached: string;
    unknown: string;
    clean: string;
    status(chars: number, cut: boolean): string;
    commits(count: number): string;
  };
  claudeMd: string;
  disabled: string;
  noneFound: string;
  rule: string;
  loadsLater(paths: readonly string[] | null): string;
  notLoaded: Record<NotLoadedStatus, string>;
  memoryList: string;
  noWorkspace: string;
  memoryListFirst: string;
  /** `text` is the date line as Claude Code writes it */
  dateLine(text: string): string;
  total: string;
  later(files: number): string;
  warnings: string;
  warning: {
    fileLarge(path: string, chars: number, max: number): string;
    cycle(from: string, path: string): string;
    tooDeep(path: string, from: string, hops: number): string;
    totalLarge(chars: number, max: number): string;
    overCap(chars: number, cap: number, preview: number): string;
    nearCap(chars: number, cap: number, warnAt: number): string;
  };
  badWindow(raw: string): string;
}

/**
 * Everything the CLI itself says to a person, in one language. JSON output is not
 * here: its keys and values stay English so scripts can rely on them.
 */
/** What install says about an enabled project-memory plugin (lib/diagnose/doctor/plugin-beside.ts). */
export interface BesidePluginFacts {
  id: string;
  /** the settings level that enables it */
  enabledBy: string;
  enabledIn: string;
  dir: string;
  autoMemoryKey: string;
  /** where the auto memory setting belongs; undefined when auto memory is off already */
  autoMemoryFile?: string;
  /** the command that takes install's hooks out again */
  uninstall: string;
}

/** What stops a write, by the fix it needs: the folder's permissions, disk space, a read-only mount, or else. */
export type WriteFixKind = 'permissions' | 'space' | 'read-only' | 'codex-sandbox' | 'other';

/** A memory write that failed, as the words for it need it (lib/save/write-failure.ts). */
export interface WriteFailure {
  /** the memory file, or the folder that could not be made */
  path: string;
  /** words.ioReason, or the error's own message */
  reason: string;
  /** the fix, for `folder`: the folder whose permissions (or disk) refused the write */
  /** `readOnlyExec`: codex exec's own read-only sandbox, the folder inside its launch folder, where -s workspace-write alone lets it through */
  fix: { kind: WriteFixKind; folder: string; readOnlyExec?: boolean };
  /**
   * What is left: no new memory (`created`), the memory as it was (`unchanged`), an import
   * stopped at this memory (those before it written), or a move of which `moved` of
   * `total` entries were done, into `toDir`.
   */
  left: { kind: 'created' } | { kind: 'unchanged' } | { kind: 'import' } | { kind: 'move'; moved: number; total: number; toDir: string };
  /** the command to run again once it is fixed */
  again: 'save' | 'import' | 'verify' | 'move' | 'rename' | 'forget';
}

export interface CliMessages {
  /** Codex's config.toml as lib/settings/toml-check.ts reads it */
  toml: {
    /** the file cannot be loaded, so Codex does not start: where, and what is wrong there */
    invalid(path: string, failure: TomlFailure): string;
  };
  /** `project-memory --help`; `rows` are the command lines, already aligned */
  usage(rows: string): string;
  summaries: Record<CommandName, string>;
  /** `help --help` (and `help help`): what `help` itself does */
  helpHelp: string;
  errors: {
    /** `help`: the --help command as this user runs the CLI */
    /** `guess`: the command it was most likely meant as */
    unknownCommand(name: string, commands: readonly string[], help: string, guess?: string): string;
    /** an option (`--dir`) where the command should be: `reordered`, the command first, when a command follows */
    optionFirst(option: string, commands: readonly string[], reordered?: string): string;
    /** an option no command takes, given with no command; `guess`, the option it was most likely meant as */
    noCommandTakes(option: string, help: string, guess?: string): string;
    /** `help COMMAND` followed by another word */
    helpExtra(extra: string): string;
    /** a word after --version other than --json */
    versionExtra(extra: string): string;
    /** the line under every usage error; `help`: the command's --help as this user runs the CLI */
    seeHelp(help: string): string;
    unknownOption(option: string, guess?: string): string;
    /** after an unknown --lang, --language or --locale: where the language is set instead */
    languageOption: string;
    missingValue(option: string): string;
    /** parseArgs took the next option, or a value starting with -, for the value: Node calls it ambiguous */
    dashValue(option: string): string;
    takesNoValue(option: string): string;
    /** a word on the command line of a command that takes none */
    unexpectedArgument(arg: string, command: string): string;
    choice(flag: string, choices: readonly string[], got: string, guess?: string): string;
    invalidDir(dir: string): string;
    /** `install`: the install command as this user runs the CLI */
    /** a save (or import) would make the first memory folder in the home folder: refused */
    homeNoWorkspace(home: string, install: string): string;
    /** a save (or import) would make the first memory folder in a folder every user may write to (/tmp): refused */
    sharedNoWorkspace(dir: string): string;
    /** the workspace config file exists but cannot be used at all (said on stderr by commands, never by hooks) */
    configUnused(path: string, doctor: string): string;
    /** the config cannot be used because git left a merge conflict in it, from `line` */
    configConflict(path: string, line: number, doctor: string): string;
    /** no .ai-core/ at or above dir: where the first save makes it (root), and the commands */
    noWorkspace(dir: string, root: string, save: string, install: string): string;
    /** the same where `root` is the home folder, in which a save makes no memory folder */
    noWorkspaceHome(dir: string, root: string, install: string): string;
    /** the same where the repository's top (or the launch folder) is a folder for all users' files (/tmp): no install is offered */
    noWorkspaceShared(dir: string, root: string): string;
    memoryRootLinkedOut(path: string, resolved: string, root: string): string;
    invalidProject(key: string): string;
    /** --project, masked, that looks like a credential */
    secretProject(masked: string): string;
    /** git tracks .ai-core/ but the sparse checkout leaves it out; `add` is the command that brings it in */
    sparseLeftOut(root: string, add: string): string;
    /** PROJECT_MEMORY_PROJECT, masked, that looks like a credential */
    secretProjectEnv(masked: string): string;
    invalidProjectEnv(key: string): string;
    /**
     * neither HOME nor `variable` (the client's own name for its per-user `folder`) is set, so
     * `file` cannot be found; `otherScope`: the command can use --scope project instead
     */
    homeNotSet(file: string, variable: string, folder: string, otherScope: boolean): string;
    settingsUnreadable(path: string, reason: string): string;
    settingsNotJson(path: string, at: JsonErrorAt): string;
    settingsNotObject(path: string): string;
    /** a key of Claude Code's settings holds a value of another kind than it takes: it loads none of the file */
    settingsKeyShape(path: string, key: string, expected: 'object' | 'list' | 'boolean'): string;
    /** `mode` in octal, e.g. 0444 */
    settingsReadOnly(path: string, mode: string): string;
    settingsDanglingLink(path: string, target: string): string;
    settingsDuplicateKey(path: string, key: string, lines: readonly number[]): string;
    installBusy(lock: string, holder: string): string;
    /** a flag that means something for one client only */
    flagForClient(flag: string, client: string): string;
    /** an unknown option of one dash (`-docker`), to a command whose arguments may start with one: `--` before it passes it as is */
    dashArgument(arg: string, example: string): string;
    /** a flag that takes one value, given twice: neither value is taken */
    repeatedFlag(flag: string, first: string, second: string): string;
    /** a flag given to an action it does nothing for (`key show --force`): `given` the action, `actions` those it is for */
    flagForAction(flag: string, given: string, actions: readonly string[]): string;
    /** a flag that means something only beside another (`--keep-edits` without `--update`) */
    flagNeeds(flag: string, needed: string): string;
  };
  install: {
    alreadyInstalled(path: string): string;
    /** the hook files install would register are missing from its own package: nothing is written */
    incomplete(root: string, absent: readonly string[], source: PackageSource): string;
    dryRun: string;
    installed: string;
    settingsOf(scope: string, path: string): string;
    /** one change install or uninstall would make (--dry-run), worded */
    would(change: SettingsChange): string;
    /** one change it made */
    did(change: SettingsChange): string;
    /** hook changes of one kind, done, in one line: their events (PreToolUse ×2); the settings file holds the commands */
    didHooks(verb: 'add' | 'update' | 'remove', count: number, events: string): string;
    keyConflict(path: string, shape: SettingsShape): string;
    /** Gemini: the hooks are installed, and the launch folder's settings could not take the entry that lets read_file open the memories */
    launchIncludeSkipped(path: string, reason: string, doctor: string): string;
    /** `client`: the client's name (Claude Code, Codex, Gemini CLI) */
    next(memoryRoot: string, client: string): string;
    /** Codex and Gemini CLI: the doctor that checks this install (plain doctor checks Claude Code's) */
    checkWith(command: string): string;
    /** install made the memory folder's files in a clone with a remote: a teammate's commit of them stops git pull; `remove`, the command that removes them */
    /** --scope project asked in the home folder, whose project file is the user's (installed as user scope) */
    projectIsUser(path: string): string;
    pullFirst(remove: string): string;
    /** no state folder could hold install's record (lib/settings/install-lock.ts): `place`, where it was looked for; `doctor`, the command whose state row says why */
    noRecord(place: string | undefined, doctor: string): string;
    /** no `node` on the PATH install ran with: the hook commands start the `node` they find there */
    noNode(link: string): string;
    /** Codex's config.toml gives hooks, hooks.state or a hook's key a value that is not a table: no trust can be written under it */
    tomlShape(path: string, line: number): string;
    /** --trust-hooks and config.toml is no TOML (`invalid`, toml.invalid): nothing written */
    tomlInvalid(invalid: string): string;
    /** Codex skips hooks nobody trusted: how many of ours are not, and how to trust them */
    trustNeeded(count: number): string;
    trustHow(command: string, config: string): string;
    trustStale(count: number): string;
    trustCovers: string;
    /** Codex reads project hooks only in a project the user trusts */
    projectTrust(root: string): string;
    /** a Codex launch in `dir`, below the memory folder's workspace: its sandbox writes only under the launch folder */
    codexAddDir(dir: string, memoryRoot: string): string;
    /** Gemini runs a save through its shell tool, which asks first */
    geminiSave(command: string): string;
    /** Codex or Gemini installed from the CLI in Claude Code's plugin cache: the hooks name one version's folder */
    fromPluginCache(hooks: string): string;
    /** the project for --dir has no pin yet: the command that writes one */
    pinOffer(key: string, command: string): string;
    pinOfferElsewhere(key: string, folders: ReadonlyArray<{ key: string; count: number }>, command: string): string;
    /** `install --pin`, refused as `key pin` is (key.pinElsewhere), with the install that leaves the pin out */
    pinElsewhere(key: string, folders: ReadonlyArray<{ key: string; count: number }>, installAlone: string, pinThat: string, pinThis: string): string;
    /** the workspace install used is above DIR: where */
    /** install run in the home folder without --dir: why no memory folder was made, and the command that makes one there */
    homeLeft(home: string, install: string): string;
    /** the same, run without --dir in a folder for all users' files (/tmp) */
    sharedLeft(dir: string): string;
    /** Gemini, after homeLeft: read_file opens a repository's memory folder from a launch at its top only, and doctor names the install for one below */
    geminiHomeLeft(doctor: string): string;
    workspaceAbove(root: string): string;
    /** no workspace was above DIR: it goes to the top of DIR's git repository, where save would make it */
    workspaceAtRepoTop(root: string): string;
    /** --scope local: the settings file added to this clone's own git ignores (info/exclude), or that it would be */
    localIgnored(line: string, exclude: string, done: boolean): string;
    /** --scope local: the settings file is tracked by git, so no ignore rule keeps it out; the user-scope install instead */
    localTracked(path: string, uninstall: string, install: string): string;
    /** --scope local: the line is in info/exclude, and a .gitignore rule that un-ignores the file wins over it */
    localOverridden(path: string, exclude: string): string;
    /** --scope local: info/exclude could not be written (a read-only checkout): the line to add by hand */
    localUnwritable(exclude: string, line: string, reason: string): string;
    /** --scope project: the file is committed, the hook commands name this machine's package */
    projectPath(file: string, hooksDir: string): string;
    /** what a team does instead: `install` is the user-scope install command */
    teamClaude(install: string): string;
    teamOther(install: string): string;
    /** `paths`: the settings files with "disableAllHooks": true; `path`: a more specific one that sets it false */
    hooksDisabled(paths: readonly string[]): string;
    hooksDisabledOverridden(paths: readonly string[], path: string): string;
    /** the project-memory plugin is enabled for a launch in DIR: its hooks and install's would both run */
    besidePlugin: {
      /** install would add hooks: refused without --force */
      refused(facts: BesidePluginFacts): string;
      /** both are registered now (--force, or an install from before) */
      twice(facts: BesidePluginFacts): string;
    };
    /** Claude Code: another scope's settings (`path`) run our hooks by another command (another copy of the package), which `uninstall` takes out */
    otherScopeTwice(scope: string, path: string, uninstall: string): string;
  };
  uninstall: {
    notInstalled(path: string): string;
    /** not installed, said before the empty memory folder it takes back all the same */
    notInstalledHere(path: string): string;
    uninstalled: string;
    /** Codex keys trust by position: other trusted hooks after ours move up and lose it */
    /** `dryRun`: they would move, nothing is written yet */
    trustShifted(count: number, path: string, dryRun: boolean): string;
    /** an install in another scope of the same client, and the command that removes it */
    stillInstalled(scope: string, path: string, command: string): string;
    /** Gemini: the entry a user-scope install added to a launch folder's settings, left there: that file cannot be read or written now */
    launchIncludeLeft(path: string, reason: string): string;
    /** the same install for another client (`client`: its name, as Codex) */
    stillInstalledFor(client: string, scope: string, path: string, command: string): string;
    /** the info/exclude line install added stays: `still`, a settings file it keeps out of commits, is there; `command` takes it once that is gone */
    ignoreKept(line: string, exclude: string, still: string, command: string): string;
    /** the memory folder of the launch folder, which uninstall never removes */
    memoriesKept(memoryRoot: string): string;
    /** no install left: the state folder (caches, install records, sessions) stays, for whoever removes the package */
    /** `remove`: the shell command that deletes it */
    stateLeft(stateDir: string, remove: string): string;
    /** a project settings file git tracks: the change reaches every teammate once committed */
    committedFile(path: string, install: string): string;
    /** the memory folder install made, holding no memory, kept: why */
    folderKept(memoryRoot: string, because: KeptBecause): string;
    /** the memory folder install made, nothing ever saved in it, removed (or, `dryRun`, to be) */
    emptyFolderRemoved(memoryRoot: string, dryRun: boolean): string;
    /** hooks of ours taken out of a file no install record speaks for: `left`, what install may also have changed there, as `key: value` */
    unrecorded(left: readonly string[], dryRun: boolean): string;
  };
  list: {
    /** `source` is one of `sources`, worded */
    projectKey(key: string, source: string): string;
    /** where the key came from, in a word or two (`key` says it in full) */
    sources: Record<KeySourceName, string>;
    empty: string;
    /** the key given (--project, PROJECT_MEMORY_PROJECT) names no folder: `holding`, the project folders that hold memories; `guess`, the one it was most likely meant as */
    noProjectFolder(key: string, holding: ReadonlyArray<{ key: string; count: number }>, guess: string | undefined): string;
    /** a folder permissions keep from being read (a scope folder, or the memory root): its memories are not listed */
    folderUnreadable(folder: string): string;
    /** the pin file `path` holds no usable key (`problem`, worded: a merge conflict, a link) and was passed over; `doctor`: the command that shows the fix */
    pinIgnored(path: string, problem: string, doctor: string): string;
    /** a scope folder that is a symbolic link, which the list does not follow (it may point out of the memory root): its memories are not listed */
    folderLinked(folder: string): string;
    /** a file (or anything else) is where a scope folder should be: its memories are not listed; `move`: the command that moves it aside */
    notAFolder(path: string, move: string): string;
    /** after the name of a memory that others supersede (list --all): who hides it */
    supersededBy(names: string): string;
    /** the last line when superseded memories were left out; `listing`: the `list --all` that shows them */
    hidden(count: number, listing: string): string;
    /** at the root of a workspace of several projects, which lists only _global: the project folders that hold memories (the first few; `more` others), and the command that lists the first */
    projectsHere(folders: ReadonlyArray<{ key: string; count: number }>, more: number, listing: string): string;
    /** as projectsHere, where no folder's name prints as it is: `listing` is the `list --json` that gives them */
    projectsUnnamed(count: number, listing: string): string;
    /** this project's key holds no memories, while `folders` (a key no folder here is named after) do; `pin` pins the first here */
    otherClone(key: string, folders: ReadonlyArray<{ key: string; count: number }>, pin: string): string;
    pinnedAway(key: string, folders: ReadonlyArray<{ key: string; count: number }>, move: string, repin: string): string;
    /** this project's key holds `memories`, while `folders` (a key nothing here keys to) hold others: `commands` bring them under `into` */
    splitClones(key: string, memories: number, folders: ReadonlyArray<{ key: string; count: number }>, into: string, commands: readonly string[]): string;
    /** under the pinned key `key`, memories left in the folder of the key the repository's path gives (rootKeyLeft), and the move that lists them */
    leftBehind(key: string, folder: { key: string; count: number }, move: string): string;
  };
  save: {
    /** a new memory saved under another name than the --name typed (`UPPER` → upper): the name to use from now on */
    savedAs(given: string, name: string): string;
    /** the memory just saved shares its name with one of the other scope (`other`, its path): both are listed, and commands naming it ask which */
    nameInOtherScope(name: string, other: string): string;
    /** save --update --name NAME without --scope, where both scopes hold NAME */
    scopeOfBoth(name: string): string;
    scopeRequired: string;
    titleRequired: string;
    descriptionRequired: string;
    bodyTwice: string;
    bodyFileMissing(path: string): string;
    bodyFileUnreadable(path: string, reason: string): string;
    /** `path` undefined: the body came on stdin */
    bodyTooLarge(path: string | undefined, maxKb: number): string;
    bodyFileNotAFile(path: string, what: 'folder' | 'special'): string;
    /** --body-file holds bytes that are no UTF-8 text (Latin-1, UTF-16) */
    bodyFileNotUtf8(path: string): string;
    /** flags (`--title`) whose text holds U+FFFD, which a terminal not set to UTF-8 passes for each letter it cannot */
    flagNotUtf8(flags: readonly string[]): string;
    /** the body piped in is no UTF-8 text */
    bodyStdinNotUtf8: string;
    /**
     * The body (--body-file `path`, or stdin when undefined) is valid UTF-8 but holds a NUL
     * byte at `offset`: a binary file, or ASCII written as UTF-16
     */
    bodyNul(path: string | undefined, offset: number): string;
    /** --update with text on stdin and no --body-file -: read by accident (a `while read` loop), it would replace the body */
    updateStdinUnasked: string;
    /** a plain save with no --body, whose stdin is a pipe that has said nothing for a while */
    waitingForBody: string;
    /** the memory's name looks like a credential; `kind` as the rules word it */
    secretName(kind: string): string;
    /** the memory would be `kb` KB, past the `maxKb` lint and the list check */
    tooLarge(kb: number, maxKb: number): string;
    /** a new memory saved with no body; `command` adds one */
    emptyBody(path: string, command: string): string;
    /** saved, with what `lint` warns about in it; `lines` name each warning, indented; `lint`: that command, in backticks */
    warned(path: string, lines: string, lint: string): string;
    /** an update that wrote nothing (the memory already said this), of a memory `lint` still warns about */
    warnedUnchanged(path: string, lines: string, lint: string): string;
    /** saved, but the memories at `hiders` (one indented path a line) name `name` in their supersedes, so the list hides it */
    /** an update's --supersedes replaced the list it had: the memories that list hid and nothing hides now */
    listedAgain(paths: readonly string[]): string;
    hiddenBySupersedes(path: string, name: string, hiders: string): string;
    titleEmpty: string;
    /** --scope given `got`, neither global nor project; the save choices' labels are folder names */
    /** `guess`: the scope it was most likely meant as */
    scopeChoice(got: string, guess?: string): string;
    /** `field` (title, description, tags, body) still holds `placeholder`, a `<…>` of the save guidance's template */
    templateLeft(field: 'title' | 'description' | 'tags' | 'body', placeholder: string): string;
    descriptionEmpty: string;
    /** --update without --name or --title: which memory is meant? `listing`: the `list` that names them, in backticks */
    updateNeedsName(listing: string): string;
    titleNoLetters: string;
    badName(name: string, problem: 'path' | 'control' | 'empty'): string;
    /** `readme`, `con`, `nul`…: `instead` is the name a title with it would get */
    reservedName(name: string, instead: string): string;
    /** `rule`: git's own `<file>:<line>:<pattern>` */
    ignoredByGit(path: string, rule: string): string;
    /** memory changes no commit holds (a save's, an edit's, a forget's) in a clone of a shared repository: `steps`, the commands that commit, pull and push them, as one line; `fresh`: all, some or none are new to git, whose pull a teammate's commit of the same files stops; `count`: how many files */
    /** `pushes`: the line ends in a push; else it stops at the commit (the branch has commits of the user's not pushed yet, or no branch) */
    /** `clash`: it adds a file a teammate's install or first save makes under the same name (README, .gitignore, a pin), on which their pull stops */
    commitBeforePull(steps: string, pushes: boolean, fresh: 'all' | 'some' | 'none', count: number, clash: boolean): string;
    /** memories written earlier and never committed that the share line takes along (`along`, paths) */
    takenAlong(along: string[]): string;
    /** memories saved earlier and never committed that the share line leaves out (`aside`, paths): marked, or with an error lint would stop a commit on */
    setAside(aside: string[], lint: string): string;
    /** memory changes no line can share now: git is in the middle of `held`, or HEAD is detached (a commit there is left behind) */
    noShareLine(held: 'merge' | 'rebase' | 'am' | 'cherry-pick' | 'revert' | 'detached' | 'conflict'): string;
    /** saved under a new project key given by hand, close to a project's that has memories (`meant`); `move` moves it there */
    nearMissKey(key: string, meant: string, move: string): string;
    /** --name longer than a memory name may be, as a file name: its `chars` and UTF-8 `bytes`, and the limits */
    nameTooLong(chars: number, bytes: number, maxChars: number, maxBytes: number): string;
    badProjectKey(key: string): string;
    notAFile(path: string, what: NotAFile): string;
    existsRace(path: string): string;
    /** `lines` name each finding, indented */
    secret(lines: string): string;
    /** what `lint` calls an error in the text to be written; `lines` name each, indented; `hasSecret`: one of them is a likely secret */
    invalid(lines: string, hasSecret: boolean, lint: string): string;
    outsideRoot(dir: string, realDir: string, realRoot: string): string;
    unusableName(slug: string): string;
    /** another save holds the scope folder's lock past the wait */
    lockBusy(dir: string, path: string, holder: string): string;
    notReadBack(reason: string | undefined): string;
    /** the first memory of a project without a pin: the command that writes one */
    /** a project's first memory pinned its key, the memory folder being inside the checkout */
    /** `by`: the command that pinned, which its --no-pin keeps from pinning */
    firstPinned(key: string, path: string, by: 'save' | 'import'): string;
    /** the key pinned is the remote's name for the repository, not the folder's */
    firstPinnedRemote(key: string, remote: string, folderKey: string, path: string, by: 'save' | 'import'): string;
    /** an --update that would write the bytes already there: nothing written */
    unchanged(path: string): string;
    pinAndNoPin: string;
    pinOffer(key: string, command: string): string;
    /** the first memory of a clone's key, while other-clone-folders.ts names folders that likely hold the project's */
    besideOtherClone(key: string, folders: ReadonlyArray<{ key: string; count: number }>, pinThat: string, moveHere: string): string;
    /** the project key is the one other folders' paths give too (`a/b` and `a--b`); `pinOwn`, the pin that gives this one a key of its own */
    keyShared(key: string, others: readonly string[], pinOwn: string): string;
    /** exit 3: a memory of that name exists; the fixes: --update, or a new name that supersedes it */
    exists(path: string, name: string): string;
    /** a file `path` that is `name`.md in another case or Unicode form: one file with it on macOS and Windows */
    /** `rename`: the `rename` that gives the file that name, in backticks */
    nameTwin(path: string, name: string, rename: string): string;
    /** exit 3: similar memories (`lines`, one per file) exist; `name` is the first of them */
    nearDuplicate(folder: string, lines: string, name: string): string;
    /** exit 3: --update of `updating` would make it much like the memories of `lines`; `supersedes`, the list that keeps what it supersedes and adds the first of them */
    nearDuplicateOnUpdate(updating: string, lines: string, supersedes: string): string;
    /** a project save much like a global memory, already listed for this project */
    nearDuplicateGlobal(lines: string, name: string): string;
    /** a global save much like a memory of this project (`folder`), listed beside it */
    nearDuplicateProject(folder: string, lines: string, name: string): string;
    supersedesSelf(name: string): string;
    /** no memory of that name where `--supersedes` may reach (`where`: the folders looked in) */
    supersedesUnknown(name: string, where: string, listing: string): string;
    /** a global memory was asked to supersede a project's memory */
    supersedesGlobalOnly(name: string, project: string): string;
    /** `--supersedes` would close a loop: `name` and the memories at `paths` would supersede one another */
    supersedesLoop(name: string, paths: string[]): string;
    /** `--scope project` at the root of a workspace the root is not a project of */
    rootIsNoProject(root: string, rootKey: string): string;
    /** the pin file `path` holds no usable key; `doctor` says what is wrong */
    pinUnusable(path: string, doctor: string): string;
    /** the file --update was to replace changed while the update ran */
    editedMeanwhile(path: string): string;
    /** --update of a name with no memory in `folder`; `list`: the command that shows the names, in backticks */
    updateMissing(name: string, folder: string, list: string): string;
    /** --update of a memory whose front matter cannot be read: `lines`, lint's findings, indented; `lint`: the lint command, in backticks */
    updateUnreadable(path: string, lines: string, lint: string): string;
    /** --update of a memory whose bytes are no UTF-8 text: rewritten, its characters would be lost */
    updateNotUtf8(path: string): string;
    /** --update of a memory without write permission; `mode` as `0444` */
    updateReadOnly(path: string, mode: string): string;
    /** --update of a memory that has no `fields` to keep, none given; `bare`: it has no front matter at all */
    updateLacks(path: string, fields: ReadonlyArray<'title' | 'description'>, bare: boolean): string;
    /** the memory file at `path` could not be read; `reason`: words.ioReason, or the error code */
    readFailed(path: string, reason: string): string;
    /** the memory folder could not be looked in (chmod 000), so whether a file of that name is there is not known */
    folderReadFailed(folder: string, reason: string): string;
    /** a file where a memory folder of the path should be; `move`: the command that moves it aside, in backticks */
    fileInFolderPlace(file: string, move: string): string;
  };
  /** words more than one command uses */
  words: {
    /** a rebase, am, cherry-pick or revert is under way: what forget, rename or key move would stage goes into the commit that continues it */
    gitBusy(operation: 'rebase' | 'am' | 'cherry-pick' | 'revert', path: string): string;
    /** git refuses the repository: another user owns it (safe.directory); `trust` is git's command that trusts it */
    gitRefused(repository: string, trust: string): string;
    /** a system error code in words, or undefined for one without a plain meaning */
    ioReason(code: string): string | undefined;
    /** what to do about a system error a command stopped on, for the codes a user can act on; undefined else */
    ioFix(code: string): string | undefined;
    /** ENOTDIR, said of the part of the path that is a file where a folder should be */
    fileNotFolder(path: string): string;
    /** why a memory naming another in its supersedes cannot be rewritten (rename, forget) */
    /** why a memory naming the one changed cannot be rewritten; `chmod`: the command that makes it writable */
    notRewritable: Record<'not-utf8' | 'not-rewritten' | 'not-parsed' | 'read-only', (chmod: string) => string>;
    /** a write a command Codex ran was refused by its sandbox, which words it as `reason` (often "no such file" for a folder that is there) */
    sandboxRefused(reason: string): string;
    /** a memory (or its folder) could not be written, by save, import, verify or key move: lib/save/write-failure.ts */
    writeFailed(failure: WriteFailure): string;
    /** "GitHub token in body, line 3 column 9", in save's and import's refusals: `kind` and `field` come worded from the rule catalogue */
    secretAt(kind: string, field: string, line: number, column: number): string;
    /** a first save or import made the memory folder, there being no workspace above --dir */
    /**
     * `dir`: the folder looked from (--dir, or the current one); `inGit`: whether the new
     * folder is in a git repository, without which there is nothing to commit it to
     */
    createdWorkspace(dir: string, memoryRoot: string, inGit: boolean): string;
    /** the current folder was removed after the shell entered it: no command can run there; `detail`: the error as thrown, for a bug report */
    cwdGone(detail: string): string;
    /** something the CLI did not expect (a bug): `detail`, the error as thrown, goes into a report */
    internal(detail: string): string;
  };
  /** --review-by / --review-in, on save and verify */
  review: {
    badDate(raw: string): string;
    notADay(date: string): string;
    /** `--review-in` gives a day past 9999-12-31 */
    tooFar(raw: string): string;
    badPeriod(raw: string): string;
    both: string;
    /** a review_by already past on the day it is set */
    notFuture(date: string, today: string): string;
  };
  verify: {
    /** `example`: a verify as this user runs the CLI */
    nameMissing(example: string): string;
    extraName(extra: string): string;
    /** `listing`: the `list --all` that names the memories, in backticks; rename, forget and save --update say it too */
    notFound(name: string, where: string, listing: string): string;
    /** the memory is `path`, `name`.md spelled another way (case, Hangul decomposed) */
    /** `rename`: the `rename` that gives the file that name, in backticks */
    nameTwin(path: string, name: string, rename: string): string;
    ambiguous(name: string, global: string, project: string): string;
    notAFile(path: string, what: NotAFile): string;
    /** the memory's bytes are no UTF-8 text: rewritten, its characters would be lost */
    notUtf8(path: string): string;
    /** the memory has no write permission; `mode` as `0444` */
    readOnly(path: string, mode: string): string;
    /** `lint`: that command, in backticks */
    brokenFrontMatter(path: string, reason: string, lint: string): string;
    /** lint finds errors in the file (`lines`: them, as save prints findings); `lint`: that command, in backticks */
    hasErrors(path: string, lines: string, lint: string): string;
    /** the two lines could not be set without rewriting front matter the YAML writer would change */
    notRewritten(path: string, lint: string): string;
    /** the memory's review_by is no day, and no --review-by or --review-in gives one: `again` verifies with one */
    badReviewBy(path: string, reason: string, again: string): string;
    /** the file was rewritten: what it now says */
    verified(path: string, fields: string): string;
    /** --dry-run: what would be written */
    wouldVerify(path: string, fields: string): string;
    /** verified today already, with that review_by (none where the memory has none): nothing to write */
    unchanged(path: string, reviewBy: string | undefined): string;
    /** review_by has passed and had no period to move on by (neither created_at nor verified_at comes before it): no next review is set; `again`: the verify that sets one */
    noNextReview(reviewBy: string, again: string): string;
  };
  rename: {
    /** NEW was not a file name as given: the memory is named `name` (what verify, --update and --supersedes take) */
    renamedAs(given: string, name: string): string;
    /** `example`: a rename as this user runs the CLI */
    namesMissing(example: string): string;
    extraName(extra: string): string;
    /** the memory is `path`, `name`.md spelled another way (case, Hangul decomposed) */
    /** `rename`: the `rename` that gives the file that name, in backticks */
    nameTwin(path: string, name: string, rename: string): string;
    ambiguous(name: string, global: string, project: string): string;
    notAFile(path: string, what: NotAFile): string;
    /** NEW is no file name: a path, control characters, or nothing usable */
    badName(name: string, problem: 'path' | 'control' | 'empty'): string;
    /** NEW is a name no memory file may have; `instead`: what it would be written as */
    reservedName(name: string, instead: string): string;
    nameTooLong(chars: number, bytes: number, maxChars: number, maxBytes: number): string;
    /** `kind`: the kind of credential NEW looks like */
    secretName(kind: string): string;
    /** NEW is the memory's name already */
    sameName(name: string, path: string): string;
    /** a file of the new name (spelled any way) is there */
    exists(path: string): string;
    /** a merge left the memory unmerged */
    unmerged(path: string): string;
    gitMvFailed(path: string, detail: string): string;
    /** git mv failed after it had renamed the file, which could not be renamed back */
    gitMvLeftMoved(path: string, to: string, detail: string): string;
    renamed(from: string, to: string): string;
    wouldRename(from: string, to: string): string;
    /** the memories whose supersedes now names the new name (or would, on a dry run) */
    references(paths: readonly string[], newName: string, dryRun: boolean): string;
    /** memories whose supersedes could not be rewritten; `lint`: that command, in backticks */
    notUpdated(lines: readonly string[], oldName: string, newName: string, lint: string): string;
    /** memories naming `name` that cannot be rewritten (`lines`: each with why): refused before anything changed */
    unrewritable(lines: readonly string[], name: string): string;
    /** memories whose supersedes names NEW already: renamed, this memory would be the one they hide */
    namedAlready(newName: string, lines: readonly string[]): string;
    /** memories of project folders with a NEW of their own that name the global OLD: rewritten, they would name their own */
    shadowed(newName: string, lines: readonly string[]): string;
  };
  forget: {
    /** `example`: a forget as this user runs the CLI */
    nameMissing(example: string): string;
    extraName(extra: string): string;
    /** `rename`: the `rename` that gives the file the name, in backticks */
    nameTwin(path: string, name: string, rename: string): string;
    ambiguous(name: string, global: string, project: string): string;
    notAFile(path: string, what: NotAFile): string;
    unmerged(path: string): string;
    /** git does not hold the memory's text as it is: changed since its commit, never committed, in no repository, or no git to ask */
    notInGit(path: string, why: 'changed' | 'untracked' | 'no-repo' | 'no-git' | 'secret'): string;
    /** memories naming `name` that cannot be rewritten (`lines`: each with why): refused before anything changed */
    unrewritable(lines: readonly string[], name: string): string;
    gitRmFailed(path: string, detail: string): string;
    /** how: git rm staged the deletion and the text stays in git's history (`history`), git rm -f took changes no commit held (`lost`), or a plain delete */
    forgotten(path: string, how: 'history' | 'lost' | 'delete', secret: boolean): string;
    wouldForget(path: string): string;
    /** the memories whose supersedes named it, and name it no more (or would not, on a dry run); `passedOn[i]`: what it superseded, which `paths[i]` now supersedes in its place */
    references(paths: readonly string[], name: string, dryRun: boolean, passedOn: readonly (readonly string[])[]): string;
    /** memories whose supersedes could not be rewritten; `lint`: that command, in backticks */
    notUpdated(lines: readonly string[], name: string, lint: string): string;
    /** the memories it superseded that nothing else hides: the list shows them again */
    listedAgain(paths: readonly string[], dryRun: boolean): string;
  };
  search: {
    /** `example`: a search as this user runs the CLI */
    queryMissing(example: string): string;
    badLimit(raw: string): string;
    noMatch(query: string): string;
    /** a match's score, after its path */
    score(score: string): string;
  };
  key: KeyWords;
  context: ContextWords;
  lint: LintWords;
  /** the rule set's findings and words (lib/i18n/rules.ts), for lint, doctor, save and import */
  rules: RuleWords;
  doctor: DoctorWords;
  import: ImportWords;
  stats: StatsWords;
}

/** What `project-memory stats` says around its table; the numbers and names are the table's own. */
interface StatsWords {
  /** where the counts come from: this user's state folder, never the repository */
  heading(memoryRoot: string, usageDir: string): string;
  columns: { reads: string; shown: string; lastRead: string; memory: string };
  /** a memory never read: the "last read" cell */
  never: string;
  noMemories: string;
  /** nothing recorded for this memory folder yet; `install`: that command, in backticks */
  noUsage(install: string): string;
  /** the same, where the hooks are registered already: counts start with the next session */
  noUsageYet: string;
  /** no state folder: nothing is recorded at all */
  noState: string;
  /** the same, PROJECT_MEMORY_STATE_DIR (`value`) being set to no folder stateDir may use (lib/io/forced-state-problem.ts) */
  noStateForced(value: string, problem: ForcedStateProblem): string;
  /** a state folder this user cannot write in: the hooks record nothing there, so "counts start with the next session" would be untrue */
  stateUnwritable(state: string): string;
  /**
   * Codex runs the list for this folder without the hook before its shell that counts its
   * reads (an older install): its lists count as shown, its reads never count, so "never
   * read" says nothing of what Codex read. `install` adds that hook.
   */
  codexReadsUncounted(install: string): string;
  unusedHeading(minShown: number): string;
  noneUnused(minShown: number): string;
  /** counts are recorded, but no memory was shown that often yet */
  noneShownEnough(minShown: number): string;
  badMinShown(raw: string): string;
  minShownAlone: string;
}
