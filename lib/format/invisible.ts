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

/**
 * The invisible characters that can sit inside a word and leave it looking whole: soft
 * hyphen, combining grapheme joiner, zero-width and bidi marks, word joiners, variation
 * selectors, BOM, tag characters. A key split by one (`AKIA` U+200B `…`) is still the key
 * to whoever copies it, so the secret rules read past them (lib/format/secrets.ts). Not the
 * controls, tabs and line breaks, which do part words.
 */
export const HIDDEN_IN_WORD = /[\u00ad\u034f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufe00-\ufe0f\ufeff]|\udb40[\udc00-\udc7f\udd00-\uddef]/g;

/**
 * The same characters as UTF-8 bytes read as latin1: for a file's raw bytes, which the
 * secret hint reads without decoding them.
 */
export const HIDDEN_IN_WORD_BYTES =
  /\xc2\xad|\xcd\x8f|\xd8\x9c|\xe1\xa0\x8e|\xe2\x80[\x8b-\x8f\xaa-\xae]|\xe2\x81[\xa0-\xaf]|\xef\xb8[\x80-\x8f]|\xef\xbb\xbf|\xf3\xa0(?:[\x80\x81\x84-\x86][\x80-\xbf]|\x87[\x80-\xaf])/g;
