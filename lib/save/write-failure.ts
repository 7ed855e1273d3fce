import { dirname } from 'node:path';
import { CliError } from '../cli/errors.js';
import { ioReasonOf } from '../cli/io-reason.js';
import type { WriteFailure, WriteFixKind } from '../i18n/types.js';

/** The fix for a refused write, by its system error code: the folder's permissions, space, a read-only mount. */
function fixKindOf(error: unknown): WriteFixKind {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM') return 'permissions';
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'space';
  if (code === 'EROFS') return 'read-only';
  return 'other';
}

/**
 * Every command that writes memories (save, import, verify, key move) words a failed
 * write here, one way: the memory file (never the temp file beside it, which is what the
 * system error names), the reason in the reader's language, what is left as it was, and
 * the fix, for the folder whose permissions (or disk) refused it. A CliError passes
 * through: it already says what went wrong.
 */
export function memoryWriteError(path: string, error: unknown, what: Pick<WriteFailure, 'left' | 'again'> & { folder?: string }): unknown {
  if (error instanceof CliError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  const fix = { kind: fixKindOf(error), folder: what.folder ?? dirname(path) };
  return new CliError((m) => m.words.writeFailed({ path, reason: ioReasonOf(m, error) ?? detail, fix, left: what.left, again: what.again }));
}
