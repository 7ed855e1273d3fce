/**
 * The model's last words in a conversation's transcript (JSONL), pure: whether a bare "2"
 * answers the save question depends on what the user was just asked. Claude Code 2.1.328
 * writes each assistant message as `{type: "assistant", message: {role, content: [{type:
 * "text", text}, …]}}`; Codex writes `{type: "response_item", payload: {role, content:
 * [{type: "output_text", text}, …]}}`; Gemini CLI 0.61.0 `{type: "user" | "gemini", content:
 * string | [{text}, …]}`, and a `{$set: {messages: […]}}` that writes several at once. The
 * transcript is the client's own file, not an interface: a record of another shape is passed over.
 */

import { isRecord } from '../is-record.js';
import { MACHINE_MEMORY_WORDS } from './machine-memory.js';

const TEXT_BLOCKS: ReadonlySet<unknown> = new Set(['text', 'output_text']);

/** Gemini's record types that are messages, as the roles the others write */
const GEMINI_ROLES: ReadonlyMap<unknown, string> = new Map([
  ['user', 'user'],
  ['gemini', 'assistant'],
]);
/** what Gemini adds to the user's message, its own session context and what hooks said: no words of the user's */
const ADDED_CONTEXT = /^<(?:hook|session)_context>/;

/** A message record's role and its text, or undefined for a record that holds no message. */
function messageOf(record: Record<string, unknown>): { role: unknown; text: string } | undefined {
  const message = isRecord(record.message) ? record.message : isRecord(record.payload) ? record.payload : undefined;
  if (!message) {
    const role = GEMINI_ROLES.get(record.type);
    return role === undefined ? undefined : { role, text: textOf(record.content, (block) => !ADDED_CONTEXT.test(block.text)) };
  }
  if (typeof message.role !== 'string') return undefined;
  return { role: message.role, text: textOf(message.content, (block) => TEXT_BLOCKS.has(block.type)) };
}

type TextBlock = Record<string, unknown> & { text: string };

/** A message's content as text: itself, or its text blocks `kept` joined by line breaks. */
function textOf(content: unknown, kept: (block: TextBlock) => boolean): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  const isText = (block: unknown): block is TextBlock => isRecord(block) && typeof block.text === 'string';
  return content
    .filter((block): block is TextBlock => isText(block) && kept(block))
    .map((block) => block.text)
    .join('\n');
}

/** The messages a Gemini `$set` line writes at once, or undefined for any other record. */
function setMessages(record: Record<string, unknown>): unknown[] | undefined {
  return isRecord(record.$set) && Array.isArray(record.$set.messages) ? record.$set.messages : undefined;
}

/**
 * Each message record of the lines, newest first, with its role and text: lines that are no
 * JSON or hold no message are passed over. For the readers of a transcript's end.
 */
export function* messagesFromEnd(lines: readonly string[]): Generator<{ record: Record<string, unknown>; message: { role: unknown; text: string } }> {
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] as string;
    // most records are tool output, progress or metadata; only these can be a message
    if (!line.includes('"role"') && !line.includes('"type":"gemini"') && !line.includes('"type":"user"')) continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isRecord(record)) continue;
    for (const one of [...(setMessages(record) ?? [record])].reverse()) {
      const message = isRecord(one) ? messageOf(one) : undefined;
      if (message) yield { record: one as Record<string, unknown>, message };
    }
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

/** A scope as the save question numbers it: 1 global, 2 this project, 3 don't save. */
type ScopePick = 1 | 2 | 3;

/** The save question a reply put, read for what its choices stand for. */
export interface SaveQuestion {
  /** the scope the reply's choice `n` stands for: its own order, which a model may change */
  pick(n: ScopePick): ScopePick | undefined;
  /** the scope a choice's own name picks ("shop", "_global"), as the reply offers it */
  named(name: string): ScopePick | undefined;
  /** no transcript said whether the question was put: a bare "2" may answer another one */
  unsure?: true;
}

