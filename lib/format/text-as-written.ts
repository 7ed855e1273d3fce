/**
 * The fields whose values are words: a title, a description, a source, tags, the names a
 * memory supersedes. YAML reads some plain words as numbers or booleans, in its 1.1
 * spellings too: `10:30` is 630 (base 60), `0755` 493 (octal), `1_000` and `1e3` both
 * 1000, `.inf` Infinity, `True` true. A person writing `description: 10:30` means the
 * text, so these fields take the plain scalar as written instead. `null`, `~` and nothing
 * at all stay null: no value, as YAML says.
 */
const WORD_FIELDS = ['title', 'description', 'source', 'tags', 'supersedes'] as const;

const isTyped = (value: unknown): boolean => typeof value === 'number' || typeof value === 'boolean';

/** Whether a word field (or an item of one that is a list) was read as a number or a boolean. */
export function hasTypedWords(data: Readonly<Record<string, unknown>>): boolean {
  return WORD_FIELDS.some((field) => {
    const value = data[field];
    return isTyped(value) || (Array.isArray(value) && value.some(isTyped));
  });
}

/**
 * `data` with each number or boolean in a word field (a list's items too) replaced by the
 * text `asWritten` holds in its place: the same YAML read with every scalar as a string.
 * Where the two do not line up (a value merged in with `<<`, an explicit `!!int` tag the
 * plain reading refused) the typed value stays, and the meta reader makes text of it.
 */
export function withWordsAsWritten(data: Record<string, unknown>, asWritten: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out = { ...data };
  for (const field of WORD_FIELDS) {
    const value = data[field];
    const text = asWritten[field];
    if (isTyped(value) && typeof text === 'string') out[field] = text;
    else if (Array.isArray(value) && Array.isArray(text) && value.length === text.length && value.some(isTyped)) {
      out[field] = value.map((item, i) => (isTyped(item) && typeof text[i] === 'string' ? text[i] : item));
    }
  }
  return out;
}
