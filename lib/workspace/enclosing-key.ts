import { dirname } from 'node:path';
import { isWithin } from '../io/real-path.js';
import { keyFromPath, type ProjectKey, pinFor } from './key-resolution.js';
import type { Workspace } from './resolve.js';

/**
 * The key the folder just above a pinned subfolder resolves to (a monorepo's package with
 * a pin of its own: the repository's pin, or the path rules, above it), which every other
 * launch in the enclosing project still uses. Its memories are no leftover of this launch:
 * a move into the subfolder's key would take them from all those launches. Environment and
 * tmux are left out, as they are for the path key they are set against. Undefined for a
 * key that no pin gives, or a pin at the workspace root or above, where nothing encloses it.
 */
export function enclosingKey(workspace: Workspace): ProjectKey | undefined {
  const { project, root, memoryRoot } = workspace;
  const pinDir = project.source === 'pin' ? project.projectDir : undefined;
  if (pinDir === undefined || pinDir === root || !isWithin(pinDir, root)) return undefined;
  const above = dirname(pinDir);
  return pinFor(above, root, memoryRoot) ?? keyFromPath(above, root, memoryRoot);
}
