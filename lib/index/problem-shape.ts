/**
 * Whether a value read back from the index cache is a MemoryProblem of our own making.
 * The cache lives in a state folder anything may write to; a record whose problem the
 * catalogue could not word is no record at all, and the file is read again.
 */
import type { FoundValue, MemoryProblem, YamlCause } from '../model/memory-problem.js';

const FOUND_TYPES: ReadonlySet<string> = new Set(['list', 'object', 'number', 'boolean', 'other']);
const FIELD_KINDS: ReadonlySet<string> = new Set(['not-text', 'not-date', 'not-names']);
/** Every cause, as the type has them: one added there must be added here, or its records would be read again forever. */
const EVERY_CAUSE: Record<YamlCause, true> = {
  flow: true,
  comma: true,
  quote: true,
  colon: true,
  indent: true,
  duplicate: true,
  line: true,
  conflict: true,
  other: true,
};
const YAML_CAUSES: ReadonlySet<string> = new Set(Object.keys(EVERY_CAUSE));
const BARE_KINDS: ReadonlySet<string> = new Set([
  'no-front-matter',
  'unclosed',
  'too-long',
  'unreadable',
  'secret',
  'instruction',
  'merge-conflict',
  'not-mapping',
  'aliases',
]);

function isFound(value: unknown): value is FoundValue {
  if (typeof value !== 'object' || value === null) return false;
  const found = value as { type?: unknown; text?: unknown };
  return found.type === 'text' ? typeof found.text === 'string' : typeof found.type === 'string' && FOUND_TYPES.has(found.type);
}

/** A line or column: absent, or a positive whole number. */
const isPlace = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isInteger(value) && value > 0);

export function isMemoryProblem(value: unknown): value is MemoryProblem {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  if (typeof p.kind !== 'string') return false;
  if (p.kind === 'no-front-matter') return (p.utf16 === undefined || p.utf16 === true) && (p.empty === undefined || p.empty === true);
  if (BARE_KINDS.has(p.kind)) return true;
  if (p.kind === 'language') return typeof p.language === 'string';
  if (p.kind === 'dash-line') return typeof p.line === 'number' && Number.isInteger(p.line) && p.line > 0;
  if (p.kind === 'yaml') {
    const keyOk = p.key === undefined || typeof p.key === 'string';
    return typeof p.detail === 'string' && typeof p.cause === 'string' && YAML_CAUSES.has(p.cause) && isPlace(p.line) && isPlace(p.column) && keyOk;
  }
  const faultOk = p.fault === undefined || (p.kind === 'not-date' && (p.fault === 'day' || p.fault === 'time'));
  return FIELD_KINDS.has(p.kind) && typeof p.field === 'string' && isFound(p.found) && faultOk;
}
