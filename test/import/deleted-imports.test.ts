// Which memories git saw deleted from a scope folder, read from git's own output in a real
// repository: folder names with a space, Hangul and glob characters, the folder itself gone.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deletedImports } from '../../lib/import/deleted-imports.js';
import { execGit } from '../../lib/io/git-exec.js';
import { cleanEnv } from '../support/processes.js';
import { tempTree } from '../support/temp.js';

const FOLDERS = ['my app', '앱', 'a[1]*'];

function repoWithDeleted(): string {
  const repo = tempTree();
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, env: cleanEnv({}) });
  git('init', '-q');
  for (const folder of FOLDERS) {
    mkdirSync(join(repo, 'mem', folder), { recursive: true });
    writeFileSync(join(repo, 'mem', folder, 'x.md'), `---\ntitle: X\ndescription: x\nsource: cline:${folder}/x.md\n---\nbody\n`);
  }
  writeFileSync(join(repo, 'mem', 'keep.txt'), 'kept\n');
  git('add', '-A');
  git('commit', '-qm', 'add');
  git('rm', '-rq', ...FOLDERS.map((folder) => join('mem', folder)));
  git('commit', '-qm', 'forget them all');
  return repo;
}

describe('deletedImports', () => {
  it.each(FOLDERS)('finds the memory of a folder git removed with it: %j', (folder) => {
    const repo = repoWithDeleted();
    const found = deletedImports(join(repo, 'mem', folder), execGit, cleanEnv({}));
    expect([...found.entries()]).toEqual([
      [`cline:${folder}/x.md`, { path: join(repo, 'mem', folder, 'x.md'), commit: expect.stringMatching(/^[0-9a-f]{40}$/) }],
    ]);
  });
});
