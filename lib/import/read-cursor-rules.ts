/**
 * Cursor project rules: `.cursor/rules/**\/*.mdc` (and `.md`, which Cursor reads as rules
 * without front matter), front matter `description`, `globs`, `alwaysApply`, then the
 * rule's Markdown. A rule Cursor always applies is pinned (the list always shows it);
 * its globs are kept as a `globs` field, so whoever reads the memory knows which files
 * it is about. The older single `.cursorrules` at the project's top is applied to every
 * request, so its memory is pinned too.
 */
import { basename } from 'node:path';
import { DESCRIPTION_MAX } from '../render/render-list.js';
import { type ImportCandidate, skipOf } from './candidate.js';
import { describe, humanize, splitTitle } from './describe-text.js';
import { looseFrontMatter } from './loose-front-matter.js';
import { readSourceText, type SourceFolder } from './source-files.js';

export const CURSOR_LEGACY_FILE = '.cursorrules';

export function isRuleFile(name: string): boolean {
  return /\.mdc?$/i.test(name);
}

/** `"src/**", test/**` or `["src/**", "test/**"]` → `src/**, test/**`. */
function globList(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const inner = value.replace(/^\[(.*)\]$/, '$1');
  const globs = inner
    .split(',')
    .map((glob) => glob.trim().replace(/^(["'])(.*)\1$/, '$2'))
    .filter((glob) => glob !== '');
  return globs.length > 0 ? globs.join(', ') : undefined;
}

/** One rule; with `within`, the folder it was found in, a link out of that folder is not read. */
export function readCursorRule(path: string, from: string, within?: SourceFolder): ImportCandidate {
  const legacy = basename(path) === CURSOR_LEGACY_FILE;
  const stem = legacy ? 'Cursor rules' : humanize(basename(path).replace(/\.mdc?$/i, ''));
  const base = { from, source: `cursor:${from}`, tags: [] as string[] };
  const read = readSourceText(path, within);
  if (!read.ok) return { ...base, title: stem, description: stem, body: '', skip: skipOf(read.problem) };
  const { fields, body: text } = looseFrontMatter(read.text);
  const { title = stem, body } = splitTitle(text);
  const extra: Record<string, unknown> = {};
  const globs = globList(fields.globs);
  if (globs) extra.globs = globs;
  if (legacy || fields.alwaysApply?.toLowerCase() === 'true') extra.pinned = true;
  const candidate: ImportCandidate = {
    ...base,
    title,
    description: describe(fields.description || undefined, body, title, DESCRIPTION_MAX),
    body,
    ...(Object.keys(extra).length > 0 && { extra }),
  };
  if (body === '') candidate.skip = { kind: 'empty' };
  return candidate;
}
