import { statSync } from 'node:fs';

/**
 * Folders every user of the machine may write to (`/tmp`, `/var/tmp`, `/dev/shm`): a memory
 * folder there is anyone's. Another user's `.ai-core` in one is not this user's workspace: it
 * would list that user's notes, orders to the model included, to every session started below
 * it; and a save makes none there, which would take in every launch below it that has no
 * workspace of its own.
 */
const WRITABLE_BY_ALL = 0o002;
const STICKY = 0o1000;

/**
 * Whether `dir` is made for all users' files as /tmp is: any user may write to it, and the sticky
 * bit keeps each one's entries their own. A Windows drive under WSL or a network share shows every
 * mode bit but the sticky one: a repository there is its owner's, whoever runs the session.
 * False where it cannot be read or on a system without modes.
 */
function isSharedFolder(dir: string): boolean {
  if (process.platform === 'win32') return false;
  try {
    const mode = statSync(dir, { throwIfNoEntry: false })?.mode ?? 0;
    return (mode & WRITABLE_BY_ALL) !== 0 && (mode & STICKY) !== 0;
  } catch {
    return false;
  }
}

/**
 * Whether `dir` is a folder for all users' files, as `/tmp` is: writable by all with the
 * sticky bit, and root's or another user's. A folder of the user's own that shows every mode bit (a
 * Windows drive under WSL, a shared folder of a virtual machine) is none: a save makes its
 * memory folder there as anywhere.
 */
export function isCommonFolder(dir: string): boolean {
  const uid = process.getuid?.();
  if (uid === undefined) return false;
  try {
    const stat = statSync(dir, { throwIfNoEntry: false });
    // root owns /tmp: a folder of root's is all users' even for root
    return stat !== undefined && (stat.mode & WRITABLE_BY_ALL) !== 0 && (stat.mode & STICKY) !== 0 && (stat.uid !== uid || stat.uid === 0);
  } catch {
    return false;
  }
}

/**
 * Whether an entry of `dir` (its `.ai-core`, its `.git`) owned by `owner` (the caller has its
 * lstat: a link's owner is the user who made it, whatever it leads to) is another user's (not
 * root's) in a folder made for all users' files (isSharedFolder). The user's own, the common case,
 * costs no look at `dir`.
 */
export function isOthersEntry(dir: string, owner: number): boolean {
  const uid = process.getuid?.();
  return uid !== undefined && owner !== uid && owner !== 0 && isSharedFolder(dir);
}
