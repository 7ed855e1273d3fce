// doctor's --help lists its rows by id, in both languages: a row it prints that the help leaves
// out (folder-trust, environment, hook-copy were) sends the reader to the code to learn what it checks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { HELP_EN } from '../../lib/i18n/help-en.js';
import { HELP_KO } from '../../lib/i18n/help-ko.js';

const DOCTOR = join(import.meta.dirname, '..', '..', 'lib', 'diagnose', 'doctor');

/** The row ids the checks give, as written in their source (a template's fixed start for `hook-run:<via>`). */
function rowIds(): Set<string> {
  const ids = new Set<string>();
  for (const file of readdirSync(DOCTOR).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(join(DOCTOR, file), 'utf8');
    for (const m of text.matchAll(/(?:\b(?:ok|warn|fail)\(\s*|const ID = |guarded\(ctx, )['`]([a-z-]+)(:?)/g)) ids.add(`${m[1]}${m[2]}`);
  }
  return ids;
}

it.each([
  ['en', HELP_EN.doctor],
  ['ko', HELP_KO.doctor],
])('names every row doctor gives (%s)', (_lang, help) => {
  const ids = rowIds();
  expect(ids.size).toBeGreaterThan(25);
  const named = new Set([...help.matchAll(/^ {2}([a-z-]+:?)/gm)].map((m) => m[1]));
  // `hook-run:<via>` names the row a failed check gives as `hook-run` too
  expect([...ids].filter((id) => !named.has(id) && !named.has(`${id}:`))).toEqual([]);
});
