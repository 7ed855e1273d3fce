import type { CliMessages } from '../i18n/types.js';

/** A system error code such as EACCES or EISDIR: a term of the trade, not a sentence. */
const ERROR_CODE = /^E[A-Z0-9]+$/;

/**
 * A file system error in the reader's words: the catalogue's reason for its code, else
 * the bare code. Never Node's own message, which is English whatever the reader's
 * language ("EISDIR: illegal operation on a directory, read"). Undefined for an error
 * that is not a system error: a bug's message is for whoever reports it.
 */
export function ioReasonOf(m: Pick<CliMessages, 'words'>, error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string' || !ERROR_CODE.test(code)) return undefined;
  return m.words.ioReason(code) ?? code;
}
