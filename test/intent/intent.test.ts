import { describe, expect, it } from 'vitest';
import { hasSaveIntent } from '../../lib/hook/intent.js';
import { growthOverTenfold } from '../support/scaling.js';

describe('hasSaveIntent: Korean requests to remember', () => {
  it.each([
    '이거 기억해: 스테이징 DB는 매주 월요일 02시에 초기화된다',
    '기억해',
    '이거 꼭 기억해!',
    '기억해줘',
    '기억해 줘. 배포는 금요일에 하지 않는다',
    '이건 기억해둬',
    '기억해 둬요',
    '기억해놔',
    '기억해 놔라',
    '이 내용 기억해주세요',
    '기억해 주세요: PDF로만 납품',
    '기억 좀 해줘',
    '기억해 줄래? 스테이징은 월요일에 초기화돼',
    '기억해줄 수 있어?',
    '기억하자: chorus는 항상 high',
    '앞으로 이건 기억해두자',
    '메모리에 저장해줘',
    '이거 memory에 저장해',
    'Memory에 저장 부탁해',
    '프로젝트 메모리에 넣어 줘',
    '메모리에다 기록하자',
    '메모해 둬',
    '메모해둬: 빌드 전에 캐시를 지운다',
    '메모 좀 해줘',
    '잊지 마: API 키는 금요일에 교체된다',
    '잊지 말아줘',
    '다음 세션에서도 기억하세요',
    '첫 줄은 그냥 설명이고\n이건 기억해 줘',
    '이거 기억해 도커는 3000번 포트를 쓴다',
    '기억해 서버 재시작은 월요일 새벽',
    '기억해 보안 그룹은 8443만 연다',
    '기억해 안드로이드 빌드는 JDK 17',
    '이거 저장해줘: 스테이징 DB는 매주 월요일 02시에 초기화된다',
    '이거 저장해줘',
    '이걸 저장해 둬',
    '이거 저장해둬: 배포는 금요일에 하지 않는다',
    '이 내용 저장해 주세요',
    '이 내용을 좀 저장해줘',
    '다음 내용 저장해줘: PDF로만 납품',
    '아래 내용을 저장해 둬요\n- 빌드 전에 캐시를 지운다',
    '이거 저장해 줄래?',
    '저장해줘: 결제 샌드박스는 오후 5시 이후 카드를 거절한다',
    '저장해 둬: chorus는 항상 high',
    '메모해줘',
    '메모해 줘: 빌드는 Node 20',
  ])('true: %s', (prompt) => {
    expect(hasSaveIntent(prompt)).toBe(true);
  });
});

describe('hasSaveIntent: Korean questions and other uses are not requests', () => {
  it.each([
    '기억해?',
    '어제 내가 말한 거 기억해?',
    '기억해요?',
    '그 버그 기억하니',
    '기억나?',
    '혹시 기억나니?',
    '기억하고 있어?',
    '그거 기억해 뒀어?',
    '그건 기억해 둘 필요는 없어',
    '기억해 봐, 어제 어디까지 했지',
    '기억해 보자',
    '기억해 있어?',
    '기억해봐',
    '기억해야 할 게 많네',
    '기억해서 뭐해',
    '난 그거 기억해',
    '저도 기억해요',
    '메모리에 저장된 내용 보여줘',
    'memory에 저장했어?',
    '메모리에 저장 안 해도 돼',
    '메모리에 저장하지 마',
    '메모리에서 찾아줘',
    '메모리 사용량이 너무 높아',
    '메모했어?',
    '잊지 않았지?',
    '이 함수의 반환값을 확인해 줘',
    '```\n// 기억해: cache key\n```\n이 코드 리뷰해줘',
    '파일 저장해줘',
    '이 파일 저장해줘',
    '이거 파일로 저장해줘',
    '이거 DB에 저장해줘',
    '변경사항 저장해줘',
    '수정한 거 저장해 둬',
    '파일 저장해줘: src/app.ts',
    '설정 저장해 줘: 탭 너비 2',
    '저장 버튼이 안 눌려',
    '저장 버튼 눌러줘',
    '저장해줘',
    '저장해',
    '이거 저장해?',
    '이거 저장했어?',
    '이거 저장하지 마',
    '이걸 저장해 주는 함수 만들어줘',
    '이 내용을 저장해 두는 게 좋을까',
    'save()가 이걸 저장해줘야 하는데 안 돼',
    '자동 저장 기능 추가해줘',
    '',
  ])('false: %s', (prompt) => {
    expect(hasSaveIntent(prompt)).toBe(false);
  });
});

