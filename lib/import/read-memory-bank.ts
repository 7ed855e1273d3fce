/**
 * A Cline memory bank: `memory-bank/*.md`, the six core files first in the order Cline
 * reads them, then any others. One memory per file; its first `#` heading, or its name
 * in words, is the title.
 */
import { basename } from 'node:path';
import { DESCRIPTION_MAX } from '../render/render-list.js';
import { type ImportCandidate, skipOf } from './candidate.js';
import { describe, humanize, splitTitle } from './describe-text.js';
import { readSourceText, type SourceFolder } from './source-files.js';

const CORE_FILES = ['projectbrief.md', 'productContext.md', 'systemPatterns.md', 'techContext.md', 'activeContext.md', 'progress.md'] as const;

export function isBankFile(name: string): boolean {
  return name.toLowerCase().endsWith('.md');
}

/** Core files in Cline's order, then the rest as listed. */
export function bankOrder(files: readonly string[]): string[] {
  const rank = (file: string): number => {
    const i = CORE_FILES.findIndex((core) => core.toLowerCase() === file.toLowerCase());
    return i === -1 ? CORE_FILES.length : i;
  };
  return [...files].sort((a, b) => rank(a) - rank(b));
}

/** One file of the memory bank `within`: a link out of it is not read. */
export function readBankFile(path: string, from: string, within: SourceFolder): ImportCandidate {
  const stem = humanize(basename(path).replace(/\.md$/i, ''));
  const base = { from, source: `cline:${from}`, tags: [] as string[] };
  const read = readSourceText(path, within);
  if (!read.ok) return { ...base, title: stem, description: stem, body: '', skip: skipOf(read.problem) };
  const { title = stem, body } = splitTitle(read.text);
  const candidate: ImportCandidate = { ...base, title, description: describe(undefined, body, title, DESCRIPTION_MAX), body };
  if (body === '') candidate.skip = { kind: 'empty' };
  return candidate;
}
