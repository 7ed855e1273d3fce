import { constants, fstatSync, lstatSync, type Stats } from 'node:fs';

/** The stat fields that tell whether a memory file changed, without a Stats object. */
export interface StatSig {
  isFile: boolean;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

type LstatBinding = (path: string, useBigint: boolean, req: undefined, throwIfNoEntry: boolean) => Float64Array | undefined;
type FstatBinding = (fd: number, useBigint: boolean, req: undefined, shouldNotThrow: boolean) => Float64Array | undefined;

// Offsets in the stat array Node's fs binding fills (node/src/node_file.h order).
const MODE = 1;
const INO = 7;
const SIZE = 8;
const MTIME_SEC = 12;
const MTIME_NSEC = 13;
const CTIME_SEC = 14;
const CTIME_NSEC = 15;

let binding: LstatBinding | null | undefined;
let fstatBinding: FstatBinding | null | undefined;

/**
 * fs.lstatSync spends most of its time in argument checks and building a Stats object:
 * over thousands of memory files that is most of a prompt's budget. Node's own binding
 * returns the same numbers in a shared array at a third of the cost. It is internal, so
 * it is used only after it agreed with fs.lstatSync on a real file, and never again in
 * this process if it ever throws or disagrees.
 */
function loadBinding(probe: string): LstatBinding | null {
  try {
    const lstat = fsBinding().lstat;
    if (typeof lstat !== 'function') return null;
    const reference = lstatSync(probe, { throwIfNoEntry: false });
    const fast = reference ? fromArray(lstat(probe, false, undefined, false)) : undefined;
    return reference && fast && agrees(fast, reference) ? lstat : null;
  } catch {
    return null;
  }
}

function fsBinding(): { lstat?: LstatBinding; fstat?: FstatBinding } {
  return (process as unknown as { binding(name: string): { lstat?: LstatBinding; fstat?: FstatBinding } }).binding('fs');
}

/** What the public API's Stats say of a file, where the binding cannot be used. */
function sigOfStats(stat: Stats): StatSig {
  return { isFile: stat.isFile(), size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, ino: stat.ino };
}

/** The binding's numbers are the public API's, field for field. */
function agrees(fast: StatSig, reference: Stats): boolean {
  return fast.size === reference.size && fast.mtimeMs === reference.mtimeMs && fast.ctimeMs === reference.ctimeMs && fast.ino === reference.ino && fast.isFile === reference.isFile();
}

/** The same for fstat(2), checked against fs.fstatSync on the first file opened. */
function loadFstatBinding(fd: number): FstatBinding | null {
  try {
    const fstat = fsBinding().fstat;
    if (typeof fstat !== 'function') return null;
    const reference = fstatSync(fd);
    const fast = fromArray(fstat(fd, false, undefined, false));
    return fast && agrees(fast, reference) ? fstat : null;
  } catch {
    return null;
  }
}

function fromArray(stats: Float64Array | undefined): StatSig | undefined {
  if (!stats) return undefined;
  return {
    isFile: ((stats[MODE] as number) & constants.S_IFMT) === constants.S_IFREG,
    size: stats[SIZE] as number,
    // the same arithmetic as Stats.mtimeMs, so values compare equal to fstat's
    mtimeMs: (stats[MTIME_SEC] as number) * 1e3 + (stats[MTIME_NSEC] as number) / 1e6,
    ctimeMs: (stats[CTIME_SEC] as number) * 1e3 + (stats[CTIME_NSEC] as number) / 1e6,
    ino: stats[INO] as number,
  };
}

/** lstat(2) of `path`, or undefined when it does not exist or cannot be read. */
export function statSig(path: string): StatSig | undefined {
  if (binding === undefined) binding = loadBinding(path);
  if (binding) {
    try {
      return fromArray(binding(path, false, undefined, false));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === undefined) binding = null;
      else return undefined;
    }
  }
  const stat = lstatSync(path, { throwIfNoEntry: false });
  return stat && sigOfStats(stat);
}

/**
 * fstat(2) of an open file: what readHead needs of fs.fstatSync, without the Stats object
 * (and its four Dates) it would build for every file a first run reads. Throws as
 * fs.fstatSync does.
 */
export function fstatSig(fd: number): StatSig {
  if (fstatBinding === undefined) fstatBinding = loadFstatBinding(fd);
  if (fstatBinding) {
    try {
      const sig = fromArray(fstatBinding(fd, false, undefined, false));
      if (sig) return sig;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== undefined) throw error;
      fstatBinding = null;
    }
  }
  return sigOfStats(fstatSync(fd));
}

/**
 * True when `path` is a regular file whose size, mtime, ctime and inode equal
 * sigs[k..k+3]: the per-file check of an unchanged memory, without allocating.
 */
export function unchangedFile(path: string, sigs: ArrayLike<number>, k: number): boolean {
  if (binding === undefined) binding = loadBinding(path);
  if (binding) {
    try {
      const s = binding(path, false, undefined, false);
      if (!s || ((s[MODE] as number) & constants.S_IFMT) !== constants.S_IFREG) return false;
      return (
        s[SIZE] === sigs[k] &&
        (s[MTIME_SEC] as number) * 1e3 + (s[MTIME_NSEC] as number) / 1e6 === sigs[k + 1] &&
        (s[CTIME_SEC] as number) * 1e3 + (s[CTIME_NSEC] as number) / 1e6 === sigs[k + 2] &&
        s[INO] === sigs[k + 3]
      );
    } catch {
      // fall through to the public API
    }
  }
  const sig = statSig(path);
  return sig !== undefined && sig.isFile && sig.size === sigs[k] && sig.mtimeMs === sigs[k + 1] && sig.ctimeMs === sigs[k + 2] && sig.ino === sigs[k + 3];
}
