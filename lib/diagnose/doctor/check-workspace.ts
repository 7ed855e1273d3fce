import { dirname, join } from 'node:path';
import { adviceCommand, cliCommand } from '../../cli/advice-command.js';
import type { Say } from '../../cli/errors.js';
import { keySourceText } from '../../cli/key-source-text.js';
import { INVISIBLE } from '../../format/invisible.js';
import { maskSecrets } from '../../format/secrets.js';
import { isWithin } from '../../io/real-path.js';
import { CLIENT_NAMES } from '../../model/clients.js';
import { firstSavePin, isFirstOfProject } from '../../save/pin-flag.js';
import { findCheckout } from '../../workspace/git-checkout.js';
import { keyFromPath, olderPathKey, type ProjectKey } from '../../workspace/key-resolution.js';
import { asLoneRepository } from '../../workspace/lone-repository.js';
import { noSaveFolder } from '../../workspace/no-save-folder.js';
import { type KeyFolder, type MemoriesElsewhere, memoriesElsewhere, memoriesOf } from '../../workspace/other-clone-folders.js';
import { passedWorkspace } from '../../workspace/passed-workspace.js';
import { isPinnableKey, pinKeysOffered, readPin, repinArgs } from '../../workspace/pin-file.js';
import { forcedKeyOf, isSafeKey, isUsableForcedKey } from '../../workspace/project-key.js';
import { newWorkspaceRoot, resolveWorkspace, type Workspace, type WorkspaceLookup } from '../../workspace/resolve.js';
import { sparseLeftOut } from '../../workspace/sparse-left-out.js';
import { askTmuxSession, isDefaultSessionName } from '../../workspace/tmux-session.js';
import { isDirectory } from '../../workspace/workspace.js';
import { type CheckResult, type DoctorContext, fail, ok, warn } from './check.js';
import { outerWorkspaceRow } from './outer-workspace.js';
import { pinCaseRow } from './pin-case.js';
import { pinChoices, sayChoices } from './pin-choices.js';
import { pinLaterRow } from './pin-later.js';
import { untrackedPinRow } from './pin-untracked.js';
import { splitClonesRow } from './split-clones.js';

/** What doctor knows about the launch: the workspace, and the tmux session name when inside tmux. */
export interface KeyScene {
  workspace: Workspace | undefined;
  /** set when a workspace is above DIR but its memory folder links out of it */
  linkedOut?: Extract<WorkspaceLookup, { kind: 'linked-out' }>;
  tmuxName: string | undefined;
}

/** The workspace for DIR, with tmux asked once, exactly as the hook would ask it. */
export function findWorkspace(ctx: DoctorContext): KeyScene {
  const tmuxName = ctx.env.TMUX ? (ctx.tmuxSessionName ?? askTmuxSession)()?.trim() || undefined : undefined;
  const lookup = resolveWorkspace(ctx.dir, ctx.env, () => tmuxName);
  if (lookup.kind === 'found') return { workspace: asLoneRepository(lookup.workspace), tmuxName };
  return { workspace: undefined, ...(lookup.kind === 'linked-out' ? { linkedOut: lookup } : {}), tmuxName };
}

function describeKey(project: ProjectKey): Say {
  return (m) => m.doctor.workspace.key(project.key, keySourceText(m.key.source, project));
}

/** Why a tmux session name was not used as the key, or undefined when it was (or there is none). */
function tmuxNote(tmuxName: string | undefined, project: ProjectKey, memoryRoot: string): Say | undefined {
  if (tmuxName === undefined || project.source === 'tmux' || project.source === 'env' || project.source === 'pin') return undefined;
  const why: Say = !isSafeKey(tmuxName)
    ? (m) => m.doctor.workspace.tmuxUnsafe
    : isDefaultSessionName(tmuxName)
      ? (m) => m.doctor.workspace.tmuxDefault
      : (m) => m.doctor.workspace.tmuxNoFolder(`${join(memoryRoot, tmuxName)}/`);
  return (m) => m.doctor.workspace.tmuxNotUsed(tmuxName, why(m));
}

function keyRow(scene: KeyScene & { workspace: Workspace }, ctx: DoctorContext): CheckResult {
  const { project, memoryRoot, root } = scene.workspace;
  const text = describeKey(project);
  if (project.source === 'tmux') {
    // the seed keys memories by tmux session; outside tmux the same folder should give the same key
    const byPath = keyFromPath(ctx.dir, root, memoryRoot);
    if (byPath.key !== project.key) {
      const outside = describeKey(byPath);
      // where the folder's own key holds memories, pinning the session's would hide them for good
      const kept = isDirectory(join(memoryRoot, byPath.key)) ? byPath.key : project.key;
      const pin = cliCommand(ctx, ['key', 'pin', kept, '--dir', ctx.dir]);
      return warn(
        'project-key',
        (m) => m.doctor.workspace.tmuxSplit(text(m), outside(m)),
        (m) => m.doctor.workspace.tmuxSplitFix(pin, byPath.key),
      );
    }
  }
  const note = tmuxNote(scene.tmuxName, project, memoryRoot);
  return ok('project-key', note ? (m) => `${text(m)} (${note(m)})` : text);
}

