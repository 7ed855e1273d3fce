import type { JsonErrorAt } from '../model/json-error.js';
import type { PackageSource } from '../model/package-source.js';

/**
 * Everything `project-memory doctor` says: the table's frame and each check's message and
 * fix. Checks return these as functions of the catalogue (lib/diagnose/doctor/check.ts),
 * and the command words them in the reader's language; `--json` words them in English.
 * Arguments are paths, keys, commands (already in backticks), numbers, and phrases from
 * this same catalogue.
 */
/**
 * Why the state folder is of no use: `notOurs`, another user owns it or others may write to
 * it (the hooks refuse it); `unwritable`, it cannot be written, or made where it is missing;
 * `notFolder`, a file is where it should be.
 */
export type StateFolderFault = 'notOurs' | 'unwritable' | 'notFolder';

/**
 * The way out: `chown`, another user owns it, so it must be given back before its mode is
 * set; `chmod`, set its mode; `moveAside`, the file in its place goes; `elsewhere`, it
 * cannot be made, so another place is named.
 */
export type StateFolderFix = 'chown' | 'chmod' | 'moveAside' | 'elsewhere';

export interface DoctorWords {
  /** `client`: the client's name, e.g. Claude Code */
  heading(dir: string, client: string): string;
  failed(failed: number, warnings: number): string;
  noFailures(warnings: number): string;
  allPassed: string;
  /** the status column of the table; --json keeps ok, warn, fail */
  status: { ok: string; warn: string; fail: string };
  /** several places, settings files or commands in one phrase */
  list(items: readonly string[]): string;
  /** a check that threw: doctor still finishes its table */
  checkFailed(error: string): string;
  /** the hooks run the copy of project-memory in `other`, and this command is the one in `here` */
  hookCopy(other: string, here: string): string;
  /** `install`: the install that points them at this copy */
  hookCopyFix(install: string): string;
  /** the same, where the hooks are registered in the project's committed .claude/settings.json: `install`, the project install that re-points them; `local`, an install in this checkout's own settings; `uninstall`, the shared entry's removal */
  hookCopySharedFix(install: string, local: string, uninstall: string): string;
  /** Claude Code reads the memory folder without asking: `rules`, each a permissions.allow rule or an additional directory with its file */
  readAllowed(rules: string): string;
  /** no rule needed: the Read hook allows a read of the workspace's memories */
  readByHook: string;
  /** a deny or ask rule (`rule` in `path`) covers the memory folder: it wins over any allow */
  readStopped(rule: string, path: string, memoryRoot: string): string;
  /** no rule can name `folder` (a character a rule reads as a pattern): it goes among permissions.additionalDirectories */
  readAsksFixFolder(folder: string): string;
  /** the plugin registers the hooks: install would register them twice, so the rules are added by hand */
  readAsksFixPlugin(rules: string): string;
  /** the memory folder is outside the launch folder, and no rule lets Claude Code read it */
  readAsks(memoryRoot: string): string;
  /** `install`: the install that adds `rule` to permissions.allow */
  readAsksFix(install: string, rule: string): string;

  node: {
    /** no `node` on PATH: `version` is doctor's own */
    missing(version: string): string;
    missingFix(link: string): string;
    /** the version of the `node` on PATH */
    ok(version: string): string;
    old(version: string, min: number): string;
    fix(min: number): string;
  };

  settings: {
    valid(scopes: readonly string[]): string;
    none: string;
    broken(scope: string, error: string): string;
    fix: string;
  };

  /** where the list hook is registered */
  hook: {
    inSettings(scope: string, path: string): string;
    plugin: string;
    inPlugin(id: string, enabledBy: string, kind: 'folder' | 'cache', root: string): string;
    /** a settings file above the launch folder that registers it, unread */
    notReadAbove(paths: readonly string[], dir: string): string;
    pluginLost(id: string): string;
    marketplaceGone(id: string, folder: string): string;
    marketplaceGoneFix(marketplace: string, install: string): string;
    missing(dir: string, reasons: readonly string[]): string;
    /** `command`: the install to run (lib/settings/install-advice.ts) */
    /** `plugin`: the two commands that install the plugin from this package, where it can be (a clone) */
    installFix(command: string, plugin?: { add: string; install: string }): string;
    /** no hook read, and settings or hook files the client cannot read: a hook in them is skipped, and install refuses to write into one; `fix`: the install fix for after */
    fixFilesFirst(paths: readonly string[], fix: string): string;
    /** no hook for Claude Code, but project-memory installed for another client (`installs`: inClient each) */
    otherClients(dir: string, installs: readonly string[]): string;
    inClient(client: string, scope: string, path: string): string;
    /** `doctors`: the doctor --client commands that check those installs; `install`: the one for Claude Code */
    otherClientsFix(doctors: readonly string[], install: string): string;
    many(count: number, where: readonly string[], notes: readonly string[]): string;
    keepOneOrDisable(uninstalls: readonly string[], pluginId: string): string;
    keepOne(uninstalls: readonly string[]): string;
    removeAllButOne(source: string): string;
    ok(where: readonly string[], notes: readonly string[]): string;
    /** `paths`: the settings files with "disableAllHooks": true */
    disabled(paths: readonly string[]): string;
    /** `path`: a more specific settings file that sets it false */
    disabledOverridden(paths: readonly string[], path: string): string;
    disabledFix(paths: readonly string[]): string;
  };

