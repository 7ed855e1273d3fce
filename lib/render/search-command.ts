import { builtCliPath } from '../io/package-paths.js';
import { shellCommand } from '../shell-quote.js';
import { toSafePath } from './safe-line.js';

/** The `search` command the list's last line points at, for a launch folder; the query goes after it. `node` as the client's shell finds it. */
export function searchCommandFor(launchDir: string, node = 'node'): string {
  // shown to the model inside the list: a hostile folder name must stay inert there too
  return toSafePath(shellCommand([node, builtCliPath(), 'search', '--dir', launchDir]), 4096);
}
