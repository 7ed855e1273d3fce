import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CliError } from '../cli/errors.js';
import { LockBusyError, withFileLock } from '../io/file-lock.js';
import { writableFolder } from '../io/writable-folder.js';

/**
 * Runs one install or uninstall alone. Each reads a settings file and the install records,
 * changes them and writes them back; two at once lost each other's records (30 parallel
 * installs kept 5 to 9 of 30), and uninstall then could not put auto memory back. The lock
 * is in the state folder, beside the records it guards; without one, beside the settings file.
 *
 * A state folder this user cannot write (a read-only ~/.local) is taken as none: the lock
 * goes beside the settings file and no record is kept, as without a state folder, rather
 * than refusing an install that needs only the settings file. `run` gets the state folder
 * records may be written to, or undefined.
 */
export function serialised<T>(stateDir: string | undefined, settingsPath: string, run: (records: string | undefined) => T): T {
  const records = stateDir === undefined ? undefined : writableFolder(stateDir);
  const folder = records ?? dirname(settingsPath);
  // the settings file's own folder: install makes it anyway, and one it cannot make is the error to show
  if (records === undefined) mkdirSync(folder, { recursive: true, mode: 0o755 });
  const lock = join(folder, records ? 'install.lock' : '.project-memory-install.lock');
  try {
    return withFileLock(lock, () => run(records));
  } catch (error) {
    if (!(error instanceof LockBusyError)) throw error;
    const { holder } = error;
    throw new CliError((m) => m.errors.installBusy(lock, holder));
  }
}
