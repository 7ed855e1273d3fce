import { COMMAND_NAMES } from '../i18n/types.js';

/** How the catalogues' help spells the command: the name it has through its bin link. */
const NAME = 'project-memory';
/**
 * The name where it is the command being run: before a command, `help`, `<command>` or an option.
 * "the project-memory hooks" and `.project-memory-key` are the product and a file: kept.
 */
const AS_COMMAND = new RegExp(`(?<![\\w./-])${NAME}(?= (?:<command>|help|${COMMAND_NAMES.join('|')})(?![\\w-])| --[a-z])`, 'g');

/**
 * Help text (lib/i18n/help-{en,ko}.ts, or the top-level usage) with the command spelled as
 * this user runs it (`self`: `node <built cli>` for a plugin user, who has no
 * `project-memory` on PATH), as errors spell it. The usage lines that continue the first
 * one are moved right as far as the command grew, so their options stay in their column.
 */
export function helpAsRun(text: string, self: string | undefined): string {
  if (self === undefined || self === NAME) return text;
  const grow = self.length - NAME.length;
  const lines = text.split('\n');
  const column = lines[0]?.search(AS_COMMAND) ?? -1;
  let inUsage = true;
  return lines
    .map((line, i) => {
      if (line === '') inUsage = false;
      const indent = line.length - line.trimStart().length;
      // a continuation of the usage block: indented past where the command starts, no command of its own
      const moved = inUsage && i > 0 && column >= 0 && grow > 0 && indent > column && line.search(AS_COMMAND) === -1 ? ' '.repeat(grow) + line : line;
      return moved.replace(AS_COMMAND, self);
    })
    .join('\n');
}
