import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { findingLines } from '../../lib/checks/finding.js';
import { adviceCommand, cliCommand } from '../../lib/cli/advice-command.js';
import { closestWord } from '../../lib/cli/closest-word.js';
import { boolFlag, type Command, type ParsedArgs, stringFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { CliError, UsageError } from '../../lib/cli/errors.js';
import { nearMissKey } from '../../lib/cli/project-key-note.js';
import { REVIEW_OPTIONS, reviewByFlag } from '../../lib/cli/review-flags.js';
import { PROJECT_OPTION, workspaceForSave } from '../../lib/cli/workspace-flag.js';
import { localDate } from '../../lib/format/dates.js';
import { memoryNameFrom } from '../../lib/format/memory-meta.js';
import { noteSavedBySession } from '../../lib/hook/saved-by-session.js';
import { EN } from '../../lib/i18n/en.js';
import { stateDir } from '../../lib/io/state-dir.js';
import { couldWriteFolder } from '../../lib/io/writable-folder.js';
import type { Scope } from '../../lib/model/memory.js';
import { GLOBAL_KEY } from '../../lib/model/memory.js';
import { toSafePath } from '../../lib/render/safe-line.js';
import { ignoredByGit, onlyMemoryIn } from '../../lib/save/ignored-by-git.js';
import { listAllCommand } from '../../lib/save/locate-memory.js';
import { parseTags } from '../../lib/save/memory-document.js';
import { namedMemory } from '../../lib/save/named-memory.js';
import { checkedPinPlan, firstPinnedText, firstSave, isFirstOfProject, NO_PIN_OPTION, PIN_OPTION, pinOffer } from '../../lib/save/pin-flag.js';
import { gitAddPin, writePin } from '../../lib/save/pin-plan.js';
import { readBody } from '../../lib/save/read-body.js';
import { saveMemory } from '../../lib/save/save-memory.js';
import { sayShareLine, tracksAny } from '../../lib/save/share-steps.js';
import { firstWrite } from '../../lib/save/write-failure.js';
import { gitMarkerAt } from '../../lib/workspace/git-checkout.js';
import { isPathSource } from '../../lib/workspace/key-resolution.js';
import { foldersGivingKey } from '../../lib/workspace/key-sharers.js';
import { createMemoryRoot, planMemoryRoot } from '../../lib/workspace/memory-root-setup.js';
import { otherCloneFolders } from '../../lib/workspace/other-clone-folders.js';
import type { Workspace } from '../../lib/workspace/resolve.js';

const SCOPES: readonly Scope[] = ['global', 'project'];

/** The flags whose text a memory keeps as given. */
const TEXT_FLAGS = ['title', 'description', 'tags', 'source', 'name', 'body', 'supersedes'] as const;

// --help text and messages: lib/cli/messages (ko and en)
export const save: Command = {
  name: 'save',
  options: {
    ...DIR_OPTION,
    ...PROJECT_OPTION,
    scope: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    tags: { type: 'string' },
    source: { type: 'string' },
    name: { type: 'string' },
    body: { type: 'string' },
    'body-file': { type: 'string' },
    update: { type: 'boolean' },
    'force-duplicate': { type: 'boolean' },
    'allow-secret': { type: 'boolean' },
    supersedes: { type: 'string' },
    ...REVIEW_OPTIONS,
    ...PIN_OPTION,
    ...NO_PIN_OPTION,
    json: { type: 'boolean' },
  },
  run(args, ctx, msg) {
    const title = stringFlag(args, 'title');
    const description = stringFlag(args, 'description');
    const update = boolFlag(args, 'update');
    const name = stringFlag(args, 'name');
    // an update of a memory by name may leave the scope to the one folder that holds it, as verify does
    const given = scopeFlag(args, update && name !== undefined);
    // --update changes only what it is given; a new memory needs both
    if (title === undefined && !update) throw new UsageError((m) => m.save.titleRequired, 'save');
    if (description === undefined && !update) throw new UsageError((m) => m.save.descriptionRequired, 'save');
    const reviewBy = reviewByFlag(args, localDate(ctx.now), 'save');
    const body = readBody(args, ctx, update, msg);
    const dir = dirFlag(args, ctx);
    // planned only: a refused save makes nothing, not even the memory folder (made below, once
    // saved); one that could not be made is tried now, for the error that names who refused it
    const { workspace, created } = firstWrite(() => workspaceForSave(args, dir, ctx, { dryRun: true }), 'save', ctx.env);
    const makeMemoryRoot = () => firstWrite(() => createMemoryRoot(planMemoryRoot(workspace.root)), 'save', ctx.env);
    if (created.length > 0 && !couldWriteFolder(workspace.memoryRoot)) makeMemoryRoot();
    const scope = given ?? updatedScope(workspace, name as string);
    // a folder named after the root would capture every project below it (issue 20, item 8)
    if (scope === 'project' && workspace.project.source === 'workspace-root') {
      throw new CliError((m) => m.save.rootIsNoProject(workspace.root, workspace.project.key));
    }
    // the pin names this project's key, and git left it unusable: the key the path gives may not be the one it names
    const passedOver = workspace.project.ignoredPin;
    if (scope === 'project' && passedOver !== undefined) {
      throw new CliError((m) => m.save.pinUnusable(passedOver, adviceCommand(ctx, ['doctor', '--dir', dir])));
    }
    // a pin that cannot be written stops the save before anything is written
    const noPin = boolFlag(args, 'no-pin');
    if (boolFlag(args, 'pin') && noPin) throw new UsageError((m) => m.save.pinAndNoPin, 'save');
    const asked = boolFlag(args, 'pin');
    // checked again under a first save's lock, where another save may have pinned meanwhile
    const askedPin = asked ? checkedPinPlan(dir, workspace) : undefined;
    const firstOfProject = isFirstOfProject(workspace, scope);
    // --project with a typo makes a project folder of its own: said, with the key most likely meant
    const meant = scope === 'project' && !update ? nearMissKey(workspace) : undefined;
    const state = stateDir(ctx.env, ctx.home);
    const saveUnder = (projectKey: string, at: Workspace) => ({
      // read before the save: once it is written, this key holds a memory and the folders say nothing
      elsewhere: scope === 'project' && !asked ? otherCloneFolders(at, dir) : [],
      memory: saveMemory(
        {
          memoryRoot: at.memoryRoot,
          scope,
          projectKey,
          title,
          description,
          body,
          tags: optionalTags(stringFlag(args, 'tags')),
          source: stringFlag(args, 'source'),
          name,
          update,
          forceDuplicate: boolFlag(args, 'force-duplicate'),
          allowSecret: boolFlag(args, 'allow-secret'),
          supersedes: optionalTags(stringFlag(args, 'supersedes')),
          reviewBy,
        },
        { now: ctx.now, stateDir: state },
      ),
    });
    // a project's first save, one at a time: it pins its key (a key the remote names first, for the memory goes under it)
    const again = () => workspaceForSave(args, dir, ctx, { dryRun: true }).workspace;
    const later = () => {
      const saving = saveUnder(workspace.project.key, workspace);
      if (askedPin) writePin(askedPin, false);
      return { result: saving, key: workspace.project.key, workspace, pin: askedPin, written: askedPin !== undefined && !askedPin.same };
    };
    const mode = asked ? 'asked' : noPin ? 'none' : 'first';
    const saved = firstOfProject ? firstSave(dir, workspace.memoryRoot, { env: ctx.env, state, resolve: again }, mode, saveUnder, () => true) : later();
    const {
      result: { memory: result, elsewhere },
      key: projectKey,
      pin,
      workspace: at,
    } = saved;
    // saved by a Claude Code session's Bash tool: its next prompt need not list the memory to it as new
    if (result.changed) noteSavedBySession(state, ctx.env.CLAUDE_CODE_SESSION_ID, result.path);
    // the save made the memory's own folder; the rest of a new memory folder comes with it
    if (created.length > 0) {
      makeMemoryRoot();
      // a new memory folder is made at the top of the repository, if there is one (newWorkspaceRoot)
      ctx.stderr(`project-memory save: ${msg.words.createdWorkspace(dir, workspace.memoryRoot, gitMarkerAt(workspace.root) !== undefined)}\n`);
    }

    if (meant !== undefined) {
      const move = cliCommand(ctx, ['key', 'move', projectKey, meant, '--dir', dir]);
      ctx.stderr(`project-memory save: ${msg.save.nearMissKey(toSafePath(projectKey, 200), toSafePath(meant, 200), move)}\n`);
    }
    if (!result.changed) ctx.stderr(`project-memory save: ${msg.save.unchanged(result.path)}\n`);
    // one name in both scopes: both are listed, and each command that names it asks which
    const other = join(at.memoryRoot, scope === 'global' ? projectKey : GLOBAL_KEY, `${result.name}.md`);
    if (!update && result.changed && existsSync(other)) ctx.stderr(`project-memory save: ${msg.save.nameInOtherScope(result.name, other)}\n`);
    // a new memory's name as written, when it is not the one typed (`UPPER` → upper): verify and --supersedes take that one
    if (!update && name !== undefined && memoryNameFrom(name) !== result.name) ctx.stderr(`project-memory save: ${msg.save.savedAs(name, result.name)}\n`);
    // most likely a heredoc that never came: the memory is saved, and how to add the body is said
    if (!update && (body ?? '').trim() === '') {
      const project = stringFlag(args, 'project') === undefined ? [] : ['--project', at.project.key];
      const more = cliCommand(ctx, ['save', '--update', '--scope', scope, ...project, '--name', result.name, '--dir', dir, '--body-file', '-']);
      ctx.stderr(`project-memory save: ${msg.save.emptyBody(result.path, more)}\n`);
    }
    // Node reads an argument that is no UTF-8 (a terminal set to Latin-1) with U+FFFD for each bad
    // byte, and a note may hold one on purpose: saved, and said of the flag, which lint cannot name
    const replaced = TEXT_FLAGS.filter((flag) => stringFlag(args, flag)?.includes('\ufffd'));
    if (result.changed && replaced.length > 0) ctx.stderr(`project-memory save: ${msg.save.flagNotUtf8(replaced.map((f) => `--${f}`))}\n`);
    // saved all the same (a note may quote such text on purpose), but said: `lint` will say it too
    if (result.warnings.length > 0) {
      const lint = cliCommand(ctx, ['lint', '--dir', dir]);
      // nothing written: the warnings are the memory's as it stands, not of a save
      const say = result.changed ? msg.save.warned : msg.save.warnedUnchanged;
      ctx.stderr(`project-memory save: ${say(result.path, findingLines(result.warnings, msg.rules), lint)}\n`);
    }
    // saved, but a memory's supersedes names it: the list leaves it out, and nothing else would say so
    if (result.hiddenBy.length > 0) {
      const hiders = result.hiddenBy.map((h) => `  ${h.path}`).join('\n');
      ctx.stderr(`project-memory save: ${msg.save.hiddenBySupersedes(result.path, result.name, hiders)}\n`);
    }
    // --supersedes replaced the list: memories it hid come back, which nothing else would say
    if (result.listedAgain.length > 0) ctx.stderr(`project-memory save: ${msg.save.listedAgain(result.listedAgain.map((path) => toSafePath(path, 4096)))}\n`);
    if (pin && saved.written) {
      // the memory is saved: a first pin that cannot be written leaves the offer instead
      ctx.stderr(`project-memory save: ${asked ? msg.key.pinned(pin.path, pin.key, gitAddPin(pin)) : firstPinnedText(msg, pin, 'save')}\n`);
    }
    // where the save says to commit, git may ignore the folder: then no teammate gets the memory.
    // Said on a first save, and where the folder holds memories git has (a rule added since, for
    // something else): a team that keeps its memories to itself hears it once
    const ignored = ignoredByGit(result.path, ctx.env);
    const ignoredBy =
      ignored !== undefined &&
      (created.length > 0 || firstOfProject || (!update && onlyMemoryIn(result.path)) || tracksAny(at.root, dirname(result.path), ctx.env))
        ? ignored
        : undefined;
    // said after any save that leaves its files out of git, not after a first save alone: a
    // teammate's commit of the same new files stops the next pull, and deleting them to get past
    // it loses the memory. The line takes this memory and the others saved and never committed,
    // the folder's README, .gitignore and pin where git has not got them (this save's pin, or one an earlier save
    // wrote) — not a memory marked for a secret or an order, nor the folder's other files (a note
    // not for the team). No line where git ignores the folder (its add would fail, and it is
    // kept apart on purpose), nor for a memory saved with --allow-secret.
    const mine = [result.path, ...(pin && saved.written ? [pin.path] : [])];
    if (ignoredBy === undefined && !boolFlag(args, 'allow-secret'))
      sayShareLine(ctx, msg, 'save', { ...at, project: { ...at.project, key: projectKey } }, mine);
    const [likeliest] = elsewhere;
    const pinCommand = !asked && !saved.written && !pin?.same && firstOfProject && !likeliest && !noPin ? pinOffer(dir, at, ctx)?.command : undefined;
    if (pinCommand) ctx.stderr(`project-memory save: ${msg.save.pinOffer(at.project.key, pinCommand)}\n`);
    if (ignoredBy !== undefined) ctx.stderr(`project-memory save: ${msg.save.ignoredByGit(result.path, ignoredBy)}\n`);
    // a key two folders' paths give (a/b and a--b): their memories are one folder's, each listed to the other
    // (the workspace root's own key is no project's: refused above)
    const sharers = scope === 'project' && isPathSource(at.project.source) ? foldersGivingKey(at.root, projectKey) : [];
    const others = sharers.filter((folder) => folder !== at.project.projectDir);
    if (sharers.length > 1 && others.length > 0) {
      const pinOwn = adviceCommand(ctx, ['key', 'pin', 'KEY', '--dir', dir]);
      ctx.stderr(`project-memory save: ${msg.save.keyShared(projectKey, others, pinOwn)}\n`);
    }
    if (likeliest) {
      const pinThat = adviceCommand(ctx, ['key', 'pin', likeliest.key, '--dir', dir]);
      const moveHere = adviceCommand(ctx, ['key', 'move', at.project.key, likeliest.key, '--dir', dir]);
      ctx.stderr(`project-memory save: ${msg.save.besideOtherClone(at.project.key, elsewhere, pinThat, moveHere)}\n`);
    }

    if (boolFlag(args, 'json')) {
      const out = {
        path: result.path,
        scope: result.scope,
        name: result.name,
        projectKey,
        updated: result.updated,
        changed: result.changed,
        created,
        pin: pin && (asked || saved.written) ? { path: pin.path, key: pin.key, written: saved.written } : null,
        pinCommand: pinCommand ?? null,
        hiddenBy: result.hiddenBy,
        listedAgain: result.listedAgain,
        ignoredBy: ignoredBy ?? null,
        // what it was saved with all the same, as lint's --json gives it (in English, as all of --json)
        warnings: result.warnings.map((f) => ({ rule: f.rule, message: f.message(EN.rules), fix: f.fix(EN.rules) })),
      };
      ctx.stdout(`${JSON.stringify(out, null, 2)}\n`);
      return;
    }
    // the bare path, so `path=$(project-memory save …)` works
    ctx.stdout(`${result.path}\n`);
  },
};

/** --scope; undefined only where it may be left out (`optional`). */
function scopeFlag(args: ParsedArgs, optional: boolean): Scope | undefined {
  const value = stringFlag(args, 'scope');
  if (value === undefined) {
    if (optional) return undefined;
    throw new UsageError((m) => m.save.scopeRequired, 'save');
  }
  if (!(SCOPES as readonly string[]).includes(value)) {
    // the save choices show the folders (`1) _global 2) shop`): a model may copy the label
    throw new UsageError((m) => m.save.scopeChoice(value, closestWord(value, SCOPES)), 'save');
  }
  return value as Scope;
}

/** `--tags ''` clears the tags (`--supersedes ''` the list); no flag at all leaves them to the save (kept on --update). */
function optionalTags(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : parseTags(value);
}

/** The scope of the memory `--update --name NAME` changes: the one that holds it; both or neither need --scope. */
function updatedScope(workspace: Workspace, name: string): Scope {
  const found = namedMemory({ memoryRoot: workspace.memoryRoot, projectKey: workspace.project.key }, name)?.scopes ?? [];
  const [scope] = found;
  if (found.length === 1 && scope !== undefined) return scope;
  if (found.length > 1) throw new UsageError((m) => m.save.scopeOfBoth(name), 'save');
  // a name no folder holds is most likely mistyped: said as verify says it, with where to look
  throw new CliError((m, to) => m.verify.notFound(name, `${workspace.project.key}, ${GLOBAL_KEY}`, listAllCommand(to)));
}
