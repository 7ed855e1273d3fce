/**
 * What Claude is told after writing a memory file that breaks the rule set: the file, each
 * finding as `lint` reports it (message, line, fix) in the workspace's language, and a
 * valid head to copy when the front matter is what needs fixing.
 */
import { type FileFinding, messageAt, type RuleId } from '../checks/finding.js';
import { GUIDANCE_TEXT } from '../i18n/guidance.js';
import type { Lang } from '../i18n/lang.js';
import { RULE_TEXT } from '../i18n/rules.js';
import { toSafeLine, toSafePath } from '../render/safe-line.js';

/** Findings a valid head to copy helps with. */
const NEEDS_EXAMPLE: ReadonlySet<RuleId> = new Set<RuleId>(['front-matter', 'field-type', 'title-missing', 'description-missing', 'description-multiline']);

export function writtenFileText(lang: Lang, path: string, findings: readonly FileFinding[], today: string): string {
  const frame = GUIDANCE_TEXT[lang].problems;
  const words = RULE_TEXT[lang];
  const lines = findings.map((finding) => `- ${toSafeLine(words.item(messageAt(finding, words), finding.fix(words)), 800)}`);
  const example = findings.some((f) => NEEDS_EXAMPLE.has(f.rule)) ? [frame.validFormat, frame.example(today)] : [];
  const warningsOnly = findings.every((f) => f.severity === 'warning');
  return [frame.head(toSafePath(path, 4096), warningsOnly), ...lines, ...example].join('\n');
}
