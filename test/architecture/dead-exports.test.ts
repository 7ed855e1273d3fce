// Every export of lib/, scripts/ and hooks/ has a reader in another file. An export
// nobody imports widens a module's surface for nothing (the package is a CLI and hooks,
// not a library), and it hides dead code from review. Read from the sources, so an
// export left behind fails here with its file and name.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/built.js';

/** Folders whose .ts files may export only what another file uses. */
const EXPORTING = ['lib', 'scripts', 'hooks'];
/** Folders whose files count as readers. */
const READING = [...EXPORTING, 'test', 'bench', 'eval'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

interface Exported {
  name: string;
  /** set for `export { name }` lists: the name is declared in another module too, so only an importer of this file counts as its reader */
  reexport: boolean;
}

const DECLARED =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:const\s+enum|abstract\s+class|const|let|var|function\*?|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/gm;
const LISTED = /^export\s+(?:type\s+)?\{([^}]*)\}/gm;

/** The names a source file exports, from its top-level `export` statements. */
function exportsOf(text: string): Exported[] {
  const found: Exported[] = [];
  for (const match of text.matchAll(DECLARED)) found.push({ name: match[1] as string, reexport: false });
  for (const match of text.matchAll(LISTED)) {
    for (const item of (match[1] as string).split(',')) {
      const words = item
        .replace(/\/\/.*$|\/\*.*?\*\//gm, '')
        .trim()
        .split(/\s+/);
      const name = words.at(-1);
      if (name && name !== 'type') found.push({ name, reexport: true });
    }
  }
  return found;
}

/** The files a source imports or re-exports by relative path, as absolute .ts paths. */
function importedBy(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] as string);
  return specifiers.map((spec) => resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
}

const texts = new Map<string, string>();
for (const dir of READING) for (const file of filesUnder(join(REPO_ROOT, dir))) texts.set(file, readFileSync(file, 'utf8'));

/** word → the files it occurs in as a whole word */
const filesWithWord = new Map<string, Set<string>>();
/** file → the files importing it */
const importers = new Map<string, Set<string>>();
for (const [file, text] of texts) {
  for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const holders = filesWithWord.get(word) ?? new Set<string>();
    holders.add(file);
    filesWithWord.set(word, holders);
  }
  for (const target of importedBy(file, text)) {
    const from = importers.get(target) ?? new Set<string>();
    from.add(file);
    importers.set(target, from);
  }
}

const sources = [...texts.keys()].filter((file) => file.endsWith('.ts') && EXPORTING.some((dir) => file.startsWith(`${join(REPO_ROOT, dir)}/`)));

function readersOf(file: string, exported: Exported): string[] {
  const mentioning = [...(filesWithWord.get(exported.name) ?? [])].filter((other) => other !== file);
  if (!exported.reexport) return mentioning;
  const importing = importers.get(file) ?? new Set<string>();
  return mentioning.filter((other) => importing.has(other));
}

describe('exports of lib/, scripts/ and hooks/', () => {
  it('are read from the sources: every kind of export statement is seen', () => {
    const sample = [
      'export const A = 1;',
      'export async function b() {}',
      'export abstract class C {}',
      'export interface D {}',
      'export type E = string;',
      'export { f, type G, h as I } from "./x.js";',
      'export {\n  j,\n  k,\n};',
      'const inner = 1; // export const notAtLineStart',
    ].join('\n');
    expect(exportsOf(sample).map((e) => e.name)).toEqual(['A', 'b', 'C', 'D', 'E', 'f', 'G', 'I', 'j', 'k']);
    const total = sources.reduce((sum, file) => sum + exportsOf(texts.get(file) as string).length, 0);
    expect(sources.length).toBeGreaterThan(200);
    expect(total).toBeGreaterThan(500);
  });

  it('each have a reader in another file under lib/ scripts/ hooks/ test/ bench/ eval/', () => {
    const dead: string[] = [];
    for (const file of sources) {
      for (const exported of exportsOf(texts.get(file) as string)) {
        if (readersOf(file, exported).length > 0) continue;
        const where = exported.reexport ? 'no file importing it uses' : 'no other file mentions';
        dead.push(`${relative(REPO_ROOT, file)}: ${exported.name} is exported but ${where} it; drop the export or delete it`);
      }
    }
    expect(dead).toEqual([]);
  });
});