/** Where the save question is not known to have been put in another order: the hook's own. */
export const HOOK_ORDER: SaveQuestion = { pick: (n) => n, named: () => undefined };

/** Where no transcript tells what the model last asked: the hook's order, said as an if. */
export const UNSURE_ORDER: SaveQuestion = { ...HOOK_ORDER, unsure: true };

/**
 * Does a reply put the save question: the choices numbered, and words of the scopes as
 * the guidance and the list write them (`1) _global (all projects in this workspace) 2) app (this
 * project)`, `[공통]`), or close to them ("2. This project"), and memory named as where it
 * goes. A menu of anything else ("1) refactor 2) rewrite", "1) globally with git config
 * --global 2) only this repo", "1) a config for this project 2) one for all projects", a
 * build "out of memory" fixed in "1) this project 2) the template all projects use") does not
 * make a bare number a save.
 */
function asksSaveScope(reply: string): boolean {
  return (
    /_global|공통|글로벌|\bglobal|this project|every project|all projects|이\s*프로젝트|현재\s*프로젝트|모든\s*프로젝트/i.test(reply) &&
    (reply.includes('_global') || MEMORY_SAVE.test(reply))
  );
}

/**
 * Memory as a place to save to, not the machine's: "save this to memory", "memory에
 * 저장할까요", "기억해 둘까요"; not "out of memory", "memory usage", "메모리 부족".
 */
const MEMORY_SAVE = new RegExp(
  `(?<!out\\s+of\\s+)\\bmemor(?:y|ies)\\b(?!\\s*${MACHINE_MEMORY_WORDS})|메모리(?!\\s*(?:부족|사용량|누수|제한|초과|설정|크기))|기억`,
  'i',
);

const SAVE_WORD = /\bsave\b|저장/i;
/** Something other than a note to save: a file, a setting, a key, a result. */
const OTHER_THING =
  /\b(?:file|config(?:uration)?|settings?|keys?|tokens?|passwords?|secrets?|results?|reports?|logs?|credentials?|snippets?|scripts?|images?|data|env|output|draft|changes)\b|파일|설정|키|토큰|비밀번호|결과|보고서|로그|스크립트|데이터|이미지|변경/i;

/**
 * The text that asks the question a list answers: the list's paragraph, or the one before it
 * where the list stands in a paragraph of its own. A save question earlier in the reply is not
 * the one "1" answers after "Next, which should I do? 1) open a PR 2) keep working locally".
 */
function questionOf(reply: string, listStart: number): string {
  const ownStart = reply.lastIndexOf('\n\n', listStart);
  const from = ownStart === -1 || reply.slice(ownStart, listStart).trim() !== '' ? ownStart : reply.lastIndexOf('\n\n', ownStart - 1);
  return reply.slice(Math.max(0, from));
}

/** The save question in `reply`, read for its order, or undefined where it put none. */
export function saveQuestionIn(reply: string): SaveQuestion | undefined {
  const list = choicesIn(reply);
  if (list === undefined) return undefined;
  const { options } = list;
  const meanings = completed(options.map((text) => (text === undefined ? undefined : optionMeaning(text))));
  // "어디에 저장할까요? 1) 전체 공통 2) 이 프로젝트 3) 저장 안 함": a save with a choice not to, which names
  // no memory, and nothing else to save ("Where should I save the config file? … 3) Don't save" is a file's)
  const question = questionOf(reply, list.start);
  const hookShaped = meanings[2] === 3 && meanings[0] !== meanings[1] && SAVE_WORD.test(question) && !OTHER_THING.test(question);
  if (!asksSaveScope(question) && !hookShaped) return undefined;
  const names = options.map((text) =>
    text
      ?.trim()
      .replace(/^[*`]+/, '')
      .match(/^[^\s()*`,;:]+/)?.[0]
      ?.toLowerCase(),
  );
  // two choices read as one scope: the order is not known, and no number picks
  const clear = meanings.filter((m) => m !== undefined);
  if (new Set(clear).size !== clear.length) return { pick: () => undefined, named: () => undefined };
  return {
    // a choice the reply words unclearly keeps the hook's order
    pick: (n) => meanings[n - 1] ?? n,
    named: (name) => {
      const at = names.indexOf(name.toLowerCase());
      // a word two choices start with ("Yes, this project" / "Yes, all projects") picks neither
      if (at === -1 || names.lastIndexOf(name.toLowerCase()) !== at) return undefined;
      return meanings[at] ?? ((at + 1) as ScopePick);
    },
  };
}

