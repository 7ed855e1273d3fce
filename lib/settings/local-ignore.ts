import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { execGit, type GitExec } from '../io/git-exec.js';

/**
 * What keeps `.claude/settings.local.json` out of a commit. Claude Code adds the file to
 * git's ignores when it writes it, but `install --scope local` may write it first, and the
 * file names this machine's paths: a `git add -A` would share them. It is added to this
 * clone's own ignores (`info/exclude`), which are never committed, rather than to the
 * user's global ignores or to a `.gitignore` the team shares.
 */
type LocalIgnore =
  | { kind: 'outside-git' | 'ignored' }
  /** tracked already: no ignore rule applies to a tracked file; `git rm --cached` stops that */
  | { kind: 'tracked'; top: string; path: string }
  | { kind: 'add'; exclude: string; line: string };

export function planLocalIgnore(file: string, env: Record<string, string | undefined>, git: GitExec = execGit): LocalIgnore {
  const dir = dirname(file);
  // the folder may not exist yet: git runs in the nearest one that does (install makes .claude/)
  const cwd = dir.endsWith(`${sep}.claude`) ? dirname(dir) : dir;
  const where = git(cwd, env, ['rev-parse', '--show-toplevel', '--git-path', 'info/exclude']);
  if (!where.ok) return { kind: 'outside-git' };
  const [top, excludePath] = where.stdout.split('\n');
  if (!top || !excludePath) return { kind: 'outside-git' };
  const path = relative(top, file).split(sep).join('/');
  if (path.startsWith('../')) return { kind: 'outside-git' };
  const tracked = git(top, env, ['ls-files', '--', path]);
  if (tracked.ok && tracked.stdout.trim() !== '') return { kind: 'tracked', top, path };
  if (git(top, env, ['check-ignore', '-q', '--', path]).ok) return { kind: 'ignored' };
  return { kind: 'add', exclude: isAbsolute(excludePath) ? excludePath : join(cwd, excludePath), line: `/${path}` };
}

/** Appends the line, on a line of its own. */
export function writeLocalIgnore(plan: Extract<LocalIgnore, { kind: 'add' }>): void {
  let text = '';
  try {
    text = readFileSync(plan.exclude, 'utf8');
  } catch {
    mkdirSync(dirname(plan.exclude), { recursive: true });
  }
  appendFileSync(plan.exclude, `${text === '' || text.endsWith('\n') ? '' : '\n'}${plan.line}\n`);
}
