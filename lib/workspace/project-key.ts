import { basename, join, relative, resolve } from 'node:path';
import { fnv1aHex } from '../fnv1a.js';
import { nameHoldsSecret } from '../format/secrets.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { isDirectory } from './workspace.js';

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

/** Key for a name that is no path (a repository's, as its remote gives it): made as a folder's name is. */
export function keyForName(name: string): string {
  return usableKey(keyFromRelativePath(name.replaceAll(/[\\/]/g, '_')));
}

/**
 * A derived key always names one folder under the memory root: characters a folder name
 * cannot hold become `_`, a folder literally named `_global` does not alias the global
 * scope, and a deep path is cut to a length every file system takes, with a hash of the
 * whole so two long paths stay apart.
 */
function usableKey(key: string): string {
  let safe = key.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_');
  if (safe === GLOBAL_KEY) safe = `${safe}-project`;
  // 70 UTF-16 units, one fewer where that would split a character in two
  if (safe.length > 80) safe = `${safe.slice(0, /[\ud800-\udbff]/.test(safe.charAt(69)) ? 69 : 70)}~${fnv1aHex(key)}`;
  // and within the 200 bytes a key may hold (isSafeKey): 67 characters of Hangul are 201
  // bytes, and such a folder's key was refused by every save
  if (Buffer.byteLength(safe) > KEY_MAX_BYTES) safe = `${prefixWithin(safe, KEY_MAX_BYTES - 10)}~${fnv1aHex(key)}`;
  return safe === '' ? '_' : safe;
}

/** The longest start of `text`, whole characters, that is at most `bytes` bytes of UTF-8. */
function prefixWithin(text: string, bytes: number): string {
  let used = 0;
  let end = 0;
  for (const char of text) {
    used += Buffer.byteLength(char);
    if (used > bytes) break;
    end += char.length;
  }
  return text.slice(0, end);
}

/** A key is one folder name: 200 bytes leave room under the 255-byte name limit of common file systems. */
const KEY_MAX_BYTES = 200;
const UNSAFE_KEY = /[\\/\u0000-\u001f\u007f<>:"|?*]/;

/**
 * Names the memory root keeps for itself: the global scope, and the format README that
 * `install` writes there (lib/workspace/memory-root-setup.ts). A project folder named
 * README.md took the README's place, and install then skipped writing it; in any case,
 * since a case-insensitive disk (macOS, Windows) holds README.md and readme.md as one.
 */
function isReservedName(key: string): boolean {
  const lower = key.toLowerCase();
  return lower === GLOBAL_KEY || lower === 'readme.md';
}

/** A key is used as one folder name under the memory root, so it must not escape it, nor take a name the root keeps. */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && Buffer.byteLength(key) <= KEY_MAX_BYTES && !key.startsWith('.') && !UNSAFE_KEY.test(key) && !isReservedName(key);
}

/**
 * The folder a path-derived key came from, when it still exists: the inverse of
 * keyForFolder (`workspace--patent__how` → <root>/workspace/patent.how). Undefined for
 * a key that names no folder (a tmux session name, a forced key, a folder moved away).
 */
export function folderForKey(workspaceRoot: string, key: string): string | undefined {
  const root = resolve(workspaceRoot);
  if (keyForFolder(root, root) === key) return root;
  const guess = join(root, ...key.split('--').map((part) => part.replaceAll('__', '.')));
  return isDirectory(guess) && keyForFolder(root, guess) === key ? guess : undefined;
}

/**
 * folderForKey for a folder below the root only: the root's own name (`shop`, the key its
 * path gives) names the repository itself, whose memories sit under it before a pin or a
 * remote gives another key, not another project's folder.
 */
export function folderBelowForKey(workspaceRoot: string, key: string): string | undefined {
  const folder = folderForKey(workspaceRoot, key);
  return folder === resolve(workspaceRoot) ? undefined : folder;
}

/**
 * PROJECT_MEMORY_PROJECT as it is used: trimmed, and undefined when unset or blank. Check
 * this value, never the raw one: " _global" passes a check that " _global" would.
 */
export function forcedKeyOf(env: Record<string, string | undefined>): string | undefined {
  const forced = env.PROJECT_MEMORY_PROJECT?.trim();
  return forced ? forced : undefined;
}

/**
 * Whether a forced key can be a project's: a folder name (isSafeKey) that does not look like
 * a credential, which the list would name to the model (as a pin's key, pin-file.ts).
 */
export function isUsableForcedKey(key: string): boolean {
  return isSafeKey(key) && !nameHoldsSecret(key);
}
