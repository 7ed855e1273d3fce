import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isWithin } from '../io/real-path.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { type PinRead, readPin } from './pin-file.js';
import { folderBelowForKey, forcedKeyOf, isSafeKey, isUsableForcedKey } from './project-key.js';
import { holdsManifest } from './project-manifest.js';
import { type ProjectView, projectView, type ViewOptions, type WorktreeLink } from './project-view.js';
import { askTmuxSession, isDefaultSessionName } from './tmux-session.js';
import { isDirectory } from './workspace.js';

/**
 * 'workspace-root': a launch at the root of a workspace the root is not a project of (see
 * pathResult): the key is the root's folder name, but a project memory saved there would
 * capture every project below, so save asks which project is meant.
 */
export type KeySource = 'env' | 'pin' | 'tmux' | 'memory-folder' | 'git' | 'package-folder' | 'launch-folder' | 'workspace-root';

const PATH_SOURCES: ReadonlySet<KeySource> = new Set(['memory-folder', 'git', 'package-folder', 'launch-folder', 'workspace-root']);

/** Whether a key of this source came from a folder's path (another folder's path may give it too): no pin, environment or tmux chose it. */
export function isPathSource(source: KeySource): boolean {
  return PATH_SOURCES.has(source);
}

export interface ProjectKey {
  key: string;
  source: KeySource;
  /** the folder the key belongs to (pin and path sources): where the pin is, or the folder the path rules chose */
  projectDir?: string;
  /** the pin file the key came from */
  pinFile?: string;
  /** the launch is in a linked worktree and the key was named from its main worktree */
  worktree?: WorktreeLink;
  /** a pin file on the way that holds no usable key (a merge conflict git left, say): passed over */
  ignoredPin?: string;
}

interface KeyInputs {
  launchDir: string;
  workspaceRoot: string;
  memoryRoot: string;
  env: Record<string, string | undefined>;
  /** injected so tests and the hot path control whether tmux is asked */
  tmuxSessionName?: () => string | undefined;
  /**
   * Folders of a linked worktree outside the workspace, from its launch folder up to its
   * top, whose pins come first: `launchDir` is then the same folder of its main worktree
   * (workspace-above.ts), and a pin committed on the worktree's branch is its own.
   */
  worktreePins?: readonly string[];
}

type Found = { pin: PinRead & { key: string }; dir: string } | { memoryDir: string } | undefined;

/**
 * A valid pin in `dir`, or in the same folder of the main worktree (a pin not yet
 * committed); the path of one that holds no usable key goes to `ignored`.
 */
function pinIn(view: ProjectView, dir: string, ignored: string[]): (PinRead & { key: string }) | undefined {
  const here = readPin(dir);
  if (here?.key !== undefined) return here;
  if (here) ignored.push(here.path);
  const main = view.mainPath(dir);
  if (main === dir) return undefined;
  const there = readPin(main);
  if (there?.key !== undefined) return there;
  if (there) ignored.push(there.path);
  return undefined;
}

/**
 * One walk from the launch folder up to the workspace root, deepest first. A folder with
 * a pin file ends it (the pin applies); so does a folder whose key already has a memory
 * folder (the project the path rules find). Pins are not looked for above the checkout's
 * top: a project's pin never reaches into a repository nested inside it.
 */
function walk(view: ProjectView, memoryRoot: string, pins: boolean, ignored: string[] = []): Found {
  const top = view.checkout?.top;
  let pinOpen = pins;
  for (const dir of view.ancestors) {
    if (pinOpen) {
      const pin = pinIn(view, dir, ignored);
      if (pin) return { pin, dir };
      if (dir === top) pinOpen = false;
    }
    // the root's own memory folder counts only when the root is the one project (pathResult)
    if (dir !== view.root && isDirectory(join(memoryRoot, view.keyOf(dir)))) return { memoryDir: dir };
  }
  // the workspace sits inside the checkout (`.ai-core/` in a subfolder): the pin is at its top
  if (pinOpen && top !== undefined && top !== view.root && isWithin(view.root, top)) {
    const pin = pinIn(view, top, ignored);
    if (pin) return { pin, dir: top };
  }
  return undefined;
}

