/**
 * Memories that may no longer be true: a review_by passed with no verification since,
 * and files named in a body that are gone from the repository. Warnings: the memory is
 * still shown (marked stale when review_by passed), and a person decides.
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { LintFinding } from '../../checks/finding.js';
import { pathMentions } from '../../checks/path-mentions.js';
import { isReviewDue } from '../../format/review-due.js';
import type { RuleWords } from '../../i18n/rules-types.js';
import { toSafePath } from '../../render/safe-line.js';
import { isDirectory } from '../../workspace/workspace.js';
import { type LintReader, verifyCommand } from './fix-commands.js';
import type { LintedMemory } from './linted-memory.js';

export function reviewFindings(memories: readonly LintedMemory[], today: string, to: LintReader): LintFinding[] {
  return memories.flatMap((m) =>
    m.meta && isReviewDue(m.meta, today)
      ? [
          {
            file: m.file,
            rule: 'review-due' as const,
            severity: 'warning' as const,
            message: (w: RuleWords) => w.reviewDue(m.meta?.reviewBy ?? ''),
            fix: (w: RuleWords) => w.reviewDueFix(verifyCommand(to, m.folder, m.name)),
          },
        ]
      : [],
  );
}

/**
 * Paths a body names (lib/checks/path-mentions.ts) that exist under none of the memory's
 * base folders — for a project memory its project folder and the workspace root, for a
 * global one the workspace root — while their top folder does exist under one: a path
 * whose top folder is not there was never about this repository, and is not reported.
 */
export function pathFindings(memories: readonly LintedMemory[], basesOf: (folder: string) => readonly string[], to: LintReader): LintFinding[] {
  const out: LintFinding[] = [];
  for (const m of memories) {
    const bases = basesOf(m.folder);
    if (bases.length === 0) continue;
    for (const mention of pathMentions(m.body)) {
      const inside = bases.map((base) => ({ base, full: resolve(base, mention.path) })).filter(({ base, full }) => isInside(base, full));
      if (inside.length === 0 || inside.some(({ full }) => existsSync(full))) continue;
      const top = mention.path.split('/')[0] as string;
      const home = inside.find(({ base }) => isDirectory(join(base, top)));
      if (!home) continue;
      const path = toSafePath(mention.path, 200);
      const root = toSafePath(home.base, 300);
      out.push({
        file: m.file,
        rule: 'path-missing',
        severity: 'warning',
        message: (w) => w.pathMissing(path, root),
        fix: (w) => w.pathMissingFix(verifyCommand(to, m.folder, m.name)),
        line: m.bodyLine + mention.line,
      });
    }
  }
  return out;
}

function isInside(base: string, full: string): boolean {
  const rel = relative(base, full);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep);
}
