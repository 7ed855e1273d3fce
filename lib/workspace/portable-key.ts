import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { KeyTrouble } from '../model/key-trouble.js';
import { caseTwinFolder } from './case-twin-folder.js';

/**
 * A device name Windows gives every folder (CON, AUX, NUL, COM1, LPT1 …, with any extension),
 * or a name ending in a dot or a space, which Windows drops: a key folder so named is one a
 * teammate's checkout on Windows cannot hold.
 */
const NOT_ON_WINDOWS = /^(?:con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3])(?:\..*)?$|[. ]$/i;

/**
 * For a key whose folder a save or a pin is about to bring into use: a folder there already
 * is the team's, whatever its name; a new one must be a name every checkout holds, and not
 * one that differs from a folder there in case alone (`SHOP` beside `shop/`), which macOS and
 * Windows hold as one folder while git and Linux hold two.
 */
export function newKeyTrouble(memoryRoot: string, key: string): KeyTrouble | undefined {
  // one listing of the memory root, where a folder of the key, or its twin, may be
  const twin = caseTwinFolder(memoryRoot, key);
  if (twin === undefined && existsSync(join(memoryRoot, key))) return undefined;
  if (NOT_ON_WINDOWS.test(key)) return { kind: 'windows' };
  return twin === undefined ? undefined : { kind: 'case-twin', twin };
}
