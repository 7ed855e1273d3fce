import { appendFileSync, existsSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { checkoutEnvFor, execGit, type GitExec } from '../io/git-exec.js';
import type { IgnoreRecord } from './install-records.js';

/**
 * What keeps `.claude/settings.local.json` out of a commit. Claude Code adds the file to
 * git's ignores when it writes it, but `install --scope local` may write it first, and the
 * file names this machine's paths: a `git add -A` would share them. It is added to this
 * clone's own ignores (`info/exclude`), which are never committed, rather than to the
 * user's global ignores or to a `.gitignore` the team shares.
 */
type LocalIgnore =
  | { kind: 'outside-git' | 'ignored' }
  /** tracked already: no ignore rule applies to a tracked file */
  | { kind: 'tracked'; top: string; path: string }
  | { kind: 'add'; exclude: string; line: string; path: string; top: string }
  /** the line is in info/exclude and git still does not ignore the file: a `.gitignore` rule un-ignores it */
  | { kind: 'overridden'; exclude: string; line: string; path: string; top: string };

/** A path as a gitignore line that matches it and nothing else: wildcards and a leading `!` or `#` escaped. */
function ignoreLine(path: string): string {
  return `/${path.replace(/[\\*?[\]]/g, '\\$&').replace(/ $/, '\\ ')}`;
}

interface Place {
  top: string;
  /** the settings file, from the top, with `/` */
  path: string;
  exclude: string;
  line: string;
}

/** Where the settings file sits in its checkout, and the exclude file and line that ignore it; undefined outside git. */
function placeOf(file: string, env: Record<string, string | undefined>, git: GitExec): Place | undefined {
  // the settings folder, links followed: git never adds a file past a link, so the file is
  // where `.claude` leads (outside every checkout: nothing to keep out). It may not exist
  // yet: git then runs in the folder it is made in
  let folder: string;
  try {
    folder = existsSync(dirname(file)) ? realpathSync(dirname(file)) : join(realpathSync(dirname(dirname(file))), basename(dirname(file)));
  } catch {
    return undefined;
  }
  const cwd = existsSync(folder) ? folder : dirname(folder);
  const where = git(cwd, checkoutEnvFor(cwd, env, {}, git), ['rev-parse', '--show-toplevel', '--git-path', 'info/exclude']);
  if (!where.ok) return undefined;
  const [top, excludePath] = where.stdout.split('\n');
  if (!top || !excludePath) return undefined;
  const path = relative(top, join(folder, basename(file)))
    .split(sep)
    .join('/');
  // a line break in a folder's name has no gitignore line
  if (path.startsWith('../') || /[\r\n]/.test(path)) return undefined;
  return { top, path, exclude: isAbsolute(excludePath) ? excludePath : join(cwd, excludePath), line: ignoreLine(path) };
}

function planLocalIgnore(file: string, env: Record<string, string | undefined>, git: GitExec = execGit): LocalIgnore {
  const place = placeOf(file, env, git);
  if (place === undefined) return { kind: 'outside-git' };
  const { top, path } = place;
  const gitEnv = checkoutEnvFor(top, env, {}, git);
  // a folder named `app[1]` is that folder, not a pattern: git-exec.ts passes --literal-pathspecs
  const tracked = git(top, gitEnv, ['ls-files', '--', path]);
  if (tracked.ok && tracked.stdout.trim() !== '') return { kind: 'tracked', top, path };
  if (git(top, gitEnv, ['check-ignore', '-q', '--', path], { patterns: true }).ok) return { kind: 'ignored' };
  return { ...place, kind: linesOf(place.exclude).includes(place.line) ? 'overridden' : 'add' };
}

function textOf(exclude: string): string {
  try {
    return readFileSync(exclude, 'utf8');
  } catch {
    return '';
  }
}

function linesOf(exclude: string): string[] {
  return textOf(exclude).split(/\r?\n/);
}

/**
 * Appends the line, on a line of its own, and asks git whether the file is ignored now: a
 * `.gitignore` rule that un-ignores it wins over info/exclude. An exclude file that cannot
 * be written (a read-only checkout) is said, not thrown: the hooks are installed. What it
 * wrote is returned for the install record, so uninstall can take back just that.
 */
function writeLocalIgnore(
  plan: Extract<LocalIgnore, { kind: 'add' }>,
  env: Record<string, string | undefined>,
  git: GitExec = execGit,
): { ok: true; ignored: boolean; record: IgnoreRecord } | { ok: false; error: NodeJS.ErrnoException } {
  let record: IgnoreRecord;
  try {
    const created = !existsSync(plan.exclude);
    mkdirSync(dirname(plan.exclude), { recursive: true });
    const text = textOf(plan.exclude);
    const separated = text !== '' && !text.endsWith('\n');
    appendFileSync(plan.exclude, `${separated ? '\n' : ''}${plan.line}\n`);
    record = { exclude: plan.exclude, line: plan.line, top: plan.top, path: plan.path, separated, created };
  } catch (error) {
    return { ok: false, error: error as NodeJS.ErrnoException };
  }
  return { ok: true, ignored: git(plan.top, checkoutEnvFor(plan.top, env, {}, git), ['check-ignore', '-q', '--', plan.path], { patterns: true }).ok, record };
}

export type IgnoreNote =
  | { kind: 'tracked'; path: string }
  | { kind: 'overridden'; path: string; exclude: string }
  | { kind: 'unwritable'; exclude: string; line: string; error: NodeJS.ErrnoException };

interface IgnoreOutcome {
  /** install --json's gitIgnore */
  json: { exclude: string; line: string; written: boolean; ignored: boolean } | { tracked: string } | null;
  /** the line added to info/exclude, or that would be (--dry-run) */
  added?: { line: string; exclude: string; done: boolean };
  /** what was written, for the install record: uninstall takes that line back */
  record?: IgnoreRecord;
  note?: IgnoreNote;
}

/** `install --scope local`'s part: plan, write unless `dryRun`, and what to say. */
export function keepLocalSettingsOut(file: string, env: Record<string, string | undefined>, dryRun: boolean, git: GitExec = execGit): IgnoreOutcome {
  const plan = planLocalIgnore(file, env, git);
  switch (plan.kind) {
    case 'outside-git':
    case 'ignored':
      return { json: null };
    case 'tracked': {
      const full = join(plan.top, plan.path);
      return { json: { tracked: full }, note: { kind: 'tracked', path: full } };
    }
    case 'overridden': {
      const json = { exclude: plan.exclude, line: plan.line, written: false, ignored: false };
      return { json, note: { kind: 'overridden', path: join(plan.top, plan.path), exclude: plan.exclude } };
    }
    case 'add': {
      const { exclude, line } = plan;
      if (dryRun) return { json: { exclude, line, written: false, ignored: false }, added: { line, exclude, done: false } };
      const written = writeLocalIgnore(plan, env, git);
      if (!written.ok) return { json: { exclude, line, written: false, ignored: false }, note: { kind: 'unwritable', exclude, line, error: written.error } };
      const added = { line, exclude, done: true };
      const json = { exclude, line, written: true, ignored: written.ignored };
      const { record } = written;
      return written.ignored ? { json, added, record } : { json, added, record, note: { kind: 'overridden', path: join(plan.top, plan.path), exclude } };
    }
  }
}
