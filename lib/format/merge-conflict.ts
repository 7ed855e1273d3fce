/**
 * The lines git leaves in a file it could not merge: `<<<<<<< ours`, `=======`,
 * `>>>>>>> theirs`, each at the start of a line. A memory, a pin or a config file that a
 * `git pull` left so is named as such, not as the YAML or JSON mistake it also is.
 */
const OPEN = /^<{7}(?: |$)/m;
const CLOSE = /^>{7}(?: |$)/m;

/** The 1-based line of the first `<<<<<<<` marker in `text` that a `>>>>>>>` marker follows. */
export function conflictLine(text: string): number | undefined {
  const open = OPEN.exec(text);
  if (!open || !CLOSE.test(text.slice(open.index))) return undefined;
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < open.index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
