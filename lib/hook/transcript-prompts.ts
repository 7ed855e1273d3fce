import { isRecord } from '../is-record.js';
import { messageOf } from './transcript-last-reply.js';

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
  for (let i = lines.length - 1; i >= 0 && prompts.length < count; i--) {
    const line = lines[i] as string;
    if (!line.includes('"user"')) continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isRecord(record) || record.isMeta === true) continue;
    const message = messageOf(record);
    if (message?.role !== 'user') continue;
    const text = message.text.trim();
    if (text === '' || text.startsWith('<command-') || text.startsWith('<local-command-')) continue;
    if (record.isCompactSummary === true) summary ??= text;
    else prompts.push(text);
  }
  return [...(summary === undefined ? [] : [summary]), ...prompts.reverse()];
}
