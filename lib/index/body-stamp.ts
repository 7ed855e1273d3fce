import { nodeBuiltin } from '../io/node-builtin.js';

const isSpace = (b: number | undefined) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;

/**
 * What a session keeps of a memory's body to tell, on a later prompt, that it was
 * rewritten (lib/hook/session-delta.ts): a digest of its bytes, `bytes[from..]`, less
 * what tidying changes (lib/format/tidy-body.ts normalizeBody): the CR of CRLF line
 * ends, blank lines before the text, white space after it. So a checkout, `touch`, an
 * editor's CRLF or `save --update` tidying the ends is no edit, and a fix that keeps the
 * length (a port 5432 → 5433) is one. A file longer than what was read (past 256 KB,
 * what the secret check reads: `bytes.length < size`) is told by what was read and its size.
 *
 * A native digest: a first run reads every file, and sha1 there costs about 5 ms per
 * 1,000 memories of 0.5–8 KB where a byte loop in JavaScript cost 7–20 ms. `h` and base
 * 36: never a plain number, as the weights kept by sessions of an older version were.
 */
export function bodyStamp(bytes: Buffer, from: number, size: number): string {
  let start = from;
  while (start < bytes.length && (bytes[start] === 0x0a || bytes[start] === 0x0d)) start++;
  let end = bytes.length;
  if (bytes.length === size) while (end > start && isSpace(bytes[end - 1])) end--;
  let body = bytes.subarray(start, end);
  // CRLF or a lone CR: the same digest as the LF text a save makes of it (a copy, for such files only)
  if (body.indexOf(0x0d) !== -1) body = Buffer.from(body.toString('latin1').replace(/\r\n?/g, '\n'), 'latin1');
  const crypto = nodeBuiltin<typeof import('node:crypto')>('node:crypto');
  // the rest of a longer file is told by its size; crypto.hash, one call, where Node has it (20.12+)
  const digest =
    bytes.length < size || typeof crypto.hash !== 'function'
      ? crypto
          .createHash('sha1')
          .update(body)
          .update(`\n${size - from}`)
          .digest()
      : crypto.hash('sha1', body, 'buffer');
  return `h${digest.readUInt32LE(0).toString(36)}`;
}
