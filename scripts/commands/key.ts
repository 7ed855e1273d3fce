import { basename, dirname, join, sep } from 'node:path';
import { adviceCommand } from '../../lib/cli/advice-command.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, type ParsedArgs } from '../../lib/cli/command.js';
import { commandScan } from '../../lib/cli/command-scan.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { CliError, EXIT, UsageError } from '../../lib/cli/errors.js';
import { KEY_ACTIONS } from '../../lib/cli/flag-rules.js';
import { keySourceText } from '../../lib/cli/key-source-text.js';
import { firstSaveWorkspace, noWorkspaceNote, workspaceFor, workspaceIfAny } from '../../lib/cli/workspace-flag.js';
import { pinChoices, sayChoices } from '../../lib/diagnose/doctor/pin-choices.js';
import { listMemoryFileNames, memoryNameOf, readMemoryFileNames } from '../../lib/format/discover.js';
import { EN } from '../../lib/i18n/en.js';
import type { CliMessages } from '../../lib/i18n/types.js';
import { execGit } from '../../lib/io/git-exec.js';
import { isWithin } from '../../lib/io/real-path.js';
import type { RunContext } from '../../lib/io/run-context.js';
import { stateDir } from '../../lib/io/state-dir.js';
import { isRealFolder, planMove, runMove } from '../../lib/save/move-folder.js';
import { listChangesOfMove } from '../../lib/save/move-meaning.js';
import { firstSavePin, isFirstOfProject, withFirstSaveLock } from '../../lib/save/pin-flag.js';
import {
  gitAddPath,
  gitAddPin,
  pinFollowingMove,
  planPin,
  refuseOtherClonePin,
  refusePinConflict,
  writeFollowingPin,
  writePin,
} from '../../lib/save/pin-plan.js';
import { withSaveLocks } from '../../lib/save/save-memory.js';
import { sayShareLine } from '../../lib/save/share-steps.js';
import { shellCommand } from '../../lib/shell-quote.js';
import { publishMoves } from '../../lib/usage/moved-memories.js';
import { throughClaudeWorktree } from '../../lib/workspace/claude-worktree.js';
import { firstSaveKey } from '../../lib/workspace/first-save-key.js';
import type { KeySource } from '../../lib/workspace/key-resolution.js';
import { memoriesElsewhere, otherCloneFolders } from '../../lib/workspace/other-clone-folders.js';
import { isPinnableKey, laterKeys, pinKeysOffered, repinArgs } from '../../lib/workspace/pin-file.js';
import { isSafeKey } from '../../lib/workspace/project-key.js';
import type { Workspace } from '../../lib/workspace/resolve.js';
import { AI_CORE_DIR } from '../../lib/workspace/workspace.js';

// --help text and messages: lib/i18n (ko and en)
export const key: Command = {
  name: 'key',
  options: { ...DIR_OPTION, force: { type: 'boolean' }, here: { type: 'boolean' }, 'dry-run': { type: 'boolean' }, json: { type: 'boolean' } },
  positionals: true,
  run(args, ctx, msg) {
    const [word = 'show', ...rest] = args.positionals;
    const action = KEY_ACTIONS.find((a) => a === word);
    if (action === undefined) throw new UsageError((m) => m.key.unknownAction(word), 'key');
    const max = action === 'show' ? 0 : action === 'pin' ? 1 : 2;
    const extra = rest[max];
    if (extra !== undefined) throw new UsageError((m) => m.key.tooManyArguments(action, extra), 'key');
    if (action === 'pin') return pin(args, rest[0], ctx, msg);
    if (action === 'move') return move(args, rest, ctx, msg);
    return show(args, ctx, msg);
  },
};

/** A KEY argument, spaces around it dropped as --project drops them (a pin file reads its line trimmed). */
function checkedKey(given: string): string {
  const value = given.trim();
  if (!isSafeKey(value)) throw new CliError((m) => m.key.invalidKey(value));
  return value;
}

const json = (ctx: RunContext, value: unknown): void => ctx.stdout(`${JSON.stringify(value, null, 2)}\n`);

