/**
 * The closing line of an import's report, "3 created, 1 skipped, 1 refused.": which
 * counts it names, in what order, and how they join, the same in every language. The
 * catalogue gives only the words (lib/i18n/import-*.ts).
 */
import type { ImportCounts, ImportWords } from '../i18n/types.js';

/** The order the counts are named in. */
const OUTCOMES: ReadonlyArray<keyof ImportCounts> = ['create', 'update', 'unchanged', 'skipped', 'refused'];

function counted(counts: ImportCounts, status: keyof ImportCounts, dryRun: boolean, words: ImportWords): string {
  return words.count(counts[status], words.counted(status, dryRun));
}

/** Every outcome that happened, counted; "nothing to import" when none did. */
export function summaryLine(counts: ImportCounts, dryRun: boolean, words: ImportWords): string {
  const parts = OUTCOMES.filter((status) => counts[status] > 0).map((status) => counted(counts, status, dryRun, words));
  return `${parts.join(', ') || words.nothingCounted}.`;
}

/** A write that added nothing: the memories already there, then the skipped and refused if any was. */
export function nothingNewLine(counts: ImportCounts, words: ImportWords): string {
  const rest = counts.skipped + counts.refused > 0 ? (['skipped', 'refused'] as const).map((status) => counted(counts, status, false, words)) : [];
  return `${[words.nothingNew(counts.unchanged), ...rest].join(', ')}.`;
}
