/**
 * Front matter read line by line, for files whose front matter is not strict YAML:
 * Cursor writes `globs: src/**\/*.ts` unquoted, which a YAML parser takes for an alias
 * and refuses. `key: value` lines at the left margin; an indented `child: value` under a
 * `parent:` line is `parent.child`; `- item` lines under a key join with ", ". Values are
 * text, never evaluated.
 */
import { trimEndBlanks } from '../format/trim-blanks.js';
import { splitLines } from './markdown-outline.js';

interface LooseFrontMatter {
  fields: Record<string, string>;
  body: string;
}

// values greedy, their end's blanks taken off by valueOf: a lazy value before `[ \t]*$` is quadratic on a run of spaces
const KEY = /^([A-Za-z_][\w-]*)[ \t]*:(?:[ \t]+(.*))?$/;
const CHILD = /^[ \t]+([A-Za-z_][\w-]*)[ \t]*:(?:[ \t]+(.*))?$/;
const ITEM = /^[ \t]*-[ \t]+(.*)$/;

/** The fields and the body; a text without a closed `---` block is all body. */
export function looseFrontMatter(text: string): LooseFrontMatter {
  const lines = splitLines(text);
  if (lines[0]?.trim() !== '---') return { fields: {}, body: lines.join('\n') };
  const close = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  if (close === -1) return { fields: {}, body: lines.join('\n') };
  const fields: Record<string, string> = {};
  let parent: string | undefined;
  for (const line of lines.slice(1, close)) {
    const key = KEY.exec(line);
    if (key) {
      parent = key[1] as string;
      fields[parent] = unquote(key[2] ?? '');
      continue;
    }
    const child = CHILD.exec(line);
    if (child && parent) {
      fields[`${parent}.${child[1]}`] = unquote(child[2] ?? '');
      continue;
    }
    const item = ITEM.exec(line);
    if (item && parent) fields[parent] = [fields[parent], unquote(item[1] ?? '')].filter((v) => v).join(', ');
  }
  return { fields, body: lines.slice(close + 1).join('\n') };
}

function unquote(written: string): string {
  const value = trimEndBlanks(written);
  const quoted = /^(["'])(.*)\1$/.exec(value);
  if (!quoted) return value;
  return quoted[1] === '"' ? (quoted[2] as string).replace(/\\(["\\])/g, '$1') : (quoted[2] as string).replace(/''/g, "'");
}
