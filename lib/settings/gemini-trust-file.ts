import { existsSync } from 'node:fs';
import { readTextSafely } from '../io/read-file-safely.js';
import { isRecord } from '../is-record.js';
import type { JsonErrorAt } from '../model/json-error.js';
import { isTrustLevel, type TrustRule } from './gemini-trust-rules.js';
import { parseJsonWithComments } from './json-edit.js';
import { textLocation } from './json-text.js';

/** What keeps Gemini CLI from reading trustedFolders.json; the first found, where Gemini lists them all. */
export type TrustFileProblem =
  | { kind: 'unreadable' }
  | { kind: 'not-json'; at: JsonErrorAt }
  | { kind: 'not-object' }
  /** `value`: what the entry holds, as JSON */
  | { kind: 'bad-level'; entry: string; value: string };

type TrustFile = { rules: TrustRule[]; problem?: undefined } | { problem: TrustFileProblem };

/**
 * trustedFolders.json as Gemini CLI 0.61.0 reads it (core `loadTrustedFolders`): none is no
 * entry; comments are allowed (strip-json-comments, then JSON.parse). Any of the problems
 * above stops Gemini at startup ("Error in <file>: … Please fix the configuration file and
 * try again") while folder trust is on, since it reads the file before anything else.
 */
export function readTrustFile(path: string): TrustFile {
  if (!existsSync(path)) return { rules: [] };
  const text = readTextSafely(path, 4 * 1024 * 1024);
  if (text === undefined) return { problem: { kind: 'unreadable' } };
  const parsed = parseJsonWithComments(text);
  if (parsed.errorAt !== undefined) return { problem: { kind: 'not-json', at: textLocation(text, parsed.errorAt, parsed.error ?? 'not JSON') } };
  if (!isRecord(parsed.value)) return { problem: { kind: 'not-object' } };
  const rules: TrustRule[] = [];
  for (const [entry, level] of Object.entries(parsed.value)) {
    if (!isTrustLevel(level)) return { problem: { kind: 'bad-level', entry, value: JSON.stringify(level) ?? String(level) } };
    rules.push({ path: entry, level });
  }
  return { rules };
}
