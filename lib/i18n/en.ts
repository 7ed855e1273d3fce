import { DEFAULT_LIST_BUDGET, DEFAULT_SCAN_MS, MIN_LIST_BUDGET } from '../model/defaults.js';
import type { TomlProblem } from '../model/toml-problem.js';
import { changeDoneLine, changeLine } from './change-line.js';
import { CONTEXT_EN } from './context-en.js';
import { DOCTOR_EN } from './doctor-en.js';
import { HELD_IN } from './held-in.js';
import { IMPORT_EN } from './import-en.js';
import { plural } from './plural.js';
import { REINSTALL } from './reinstall.js';
import { RULES_EN } from './rules-en.js';
import type { CliMessages } from './types.js';

/** The flags that give a memory lacking them a title and a description, by example. */
const UPDATE_EXAMPLE_EN = { title: '--title "Docker breaks on branch switch"', description: '--description "Switching branches while Docker runs gives 403"' };

/** What is wrong at a place of a TOML file; `key`, the key or table it is about. */
function tomlProblem(problem: TomlProblem, key: string | undefined): string {
  const named = key === undefined ? '' : ` ${key}`;
  switch (problem) {
    case 'unterminated-string':
      return 'a string that is never closed';
    case 'bad-escape':
      return 'a backslash escape TOML does not have (write \\\\ for a backslash, or use single quotes)';
    case 'control-character':
      return 'a control character, which TOML allows only escaped';
    case 'unclosed-array':
      return 'an array ([ …) that is never closed';
    case 'unclosed-inline-table':
      return 'an inline table ({ …) that is never closed';
    case 'bad-header':
      return 'a table header that is not [name] or [[name]]';
    case 'bad-key':
      return 'no key where one should be';
    case 'expected-equals':
      return 'a key without = after it';
    case 'bad-value':
      return 'no value TOML reads (text needs quotes; a number no leading zero, and _ only between digits)';
    case 'text-after-value':
      return 'more after the value on its line (a second key = value goes on a line of its own)';
    case 'duplicate-key':
      return `the key${named} a second time`;
    case 'duplicate-table':
      return `the table${named} defined a second time`;
    case 'not-a-table':
      return `${named.trim() || 'a key'} used as a table, though it holds a value`;
  }
}

