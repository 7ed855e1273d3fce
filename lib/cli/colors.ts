import pc from 'picocolors';
import type { RunContext } from '../run-context.js';

export type Colors = ReturnType<typeof pc.createColors>;

/** Colour only for a person at a terminal, and never with NO_COLOR set. */
export function colorsFor(ctx: RunContext): Colors {
  const enabled = ctx.isTTY && !('NO_COLOR' in ctx.env && ctx.env.NO_COLOR !== undefined) && ctx.env.TERM !== 'dumb';
  return pc.createColors(enabled);
}
