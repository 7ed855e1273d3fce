/**
 * The files a shell command reads, as Codex names a shell call to its PreToolUse hook
 * (`tool_input.command`): the list tells Codex's model to read a memory with `cat <path>`,
 * and it reads files so, or with `sed -n`, `head`, `grep`. Pure.
 *
 * Words are cut as a POSIX shell cuts them (quotes, backslashes), commands at a pipe, `;`,
 * `&`, a parenthesis or a new line. A command reads the files named after it when it is
 * one of READERS (its own name, or a path to it); a redirection `< file` reads its file
 * whatever the command. Options, a sed script or a grep pattern are words like the rest:
 * they name no memory file, and the hook asks of each word whether it does. Not a shell:
 * `$VAR`, a glob or `$(…)` is taken as written, and so names no file. A command that
 * writes or moves a memory (`git rm`, `mv`) reads none: a fix of a memory marked for a
 * secret is never held back.
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
]);

/** Past these, a command's words are not looked at: a read names a few files, and a hook must not stall on a megabyte of text. */
const MAX_COMMAND = 64 * 1024;
const MAX_PATHS = 64;

/** Environment assignments before a command (`LC_ALL=C grep …`): not its name. */
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/** The words a shell command reads files by: each command's, and each redirection's. */
export function shellReadPaths(command: string): string[] {
  if (command.length > MAX_COMMAND) return [];
  const paths: string[] = [];
  for (const { words, inputs } of simpleCommands(command)) {
    paths.push(...inputs);
    const at = words.findIndex((word) => !ASSIGNMENT.test(word));
    const name = at === -1 ? undefined : words[at]?.split('/').pop();
    if (name !== undefined && READERS.has(name)) paths.push(...words.slice(at + 1).filter((word) => !word.startsWith('-')));
    if (paths.length >= MAX_PATHS) break;
  }
  return paths.slice(0, MAX_PATHS);
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
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      word = (word ?? '') + line.slice(i + 1, end === -1 ? line.length : end);
      i = end === -1 ? line.length : end;
    } else if (c === '"') {
      let text = '';
      for (i++; i < line.length && line[i] !== '"'; i++) {
        // inside double quotes a backslash escapes only these
        if (line[i] === '\\' && i + 1 < line.length && '"\\$`\n'.includes(line[i + 1] as string)) i++;
        text += line[i];
      }
      word = (word ?? '') + text;
    } else if (c === '\\') {
      if (line[i + 1] !== '\n') word = (word ?? '') + (line[i + 1] ?? '');
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
