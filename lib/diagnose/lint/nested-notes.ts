/**
 * Notes in the subfolders of a scope folder (`app2/ops/nested.md`), which the list never
 * reads: it takes only the files directly inside a scope folder (lib/format/discover.ts).
 * Only lint walks subfolders; the PostToolUse check names the one note Claude writes there
 * (lib/workspace/memory-location.ts notePlaceOf). Links are not followed and dot-folders
 * (.git, .obsidian) are not entered; depth and entries are bounded, so a large tree put
 * in a scope folder by mistake cannot stall lint.
 */
import { type Dirent, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { nestedFileFinding } from '../../checks/check-name.js';
import type { LintFinding } from '../../checks/finding.js';
import { isNoteName } from '../../format/discover.js';
import { MAX_NOTE_SUBFOLDERS } from '../../workspace/memory-location.js';

const MAX_ENTRIES = 20_000;

function entriesOf(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch {
    return [];
  }
}

/** Findings for the notes below `subfolders`, the folders found directly in the scope folder `scopeDir`. */
export function nestedNoteFindings(scopeDir: string, subfolders: readonly string[]): LintFinding[] {
  const findings: LintFinding[] = [];
  const scope = basename(scopeDir);
  let budget = MAX_ENTRIES;
  // what a move into the scope folder could land on
  const inScope = new Set(subfolders.length > 0 ? entriesOf(scopeDir).map((entry) => entry.name) : []);
  const walk = (dir: string, depth: number): void => {
    for (const entry of entriesOf(dir)) {
      if (--budget < 0) return;
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (depth < MAX_NOTE_SUBFOLDERS) walk(path, depth + 1);
      } else if (entry.isFile() && isNoteName(entry.name)) {
        findings.push({ file: path, ...nestedFileFinding(relative(scopeDir, path), scope, entry.name, inScope) });
      }
    }
  };
  for (const folder of subfolders) walk(folder, 1);
  return findings;
}
