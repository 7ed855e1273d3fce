import { adviceCommand } from '../../lib/cli/advice-command.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, type ParsedArgs, stringFlag } from '../../lib/cli/command.js';
import { commandScan } from '../../lib/cli/command-scan.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { UsageError } from '../../lib/cli/errors.js';
import { folderNotes } from '../../lib/cli/folder-notes.js';
import { answerNoWorkspace } from '../../lib/cli/no-workspace.js';
import { wholeNumber } from '../../lib/cli/whole-number.js';
import { PROJECT_OPTION, workspaceIfAny } from '../../lib/cli/workspace-flag.js';
import { localDate } from '../../lib/format/dates.js';
import { LIST_TEXT } from '../../lib/i18n/list.js';
import { loadMemories } from '../../lib/index/memory-set.js';
import { stateDir } from '../../lib/io/state-dir.js';
import { DEFAULT_SEARCH_LIMIT } from '../../lib/model/defaults.js';
import { memoryJson } from '../../lib/render/memory-json.js';
import { entryLineParts, isMarked, shownOf } from '../../lib/render/render-list.js';
import { toSafeLine, toSafePath } from '../../lib/render/safe-line.js';
import { matchesFor } from '../../lib/render/select.js';
import { readPriorSource } from '../../lib/usage/read-prior.js';

// --help text and messages: lib/cli/messages (ko and en)
export const search: Command = {
  name: 'search',
  options: { ...DIR_OPTION, ...PROJECT_OPTION, limit: { type: 'string' }, json: { type: 'boolean' } },
  positionals: true,
  run(args, ctx, msg) {
    const query = args.positionals.join(' ').trim();
    if (query === '') throw new UsageError((m, to) => m.search.queryMissing(adviceCommand(to, ['search', 'docker 403'])), 'search');
    const limit = limitFlag(args);
    const dir = dirFlag(args, ctx);
    const workspace = workspaceIfAny(args, dir, ctx);
    // before the first save there is nothing to search: no matches, said as list says it
    if (workspace === undefined) {
      answerNoWorkspace(args, dir, ctx, msg, []);
      return;
    }
    const memories = loadMemories(workspace.memoryRoot, workspace.project.key, commandScan(ctx));
    const today = localDate(ctx.now);
    // superseded memories are not searched, as the list does not show them (list --all does);
    // ranked as the list ranks: memories Claude reads often win ties
    const prior = readPriorSource(stateDir(ctx.env, ctx.home), workspace.memoryRoot)(memories);
    const hits = matchesFor(memories, query, limit, prior).map((r) => ({ entry: memories.entry(r.position), score: r.score }));
    // a folder not searched (permissions, a link not followed) makes "no match" untrue: said on
    // stderr, with --json too, so the matches on stdout stay the array scripts read
    for (const note of folderNotes(memories, msg)) ctx.stderr(`project-memory search: ${note}\n`);
    if (boolFlag(args, 'json')) {
      // each match as list --json shows a memory, with its score first; superseded ones are not searched
      const out = hits.map(({ entry, score }) => ({ score: Math.round(score * 1000) / 1000, ...memoryJson(entry, today, []) }));
      ctx.stdout(`${JSON.stringify(out, null, 2)}\n`);
      return;
    }
    const c = colorsFor(ctx);
    if (hits.length === 0) ctx.stdout(`${c.dim(msg.search.noMatch(toSafeLine(query, 200)))}\n`);
    // Claude runs this from the list's last line: every part stays inert
    for (const { entry: e, score } of hits) {
      const { label, name, mark, description } = entryLineParts(e, workspace.config.lang, today);
      ctx.stdout(
        // the score on the path's line, named: after the description it read as part of it
        `[${c.cyan(label)}] ${c.bold(name)}${mark ? ` ${c.yellow(mark)}` : ''} — ${description}\n  ${c.dim(`${toSafePath(shownOf(e)(e.path), 4096)} (${msg.search.score(score.toFixed(2))})`)}\n`,
      );
    }
    // a marked line says what it is, not where or why: lint does
    if (hits.some((hit) => isMarked(hit.entry)))
      ctx.stdout(`${c.dim(LIST_TEXT[workspace.config.lang].markNote(adviceCommand(ctx, ['lint', '--dir', dir])))}\n`);
  },
};

function limitFlag(args: ParsedArgs): number {
  const raw = stringFlag(args, 'limit');
  if (raw === undefined) return DEFAULT_SEARCH_LIMIT;
  const limit = wholeNumber(raw);
  if (limit === undefined) throw new UsageError((m) => m.search.badLimit(raw), 'search');
  return limit;
}
