import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkoutEnvFor, execGit, type GitExec } from '../io/git-exec.js';
import { samePath } from '../io/real-path.js';
import type { IgnoreRecord } from './install-records.js';
import { assertWritable, type EditableFile, readEditableFile } from './settings-file.js';

/**
 * `uninstall --scope local` takes back the info/exclude line its install added. Only a line
 * the install record names: one the user wrote, or found there already, is never install's.
 * And only once no file it keeps out of commits is left: info/exclude is shared by every
 * worktree of the clone, so another worktree's settings.local.json may lean on the same
 * line, and a settings file uninstall leaves (the user's keys, or Claude Code's permissions
 * written since) would show in `git status` and go in with a `git add -A`.
 */
export type IgnoreUndo =
  | { kind: 'drop'; file: EditableFile; text: string; remove: boolean; line: string }
  | { kind: 'keep'; line: string; exclude: string; still: string };

/**
 * The exclude text without install's line: the first line that is exactly it, with its line
 * break, and where install had to end the line before it (`separated`) and it is still the
 * last, that break too. Every other byte stays: the user's lines, their CRLFs, and whether
 * the file ends in a newline. undefined when the line is not there (taken out by hand).
 */
function withoutLine(text: string, line: string, separated: boolean): string | undefined {
  let start = 0;
  while (start <= text.length) {
    const next = text.indexOf('\n', start);
    const end = next === -1 ? text.length : next + 1;
    const own = text.slice(start, next === -1 ? text.length : next).replace(/\r$/, '');
    if (own === line && end > start) {
      const from = separated && end === text.length && start > 0 && text[start - 1] === '\n' ? start - 1 : start;
      return text.slice(0, from) + text.slice(end);
    }
    if (next === -1) return undefined;
    start = end;
  }
  return undefined;
}

/**
 * A file the line still keeps out, in any worktree of the clone, other than `leaving` (the
 * settings file this uninstall removes); null for none, undefined when git cannot say.
 */
function stillIgnored(recorded: IgnoreRecord, leaving: string | undefined, env: Record<string, string | undefined>, git: GitExec): string | null | undefined {
  const listed = git(recorded.top, checkoutEnvFor(recorded.top, env, {}, git), ['worktree', 'list', '--porcelain']);
  if (!listed.ok) return undefined;
  const trees = listed.stdout.split('\n').flatMap((row) => (row.startsWith('worktree ') ? [row.slice('worktree '.length)] : []));
  const files = trees.map((tree) => join(tree, recorded.path)).filter((file) => existsSync(file) && !(leaving && samePath(file, leaving)));
  return files[0] ?? null;
}

/** What uninstall does with the recorded line: drop it (and the exclude file install made, emptied), or keep it and say why. */
export function planIgnoreUndo(
  recorded: IgnoreRecord | undefined,
  leaving: string | undefined,
  env: Record<string, string | undefined>,
  git: GitExec = execGit,
): IgnoreUndo | undefined {
  if (!recorded) return undefined;
  const still = stillIgnored(recorded, leaving, env, git);
  if (still === undefined) return undefined;
  if (still !== null) return { kind: 'keep', line: recorded.line, exclude: recorded.exclude, still };
  // best effort, as install's write was: an exclude file that cannot be read or written keeps the line
  try {
    const file = readEditableFile(recorded.exclude);
    const text = file.exists ? withoutLine(file.text, recorded.line, recorded.separated) : undefined;
    if (text === undefined) return undefined;
    assertWritable(file);
    return { kind: 'drop', file, text, remove: recorded.created && text === '' && !file.link, line: recorded.line };
  } catch {
    return undefined;
  }
}
