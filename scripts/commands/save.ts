import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findInjectionsInFields } from '../../lib/checks/injection.js';
import { boolFlag, type Command, type ParsedArgs, stringFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { CliError, UsageError } from '../../lib/cli/errors.js';
import { PROJECT_OPTION, workspaceForSave } from '../../lib/cli/workspace-flag.js';
import type { CliMessages } from '../../lib/i18n/types.js';
import type { RunContext } from '../../lib/io/run-context.js';
import { stateDir } from '../../lib/io/state-dir.js';
import type { Scope } from '../../lib/model/memory.js';
import { parseTags } from '../../lib/save/memory-document.js';
import { saveMemory } from '../../lib/save/save-memory.js';

const SCOPES: readonly Scope[] = ['global', 'project'];

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
    json: { type: 'boolean' },
  },
  run(args, ctx, msg) {
    const scope = scopeFlag(args);
    const title = stringFlag(args, 'title');
    const description = stringFlag(args, 'description');
    if (title === undefined) throw new UsageError((m) => m.save.titleRequired, 'save');
    if (description === undefined) throw new UsageError((m) => m.save.descriptionRequired, 'save');
    const body = readBody(args, ctx);
    const dir = dirFlag(args, ctx);
    const { workspace, created } = workspaceForSave(args, dir, ctx);
    // a folder named after the root would capture every project below it (issue 20, item 8)
    if (scope === 'project' && workspace.project.source === 'workspace-root') {
      throw new CliError((m) => m.save.rootIsNoProject(workspace.root, workspace.project.key));
    }
    if (created.length > 0) ctx.stderr(`project-memory save: ${msg.save.createdWorkspace(workspace.memoryRoot)}\n`);

    const result = saveMemory(
      {
        memoryRoot: workspace.memoryRoot,
        scope,
        projectKey: workspace.project.key,
        title,
        description,
        body,
        tags: parseTags(stringFlag(args, 'tags')),
        source: stringFlag(args, 'source'),
        name: stringFlag(args, 'name'),
        update: boolFlag(args, 'update'),
        forceDuplicate: boolFlag(args, 'force-duplicate'),
        allowSecret: boolFlag(args, 'allow-secret'),
      },
      { now: ctx.now, stateDir: stateDir(ctx.env, ctx.home) },
    );

    warnIfInstructionLike(result.path, { title, description, body }, ctx, msg);

    if (boolFlag(args, 'json')) {
      const out = { path: result.path, scope: result.scope, name: result.name, projectKey: workspace.project.key, updated: result.updated, created };
      ctx.stdout(`${JSON.stringify(out, null, 2)}\n`);
      return;
    }
    // the bare path, so `path=$(project-memory save …)` works
    ctx.stdout(`${result.path}\n`);
  },
};

/**
 * Saved all the same (a note may quote such text on purpose), but the list puts the
 * description in front of Claude on every prompt: one line on stderr says so.
 */
function warnIfInstructionLike(path: string, fields: Record<string, string>, ctx: RunContext, msg: CliMessages): void {
  const findings = findInjectionsInFields(fields);
  if (findings.length === 0) return;
  const where = [...new Set(findings.map((f) => `${f.kind} in ${f.field}`))].slice(0, 3).join('; ');
  ctx.stderr(`project-memory save: ${msg.save.instructionLike(path, where)}\n`);
}

function scopeFlag(args: ParsedArgs): Scope {
  const value = stringFlag(args, 'scope');
  if (value === undefined) {
    throw new UsageError((m) => m.save.scopeRequired, 'save');
  }
  if (!(SCOPES as readonly string[]).includes(value)) {
    throw new UsageError((m) => m.errors.choice('scope', SCOPES, value), 'save');
  }
  return value as Scope;
}

/** --body, --body-file (relative to the current folder, '-' for stdin), or piped stdin. */
function readBody(args: ParsedArgs, ctx: RunContext): string {
  const body = stringFlag(args, 'body');
  const file = stringFlag(args, 'body-file');
  if (body !== undefined && file !== undefined) throw new UsageError((m) => m.save.bodyTwice, 'save');
  if (body !== undefined) return body;
  if (file === '-') return ctx.readStdin?.() ?? '';
  if (file !== undefined) {
    const path = resolve(ctx.cwd, file);
    try {
      return readFileSync(path, 'utf8');
    } catch (error) {
      const reason = (error as Error).message;
      throw new CliError((m) => ((error as NodeJS.ErrnoException).code === 'ENOENT' ? m.save.bodyFileMissing(path) : m.save.bodyFileUnreadable(path, reason)));
    }
  }
  return ctx.readStdin?.() ?? '';
}
