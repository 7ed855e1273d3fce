import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { CliError } from '../cli/errors.js';
import { ioReasonOf } from '../cli/io-reason.js';
import type { CliMessages, WriteFailure, WriteFixKind } from '../i18n/types.js';
import { isWithin } from '../io/real-path.js';
import { memoryRootAbove } from '../workspace/memory-location.js';

/**
 * Whether Codex's sandbox (0.169.0) refused a write: `codex exec`'s read-only one sets
 * CODEX_PERMISSION_PROFILE, and any refusal there is its own. `-s workspace-write` (the
 * TUI's default) sets no such variable, but every command Codex runs has CODEX_THREAD_ID,
 * and that sandbox refuses a write outside its roots as a read-only file system, or a new
 * folder there as not found (bubblewrap on Linux, seen with 0.169.0), or as not permitted
 * (Seatbelt on macOS, CODEX_SANDBOX=seatbelt); a folder whose own permissions refuse
 * (EACCES) is the folder's to fix.
 */
function inCodexSandbox(env: Record<string, string | undefined>, code: string | undefined): boolean {
  if (env.CODEX_PERMISSION_PROFILE !== undefined) return true;
  const inCodex = env.CODEX_THREAD_ID !== undefined || env.CODEX_SANDBOX !== undefined;
  return inCodex && (code === 'EROFS' || code === 'ENOENT' || code === 'EPERM');
}

/**
 * The fix for a refused write, by its system error code: the folder's permissions, space, a
 * read-only mount. A command Codex runs is in its sandbox, which lets it write in its
 * workspace at most (`codex exec`: nowhere), and a memory folder at a repository's top is
 * outside a launch below it: there the sandbox is the cause.
 */
function fixKindOf(error: unknown, env: Record<string, string | undefined>): WriteFixKind {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (inCodexSandbox(env, code) && code !== 'ENOSPC' && code !== 'EDQUOT') return 'codex-sandbox';
  if (code === 'EACCES' || code === 'EPERM') return 'permissions';
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'space';
  if (code === 'EROFS') return 'read-only';
  return 'other';
}

/**
 * Every command that writes memories (save, import, verify, key move) words a failed
 * write here, one way: the memory file (never the temp file beside it, which is what the
 * system error names), the reason in the reader's language, what is left as it was, and
 * the fix, for the folder whose permissions (or disk) refused it. A CliError passes
 * through: it already says what went wrong.
 */
export function memoryWriteError(
  path: string,
  error: unknown,
  what: Pick<WriteFailure, 'left' | 'again'> & { folder?: string },
  env: Record<string, string | undefined> = process.env,
): unknown {
  if (error instanceof CliError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  const kind = fixKindOf(error, env);
  const folder = what.folder ?? dirname(path);
  // the whole memory folder, so that a save in the other scope is let through too
  const sandboxFolder = memoryRootAbove(folder) ?? folder;
  // codex exec's read-only default at the repository's top: the folder is in its workspace, and -s workspace-write is all it takes
  const readOnlyExec = kind === 'codex-sandbox' && env.CODEX_PERMISSION_PROFILE === ':read-only' && isWithin(sandboxFolder, process.cwd());
  const fix = kind === 'codex-sandbox' ? { kind, folder: sandboxFolder, ...(readOnlyExec ? { readOnlyExec } : {}) } : { kind, folder };
  // the sandbox words its refusal as the system's (ENOENT for a folder that is there): the cause is said first
  const reasonOf = (m: Parameters<typeof ioReasonOf>[0] & Pick<CliMessages, 'words'>) => {
    const reason = ioReasonOf(m, error) ?? detail;
    return kind === 'codex-sandbox' ? m.words.sandboxRefused(reason) : reason;
  };
  return new CliError((m) => m.words.writeFailed({ path, reason: reasonOf(m), fix, left: what.left, again: what.again }));
}

/**
 * A first save's or import's failure to make the memory folder (.ai-core/data/memory/):
 * worded as a refused write, for the nearest folder that is there (whose permissions, or
 * Codex's sandbox, refused it), instead of the bare system error. Anything else passes.
 */
function memoryRootWriteError(error: unknown, again: 'save' | 'import', env: Record<string, string | undefined> = process.env): unknown {
  const failed = (error as NodeJS.ErrnoException | undefined)?.path;
  if (error instanceof CliError || typeof failed !== 'string') return error;
  let folder = dirname(failed);
  while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
  return memoryWriteError(failed, error, { left: { kind: 'created' }, again, folder }, env);
}

/** `make()`, with a failure to make the memory folder worded as memoryRootWriteError words it. */
export function firstWrite<T>(make: () => T, again: 'save' | 'import', env: Record<string, string | undefined>): T {
  try {
    return make();
  } catch (error) {
    throw memoryRootWriteError(error, again, env);
  }
}
