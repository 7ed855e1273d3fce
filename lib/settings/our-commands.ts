import { pluginRootOfHook } from '../io/package-paths.js';
import { CLIENTS } from '../model/clients.js';
import { nodeCommandOf } from './command-script.js';
import { hookSpecs } from './hook-specs.js';

/** Tells project-memory's own hook commands in one settings file from everyone else's. */
interface Ownership {
  isOurs(command: string): boolean;
  /** both run the same hook file of ours, the same way: a hand-quoted copy of our command is no reason to add a second one */
  sameHook(a: string, b: string): boolean;
}

/**
 * A command is ours when it is exactly one install wrote into this settings file (the
 * install record keeps them), exactly what install would write now, or a plain
 * `node <file>` whose file is one of our hooks inside a real project-memory plugin folder
 * (its manifest says so), read the way /bin/sh reads the command. Never because a file is
 * missing: another tool that lays its hooks out like ours (`node <x>/dist/hooks/
 * session-start.cjs`) keeps them, through install and uninstall.
 */
export function ownershipOf(recorded: readonly string[], env: Record<string, string | undefined>): Ownership {
  const exact = new Set([...recorded, ...CLIENTS.flatMap((client) => hookSpecs(undefined, client).map((spec) => spec.command))]);
  // the hook file, the client it speaks to, the variables emptied in front of node and the
  // test for the file: a copy of ours without the NODE_OPTIONS= prefix or the test is ours,
  // but out of date
  const hookRunOf = (command: string): string | undefined => {
    const run = nodeCommandOf(command, env);
    return run !== undefined && pluginRootOfHook(run.script) !== undefined
      ? `${run.guarded ? 'guarded' : ''}\0${run.cleared.join(' ')}\0${run.script}\0${run.client ?? 'claude'}`
      : undefined;
  };
  return {
    isOurs: (command) => exact.has(command) || hookRunOf(command) !== undefined,
    sameHook: (a, b) => {
      if (a === b) return true;
      const run = hookRunOf(a);
      return run !== undefined && run === hookRunOf(b);
    },
  };
}
