/**
 * Memories git left unmerged without a marker in the file: a modify/delete or rename/delete,
 * a rename on both sides, a file placed by a folder the other side renamed. Lint, doctor and
 * the list see an ordinary memory (or two, or none), while `git status` lists it and a commit
 * is refused. Read from git's index: stage 1 is the common base, 2 and 3 the two sides; a
 * content conflict has both sides, and its markers are the merge-conflict finding already.
 * Names are read as bytes: one that is no UTF-8 is looked for and named as it is on disk.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LintFinding } from '../../checks/finding.js';
import { checkoutEnvFor, execGit } from '../../io/git-exec.js';
import { shellQuoteBytes } from '../../shell-quote.js';

/** A path's entries in the index: object id by stage. */
type Stages = Map<string, string>;

interface Unmerged {
  /** the path from the memory root, as git's bytes read as latin1 */
  raw: string;
  stages: Stages;
  /** the working path as text (a name that is no UTF-8 with U+FFFD in it) */
  file: string;
  /** the working path as a shell word that names the file byte for byte */
  quoted: string;
  /** the working path's bytes, which open the file whatever its name */
  bytes: Buffer;
}

/** Every memory (or top-level file) of the memory root git has unmerged, by working path. */
export function unmergedMemoryPaths(memoryRoot: string, env: Record<string, string | undefined>): ReadonlySet<string> {
  return new Set(unmergedIn(memoryRoot, env).map((u) => u.file));
}

export function unmergedMemoryFindings(memoryRoot: string, env: Record<string, string | undefined>): LintFinding[] {
  const gitEnv = checkoutEnvFor(memoryRoot, env, { keepIndex: true });
  const all = unmergedIn(memoryRoot, env, gitEnv);
  const renames = twiceRenamed(all, memoryRoot, gitEnv);
  const findings: LintFinding[] = [];
  for (const u of all) {
    if (u.stages.has('2') && u.stages.has('3')) {
      // a content conflict in a memory is the merge-conflict finding of its markers; the README at
      // the top (two first installs, each writing its own) is read by no rule, and would be committed so
      if (!u.raw.includes('/')) findings.push(notesConflict(u));
      continue;
    }
    findings.push(findingFor(u, existsSync(u.bytes), renames.get(u) ?? []));
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file));
}

function unmergedIn(memoryRoot: string, env: Record<string, string | undefined>, gitEnv = checkoutEnvFor(memoryRoot, env, { keepIndex: true })): Unmerged[] {
  const listed = execGit(memoryRoot, gitEnv, ['ls-files', '-u', '-z', '--', '.'], { bytes: true });
  if (!listed.ok) return [];
  const paths = new Map<string, Stages>();
  for (const entry of listed.stdout.split('\0')) {
    // "<mode> <object> <stage>\t<path>", the path relative to the memory root
    const tab = entry.indexOf('\t');
    if (tab === -1) continue;
    const raw = entry.slice(tab + 1);
    if (!raw.endsWith('.md')) continue;
    const [, object = '', stage = ''] = entry.slice(0, tab).split(' ');
    paths.set(raw, (paths.get(raw) ?? new Map()).set(stage, object));
  }
  return [...paths].map(([raw, stages]) => {
    const bytes = Buffer.from(join(memoryRoot, raw), 'latin1');
    return { raw, stages, file: bytes.toString('utf8'), quoted: shellQuoteBytes(bytes), bytes };
  });
}

/**
 * Both sides renamed one memory: git leaves the old name with its base alone (gone from
 * disk) and each new name with one side's stage. Each new name is matched to the old one
 * it most resembles, by the lines they share (git's own rename test: half or more), so
 * that an edit on either side does not hide the pair. For each name, the others of its pair.
 */
