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
 * collision. node:crypto's sha1 cost a prompt that read one changed file 2-3 ms to load
 * the module; a byte-by-byte loop, about 1 ms for a 4 KB body before the JIT warms up.
 * `h` and base 36: never a plain number, as the weights kept by older versions were.
 */
export function bodyStamp(bytes: Buffer, from: number, size: number): string {
  let start = from;
  while (start < bytes.length && (bytes[start] === 0x0a || bytes[start] === 0x0d)) start++;
  let end = bytes.length;
  if (bytes.length === size) while (end > start && isSpace(bytes[end - 1])) end--;
  const cr = bytes.indexOf(0x0d, start);
  // CRLF or a lone CR: the same digest as the LF text a save makes of it (a copy, for such files only)
  const lf = cr !== -1 && cr < end ? Buffer.from(bytes.toString('latin1', start, end).replace(/\r\n?/g, '\n'), 'latin1') : undefined;
  let hash = lf ? digest(lf, 0, lf.length) : digest(bytes, start, end);
  if (bytes.length < size) hash = Math.imul(hash ^ (size - from), 0x01000193) >>> 0;
  return `h${hash.toString(36)}`;
}

/**
 * Where a body is copied to be read four bytes at a time: one buffer for the whole run,
 * grown as needed, with its word view. Reading words through a view took a first run of
 * 10,000 memories (45 MB of bodies) about 20 ms less than putting each word together
 * from four bytes; copying to a buffer of its own makes the words the same wherever the
 * body sat in the bytes it was read into.
 */
let scratch = { bytes: Buffer.alloc(0), words: new Int32Array(0) };

/** FNV-1a's steps over the little-endian 32-bit words of `bytes[start..end]`, then its last bytes one by one, then a final mix. */
function digest(bytes: Uint8Array, start: number, end: number): number {
  const length = end - start;
  if (scratch.bytes.length < length) {
    const grown = Buffer.allocUnsafeSlow(Math.max(length, 2 * scratch.bytes.length, 16 * 1024));
    scratch = { bytes: grown, words: new Int32Array(grown.buffer, grown.byteOffset, grown.length >> 2) };
  }
  scratch.bytes.set(bytes.subarray(start, end));
  const { words } = scratch;
  const count = length >> 2;
  let hash = 0x811c9dc5 ^ length;
  for (let w = 0; w < count; w++) hash = Math.imul(hash ^ (words[w] as number), 0x01000193);
  for (let i = count * 4; i < length; i++) hash = Math.imul(hash ^ (scratch.bytes[i] as number), 0x01000193);
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return hash >>> 0;
}
