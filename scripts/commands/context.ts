import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, type ParsedArgs, stringFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { UsageError } from '../../lib/cli/errors.js';
import { wholeNumber } from '../../lib/cli/whole-number.js';
import { assembleContext } from '../../lib/diagnose/context/assemble.js';
import { renderContextTable } from '../../lib/diagnose/context/render-table.js';
import { contextJson } from '../../lib/diagnose/context/report.js';
import { DEFAULT_WINDOW } from '../../lib/model/defaults.js';

// --help text and messages: lib/cli/messages (ko and en)
export const context: Command = {
  name: 'context',
  options: { ...DIR_OPTION, window: { type: 'string' }, json: { type: 'boolean' } },
  async run(args, ctx, msg) {
    const dir = dirFlag(args, ctx);
    const report = await assembleContext(dir, ctx, { window: windowFlag(args) });
    if (boolFlag(args, 'json')) {
      ctx.stdout(`${JSON.stringify(contextJson(report), null, 2)}\n`);
      return;
    }
    ctx.stdout(renderContextTable(report, { home: ctx.home, c: colorsFor(ctx), words: msg.context, rules: msg.rules }));
  },
};

function windowFlag(args: ParsedArgs): number {
  const raw = stringFlag(args, 'window');
  if (raw === undefined) return DEFAULT_WINDOW;
  const n = wholeNumber(raw, true);
  if (n === undefined) throw new UsageError((m) => m.context.badWindow(raw), 'context');
  return n;
}
