/**
 * What the PreCompact hook asks of the summary. Compaction replaces the conversation with
 * a summary, and whatever was learned but never saved goes with it. SessionStart brings
 * the list and the save suggestion (with its 1/2/3 choice) back afterwards, so the summary
 * only has to carry the candidates across, under a heading that says what to do with
 * them. The text is added to the summary request and paid for there: short.
 */
import type { Lang } from '../i18n/lang.js';
import { toSafeLine } from './safe-line.js';

export const CANDIDATES_HEADING: Record<Lang, string> = {
  ko: 'Memory 후보 (저장할지 사용자에게 물을 것)',
  en: 'Memory candidates (ask the user whether to save)',
};

/**
 * `memoryRoot` ends with `/`. The summariser may not call tools to open it, but the list
 * in the conversation names what is there. No tag in the text: after a manual /compact
 * Claude Code shows this output to the model again, and one `<project-memory>` block is
 * the rule.
 */
export function compactInstruction(lang: Lang, memoryRoot: string): string {
  const root = toSafeLine(memoryRoot, 4096);
  const heading = CANDIDATES_HEADING[lang];
  return lang === 'ko'
    ? `[project-memory] 요약 끝에 "${heading}" 절을 두세요: 이 세션에서 알게 된 다시 쓸 운영 지식(우회 방법, 숨은 제약, 클라이언트 요구사항) 중 ` +
        `프로젝트 Memory(${root}, 대화 속 memory 목록 참고)에 아직 없는 것을 한 줄에 하나씩. 없으면 "없음".`
    : `[project-memory] End the summary with a "${heading}" section: durable operational knowledge learned in this session ` +
        `(workarounds, hidden constraints, client requirements) that is not yet in the project memory (${root}, see the memory list in this conversation), one line each; "none" if there is none.`;
}