  /** every hook of ours where the list hook is */
  events: {
    /** what a user goes without when that hook is missing (lib/io/package-paths.ts names them) */
    without: Record<'SessionStart' | 'PostToolUse' | 'MemoryRead' | 'ShellRead' | 'PreCompact' | 'PreToolUse' | 'SubagentStart', string>;
    /** `count` hooks, as install adds them; `events` each once, "PreToolUse ×2" for two */
    ok(count: number, events: readonly string[]): string;
    plugin(id: string, root: string): string;
    /** `missing` items are `Event (what goes without)` */
    lacks(source: string, missing: readonly string[]): string;
    installAdds(command: string): string;
    updatePlugin(id: string): string;
  };

  /** a sample run of each registered list hook */
  run: {
    untrustedNoRecord(dir: string, config: string): string;
    untrustedNoConfig(dir: string): string;
    untrusted(why: string, source: string): string;
    trustFix(dir: string): string;
    notOurs(command: string, source: string): string;
    reinstallPlugin: string;
    installWrites(command: string): string;
    scriptMissing(script: string): string;
    /** the command tests for its file first (lib/settings/hook-specs.ts), so it exits 0 */
    scriptMissingQuiet(script: string): string;
    buildCheckout(checkout: string, install: string): string;
    /** the package the hook pointed into was removed or moved (an npm prefix, say): no build can bring it back */
    packageGone(root: string, install: string, uninstall: string): string;
    /** the package is there but lacks the hook's file: a file of it was deleted, or an install stopped halfway */
    packageIncomplete(root: string, install: string, uninstall: string): string;
    /** the file is missing from the very package doctor runs from: install would point the hook at it again */
    ownPackageIncomplete(root: string, source: PackageSource): string;
    /** the plugin's folder lacks the file: how to get it back where it came from */
    pluginIncomplete(source: PackageSource): string;
    timedOut(timeoutS: number, client: string): string;
    /** `listing`: the `list` of the launch folder, in backticks, as every command below */
    slowFolderFix(listing: string): string;
    exit2(stderr: string, client: string): string;
    reportFix: string;
    exitCode(code: string, stderr: string): string;
    noStderr: string;
    byHandFix: string;
    timing(ms: number, timeoutS: number): string;
    silentNoWorkspace(timing: string): string;
    /** `disabled`: PROJECT_MEMORY_DISABLE's value, where it turns the hooks off */
    noList(disabled: string | undefined): string;
    unsetDisableFix: string;
    listFix(listing: string): string;
    plainText(timing: string): string;
    installBuiltFix(command: string): string;
    notJson(client: string): string;
    rebuildFix: string;
    noContext: string;
    /** the hook answered as another event: registered for the wrong client */
    wrongEvent(got: string, wanted: string): string;
    wrongEventFix(command: string, client: string): string;
    overCap(used: number, unit: 'characters' | 'bytes', cap: number, client: string): string;
    budgetFix: string;
    ran(chars: number, timing: string): string;
    slow(ran: string): string;
    slowFix(listing: string): string;
  };

  /** a settings hook that names one of our hook files but is not ours */
  lookAlike: {
    notPlain: string;
    relative(script: string): string;
    notOurFile(script: string): string;
    /** an absolute path to one of our hook files that is not on this machine: another machine's, in a committed file */
    notHere(script: string): string;
    notRun(command: string, source: string, why: string): string;
    fix(source: string, command: string): string;
    /** the same in a committed (project) settings file: a path of one machine is nothing on the others, so the fix is the user-scope install */
    fixCommitted(source: string, command: string): string;
  };

