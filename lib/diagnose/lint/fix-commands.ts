/**
 * The commands lint's fixes name: as the user runs the CLI, and aimed at the memory's own
 * scope folder, so one pasted acts on that memory whatever project the launch folder is
 * (lint looks at every project's folder; verify and list default to one).
 */
import { cliCommand, dirArgs, type Reader } from '../../cli/advice-command.js';
import { GLOBAL_KEY } from '../../model/memory.js';
import { toSafePath } from '../../render/safe-line.js';

export interface LintReader extends Reader {
  /** the project key in use for `dir`: a memory of that project needs no --project */
  key?: string;
}

/** `--project KEY` where the folder is another project's; nothing for _global or the key in use. */
function projectArgs(to: LintReader, folder: string): string[] {
  return folder === GLOBAL_KEY || folder === to.key ? [] : ['--project', toSafePath(folder, 120)];
}

/** The verify that marks the memory `name` of `folder` checked today. */
export function verifyCommand(to: LintReader, folder: string, name: string): string {
  const scope = folder === GLOBAL_KEY ? 'global' : 'project';
  return cliCommand(to, ['verify', toSafePath(name, 120), '--scope', scope, ...projectArgs(to, folder), ...dirArgs(to)]);
}

/**
 * The `save --update` of the memory `name` of `folder`: the fix adds the fields it changes
 * (--description, --body); with none, it still writes `updated_at` and `verified_at`.
 */
export function saveUpdateCommand(to: LintReader, folder: string, name: string): string {
  const scope = folder === GLOBAL_KEY ? 'global' : 'project';
  return cliCommand(to, ['save', '--update', '--name', toSafePath(name, 120), '--scope', scope, ...projectArgs(to, folder), ...dirArgs(to)]);
}

/** The `list --all` that shows every name a memory of `folder` may supersede. */
export function listAllCommand(to: LintReader, folder: string): string {
  return cliCommand(to, ['list', '--all', ...projectArgs(to, folder), ...dirArgs(to)]);
}
