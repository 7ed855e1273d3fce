import { CLAUDE_OUTPUT_CAP } from '../../render/render-list.js';
import type { ContextFile } from './context-file.js';

/** Claude Code's size guidance for CLAUDE.md (seed 000: 40,000 characters recommended). */
export const CLAUDE_MD_MAX_CHARS = 40_000;
/** Warn before the 10,000-character hook output cap, while there is room to act. */
export const HOOK_OUTPUT_WARN_CHARS = 8_000;

export type WarningCode =
  | 'claude-md-file-large'
  | 'claude-md-total-large'
  | 'hook-output-near-cap'
  | 'hook-output-over-cap'
  | 'import-cycle'
  | 'import-too-deep';

export interface ContextWarning {
  code: WarningCode;
  message: string;
  /** the file it is about, when there is one */
  path: string | null;
}

export function contextWarnings(input: { files: readonly ContextFile[]; startupClaudeMdChars: number; memoryListChars: number }): ContextWarning[] {
  const warnings: ContextWarning[] = [];
  for (const file of input.files) {
    if (file.chars > CLAUDE_MD_MAX_CHARS) {
      warnings.push({
        code: 'claude-md-file-large',
        path: file.path,
        message: `${file.path} has ${fmt(file.chars)} characters, over Claude Code's ${fmt(CLAUDE_MD_MAX_CHARS)}: move detail into files Claude reads on demand, or into \`paths:\` rules.`,
      });
    }
    if (file.status === 'cycle') {
      warnings.push({
        code: 'import-cycle',
        path: file.path,
        message: `${file.importedFrom} imports ${file.path}, which is already importing it: the cycle is not followed.`,
      });
    }
    if (file.status === 'too-deep') {
      warnings.push({
        code: 'import-too-deep',
        path: file.path,
        message: `${file.path} is imported more than 5 hops deep (from ${file.importedFrom}): Claude Code stops there, so it is not loaded.`,
      });
    }
  }
  if (input.startupClaudeMdChars > CLAUDE_MD_MAX_CHARS) {
    warnings.push({
      code: 'claude-md-total-large',
      path: null,
      message: `CLAUDE.md files loaded at start total ${fmt(input.startupClaudeMdChars)} characters, over the ${fmt(CLAUDE_MD_MAX_CHARS)} Claude Code recommends.`,
    });
  }
  if (input.memoryListChars > CLAUDE_OUTPUT_CAP) {
    warnings.push({
      code: 'hook-output-over-cap',
      path: null,
      message: `the memory list is ${fmt(input.memoryListChars)} characters, over the ${fmt(CLAUDE_OUTPUT_CAP)}-character hook output cap: Claude gets a file path and a 2,000-character preview instead. Lower the budget in .ai-core/project-memory.json.`,
    });
  } else if (input.memoryListChars > HOOK_OUTPUT_WARN_CHARS) {
    warnings.push({
      code: 'hook-output-near-cap',
      path: null,
      message: `the memory list is ${fmt(input.memoryListChars)} characters, near the ${fmt(CLAUDE_OUTPUT_CAP)}-character hook output cap (warning above ${fmt(HOOK_OUTPUT_WARN_CHARS)}). Shorten descriptions or lower the budget.`,
    });
  }
  return warnings;
}

function fmt(n: number): string {
  return n.toLocaleString('en-US');
}
