import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { isWithin } from '../io/real-path.js';
import { readInstallRecord, recordedIncludes } from './install-records.js';

/**
 * `uninstall --client gemini --dir DIR` for a DIR that is gone (a deleted clone, a renamed
 * repository): an older install wrote DIR's memory folder into the user's settings, and
 * Gemini CLI 0.61.0 stops at startup in every folder until that entry goes. Taking it out
 * needs nothing of DIR, so DIR is accepted when the install record of `settingsPath` holds
 * an entry below it; any other DIR must be a folder, as for every command.
 */
export function isGoneIncludeDir(dir: string, settingsPath: string, state: string | undefined): boolean {
  if (existsSync(dir)) return false;
  return recordedIncludes(readInstallRecord(state, settingsPath)).some((r) => isAbsolute(r.value) && isWithin(r.value, dir));
}
