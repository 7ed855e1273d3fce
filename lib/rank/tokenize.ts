/**
 * Turns text into index terms for Korean, English and text that mixes both
 * ("docker 띄운 채로 브랜치를 바꿨더니"). Pure and deterministic: the same function runs over
 * memories when the index is built and over the prompt when it is queried.
 */
import { glossaryPrefixTerm, glossaryTerm } from './glossary.js';
import { pushKoreanTerms } from './korean.js';
import { stemEnglish } from './stem.js';
import { ENGLISH_STOPWORDS } from './stopwords.js';

// a run of Hangul syllables, or a run of other letters and digits (Hangul jamo such as ㅋㅋ
// are neither); a negated class, because a per-character lookahead is much slower. Made
// when first needed: even making it costs ~0.3 ms, and its first match ~1.4 ms more.
let word: RegExp | undefined;
// The same words for text of ASCII and Hangul only — nearly every prompt and memory —
// without the Unicode property classes. Punctuation, arrows and box drawing (U+2000–206F,
// 2190–21FF, 2500–257F: dashes, curly quotes, ellipses, bullets) count as simple too:
// none is a letter or a digit, so they part words here exactly as they do there.
// Normalising such text could change none of its words (only U+2000 and U+2001 change,
// into other spaces), so it is tested before normalising it.
const SIMPLE_TEXT = /^[\x00-\x7f\u2000-\u206f\u2190-\u21ff\u2500-\u257f\uac00-\ud7a3\u3130-\u318f]*$/;
const SIMPLE_WORD = /[\uac00-\ud7a3]+|[A-Za-z0-9]+/g;

/** Every term of the text, repeated as often as it occurs (term frequency matters). */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  tokenizeInto(text, terms);
  return terms;
}

/** tokenize(), appending to `terms`: a caller tokenising many texts reuses one array. */
export function tokenizeInto(text: string, terms: string[]): void {
  // String.prototype.match with a global regex: every word in one array, found by native
  // code, instead of an iterator and a match object per word
  const words = SIMPLE_TEXT.test(text) ? text.match(SIMPLE_WORD) : wordsOfNormal(text.normalize('NFC'));
  if (!words) return;
  let previous = '';
  for (let i = 0; i < words.length; i++) previous = pushWord(words[i] as string, previous, terms);
}

function wordsOfNormal(normal: string): RegExpMatchArray | null {
  if (SIMPLE_TEXT.test(normal)) return normal.match(SIMPLE_WORD);
  word ??= /[\uac00-\ud7a3]+|[^\p{P}\p{S}\p{Z}\p{C}\p{M}\uac00-\ud7a3\u3130-\u318f]+/gu;
  return normal.match(word);
}

const isHangul = (code: number) => code >= 0xac00 && code <= 0xd7a3;

/** Pushes one word's terms; returns the word lower-cased, the next word's `previous`. */
function pushWord(word: string, previous: string, terms: string[]): string {
  // a Hangul run glued to a Latin word is usually its particle ("docker에서", "PR을"):
  // it comes out as a run of its own and is dropped as grammar
  if (isHangul(word.charCodeAt(0))) {
    pushCached(word, terms);
    return word;
  }
  const whole = word.toLowerCase();
  const phrase = PHRASE_ENDS.get(whole);
  if (phrase && PHRASE_VERBS.has(previous)) terms.push(phrase);
  pushCached(word, terms);
  return whole;
}

// A word's terms depend on the word alone (the phrase check above aside), and memories
// and prompts use the same words over and over: a first run tokenises every memory, and
// most words it meets there it has met before. Cleared when full, to bound a long process.
const WORD_CACHE_MAX = 20_000;
const wordCache = new Map<string, readonly string[]>();

function pushCached(word: string, terms: string[]): void {
  let found = wordCache.get(word);
  if (found === undefined) {
    const fresh: string[] = [];
    if (isHangul(word.charCodeAt(0))) pushKorean(word, fresh);
    else pushLatin(word, fresh);
    if (wordCache.size >= WORD_CACHE_MAX) wordCache.clear();
    wordCache.set(word, (found = fresh));
  }
  for (let i = 0; i < found.length; i++) terms.push(found[i] as string);
}

/** Each distinct term once, in first-seen order: the shape a query needs. */
export function uniqueTerms(text: string): string[] {
  return [...new Set(tokenize(text))];
}

function pushKorean(word: string, terms: string[]): void {
  const stem = pushKoreanTerms(word, terms);
  if (stem === '') return;
  const english = glossaryTerm(stem) ?? glossaryPrefixTerm(stem);
  if (english) terms.push(english);
}

// "logged in", "signing out": the verb is too common alone, the phrase names the feature
const PHRASE_VERBS = new Set(['log', 'logs', 'logged', 'logging', 'sign', 'signs', 'signed', 'signing']);
const PHRASE_ENDS = new Map([
  ['in', 'login'],
  ['on', 'login'],
  ['out', 'logout'],
  ['off', 'logout'],
]);

function pushLatin(word: string, terms: string[]): void {
  const whole = word.toLowerCase();
  const parts = splitIdentifier(word);
  for (const part of parts) pushEnglishWord(part, terms);
  // "GitHub", "OAuth", "iOS": the joined form is how people usually type the name
  if (parts.length > 1 && whole.length > 2 && !/^\d+$/.test(whole)) pushEnglishWord(whole, terms);
}

function pushEnglishWord(word: string, terms: string[]): void {
  if (word.length < 2 || ENGLISH_STOPWORDS.has(word)) return;
  const stem = stemEnglish(word);
  terms.push(stem);
  const alias = glossaryTerm(word) ?? glossaryTerm(stem);
  if (alias && alias !== stem) terms.push(alias);
}

/** camelCase and PascalCase boundaries, letter/digit runs kept whole ("getHTTPClient" → get http client). */
export function splitIdentifier(word: string): string[] {
  const lower = word.toLowerCase();
  // fast path: most words are lower case or only capitalised ("Docker")
  if (lower.slice(1) === word.slice(1)) return [lower];
  if (/^[A-Za-z0-9]+$/.test(word)) return splitAsciiIdentifier(word);
  const parts = word
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .toLowerCase()
    .split(' ');
  return parts.filter(Boolean);
}

const isUpper = (code: number) => code >= 0x41 && code <= 0x5a;
const isLower = (code: number) => code >= 0x61 && code <= 0x7a;

/**
 * splitIdentifier() for ASCII letters and digits, where \p{Lu} and \p{Ll} are A-Z and a-z:
 * the same two boundaries without compiling the Unicode classes — before a capital that
 * follows a lower-case letter or digit, and before the last capital of a run when a
 * lower-case letter follows it ("HTTPClient" → HTTP Client).
 */
function splitAsciiIdentifier(word: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (!isUpper(code)) continue;
    const before = word.charCodeAt(i - 1);
    const boundary = isUpper(before) ? i + 1 < word.length && isLower(word.charCodeAt(i + 1)) : true;
    if (!boundary) continue;
    parts.push(word.slice(start, i).toLowerCase());
    start = i;
  }
  parts.push(word.slice(start).toLowerCase());
  return parts;
}
