import { dirname } from 'node:path';
import { cliCommand, dirArgs, type Reader } from '../cli/advice-command.js';
import { CliError, EXIT } from '../cli/errors.js';
import { writeFileAtomic } from '../io/atomic-write.js';
import { isWithin } from '../io/real-path.js';
import { shellCommand } from '../shell-quote.js';
import { throughClaudeWorktree } from '../workspace/claude-worktree.js';
import { findCheckout } from '../workspace/git-checkout.js';
import { keyFromPath, pinFor } from '../workspace/key-resolution.js';
import { otherCloneFolders } from '../workspace/other-clone-folders.js';
import { isPinnableKey, laterKeys, type PinRead, pinPath, pinText, readPin, repinnedText } from '../workspace/pin-file.js';
import { newKeyTrouble } from '../workspace/portable-key.js';
import { isSafeKey } from '../workspace/project-key.js';
import type { Workspace } from '../workspace/resolve.js';

export interface PinPlan {
  /** the project's top level, where the pin file goes */
  dir: string;
  /** the folder the pin was asked for: `dir` or one below it, which that pin covers */
  launchDir: string;
  path: string;
  key: string;
  /** what the file holds now, if it exists */
  existing?: PinRead;
  /** the file already pins `key` */
  same: boolean;
  /** keys on later lines of a pin that reads `key` (laterKeys): what `key pin` drops (writePin) */
  later: string[];
}

/**
 * The folder a pin belongs in: the folder the key in use belongs to (where its pin is,
 * or the project the path rules found); under PROJECT_MEMORY_PROJECT or a tmux session,
 * the one a pin or the path rules would give. Never above the checkout's top: the walk
 * for pins stops there (lib/workspace/key-resolution.ts), and a pin must apply to the
 * launch it was written for. A pin read from the main worktree, for a linked worktree
 * that has none of its own there (one not yet committed), is the pin in use: its folder,
 * not the worktree's, or `key` would say "the pin file …" and then "pin: none".
 */
function pinDirFor(launchDir: string, workspace: Workspace): string {
  const { project, root, memoryRoot } = workspace;
  if (project.source === 'pin' && project.pinFile !== undefined) return dirname(project.pinFile);
  const pinned = pinFor(launchDir, root, memoryRoot);
  if (pinned?.projectDir) return pinned.projectDir;
  const own = project.source === 'env' || project.source === 'tmux' ? keyFromPath(launchDir, root, memoryRoot) : project;
  const dir = own.projectDir ?? launchDir;
  const top = findCheckout(launchDir)?.top;
  return top !== undefined && top !== dir && isWithin(top, dir) ? top : dir;
}

/**
 * A key other than the repository's, pinned by name (`key pin KEY`, `asked`) from a folder below the top of a repository
 * that holds the workspace (key-resolution.ts rule 4, source 'git' at the root): the folder
 * is named a project of its own (`key pin billing` in `services/billing`), as before that
 * rule, not the whole repository re-keyed.
 */
function namesOwnProject(launch: string, workspace: Workspace, key: string): boolean {
  const { project, root } = workspace;
  return key !== project.key && project.source === 'git' && project.projectDir === root && launch !== root && isWithin(launch, root);
}

/**
 * Refuses to pin the key in use where a clone under another folder name most likely saved
 * this project's memories under its own name (other-clone-folders.ts): that pin, once
 * committed, would hide them from the clone that saved them. For `key pin` with no key and
 * `--pin`; a key given by name is pinned as asked. Nothing is written before it.
 * `instead`: the command that does the rest without the pin (install's own, without --pin).
 */
export function refuseOtherClonePin(launchDir: string, workspace: Workspace, instead?: string[]): void {
  const elsewhere = otherCloneFolders(workspace, launchDir);
  const [likeliest] = elsewhere;
  if (!likeliest) return;
  const { key } = workspace.project;
  throw new CliError((m, to) => {
    const pinThat = cliCommand(to, ['key', 'pin', likeliest.key, ...dirArgs(to)]);
    const pinThis = cliCommand(to, ['key', 'pin', key, ...dirArgs(to)]);
    return instead ? m.install.pinElsewhere(key, elsewhere, cliCommand(to, instead), pinThat, pinThis) : m.key.pinElsewhere(key, elsewhere, pinThat, pinThis);
  }, EXIT.exists);
}

