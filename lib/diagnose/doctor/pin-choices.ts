import { cliCommand } from '../../cli/advice-command.js';
import type { Say } from '../../cli/errors.js';
import { memoriesOf, namesakes } from '../../workspace/other-clone-folders.js';
import type { Workspace } from '../../workspace/resolve.js';
import type { DoctorContext } from './check.js';

/** One way to settle a pin: the `key pin` to run, the memories its key holds, and the moves that keep the rest listed. */
interface PinChoice {
  command: string;
  count: number;
  moves: string[];
  /** memories both keys hold a namesake of, which the move refuses */
  clashes: string[];
}

/**
 * A choice for each of `keys` a pin could name: a key chosen leaves the others' memories
 * unlisted, so each choice brings them along with a move.
 */
export function pinChoices(workspace: Workspace, ctx: Pick<DoctorContext, 'dir' | 'self'>, keys: readonly string[]): PinChoice[] {
  const held = keys.filter((key) => memoriesOf(workspace, key) > 0);
  return keys.map((key) => {
    const others = held.filter((other) => other !== key);
    return {
      command: cliCommand(ctx, ['key', 'pin', key, '--force', '--dir', ctx.dir]),
      count: memoriesOf(workspace, key),
      moves: others.map((other) => cliCommand(ctx, ['key', 'move', other, key, '--dir', ctx.dir])),
      clashes: namesakes(workspace, key, others),
    };
  });
}

/** The choices, worded, one or the other: numbered where there are several, each with its moves. */
export function sayChoices(choices: readonly PinChoice[]): Say {
  return (m) => {
    const worded = choices.map((c) => m.doctor.workspace.pinChoice(c.command, c.count, c.moves, c.clashes));
    return worded.length === 1 ? (worded[0] as string) : worded.map((choice, i) => `(${i + 1}) ${choice}`).join(`;${m.key.or}`);
  };
}
