// A memory that starts or stops looking like it holds a secret without its file being
// touched (new secret rules after an upgrade, or a downgrade) changes its list line: the
// mark stands in for its description. A later prompt shows the line as it is now, but not
// as "(edited)": nobody edited the file, and a memory not to be read is not to be read again.
import { describe, expect, it } from 'vitest';
import { diffShown } from '../../lib/hook/session-delta.js';
import { renderEntryLine } from '../../lib/render/render-list.js';
import { entry, setOf } from './entries.js';

const TODAY = '2026-05-01';
const lineOf = (lang: 'en' | 'ko') => (e: Parameters<typeof renderEntryLine>[0]) => renderEntryLine(e, lang, TODAY);
const plain = entry('staging-login', { description: 'How to log in to the staging admin' });
const flagged = { ...plain, problems: [{ kind: 'secret' as const }] };

describe('the secret mark coming or going on a later prompt', () => {
  for (const lang of ['en', 'ko'] as const) {
    it(`came: the new line, not marked edited (${lang})`, () => {
      const shown = { [plain.path]: lineOf(lang)(plain) };
      const delta = diffShown(shown, setOf([flagged]), [], lineOf(lang));
      expect(delta.changed.map((c) => [c.line, c.edited ?? false])).toEqual([[lineOf(lang)(flagged), false]]);
    });

    it(`went: the description again, not marked edited (${lang})`, () => {
      const shown = { [plain.path]: lineOf(lang)(flagged) };
      const delta = diffShown(shown, setOf([plain]), [], lineOf(lang));
      expect(delta.changed.map((c) => [c.line, c.edited ?? false])).toEqual([[lineOf(lang)(plain), false]]);
    });
  }

  it('a new description is still an edit', () => {
    const shown = { [plain.path]: lineOf('en')(plain) };
    const described = entry('staging-login', { description: 'Log in to the staging admin through SSO' });
    expect(diffShown(shown, setOf([described]), [], lineOf('en')).changed.map((c) => c.edited)).toEqual([true]);
  });
});
