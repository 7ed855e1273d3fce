/**
 * One memory as `list --json` and `search --json` print it, so a script reads both the
 * same way. English, as all of --json. A memory the list marks as holding a likely secret
 * keeps its words with the secret masked: output a script reads may end up in a log, and
 * the list itself does not describe such a memory.
 */
import { RULE_TEXT } from '../i18n/rules.js';
import type { MemoryEntry } from '../model/memory.js';
import { isStale, shownOf } from './render-list.js';

/** A memory that hides another, as --json names it (list, search and stats alike): its scope, name and file. */
export function hiderJson(h: MemoryEntry): { scope: MemoryEntry['scope']; name: string; path: string } {
  const said = shownOf(h);
  return { scope: h.scope, name: said(h.name), path: said(h.path) };
}

export function memoryJson(e: MemoryEntry, today: string, supersededBy: readonly MemoryEntry[]) {
  const said = shownOf(e);
  return {
    scope: e.scope,
    folder: e.folder,
    name: said(e.name),
    title: e.meta.title === undefined ? null : said(e.meta.title),
    description: e.meta.description === undefined ? null : said(e.meta.description),
    tags: e.meta.tags.map(said),
    pinned: e.meta.pinned,
    reviewBy: e.meta.reviewBy ?? null,
    verifiedAt: e.meta.verifiedAt ?? null,
    stale: isStale(e, today),
    supersedes: (e.meta.supersedes ?? []).map(said),
    supersededBy: supersededBy.map(hiderJson),
    path: said(e.path),
    problems: e.problems.map((p) => RULE_TEXT.en.problem(p)),
  };
}
