import { adviceCommand } from '../cli/advice-command.js';
import type { Client } from '../model/clients.js';
import type { SettingsScope } from './settings-file.js';

/** The install a fix asks for, by what differs from install's defaults (Claude Code, user scope, the current folder). */
interface InstallAdvice {
  client?: Client;
  scope?: SettingsScope;
  dir?: string;
  trustHooks?: boolean;
}

/**
 * `project-memory install …` as doctor and install print it in a fix: in backticks, each
 * argument quoted for a shell (lib/shell-quote.ts), so a folder with a space or a quote
 * in its name pastes as the one argument it is.
 */
export function installAdvice({ client, scope, dir, trustHooks }: InstallAdvice = {}): string {
  const args = ['install'];
  if (client !== undefined && client !== 'claude') args.push('--client', client);
  if (scope !== undefined && scope !== 'user') args.push('--scope', scope);
  if (dir !== undefined) args.push('--dir', dir);
  if (trustHooks) args.push('--trust-hooks');
  return `\`${adviceCommand({}, args)}\``;
}
