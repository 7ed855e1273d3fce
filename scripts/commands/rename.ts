import { basename, dirname } from 'node:path';
import { adviceCommand, cliCommand } from '../../lib/cli/advice-command.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, choiceFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { UsageError } from '../../lib/cli/errors.js';
import { PROJECT_OPTION, workspaceFor } from '../../lib/cli/workspace-flag.js';
import { memoryNameFrom } from '../../lib/format/memory-meta.js';
import { execGit } from '../../lib/io/git-exec.js';
import { stateDir } from '../../lib/io/state-dir.js';
import type { Scope } from '../../lib/model/memory.js';
import { toSafePath } from '../../lib/render/safe-line.js';
import { renameMemory } from '../../lib/save/rename-memory.js';
import { sayShareLine } from '../../lib/save/share-steps.js';
import { publishMoves } from '../../lib/usage/moved-memories.js';

const SCOPES: readonly Scope[] = ['global', 'project'];

// --help text and messages: lib/i18n (ko and en)
export const rename: Command = {
  name: 'rename',
  options: { ...DIR_OPTION, ...PROJECT_OPTION, scope: { type: 'string' }, 'dry-run': { type: 'boolean' }, json: { type: 'boolean' } },
  positionals: true,
  run(args, ctx, msg) {
    const [name, to, ...extra] = args.positionals;
    if (name === undefined || name.trim() === '' || to === undefined || to.trim() === '') {
      throw new UsageError((m, reader) => m.rename.namesMissing(adviceCommand(reader, ['rename', name?.trim() || 'OLD-NAME', 'NEW-NAME'])), 'rename');
    }
    if (extra.length > 0) throw new UsageError((m) => m.rename.extraName(extra[0] as string), 'rename');
    const scope = args.values.scope === undefined ? undefined : choiceFlag(args, 'scope', SCOPES, 'project', 'rename');
    const dir = dirFlag(args, ctx);
    const workspace = workspaceFor(args, dir, ctx);
    const dryRun = boolFlag(args, 'dry-run');
    const result = renameMemory(
      { memoryRoot: workspace.memoryRoot, projectKey: workspace.project.key, name, to, scope, dryRun },
      execGit,
      ctx.env,
      stateDir(ctx.env, ctx.home),
    );
    // its reads go with it: `stats` and the ranking prior count them under the new name
    const folder = basename(dirname(result.from.path));
    if (result.written) publishMoves(ctx, workspace.memoryRoot, [{ from: { folder, name: result.from.name }, to: { folder, name: result.to.name } }]);
    if (result.written)
      sayShareLine(ctx, msg, 'rename', workspace, [result.from.path, result.to.path, ...result.references], [result.from.path, result.to.path]);
    if (boolFlag(args, 'json')) {
      const { scope: found, from, to: renamed, via, references, notUpdated, written } = result;
      ctx.stdout(`${JSON.stringify({ scope: found, from, to: renamed, via, references, notUpdated, written, dryRun }, null, 2)}\n`);
      return;
    }
    const c = colorsFor(ctx);
    if (result.from.path === result.to.path) {
      ctx.stdout(`${msg.rename.sameName(result.to.name, toSafePath(result.to.path, 4096))}\n`);
      return;
    }
    const from = toSafePath(result.from.path, 4096);
    const target = toSafePath(result.to.path, 4096);
    ctx.stdout(`${dryRun ? msg.rename.wouldRename(from, target) : c.green(msg.rename.renamed(from, target))}\n`);
    // a name made into a file name (`'Bad Name'` → bad-name): said, as save says it, so the next command uses it
    if (memoryNameFrom(to) !== result.to.name) ctx.stderr(`project-memory rename: ${msg.rename.renamedAs(to, result.to.name)}\n`);
    if (result.references.length > 0)
      ctx.stdout(
        `${msg.rename.references(
          result.references.map((p) => toSafePath(p, 4096)),
          result.to.name,
          dryRun,
        )}\n`,
      );
    if (result.notUpdated.length > 0) {
      const lines = result.notUpdated.map((n) => `  ${toSafePath(n.path, 4096)} (${n.reason})`);
      const lint = cliCommand(ctx, ['lint', '--dir', dir]);
      ctx.stderr(`${c.yellow(msg.rename.notUpdated(lines, result.from.name, result.to.name, lint))}\n`);
    }
  },
};
