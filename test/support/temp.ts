// Temporary folders for one test, removed when that test finishes.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/** Relative path → file content. A path ending in `/` is an empty folder. */
export type FileTree = Record<string, string>;

/** Set PROJECT_MEMORY_KEEP_TEMP=1 to keep the folders of a failing run for a look. */
const keep = process.env.PROJECT_MEMORY_KEEP_TEMP === '1';

/**
 * Folders made outside a test (in a beforeAll): removed after the test file. A vitest
 * worker is ended without its 'exit' event, so an exit handler alone left them behind,
 * a copy of the checkout among them: some 40 MB in /tmp per run of the suite. This file
 * is evaluated once per test file, so the hook below belongs to that file.
 */
const madeOutsideTests: string[] = [];
afterAll(() => {
  for (const dir of madeOutsideTests.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A fresh folder under the system temp dir, removed after the current test (made in a
 * beforeAll, after the test file). The path is resolved through symlinks (macOS
 * /var → /private/var) because Claude Code and the hook see real paths, and tests
 * compare against them.
 */
export function makeTempDir(prefix = 'pm-e2e-'): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  if (keep) return dir;
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    onTestFinished(remove);
  } catch {
    madeOutsideTests.push(dir);
    process.once('exit', remove);
  }
  return dir;
}

/** Writes `files` below `root`, creating folders on the way. */
export function writeTree(root: string, files: FileTree): void {
  for (const [path, content] of Object.entries(files)) {
    const target = join(root, path);
    const rel = relative(root, target);
    // a tree must stay inside its root, whatever a test passes
    if (isAbsolute(path) || rel === '..' || rel.startsWith(`..${sep}`)) throw new Error(`writeTree: ${path} escapes ${root}`);
    if (path.endsWith('/')) {
      mkdirSync(target, { recursive: true });
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}

/** A temp folder holding `files`; removed after the current test. */
export function tempTree(files: FileTree = {}, prefix?: string): string {
  const root = makeTempDir(prefix);
  writeTree(root, files);
  return root;
}
