import type { CliMessages } from '../i18n/types.js';
import type { MemorySet } from '../index/memory-set.js';
import type { MissedFolder } from '../model/memory.js';
import { toSafePath } from '../render/safe-line.js';
import { moveAsideCommand } from '../shell-quote.js';

/**
 * The ⚠ lines for scope folders whose memories a command could not see: one permissions
 * keep closed, one that is a symbolic link the list does not follow, or a file at its path. Without them
 * `list`, `search` and `stats` would read as "no memories" where there may be many.
 * The paths come from the repository: inert before they reach a terminal.
 */
export function folderNotes(set: MemorySet, msg: CliMessages): string[] {
  return set.missedFolders().map(({ path, why }) => {
    if (why === 'not-a-folder') return msg.list.notAFolder(toSafePath(path, 4096), toSafePath(moveAsideCommand(path), 4096));
    const shown = toSafePath(`${path}/`, 4096);
    return why === 'linked' ? msg.list.folderLinked(shown) : msg.list.folderUnreadable(shown);
  });
}

/** The paths of the folders `set` misses for one reason: what `list --json` gives under a key each. */
export function missedPaths(set: MemorySet, why: MissedFolder['why']): string[] {
  return set
    .missedFolders()
    .filter((folder) => folder.why === why)
    .map((folder) => folder.path);
}
