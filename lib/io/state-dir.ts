import { lstatSync, mkdirSync, type Stats, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { nodeBuiltin } from './node-builtin.js';

/**
 * Where per-user state lives (session state, index cache, code cache, install records),
 * or undefined when there is no place that is safely the user's own: then nothing is
 * kept, and every prompt simply shows the full list.
 *
 * In order: PROJECT_MEMORY_STATE_DIR; $XDG_STATE_HOME/project-memory; ~/.local/state/
 * project-memory. A relative XDG_STATE_HOME is ignored, as the XDG spec says (it would
 * put memory descriptions into whatever folder a hook runs in), and so is a HOME that is
 * not an existing folder: state is never the reason a home folder gets created. Without
 * a HOME, a folder of this user's under the system temp folder, used only when it is
 * owned by this user and closed to everyone else (another local user could otherwise
 * plant a cache there).
 */
export function stateDir(env: Record<string, string | undefined>, home: string | undefined): string | undefined {
  const place = statePlace(env, home);
  if (place === undefined) return undefined;
  return place.temp ? privateTempFolder() : ownFolder(place.dir);
}

/** The folder stateDir looks at, before it asks whether the folder is this user's; `temp` for the one under the system temp folder. */
interface StatePlace {
  dir: string;
  temp: boolean;
}

/**
 * Where the state folder is looked for (stateDir's order), whoever owns it: what doctor
 * looks at when the hooks keep no state. Undefined where there is no place at all.
 */
export function statePlace(env: Record<string, string | undefined>, home: string | undefined): StatePlace | undefined {
  const forced = env.PROJECT_MEMORY_STATE_DIR;
  if (forced) return isAbsolute(forced) ? { dir: forced, temp: false } : undefined;
  const xdg = env.XDG_STATE_HOME;
  if (xdg && isAbsolute(xdg)) return { dir: join(xdg, 'project-memory'), temp: false };
  if (home && isAbsolute(home)) return isFolder(home) ? { dir: join(home, '.local', 'state', 'project-memory'), temp: false } : undefined;
  const dir = privateTempPath();
  return dir === undefined ? undefined : { dir, temp: true };
}

/**
 * The folder, unless something there makes it another's: a folder someone else owns, or
 * that others may write to, could hold a code cache they made (V8 checks a cache against
 * the source's length only, so it would run their code in this user's hook), an index
 * that lists what they wrote, or take in this user's session state. One that does not
 * exist yet is made by this user, 0700, when first written. Under /proc or /sys a folder
 * can never be made (Node's recursive mkdir retries there for ever).
 */
function ownFolder(dir: string): string | undefined {
  if (/^\/(?:proc|sys)(?:\/|$)/.test(dir)) return undefined;
  try {
    const stat = statSync(dir, { throwIfNoEntry: false });
    if (stat === undefined) return dir;
    return stat.isDirectory() && isOwnAndClosed(stat) ? dir : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A folder or file of this user's that nobody else may write to: owned by them, not open
 * to everyone, and open to a group only when it is their own primary group (the private
 * group of a umask 002 system, whose folders are group-writable). Where the system has
 * no uids (Windows reports every writable file as 0666), any.
 */
export function isOwnAndClosed(stat: Pick<Stats, 'uid' | 'gid' | 'mode'>): boolean {
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  if (uid === undefined) return true;
  const gid = typeof process.getgid === 'function' ? process.getgid() : undefined;
  return stat.uid === uid && (stat.mode & 0o002) === 0 && ((stat.mode & 0o020) === 0 || stat.gid === gid);
}

function isFolder(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

/**
 * `<tmp>/project-memory-<uid>`, made 0700 if missing; undefined unless it is a real folder
 * of this user's that only they can use. Also where a save keeps its lock when the state
 * folder cannot hold one (lib/save/save-memory.ts).
 */
export function privateTempFolder(): string | undefined {
  const dir = privateTempPath();
  if (dir === undefined) return undefined;
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch {
    // it exists already (or cannot be made): checked below either way
  }
  try {
    const stat = lstatSync(dir);
    return isPrivateTempFolder(stat) ? dir : undefined;
  } catch {
    return undefined;
  }
}

/** `<tmp>/project-memory-<uid>`; undefined where the system has no uids. */
function privateTempPath(): string | undefined {
  // loaded only here: see node-builtin.ts
  const { tmpdir } = nodeBuiltin<typeof import('node:os')>('node:os');
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  return uid === undefined ? undefined : join(tmpdir(), `project-memory-${uid}`);
}

/** A folder of this user's under the shared temp folder, closed to every group too. */
export function isPrivateTempFolder(stat: Pick<Stats, 'uid' | 'gid' | 'mode'> & { isDirectory(): boolean }): boolean {
  return stat.isDirectory() && isOwnAndClosed(stat) && (stat.mode & 0o077) === 0;
}
