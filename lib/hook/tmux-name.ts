import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeFileAtomic } from '../io/atomic-write.js';
import { readTextSafely } from '../io/read-file-safely.js';
import { askTmuxSession } from '../workspace/tmux-session.js';
import { sessionFile } from './session-state.js';

/** What one conversation learnt from tmux, and the pane it asked from. */
interface TmuxAnswer {
  tmux: string;
  pane: string;
  name: string | null;
}

interface TmuxNameOptions {
  /** ask tmux even when this conversation has an answer (a session starting) */
  fresh?: boolean;
  ask?: () => string | undefined;
}

/**
 * The tmux session's name for one conversation, as the key rules ask for it
 * (lib/workspace/key-resolution.ts): tmux is asked once per Claude Code session, when it
 * starts, and later prompts read the answer from the session's state. Asking costs a
 * process — 3 to 10 ms on every prompt of an unpinned project inside tmux, a quarter
 * of the hook's time at 100 memories. A session renamed meanwhile selects its new key
 * from the next Claude Code session on; the CLI always asks tmux itself.
 */
export function tmuxNameFor(
  stateDir: string | undefined,
  sessionId: string | undefined,
  env: Record<string, string | undefined>,
  options: TmuxNameOptions = {},
): () => string | undefined {
  const ask = options.ask ?? askTmuxSession;
  if (stateDir === undefined || !sessionId) return ask;
  return () => {
    const path = sessionFile(stateDir, sessionId, '.tmux');
    const where = { tmux: env.TMUX ?? '', pane: env.TMUX_PANE ?? '' };
    if (!options.fresh) {
      const kept = readAnswer(path);
      if (kept && kept.tmux === where.tmux && kept.pane === where.pane) return kept.name ?? undefined;
    }
    const name = ask();
    try {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      writeFileAtomic(path, JSON.stringify({ ...where, name: name ?? null } satisfies TmuxAnswer), 0o600, { durable: false });
    } catch {
      // best effort: the next prompt asks tmux again
    }
    return name;
  };
}

function readAnswer(path: string): TmuxAnswer | undefined {
  try {
    const value = JSON.parse(readTextSafely(path, 4096) ?? '') as Partial<TmuxAnswer>;
    const name = value.name === null || typeof value.name === 'string' ? value.name : undefined;
    if (typeof value.tmux !== 'string' || typeof value.pane !== 'string' || name === undefined) return undefined;
    return { tmux: value.tmux, pane: value.pane, name };
  } catch {
    return undefined;
  }
}
