import { HOOK_ENV_PREFIX } from './hook-specs.js';

/** Characters a bare word may hold that /bin/sh takes literally: no operators, quotes, globs, `~`, `#`, braces. */
const PLAIN = /^[A-Za-z0-9_@%+=:,./\u0080-\uFFFF-]$/;
const NAME = /^[A-Za-z_]\w*/;
/** What /bin/sh would split an unquoted expansion at (default IFS) or expand as a glob. */
const SPLITS = /[ \t\n*?[]/;

/**
 * The script a `node <script>` hook command runs, read the way /bin/sh (dash) reads that one
 * word, or undefined when the command is anything more than `[guard] [NAME=[value] …] node <word> [client]`:
 * another word, an operator (`;` `&` `|` `<` `>` `(`), a command substitution, a glob, a newline.
 * The one word allowed after the script names the client the hook speaks to (`codex`,
 * `gemini`), as install writes it for those.
 * Quoting: single quotes (with the '\'' escape our installer writes), double quotes with
 * $VAR / ${VAR}, backslash escapes; an unquoted $VAR whose value sh would split or glob is
 * refused. Leading `NAME=` assignments are allowed for the names install's commands empty,
 * written empty, and with a value of one word for a PROJECT_MEMORY_ setting. Whatever this cannot read with certainty is not ours to judge, or to run.
 */
export function nodeScriptOf(command: string, env: Record<string, string | undefined>): string | undefined {
  return nodeCommandOf(command, env)?.script;
}

/** The client word a hook command may end with; anything else after the script is refused. */
const CLIENT_WORD = /[ \t]+(claude|codex|gemini)$/;

/**
 * The test install puts in front of Claude Code's commands (lib/settings/hook-specs.ts):
 * `[ ! -f <word> ] || `. The shortest word before `] ||` is taken; one that holds those
 * characters inside quotes then fails to read, and the command is not ours.
 */
const GUARD = /^[ \t]*\[[ \t]+![ \t]+-f[ \t]+([^\n]+?)[ \t]+\][ \t]*\|\|[ \t]*/;

/**
 * nodeScriptOf, with the names the command empties before node starts (`NODE_OPTIONS= …`),
 * the client word after the script, and whether a test for the script's file comes first
 * (then a missing file exits 0 instead of failing). The test must name the very file node runs.
 */
export function nodeCommandOf(
  command: string,
  env: Record<string, string | undefined>,
): { cleared: string[]; script: string; client: string | undefined; guarded: boolean } | undefined {
  const guard = GUARD.exec(command);
  let run = guard ? command.slice(guard[0].length) : command;
  const cleared: string[] = [];
  // `NAME= ` as install writes them, and one of our own settings a user put in front
  // (PROJECT_MEMORY_LANG=ko): the hook is the same; only the emptied names tell an install's
  // command from an older one. Any other value (PATH, NODE_OPTIONS=--require …, LD_PRELOAD)
  // changes what runs: such a command is not ours to trust or to run
  for (let assigned = ASSIGNMENT.exec(run); assigned; assigned = ASSIGNMENT.exec(run)) {
    const name = assigned[1] as string;
    const start = assigned[0].length;
    const end = wordEnd(run, start);
    const word = end === undefined ? undefined : run.slice(start, end);
    const value = word === undefined ? undefined : scriptWord(word, env);
    if (value === undefined) return undefined;
    // emptied as install empties them, written empty (`PATH=` makes sh look for ./node;
    // `X=$UNSET` reads empty here and may not be where the hook runs); or a setting of ours
    const emptied = CLEARED_BY_INSTALL.has(name) && /^(?:''|"")?$/.test(word as string);
    if (!emptied && !OWN_SETTING.test(name)) return undefined;
    if (emptied) cleared.push(name);
    run = run.slice(end);
  }
  const match = /^[ \t]*node[ \t]+([^\n]+?)[ \t]*$/.exec(run);
  if (!match) return undefined;
  const rest = match[1] as string;
  const client = CLIENT_WORD.exec(rest);
  const script = scriptWord(client ? rest.slice(0, client.index) : rest, env);
  if (script === undefined) return undefined;
  if (guard && scriptWord(guard[1] as string, env) !== script) return undefined;
  return { cleared, script, client: client?.[1], guarded: guard !== null };
}

const ASSIGNMENT = /^[ \t]*([A-Za-z_]\w*)=/;
/** The names install's commands empty in front of node (lib/settings/hook-specs.ts HOOK_ENV_PREFIX). */
const CLEARED_BY_INSTALL: ReadonlySet<string> = new Set(HOOK_ENV_PREFIX.split(/=\s*/).filter(Boolean));
/** The variables of ours a value may be given in front of the hook: not the state folder, where doctor's sample run keeps its own. */
const OWN_SETTING = /^PROJECT_MEMORY_(?!STATE_DIR$)[A-Z_]+$/;

/** Where the shell word starting at `from` ends (the first blank outside quotes), or undefined where a quote never closes or a newline comes first. */
function wordEnd(text: string, from: number): number | undefined {
  let i = from;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === ' ' || ch === '\t') return i;
    if (ch === '\n') return undefined;
    if (ch === '\\') i += 2;
    else if (ch === "'" || ch === '"') {
      const close = ch === "'" ? text.indexOf("'", i + 1) : closingDoubleQuote(text, i + 1);
      if (close < 0) return undefined;
      i = close + 1;
    } else i++;
  }
  return i;
}

