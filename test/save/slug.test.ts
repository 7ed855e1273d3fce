import { describe, expect, it } from 'vitest';
import { MAX_SLUG_BYTES, MAX_SLUG_CHARS, slugFromName, slugify } from '../../lib/format/slug.js';

describe('slugify', () => {
  it.each([
    ['Docker branch switch danger', 'docker-branch-switch-danger'],
    ['Docker 실행 중 브랜치 전환 금지', 'docker-실행-중-브랜치-전환-금지'],
    ['  lots   of   spaces  ', 'lots-of-spaces'],
    ['../../etc/passwd', 'etc-passwd'],
    ['a/b\\c', 'a-b-c'],
    ['.hidden', 'hidden'],
    ['...', ''],
    ['con', 'con-memory'],
    ['LPT1', 'lpt1-memory'],
    ['README', 'readme-memory'],
    ['readme.md', 'readme-md'],
    ['what? <this> | "that": *', 'what-this-that'],
    ['tab\there\nnewline\u0000nul', 'tab-here-newline-nul'],
    ['Café déjà vu', 'cafe-deja-vu'],
    ['İstanbul', 'istanbul'],
    ['ｆｕｌｌｗｉｄｔｈ', 'fullwidth'],
    ['ㅋㅋ 웃김', 'ㅋㅋ-웃김'],
    ['snake_case_name', 'snake_case_name'],
    ['--leading and trailing--', 'leading-and-trailing'],
    ['🚀🚀', ''],
    // a Japanese or Chinese title needs no --name: kana, the long vowel mark and ideographs stay
    ['日本語', '日本語'],
    ['デプロイ前にバックアップ', 'デプロイ前にバックアップ'],
    ['部署前请先备份 DB', '部署前请先备份-db'],
    ['ｶﾞｲﾄﾞ・メモ', 'ガイド-メモ'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps Hangul composed even when the title arrives decomposed (NFD, as macOS file names are)', () => {
    expect(slugify('브랜치'.normalize('NFD'))).toBe('브랜치');
    expect(slugify('ガイド'.normalize('NFD'))).toBe('ガイド');
  });

  it('bounds long ASCII titles to the character limit, cutting on a code point and never ending on "-"', () => {
    const slug = slugify('word '.repeat(40));
    expect(Array.from(slug).length).toBeLessThanOrEqual(MAX_SLUG_CHARS);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('bounds long Hangul titles by bytes, so the temp file beside it still fits NAME_MAX', () => {
    const slug = slugify('가'.repeat(200));
    expect(Buffer.byteLength(slug)).toBeLessThanOrEqual(MAX_SLUG_BYTES);
    expect(slug).toBe('가'.repeat(MAX_SLUG_BYTES / 3));
    expect(Buffer.byteLength(`.${slug}.md.4194304.deadbeef.tmp`)).toBeLessThanOrEqual(255);
  });

  it('never yields a name that escapes a folder or hides itself', () => {
    const nasty = ['..', '../x', '/abs', 'a\\..\\b', '.', '.git', 'x/../../y', '\u202e\u0000', 'nul.txt'];
    for (const title of nasty) {
      const slug = slugify(title);
      expect(slug).not.toMatch(/[\\/]|\.\.|^\.|[\u0000-\u001f<>:"|?*]/);
    }
  });
});

describe('slugFromName', () => {
  it.each([
    ['docker-branch', 'docker-branch'],
    ['Docker Branch', 'docker-branch'],
    ['note.md', 'note'],
    ['브랜치-전환', '브랜치-전환'],
  ])('accepts %j as %j', (name, slug) => {
    expect(slugFromName(name)).toEqual({ ok: true, slug });
  });

  it.each([
    ['../escape', 'path'],
    ['a/b', 'path'],
    ['a\\b', 'path'],
    ['..', 'path'],
    ['x..y', 'path'],
    ['bad\u0007bell', 'control'],
    ['🚀', 'empty'],
  ])('refuses %j as %s', (name, problem) => {
    expect(slugFromName(name)).toEqual({ ok: false, problem });
  });

  it.each([
    ['readme', 'readme-memory'],
    ['README.md', 'readme-memory'],
    ['Con', 'con-memory'],
    ['com1', 'com1-memory'],
  ])('refuses %j as reserved, naming what a title with it becomes (%j)', (name, mapped) => {
    expect(slugFromName(name)).toEqual({ ok: false, problem: 'reserved', mapped });
  });
});
