/**
 * The script a `node <script>` hook command runs, read the way /bin/sh would read that
 * one word: single quotes (with the '\'' escape our installer writes), double quotes with
 * $VAR / ${VAR} expansion, or a bare word. Leading `NAME=` assignments without a value
 * (as in the commands install writes) are allowed. Anything more elaborate is not ours
 * to judge.
 */
export function nodeScriptOf(command: string, env: Record<string, string | undefined>): string | undefined {
  const match = /^\s*(?:[A-Za-z_]\w*=\s+)*node\s+(.+?)\s*$/.exec(command);
  if (!match) return undefined;
  const word = match[1] as string;
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
      const end = word.indexOf('"', i + 1);
      if (end < 0) return undefined;
      out += expand(word.slice(i + 1, end), env);
      i = end + 1;
    } else if (ch === '\\' && i + 1 < word.length) {
      out += word[i + 1];
      i += 2;
    } else if (/\s/.test(ch)) {
      return undefined; // more than one argument
    } else {
      const next = word.slice(i).search(/['"\\\s]/);
      const end = next < 0 ? word.length : i + next;
      out += expand(word.slice(i, end), env);
      i = end;
    }
  }
  return out;
}

function expand(text: string, env: Record<string, string | undefined>): string {
  return text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_all, braced: string | undefined, bare: string | undefined) => env[(braced ?? bare) as string] ?? '');
}