/** `key --json`'s fields of the key itself, the same before the first save and after */
const projectJson = (project: Workspace['project']) => ({
  key: project.key,
  source: project.source,
  projectDir: project.projectDir ?? null,
  pinFile: project.pinFile ?? null,
  worktree: project.worktree ?? null,
});

function show(args: ParsedArgs, ctx: RunContext, msg: CliMessages): undefined {
  const asked = dirFlag(args, ctx);
  // in a worktree Claude Code made, every line and command is for the folder read instead
  const dir = throughClaudeWorktree(asked);
  const workspace = workspaceIfAny(args, dir, ctx);
  if (workspace === undefined) return showBeforeFirstSave(args, dir, ctx, msg);
  const { project } = workspace;
  const plan = planPin(dir, workspace, undefined, true);
  // no memory yet: its first save pins the repository's name from its remote, the key list and the hook name too
  const first = !plan.existing && isFirstOfProject(workspace, 'project') ? firstSavePin(dir, workspace, ctx.env) : undefined;
  const firstKey = first?.named !== undefined && first.key !== project.key ? first.key : undefined;
  const folder = join(workspace.memoryRoot, firstKey ?? project.key);
  const names = readMemoryFileNames(folder);
  // a folder permissions keep closed: how many memories it holds is not known (null), and which folder refused is said
  const unreadable = 'denied' in names ? names.denied : null;
  const memories = 'denied' in names ? null : names.length;
  // an empty key beside a teammate's clone's memories: where they most likely are, as doctor says
  const elsewhere = plan.existing ? [] : otherCloneFolders(workspace, dir);
  // read once, for --json and the text alike
  const later = plan.existing?.key === undefined ? [] : laterKeys(plan.existing.path);
  const pinFile = plan.existing
    ? {
        path: plan.existing.path,
        key: plan.existing.key ?? null,
        // English, as all of --json
        problem: plan.existing.key === undefined ? EN.key.pinProblem(plan.existing.problem) : null,
        // keys on later lines, which nothing reads (a merge kept both sides')
        laterKeys: later,
      }
    : null;
  if (boolFlag(args, 'json')) {
    json(ctx, {
      workspaceRoot: workspace.root,
      memoryRoot: workspace.memoryRoot,
      ...projectJson(project),
      firstSave: firstSaveJson(dir, workspace, ctx),
      memoryFolder: folder,
      memories,
      unreadable,
      pin: pinFile,
      otherClones: elsewhere,
    });
    return;
  }
  const c = colorsFor(ctx);
  const say = msg.key;
  const shownFolder = () =>
    memories === null
      ? c.yellow(say.shownFolderUnreadable(`${folder}/`, unreadable === folder ? undefined : `${unreadable}/`))
      : say.shownFolder(`${folder}/`, memories);
  const source = firstKey === undefined ? keySourceText(say.source, project) : msg.list.sources.remote;
  const lines = [c.bold(say.shownKey(firstKey ?? project.key)), say.shownSource(source), shownFolder()];
  if (dir !== asked) lines.splice(1, 0, say.shownClaudeWorktree(asked, dir));
  if (!plan.existing) {
    // no pin can hold a key starting with # (a folder named `#notes`): none is offered
    // no memory yet: its first save pins the repository's name from its remote, which is the key to pin now too
    if (first?.named !== undefined) {
      lines.push(c.dim(say.shownPinOnFirstSave(first.key, first.named.remote, adviceCommand(ctx, ['key', 'pin', first.key, '--dir', dir]))));
    } else if (isPinnableKey(project.key)) lines.push(c.dim(say.shownNoPin(adviceCommand(ctx, ['key', 'pin', '--dir', dir]))));
  } else if (plan.existing.key === undefined) {
    const { problem } = plan.existing;
    // as doctor offers: each side of a conflict and each folder holding the project's memories
    // (a pin of the key in use, which `key pin` with none writes, is refused beside them)
    const keys = pinKeysOffered(problem, otherCloneFolders(workspace, dir));
    const repin = (keys.length > 0 ? keys.map((key) => ['key', 'pin', key, '--force', '--dir', dir]) : repinArgs(problem, dir))
      .map((args) => adviceCommand(ctx, args))
      .join(say.or);
    lines.push(c.yellow(say.shownBadPin(plan.existing.path, say.pinProblem(problem), repin)));
  } else {
    lines.push(say.shownPin(plan.existing.path, plan.existing.key));
    if (later.length > 0) lines.push(c.yellow(say.shownLaterKeys(later, adviceCommand(ctx, ['doctor', '--dir', dir]))));
  }
  const [likeliest] = elsewhere;
  if (likeliest) {
    const command = adviceCommand(ctx, ['key', 'pin', likeliest.key, '--dir', dir]);
    lines.push(c.yellow(`${msg.doctor.workspace.otherClones(project.key, elsewhere)}: ${msg.doctor.workspace.otherClonesFix(likeliest.key, command)}`));
  }
  // a pinned key with none, beside the folder of the key most likely pinned before, as doctor's pin row says
  const away = project.source === 'pin' && memories === 0 ? memoriesElsewhere(workspace, dir).folders : [];
  const [before] = away;
  if (before) {
    const move = adviceCommand(ctx, ['key', 'move', before.key, '--dir', dir]);
    const repin = adviceCommand(ctx, ['key', 'pin', before.key, '--force', '--dir', dir]);
    lines.push(c.yellow(`${msg.doctor.workspace.pinnedAway(project.key, away)}: ${msg.doctor.workspace.pinnedAwayFix(project.key, move, repin)}`));
  }
  ctx.stdout(`${lines.join('\n')}\n`);
}

