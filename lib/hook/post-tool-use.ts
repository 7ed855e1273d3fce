import { lstatSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { lintEntryName } from '../checks/check-name.js';
import { placeFindings } from '../checks/check-place.js';
import { lintMemoryText } from '../checks/check-text.js';
import { byPlace, type FileFinding } from '../checks/finding.js';
import { localDate } from '../format/dates.js';
import { isPlainFile } from '../io/plain-file.js';
import { readHead } from '../io/read-head.js';
import { loadConfig } from '../workspace/config.js';
import { notePlaceOf } from '../workspace/memory-location.js';
import { type HookHandler, hooksDisabled } from './runtime.js';
import { throughLinkInto, toolFilePath } from './tool-file-path.js';
import { writtenFileText } from './written-file-text.js';

const FILE_TOOLS: ReadonlySet<string> = new Set(['Write', 'Edit', 'MultiEdit']);
/** Enough for any real memory; a bigger one is checked on its head only. */
const READ_LIMIT = 1024 * 1024;

/** The names in `folder`, read once and only if asked for. */
function namesIn(folder: string): Pick<ReadonlySet<string>, 'has'> {
  let names: ReadonlySet<string> | undefined;
  return {
    has(name) {
      if (names === undefined) {
        try {
          names = new Set(readdirSync(folder));
        } catch {
          names = new Set();
        }
      }
      return names.has(name);
    },
  };
}

/**
 * After Claude writes or edits a note under a memory root, check it as `lint` would: its
 * name and place (a file the list never shows: `notes.txt`, `NOTE.MD`, `sub/deep.md`,
 * one directly in the memory root; a name save would never write: `My Note.md`), and,
 * for a memory, what is now on disk with lint's rules for one file's text
 * (lib/checks/check-text.ts). Findings go back as additional context (shown to the model
 * as "PostToolUse:Write hook additional context: …"); every other path returns before
 * anything is read.
 *
 * Lint's `duplicate` rule is left to lint: it needs the folder's other memories. Read
 * from the hook's index cache and compared, a folder of 1,000 took 15 ms and 10 ms in a
 * fresh process (6 ms and 10 ms warmed up; 100 memories: 1 ms), against the 5 ms this
 * check may add to a write.
 */
export const handlePostToolUse: HookHandler = (input, ctx) => {
  if (hooksDisabled(ctx.env)) return undefined;
  const named = toolFilePath(input, FILE_TOOLS);
  if (named === undefined) return undefined;
  // a memory written through a link to its folder is checked as the memory it is
  const path = throughLinkInto(named);
  const place = notePlaceOf(path);
  if (!place) return undefined;

  const scopeFolder = place.subfolders.reduce((dir) => dirname(dir), dirname(path));
  const verdict = placeFindings(place, namesIn(dirname(path)), namesIn(scopeFolder));
  let findings: FileFinding[] = verdict.findings;
  if (verdict.memoryText) {
    // no symlinks followed (a symlink is never listed, lib/format/discover.ts); a deleted file is fine
    const head = readHead(path, READ_LIMIT, { body: true });
    // in lint's order: errors first, then warnings such as a stray file's
    if (head) findings = [...findings, ...lintMemoryText(head.text, verdict.listed ?? true)].sort(byPlace);
    // a memory file that is a link: the write went where it leads, and the list never shows it
    else if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) findings = [...findings, ...lintEntryName(place.name, 'link')].sort(byPlace);
    else return undefined;
  } else if (!isPlainFile(path)) {
    return undefined;
  }
  if (findings.length === 0) return undefined;
  return writtenFileText(loadConfig(place.workspaceRoot, ctx.env).lang, path, findings, localDate(ctx.now));
};
