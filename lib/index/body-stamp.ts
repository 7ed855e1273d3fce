const isSpace = (b: number | undefined) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;

/**
 * What a session keeps of a memory's body to tell, on a later prompt, that it was
 * rewritten (lib/hook/session-delta.ts): a digest of its bytes, `bytes[from..]`, less
 * what tidying changes (lib/format/tidy-body.ts normalizeBody): CR line ends, blank lines
 * before the text, white space after it. So a checkout, `touch`, an editor's CRLF or
 * `save --update` tidying the ends is no edit, and a fix that keeps the length (a port
 * 5432 → 5433) is one. A file longer than what was read (past 256 KB, what the secret
 * check reads: `bytes.length < size`) is told by what was read and its size.
 *
 * 32 bits, four bytes a step: change detection, not a guard against someone who wants a
 * collision. Big-endian machines would read other words: a cache is per machine. node:crypto's sha1 cost a prompt that read one changed file 2-3 ms to load
 * the module; a byte-by-byte loop, about 1 ms for a 4 KB body before the JIT warms up.
 * `h` and base 36: never a plain number, as the weights kept by older versions were.
 */
export function bodyStamp(bytes: Buffer, from: number, size: number): string {
  let start = from;
  while (start < bytes.length && (bytes[start] === 0x0a || bytes[start] === 0x0d)) start++;
  let end = bytes.length;
  if (bytes.length === size) while (end > start && isSpace(bytes[end - 1])) end--;
  let body = bytes.subarray(start, end);
  // CRLF or a lone CR: the same digest as the LF text a save makes of it (a copy, for such files only)
  if (body.indexOf(0x0d) !== -1) body = Buffer.from(body.toString('latin1').replace(/\r\n?/g, '\n'), 'latin1');
  let hash = digest(body);
  if (bytes.length < size) hash = Math.imul(hash ^ (size - from), 0x01000193) >>> 0;
  return `h${hash.toString(36)}`;
}

/**
 * FNV-1a's steps over the body's little-endian 32-bit words, counted from its first byte
 * (read through a word view where the body starts on a 4-byte boundary, else put together
 * from its bytes: the same words), then its last bytes one by one, then a final mix.
 */
function digest(body: Buffer): number {
  let hash = 0x811c9dc5 ^ body.length;
  const words = body.length >> 2;
  if (body.byteOffset % 4 === 0) {
    const view = new Int32Array(body.buffer, body.byteOffset, words);
    for (let w = 0; w < words; w++) hash = Math.imul(hash ^ (view[w] as number), 0x01000193);
  } else {
    for (let i = 0; i < words * 4; i += 4) {
      const word = (body[i] as number) | ((body[i + 1] as number) << 8) | ((body[i + 2] as number) << 16) | ((body[i + 3] as number) << 24);
      hash = Math.imul(hash ^ word, 0x01000193);
    }
  }
  for (let i = words * 4; i < body.length; i++) hash = Math.imul(hash ^ (body[i] as number), 0x01000193);
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return hash >>> 0;
}
