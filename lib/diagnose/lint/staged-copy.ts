import { copyFileSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { LintFinding } from '../../checks/finding.js';
import { checkoutEnvFor, execGit, type GitResult } from '../../io/git-exec.js';
import { readFileSafely } from '../../io/read-file-safely.js';
import { shellCommand } from '../../shell-quote.js';

/**
 * The memory folder as git's index holds it: what `git commit` would commit. A pre-commit
 * hook that lints the working tree passes a secret that was staged and then deleted from
 * the file without staging the deletion, and fails on an edit that is not being committed.
 * The index's version of every tracked file under the memory root is written into a temp
 * folder (git checkout-index), which lint then reads as it reads the working tree; a file
 * not yet added is not in it. A file git left unmerged has no one version in the index: its
 * working copy goes in, conflict markers and all, for lint to name.
 */
/** The temp folder's name: with a space in it, so every command a finding prints quotes its paths, as the real ones may need. */
export const STAGED_COPY_PREFIX = 'project-memory staged-';

type StagedCopy =
  | {
      root: string;
      remove(): void;
      /** the memory files, by their working paths, that the next commit leaves as the last one has them */
      unchanged: ReadonlySet<string>;
      /** the memory files the next commit adds or changes, from the memory root */
      changedMemories: readonly string[];
      /** the memory files it moves whole (`git mv`, `key move`), from the memory root, where they go */
      movedMemories: readonly string[];
    }
  | { problem: 'no-repository' | 'git-failed'; detail?: string };

/**
 * The repository `dir` is in, and the environment that asks git about its next commit:
 * git's own words (matched by callers) in no reader's language, and the index of this
 * commit (indexOfThisCommit).
 */
function repositoryOf(
  dir: string,
  env: Record<string, string | undefined>,
): { top: string; gitEnv: Record<string, string | undefined> } | { failed: Extract<GitResult, { ok: false }> } {
  const plain = { ...checkoutEnvFor(dir, env), LC_ALL: 'C', LANGUAGE: 'C' };
  const where = execGit(dir, plain, ['rev-parse', '--show-toplevel', '--absolute-git-dir']);
  if (!where.ok) return { failed: where };
  const [top = '', gitDir = ''] = where.stdout.split('\n');
  return { top, gitEnv: { ...plain, ...indexOfThisCommit(env, gitDir) } };
}

export function stagedCopy(memoryRoot: string, env: Record<string, string | undefined>): StagedCopy {
  const repository = repositoryOf(memoryRoot, env);
  if ('failed' in repository) {
    const { missing, stderr } = repository.failed;
    return { problem: missing || !stderr?.includes('not a git repository') ? 'git-failed' : 'no-repository', detail: stderr?.trim() };
  }
  const { top, gitEnv } = repository;
  const names = (args: string[]) =>
    execGit(top, gitEnv, ['ls-files', '-z', '--full-name', ...args, '--', relative(top, realRoot(memoryRoot)) || '.'], { bytes: true });
  const listed = names(['--cached']);
  const unmerged = names(['--unmerged']);
  if (!listed.ok) return { problem: 'git-failed', detail: listed.stderr?.trim() };
  if (!unmerged.ok) return { problem: 'git-failed', detail: unmerged.stderr?.trim() };
  const copy = mkdtempSync(join(tmpdir(), STAGED_COPY_PREFIX));
  const remove = () => rmSync(copy, { recursive: true, force: true });
  // paths from the top, on stdin, byte for byte: as many as the index holds, whatever their names
  const written = execGit(top, gitEnv, ['checkout-index', '-z', '--stdin', `--prefix=${copy}/`], { input: listed.stdout, bytes: true });
  const conflicted = unmergedPaths(unmerged.stdout);
  if (!written.ok && !(conflicted.length > 0 && onlyUnmerged(written.stderr))) {
    remove();
    return { problem: 'git-failed', detail: written.stderr?.trim() };
  }
  for (const path of conflicted) {
    // the bytes git gave: a name that is no UTF-8 is opened as it is on disk
    const under = (folder: string, name: string) => Buffer.concat([Buffer.from(`${folder}/`), Buffer.from(name, 'latin1')]);
    try {
      mkdirSync(under(copy, path.slice(0, path.lastIndexOf('/'))), { recursive: true });
      copyFileSync(under(top, path), under(copy, path));
    } catch {
      // deleted on one side: lint names it from git (unmerged-memories.ts)
    }
  }
  const fromTop = relative(top, realRoot(memoryRoot));
  return { root: join(copy, fromTop), remove, ...sinceLastCommit(top, gitEnv, fromTop, memoryRoot) };
}

/**
 * What the next commit changes under the memory root, against HEAD: the files whose text it
 * leaves as it was (a file moved whole, by `key move` or `git mv`, among them), by their
 * working paths, and the memory files (in a scope folder, from the memory root) it adds or
 * changes. Before a first commit there is no HEAD: everything is new. Paths are read as
 * UTF-8; one that is not is simply counted as changed.
 */
function sinceLastCommit(top: string, gitEnv: Record<string, string | undefined>, fromTop: string, memoryRoot: string) {
  const under = fromTop || '.';
  const run = (args: string[]) => {
    const out = execGit(top, gitEnv, [...args, '--', under]);
    return out.ok ? out.stdout.split('\0').filter((field) => field !== '') : undefined;
  };
  const committed = run(['ls-tree', '-r', '-z', '--name-only', '--full-tree', 'HEAD']);
  // "<status>\0<path>", or "R<score>\0<from>\0<to>" for a rename
  const diff = committed === undefined ? undefined : run(['diff', '--cached', '--name-status', '-z', '-M', 'HEAD']);
  const inside = (path: string) => relative(fromTop, path);
  if (committed === undefined || diff === undefined) {
    const indexed = run(['ls-files', '-z', '--cached']) ?? [];
    return { unchanged: new Set<string>(), changedMemories: indexed.map(inside).filter(isMemoryPath), movedMemories: [] };
  }
  const touched = new Set<string>();
  const moved: string[] = [];
  const changedMemories: string[] = [];
  for (let i = 0; i < diff.length; i++) {
    const status = diff[i] as string;
    const renamed = status.startsWith('R') || status.startsWith('C');
    const from = diff[i + 1] as string;
    const to = renamed ? (diff[i + 2] as string) : from;
    i += renamed ? 2 : 1;
    touched.add(from).add(to);
    if (status === 'R100') moved.push(to);
    else if (status !== 'D' && isMemoryPath(inside(to))) changedMemories.push(inside(to));
  }
  const working = (path: string) => join(memoryRoot, inside(path));
  const unchanged = new Set([...committed.filter((path) => !touched.has(path)), ...moved].map(working));
  return { unchanged, changedMemories, movedMemories: moved.map(inside).filter(isMemoryPath) };
}

/**
 * Of the workspace's own files (the pin, the config), which lint reads on disk: `left`, those
 * the last commit holds and the next one leaves as it was (what asCommittedBefore says of a
 * memory file unchanged, said of them); `unstaged`, those whose copy on disk is not what the
 * next commit holds, with `staged`, the text it holds (git's index). A pin or config git left
 * unmerged, or one git does not track, is the commit's (or this machine's) to fix. Asked of
 * the files lint has a finding on and of the config, where there is one: usually none.
 */
export function sinceLastCommitOf(
  files: readonly string[],
  env: Record<string, string | undefined>,
): { left: Set<string>; unstaged: Set<string>; staged: Map<string, string> } {
  const left = new Set<string>();
  const unstaged = new Set<string>();
  const staged = new Map<string, string>();
  for (const file of new Set(files)) {
    const dir = dirname(file);
    const repository = repositoryOf(dir, env);
    if ('failed' in repository) continue;
    const { top, gitEnv } = repository;
    // through any link to its folder, as git names the top; not through the file's own
    const path = relative(top, join(realRoot(dir), basename(file)));
    const named = (args: string[]) => {
      const out = execGit(top, gitEnv, [...args, '--', path]);
      return out.ok ? out.stdout.trim() !== '' : undefined;
    };
    if (named(['ls-files', '--cached']) === true && named(['diff', '--name-only']) === true) {
      unstaged.add(file);
      const text = execGit(top, gitEnv, ['show', `:${path}`]);
      if (text.ok) staged.set(file, text.stdout);
    }
    // an unmerged path is listed by diff --cached too
    if (named(['ls-tree', '--name-only', 'HEAD']) === true && named(['diff', '--cached', '--name-only', 'HEAD']) === false) left.add(file);
  }
  return { left, unstaged, staged };
}

/** A Markdown file in a scope folder of the memory root, as lint counts them. */
function isMemoryPath(inside: string): boolean {
  return inside.endsWith('.md') && inside.split('/').length === 2 && !inside.startsWith('..');
}

/**
 * GIT_INDEX_FILE, as git sets it for a pre-commit hook (`commit -a` commits through an index
 * of its own), kept only where it is this repository's: a memory folder that is a submodule
 * or a clone of its own, committed from the repository around it (or the other way round),
 * has an index of its own, which is what its next commit holds.
 */
function indexOfThisCommit(env: Record<string, string | undefined>, gitDir: string): Record<string, string> {
  const index = env.GIT_INDEX_FILE;
  if (index === undefined || gitDir === '') return {};
  const path = resolve(index);
  return path.startsWith(`${gitDir}${sep}`) ? { GIT_INDEX_FILE: path } : {};
}

/** The paths `ls-files --unmerged -z` names (`mode sha stage\tpath`, one line per stage), each once, bytes as latin1. */
function unmergedPaths(listing: string): string[] {
  const paths = listing
    .split('\0')
    .filter((entry) => entry.includes('\t'))
    .map((entry) => entry.slice(entry.indexOf('\t') + 1));
  return [...new Set(paths)];
}

/** Whether git's complaints are all of files left unmerged, which it skipped. */
function onlyUnmerged(stderr: string | undefined): boolean {
  const lines = (stderr ?? '').split('\n').filter((line) => line.trim() !== '');
  return lines.length > 0 && lines.every((line) => / is unmerged$/.test(line));
}

/** The memory root as git names it from the top: through any link in the path. */
function realRoot(memoryRoot: string): string {
  try {
    return realpathSync(memoryRoot);
  } catch {
    return memoryRoot;
  }
}

/**
 * Findings about the copy, said of the files they stand for: paths in the file field and in
 * every message and fix. A command names the copy's paths quoted (they hold a space), and
 * the real path takes their place inside the quotes, escaped as the quotes need.
 */
export function asWorkingPaths(findings: readonly LintFinding[], copyRoot: string, memoryRoot: string): LintFinding[] {
  const quoted = memoryRoot.replaceAll("'", `'\\''`);
  const real = (text: string) => text.split(`'${copyRoot}`).join(`'${quoted}`).split(copyRoot).join(memoryRoot);
  return findings.map((f) => ({ ...f, file: real(f.file), message: (w) => real(f.message(w)), fix: (w) => real(f.fix(w)) }));
}

/**
 * Findings (said of the working tree already, asWorkingPaths) about a file whose working copy
 * is not what the copy holds: its fix goes on to say to stage it. A pre-commit hook that
 * refuses a commit for a file already fixed on disk otherwise reads as wrong.
 */
export function withUnstagedNote(findings: readonly LintFinding[], copyRoot: string, memoryRoot: string): LintFinding[] {
  const differs = new Map<string, boolean>();
  const unstaged = (file: string): boolean => {
    let known = differs.get(file);
    if (known === undefined) {
      const inside = relative(memoryRoot, file);
      known = !inside.startsWith('..') && !sameOnDisk(join(copyRoot, inside), file);
      differs.set(file, known);
    }
    return known;
  };
  return findings.map((f) => {
    if (!unstaged(f.file)) return f;
    const add = `\`${shellCommand(['git', 'add', '--', f.file])}\``;
    return { ...f, fix: (w) => `${f.fix(w)}; ${w.report.unstaged(add)}` };
  });
}

/** Far above any memory lint reads: a larger file, which cannot be compared here, reads as changed. */
const COMPARED_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Whether the staged copy and the working tree hold the same thing at a path: a regular
 * file's bytes, a link's target, or the same kind of anything else. Nothing is followed
 * or opened that could block (a link to a FIFO or /dev/zero, committed by anyone, would
 * hang every commit): files are opened without following links and without blocking.
 */
function sameOnDisk(copy: string, working: string): boolean {
  const a = lstatSync(copy, { throwIfNoEntry: false });
  const b = lstatSync(working, { throwIfNoEntry: false });
  if (a === undefined || b === undefined) return a === b;
  if (a.isSymbolicLink() || b.isSymbolicLink()) return a.isSymbolicLink() && b.isSymbolicLink() && linkTarget(copy) === linkTarget(working);
  if (!a.isFile() || !b.isFile()) return a.isFile() === b.isFile() && a.isDirectory() === b.isDirectory();
  if (a.size !== b.size) return false;
  const bytes = (path: string) => readFileSafely(path, COMPARED_MAX_BYTES, undefined, { noFollow: true });
  const [left, right] = [bytes(copy), bytes(working)];
  return left !== undefined && right !== undefined && left.equals(right);
}

function linkTarget(path: string): string | undefined {
  try {
    return readlinkSync(path);
  } catch {
    return undefined;
  }
}
