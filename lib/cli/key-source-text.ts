import type { KeySourceWords } from '../i18n/types.js';
import type { ProjectKey } from '../workspace/key-resolution.js';

/** Why the key is what it is, in words a person can check. */
export function keySourceText(words: KeySourceWords, project: ProjectKey): string {
  const dir = project.projectDir ?? '?';
  const base = (() => {
    switch (project.source) {
      case 'env':
        return words.env;
      case 'pin':
        return words.pin(project.pinFile ?? '?');
      case 'tmux':
        return words.tmux(project.key);
      case 'memory-folder':
        return words.memoryFolder(dir);
      case 'git':
        return words.git(dir);
      case 'package-folder':
        return words.packageFolder(dir);
      case 'launch-folder':
        return words.launchFolder(dir);
      case 'workspace-root':
        return words.workspaceRoot(dir);
    }
  })();
  return project.worktree ? `${base}${words.worktree(project.worktree.main, project.worktree.commonDir ?? '?')}` : base;
}