export const EN: CliMessages = {
  usage: (rows) => `Usage: project-memory <command> [options]

Durable, git-versioned project memory for Claude Code, Codex CLI and Gemini CLI.

Commands:
${rows}

Options:
  -h, --help      this text; a command's own: \`project-memory <command> --help\`
                  or \`project-memory help <command>\`
  -v, --version   print the version (with --json: { "version": "…" })
  --dir DIR       (every command) act for a session launched in DIR; default: the
                  current folder
  --json          (every command) print JSON for a script; see below

Exit codes: 0 success; 1 invalid input or a failed check; 3 refused because what
it would write is there already: that memory or a near duplicate (\`save\`,
\`import\`), a memory of the new name (\`rename\`), another pin or a file in the
way (\`key\`); 70 an internal error (the message says what happened, then the
detail for a bug report).
--json output is for scripts: its keys and values stay English in every language.
Errors still go to stderr as text (never JSON on stdout); the exit code tells
success from failure.

Environment:
  PROJECT_MEMORY_LANG=ko|en    language of messages and the list, before the "lang"
                               of the workspace's .ai-core/project-memory.json;
                               without either, the locale decides (LC_ALL, LC_MESSAGES,
                               LANG: ko, ko_KR… → ko, any other → en), else ko. Other values
                               are ignored; \`project-memory doctor\` reports them
  PROJECT_MEMORY_PROJECT=KEY   use this project key
  PROJECT_MEMORY_DISABLE=1     turn the hook off for that process
  PROJECT_MEMORY_BUDGET=N      characters the list may take (${MIN_LIST_BUDGET} to ${DEFAULT_LIST_BUDGET}; default ${DEFAULT_LIST_BUDGET})
  PROJECT_MEMORY_EVERY_TURN=1  show the full list on every prompt
  PROJECT_MEMORY_STATE_DIR=DIR per-user state and caches (default
                               $XDG_STATE_HOME/project-memory, else
                               ~/.local/state/project-memory)
  PROJECT_MEMORY_SCAN_MS=N     how long the hook reads files before it answers (default ${DEFAULT_SCAN_MS})
  PROJECT_MEMORY_TRACE=1       the hook's phase timings on stderr (never shown to Claude)
  NO_COLOR=1                   no colours (any non-empty value); colours are only
                               used when output goes to a terminal

Examples:
  project-memory install
  project-memory list
  project-memory help save
`,
  summaries: {
    install: 'register the hooks for Claude Code, Codex or Gemini CLI and create the memory folder',
    uninstall: 'remove exactly what install added to settings (memories stay)',
    list: 'every memory the hook can see',
    search: 'memories ranked for a query, most relevant first',
    save: 'write one memory file and print its path',
    import: "bring in notes from Claude Code's auto memory, CLAUDE.md, Cursor rules or a Cline memory bank",
    key: "the project key: where it comes from; pin it for every clone and worktree; move an old key's memories",
    verify: 'mark a memory checked today (verified_at), and set when it is due again',
    rename: 'give a memory a new name, and every supersedes that named it the new one',
    forget: 'delete a memory (git rm where git holds it), and its name from every supersedes',
    context: 'what a Claude Code session launched in DIR starts with, part by part',
    lint: 'check every memory file; exit 1 if any has an error',
    doctor: 'a table of checks, with a fix for each problem',
    stats: 'per memory: times a first list showed it, times the model read it, last read',
  },
  helpHelp: `Usage: project-memory help [COMMAND]

Prints COMMAND's help, the same text as \`project-memory <command> --help\`;
without COMMAND, the list of commands, as \`project-memory --help\` does.

Examples:
  project-memory help save
  project-memory help
`,
  toml: {
    invalid: (path, failure) =>
      `${path} is not valid TOML at line ${failure.line}, column ${failure.column}: ${tomlProblem(failure.problem, failure.key)}; Codex does not start until it is fixed`,
  },
  errors: {
    unknownCommand: (name, commands, help, guess) =>
      `unknown command "${name}"${guess === undefined ? '' : ` (did you mean "${guess}"?)`}. Commands: ${commands.join(', ')}. See ${help}.`,
    optionFirst: (option, commands, reordered) =>
      `${option} is an option, and options come after the command: ${reordered === undefined ? `project-memory COMMAND ${option} …, COMMAND one of ${commands.join(', ')}` : reordered}`,
    noCommandTakes: (option, help, guess) =>
      `unknown option ${option}${guess === undefined ? '' : ` (did you mean ${guess}?)`}: no command takes it. See ${help}.`,
    helpExtra: (extra) => `help takes one COMMAND; "${extra}" is one too many`,
    versionExtra: (extra) => `--version takes nothing but --json; "${extra}" is one too many`,
    seeHelp: (help) => `See ${help}.`,
    languageOption: 'the language is set by PROJECT_MEMORY_LANG=ko|en, or by "lang" in the workspace config .ai-core/project-memory.json',
    unknownOption: (option, guess) => `unknown option ${option}${guess === undefined ? '' : ` (did you mean ${guess}?)`}`,
    missingValue: (option) => `${option} needs a value after it`,
    dashValue: (option) => `${option} needs a value after it; a value that starts with - is joined to it with =, as in ${option}=VALUE`,
    takesNoValue: (option) => `${option} takes no value: pass ${option} alone`,
    unexpectedArgument: (arg, command) => `unexpected argument "${arg}": ${command} takes only --options`,
    choice: (flag, choices, got, guess) =>
      `--${flag} must be one of ${choices.join(', ')} (got "${got}"${guess === undefined ? '' : `; did you mean ${guess}?`})`,
    invalidDir: (dir) => `--dir ${dir} is not a folder. Pass an existing folder (default: the current one).`,
    homeNoWorkspace: (home, install) =>
      `${home} is your home folder, and no memory folder is made there by a save: it would take in the memories of every repository below it that has none of its own, outside their git. Save from a repository (the first save makes the memory folder at its top), or make one here on purpose with \`${install}\`. Nothing was saved.`,
    sharedNoWorkspace: (dir) =>
      `${dir} is a folder that holds every user's files on this machine, and no memory folder is made there by a save: another user's sessions would find it, and every launch below it would take it for its own. Save from a repository or a folder of yours. Nothing was saved.`,
    configUnused: (path, doctor) =>
      `${path} cannot be used (not a JSON object, or unreadable), so its lang, budget and everyTurn have no effect; \`${doctor}\` says why.`,
    configConflict: (path, line, doctor) =>
      `${path} has a git merge conflict in it (from line ${line}), so its lang, budget and everyTurn have no effect until it is resolved; \`${doctor}\` says more.`,
    noWorkspace: (dir, root, save, install) =>
      `no workspace found: neither ${dir} nor any folder above it has .ai-core/, so there are no memories here yet. The first save makes the memory folder in ${root} (how: \`${save}\`); without the plugin, \`${install}\` makes it now. Or pass the --dir of a workspace.`,
    noWorkspaceHome: (dir, root, install) =>
      `no workspace found: neither ${dir} nor any folder above it has .ai-core/, so there are no memories here yet. ${root} is your home folder, where a save makes no memory folder: it would take in the memories of every repository below it that has none of its own, outside their git. Work in a repository (its first save makes the memory folder at its top), or make one here on purpose with \`${install}\`.`,
    noWorkspaceShared: (dir, root) =>
      `no workspace found: neither ${dir} nor any folder above it has .ai-core/, so there are no memories here yet. ${root} is a folder that holds every user's files on this machine, where a save makes no memory folder: every launch below it would take it for its own. Work in a repository (its first save makes the memory folder at its top) or a folder of yours.`,
    memoryRootLinkedOut: (path, resolved, root) =>
      `${path} resolves to ${resolved}, outside the workspace ${root}. project-memory never follows a link out of the workspace, so nothing is read or written there. Replace the link with a plain folder (move what it holds into it).`,
    invalidProject: (key) =>
      `--project "${key}" is not a usable project key: it becomes a folder name (spaces around it are dropped), so it must not contain / \\ : < > or control characters, be longer than 200 bytes, start with a dot, or be _global or README.md (names the memory folder keeps for itself). Pass a key such as --project my-project.`,
    secretProject: (masked) =>
      `--project ${masked} looks like a credential (a key, token or password): a project key becomes a folder name, committed with the memories and shown to the model. Pass a plain key, such as --project my-project. Nothing was changed.`,
    secretProjectEnv: (masked) =>
      `PROJECT_MEMORY_PROJECT=${masked} looks like a credential (a key, token or password): a project key becomes a folder name, committed with the memories and shown to the model. Unset it (\`unset PROJECT_MEMORY_PROJECT\`) or set a plain key such as my-project. Nothing was changed.`,
    sparseLeftOut: (root, add) =>
      `.ai-core/ is in git but outside this sparse checkout (${root}): the team's memories are there unseen, and a first save would start a second memory folder beside them. Add it to the checkout, \`${add}\`, then save again. Nothing was saved.`,
    invalidProjectEnv: (key) =>
      `PROJECT_MEMORY_PROJECT="${key}" is not a usable project key: it becomes a folder name (spaces around it are dropped), so it must not contain / \\ : < > or control characters, be longer than 200 bytes, start with a dot, or be _global or README.md (names the memory folder keeps for itself). Unset it, or set it to a key such as my-project.`,
    homeNotSet: (file, variable, folder, otherScope) =>
      `HOME is not set, so ${file} cannot be found. Set HOME, or ${variable} to the folder to use as ${folder}${otherScope ? '; or use --scope project' : ''}.`,
    settingsUnreadable: (path, reason) => `cannot read ${path}: ${reason}`,
    settingsNotJson: (path, at) =>
      `${path} is not valid JSON (${at.line === undefined ? '' : `line ${at.line}, column ${at.column}: `}${at.detail}). Fix the file or move it away; until then project-memory changes nothing in it.`,
    settingsNotObject: (path) => `${path} must hold a JSON object ({ … }); until then project-memory changes nothing in it.`,
    settingsKeyShape: (path, key, expected) =>
      `${path}: "${key}" must be ${{ object: 'an object', list: 'a list', boolean: 'true or false' }[expected]}, and Claude Code loads none of this file until it is (no hook, no rule in it runs). Fix that key by hand; until then project-memory changes nothing in it.`,
    settingsReadOnly: (path, mode) =>
      `${path} is read-only (mode ${mode}), so nothing was changed. To let project-memory change it, make it writable (\`chmod u+w ${path}\`) and run the command again.`,
    flagForClient: (flag, client) => `${flag} is for --client ${client} only`,
    dashArgument: (arg, example) => `unknown option ${arg}. If it is an argument, not an option, put -- before it: ${example}`,
    repeatedFlag: (flag, first, second) => `${flag} is given twice ("${first}", then "${second}"); it takes one value: pass it once`,
    flagForAction: (flag, given, actions) => `${flag} is for ${actions.join(', ')} only, not ${given}`,
    flagNeeds: (flag, needed) => `${flag} goes with ${needed}: pass both, or leave out ${flag}`,
    installBusy: (lock, holder) =>
      `another project-memory install or uninstall is still running (${lock} is held by ${holder}). Wait for it and run the command again; if none is running, remove ${lock}.`,
    settingsDuplicateKey: (path, key, lines) =>
      `${path} has "${key}" ${lines.length === 2 ? 'twice' : `${lines.length} times`} (lines ${lines.join(', ')}): a JSON reader takes only the last one, and project-memory will not guess which one to change. Merge them into one and run the command again; nothing was changed.`,
    settingsDanglingLink: (path, target) =>
      `${path} is a symbolic link to ${target}, which does not exist, so nothing was changed. Create ${target} (it may hold just {}) or remove the link, and run the command again.`,
  },
  install: {
    alreadyInstalled: (path) => `already installed in ${path}; nothing changed.`,
    incomplete: (root, absent, source) =>
      `this project-memory package (${root}) is incomplete: ${absent.join(', ')} ${absent.length === 1 ? 'is' : 'are'} missing, so its hooks would fail on every prompt; nothing was changed. To mend it, ${REINSTALL.en(source)}, then run install again.`,
    dryRun: 'dry run: nothing written',
    installed: '✓ installed',
    settingsOf: (scope, path) => `(${scope} settings: ${path})`,
    would: (change) => `would ${changeLine(change)}`,
    did: (change) => changeDoneLine(change),
    didHooks: (verb, count, events) => `${{ add: 'added', update: 'updated', remove: 'removed' }[verb]} ${count} hooks: ${events}`,
    keyConflict: (path, shape) =>
      `${path}: "${shape.key}" is not ${shape.expected === 'object' ? 'an object' : 'a list'}; fix that key by hand. Nothing was changed.`,
    launchIncludeSkipped: (path, reason, doctor) =>
      `The hooks are installed, but ${path} did not take the memory folder in context.includeDirectories, so Gemini's read_file cannot open the memories from this folder (${reason}). Fix the file and run install again; ${doctor} says so until then.`,
    next: (memoryRoot, client) => `Memories live in ${memoryRoot}. The list appears in each new ${client} session, from its first prompt.`,
    checkWith: (command) => `To check this install: ${command}`,
    projectIsUser: (path) =>
      `In your home folder the project's settings file is your user settings file, ${path}, which every launch reads: installed there as your user settings, and not a file to commit.`,
    pullFirst: (remove) =>
      `These files are new in this clone and not in git yet: where a teammate has committed them already, git pull stops rather than overwrite them; then remove them before you pull (${remove}).`,
    noNode: (link) =>
      `No \`node\` on this PATH: the hooks start the \`node\` of the PATH they are run with, and where there is none each prompt shows "node: not found". Put Node on the PATH the client starts with: with nvm, \`nvm alias default <version>\`; or \`${link}\`.`,
    noRecord: (place, doctor) =>
      `No record of this install is kept: ${place === undefined ? 'there is no state folder (set HOME, XDG_STATE_HOME or PROJECT_MEMORY_STATE_DIR)' : `the state folder ${place} cannot be used (${doctor} says why)`}. uninstall will take out the hooks, and name what else install changed for you to take back by hand.`,
    tomlInvalid: (invalid) => `${invalid}. Fix it and run install again: --trust-hooks writes into that file. Nothing was changed.`,
    tomlShape: (path, line) =>
      `${path} line ${line} gives hooks, hooks.state or a hook's key there a value that is not a table (hooks = true, or state = "…" under [hooks]), and Codex keeps hook trust at hooks.state."<hooks.json path>:<event>:<group>:<handler>".trusted_hash, so it has no place to go. Make that a table (or take the line out), or trust the hooks with /hooks in codex. Nothing was changed.`,
    trustNeeded: (count) =>
      `Codex runs a hook only once you trust it, and skips one it does not trust without a word: ${plural(count, 'project-memory hook is', 'project-memory hooks are')} not trusted yet.`,
    trustHow: (command, config) =>
      `Start \`codex\`, pick "Review hooks" where it asks (or type /hooks), and in each event that has a project-memory hook (Enter opens it) press t on that hook; or run ${command}, which writes these lines to ${config}:`,
    trustStale: (count) =>
      `${count === 1 ? 'One of these tables is' : `${count} of these tables are`} in that file already, trusting the hook as an earlier install wrote it: set trusted_hash there rather than adding the table again (Codex does not start with a table twice).`,
    trustCovers:
      "The hash covers each hook's event, matcher, command and timeout, not the file the command runs: a project-memory update keeps the trust; a changed hook, a hook put in front of it, or a moved Codex home needs it again.",
    codexAddDir: (dir, memoryRoot) =>
      `Codex started in ${dir} reads the memories, but its sandbox keeps a save from writing in ${memoryRoot}: start codex there with --add-dir ${memoryRoot}, or list that folder in writable_roots under [sandbox_workspace_write] in Codex's config.toml.`,
    projectTrust: (root) => `Codex reads ${root}/.codex/hooks.json only in a trusted project: start \`codex\` in ${root} and trust the folder when it asks.`,
    fromPluginCache: (hooks) =>
      `These hooks run from Claude Code's copy of the plugin (${hooks}), which the next plugin update replaces: run this install again after each update, or install from a clone or the npm package instead.`,
    geminiSave: (command) =>
      `Gemini saves a memory by running \`${command} …\` with run_shell_command, which asks you first; a headless run (gemini -p) needs --approval-mode yolo, or a policy rule with commandPrefix = "${command}".`,
    pinOffer: (key, command) =>
      `This project's key is ${key}. To keep it for a launch in any of its folders and in every clone and worktree, wherever they sit, pin it: ${command} (or install --pin), then commit the file.`,
    pinElsewhere: (key, folders, installAlone, pinThat, pinThis) =>
      `not installed: --pin would pin ${key}, which holds no memories, while ${HELD_IN.en(folders)}, a key no folder here is named after: most likely this project's memories, saved from a clone under another folder name, which that pin would hide from the clone once committed. Install without the pin: ${installAlone}; then pin that key: ${pinThat}, or ${key} all the same: ${pinThis}. Nothing was changed.`,
    pinOfferElsewhere: (key, folders, command) =>
      `This clone's key is ${key}, which holds no memories, while ${HELD_IN.en(folders)}: most likely this project's memories, saved from a clone under another folder name. To see them here, and keep one key for every clone and worktree, pin that key: ${command}, then commit the file.`,
    homeLeft: (home, install) =>
      `No memory folder was made in ${home}, your home folder: it would take in the memories of every repository below it that has none of its own, outside their git. The first save in a repository makes one at its top. To keep one memory folder for everything below ${home} all the same: ${install}`,
    sharedLeft: (dir) =>
      `No memory folder was made in ${dir}, a folder that holds every user's files on this machine: every launch of yours below it would take it for its own. The first save in a repository makes one at its top.`,
    geminiHomeLeft: (doctor) =>
      `Gemini CLI's read_file opens only the launch folder and the folders in context.includeDirectories: a repository's memory folder is read from a launch at its top. For a launch in one of its subfolders, ${doctor} run there after the first save names the install that adds the folder to context.includeDirectories.`,
    workspaceAbove: (root) => `Workspace: ${root} (found above this folder; every launch below it shares its memories).`,
    workspaceAtRepoTop: (root) => `Workspace: ${root} (the top of this git repository, so a launch in any of its folders finds the same memories).`,
    localIgnored: (line, exclude, done) =>
      `${done ? 'added' : 'would add'} ${line} to ${exclude}, this clone's own git ignores (never committed): the file names paths on this machine`,
    localTracked: (path, uninstall, install) =>
      `${path} is tracked by git, so a commit of it shares this machine's hook paths with the team: install for yourself instead, ${uninstall} then ${install}`,
    localOverridden: (path, exclude) =>
      `git still does not ignore ${path}: a .gitignore rule that un-ignores it wins over ${exclude} (git check-ignore -v --no-index names it), so a git add -A would commit this machine's paths`,
    localUnwritable: (exclude, line, reason) =>
      `could not write ${exclude} (${reason}), so git does not ignore the settings file: add the line ${line} there yourself, or keep it out of commits`,
    projectPath: (file, hooksDir) =>
      `${file} now holds a path on this machine (${hooksDir}), and the file is meant to be committed: a teammate who clones gets hook commands that do not run there.`,
    teamClaude: (install) =>
      `For a team, each person installs for themselves (the plugin: \`claude plugin marketplace add <a clone of project-memory, or its GitHub owner/repository>\`, then \`claude plugin install project-memory@project-memory\`; or ${install}) and the memories travel in git; for this machine alone, --scope local writes .claude/settings.local.json instead.`,
    hooksDisabled: (paths) =>
      `Claude Code runs no hook at all, these included: "disableAllHooks": true in ${paths.join(', ')}. Remove that key (or set it to false), or the list never reaches Claude.`,
    hooksDisabledOverridden: (paths, path) =>
      `"disableAllHooks": true in ${paths.join(', ')} turns every hook off; ${path} sets it false, and Claude Code takes the more specific file's value, so the hooks run only while it does. Remove the true to be sure.`,
    teamOther: (install) => `For a team, each person runs ${install} for themselves, and the memories travel in git.`,
    besidePlugin: {
      refused: (f) =>
        `the project-memory plugin ${f.id} is enabled in ${f.enabledBy} settings (${f.enabledIn}) and already registers every hook for a launch in ${f.dir}; ` +
        'installing here too would run each hook twice on every prompt (the list still shows once, but twice after /compact and /clear). ' +
        (f.autoMemoryFile === undefined
          ? "The plugin already does all that install would: Claude Code's auto memory is off here too. "
          : `To keep the plugin, set "${f.autoMemoryKey}": false in ${f.autoMemoryFile} (the one thing install adds that a plugin cannot). `) +
        `To use these hooks instead, run \`claude plugin disable ${f.id}\`, then install again. --force installs beside the plugin anyway. Nothing was changed.`,
      twice: (f) =>
        `The plugin ${f.id} is enabled too (${f.enabledBy} settings: ${f.enabledIn}): each hook runs twice on every prompt (the list still shows once, but twice after /compact and /clear). ` +
        `Keep one: ${f.uninstall} (the plugin stays), or \`claude plugin disable ${f.id}\`.`,
    },
    otherScopeTwice: (scope, path, uninstall) =>
      `project-memory is installed in ${scope} settings too (${path}): a launch that reads both runs each hook twice on every prompt (the list still shows once, but twice after /compact and /clear). Keep one: ${uninstall} removes that one.`,
  },
  uninstall: {
    notInstalled: (path) => `not installed in ${path}; nothing changed.`,
    notInstalledHere: (path) => `not installed in ${path}.`,
    uninstalled: '✓ uninstalled',
    trustShifted: (count, path, dryRun) =>
      `${plural(count, 'trusted hook')} listed after project-memory's in ${path} ${dryRun ? 'would move' : 'moved'} up a place, and Codex keeps trust by place: trust ${count === 1 ? 'it' : 'them'} again with /hooks in codex${dryRun ? ' after the uninstall' : ''}.`,
    stillInstalled: (scope, path, command) => `project-memory is still installed in ${scope} settings (${path}): ${command} removes it.`,
    launchIncludeLeft: (path, reason) =>
      `${path} still names the memory folder in context.includeDirectories, which an install added: it could not be changed now (${reason}). Take the entry out by hand, or fix the file and run uninstall again.`,
    stillInstalledFor: (client, scope, path, command) =>
      `project-memory is still installed for ${client}, in its ${scope} settings (${path}): ${command} removes it.`,
    unrecorded: (left, dryRun) =>
      `No install record speaks for this file (the state folder was deleted, or could not be written when install ran), so ${dryRun ? 'these would be' : 'these were'} left as they are: ${left.join('; ')}. Install sets them; if you did not, remove them by hand.`,
    committedFile: (path, install) =>
      `${path} is committed: once this change is, teammates whose hooks came from it lose them (and, in Claude Code, get its auto memory back). Each installs for themselves first: ${install}.`,
    stateLeft: (stateDir, remove) => `Caches and install records stay in ${stateDir}/: delete it once project-memory runs nowhere (\`${remove}\`).`,
    folderKept: (memoryRoot, because) =>
      `The memory folder ${memoryRoot} stays, holding no memory: ${
        because.kind === 'changed'
          ? `it holds what install did not make, or changed since (${because.names.join(', ')})`
          : because.kind === 'tracked'
            ? 'git tracks files in it (a commit may have shared it with the team)'
            : because.kind === 'git-unknown'
              ? 'git could not say whether it tracks files in it'
              : because.kind === 'linked'
                ? 'it is reached through a link, and what would be removed is elsewhere'
                : because.kind === 'in-use'
                  ? 'another install or the plugin still reads it'
                  : `it could not be removed (${because.kind === 'unremovable' ? because.code : ''})`
      }. Delete it yourself if nobody needs it.`,
    emptyFolderRemoved: (memoryRoot, dryRun) =>
      `${dryRun ? 'The memory folder install made would be removed' : 'Removed the memory folder install made'} (${memoryRoot}): it held no memory, only its README and .gitignore, and git tracked none of it.`,
    memoriesKept: (memoryRoot) =>
      `The memories in ${memoryRoot}/ stay: uninstall never removes one. They are plain files, committed with the code where a team shares them (teammates who still run project-memory keep reading them); delete the folder yourself only if nobody needs them.`,
    ignoreKept: (line, exclude, still, command) =>
      `${line} stays in ${exclude}: it keeps ${still}, still there, out of commits. Once that file is gone, ${command} takes the line out.`,
  },
  list: {
    projectKey: (key, source) => `project key: ${key} (${source})`,
    sources: {
      env: 'PROJECT_MEMORY_PROJECT or --project',
      pin: 'pin file',
      tmux: 'tmux session',
      'memory-folder': 'existing memory folder',
      git: 'git top level',
      'package-folder': 'nearest package folder',
      'launch-folder': 'launch folder',
      'workspace-root': 'workspace root, no project of its own',
      remote: "the git remote's name, which the first project save pins",
    },
    empty: 'no memories yet',
    noProjectFolder: (key, holding, guess) =>
      `no folder for the project key ${key} yet${guess === undefined ? '' : ` (did you mean ${guess}?)`}${holding.length === 0 ? '' : `; the projects with memories here: ${HELD_IN.en(holding)}`}`,
    projectsHere: (folders, more, listing) =>
      `This folder is no project: the projects below it have memory folders of their own, ${HELD_IN.en(folders)}${more > 0 ? `, and ${plural(more, 'folder', 'folders')} more` : ''}. To list one from here: ${listing}`,
    projectsUnnamed: (count, listing) =>
      `This folder is no project: ${plural(count, 'project folder', 'project folders')} below it ${count === 1 ? 'holds' : 'hold'} memories of ${count === 1 ? 'its' : 'their'} own, under a name that does not print as it is. ${listing} gives the names.`,
    folderUnreadable: (folder) => `⚠ the memory folder ${folder} cannot be read, so its memories are not listed: check its permissions`,
    pinIgnored: (path, problem, doctor) =>
      `⚠ the pin file ${path} was passed over (${problem}), so this list may miss the project's memories: \`${doctor}\` shows the fix`,
    folderLinked: (folder) =>
      `⚠ the memory folder ${folder} is a symbolic link, which is not followed, so its memories are not read or listed: replace the link with the folder itself`,
    notAFolder: (path, move) =>
      `⚠ a file is where the memory folder ${path} should be, so no memory of that folder is listed and save cannot write one: move it aside (${move}) if it holds anything worth keeping, or delete it`,
    otherClone: (key, folders, pin) =>
      `⚠ this project's key ${key} holds no memories, while ${HELD_IN.en(folders)}: most likely this project's, saved before the folder was renamed or from a clone under another name. If so, pin that key here: ${pin}`,
    pinnedAway: (key, folders, move, repin) =>
      `⚠ this project's pinned key ${key} holds no memories, while ${HELD_IN.en(folders)}: most likely this project's, saved under the key pinned before the pin changed, or moved away from the pinned key. If so, move them to ${key}: ${move}; or pin that key back: ${repin}`,
    splitClones: (key, memories, folders, into, commands) =>
      `⚠ this project's key ${key} holds ${plural(memories, 'memory', 'memories')}, while ${HELD_IN.en(folders)}, listed from no folder here: most likely a teammate's clone of this repository under another folder name, each clone listing only its own. If so, bring them under one key, ${into}: ${commands.join(', then ')}; then commit .project-memory-key and .ai-core/`,
    leftBehind: (key, folder, move) =>
      `⚠ ${HELD_IN.en([folder])} under the key this repository's path gives, not listed: this project's key is pinned to ${key}. Most likely saved before the pin, or on a branch from before it. If so, move them to ${key}: ${move} (add --dry-run to see each move first)`,
    supersededBy: (names) => `(superseded by ${names})`,
    hidden: (count, listing) => `${plural(count, 'superseded memory', 'superseded memories')} not shown: ${listing}`,
  },
  save: {
    nameInOtherScope: (name, other) => `${other} is named ${name} too: both are listed, and verify, rename, forget and --update will ask for --scope`,
    savedAs: (given, name) => `--name "${given}" is saved as ${name}: use that name with verify, --update and --supersedes`,
    scopeRequired: '--scope is required: global (shared by every project) or project (this project only)',
    scopeOfBoth: (name) => `${name} is both a global memory and this project's: pass --scope global or --scope project`,
    titleRequired: '--title is required, e.g. --title "No branch switch while Docker runs"',
    descriptionRequired: '--description is required: the one line shown in the list',
    bodyTwice: 'pass --body or --body-file, not both',
    bodyFileMissing: (path) => `--body-file ${path}: no such file. Nothing was saved.`,
    bodyFileUnreadable: (path, reason) => `--body-file ${path}: ${reason}. Nothing was saved.`,
    bodyTooLarge: (path, maxKb) =>
      `${path === undefined ? 'the body on stdin' : `--body-file ${path}`} holds more than ${maxKb} KB, past the ${maxKb} KB lint and the list check for secrets (and the model reads a memory whole), so it was not read further. Keep the note short; link to long material instead of pasting it. Nothing was saved.`,
    bodyFileNotAFile: (path, what) =>
      what === 'folder'
        ? `--body-file ${path}: it is ${RULES_EN.notAFile.folder}, not a file. Nothing was saved.`
        : `--body-file ${path}: it is ${RULES_EN.notAFile.special} (a FIFO, socket or device), not a plain file, so it was not read. Give a file, or pipe the body in with --body-file -. Nothing was saved.`,
    bodyFileNotUtf8: (path) =>
      `--body-file ${path} is not UTF-8 text (Latin-1 or UTF-16, say: PowerShell 5's \`>\` writes UTF-16): if saved as it is, its characters would turn into U+FFFD for good. Save it as UTF-8 and run the command again. Nothing was saved.`,
    flagNotUtf8: (flags) =>
      `${flags.join(', ')} ${flags.length === 1 ? 'holds' : 'hold'} U+FFFD (\ufffd), which a terminal or script not set to UTF-8 passes for each letter it cannot: if so, those letters were saved lost. Run the save again with --update from a UTF-8 locale (LANG=en_US.UTF-8) to mend them.`,
    bodyStdinNotUtf8:
      'the body on stdin is not UTF-8 text (Latin-1 or UTF-16, say): if saved as it is, its characters would turn into U+FFFD for good. Pipe it in as UTF-8 and run the command again. Nothing was saved.',
    bodyNul: (path, offset) =>
      `${path === undefined ? 'the body on stdin' : `--body-file ${path}`} holds a NUL byte (at byte ${offset}), which no text has: it is a binary file (an image, an archive, a compiled file), or text written as UTF-16 (PowerShell 5's \`>\` writes it). Give the body as UTF-8 text and run the command again. Nothing was saved.`,
    waitingForBody:
      'project-memory save: waiting for the body on stdin, which is a pipe that has sent nothing yet; close it to save without a body, or pass --body TEXT or --body-file FILE',
    updateStdinUnasked:
      "with --update, text on stdin replaces the memory's body only with --body-file -: add --body-file - to replace the body with it, or give the command </dev/null to keep the body (in a `while read` loop every command reads what is left of the loop's input). Nothing was saved.",
    rootIsNoProject: (root, rootKey) =>
      `${root} is the workspace root, not a project: a project memory saved here would be listed for every project below it. Pass --project KEY for the project it belongs to (--project ${rootKey} if the whole workspace is one project), or --scope global if it is for every project. Nothing was saved.`,
    editedMeanwhile: (path) =>
      `${path} changed while this update ran (an edit by hand, or another save): it was kept as it is now. Run the update again on what it holds now. Nothing was saved.`,
    pinUnusable: (path, doctor) =>
      `${path} holds no usable project key (a merge conflict git left, or it is a symbolic link, say): a project memory saved now would go under a key that pin may never name once it is fixed. Fix the pin file (${doctor} says what is wrong), or pass --project KEY. Nothing was saved.`,
    secretName: (kind) =>
      `the memory's name looks like a credential (${kind}): a name is shown on every prompt and kept in git, so no flag lets it be one. Give another --name or title. Nothing was saved.`,
    tooLarge: (kb, maxKb) =>
      `the memory would be ${kb} KB, past the ${maxKb} KB lint and the list check for secrets (and the model reads a memory whole). Keep the note short; link to long material instead of pasting it. Nothing was saved.`,
    emptyBody: (path, command) =>
      `warning: saved ${path} with an empty body: the list shows its description, and the file holds nothing more. To add one, pipe it into ${command}`,
    warned: (path, lines, lint) => `warning: saved ${path}, but ${lint} warns about it:\n${lines}`,
    warnedUnchanged: (path, lines, lint) => `warning: ${lint} still warns about ${path}:\n${lines}`,
    listedAgain: (paths) =>
      `warning: --supersedes replaced the list it had, and ${paths.length === 1 ? 'a memory' : 'memories'} that list hid ${paths.length === 1 ? 'is' : 'are'} listed again (name ${paths.length === 1 ? 'it' : 'them'} in --supersedes too to keep ${paths.length === 1 ? 'it' : 'them'} hidden):\n${paths.map((p) => `  ${p}`).join('\n')}`,
    hiddenBySupersedes: (path, name, hiders) =>
      `warning: saved ${path}, but the list hides it: ${name} is in the supersedes of\n${hiders}\nso that memory replaces this one: list, search and the prompt hook leave it out (list --all shows it, marked superseded). To have it listed, drop ${name} from that supersedes, or rename this file to another name.`,
    templateLeft: (field, placeholder) =>
      field === 'body'
        ? `the body still holds the template's ${placeholder}: write what to remember in its place. Nothing was saved.`
        : field === 'tags'
          ? `--tags is still the template's ${placeholder}: give the memory's own tags, or leave --tags out (it is optional). Nothing was saved.`
          : `--${field} is still the template's ${placeholder}: fill it in with what to remember. Nothing was saved.`,
    scopeChoice: (got, guess) =>
      `--scope must be global or project (got "${got}"${guess === undefined ? '' : `; did you mean ${guess}?`}): in the save choices, 1) _global is --scope global and 2) this project's folder is --scope project`,
    titleEmpty: '--title is empty. Give the memory a short title, e.g. --title "Docker breaks on branch switch". Nothing was saved.',
    descriptionEmpty:
      '--description is empty. Give the one line shown in the list, e.g. --description "Switching branches while Docker runs gives 403". Nothing was saved.',
    updateNeedsName: (listing) => `--update needs the name of the memory to change: pass --name NAME (see ${listing}). Nothing was saved.`,
    titleNoLetters:
      'the title has no letters or digits usable in a file name (a-z, 0-9, Hangul, kana, CJK); pass --name, e.g. --name docker-branch-switch. Nothing was saved.',
    badName: (name, problem) =>
      problem === 'path'
        ? `--name "${name}" is a path; give a file name such as docker-branch-switch. Nothing was saved.`
        : problem === 'control'
          ? '--name contains control characters; type a plain file name such as docker-branch-switch. Nothing was saved.'
          : `--name "${name}" has no letters or digits usable in a file name (a-z, 0-9, -, _, Hangul, kana, CJK). Nothing was saved.`,
    ignoredByGit: (path, rule) =>
      `git ignores ${path} (${rule}), so no teammate gets this memory. To share the memory folder, remove that rule and commit it; to keep memories to yourself, leave it.`,
    nearMissKey: (key, meant, move) => `saved under a new project key, ${key}; did you mean ${meant}? To move it there: ${move}`,
    noShareLine: (held) =>
      held === 'detached'
        ? 'no line to share these changes: HEAD is detached, and a commit there is left behind by the next checkout; commit the memory files on a branch'
        : held === 'conflict'
          ? 'no line to share these changes while git holds files in conflict (a commit is refused then): resolve them (git status names them), then commit the memory files'
          : `no line to share these changes while a git ${held} is under way (a commit of some files is refused then): commit the memory files once it is done`,
    commitBeforePull: (steps, pushes, fresh, count, clash) => {
      const how = pushes ? 'one line to paste' : 'the commit, one line to paste; push when the branch is ready to share';
      const head = {
        all:
          count === 1
            ? 'This file is new in this clone and not in git yet: commit it before you pull, and push to share it'
            : 'These are new in this clone and not in git yet: commit them before you pull, and push to share them',
        some: 'These memory changes are not in git yet, some of them new in this clone: commit them before you pull, and push to share them',
        none:
          count === 1
            ? 'This memory change is not committed yet, and no teammate gets it until it is pushed'
            : 'These memory changes are not committed yet, and no teammate gets them until they are pushed',
      }[fresh];
      const stops = clash
        ? '\nWhere a teammate has committed the same new files already, git pull stops on them until yours are committed; do not delete them to get past it, your memory is among them.'
        : '';
      return `${head} (${how}):\n  ${steps}${stops}`;
    },
    takenAlong: (along) =>
      `It takes along, written earlier and not in git yet: ${along.slice(0, 5).join(', ')}${along.length > 5 ? ` and ${along.length - 5} more` : ''}.`,
    setAside: (aside, lint) =>
      `Left out of it: ${aside.slice(0, 5).join(', ')}${aside.length > 5 ? ` and ${aside.length - 5} more` : ''}, written earlier and not in git yet, where lint finds an error, a likely secret or an order to the model; \`${lint}\` says which, and they go with a later line once mended.`,
    reservedName: (name, instead) =>
      `--name "${name}" is a name no memory file may have (README.md explains the memory folder and is never listed; con, nul, aux and the like are devices on Windows). Pass another, e.g. --name ${instead}. Nothing was saved.`,
    nameTooLong: (chars, bytes, maxChars, maxBytes) =>
      `--name is ${chars} characters (${bytes} bytes in UTF-8); a memory name may have at most ${maxChars} characters and ${maxBytes} bytes (${Math.floor(maxBytes / 3)} Hangul syllables). Pass a shorter --name. Nothing was saved.`,
    badProjectKey: (key) => `project key "${key}" cannot be a folder name; pass --project KEY or use --scope global. Nothing was saved.`,
    notAFile: (path, what) => `${RULES_EN.notAMemoryFile(path, what)}; move it away or choose another --name. Nothing was saved.`,
    existsRace: (path) => `${path} already exists (saved a moment ago by another process). Read it; pass --update to change it.`,
    secret: (lines) =>
      `refusing to save what looks like a credential (memories are committed and shown to the model):\n${lines}\n` +
      'Remove it or point to where it lives (e.g. ${DB_PASSWORD}); only if the user confirms it is not a secret, pass --allow-secret. Nothing was saved.',
    invalid: (lines, hasSecret, lint) =>
      `refusing to save: ${lint} would call this memory invalid:\n${lines}\n` +
      `Fix what each line names and save again.${hasSecret ? ' Only if the user confirms that what looks like a secret is not one, pass --allow-secret.' : ''} Nothing was saved.`,
    outsideRoot: (dir, realDir, realRoot) =>
      `${dir} resolves to ${realDir}, not to a plain folder of that name in the memory root ${realRoot}. Replace that link with a plain folder. Nothing was saved.`,
    unusableName: (slug) => `"${slug}" is not a usable memory name; pass another --name. Nothing was saved.`,
    lockBusy: (dir, path, holder) =>
      `another save or import into ${dir} holds the lock ${path} (${holder}). If none is running, delete that file and save again. Nothing was saved.`,
    notReadBack: (reason) =>
      `the memory text did not read back as written (${reason ?? 'fields differ'}). Nothing was saved; please report this with the command you ran.`,
    keyShared: (key, others, pinOwn) =>
      `the project key ${key} is also the one ${others.join(', ')} gives (a path's / and . are written -- and __): the two folders share one memory folder, and each lists the other's memories. To keep them apart, give one a key of its own: ${pinOwn}`,
    besideOtherClone: (key, folders, pinThat, moveHere) =>
      `first memory of project ${key}, while ${HELD_IN.en(folders)}, a key no folder here is named after: most likely this project's memories, saved from a clone under another folder name. If so, pin that key and move this memory to it: ${pinThat}, then ${moveHere}.`,
    unchanged: (path) => `${path} already says exactly this; nothing changed, nothing was written.`,
    firstPinned: (key, path, by) =>
      `pinned the project key "${key}" in ${path}, so that every clone, whatever its folder is called, finds these memories: commit it with the memory (${by} --no-pin does not pin).`,
    firstPinnedRemote: (key, remote, folderKey, path, by) =>
      `pinned the project key "${key}", the repository's name in the URL of its remote ${remote} (this folder's name would give "${folderKey}"), in ${path}, so that every clone, whatever its folder is called, keeps these memories under one key: commit it with the memory (${by} --no-pin does not pin).`,
    pinAndNoPin: '--pin and --no-pin cannot both be given; pass one.',
    pinOffer: (key, command) =>
      `first memory of project ${key}. To keep this key in every clone and worktree of the project, wherever they sit, pin it: ${command} (or save with --pin), then commit the file.`,
    exists: (path, name) =>
      `${path} already exists. Read it; unless the user has said which of these they want, ask them. To change it in place: --update (fields you do not pass are kept; a body on stdin needs --body-file -). To keep it on disk but out of the list, save the new one under another name that supersedes it: --name <new-name> --supersedes ${name}. Nothing was saved.`,
    nameTwin: (path, name, rename) =>
      `${path} is ${name}.md spelled another way (another case, or Hangul written decomposed): macOS and Windows take the two for one file, so a checkout there would keep only one of them. Rename it to ${name}.md (${rename}), then save again (--update to change it), or choose another --name. Nothing was saved.`,
    nearDuplicate: (folder, lines, name) =>
      `a similar memory already exists in ${folder}:\n${lines}\nRead it first; unless the user has said which of these they want, ask them. To replace it in place: --update --name ${name} (and --body-file - for a body on stdin). To save this as a new memory that replaces it (the old file stays, hidden from the list): --supersedes ${name}. To save a separate memory anyway: --force-duplicate. Nothing was saved.`,
    nearDuplicateOnUpdate: (updating, lines, supersedes) =>
      `this update would make ${updating} read much like:\n${lines}\nRead it first; unless the user has said which of these they want, ask them. If the two now say one thing, keep one: --supersedes ${supersedes} on this update hides it from the list (its file stays), or delete one of them. To keep both anyway: --force-duplicate. Nothing was saved.`,
    nearDuplicateGlobal: (lines, name) =>
      `a similar memory is global already, listed for this project too:\n${lines}\nRead it first; unless the user has said which of these they want, ask them. To change it for every project: --scope global --update --name ${name}. To replace it for this project only (the others keep it): --supersedes ${name}. To save a separate memory anyway: --force-duplicate. Nothing was saved.`,
    nearDuplicateProject: (folder, lines, name) =>
      `a similar memory is this project's already (in ${folder}), and a global one would be listed beside it:\n${lines}\nRead it first; unless the user has said which of these they want, ask them. To change it: --scope project --update --name ${name}. To make it global, save this with --force-duplicate, then remove ${name} from ${folder}. Nothing was saved.`,
    supersedesSelf: (name) => `--supersedes ${name}: a memory cannot supersede itself. Pass the name of the memory this one replaces. Nothing was saved.`,
    supersedesUnknown: (name, where, listing) => `--supersedes ${name}: no memory of that name in ${where}. Check the name with ${listing}. Nothing was saved.`,
    supersedesLoop: (name, paths) =>
      `--supersedes: ${name} and the memories below would supersede one another in a loop, and the list hides none of a loop (lint reports it as an error):\n${paths.map((p) => `  ${p}`).join('\n')}\nBreak the loop: leave out of --supersedes the name that leads back to ${name}, or first take ${name} out of the supersedes of the memory that names it. Nothing was saved.`,
    supersedesGlobalOnly: (name, project) =>
      `--supersedes ${name}: that memory belongs to the project ${project}, and a global memory supersedes only global ones. Save the replacement with --scope project to retire it for that project. Nothing was saved.`,
    updateMissing: (name, folder, list) =>
      `no memory named ${name} to update in ${folder}. See the names with ${list}; to save a new memory instead, run the save without --update. Nothing was saved.`,
    updateLacks: (path, fields, bare) => {
      const flags = fields.map((field) => UPDATE_EXAMPLE_EN[field]).join(' ');
      const missing = fields.join(' or ');
      const why = bare
        ? `${path} has no front matter, so there is no ${missing} to keep`
        : `${path}: its front matter has no ${missing}, so there is none to keep`;
      return `${why} (--update keeps the fields it is not given). Give ${fields.length > 1 ? 'them' : 'it one'}: ${flags}. Nothing was saved.`;
    },
    updateUnreadable: (path, lines, lint) =>
      `${path}: its front matter cannot be read, so --update could not keep what it holds:\n${lines}\nFix the front matter (${lint} shows how), then run the update again. Nothing was saved.`,
    updateNotUtf8: (path) =>
      `${path} is not UTF-8 text (Latin-1 or UTF-16, say), so --update would turn its non-ASCII characters into U+FFFD for good. Save it as UTF-8, then run the update again. Nothing was saved.`,
    updateReadOnly: (path, mode) =>
      `${path} is read-only (mode ${mode}), so it was not updated. To let project-memory change it, make it writable (\`chmod u+w ${path}\`) and run the update again. Nothing was saved.`,
    readFailed: (path, reason) =>
      `${path}: could not read it (${reason}). Fix what stops it being read (its permissions, say), then save again. Nothing was saved.`,
    fileInFolderPlace: (file, move) =>
      `${file} is a file where a memory folder should be, so nothing can be saved under it. Move it aside (${move}) if it holds anything worth keeping, or delete it, then save again: save makes the folder. Nothing was saved.`,
    folderReadFailed: (folder, reason) =>
      `the memory folder ${folder}/ could not be read (${reason}), so save cannot tell what is in it already. Fix what stops it being read (its permissions, say), then save again. Nothing was saved.`,
  },
  words: {
    gitRefused: (repository, trust) =>
      `git refuses the repository at ${repository}: another user owns it ("dubious ownership"), so nothing can go through git. If you trust it, run \`${trust}\`, then run this again. Nothing was changed.`,
    gitBusy: (operation, path) =>
      `a git ${operation} is under way in the repository of ${path}: what this would stage (git rm, git mv) goes into the commit that continues it. Finish it (git ${operation} --continue) or abort it (git ${operation} --abort), then run this again. Nothing was changed.`,
    ioReason: (code) =>
      ({
        ENOSPC: 'the disk is full',
        EDQUOT: 'the disk quota is used up',
        EROFS: 'the file system is read-only',
        EACCES: 'permission denied',
        EPERM: 'permission denied',
        EISDIR: `it is ${RULES_EN.notAFile.folder}, not a file`,
        ENXIO: `it is ${RULES_EN.notAFile.special}, not a regular file`,
        ENOENT: 'no such file or folder',
        ENOTDIR: 'a part of the path is not a folder',
        ELOOP: 'too many levels of symbolic links',
        ENAMETOOLONG: 'the name is too long',
        EIO: 'an input/output error',
        EMFILE: 'too many open files',
        ENFILE: 'too many open files',
        EFBIG: 'it is too large',
      })[code],
    ioFix: (code) =>
      ({
        EACCES: 'Fix what keeps it from you (its permissions or owner, or those of its folder), then run the command again.',
        EPERM: 'Fix what keeps it from you (its permissions or owner, or those of its folder), then run the command again.',
        EROFS: 'Run it where the file system can be written, or mount it so.',
        ENOSPC: 'Free some space, then run the command again.',
        EDQUOT: 'Free some space, then run the command again.',
      })[code],
    fileNotFolder: (path) => `${path} is a file, not a folder: move it aside, or delete it`,
    notRewritable: {
      'not-utf8': () => 'not UTF-8 text: rewritten, its other characters would be lost',
      'not-rewritten': () => 'its supersedes could not be rewritten safely',
      'not-parsed': () => 'its front matter does not parse, so its supersedes cannot be read: lint says why',
      'read-only': (chmod) => `read-only: \`${chmod}\` first if its supersedes may change`,
    },
    sandboxRefused: (reason) => `Codex's sandbox refused it; the system said: ${reason}`,
    writeFailed: (failure) => {
      const { path, reason, fix, left, again } = failure;
      const kept = {
        created: 'Nothing was saved: no memory was created.',
        unchanged: 'Nothing was changed: the memory is as it was.',
        import: 'The import stopped here: this memory and those after it were not written; those before it were.',
        move:
          left.kind === 'move' && left.moved > 0
            ? `${left.moved} of ${left.total} entries were moved into ${left.toDir} before it; the rest are where they were.`
            : 'Nothing was moved.',
      }[left.kind];
      const fixText = {
        permissions: `Make ${fix.folder} writable for you (its permissions or owner, e.g. chmod u+w)`,
        space: `Free space on the disk that holds ${fix.folder}`,
        'read-only': `${fix.folder} is on a read-only file system: mount it writable`,
        'codex-sandbox': fix.readOnlyExec
          ? `codex exec's default sandbox is read-only and keeps its commands from writing in ${fix.folder}: run codex exec with -s workspace-write`
          : `Codex's sandbox keeps its commands from writing in ${fix.folder}: start codex with --add-dir ${fix.folder} (codex exec with -s workspace-write too), or list the folder in writable_roots under [sandbox_workspace_write] in Codex's config.toml`,
        other: `Fix what stops writing in ${fix.folder} (its permissions, free space)`,
      }[fix.kind];
      const rerun = {
        save: 'save again',
        import: 'import again (it skips what is there already)',
        verify: 'verify again',
        move: 'run the move again',
        rename: 'rename again',
        forget: 'forget again',
      }[again];
      return `${path}: could not write (${reason}). ${kept} ${fixText}, then ${rerun}.`;
    },
    secretAt: (kind, field, line, column) => `${kind} in ${field}, line ${line} column ${column}`,
    createdWorkspace: (dir, memoryRoot, inGit) =>
      `neither ${dir} nor any folder above it has .ai-core/: created the memory folder ${memoryRoot}${inGit ? ' (commit it with your code to share it)' : ''}.`,
    cwdGone: (detail) =>
      `the current folder no longer exists (it was removed or moved after the shell entered it), so nothing can be done there. \`cd\` to a folder that exists, then run the command again. Detail: ${detail}`,
    internal: (detail) =>
      `internal error: project-memory stopped on something it did not expect; nothing more was done. Please report it, with the command you ran and this detail: ${detail}`,
  },
  key: {
    unknownAction: (action) => `unknown action "${action}": use show, pin or move`,
    tooManyArguments: (action, extra) =>
      `${{ show: 'key show takes no argument', pin: 'key pin takes at most one KEY', move: 'key move takes OLD and at most one NEW' }[action]}; "${extra}" is one too many`,
    invalidKey: (key) =>
      `"${key}" is not a usable project key: it becomes a folder name, so it must not be empty, contain / \\ : < > or control characters, be longer than 200 bytes, start with a dot, or be _global or README.md (names the memory folder keeps for itself).`,
    unpinnableKey: (key) =>
      key.startsWith('-')
        ? `"${key}" cannot be pinned: every command that names a key starting with "-" would read it as an option. Pin a key that does not start with -.`
        : key.startsWith('#')
          ? `"${key}" cannot be pinned: a pin file reads a line starting with # as a comment, so the pin would name another key. Pin a key that does not start with #.`
          : `"${key}" cannot be pinned: it reads as a sentence, a credential or an order to the model, which the hook passes over in a pin file. Pin a short name.`,
    source: {
      env: 'PROJECT_MEMORY_PROJECT',
      pin: (file) => `the pin file ${file}`,
      tmux: (name) => `the tmux session name ${name} (a memory folder of that name exists)`,
      memoryFolder: (dir) => `the existing memory folder of ${dir}`,
      git: (dir) => `the git top-level ${dir}`,
      packageFolder: (dir) => `the package folder ${dir} (the nearest with a package.json, go.mod or the like)`,
      launchFolder: (dir) => `the launch folder ${dir}`,
      workspaceRoot: (dir) => `the workspace root ${dir}, which is not a project here (a project save needs --project)`,
      worktree: (main, commonDir) => `; a linked git worktree, keyed as its main worktree ${main} (git common dir ${commonDir})`,
    },
    shownKey: (key) => `project key: ${key}`,
    shownSource: (text) => `from: ${text}`,
    shownFolder: (folder, memories) => `memory folder: ${folder} (${plural(memories, 'memory', 'memories')})`,
    shownFolderUnreadable: (folder, blocking) =>
      `memory folder: ${folder} (cannot be read: check ${blocking === undefined ? 'its permissions' : `the permissions of ${blocking}`})`,
    shownPin: (path, key) => `pin: ${path} (${key})`,
    shownLaterKeys: (later, doctor) => `  its later lines name ${later.join(', ')} too, which nothing reads: \`${doctor}\` shows the fix`,
    shownPinOnFirstSave: (key, remote, command) =>
      `pin: none yet. The project's first memory pins ${key}, the repository's name in the URL of its remote ${remote}, the same in every clone; to pin it now: ${command}`,
    shownNoPin: (command) => `pin: none. To keep this key in every clone and worktree, wherever they sit: ${command}`,
    shownClaudeWorktree: (dir, main) =>
      `worktree: ${dir} is one Claude Code made (.claude/worktrees/), removed when its work is done: memories are read and saved as in ${main}`,
    pinProblem: (problem) => {
      switch (problem.kind) {
        case 'empty':
          return 'it names no key (its lines are blank or comments)';
        case 'not-text':
          return 'it holds no text a key is read from (bytes that are not UTF-8, or over 4 KB): write the key on a line of its own';
        case 'conflict':
          return `git left a merge conflict in it, between ${problem.sides.map((side) => `"${side}"`).join(' and ') || 'two sides'}: keep the key the project's memories are under`;
        case 'link':
          return 'it is a symbolic link, which is not followed (it could point at any file outside the repository): replace it with a plain file holding the key';
        case 'secret':
          return 'its key looks like a password or token, which is not shown or made a folder name: remove it and pin a plain key';
        case 'instruction':
          return 'its key reads like an instruction to the model, which is not shown or made a folder name: remove it and pin a plain key';
        case 'dash':
          return `"${problem.key}" starts with "-", which every command that names it would read as an option: pin a key that does not`;
        default:
          return `"${problem.key}" cannot name a memory folder`;
      }
    },
    shownBadPin: (path, problem, command) => `pin: ${path} is ignored: ${problem}. Write a valid one: ${command}`,
    or: ' or ',
    pinned: (path, key, add) => `pinned ${key} in ${path}. Commit it, and every clone and worktree of this project uses this key: ${add}`,
    wouldPin: (path, key) => `would write ${path} with ${key}`,
    alreadyPinned: (path, key) => `already pinned: ${path} holds ${key}; nothing changed.`,
    leftUnderOtherKey: (key, folder, memories, command) =>
      `${plural(memories, 'memory', 'memories')} under ${key} (${folder}), which the pin named too, no longer listed by any clone; move ${memories === 1 ? 'it' : 'them'} with: ${command}`,
    pinConflicted: (path, problem, choices) => `not pinned: ${path}: ${problem}. Pin one side: ${choices}. Nothing was changed.`,
    laterKeysDropped: (keys, dryRun) =>
      `${dryRun ? 'would drop' : 'dropped'} the later ${keys.length === 1 ? 'line' : 'lines'} naming ${keys.join(', ')}, which nothing read.`,
    pinElsewhere: (key, folders, pinThat, pinThis) =>
      `not pinned: this clone's key ${key} holds no memories, while ${HELD_IN.en(folders)}, a key no folder here is named after: most likely this project's memories, saved from a clone under another folder name. A pin of ${key}, once committed, would hide them from that clone. Pin that key: ${pinThat}; or pin ${key} all the same: ${pinThis}. Nothing was changed.`,
    pinConflict: (path, current, wanted, move, replace) =>
      `${path} already pins ${current}. ${replace === undefined ? `Pass --force to pin ${wanted} instead` : `To pin ${wanted} instead: ${replace}`} (memories under ${current} stay there until ${move}). Nothing was changed.`,
    hereNeedsKey: '--here gives the folder a key of its own: pass the KEY, e.g. key pin my-package --here',
    hereNoProject: (dir) => `${dir} is inside .git or .ai-core, where no project is: pass the --dir of the project's folder. Nothing was changed.`,
    pinConflictAbove: (path, current, wanted, dir, write, replace) =>
      `${path} pins ${current} for every folder below it, ${dir} among them. ${replace ?? '--force'} would pin ${wanted} there, for all of them. To give ${dir} a key of its own, write its own pin: ${write}. Nothing was changed.`,
    moveAfterPin: (folder, memories, command) =>
      `${plural(memories, 'memory', 'memories')} still in ${folder}, the folder of the key used before; move ${memories === 1 ? 'it' : 'them'} with: ${command}`,
    keyTrouble: (key, trouble) =>
      trouble.kind === 'windows'
        ? `"${key}" names a folder a checkout on Windows cannot hold (a device name such as CON, AUX or NUL, or a name ending in a dot or a space): use another key. Nothing was written.`
        : `"${key}" differs from the folder ${trouble.twin}/ in case alone: macOS and Windows hold the two as one folder, git and Linux as two. Use ${trouble.twin}, or another key. Nothing was written.`,
    leavesParent: (dir, key, parent, memories) =>
      `sessions launched in ${dir} now list the memories of ${key} and _global, no longer the ${plural(memories, 'memory', 'memories')} of ${parent}, the key of the folder above it: save under ${key} what this folder needs of them`,
    moveNeedsKey: (move) => `the old key is missing: ${move} OLD [NEW] (NEW defaults to the key in use for --dir)`,
    moveSame: (key) => `the memories are already under ${key}: nothing to move.`,
    moveFromMissing: (dir, doctor) => `${dir} is not a folder: nothing to move. ${doctor} names the folders left under old keys.`,
    moveNotAFolder: (dir) => `${dir} exists but is not a plain folder (a file or a link). Move it away first; nothing was moved.`,
    moveConflicts: (dir, names) =>
      `${dir} already has ${names.join(', ')}. Compare each with its namesake, rename or remove one, then run again. Nothing was moved.`,
    moveNotUtf8: (dir, names) =>
      `${dir} holds ${names.length === 1 ? 'a file whose name is' : 'files whose names are'} not UTF-8 (${names.join(', ')}; a byte that is not UTF-8 shows as �): rename ${names.length === 1 ? 'it' : 'them'} first, then run again. Nothing was moved.`,
    gitMvFailed: (dir, detail) => `git mv failed for ${dir}: ${detail}. Nothing was moved.`,
    gitMvLeftMoved: (dir, toDir, paths, detail) =>
      `git mv failed for ${dir}: ${detail}. It had moved ${paths.length === 1 ? 'a file' : `${paths.length} files`} to ${toDir} that could not be moved back, which git still names in ${dir}: ${paths.join(', ')}. Move them back, or record the move with \`git add -A ${dir} ${toDir}\`, then run the move again.`,
    moveUnmerged: (dir, paths) =>
      `${dir} holds ${paths.length === 1 ? 'a file' : 'files'} git left unmerged, which git mv refuses: ${paths.join(', ')}. Finish the merge first (resolve each, then git add it, or git rm it), then run the move again. Nothing was moved.`,
    moved: (entries, from, to) => `moved ${plural(entries, 'entry', 'entries')} from ${from} to ${to}`,
    wouldMove: (entries, from, to) => `would move ${plural(entries, 'entry', 'entries')} from ${from} to ${to}`,
    moreMoves: (count) => `  … and ${count} more (--json lists each)`,
    removedFolder: (dir) => `removed the empty folder ${dir}`,
    moveListChanges: (key, leftOut, showsAgain, dryRun) =>
      [
        leftOut.length > 0
          ? `warning: ${dryRun ? 'once moved, ' : ''}the list of ${key} leaves out what a supersedes there hides now:\n${leftOut.map((h) => `  ${h.path} (superseded by ${h.by.join(', ')})`).join('\n')}`
          : '',
        showsAgain.length > 0
          ? `${leftOut.length > 0 ? 'and it' : `warning: ${dryRun ? 'once moved, ' : ''}the list of ${key}`} shows again what a supersedes hid before, which now names a memory moved in:\n${showsAgain.map((path) => `  ${path}`).join('\n')}`
          : '',
      ]
        .filter((part) => part !== '')
        .join('\n'),
    movedPin: (path, from, to, add) =>
      `pinned ${to} in ${path}, which pinned ${from}: the key in use follows its memories, so this project still lists them. Commit it with the move: ${add}`,
    movedPinStaged: (path, from, to) =>
      `pinned ${to} in ${path}, which pinned ${from}, and staged it with the moved files: the key in use follows its memories, so this project still lists them. Commit them together`,
    movedAway: (to, used, back, pin) =>
      `note: this folder uses the key ${used}, not ${to}: the memories under ${to} are not listed here. To list them here, move them into ${used}: ${back}${pin === undefined ? '' : `; or, if ${to} is the key meant, pin it here: ${pin}`}`,
    wouldMovePin: (path, from, to) => `would pin ${to} in ${path}, which pins ${from}: the key in use follows its memories`,
    moveUnpinnable: (path, from, to) =>
      `${from} is the key ${path} pins, and no pin can hold ${to} (a pin reads a line starting with # as a comment): moved there, this project would list none of its memories. Nothing was moved.`,
  },
  review: {
    notADay: (date) => `--review-by ${date} is not a day of the calendar; write a real day, e.g. --review-by 2030-06-30, or --review-in 90d`,
    badDate: (raw) => `--review-by must be a date written YYYY-MM-DD, e.g. --review-by 2030-06-30 (got "${raw}")`,
    badPeriod: (raw) =>
      `--review-in must be a number of days, weeks, months or years from today, from 1 to 9999, e.g. --review-in 90d, 12w, 6m, 1y (got "${raw}")`,
    both: 'pass --review-by or --review-in, not both',
    tooFar: (raw) => `--review-in ${raw} lands after 9999-12-31, which a date cannot be written past: give a nearer one, e.g. --review-in 1y`,
    notFuture: (date, today) => `--review-by ${date} is ${date === today ? 'today' : `in the past (today is ${today})`}: give a day still to come`,
  },
  verify: {
    nameMissing: (example) => `NAME is missing: pass the memory to mark checked, e.g. ${example}`,
    extraName: (extra) => `verify takes one NAME; "${extra}" is one too many`,
    notFound: (name, where, listing) => `no memory named ${name} in ${where}. See ${listing} for the names.`,
    nameTwin: (path, name, rename) =>
      `${path} is ${name}.md spelled another way (another case, or Hangul written decomposed), which the list shows by a name that looks the same: rename it to ${name}.md (${rename}), then verify it. Nothing was changed.`,
    ambiguous: (name, global, project) =>
      `${name} is both a global memory (${global}) and this project's (${project}): pass --scope global or --scope project.`,
    notAFile: (path, what) => `${RULES_EN.notAMemoryFile(path, what)}; nothing was changed.`,
    notUtf8: (path) =>
      `${path} is not UTF-8 text (Latin-1 or UTF-16, say), so verify would turn its non-ASCII characters into U+FFFD for good. Save it as UTF-8, then run verify again; nothing was changed.`,
    readOnly: (path, mode) =>
      `${path} is read-only (mode ${mode}); nothing was changed. To mark it checked, make it writable (\`chmod u+w ${path}\`) and run verify again.`,
    brokenFrontMatter: (path, reason, lint) => `${path}: ${reason}. Fix its front matter first (${lint} shows how); nothing was changed.`,
    hasErrors: (path, lines, lint) =>
      `${path}: lint finds errors in it, so it is not marked checked:\n${lines}\nFix them (${lint} shows every finding), then verify again; nothing was changed.`,
    notRewritten: (path, lint) => `${path}: its front matter could not be rewritten safely. Fix it first (${lint} shows how); nothing was changed.`,
    badReviewBy: (path, reason, again) =>
      `${path}: ${reason}, so no next review can follow from it. Give one as you verify: ${again} (or --review-by YYYY-MM-DD); nothing was changed.`,
    verified: (path, fields) => `verified ${path} (${fields})`,
    wouldVerify: (path, fields) => `dry run: would set ${fields} in ${path}; nothing written`,
    unchanged: (path, reviewBy) => `${path} is already verified today${reviewBy === undefined ? '' : `, review_by ${reviewBy}`}; nothing changed.`,
    noNextReview: (reviewBy, again) =>
      `review_by ${reviewBy} has passed and gives no period to repeat (neither created_at nor verified_at comes before it), so no next review is set: \`${again}\` sets one.`,
  },
  rename: {
    namesMissing: (example) => `rename takes the memory's name and its new one, e.g. ${example}`,
    renamedAs: (given, name) => `"${given}" makes the file name ${name}: use that name with verify, --update and --supersedes`,
    extraName: (extra) => `rename takes two names, OLD and NEW; "${extra}" is one too many`,
    nameTwin: (path, name, rename) =>
      `${path} is ${name}.md spelled another way (another case, or Hangul written decomposed): pass its name as the file spells it (${rename}). Nothing was renamed.`,
    ambiguous: (name, global, project) =>
      `${name} is both a global memory (${global}) and this project's (${project}): pass --scope global or --scope project. Nothing was renamed.`,
    notAFile: (path, what) => `${RULES_EN.notAMemoryFile(path, what)}; nothing was renamed.`,
    badName: (name, problem) =>
      problem === 'path'
        ? `the new name "${name}" is a path; give a file name such as docker-branch-switch (a memory stays in its folder). Nothing was renamed.`
        : problem === 'control'
          ? 'the new name contains control characters; type a plain file name such as docker-branch-switch. Nothing was renamed.'
          : `the new name "${name}" has no letters or digits usable in a file name (a-z, 0-9, -, _, Hangul, kana, CJK). Nothing was renamed.`,
    reservedName: (name, instead) =>
      `"${name}" is a name no memory file may have (README.md explains the memory folder and is never listed; con, nul, aux and the like are devices on Windows). Pass another, e.g. ${instead}-notes. Nothing was renamed.`,
    nameTooLong: (chars, bytes, maxChars, maxBytes) =>
      `the new name is ${chars} characters (${bytes} bytes in UTF-8); a memory name may have at most ${maxChars} characters and ${maxBytes} bytes (${Math.floor(maxBytes / 3)} Hangul syllables). Pass a shorter one. Nothing was renamed.`,
    secretName: (kind) => `the new name looks like a credential (${kind}): a name is shown on every prompt and kept in git. Pass another. Nothing was renamed.`,
    sameName: (name, path) => `${path} is named ${name} already; nothing was renamed.`,
    exists: (path) =>
      `${path} is already there: pick another new name. Where the two say the same, read both and keep one (save --update, or --supersedes to hide the older). Nothing was renamed.`,
    unmerged: (path) => `${path} is unmerged (a merge left it in conflict): resolve it and git add it, then rename it. Nothing was renamed.`,
    gitMvFailed: (path, detail) => `git mv of ${path} failed: ${detail}. Nothing was renamed.`,
    gitMvLeftMoved: (path, to, detail) =>
      `git mv of ${path} failed: ${detail}. It had renamed the file to ${to}, which could not be undone, and git still names it ${path}: move it back, or record the rename with \`git add -A ${path} ${to}\`, then rename again.`,
    renamed: (from, to) => `renamed ${from} → ${to}`,
    wouldRename: (from, to) => `dry run: would rename ${from} → ${to}; nothing changed`,
    references: (paths, newName, dryRun) =>
      `${dryRun ? 'would write' : 'wrote'} ${newName} in the supersedes of ${plural(paths.length, 'memory', 'memories')} that named the old name:\n${paths.map((p) => `  ${p}`).join('\n')}`,
    notUpdated: (lines, oldName, newName, lint) =>
      `warning: these still name ${oldName} in their supersedes, which could not be rewritten:\n${lines.join('\n')}\nWrite ${newName} there by hand (${lint} names each).`,
    unrewritable: (lines, name) =>
      `these memories name ${name} in their supersedes and cannot be rewritten:\n${lines.join('\n')}\nFix them first (or take ${name} out of their supersedes), then rename again. Nothing was renamed.`,
    namedAlready: (newName, lines) =>
      `these memories name ${newName} in their supersedes already, so, renamed to it, this memory would be the one they hide:\n${lines.join('\n')}\nPass another new name, or change their supersedes first. Nothing was renamed.`,
    shadowed: (newName, lines) =>
      `these memories name this global memory in their supersedes, but their project has a ${newName} of its own, which the new name would name instead:\n${lines.join('\n')}\nPass another new name. Nothing was renamed.`,
  },
  forget: {
    nameMissing: (example) => `NAME is missing: pass the memory to delete, e.g. ${example}`,
    extraName: (extra) => `forget takes one NAME; "${extra}" is one too many`,
    nameTwin: (path, name, rename) =>
      `${path} is ${name}.md spelled another way (another case, or Hangul written decomposed): pass its name as the file spells it, or rename it first (${rename}). Nothing was deleted.`,
    ambiguous: (name, global, project) =>
      `${name} is both a global memory (${global}) and this project's (${project}): pass --scope global or --scope project. Nothing was deleted.`,
    notAFile: (path, what) => `${RULES_EN.notAMemoryFile(path, what)}; nothing was deleted.`,
    unmerged: (path) => `${path} is unmerged (a merge left it in conflict): resolve it and git add it (or git rm it), then forget it. Nothing was deleted.`,
    notInGit: (path, why) =>
      ({
        changed: `${path} has changes no commit holds, so deleting it would lose them for good. Commit it first (git rm then keeps it in the history), or pass --force to delete it anyway. Nothing was deleted.`,
        untracked: `git does not track ${path} (never committed, or ignored), so deleting it would lose its text for good. Commit it first, or pass --force to delete it anyway. Nothing was deleted.`,
        'no-repo': `${path} is in no git repository, so deleting it would lose its text for good: pass --force to delete it anyway. Nothing was deleted.`,
        'no-git': `git was not found, so whether a commit holds ${path} cannot be told: pass --force to delete it anyway. Nothing was deleted.`,
        secret: `${path} holds a likely secret and no commit holds it as it is: committing it would put the secret into git history. Pass --force to delete it (what no commit holds is gone then). Nothing was deleted.`,
      })[why],
    gitRmFailed: (path, detail) => `git rm of ${path} failed: ${detail}. Nothing was deleted.`,
    forgotten: (path, how, secret) =>
      `deleted ${path}${{ history: ' (git rm: staged; its text stays in git history)', lost: ' (git rm -f: staged; the changes no commit held are gone)', delete: '' }[how]}${how === 'delete' || !secret ? '' : '. It held a likely secret, which a commit holds still: rotate it'}`,
    wouldForget: (path) => `dry run: would delete ${path}; nothing changed`,
    references: (paths, name, dryRun, passedOn) =>
      `${dryRun ? 'would take' : 'took'} ${name} out of the supersedes of ${plural(paths.length, 'memory', 'memories')}${passedOn.some((names) => names.length > 0) ? `, ${dryRun ? 'putting' : 'and put'} what it superseded (+) in its place` : ''}:\n${paths.map((p, i) => `  ${p}${passedOn[i]?.length ? ` (+ ${passedOn[i]?.join(', ')})` : ''}`).join('\n')}`,
    notUpdated: (lines, name, lint) =>
      `warning: these still name ${name} in their supersedes, which could not be rewritten:\n${lines.join('\n')}\nTake it out by hand (${lint} names each).`,
    unrewritable: (lines, name) =>
      `these memories name ${name} in their supersedes and cannot be rewritten:\n${lines.join('\n')}\nFix them first (or take ${name} out of their supersedes), then forget it again. Nothing was deleted.`,
    listedAgain: (paths, dryRun) =>
      `it superseded ${paths.length === 1 ? 'a memory' : 'memories'} nothing else hides, which the list ${dryRun ? 'would show' : 'shows'} again (forget ${paths.length === 1 ? 'it' : 'them'} too if ${paths.length === 1 ? 'it is' : 'they are'} out of date):\n${paths.map((p) => `  ${p}`).join('\n')}`,
  },
  search: {
    queryMissing: (example) => `QUERY is missing: pass the words to look for, e.g. ${example}`,
    badLimit: (raw) => `--limit must be a whole number of 1 or more (got "${raw}")`,
    noMatch: (query) => `no memory matches "${query}" in its name, title, description or tags (bodies are not searched)`,
    score: (score) => `score ${score}`,
  },
  context: CONTEXT_EN,
  lint: {
    summary: (files, errors, warnings) => `${plural(files, 'file')} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`,
    allGood: 'all good',
    stagedSummary: (files, by, errors, warnings) =>
      `${plural(files, 'memory file')} checked as the next commit holds them (${by.changed === 0 ? 'none' : by.changed} added or changed by it${by.moved > 0 ? `, ${by.moved} moved or renamed as ${by.moved === 1 ? 'it was' : 'they were'}` : ''}): ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`,
    noWorkspace: (dir) => `no memory folder at or above ${dir} (no .ai-core/): nothing to check`,
    stagedNoRepository: (root) => `--staged reads git's index, and ${root} is in no git repository: run lint without --staged`,
    stagedGitFailed: (root, detail) => `--staged could not read git's index for ${root}: ${detail}. Nothing was checked.`,
  },
  // read when first used: the rule set's words are a file of their own in the build (scripts/build.mjs)
  get rules() {
    return RULES_EN;
  },
  doctor: DOCTOR_EN,
  import: IMPORT_EN,
  stats: {
    heading: (memoryRoot, usageDir) => `Memory use for ${memoryRoot} (recorded for this user only, in ${usageDir})`,
    columns: { reads: 'reads', shown: 'shown', lastRead: 'last read', memory: 'memory' },
    never: 'never',
    noMemories: 'no memories yet',
    noUsage: (install) =>
      `Nothing recorded for this memory folder yet: counts start with the next session that runs the hooks (${install}, or the plugin for Claude Code).`,
    noUsageYet: 'Nothing recorded for this memory folder yet: the hooks are installed, and counts start with the next session.',
    noState: 'Nothing is recorded: there is no state folder of this user to keep counts in (set HOME, XDG_STATE_HOME or PROJECT_MEMORY_STATE_DIR).',
    noStateForced: (value, problem) =>
      `Nothing is recorded: PROJECT_MEMORY_STATE_DIR=${value} ${
        {
          relative: 'is not an absolute path, so it is not used',
          'not-a-folder': 'names a file, or a path through one, not a folder',
          'not-yours': 'is a folder that is not yours alone (another user owns it, or others may write to it), so it is not used',
          system: 'is under /proc or /sys, where no folder can be made',
        }[problem]
      }. Set it to a folder of yours (an absolute path; it is made if missing), or unset it.`,
    stateUnwritable: (state) =>
      `Nothing can be recorded: the state folder ${state} cannot be written by this user. Make it writable, or set PROJECT_MEMORY_STATE_DIR (or XDG_STATE_HOME) to a folder of yours.`,
    codexReadsUncounted: (install) =>
      `Codex's reads are not counted: its install has no hook before its shell, which counts them (${install} adds it; then trust it in /hooks). A memory only Codex reads shows 0 reads here, and 0 reads is no sign that it is unused.`,
    unusedHeading: (minShown) => `Shown in ${plural(minShown, 'first list')} or more and never read:`,
    noneUnused: (minShown) => `none: every memory shown in ${plural(minShown, 'first list')} or more was read at least once`,
    noneShownEnough: (minShown) => `none yet: no memory has been shown in ${plural(minShown, 'first list')} or more`,
    badMinShown: (raw) => `--min-shown must be a whole number of 1 or more (got "${raw}")`,
    minShownAlone: '--min-shown goes with --unused: pass both, e.g. --unused --min-shown 3',
  },
};
