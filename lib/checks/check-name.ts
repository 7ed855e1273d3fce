/**
 * Checks on a memory's file name. Pure. The hook lists only regular `*.md` files that
 * do not start with a dot and are no README.md (lib/format/discover.ts); `save` writes names made by lib/format/slug.ts.
 * A name outside those rules is either never listed or one `save --update` cannot reach.
 */

import { NOTE_ENDING } from '../format/discover.js';
import { findInjections, nameAsWords } from '../format/injection.js';
import { findSecrets, maskSecrets, nameHoldsSecret } from '../format/secrets.js';
import { MAX_SLUG_CHARS, slugify } from '../format/slug.js';
import type { RuleWords } from '../i18n/rules-types.js';
import type { NotAFile } from '../model/not-a-file.js';
import type { UnsafeNameReason } from '../model/text-findings.js';
import { toSafeLine, toSafePath } from '../render/safe-line.js';
import { injectionFinding } from './check-text.js';
import { type FileFinding, secretKindText } from './finding.js';

export type EntryKind = 'file' | NotAFile;

/** The stem `save` would give a note called `name` ('' when nothing of it is usable): what a rename or a move names. */
function noteSlug(name: string): string {
  return slugify(name.replace(NOTE_ENDING, '').replace(/^\.+/, ''));
}

/** Why `name` is unsafe; undefined when slugify leaves it as it is. */
function unsafeReason(stem: string): UnsafeNameReason | undefined {
  if (slugify(stem) === stem) return undefined;
  if (/\p{Cc}/u.test(stem)) return 'control';
  if (/\s/u.test(stem)) return 'spaces';
  if (stem !== stem.toLowerCase()) return 'uppercase';
  if ([...stem].length > MAX_SLUG_CHARS) return 'too-long';
  if (/^[-_]|[-_]$/.test(stem)) return 'edge';
  if (/--/.test(stem)) return 'dashes';
  if (slugify(stem) === `${stem}-memory`) return 'device';
  if (stem.normalize('NFC') !== stem) return 'decomposed';
  return 'characters';
}

/**
 * Findings for one `*.md` entry of a scope folder (any case of the extension), or a
 * `.markdown` or `.txt` file there. `beside`: the names in its folder, so that a rename the
 * fix names never replaces another memory.
 */
export function lintEntryName(name: string, kind: EntryKind, beside: Pick<ReadonlySet<string>, 'has'> = new Set()): FileFinding[] {
  // a token pasted as a name is not quoted back
  const shown = toSafePath(maskSecrets(name), 120);
  if (kind !== 'file') {
    return [{ rule: 'not-listed', severity: 'warning', message: (w) => w.names.notAFile(shown, kind), fix: (w) => w.names.notAFileFix }];
  }
  const stem = name.replace(NOTE_ENDING, '');
  // a name holding a token is renamed to any other: the slug made of it would print the token back, lowercased
  const slug = nameHoldsSecret(name) ? '' : noteSlug(name);
  const rename = (w: RuleWords) => (slug === '' ? w.names.renameAny : w.names.rename(slug));
  if (name.startsWith('.')) {
    return [{ rule: 'not-listed', severity: 'warning', message: (w) => w.names.dotFile(shown), fix: rename }];
  }
  if (!name.endsWith('.md')) {
    return [{ rule: 'not-listed', severity: 'warning', message: (w) => w.names.notMd(shown), fix: rename }];
  }
  // the list shows every name on every prompt, and git keeps it
  const secrets = findSecrets(stem, 'name').map(
    (secret): FileFinding => ({
      rule: 'secret',
      severity: 'error',
      message: (w) => w.secret.found(toSafeLine(secretKindText(w, secret), 120)),
      fix: (w) => w.names.renameSecret,
    }),
  );
  // the name is shown on every prompt too: it may not read as an order to the model
  const orders = findInjections(nameAsWords(stem), 'name').map((finding) => injectionFinding(finding, 0));
  const reason = unsafeReason(stem);
  if (!reason) return [...secrets, ...orders];
  // the composed name beside it is another memory: renamed onto it, this one would replace it
  const twin = `${slug}.md`;
  const fix = slug !== '' && twin !== name && beside.has(twin) ? (w: RuleWords) => w.names.mergeTwin(toSafePath(twin, 120)) : rename;
  return [...secrets, ...orders, { rule: 'name-unsafe', severity: 'warning', message: (w) => w.names.unsafe(shown, reason, MAX_SLUG_CHARS), fix }];
}

/**
 * A note whose name is not valid UTF-8 (`name` as Node reads it, a U+FFFD for each bad
 * byte): the path made from it names no file, so the list never shows it and nothing can
 * read it until it is renamed.
 */
export function undecodableNameFinding(name: string): FileFinding {
  const shown = toSafePath(maskSecrets(name), 120);
  const slug = nameHoldsSecret(name) ? '' : noteSlug(name);
  return {
    rule: 'not-listed',
    severity: 'warning',
    message: (w) => w.names.notUtf8(shown),
    fix: (w) => (slug === '' ? w.names.renameAny : w.names.rename(slug)),
  };
}

/**
 * A README.md (any case) directly in a scope folder: the list skips it (lib/format/discover.ts)
 * as it skips a dot-file, so it is named as one is. Its text is not checked: it may be a
 * note for people, which a rename to a memory's name or a move out of the folder settles.
 */
export function readmeFinding(name: string): FileFinding {
  const shown = toSafePath(name, 120);
  return { rule: 'not-listed', severity: 'warning', message: (w) => w.names.readme(shown), fix: (w) => w.names.readmeFix };
}

/** A memory file directly in the memory folder, outside every scope folder: the list never looks there. */
export function strayFileFinding(name: string): FileFinding {
  const shown = toSafePath(name, 120);
  return { rule: 'not-listed', severity: 'warning', message: (w) => w.folders.stray(shown), fix: (w) => w.folders.strayFix };
}

/**
 * A folder of the memory folder that no project key can name (`_Global/`, `a:b/`): the list
 * reads `_global/` and the folders of keys, so a memory written there is never shown.
 */
export function keylessFolderFinding(folder: string): FileFinding {
  const shown = toSafePath(folder, 120);
  return { rule: 'not-listed', severity: 'warning', message: (w) => w.folders.noKey(shown), fix: (w) => w.folders.noKeyFix };
}

/**
 * A note in a subfolder of a scope folder (`app2/ops/nested.md`): the list reads only the
 * files directly inside a scope folder. `inScope` is its path below the scope folder
 * `scope`; the fix names the file it would be there.
 */
export function nestedFileFinding(inScope: string, scope: string, name: string, inScopeFolder: Pick<ReadonlySet<string>, 'has'> = new Set()): FileFinding {
  const shown = toSafePath(inScope, 300);
  const folder = toSafePath(scope, 120);
  const slug = noteSlug(name);
  const target = `${folder}/${slug}.md`;
  // an archive beside its memories (`archive/deploy.md` and `deploy.md`): moved, it would replace the listed one
  const fix =
    slug === ''
      ? (w: RuleWords) => w.names.moveAny(folder)
      : inScopeFolder.has(`${slug}.md`)
        ? (w: RuleWords) => w.names.mergeInto(target)
        : (w: RuleWords) => w.names.moveTo(target);
  return { rule: 'not-listed', severity: 'warning', message: (w) => w.names.nested(shown, folder), fix };
}
