/**
 * Turns text into index terms for Korean, English and text that mixes both
 * ("docker 띄운 채로 브랜치를 바꿨더니"). Pure and deterministic: the same function runs over
 * memories when the index is built and over the prompt when it is queried.
 */
import { glossaryPrefixTerm, glossaryTerm } from './glossary.js';
import { koreanTerms } from './korean.js';
import { stemEnglish } from './stem.js';
import { ENGLISH_STOPWORDS } from './stopwords.js';

// a run of Hangul syllables, or a run of other letters and digits (Hangul jamo such as ㅋㅋ
// are neither); a negated class, because a per-character lookahead is much slower
const WORD = /[\uac00-\ud7a3]+|[^\p{P}\p{S}\p{Z}\p{C}\p{M}\uac00-\ud7a3\u3130-\u318f]+/gu;
const HANGUL_START = /^[\uac00-\ud7a3]/;
// The same words for text of ASCII and Hangul only — nearly every prompt and memory —
// without the Unicode property classes, whose compilation costs ~2 ms in every process.
const SIMPLE_TEXT = /^[\x00-\x7f\uac00-\ud7a3\u3130-\u318f]*$/;
const SIMPLE_WORD = /[\uac00-\ud7a3]+|[A-Za-z0-9]+/g;

/** Every term of the text, repeated as often as it occurs (term frequency matters). */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  let previous = '';
  // a Hangul run glued to a Latin word is usually its particle ("docker에서", "PR을"):
  // it comes out as a run of its own and is dropped as grammar
  const normal = text.normalize('NFC');
  for (const [word] of normal.matchAll(SIMPLE_TEXT.test(normal) ? SIMPLE_WORD : WORD)) {
    if (HANGUL_START.test(word)) pushKorean(word, terms);
    else pushLatin(word, previous, terms);
    previous = word.toLowerCase();
  }
  return terms;
}

/** Each distinct term once, in first-seen order: the shape a query needs. */
export function uniqueTerms(text: string): string[] {
  return [...new Set(tokenize(text))];
}

function pushKorean(word: string, terms: string[]): void {
  const { stem, terms: found } = koreanTerms(word);
  terms.push(...found);
  if (stem === '') return;
  const english = glossaryTerm(stem) ?? glossaryPrefixTerm(stem);
  if (english) terms.push(english);
}

// "logged in", "signing out": the verb is too common alone, the phrase names the feature
const PHRASE_VERBS = new Set(['log', 'logs', 'logged', 'logging', 'sign', 'signs', 'signed', 'signing']);
const PHRASE_ENDS = new Map([['in', 'login'], ['on', 'login'], ['out', 'logout'], ['off', 'logout']]);

function pushLatin(word: string, previous: string, terms: string[]): void {
  const whole = word.toLowerCase();
  const phrase = PHRASE_ENDS.get(whole);
  if (phrase && PHRASE_VERBS.has(previous)) terms.push(phrase);
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
  const parts = word
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .toLowerCase()
    .split(' ');
  return parts.filter(Boolean);
}
