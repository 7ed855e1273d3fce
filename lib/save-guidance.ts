/**
 * The words that tell Claude how to save into the project memory: the scope question of
 * the original design and the one `save` command line to run. Pure: paths and the key
 * come in as arguments. Every line here is paid for in tokens, so it stays terse.
 */
import type { Lang } from './lang.js';
import { toSafeLine } from './safe-line.js';
import { shellCommand } from './shell-quote.js';

interface Placeholders {
  scope: string;
  title: string;
  description: string;
  tags: string;
  body: string;
}

// Angle brackets mark what Claude must replace; each is quoted, so a copy that forgets one
// still runs as a single harmless argument (`save` rejects an unknown scope with exit 1).
const PLACEHOLDERS: Record<Lang, Placeholders> = {
  ko: { scope: '<global|project>', title: '<제목>', description: '<한 줄 설명>', tags: '<태그1,태그2>', body: '<본문: ## 문제 … ## 해결/대응 …>' },
  en: { scope: '<global|project>', title: '<title>', description: '<one-line description>', tags: '<tag1,tag2>', body: '<body: ## Problem … ## Fix …>' },
};

/**
 * `node <abs cli> save --dir <launch dir> --scope … --title … --description … --tags … --body …`
 * on one line. `--dir` pins the launch folder: Claude's shell may have moved since, and
 * the project key comes from that folder.
 */
export function saveCommandLine(lang: Lang, cliPath: string, launchDir: string): string {
  const p = PLACEHOLDERS[lang];
  return shellCommand([
    'node', cliPath, 'save', '--dir', launchDir,
    '--scope', p.scope, '--title', p.title, '--description', p.description, '--tags', p.tags, '--body', p.body,
  ]);
}

/** The seed's three choices, with the real project key. */
export function scopeChoices(lang: Lang, projectKey: string): string {
  const key = toSafeLine(projectKey, 200);
  return lang === 'ko'
    ? `1) _global/에 저장 (전체 프로젝트 공통) 2) ${key}/에 저장 (이 프로젝트 전용) 3) 저장하지 않음`
    : `1) save to _global/ (all projects) 2) save to ${key}/ (this project only) 3) don't save`;
}

/** How a choice maps onto the command, and the command itself in backticks. */
export function runLine(lang: Lang, command: string): string {
  return lang === 'ko'
    ? `1이면 --scope global, 2이면 --scope project로 <…>를 내용으로 채워 실행:\n\`${command}\``
    : `On 1 use --scope global, on 2 --scope project; fill in the <…> parts and run:\n\`${command}\``;
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
