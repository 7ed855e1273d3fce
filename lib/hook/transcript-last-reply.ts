/**
 * The model's last words in a conversation's transcript (JSONL), pure: whether a bare "2"
 * answers the save question depends on what the user was just asked. Claude Code 2.1.328
 * writes each assistant message as `{type: "assistant", message: {role, content: [{type:
 * "text", text}, …]}}`; Codex writes `{type: "response_item", payload: {role, content:
 * [{type: "output_text", text}, …]}}`. The transcript is the client's own file, not an
 * interface: a record of another shape is passed over.
 */

import { isRecord } from '../is-record.js';

const TEXT_BLOCKS: ReadonlySet<unknown> = new Set(['text', 'output_text']);

/** A message record's role and its text, or undefined for a record that holds no message. */
function messageOf(record: Record<string, unknown>): { role: unknown; text: string } | undefined {
  const message = isRecord(record.message) ? record.message : isRecord(record.payload) ? record.payload : undefined;
  if (!message || typeof message.role !== 'string') return undefined;
  const { content } = message;
  if (typeof content === 'string') return { role: message.role, text: content };
  if (!Array.isArray(content)) return { role: message.role, text: '' };
  const texts = content.filter((block) => isRecord(block) && TEXT_BLOCKS.has(block.type) && typeof block.text === 'string');
  return { role: message.role, text: texts.map((block) => block.text).join('\n') };
}

/**
 * Each message record of the lines, newest first, with its role and text: lines that are no
 * JSON or hold no message are passed over. For the readers of a transcript's end.
 */
export function* messagesFromEnd(lines: readonly string[]): Generator<{ record: Record<string, unknown>; message: { role: unknown; text: string } }> {
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] as string;
    // most records are tool output, progress or metadata; only these can be a message
    if (!line.includes('"role"')) continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    const message = isRecord(record) ? messageOf(record) : undefined;
    if (message) yield { record: record as Record<string, unknown>, message };
  }
}

/**
 * The text of the last assistant message that has any, newest lines last; '' when the lines
 * hold messages but none from the assistant with text (a conversation just begun), and
 * undefined when they hold no message this reader knows: nothing is known then.
 */
export function lastReplyIn(lines: readonly string[]): string | undefined {
  let known = false;
  for (const { message } of messagesFromEnd(lines)) {
    known = true;
    if (message.role === 'assistant' && message.text.trim() !== '') return message.text;
  }
  return known ? '' : undefined;
}

/**
 * Does a reply put the save question: the choices numbered, and words of the scopes as
 * the guidance and the list write them (`1) _global (all projects in this workspace) 2) app (this
 * project)`, `[공통]`), or close to them ("2. This project"). A menu of anything else
 * ("1) refactor 2) rewrite", "1) globally with git config --global 2) only this repo",
 * "1) a config for this project 2) one for all projects") does not make a bare number a save.
 */
export function asksSaveScope(reply: string): boolean {
  return (
    /(?:^|[\s*(])1\s*[).:]/.test(reply) &&
    /(?:^|[\s*(])2\s*[).:]/.test(reply) &&
    /_global|공통|this project|every project|all projects|이\s*프로젝트|모든\s*프로젝트/i.test(reply) &&
    // a menu of where to do something for the project or all of them ("1) a config only for
    // this project 2) a shared one for all projects") is no save question
    /save|memor|저장(?!소)|기억|메모리/i.test(reply)
  );
}
