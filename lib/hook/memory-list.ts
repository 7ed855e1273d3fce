import { join } from 'node:path';
import { localDate } from '../format/dates.js';
import type { RankedBy } from '../i18n/list.js';
import { indexCacheDir } from '../index/folder-cache.js';
import { loadMemories, type MemorySet } from '../index/memory-set.js';
import type { ScanOptions } from '../index/scan-folder.js';
import { monotonicMs } from '../io/clock.js';
import { builtCliPath } from '../io/package-paths.js';
import type { RunContext } from '../io/run-context.js';
import { stateDir } from '../io/state-dir.js';
import { DEFAULT_SCAN_MS } from '../model/defaults.js';
import type { RenderOptions } from '../render/render-list.js';
import { toSafePath } from '../render/safe-line.js';
import { CLAUDE_RUNNER, type CommandRunner } from '../render/save-guidance.js';
import { layoutForPrompt, type PromptLayout } from '../render/select.js';
import { shellCommand } from '../shell-quote.js';
import { readPriorSource } from '../usage/read-prior.js';
import { saveProjectKey } from '../workspace/lone-repository.js';
import { FOLDERS_NAMED, memoriesElsewhereBeside, memoriesOf, rootKeyLeft } from '../workspace/other-clone-folders.js';
import { foundWorkspace, resolveWorkspace, type Workspace } from '../workspace/resolve.js';
import { hooksDisabled } from './runtime.js';
import { tmuxNameFor } from './tmux-name.js';
import { mark } from './trace.js';
import { unmergedNow } from './unmerged-now.js';

/**
 * PROJECT_MEMORY_SCAN_MS moves the deadline for a slow disk; it stays under Claude Code's
 * 10 s hook timeout, past which the output would be thrown away.
 */
function scanBudgetMs(env: RunContext['env']): number {
  return scanMsOf(env.PROJECT_MEMORY_SCAN_MS) ?? DEFAULT_SCAN_MS;
}

/**
 * A session starting (or compacted, cleared, resumed) builds what is missing of the index while
 * no one waits on a prompt: five times a prompt's deadline, at most 6 s, which leaves the rest
 * of the hooks' 10 s timeout to start node and answer. At 10,000 memories with no cache (a
 * fresh clone, a state folder deleted) the build takes some 6 s: in 1.2 s it left the first
 * five prompts 1.3 s each, with a list that said it was partial.
 */
const SESSION_START_SCANS = 5;
const SESSION_START_MAX_MS = 6_000;

/** How long a hook reads files before it answers: a prompt's deadline, or a session start's. */
export function scanDeadlineMs(env: RunContext['env'], starting: boolean): number {
  const prompt = scanBudgetMs(env);
  return starting ? Math.min(prompt * SESSION_START_SCANS, SESSION_START_MAX_MS) : prompt;
}

/** PROJECT_MEMORY_SCAN_MS as the hook takes it, held within 100 to 8,000 ms; undefined for a value it passes over (doctor names it). */
export function scanMsOf(raw: string | undefined): number | undefined {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? Math.min(Math.max(value, 100), 8_000) : undefined;
}

/** Everything a hook needs to answer for one launch folder, read once. */
export interface Prepared {
  launchDir: string;
  workspace: Workspace;
  memories: MemorySet;
  /** undefined: nowhere safe to keep state (lib/io/state-dir.ts) */
  stateDir: string | undefined;
  /** how the memories were read, for checking more of them later in the run */
  scan: ScanOptions;
  /** the local day, against which review_by dates are read */
  today: string;
  /** the read prior of a set of these memories, read when a list is ranked (read-prior.ts) */
  prior: (set: MemorySet) => Float64Array | undefined;
  /** the project key the session had before a pull changed its pin: memories left under it are named (leftBehindNote) */
  formerKey?: string;
}

export function launchDirOf(input: Record<string, unknown>, ctx: RunContext): string {
  return typeof input.cwd === 'string' && input.cwd !== '' ? input.cwd : ctx.env.CLAUDE_PROJECT_DIR || ctx.cwd;
}

/** The conversation a hook answers: inside tmux, its key rules ask tmux once (tmux-name.ts). */
interface ConversationRef {
  id: string | undefined;
  /** a session starting: ask tmux again, and read longer (SESSION_START_SCANS) */
  fresh?: boolean;
}

