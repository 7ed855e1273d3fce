import { isAbsolute, resolve } from 'node:path';

/**
 * The files a shell command reads, as Codex and Claude Code name a shell call to their
 * PreToolUse hook (`tool_input.command`): the list tells Codex's model to read a memory with
 * `cat <path>`, and a model reads files so, or with `sed -n`, `head`, `grep`. Pure.
 *
 * Words are cut as a POSIX shell cuts them (quotes, backslashes), commands at a pipe, `;`,
 * `&`, a parenthesis or a new line. A command reads the files named after it when it is
 * one of READERS (its own name, or a path to it), braces expanded, or a git command that
 * prints a file or its changes (gitReadWords); a redirection `< file` reads its file
 * whatever the command; keywords (`{`, `if … then`) and the commands that run another
 * (`sudo`, `env`, `xargs` …) are passed over to it, and a `cd` moves the folder the words
 * after it are read from. A sed script or a grep pattern is a word like the rest: it names
 * no memory file, and the hook asks of each word whether it does. Not a shell: `$VAR` or
 * `$(…)` is taken as written, and so names no file (a shell's `-c` script is read as a
 * command line); a glob or a folder is left to the
 * caller (tool-file-path.ts). A command that writes or moves a memory (`git rm`, `mv`,
 * `sed -i`) reads none: a fix of a memory marked for a secret is never held back.
 */

/** Commands whose words after them are files they print, or print from. */
const READERS: ReadonlySet<string> = new Set([
  'cat',
  'tac',
  'head',
  'tail',
  'sed',
  'nl',
  'less',
  'more',
  'bat',
  'batcat',
  'grep',
  'egrep',
  'fgrep',
  'rg',
  'awk',
  'cut',
  'strings',
  'xxd',
  'od',
  'hexdump',
  'base64',
  'sort',
  'uniq',
  'diff',
  'jq',
  'paste',
  'pr',
  'fold',
  'fmt',
  'rev',
]);

/** Shells, whose `-c` script is read as a command line of its own (`bash -lc 'cat …'`). */
const SHELLS: ReadonlySet<string> = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh']);

/** Past this a command is not read: a hook must not stall on megabytes of text (a read names a few files). */
const MAX_COMMAND = 1024 * 1024;

/** Environment assignments before a command (`LC_ALL=C grep …`): not its name. */
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
/** Words a shell takes before a command, and commands that run the one after them: the command read is the next word. */
const BEFORE_COMMAND: ReadonlySet<string> = new Set(['{', '}', '!', 'if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', 'time']);
const RUNS_NEXT: ReadonlySet<string> = new Set(['sudo', 'env', 'command', 'builtin', 'exec', 'nice', 'nohup', 'xargs', 'stdbuf', 'timeout']);

/**
 * The files a shell command reads, each as written or, given the folder it runs in (`cwd`,
 * absolute), resolved against it and the `cd`s of the command before them: each reading
 * command's words but its options, and each `<` redirection's. Not globs or folders, which
 * the caller expands (it may look at the disk; this does not).
 */
export function shellReadPaths(command: string, cwd?: string): string[] {
  braceBudget = MAX_BRACE_WORK;
  return readPaths(command, cwd).map(unquotedBraces);
}

/** The characters brace expansion may go through for one command: past them a word is read as its glob (starred). */
const MAX_BRACE_WORK = 1 << 18;
let braceBudget = MAX_BRACE_WORK;

/**
 * Braces and commas a shell takes as they are (quoted, or after a backslash), held as
 * characters no command line holds while the words are cut, so that brace expansion leaves
 * them be; given back in every path read.
 */
const QUOTED: Readonly<Record<string, string>> = { '{': '\ue000', '}': '\ue001', ',': '\ue002' };
const quotedBraces = (text: string): string => text.replace(/[{},]/g, (c) => QUOTED[c] as string);
const unquotedBraces = (text: string): string => text.replace(/[\ue000-\ue002]/g, (c) => '{},'[c.charCodeAt(0) - 0xe000] as string);

