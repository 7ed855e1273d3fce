// Korean particles after values known only at run time: the form that fits how the value
// is read, or both forms where the reading is unclear.
import { describe, expect, it } from 'vitest';
import { type Josa, josa, particleAfter } from '../../lib/i18n/josa.js';

/** word, then what it takes for 을/를, 이/가, 으로/로. */
const TABLE: Array<[string, string, string, string]> = [
  // Hangul: the last syllable's final consonant; ㄹ takes 로.
  ['사과', '를', '가', '로'],
  ['수박', '을', '이', '으로'],
  ['서울', '을', '이', '로'],
  ['키홀', '을', '이', '로'],
  ['집', '을', '이', '으로'],
  // a placeholder's closing bracket is read past, as a quote is
  ['‹무엇이 언제 일어나는지>', '를', '가', '로'],
  ['<어떻게 하는지›', '를', '가', '로'],
  // Digits as read in Korean: 영 일 이 삼 사 오 육 칠 팔 구.
  ['0', '을', '이', '으로'],
  ['1', '을', '이', '로'],
  ['2', '를', '가', '로'],
  ['3', '을', '이', '으로'],
  ['4', '를', '가', '로'],
  ['5', '를', '가', '로'],
  ['6', '을', '이', '으로'],
  ['7', '을', '이', '로'],
  ['8', '을', '이', '로'],
  ['9', '를', '가', '로'],
  // Numbers end in their last unit: 십 백 천 만 조; 112 is 백십이.
  ['10', '을', '이', '으로'],
  ['100', '을', '이', '으로'],
  ['20000', '을', '이', '으로'],
  ['1000000000000', '를', '가', '로'],
  ['112', '를', '가', '로'],
  ['2026-12-01', '을', '이', '로'],
  ['repo-3', '을', '이', '으로'],
  // a capital after small letters is spelled out: 서비스비, 홈씨, 앱엠, 잡엘
  ['serviceB', '를', '가', '로'],
  ['homeC', '를', '가', '로'],
  ['appM', '을', '이', '으로'],
  ['jobL', '을', '이', '로'],
  ['macOS', '를', '가', '로'],
  // A digit glued to letters may be read in English: only where both readings agree.
  ['api-v2', '를', '가', '로'],
  ['mp3', '을(를)', '이(가)', '(으)로'],
  ['v1', '을', '이', '(으)로'],
  ['v10', '을(를)', '이(가)', '(으)로'],
  // Latin words, read as English.
  ['shop', '을', '이', '으로'],
  ['app', '을', '이', '으로'],
  ['api', '를', '가', '로'],
  ['file', '을', '이', '로'],
  ['main', '을', '이', '으로'],
  ['key', '를', '가', '로'],
  ['my-repo', '를', '가', '로'],
  ['_global', '을', '이', '로'],
  ['string', '을', '이', '으로'],
  ['home', '을', '이', '으로'],
  ['server', '를', '가', '로'],
  ['test', '를', '가', '로'],
  ['git', '을', '이', '으로'],
  ['lock', '을', '이', '으로'],
  ['check', '를', '가', '로'],
  ['code', '를', '가', '로'],
  ['docker-branch-switch', '를', '가', '로'],
  // Spelled out: one letter, no vowel, a short capital abbreviation.
  ['docker-branch.md', '를', '가', '로'],
  ['npm', '을', '이', '으로'],
  ['URL', '을', '이', '로'],
  ['API', '를', '가', '로'],
  ['x', '를', '가', '로'],
  ['settings.json', '을', '이', '으로'],
  // Unclear readings keep both forms.
  ['type', '을(를)', '이(가)', '(으)로'],
  ['book', '을(를)', '이(가)', '(으)로'],
  ['readme', '을(를)', '이(가)', '(으)로'],
  ['up', '을(를)', '이(가)', '(으)로'],
  ['github', '을(를)', '이(가)', '(으)로'],
  // Paths, symbols, other scripts, nothing: both forms.
  ['/home/dana/ws/.ai-core/data/memory/', '을(를)', '이(가)', '(으)로'],
  ['a+', '을(를)', '이(가)', '(으)로'],
  ['黃金', '을(를)', '이(가)', '(으)로'],
  ['', '을(를)', '이(가)', '(으)로'],
  // Quotes and backticks are looked through.
  ['"shop"', '을', '이', '으로'],
  ['`project-memory verify docker-branch`', '를', '가', '로'],
];

describe('josa', () => {
  it.each(TABLE)('%j takes %s, %s and %s', (word, object, subject, toward) => {
    expect(josa(word, '을/를')).toBe(`${word}${object}`);
    expect(josa(word, '이/가')).toBe(`${word}${subject}`);
    expect(josa(word, '으로/로')).toBe(`${word}${toward}`);
  });

  it.each<[string, Josa, string]>([
    ['shop', '은/는', 'shop은'],
    ['api', '은/는', 'api는'],
    ['shop', '과/와', 'shop과'],
    ['api', '과/와', 'api와'],
    ['no-such-memory', '이라/라', 'no-such-memory라'],
    ['main', '이라/라', 'main이라'],
    ['/x/', '과/와', '/x/과(와)'],
    ['/x/', '이라/라', '/x/(이)라'],
  ])('%s with %s is %s', (word, particle, expected) => {
    expect(josa(word, particle)).toBe(expected);
  });

  it.each<[string, string]>([
    ['폴더', '라'],
    ['심볼릭 링크', '라'],
    ['특수 파일', '이라'],
    ['/x/', '(이)라'],
  ])('the particle alone after %s, for an aside that comes between them, is %s', (word, expected) => {
    expect(particleAfter(word, '이라/라')).toBe(expected);
  });
});
