import { CliError } from './errors.js';
import { resolveWorkspace, type Workspace } from '../hook/memory-list.js';
import { isSafeKey } from '../workspace/project-key.js';
import type { RunContext } from '../io/run-context.js';
import { stringFlag, type ParsedArgs } from './command.js';

export const PROJECT_OPTION = { project: { type: 'string' } } as const;

/** The workspace a command acts on; `--project KEY` overrides the derived key. */
export function workspaceFor(args: ParsedArgs, dir: string, ctx: RunContext): Workspace {
  const forced = stringFlag(args, 'project');
  if (forced !== undefined && !isSafeKey(forced)) {
    throw new CliError((m) => m.errors.invalidProject(forced));
  }
  const env = forced === undefined ? ctx.env : { ...ctx.env, PROJECT_MEMORY_PROJECT: forced };
  const workspace = resolveWorkspace(dir, env);
  if (!workspace) {
    throw new CliError((m) => m.errors.noWorkspace(dir));
  }
  return workspace;
}
