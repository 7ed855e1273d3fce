import { boolFlag, stringFlag, type Command, type ParsedArgs } from '../../lib/cli/command.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { PROJECT_OPTION, workspaceFor } from '../../lib/cli/workspace-flag.js';
import { UsageError } from '../../lib/errors.js';
import { LIST_TEXT } from '../../lib/list-text.js';
import { loadMemories } from '../../lib/memory-store.js';
import { rankEntries } from '../../lib/rank/bm25.js';
import { toSafeLine } from '../../lib/safe-line.js';

const DEFAULT_LIMIT = 10;

export const search: Command = {
  name: 'search',
  summary: 'memories ranked for a query, most relevant first',
  help: `Usage: project-memory search QUERY [--dir DIR] [--project KEY] [--limit N] [--json]

Ranks the memories visible from DIR (the _global ones and the project's own) by
relevance to QUERY, with the same ranker the per-prompt list uses. Korean and
English both work, inflected or not ("브랜치를 바꿨더니" finds "브랜치 전환").
Only memories that match at least one word are printed.

Options:
  --dir DIR        the launch folder to act for (default: current folder)
  --project KEY    use this project key instead of the derived one
  --limit N        print at most N memories (default: ${DEFAULT_LIMIT})
  --json           print [{ score, scope, name, description, path }, ...]

Examples:
  project-memory search "docker 브랜치 전환"
  project-memory search deploy rollback --limit 3 --json`,
  options: { ...DIR_OPTION, ...PROJECT_OPTION, limit: { type: 'string' }, json: { type: 'boolean' } },
  positionals: true,
  run(args, ctx) {
    const query = args.positionals.join(' ').trim();
    if (query === '') throw new UsageError('QUERY is missing: pass the words to look for, e.g. project-memory search "docker 403"', 'search');
    const limit = limitFlag(args);
    const dir = dirFlag(args, ctx);
    const workspace = workspaceFor(args, dir, ctx);
    const { entries } = loadMemories(workspace.memoryRoot, workspace.project.key);
    const hits = rankEntries(entries, query).filter((r) => r.score > 0).slice(0, limit);
    if (boolFlag(args, 'json')) {
      const out = hits.map(({ entry, score }) => ({
        score: Math.round(score * 1000) / 1000,
        scope: entry.scope,
        name: entry.name,
        description: entry.meta.description ?? entry.meta.title ?? null,
        path: entry.path,
      }));
      ctx.stdout(`${JSON.stringify(out, null, 2)}\n`);
      return;
    }
    const c = colorsFor(ctx);
    const text = LIST_TEXT[workspace.config.lang];
    if (hits.length === 0) ctx.stdout(c.dim(`no memory matches "${toSafeLine(query, 200)}"\n`));
    for (const { entry: e, score } of hits) {
      const label = e.scope === 'global' ? text.globalLabel : e.folder;
      const description = toSafeLine(e.meta.description ?? e.meta.title ?? text.noDescription, 200);
      ctx.stdout(`[${c.cyan(label)}] ${c.bold(e.name)} — ${description} ${c.dim(`(${score.toFixed(2)})`)}\n  ${c.dim(e.path)}\n`);
    }
  },
};

function limitFlag(args: ParsedArgs): number {
  const raw = stringFlag(args, 'limit');
  if (raw === undefined) return DEFAULT_LIMIT;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit must be a whole number of 1 or more (got "${raw}")`, 'search');
  return limit;
}
