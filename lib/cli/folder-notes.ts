import type { CliMessages } from '../i18n/types.js';
import type { MemorySet } from '../index/memory-set.js';
import { toSafePath } from '../render/safe-line.js';
import { moveAsideCommand } from '../shell-quote.js';

/**
 * The ⚠ lines for scope folders whose memories a command could not see: one permissions
 * keep closed, one that is a symbolic link the list does not follow, or a file at its path. Without them
 * `list`, `search` and `stats` would read as "no memories" where there may be many.
 * The paths come from the repository: inert before they reach a terminal.
 */
export function folderNotes(set: MemorySet, msg: CliMessages): string[] {
  const shown = (folder: string) => toSafePath(`${folder}/`, 4096);
  return [
    ...set.unreadableFolders().map((folder) => msg.list.folderUnreadable(shown(folder))),
    ...set.linkedFolders().map((folder) => msg.list.folderLinked(shown(folder))),
    ...set.notFolders().map((path) => msg.list.notAFolder(toSafePath(path, 4096), toSafePath(moveAsideCommand(path), 4096))),
  ];
}
