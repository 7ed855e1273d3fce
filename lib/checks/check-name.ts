/**
 * Checks on a memory's file name. Pure. The hook lists only regular `*.md` files that
 * do not start with a dot (lib/discover.ts); `save` writes names made by lib/save/slug.ts.
 * A name outside those rules is either never listed or one `save --update` cannot reach.
 */

import { MAX_SLUG_CHARS, slugify } from '../format/slug.js';
import { toSafeLine } from '../render/safe-line.js';
import type { FileFinding } from './finding.js';

export type EntryKind = 'file' | 'folder' | 'symlink' | 'other';

const KIND_TEXT: Record<Exclude<EntryKind, 'file'>, string> = {
  folder: 'a folder',
  symlink: 'a symbolic link (never followed, so nothing outside the memory root is read)',
  other: 'not a regular file (a FIFO, socket or device)',
};

/** Why `name` is unsafe, in words; undefined when slugify leaves it as it is. */
function unsafeReason(stem: string): string | undefined {
  if (slugify(stem) === stem) return undefined;
  if (/\p{Cc}/u.test(stem)) return 'holds control characters';
  if (/\s/u.test(stem)) return 'holds spaces';
  if (stem !== stem.toLowerCase()) return 'holds uppercase letters';
  if ([...stem].length > MAX_SLUG_CHARS) return `is longer than ${MAX_SLUG_CHARS} characters`;
  if (/^[-_]|[-_]$/.test(stem)) return 'starts or ends with - or _';
  if (/--/.test(stem)) return 'holds repeated dashes';
  if (slugify(stem) === `${stem}-memory`) return 'is a device name Windows reserves';
  return 'holds characters other than a-z, 0-9, -, _ and 한글';
}

/** Findings for one `*.md` entry of a scope folder (any case of the extension). */
export function lintEntryName(name: string, kind: EntryKind): FileFinding[] {
  const shown = toSafeLine(name, 120);
  if (kind !== 'file') {
    return [
      {
        rule: 'not-listed',
        severity: 'warning',
        message: `${shown} is ${KIND_TEXT[kind]}: the list never shows it`,
        fix: 'replace it with a plain Markdown file, or move it out of the memory folder',
      },
    ];
  }
  const stem = name.replace(/\.md$/i, '');
  const slug = slugify(stem.replace(/^\.+/, ''));
  const rename = slug === '' ? 'rename it using a-z, 0-9, -, _ or 한글' : `rename it to ${slug}.md`;
  if (name.startsWith('.')) {
    return [{ rule: 'not-listed', severity: 'warning', message: `${shown} starts with a dot: the list never shows dot-files`, fix: rename }];
  }
  if (!name.endsWith('.md')) {
    return [{ rule: 'not-listed', severity: 'warning', message: `${shown} does not end in lowercase .md: the list never shows it`, fix: rename }];
  }
  const reason = unsafeReason(stem);
  if (!reason) return [];
  return [
    {
      rule: 'name-unsafe',
      severity: 'warning',
      message: `the name ${shown} ${reason}; save would never write it, and shells and other systems may trip on it`,
      fix: rename,
    },
  ];
}