/**
 * Before the first save there is no memory folder, but there is a key: the one the first
 * save will write under, as `list --json` reports it. Said with where that save makes the
 * folder, exit 0 as list's answer is; in the home folder, where a save makes none, the
 * no-workspace error as before.
 */
function showBeforeFirstSave(args: ParsedArgs, dir: string, ctx: RunContext, msg: CliMessages): undefined {
  const planned = firstSaveWorkspace(args, dir, ctx);
  if (planned === undefined) {
    workspaceFor(args, dir, ctx);
    return;
  }
  const { project } = planned;
  if (boolFlag(args, 'json')) {
    json(ctx, {
      workspaceRoot: null,
      memoryRoot: null,
      ...projectJson(project),
      firstSave: firstSaveJson(dir, planned, ctx),
      memoryFolder: null,
      memories: 0,
      unreadable: null,
      pin: null,
      otherClones: [],
    });
    return;
  }
  const c = colorsFor(ctx);
  const say = msg.key;
  const named = firstSaveKey(dir, planned, ctx.env);
  const pins = named ? [c.dim(say.shownPinOnFirstSave(named.key, named.remote, adviceCommand(ctx, ['key', 'pin', named.key, '--dir', dir])))] : [];
  // the key the first save will use, as `key` says once the memory folder is there and the hook offers
  const first = named !== undefined && named.key !== project.key ? named.key : undefined;
  const source = first === undefined ? keySourceText(say.source, project) : msg.list.sources.remote;
  ctx.stdout(`${[c.bold(say.shownKey(first ?? project.key)), say.shownSource(source), ...pins, c.dim(noWorkspaceNote(dir, ctx, msg))].join('\n')}\n`);
}

/** `key --json`'s `firstSave`: the key a project's first memory pins where it is not this one (the remote's name), else null. */
function firstSaveJson(dir: string, workspace: Workspace, ctx: RunContext): { key: string; remote: string } | null {
  return firstSaveKey(dir, workspace, ctx.env) ?? null;
}

/**
 * `key pin --here` gives a folder a key of its own: a KEY is needed (the key in use is the
 * parent's), and the folder must be one a project can be, not inside `.git/` or `.ai-core/`.
 */