function twiceRenamed(all: readonly Unmerged[], memoryRoot: string, gitEnv: Record<string, string | undefined>): Map<Unmerged, Unmerged[]> {
  const old = all.filter((u) => u.stages.size === 1 && u.stages.has('1'));
  const sides = all.filter((u) => !u.stages.has('1') && u.stages.size === 1);
  const pairs = new Map<Unmerged, Unmerged[]>();
  if (old.length === 0 || sides.length < 2) return pairs;
  const objectOf = (u: Unmerged) => u.stages.get('1') ?? u.stages.get('2') ?? u.stages.get('3') ?? '';
  const texts = blobs([...old, ...sides].map(objectOf), memoryRoot, gitEnv);
  // the lines that tell texts apart: front matter fences and blank lines are in every memory
  const lines = (u: Unmerged) => (texts.get(objectOf(u)) ?? '').split('\n').filter((line) => line.trim() !== '' && line.trim() !== '---');
  const taken = new Set<Unmerged>();
  const bestOf = (base: Unmerged, stage: string) => {
    let best: Unmerged | undefined;
    let bestScore = 0.5;
    for (const side of sides) {
      if (taken.has(side) || !side.stages.has(stage)) continue;
      const score = likeness(lines(base), lines(side));
      if (score >= bestScore) [best, bestScore] = [side, score];
    }
    return best;
  };
  for (const base of old) {
    // one name from each side
    const ours = bestOf(base, '2');
    const theirs = bestOf(base, '3');
    if (!ours || !theirs) continue;
    taken.add(ours).add(theirs);
    pairs.set(base, [ours, theirs]);
    pairs.set(ours, [theirs]);
    pairs.set(theirs, [ours]);
  }
  return pairs;
}

/** Blobs' texts by object id, in one call to git. */
function blobs(objects: readonly string[], memoryRoot: string, gitEnv: Record<string, string | undefined>): Map<string, string> {
  const wanted = [...new Set(objects.filter((o) => o !== ''))];
  const out = execGit(memoryRoot, gitEnv, ['cat-file', '--batch'], { input: `${wanted.join('\n')}\n`, bytes: true });
  const texts = new Map<string, string>();
  if (!out.ok) return texts;
  let at = 0;
  const raw = out.stdout;
  while (at < raw.length) {
    const eol = raw.indexOf('\n', at);
    if (eol === -1) break;
    const [object = '', type, size] = raw.slice(at, eol).split(' ');
    const length = type === undefined ? 0 : Number(size);
    if (type !== 'missing') texts.set(object, Buffer.from(raw.slice(eol + 1, eol + 1 + length), 'latin1').toString('utf8'));
    at = eol + 1 + (type === 'missing' ? 0 : length + 1);
  }
  return texts;
}

/** The share of lines two texts have in common, of the longer one. */
function likeness(a: readonly string[], b: readonly string[]): number {
  const inB = new Set(b);
  const shared = a.filter((line) => inB.has(line)).length;
  return shared / Math.max(a.length, b.length, 1);
}

const git = (verb: string, quoted: string) => `\`git ${verb} -- ${quoted}\``;

function notesConflict(u: Unmerged): LintFinding {
  const add = git('add', u.quoted);
  return { file: u.file, rule: 'merge-conflict', severity: 'error', message: (w) => w.unmergedNotes, fix: (w) => w.unmergedNotesFix(add) };
}

function findingFor(u: Unmerged, onDisk: boolean, others: readonly Unmerged[]): LintFinding {
  const { file } = u;
  const rule = 'merge-conflict';
  // gone from the working tree: what settles it is the old name's removal, never an add (which records the deletion all the same, unsaid)
  if (!onDisk) {
    const drop = git('rm', u.quoted);
    const moved = others.map((o) => o.file);
    return { file, rule, severity: 'error', message: (w) => w.unmergedMissing(moved), fix: (w) => w.unmergedMissingFix(drop) };
  }
  const keep = git('add', u.quoted);
  const drop = git('rm', u.quoted);
  if (u.stages.has('1')) return { file, rule, severity: 'error', message: (w) => w.unmergedDeleted, fix: (w) => w.unmergedDeletedFix(keep, drop) };
  const [other] = others;
  if (other !== undefined) {
    const keepThis = `${keep}, ${git('rm', other.quoted)}`;
    return { file, rule, severity: 'error', message: (w) => w.unmergedRenamedTwice(other.file), fix: (w) => w.unmergedRenamedTwiceFix(keepThis) };
  }
  return { file, rule, severity: 'error', message: (w) => w.unmergedPlaced, fix: (w) => w.unmergedDeletedFix(keep, drop) };
}
