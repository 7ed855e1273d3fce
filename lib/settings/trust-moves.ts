/**
 * Codex keys a hook's trust by its place in hooks.json (codex-trust.ts), so when uninstall
 * takes our group out, a user's group after it moves up a place and its trust stays at a
 * key no hook has: Codex then skips that hook without a word. The hash covers only the
 * hook itself, so the trust is moved to the new key, unchanged.
 */
import { readTrustedHash, removeTrustedHash, setTrustedHash, TomlShapeError } from './hook-trust-toml.js';

/**
 * config.toml with the trust at each `from` moved to its `to`, in the order given (each
 * `to` freed by our removal or an earlier move). A hash of ours is no user's trust and
 * stays; `left` counts the trusted hooks whose trust could not be moved (the file is
 * read-only, or holds a value where the new key would go).
 */
export function moveTrust(
  text: string,
  moves: ReadonlyArray<{ from: string; to: string }>,
  ourHashes: ReadonlySet<string>,
  writable: boolean,
): { text: string; moved: Array<{ from: string; to: string }>; left: number } {
  const moved: Array<{ from: string; to: string }> = [];
  let left = 0;
  let out = text;
  for (const move of moves) {
    const hash = readTrustedHash(out, move.from);
    if (hash === undefined || ourHashes.has(hash)) continue;
    if (!writable) {
      left++;
      continue;
    }
    try {
      out = setTrustedHash(removeTrustedHash(out, move.from), move.to, hash);
      moved.push(move);
    } catch (error) {
      if (!(error instanceof TomlShapeError)) throw error;
      left++;
    }
  }
  return { text: out, moved, left };
}
