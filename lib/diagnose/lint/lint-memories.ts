/**
 * Walks a memory root and lints every memory file: `_global/` and every project folder
 * (or `_global/` and one project). Reading never follows a symlink and never blocks on
 * a FIFO (lib/read-head.ts), so a hostile checkout cannot hang or redirect it.
 */
import { type Dirent, lstatSync, readdirSync, readlinkSync, type Stats, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type EntryKind, keylessFolderFinding, lintEntryName, readmeFinding, strayFileFinding, undecodableNameFinding } from '../../checks/check-name.js';
import { bodyOf, lintMemoryText } from '../../checks/check-text.js';
import { byPlace, type LintFinding, type LintReport, summarize } from '../../checks/finding.js';
import { localDate } from '../../format/dates.js';
import { isMemoryFileName, isNoteName, memoryNameOf } from '../../format/discover.js';
import { parseFrontMatter, splitFrontMatter } from '../../format/frontmatter.js';
import { toMeta } from '../../format/memory-meta.js';
import { SECRET_SCAN_BYTES } from '../../format/secrets.js';
import { utf16TextOf } from '../../format/utf16-text.js';
import { blockingFolder, isDenied } from '../../io/denied.js';
import { readHead } from '../../io/read-head.js';
import { GLOBAL_KEY } from '../../model/memory.js';
import { toSafePath } from '../../render/safe-line.js';
import type { ComparableMemory } from '../../save/near-duplicate.js';
import { type Linked, supersedesEither } from '../../save/supersession-pair.js';
import { moveAsideCommand } from '../../shell-quote.js';
import { folderForKey, isSafeKey } from '../../workspace/project-key.js';
import { besideGlobalFindings, duplicateFindings } from './duplicates.js';
import type { LintReader } from './fix-commands.js';
import type { LintedMemory } from './linted-memory.js';
import { nestedNoteFindings } from './nested-notes.js';
import { pathFindings, reviewFindings } from './review-findings.js';
import { supersessionFindings } from './supersession-findings.js';
import { undecodableNames } from './undecodable-names.js';

/**
 * Read this much of a memory, as far as the index looks for secrets; a longer file is an
 * error: what lies past it is checked by nothing (and would cost that much context).
 */
const MAX_LINT_BYTES = SECRET_SCAN_BYTES;
/** A temp file this old is no write in progress but one that was cut short. */
const STALE_TEMP_MS = 60_000;
/** `.<name>.md.<pid>.<unique>.tmp`, as lib/atomic-write.ts names them. */
const TEMP_FILE = /^\..+\.tmp$/;

interface LintOptions {
  memoryRoot: string;
  /** lint `_global/` and this project only; every folder when absent */
  project?: string;
  nowMs: number;
  /**
   * The folder holding `.ai-core/`: paths a memory names are looked for under it (and
   * under a project memory's own folder). Without it no path is checked.
   */
  workspaceRoot?: string;
  /** project key → its folder, where the key alone does not say (a tmux session name) */
  projectDirs?: Readonly<Record<string, string>>;
  /** whom the fixes speak to: the commands they name run as the user runs the CLI, for the folder lint ran for */
  to: LintReader;
}

function kindOf(entry: Dirent): EntryKind {
  if (entry.isFile()) return 'file';
  if (entry.isDirectory()) return 'folder';
  if (entry.isSymbolicLink()) return 'link';
  return 'special';
}

/** Folders permissions kept from being read, each reported once: the memory root may refuse for both scope folders. */
type Refused = (folder: string) => void;

function readEntries(dir: string, refused: Refused): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch (error) {
    if (isDenied(error)) refused(dir);
    return [];
  }
}

/** What lstat says of `dir`, or undefined; a refusal is reported for the folder that refused (the one above it). */
function lookAt(dir: string, refused: Refused): Stats | undefined {
  try {
    return lstatSync(dir, { throwIfNoEntry: false });
  } catch (error) {
    if (isDenied(error)) refused(blockingFolder(dir));
    return undefined;
  }
}

