import { dirname } from 'node:path';
import { listMemoryFileNames } from '../format/discover.js';
import { checkoutEnvFor, execGit, type GitExec } from '../io/git-exec.js';

/**
 * The rule that makes git ignore a memory just saved (`.gitignore:1:.ai-core/`), or
 * undefined: outside a git checkout, not ignored, or no git. A memory folder git ignores is
 * never shared, whatever a save says about committing it; asked only where a save would
 * otherwise tell the user to commit (a first memory folder, a folder's or a project's first memory),
 * so a team that keeps memories to itself on purpose hears it once, not on every save.
 */
export function ignoredByGit(path: string, env: Record<string, string | undefined>, git: GitExec = execGit): string | undefined {
  const result = git(dirname(path), checkoutEnvFor(dirname(path), env, {}, git), ['check-ignore', '-v', '--', path], { patterns: true });
  if (!result.ok) return undefined;
  // `<source>:<line>:<pattern>\t<path>`: the rule is what comes before the tab. With -v git
  // also names a `!` rule that matched, which un-ignores the file: then it is not ignored
  const rule = result.stdout.split('\t')[0]?.trim();
  const pattern = rule?.replace(/^.*?:\d+:/, '');
  return rule === undefined || rule === '' || pattern?.startsWith('!') ? undefined : rule;
}

/**
 * Whether the memory at `path` is the only one in its folder: a first save there, though the
 * folder was made before (install makes `_global/`), where ignoredByGit is asked too.
 */
export function onlyMemoryIn(path: string): boolean {
  return listMemoryFileNames(dirname(path)).length <= 1;
}
