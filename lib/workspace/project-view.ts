import { realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { isWithin } from '../io/real-path.js';
import { type Checkout, findCheckout, isLinkedWorktree } from './git-checkout.js';
import { keyForFolder } from './project-key.js';

/** A linked worktree read as its main worktree: `top` stands for `main`. */
export interface WorktreeLink {
  top: string;
  main: string;
  /** the repository's common directory, where git says which main worktree this is */
  commonDir?: string;
}

/** A launch folder as the key rules see it. */
export interface ProjectView {
  root: string;
  /** the launch folder and its ancestors up to the workspace root, deepest first */
  ancestors: string[];
  checkout?: Checkout;
  /** set when the launch is in a linked worktree whose main worktree names the keys */
  worktree?: WorktreeLink;
  /** where `dir` sits in the main worktree (itself outside a linked worktree) */
  mainPath(dir: string): string;
  /** the path-derived key of `dir`, named from the main worktree */
  keyOf(dir: string): string;
}

/** `dir` and its ancestors up to and including `root`, deepest first; [root] when outside it. */
function ancestorsWithin(dir: string, root: string): string[] {
  if (dir === root || !isWithin(dir, root)) return [root];
  const out: string[] = [];
  for (let d = dir; d !== root; d = dirname(d)) out.push(d);
  out.push(root);
  return out;
}

interface Mapping {
  link: WorktreeLink;
  map(dir: string): string;
  root: string;
}

function mappingFor(link: WorktreeLink, root: string, launch: string): Mapping | undefined {
  const { top, main } = link;
  const map = (dir: string) => (isWithin(dir, top) ? join(main, relative(top, dir)) : dir);
  const mappedRoot = map(root);
  return isWithin(map(launch), mappedRoot) ? { link, map, root: mappedRoot } : undefined;
}

/**
 * Keys are named from the main worktree, so every worktree of a repository gets the key
 * its main worktree gets: `ws/app-feature` (a worktree of `ws/app`) is `app`, and so is
 * a worktree under `ws/app/.claude/worktrees/`. The workspace root maps too when the
 * checkout holds it (`.ai-core/` committed in the repository). A main worktree outside
 * this workspace names nothing here: the worktree keeps its own path-derived key.
 */
function worktreeMapping(checkout: Checkout & { main: string }, root: string, launch: string): Mapping | undefined {
  const link = { top: checkout.top, main: checkout.main, commonDir: checkout.commonDir };
  const direct = mappingFor(link, root, launch);
  if (direct) return direct;
  // git writes real paths; the workspace may have been reached through a symlink
  try {
    const realRoot = realpathSync.native(root);
    if (realRoot === root || !isWithin(checkout.main, realRoot)) return undefined;
    return mappingFor({ ...link, main: join(root, relative(realRoot, checkout.main)) }, root, launch);
  } catch {
    return undefined;
  }
}

export interface ViewOptions {
  /** read linked worktrees as their main worktree (the rule since keys stopped following paths alone) */
  worktrees?: boolean;
}

export function projectView(launchDir: string, workspaceRoot: string, options: ViewOptions = {}): ProjectView {
  const root = resolve(workspaceRoot);
  const ancestors = ancestorsWithin(resolve(launchDir), root);
  const launch = ancestors[0] ?? root;
  const checkout = findCheckout(launch);
  const mapping = options.worktrees !== false && isLinkedWorktree(checkout) ? worktreeMapping(checkout, root, launch) : undefined;
  const mainPath = mapping ? mapping.map : (dir: string) => dir;
  const keyRoot = mapping?.root ?? root;
  return {
    root,
    ancestors,
    checkout,
    worktree: mapping?.link,
    mainPath,
    keyOf: (dir) => keyForFolder(keyRoot, mainPath(dir)),
  };
}
