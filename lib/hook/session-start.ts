import { indexCacheDir } from '../index/folder-cache.js';
import { pruneIndexCaches } from '../index/prune-caches.js';
import { readTailLines } from '../io/read-lines.js';
import type { RunContext } from '../io/run-context.js';
import { stateDir } from '../io/state-dir.js';
import { pruneAgentTasks } from './agent-task-store.js';
import { autoMemoryNotice } from './auto-memory-notice.js';
import { CLAUDE_DIALECT } from './clients/index.js';
import { adoptForkParent } from './fork-parent.js';
import { launchDirOf, type Prepared, prepare } from './memory-list.js';
import { type HookHandler, sessionIdOf } from './runtime.js';
import { withSuggestion, workspaceGuidance } from './save-suggestion.js';
import { listForPrompt, showFullList } from './session-list.js';
import { forgetSession, markListLost, pruneSessions, readSessionState } from './session-state.js';
import { TRANSCRIPT_TAIL_BYTES } from './subagent-task.js';
import { recentPromptsIn } from './transcript-prompts.js';
import { dropMark } from './transcript-rewind.js';
import { mergeUsage } from './usage-merge.js';

/** Sources after which the conversation no longer holds the list. */
const SHOW_AGAIN = new Set(['compact', 'clear']);
/** Sources whose conversation holds an earlier one's, the list it was shown included. */
const CARRIED_OVER = new Set(['resume', 'fork']);

/**
 * A new session starts clean: old state for its id is dropped; week-old sessions, subagent
 * tasks past their TTL and the index caches of deleted or long-unused folders are pruned,
 * and the usage records of earlier sessions are merged; its first prompt gets the list
 * ranked for that prompt. The memories are loaded
 * here all the same, printing nothing: a missing or outdated index cache (a first run, a
 * pull that changed many memories) is then built while the session starts, not while the
 * user waits for an answer to the first prompt. After compaction or
 * /clear the earlier list is gone from the conversation, so it comes back right away,
 * and later prompts go on with deltas against what was shown here. A resumed transcript
 * still holds what this session was shown: it gets only what changed since, or the full
 * list when this session's state is gone (pruned, or another machine). A fork is a resumed
 * session under a new id: it goes on from its parent's state (fork-parent.ts). A client whose
 * SessionStart must add nothing (Gemini) forgets the session after /clear instead, so its
 * next prompt gets the full list.
 */
export const handleSessionStart: HookHandler = (input, ctx, dialect = CLAUDE_DIALECT) => {
  const sessionId = sessionIdOf(input);
  const source = typeof input.source === 'string' ? input.source : 'startup';
  const launchDir = launchDirOf(input, ctx);
  const showAgain = dialect.listAtSessionStart && SHOW_AGAIN.has(source);
  if (!showAgain && !CARRIED_OVER.has(source)) {
    const state = stateDir(ctx.env, ctx.home);
    if (state !== undefined) {
      // what earlier sessions recorded is counted now, while this one starts, not during a
      // prompt; and before week-old sessions are pruned, with the first lists they keep
      mergeUsage(state, ctx.now.getTime());
      if (sessionId) forgetSession(state, sessionId);
      pruneSessions(state, ctx.now.getTime());
      pruneAgentTasks(state, ctx.now.getTime());
      // before this launch's memories are loaded: its own caches, if pruned, are rebuilt right away
      pruneIndexCaches(indexCacheDir(state), ctx.now.getTime());
    }
    const prepared = prepare(launchDir, ctx, { id: sessionId, fresh: true });
    return prepared && dialect.autoMemoryNotice ? { systemMessage: noticeFor(prepared, ctx) } : undefined;
  }
  const prepared = prepare(launchDir, ctx, { id: sessionId, fresh: true });
  if (!prepared && showAgain && sessionId) {
    // compacted, or cleared, while no memory folder is here (a checkout from before it): the
    // list is gone from the chat all the same, and comes back once the folder does
    const state = stateDir(ctx.env, ctx.home);
    if (state !== undefined) markListLost(state, sessionId);
  }
  if (!prepared || !dialect.listAtSessionStart) return undefined;
  const now = ctx.now.getTime();
  const runner = dialect.runner(ctx);
  if (source === 'fork' && sessionId !== undefined) {
    adoptForkParent(
      prepared.stateDir,
      sessionId,
      { memoryRoot: prepared.workspace.memoryRoot, projectKey: prepared.workspace.project.key },
      input.transcript_path,
      now,
    );
  }
  // the session's first list is kept through compaction; after /clear the conversation
  // starts over, and its list is a first one unless this session was shown one before
  const kept = showAgain && sessionId !== undefined ? readSessionState(prepared.stateDir, sessionId)?.first : undefined;
  const first = kept ?? (source === 'clear' ? 'new' : undefined);
  if (showAgain) dropMark(prepared.stateDir, sessionId);
  // after compaction the list is ranked by what the session was about, where it must be ranked
  const about = source === 'compact' ? () => promptsBefore(input.transcript_path) : '';
  // a resumed conversation's transcript tells what it saved itself (lib/hook/saved-by-session.ts)
  const transcript = dialect.conversationOf(input).transcript;
  const rankedBy = source === 'compact' ? 'conversation' : 'prompt';
  const list = showAgain
    ? showFullList(prepared, sessionId, about, now, { first, runner, rankedBy })
    : listForPrompt(prepared, sessionId, '', now, runner, transcript);
  // the standing save suggestion was summarised away with the rest: it comes back with a full list
  const context = list.full ? withSuggestion(list.text, workspaceGuidance(prepared.workspace, launchDir, ctx.env), runner.client) : list.text;
  return { context, systemMessage: dialect.autoMemoryNotice ? noticeFor(prepared, ctx) : undefined };
};

/**
 * The user's last prompts and the summary compaction wrote, from the end of the transcript
 * (TRANSCRIPT_TAIL_BYTES of it, whatever its size); '' where there is none to read.
 */
function promptsBefore(transcriptPath: unknown): string {
  const lines = typeof transcriptPath === 'string' && transcriptPath !== '' ? readTailLines(transcriptPath, TRANSCRIPT_TAIL_BYTES) : undefined;
  return lines ? recentPromptsIn(lines).join('\n') : '';
}

/** Only where memory is in use: a session with no workspace hears nothing from this hook. */
function noticeFor(prepared: Prepared, ctx: RunContext): string | undefined {
  return autoMemoryNotice(prepared.launchDir, ctx, prepared.stateDir, prepared.workspace.config.lang);
}
