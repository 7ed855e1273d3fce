import { CLIENTS, type Client } from '../model/clients.js';
import { boolFlag, choiceFlag, type ParsedArgs } from './command.js';
import { UsageError } from './errors.js';

/** The `--client` option of the commands that act for one client's hooks. */
export const CLIENT_OPTION = { client: { type: 'string' } } as const;

/**
 * `--client claude|codex|gemini` (default claude), refusing flags that mean something for
 * another client only (`only`: flag name → the client it belongs to).
 */
export function clientFlag(args: ParsedArgs, command: string, only: Readonly<Record<string, Client>> = {}): Client {
  const client = choiceFlag(args, 'client', CLIENTS, 'claude', command);
  for (const [flag, owner] of Object.entries(only)) {
    if (owner !== client && boolFlag(args, flag)) throw new UsageError((m) => m.errors.flagForClient(`--${flag}`, owner), command);
  }
  return client;
}
