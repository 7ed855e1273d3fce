import { keyFromPath } from './key-resolution.js';
import { isSafeKey } from './project-key.js';

/**
 * The keys versions before pins and worktrees gave a launch folder, so doctor can find
 * memories they left in a folder the rules no longer reach: any tmux session name
 * (`0` included), and the path rules with each worktree taken as a project of its own.
 */
export function legacyKeys(launchDir: string, workspaceRoot: string, memoryRoot: string, tmuxName: string | undefined): string[] {
  const keys = tmuxName !== undefined && isSafeKey(tmuxName) ? [tmuxName] : [];
  keys.push(keyFromPath(launchDir, workspaceRoot, memoryRoot, { worktrees: false }).key);
  return [...new Set(keys)];
}
