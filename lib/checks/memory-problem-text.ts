import { GUIDANCE_TEXT, type ProblemText } from '../i18n/guidance.js';
import type { Lang } from '../i18n/lang.js';
import { DESCRIPTION_MAX } from '../render/render-list.js';
import { toSafeLine } from '../render/safe-line.js';
import type { MemoryProblem } from './check-memory-file.js';

function line(text: ProblemText, problem: MemoryProblem): string {
  switch (problem.kind) {
    case 'front-matter':
      return text.frontMatter(problem.detail);
    case 'field':
      return text.field(problem.detail);
    case 'missing-title':
      return text.missingTitle;
    case 'missing-description':
      return text.missingDescription;
    case 'multiline-description':
      return text.multilineDescription;
    case 'long-description':
      return text.longDescription(problem.length, DESCRIPTION_MAX);
    case 'invisible-characters':
      return text.invisible(problem.field, problem.code);
    case 'secret':
      return text.secret(problem.detail);
    case 'not-in-scope-folder':
      return text.notInScopeFolder;
  }
}

const NEEDS_EXAMPLE = new Set<MemoryProblem['kind']>(['front-matter', 'field', 'missing-title', 'missing-description', 'multiline-description']);

/** The message Claude gets after writing a memory file with problems. */
export function memoryProblemText(lang: Lang, path: string, problems: readonly MemoryProblem[]): string {
  const text = GUIDANCE_TEXT[lang].problems;
  const lines = problems.map((problem) => `- ${toSafeLine(line(text, problem), 500)}`);
  const example = problems.some((p) => NEEDS_EXAMPLE.has(p.kind)) ? [text.validFormat, text.example] : [];
  return [text.head(toSafeLine(path, 4096)), ...lines, ...example].join('\n');
}
