import { toSafePath } from '../../render/safe-line.js';
import { type CheckResult, fail } from './check.js';
import type { LintSummary } from './check-lint.js';

/**
 * Scope folders, or the memory folder itself, that permissions keep from being read: the
 * hook's list and `list` show none of their memories, which would otherwise look like a
 * project without any. No row when every folder could be read (the lint row counts the files).
 */
export function checkMemoryFolders(summary: LintSummary | undefined): CheckResult | undefined {
  const folders = summary?.unreadableFolders ?? [];
  if (folders.length === 0) return undefined;
  // the paths come from the repository: inert before they reach a terminal
  const shown = folders.map((folder) => toSafePath(`${folder}/`, 4096)).join(', ');
  return fail(
    'memory-folders',
    (m) => m.doctor.memoryFolders.unreadable(shown, folders.length),
    (m) => m.doctor.memoryFolders.fix(folders.length),
  );
}
