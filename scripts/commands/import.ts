import { join } from 'node:path';
import { adviceCommand } from '../../lib/cli/advice-command.js';
import { closestWord } from '../../lib/cli/closest-word.js';
import { boolFlag, type Command, type ParsedArgs, stringFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { EXIT, UsageError } from '../../lib/cli/errors.js';
import { PROJECT_OPTION, workspaceForSave } from '../../lib/cli/workspace-flag.js';
import { IMPORT_SOURCES, isImportSource } from '../../lib/import/candidate.js';
import { deletedImports } from '../../lib/import/deleted-imports.js';
import { exitCodeOf, headingsJson, headingsText, reportJson, reportText } from '../../lib/import/import-report.js';
import { runImport } from '../../lib/import/plan-import.js';
import { readSource } from '../../lib/import/read-source.js';
import type { KeepLock } from '../../lib/io/file-lock.js';
import { execGit } from '../../lib/io/git-exec.js';
import { fromCwd } from '../../lib/io/run-context.js';
import { stateDir } from '../../lib/io/state-dir.js';
import type { ImportSource } from '../../lib/model/import.js';
import type { Scope } from '../../lib/model/memory.js';
import { GLOBAL_KEY } from '../../lib/model/memory.js';
import { firstPinnedText, firstSave, firstSavePin, isFirstOfProject, NO_PIN_OPTION } from '../../lib/save/pin-flag.js';
import { sayShareLine } from '../../lib/save/share-steps.js';
import { firstWrite } from '../../lib/save/write-failure.js';
import { gitMarkerAt } from '../../lib/workspace/git-checkout.js';
import type { Workspace } from '../../lib/workspace/resolve.js';

const SCOPES: readonly Scope[] = ['global', 'project'];

// --help text and messages: lib/i18n (ko and en)
export const importCommand: Command = {
  name: 'import',
  positionals: true,
  options: {
    ...DIR_OPTION,
    ...PROJECT_OPTION,
    scope: { type: 'string' },
    section: { type: 'string', multiple: true },
    write: { type: 'boolean' },
    update: { type: 'boolean' },
    'force-duplicate': { type: 'boolean' },
    'overwrite-edits': { type: 'boolean' },
    'keep-edits': { type: 'boolean' },
    ...NO_PIN_OPTION,
    json: { type: 'boolean' },
  },
  run(args, ctx, msg) {
    const [sourceArg, pathArg, extra] = args.positionals;
    if (sourceArg === undefined)
      throw new UsageError((m, to) => m.import.sourceRequired(IMPORT_SOURCES, adviceCommand(to, ['import', 'auto-memory'])), 'import');
    if (!isImportSource(sourceArg)) throw new UsageError((m) => m.import.unknownSource(sourceArg, IMPORT_SOURCES), 'import');
    if (extra !== undefined) throw new UsageError((m) => m.import.extraArgument(extra), 'import');
    const source: ImportSource = sourceArg;
    const sections = sectionFlags(args);
    if (sections.length > 0 && source !== 'claude-md') throw new UsageError((m) => m.import.sectionNeedsClaudeMd(source), 'import');
    if (boolFlag(args, 'keep-edits') && boolFlag(args, 'overwrite-edits')) throw new UsageError((m) => m.import.editFlagsTogether, 'import');
    const scope = scopeFlag(args);
    const dir = dirFlag(args, ctx);
    const json = boolFlag(args, 'json');

    const found = readSource({
      source,
      path: pathArg === undefined ? undefined : fromCwd(ctx, pathArg),
      dir,
      env: ctx.env,
      home: ctx.home,
      sections,
      flags: pickFlags(args),
    });
    if (found.kind === 'headings') {
      ctx.stdout(
        json ? `${JSON.stringify(headingsJson(source, found.path, found.headings), null, 2)}\n` : headingsText(found.path, found.headings, msg.import),
      );
      return EXIT.ok;
    }

    const write = boolFlag(args, 'write');
    const { workspace, created } = firstWrite(() => workspaceForSave(args, dir, ctx, { dryRun: !write }), 'import', ctx.env);
    if (created.length > 0) {
      const note = write
        ? msg.words.createdWorkspace(dir, workspace.memoryRoot, gitMarkerAt(workspace.root) !== undefined)
        : msg.import.wouldCreateWorkspace(dir, workspace.memoryRoot);
      ctx.stderr(`project-memory import: ${note}\n`);
    }
    const state = stateDir(ctx.env, ctx.home);
    const importUnder = (projectKey: string, at: Workspace, keep?: KeepLock) =>
      runImport(
        found.read.candidates,
        {
          memoryRoot: at.memoryRoot,
          scope,
          projectKey,
          write,
          update: boolFlag(args, 'update'),
          forceDuplicate: boolFlag(args, 'force-duplicate'),
          overwriteEdits: boolFlag(args, 'overwrite-edits'),
          keepEdits: boolFlag(args, 'keep-edits'),
          deleted: deletedImports(join(at.memoryRoot, scope === 'global' ? GLOBAL_KEY : projectKey), execGit, ctx.env),
        },
        { now: ctx.now, stateDir: state, keep },
      );
    const creates = (items: ReturnType<typeof importUnder>) => items.some((item) => item.status === 'create');
    // the project's first memories pin its key as save's do (lib/save/pin-flag.ts), one first save at a
    // time; a dry run names the key they would go under
    const first = isFirstOfProject(workspace, scope);
    const noPin = boolFlag(args, 'no-pin');
    const resolveAgain = () => workspaceForSave(args, dir, ctx, { dryRun: true }).workspace;
    const saved =
      first && write
        ? firstSave(dir, workspace.memoryRoot, { env: ctx.env, state, resolve: resolveAgain }, noPin ? 'none' : 'first', importUnder, creates)
        : withoutFirstPin(first && !noPin, dir, workspace, ctx.env, importUnder);
    const { result: items, key: projectKey, pin: firstPin, written: pinned } = saved;
    const made = creates(items);
    if (pinned && firstPin) ctx.stderr(`project-memory import: ${firstPinnedText(msg, firstPin, 'import')}\n`);
    if (firstPin !== undefined && !firstPin.same && made && !write) ctx.stderr(`project-memory import: ${msg.import.wouldPin(firstPin.key, firstPin.path)}\n`);
    const report = {
      source,
      sourcePath: found.read.path,
      dryRun: !write,
      scope,
      projectKey,
      memoryRoot: workspace.memoryRoot,
      folder: join(workspace.memoryRoot, scope === 'global' ? GLOBAL_KEY : projectKey),
      items,
      notRead: found.read.notRead ?? [],
      pin: firstPin !== undefined && !firstPin.same && made && (pinned || !write) ? { path: firstPin.path, key: firstPin.key, written: pinned } : null,
    };
    if (write && made) {
      const written = items.flatMap((item) => (item.path !== undefined && (item.status === 'create' || item.status === 'update') ? [item.path] : []));
      sayShareLine(ctx, msg, 'import', { ...workspace, project: { ...workspace.project, key: projectKey } }, [
        ...written,
        ...(firstPin && pinned ? [firstPin.path] : []),
      ]);
    }
    const to = { self: ctx.self, dir };
    ctx.stdout(json ? `${JSON.stringify(reportJson(report, to), null, 2)}\n` : reportText(report, msg, to));
    return exitCodeOf(items);
  },
};

/** An import that writes no first pin: a dry run names the key the memories would go under, and the pin --write would write. */
function withoutFirstPin<T>(
  first: boolean,
  dir: string,
  workspace: Workspace,
  env: Record<string, string | undefined>,
  run: (key: string, at: Workspace) => T,
) {
  const pin = first ? firstSavePin(dir, workspace, env) : undefined;
  const key = pin?.named ? pin.key : workspace.project.key;
  return { result: run(key, workspace), key, pin, written: false };
}

function sectionFlags(args: ParsedArgs): string[] {
  const value = args.values.section;
  return Array.isArray(value) ? value : [];
}

function scopeFlag(args: ParsedArgs): Scope {
  const value = stringFlag(args, 'scope') ?? 'project';
  if (!(SCOPES as readonly string[]).includes(value))
    throw new UsageError((m) => m.errors.choice('scope', SCOPES, value, closestWord(value, SCOPES)), 'import');
  return value as Scope;
}

/**
 * The flags besides --section, --dir and --project (which the printed command adds itself),
 * as given: a command printed to pick one of two headings changes that pick alone, so pasted
 * with its --write it imports where the first run was asked to.
 */
function pickFlags(args: ParsedArgs): string[] {
  const scope = stringFlag(args, 'scope');
  const switches = ['write', 'update', 'force-duplicate', 'overwrite-edits', 'keep-edits', 'no-pin', 'json'].filter((name) => boolFlag(args, name));
  return [...(scope === undefined ? [] : ['--scope', scope]), ...switches.map((name) => `--${name}`)];
}
