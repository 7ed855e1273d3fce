/**
 * A superseded memory edited after the memory that supersedes it: what the edit added is
 * on disk but hidden from every list that hides the memory. It happens without a
 * conflict when one person supersedes a memory and another updates it on their own
 * branch: git merges the two files cleanly, and nothing else says so.
 *
 * The dates come from the front matter, which travels with the files through git; a
 * file's mtime is the time of the checkout, not of the edit. They are days, so two edits
 * on one day cannot be put in order: no finding then, rather than a guess.
 */
import type { LintFinding } from '../../checks/finding.js';
import { isIsoDate } from '../../format/dates.js';
import { toSafePath } from '../../render/safe-line.js';
import { type LintReader, saveUpdateCommand, verifyCommand } from './fix-commands.js';
import type { LintedMemory } from './linted-memory.js';

/**
 * The day a date field names, `2026-05-02`; undefined for anything else. A day with a time
 * (`2026-05-02T10:00`) counts for nothing here, as for every other reader of the field: lint's
 * date warning says so, and its fix gives the day to write.
 */
function dayOf(value: string | undefined): string | undefined {
  const day = value?.trim();
  return day !== undefined && isIsoDate(day) ? day : undefined;
}

/**
 * When the superseded memory's text last changed: `updated_at` (every `save --update`
 * writes it), else `created_at`. Not `verified_at`: a `verify` of it says it was checked
 * and adds nothing that could be lost behind the memory that supersedes it.
 */
function editedOn(memory: LintedMemory): string | undefined {
  return dayOf(memory.meta?.updatedAt) ?? dayOf(memory.meta?.createdAt);
}

/**
 * When the superseding memory last took the superseded one into account: the latest of
 * `created_at`, `updated_at` and `verified_at`. `verified_at` counts because the fix may
 * be a merge by hand followed by `verify`, which moves that date alone; the price is that
 * a `verify` made for another reason also settles the warning.
 */
function settledOn(memory: LintedMemory): string | undefined {
  // YYYY-MM-DD sorts as text in date order
  return [memory.meta?.createdAt, memory.meta?.updatedAt, memory.meta?.verifiedAt]
    .map(dayOf)
    .filter((d): d is string => d !== undefined)
    .sort()
    .at(-1);
}

/** `pairs`: [superseding, superseded] indexes into `memories`, each pair once. */
export function supersededEditFindings(memories: readonly LintedMemory[], pairs: ReadonlyArray<readonly [number, number]>, to: LintReader): LintFinding[] {
  const out: LintFinding[] = [];
  for (const [by, hidden] of pairs) {
    const newer = memories[by] as LintedMemory;
    const older = memories[hidden] as LintedMemory;
    const edited = editedOn(older);
    const settled = settledOn(newer);
    // YYYY-MM-DD compares as text in date order; an equal day cannot be ordered
    if (edited === undefined || settled === undefined || edited <= settled) continue;
    const other = `${newer.folder}/${toSafePath(newer.name, 120)}`;
    const update = saveUpdateCommand(to, newer.folder, newer.name);
    const verify = verifyCommand(to, newer.folder, newer.name);
    out.push({
      file: older.file,
      rule: 'superseded-edited',
      severity: 'warning',
      message: (w) => w.supersedes.editedLater(edited, other, settled),
      fix: (w) => w.supersedes.editedLaterFix(other, update, verify),
    });
  }
  return out;
}
