/**
 * Memories git left unmerged without a marker in the file: a modify/delete, a rename on both
 * sides, a file placed by a folder the other side renamed. Lint, doctor and the list see an
 * ordinary memory (or two, or none), while `git status` lists it and a commit is refused.
 * Read from git's index: stage 1 is the common base, 2 and 3 the two sides; a content
 * conflict has both sides, and its markers are the merge-conflict finding already.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LintFinding } from '../../checks/finding.js';
import { checkoutEnvFor, execGit } from '../../io/git-exec.js';
import { shellCommand } from '../../shell-quote.js';

/** A path's entries in the index: object id by stage. */
type Stages = Map<string, string>;

const command = (args: string[]) => `\`${shellCommand(['git', ...args])}\``;

export function unmergedMemoryFindings(memoryRoot: string, env: Record<string, string | undefined>): LintFinding[] {
  const listed = execGit(memoryRoot, checkoutEnvFor(memoryRoot, env, { keepIndex: true }), ['ls-files', '-u', '-z', '--', '.']);
  if (!listed.ok) return [];
  const paths = new Map<string, Stages>();
  for (const entry of listed.stdout.split('\0')) {
    // "<mode> <object> <stage>\t<path>", the path relative to the memory root
    const tab = entry.indexOf('\t');
    if (tab === -1) continue;
    const path = entry.slice(tab + 1);
    if (!path.endsWith('.md')) continue;
    const [, object = '', stage = ''] = entry.slice(0, tab).split(' ');
    paths.set(path, (paths.get(path) ?? new Map()).set(stage, object));
  }
  // a base no side kept under its name, by object: what both sides renamed (git leaves each new name one side's stage)
  const renamedFrom = new Map<string, string>();
  for (const [path, stages] of paths) if (stages.size === 1 && stages.has('1')) renamedFrom.set(stages.get('1') as string, path);
  const findings: LintFinding[] = [];
  for (const [path, stages] of paths) {
    const file = join(memoryRoot, path);
    if (stages.has('2') && stages.has('3')) {
      // a content conflict in a memory is the merge-conflict finding of its markers; the README at
      // the top (two first installs, each writing its own) is read by no rule, and would be committed so
      if (!path.includes('/')) findings.push(notesConflict(file));
      continue;
    }
    const finding = findingFor(file, stages, existsSync(file), namesOf(paths, path, stages, renamedFrom, memoryRoot));
    findings.push(finding);
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file));
}

/** The other names of one renamed twice: for its old name the new ones, for a new name the other new one. */
function namesOf(paths: Map<string, Stages>, path: string, stages: Stages, renamedFrom: Map<string, string>, memoryRoot: string): string[] {
  const object = stages.get('1') ?? stages.get('2') ?? stages.get('3');
  const base = object === undefined ? undefined : renamedFrom.get(object);
  if (base === undefined) return [];
  const sides = [...paths].filter(([other, held]) => other !== base && other !== path && !held.has('1') && [...held.values()].includes(object as string));
  return base === path || sides.length > 0 ? sides.map(([other]) => join(memoryRoot, other)) : [];
}

function notesConflict(file: string): LintFinding {
  const add = command(['add', '--', file]);
  return { file, rule: 'merge-conflict', severity: 'error', message: (w) => w.unmergedNotes, fix: (w) => w.unmergedNotesFix(add) };
}

function findingFor(file: string, stages: Stages, onDisk: boolean, others: string[]): LintFinding {
  const rule = 'merge-conflict';
  // gone from the working tree: what settles it is the old name's removal, never an add (which records the deletion all the same, unsaid)
  if (!onDisk) {
    const drop = command(['rm', '--', file]);
    return { file, rule, severity: 'error', message: (w) => w.unmergedMissing(others), fix: (w) => w.unmergedMissingFix(drop) };
  }
  if (stages.has('1')) {
    const keep = command(['add', '--', file]);
    const drop = command(['rm', '--', file]);
    return { file, rule, severity: 'error', message: (w) => w.unmergedDeleted, fix: (w) => w.unmergedDeletedFix(keep, drop) };
  }
  const [other] = others;
  if (other !== undefined) {
    const keep = `${command(['add', '--', file])}, ${command(['rm', '--', other])}`;
    return { file, rule, severity: 'error', message: (w) => w.unmergedRenamedTwice(other), fix: (w) => w.unmergedRenamedTwiceFix(keep) };
  }
  const keep = command(['add', '--', file]);
  const drop = command(['rm', '--', file]);
  return { file, rule, severity: 'error', message: (w) => w.unmergedPlaced, fix: (w) => w.unmergedDeletedFix(keep, drop) };
}