/** Reports each folder once, as an error: a list that silently shows none of its memories hides them from everyone. */
function refusalsInto(findings: LintFinding[]): Refused {
  const seen = new Set<string>();
  return (folder) => {
    if (seen.has(folder)) return;
    seen.add(folder);
    findings.push({
      file: folder,
      rule: 'unreadable-folder',
      severity: 'error',
      message: (w) => w.folders.folderUnreadable,
      fix: (w) => w.folders.folderUnreadableFix,
    });
  };
}

/**
 * A file where the memory folder or a scope folder should be (committed by mistake, or left
 * by a tool): the list shows nothing from it and every save there fails, so it is an error.
 */
function notAFolderFinding(path: string, stat: Stats, root: boolean): LintFinding {
  const move = moveAsideCommand(path);
  return {
    file: path,
    rule: 'not-a-folder',
    severity: 'error',
    message: (w) => w.folders.notAFolder(!stat.isFile(), root),
    fix: (w) => w.folders.notAFolderFix(move),
  };
}

/** The scope folders to lint, and findings for folders that are links out of the root or no folders at all. */
function scopeFolders(options: LintOptions, findings: LintFinding[], refused: Refused): string[] {
  // project keys never start with a dot, so a dot-folder (.git, .obsidian) is no scope folder;
  // _global and the key in use are looked at whatever they are, for a file in their place
  const names =
    options.project !== undefined
      ? [GLOBAL_KEY, options.project]
      : [
          ...new Set([
            GLOBAL_KEY,
            ...(options.to.key === undefined ? [] : [options.to.key]),
            ...readEntries(options.memoryRoot, refused)
              .filter((e) => !e.name.startsWith('.') && (e.isDirectory() || e.isSymbolicLink()))
              .map((e) => e.name),
          ]),
        ].sort();
  const folders: string[] = [];
  for (const name of names) {
    const dir = join(options.memoryRoot, name);
    const stat = lookAt(dir, refused);
    if (stat !== undefined && !stat.isDirectory() && !stat.isSymbolicLink()) {
      findings.push(notAFolderFinding(dir, stat, false));
      continue;
    }
    if (stat?.isSymbolicLink()) {
      let target = '';
      try {
        target = readlinkSync(dir);
      } catch {
        // unreadable link: the message does without its target
      }
      const shown = toSafePath(name, 120);
      const to = target ? toSafePath(target, 300) : undefined;
      findings.push({
        file: dir,
        rule: 'unsafe-folder',
        severity: 'warning',
        message: (w) => w.folders.linkedScope(shown, to),
        fix: (w) => w.folders.linkedScopeFix,
      });
      continue;
    }
    if (stat?.isDirectory()) {
      // linted all the same, for the move the finding asks for
      if (name !== GLOBAL_KEY && !isSafeKey(name)) findings.push({ file: dir, ...keylessFolderFinding(name) });
      folders.push(dir);
    }
  }
  return folders;
}

/** Memory files left directly in the memory root, where the list never looks. */
function strayFiles(memoryRoot: string, refused: Refused): LintFinding[] {
  return readEntries(memoryRoot, refused)
    .filter((e) => e.name.toLowerCase().endsWith('.md') && e.name.toLowerCase() !== 'readme.md' && !e.isDirectory())
    .map((e) => ({ file: join(memoryRoot, e.name), ...strayFileFinding(e.name) }));
}