function refuseHere(dir: string, wanted: string | undefined, workspace: Workspace): void {
  if (wanted === undefined) throw new UsageError((m) => m.key.hereNeedsKey, 'key');
  const inGit = dir.split(sep).includes('.git');
  if (inGit || isWithin(dir, join(workspace.root, AI_CORE_DIR))) throw new CliError((m) => m.key.hereNoProject(dir));
}

function pin(args: ParsedArgs, wanted: string | undefined, ctx: RunContext, msg: CliMessages): undefined {
  const dir = dirFlag(args, ctx);
  // before the first save the pin goes where that save would put it (`key` offers it then):
  // a pin needs no memory folder, and the first save keeps the key pinned
  const workspace = workspaceIfAny(args, dir, ctx) ?? firstSaveWorkspace(args, dir, ctx) ?? workspaceFor(args, dir, ctx);
  const here = boolFlag(args, 'here');
  if (wanted === undefined) refuseConflictedPin(dir, workspace, here, ctx);
  if (wanted === undefined) refuseOtherClonePin(dir, workspace);
  if (here) refuseHere(dir, wanted, workspace);
  const plan = wanted === undefined ? planPin(dir, workspace, undefined, false, false, here) : planPin(dir, workspace, checkedKey(wanted), false, true, here);
  const dryRun = boolFlag(args, 'dry-run');
  const force = boolFlag(args, 'force');
  // a dry run refuses what the real run would, with its words and exit code, as move and import do
  if (dryRun && !force) refusePinConflict(plan);
  // one at a time with a project's first saves, which plan and write a pin of their own (firstSave)
  if (!dryRun) withFirstSaveLock(stateDir(ctx.env, ctx.home), workspace.memoryRoot, () => writePin(plan, force, true));
  const previous = workspace.project.key;
  // a pin below the folder the key in use belongs to makes a project of its own: the memories
  // of that key stay its parent's, which goes on using them, and are not this one's to move
  const parentDir = workspace.project.projectDir;
  const ownBelow = parentDir !== undefined && plan.dir !== parentDir && isWithin(plan.dir, parentDir);
  const left = previous === plan.key || ownBelow ? 0 : listMemoryFileNames(join(workspace.memoryRoot, previous)).length;
  const moveCommand = left > 0 ? adviceCommand(ctx, ['key', 'move', previous, '--dir', dir]) : undefined;
  // those memories stay the parent's: sessions launched here no longer list them, which is said
  const parentMemories = ownBelow && previous !== plan.key ? listMemoryFileNames(join(workspace.memoryRoot, previous)).length : 0;
  // the keys the pin named besides (later lines, a merge's other side): memories under them go unlisted
  const existing = plan.existing;
  const named: readonly string[] =
    existing !== undefined && existing.key === undefined && existing.problem.kind === 'conflict' ? existing.problem.sides : plan.later;
  const leftUnder = named
    .filter((key) => key !== plan.key && key !== previous)
    .map((key) => ({
      key,
      memories: listMemoryFileNames(join(workspace.memoryRoot, key)).length,
      moveCommand: adviceCommand(ctx, ['key', 'move', key, plan.key, '--dir', dir]),
    }))
    .filter((left) => left.memories > 0);
  // a pin that reads the key already, with keys a merge left on later lines: those are dropped
  const unchanged = plan.same && plan.later.length === 0;
  if (boolFlag(args, 'json')) {
    json(ctx, {
      path: plan.path,
      key: plan.key,
      dryRun,
      written: !dryRun && !unchanged,
      alreadyPinned: unchanged,
      droppedKeys: plan.later,
      previousKey: previous,
      moveCommand: moveCommand ?? null,
      parentMemories,
      leftUnder,
    });
    return;
  }
  const c = colorsFor(ctx);
  const say = msg.key;
  ctx.stdout(
    `${unchanged ? say.alreadyPinned(plan.path, plan.key) : dryRun ? c.yellow(say.wouldPin(plan.path, plan.key)) : `${c.green('✓')} ${say.pinned(plan.path, plan.key, gitAddPin(plan))}`}\n`,
  );
  if (plan.later.length > 0) ctx.stdout(`${c.dim(say.laterKeysDropped(plan.later, dryRun))}\n`);
  if (moveCommand) ctx.stdout(`${say.moveAfterPin(`${join(workspace.memoryRoot, previous)}/`, left, moveCommand)}\n`);
  for (const other of leftUnder)
    ctx.stdout(`${c.yellow(say.leftUnderOtherKey(other.key, `${join(workspace.memoryRoot, other.key)}/`, other.memories, other.moveCommand))}\n`);
  if (parentMemories > 0) ctx.stdout(`${c.yellow(say.leavesParent(plan.dir, plan.key, previous, parentMemories))}\n`);
}