function readPaths(command: string, cwd?: string): string[] {
  if (command.length > MAX_COMMAND) return [];
  const paths: string[] = [];
  let at = cwd;
  const place = (word: string) => (at !== undefined && !isAbsolute(word) ? resolve(at, word) : word);
  for (const { words, inputs } of simpleCommands(command)) {
    paths.push(...inputs.map(place));
    const [name, ...args] = commandWords(words);
    if (name === undefined) continue;
    // `cd DIR && cat x.md`: what follows reads from DIR
    if ((name === 'cd' || name === 'pushd') && args[0] !== undefined && args[0] !== '-')
      at = at === undefined && !isAbsolute(args[0]) ? undefined : place(args[0]);
    if (READERS.has(name) && !writesInPlace(name, args))
      paths.push(
        ...args
          .filter((word) => !word.startsWith('-'))
          .flatMap(braced)
          .map(place),
      );
    if (name === 'git') {
      const read = gitReadWords(args);
      // `git -C DIR show …`: its paths are DIR's
      const from = read?.dir === undefined ? place : (word: string) => (isAbsolute(word) ? word : resolve(place(read.dir as string), word));
      if (read !== undefined && (read.dir === undefined || at !== undefined || isAbsolute(read.dir))) paths.push(...read.words.flatMap(braced).map(from));
    }
    const script = SHELLS.has(name) ? scriptOf(args) : undefined;
    // the script as the shell it runs gets it: its braces are its own again
    if (script !== undefined) paths.push(...readPaths(unquotedBraces(script), at));
  }
  return paths;
}

/**
 * git subcommands that print a file's text or its changes (`git show HEAD:<path>`, `git diff
 * <path>`, `git log -p <path>`): their words but options, `REV:path` for its path. A path after
 * a colon is the repository top's, taken from the folder the command runs in, where a model
 * runs git most often; another word (a revision) names no memory.
 */
const GIT_READERS: ReadonlySet<string> = new Set(['show', 'diff', 'blame', 'annotate', 'grep', 'cat-file', 'log', 'whatchanged']);

/** git's own options that take the word after them (`git -C DIR`, `git --git-dir .git`). */
const GIT_OPTION_WORDS: ReadonlySet<string> = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--exec-path']);
/** A log's options that print the changes themselves: `-p`, `-u`, `-U<n>`, `--patch…`, `--unified…`, `-L…`, and a `-p` among others (`-1p`). */
const LOG_PATCH = /^(?:--patch.*|--unified.*|-L.*|-U\d*|-[a-zA-Z0-9]*[pu][a-zA-Z0-9]*)$/;

function gitReadWords(args: readonly string[]): { words: string[]; dir?: string } | undefined {
  let i = 0;
  let dir: string | undefined;
  while (args[i]?.startsWith('-')) {
    if (args[i] === '-C') dir = args[i + 1];
    if (GIT_OPTION_WORDS.has(args[i] as string)) i++;
    i++;
  }
  const sub = args[i];
  if (sub === undefined || !GIT_READERS.has(sub)) return undefined;
  const rest = args.slice(i + 1);
  // a log prints only messages, but with its patches
  if ((sub === 'log' || sub === 'whatchanged') && !rest.some((arg) => LOG_PATCH.test(arg))) return undefined;
  // `REV:path` (a revision may hold a `/`: origin/main), `:path` and `:0:path` (the index);
  // `-L1,9:path` and `-L:funcname:path`: the path after their last colon
  const pathOf = (word: string): string => {
    if (word.startsWith('-L')) return word.slice(word.lastIndexOf(':') + 1);
    if (word.startsWith(':')) return word.replace(/^:(?:[0-3]:)?/, '');
    return word.indexOf(':') > 0 ? word.slice(word.indexOf(':') + 1) : word;
  };
  const words = rest.filter((word) => !word.startsWith('-') || (word.startsWith('-L') && word.includes(':'))).map(pathOf);
  return { words: words.filter((word) => word !== ''), ...(dir === undefined ? {} : { dir }) };
}

/** The most words one brace expansion gives, and the longest word expanded: a memory folder's names, not a blow-up. */
const MAX_BRACED = 256;
const MAX_BRACED_WORD = 4096;

/**
 * A word as written (its braces may have been quoted) and as a shell expands its braces
 * (`{a,b}.md` → `a.md b.md`, nested too; `{1..3}`, `{a..c}`). Where the expansion would
 * give more than MAX_BRACED words, the word with each brace group read as `*`, a glob the
 * caller expands on disk: a read no list can name is still looked at.
 */
function braced(word: string): string[] {
  if (!word.includes('{')) return [word];
  if (word.length > MAX_BRACED_WORD || braceBudget < 0) return [word, starred(word)];
  const out = new Set([word]);
  const queue = [word];
  while (queue.length > 0) {
    const taken = queue.pop() as string;
    braceBudget -= taken.length;
    if (braceBudget < 0) return [word, starred(word)];
    const next = expandFirst(taken);
    for (const expanded of next) {
      if (out.has(expanded)) continue;
      if (out.size > MAX_BRACED) return [word, starred(word)];
      out.add(expanded);
      queue.push(expanded);
    }
  }
  return [...out];
}

