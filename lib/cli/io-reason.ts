import type { CliMessages } from '../i18n/types.js';
import { fileInFolderPlace } from '../io/denied.js';

/** A system error code such as EACCES or EISDIR: a term of the trade, not a sentence. */
const ERROR_CODE = /^E[A-Z0-9]+$/;

/**
 * A file system error in the reader's words: the catalogue's reason for its code, else
 * the bare code; for ENOTDIR, the part of the path that is a file where a folder should be. Never Node's own message, which is English whatever the reader's
 * language ("EISDIR: illegal operation on a directory, read"). Undefined for an error
 * that is not a system error: a bug's message is for whoever reports it.
 */
export function ioReasonOf(m: Pick<CliMessages, 'words'>, error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string' || !ERROR_CODE.test(code)) return undefined;
  // "a part of the path is not a folder" names no part: the one that is a file, where there is one
  const path = (error as NodeJS.ErrnoException).path;
  const file = code === 'ENOTDIR' && typeof path === 'string' ? fileInFolderPlace(path) : undefined;
  return file === undefined ? (m.words.ioReason(code) ?? code) : m.words.fileNotFolder(file);
}
