/**
 * The words that tell Claude how to save into the project memory: the scope question of
 * the original design and the one `save` command line to run. Pure: paths and the key
 * come in as arguments. Every line here is paid for in tokens, so it stays terse.
 */
import type { Lang } from '../i18n/lang.js';
import { shellCommand } from '../shell-quote.js';
import { toSafeLine } from './safe-line.js';

interface Placeholders {
  scope: string;
  title: string;
  description: string;
  tags: string;
  /** lines of the body, in the memory file's own shape */
  body: string;
}

// Angle brackets mark what Claude must replace; each is quoted, so a copy that forgets one
// still runs as a single harmless argument (`save` rejects an unknown scope with exit 1).
const PLACEHOLDERS: Record<Lang, Placeholders> = {
  ko: {
    scope: '<global|project>',
    title: '<제목>',
    description: '<한 줄 설명>',
    tags: '<태그1,태그2>',
    body: '## 문제\n<무엇이 언제 일어나는지>\n## 해결/대응\n<어떻게 하는지>',
  },
  en: {
    scope: '<global|project>',
    title: '<title>',
    description: '<one-line description>',
    tags: '<tag1,tag2>',
    body: '## Problem\n<what happens, when>\n## Fix\n<what to do>',
  },
};

/** The heredoc marker; quoted on the command line, so the body is taken literally ($, `, \\). */
export const BODY_MARKER = 'EOF';
const PATH_MAX = 4096;

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
 * `node <abs cli> save --dir <launch dir> --scope … --title … --description … --tags … <<'EOF'`,
 * then the body lines, then `EOF`: one command for one Bash call. The body goes on stdin
 * because Claude Code cannot auto-approve a quoted argument holding a newline followed
 * by `#` (every `## 문제` body): only an outright `Bash` allow would run `--body '…'`,
 * while this form passes a `Bash(node:*)` rule. `--dir` pins the launch folder: Claude's
 * shell may have moved since, and the project key comes from that folder.
 */
export function saveCommandLine(lang: Lang, cliPath: string, launchDir: string): string {
  const p = PLACEHOLDERS[lang];
  const head = shellCommand([
    'node',
    inertPath(cliPath),
    'save',
    '--dir',
    inertPath(launchDir),
    '--scope',
    p.scope,
    '--title',
    p.title,
    '--description',
    p.description,
    '--tags',
    p.tags,
  ]);
  return `${head} <<'${BODY_MARKER}'\n${p.body}\n${BODY_MARKER}`;
}

/** The seed's three choices, with the real project key. */
export function scopeChoices(lang: Lang, projectKey: string): string {
  const key = toSafeLine(projectKey, 200);
  return lang === 'ko'
    ? `1) _global/에 저장 (전체 프로젝트 공통) 2) ${key}/에 저장 (이 프로젝트 전용) 3) 저장하지 않음`
    : `1) save to _global/ (all projects) 2) save to ${key}/ (this project only) 3) don't save`;
}

/**
 * How a choice maps onto the command, and the command itself in a fenced block: the
 * heredoc lines are part of it, so it is copied and run whole, as one Bash call.
 */
export function runLine(lang: Lang, command: string): string {
  const how =
    lang === 'ko'
      ? `1이면 --scope global, 2이면 --scope project로, <…>를 채우고 본문은 ${BODY_MARKER} 두 줄 사이에 써서 전체를 한 명령으로 실행:`
      : `On 1 use --scope global, on 2 --scope project; fill in <…>, put the body between the ${BODY_MARKER} lines, run it all as one command:`;
  return `${how}\n\`\`\`sh\n${command}\n\`\`\``;
}

/**
 * Added when the prompt itself asks to remember something (see lib/intent.ts). With
 * `commandAbove` the suggestion in the same output already holds the command line, and
 * the directive points at it instead of paying for it twice.
 */
export function saveDirective(lang: Lang, projectKey: string, command: string, commandAbove = false): string {
  const head =
    lang === 'ko'
      ? '[project-memory] 사용자가 기억/저장을 요청했습니다. Claude 내장 메모리나 CLAUDE.md가 아니라 프로젝트 Memory에 저장하세요.\n' +
        `사용자가 범위를 말하지 않았다면 먼저 물으세요: ${scopeChoices(lang, projectKey)}`
      : "[project-memory] The user asked to remember something. Save it to the project memory, not Claude's built-in memory or CLAUDE.md.\n" +
        `Unless the user already named the scope, ask first: ${scopeChoices(lang, projectKey)}`;
  if (commandAbove) return `${head}\n${lang === 'ko' ? '저장은 위의 save 명령으로 하세요.' : 'Save with the save command above.'}`;
  return `${head}\n${runLine(lang, command)}`;
}
