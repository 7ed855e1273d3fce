/**
 * The coding agents whose hooks show the same memory: the same files, keys, ranking and
 * budget for each; only how a client speaks (events, stdin, tools, limits) differs.
 */
export const CLIENTS = ['claude', 'codex', 'gemini'] as const;
export type Client = (typeof CLIENTS)[number];

/** How a client measures the context a hook hands it. */
type ContextUnit = 'json-chars' | 'utf8-bytes';

interface ContextCap {
  /** past this the client no longer shows the text itself */
  limit: number;
  unit: ContextUnit;
  /** kept free under the limit for the save guidance that may follow a full-budget list */
  guidanceRoom: number;
}

/**
 * Measured with each CLI against a loopback stand-in:
 * - Claude Code 2.1.328 swaps hook output over 10,000 characters (of its JSON) for a file
 *   path and a 2,000-character preview.
 * - Codex 0.169.0 counts a hook's additionalContext as bytes / 4 tokens and swaps anything
 *   over 2,500 of them for a head-and-tail preview and a file path: 9,900 ASCII bytes and
 *   3,300 Hangul syllables (9,900 bytes) reach the model whole, 10,100 ASCII bytes and 3,400
 *   syllables (10,200 bytes) do not. Korean text therefore has a third of the room.
 * - Gemini CLI 0.61.0 passed 200,000 characters through; it gets Claude Code's cap, so every
 *   client is shown the same list.
 * The guidance room keeps the save directive and suggestion beside a list at full budget:
 * with a 300-character launch folder they take at most 1,396 JSON characters (English)
 * and 1,554 bytes (Korean); the rest is for longer paths and keys (past the room, the
 * suggestion is left out first).
 */
export const CONTEXT_CAPS: Record<Client, ContextCap> = {
  claude: { limit: 10_000, unit: 'json-chars', guidanceRoom: 2_000 },
  codex: { limit: 10_000, unit: 'utf8-bytes', guidanceRoom: 2_500 },
  gemini: { limit: 10_000, unit: 'json-chars', guidanceRoom: 2_000 },
};

/** Each client's name, as its users know it. */
export const CLIENT_NAMES: Record<Client, string> = { claude: 'Claude Code', codex: 'Codex', gemini: 'Gemini CLI' };