function lintFile(path: string, name: string, findings: LintFinding[], comparable: ComparableMemory[], linted: LintedMemory[]): void {
  // the body too: secrets and injected instructions hide there as well
  const head = readHead(path, MAX_LINT_BYTES, { body: true, bytes: true });
  if (!head) {
    findings.push({ file: path, rule: 'unreadable', severity: 'error', message: (w) => w.folders.unreadable, fix: (w) => w.folders.unreadableFix });
    return;
  }
  if (head.truncated) {
    const kb = Math.round(head.sig.size / 1024);
    findings.push({
      file: path,
      rule: 'file-large',
      severity: 'error',
      message: (w) => w.folders.large(kb, MAX_LINT_BYTES / 1024),
      fix: (w) => w.folders.largeFix,
    });
  }
  // a front matter still open where the read stops runs on past it: no `---` is missing, and
  // the file-large finding above says what is wrong ("add a line `---` after line 4" was no fix)
  const cutOpen = head.truncated && splitFrontMatterProblem(head.text) === 'unclosed';
  for (const finding of lintMemoryText(head.text)) if (!(cutOpen && finding.rule === 'front-matter')) findings.push({ file: path, ...finding });
  // a file in UTF-16, which the list cannot read (its encoding is said above): the client reads
  // it as text, so its secrets are looked for in that text
  const wide = head.bytes === undefined ? undefined : utf16TextOf(head.bytes);
  if (wide !== undefined) for (const finding of lintMemoryText(wide)) if (finding.rule === 'secret') findings.push({ file: path, ...finding });
  const parsed = parseFrontMatter(head.text);
  const meta = parsed.ok ? toMeta(parsed.data).meta : undefined;
  if (meta) comparable.push({ name: memoryNameOf(name), path, title: meta.title, description: meta.description, supersedes: meta.supersedes });
  const body = parsed.ok ? bodyOf(head.text) : '';
  const bodyLine = head.text.slice(0, head.text.length - body.length).split('\n').length - 1;
  linted.push({ file: path, folder: basename(join(path, '..')), name: memoryNameOf(name), meta, body, bodyLine });
}

