import { EN } from '../../i18n/en.js';
import type { ContextWords } from '../../i18n/types.js';
import { CLAUDE_OUTPUT_CAP } from '../../render/render-list.js';
import type { ContextFile } from './context-file.js';
import { MAX_IMPORT_DEPTH } from './imports.js';

/** Claude Code's size guidance for CLAUDE.md (seed 000: 40,000 characters recommended). */
const CLAUDE_MD_MAX_CHARS = 40_000;
/**
 * Warn before the 10,000-character hook output cap, while there is room to act. The list
 * keeps to a budget of at most 8,000 of them (lib/render/render-list.ts effectiveBudget),
 * its tail and the save suggestion taking the rest: a full list of a large workspace is
 * ~8,100–8,600 characters and no risk. Only what is left of the room past that is.
 */
const HOOK_OUTPUT_WARN_CHARS = 9_500;
/** What Claude gets of an output over the cap, besides the file path. */
const HOOK_OUTPUT_PREVIEW_CHARS = 2_000;

type WarningCode = 'claude-md-file-large' | 'claude-md-total-large' | 'hook-output-near-cap' | 'hook-output-over-cap' | 'import-cycle' | 'import-too-deep';

export interface ContextWarning {
  code: WarningCode;
  /** in English, as all of --json; the table words it from the fields below (warningText) */
  message: string;
  /** the file it is about, when there is one */
  path: string | null;
  /** the file that imports `path` (import-cycle, import-too-deep) */
  importedFrom: string | null;
  /** the size it is about, in characters (the size warnings) */
  chars: number | null;
}

type WarningData = Omit<ContextWarning, 'message'>;

/** One warning in words. */
export function warningText(w: WarningData, words: ContextWords): string {
  const from = w.importedFrom ?? '?';
  const path = w.path ?? '?';
  const chars = w.chars ?? 0;
  switch (w.code) {
    case 'claude-md-file-large':
      return words.warning.fileLarge(path, chars, CLAUDE_MD_MAX_CHARS);
    case 'import-cycle':
      return words.warning.cycle(from, path);
    case 'import-too-deep':
      return words.warning.tooDeep(path, from, MAX_IMPORT_DEPTH);
    case 'claude-md-total-large':
      return words.warning.totalLarge(chars, CLAUDE_MD_MAX_CHARS);
    case 'hook-output-over-cap':
      return words.warning.overCap(chars, CLAUDE_OUTPUT_CAP, HOOK_OUTPUT_PREVIEW_CHARS);
    case 'hook-output-near-cap':
      return words.warning.nearCap(chars, CLAUDE_OUTPUT_CAP, HOOK_OUTPUT_WARN_CHARS);
  }
}

function found(input: { files: readonly ContextFile[]; startupClaudeMdChars: number; memoryListChars: number }): WarningData[] {
  const warnings: WarningData[] = [];
  for (const file of input.files) {
    if (file.chars > CLAUDE_MD_MAX_CHARS) warnings.push({ code: 'claude-md-file-large', path: file.path, importedFrom: null, chars: file.chars });
    if (file.status === 'cycle') warnings.push({ code: 'import-cycle', path: file.path, importedFrom: file.importedFrom, chars: null });
    if (file.status === 'too-deep') warnings.push({ code: 'import-too-deep', path: file.path, importedFrom: file.importedFrom, chars: null });
  }
  const total = (code: WarningCode, chars: number): WarningData => ({ code, path: null, importedFrom: null, chars });
  if (input.startupClaudeMdChars > CLAUDE_MD_MAX_CHARS) warnings.push(total('claude-md-total-large', input.startupClaudeMdChars));
  if (input.memoryListChars > CLAUDE_OUTPUT_CAP) warnings.push(total('hook-output-over-cap', input.memoryListChars));
  else if (input.memoryListChars > HOOK_OUTPUT_WARN_CHARS) warnings.push(total('hook-output-near-cap', input.memoryListChars));
  return warnings;
}

export function contextWarnings(input: { files: readonly ContextFile[]; startupClaudeMdChars: number; memoryListChars: number }): ContextWarning[] {
  return found(input).map((w) => ({ code: w.code, path: w.path, message: warningText(w, EN.context), importedFrom: w.importedFrom, chars: w.chars }));
}
