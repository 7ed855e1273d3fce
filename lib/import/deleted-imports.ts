import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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
  const found = new Map<string, DeletedImport>();
  // git runs where there is a folder: the last memory forgotten took the scope folder with it
  const cwd = existingAbove(folder);
  if (cwd === undefined) return found;
  const own = checkoutEnvFor(cwd, env, {}, git);
  const rel = relative(cwd, folder);
  const within = rel === '' ? '' : `${rel}/`;
  // the memories directly in the folder, however the user's config lays a patch out (prefixes,
  // textconv), paths as written (no octal escapes for Hangul) and relative to where git runs;
  // only *.md, so a large file deleted beside them cannot run the output past its cap
  const patch = ['-c', 'core.quotePath=false'];
  const shown = ['-p', '-M', '--no-color', '--no-ext-diff', '--no-textconv', '--src-prefix=a/', '--dst-prefix=b/', '--relative', '--diff-filter=D'];
  const spec = ['--', `:(glob)${within.replace(/[*?[\\]/g, '\\$&')}*.md`];
  const staged = git(cwd, own, [...patch, 'diff', '--cached', ...shown, ...spec], { patterns: true });
  if (!staged.ok) return found;
  collect(staged.stdout, cwd, within, found);
  const logged = git(cwd, own, [...patch, 'log', '--format=commit %H', ...shown, ...spec], { patterns: true });
  if (logged.ok) collect(logged.stdout, cwd, within, found);
  return found;
}

/** The folder itself, or the nearest folder above it that is there. */
function existingAbove(folder: string): string | undefined {
  for (let dir = folder; ; dir = dirname(dir)) {
    if (existsSync(dir)) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Each deleted memory file of a patch text, the newest kept where a source was deleted twice. */
function collect(text: string, cwd: string, within: string, into: Map<string, DeletedImport>): void {
  let commit: string | undefined;
  let name: string | undefined;
  let lines: string[] = [];
  const done = () => {
    if (name !== undefined) remember(into, cwd, within, name, lines.join('\n'), commit);
    name = undefined;
    lines = [];
  };
  for (const line of text.split('\n')) {
    // a patch's own lines start with a minus, a plus, a space or a backslash: these two are git's
    if (line.startsWith('diff --git ')) done();
    else if (line.startsWith('commit ')) {
      done();
      commit = line.slice(7).trim();
      // git ends the label with a tab where the path holds a space
    } else if (line.startsWith('--- a/') && name === undefined) name = line.slice(6).replace(/\t$/, '');
    else if (name !== undefined && line.startsWith('-')) lines.push(line.slice(1));
  }
  done();
}

function remember(into: Map<string, DeletedImport>, cwd: string, within: string, name: string, text: string, commit: string | undefined): void {
  // a memory of the folder itself, not a note in a subfolder or another file
  const file = name.startsWith(within) ? name.slice(within.length) : undefined;
  if (file === undefined || file.includes('/') || !file.endsWith('.md')) return;
  const head = parseFrontMatter(text);
  const source = head.ok ? head.data.source : undefined;
  if (typeof source !== 'string' || source.trim() === '') return;
  const key = foldLine(source);
  if (!into.has(key)) into.set(key, { path: join(cwd, name), ...(commit === undefined ? {} : { commit }) });
}
