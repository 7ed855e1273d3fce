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

  it("passes over Codex's C or POSIX LC_ALL in a command it runs (CODEX_THREAD_ID set), and nowhere else", () => {
    const codex = { CODEX_THREAD_ID: 't-1' };
    expect(chooseLang(undefined, { ...codex, LC_ALL: 'C.UTF-8', LC_CTYPE: 'C.UTF-8', LANG: 'ko_KR.UTF-8' }).lang).toBe('ko');
    expect(chooseLang(undefined, { ...codex, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' })).toMatchObject({ lang: 'en', source: 'locale' });
    expect(chooseLang(undefined, { ...codex, LC_ALL: 'C.UTF-8' })).toMatchObject({ lang: 'en', source: 'locale' });
    // a person's own LC_ALL=C (English for a bug report), or LC_MESSAGES=C, still means English
    expect(chooseLang(undefined, { LC_ALL: 'C', LANG: 'ko_KR.UTF-8' }).lang).toBe('en');
    expect(chooseLang(undefined, { LC_MESSAGES: 'C', LANG: 'ko_KR.UTF-8' }).lang).toBe('en');
    expect(chooseLang(undefined, { ...codex, LC_ALL: 'ca_ES.UTF-8', LANG: 'ko_KR.UTF-8' }).lang).toBe('en');
  });
});

describe('a language value as people write one', () => {
  it.each([
    ['kr', 'ko'],
    ['Korean', 'ko'],
    ['kor', 'ko'],
    ['한국어', 'ko'],
    ['english', 'en'],
    ['eng', 'en'],
  ])('"%s" in the config is taken for %s, and not reported as unknown', (value, lang) => {
    // a locale that says the other language: the config's value is what picks
    const choice = chooseLang(value, { LANG: lang === 'ko' ? 'en_US.UTF-8' : 'ko_KR.UTF-8' });
    expect(choice).toEqual({ lang, source: 'config', ignored: [] });
  });

  it('still reports a value that names no language of ours', () => {
    expect(chooseLang('jp', { LANG: 'en_US.UTF-8' }).ignored).toEqual([{ where: 'config', value: 'jp' }]);
  });
});
