/**
 * Memories git left unmerged with one side of the merge deleting them (modify/delete): git
 * writes no marker into the file, so lint, doctor and the list see an ordinary memory, while
 * `git status` says "deleted by them" and a commit is refused. Read from git's index (stages
 * 2 and 3 are the two sides; one missing is the side that deleted the file). A content
 * conflict has both, and its markers are the merge-conflict finding already.
 */
import { join } from 'node:path';
import type { LintFinding } from '../../checks/finding.js';
import { checkoutEnvFor, execGit } from '../../io/git-exec.js';
import { shellCommand } from '../../shell-quote.js';

export function unmergedMemoryFindings(memoryRoot: string, env: Record<string, string | undefined>): LintFinding[] {
  const listed = execGit(memoryRoot, checkoutEnvFor(memoryRoot, env, { keepIndex: true }), ['ls-files', '-u', '-z', '--', '.']);
  if (!listed.ok) return [];
  const stages = new Map<string, Set<string>>();
  for (const entry of listed.stdout.split('\0')) {
    // "<mode> <object> <stage>\t<path>", the path relative to the memory root
    const tab = entry.indexOf('\t');
    if (tab === -1) continue;
    const path = entry.slice(tab + 1);
    if (!path.endsWith('.md')) continue;
    const stage = entry.slice(0, tab).split(' ')[2] ?? '';
    stages.set(path, (stages.get(path) ?? new Set()).add(stage));
  }
  return [...stages]
    .filter(([, held]) => !(held.has('2') && held.has('3')))
    .map(([path]): LintFinding => {
      const file = join(memoryRoot, path);
      const keep = `\`${shellCommand(['git', 'add', '--', file])}\``;
      const drop = `\`${shellCommand(['git', 'rm', '--', file])}\``;
      return { file, rule: 'merge-conflict', severity: 'error', message: (w) => w.unmergedDeleted, fix: (w) => w.unmergedDeletedFix(keep, drop) };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}
