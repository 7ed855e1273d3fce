import { basename, dirname, join } from 'node:path';
import { type FileFinding, findingLines, secretKindText } from '../checks/finding.js';
import { cliCommand, type Reader, workspaceArgs } from '../cli/advice-command.js';
import { CliError, EXIT, UsageError } from '../cli/errors.js';
import { ioReasonOf } from '../cli/io-reason.js';
import { fnv1aHex } from '../fnv1a.js';
import { maskSecretInName, maskSecretInPath } from '../format/secrets.js';
import { MAX_SLUG_BYTES, MAX_SLUG_CHARS } from '../format/slug.js';
import type { CliMessages } from '../i18n/types.js';
import { createFileAtomic, sweepStaleTemps } from '../io/atomic-write.js';
import { fileInFolderPlace } from '../io/denied.js';
import { type KeepLock, LockBusyError, withFileLock } from '../io/file-lock.js';
import { realPathAhead } from '../io/real-path.js';
import type { RunContext } from '../io/run-context.js';
import { privateTempFolder } from '../io/state-dir.js';
import { writableFolder } from '../io/writable-folder.js';
import type { Scope } from '../model/memory.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { moveAsideCommand } from '../shell-quote.js';
import { listAllCommand, renameTwinCommand } from './locate-memory.js';
import { type MemoryFileRead, readExisting, replaceMemoryFile } from './memory-target.js';
import { besideKey, type HiddenBy, type PlannedSave, planSave, type SaveRefusal, type SaveRequest } from './plan-save.js';
import { memoryWriteError } from './write-failure.js';

export type { SaveRequest } from './plan-save.js';

/**
 * The commands a refusal names, as the user runs the CLI, for the workspace and project the
 * save was for (workspaceArgs: `--dir` always, `--project` when the save was given it):
 * pasted from any folder, they look at the memories the save would have written among.
 */
const lint = (to: Reader) => cliCommand(to, ['lint', ...workspaceArgs(to)]);

interface SaveResult {
  path: string;
  /** what `lint` warns about in the file written */
  warnings: FileFinding[];
  scope: Scope;
  name: string;
  /** `_global` or the project key */
  folder: string;
  /** an existing memory was replaced */
  updated: boolean;
  /** false where an update held exactly what the file already did: nothing was written */
  changed: boolean;
  /** the memories whose `supersedes` names the one written, so that the list hides it */
  hiddenBy: HiddenBy[];
  /** the memories the supersedes an update replaced hid, and nothing hides now */
  listedAgain: string[];
}

/**
 * Writes one memory. Refusals are CliErrors: exit 1 for bad input or a likely secret,
 * exit 3 when that memory or a near duplicate already exists. Writes are atomic: a
 * new file appears whole or not at all, and of racing saves of one name exactly one
 * wins (link(2) refuses to replace); --update renames over the old file.
 */
export function saveMemory(request: SaveRequest, ctx: Pick<RunContext, 'now'> & { stateDir?: string }): SaveResult {
  const folder = request.scope === 'global' ? GLOBAL_KEY : request.projectKey;
  // the near-duplicate check and the write are one step: of parallel saves of one fact
  // under different names, each sees the files of those before it (withSaveLock). The
  // check reads the folder listed beside this one too (_global and the project's), so
  // that one is held as well: a global and a project save of one fact both passed otherwise.
  // A save holds a lock for a moment, an import for its whole run: the one beside is waited
  // for briefly and then done without, so a long import there never makes a save fail
  const beside = besideKey(folder, request.projectKey);
  const locks = [
    { dir: join(request.memoryRoot, folder), briefly: false },
    ...(beside === undefined ? [] : [{ dir: join(request.memoryRoot, beside), briefly: true }]),
  ];
  return withSaveLocks(ctx.stateDir, locks, () => {
    const planned = planSave(request, ctx, { createFolder: true });
    if (!planned.ok) throw refusalError(planned.refusal);
    return writePlannedSave(planned.plan);
  });
}

/**
 * withSaveLock on each folder of `locks`, once each, always in one order (by path), so that two commands
 * holding one each never wait for each other; one taken `briefly` is waited for a moment and
 * then done without (a long import there never makes a save fail).
 */
export function withSaveLocks<T>(stateDir: string | undefined, locks: ReadonlyArray<{ dir: string; briefly?: boolean }>, critical: () => T): T {
  // each folder once: a lock is not taken twice by one holder (a move of a key onto itself)
  // two names of one folder: one lock, held (not taken briefly) where either asks so
  const byReal = new Map<string, { dir: string; briefly?: boolean }>();
  for (const lock of locks) {
    const real = realPathAhead(lock.dir);
    const seen = byReal.get(real);
    byReal.set(real, seen === undefined ? lock : { dir: seen.dir, briefly: (seen.briefly ?? false) && (lock.briefly ?? false) });
  }
  const sorted = [...byReal.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, lock]) => lock);
  const locked = sorted.reduceRight<() => T>(
    (inner, lock) => () => withSaveLock(stateDir, lock.dir, inner, lock.briefly ? BESIDE_WAIT_MS : undefined),
    critical,
  );
  return locked();
}

