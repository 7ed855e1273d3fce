/**
 * What is wrong with one memory file's text, as the list and a reader would see it. Pure:
 * the PostToolUse hook reads the file and passes the text in.
 */
import { parseFrontMatter } from '../format/frontmatter.js';
import { toMeta } from '../format/memory-meta.js';
import { DESCRIPTION_MAX } from '../render/render-list.js';
import { invisibleCodeIn } from '../render/safe-line.js';
import { describeFinding, findSecrets } from './secrets.js';

export type MemoryProblem =
  | { kind: 'front-matter'; detail: string }
  | { kind: 'field'; detail: string }
  | { kind: 'missing-title' }
  | { kind: 'missing-description' }
  | { kind: 'multiline-description' }
  | { kind: 'long-description'; length: number }
  | { kind: 'invisible-characters'; field: 'title' | 'description'; code: string }
  | { kind: 'secret'; detail: string }
  | { kind: 'not-in-scope-folder' };

/** A file full of pasted tokens needs only the first few named to be fixed. */
export const MAX_SECRETS = 5;

export function checkMemoryText(text: string): MemoryProblem[] {
  const problems: MemoryProblem[] = [];
  const parsed = parseFrontMatter(text);
  if (!parsed.ok) {
    problems.push({ kind: 'front-matter', detail: parsed.reason });
  } else {
    const { meta, problems: fieldProblems } = toMeta(parsed.data);
    for (const detail of fieldProblems) problems.push({ kind: 'field', detail });
    if (!meta.title?.trim()) problems.push({ kind: 'missing-title' });
    const description = meta.description?.trim() ?? '';
    if (description === '') problems.push({ kind: 'missing-description' });
    else if (/[\r\n\u2028\u2029]/.test(description)) problems.push({ kind: 'multiline-description' });
    else if (description.length > DESCRIPTION_MAX) problems.push({ kind: 'long-description', length: description.length });
    // the list strips these (lib/render/safe-line.ts), so a hidden payload would reach no one
    // reading the list, while the file keeps it: the same rule as lint's
    for (const field of ['title', 'description'] as const) {
      const code = invisibleCodeIn((meta[field] ?? '').replace(/[\r\n]/g, ''));
      if (code) problems.push({ kind: 'invisible-characters', field, code });
    }
  }
  // the whole file, front matter included: it is committed and shown to Claude alike
  for (const finding of findSecrets(text, 'file').slice(0, MAX_SECRETS)) {
    problems.push({ kind: 'secret', detail: describeFinding(finding) });
  }
  return problems;
}
