import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fnv1aHex } from '../fnv1a.js';
import { nodeBuiltin } from '../io/node-builtin.js';
import { isDirectory } from './workspace.js';

/**
 * 'workspace-root': a launch at the root of a workspace the root is not a project of (see
 * keyFromPath): the key is the root's folder name, as before, but a project memory saved
 * there would capture every project below, so save asks which project is meant.
 */
export type KeySource = 'env' | 'tmux' | 'memory-folder' | 'git' | 'launch-folder' | 'workspace-root';

export interface ProjectKey {
  key: string;
  source: KeySource;
  /** the folder the key was derived from (path sources only) */
  projectDir?: string;
}

/**
 * The tmux naming convention of the original design: path separators become `--`,
 * dots become `__` (`workspace/patent.how` → `workspace--patent__how`).
 */
export function keyFromRelativePath(rel: string): string {
  return rel
    .split(/[\\/]+/)
    .filter((part) => part !== '' && part !== '.')
    .map((part) => part.replaceAll('.', '__'))
    .join('--');
}

/** Key for a folder inside the workspace; the workspace root itself takes its own folder name. */
export function keyForFolder(workspaceRoot: string, folder: string): string {
  const rel = relative(workspaceRoot, folder);
  return usableKey(keyFromRelativePath(rel === '' ? basename(workspaceRoot) : rel));
}

/**
 * A derived key always names one folder under the memory root: characters a folder name
 * cannot hold become `_`, a folder literally named `_global` does not alias the global
 * scope, and a deep path is cut to a length every file system takes, with a hash of the
 * whole so two long paths stay apart.
 */
export function usableKey(key: string): string {
  let safe = key.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_');
  if (safe === GLOBAL_KEY) safe = `${safe}-project`;
  // 80 characters of Hangul are 240 bytes: under the 255-byte name limit of common file systems
  if (safe.length > 80) safe = `${safe.slice(0, 70)}~${fnv1aHex(key)}`;
  return safe === '' ? '_' : safe;
}

const UNSAFE_KEY = /[\\/\u0000-\u001f\u007f<>:"|?*]/;

/** A key is used as one folder name under the memory root, so it must not escape it. */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && Buffer.byteLength(key) <= 200 && !key.startsWith('.') && !UNSAFE_KEY.test(key) && key !== GLOBAL_KEY;
}

export const GLOBAL_KEY = '_global';

export interface KeyInputs {
  launchDir: string;
  workspaceRoot: string;
  memoryRoot: string;
  env: Record<string, string | undefined>;
  /** injected so tests and the hot path control whether tmux is asked */
  tmuxSessionName?: () => string | undefined;
}

/**
 * PROJECT_MEMORY_PROJECT as it is used: trimmed, and undefined when unset or blank. Check
 * this value, never the raw one: " _global" passes a check that " _global" would.
 */
export function forcedKeyOf(env: Record<string, string | undefined>): string | undefined {
  const forced = env.PROJECT_MEMORY_PROJECT?.trim();
  return forced ? forced : undefined;
}

export function resolveProjectKey(inputs: KeyInputs): ProjectKey {
  // an unusable forced key is passed over here (a hook must still answer); the CLI refuses it
  const forced = forcedKeyOf(inputs.env);
  if (forced !== undefined && isSafeKey(forced)) return { key: forced, source: 'env' };

  if (inputs.env.TMUX) {
    const name = (inputs.tmuxSessionName ?? askTmux)()?.trim();
    if (name && isSafeKey(name)) return { key: name, source: 'tmux' };
  }
  return keyFromPath(inputs.launchDir, inputs.workspaceRoot, inputs.memoryRoot);
}

/**
 * A launch from a subfolder resolves to its project, in this order:
 *
 * 1. the deepest folder below the workspace root that already has a memory folder;
 * 2. the git top-level below the workspace root (one equal to the root — a monorepo —
 *    says nothing about the project);
 * 3. the workspace root itself, but only when the root IS the project: its own memory
 *    folder (named after the root, as a first save outside any workspace makes it) exists
 *    and no other project folder in the memory root names a folder below the root
 *    (rootIsOnlyProject). That keeps a single-repository workspace together — every launch
 *    inside `repo/` finds `memory/repo/` — while in a workspace of several projects a
 *    folder named after the root captures none of them. A folder named by tmux or
 *    PROJECT_MEMORY_PROJECT that names no folder of the workspace does not count;
 * 4. the launch folder itself; at the root of a workspace of several projects, the root's
 *    name, marked 'workspace-root'.
 */
export function keyFromPath(launchDir: string, workspaceRoot: string, memoryRoot: string): ProjectKey {
  const root = resolve(workspaceRoot);
  const ancestors = ancestorsWithin(resolve(launchDir), root);
  // ancestorsWithin always ends with the root: the folders strictly below it come first
  const below = ancestors.slice(0, -1);
  for (const dir of below) {
    const key = keyForFolder(root, dir);
    if (isDirectory(join(memoryRoot, key))) return { key, source: 'memory-folder', projectDir: dir };
  }
  for (const dir of below) {
    if (existsSync(join(dir, '.git'))) return { key: keyForFolder(root, dir), source: 'git', projectDir: dir };
  }
  const rootKey = keyForFolder(root, root);
  if (isDirectory(join(memoryRoot, rootKey)) && rootIsOnlyProject(root, memoryRoot, rootKey)) {
    return { key: rootKey, source: 'memory-folder', projectDir: root };
  }
  const launch = ancestors[0] ?? root;
  if (launch === root) return { key: rootKey, source: 'workspace-root', projectDir: root };
  return { key: keyForFolder(root, launch), source: 'launch-folder', projectDir: launch };
}

/**
 * No project folder in the memory root but `_global` and the root's own names a folder
 * below the root: a key made by the path rules (`a--b__c` for `a/b.c`) is read back into
 * the folder it came from. Keys a folder name could not hold as they were (usableKey)
 * are not read back; such a project simply does not count here.
 */
function rootIsOnlyProject(root: string, memoryRoot: string, rootKey: string): boolean {
  let names: string[];
  try {
    names = readdirSync(memoryRoot);
  } catch {
    return true;
  }
  for (const name of names) {
    if (name === GLOBAL_KEY || name === rootKey || name.startsWith('.')) continue;
    const parts = name.split('--').map((part) => part.replaceAll('__', '.'));
    if (parts.every((part) => part !== '' && part !== '.' && part !== '..') && isDirectory(join(root, ...parts)) && isDirectory(join(memoryRoot, name))) {
      return false;
    }
  }
  return true;
}

/** `dir` and its ancestors up to and including `root`, deepest first; [root] when outside it. */
function ancestorsWithin(dir: string, root: string): string[] {
  const rel = relative(root, dir);
  if (rel === '' || rel.startsWith('..') || rel.startsWith(sep)) return [root];
  const out: string[] = [];
  for (let d = dir; d !== root; d = dirname(d)) out.push(d);
  out.push(root);
  return out;
}

// child_process costs a few ms to load: only pay for it inside tmux
function askTmux(): string | undefined {
  const { spawnSync } = nodeBuiltin<typeof import('node:child_process')>('node:child_process');
  const result = spawnSync('tmux', ['display-message', '-p', '#S'], {
    encoding: 'utf8',
    timeout: 500,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return result.status === 0 ? result.stdout : undefined;
}
