// The rooms of lib/ (docs/architecture.md) depend one way: a room imports only rooms
// below it, and no file reaches itself through its imports. Read from the sources, so
// a change that breaks the rule fails here, not in a review.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/built.js';

/** Top floor first. */
const ROOMS = [
  'diagnose',
  'import',
  'hook',
  'settings',
  'save',
  'usage',
  'cli',
  'checks',
  'workspace',
  'render',
  'index',
  'format',
  'i18n',
  'rank',
  'io',
  'model',
];
/** Single files loose in lib/, below every room. */
const LEAVES = ['shell-quote.ts', 'fnv1a.ts', 'is-record.ts'];
const LIB = join(REPO_ROOT, 'lib');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Relative imports of a file, as absolute .ts paths (type-only imports count: they tie rooms together all the same). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)) {
    found.push(resolve(dirname(file), (match[1] as string).replace(/\.js$/, '.ts')));
  }
  return found;
}

/** The room of a file under lib/: its first folder, or the file itself when it is loose. */
function roomOf(file: string): string {
  return relative(LIB, file).split('/')[0] as string;
}

function floorOf(room: string): number {
  const at = ROOMS.indexOf(room);
  if (at >= 0) return at;
  if (LEAVES.includes(room)) return ROOMS.length;
  throw new Error(`lib/${room} is in no room: add it to ROOMS or LEAVES here and to docs/architecture.md`);
}

const files = sources(LIB);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

describe('the rooms of lib/', () => {
  it('every file sits in a known room, and at most 12 files sit loose in lib/', () => {
    for (const file of files) expect(() => floorOf(roomOf(file))).not.toThrow();
    expect(files.filter((file) => dirname(file) === LIB).length).toBeLessThanOrEqual(12);
  });

  it('import only rooms below their own', () => {
    const upward: string[] = [];
    for (const [file, imports] of graph) {
      const from = roomOf(file);
      for (const target of imports) {
        const to = roomOf(target);
        if (to !== from && floorOf(to) <= floorOf(from)) upward.push(`${relative(REPO_ROOT, file)} → ${relative(REPO_ROOT, target)}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('have no import cycle between files', () => {
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(LIB, f)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) if (graph.has(next)) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
