import { join } from 'node:path';
import { parseFrontMatter } from '../format/frontmatter.js';
import { checkoutEnvFor, type GitExec } from '../io/git-exec.js';
import { foldLine } from '../save/memory-document.js';

/** A memory the team deleted from a scope folder: `commit` deleted it, or none yet (a staged `forget`). */
export interface DeletedImport {
  path: string;
  commit?: string;
}

/** Deleted memories by the `source` they were imported from, folded to one line as save writes it. */
export type DeletedImports = ReadonlyMap<string, DeletedImport>;

/**
 * The memories git saw deleted from `folder` (a scope folder), newest first, by their
 * `source`: a memory the team forgot is not imported again by the next run of the same
 * import, which nothing else would remember. Renames are not deletions (git pairs them),
 * and a memory renamed since is found by its source where it is. Empty where git is not
 * there to ask or the folder is in no repository: an import then works as before.
 */
export function deletedImports(folder: string, git: GitExec, env: Record<string, string | undefined>): DeletedImports {
  const own = checkoutEnvFor(folder, env, {}, git);
  const found = new Map<string, DeletedImport>();
  // paths relative to the folder, as written (no octal escapes for Hangul), patches of what each deletion removed
  const patch = ['-c', 'core.quotePath=false'];
  const shown = ['-p', '--no-color', '--no-ext-diff', '--relative', '--diff-filter=D'];
  const staged = git(folder, own, [...patch, 'diff', '--cached', ...shown, '--', '.']);
  if (!staged.ok) return found;
  collect(staged.stdout, folder, found);
  const logged = git(folder, own, [...patch, 'log', '--format=commit %H', ...shown, '--', '.']);
  if (logged.ok) collect(logged.stdout, folder, found);
  return found;
}

/** Each deleted memory file of a patch text, the newest kept where a source was deleted twice. */
function collect(text: string, folder: string, into: Map<string, DeletedImport>): void {
  let commit: string | undefined;
  let name: string | undefined;
  let lines: string[] = [];
  const done = () => {
    if (name !== undefined) remember(into, folder, name, lines.join('\n'), commit);
    name = undefined;
    lines = [];
  };
  for (const line of text.split('\n')) {
    // a patch's own lines start with a minus, a plus, a space or a backslash: these two are git's
    if (line.startsWith('diff --git ')) done();
    else if (line.startsWith('commit ')) {
      done();
      commit = line.slice(7).trim();
    } else if (line.startsWith('--- a/') && name === undefined) name = line.slice(6);
    else if (name !== undefined && line.startsWith('-')) lines.push(line.slice(1));
  }
  done();
}

function remember(into: Map<string, DeletedImport>, folder: string, name: string, text: string, commit: string | undefined): void {
  // a memory of the folder itself, not a note in a subfolder or another file
  if (name.includes('/') || !name.endsWith('.md')) return;
  const head = parseFrontMatter(text);
  const source = head.ok ? head.data.source : undefined;
  if (typeof source !== 'string' || source.trim() === '') return;
  const key = foldLine(source);
  if (!into.has(key)) into.set(key, { path: join(folder, name), ...(commit === undefined ? {} : { commit }) });
}
