import { resolve } from 'node:path';
import type { Lang } from '../i18n/lang.js';
import type { RunContext } from '../io/run-context.js';
import { loadConfig, resolveConfig } from '../workspace/config.js';
import { workspaceAbove } from '../workspace/workspace-above.js';

/**
 * The language of a command's output: the same rule as the list's (lib/i18n/lang.ts
 * pickLang), with the workspace above `dir` (default: the current folder).
 */
export function commandLang(ctx: Pick<RunContext, 'cwd' | 'env'>, dir?: string): Lang {
  const root = workspaceAbove(resolve(ctx.cwd, dir ?? '.'))?.root;
  return root ? loadConfig(root, ctx.env).lang : resolveConfig({}, ctx.env).lang;
}

/**
 * The `--dir` value among a command's raw arguments. The language has to be known
 * before the flags are parsed, because a parse error is itself a message.
 */
export function dirArgument(argv: readonly string[]): string | undefined {
  let dir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') break;
    if (arg === '--dir') dir = argv[++i];
    else if (arg.startsWith('--dir=')) dir = arg.slice('--dir='.length);
  }
  return dir;
}
