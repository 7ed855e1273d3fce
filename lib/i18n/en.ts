import { HELP_EN } from './help-en.js';
import type { CliMessages } from './types.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

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
    context: 'what a Claude Code session launched in DIR starts with, part by part',
    lint: 'check every memory file; exit 1 if any has an error',
    doctor: 'a table of checks, with a fix for each problem',
    stats: 'per memory: times a first list showed it, times Claude read it, last read',
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
  stats: {
    heading: (memoryRoot, usageDir) => `Memory use for ${memoryRoot} (recorded for this user only, in ${usageDir})`,
    columns: { reads: 'reads', shown: 'shown', lastRead: 'last read', memory: 'memory' },
    never: 'never',
    noMemories: 'no memories yet',
    noUsage:
      'Nothing recorded for this memory folder yet: counts start with the next Claude Code session that runs the hooks (project-memory install, or the plugin).',
    noState: 'Nothing is recorded: there is no state folder of this user to keep counts in (set HOME, XDG_STATE_HOME or PROJECT_MEMORY_STATE_DIR).',
    unusedHeading: (minShown) => `Shown in ${plural(minShown, 'first list')} or more and never read:`,
    noneUnused: (minShown) => `none: every memory shown in ${plural(minShown, 'first list')} or more was read at least once`,
    badMinShown: (raw) => `--min-shown must be a whole number of 1 or more (got "${raw}")`,
    minShownAlone: '--min-shown goes with --unused: pass both, e.g. --unused --min-shown 3',
  },
};
