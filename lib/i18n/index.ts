import { resolve } from 'node:path';
import type { RunContext } from '../io/run-context.js';
import { loadConfig, resolveConfig } from '../workspace/config.js';
import { findWorkspaceRoot } from '../workspace/workspace.js';
import { EN } from './en.js';
import { KO } from './ko.js';
import type { Lang } from './lang.js';
import type { CliMessages } from './types.js';

export type { CliMessages, CommandName } from './types.js';
export { COMMAND_NAMES, isCommandName } from './types.js';

const CATALOGUE: Record<Lang, CliMessages> = { ko: KO, en: EN };

export function messagesFor(lang: Lang): CliMessages {
  return CATALOGUE[lang];
}

/**
 * The same rule as the list's language: PROJECT_MEMORY_LANG, else `lang` in the
 * config of the workspace above `dir` (default: the current folder), else ko.
 */
export function resolveCliLang(ctx: Pick<RunContext, 'cwd' | 'env'>, dir?: string): Lang {
  const root = findWorkspaceRoot(resolve(ctx.cwd, dir ?? '.'));
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
