import type { Say } from '../../cli/errors.js';
import { toSafePath } from '../../render/safe-line.js';
import { moveAsideCommand } from '../../shell-quote.js';
import { type CheckResult, fail, warn } from './check.js';
import type { LintSummary } from './check-lint.js';

/**
 * Scope folders, or the memory folder itself, that are files, or that permissions keep from
 * being read: the hook's list and `list` show none of their memories, which would otherwise
 * look like a project without any. No row when every folder could be read (the lint row
 * counts the files).
 */
export function checkMemoryFolders(summary: LintSummary | undefined): CheckResult | undefined {
  const files = summary?.notFolders ?? [];
  const folders = summary?.unreadableFolders ?? [];
  const parts: Array<{ message: Say; fix: Say }> = [];
  if (files.length > 0) {
    const shown = files.map((file) => toSafePath(file, 4096)).join(', ');
    const moves = files.map(moveAsideCommand).join(', ');
    parts.push({
      message: (m) => m.doctor.memoryFolders.notFolders(shown, files.length),
      fix: (m) => m.doctor.memoryFolders.notFoldersFix(moves, files.length),
    });
  }
  if (folders.length > 0) {
    // the paths come from the repository: inert before they reach a terminal
    const shown = folders.map((folder) => toSafePath(`${folder}/`, 4096)).join(', ');
    // beside the file's fix, this one names its folders: "its permissions" would read as the file's
    const named = parts.length > 0;
    parts.push({
      message: (m) => m.doctor.memoryFolders.unreadable(shown, folders.length),
      fix: (m) => (named ? `${shown}: ${m.doctor.memoryFolders.fix(folders.length)}` : m.doctor.memoryFolders.fix(folders.length)),
    });
  }
  if (parts.length === 0) return undefined;
  // both at once are said side by side: one fixed should not reveal the other only on the next run
  return fail(
    'memory-folders',
    (m) => parts.map((part) => part.message(m)).join('; '),
    (m) => parts.map((part) => part.fix(m)).join('; '),
  );
}

/**
 * Scope folders that are symbolic links: the list never follows one (it may point out of
 * the memory root), so their memories are missing from it, as lint's unsafe-folder
 * warning says; the lint row counts errors only. No row when there is none.
 */
export function checkLinkedFolders(summary: LintSummary | undefined): CheckResult | undefined {
  const folders = summary?.linkedFolders ?? [];
  if (folders.length === 0) return undefined;
  const shown = folders.map((folder) => toSafePath(`${folder}/`, 4096)).join(', ');
  return warn(
    'linked-folders',
    (m) => m.doctor.memoryFolders.linked(shown, folders.length),
    (m) => m.doctor.memoryFolders.linkedFix(folders.length),
  );
}
