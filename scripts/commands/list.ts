import { dirname } from 'node:path';
import { adviceCommand } from '../../lib/cli/advice-command.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, stringFlag } from '../../lib/cli/command.js';
import { commandScan } from '../../lib/cli/command-scan.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { folderNotes, missedPaths } from '../../lib/cli/folder-notes.js';
import { answerNoWorkspace } from '../../lib/cli/no-workspace.js';
import { projectKeyNote } from '../../lib/cli/project-key-note.js';
import { firstSaveProject, keyForSave, PROJECT_OPTION, workspaceIfAny } from '../../lib/cli/workspace-flag.js';
import { unmergedMemoryPaths } from '../../lib/diagnose/lint/unmerged-memories.js';
import { localDate } from '../../lib/format/dates.js';
import { EN } from '../../lib/i18n/en.js';
import { LIST_TEXT } from '../../lib/i18n/list.js';
import type { CliMessages } from '../../lib/i18n/types.js';
import { loadMemories } from '../../lib/index/memory-set.js';
import type { RunContext } from '../../lib/io/run-context.js';
import { memoryJson } from '../../lib/render/memory-json.js';
import { entryLineParts, isMarked, shownOf } from '../../lib/render/render-list.js';
import { toSafeLine, toSafePath } from '../../lib/render/safe-line.js';
import { pinCommitted } from '../../lib/save/share-steps.js';
import { FOLDERS_NAMED, memoriesElsewhereBeside, projectFolders, rootKeyLeft } from '../../lib/workspace/other-clone-folders.js';
import { readPin } from '../../lib/workspace/pin-file.js';
import type { Workspace } from '../../lib/workspace/resolve.js';
import { joiningArgs, joiningPlan, splitCloneFolders } from '../../lib/workspace/split-clone-folders.js';

/** Project folders named at a workspace root: the most-used; the rest are counted. */
const PROJECTS_NAMED = 5;

