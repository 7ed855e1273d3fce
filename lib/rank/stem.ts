/**
 * A deliberately small English stemmer. It only needs to map a word and its common
 * inflections to the same key ("caches", "cached", "caching" → "cach"); the key does not
 * have to be a real word, because documents and queries go through the same function.
 */
export function stemEnglish(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:[sxz]|[cs]h)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/[sui]s$/.test(w)) w = w.slice(0, -1);

  if (w.endsWith('ing') && hasVowel(w.slice(0, -3)) && w.length - 3 >= 3) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && !w.endsWith('eed') && hasVowel(w.slice(0, -2)) && w.length - 2 >= 3) w = undouble(w.slice(0, -2));
  else if (w.endsWith('ly') && w.length - 2 >= 4) w = w.slice(0, -2);
  else if (w.endsWith('ment') && w.length - 4 >= 4) w = w.slice(0, -4);
  else if (w.endsWith('ation') && w.length - 5 >= 3) w = `${w.slice(0, -5)}at`;

  // "cache"/"cached" and "update"/"updating" meet once the silent e is gone
  if (w.endsWith('e') && w.length >= 5) w = w.slice(0, -1);
  // "validation", "validated", "validate" → "valid"; short stems keep it ("migrat", "updat")
  if (w.endsWith('at') && w.length - 2 >= 5) w = w.slice(0, -2);
  return w;
}

function hasVowel(text: string): boolean {
  return /[aeiouy]/.test(text);
}

// "running" → "runn" → "run"; l, s and z doubles are kept ("pulling" → "pull")
function undouble(w: string): string {
  const last = w.at(-1);
  return last !== undefined && last === w.at(-2) && !'lsz'.includes(last) ? w.slice(0, -1) : w;
}
