import { newWorkspaceRoot } from './resolve.js';
import { workspaceAbove } from './workspace-above.js';

/** Where install puts the workspace for a folder, and whether it was there already. */
export type WorkspacePlace = { root: string; kind: 'found' | 'new' };

/**
 * Where install puts the workspace for `dir`: the one at or above it, else the top of its
 * git repository, where the first `save` would make it (resolve.ts newWorkspaceRoot), else
 * `dir`. A launch anywhere in the repository then finds the one workspace; one made in a
 * subfolder would be passed over by a save from the top, which would make a second.
 * Uninstall asks the same, to find what install added for that workspace.
 */
export function workspacePlace(dir: string): WorkspacePlace {
  const found = workspaceAbove(dir)?.root;
  return found ? { root: found, kind: 'found' } : { root: newWorkspaceRoot(dir), kind: 'new' };
}
