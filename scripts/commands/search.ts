import { boolFlag, stringFlag, type Command, type ParsedArgs } from '../../lib/cli/command.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { PROJECT_OPTION, workspaceFor } from '../../lib/cli/workspace-flag.js';
import { DEFAULT_SEARCH_LIMIT } from '../../lib/cli/defaults.js';
import { UsageError } from '../../lib/errors.js';
import { LIST_TEXT } from '../../lib/list-text.js';
import { loadMemories } from '../../lib/memory-store.js';
import { rankEntries } from '../../lib/rank/bm25.js';
import { toSafeLine } from '../../lib/safe-line.js';

// --help text and messages: lib/cli/messages (ko and en)
export const search: Command = {
  name: 'search',
  options: { ...DIR_OPTION, ...PROJECT_OPTION, limit: { type: 'string' }, json: { type: 'boolean' } },
  positionals: true,
  run(args, ctx, msg) {
    const query = args.positionals.join(' ').trim();
    if (query === '') throw new UsageError((m) => m.search.queryMissing, 'search');
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
    if (hits.length === 0) ctx.stdout(`${c.dim(msg.search.noMatch(toSafeLine(query, 200)))}\n`);
    for (const { entry: e, score } of hits) {
      const label = e.scope === 'global' ? text.globalLabel : e.folder;
      const description = toSafeLine(e.meta.description ?? e.meta.title ?? text.noDescription, 200);
      ctx.stdout(`[${c.cyan(label)}] ${c.bold(e.name)} — ${description} ${c.dim(`(${score.toFixed(2)})`)}\n  ${c.dim(e.path)}\n`);
    }
  },
};

function limitFlag(args: ParsedArgs): number {
  const raw = stringFlag(args, 'limit');
  if (raw === undefined) return DEFAULT_SEARCH_LIMIT;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError((m) => m.search.badLimit(raw), 'search');
  return limit;
}
