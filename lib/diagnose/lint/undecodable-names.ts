import { isUtf8 } from 'node:buffer';
import { readdirSync } from 'node:fs';

/**
 * The names in `dir` that are not valid UTF-8, as Node reads them (each bad byte a U+FFFD,
 * `names`): no path made from such a name opens the file, so the list never shows it and
 * an open fails as if the file were unreadable. The folder is read again, as bytes, only
 * when a name holds a U+FFFD, which a valid name almost never does.
 */
export function undecodableNames(dir: string, names: readonly string[]): ReadonlySet<string> {
  if (!names.some((name) => name.includes('\ufffd'))) return NO_NAMES;
  try {
    return new Set(
      readdirSync(dir, { encoding: 'buffer' })
        .filter((raw) => !isUtf8(raw))
        .map((raw) => raw.toString('utf8')),
    );
  } catch {
    return NO_NAMES;
  }
}
const NO_NAMES: ReadonlySet<string> = new Set();
