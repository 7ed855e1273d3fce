import { existsSync, readdirSync, rmdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folders a write of `path` would have to make (writeSettingsFile makes the parents it
 * lacks), deepest first: install records them, and uninstall takes back each one it left
 * empty. `~/.codex/` before Codex ever ran, `<project>/.gemini/` for a project-scope install.
 */
export function missingFolders(path: string): string[] {
  const missing: string[] = [];
  for (let dir = dirname(path); !existsSync(dir) && dirname(dir) !== dir; dir = dirname(dir)) missing.push(dir);
  return missing;
}

/**
 * Of the folders install made, those empty once `gone` (the files and folders uninstall
 * removes) are: deepest first, so each parent sees its child gone. A folder holding
 * anything else, put there by the user or the client since, stays.
 */
export function foldersLeftEmpty(made: readonly string[], gone: readonly string[]): string[] {
  const removed = new Set(gone);
  const empty: string[] = [];
  for (const dir of [...new Set(made)].sort((a, b) => b.length - a.length)) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    if (names.every((name) => removed.has(join(dir, name)))) {
      empty.push(dir);
      removed.add(dir);
    }
  }
  return empty;
}

/** Removes a folder uninstall found empty; one that is not (a file put there meanwhile) stays, as rmdir leaves it. */
export function removeEmptyFolder(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // not empty, or gone already: either way nothing of anyone's is lost
  }
}
