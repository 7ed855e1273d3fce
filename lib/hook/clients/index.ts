import { CLIENTS, type Client } from '../../model/clients.js';
import { CLAUDE_DIALECT } from './claude.js';
import { CODEX_DIALECT } from './codex.js';
import type { HookDialect } from './dialect.js';
import { GEMINI_DIALECT } from './gemini.js';

export { CLAUDE_DIALECT } from './claude.js';
export type { HookDialect } from './dialect.js';

const DIALECTS: Record<Client, HookDialect> = { claude: CLAUDE_DIALECT, codex: CODEX_DIALECT, gemini: GEMINI_DIALECT };

/**
 * The client a hook command names after the hook file (`node <hook> codex`): install
 * writes it for Codex and Gemini. No word, or one this version does not know, is Claude
 * Code: a hook answers in the dialect it was first written for rather than not at all.
 */
export function clientOfArgs(args: readonly string[]): Client {
  const word = args[0];
  return (CLIENTS as readonly string[]).includes(word ?? '') ? (word as Client) : 'claude';
}

export function dialectFor(client: Client): HookDialect {
  return DIALECTS[client];
}
