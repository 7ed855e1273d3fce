/**
 * Finds and reads one source: PATH when given, else where the tool keeps it for the
 * project in `dir`. A source that is not there is an error naming where it looked and
 * how to point at it; a bad file inside a source only refuses that file's memory.
 * Links are followed only where they stay: a file inside the folder it was found in, a
 * source found in the project inside the project. What is read goes into the committed
 * memory folder, and a cloned repository's link can point anywhere in its user's home.
 */
import { join } from 'node:path';
import { adviceCommand, cliCommand, dirArgs } from '../cli/advice-command.js';
import { CliError } from '../cli/errors.js';
import type { FileProblem, ImportSource } from '../model/import.js';
import { autoMemoryFolder } from './auto-memory-folder.js';
import { displayPath, type ImportRead } from './candidate.js';
import { type OutlineHeading, outlineOf, pickSections, readClaudeMdSections } from './claude-md-sections.js';
import { readAutoMemory } from './read-auto-memory.js';
import { CURSOR_LEGACY_FILE, isRuleFile, readCursorRule } from './read-cursor-rules.js';
import { bankOrder, isBankFile, readBankFile } from './read-memory-bank.js';
import { listFiles, pathKind, readSourceText, resolveInside, type SourceFolder } from './source-files.js';

interface SourceRequest {
  source: ImportSource;
  /** PATH, absolute; undefined for the tool's usual place */
  path?: string;
  /** the project folder (--dir) */
  dir: string;
  env: Record<string, string | undefined>;
  home: string | undefined;
  /** CLAUDE.md headings to import; none lists the headings */
  sections: readonly string[];
  /** the command's other flags as given (`--scope global`, `--write`): a command printed to pick one section repeats them */
  flags?: readonly string[];
}

type SourceResult = { kind: 'read'; read: ImportRead } | { kind: 'headings'; path: string; headings: OutlineHeading[] };

export function readSource(request: SourceRequest): SourceResult {
  const show = (path: string): string => displayPath(path, request.dir, request.home);
  switch (request.source) {
    case 'auto-memory': {
      // Claude Code's own folder in the user's home, or one the user named: no project to stay in
      const folder = request.path ?? defaultAutoMemory(request);
      const files = folderFiles(request, folder, (name) => name.toLowerCase().endsWith('.md'), 0, '*.md');
      return { kind: 'read', read: { source: 'auto-memory', path: folder, candidates: readAutoMemory(folder, files, show) } };
    }
    case 'claude-md':
      return readClaudeMd(request, show);
    case 'cursor':
      return { kind: 'read', read: readCursor(request, show) };
    case 'cline': {
      const folder = request.path ?? join(request.dir, 'memory-bank');
      const files = bankOrder(folderFiles(request, folder, isBankFile, 1, '*.md', projectOf(request, show)));
      const within = { path: folder, shown: show(folder) };
      const candidates = files.map((file) => readBankFile(join(folder, file), show(join(folder, file)), within));
      return { kind: 'read', read: { source: 'cline', path: folder, candidates } };
    }
  }
}

/**
 * PATH (one rule file, or a rules folder), else the project's rules: `.cursor/rules/**`
 * (.mdc and .md, as Cursor reads both) and the older single `.cursorrules`, which Cursor
 * still applies beside the folder. Other files in the folder are named as not read.
 */
function readCursor(request: SourceRequest, show: (path: string) => string): ImportRead {
  const given = request.path;
  if (given && pathKind(given) === 'file') return { source: 'cursor', path: given, candidates: [readCursorRule(given, show(given))] };
  const folder = given ?? join(request.dir, '.cursor', 'rules');
  const legacy = given === undefined ? join(request.dir, CURSOR_LEGACY_FILE) : undefined;
  const project = projectOf(request, show);
  const legacyRule = legacy !== undefined && pathKind(legacy) === 'file' ? [readCursorRule(legacy, show(legacy), project)] : [];
  const folderKind = pathKind(folder);
  if (legacy !== undefined && typeof folderKind !== 'string' && folderKind.kind === 'missing') {
    if (legacyRule.length > 0) return { source: 'cursor', path: legacy, candidates: legacyRule };
    throw new CliError((m) => m.import.cursorMissing(folder, legacy));
  }
  const others: string[] = [];
  const files = folderFiles(request, folder, isRuleFile, 3, '*.mdc, *.md', project, others);
  const within = { path: folder, shown: show(folder) };
  const candidates = [...files.map((file) => readCursorRule(join(folder, file), show(join(folder, file)), within)), ...legacyRule];
  const notRead = others.map((file) => ({ path: show(join(folder, file)), why: 'not-a-rule-file' as const }));
  return { source: 'cursor', path: folder, candidates, notRead };
}

