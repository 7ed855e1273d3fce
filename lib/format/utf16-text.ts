/**
 * The text of a file written in UTF-16, with a byte order mark or without one (an editor's
 * "Unicode"): a client reads it as text, the key in it too, where the rules over the bytes as
 * UTF-8 meet a NUL beside every ASCII letter. Without a mark: no NUL pair among the first
 * bytes, and a NUL beside a third of the characters or more (newlines, `---`, field names),
 * on the side that says the byte order. Undefined for any other file.
 */
export function utf16TextOf(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const end = Math.min(bytes.length, 256) & ~1;
  if (end < 8) return undefined;
  let le = 0;
  let be = 0;
  for (let i = 0; i < end; i += 2) {
    const [low, high] = [bytes[i], bytes[i + 1]];
    if (low === 0 && high === 0) return undefined;
    if (high === 0) le++;
    else if (low === 0) be++;
  }
  const pairs = end / 2;
  if (le * 3 >= pairs && le > be) return new TextDecoder('utf-16le').decode(bytes);
  if (be * 3 >= pairs && be > le) return new TextDecoder('utf-16be').decode(bytes);
  return undefined;
}
