import { resolve } from 'node:path';
import { throughClaudeWorktree } from './claude-worktree.js';
import { findCheckout } from './git-checkout.js';
import { type KeyFolder, memoriesOf, mostFirst, projectKeysIn } from './other-clone-folders.js';
import { pinnedKeysBelow } from './pin-below.js';
import { isPinnableKey } from './pin-file.js';
import { folderForKey } from './project-key.js';
import type { Workspace } from './resolve.js';
import { isDefaultSessionName } from './tmux-session.js';

/** This clone's folder and the folders beside it that most likely hold the same project's memories. */
interface SplitClones {
  own: KeyFolder;
  folders: KeyFolder[];
}

/**
 * Two clones of one repository in folders of different names (`api-a`, `api-b`), each with
 * memories of its own: without a committed pin each keys its memories by its folder's name,
 * and after a push and a pull the memory root holds both folders while each clone lists
 * only its own. otherCloneFolders names the case while this clone's folder is empty; this
 * is the case once it holds a memory, which nothing else says.
 *
 * The folders holding memories whose keys neither name a folder of this workspace (a
 * package, a nested repository or submodule keyed by its path) nor a pin below its top
 * names (a pinned subproject), most first, when `.ai-core/` sits at the top of this
 * repository's own checkout and this launch's key is the repository's (its path or a pin
 * at its top) with memories of its own; else undefined. tmux's numbered sessions are
 * doctor's old-key row's. It walks the folders below the top (pinBelow's budget), so it
 * is doctor's and `list`'s, never the hook's: the hook runs on every prompt.
 */
export function splitCloneFolders(workspace: Workspace, launchDir: string): SplitClones | undefined {
  const { project, root } = workspace;
  // the root of a workspace of several projects is no repository's clone
  if (project.source === 'workspace-root' || project.projectDir === undefined || resolve(project.projectDir) !== resolve(root)) return undefined;
  // cheapest first: this key's folder, the memory root, git's marker, then the folders below
  const own = { key: project.key, count: memoriesOf(workspace, project.key) };
  if (own.count === 0) return undefined;
  const others = projectKeysIn(workspace.memoryRoot)
    .filter((key) => key !== project.key && !isDefaultSessionName(key) && folderForKey(root, key) === undefined)
    .map((key) => ({ key, count: memoriesOf(workspace, key) }))
    .filter((f) => f.count > 0);
  if (others.length === 0) return undefined;
  // a launch in a worktree Claude Code made reads its main worktree's (claude-worktree.ts)
  if (findCheckout(throughClaudeWorktree(launchDir))?.top !== root) return undefined;
  const pinned = pinnedKeysBelow(root);
  // past the walk's budget a pinned package may own any of them: say nothing
  if (pinned === undefined) return undefined;
  const folders = others.filter((f) => !pinned.has(f.key)).sort(mostFirst);
  return folders.length > 0 ? { own, folders } : undefined;
}

/** How the clones come together: every clone keys `key` (a pin of it written here when `pin`), and `moves` go into it. */
interface JoinPlan {
  key: string;
  pin: boolean;
  moves: string[];
}

/**
 * One key for all: the folder with the most memories, ties by name, read from the memory
 * root every clone shares, so each clone is told the same key and their moves meet in one
 * folder (a pin here is no guide: `save` writes it, and a commit of `.ai-core` alone leaves
 * it in this clone), but for a pin git has (`pinCommitted`): every clone keys it already.
 * Under a pin (`pinned`) none is written: the move of the pinned key's
 * memories takes the pin along (`key move`), and the key pinned already needs none.
 */
export function joiningPlan(split: SplitClones, pinned: boolean, pinCommitted = false): JoinPlan {
  const all = [split.own, ...split.folders];
  const [chosen] = all.filter((f) => isPinnableKey(f.key)).sort(mostFirst);
  // a pin git has is every clone's key already: the others come to it, however few its memories
  const key = pinned && pinCommitted ? split.own.key : (chosen?.key ?? split.own.key);
  return { key, pin: !pinned && isPinnableKey(key), moves: all.map((f) => f.key).filter((k) => k !== key) };
}

/** The commands, as arguments, that carry out `plan` for a launch in `dir`: each names its keys, so their order cannot change where a move goes. */
export function joiningArgs(plan: JoinPlan, dir: string): string[][] {
  const pin = plan.pin ? [['key', 'pin', plan.key, '--dir', dir]] : [];
  return [...pin, ...plan.moves.map((from) => ['key', 'move', from, plan.key, '--dir', dir])];
}