function linkOf(view: ProjectView, dir: string): { worktree?: WorktreeLink } {
  return view.worktree && isWithin(dir, view.worktree.top) ? { worktree: view.worktree } : {};
}

/**
 * The path rules, each key named from the main worktree:
 *
 * 1. the deepest folder below the workspace root whose key has a memory folder;
 * 2. the git top-level below the workspace root (one equal to the root — a monorepo —
 *    says nothing about the project);
 * 3. the workspace root itself, but only when the root IS the project: its own memory
 *    folder (named after the root, as a first save outside any workspace makes it)
 *    exists and no other project folder in the memory root names a folder below the
 *    root. That keeps a single-repository workspace together, while in a workspace of
 *    several projects a folder named after the root captures none of them;
 * 4. below the root, in the root's own checkout (`.ai-core/` at the top of the repository),
 *    where no project folder names a folder below the root yet: the nearest folder on the
 *    way up that holds a package manifest (a monorepo's `packages/web`, the seed's
 *    `workspace/patent.how`), else the repository, by the root's key. A first memory saved
 *    from `services/billing` or `src/` was keyed by that folder once `install` had made the
 *    memory folder, unpinned and listed nowhere else in the repository (without `install`,
 *    that save keys and pins the repository). Where a project folder for a folder below the
 *    root exists (a workspace the team keys by folder), a plain folder keeps rule 5, and a
 *    package is still its own; but where the top holds a manifest itself (a monorepo's root
 *    package), the top and its plain folders stay the repository's;
 * 5. the launch folder; at the root of a workspace of several projects, the root's name,
 *    marked 'workspace-root'.
 */
function pathResult(view: ProjectView, found: Found, memoryRoot: string): ProjectKey {
  if (found && 'memoryDir' in found) {
    return { key: view.keyOf(found.memoryDir), source: 'memory-folder', projectDir: found.memoryDir, ...linkOf(view, found.memoryDir) };
  }
  const top = view.checkout?.top;
  if (top !== undefined && top !== view.root && view.ancestors.includes(top)) {
    return { key: view.keyOf(top), source: 'git', projectDir: top, ...linkOf(view, top) };
  }
  const rootKey = view.keyOf(view.root);
  const rootHolds = isDirectory(join(memoryRoot, rootKey));
  if (rootHolds && rootIsOnlyProject(view.root, memoryRoot, rootKey)) {
    return { key: rootKey, source: 'memory-folder', projectDir: view.root, ...linkOf(view, view.root) };
  }
  const launch = view.ancestors[0] ?? view.root;
  // a repository whose top is a package too (an npm workspace's root package.json): the top and
  // its plain folders are that package, however many packages below it have folders of their own
  const rootPackage = top === view.root && holdsManifest(view.root);
  const repository = { key: rootKey, source: 'git' as const, projectDir: view.root, ...linkOf(view, view.root) };
  if (launch === view.root) return rootPackage ? repository : { key: rootKey, source: 'workspace-root', projectDir: view.root, ...linkOf(view, view.root) };
  if (top === view.root) {
    const pkg = view.ancestors.find((dir) => dir !== view.root && holdsManifest(dir));
    if (pkg !== undefined) return { key: view.keyOf(pkg), source: 'package-folder', projectDir: pkg, ...linkOf(view, pkg) };
    if (rootPackage || (!rootHolds && rootIsOnlyProject(view.root, memoryRoot, rootKey))) return repository;
  }
  return { key: view.keyOf(launch), source: 'launch-folder', projectDir: launch, ...linkOf(view, launch) };
}

/**
 * No project folder in the memory root but `_global` and the root's own names a folder
 * below the root: a key made by the path rules (`a--b__c` for `a/b.c`) is read back into
 * the folder it came from (folderForKey). Keys a folder name could not hold as they were
 * are not read back; such a project simply does not count here.
 */