// --help text and messages: lib/i18n (ko and en)
export const list: Command = {
  name: 'list',
  options: { ...DIR_OPTION, ...PROJECT_OPTION, all: { type: 'boolean' }, json: { type: 'boolean' } },
  run(args, ctx, msg) {
    const dir = dirFlag(args, ctx);
    const workspace = workspaceIfAny(args, dir, ctx);
    if (workspace === undefined) {
      // before the first save there are no memories: an empty list, not an error, so a
      // script reading --json gets one it can read
      const first = boolFlag(args, 'json') ? firstSaveProject(args, dir, ctx) : undefined;
      answerNoWorkspace(args, dir, ctx, msg, {
        workspaceRoot: null,
        memoryRoot: null,
        ...projectKeyJson(first),
        memories: [],
        hidden: 0,
        unreadableFolders: [],
        linkedFolders: [],
        notFolders: [],
        projectFolders: [],
        pinIgnored: null,
        memoriesElsewhere: null,
      });
      return;
    }
    const today = localDate(ctx.now);
    const set = loadMemories(workspace.memoryRoot, workspace.project.key, commandScan(ctx));
    const all = boolFlag(args, 'all');
    // the memories that supersede each hidden one
    const hiders = (i: number) => set.hiddenBy(i).map((h) => set.entry(h));
    const positions = all ? Array.from({ length: set.count }, (_, i) => i) : set.visible();
    const hidden = set.count - set.visibleCount;
    // the root of a workspace of several projects lists _global alone: "no memories" would hide where theirs are
    const projects = workspace.project.source === 'workspace-root' ? projectFolders(workspace) : [];
    // memories git left unmerged: a content conflict's markers say so, but a side that deleted or renamed one leaves none
    const unmerged = unmergedMemoryPaths(workspace.memoryRoot, ctx.env);
    // a pin git left in conflict: the key below is the launch folder's, which may not be the project's
    const { ignoredPin } = workspace.project;
    const pin = ignoredPin === undefined ? undefined : readPin(dirname(ignoredPin));
    // read again for why: the walk that passed it over keeps only its path
    const pinProblem = pin !== undefined && pin.key === undefined ? pin.problem : ({ kind: 'not-text' } as const);
    // a folder renamed, or a clone under another name, keys the repository anew: its memories are elsewhere, not gone
    // all of them (the two sides of a conflicted pin may each hold some), the first pinned
    // a pin changed on a branch, or memories moved off the pinned key: under the key pinned before
    const { folders: found, pinned } = memoriesElsewhereBeside(set.project, workspace, dir);
    if (boolFlag(args, 'json')) {
      const memories = positions.map((i) => ({ ...memoryJson(set.entry(i), today, hiders(i)), unmerged: unmerged.has(set.entry(i).path) }));
      const out = {
        workspaceRoot: workspace.root,
        memoryRoot: workspace.memoryRoot,
        ...projectKeyJson(keyForSave(workspace, dir, ctx.env)),
        memories,
        hidden: all ? 0 : hidden,
        unreadableFolders: missedPaths(set, 'unreadable'),
        linkedFolders: missedPaths(set, 'linked'),
        notFolders: missedPaths(set, 'not-a-folder'),
        projectFolders: projects,
        // English, as all of --json
        pinIgnored: ignoredPin === undefined ? null : { path: ignoredPin, problem: EN.key.pinProblem(pinProblem) },
        memoriesElsewhere: found.length === 0 ? null : { reason: pinned ? 'pinned-before' : 'other-clone', folders: found },
      };
      ctx.stdout(`${JSON.stringify(out, null, 2)}\n`);
      return;
    }
    const c = colorsFor(ctx);
    const lang = workspace.config.lang;
    // before the project's first memory, the key its save will use: the remote's name where it pins that
    const used = set.project.count === 0 ? keyForSave(workspace, dir, ctx.env) : workspace.project;
    ctx.stdout(`${c.bold(workspace.memoryRoot)}  ${c.dim(msg.list.projectKey(used.key, msg.list.sources[used.source]))}\n`);
    // a folder that could not be read, or a link not followed: never "none"
    const notes = folderNotes(set, msg);
    // a key given by hand that names no folder: a typo would otherwise read as a project without memories
    const keyNote = set.project.count === 0 ? projectKeyNote(workspace, msg) : undefined;
    if (keyNote !== undefined) notes.push(keyNote);
    for (const note of notes) ctx.stdout(`${c.yellow(note)}\n`);
    if (ignoredPin !== undefined) {
      const problem = msg.key.pinProblem(pinProblem);
      ctx.stdout(`${c.yellow(msg.list.pinIgnored(toSafePath(ignoredPin, 4096), problem, adviceCommand(ctx, ['doctor', '--dir', dir])))}\n`);
    }
    const folders = found.slice(0, FOLDERS_NAMED);
    const [elsewhere] = folders;
    if (elsewhere) {
      const key = toSafePath(workspace.project.key, 200);
      const named = folders.map((f) => ({ ...f, key: toSafePath(f.key, 200) }));
      const note = pinned
        ? msg.list.pinnedAway(
            key,
            named,
            adviceCommand(ctx, ['key', 'move', elsewhere.key, '--dir', dir]),
            adviceCommand(ctx, ['key', 'pin', elsewhere.key, '--force', '--dir', dir]),
          )
        : msg.list.otherClone(key, named, adviceCommand(ctx, ['key', 'pin', elsewhere.key, '--dir', dir]));
      ctx.stdout(`${c.yellow(note)}\n`);
    } else if (set.project.count > 0) {
      // under a pin, memories left under the key the repository's path gives, as the hook's list says
      const left = rootKeyLeft(workspace);
      if (left) {
        const move = adviceCommand(ctx, ['key', 'move', left.key, '--dir', dir]);
        ctx.stdout(`${c.yellow(msg.list.leftBehind(toSafePath(workspace.project.key, 200), { ...left, key: toSafePath(left.key, 200) }, move))}\n`);
      }
      const split = splitClonesNote(workspace, dir, ctx, msg, left?.key);
      if (split) ctx.stdout(`${c.yellow(split)}\n`);
    }
    if (set.count === 0 && notes.length === 0 && projects.length === 0 && !elsewhere) ctx.stdout(`${c.dim(msg.list.empty)}\n`);
    // this output is read by Claude too (the list points at it): every part stays inert
    for (const i of positions) {
      const e = set.entry(i);
      const { label, name, mark, description } = entryLineParts(e, lang, today, unmerged.has(e.path));
      const by = hiders(i).map((h) => toSafePath(shownOf(h)(h.name), 100));
      const marks = [mark ? c.yellow(mark) : '', by.length > 0 ? c.magenta(msg.list.supersededBy(by.join(', '))) : ''].filter(Boolean).join(' ');
      // a likely secret is said once, by the description's mark; its path may hold it too (a token for a name);
      // an order and a conflict, by the marks after the name
      const problems = e.problems
        .filter((p) => p.kind !== 'secret' && p.kind !== 'instruction' && p.kind !== 'merge-conflict')
        .map((p) => msg.rules.problem(p))
        .join('; ');
      const problem = problems !== '' ? ` ${c.yellow(`⚠ ${toSafeLine(problems, 300)}`)}` : '';
      const path = shownOf(e)(e.path);
      ctx.stdout(`[${c.cyan(label)}] ${c.bold(name)}${marks ? ` ${marks}` : ''} — ${description}${problem}\n  ${c.dim(toSafePath(path, 4096))}\n`);
    }
    // a marked line says what it is, not where or why: lint does, as the hook's list says under its lines
    if (positions.some((i) => isMarked(set.entry(i)))) ctx.stdout(`${c.dim(LIST_TEXT[lang].markNote(adviceCommand(ctx, ['lint', '--dir', dir])))}\n`);
    // named only where the name reads as it is (no invisible or control characters a line would strip); counted all the same
    const named = projects.filter((f) => toSafePath(f.key, 200) === f.key).slice(0, PROJECTS_NAMED);
    const [first] = named;
    if (first) {
      const listing = adviceCommand(ctx, ['list', '--project', first.key, '--dir', dir]);
      ctx.stdout(`${c.dim(msg.list.projectsHere(named, projects.length - named.length, listing))}\n`);
    } else if (projects.length > 0) {
      ctx.stdout(`${c.dim(msg.list.projectsUnnamed(projects.length, adviceCommand(ctx, ['list', '--json', '--dir', dir])))}\n`);
    }
    // nothing leaves the list unsaid: what supersedes hides is counted, and how to see it
    if (!all && hidden > 0) {
      const project = stringFlag(args, 'project') === undefined ? [] : ['--project', workspace.project.key];
      ctx.stdout(`${c.dim(msg.list.hidden(hidden, adviceCommand(ctx, ['list', '--all', ...project, '--dir', dir])))}\n`);
    }
  },
};