  workspace: {
    none(dir: string): string;
    /** .ai-core/ is in git, left out of the sparse checkout */
    sparse(root: string): string;
    sparseFix(add: string): string;
    /** `install`: the install command as this user runs the CLI */
    /** no workspace, the launch in the home folder (or a folder below it that is no repository) */
    noneFixHome(home: string, install: string, client: string): string;
    /** no workspace, the repository's top (or the launch folder) a folder for all users' files (/tmp) */
    noneFixShared(root: string, client: string): string;
    /** no workspace of the user's: `path`, an `.ai-core` of user `owner`'s in a folder any user may write to, is passed by */
    nonePassed(dir: string, path: string, owner: number): string;
    /** no workspace: where the first save makes it (root), and the install that makes it now; `plugin`: Claude Code's, where a plugin user needs no install */
    noneFix(root: string, save: string, install: string, plugin: boolean): string;
    found(root: string, memoryRoot: string): string;
    /** the project key and where it came from (KeySourceWords) */
    key(key: string, source: string): string;
    tmuxNotUsed(name: string, why: string): string;
    tmuxUnsafe: string;
    tmuxDefault: string;
    tmuxNoFolder(path: string): string;
    tmuxSplit(key: string, outside: string): string;
    tmuxSplitFix(command: string, key: string): string;
    pinIgnored(path: string, problem: string): string;
    pinFix(command: string): string;
    /** one way out of an ignored pin, with the memories under the key it pins and the moves that bring the other keys' under it */
    pinChoice(command: string, memories: number, moves: readonly string[], clashes: readonly string[]): string;
    /** the pinned `key` has no memory folder; `folder`, spelled otherwise in case alone, holds `memories` */
    pinCase(path: string, key: string, folder: string, memories: number): string;
    pinCaseFix(command: string): string;
    /** the pinned `key` holds a note written after it (` # …`) and has no memory folder; `folder`, the key before the note, holds `memories` */
    pinNote(path: string, key: string, folder: string, memories: number): string;
    /** a usable pin with keys on later lines, which nothing reads */
    pinLater(path: string, key: string, later: readonly string[]): string;
    pinLaterFix(choices: string): string;
    pinNoteFix(command: string): string;
    otherClones(key: string, folders: ReadonlyArray<{ key: string; count: number }>): string;
    otherClonesFix(key: string, command: string): string;
    /** this clone's key holds `memories` while `folders` (a key no folder, nested repository or pin here keys to) hold more: a clone under another folder name */
    splitClones(key: string, memories: number, folders: ReadonlyArray<{ key: string; count: number }>): string;
    /** `commands`: the pin and moves (in backticks) that bring them under `into`; `clashes`: `old/x.md` for each memory a move would meet a namesake of in `into`, which it refuses */
    splitClonesFix(into: string, commands: readonly string[], clashes: readonly string[]): string;
    /** the pin file at `path` is one git does not track, in a repository that commits .ai-core/; `add` stages it */
    pinUntracked(path: string): string;
    pinUntrackedFix(add: string): string;
    /** `folder` of a workspace above holds `count` memories for this launch folder (and `globals` global ones), hidden by the nearer workspace `here` (its .ai-core) */
    outerHidden(folder: string, count: number, globals: number, here: string): string;
    /** `target`: this project's memory folder here */
    outerHiddenFix(target: string, here: string): string;
    /** only global memories of a workspace above, in `folder`, which the nearer workspace `here` leaves out */
    outerGlobals(folder: string, globals: number, here: string): string;
    pinnedAway(key: string, folders: ReadonlyArray<{ key: string; count: number }>): string;
    pinnedAwayFix(key: string, move: string, repin: string): string;
    /** no pin, and no memory of the project yet: the first save pins `key` (the name `remote` gives the repository, where it has one) */
    pinOnFirstSave(key: string, remote: string | undefined): string;
    noPin(command: string, key: string): string;
    /** .ai-core/ is there, but the memory folder is linked out of the workspace */
    linkedOut(root: string, path: string, resolved: string): string;
    linkedOutFix: string;
    /** PROJECT_MEMORY_PROJECT names no usable key; `used` is the key the hook takes instead, with its source */
    forcedKeyUnusable(shown: string, used: string): string;
    forcedKeyUnusableFix: string;
    /** a memory folder named after a root that is no project */
    rootFolder(folder: string): string;
    rootFolderFix: string;
  };

  /** memories due for a look (lint's review, path and supersession warnings, counted) */
  freshness: {
    reviewDue(count: number): string;
    pathMissing(count: number): string;
    supersedesUnknown(count: number): string;
    /** superseded memories edited after the memory that supersedes them */
    supersededEdited(count: number): string;
    ok: string;
    due(parts: string): string;
    /** `lint`: the lint that names each memory and its fix */
    fix(lint: string): string;
  };

