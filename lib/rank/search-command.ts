import { builtCliPath } from '../package-paths.js';
import { shellCommand } from '../shell-quote.js';

/** The `search` command the list's last line points at, for a launch folder; the query goes after it. */
export function searchCommandFor(launchDir: string): string {
  return shellCommand(['node', builtCliPath(), 'search', '--dir', launchDir]);
}
