import { EN } from '../i18n/en.js';
import type { CliMessages } from '../i18n/types.js';
import type { Reader } from './advice-command.js';

/**
 * Exit codes the CLI promises (see README): 0 ok, 1 invalid input or failed check, 3 exists,
 * 70 an internal error: something the CLI did not expect (a bug, or a current folder that
 * was removed), which a script must not take for a usage mistake. 70 is sysexits.h's
 * EX_SOFTWARE; 2 is left alone, the code with which a hook blocks.
 */
export const EXIT = { ok: 0, invalid: 1, exists: 3, internal: 70 } as const;

/** A message picked from the catalogue when it is printed, in the reader's language. */
export type Say = (m: CliMessages) => string;

/**
 * An error's words, picked when it is printed: in the reader's language, and naming any
 * command as the reader runs the CLI, for the folder their command acted for (`to`).
 * Thrown deep in lib, an error does not know either; the CLI entry does.
 */
export type ErrorSay = (m: CliMessages, to: Reader) => string;

/**
 * A failure the user can fix; the message names the file or field and the fix. It is
 * an `ErrorSay` from the catalogue, which the CLI entry renders for the reader;
 * `message` is the English text, commands named `project-memory …`, for callers that
 * catch the error and pass it on (tests).
 */
export class CliError extends Error {
  constructor(
    readonly say: ErrorSay,
    readonly exitCode: number = EXIT.invalid,
  ) {
    super(say(EN, {}));
    this.name = 'CliError';
  }
}

/** Wrong flags or arguments: the CLI adds a pointer to --help. */
export class UsageError extends CliError {
  constructor(
    message: ErrorSay,
    readonly command?: string,
  ) {
    super(message, EXIT.invalid);
    this.name = 'UsageError';
  }
}