describe('hasSaveIntent: English requests to remember', () => {
  it.each([
    'remember this: the staging DB resets every Monday at 02:00',
    'Remember this.',
    'Please remember that the client always wants PDF output.',
    'remember that the staging DB resets on Mondays',
    'Remember: never switch branches while Docker runs',
    'Can you remember this for me?',
    'Could you please remember the following: builds need Node 20',
    'I want you to remember this',
    'save this to memory',
    'Save it to project memory please',
    'add this to memory: chorus is always high',
    'Save as a memory: PDF only',
    'store this in your memory',
    "don't forget this: tokens rotate on Fridays",
    'Do not forget that the VPN drops at midnight',
    'Never forget: deploys freeze on Fridays',
    'Please don\u2019t forget this',
    'keep this in mind for later',
    'Keep that in mind: the API is rate limited',
    'note this down',
    'Note this: staging uses port 8443',
    'make a note of this',
    'memorize this',
    'Do you remember the bug? Anyway, remember this: staging resets Mondays',
    'Note for the future: the CI cache key includes the lockfile hash',
    'For future reference: deploys freeze on Fridays',
    'please remember the build needs Java 21',
    'Please remember our staging DB resets on Mondays.',
    'please remember the client always wants PDF output',
    'Can you please remember the deploy key is in 1Password?',
    'The CI cache broke again. For future reference: its key includes the lockfile hash',
    '  Note for the future: the cache key includes the lockfile hash',
    '- Note for the future: staging resets on Mondays',
    '> For future reference: staging resets on Mondays',
    '**Note for the future:** staging resets on Mondays',
    '(Note for the future: staging resets on Mondays)',
    'ok, note for the future: staging resets on Mondays',
    'Great \u2014 note for the future: staging resets on Mondays',
    'That worked; note for the future: staging resets on Mondays',
  ])('true: %s', (prompt) => {
    expect(hasSaveIntent(prompt)).toBe(true);
  });
});

describe('hasSaveIntent: English questions and passing phrases are not requests', () => {
  it.each([
    'do you remember this?',
    'Do you remember that bug from last week?',
    'did you remember that?',
    'Remember when we fixed the cache?',
    'remember that?',
    'I remember that the tests were flaky',
    "I don't remember this function",
    'If you remember this, tell me',
    'Remember to run lint before committing',
    "Don't forget to run the tests",
    "don't forget the migration",
    'Keep in mind that the API returns null',
    "I'll keep that in mind",
    'Note that the function must return null',
    'Note: this is a draft',
    'store it in memory instead of writing to disk',
    'load this into memory',
    'add this to memory cache',
    'how do I save this to memory in Rust?',
    'the process runs out of memory',
    'did you save this to memory?',
    'Memory leak in the save handler',
    'Fix `remember this` in the docs',
    'Please remember to run lint before committing',
    'Please remember the context from our last session and continue the refactor',
    'please remember the plan and implement step 2 now',
    'Can you please remember the file we edited earlier and reopen it?',
    'please remember me to the team',
    'please remember when the build was green?',
    'Add a "Note for the future:" section to the docs',
    'Write a docstring that starts with "For future reference:"',
    'I wrote in the README a note for the future: deprecate v1',
    'keep the code for future reference',
    'We planned this for the future: a rewrite',
    '',
  ])('false: %s', (prompt) => {
    expect(hasSaveIntent(prompt)).toBe(false);
  });
});

describe('hasSaveIntent on a pasted log', () => {
  it('stays linear: a megabyte with a near-miss on every line', () => {
    const line = 'I remember this and you remember that 기억해 뒀어 파일 저장해줘: 이거 저장했어 ';
    const prompt = (scale: number) => line.repeat(Math.ceil((100_000 * scale) / line.length));
    expect(hasSaveIntent(prompt(10))).toBe(false);
    expect(hasSaveIntent(`${prompt(10)}\nremember this: the end`)).toBe(true);
    // whole-sentence slices per match took 90 s on a megabyte: quadratic, 100× for 10× the text
    expect(growthOverTenfold(prompt, (text) => hasSaveIntent(text))).toBeLessThan(50);
  });
});
