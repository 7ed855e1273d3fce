import { CliError } from '../cli/errors.js';
import type { Client } from '../model/clients.js';

/**
 * Each client's per-user folder as a person knows it, and the variable that client reads
 * for that folder where HOME is not set (settings-file.ts, client-files.ts): Gemini CLI's
 * stands for the home folder itself, which holds .gemini.
 */
const USER_FOLDER: Record<Client, { folder: string; variable: string }> = {
  claude: { folder: '~/.claude', variable: 'CLAUDE_CONFIG_DIR' },
  codex: { folder: '~/.codex', variable: 'CODEX_HOME' },
  gemini: { folder: '~', variable: 'GEMINI_CLI_HOME' },
};

/** The commands whose --scope project gets by without a per-user file (doctor has no --scope). */
const SCOPED = ['install', 'uninstall'];

/**
 * Neither HOME nor the client's own variable is set, so `file` (as ~/…) cannot be found.
 * `userScope`: the file is asked for only because the scope is user, so a command with
 * --scope can take the project's instead; Codex's config.toml is needed at every scope.
 */
export function homeNotSet(client: Client, file: string, userScope: boolean): CliError {
  const { folder, variable } = USER_FOLDER[client];
  return new CliError((m, to) => m.errors.homeNotSet(file, variable, folder, userScope && SCOPED.includes(to.command ?? '')));
}
