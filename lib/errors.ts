/** Exit codes the CLI promises (see README): 0 ok, 1 invalid input or failed check, 3 exists. */
export const EXIT = { ok: 0, invalid: 1, exists: 3 } as const;

/** A failure the user can fix; the message names the file or field and the fix. */
export class CliError extends Error {
  constructor(message: string, readonly exitCode: number = EXIT.invalid) {
    super(message);
    this.name = 'CliError';
  }
}

/** Wrong flags or arguments: the CLI adds a pointer to --help. */
export class UsageError extends CliError {
  constructor(message: string, readonly command?: string) {
    super(message, EXIT.invalid);
    this.name = 'UsageError';
  }
}