  /** memories under a key older versions gave this launch */
  oldKey: {
    tmuxName(name: string): string;
    path(dir: string): string;
    defaultTmux(name: string): string;
    /** the whole first line of the pin file, comment and all, which versions that read no comments took for the key */
    pinLine(pinFile: string): string;
    anyProject: string;
    found(count: number, folder: string, why: string, key: string, note: string | undefined): string;
    /** memories under the key the path gives, where a pin gives another */
    foundBesidePin(count: number, folder: string, dir: string, key: string, pinFile: string): string;
    /** memories under the key of the project around a pinned subfolder (`dir`), which its other folders still use */
    enclosing(count: number, folder: string, dir: string, key: string, pinFile: string): string;
    fix(command: string): string;
  };

  /** the worktrees of one repository */
  repository: {
    noWorkspace(top: string): string;
    keyOf(top: string, key: string, memoryRoot: string): string;
    oneKey(count: number, key: string): string;
    split(folders: number, worktrees: readonly string[]): string;
    fix(command: string, pinFile: string): string;
  };

  collisions: {
    scope(truncated: boolean, max: number, depth: number): string;
    none(scope: string): string;
    pinned(key: string): string;
    found(clashes: readonly string[]): string;
    /** `pin`: `key pin` as this user runs the CLI, to which the words add KEY and a folder placeholder */
    fix(pin: string): string;
  };

  /** the folder the hooks keep session state in, there but of no use to them (lib/io/state-dir.ts) */
  stateFolder: {
    unusable(folder: string, why: StateFolderFault): string;
    /** `folder` quoted for a shell */
    fix(folder: string, how: StateFolderFix): string;
  };

  /** scope folders (or the memory folder) permissions keep from being read */
  memoryFolders: {
    /** `folders`: the folders, joined */
    unreadable(folders: string, count: number): string;
    fix(count: number): string;
    /** scope folders that are symbolic links, which the list does not follow; `folders`: the folders, joined */
    linked(folders: string, count: number): string;
    linkedFix(count: number): string;
    /** files where the memory folder or a scope folder should be */
    notFolders(shown: string, count: number): string;
    /** `moves`: the commands that move them aside, in backticks */
    notFoldersFix(moves: string, count: number): string;
    /** git ignores a memory folder (`folder`, with its slash) by `rule` (`.gitignore:1:data/`) */
    ignored(folder: string, rule: string): string;
    ignoredFix: string;
    /** files of the memory folder (`folder`) with changes no commit holds (new, changed, deleted): `shown`, the first of them */
    unshared(folder: string, count: number, shown: string): string;
    /** `command` lists them */
    unsharedFix(command: string): string;
    /** commits of this branch that change the memory folder and its upstream does not have */
    unpushed(folder: string, count: number): string;
    unpushedFix(command: string): string;
  };

  lint: {
    unavailable: string;
    unavailableFix(listing: string): string;
    ok(files: number): string;
    /** as ok, when some folders could not be read (the memory-folders row names them) */
    okReadable(files: number): string;
    /** `shown` holds up to three problem lines, one a line; `more` how many are not shown. Lines after the first go under the row */
    invalid(count: number, files: number, shown: string, more: number): string;
    fix(lint: string): string;
  };

  autoMemory: {
    offByEnv(env: string, value: string): string;
    offBySettings(key: string, scope: string): string;
    onBySettings(key: string, value: string, scope: string): string;
    onByDefault: string;
    on(why: string): string;
    fix(command: string, key: string, env: string): string;
    /** the plugin registers the hooks already: only the setting, in `path`, is missing */
    pluginFix(key: string, path: string, env: string, pluginId: string): string;
    /** on in the project's or the local settings (`path`), which win over the user's */
    overrideFix(key: string, path: string, env: string): string;
    /** on, as install --keep-auto-memory left it: install keeps it so */
    keptFix(key: string, env: string): string;
  };

  language: {
    fromConfig(path: string): string;
    fromEnv: string;
    fromLocale: string;
    fromDefault: string;
    chosen(lang: string, source: string): string;
    ignoredConfig(value: string, path: string): string;
    ignored(values: readonly string[], chosen: string): string;
    fix(langs: readonly string[]): string;
  };

  /** the PROJECT_MEMORY_* variables doctor runs with: `shown` are `NAME=value` */
  environment: {
    ok(shown: readonly string[]): string;
    ignored(shown: readonly string[]): string;
    fix(minBudget: number, maxBudget: number): string;
  };

