import { adviceCommand } from '../../lib/cli/advice-command.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, choiceFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { UsageError } from '../../lib/cli/errors.js';
import { REVIEW_OPTIONS, reviewByFlag } from '../../lib/cli/review-flags.js';
import { PROJECT_OPTION, workspaceFor } from '../../lib/cli/workspace-flag.js';
import { localDate } from '../../lib/format/dates.js';
import { stateDir } from '../../lib/io/state-dir.js';
import type { Scope } from '../../lib/model/memory.js';
import { toSafePath } from '../../lib/render/safe-line.js';
import { sayShareLine } from '../../lib/save/share-steps.js';
import { verifyMemory } from '../../lib/save/verify-memory.js';

const SCOPES: readonly Scope[] = ['global', 'project'];

// --help text and messages: lib/i18n (ko and en)
export const verify: Command = {
  name: 'verify',
  options: { ...DIR_OPTION, ...PROJECT_OPTION, scope: { type: 'string' }, ...REVIEW_OPTIONS, 'dry-run': { type: 'boolean' }, json: { type: 'boolean' } },
  positionals: true,
  run(args, ctx, msg) {
    const [name, ...extra] = args.positionals;
    if (name === undefined || name.trim() === '') {
      throw new UsageError((m, to) => m.verify.nameMissing(adviceCommand(to, ['verify', 'docker-branch-switch-danger'])), 'verify');
    }
    if (extra.length > 0) throw new UsageError((m) => m.verify.extraName(extra[0] as string), 'verify');
    const scope = args.values.scope === undefined ? undefined : choiceFlag(args, 'scope', SCOPES, 'project', 'verify');
    const reviewBy = reviewByFlag(args, localDate(ctx.now), 'verify');
    const dir = dirFlag(args, ctx);
    const workspace = workspaceFor(args, dir, ctx);
    const dryRun = boolFlag(args, 'dry-run');
    const result = verifyMemory(
      { memoryRoot: workspace.memoryRoot, projectKey: workspace.project.key, name, scope, reviewBy, dryRun },
      { now: ctx.now, stateDir: stateDir(ctx.env, ctx.home) },
    );
    if (result.written) sayShareLine(ctx, msg, 'verify', workspace, [result.path]);
    if (boolFlag(args, 'json')) {
      const { path, scope: found, name: memory, verifiedAt, previous, changed, written } = result;
      const out = { path, scope: found, name: memory, verifiedAt, reviewBy: result.reviewBy ?? null, previous, changed, written, dryRun };
      ctx.stdout(`${JSON.stringify(out, null, 2)}\n`);
      return;
    }
    const c = colorsFor(ctx);
    const path = toSafePath(result.path, 4096);
    const fields = [`verified_at ${result.verifiedAt}`, ...(result.reviewBy ? [`review_by ${result.reviewBy}`] : [])].join(', ');
    if (!result.changed) ctx.stdout(`${c.dim(msg.verify.unchanged(path, result.reviewBy))}\n`);
    else if (dryRun) ctx.stdout(`${msg.verify.wouldVerify(path, fields)}\n`);
    else ctx.stdout(`${c.green(msg.verify.verified(path, fields))}\n`);
    // a review_by left in the past marks nothing again: today's verified_at settles it for good
    if (reviewBy === undefined && result.reviewBy !== undefined && result.reviewBy < result.verifiedAt) {
      const again = adviceCommand(ctx, ['verify', result.name, '--scope', result.scope, '--review-in', '90d', '--dir', dir]);
      ctx.stdout(`${c.yellow(msg.verify.noNextReview(result.reviewBy, again))}\n`);
    }
  },
};
