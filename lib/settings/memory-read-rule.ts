import { realPathOf } from '../io/real-path.js';
import type { SettingsList } from './settings-list.js';

/**
 * Claude Code 2.1.328 asks before its Read tool opens a file outside the launch folder, and
 * `claude -p` cannot ask: a session launched below the folder that holds `.ai-core/` (a
 * project of the seed's workspace, any subfolder of a repository) was shown a list of
 * memories it could not open ("Claude requested permissions to read from …, but you
 * haven't granted it yet"), or asked the user before each one. A rule in
 * `permissions.allow` lets it read the memory folder, and only read it: install writes one
 * per workspace (`//` starts an absolute path in a rule) and uninstall takes it back.
 */
export const ALLOW_LIST: SettingsList = { holder: 'permissions', list: 'allow', name: 'permissions.allow' };

/**
 * The rules for `memoryRoot` (absolute): one for the path as given and, where a symbolic
 * link leads to it (macOS's /tmp, a workspace linked into place), one for where it really
 * is. Claude Code 2.1.328 reads through a link only when both the path asked for and the
 * one it leads to are allowed. Undefined where a path holds a character a rule reads as a
 * pattern or as its end (`*`, `?`, `[`, `{`, `(`, `)`, `\`, `!`): such a rule could allow
 * more than the folder, or nothing; doctor then names permissions.additionalDirectories.
 */
export function memoryReadRules(memoryRoot: string): string[] | undefined {
  const paths = [...new Set([memoryRoot, realPathOf(memoryRoot) ?? memoryRoot])];
  if (paths.some((path) => !path.startsWith('/') || /[*?[\]{}()\\!]/.test(path))) return undefined;
  return paths.map((path) => `Read(/${path}/**)`);
}
