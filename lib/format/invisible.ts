/**
 * What a list line never shows (lib/render/safe-line.ts) and what the check for
 * instruction-like text reads past (lib/format/injection.ts).
 */
// Controls and every format (Cf) character: C0/C1, DEL, soft hyphen, Arabic and Syriac
// format marks, zero-width and bidi controls, line/paragraph separators, BOM, and the
// astral ones as surrogate pairs — among them the tag characters U+E0000–E007F, which
// can spell out hidden text ("ASCII smuggling") — and the variation selectors
// U+FE00–FE0F and U+E0100–E01EF, which can carry a payload the same way. Listed by hand:
// a \p{Cf} class costs milliseconds to compile in every hook process.
export const INVISIBLE =
  /(?:[\u0000-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufe00-\ufe0f\ufeff\ufff9-\ufffb]|\udb40[\udc00-\udc7f\udd00-\uddef]|\ud834[\udd73-\udd7a]|\ud80d[\udc30-\udc3f]|\ud82f[\udca0-\udca3]|\ud804[\udcbd\udccd])+/g;

/**
 * Text with none of what INVISIBLE and `<`/`>` match and no surrogates — printable ASCII,
 * Latin to Hebrew, Hangul, CJK: nearly every memory line. It skips the replaces, which a
 * list of a hundred lines would otherwise pay for three times each (lib/render/safe-line.ts),
 * and compiling INVISIBLE at all in most runs.
 */
export const PLAIN = /^[\x20-\x3b\x3d\x3f-\x7e\u00ae-\u05ff\u1100-\u11ff\u3000-\u9fff\uac00-\ud7a3]*$/;
