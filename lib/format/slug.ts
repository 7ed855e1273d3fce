/**
 * Memory file names: `<slug>.md` directly in a scope folder. A slug keeps lowercase
 * ASCII letters, digits, `-`, `_`, Hangul, kana and CJK ideographs; everything else becomes `-`. So it can
 * never hold a path separator, `..`, a control character, a leading dot or a character
 * Windows refuses (`<>:"/\|?*`), whatever the title was.
 */

export const MAX_SLUG_CHARS = 80;
/**
 * NAME_MAX is 255 bytes on most file systems, and the temp file beside the target
 * (`.<slug>.md.<pid>.<8 hex>.tmp`) adds about 25 bytes: 80 Hangul syllables would be
 * 240 bytes, so bytes are bounded as well as characters.
 */
export const MAX_SLUG_BYTES = 180;

// Hangul syllables and compatibility jamo (ㅋ, ㅎ…), which NFC leaves uncomposed; kana (and ー) and
// CJK ideographs, so that a Japanese or Chinese title needs no --name (3 UTF-8 bytes each, as Hangul)
const KEEP = /[a-z0-9_\uac00-\ud7a3\u3131-\u318e\u3041-\u3096\u30a1-\u30fa\u30fc\u3400-\u4dbf\u4e00-\u9fff]/;
// Device names Windows reserves with any extension; `readme` is never listed as a memory.
const RESERVED = /^(?:con|prn|aux|nul|com[0-9]|lpt[0-9]|readme)$/;

/** A file-name-safe slug for `text`; '' when nothing usable is left (e.g. only emoji). */
export function slugify(text: string): string {
  return finish(bound(unbounded(text)));
}

/** The slug before it is cut to the limits. */
function unbounded(text: string): string {
  let slug = '';
  // half-width kana as a run: its voicing marks join the letter before them (ｶﾞ → ガ), which a fold per character splits
  const kana = text.replace(/[\uff61-\uff9f]+/g, (run) => run.normalize('NFKC'));
  for (const char of kana.normalize('NFC').toLowerCase()) slug += KEEP.test(char) ? char : fold(char);
  return slug.replace(/-{2,}/g, '-').replace(/^[-_]+|[-_]+$/g, '');
}

const finish = (slug: string): string => (RESERVED.test(slug) ? `${slug}-memory` : slug);

/**
 * "é" → "e", "ｆ" → "f": compatibility decomposition without the accents. Done per
 * character, because on a whole string it would also split ㅋ into a conjoining jamo.
 */
function fold(char: string): string {
  if (/\p{M}/u.test(char)) return ''; // a lone accent, e.g. what lowercasing İ leaves
  const plain = char.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();
  let out = '';
  for (const c of plain) out += KEEP.test(c) ? c : '-';
  return out === '' ? '-' : out;
}

/** Cuts on code points to the character and byte limits, never ending on `-`. */
function bound(slug: string): string {
  let out = '';
  let chars = 0;
  let bytes = 0;
  for (const char of slug) {
    const size = Buffer.byteLength(char, 'utf8');
    if (chars + 1 > MAX_SLUG_CHARS || bytes + size > MAX_SLUG_BYTES) break;
    out += char;
    chars += 1;
    bytes += size;
  }
  return out.replace(/[-_]+$/, '');
}

/** Why a --name was refused: it is a path, holds control characters, or leaves nothing usable. */
export type NameProblem = 'path' | 'control' | 'empty';
type NameCheck =
  | { ok: true; slug: string }
  | { ok: false; problem: NameProblem }
  /** a name no memory file may have (`readme`, `con`…): `mapped` is what a title with it becomes */
  | { ok: false; problem: 'reserved'; mapped: string }
  /** past MAX_SLUG_CHARS or MAX_SLUG_BYTES as a file name: `chars` and `bytes` it has, `shortened` what a title would be cut to */
  | { ok: false; problem: 'too-long'; chars: number; bytes: number; shortened: string };

/**
 * `--name`: a file name, not a path. Harmless spelling (case, spaces, a trailing `.md`)
 * is normalised; anything that looks like a path is refused rather than silently
 * turned into some other name.
 */
export function slugFromName(name: string): NameCheck {
  const trimmed = name.trim().replace(/\.md$/i, '');
  if (/[\\/]/.test(trimmed) || trimmed.includes('..')) {
    return { ok: false, problem: 'path' };
  }
  // control characters are refused too: they never belong in a name someone typed on purpose
  if (/\p{Cc}/u.test(trimmed)) return { ok: false, problem: 'control' };
  const full = unbounded(trimmed);
  const slug = finish(bound(full));
  if (slug === '') {
    return { ok: false, problem: 'empty' };
  }
  // refused rather than renamed: a memory saved under another name than the one typed is
  // one `verify NAME` and `--supersedes NAME` would not find
  if (RESERVED.test(full)) return { ok: false, problem: 'reserved', mapped: slug };
  // a name someone typed is refused rather than cut: cut, it could name another memory
  if (bound(full) !== full) return { ok: false, problem: 'too-long', chars: [...full].length, bytes: Buffer.byteLength(full, 'utf8'), shortened: slug };
  return { ok: true, slug };
}
