/**
 * A file whose mode gives no one write permission (0444): the user saying "do not change
 * this". The tools here replace a file by renaming a new one over it, which needs only the
 * folder's permission (and as root a plain write succeeds too), so nothing else stops the
 * change: it is asked for here. Whether this user may write there at all is the write's own
 * question, which its error answers.
 */
export function isReadOnlyMode(mode: number): boolean {
  return (mode & 0o222) === 0;
}

/** The permission bits as `chmod` and `ls -l` users read them: `0444`. */
export const modeText = (mode: number): string => (mode & 0o7777).toString(8).padStart(4, '0');