export function rootIsOnlyProject(root: string, memoryRoot: string, rootKey: string): boolean {
  let names: string[];
  try {
    names = readdirSync(memoryRoot);
  } catch {
    return true;
  }
  for (const name of names) {
    if (name === GLOBAL_KEY || name === rootKey || name.startsWith('.')) continue;
    if (folderBelowForKey(root, name) !== undefined && isDirectory(join(memoryRoot, name))) return false;
  }
  return true;
}

/** The key the path rules give (no environment, pin or tmux): what a pin-less checkout gets. */
export function keyFromPath(launchDir: string, workspaceRoot: string, memoryRoot: string, options: ViewOptions = {}): ProjectKey {
  const view = projectView(launchDir, workspaceRoot, options);
  return pathResult(view, walk(view, memoryRoot, false), memoryRoot);
}

/** The pin that applies to a launch folder, with the folder it sits in. */
export function pinFor(launchDir: string, workspaceRoot: string, memoryRoot: string): ProjectKey | undefined {
  const view = projectView(launchDir, workspaceRoot);
  const found = walk(view, memoryRoot, true, []);
  return found && 'pin' in found ? pinResult(view, found.pin, found.dir) : undefined;
}

function pinResult(view: ProjectView, pin: PinRead & { key: string }, dir: string): ProjectKey {
  // a linked worktree's own pin (committed on its branch) keys it by itself, not as its main worktree
  const own = view.worktree !== undefined && isWithin(pin.path, view.worktree.top);
  return { key: pin.key, source: 'pin', projectDir: dir, pinFile: pin.path, ...(own ? {} : linkOf(view, dir)) };
}

/**
 * A tmux session name selects a key only when a memory folder of that name exists: the
 * seed's convention (a session named `workspace--patent__how`) keeps working, while a
 * session tmux named by itself (`0`, `1`, …) or after anything else leaves the key to
 * the path, so projects opened in one session no longer share a folder.
 */
function tmuxSelects(name: string, memoryRoot: string): boolean {
  return isSafeKey(name) && !isDefaultSessionName(name) && isDirectory(join(memoryRoot, name));
}

/**
 * PROJECT_MEMORY_PROJECT, then the pin file, then a tmux session that names a memory
 * folder, then the path rules. Per prompt: a stat or two per folder from the launch
 * folder up, two small reads in a linked worktree, and tmux asked only inside tmux
 * when nothing before it decided.
 */
export function resolveProjectKey(inputs: KeyInputs): ProjectKey {
  // an unusable forced key is passed over here (a hook must still answer); the CLI refuses it
  const forced = forcedKeyOf(inputs.env);
  if (forced !== undefined && isUsableForcedKey(forced)) return { key: forced, source: 'env' };
  const view = projectView(inputs.launchDir, inputs.workspaceRoot);
  const ignored: string[] = [];
  // a linked worktree read through its main worktree's workspace: its own pins come first
  for (const dir of inputs.worktreePins ?? []) {
    const pin = pinIn(view, dir, ignored);
    if (pin) return pinResult(view, pin, dir);
  }
  const found = walk(view, inputs.memoryRoot, true, ignored);
  if (found && 'pin' in found) return pinResult(view, found.pin, found.dir);
  // the list says a pin was passed over: the project's memories may be under its key
  const passedOver = ignored[0] === undefined ? {} : { ignoredPin: ignored[0] };
  if (inputs.env.TMUX) {
    const name = (inputs.tmuxSessionName ?? askTmuxSession)()?.trim();
    if (name && tmuxSelects(name, inputs.memoryRoot)) return { key: name, source: 'tmux', ...passedOver };
  }
  return { ...pathResult(view, found, inputs.memoryRoot), ...passedOver };
}

/**
 * The key a launch in `launchDir` got from its path before worktrees shared their main
 * worktree's key, and before a pin: where doctor looks for memories left under an old key.
 */
export function olderPathKey(launchDir: string, workspace: { root: string; memoryRoot: string }): ProjectKey {
  return keyFromPath(launchDir, workspace.root, workspace.memoryRoot, { worktrees: false });
}