  /** the workspace config, .ai-core/project-memory.json: what the hook quietly ignores in it */
  config: {
    ok(path: string): string;
    /** not a regular file of at most `maxKb` KB this user may read */
    unreadable(path: string, maxKb: number): string;
    unreadableFix: string;
    /** `end`: the text ended before the JSON did */
    notJson(path: string, line: number, column: number, end: boolean): string;
    jsonFix: string;
    conflict(path: string, line: number): string;
    conflictFix: string;
    notObject(path: string): string;
    objectFix: string;
    /** keys and values the hook skips, each worded below */
    fields(path: string, problems: readonly string[]): string;
    unknownKey(key: string, suggestion: string | undefined): string;
    /** `found`: the value as JSON */
    lang(found: string, langs: readonly string[]): string;
    budget(found: string, min: number, max: number): string;
    everyTurn(found: string): string;
    fieldsFix(langs: readonly string[], min: number, max: number): string;
  };

  /** the hook rows of `doctor --client codex|gemini` */
  clients: {
    filesOk(name: string, present: string): string;
    filesNone(name: string): string;
    filesBroken(details: string): string;
    filesFix(name: string, comments: boolean): string;
    /** Codex: a project hook file in a folder not trusted */
    untrustedProject(paths: string, root: string, config: string): string;
    notRegistered(event: string, name: string, dir: string, note: string): string;
    trustProjectFix(root: string): string;
    many(count: number, where: string, name: string): string;
    manyFix(uninstall: string): string;
    registered(where: string, note: string): string;
    /** `events`: the list's event first, then the others the client's install registers */
    eventsOk(events: readonly string[]): string;
    /**
     * `missing`: the events without our hook (SessionStart, Gemini's BeforeModel). `afterClear`:
     * Gemini's SessionStart forgets a cleared session; Codex's shows the list after compaction
     */
    eventsLacking(where: string, missing: readonly string[], afterClear: boolean): string;
    trustOk(count: number, config: string): string;
    trustBad(count: number, hooks: string): string;
    /** one hook and why Codex skips it */
    trustHook(event: string, changed: boolean): string;
    trustFix(commands: string): string;
    readInside(memoryRoot: string): string;
    readIncluded(entry: string, path: string): string;
    readRefused(memoryRoot: string): string;
    /** `command`: the project-scope install that adds the memory folder to DIR's own .gemini/settings.json */
    readFix(command: string): string;
    /** every folder context.includeDirectories names exists, `count` entries in all */
    includesOk(count: number): string;
    /**
     * `entry` in `path` names `resolved`, which is not a folder: Gemini CLI 0.61.0 stops at
     * startup ("Directory does not exist") in every launch folder when `path` is the user's
     * settings (`everywhere`), in DIR when it is DIR's project settings
     */
    includeGone(entry: string, path: string, resolved: string, everywhere: boolean): string;
    includeGoneFix(entry: string, path: string): string;
    hooksOff(path: string): string;
    hooksOffFix(path: string): string;
    hooksNamed(name: string, paths: string): string;
    hooksNamedFix(name: string): string;
    hooksOn: string;
    /** Codex: `key` (`hooks`, `codex_hooks`, `features.hooks`) is false at `where` (config.toml:line) */
    codexHooksOff(key: string, where: string): string;
    codexHooksOffFix(key: string, config: string): string;
    /** config.toml is no TOML (CliMessages.toml.invalid says where): how to mend it */
    codexConfigFix: string;
    codexHooksOn(config: string): string;
    /** Gemini: `entry` in trustedFolders.json (`file`) is the nearest to DIR; `level` TRUST_FOLDER or TRUST_PARENT */
    folderTrusted(dir: string, entry: string, level: string, file: string): string;
    /** Gemini: the nearest entry to DIR is DO_NOT_TRUST: no hook runs there, the user's included */
    folderUntrusted(dir: string, entry: string, file: string): string;
    folderUntrustedFix(dir: string, file: string): string;
    /** Gemini: no entry covers DIR; it asks at the first interactive launch, and `gemini -p` stops */
    folderUnknown(dir: string, file: string): string;
    folderUnknownFix(dir: string, file: string): string;
    /** Gemini: `variable` (`NAME=value`) in doctor's environment decides for every folder */
    envTrusted(variable: string): string;
    envUntrusted(variable: string): string;
    envUntrustedFix(variable: string): string;
    /** Gemini stops at startup over trustedFolders.json: it cannot be read, is not JSON, not an object, or `entry` holds `found` (as JSON) */
    trustFileUnreadable(file: string): string;
    trustFileNotJson(file: string, at: JsonErrorAt): string;
    trustFileNotObject(file: string): string;
    trustFileLevel(file: string, entry: string, found: string): string;
    trustFileFix(file: string): string;
  };
}