/**
 * The plan for pinning `key` (default: the key in use) for a launch folder. `reading`: only
 * to see the pin there is (`key` shows it), which no key's shape stops. A launch in a
 * worktree Claude Code made is planned for the same folder of its main worktree, which it
 * reads (lib/workspace/claude-worktree.ts): a pin in the worktree would go with it.
 */
export function planPin(launchDir: string, workspace: Workspace, key: string = workspace.project.key, reading = false, asked = false, here = false): PinPlan {
  if (!isSafeKey(key)) throw new CliError((m) => m.key.invalidKey(key));
  if (!reading && !isPinnableKey(key)) throw new CliError((m) => m.key.unpinnableKey(key));
  const trouble = reading ? undefined : newKeyTrouble(workspace.memoryRoot, key);
  if (trouble) throw new CliError((m) => m.key.keyTrouble(key, trouble));
  const launch = throughClaudeWorktree(launchDir);
  // `here` (key pin --here): the launch folder itself, a project of its own below a pin that keys its parent
  const dir = here || (asked && namesOwnProject(launch, workspace, key)) ? launch : pinDirFor(launch, workspace);
  const existing = readPin(dir);
  const path = pinPath(dir);
  const same = existing?.key === key;
  return { dir, launchDir: launch, path, key, existing, same, later: same ? laterKeys(path) : [] };
}

/** The command that stages a pin file, quoted for a shell (a path may hold spaces). */
export function gitAddPin(plan: PinPlan): string {
  return gitAddPath(plan.path);
}

/**
 * Refuses to replace a different pin. The pin found may be a folder above's, which every
 * launch below it uses: replacing it would re-key them all, where the asker may mean this
 * folder alone (a subproject), which a pin of its own gives. `flag`: asked by save or
 * install --pin, which have no --force of their own; the message names `key pin --force`.
 */
export function refusePinConflict(plan: PinPlan, flag = false): void {
  const current = plan.existing?.key;
  if (current === undefined || plan.same) return;
  const replace = (to: Reader) => (flag ? cliCommand(to, ['key', 'pin', plan.key, '--force', ...dirArgs(to)]) : undefined);
  if (plan.launchDir !== plan.dir) {
    const here = (to: Reader) => cliCommand(to, ['key', 'pin', plan.key, '--here', ...dirArgs(to)]);
    throw new CliError((m, to) => m.key.pinConflictAbove(plan.path, current, plan.key, plan.launchDir, here(to), replace(to)), EXIT.exists);
  }
  throw new CliError(
    (m, to) => m.key.pinConflict(plan.path, current, plan.key, cliCommand(to, ['key', 'move', current, ...dirArgs(to)]), replace(to)),
    EXIT.exists,
  );
}

/**
 * The pin `key move FROM TO` rewrites with its memories: the one that gives this launch
 * FROM, the key in use. Left as it was, it would name the folder the move empties, and
 * the project (and every clone, once the move is committed) would list none of its
 * memories without a word; moving the memories of the key in use means renaming the key,
 * and the pin follows. Refused, before anything moves, where no pin can hold TO.
 */
export function pinFollowingMove(workspace: Workspace, from: string, to: string): { path: string; key: string } | undefined {
  const { source, key, pinFile } = workspace.project;
  if (source !== 'pin' || key !== from || pinFile === undefined) return undefined;
  if (!isPinnableKey(to)) throw new CliError((m) => m.key.moveUnpinnable(pinFile, from, to));
  return { path: pinFile, key: to };
}

/** Writes the pin that follows a move: the pin in use, its comments kept (repinText). */
export function writeFollowingPin(pin: { path: string; key: string }): void {
  writeFileAtomic(pin.path, repinnedText(pin.path, pin.key), 0o644, { syncFolder: true });
}

/** The command that stages the pin file at `path`, quoted for a shell. */
export function gitAddPath(path: string): string {
  return shellCommand(['git', 'add', path]);
}

/**
 * Writes the pin; replacing a different pin needs `replace` (its memories may need a move).
 * `tidy` (`key pin`, asked to pin the key the file reads): the keys on its later lines go,
 * which a save or install --pin, saying nothing of them, leaves.
 */
export function writePin(plan: PinPlan, replace: boolean, tidy = false): void {
  if (plan.same && (!tidy || plan.later.length === 0)) return;
  if (!replace) refusePinConflict(plan);
  // the key it pins already, with keys on later lines: those go, its comments stay
  const text = plan.same ? repinnedText(plan.path, plan.key) : pinText(plan.key);
  writeFileAtomic(plan.path, text, 0o644, { syncFolder: true });
}
