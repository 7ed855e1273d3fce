/**
 * The line end a memory file is written with: CRLF when its first line ends so (an editor
 * on Windows, `core.autocrlf`), else LF. verify reads it the same way (set-fields.ts). A
 * rewrite keeps it: every line of a CRLF file changed to LF is every line in `git diff`.
 */
export function lineEndOf(text: string): '\r\n' | '\n' {
  const at = text.indexOf('\n');
  return at > 0 && text[at - 1] === '\r' ? '\r\n' : '\n';
}

/** Text with LF line ends, with `eol` ones instead. */
export function withLineEnds(text: string, eol: '\r\n' | '\n'): string {
  return eol === '\n' ? text : text.replace(/\n/g, '\r\n');
}
