import { adviceCommand, cliCommand, type Reader } from '../cli/advice-command.js';
import type { Client } from '../model/clients.js';
import type { SettingsScope } from './settings-file.js';

/** Whom a fix speaks to (advice-command.ts Reader), with the folder doctor or install acts for always known. */
export type AdviceTo = Reader & { dir: string };

/** What an install or uninstall a fix asks for differs in from the command's defaults (Claude Code, user scope, the current folder). */
interface SetupAdvice {
  client?: Client;
  scope?: SettingsScope;
  /** the folder to name; a project or local scope names `to.dir` without it */
  dir?: string;
  trustHooks?: boolean;
}

function setupArgs(verb: 'install' | 'uninstall', to: AdviceTo, { client, scope, dir, trustHooks }: SetupAdvice): string[] {
  const args: string[] = [verb];
  if (client !== undefined && client !== 'claude') args.push('--client', client);
  if (scope !== undefined && scope !== 'user') args.push('--scope', scope);
  // a project or local scope is that folder's settings: named, the fix works from anywhere
  const folder = dir ?? (scope === 'project' || scope === 'local' ? to.dir : undefined);
  if (folder !== undefined) args.push('--dir', folder);
  if (trustHooks) args.push('--trust-hooks');
  return args;
}

/**
 * `project-memory install …` as doctor and install print it in a fix: in backticks, each
 * argument quoted for a shell (lib/shell-quote.ts), so a folder with a space or a quote
 * in its name pastes as the one argument it is.
 */
export function installAdvice(to: AdviceTo, advice: SetupAdvice = {}): string {
  return cliCommand(to, setupArgs('install', to, advice));
}

/** `project-memory uninstall …` for a fix, built and quoted as installAdvice builds an install. */
export function uninstallAdvice(to: AdviceTo, advice: Pick<SetupAdvice, 'client' | 'scope' | 'dir'>): string {
  return cliCommand(to, setupArgs('uninstall', to, advice));
}

/** uninstallAdvice without the backticks, for a script that reads --json. */
export function uninstallCommand(to: AdviceTo, advice: Pick<SetupAdvice, 'client' | 'scope' | 'dir'>): string {
  return adviceCommand(to, setupArgs('uninstall', to, advice));
}
