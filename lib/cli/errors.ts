import { EN } from '../i18n/en.js';
import type { CliMessages } from '../i18n/types.js';

/** Exit codes the CLI promises (see README): 0 ok, 1 invalid input or failed check, 3 exists. */
export const EXIT = { ok: 0, invalid: 1, exists: 3 } as const;

/** A message picked from the catalogue when it is printed, in the reader's language. */
export type Say = (m: CliMessages) => string;

/**
 * A failure the user can fix; the message names the file or field and the fix. It is
 * a `Say` from the catalogue, which the CLI entry renders in the reader's language;
 * `message` is the English text, for callers that catch the error and pass it on
 * (doctor checks, tests).
 */
export class CliError extends Error {
  constructor(
    readonly say: Say,
    readonly exitCode: number = EXIT.invalid,
  ) {
    super(say(EN));
    this.name = 'CliError';
  }
}

/** Wrong flags or arguments: the CLI adds a pointer to --help. */
export class UsageError extends CliError {
  constructor(
    message: Say,
    readonly command?: string,
  ) {
    super(message, EXIT.invalid);
    this.name = 'UsageError';
  }
}