/** A choice's number as a list writes it: `2)`, `2.` (not `2.4s`), `2:`, `2번:`, at a word's start. */
const marker = (n: ScopePick): RegExp => new RegExp(`(?:^|[\\s*(])${n}\\s*(?:번\\s*)?(?:\\)|\\.(?!\\d)|:)`, 'g');

/**
 * The scopes of the first two choices where the reply words one and not the other
 * (`1) shop 2) _global`): the other is the other scope, unless it says not to save.
 */
function completed(meanings: Array<ScopePick | undefined>): Array<ScopePick | undefined> {
  const [one, two] = meanings;
  if (one !== undefined && two === undefined && one !== 3) return [one, one === 1 ? 2 : 1, ...meanings.slice(2)];
  if (two !== undefined && one === undefined && two !== 3) return [two === 1 ? 2 : 1, two, ...meanings.slice(2)];
  return meanings;
}

/** How far apart two choices may be: a choice is a line or a clause, not a paragraph. */
const CHOICE_MAX = 300;

/**
 * The words of the reply's last list of choices 1, 2 and maybe 3 (a summary's numbered list
 * before the question is not it): each to the next choice, its line's end, or 120 characters.
 */
function choicesIn(reply: string): { options: [string, string, string | undefined]; start: number } | undefined {
  const ones = [...reply.matchAll(marker(1))];
  // looked for in the next CHOICE_MAX characters only: a reply of many `1)` stays linear
  const after = (n: ScopePick, from: number) => {
    const match = marker(n).exec(reply.slice(Math.max(0, from - 1), from + CHOICE_MAX));
    if (!match) return undefined;
    const at = Math.max(0, from - 1) + match.index;
    return { at, end: at + match[0].length };
  };
  const words = (from: number, to?: number) => {
    const text = reply.slice(from, to);
    const end = text.indexOf('\n');
    return (end === -1 ? text : text.slice(0, end)).slice(0, 120);
  };
  for (let i = ones.length - 1; i >= 0; i--) {
    const one = ones[i] as RegExpMatchArray;
    const from = (one.index ?? 0) + one[0].length;
    const two = after(2, from);
    if (!two) continue;
    const three = after(3, two.end);
    return { options: [words(from, two.at), words(two.end, three?.at), three ? words(three.end) : undefined], start: one.index ?? 0 };
  }
  return undefined;
}

/** What a choice's words stand for, where they say one thing only: a scope, or not saving at all. */
function optionMeaning(text: string): ScopePick | undefined {
  const global = /_global|\bglobal|글로벌|공통|전역|전체|every\s+project|all\s+projects|모든\s*프로젝트/i.test(text);
  const project =
    /this\s+project|this\s+repo|\brepo(?:sitory)?\b|project\s+only|only\s+this|project[- ]level|project\s+scope|\blocal|이\s*프로젝트|현재\s*프로젝트|프로젝트\s*(?:에만|전용|만)|이\s*저장소|^[\s*_`]*(?:레포|저장소)/i.test(
      text,
    );
  if (global !== project) return global ? 1 : 2;
  // not saving, said as the choice's first words ("3) don't save", "3) No"): a key may hold "no" or "skip"
  if (/^[\s*_`]*(?:no\b|nowhere\b|skip\b|none\b|don'?t\b|do not\b|not\b|저장\s*안|안\s*함|저장하지)/i.test(text)) return 3;
  return undefined;
}
