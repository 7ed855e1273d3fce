import type { CliMessages } from '../i18n/types.js';

/**
 * The current folder removed after the shell entered it: Node's `process.cwd()` then throws
 * `ENOENT … uv_cwd`, which names no file and reads as a bug though the fix is the user's.
 */
export function isCwdGone(error: unknown): boolean {
  const err = error as NodeJS.ErrnoException | undefined;
  return err?.code === 'ENOENT' && err.syscall === 'uv_cwd';
}

/**
 * What an error no command expected says: what happened and what to do, in the reader's
 * language, then the error as thrown (English, as Node words it) for whoever reads a report.
 */
export function internalErrorText(m: Pick<CliMessages, 'words'>, error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return isCwdGone(error) ? m.words.cwdGone(detail) : m.words.internal(detail);
}