/**
 * A pin file that cannot be used is ignored by the hook, which then lists under the key the
 * path gives, often a folder with none of the project's memories: a failure. Its fix pins
 * each side of a merge conflict, and each folder a clone under another name saved into,
 * with how many memories each holds. A usable pin whose key differs in case alone from the
 * memory folder is a warning (pin-case.ts). The pin looked at is the first from the launch
 * folder up to the top of its checkout (or the workspace root), as the hook finds it.
 * `lint` reports the same, a failure as an error (lib/diagnose/lint/workspace-files.ts).
 */
export function pinTrouble(
  workspace: Workspace,
  ctx: Pick<DoctorContext, 'dir' | 'self'>,
  elsewhere: readonly KeyFolder[],
): { path: string; result: CheckResult } | undefined {
  const checkout = findCheckout(ctx.dir);
  const stop = checkout && isWithin(checkout.top, workspace.root) ? checkout.top : workspace.root;
  for (let dir = ctx.dir; isWithin(dir, stop); dir = dirname(dir)) {
    const pin = readPin(dir);
    if (pin?.key !== undefined) return pinLaterRow(workspace, ctx, pin) ?? pinCaseRow(workspace, ctx, pin);
    if (pin !== undefined) {
      const { path, problem } = pin;
      const keys = pinKeysOffered(problem, elsewhere);
      // without a key to name, the pin of the key in use (what `key pin` writes with none)
      const choices =
        keys.length > 0
          ? pinChoices(workspace, ctx, keys)
          : repinArgs(problem, ctx.dir).map((args) => ({
              command: cliCommand(ctx, args),
              count: memoriesOf(workspace, workspace.project.key),
              moves: [],
              clashes: [],
            }));
      return {
        path,
        result: fail(
          'pin',
          (m) => m.doctor.workspace.pinIgnored(path, m.key.pinProblem(problem)),
          (m) => m.doctor.workspace.pinFix(sayChoices(choices)(m)),
        ),
      };
    }
    if (dir === stop) return undefined;
  }
  return undefined;
}

/**
 * The pin row: a pin that cannot be used, or names a folder in the wrong case (pinTrouble);
 * a pin whose key holds no memories while the key pinned before most likely does
 * (pinnedAway); a pin git does not track beside a tracked .ai-core/ (pin-untracked.ts); without any pin, what one would do, where a checkout makes clones and
 * worktrees possible.
 */
function pinRow(workspace: Workspace, ctx: DoctorContext, elsewhere: MemoriesElsewhere): CheckResult | undefined {
  const trouble = pinTrouble(workspace, ctx, elsewhere.pinned ? [] : elsewhere.folders);
  if (trouble) return trouble.result;
  if (elsewhere.pinned) {
    // the key this folder's own path gives is the old-key row's, which says so: here it
    // would be "a key no folder here is named after", beside a row that names the folder
    const byPath = olderPathKey(ctx.dir, workspace).key;
    const away = elsewhere.folders.filter((f) => f.key !== byPath);
    return pinnedAway(workspace, ctx, away) ?? untrackedPinRow(workspace, ctx);
  }
  if (findCheckout(ctx.dir) === undefined) return undefined;
  // where another clone's folder likely holds the memories, its key is the one to pin (other-clones row)
  const key = elsewhere.folders[0]?.key;
  // a key no pin can hold (`#notes`) gets no pin offered
  if (!isPinnableKey(key ?? workspace.project.key)) return undefined;
  // no memory of this project yet: its first save pins the key, the remote's name for the repository where it has one
  const first = key === undefined && isFirstOfProject(workspace, 'project') ? firstSavePin(ctx.dir, workspace, ctx.env) : undefined;
  if (first !== undefined) return ok('pin', (m) => m.doctor.workspace.pinOnFirstSave(first.key, first.named?.remote));
  const write = cliCommand(ctx, ['key', 'pin', ...(key === undefined ? [] : [key]), '--dir', ctx.dir]);
  return ok('pin', (m) => m.doctor.workspace.noPin(write, key ?? workspace.project.key));
}

/** A pinned key with no memories beside the folder of the key most likely pinned before: its move here, or that key pinned back. */
function pinnedAway(workspace: Workspace, ctx: DoctorContext, folders: readonly KeyFolder[]): CheckResult | undefined {
  const [likeliest] = folders;
  if (!likeliest) return undefined;
  const { key } = workspace.project;
  const move = cliCommand(ctx, ['key', 'move', likeliest.key, '--dir', ctx.dir]);
  const repin = cliCommand(ctx, ['key', 'pin', likeliest.key, '--force', '--dir', ctx.dir]);
  return warn(
    'pin',
    (m) => m.doctor.workspace.pinnedAway(key, folders),
    (m) => m.doctor.workspace.pinnedAwayFix(key, move, repin),
  );
}

