/**
 * `text` without the UTF-8 byte order mark an editor on Windows may put at its start (Node
 * decodes it as one U+FEFF, which JSON.parse refuses as an unexpected token). Only the
 * parse reads past it: an edit is made to the text as read, so the mark stays where it was.
 */
export function withoutBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
