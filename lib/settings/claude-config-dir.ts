import { join } from 'node:path';

/**
 * Claude Code's per-user folder (settings.json, plugins, projects), or undefined without a
 * HOME. A module of its own: the hooks that ask it (SessionStart, SubagentStart) would
 * otherwise carry the settings editor and its JSON parser in their bundles.
 */
export function claudeConfigDir(env: Record<string, string | undefined>, home: string | undefined): string | undefined {
  return env.CLAUDE_CONFIG_DIR || (home ? join(home, '.claude') : undefined);
}