/** Lints one scope folder; returns how many memory files it holds and those that can be compared with another folder's. */
function lintFolder(
  dir: string,
  nowMs: number,
  findings: LintFinding[],
  linted: LintedMemory[],
  refused: Refused,
): { files: number; comparable: ComparableMemory[] } {
  let files = 0;
  const comparable: ComparableMemory[] = [];
  const subfolders: string[] = [];
  const entries = readEntries(dir, refused);
  const undecodable = undecodableNames(
    dir,
    entries.map((entry) => entry.name),
  );
  const names = new Set(entries.map((entry) => entry.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    // a name that is no UTF-8 opens nothing: said as what it is, not as a file that cannot be read
    if (undecodable.has(entry.name) && (entry.name.toLowerCase().endsWith('.md') || isNoteName(entry.name))) {
      if (entry.name.toLowerCase().endsWith('.md')) files++;
      findings.push({ file: path, ...undecodableNameFinding(entry.name) });
      continue;
    }
    if (TEMP_FILE.test(entry.name)) {
      const stat = lstatSync(path, { throwIfNoEntry: false });
      if (stat?.isFile() && nowMs - stat.mtimeMs > STALE_TEMP_MS) {
        findings.push({ file: path, rule: 'stale-temp', severity: 'warning', message: (w) => w.folders.staleTemp, fix: (w) => w.folders.staleTempFix });
      }
      continue;
    }
    if (entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.toLowerCase().endsWith('.md')) {
      subfolders.push(path);
      continue;
    }
    if (!entry.name.toLowerCase().endsWith('.md')) {
      // a `.markdown` or `.txt` note: named for its .md name, its text is no memory's
      if (entry.isFile() && isNoteName(entry.name)) for (const finding of lintEntryName(entry.name, 'file')) findings.push({ file: path, ...finding });
      continue;
    }
    files++;
    // skipped by the list as a dot-file is: said so, as for one
    if (entry.name.toLowerCase() === 'readme.md') {
      findings.push({ file: path, ...readmeFinding(entry.name) });
      continue;
    }
    const kind = kindOf(entry);
    for (const finding of lintEntryName(entry.name, kind, names)) findings.push({ file: path, ...finding });
    if (kind === 'file') lintFile(path, entry.name, findings, comparable, linted);
  }
  findings.push(...nestedNoteFindings(dir, subfolders));
  // duplicates only among what the list shows, under their own names: no dot-file, no
  // `.MD` (lint names those apart); what they supersede stays in the list as well
  const shown = (path: string) => isMemoryFileName(basename(path));
  // a memory another one here supersedes is meant to say much the same: no duplicate to report
  const folder = basename(dir);
  const superseded = new Set(linted.filter((m) => m.folder === folder && shown(m.file)).flatMap((m) => m.meta?.supersedes ?? []));
  const listed = comparable.filter((m) => shown(m.path) && !superseded.has(m.name));
  findings.push(...duplicateFindings(listed));
  return { files, comparable: listed };
}

/**
 * Project memories alike a global one, which that project's sessions list beside it. A
 * project memory that supersedes the global one replaces it there: meant to be alike (the
 * names resolved as save and the list resolve them: lib/save/supersession-pair.ts).
 */
function besideGlobal(folders: ReadonlyMap<string, ComparableMemory[]>, linted: readonly LintedMemory[]): LintFinding[] {
  const global = folders.get(GLOBAL_KEY);
  if (global === undefined || global.length === 0) return [];
  const out: LintFinding[] = [];
  for (const [folder, memories] of folders) {
    if (folder === GLOBAL_KEY) continue;
    const mine: Linked[] = linted.filter((m) => m.folder === folder).map((m) => ({ scope: 'project', name: m.name, supersedes: m.meta?.supersedes }));
    const own = new Set(mine.map((m) => m.name));
    const replaces = (project: Linked, other: ComparableMemory) => supersedesEither(project, { ...other, scope: 'global' }, (name) => own.has(name));
    // a global memory this project supersedes is not in its list: only one named on either side
    // can be (looked at one pair at a time, 3,752 global by 6,253 project memories took lint 18 s)
    const named = new Set(mine.flatMap((m) => m.supersedes ?? []));
    const linked = (other: ComparableMemory) => named.has(other.name) || (other.supersedes ?? []).some((name) => own.has(name));
    const listed = global.filter((other) => !(linked(other) && mine.some((project) => replaces(project, other))));
    out.push(...besideGlobalFindings(memories, listed, (project, other) => replaces({ ...project, scope: 'project' }, other)));
  }
  return out;
}

export function lintMemories(options: LintOptions): LintReport {
  const findings: LintFinding[] = [];
  const linted: LintedMemory[] = [];
  let files = 0;
  const refused = refusalsInto(findings);
  // the memory root is read through a link (scope folders are not): what it points at counts
  const root = lookAt(options.memoryRoot, refused);
  const rootTarget = root?.isSymbolicLink() ? statSync(options.memoryRoot, { throwIfNoEntry: false }) : root;
  if (rootTarget !== undefined && !rootTarget.isDirectory()) return summarize(options.memoryRoot, 0, [notAFolderFinding(options.memoryRoot, rootTarget, true)]);
  const comparable = new Map<string, ComparableMemory[]>();
  for (const dir of scopeFolders(options, findings, refused)) {
    const folder = lintFolder(dir, options.nowMs, findings, linted, refused);
    files += folder.files;
    comparable.set(basename(dir), folder.comparable);
  }
  findings.push(...besideGlobal(comparable, linted));
  if (options.project === undefined) findings.push(...strayFiles(options.memoryRoot, refused));
  findings.push(...reviewFindings(linted, localDate(new Date(options.nowMs)), options.to));
  findings.push(...supersessionFindings(linted, options.to));
  const { workspaceRoot } = options;
  if (workspaceRoot !== undefined) {
    const basesOf = (folder: string): string[] => {
      if (folder === GLOBAL_KEY) return [workspaceRoot];
      const own = options.projectDirs?.[folder] ?? folderForKey(workspaceRoot, folder);
      return own === undefined || own === workspaceRoot ? [workspaceRoot] : [own, workspaceRoot];
    };
    findings.push(...pathFindings(linted, basesOf, options.to));
  }
  findings.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : byPlace(a, b)));
  return summarize(options.memoryRoot, files, findings);
}

/** The kind of the problem that keeps a text's front matter from being cut out, if any. */
function splitFrontMatterProblem(text: string): string | undefined {
  const block = splitFrontMatter(text);
  return 'problem' in block ? block.problem.kind : undefined;
}
