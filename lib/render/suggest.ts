/**
 * The standing instruction of the original design's "AI → 사용자 추천": when Claude finds
 * durable operational knowledge, it offers to save it and lets the user pick the scope.
 * Shown with the first list of a session (and again after compaction), not every turn:
 * hook output stays in the conversation, so repeating it would be paid for every time.
 */
import type { Lang } from '../i18n/lang.js';
import { runLine, scopeChoices } from './save-guidance.js';

/** `cliCommand` is the save command with its heredoc body (lib/save-guidance.ts saveCommandLine). */
export function suggestionText(lang: Lang, projectKey: string, cliCommand: string): string {
  const head =
    lang === 'ko'
      ? '[project-memory] 작업 중 다시 쓸 운영 지식(우회 방법, 숨은 제약, 클라이언트 요구사항 등)을 발견하면 ' +
        `"이 내용을 Memory에 저장할까요?"라고 묻고 고르게 하세요: ${scopeChoices(lang, projectKey)}`
      : '[project-memory] When you discover durable operational knowledge (a workaround, a hidden constraint, a client requirement), ' +
        `ask "Save this to Memory?" and let the user choose: ${scopeChoices(lang, projectKey)}`;
  return `${head}\n${runLine(lang, cliCommand)}`;
}