/** Undefined when the hook is off or no workspace is above the launch folder. */
export function prepare(launchDir: string, ctx: RunContext, conversation?: ConversationRef): Prepared | undefined {
  // no real folder has a NUL in its path: such a cwd names no workspace
  if (hooksDisabled(ctx.env) || launchDir.includes('\u0000')) return undefined;
  // inside tmux the key may come from the session's name, kept in the state folder; elsewhere
  // the state folder is looked for only once there is a workspace to keep state for
  const inTmux = Boolean(ctx.env.TMUX) && conversation !== undefined;
  const early = inTmux ? stateDir(ctx.env, ctx.home) : undefined;
  const tmuxName = inTmux ? tmuxNameFor(early, conversation.id, ctx.env, conversation) : undefined;
  const workspace = foundWorkspace(resolveWorkspace(launchDir, ctx.env, tmuxName));
  mark('workspace');
  if (!workspace) return undefined;
  const state = inTmux ? early : stateDir(ctx.env, ctx.home);
  const budget = scanDeadlineMs(ctx.env, conversation?.fresh === true);
  const scan: ScanOptions = { cacheDir: indexCacheDir(state), deadline: monotonicMs() + budget };
  const memories = loadMemories(workspace.memoryRoot, workspace.project.key, scan, unmergedNow(workspace.root, workspace.memoryRoot, ctx.env));
  mark('memories');
  return { launchDir, workspace, memories, stateDir: state, scan, today: localDate(ctx.now), prior: readPriorSource(state, workspace.memoryRoot) };
}

/**
 * The `list` command (or `command`, another that takes --dir, with its arguments) for the
 * model, run for the launch folder: memory-list text too, so a hostile folder name stays
 * inert. `node` as the client's shell finds it.
 */
export function listCommand(launchDir: string, node = 'node', ...command: string[]): string {
  return toSafePath(shellCommand([node, builtCliPath(), ...(command.length > 0 ? command : ['list']), '--dir', launchDir]), 4096);
}

/** The most a command in a note of the list's tail may take: the tail is never cut to fit the budget. */
const NOTE_COMMAND_MAX = 600;

/**
 * A command for a note of the list's tail, for the launch folder, or for the folder it runs
 * in (the launch folder, where a session's shell starts) when that path is too long for a
 * note: a path of thousands of characters in three commands ran the hook's context past
 * the 10,000 characters Claude Code takes whole.
 */
export function noteCommand(launchDir: string, node: string, ...command: string[]): string {
  const full = listCommand(launchDir, node, ...command);
  return full.length <= NOTE_COMMAND_MAX ? full : toSafePath(shellCommand([node, builtCliPath(), ...command]), NOTE_COMMAND_MAX);
}

/**
 * Where this project's memories most likely are when its own key holds none: a folder
 * renamed, or a clone under another name, keys the repository anew, and a pin changed on
 * a branch (or memories moved off the pinned key) leaves the pinned folder empty; either
 * way its memories vanish from the list without a word (lib/workspace/other-clone-folders.ts).
 * The list names the folders and the fix: the pin that makes the first's key this one's,
 * or under a pin, the move of its memories to the pinned key or that key pinned back.
 * Asked only when this project's part of the memory set is empty, so a project with
 * memories pays nothing.
 */
export function otherCloneNote(
  { workspace, memories, launchDir }: Pick<Prepared, 'workspace' | 'memories' | 'launchDir'>,
  node: string,
): Pick<RenderOptions, 'otherClone'> {
  const elsewhere = memoriesElsewhereBeside(memories.project, workspace, launchDir);
  // all of them, as lint and doctor name them: the two sides of a pin git left a merge
  // conflict in may each hold as many (a few: the tail is never cut to fit the budget)
  const folders = elsewhere.folders.slice(0, FOLDERS_NAMED);
  const [likeliest] = folders;
  if (!likeliest) return {};
  if (!elsewhere.pinned) return { otherClone: { folders, pin: noteCommand(launchDir, node, 'key', 'pin', likeliest.key) } };
  const move = noteCommand(launchDir, node, 'key', 'move', likeliest.key);
  return { otherClone: { folders, pin: noteCommand(launchDir, node, 'key', 'pin', likeliest.key, '--force'), move } };
}

/**
 * Memories left under the key the repository's path gives while a pin at its top gives
 * another that holds memories (lib/workspace/other-clone-folders.ts rootKeyLeft), or under
 * the key a running session had before a pull changed the pin (a teammate's `key pin` and
 * `key move`, which took only the memories git had): named, with the move that lists them.
 * Asked only where this project's folder holds memories (otherCloneNote has the empty one)
 * and on a full list: one listing.
 */
