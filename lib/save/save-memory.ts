import { basename, dirname } from 'node:path';
import { describeFinding } from '../checks/secrets.js';
import { CliError, EXIT } from '../cli/errors.js';
import { createFileAtomic, sweepStaleTemps, writeFileAtomic } from '../io/atomic-write.js';
import type { RunContext } from '../io/run-context.js';
import type { Scope } from '../model/memory.js';
import { type PlannedSave, planSave, type SaveRefusal, type SaveRequest } from './plan-save.js';

export type { SaveRequest } from './plan-save.js';

export interface SaveResult {
  path: string;
  scope: Scope;
  name: string;
  /** `_global` or the project key */
  folder: string;
  /** an existing memory was replaced */
  updated: boolean;
}

/**
 * Writes one memory. Refusals are CliErrors: exit 1 for bad input or a likely secret,
 * exit 3 when that memory or a near duplicate already exists. Writes are atomic: a
 * new file appears whole or not at all, and of racing saves of one name exactly one
 * wins (link(2) refuses to replace); --update renames over the old file.
 */
export function saveMemory(request: SaveRequest, ctx: Pick<RunContext, 'now'>): SaveResult {
  const planned = planSave(request, ctx, { createFolder: true });
  if (!planned.ok) throw refusalError(planned.refusal);
  return writePlannedSave(planned.plan);
}

/** Writes what planSave approved; the same atomic create-or-replace as saveMemory. */
export function writePlannedSave(plan: PlannedSave): SaveResult {
  try {
    if (plan.replaces) writeFileAtomic(plan.path, plan.text);
    else createOnce(plan.path, plan.text);
  } catch (error) {
    throw writeFailure(plan.path, error);
  }
  sweepStaleTemps(dirname(plan.path), basename(plan.path));
  return { path: plan.path, scope: plan.scope, name: plan.name, folder: plan.folder, updated: plan.replaces };
}

/** `save`'s words for a refusal, with the flag that gets past it. */
function refusalError(refusal: SaveRefusal): CliError {
  switch (refusal.kind) {
    case 'empty-title':
      return new CliError('--title is empty. Give the memory a short title, e.g. --title "Docker 실행 중 브랜치 전환 금지".');
    case 'empty-description':
      return new CliError('--description is empty. Give the one line shown in the list, e.g. --description "Docker 실행 중 브랜치 전환 시 403 발생".');
    case 'secret': {
      const lines = refusal.findings.map((finding) => `  ${describeFinding(finding)}`);
      return new CliError(
        `refusing to save what looks like a credential (memories are committed and shown to Claude):\n${lines.join('\n')}\n` +
          'Remove it or point to where it lives (e.g. ${DB_PASSWORD}); if it is not a secret, pass --allow-secret. Nothing was saved.',
      );
    }
    case 'bad-name':
      return new CliError(`${refusal.reason}. Nothing was saved.`);
    case 'no-slug':
      return new CliError(`the title has no letters or digits usable in a file name (a-z, 0-9, 한글); pass --name, e.g. --name docker-branch-switch.`);
    case 'not-a-file':
      return new CliError(`${refusal.path} is ${refusal.what}, not a memory file; move it away or choose another --name. Nothing was saved.`);
    case 'exists':
      return new CliError(
        `${refusal.path} already exists. Read it; pass --update to replace it (its created_at is kept), or choose another --name.`,
        EXIT.exists,
      );
    case 'near-duplicate': {
      const lines = refusal.duplicates.map((d) => `  ${d.path} (${d.reason})`);
      const first = refusal.duplicates[0]?.name ?? refusal.name;
      return new CliError(
        `a similar memory already exists in ${refusal.folder}:\n${lines.join('\n')}\n` +
          `Read it first. To replace it: --update --name ${first}. To save a separate memory anyway: --force-duplicate. Nothing was saved.`,
        EXIT.exists,
      );
    }
  }
}

/** Exactly one of racing creators wins; the others learn the file now exists. */
const WRITE_ERRORS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/** A failed write names the memory file (not its temp file) and says nothing was changed. */
function writeFailure(path: string, error: unknown): unknown {
  if (error instanceof CliError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const reason = (code && WRITE_ERRORS[code]) ?? (error as Error).message;
  return new CliError(
    `${path}: could not write (${reason}). Nothing was changed: the memory is as it was. Free space or fix the folder's permissions, then save again.`,
  );
}

function createOnce(path: string, text: string): void {
  try {
    createFileAtomic(path, text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new CliError(`${path} already exists (saved a moment ago by another process). Read it; pass --update to replace it.`, EXIT.exists);
  }
}
