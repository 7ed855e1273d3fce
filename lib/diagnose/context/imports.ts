import { realPathOf } from '../../io/real-path.js';
import type { ContextFile, FileKind, Level } from './context-file.js';
import { sizeOf } from './estimate.js';
import type { FileReader } from './file-reader.js';
import { findImportTokens, resolveImportPath } from './import-tokens.js';
import { ruleConditionOf } from './rules.js';

/** Claude Code follows `@path` imports at most five hops deep. */
export const MAX_IMPORT_DEPTH = 5;

export interface LoadState {
  read: FileReader;
  home: string | undefined;
  /** real paths already loaded this run: a file loads once however often it is named */
  seen: Set<string>;
  out: ContextFile[];
}

interface Entry {
  level: Level;
  kind: FileKind;
  path: string;
  depth: number;
  importedFrom: string | null;
  conditional: boolean;
  /** real paths of the files importing this one, outermost first */
  chain: readonly string[];
}

/** Adds one file, then its imports right after it (depth first, in text order). */
export function loadFileWithImports(entry: Entry, state: LoadState): void {
  const base = {
    level: entry.level,
    kind: entry.kind,
    path: entry.path,
    depth: entry.depth,
    importedFrom: entry.importedFrom,
    paths: null,
    chars: 0,
    tokens: 0,
    problems: [],
  };
  const real = realPathOf(entry.path);
  if (!real) return void state.out.push({ ...base, status: 'missing' });
  if (entry.chain.includes(real)) return void state.out.push({ ...base, status: 'cycle' });
  if (state.seen.has(real)) return void state.out.push({ ...base, status: 'duplicate' });
  if (entry.depth > MAX_IMPORT_DEPTH) return void state.out.push({ ...base, status: 'too-deep' });
  const text = state.read(real);
  if (text === undefined) return void state.out.push({ ...base, status: 'unreadable' });
  state.seen.add(real);

  const condition = entry.kind === 'rule' ? ruleConditionOf(text) : { paths: null };
  const conditional = entry.conditional || condition.paths !== null;
  state.out.push({
    ...base,
    status: conditional ? 'conditional' : 'loaded',
    paths: condition.paths,
    ...sizeOf(text),
    problems: 'problem' in condition && condition.problem ? [condition.problem] : [],
  });

  for (const token of findImportTokens(text)) {
    const path = resolveImportPath(token, entry.path, state.home);
    if (!path) continue;
    loadFileWithImports(
      { level: entry.level, kind: 'import', path, depth: entry.depth + 1, importedFrom: entry.path, conditional, chain: [...entry.chain, real] },
      state,
    );
  }
}
