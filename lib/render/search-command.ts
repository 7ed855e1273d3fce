import { builtCliPath } from '../io/package-paths.js';
import { shellCommand } from '../shell-quote.js';
import { toSafeLine } from './safe-line.js';

/** The `search` command the list's last line points at, for a launch folder; the query goes after it. */
export function searchCommandFor(launchDir: string): string {
  // shown to Claude inside the list: a hostile folder name must stay inert there too
  return toSafeLine(shellCommand(['node', builtCliPath(), 'search', '--dir', launchDir]), 4096);
}
