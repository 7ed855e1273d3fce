import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { boolFlag, stringFlag, type Command, type ParsedArgs } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { PROJECT_OPTION, workspaceFor } from '../../lib/cli/workspace-flag.js';
import { CliError, UsageError } from '../../lib/errors.js';
import { findInjectionsInFields } from '../../lib/lint/injection.js';
import type { Scope } from '../../lib/memory-store.js';
import type { RunContext } from '../../lib/run-context.js';
import { parseTags } from '../../lib/save/memory-document.js';
import { saveMemory } from '../../lib/save/save-memory.js';

const SCOPES: readonly Scope[] = ['global', 'project'];

export const save: Command = {
  name: 'save',
  summary: 'write one memory file and print its path',
  help: `Usage: project-memory save --scope global|project --title T --description D
                           [--tags a,b] [--source S] [--name SLUG]
                           [--body TEXT | --body-file F | body on stdin]
                           [--dir DIR] [--project KEY] [--update] [--force-duplicate]
                           [--allow-secret] [--json]

Writes <memory root>/<_global|project key>/<name>.md with front matter
(title, description, created_at, tags, source) and the body, and prints its path.

Options:
  --scope global|project  global: shared by every project in the workspace (_global/)
                          project: only this project (its key: see \`project-memory list\`)
  --title T               short title; also gives the file name unless --name is passed
  --description D         the one line shown in the list (line breaks are folded)
  --tags a,b              comma-separated tags
  --source S              how it was discovered (optional)
  --name SLUG             file name without .md (a-z, 0-9, -, _, 한글)
  --body TEXT             the Markdown body; or --body-file F ('-' for stdin);
                          with neither, the body is read from stdin when it is piped
  --dir DIR               the launch folder to act for (default: current folder)
  --project KEY           use this project key instead of the derived one
  --update                replace the memory of that name; keeps created_at, adds updated_at
  --force-duplicate       save even though a similar memory exists in that folder
  --allow-secret          save even though the text looks like it holds a credential
  --json                  print { path, scope, name, projectKey, updated }

Exit codes: 0 saved; 1 invalid input, missing workspace or a likely secret;
3 that memory (or a near duplicate) already exists — the message names the file.

Examples:
  project-memory save --scope global --title "Docker 실행 중 브랜치 전환 금지" \\
    --description "Docker 실행 중 브랜치 전환 시 403 발생" --tags docker,git \\
    --body "## 문제
브랜치를 바꾸면 마운트가 어긋나 403이 난다.
## 해결/대응
docker compose down 후 전환한다."
  project-memory save --scope project --title "PDF output" \\
    --description "this client always wants PDF output" <<'EOF'
## Why
They print everything.
EOF
  project-memory save --scope project --name pdf-output --update \\
    --title "PDF output" --description "client wants PDF, A4, no colour" --body-file note.md`,
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
  run(args, ctx) {
    const scope = scopeFlag(args);
    const title = stringFlag(args, 'title');
    const description = stringFlag(args, 'description');
    if (title === undefined) throw new UsageError('--title is required, e.g. --title "Docker 실행 중 브랜치 전환 금지"', 'save');
    if (description === undefined) throw new UsageError('--description is required: the one line shown in the list', 'save');
    const body = readBody(args, ctx);
    const dir = dirFlag(args, ctx);
    const workspace = workspaceFor(args, dir, ctx);

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
      ctx,
    );

    warnIfInstructionLike(result.path, { title, description, body }, ctx);

    if (boolFlag(args, 'json')) {
      const out = { path: result.path, scope: result.scope, name: result.name, projectKey: workspace.project.key, updated: result.updated };
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
function warnIfInstructionLike(path: string, fields: Record<string, string>, ctx: RunContext): void {
  const findings = findInjectionsInFields(fields);
  if (findings.length === 0) return;
  const where = [...new Set(findings.map((f) => `${f.kind} in ${f.field}`))].slice(0, 3).join('; ');
  ctx.stderr(`project-memory save: warning: ${path} reads like an instruction to the model (${where}); a memory should state a fact, not give orders. Check it with \`project-memory lint\`.\n`);
}

function scopeFlag(args: ParsedArgs): Scope {
  const value = stringFlag(args, 'scope');
  if (value === undefined) {
    throw new UsageError('--scope is required: global (shared by every project) or project (this project only)', 'save');
  }
  if (!(SCOPES as readonly string[]).includes(value)) {
    throw new UsageError(`--scope must be one of ${SCOPES.join(', ')} (got "${value}")`, 'save');
  }
  return value as Scope;
}

/** --body, --body-file (relative to the current folder, '-' for stdin), or piped stdin. */
function readBody(args: ParsedArgs, ctx: RunContext): string {
  const body = stringFlag(args, 'body');
  const file = stringFlag(args, 'body-file');
  if (body !== undefined && file !== undefined) throw new UsageError('pass --body or --body-file, not both', 'save');
  if (body !== undefined) return body;
  if (file === '-') return ctx.readStdin?.() ?? '';
  if (file !== undefined) {
    const path = resolve(ctx.cwd, file);
    try {
      return readFileSync(path, 'utf8');
    } catch (error) {
      throw new CliError(`--body-file ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}. Nothing was saved.`);
    }
  }
  return ctx.readStdin?.() ?? '';
}
