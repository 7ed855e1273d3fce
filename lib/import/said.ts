/**
 * What an imported note says, for the near-duplicate test. Save's test (lib/save/
 * near-duplicate.ts) also compares titles, which there someone wrote as the gist of the
 * memory. An import's title is often made up from a file name (`a/style.mdc` "Style",
 * `b/style2.mdc` "Style2": 88% alike, about different things) or is a generic heading
 * ("Deploy" in two tools that say different things about it). So an import compares
 * descriptions only: the source's own, or its body's first sentence. A description
 * that merely repeats the title (a note with no sentence of its own) says nothing to
 * compare.
 */
import { sameText } from '../save/similarity.js';

export interface Said {
  description?: string;
}

/** `title` and `description` as they will be written (folded to one line). */
export function whatItSays(title: string, description: string): Said {
  return sameText(description, title) ? {} : { description };
}