function defaultAutoMemory(request: SourceRequest): string {
  const found = autoMemoryFolder(request.dir, request.env, request.home);
  if (!found) throw new CliError((m) => m.import.autoMemoryNoHome);
  if (pathKind(found.path) === 'folder') return found.path;
  const { from } = found;
  throw new CliError((m, to) =>
    from.kind === 'setting'
      ? m.import.autoMemorySettingMissing(found.path, from.file)
      : m.import.autoMemoryMissing(found.path, from.root, adviceCommand(to, ['import', 'auto-memory', ...dirArgs(to)])),
  );
}

/** The project folder, which a source found there must not lead out of; none for a PATH the user gave. */
function projectOf(request: SourceRequest, show: (path: string) => string): SourceFolder | undefined {
  return request.path === undefined ? { path: request.dir, shown: show(request.dir) } : undefined;
}

/**
 * The files of a source folder; a missing folder is the source's own "not found" error,
 * and so is one found in the project that leads out of it (`inside`).
 */
function folderFiles(
  request: SourceRequest,
  folder: string,
  wanted: (name: string) => boolean,
  depth: number,
  pattern: string,
  inside?: SourceFolder,
  others?: string[],
): string[] {
  const listed = listFiles(folder, wanted, depth, others);
  if (!listed.ok) throw sourceError(request, folder, listed.problem);
  const resolved = inside === undefined ? undefined : resolveInside(folder, inside, 'folder');
  if (resolved && !resolved.ok) throw sourceError(request, folder, resolved.problem);
  if (listed.files.length === 0) throw new CliError((m) => m.import.noFiles(folder, pattern));
  return listed.files;
}

function readClaudeMd(request: SourceRequest, show: (path: string) => string): SourceResult {
  const path = claudeMdPath(request);
  // the file the user named is read wherever it leads; one found in a folder, only inside it
  const given = request.path !== undefined && path === request.path;
  const read = readSourceText(path, given ? undefined : { path: request.path ?? request.dir, shown: request.path ?? request.dir });
  if (!read.ok) throw sourceError({ ...request, path }, path, read.problem);
  const outline = outlineOf(read.text);
  if (outline.length === 0) throw new CliError((m, to) => m.import.noHeadings(path, cliCommand(to, ['save', '--body-file', path, ...dirArgs(to)])));
  if (request.sections.length === 0) return { kind: 'headings', path, headings: outline };
  // the command that picks one of two headings: for the same file, as the reader named it
  const again = (pick: string) => ['import', 'claude-md', ...(request.path === undefined ? [] : [path]), '--section', pick, ...(request.flags ?? [])];
  const picked = pickSections(path, outline, request.sections, again);
  return { kind: 'read', read: { source: 'claude-md', path, candidates: readClaudeMdSections(read.text, outline, picked, show(path)) } };
}

/** PATH (a file, or a folder holding CLAUDE.md), else the project's CLAUDE.md or .claude/CLAUDE.md. */
function claudeMdPath(request: SourceRequest): string {
  if (request.path !== undefined) return pathKind(request.path) === 'folder' ? join(request.path, 'CLAUDE.md') : request.path;
  const tried = [join(request.dir, 'CLAUDE.md'), join(request.dir, '.claude', 'CLAUDE.md')];
  const found = tried.find((path) => pathKind(path) === 'file');
  if (!found) throw new CliError((m, to) => m.import.claudeMdMissing(tried, adviceCommand(to, ['import', 'claude-md', ...dirArgs(to)])));
  return found;
}

/** A usual place that is not there says what it is for; a PATH given says only what is wrong with it. */
function sourceError(request: SourceRequest, path: string, problem: FileProblem): CliError {
  if (problem.kind === 'missing' && request.path === undefined) return new CliError((m) => m.import.defaultMissing(request.source, path));
  return new CliError((m, to) => m.import.sourceProblem(path, problem, cliCommand(to, ['save', ...dirArgs(to)])));
}