/**
 * Once this clone's key holds memories, a clone under another folder name still lists only
 * its own, and this one only these (split-clone-folders.ts): the folders, with the pin and
 * moves that bring them under one key, as doctor's row says. Not in the hook's list: it
 * walks the folders below the repository's top.
 */
function splitClonesNote(workspace: Workspace, dir: string, ctx: RunContext, msg: CliMessages, saidAlready?: string): string | undefined {
  const found = splitCloneFolders(workspace, dir);
  const split = found && { ...found, folders: found.folders.filter((f) => f.key !== saidAlready) };
  if (split === undefined || split.folders.length === 0) return undefined;
  const folders = split.folders.slice(0, FOLDERS_NAMED).map((f) => ({ ...f, key: toSafePath(f.key, 200) }));
  const plan = joiningPlan({ ...split, folders: split.folders.slice(0, FOLDERS_NAMED) }, workspace.project.source === 'pin', pinCommitted(workspace, ctx.env));
  const commands = joiningArgs(plan, dir).map((args) => adviceCommand(ctx, args));
  return msg.list.splitClones(toSafePath(split.own.key, 200), split.own.count, folders, toSafePath(plan.key, 200), commands);
}

/** `projectKey` and `keySource`: those a project save from here uses, the remote's name before a first save that pins it. */
function projectKeyJson(used: { key: string; source: string } | undefined): { projectKey: string | null; keySource: string | null } {
  return { projectKey: used?.key ?? null, keySource: used?.source ?? null };
}
