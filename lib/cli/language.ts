import type { Lang } from '../i18n/lang.js';
import { fromCwd, type RunContext } from '../io/run-context.js';
import { loadConfig, resolveConfig } from '../workspace/config.js';
import { workspaceAbove } from '../workspace/workspace-above.js';
import { isCwdGone } from './internal-error.js';

/**
 * The language of a command's output: the same rule as the list's (lib/i18n/lang.ts
 * pickLang), with the workspace above `dir` (default: the current folder).
 */
export function commandLang(ctx: Pick<RunContext, 'cwd' | 'env'>, dir?: string): Lang {
  const start = underCurrentFolder(ctx, dir);
  const root = start === undefined ? undefined : workspaceAbove(start)?.root;
  return root ? loadConfig(root, ctx.env).lang : resolveConfig({}, ctx.env).lang;
}

/**
 * `dir` (default `.`) under the current folder; undefined when that folder was removed under
 * the shell: `--help` and `--version` still answer, in the environment's language, and a
 * command that needs the folder says it is gone (internal-error.ts).
 */
function underCurrentFolder(ctx: Pick<RunContext, 'cwd'>, dir: string | undefined): string | undefined {
  try {
    return fromCwd(ctx, dir ?? '.');
  } catch (error) {
    if (isCwdGone(error)) return undefined;
    throw error;
  }
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
