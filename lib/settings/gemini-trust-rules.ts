import { dirname, resolve } from 'node:path';
import { isWithin, realPathOf } from '../io/real-path.js';

/** The values trustedFolders.json may hold; Gemini CLI 0.61.0 refuses to start over any other. */
const TRUST_LEVELS = ['TRUST_FOLDER', 'TRUST_PARENT', 'DO_NOT_TRUST'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

export const isTrustLevel = (value: unknown): value is TrustLevel => TRUST_LEVELS.some((level) => level === value);

/** One entry of trustedFolders.json: the path as written, and its level. */
export interface TrustRule {
  path: string;
  level: TrustLevel;
}

// Gemini compares paths without case where the file system usually ignores it
const folded = (path: string): string => (process.platform === 'darwin' || process.platform === 'win32' ? path.toLowerCase() : path);

/** A path as Gemini compares it: absolute (relative to the launch folder, its cwd), through links where it exists. */
const comparable = (path: string, dir: string): string => {
  const absolute = resolve(dir, path);
  return folded(realPathOf(absolute) ?? absolute);
};

/**
 * The entry Gemini CLI 0.61.0 (core `LoadedTrustedFolders.isPathTrusted`) applies to a launch
 * in `dir`: of the entries whose folder holds `dir` (TRUST_PARENT's folder is the one above
 * the path it names), the one whose path is the longest (made absolute, before links are
 * resolved), the first of equals. None: Gemini asks at the first interactive launch.
 */
export function nearestTrustRule(rules: readonly TrustRule[], dir: string): TrustRule | undefined {
  const launch = comparable(dir, dir);
  // Gemini keys the file's entries by their absolute path: a later duplicate replaces an earlier one in its place
  const byPath = new Map<string, TrustRule>();
  for (const rule of rules) byPath.set(folded(resolve(dir, rule.path)), rule);
  let nearest: { rule: TrustRule; length: number } | undefined;
  for (const [key, rule] of byPath) {
    const folder = comparable(rule.level === 'TRUST_PARENT' ? dirname(key) : key, dir);
    if (isWithin(launch, folder) && key.length > (nearest?.length ?? -1)) nearest = { rule, length: key.length };
  }
  return nearest?.rule;
}
