/**
 * A deliberately small English stemmer. It only needs to map a word and its common
 * inflections to the same key ("caches", "cached", "caching" → "cach"); the key does not
 * have to be a real word, because documents and queries go through the same function.
 *
 * It runs for every word of every memory on a first run, so the tests below read char
 * codes in place rather than through regexes and slices.
 */
export function stemEnglish(word: string): string {
  if (word.length <= 3 || hasDigit(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (endsWithSibilantEs(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !'sui'.includes(w.charAt(w.length - 2))) w = w.slice(0, -1);

  if (w.endsWith('ing') && hasVowel(w, w.length - 3) && w.length - 3 >= 3) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && !w.endsWith('eed') && hasVowel(w, w.length - 2) && w.length - 2 >= 3) w = undouble(w.slice(0, -2));
  else if (w.endsWith('ly') && w.length - 2 >= 4) w = w.slice(0, -2);
  else if (w.endsWith('ment') && w.length - 4 >= 4) w = w.slice(0, -4);
  else if (w.endsWith('ation') && w.length - 5 >= 3) w = `${w.slice(0, -5)}at`;

  // "cache"/"cached" and "update"/"updating" meet once the silent e is gone
  if (w.endsWith('e') && w.length >= 5) w = w.slice(0, -1);
  // "validation", "validated", "validate" → "valid"; short stems keep it ("migrat", "updat")
  if (w.endsWith('at') && w.length - 2 >= 5) w = w.slice(0, -2);
  return w;
}

// an ASCII digit, as /\d/ reads it
function hasDigit(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 0x30 && code <= 0x39) return true;
  }
  return false;
}

// "boxes", "buzzes", "gases", "churches", "wishes": the "es" is a plural ending
function endsWithSibilantEs(w: string): boolean {
  if (!w.endsWith('es') || w.length < 3) return false;
  const before = w.charAt(w.length - 3);
  if (before === 's' || before === 'x' || before === 'z') return true;
  return before === 'h' && w.length >= 4 && (w.charAt(w.length - 4) === 'c' || w.charAt(w.length - 4) === 's');
}

// a vowel (or y) among the first `end` characters
function hasVowel(text: string, end: number): boolean {
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x61 || c === 0x65 || c === 0x69 || c === 0x6f || c === 0x75 || c === 0x79) return true;
  }
  return false;
}

// "running" → "runn" → "run"; l, s and z doubles are kept ("pulling" → "pull")
function undouble(w: string): string {
  const last = w.at(-1);
  return last !== undefined && last === w.at(-2) && !'lsz'.includes(last) ? w.slice(0, -1) : w;
}