/** The word with its first expanding brace group expanded, or none where it has none. One pass to pair the braces. */
function expandFirst(word: string): string[] {
  const open: number[] = [];
  const commas = new Map<number, number[]>();
  const groups: Array<{ from: number; to: number }> = [];
  for (let i = 0; i < word.length; i++) {
    const c = word[i];
    if (c === '{') open.push(i);
    else if (c === ',' && open.length > 0) commas.get(open[open.length - 1] as number)?.push(i) ?? commas.set(open[open.length - 1] as number, [i]);
    else if (c === '}' && open.length > 0) groups.push({ from: open.pop() as number, to: i });
  }
  let first: { from: number; to: number; parts: string[] } | undefined;
  for (const { from, to } of groups) {
    if (first !== undefined && from > first.from) continue;
    const inner = word.slice(from + 1, to);
    const cut = commas.get(from);
    const parts = cut === undefined ? sequence(inner) : [from, ...cut].map((at, n) => word.slice(at + 1, n < cut.length ? cut[n] : to));
    if (parts !== undefined) first = { from, to, parts };
  }
  if (first === undefined) return [];
  const { from, to, parts } = first;
  return parts.map((part) => `${word.slice(0, from)}${part}${word.slice(to + 1)}`);
}

/**
 * `1..3`, `01..10`, `1..9..2` or `a..c` as a shell expands it in braces (zero-padded where
 * an end is); undefined for anything else, or a range past MAX_BRACED words.
 */
function sequence(inner: string): string[] | undefined {
  const numbers = /^(-?\d{1,15})\.\.(-?\d{1,15})(?:\.\.(-?\d{1,15}))?$/.exec(inner);
  const letters = /^([a-zA-Z])\.\.([a-zA-Z])(?:\.\.(-?\d{1,15}))?$/.exec(inner);
  const found = numbers ?? letters;
  if (found === null) return undefined;
  const [, from = '', to = '', by] = found;
  const [a, b] = numbers ? [Number(from), Number(to)] : [from.charCodeAt(0), to.charCodeAt(0)];
  const step = Math.abs(Number(by ?? 1)) || 1;
  const count = Math.floor(Math.abs(b - a) / step) + 1;
  if (count > MAX_BRACED) return undefined;
  // `01..10`: every word as wide as the wider end
  const width = numbers && (/^-?0\d/.test(from) || /^-?0\d/.test(to)) ? Math.max(from.length, to.length) : 0;
  const sign = a <= b ? 1 : -1;
  return Array.from({ length: count }, (_, n) => {
    const at = a + sign * step * n;
    if (!numbers) return String.fromCharCode(at);
    const digits = String(Math.abs(at)).padStart(width - (at < 0 ? 1 : 0), '0');
    return at < 0 ? `-${digits}` : digits;
  });
}

/** The word with each outermost brace group read as `*`, in one pass; an unpaired brace stays. */
function starred(word: string): string {
  const open: number[] = [];
  const cuts: Array<[number, number]> = [];
  for (let i = 0; i < word.length; i++) {
    if (word[i] === '{') open.push(i);
    else if (word[i] === '}' && open.length > 0) {
      const from = open.pop() as number;
      if (open.length === 0) cuts.push([from, i]);
    }
  }
  let out = '';
  let at = 0;
  for (const [from, to] of cuts) {
    out += `${word.slice(at, from)}*`;
    at = to + 1;
  }
  return out + word.slice(at);
}

/** Options of a shell that take the word after them (`-o pipefail`, `--rcfile FILE`). */
const SHELL_OPTION_WORDS: ReadonlySet<string> = new Set(['-o', '+o', '-O', '+O', '--rcfile', '--init-file']);

/** A shell's `-c` script (`sh -c SCRIPT`, `bash -lc SCRIPT`): its first word that is no option nor an option's, where an option holds `c`. */
function scriptOf(args: readonly string[]): string | undefined {
  let runs = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (SHELL_OPTION_WORDS.has(arg)) i++;
    else if (/^[-+][a-zA-Z]+$/.test(arg)) runs ||= arg.includes('c');
    else if (!arg.startsWith('--')) return runs ? arg : undefined;
  }
  return undefined;
}

/** A simple command's name (its base name) and its words after it, past assignments, keywords and the commands that run it (`sudo`, `env`, `xargs` …) with their options. */
function commandWords(words: readonly string[]): string[] {
  let at = 0;
  for (;;) {
    const word = words[at];
    if (word === undefined) return [];
    const name = word.slice(word.lastIndexOf('/') + 1);
    if (ASSIGNMENT.test(word) || BEFORE_COMMAND.has(word)) at++;
    else if (RUNS_NEXT.has(name)) {
      at++;
      while (words[at]?.startsWith('-') || ASSIGNMENT.test(words[at] ?? '')) at++;
    } else return [name, ...words.slice(at + 1)];
  }
}