export function checkWorkspace(scene: KeyScene, ctx: DoctorContext): CheckResult[] {
  const { workspace } = scene;
  if (!workspace) {
    if (scene.linkedOut) {
      const { root, linked } = scene.linkedOut;
      return [
        fail(
          'workspace',
          (m) => m.doctor.workspace.linkedOut(root, linked.path, linked.resolved),
          (m) => m.doctor.workspace.linkedOutFix,
        ),
      ];
    }
    // the state before the first save (which makes .ai-core/): nothing is broken, so a
    // warning, and doctor exits 0 for a new plugin user when nothing else fails
    // another user's .ai-core in /tmp is passed by: named, or "none" would read as a fault
    const passed = passedWorkspace(ctx.dir);
    // the team's folder is in git, left out of this sparse checkout: the fix is to bring it in
    const top = newWorkspaceRoot(ctx.dir);
    const add = sparseLeftOut(top, ctx.env);
    if (add !== undefined) {
      return [
        fail(
          'workspace',
          (m) => m.doctor.workspace.sparse(top),
          (m) => m.doctor.workspace.sparseFix(add),
        ),
      ];
    }
    return [
      warn(
        'workspace',
        (m) => (passed === undefined ? m.doctor.workspace.none(ctx.dir) : m.doctor.workspace.nonePassed(ctx.dir, passed.path, passed.owner)),
        (m) => {
          // where the first save makes it; install is the other way, outside the plugin
          const root = newWorkspaceRoot(ctx.dir);
          // the install of the client doctor checks: a plain one sets up Claude Code
          const client = ctx.client ?? 'claude';
          const install = adviceCommand(ctx, ['install', ...(client === 'claude' ? [] : ['--client', client]), '--dir', root]);
          const refused = noSaveFolder(root, ctx.home);
          if (refused === 'home') return m.doctor.workspace.noneFixHome(root, install, CLIENT_NAMES[client]);
          if (refused === 'shared') return m.doctor.workspace.noneFixShared(root, CLIENT_NAMES[client]);
          return m.doctor.workspace.noneFix(root, adviceCommand(ctx, ['save', '--dir', ctx.dir]), install, client === 'claude');
        },
      ),
    ];
  }
  const results = [ok('workspace', (m) => m.doctor.workspace.found(workspace.root, workspace.memoryRoot))];
  const forced = forcedKeyOf(ctx.env);
  if (forced !== undefined && !isUsableForcedKey(forced)) {
    // the hook passes over it without a word; the CLI refuses it
    const shown = JSON.stringify(maskSecrets(ctx.env.PROJECT_MEMORY_PROJECT ?? '')).replace(INVISIBLE, '?');
    const used = workspace.project;
    results.push(
      warn(
        'project-key',
        (m) => m.doctor.workspace.forcedKeyUnusable(shown, describeKey(used)(m)),
        (m) => m.doctor.workspace.forcedKeyUnusableFix,
      ),
    );
    return results;
  }
  results.push(keyRow({ ...scene, workspace }, ctx));
  // read once: the pin row and the row of its own both name these folders
  const elsewhere = memoriesElsewhere(workspace, ctx.dir);
  const pin = pinRow(workspace, ctx, elsewhere);
  if (pin) results.push(pin);
  // under a pin, the pin row said it all
  const [likeliest] = pin?.status === 'fail' || elsewhere.pinned ? [] : elsewhere.folders;
  if (likeliest) {
    const command = cliCommand(ctx, ['key', 'pin', likeliest.key, '--dir', ctx.dir]);
    results.push(
      warn(
        'other-clones',
        (m) => m.doctor.workspace.otherClones(workspace.project.key, elsewhere.folders),
        (m) => m.doctor.workspace.otherClonesFix(likeliest.key, command),
      ),
    );
  }
  // once this clone's key holds memories too, the other clone's folder is said by a row of its own
  const split = likeliest ? undefined : splitClonesRow(workspace, ctx);
  if (split) results.push(split);
  const outer = outerWorkspaceRow(workspace, ctx);
  if (outer) results.push(outer);
  const captured = rootFolderOfNoProject(workspace);
  if (captured) {
    results.push(
      warn(
        'root-folder',
        (m) => m.doctor.workspace.rootFolder(captured),
        (m) => m.doctor.workspace.rootFolderFix,
      ),
    );
  }
  return results;
}

/**
 * The memory folder named after the root when the root is not a project (see keyFromPath):
 * left by a project save at the root before that was refused, it no longer captures the
 * projects below, but what it holds is seen from the root alone.
 */
function rootFolderOfNoProject(workspace: Workspace): string | undefined {
  const atRoot = keyFromPath(workspace.root, workspace.root, workspace.memoryRoot);
  // a pin at the root naming it is the key of every launch below that has no pin of its own: listed there
  if (readPin(workspace.root)?.key === atRoot.key) return undefined;
  const folder = join(workspace.memoryRoot, atRoot.key);
  return atRoot.source === 'workspace-root' && isDirectory(folder) ? folder : undefined;
}
