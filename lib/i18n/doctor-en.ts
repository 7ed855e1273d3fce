import type { DoctorWords } from './doctor-types.js';
import { HELD_IN } from './held-in.js';
import { plural } from './plural.js';
import { REINSTALL } from './reinstall.js';

const and = (items: readonly string[]) => items.join(' and ');
const times = (count: number) => (count === 2 ? 'twice' : `${count} times`);

export const DOCTOR_EN: DoctorWords = {
  heading: (dir, client) => `project-memory doctor for a ${client} launch in ${dir}`,
  failed: (failed, warnings) => `${failed} failed, ${plural(warnings, 'warning')}`,
  noFailures: (warnings) => `no failures, ${plural(warnings, 'warning')}`,
  allPassed: 'all checks passed',
  status: { ok: 'ok', warn: 'warn', fail: 'fail' },
  list: and,
  checkFailed: (error) => `the check itself failed: ${error}`,
  hookCopy: (other, here) =>
    `the hooks run the copy of project-memory in ${other}, and this command is the one in ${here}: they keep that copy's code, and hand Claude its save command, whatever this one is`,
  hookCopyFix: (install) => `${install} points them at this copy (or run that copy's own doctor)`,
  hookCopySharedFix: (install, local, uninstall) =>
    `${install} points them at this copy; but .claude/settings.json is committed and that path is one machine's, so in a team the next teammate's install points it back: there, each person registers them in their own settings (${local}) and the shared entry comes out (${uninstall}, committed)`,
  readByHook: 'Claude Code reads the memories without asking: the Read hook allows them',
  readAllowed: (rules) => `Claude Code reads the memories without asking: ${rules}`,
  readStopped: (rule, path, memoryRoot) =>
    `${rule} in ${path} covers ${memoryRoot}: Claude Code asks before each memory it opens, or refuses it, whatever allows it (claude -p cannot ask)`,
  readAsksFixFolder: (folder) =>
    `no permissions rule can name ${folder} (it holds a character a rule reads as a pattern): add "${folder}" to permissions.additionalDirectories in ~/.claude/settings.json`,
  readAsksFixPlugin: (rules) =>
    `add ${rules} to permissions.allow in ~/.claude/settings.json (the plugin cannot add it, and install beside the plugin would run every hook twice)`,
  readAsks: (memoryRoot) =>
    `${memoryRoot} is outside the launch folder, and no rule in permissions.allow lets Claude Code read it: it asks before each memory it opens, and claude -p cannot ask (the read is refused)`,
  readAsksFix: (install, rule) => `${install} adds ${rule} to permissions.allow`,

  node: {
    missing: (version) => `no \`node\` on PATH, so the hooks' commands fail (doctor itself runs on Node ${version})`,
    missingFix: (link) => `put Node on the PATH the client starts with: with nvm, \`nvm alias default <version>\`; or \`${link}\``,
    ok: (version) => `Node ${version} (\`node\` on PATH)`,
    old: (version, min) => `Node ${version} (\`node\` on PATH) is older than ${min}`,
    fix: (min) => `install Node ${min} or newer: the hooks run the \`node\` on PATH`,
  },

  settings: {
    valid: (scopes) => `valid JSON: ${scopes.join(', ')} settings`,
    none: 'no settings files yet',
    broken: (scope, error) => `${scope} settings: ${error}`,
    fix: 'fix the JSON: Claude Code skips an invalid settings file as a whole, hooks included, and says so only in a warning at start-up, easy to miss in a `claude -p` run',
  },

  hook: {
    inSettings: (scope, path) => `${scope} settings (${path})`,
    plugin: 'plugin',
    inPlugin: (id, enabledBy, kind, root) =>
      `plugin ${id} (enabled in ${enabledBy} settings; ${kind === 'folder' ? 'read in place from' : 'copied to'} ${root})`,
    notReadAbove: (paths, dir) =>
      `${paths.join(', ')} also registers it, but Claude Code reads project settings only from the launch folder, so a launch in ${dir} does not see it`,
    pluginLost: (id) => `${id} is enabled but its files were not found`,
    marketplaceGone: (id, folder) =>
      `${id} is enabled, but its marketplace folder is gone, so Claude Code loads none of its hooks (\`claude plugin list\` says "failed to load"): ${folder}`,
    marketplaceGoneFix: (marketplace, install) =>
      `put the folder back, or add the marketplace again from where it is now: \`claude plugin marketplace remove ${marketplace}\`, then \`claude plugin marketplace add <its folder now>\`; or ${install} registers the hooks in your settings instead`,
    missing: (dir, reasons) => `no project-memory UserPromptSubmit hook for a launch in ${dir}${reasons.length > 0 ? `: ${reasons.join('; ')}` : ''}`,
    fixFilesFirst: (paths, fix) =>
      `fix ${and(paths)} first (the settings row says what is wrong): a file that cannot be read is skipped, any hook in it too, and install does not write into it; if no hook is there once it reads, ${fix}`,
    installFix: (command, plugin) =>
      `${command} (user settings: works from any launch folder)${plugin ? `, or load the plugin: \`${plugin.add}\`, then \`${plugin.install}\`` : ''}`,
    otherClients: (dir, installs) =>
      `no hook for a Claude Code launch in ${dir}: project-memory is installed for ${and(installs)}, which doctor checks with --client`,
    inClient: (client, scope, path) => `${client} (${scope} settings: ${path})`,
    otherClientsFix: (doctors, install) =>
      `${and(doctors)} ${doctors.length === 1 ? 'checks that install' : 'check those installs'}; for Claude Code too, ${install}`,
    many: (count, where, notes) =>
      `registered ${times(count)} (${and(where)}): every prompt runs it ${times(count)}, and waits for each run; the list still shows once, but ${times(count)} after /compact and /clear${notes.map((n) => `; ${n}`).join('')}`,
    keepOneOrDisable: (uninstalls, pluginId) => `keep one: ${and(uninstalls)} (the plugin stays), or \`claude plugin disable ${pluginId}\``,
    keepOne: (uninstalls) => `keep one: ${and(uninstalls)} removes the others`,
    removeAllButOne: (source) => `remove all but one of them from ${source}`,
    ok: (where, notes) => `registered in ${and(where)}${notes.map((n) => `; ${n}`).join('')}`,
    disabled: (paths) =>
      `"disableAllHooks": true in ${and(paths)}: Claude Code runs no hook at all, so the list never reaches Claude (doctor's own run of the hook does not show it)`,
    disabledOverridden: (paths, path) =>
      `"disableAllHooks": true in ${and(paths)}; ${path} sets it false, and Claude Code takes the more specific settings file's value, so hooks should run, but only while it does`,
    disabledFix: (paths) => `remove "disableAllHooks" from ${and(paths)}, or set it to false`,
  },

  events: {
    without: {
      SessionStart: 'the list again after /compact and /clear',
      PostToolUse: 'the check of memory files Claude writes',
      MemoryRead: 'the count of memory files Claude reads, for stats, and the question before it reads one that looks like it holds a secret',
      ShellRead: 'the count of memory files a shell command reads, and the question before one that looks like it holds a secret',
      PreCompact: 'unsaved knowledge kept through automatic compaction',
      PreToolUse: "subagents' lists ranked for their tasks",
      SubagentStart: 'the list for subagents',
    },
    ok: (count, events) => `${count === 2 ? 'both' : `all ${count}`} hooks registered, on ${events.join(', ')}`,
    plugin: (id, root) => `plugin ${id} (${root})`,
    lacks: (source, missing) => `${source} lacks ${missing.join(', ')}`,
    installAdds: (command) => `${command} adds them`,
    updatePlugin: (id) => `update the plugin: \`claude plugin update ${id}\``,
  },

  run: {
    untrustedNoRecord: (dir, config) => `${dir} is not trusted in Claude Code (no hasTrustDialogAccepted record for it or a folder above it in ${config})`,
    untrustedNoConfig: (dir) => `${dir} is not trusted in Claude Code (no Claude Code config file to say otherwise)`,
    untrusted: (why, source) => `not run: ${why}, and doctor runs no command from project-level settings you have not accepted (${source})`,
    trustFix: (dir) =>
      `start \`claude\` in ${dir} once and accept the trust dialog (until then an interactive Claude Code session does not run these hooks either; claude -p, which shows no dialog, does), then run doctor again`,
    notOurs: (command, source) =>
      `not run: ${command} (${source}) is not a plain \`node <file>\` on one of project-memory's hook files inside a folder whose .claude-plugin/plugin.json names project-memory, and doctor runs nothing else`,
    reinstallPlugin: 'reinstall the plugin',
    installWrites: (command) => `${command} writes the command it runs`,
    scriptMissing: (script) => `${script} does not exist, so the hook fails on every prompt`,
    scriptMissingQuiet: (script) => `${script} does not exist: the hook exits without a word on every prompt, and the model gets no list`,
    buildCheckout: (checkout, install) =>
      `\`git -C ${checkout} checkout -- plugin/dist\` brings the committed build back (or \`cd ${checkout} && npm install && npm run build\` builds it); or ${install} points the hook at the project-memory doctor runs from`,
    packageGone: (root, install, uninstall) =>
      `${root} is gone (the package was removed or moved): ${install} points the hook at the project-memory doctor runs from, or ${uninstall} takes the hook out`,
    packageIncomplete: (root, install, uninstall) =>
      `the package in ${root} lacks this file (it was deleted, or an install stopped halfway): reinstall that package, or ${install} points the hook at the project-memory doctor runs from, or ${uninstall} takes the hook out`,
    ownPackageIncomplete: (root, source) =>
      `doctor runs from this very package (${root}), so install would point the hook at the same missing file: ${REINSTALL.en(source)}, then run doctor again`,
    pluginIncomplete: (source) => `the plugin's folder lacks this file: ${REINSTALL.en(source)}`,
    timedOut: (timeoutS, client) => `no answer within its ${timeoutS} s timeout: ${client} throws the output away`,
    slowFolderFix: (listing) => `run ${listing} to see whether the memory folder is unusually slow to read`,
    exit2: (stderr, client) => `exit 2: ${client} would block every prompt (${stderr})`,
    reportFix: 'report this: the hook must always exit 0',
    exitCode: (code, stderr) => `exit ${code}: its output is dropped (${stderr})`,
    noStderr: 'no stderr',
    byHandFix: 'run the command by hand with the JSON of a prompt on stdin to see the error',
    timing: (ms, timeoutS) => `${ms} ms of ${timeoutS} s`,
    silentNoWorkspace: (timing) => `exit 0, printed nothing (no workspace here), ${timing}`,
    noList: (disabled) => `exit 0 but printed no list${disabled === undefined ? '' : `: PROJECT_MEMORY_DISABLE=${disabled} is set`}`,
    unsetDisableFix: '`unset PROJECT_MEMORY_DISABLE`',
    listFix: (listing) => `run ${listing}`,
    plainText: (timing) => `printed plain text, not the protocol JSON (${timing})`,
    installBuiltFix: (command) => `${command} registers the built hook`,
    notJson: (client) => `printed output that starts with { but is not JSON: ${client} shows it as plain text`,
    rebuildFix: 'rebuild: `npm run build`',
    noContext: 'printed JSON without hookSpecificOutput.additionalContext',
    wrongEvent: (got, wanted) => `answered as ${got}, not ${wanted}`,
    wrongEventFix: (command, client) => `${command} writes the command for ${client}`,
    overCap: (used, unit, cap, client) => `output is ${used} ${unit}, over ${client}'s ${cap}: the model gets a file path and a preview instead of the list`,
    budgetFix: 'lower "budget" in .ai-core/project-memory.json',
    ran: (chars, timing) => `exit 0, ${chars} characters of additional context, ${timing}`,
    slow: (ran) => `${ran}: over half its timeout`,
    slowFix: (listing) => `run ${listing} to see which memory files are slow to read`,
  },

  lookAlike: {
    notPlain: 'it is not one plain `node <file>` command: /bin/sh would run more than that',
    relative: (script) => `${script} is a relative path`,
    notOurFile: (script) =>
      `${script} is not one of project-memory's hook files inside a folder whose .claude-plugin/plugin.json names project-memory, and install never wrote it here`,
    notRun: (command, source, why) =>
      `not run: ${command} in ${source} names a project-memory hook file, but is not project-memory's (${why}), so doctor neither counts nor runs it`,
    fix: (source, command) => `if it should be project-memory's hook, remove it from ${source} and run ${command}; if another tool put it there, leave it`,
    notHere: (script) => `${script} is not there: the package moved or went, or another machine wrote that path`,
    fixCommitted: (source, command) =>
      `if it should be project-memory's hook, remove it from ${source} (a committed file: a path on one machine points at nothing on the others), and install for your user, which works in every project: ${command}`,
  },

  workspace: {
    none: (dir) => `neither ${dir} nor a folder above it has .ai-core/: the hook lists no memories here`,
    sparse: (root) =>
      `.ai-core/ is in git but outside this sparse checkout (${root}): the hook lists none of the team's memories, and a first save would start a second memory folder`,
    sparseFix: (add) => `add it to the checkout: \`${add}\``,
    nonePassed: (dir, path, owner) =>
      `no .ai-core/ of yours at or above ${dir}: ${path} is another user's (uid ${owner}) in a folder every user may write to, and is passed by (it would list that user's notes to your sessions); the hook prints nothing here`,
    noneFixHome: (home, install, client) =>
      `start ${client} in a repository: the first save there makes its memory folder at its top (none is made in ${home}, your home folder, unasked; \`${install}\` makes one there on purpose)`,
    noneFixShared: (root, client) =>
      `start ${client} in a repository or a folder of yours: a save makes no memory folder in ${root}, a folder that holds every user's files on this machine (every launch below it would take it for its own)`,
    noneFix: (root, save, install, plugin) =>
      `the first \`${save}\` makes .ai-core/data/memory/ in ${root}; ${plugin ? 'without the plugin, ' : ''}\`${install}\` makes it now`,
    found: (root, memoryRoot) => `${root} (memories in ${memoryRoot})`,
    key: (key, source) => `${key}, from ${source}`,
    tmuxNotUsed: (name, why) => `tmux session "${name}" not used: ${why}`,
    tmuxUnsafe: 'it cannot name a folder',
    tmuxDefault: "it is tmux's default name",
    tmuxNoFolder: (path) => `no memory folder ${path} exists`,
    tmuxSplit: (key, outside) => `${key}; outside tmux this folder gives ${outside}: two folders for one project`,
    tmuxSplitFix: (command, key) => `pin the key, which tmux does not override: ${command}; or name the tmux session ${key}`,
    pinIgnored: (path, problem) => `${path} is ignored: ${problem}`,
    pinFix: (command) => `write a valid pin: ${command}`,
    pinChoice: (command, memories, moves, clashes) =>
      `${command} (${plural(memories, 'memory', 'memories')} under that key)${moves.length === 0 ? '' : `, then ${moves.join(', then ')} to keep the other side's memories listed`}${
        clashes.length === 0
          ? ''
          : ` (first keep one of each memory both keys hold: ${clashes.join(', ')} has a namesake under that key, and the move refuses it)`
      }`,
    pinCase: (path, key, folder, memories) =>
      `${path} pins ${key}, which has no memory folder, while ${folder} differs from it only in case and holds ${plural(memories, 'memory', 'memories')}: git and case-sensitive file systems (Linux, CI) keep the two apart, so there none of them is listed`,
    pinCaseFix: (command) => `pin the key as its folder spells it: ${command}`,
    pinNote: (path, key, folder, memories) =>
      `${path} pins "${key}", all of its line: a pin takes a note written after the key as part of it (${folder} holds ${plural(memories, 'memory', 'memories')})`,
    pinLater: (path, key, later) =>
      `${path} names ${key}, and on later lines ${later.join(', ')}, which nothing reads: a pin holds one key, on its first line that is not a comment (a merge kept both sides' keys?). Memories under ${later.join(', ')} are listed by no clone`,
    pinLaterFix: (choices) => `keep one key: ${choices}`,
    pinNoteFix: (command) =>
      `if what follows " #" is a note, pin the key alone (a note goes on a line of its own, starting with #): ${command}; if it is the project's name, rename its folder without " #"`,
    otherClones: (key, folders) =>
      `this clone's key ${key} holds no memories, while ${HELD_IN.en(folders)}, a key no folder here is named after: most likely this project's memories, saved from a clone under another folder name. Until a pin names one key, each clone sees only its own`,
    otherClonesFix: (key, command) => `if ${key} is this project, pin it for every clone and worktree: ${command}, then commit .project-memory-key`,
    splitClones: (key, memories, folders) =>
      `this clone's key ${key} holds ${plural(memories, 'memory', 'memories')}, while ${HELD_IN.en(folders)}, a key no folder, nested repository or pin here keys to: most likely a teammate's clone of this repository under another folder name. Each clone lists only its own key's memories`,
    splitClonesFix: (into, commands, clashes) =>
      `if they are this project's, bring them under one key, ${into}: ${commands.join(', then ')}; then commit .project-memory-key and .ai-core/, and have the other clone pull${
        clashes.length === 0
          ? ''
          : `. First keep one of each memory held under both keys (${clashes.join(', ')} has a namesake in ${into}/), or the move refuses`
      }`,
    pinUntracked: (path) =>
      `${path} pins this project's key, but git does not track it while it tracks .ai-core/: a clone gets the memories without the pin, and keys them by its own folder's name`,
    pinUntrackedFix: (add) => `commit it: ${add}, then git commit`,
    outerHidden: (folder, count, globals, here) =>
      `${folder} holds ${plural(count, 'memory', 'memories')} saved for this folder in a workspace above this one${globals > 0 ? `, and its _global/ ${plural(globals, 'global memory', 'global memories')}` : ''}: the hook reads only the nearest workspace, ${here}, so none of them is listed here`,
    outerHiddenFix: (target, here) =>
      `move those that still hold into ${target} and commit them; or, if this repository is to use the workspace above, remove ${here}`,
    outerGlobals: (folder, globals, here) =>
      `the workspace above has ${plural(globals, 'global memory', 'global memories')} (${folder}), not listed here: this workspace, ${here}, comes first`,
    pinnedAway: (key, folders) =>
      `the pinned key ${key} holds no memories, while ${HELD_IN.en(folders)}, a key no folder here is named after: most likely this project's memories, saved under the key pinned before the pin changed (a merge brought a new pin without their move), or moved away from the pinned key`,
    pinnedAwayFix: (key, move, repin) => `if so, move them to ${key}: ${move}, and commit the move; or pin that key back: ${repin}`,
    pinOnFirstSave: (key, remote) =>
      `none yet: this project's first memory pins ${key}${remote === undefined ? '' : `, the repository's name in the URL of its remote ${remote}`}, for every clone and worktree`,
    noPin: (command, key) => `none: a clone or worktree at another path may get another key; ${command} pins ${key}`,
    linkedOut: (root, path, resolved) =>
      `${root} has .ai-core/, but ${path} resolves to ${resolved}, outside the workspace: the hook reads nothing there and prints nothing`,
    linkedOutFix: 'replace the link with a plain folder holding the memories',
    forcedKeyUnusable: (shown, used) => `PROJECT_MEMORY_PROJECT=${shown} is not a usable project key, so the hook uses ${used} instead`,
    forcedKeyUnusableFix:
      '`unset PROJECT_MEMORY_PROJECT`, or set it to a key that is one folder name (no / \\ : < >, no leading dot, not _global) and no credential',
    rootFolder: (folder) =>
      `${folder} is named after the workspace root, which holds other projects: no launch below the root lists it (only a launch at the root itself does)`,
    rootFolderFix: 'move each memory in it to its project folder (or to _global/), then remove the folder',
  },

  freshness: {
    reviewDue: (count) => `${count} past review_by (marked stale in the list)`,
    pathMissing: (count) => `${count} naming a file that is not there`,
    supersedesUnknown: (count) => `${count} superseding a name no memory has`,
    supersededEdited: (count) => `${count} edited after the memory that supersedes it (the edit is hidden from the list)`,
    ok: 'no memory is past its review date or names a missing file',
    due: (parts) => `memories to check: ${parts}`,
    fix: (lint) =>
      `${lint} names each and what to do: one past its review_by and still true, verify marks checked; a file named that is gone, fix the path in the memory`,
  },

  oldKey: {
    tmuxName: (name) => `the tmux session name "${name}"`,
    path: (dir) => `the path of ${dir}`,
    defaultTmux: (name) => `tmux's default session name "${name}"`,
    pinLine: (pinFile) => `the whole first line of ${pinFile}, comment included`,
    anyProject: 'it may hold memories of any project opened in that session',
    found: (count, folder, why, key, note) =>
      `${plural(count, 'memory', 'memories')} in ${folder}/, under the key older versions gave from ${why}; the key here is now ${key}${note ? ` (${note})` : ''}`,
    foundBesidePin: (count, folder, dir, key, pinFile) =>
      `${plural(count, 'memory', 'memories')} in ${folder}/, under the key the path of ${dir} gives; the pin ${pinFile} makes the key here ${key}, so they are not listed`,
    enclosing: (count, folder, dir, key, pinFile) =>
      `${plural(count, 'memory', 'memories')} in ${folder}/, under the key ${dir} still uses for its other folders; the pin ${pinFile} gives this folder a key of its own, ${key}, so they are not listed here (nothing to move)`,
    fix: (command) => `move them: ${command} (add --dry-run to see each move first)`,
  },

  repository: {
    noWorkspace: (top) => `${top} (no workspace)`,
    keyOf: (top, key, memoryRoot) => `${top} → ${key} in ${memoryRoot}`,
    oneKey: (count, key) => `${count} worktrees of this repository all use ${key}`,
    split: (folders, worktrees) => `one repository, ${folders} memory folders: ${worktrees.join('; ')}`,
    fix: (command, pinFile) =>
      `pin one key for the repository: ${command}, and commit ${pinFile}; a worktree in another workspace (another .ai-core/) keeps its own memories`,
  },

  collisions: {
    scope: (truncated, max, depth) => `${truncated ? `first ${max}` : 'all'} folders to depth ${depth}`,
    none: (scope) => `no two project folders share a memory key (${scope})`,
    pinned: (key) => `${key} (pinned)`,
    found: (clashes) => `folders that share one memory folder — ${clashes.join('; ')}`,
    fix: (pin) => `rename one of the folders, or give one a key of its own: \`${pin} KEY --dir <folder>\``,
  },

  stateFolder: {
    unusable: (folder, why) =>
      `${
        why === 'notOurs'
          ? `the state folder ${folder} is not yours alone (another user owns it, as after a run under sudo, or others may write to it): the hooks keep no session state there`
          : why === 'notFolder'
            ? `the state folder ${folder} is a file, not a folder: the hooks keep no session state`
            : `the state folder ${folder} cannot be written: the hooks cannot record what a session was shown`
      }, so every prompt gets the full memory list again, and install keeps no record for uninstall`,
    fix: (folder, how) =>
      how === 'moveAside'
        ? `move the file aside (\`mv ${folder} ${folder}.bak\`), or set PROJECT_MEMORY_STATE_DIR to a folder of yours`
        : how === 'elsewhere'
          ? `it cannot be made there: set PROJECT_MEMORY_STATE_DIR to a folder of yours, or let yourself write in the folder above ${folder}`
          : `${how === 'chown' ? `give it back to yourself: \`sudo chown -R "$(id -u):$(id -g)" ${folder}\`, then ` : ''}\`chmod -R u+rwX,go-rwx ${folder}\`; or set PROJECT_MEMORY_STATE_DIR to a folder of yours`,
  },

  memoryFolders: {
    unreadable: (folders, count) =>
      `${count === 1 ? 'this memory folder cannot be read' : 'these memory folders cannot be read'}: ${folders}; the list shows none of the memories in ${count === 1 ? 'it' : 'them'}`,
    fix: (count) =>
      `check ${count === 1 ? 'its' : 'their'} permissions: everyone who runs Claude here must be able to read and enter ${count === 1 ? 'it' : 'them'} (chmod a+rx)`,
    linked: (folders, count) =>
      `${count === 1 ? 'this memory folder is a symbolic link' : 'these memory folders are symbolic links'}: ${folders}; links are not followed, so the list shows none of the memories in ${count === 1 ? 'it' : 'them'}`,
    linkedFix: (count) => `replace ${count === 1 ? 'the link' : 'each link'} with the folder itself, holding the memories`,
    notFolders: (shown, count) =>
      `${count === 1 ? 'a file is where a memory folder should be' : 'files are where memory folders should be'}: ${shown}; the list shows no memory from ${count === 1 ? 'it' : 'them'}, and save cannot write one there`,
    notFoldersFix: (moves, count) =>
      `move ${count === 1 ? 'it' : 'them'} aside (${moves}) if ${count === 1 ? 'it holds' : 'they hold'} anything worth keeping, or delete ${count === 1 ? 'it' : 'them'}; the next save makes the folder`,
    ignored: (folder, rule) => `git ignores ${folder} (${rule}): no teammate gets a memory saved there`,
    ignoredFix: 'to share the memories, remove or narrow that rule and commit them; to keep them to yourself, leave it',
    unshared: (folder, count, shown) =>
      `${plural(count, 'file')} in ${folder} ${count === 1 ? 'has' : 'have'} changes no commit holds (${shown}): no teammate gets them until committed and pushed`,
    unsharedFix: (command) => `commit those meant for the team; \`${command}\` lists them`,
    unpushed: (folder, count) =>
      `${plural(count, 'commit')} of this branch ${count === 1 ? 'changes' : 'change'} ${folder} and ${count === 1 ? 'is' : 'are'} not pushed: no teammate gets ${count === 1 ? 'it' : 'them'} until pushed`,
    unpushedFix: (command) => `push when the branch is ready to share: \`${command}\``,
  },

  lint: {
    unavailable: 'lint not available',
    unavailableFix: (listing) => `${listing} shows memory files with problems`,
    ok: (files) => (files === 0 ? 'no memory files yet' : files === 1 ? '1 memory file, valid' : `${plural(files, 'memory file')}, all valid`),
    okReadable: (files) =>
      files === 0
        ? 'no memory files in the folders that could be read'
        : `${plural(files, 'memory file')} in the folders that could be read, ${files === 1 ? 'valid' : 'all valid'}`,
    invalid: (count, files, shown, more) =>
      `${count} of ${plural(files, 'memory file')} ${count === 1 ? 'is' : 'are'} invalid:\n${shown}${more > 0 ? `\n(+${more} more)` : ''}`,
    fix: (lint) => `${lint} names each file and the fix`,
  },

  autoMemory: {
    offByEnv: (env, value) => `off: ${env}=${value}`,
    offBySettings: (key, scope) => `off: ${key} is false in ${scope} settings`,
    onBySettings: (key, value, scope) => `${key} is ${value} in ${scope} settings`,
    onByDefault: 'on by default',
    on: (why) => `Claude Code's auto memory is on (${why}): it tells Claude to save "remember X" in ~/.claude/projects, not here`,
    fix: (command, key, env) => `${command} turns it off, or set "${key}": false in ~/.claude/settings.json (or ${env}=1)`,
    keptFix: (key, env) =>
      `kept on by your choice (install --keep-auto-memory, or turned on again after install turned it off), and later installs keep it so: to turn it off, set "${key}": false in ~/.claude/settings.json (or ${env}=1)`,
    overrideFix: (key, path, env) => `set "${key}": false in ${path}, which wins over ~/.claude/settings.json (or set ${env}=1)`,
    pluginFix: (key, path, env, pluginId) =>
      `set "${key}": false in ${path} (or ${env}=1); the plugin ${pluginId} already registers the hooks, and install would register them a second time`,
  },

  language: {
    fromConfig: (path) => `"lang" in ${path}`,
    fromEnv: 'PROJECT_MEMORY_LANG',
    fromLocale: 'the locale (LC_ALL, LC_MESSAGES, LANG)',
    fromDefault: 'the default',
    chosen: (lang, source) => `${lang}, from ${source}`,
    ignoredConfig: (value, path) => `"lang": "${value}" in ${path}`,
    ignored: (values, chosen) => `${and(values)} ${values.length > 1 ? 'name' : 'names'} no language of project-memory; using ${chosen}`,
    fix: (langs) => `use one of: ${langs.join(', ')}`,
  },

  environment: {
    ok: (shown) => `${shown.join(', ')}: used`,
    ignored: (shown) => `${shown.join(', ')}: not a value the hooks use, which go on as if it were not set`,
    fix: (min, max) =>
      `PROJECT_MEMORY_BUDGET takes a number of characters from ${min} to ${max}; PROJECT_MEMORY_EVERY_TURN and PROJECT_MEMORY_DISABLE 1 or 0 (or true/false, yes/no, on/off); PROJECT_MEMORY_SCAN_MS milliseconds (held within 100 to 8000)`,
  },

  config: {
    ok: (path) => `${path}: every setting in it is used`,
    unreadable: (path, maxKb) => `${path} cannot be read (it must be a plain file of at most ${maxKb} KB that you may read): the hook uses the defaults`,
    unreadableFix: 'make it a plain file everyone who runs Claude here may read (chmod a+r), or delete it',
    notJson: (path, line, column, end) =>
      `${path} is not valid JSON at line ${line}, column ${column}${end ? ' (the text ends before the JSON is closed)' : ''}: the hook ignores the whole file and uses the defaults`,
    conflict: (path, line) =>
      `${path} is not valid JSON: git left a merge conflict in it (from line ${line}), so the hook ignores the whole file and uses the defaults`,
    conflictFix:
      "keep the side you want, delete the other side, git's marker lines (<<<<<<<, =======, >>>>>>>) and any ||||||| line with the older text under it, then `git add` the file, then finish what git stopped (`git rebase --continue`, or `git commit` after a merge) and push",
    jsonFix: 'correct the JSON there: keys and text in double quotes, a comma between entries and none before } or ], e.g. {"lang": "ko", "budget": 3000}',
    notObject: (path) => `${path} holds JSON that is not an object: the hook ignores it and uses the defaults`,
    objectFix: 'write the settings as one object, e.g. {"lang": "ko", "budget": 3000, "everyTurn": false}',
    fields: (path, problems) => `${path}: ${problems.join('; ')}; the hook ignores ${problems.length > 1 ? 'these' : 'it'}, as if not set`,
    unknownKey: (key, suggestion) => `unknown key "${key}"${suggestion === undefined ? '' : ` (did you mean "${suggestion}"?)`}`,
    lang: (found, langs) => `lang must be ${langs.map((l) => `"${l}"`).join(' or ')}, found ${found}`,
    budget: (found, min, max) => `budget must be a number of characters from ${min} to ${max} (the most a list may take), found ${found}`,
    everyTurn: (found) => `everyTurn must be true or false, found ${found}`,
    fieldsFix: (langs, min, max) =>
      `use only "lang" (${langs.map((l) => `"${l}"`).join(' or ')}), "budget" (${min} to ${max}) and "everyTurn" (true or false), e.g. {"lang": "ko", "budget": 3000, "everyTurn": false}`,
  },

  clients: {
    filesOk: (name, present) => `${name} hook files readable: ${present}`,
    filesNone: (name) => `no ${name} hook files yet`,
    filesBroken: (details) => details,
    filesFix: (name, comments) => `fix the file: ${name} cannot read the hooks in it${comments ? ' (comments are allowed, a trailing comma is not)' : ''}`,
    untrustedProject: (paths, root, config) => `; ${paths} registers it, but Codex reads it only in a trusted project, and ${root} is not trusted in ${config}`,
    notRegistered: (event, name, dir, note) => `no project-memory ${event} hook for ${name} in a launch in ${dir}${note}`,
    trustProjectFix: (root) => `start \`codex\` in ${root} and trust the folder when it asks`,
    many: (count, where, name) =>
      `registered ${times(count)} (${where}): ${name} runs each on every prompt, and waits for each run; the list still shows once a prompt`,
    manyFix: (uninstall) => `keep one: ${uninstall} removes the project's`,
    registered: (where, note) => `registered in ${where}${note}`,
    eventsOk: (events) => `${events.length === 2 ? 'both' : `all ${events.length}`} hooks registered: ${events.join(', ')}`,
    eventsLacking: (where, missing, afterClear) =>
      `${where} lacks ${missing
        .map(
          (event) =>
            `${event} (${event === 'BeforeModel' ? 'the full list again after a compression' : event === 'AfterTool' ? 'reads of memories counted for stats and ranking' : event === 'BeforeTool' ? 'a read of a memory that looks like it holds a secret refused' : event === 'PreToolUse' ? "its shell's reads of memories counted, and one of a memory that looks like it holds a secret refused" : afterClear ? 'the full list again after /clear' : 'the list again after compaction'})`,
        )
        .join(', ')}`,
    trustOk: (count, config) => `Codex trusts all ${count} project-memory hooks (${config})`,
    trustBad: (count, hooks) => `Codex skips ${count} project-memory ${count === 1 ? 'hook' : 'hooks'} without a word: ${hooks}`,
    trustHook: (event, changed) => `${event} ${changed ? '(changed since it was trusted)' : '(not trusted)'}`,
    trustFix: (commands) =>
      `start \`codex\`, pick "Review hooks" where it asks (or type /hooks), and in each event that has a project-memory hook (Enter opens it) press t on that hook, or ${commands}`,
    readInside: (memoryRoot) => `read_file can open the memories: ${memoryRoot} is inside the launch folder`,
    readIncluded: (entry, path) => `read_file can open the memories: ${entry} is in context.includeDirectories (${path})`,
    readRefused: (memoryRoot) =>
      `Gemini's read_file refuses ${memoryRoot}: it is outside the launch folder and not in context.includeDirectories, so the model cannot open the memories the list names`,
    readFix: (command) =>
      `${command} adds it to .gemini/settings.json in the launch folder (until then the model reads a memory with cat in run_shell_command, which asks first)`,
    includesOk: (count) => `every folder context.includeDirectories names exists (${plural(count, 'entry', 'entries')})`,
    includeGone: (entry, path, resolved, everywhere) =>
      `context.includeDirectories in ${path} names ${entry}, and ${resolved} is not a folder: Gemini stops at startup (Directory does not exist) ${everywhere ? 'in every folder' : 'in this one'}`,
    includeGoneFix: (entry, path) => `remove "${entry}" from context.includeDirectories in ${path}`,
    hooksOff: (path) => `hooksConfig.enabled is false in ${path}: Gemini runs no hook at all`,
    hooksOffFix: (path) => `remove "enabled": false from hooksConfig in ${path}`,
    hooksNamed: (name, paths) => `hooksConfig.disabled names "${name}" in ${paths}: Gemini skips the list`,
    hooksNamedFix: (name) => `remove "${name}" from hooksConfig.disabled`,
    hooksOn: 'Gemini runs hooks, project-memory among them',
    codexHooksOff: (key, where) => `${key} = false at ${where} turns Codex's hooks feature off: Codex runs no hook at all, trusted or not`,
    codexHooksOffFix: (key, config) => `remove that line (or set ${key} = true) in ${config}`,
    codexConfigFix: 'mend the file there (`codex` names the same place when it stops), then run doctor again',
    codexHooksOn: (config) => `Codex runs hooks: nothing in ${config} turns its hooks feature off`,
    folderTrusted: (dir, entry, level, file) => `Gemini CLI trusts ${dir}, so it runs the hooks there: "${entry}": "${level}" in ${file}`,
    folderUntrusted: (dir, entry, file) =>
      `Gemini CLI does not trust ${dir} ("${entry}": "DO_NOT_TRUST" in ${file}): in a folder it does not trust it runs no hook at all, not even those in the user's settings, so the list never shows (and \`gemini -p\` stops there)`,
    folderUntrustedFix: (dir, file) =>
      `start \`gemini\` in ${dir} and trust the folder with /permissions trust, or set ${JSON.stringify(dir)}: "TRUST_FOLDER" in ${file}`,
    folderUnknown: (dir, file) =>
      `no entry in ${file} covers ${dir}: Gemini CLI asks whether to trust the folder at its first launch there, and runs the hooks only once it is trusted (\`gemini -p\` stops there until then)`,
    folderUnknownFix: (dir, file) => `trust the folder when Gemini asks, or add ${JSON.stringify(dir)}: "TRUST_FOLDER" to ${file}`,
    envTrusted: (variable) => `Gemini CLI trusts every folder: ${variable} is set in this environment`,
    envUntrusted: (variable) => `${variable} is set in this environment: Gemini CLI trusts no folder, so it runs no hook at all (and \`gemini -p\` stops)`,
    envUntrustedFix: (variable) => `unset it where Gemini CLI is started (\`unset ${variable.split('=')[0]}\`)`,
    trustFileUnreadable: (file) => `Gemini CLI cannot read ${file}, and stops at startup over it`,
    trustFileNotJson: (file, at) =>
      `${file} is not valid JSON (${at.line === undefined ? '' : `line ${at.line}, column ${at.column}: `}${at.detail}): Gemini CLI stops at startup over it`,
    trustFileNotObject: (file) => `${file} does not hold a JSON object ({ … }): Gemini CLI stops at startup over it`,
    trustFileLevel: (file, entry, found) =>
      `"${entry}" in ${file} is ${found}, not TRUST_FOLDER, TRUST_PARENT or DO_NOT_TRUST: Gemini CLI stops at startup over it`,
    trustFileFix: (file) => `fix ${file} (comments are allowed, a trailing comma is not), or move it away and trust the folder again when Gemini asks`,
  },
};
