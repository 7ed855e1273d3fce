/**
 * The words that tell Claude how to save into the project memory (lib/i18n/guidance.ts)
 * and the one `save` command line it runs. Pure: paths and the key come in as arguments.
 */
import { GUIDANCE_TEXT } from '../i18n/guidance.js';
import type { Lang } from '../i18n/lang.js';
import { shellCommand } from '../shell-quote.js';
import { toSafeLine } from './safe-line.js';

/** The heredoc marker; quoted on the command line, so the body is taken literally ($, `, \\). */
export const BODY_MARKER = 'EOF';
const PATH_MAX = 4096;
const SCOPE_PLACEHOLDER = '<global|project>';

/**
 * Paths are folder names, not memory text, but they reach the context all the same: one
 * holding a tag or a control character is shown inert (the save then fails loudly, no
 * workspace there). Any other path stays exact, double spaces included.
 */
function inertPath(path: string): string {
  const safe = toSafeLine(path, PATH_MAX);
  return safe === path.replace(/ {2,}/g, ' ').trim() ? path : safe;
}

/**
 * `node <abs cli> save --dir <dir> --scope … --title … --description … --tags … <<'EOF'`,
 * then the body lines, then `EOF`: one command for one Bash call. The body goes on stdin
 * because Claude Code cannot auto-approve a quoted argument holding a newline followed
 * by `#` (every Markdown body): only an outright `Bash` allow would run `--body '…'`,
 * while this form passes a `Bash(node:*)` rule. `--dir` pins the launch folder: Claude's
 * shell may have moved since, and the project key comes from that folder. `scope` fills
 * in the scope once the user has picked one.
 */
export function saveCommandLine(lang: Lang, cliPath: string, saveDir: string, scope?: 'global' | 'project'): string {
  const p = GUIDANCE_TEXT[lang].placeholders;
  const head = shellCommand([
    'node',
    inertPath(cliPath),
    'save',
    '--dir',
    inertPath(saveDir),
    '--scope',
    scope ?? SCOPE_PLACEHOLDER,
    '--title',
    p.title,
    '--description',
    p.description,
    '--tags',
    p.tags,
  ]);
  return `${head} <<'${BODY_MARKER}'\n${p.body}\n${BODY_MARKER}`;
}

/** A command in a fenced block: the heredoc lines are part of it, so it is copied and run whole, as one Bash call. */
function fenced(command: string): string {
  return `\`\`\`sh\n${command}\n\`\`\``;
}

/** The seed's three choices, with the real project key. */
export function scopeChoices(lang: Lang, projectKey: string): string {
  return GUIDANCE_TEXT[lang].choices(toSafeLine(projectKey, 200));
}

/**
 * The standing instruction of the original design's "AI → 사용자 추천": offer to save
 * durable knowledge and let the user pick the scope. It rides with a full list only, and
 * carries no command: that comes when the user picks 1 or 2 (scopePicked).
 */
export function suggestionText(lang: Lang, projectKey: string): string {
  return GUIDANCE_TEXT[lang].suggestion(scopeChoices(lang, projectKey));
}

/** Added when the prompt itself asks to remember something (see lib/hook/intent.ts). */
export function saveDirective(lang: Lang, projectKey: string, command: string): string {
  const text = GUIDANCE_TEXT[lang];
  return `${text.directive(scopeChoices(lang, projectKey))}\n${text.runLine}\n${fenced(command)}`;
}

/** Added when the prompt answers the scope question with 1 or 2: the command with that scope in it. */
export function scopePicked(lang: Lang, choice: 1 | 2, projectKey: string, cliPath: string, saveDir: string): string {
  const command = saveCommandLine(lang, cliPath, saveDir, choice === 1 ? 'global' : 'project');
  return `${GUIDANCE_TEXT[lang].picked(choice, toSafeLine(projectKey, 200))}\n${fenced(command)}`;
}
