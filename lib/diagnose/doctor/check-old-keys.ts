import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cliCommand } from '../../cli/advice-command.js';
import type { Say } from '../../cli/errors.js';
import { listMemoryFileNames } from '../../format/discover.js';
import { caseTwinFolder } from '../../workspace/case-twin-folder.js';
import { enclosingKey } from '../../workspace/enclosing-key.js';
import { olderPathKey } from '../../workspace/key-resolution.js';
import { keyBeforeComments, noteCut } from '../../workspace/pin-file.js';
import { isSafeKey } from '../../workspace/project-key.js';
import type { Workspace } from '../../workspace/resolve.js';
import { isDefaultSessionName } from '../../workspace/tmux-session.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';
import type { KeyScene } from './check-workspace.js';

interface OldKey {
  key: string;
  why: Say;
  note?: Say;
  /** the key the path gives beside a pin, often a teammate's: no older rule, so said otherwise */
  besidePin?: { dir: string; pinFile: string };
}

function numericFolders(memoryRoot: string): string[] {
  try {
    return readdirSync(memoryRoot, { withFileTypes: true })
      .filter((e) => e.isDirectory() && isDefaultSessionName(e.name))
      .map((e) => e.name);
  } catch {
    return [];
  }
}

/**
 * Keys older versions gave this launch folder: the tmux session name, whatever it was
 * (so `0` too), the path with a worktree taken as a project of its own and no pin, and
 * a pin's whole first line, comment included (`shop  # team key`).
 * Folders named like tmux's default sessions are leftovers of the same rule, whichever
 * project saved into them.
 */
function oldKeys(workspace: Workspace, ctx: DoctorContext, tmuxName: string | undefined): OldKey[] {
  const keys: OldKey[] = [];
  const { pinFile } = workspace.project;
  if (tmuxName !== undefined && isSafeKey(tmuxName)) keys.push({ key: tmuxName, why: (m) => m.doctor.oldKey.tmuxName(tmuxName) });
  // a tmux-selected key against the path key is the project-key row's own warning
  if (workspace.project.source !== 'tmux') {
    const byPath = olderPathKey(ctx.dir, workspace);
    const dir = byPath.projectDir ?? ctx.dir;
    keys.push({ key: byPath.key, why: (m) => m.doctor.oldKey.path(dir), ...(pinFile === undefined ? {} : { besidePin: { dir, pinFile } }) });
  }
  const whole = pinFile === undefined ? undefined : keyBeforeComments(pinFile);
  if (whole !== undefined) keys.push({ key: whole, why: (m) => m.doctor.oldKey.pinLine(pinFile ?? '') });
  for (const name of numericFolders(workspace.memoryRoot)) {
    keys.push({ key: name, why: (m) => m.doctor.oldKey.defaultTmux(name), note: (m) => m.doctor.oldKey.anyProject });
  }
  // the folder a pinned key names in another case (`shop` for `Shop`) is the pin row's
  // warning, whose fix is the pin: a move into the pin's spelling is no move where case is ignored
  const twin = workspace.project.source === 'pin' ? caseTwinFolder(workspace.memoryRoot, workspace.project.key) : undefined;
  // and the key before a note written after the pinned one: a move into the noted key would hide them for good
  const meant = workspace.project.source === 'pin' ? noteCut(workspace.project.key) : undefined;
  const seen = new Set([workspace.project.key, ...(twin === undefined ? [] : [twin]), ...(meant === undefined ? [] : [meant])]);
  return keys.filter((k) => !seen.has(k.key) && seen.add(k.key));
}

/**
 * Memories in the folder of a key these rules no longer give: named, with the one command
 * that moves them (`git mv` where git tracks them; it refuses to overwrite anything).
 * The key the project around a pinned subfolder still uses is no old key: its memories
 * are only said to be out of this folder's list, since a move would hide them from the rest.
 */
export function checkOldKeys(scene: KeyScene, ctx: DoctorContext): CheckResult[] {
  const { workspace } = scene;
  if (!workspace || workspace.project.source === 'env') return [];
  const enclosing = enclosingKey(workspace);
  return oldKeys(workspace, ctx, scene.tmuxName).flatMap(({ key, why, note, besidePin }) => {
    const folder = join(workspace.memoryRoot, key);
    const count = listMemoryFileNames(folder).length;
    if (count === 0) return [];
    if (key === enclosing?.key) {
      const { pinFile = '' } = workspace.project;
      const dir = enclosing.projectDir ?? workspace.root;
      return [ok('old-key', (m) => m.doctor.oldKey.enclosing(count, folder, dir, workspace.project.key, pinFile))];
    }
    const said: Say = besidePin
      ? (m) => m.doctor.oldKey.foundBesidePin(count, folder, besidePin.dir, workspace.project.key, besidePin.pinFile)
      : (m) => m.doctor.oldKey.found(count, folder, why(m), workspace.project.key, note?.(m));
    return [warn('old-key', said, (m) => m.doctor.oldKey.fix(cliCommand(ctx, ['key', 'move', key, '--dir', ctx.dir])))];
  });
}
