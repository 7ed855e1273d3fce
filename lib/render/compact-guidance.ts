/**
 * What the PreCompact hook asks of the summary. Compaction replaces the conversation with
 * a summary, and whatever was learned but never saved goes with it. SessionStart brings
 * the list and the save suggestion back afterwards, so the summary only has to carry the
 * candidates across, under a heading that says what to do with them. The text is added
 * to the summary request and paid for there: short.
 */
import { GUIDANCE_TEXT } from '../i18n/guidance.js';
import type { Lang } from '../i18n/lang.js';
import { toSafePath } from './safe-line.js';

export function candidatesHeading(lang: Lang): string {
  return GUIDANCE_TEXT[lang].candidatesHeading;
}

/**
 * `memoryRoot` ends with `/`. The summariser may not call tools to open it, but the list
 * in the conversation names what is there. No tag in the text: one `<project-memory>`
 * block is the rule.
 */
export function compactInstruction(lang: Lang, memoryRoot: string): string {
  const text = GUIDANCE_TEXT[lang];
  return text.compact(text.candidatesHeading, toSafePath(memoryRoot, 4096));
}