/** A reader that writes its file (`sed -i`, `awk -i inplace`, `sort -o`): a fix of a memory, never a read of one. */
function writesInPlace(name: string, args: readonly string[]): boolean {
  if (name === 'sed') return args.some((arg) => /^-[a-zA-Z]*i/.test(arg) || arg.startsWith('--in-place'));
  if (name === 'awk') return args.some((arg, i) => (arg === '-i' && args[i + 1] === 'inplace') || arg === '-iinplace');
  if (name === 'sort') return args.some((arg) => arg.startsWith('-o') || arg.startsWith('--output'));
  return false;
}

interface SimpleCommand {
  words: string[];
  /** the files its `<` redirections read */
  inputs: string[];
}

/** Cuts a command line into simple commands and their words, as a POSIX shell would, quotes and backslashes undone. */
function simpleCommands(line: string): SimpleCommand[] {
  const commands: SimpleCommand[] = [];
  let current: SimpleCommand = { words: [], inputs: [] };
  let word: string | undefined;
  // the next word is a redirection's: `<` reads it; `>` writes it, `<<<` is text, `<<` a here-document's delimiter
  let redirect: '<' | '>' | '<<<' | '<<' | undefined;
  // the delimiters of here-documents begun on this line: their text, from the next line on, is no command
  const heredocs: string[] = [];
  const endWord = () => {
    if (word === undefined) return;
    if (redirect === '<') current.inputs.push(word);
    else if (redirect === '<<') heredocs.push(word);
    else if (redirect === undefined) current.words.push(word);
    redirect = undefined;
    word = undefined;
  };
  const endCommand = () => {
    endWord();
    if (current.words.length > 0 || current.inputs.length > 0) commands.push(current);
    current = { words: [], inputs: [] };
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (c === '$' && line[i + 1] === '(') {
      // `$(…)` and `$((…))` as one word, as written: a `<<` inside is a shift, no here-document
      const end = closingParen(line, i + 1);
      word = (word ?? '') + line.slice(i, end + 1);
      i = end;
    } else if (c === "'") {
      const end = line.indexOf("'", i + 1);
      word = (word ?? '') + quotedBraces(line.slice(i + 1, end === -1 ? line.length : end));
      i = end === -1 ? line.length : end;
    } else if (c === '"') {
      let text = '';
      for (i++; i < line.length && line[i] !== '"'; i++) {
        // inside double quotes a backslash escapes only these
        if (line[i] === '\\' && i + 1 < line.length && '"\\$`\n'.includes(line[i + 1] as string)) i++;
        text += line[i];
      }
      word = (word ?? '') + quotedBraces(text);
    } else if (c === '\\') {
      if (line[i + 1] !== '\n') word = (word ?? '') + quotedBraces(line[i + 1] ?? '');
      i++;
    } else if (c === ' ' || c === '\t') {
      endWord();
    } else if (c === '<' || c === '>') {
      // `2>file`: the descriptor's digits are no word of the command
      if (word !== undefined && /^\d+$/.test(word)) word = undefined;
      endWord();
      let run = 1;
      // `>>`, `<<`, `<<<`, `<<-`, `>&2`, `<&0`: the rest of the operator
      while (line[i + 1] === c || line[i + 1] === '&' || (c === '<' && run === 2 && line[i + 1] === '-')) {
        if (line[i + 1] === c) run++;
        i++;
      }
      redirect = c === '>' ? '>' : run === 1 ? '<' : run === 2 ? '<<' : '<<<';
    } else if (c === '\n' && heredocs.length > 0) {
      endCommand();
      i = pastHeredocs(line, i + 1, heredocs.splice(0)) - 1;
    } else if ('|;&()\n'.includes(c)) {
      endCommand();
    } else {
      word = (word ?? '') + c;
    }
  }
  endCommand();
  return commands;
}

/** Where the parenthesis opened at `open` closes (nested ones counted), or the line's end. */
function closingParen(line: string, open: number): number {
  let depth = 0;
  for (let i = open; i < line.length; i++) {
    if (line[i] === '(') depth++;
    else if (line[i] === ')' && --depth === 0) return i;
  }
  return line.length - 1;
}

/** Where the line after the here-documents that start at `from` ends: past each one's delimiter line (leading tabs allowed, as `<<-` strips them). */
function pastHeredocs(line: string, from: number, delimiters: readonly string[]): number {
  let at = from;
  for (const delimiter of delimiters) {
    for (;;) {
      const end = line.indexOf('\n', at);
      const text = line.slice(at, end === -1 ? line.length : end);
      at = end === -1 ? line.length : end + 1;
      if (text.replace(/^\t+/, '') === delimiter || end === -1) break;
    }
  }
  return at;
}
