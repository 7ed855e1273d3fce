import { plural } from './plural.js';

type KeyFolders = ReadonlyArray<{ key: string; count: number }>;

/** Memory folders and what each holds, `alice-repo/ holds 4 memories, old/ holds 1 memory`, in each language. */
export const HELD_IN = {
  en: (folders: KeyFolders): string => folders.map((f) => `${f.key}/ holds ${plural(f.count, 'memory', 'memories')}`).join(', '),
  ko: (folders: KeyFolders): string => folders.map((f) => `${f.key}/ ${f.count}개`).join(', '),
};
