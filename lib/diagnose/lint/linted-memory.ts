import type { MemoryMeta } from '../../model/memory.js';

/** What lint keeps of each memory file it read, for the checks that look across files. */
export interface LintedMemory {
  file: string;
  /** `_global` or a project key */
  folder: string;
  name: string;
  /** undefined when the front matter could not be read */
  meta?: MemoryMeta;
  /** the text after the front matter, and the file line it starts after */
  body: string;
  bodyLine: number;
}
