import { HELP_EN } from './help-en.js';
import type { CliMessages } from './types.js';

const plural = (count: number, word: string, many = `${word}s`) => `${count} ${count === 1 ? word : many}`;

export const EN: CliMessages = {
  usage: (rows) => `Usage: project-memory <command> [options]

Durable, git-versioned project memory for Claude Code.

Commands:
${rows}

Options:
  -h, --help      this text; a command's own: \`project-memory <command> --help\`
                  or \`project-memory help <command>\`
  -v, --version   print the version

Exit codes: 0 success; 1 invalid input or a failed check; 3 \`save\` refused
because that memory (or a near duplicate) already exists.
--json output is for scripts: its keys and values stay English in every language.
Errors still go to stderr as text (never JSON on stdout); the exit code tells
success from failure.

Environment:
  PROJECT_MEMORY_LANG=ko|en    language of messages and the list (else "lang" in
                               the workspace's .ai-core/project-memory.json, else ko)
  PROJECT_MEMORY_PROJECT=KEY   use this project key
  PROJECT_MEMORY_DISABLE=1     turn the hook off for that process
  NO_COLOR=1                   no colours (any non-empty value); colours are only
                               used when output goes to a terminal

Examples:
  project-memory install
  project-memory list
  project-memory help save
`,
  summaries: {
    install: 'register the hooks in Claude Code settings and create the memory folder',
    uninstall: 'remove exactly what install added',
    list: 'every memory the hook can see',
    search: 'memories ranked for a query, most relevant first',
    save: 'write one memory file and print its path',
    key: "the project key: where it comes from; pin it for every clone and worktree; move an old key's memories",
    context: 'what a Claude Code session launched in DIR starts with, part by part',
    lint: 'check every memory file; exit 1 if any has an error',
    doctor: 'a table of checks, with a fix for each problem',
  },
  help: HELP_EN,
  errors: {
    unknownCommand: (name, commands) => `unknown command "${name}". Commands: ${commands.join(', ')}. See project-memory --help.`,
    seeHelp: (command) => `See project-memory ${command} --help.`,
    unknownOption: (option) => `unknown option ${option}`,
    missingValue: (option) => `${option} needs a value after it`,
    takesNoValue: (option) => `${option} takes no value: pass ${option} alone`,
    unexpectedArgument: (arg) => `unexpected argument "${arg}": this command takes only --options`,
    choice: (flag, choices, got) => `--${flag} must be one of ${choices.join(', ')} (got "${got}")`,
    invalidDir: (dir) => `--dir ${dir} is not a folder. Pass an existing folder (default: the current one).`,
    noWorkspace: (dir) =>
      `no workspace found: neither ${dir} nor any folder above it has .ai-core/. Run \`project-memory install --dir <workspace root>\` first, or pass --dir.`,
    invalidProject: (key) =>
      `--project "${key}" is not a usable project key: it becomes a folder name, so it must not contain / \\ : < > or control characters, start with a dot, or be _global.`,
    homeNotSet: 'HOME is not set, so the user settings file (~/.claude/settings.json) cannot be found. Set HOME, or use --scope project.',
    settingsUnreadable: (path, reason) => `cannot read ${path}: ${reason}`,
    settingsNotJson: (path, where) => `${path} is not valid JSON (${where}). Fix the file or move it away; nothing was changed.`,
    settingsNotObject: (path) => `${path} must hold a JSON object ({ … }); nothing was changed.`,
  },
  install: {
    alreadyInstalled: (path) => `already installed in ${path}; nothing changed.`,
    dryRun: 'dry run: nothing written',
    installed: '✓ installed',
    settingsOf: (scope, path) => `(${scope} settings: ${path})`,
    would: (change) => `would ${change}`,
    did: (change) => `did ${change}`,
    create: (path) => `create ${path}`,
    next: (memoryRoot) => `Memories live in ${memoryRoot}. The list appears from the next prompt of a new Claude Code session.`,
    keyConflict: (path, detail) => `${path}: ${detail}; fix that key by hand. Nothing was changed.`,
    pinOffer: (key, command) =>
      `This project's key is ${key}. To keep it in every clone and worktree, wherever they sit, pin it: ${command} (or install --pin), then commit the file.`,
  },
  uninstall: {
    notInstalled: (path) => `not installed in ${path}; nothing changed.`,
    uninstalled: '✓ uninstalled',
  },
  list: {
    projectKey: (key, source) => `project key: ${key} (${source})`,
    empty: 'no memories yet',
  },
  save: {
    scopeRequired: '--scope is required: global (shared by every project) or project (this project only)',
    titleRequired: '--title is required, e.g. --title "Docker 실행 중 브랜치 전환 금지"',
    descriptionRequired: '--description is required: the one line shown in the list',
    bodyTwice: 'pass --body or --body-file, not both',
    bodyFileMissing: (path) => `--body-file ${path}: no such file. Nothing was saved.`,
    bodyFileUnreadable: (path, reason) => `--body-file ${path}: ${reason}. Nothing was saved.`,
    createdWorkspace: (memoryRoot) => `no .ai-core/ above --dir: created the memory folder ${memoryRoot} (commit it with your code to share it).`,
    instructionLike: (path, where) =>
      `warning: ${path} reads like an instruction to the model (${where}); a memory should state a fact, not give orders. Check it with \`project-memory lint\`.`,
    pinOffer: (key, command) =>
      `first memory of project ${key}. To keep this key in every clone and worktree of the project, wherever they sit, pin it: ${command} (or save with --pin), then commit the file.`,
  },
  key: {
    unknownAction: (action) => `unknown action "${action}": use show, pin or move (see project-memory key --help)`,
    tooManyArguments: (extra) => `unexpected argument "${extra}"`,
    invalidKey: (key) =>
      `"${key}" is not a usable project key: it becomes a folder name, so it must not contain / \\ : < > or control characters, start with a dot, or be _global.`,
    source: {
      env: 'PROJECT_MEMORY_PROJECT',
      pin: (file) => `the pin file ${file}`,
      tmux: (name) => `the tmux session name ${name} (a memory folder of that name exists)`,
      memoryFolder: (dir) => `the existing memory folder of ${dir}`,
      git: (dir) => `the git top-level ${dir}`,
      launchFolder: (dir) => `the launch folder ${dir}`,
      worktree: (main, commonDir) => `; a linked git worktree, keyed as its main worktree ${main} (git common dir ${commonDir})`,
    },
    shownKey: (key) => `project key: ${key}`,
    shownSource: (text) => `from: ${text}`,
    shownFolder: (folder, memories) => `memory folder: ${folder} (${plural(memories, 'memory', 'memories')})`,
    shownPin: (path, key) => `pin: ${path} (${key})`,
    shownNoPin: (command) => `pin: none. To keep this key in every clone and worktree, wherever they sit: ${command}`,
    shownBadPin: (path, problem) => `pin: ${path} is ignored: ${problem}. Write a valid one with project-memory key pin --force.`,
    pinned: (path, key) => `pinned ${key} in ${path}. Commit it, and every clone and worktree of this project uses this key: git add ${path}`,
    wouldPin: (path, key) => `would write ${path} with ${key}`,
    alreadyPinned: (path, key) => `already pinned: ${path} holds ${key}; nothing changed.`,
    pinConflict: (path, current, wanted) =>
      `${path} already pins ${current}. Pass --force to pin ${wanted} instead (memories under ${current} stay there until \`project-memory key move\`). Nothing was changed.`,
    moveAfterPin: (folder, memories, command) =>
      `${plural(memories, 'memory', 'memories')} still in ${folder}, the folder of the key used before; move them with: ${command}`,
    moveNeedsKey: 'the old key is missing: project-memory key move OLD [NEW] (NEW defaults to the key in use for --dir)',
    moveSame: (key) => `the memories are already under ${key}: nothing to move.`,
    moveFromMissing: (dir) => `${dir} is not a folder: nothing to move. \`project-memory doctor\` names the folders left under old keys.`,
    moveNotAFolder: (dir) => `${dir} exists but is not a plain folder (a file or a link). Move it away first; nothing was moved.`,
    moveConflicts: (dir, names) =>
      `${dir} already has ${names.join(', ')}. Compare each with its namesake, rename or remove one, then run again. Nothing was moved.`,
    gitMvFailed: (dir, detail) => `git mv failed for ${dir}: ${detail}. Nothing was moved.`,
    moved: (entries, from, to) => `moved ${plural(entries, 'entry', 'entries')} from ${from} to ${to}`,
    wouldMove: (entries, from, to) => `would move ${plural(entries, 'entry', 'entries')} from ${from} to ${to}`,
    removedFolder: (dir) => `removed the empty folder ${dir}`,
  },
  search: {
    queryMissing: 'QUERY is missing: pass the words to look for, e.g. project-memory search "docker 403"',
    badLimit: (raw) => `--limit must be a whole number of 1 or more (got "${raw}")`,
    noMatch: (query) => `no memory matches "${query}"`,
  },
  context: {
    heading: (dir) => `Context for a Claude Code session launched in ${dir}`,
    warnings: 'Warnings',
    badWindow: (raw) => `--window must be a whole number of tokens above 0, like --window 200000 (got "${raw}")`,
  },
  lint: {
    summary: (files, errors, warnings) => `${plural(files, 'file')} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`,
    allGood: 'all good',
  },
  doctor: {
    heading: (dir) => `project-memory doctor for a Claude Code launch in ${dir}`,
    failed: (failed, warnings) => `${failed} failed, ${plural(warnings, 'warning')}`,
    noFailures: (warnings) => `no failures, ${plural(warnings, 'warning')}`,
    allPassed: 'all checks passed',
  },
};
