import { basename, dirname } from 'node:path';
import { adviceCommand, cliCommand } from '../../lib/cli/advice-command.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, choiceFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { UsageError } from '../../lib/cli/errors.js';
import { PROJECT_OPTION, workspaceFor } from '../../lib/cli/workspace-flag.js';
import { execGit } from '../../lib/io/git-exec.js';
import { stateDir } from '../../lib/io/state-dir.js';
import type { Scope } from '../../lib/model/memory.js';
import { toSafePath } from '../../lib/render/safe-line.js';
import { forgetMemory } from '../../lib/save/forget-memory.js';
import { sayShareLine } from '../../lib/save/share-steps.js';
import { publishMoves } from '../../lib/usage/moved-memories.js';

const SCOPES: readonly Scope[] = ['global', 'project'];

// --help text and messages: lib/i18n (ko and en)
export const forget: Command = {
  name: 'forget',
  options: {
    ...DIR_OPTION,
    ...PROJECT_OPTION,
    scope: { type: 'string' },
    force: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    json: { type: 'boolean' },
  },
  positionals: true,
  run(args, ctx, msg) {
    const [name, ...extra] = args.positionals;
    if (name === undefined || name.trim() === '') {
      throw new UsageError((m, reader) => m.forget.nameMissing(adviceCommand(reader, ['forget', 'docker-403'])), 'forget');
    }
    if (extra.length > 0) throw new UsageError((m) => m.forget.extraName(extra[0] as string), 'forget');
    const scope = args.values.scope === undefined ? undefined : choiceFlag(args, 'scope', SCOPES, 'project', 'forget');
    const dir = dirFlag(args, ctx);
    const workspace = workspaceFor(args, dir, ctx);
    const dryRun = boolFlag(args, 'dry-run');
    const request = { memoryRoot: workspace.memoryRoot, projectKey: workspace.project.key, name, scope, force: boolFlag(args, 'force'), dryRun };
    const result = forgetMemory(request, execGit, ctx.env, stateDir(ctx.env, ctx.home));
    // its counts go too: a memory saved later under the name starts from none
    if (result.written) publishMoves(ctx, workspace.memoryRoot, [{ from: { folder: basename(dirname(result.path)), name: result.name } }]);
    // a rename not yet committed: the deletion git now holds is of the name the last commit has
    const committedAs = result.committedAs === undefined ? [] : [result.committedAs];
    if (result.written) sayShareLine(ctx, msg, 'forget', workspace, [result.path, ...committedAs, ...result.references], [result.path]);
    if (boolFlag(args, 'json')) {
      const { scope: found, name: forgotten, path, via, held, references, passedOn, notUpdated, listedAgain, written } = result;
      ctx.stdout(
        `${JSON.stringify({ scope: found, name: forgotten, path, via, held, references, passedOn, notUpdated, listedAgain, written, dryRun }, null, 2)}\n`,
      );
      return;
    }
    const c = colorsFor(ctx);
    const safe = (path: string) => toSafePath(path, 4096);
    ctx.stdout(
      `${dryRun ? msg.forget.wouldForget(safe(result.path)) : c.green(msg.forget.forgotten(safe(result.path), result.via === 'delete' ? 'delete' : result.held === 'committed' ? 'history' : 'lost', result.secret))}\n`,
    );
    if (result.references.length > 0)
      ctx.stdout(
        `${msg.forget.references(
          result.references.map(safe),
          result.name,
          dryRun,
          result.references.map((path) => result.passedOn.find((p) => p.path === path)?.names ?? []),
        )}\n`,
      );
    if (result.listedAgain.length > 0) ctx.stdout(`${c.yellow(msg.forget.listedAgain(result.listedAgain.map(safe), dryRun))}\n`);
    if (result.notUpdated.length > 0) {
      const lines = result.notUpdated.map((n) => `  ${safe(n.path)} (${n.reason})`);
      const lint = cliCommand(ctx, ['lint', '--dir', dir]);
      ctx.stderr(`${c.yellow(msg.forget.notUpdated(lines, result.name, lint))}\n`);
    }
  },
};