/**
 * `key pin` with no key where the pin holds a merge conflict: the key in use is then the
 * folder's own, which would hide both sides' memories; each side is offered instead.
 */
function refuseConflictedPin(dir: string, workspace: Workspace, here: boolean, ctx: RunContext): void {
  const existing = planPin(dir, workspace, undefined, true, false, here).existing;
  if (existing === undefined || existing.key !== undefined || existing.problem.kind !== 'conflict' || existing.problem.sides.length === 0) return;
  const { path, problem } = existing;
  const choices = pinChoices(workspace, { dir, self: ctx.self }, problem.sides);
  throw new CliError((m) => m.key.pinConflicted(path, m.key.pinProblem(problem), sayChoices(choices)(m)), EXIT.exists);
}

function move(args: ParsedArgs, keys: string[], ctx: RunContext, msg: CliMessages): undefined {
  const [fromArg, toArg] = keys;
  if (fromArg === undefined) throw new UsageError((m, to) => m.key.moveNeedsKey(adviceCommand(to, ['key', 'move'])), 'key');
  const dir = dirFlag(args, ctx);
  const workspace = workspaceFor(args, dir, ctx);
  const from = checkedKey(fromArg);
  const to = checkedKey(toArg ?? workspace.project.key);
  const dryRun = boolFlag(args, 'dry-run');
  // already where it is asked to go: done, as a second `key pin` of one key is (a key with no
  // folder goes on to planMove, which says there is nothing there)
  const there = join(workspace.memoryRoot, to);
  if (from === to && isRealFolder(there)) {
    if (boolFlag(args, 'json'))
      json(ctx, { from, to, fromDir: there, toDir: there, dryRun, moves: [], removedFolder: false, pin: null, listChanges: { hidden: [], shown: [] } });
    else ctx.stdout(`${msg.key.moveSame(to)}\n`);
    return;
  }
  // under the locks saves of the two folders take: a save there runs before or after the
  // move, never between its check of the names there and its moves
  const folders = [join(workspace.memoryRoot, from), join(workspace.memoryRoot, to)].map((folder) => ({ dir: folder }));
  const locked = <T>(run: () => T): T => (dryRun ? run() : withSaveLocks(stateDir(ctx.env, ctx.home), folders, run));
  const { plan, pin, changes, removedFolder } = locked(() => {
    const plan = planMove(workspace.memoryRoot, from, to, execGit, ctx.env);
    // the pinned key in use moving away: its pin follows (pinFollowingMove), checked before anything moves
    const pin = pinFollowingMove(workspace, from, to);
    // what the supersedes there make of what moves in, read before it moves
    const changes = listChangesOfMove(workspace.memoryRoot, from, to, commandScan(ctx).cacheDir);
    return { plan, pin, changes, removedFolder: dryRun ? false : runMove(plan, workspace.memoryRoot, execGit, ctx.env) };
  });
  if (pin && !dryRun) writeFollowingPin(pin);
  // the memories' reads go with them to the new key: `stats` and the ranking prior keep them
  if (!dryRun) {
    const names = plan.steps.filter((step) => step.name.endsWith('.md')).map((step) => memoryNameOf(step.name));
    publishMoves(
      ctx,
      workspace.memoryRoot,
      names.map((name) => ({ from: { folder: from, name }, to: { folder: to, name } })),
    );
  }
  // git mv staged the moves: the pin that follows them is staged too, or a commit of what is
  // staged pushes memories under a key the teammates' clones do not use yet
  const pinStaged = pin !== undefined && !dryRun && plan.steps.some((s) => s.via === 'git') && stage(pin.path, ctx);
  // the pin already naming the new key (`key pin NEW --force`, whose note says to move next) goes
  // with the moves too, if not yet committed: pushed without it, teammates' clones list none of them
  const pinnedHere = workspace.project.source === 'pin' && workspace.project.key === to ? workspace.project.pinFile : undefined;
  const pins = [pin?.path, pinnedHere].filter((path): path is string => path !== undefined);
  if (!dryRun && plan.steps.length > 0) sayShareLine(ctx, msg, 'key', workspace, [...plan.steps.flatMap((step) => [step.from, step.to]), ...pins]);
  if (boolFlag(args, 'json')) {
    json(ctx, {
      from,
      to,
      fromDir: plan.fromDir,
      toDir: plan.toDir,
      dryRun,
      moves: plan.steps,
      removedFolder,
      pin: pin ? { ...pin, staged: pinStaged } : null,
      listChanges: changes,
    });
    return;
  }
  const c = colorsFor(ctx);
  const say = msg.key;
  const head = dryRun
    ? c.yellow(say.wouldMove(plan.steps.length, plan.fromDir, plan.toDir))
    : `${c.green('✓')} ${say.moved(plan.steps.length, plan.fromDir, plan.toDir)}`;
  // a folder of thousands printed a line each (1.2 MB at 10,000 memories): the first ones, then a count
  // as commands, quoted where a shell needs it (a key may hold a space)
  const steps = plan.steps.slice(0, MOVES_LISTED).map((s) => `  ${shellCommand([...(s.via === 'git' ? ['git', 'mv'] : ['mv']), s.from, s.to])}`);
  if (plan.steps.length > MOVES_LISTED) steps.push(say.moreMoves(plan.steps.length - MOVES_LISTED));
  const pinned =
    pin === undefined
      ? []
      : [
          dryRun
            ? c.yellow(say.wouldMovePin(pin.path, from, to))
            : pinStaged
              ? say.movedPinStaged(pin.path, from, to)
              : say.movedPin(pin.path, from, to, gitAddPath(pin.path)),
        ];
  // the key this folder uses once the move is done: the pin that followed, or asked again
  const used = pin?.key ?? (dryRun ? workspace.project.key : workspaceFor(args, dir, ctx, { configSaid: false }).project.key);
  const away = used === to ? [] : [c.yellow(movedAwayNote(to, used, workspace.project.source, dir, ctx, msg))];
  ctx.stdout(`${[head, ...steps, ...(removedFolder ? [say.removedFolder(plan.fromDir)] : []), ...pinned, ...away].join('\n')}\n`);
  if (changes.hidden.length > 0 || changes.shown.length > 0) ctx.stderr(`${c.yellow(say.moveListChanges(to, changes.hidden, changes.shown, dryRun))}\n`);
}

/** How many of a key move's moves are printed one by one. */
const MOVES_LISTED = 20;

/** `git add` of one file, in its own folder; false where git refused or is not there. */
function stage(path: string, ctx: RunContext): boolean {
  return execGit(dirname(path), ctx.env, ['add', '--', basename(path)]).ok;
}

/**
 * A move into a key this folder does not use (`App` typed for `app`) leaves the memories
 * where this folder lists none of them: the key it uses, the move that lists them here,
 * and the pin that makes `to` its key (with --force over a pin of another key; none where
 * PROJECT_MEMORY_PROJECT decides the key, as no pin would).
 */
function movedAwayNote(to: string, used: string, source: KeySource, dir: string, ctx: RunContext, msg: CliMessages): string {
  const back = adviceCommand(ctx, ['key', 'move', to, used, '--dir', dir]);
  const pin =
    source === 'env' || !isPinnableKey(to) ? undefined : adviceCommand(ctx, ['key', 'pin', to, ...(source === 'pin' ? ['--force'] : []), '--dir', dir]);
  return msg.key.movedAway(to, used, back, pin);
}
