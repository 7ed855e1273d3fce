import pc from 'picocolors';
import type { RunContext } from '../io/run-context.js';

export type Colors = ReturnType<typeof pc.createColors>;

/**
 * Colour only for a person at a terminal. NO_COLOR follows https://no-color.org:
 * set to any non-empty value it turns colour off; set but empty it counts as unset.
 * FORCE_COLOR is not honoured: piped output is for scripts, which want plain text.
 */
export function colorsFor(ctx: RunContext): Colors {
  const noColor = (ctx.env.NO_COLOR ?? '') !== '';
  return pc.createColors(ctx.isTTY && !noColor && ctx.env.TERM !== 'dumb');
}