function closingDoubleQuote(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i;
  }
  return -1;
}

function scriptWord(word: string, env: Record<string, string | undefined>): string | undefined {
  let out = '';
  let i = 0;
  while (i < word.length) {
    const ch = word[i] as string;
    if (ch === "'") {
      const end = word.indexOf("'", i + 1);
      if (end < 0) return undefined;
      out += word.slice(i + 1, end);
      i = end + 1;
    } else if (ch === '"') {
      const read = doubleQuoted(word, i + 1, env);
      if (!read) return undefined;
      out += read.text;
      i = read.end + 1;
    } else if (ch === '\\') {
      if (i + 1 >= word.length) return undefined;
      out += word[i + 1];
      i += 2;
    } else if (ch === '$') {
      const read = variable(word, i + 1, env);
      if (!read || SPLITS.test(read.text)) return undefined;
      out += read.text;
      i = read.end;
    } else if (PLAIN.test(ch)) {
      out += ch;
      i++;
    } else {
      return undefined; // whitespace (a second word), an operator, a glob, a backquote …
    }
  }
  return out;
}

/** The text of a "…" starting at `from` (after the quote), and where its closing quote is. */
function doubleQuoted(word: string, from: number, env: Record<string, string | undefined>): { text: string; end: number } | undefined {
  let text = '';
  let i = from;
  while (i < word.length) {
    const ch = word[i] as string;
    if (ch === '"') return { text, end: i };
    if (ch === '`') return undefined;
    if (ch === '\\') {
      const next = word[i + 1];
      if (next === undefined) return undefined;
      // inside double quotes a backslash escapes only these; before anything else it stays
      text += '$`"\\'.includes(next) ? next : `\\${next}`;
      i += 2;
    } else if (ch === '$') {
      const read = variable(word, i + 1, env);
      if (!read) return undefined;
      text += read.text;
      i = read.end;
    } else {
      text += ch;
      i++;
    }
  }
  return undefined;
}

/** `$NAME` or `${NAME}` after the `$` at `from - 1`; any other expansion ($(…), $1, ${X:-y}) is refused. */
function variable(word: string, from: number, env: Record<string, string | undefined>): { text: string; end: number } | undefined {
  const braced = word[from] === '{';
  const name = NAME.exec(word.slice(braced ? from + 1 : from))?.[0];
  if (!name) return undefined;
  let end = from + (braced ? 1 : 0) + name.length;
  if (braced) {
    if (word[end] !== '}') return undefined;
    end++;
  }
  return { text: env[name] ?? '', end };
}
