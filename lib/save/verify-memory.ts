import { join } from 'node:path';
import { lintMemoryText } from '../checks/check-text.js';
import { findingLines, type RuleId } from '../checks/finding.js';
import { cliCommand, type Reader, workspaceArgs } from '../cli/advice-command.js';
import { CliError } from '../cli/errors.js';
import { localDate } from '../format/dates.js';
import { parseFrontMatter } from '../format/frontmatter.js';
import { toMeta } from '../format/memory-meta.js';
import { nextReviewBy } from '../format/review-due.js';
import { rewriteFrontMatter, setFrontMatterLines } from '../format/set-fields.js';
import type { RunContext } from '../io/run-context.js';
import { isReadOnlyMode, modeText } from '../io/write-protected.js';
import type { Scope } from '../model/memory.js';
import { listAllCommand, locateMemory, type MemoryAsked } from './locate-memory.js';
import { existingScopeFolder, readExisting, replaceMemoryFile } from './memory-target.js';
import { scopeFolderOf } from './named-memory.js';
import { withSaveLock } from './save-memory.js';
import { memoryWriteError } from './write-failure.js';

interface VerifyRequest extends MemoryAsked {
  /** a new review_by, already checked; absent: see nextReviewBy */
  reviewBy?: string;
  dryRun?: boolean;
}

interface VerifyResult {
  path: string;
  scope: Scope;
  name: string;
  verifiedAt: string;
  reviewBy?: string;
  previous: { verifiedAt?: string; reviewBy?: string };
  /** the file says something new (false: verified today already, same review_by) */
  changed: boolean;
  /** the file was rewritten (never on a dry run) */
  written: boolean;
}

/** lint's errors in what a memory says, which a check of it cannot have passed. */
const UNVOUCHED: ReadonlySet<RuleId> = new Set(['secret', 'merge-conflict', 'injection']);

/**
 * Marks a memory checked today: `verified_at` becomes today, and `review_by` what was
 * asked, or the same review period again when it has passed. Only those two lines of the
 * front matter change (lib/format/set-fields.ts); the file is replaced atomically, read
 * and written under the lock a save of its folder takes: a `save --update` running
 * beside it had its body undone by verify's older copy (2 of 30 tries unlocked).
 */
export function verifyMemory(request: VerifyRequest, ctx: Pick<RunContext, 'now'> & { stateDir?: string }): VerifyResult {
  const { path, scope, name } = locateMemory(request, 'verify');
  // a scope folder that is a link out of the memory root is refused, as save refuses it;
  // nothing is created: the memory was found in it
  const folder = scopeFolderOf(request, scope);
  existingScopeFolder(request.memoryRoot, folder);
  const verify = () => verifyFound(request, { path, scope, name, folder }, ctx);
  return request.dryRun ? verify() : withSaveLock(ctx.stateDir, join(request.memoryRoot, folder), verify);
}

function verifyFound(
  request: VerifyRequest,
  { path, scope, name, folder }: { path: string; scope: Scope; name: string; folder: string },
  ctx: Pick<RunContext, 'now'>,
): VerifyResult {
  const existing = readExisting(path);
  if (existing.kind === 'none') throw new CliError((m, to) => m.verify.notFound(name, folder, listAllCommand(to)));
  if (existing.kind === 'other') throw new CliError((m) => m.verify.notAFile(path, existing.what));
  // written back, a lenient decoding's U+FFFD would replace the characters for good
  if (existing.notUtf8) throw new CliError((m) => m.verify.notUtf8(path));
  const parsed = parseFrontMatter(existing.text);
  if (!parsed.ok) {
    const { problem } = parsed;
    throw new CliError((m, to) => m.verify.brokenFrontMatter(path, m.rules.problem(problem), lint(to)));
  }
  // a memory marked checked is one a reviewer vouches for: not one whose text holds a secret,
  // a merge conflict or an order to the model. A field lint cannot read does not stop it: a
  // review_by that is no day is what verify, given --review-by, writes anew
  const errors = lintMemoryText(existing.text).filter((finding) => finding.severity === 'error' && UNVOUCHED.has(finding.rule));
  if (errors.length > 0) throw new CliError((m, to) => m.verify.hasErrors(path, findingLines(errors, m.rules), lint(to)));
  const { meta, problems } = toMeta(parsed.data);
  // a review_by that is no day, kept, would leave the memory marked checked and never due
  const badReview = problems.find((problem) => problem.kind === 'not-date' && problem.field === 'review_by');
  if (badReview && request.reviewBy === undefined) {
    throw new CliError((m, to) =>
      m.verify.badReviewBy(path, m.rules.problem(badReview), cliCommand(to, ['verify', name, '--review-in', '90d', ...workspaceArgs(to)])),
    );
  }
  const today = localDate(ctx.now);
  const reviewBy = request.reviewBy ?? nextReviewBy(meta, today);
  const values: Record<string, string> = { verified_at: today };
  if (reviewBy !== undefined) values.review_by = reviewBy;
  const previous = { verifiedAt: meta.verifiedAt, reviewBy: meta.reviewBy };
  const changed = meta.verifiedAt !== today || reviewBy !== meta.reviewBy;
  const result: VerifyResult = { path, scope, name, verifiedAt: today, reviewBy, previous, changed, written: false };
  if (!changed) return result;
  if (isReadOnlyMode(existing.mode)) {
    const mode = modeText(existing.mode);
    throw new CliError((m) => m.verify.readOnly(path, mode));
  }
  if (request.dryRun) return result;
  const text = setFrontMatterLines(existing.text, values) ?? rewriteFrontMatter(existing.text, values);
  if (text === undefined) throw new CliError((m, to) => m.verify.notRewritten(path, lint(to)));
  try {
    replaceMemoryFile(path, text, existing);
  } catch (error) {
    throw memoryWriteError(path, error, { left: { kind: 'unchanged' }, again: 'verify' });
  }
  return { ...result, written: true };
}

const lint = (to: Reader) => cliCommand(to, ['lint', ...workspaceArgs(to)]);
