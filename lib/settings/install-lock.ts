import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CliError } from '../cli/errors.js';
import { LockBusyError, withFileLock } from '../io/file-lock.js';

/**
 * Runs one install or uninstall alone. Each reads a settings file and the install records,
 * changes them and writes them back; two at once lost each other's records (30 parallel
 * installs kept 5 to 9 of 30), and uninstall then could not put auto memory back. The lock
 * is in the state folder, beside the records it guards; without one, beside the settings file.
 */
export function serialised<T>(stateDir: string | undefined, settingsPath: string, run: () => T): T {
  const folder = stateDir ?? dirname(settingsPath);
  mkdirSync(folder, { recursive: true, mode: stateDir ? 0o700 : 0o755 });
  const lock = join(folder, stateDir ? 'install.lock' : '.project-memory-install.lock');
  try {
    return withFileLock(lock, run);
  } catch (error) {
    if (!(error instanceof LockBusyError)) throw error;
    const { holder } = error;
    throw new CliError((m) => m.errors.installBusy(lock, holder));
  }
}
