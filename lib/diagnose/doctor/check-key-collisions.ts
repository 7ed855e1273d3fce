import { readdirSync } from 'node:fs';
import { adviceCommand } from '../../cli/advice-command.js';
import type { Say } from '../../cli/errors.js';
import type { CliMessages } from '../../i18n/types.js';
import { GLOBAL_KEY } from '../../model/memory.js';
import { findCheckout } from '../../workspace/git-checkout.js';
import { readPin } from '../../workspace/pin-file.js';
import { keyForFolder } from '../../workspace/project-key.js';
import type { Workspace } from '../../workspace/resolve.js';
import { projectSubfolders } from '../../workspace/subfolders.js';
import { findWorkspaceRoot } from '../../workspace/workspace.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';

/** Deep enough for `workspace/patent.how`-style layouts, small enough to stay instant. */
const MAX_DEPTH = 3;
const MAX_FOLDERS = 5_000;
interface WorkspaceFolders {
  /** folders by the key their path derives */
  byKey: Map<string, string[]>;
  /** folders with a usable pin file, by the pinned key (the workspace root included) */
  byPin: Map<string, string[]>;
  truncated: boolean;
}

const add = (map: Map<string, string[]>, key: string, dir: string) => map.set(key, [...(map.get(key) ?? []), dir]);

/** Workspace folders by the key they derive and the key they pin, breadth first, within the limits above. */
function foldersByKey(root: string): WorkspaceFolders {
  const byKey = new Map<string, string[]>();
  const byPin = new Map<string, string[]>();
  const rootPin = readPin(root)?.key;
  if (rootPin !== undefined) add(byPin, rootPin, root);
  let level = projectSubfolders(root);
  let seen = 0;
  for (let depth = 1; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const dir of level) {
      if (++seen > MAX_FOLDERS) return { byKey, byPin, truncated: true };
      // a workspace of its own (two clones side by side, each keeping its memories): a launch
      // there reads its own memory folder, not this one
      if (findWorkspaceRoot(dir) !== root) continue;
      add(byKey, keyForFolder(root, dir), dir);
      const pinned = readPin(dir)?.key;
      if (pinned !== undefined) add(byPin, pinned, dir);
      if (depth < MAX_DEPTH) next.push(...projectSubfolders(dir));
    }
    level = next;
  }
  return { byKey, byPin, truncated: false };
}

function memoryKeys(memoryRoot: string): string[] {
  try {
    return readdirSync(memoryRoot, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== GLOBAL_KEY && !e.name.startsWith('.'))
      .map((e) => e.name);
  } catch {
    return [];
  }
}

/** The repository a folder belongs to (its common dir), or the folder itself outside git. */
const repositoryOf = (dir: string): string => findCheckout(dir)?.commonDir ?? dir;

/**
 * Pinned folders that share a key with a folder of another repository: the same pin
 * copied into two projects, or a pin equal to another project's derived key. Clones and
 * worktrees of one repository share their pin on purpose.
 */
function pinClashes(folders: WorkspaceFolders): Say[] {
  return [...folders.byPin].flatMap(([key, pinned]) => {
    const derived = (folders.byKey.get(key) ?? []).filter((dir) => readPin(dir) === undefined);
    const all = [...pinned, ...derived];
    const repositories = new Set(all.map(repositoryOf));
    return repositories.size > 1 ? [(m: CliMessages) => `${m.doctor.collisions.pinned(key)}: ${all.join(', ')}`] : [];
  });
}

/**
 * `a/b` and a folder named `a--b` both give the key `a--b` (and `a.b` / `a__b` give
 * `a__b`): two projects would share one memory folder. Only keys in use count — a
 * memory folder exists for them, or it is this launch's key. Pins count too (see pinClashes).
 */
export function checkKeyCollisions(workspace: Workspace | undefined, ctx: Pick<DoctorContext, 'self'>): CheckResult | undefined {
  if (!workspace) return undefined;
  const folders = foldersByKey(workspace.root);
  const inUse = new Set([...memoryKeys(workspace.memoryRoot), workspace.project.key]);
  const clashes: Say[] = [...inUse].flatMap((key) => {
    const found = folders.byKey.get(key) ?? [];
    return found.length > 1 ? [() => `${key}: ${found.join(', ')}`] : [];
  });
  clashes.push(...pinClashes(folders));
  const scope = (m: CliMessages) => m.doctor.collisions.scope(folders.truncated, MAX_FOLDERS, MAX_DEPTH);
  if (clashes.length === 0) return ok('key-collisions', (m) => m.doctor.collisions.none(scope(m)));
  return warn(
    'key-collisions',
    (m) => m.doctor.collisions.found(clashes.map((clash) => clash(m))),
    (m) => m.doctor.collisions.fix(adviceCommand(ctx, ['key', 'pin'])),
  );
}