/** How long a save waits for the lock of the folder beside its own: a save there holds it for well under this. */
const BESIDE_WAIT_MS = 2_000;

/**
 * Writes what planSave approved; the same atomic create-or-replace as saveMemory. A
 * failed write is worded for the command that asked for it (`again`): save or import.
 */
export function writePlannedSave(plan: PlannedSave, again: 'save' | 'import' = 'save'): SaveResult {
  // planning reads the folder (near duplicates, up to a second for thousands of memories): an
  // edit by hand made meanwhile would be written over, so the file is read again just before
  const replaced = replacedAsPlanned(plan);
  const result = {
    path: plan.path,
    scope: plan.scope,
    name: plan.name,
    folder: plan.folder,
    updated: plan.replaces,
    warnings: plan.warnings,
    hiddenBy: plan.hiddenBy,
    listedAgain: plan.listedAgain,
  };
  // the same save run again (same day, same values) plans the very bytes there: rewriting them would
  // change nothing but the file's time, which git status and editors then take for an edit
  if (replaced?.text === plan.text) return { ...result, changed: false };
  try {
    if (replaced) replaceMemoryFile(plan.path, plan.text, replaced);
    else createOnce(plan.path, plan.text);
  } catch (error) {
    const left = again === 'import' ? ({ kind: 'import' } as const) : plan.replaces ? ({ kind: 'unchanged' } as const) : ({ kind: 'created' } as const);
    throw memoryWriteError(plan.path, error, { left, again });
  }
  sweepStaleTemps(dirname(plan.path), basename(plan.path));
  return { ...result, changed: true };
}

/** The file `--update` replaces as it is now (its mode and owner are kept), unless it no longer holds what the update was planned from. */
function replacedAsPlanned(plan: PlannedSave): MemoryFileRead | undefined {
  if (plan.replacing === undefined) return undefined;
  const now = readExisting(plan.path);
  if (now.kind === 'file' && !now.notUtf8 && now.text === plan.replacing) return now;
  throw new CliError((m) => m.save.editedMeanwhile(plan.path), EXIT.exists);
}

/** `save`'s words for a refusal, with the flag that gets past it. */
function refusalError(refusal: SaveRefusal): CliError {
  switch (refusal.kind) {
    case 'empty-title':
      return new CliError((m) => m.save.titleEmpty);
    case 'empty-description':
      return new CliError((m) => m.save.descriptionEmpty);
    case 'template-left': {
      const { field, placeholder } = refusal;
      return new CliError((m) => m.save.templateLeft(field, placeholder));
    }
    case 'secret': {
      const { findings } = refusal;
      return new CliError((m) =>
        m.save.secret(findings.map((f) => `  ${m.words.secretAt(secretKindText(m.rules, f), m.rules.field(f.field), f.line, f.column)}`).join('\n')),
      );
    }
    case 'secret-name': {
      const { finding } = refusal;
      return new CliError((m) => m.save.secretName(secretKindText(m.rules, finding)));
    }
    case 'too-large': {
      const { kb, maxKb } = refusal;
      return new CliError((m) => m.save.tooLarge(kb, maxKb));
    }
    case 'invalid': {
      const { findings } = refusal;
      const hasSecret = findings.some((f) => f.rule === 'secret');
      return new CliError((m, to) => m.save.invalid(findingLines(findings, m.rules), hasSecret, lint(to)));
    }
    case 'bad-name':
      return new CliError((m) => m.save.badName(refusal.name, refusal.problem));
    case 'reserved-name': {
      const { name, instead } = refusal;
      return new CliError((m) => m.save.reservedName(name, instead));
    }
    case 'name-too-long': {
      const { chars, bytes } = refusal;
      return new UsageError((m) => m.save.nameTooLong(chars, bytes, MAX_SLUG_CHARS, MAX_SLUG_BYTES), 'save');
    }
    case 'no-slug':
      return new CliError((m) => m.save.titleNoLetters);
    case 'update-needs-name':
      return new CliError((m, to) => m.save.updateNeedsName(listAllCommand(to)));
    case 'update-missing':
      return new CliError((m, to) => m.save.updateMissing(refusal.name, refusal.folder, listAllCommand(to)));
    case 'update-lacks': {
      const { path, fields, bare } = refusal;
      return new CliError((m) => m.save.updateLacks(path, fields, bare));
    }
    case 'update-not-utf8':
      return new CliError((m) => m.save.updateNotUtf8(refusal.path));
    case 'update-read-only': {
      const { path, mode } = refusal;
      return new CliError((m) => m.save.updateReadOnly(path, mode));
    }
    case 'update-unreadable': {
      const { findings } = refusal;
      return new CliError((m, to) => m.save.updateUnreadable(refusal.path, findingLines(findings, m.rules), lint(to)));
    }
    case 'unreadable': {
      // a file where a folder of the path should be (committed by mistake): named, with the way out
      const file = refusal.code === 'ENOTDIR' ? fileInFolderPlace(refusal.path) : undefined;
      if (file !== undefined) {
        const move = moveAsideCommand(file);
        return new CliError((m) => m.save.fileInFolderPlace(file, move));
      }
      return refusal.folder
        ? new CliError((m) => m.save.folderReadFailed(refusal.path, ioReasonOf(m, refusal) ?? refusal.code))
        : new CliError((m) => m.save.readFailed(refusal.path, ioReasonOf(m, refusal) ?? refusal.code));
    }
    case 'not-a-file':
      return new CliError((m) => m.save.notAFile(refusal.path, refusal.what));
    case 'exists':
      return new CliError((m) => m.save.exists(refusal.path, refusal.name), EXIT.exists);
    case 'name-twin':
      return new CliError(
        (m, to) => m.save.nameTwin(refusal.path, refusal.name, renameTwinCommand(to, refusal.path, refusal.name, refusal.scope)),
        EXIT.exists,
      );
    case 'near-duplicate-beside': {
      const { duplicates, beside, scope } = refusal;
      // a name that holds a credential is masked, as the list shows it
      const first = maskSecretInName(duplicates[0]?.name ?? '');
      const lines = (m: CliMessages) => duplicates.map((d) => `  ${maskSecretInPath(d.path)} (${m.rules.likeness(d.basis)})`).join('\n');
      return new CliError(
        (m) => (scope === 'project' ? m.save.nearDuplicateGlobal(lines(m), first) : m.save.nearDuplicateProject(beside, lines(m), first)),
        EXIT.exists,
      );
    }
    case 'near-duplicate': {
      const { duplicates, folder } = refusal;
      const first = maskSecretInName(duplicates[0]?.name ?? refusal.name);
      const lines = (m: CliMessages) => duplicates.map((d) => `  ${maskSecretInPath(d.path)} (${m.rules.likeness(d.basis)})`).join('\n');
      // an update is of this memory: "update that one instead" would be advice for a new save; its
      // --supersedes replaces the list, so the advice keeps what the memory supersedes already
      const { update } = refusal;
      const supersedes = update && [...new Set([...update.keeps.map(maskSecretInName), first])].join(',');
      return new CliError(
        (m) => (supersedes ? m.save.nearDuplicateOnUpdate(refusal.name, lines(m), supersedes) : m.save.nearDuplicate(folder, lines(m), first)),
        EXIT.exists,
      );
    }
  }
}

