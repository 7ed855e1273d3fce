import { readTailLines } from '../io/read-lines.js';
import { str } from './clients/dialect.js';
import { CLAUDE_DIALECT } from './clients/index.js';
import { memoryFolderGone } from './memory-folder-gone.js';
import { launchDirOf, prepare } from './memory-list.js';
import { type HookHandler, hooksDisabled } from './runtime.js';
import { workspaceGuidance } from './save-suggestion.js';
import { listForPrompt } from './session-list.js';
import { userPromptOf } from './task-notification.js';
import { mark } from './trace.js';
import { lastReplyIn, type SaveQuestion, saveQuestionIn, UNSURE_ORDER } from './transcript-last-reply.js';
import { firstSaveGuidance, withSaveGuidance } from './with-save-guidance.js';

/**
 * The list before a prompt: Claude Code's and Codex's UserPromptSubmit, Gemini's
 * BeforeAgent. The dialect reads the client's stdin (the prompt, whose conversation it
 * is) and says what its model can run; the list, its deltas and the save guidance are
 * the same for every client.
 */
export const handleUserPromptSubmit: HookHandler = (input, ctx, dialect = CLAUDE_DIALECT) => {
  const launchDir = launchDirOf(input, ctx);
  if (hooksDisabled(ctx.env) || launchDir.includes('\u0000')) return undefined;
  // a background agent's report comes back as a prompt: ranked for nothing, answered by no save guidance
  const prompt = userPromptOf(dialect.promptOf(input));
  const conversation = dialect.conversationOf(input);
  const runner = dialect.runner(ctx);
  const prepared = prepare(launchDir, ctx, { id: conversation.id });
  if (!prepared) {
    // the folder a running session's list came from is gone: said once, or the model trusts that list
    const gone = memoryFolderGone(ctx.env, ctx.home, conversation.id);
    if (gone !== undefined || conversation.subagent) return gone;
    // the scope question answered before the first save made a workspace: only where the reply asked it
    return firstSaveGuidance(launchDir, prompt, ctx.env, runner, () => justAsked(input.transcript_path, false), ctx.home);
  }
  const list = listForPrompt(prepared, conversation.id, prompt, ctx.now.getTime(), runner, conversation.transcript, str(input.prompt_id));
  mark('list');
  // a sub-agent's task: the list ranked for it, and no save guidance (it does not talk to the user)
  if (conversation.subagent) return list.text;
  // the standing save suggestion rides with every full list: first prompt, or after a reset
  return withSaveGuidance(list.text, {
    ...workspaceGuidance(prepared.workspace, launchDir, ctx.env),
    prompt,
    suggest: list.full && !list.earlier,
    asked: list.earlier && (() => justAsked(input.transcript_path, true)),
    runner,
  });
};

/** The end of a transcript read for the model's last reply: it is among the last few records. */
const REPLY_TAIL_BYTES = 256 * 1024;

/**
 * The save question the model's last reply put, if it did: "2" after "1) refactor 2) rewrite"
 * picks no scope. Where no transcript tells (none named, unreadable, a shape not known) and
 * `unknown` is set, the question as the hook puts it, unsure: a session that was shown it may
 * be answering it, and the command then comes with an if.
 */
function justAsked(transcriptPath: unknown, unknown: boolean): SaveQuestion | undefined {
  const lines = typeof transcriptPath === 'string' && transcriptPath !== '' ? readTailLines(transcriptPath, REPLY_TAIL_BYTES) : undefined;
  const reply = lines && lastReplyIn(lines);
  if (reply === undefined) return unknown ? UNSURE_ORDER : undefined;
  return saveQuestionIn(reply);
}
