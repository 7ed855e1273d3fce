/**
 * The bytes as text, or undefined where they are no UTF-8 text: invalid UTF-8 (a Latin-1
 * `für`, a UTF-16 file as PowerShell 5's `>` writes it), which a lenient read turns into
 * U+FFFD for good, or a NUL byte (no note holds one; UTF-16 of plain ASCII, an image or an
 * archive does). A byte order mark is kept, as a lenient read keeps it.
 */
export function utf8TextOf(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