/**
 * Runs `critical` under the scope folder's save lock, kept in the per-user state folder
 * (`locks/`, one file per scope folder): the saves that race are one person's parallel
 * sessions and subagents, who share it (lockFolder says where else it goes when that
 * folder cannot hold it). A save holds it for one folder read and one
 * write, an import that writes for its whole run, keeping the lock fresh as it goes
 * (`keep`), so that a minute-long import is not taken for a dead holder; a holder killed
 * half-way leaves a lock whose process is gone, which the next save breaks
 * (lib/io/file-lock.ts). `orWithoutAfterMs`: wait that long at most, then run unlocked.
 */
export function withSaveLock<T>(stateDir: string | undefined, dir: string, critical: (keep: KeepLock) => T, orWithoutAfterMs?: number): T {
  const locks = lockFolder(stateDir);
  if (locks === undefined) return critical(NO_LOCK);
  // by the real path: saves to one folder reached by two names (a link) took two locks, and one's update was lost
  const real = realPathAhead(dir);
  const path = join(locks, `${fnv1aHex(real)}${fnv1aHex(`${real}\u0000`)}.lock`);
  // temp files of lock holders killed before they linked their lock into place
  sweepStaleTemps(locks);
  try {
    return withFileLock(path, critical, orWithoutAfterMs === undefined ? {} : { waitMs: orWithoutAfterMs });
  } catch (error) {
    // this lock's own wait only: `critical` running twice would write twice
    if (!(error instanceof LockBusyError) || error.path !== path) throw error;
    // a lock waited for briefly, and still held (an import's): done without
    if (orWithoutAfterMs !== undefined) return critical(NO_LOCK);
    const holder = error.holder;
    throw new CliError((m) => m.save.lockBusy(dir, path, holder));
  }
}

/**
 * `locks/` in the state folder; where there is none, or it cannot be written (read-only,
 * another user's after a sudo run), the same in this user's private temp folder, so that
 * parallel saves still take turns: 7 of 8 racing saves of one fact were written, and one
 * side of each pair of racing updates lost, when they ran unlocked. Undefined only where
 * neither can be made.
 */
function lockFolder(stateDir: string | undefined): string | undefined {
  for (const base of [stateDir, privateTempFolder]) {
    const root = typeof base === 'function' ? base() : base;
    const locks = root === undefined ? undefined : writableFolder(join(root, 'locks'));
    if (locks !== undefined) return locks;
  }
  return undefined;
}

/** What a holder without a lock keeps: nothing. */
const NO_LOCK: KeepLock = () => {};

/** Exactly one of racing creators wins; the others learn the file now exists. */
function createOnce(path: string, text: string): void {
  try {
    createFileAtomic(path, text, 0o644, { syncFolder: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new CliError((m) => m.save.existsRace(path), EXIT.exists);
  }
}
