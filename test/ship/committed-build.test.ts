// plugin/dist is committed, so that the plugin works straight from git and the npm
// package needs no build step. It must be exactly what `npm run build` makes of the
// sources: this builds them afresh elsewhere and compares every file.
import { execFileSync } from 'node:child_process';
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { PLUGIN_ROOT, REPO_ROOT } from '../support/built.js';
import { makeTempDir } from '../support/temp.js';

function files(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

test('the committed plugin/dist is what `npm run build` makes now', { timeout: 120_000 }, () => {
  const fresh = join(makeTempDir('pm-build-'), 'dist');
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'build.mjs'), '--out', fresh], { cwd: REPO_ROOT, stdio: 'pipe' });
  const committed = join(PLUGIN_ROOT, 'dist');
  expect(files(committed), 'plugin/dist holds other files than a build makes: run `npm run build`').toEqual(files(fresh));
  const stale = files(fresh).filter((path) => !readFileSync(join(fresh, path)).equals(readFileSync(join(committed, path))));
  expect(stale, 'plugin/dist is out of date with the sources: run `npm run build` and commit plugin/dist').toEqual([]);
});
