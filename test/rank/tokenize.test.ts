import { describe, expect, it } from 'vitest';
import { capQuery, QUERY_HEAD_CHARS, QUERY_TAIL_CHARS } from '../../lib/rank/query.js';
import { stemEnglish } from '../../lib/rank/stem.js';
import { splitIdentifier, tokenize, uniqueTerms } from '../../lib/rank/tokenize.js';

const shared = (a: string, b: string) => uniqueTerms(a).filter((t) => uniqueTerms(b).includes(t));

describe('Korean', () => {
  it('lets an inflected prompt meet the memory: 브랜치를 바꿨더니 ~ 브랜치 전환', () => {
    expect(shared('브랜치를 바꿨더니 403이 떠요', 'Docker 실행 중 브랜치 전환 시 403 발생')).toEqual(expect.arrayContaining(['브랜', '랜치', '브랜치', '403']));
  });

  it.each([
    ['배포했는데', '배포'],
    ['배포하다가', '배포'],
    ['설정해야', '설정'],
    ['적용됐더니', '적용'],
    ['서버들에서는', '서버'],
    ['브랜치를', '브랜치'],
    ['마이그레이션을', '마이그레이션'],
    ['깃을', '깃'],
  ])('strips particles and endings: %s contains the terms of %s', (inflected, base) => {
    expect(uniqueTerms(inflected)).toEqual(expect.arrayContaining(uniqueTerms(base)));
  });

  it('keeps nouns that end in 의, which a compound of them shares: 주의 ~ 주의사항, 회의 ~ 회의록', () => {
    expect(shared('배포 시 주의', '결제 API 주의사항')).toContain('주의');
    expect(shared('회의 내용 어디서 봐?', '회의록 저장소')).toContain('회의');
    expect(shared('고객 문의는', '문의사항 응대')).toContain('문의');
    // a longer word still loses its 의: 서버의 ~ 서버
    expect(uniqueTerms('서버의')).toEqual(uniqueTerms('서버'));
  });

  it('keeps nouns that merely end like a particle', () => {
    expect(uniqueTerms('권한')).toContain('권한');
    expect(uniqueTerms('결과')).toContain('결과');
    expect(uniqueTerms('문서')).toContain('문서');
  });

  it('indexes syllable bigrams, so a compound written without spaces still matches', () => {
    expect(shared('브랜치전환', '브랜치 전환')).toEqual(expect.arrayContaining(['브랜', '랜치', '전환']));
  });

  it('drops words that are only grammar or filler', () => {
    expect(tokenize('했는데 그런데 좀 이거 왜')).toEqual([]);
  });

  it('reads decomposed (NFD) Hangul, as macOS file names give it, like composed text', () => {
    expect(tokenize('브랜치 전환'.normalize('NFD'))).toEqual(tokenize('브랜치 전환'));
  });

  it('adds the English term for common loanwords, both ways', () => {
    expect(uniqueTerms('도커를 재시작')).toEqual(expect.arrayContaining(['docker', 'restart']));
    expect(shared('도커 띄워놓고', 'docker compose up')).toEqual(['docker']);
  });
});

describe('punctuation read without the Unicode property classes', () => {
  const codePoints = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
  const parting = [...codePoints(0x2000, 0x206f), ...codePoints(0x2190, 0x21ff), ...codePoints(0x2500, 0x257f)];

  it('parts words at every dash, quote, arrow and box-drawing character, as a space does', () => {
    // the first text is read the simple way, the second (é) by the Unicode classes: both must agree with spaces
    const differing = parting.filter(
      (c) =>
        JSON.stringify(tokenize(`log${c}in docker${c}브랜치를${c}전환`)) !== JSON.stringify(tokenize('log in docker 브랜치를 전환')) ||
        JSON.stringify(tokenize(`café log${c}in docker${c}브랜치를${c}전환`)) !== JSON.stringify(tokenize('café log in docker 브랜치를 전환')),
    );
    expect(differing.map((c) => `U+${c.codePointAt(0)?.toString(16)}`)).toEqual([]);
  });

  it('still reads letters beyond ASCII and Hangul as words', () => {
    expect(tokenize('résumé — 日本語 ①')).toEqual(expect.arrayContaining(['résumé', '日本語']));
  });
});

describe('English', () => {
  it.each([
    ['caches', 'cach'],
    ['cached', 'cach'],
    ['caching', 'cach'],
    ['cache', 'cach'],
    ['deployments', 'deploy'],
    ['deploying', 'deploy'],
    ['deployed', 'deploy'],
    ['migrations', 'migrat'],
    ['migrating', 'migrat'],
    ['migrate', 'migrat'],
    ['running', 'run'],
    ['logging', 'log'],
    ['pulling', 'pull'],
    ['branches', 'branch'],
    ['fixes', 'fix'],
    ['dependencies', 'dependency'],
    ['validation', 'valid'],
    ['validated', 'valid'],
    ['quickly', 'quick'],
    ['status', 'status'],
    ['redis', 'redis'],
    ['string', 'string'],
    ['need', 'need'],
    ['k8s', 'k8s'],
  ])('stems %s to %s', (word, stem) => {
    expect(stemEnglish(word)).toBe(stem);
  });

  it('lower-cases, splits on punctuation and drops stopwords', () => {
    expect(tokenize('The Deploy is FAILING, again!')).toEqual(['deploy', 'fail']);
  });

  it.each([
    ['docker-branch-switch-danger', ['docker', 'branch', 'switch', 'danger']],
    ['snake_case_name', ['snak', 'case', 'name']],
    ['getHTTPClient', ['http', 'client', 'gethttpclient']],
    ['GitHub', ['git', 'hub', 'github']],
  ])('splits the name %s', (name, terms) => {
    expect(tokenize(name)).toEqual(terms);
  });

  it('splits camelCase and keeps letter-digit runs whole', () => {
    expect(splitIdentifier('parseHTTPResponse2xx')).toEqual(['parse', 'http', 'response2xx']);
  });

  it('reads "logged in" and "sign out" as the features, not as logging', () => {
    expect(uniqueTerms('users get logged out')).toContain('logout');
    expect(uniqueTerms('after signing in')).toContain('login');
  });
});

describe('mixed text', () => {
  it('tokenises Korean and English in one prompt, particles glued to English words dropped', () => {
    expect(tokenize('docker에서 브랜치 PR을')).toEqual(['docker', '브랜', '랜치', '브랜치', 'branch', 'pr']);
  });
});

describe('capQuery', () => {
  it('keeps a short prompt as it is', () => {
    expect(capQuery('도커 브랜치')).toBe('도커 브랜치');
  });

  it('keeps the head and the tail of a huge prompt', () => {
    const prompt = `ASK-AT-START ${'log line\n'.repeat(600_000)} ASK-AT-END`;
    const capped = capQuery(prompt);
    expect(capped.length).toBeLessThanOrEqual(QUERY_HEAD_CHARS + QUERY_TAIL_CHARS + 1);
    expect(capped).toContain('ASK-AT-START');
    expect(capped).toContain('ASK-AT-END');
  });
});
