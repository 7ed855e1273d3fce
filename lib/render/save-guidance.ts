/**
 * The words that tell Claude how to save into the project memory (lib/i18n/guidance.ts)
 * and the one `save` command line it runs. Pure: paths and the key come in as arguments.
 */
import { GUIDANCE_TEXT } from '../i18n/guidance.js';
import type { Lang } from '../i18n/lang.js';
import type { Client } from '../model/clients.js';
import { shellCommand } from '../shell-quote.js';
import { toSafePath } from './safe-line.js';

/**
 * The heredoc marker; quoted on the command line, so the body is taken literally ($, `, \\).
 * Not `EOF`: a note that shows a heredoc of its own has an `EOF` line, which ended the body
 * there and ran the lines after it as commands.
 */
const BODY_MARKER = 'MEMORY_EOF';
const PATH_MAX = 4096;
const SCOPE_PLACEHOLDER = '<global|project>';

/** Who runs a command the model is shown: the client (its shell tool, how a body is passed) and the `node` that starts the CLI. */
export interface CommandRunner {
  client: Client;
  /**
   * `node`, or an absolute path where the client's shell resets PATH: Codex 0.169.0 runs
   * exec_command as `bash -lc`, whose /etc/profile drops a node found through the user's PATH.
   */
  node: string;
}

export const CLAUDE_RUNNER: CommandRunner = { client: 'claude', node: 'node' };

/**
 * How a save command carries the body. On stdin from a quoted heredoc for Claude Code,
 * which cannot auto-approve a quoted argument holding a newline followed by `#` (every
 * Markdown body): only an outright `Bash` allow would run `--body '…'`, while the heredoc
 * passes a `Bash(node:*)` rule; Codex runs either. Gemini CLI 0.61.0 is the other way
 * round: a heredoc is a redirect, which no `commandPrefix` policy rule covers (headless it
 * is refused outright), while one multi-line `--body '…'` argument runs under a rule
 * allowing `node <cli> save`.
 */
const BODY_ON_STDIN: Record<Client, boolean> = { claude: true, codex: true, gemini: false };

/**
 * `node <abs cli> save --dir <dir> --scope … --title … --description … --tags … <<'MEMORY_EOF'`,
 * then the body lines, then `MEMORY_EOF` (or the body as `--body '…'`, see BODY_ON_STDIN): one
 * command for one shell tool call. `--dir` pins the launch folder: the model's shell may
 * have moved since, and the project key comes from that folder. `scope` fills in the
 * scope once the user has picked one.
 */
export function saveCommandLine(lang: Lang, cliPath: string, saveDir: string, scope?: 'global' | 'project', runner: CommandRunner = CLAUDE_RUNNER): string {
  const p = GUIDANCE_TEXT[lang].placeholders;
  const args = [
    toSafePath(runner.node, PATH_MAX),
    toSafePath(cliPath, PATH_MAX),
    'save',
    '--dir',
    toSafePath(saveDir, PATH_MAX),
    '--scope',
    scope ?? SCOPE_PLACEHOLDER,
    '--title',
    p.title,
    '--description',
    p.description,
    '--tags',
    p.tags,
  ];
  if (!BODY_ON_STDIN[runner.client]) return shellCommand([...args, '--body', p.body]);
  return `${shellCommand(args)} <<'${BODY_MARKER}'\n${p.body}\n${BODY_MARKER}`;
}

/** A command in a fenced block: the heredoc lines are part of it, so it is copied and run whole, as one Bash call. */
function fenced(command: string): string {
  return `\`\`\`sh\n${command}\n\`\`\``;
}

/**
 * The seed's three choices, with the real project key; without one (the root of a
 * workspace of several projects, where a project save is refused) only those that work.
 */
function scopeChoices(lang: Lang, projectKey: string | undefined): string {
  const text = GUIDANCE_TEXT[lang];
  return projectKey === undefined ? text.noProject.choices : text.choices(toSafePath(projectKey, 200));
}

/**
 * The standing instruction of the original design's "AI → 사용자 추천": offer to save
 * durable knowledge and let the user pick the scope. It rides with a full list only, and
 * carries no command: that comes when the user picks 1 or 2 (scopePicked).
 */
export function suggestionText(lang: Lang, projectKey: string | undefined): string {
  return GUIDANCE_TEXT[lang].suggestion(scopeChoices(lang, projectKey));
}

/**
 * Added when the prompt itself asks to remember something (see lib/hook/intent.ts). With
 * no project key the command must already say `--scope global` (saveCommandLine).
 * `afterSuggestion`: the standing suggestion comes just before it, with the same choices,
 * which are then not spelled out twice (a first prompt that says "remember this").
 */
export function saveDirective(
  lang: Lang,
  projectKey: string | undefined,
  command: string,
  client: Client = 'claude',
  afterSuggestion = false,
  /** the request holds a likely secret */
  secret = false,
): string {
  const text = GUIDANCE_TEXT[lang];
  const runLine = projectKey === undefined ? text.noProject.runLine : text.runLine;
  const choices = afterSuggestion ? undefined : scopeChoices(lang, projectKey);
  const warning = secret ? `\n${text.secretInRequest}` : '';
  return `${text.directive(choices, text.elsewhere[client])}${warning}\n${runLine(text.run[client])}\n${fenced(command)}`;
}

/** The shell tool of each client, as its model knows it. */
const SHELL_TOOL: Record<Client, string> = { claude: 'Bash', codex: 'exec_command', gemini: 'run_shell_command' };

/** Added when the prompt asks to delete a memory (lib/hook/intent.ts hasForgetIntent): the forget command for its name. */
export function forgetDirective(lang: Lang, cliPath: string, saveDir: string, runner: CommandRunner = CLAUDE_RUNNER): string {
  const text = GUIDANCE_TEXT[lang];
  const command = shellCommand([
    toSafePath(runner.node, PATH_MAX),
    toSafePath(cliPath, PATH_MAX),
    'forget',
    text.placeholders.name,
    '--dir',
    toSafePath(saveDir, PATH_MAX),
  ]);
  return `${text.forget(SHELL_TOOL[runner.client])}\n${fenced(command)}`;
}

/**
 * Added when the prompt answers the scope question with 1 or 2: the command with that scope
 * in it. `unsure`: no transcript said the question was just put, so the text says "if".
 */
export function scopePicked(
  lang: Lang,
  choice: 1 | 2,
  projectKey: string,
  cliPath: string,
  saveDir: string,
  runner: CommandRunner = CLAUDE_RUNNER,
  unsure = false,
): string {
  const command = saveCommandLine(lang, cliPath, saveDir, choice === 1 ? 'global' : 'project', runner);
  const text = GUIDANCE_TEXT[lang];
  return `${text.picked(choice, toSafePath(projectKey, 200), text.run[runner.client], unsure)}\n${fenced(command)}`;
}
