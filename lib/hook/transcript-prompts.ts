import { messagesFromEnd } from './transcript-last-reply.js';

/**
 * The user's own words in the last lines of a transcript (JSONL), for ranking a list made
 * with no prompt: the one SessionStart shows after compaction, which should hold what the
 * session was working on, not the memories newest on disk. The newest `count` prompts the
 * user typed, oldest first, and the summary compaction wrote, where the lines hold it.
 * Records Claude Code adds in the user's name are passed over: a slash command's echo and
 * output (`<command-name>…`, `<local-command-stdout>…`), meta records and tool results.
 */
export function recentPromptsIn(lines: readonly string[], count = 3): string[] {
  const prompts: string[] = [];
  let summary: string | undefined;
  for (const { record, message } of messagesFromEnd(lines)) {
    if (prompts.length >= count) break;
    if (record.isMeta === true || message.role !== 'user') continue;
    const text = message.text.trim();
    if (text === '' || text.startsWith('<command-') || text.startsWith('<local-command-')) continue;
    if (record.isCompactSummary === true) summary ??= text;
    else prompts.push(text);
  }
  return [...(summary === undefined ? [] : [summary]), ...prompts.reverse()];
}
