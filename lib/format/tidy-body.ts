/**
 * A body as a save writes it: LF line ends, no blank lines before the text, exactly one
 * trailing newline; an empty body stays empty. What a session's body stamp passes over
 * too (lib/index/body-stamp.ts), so that tidying is no edit.
 */
export function normalizeBody(body: string): string {
  const text = body.replace(/\r\n?/g, '\n').replace(/^\n+/, '').trimEnd();
  return text === '' ? '' : `${text}\n`;
}