function leftBehindNote(
  { workspace, memories, launchDir, formerKey }: Pick<Prepared, 'workspace' | 'memories' | 'launchDir' | 'formerKey'>,
  node: string,
): Pick<RenderOptions, 'leftBehind'> {
  if (memories.project.count === 0) return {};
  const { key, source } = workspace.project;
  // the same folder in another case is no other key where the file system tells no case
  const other = formerKey !== undefined && formerKey.toLowerCase() !== key.toLowerCase() && source === 'pin';
  const former = other ? { key: formerKey, count: memoriesOf(workspace, formerKey) } : undefined;
  const folder = rootKeyLeft(workspace) ?? (former && former.count > 0 ? former : undefined);
  return folder ? { leftBehind: { folder, move: noteCommand(launchDir, node, 'key', 'move', folder.key) } } : {};
}

/** Which memories a list made again may show (see checkedLayout): undefined, any. */
type Usable = ((position: number) => boolean) | undefined;

/**
 * Makes a layout, checking against the disk what it shows where this run has not (a
 * folder checked in a rotating window, a run out of time, a damaged cache record), so
 * that what is shown is never stale. In order, with no loop: the memories that decide
 * what is hidden (a few files, usually none) and those `alsoCheck` names (by path) are
 * checked; the layout is made and what it shows is checked; when that finds a change,
 * the layout is made once more from what is on disk now, of memories this run has
 * checked only (`usable`): one that was not is left for a later prompt. In a folder
 * checked in full and in time, every memory already was, and the layout is made once.
 * Returns the layout and the memories it was made from.
 */
export function checkedLayout(
  { memories: scanned, scan }: Pick<Prepared, 'memories' | 'scan'>,
  make: (memories: MemorySet, usable: Usable) => PromptLayout,
  alsoCheck: readonly string[] = [],
): { layout: PromptLayout; memories: MemorySet } {
  const first = scanned.recheck([...alsoCheck.map((path) => scanned.indexOf(path)), ...scanned.superseding()], scan);
  const layout = make(first, undefined);
  const shown = layout.shown.map((s) => s.index);
  // the memories that supersede others were checked above: only what is shown is left
  const memories = first.recheck(shown, scan);
  if (memories === first) return { layout, memories };
  const verified = new Set([...alsoCheck, ...shown.map((i) => first.pathOf(i)), ...first.superseding().map((i) => first.pathOf(i))]);
  const usable = (i: number) => memories.wasChecked(i) || verified.has(memories.pathOf(i));
  return { layout: make(memories, usable), memories };
}

/**
 * The whole list, ranked for `prompt` when it does not fit its budget ('' = no prompt yet;
 * see layoutForPrompt), for the client `runner` names: its cap, its way of reading a file,
 * its shell's `node`.
 */
export function fullList(prepared: Prepared, prompt: string | (() => string), runner: CommandRunner = CLAUDE_RUNNER, rankedBy?: RankedBy): PromptLayout {
  return checkedFullList(prepared, prompt, runner, rankedBy).layout;
}

/**
 * Launched at the root of a workspace of several projects: no project folder to name, as the
 * save choices offer none (saveProjectKey). Folders are read only at such a root.
 */
export function atSeveralProjectsRoot(workspace: Workspace): boolean {
  return workspace.project.source === 'workspace-root' && saveProjectKey(workspace) === undefined;
}

/** fullList, with the memories its layout was made from (their positions are its `shown[].index`). */
export function checkedFullList(
  prepared: Prepared,
  prompt: string | (() => string),
  runner: CommandRunner = CLAUDE_RUNNER,
  /** what `prompt` is, as a cut list's last line says: the prompt, a subagent's task, a compacted conversation's recent prompts */
  rankedBy?: RankedBy,
): { layout: PromptLayout; memories: MemorySet } {
  const { workspace, launchDir } = prepared;
  const options = {
    memoryRoot: join(workspace.memoryRoot, '/'),
    projectKey: workspace.project.key,
    noProject: atSeveralProjectsRoot(workspace),
    lang: workspace.config.lang,
    budget: workspace.config.budget,
    client: runner.client,
    listCommand: listCommand(launchDir, runner.node),
    searchCommand: listCommand(launchDir, runner.node, 'search'),
    lintCommand: noteCommand(launchDir, runner.node, 'lint'),
    today: prepared.today,
    prior: prepared.prior,
    ...(rankedBy === undefined ? {} : { rankedBy }),
    ...(workspace.project.ignoredPin === undefined
      ? {}
      : { pinIgnored: { path: workspace.project.ignoredPin, doctor: noteCommand(launchDir, runner.node, 'doctor') } }),
    ...otherCloneNote(prepared, runner.node),
    ...leftBehindNote(prepared, runner.node),
  };
  return checkedLayout(prepared, (memories, usable) =>
    layoutForPrompt(memories, prompt, {
      ...options,
      partial: memories.partial,
      missed: memories.missedFolders(),
      usable,
    }),
  );
}
