// The language a locale picks: its language part, as POSIX spells a locale
// (language[_territory][.codeset][@modifier]), not any locale whose name starts with "ko".
import { describe, expect, it } from 'vitest';
import { chooseLang } from '../../lib/i18n/lang.js';

describe('the language of the locale', () => {
  it.each([
    ['ko_KR.UTF-8', 'ko'],
    ['ko', 'ko'],
    ['KO_kr.utf8', 'ko'],
    ['ko.UTF-8', 'ko'],
    ['ko_KR@euro', 'ko'],
    ['korean', 'ko'],
    ['kok_IN', 'en'],
    ['kok_IN.UTF-8', 'en'],
    ['kos_FM', 'en'],
    ['en_US.UTF-8', 'en'],
    ['C.UTF-8', 'en'],
    ['POSIX', 'en'],
  ])('%s reads as %s', (locale, lang) => {
    expect(chooseLang(undefined, { LANG: locale })).toMatchObject({ lang, source: 'locale' });
  });

  it('LC_ALL, then LC_MESSAGES, then LANG; Korean where none is set', () => {
    expect(chooseLang(undefined, { LC_ALL: 'kok_IN', LANG: 'ko_KR.UTF-8' }).lang).toBe('en');
    expect(chooseLang(undefined, { LC_MESSAGES: 'ko_KR.UTF-8', LANG: 'en_US.UTF-8' }).lang).toBe('ko');
    expect(chooseLang(undefined, {})).toMatchObject({ lang: 'ko', source: 'default' });
  });

  it("passes over a C or POSIX locale in front of a person's own (Codex runs commands with LC_ALL=C.UTF-8), and reads C alone as English", () => {
    expect(chooseLang(undefined, { LC_ALL: 'C.UTF-8', LC_CTYPE: 'C.UTF-8', LANG: 'ko_KR.UTF-8' }).lang).toBe('ko');
    expect(chooseLang(undefined, { LC_ALL: 'POSIX', LC_MESSAGES: 'ko_KR.UTF-8', LANG: 'en_US.UTF-8' }).lang).toBe('ko');
    expect(chooseLang(undefined, { LC_ALL: 'C', LANG: 'en_US.UTF-8' }).lang).toBe('en');
    expect(chooseLang(undefined, { LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' })).toMatchObject({ lang: 'en', source: 'locale' });
    // a locale whose language merely starts with c is a language
    expect(chooseLang(undefined, { LC_ALL: 'ca_ES.UTF-8', LANG: 'ko_KR.UTF-8' }).lang).toBe('en');
  });
});
