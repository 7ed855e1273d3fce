// A fresh clone of this repository as it stands in the working tree: the files git tracks
// (and new ones it does not ignore), committed into a new repository in a temp folder —
// no node_modules, no build output that git ignores. What a user gets from
// `git clone`, including changes not committed yet, so the tests check this change.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from './built.js';
import { makeTempDir } from './temp.js';

const GIT_ENV = { GIT_AUTHOR_NAME: 'test', GIT_AUTHOR_EMAIL: 'test@example.invalid', GIT_COMMITTER_NAME: 'test', GIT_COMMITTER_EMAIL: 'test@example.invalid' };

/** The files a clone would hold: tracked ones that still exist, and untracked ones git does not ignore. */
export function checkoutFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0').filter((path) => path !== '' && existsSync(join(REPO_ROOT, path))))].sort();
}

/** A git repository in a temp folder holding checkoutFiles(), removed after the test. */
export function freshCheckout(): string {
  const dir = join(makeTempDir('pm-checkout-'), 'project-memory');
  for (const path of checkoutFiles()) {
    const from = join(REPO_ROOT, path);
    const to = join(dir, path);
    mkdirSync(dirname(to), { recursive: true });
    if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else copyFileSync(from, to);
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: { ...process.env, ...GIT_ENV }, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'checkout');
  return dir;
}
