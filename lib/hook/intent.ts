/**
 * Does a prompt ask Claude to remember something? Pure. A false positive costs a
 * directive in the context and a needless "which scope?" question, so the patterns
 * are narrow: a request form ("기억해줘", "remember this"), never a question about the
 * past ("기억해?", "기억나?", "do you remember…", "remember when…?") and never a phrase
 * that ordinary task prompts use in passing ("note that…", "keep in mind that…",
 * "don't forget to…").
 */

import { MACHINE_MEMORY_WORDS } from './machine-memory.js';

/**
 * Code, quoted logs and quoted labels ('a "Remember this device" checkbox', 버튼 문구를
 * '기억해 둬'로, ‘기억해 둬’, 「기억해 줘」) say "remember" for reasons of their own. A single
 * quote beside a letter or a digit is an apostrophe (don't, it's, the 90's), not a quote.
 */
function stripCode(prompt: string): string {
  return prompt
    .replace(/```[\s\S]*?(?:```|$)/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/"[^"\n]{1,60}"|\u201c[^\u201d\n]{1,60}\u201d|\u2018[^\u2019\n]{1,60}\u2019|[\u300c\u300e][^\u300d\u300f\n]{1,60}[\u300d\u300f]/g, ' ')
    .replace(/(?<![A-Za-z0-9])'[^'\n]{1,60}'(?![A-Za-z0-9])/g, ' ');
}

/**
 * Only the words near a match decide: a window keeps the hook linear on a pasted
 * megabyte with a "remember" on every line (whole-sentence slices made it quadratic).
 */
const WINDOW = 300;

/** The text from `index` to the end of its sentence (terminator included), within the window. */
function restOfSentence(text: string, index: number): string {
  const ahead = text.slice(index, index + WINDOW);
  const end = ahead.search(/[.!?。\n]/);
  return end < 0 ? ahead : ahead.slice(0, end + 1);
}

/** The text from the start of the sentence holding `index` up to it, within the window. */
function startOfSentence(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - WINDOW), index);
  const start = Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?'), before.lastIndexOf('\n'));
  return before.slice(start + 1);
}

/** Every match of every pattern: "do you remember this? remember this: …" holds a request. */
function* matchIndexes(text: string, patterns: readonly RegExp[]): Generator<[number, string]> {
  // matchAll clones each pattern, so the shared `g` patterns keep no lastIndex between calls
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) yield [match.index ?? 0, match[0]];
}

/** The sentence holding `index`, within the window either side, up to a colon after it: what follows one is what to keep. */
const sentenceAt = (text: string, index: number): string => `${startOfSentence(text, index)}${restOfSentence(text, index).split(':', 1)[0]}`;

const endsAsQuestion = (text: string, index: number): boolean => restOfSentence(text, index).trimEnd().endsWith('?');

// ── Korean ──────────────────────────────────────────────────────────────────
// Asking forms that stay requests even with a question mark: "기억해 줄래?"
const KO_POLITE_ASK =
  '줄래요?|주실래요|주시겠어요|(?:줄|둘)\\s*수\\s*(?:있어요?|있을까요?|있나요?)|주실\\s*수\\s*있나요|둘래요?|놓을래요?|놔\\s*줄래요?|(?:줬|뒀|놨)으면\\s*좋겠어요?|주면\\s*좋겠어요?';
// Request endings after "기억해": 줘, 둬, 놔, 주세요 … with an optional 요/라.
const KO_REQUEST_TAIL = `(?:${KO_POLITE_ASK}|줘|주세요|주라|주렴|둬|두세요|두자|두렴|놔|놓아|놓자|놓으세요)(?:요|라)?`;
// A request's words as a label of the program's: 기억해요 체크박스, 메모해 주세요 버튼, 기억해 두세요 라는 문구
const KO_LABEL_NOUN = '(?:체크박스|버튼|토글|문구|라벨|레이블|옵션|기능|메뉴|팝업|링크|알림|배너|앱(?![가-힣]))';
const KO_LABEL = `(?:(?:주세요|줘요?|둬요?|두세요)\\s*)?(?:${KO_LABEL_NOUN}|라는|이라는|란\\s)`;
// The next word after a bare "기억해 " that turns it into something else: 기억해 뒀어?
// 기억해 봐, 저장 안 해도, 기억해 둘 필요 없어. Whole word starts only: "기억해 도커는…", "기억해 서버는…" are requests.
// 기억해 두지 마, 기억해 놓지 말고, 기억해 줄 필요 없어: asked not to.
const KO_NOT_A_REQUEST =
  '(?!\\s*(?:뒀(?!으면\\s*좋겠)|놨(?!으면\\s*좋겠)|봐|보자|보고|볼래|볼까|있어|있니|있지|있었|왔|줬|둔\\s|놓았|냈|낼|안\\s|못\\s|둘\\s*필요|놓을\\s*필요|줄\\s*필요|(?:두|놓|놔|주)지\\s*(?:마|말)|달라(?:는|고|던)|달란' +
  // what a program does, not a request: 기억해 두게 해줘, 기억해 두도록 만들어줘, 기억해 두지 못하는 버그,
  // 메모리에 넣어 두는 코드, 기억해요 체크박스 (기억해 두도록 해 is one)
  '|(?:두|놓|주)(?:게|는|고)|줘야|(?:두|놓|주)도록\\s*(?:만들|바꾸|바꿔|고치|고쳐|수정|구현|설정|처리)|(?:두|놓|주)지\\s*(?:않|못)' +
  // what a program does to its data: 기억해 둬서 버그가 나, 기억해 둬야 하는데, 기억해 두면 안 돼, 메모해 두기 기능
  // (not a request said so: 기억해 두면 좋겠어, 기억해 둬야 해: …, 기억해 둬서 다음에 써 줘, 기억해 두기로 해)
  '|(?:둬|놔)서(?![^.!?\\n]{0,40}(?:줘|주세요)(?![가-힣]))|(?:둬|놔)야(?!\\s*(?:해|돼|한다|합니다)(?:요)?\\s*(?:[:.!]|$))' +
  '|(?:둬|놔)(?=[가-힣])(?![요라서야])|(?:두|놓)(?:면(?!\\s*좋겠)|기(?!로)|어야|어서|니까)' +
  `|${KO_LABEL}))`;
const HANGUL_BOUNDARY = '(?![가-힣])';
// "this", as the thing to save: 이거, 이걸, 이 내용을, 다음 내용, 아래 …
const KO_SAVE_OBJECT =
  '(?:이거|이걸|이것(?:을|은|도)?|이건|이\\s*(?:내용|사실|정보|점)(?:을|은|도|를|는)?|(?:다음|아래)(?:\\s*(?:내용|사실|정보))?(?:을|은|를|는)?)';
// what "저장해줘" saves when it is not a memory: a file, code, changes, settings …
const KO_FILE_WORD = '(?:파일|코드|변경\\s*사항|변경|수정\\s*사항|수정|설정|문서|결과|로그|이미지|데이터|작업)(?:을|를|은|는|도)?';

// an order written as a noun (기억할 것, 잊지 말 것) closes its clause: 기억할 것 같아, 기억할 것 없이 are none
const NOUN_ORDER_ENDS = '(?=\\s*(?:[:.!\\n]|$))';
// what was learned, named as the thing to keep: 우회 방법, 이 규칙, 그 결정
const KO_LEARNED = '(?:방법|규칙|사실|팁|결정|교훈|해결책|노하우|주의\\s*사항)';

// made on first use: most prompts hold no word TRIGGER looks for and never need them (with
// EN_PATTERNS and FORGET_EN, ~0.5 ms of a prompt's start when made as the module loaded)
let koPatterns: readonly RegExp[] | undefined;
const KO_PATTERNS = (): readonly RegExp[] =>
  (koPatterns ??= [
    // 기억해줘 / 기억 좀 해 둬 / 기억해 주세요 / 기억해둬라 (not a label: 기억해 주세요 버튼)
    new RegExp(`기억\\s*(?:좀\\s*)?해\\s*${KO_REQUEST_TAIL}${HANGUL_BOUNDARY}(?!\\s*${KO_LABEL})`, 'gu'),
    // bare 기억해 / 기억해요 / 기억하세요, followed by a break, not by 야/서/봐 …
    new RegExp(`기억\\s*(?:좀\\s*)?(?:해요?|하세요|해라)${HANGUL_BOUNDARY}${KO_NOT_A_REQUEST}`, 'gu'),
    // 기억하자 / 기억해두자 / 기억합시다
    new RegExp(`기억\\s*(?:하자|합시다|해\\s*두자)${HANGUL_BOUNDARY}`, 'gu'),
    // 메모리에 저장해 / memory에 넣어 줘 / 메모리에다 기록하자 (not 저장된, 저장했, 저장 안 해도)
    new RegExp(
      `(?:메모리|memory)\\s*(?:에다가?|에|로)\\s*(?:(?:저장|기록|추가)\\s*(?:좀\\s*)?(?:해\\s*${KO_REQUEST_TAIL}|해|하자|하세요|합시다)?|(?:넣어|남겨)\\s*(?:${KO_REQUEST_TAIL})?)${HANGUL_BOUNDARY}${KO_NOT_A_REQUEST}`,
      'giu',
    ),
    // 기억하고 있어 줘 (not 기억하고 있어, which tells the speaker does), 머릿속에 넣어 둬
    new RegExp(`기억하고\\s*있어\\s*(?:줘|주세요|줘요|주라)${HANGUL_BOUNDARY}`, 'gu'),
    new RegExp(`머릿\\s*속에\\s*(?:넣어|담아)\\s*${KO_REQUEST_TAIL}${HANGUL_BOUNDARY}`, 'gu'),
    // 이건 꼭 알아 둬: … / …2칸이야, 알아 둬: what to keep named ("this", a colon after, a fact before
    // the comma); a bare "알아 둬/놔" as often means "look it up" (AWS 요금제 좀 알아 놔)
    new RegExp(
      `(?:(?<![가-힣])(?:이거|이건|이것|이\\s*(?:내용|점|사실|규칙))(?:은|는|을|를)?\\s*(?:꼭\\s*|좀\\s*)?|(?:야|이야|다|요|임)\\s*,\\s*|(?<![가-힣])참고로\\s*(?:꼭\\s*)?)알아\\s*(?:둬|두세요|두라|두자|두렴)(?:요|라)?${HANGUL_BOUNDARY}${KO_NOT_A_REQUEST}|알아\\s*(?:둬|두세요)(?:요)?\\s*:`,
      'gu',
    ),
    // 기억 부탁해 / 이거 외워 둬
    new RegExp(`기억\\s*(?:좀\\s*)?부탁(?:해|해요|합니다|드려요|드립니다)?${HANGUL_BOUNDARY}`, 'gu'),
    new RegExp(`외워\\s*${KO_REQUEST_TAIL}${HANGUL_BOUNDARY}`, 'gu'),
    // 메모해 둬 / 메모 좀 해줘 / 메모해 / 메모 좀 남겨 줘 / 메모 부탁해
    new RegExp(`(?:메모|노트)\\s*(?:좀\\s*)?해\\s*(?:${KO_REQUEST_TAIL})?${HANGUL_BOUNDARY}${KO_NOT_A_REQUEST}`, 'gu'),
    new RegExp(`메모\\s*(?:좀\\s*)?(?:남겨\\s*${KO_REQUEST_TAIL}|부탁(?:해|해요|합니다|드려요|드립니다)?)${HANGUL_BOUNDARY}(?!\\s*${KO_LABEL})`, 'gu'),
    // 이거 적어 둬 / 이 내용 기록해 줘: "this" before it, as with 저장 (not 로그에 기록해 줘)
    new RegExp(`(?<![가-힣])${KO_SAVE_OBJECT}\\s*(?:좀\\s*)?(?:적어|기록해)\\s*${KO_REQUEST_TAIL}${HANGUL_BOUNDARY}`, 'gu'),
    // 기록해 줘: … — what to keep follows the colon; not 로그 기록해 줘: …
    new RegExp(`(?<![가-힣])(?<!${KO_FILE_WORD}\\s{0,3})기록\\s*(?:좀\\s*)?해\\s*(?:${KO_REQUEST_TAIL})?\\s*:`, 'gu'),
    // 잊지 마 / 잊지 말아 줘 / 잊지마세요
    // (not a label: 잊지 마세요 알림 문구를 번역해 줘; 잊지 마 배너 이미지는 CDN에 있어 is a request)
    new RegExp(
      `잊지\\s*(?:마|마세요|마라|말아\\s*(?:줘|주세요|요)?|말고\\s*기억|말\\s*것${NOUN_ORDER_ENDS})${HANGUL_BOUNDARY}(?!\\s*(?:[가-힣]{1,6}\\s*)?${KO_LABEL_NOUN}\\s*(?:을|를|의|문구|텍스트|번역))`,
      'gu',
    ),
    // 이거 잊지 말자: … / 잊지 말자, 이 고객은 PDF만 받아: what to keep named or following (not 회의 잊지 말자, a reminder)
    /(?:(?<![가-힣])(?:이거|이건|이것|이\s*(?:내용|점|사실|규칙))(?:은|는|을|를)?\s*(?:꼭\s*)?잊지\s*말자|잊지\s*말자\s*[:,])/gu,
    // 명심해 / 명심하세요 / 명심해 둬, and 기억할 것: a note's imperative (not 명심해야, 기억할 것이 많다)
    new RegExp(`명심\\s*(?:해\\s*(?:${KO_REQUEST_TAIL})?|하세요|해라|하자|합시다|할\\s*것${NOUN_ORDER_ENDS})${HANGUL_BOUNDARY}`, 'gu'),
    new RegExp(`기억할\\s*것${NOUN_ORDER_ENDS}`, 'gu'),
    // 다음에도 기억할 수 있게 적어 둬 / 다음 세션에서도 알 수 있게 남겨 둬 / 앞으로 참고하게 저장해 둬: kept for later, said so
    new RegExp(
      `(?:다음|나중|앞으로|이후)[^.!?\\n]{0,30}?(?:수\\s*있게|있도록|참고하게|참고하도록)\\s*(?:좀\\s*)?(?:적어|남겨|저장해|기록해|메모해)\\s*${KO_REQUEST_TAIL}${HANGUL_BOUNDARY}`,
      'gu',
    ),
    // 이번에 찾은 우회 방법 저장해 줘 / 이 규칙 기록해 둬: what was learned, named
    new RegExp(`${KO_LEARNED}(?:을|를|은|는|도)?\\s*(?:좀\\s*)?(?:저장|기록)\\s*(?:좀\\s*)?해\\s*${KO_REQUEST_TAIL}${HANGUL_BOUNDARY}`, 'gu'),
    // 이거 저장 좀 / 이거 저장 좀 부탁해
    new RegExp(
      `(?<![가-힣])${KO_SAVE_OBJECT}\\s*(?:좀\\s*)?저장\\s*(?:좀|부탁)(?:\\s*(?:해\\s*${KO_REQUEST_TAIL}|부탁(?:해|해요|합니다|드려요)?|해(?:요)?))?(?=[\\s.!]*(?:$|[\\n:]))`,
      'gu',
    ),
    // 이거 remember 해 줘 / memorize 해 둬: the English verb in a Korean sentence
    new RegExp(`\\b(?:remember|memori[sz]e)\\s*(?:좀\\s*)?해\\s*(?:${KO_REQUEST_TAIL})?${HANGUL_BOUNDARY}${KO_NOT_A_REQUEST}`, 'giu'),
    // 이거 저장해줘 / 이 내용 저장해 둬 / 다음 내용 좀 저장해 주세요: "저장" alone is about files,
    // so only with "this" right before it (not 이 파일, 이거 파일로, 이거 DB에)
    new RegExp(`(?<![가-힣])${KO_SAVE_OBJECT}\\s*(?:좀\\s*)?저장\\s*(?:좀\\s*)?해\\s*${KO_REQUEST_TAIL}${HANGUL_BOUNDARY}`, 'gu'),
    // 저장해줘: … / 저장해 둬: … — what to keep follows the colon; not 파일 저장해줘: a.ts
    new RegExp(`(?<![가-힣])(?<!${KO_FILE_WORD}\\s{0,3})저장\\s*(?:좀\\s*)?해\\s*(?:${KO_REQUEST_TAIL})?\\s*:`, 'gu'),
  ]);

const KO_POLITE_ASK_RE = new RegExp(`(?:${KO_POLITE_ASK})\\s*\\?`, 'u');
// "난 그거 기억해" / "저도 기억해요": the speaker remembering, not a request
const KO_SPEAKER_SUBJECT = /(?:^|\s)(?:나는|난|저는|전|나도|저도)\s/u;

/** A program's memory, beside the other places it keeps things: "localStorage 말고 메모리에 저장해 줘" is code to write. */
const KO_RAM_CONTEXT = /localStorage|sessionStorage|redis|캐시|디스크|데이터베이스|쿠키|\bDB\b|재사용|갱신/i;
/** Where a program keeps what it remembers: "사용자 선택을 쿠키에 기억해 줘", "세션에 로그인 정보를 기억해 둬". */
const KO_STORE_PLACE = /(?:쿠키|세션|localStorage|sessionStorage|스토리지|\bDB|데이터베이스|캐시|URL|redis|레디스|브라우저)(?:에|에다가?)(?![가-힣])/i;

/**
 * 메모 남겨 줘, 메모 부탁해, 이거 적어 둬, 기록해 줘: say where they keep it only by where they
 * stand: a request opens its sentence ("이거 적어 둬", "앞으로 메모 부탁해"), while "README에 다음
 * 내용 적어 줘", "CHANGELOG에 기록해 줘:" and "회의록 메모 부탁해" name a file or a thing to write.
 */
const KO_PLACE_FREE = /메모\s*(?:좀\s*)?(?:남겨|부탁)|적어|기록/;
const KO_LEARNED_FIRST = new RegExp(`^${KO_LEARNED}`, 'u');
const KO_OPENERS_ONLY = /^[\s,.!]*(?:(?:앞으로|그리고|참고로|아참|아|네|응|좋아|그럼|그러면|꼭|제발|혹시|또|일단)[\s,.!]*)*$/u;

/**
 * A file, a page or code to write in, right before the request: "TODO 주석으로 메모해 둬",
 * "README에 다음 사람이 볼 수 있게 적어 둬" ("메모해 둬, 릴리스 노트는 CHANGELOG에 쓴다" names one after it: a request).
 */
const KO_WRITE_PLACE =
  /(?:주석|TODO|README|CHANGELOG|문서|파일|위키|wiki|노션|notion|슬랙|slack|이슈|PR|커밋\s*메시지|코드|시트|엑셀)(?:으로|로|에|에다가?)\s*(?:좀\s*)?$/i;
/**
 * An action to do, named right before 잊지 마: "테스트 돌리는 거", "배포하는 것을" (don't forget to …); not what is
 * told (초기화된다는 거, 바뀐다는 걸: a fact to keep).
 */
const KO_TO_DO = /[가-힣](?<![다라])는\s*(?:거|것|걸)(?:을|를|도)?\s*$/u;
/** A word marked as a subject ("컴포넌트가", "앱이"); the model's own (네가, 니가, Claude가) and the speaker's are no other's. */
const KO_SUBJECT = /(?:^|\s)([가-힣A-Za-z0-9]+)(?:가|이)(?=\s)/gu;
const KO_NOT_OTHER = /^(?:네|니|너|내|제|나|저|우리|저희|claude|클로드|당신)$/i;
/** A clause's end between the subject and the request: "이 규칙이 중요하니까 기억해 두도록 해" is asked of the model. */
const KO_CLAUSE_END = /[가-힣](?:니까|니|지만|는데|면|서|고)[\s,]/u;
const hasOtherSubject = (before: string): boolean =>
  [...before.matchAll(KO_SUBJECT)].some((m) => !KO_NOT_OTHER.test(m[1] ?? '') && !KO_CLAUSE_END.test(before.slice((m.index ?? 0) + m[0].length)));

/**
 * What a program keeps across a reload or a restart, with 도 ("even after"), right before the
 * request or before its object: "검색 필터를 새로고침해도 기억해 줘", "앱을 껐다 켜도 스크롤 위치를
 * 기억해 줘" ask for code; "새로고침할 때 캐시가 날아가니까 그거 기억해 줘" and "서버가 재시작해도 세션
 * 유지돼, 기억해 줘" tell a fact.
 */
const KO_PERSIST =
  /(?:새로\s*고침|리로드|재시작|다시\s*(?:열|켜|접속|들어와|로그인)|껐다\s*켜|닫아|나갔다\s*(?:와|들어와)|로그아웃)[가-힣]*도\s+(?:(?:[가-힣A-Za-z0-9]+\s+){0,2}[가-힣A-Za-z0-9]+(?:을|를)\s*)?$/u;
/** How a program keeps state, named right after the request: "다크 모드 설정을 기억해 줘. localStorage 써서". */
const KO_STATE_TECH = /localStorage|sessionStorage|IndexedDB|쿠키|useState|상태\s*관리|redux|zustand|recoil|pinia|vuex/i;
/** A fact told as reported speech before the request: "…된다는 거", "…라는 걸", "…다고". */
const KO_REPORTED = /[가-힣](?:다는|라는|다고|라고|단|란)\s/u;
/**
 * What a screen or a form keeps, as the object right before the request ("탭을", "입력한 값을",
 * "스크롤 위치를", "설정을"): the program's state, not a fact ("CI가 쓰는 노드 버전을", "팀장이 정한
 * 배포 순서를" are what a user tells).
 */
const KO_STATE_OBJECT = /(?:탭|값|입력값|입력|스크롤|위치|필터|검색어|설정|테마|모드|선택|체크|정렬|상태|로그인|장바구니|폼|페이지|화면)(?:을|를)\s*$/u;

/**
 * A program asked to remember: "폼이 사용자가 입력한 값을 기억해 줘" (another subject, a thing the
 * screen keeps), "검색 필터를 새로고침해도 기억해 줘", "다크 모드 설정을 기억해 줘. localStorage 써서".
 */
function asksForCode(text: string, before: string, after: number): boolean {
  if (KO_REPORTED.test(before)) return false;
  if (KO_PERSIST.test(before)) return true;
  if (!KO_STATE_OBJECT.test(before)) return false;
  if (hasOtherSubject(before)) return true;
  const next = text.slice(after, after + 40);
  return !/^\s*:/.test(next) && KO_STATE_TECH.test(next);
}

function matchesKorean(text: string): boolean {
  for (const [at, found] of matchIndexes(text, KO_PATTERNS())) {
    // the sentence before the match, once: most vetoes read it (a pasted megabyte of 기억해 is a match every few words)
    const before = startOfSentence(text, at);
    if (KO_SPEAKER_SUBJECT.test(` ${before}`)) continue;
    const toMemory = /메모리|memory/i.test(found);
    if (toMemory && KO_RAM_CONTEXT.test(sentenceAt(text, at))) continue;
    const remember = /기억/.test(found);
    if (remember && KO_STORE_PLACE.test(sentenceAt(text, at))) continue;
    if (KO_PLACE_FREE.test(found) && !toMemory && !KO_LEARNED_FIRST.test(found) && !KO_OPENERS_ONLY.test(before)) continue;
    // 주석으로 메모해 둬, README에 적어 둬: a file or a page to write in
    if (!toMemory && !remember && !/명심/.test(found) && KO_WRITE_PLACE.test(before.slice(-40))) continue;
    // 테스트 돌리는 거 잊지 마: this task's reminder, as "don't forget to" is (… 하는 거 기억해 줘 tells a fact as often)
    if (/^잊지/.test(found) && KO_TO_DO.test(before.slice(-20))) continue;
    // 컴포넌트가 스크롤 위치를 기억해 두도록 해 줘: a program made to remember
    const after = at + found.length;
    if (remember && /^\s*(?:두|놓)도록/.test(text.slice(after, after + 10)) && hasOtherSubject(before)) continue;
    if (remember && asksForCode(text, before, after)) continue;
    const asked = endsAsQuestion(text, at) && !KO_POLITE_ASK_RE.test(restOfSentence(text, at));
    if (asked) continue;
    return true;
  }
  return false;
}

// ── English ─────────────────────────────────────────────────────────────────
// what a program or a page remembers: "remember this device (for 30 days)", "remember this user
// across tabs", "remember this choice in a cookie" ("remember this choice: we went with Postgres",
// "remember this session's outcome" and "remember that sessions expire" are requests)
const EN_PROGRAM_THING =
  '(?!\\s+(?:(?:device|browser|computer|machine|user|login|username|password|account|choice|selection|session|tab|window|position|filter|theme)(?=\\s*(?:[.,;!?)]|$|\\b(?:for|across|between|on|in|after|until|when|so|and)\\b))|in\\s+(?:a\\s+|the\\s+)?(?:cookies?|localStorage|sessionStorage|session|browser|url)\\b))';
// "this", or "this fact" and the like (not "this device", a thing a program remembers)
const EN_OBJECT = `(?:this${EN_PROGRAM_THING}(?:\\s+(?:fact|tip|rule|note|info|information|detail|bit|point|one))?|(?:that|these)(?:\\s+(?:fact|tip|rule|note|info|information|detail|bit|point|one)s?)?|it${EN_PROGRAM_THING}|the\\s+(?:following|above))`;
// "add this to memory cache", "save it to memory usage stats", "save it to memory and reuse it": the machine's memory
// ("save this to memory instead of CLAUDE.md", "… and use it next session" are requests)
const EN_NOT_RAM = `(?!\\s*${MACHINE_MEMORY_WORDS}|\\s+and\\s+(?:re-?use|read|load|return|fetch)\\b)`;
// verbs that state a fact about a subject: a closed list, so a task ("…the plan and implement…") never reads as one
const EN_FACT_VERB =
  "(?:is|are|was|were|isn't|aren't|wasn't|has|have|hasn't|needs?|uses?|must|should|shouldn't|can't|cannot|won't|will|requires?|runs?|resets?|breaks?|fails?|returns?|lives?|expects?|wants?|takes?|always|never|only|doesn't|don't|does|do)";
let enPatterns: readonly RegExp[] | undefined;
const EN_PATTERNS = (): readonly RegExp[] =>
  (enPatterns ??= [
    // remember this / remember: … / remember that the staging DB resets (not "remember to", "remember when")
    new RegExp(`\\bremember\\s+${EN_OBJECT}\\b|\\bremember(?:\\s+for\\s+(?:next\\s+time|later|the\\s+future))?\\s*:`, 'gi'),
    // "please remember the staging DB resets on Mondays", "remember the node version CI uses": a fact,
    // its subject then a verb that states one (not "please remember the plan and implement step 2", a
    // recall); without "please", only where the request opens its clause (matchesEnglish)
    new RegExp(
      `\\b(?:please\\s+)?remember\\s+(?!(?:to|when|how|why|what|where|who|whether|if|me|us|this|that|these|it)\\b)(?:[\\w'./-]+\\s+){1,5}?${EN_FACT_VERB}\\b`,
      'gi',
    ),
    // "Note for the future: …" / "For future reference: …" opening a prompt, a sentence or a clause
    // ("ok, note for the future: …"), markup before it too ("- ", "> ", "**"): a fact after the
    // colon, not a section a prompt asks to write ('Add a "Note for the future:" section')
    // (a "(" opens it but is not repeated after: a run of them tried from each one was quadratic)
    /(?:^|[\n.!?;:,(\u2013\u2014])[ \t>*_\u2022-]*(?:(?:please\s+)?note\s+for\s+(?:(?:the\s+)?future|next\s+time)\s*:|for\s+future\s+reference\s*(?::|,(?!\s*(?:please|pls|can|could|would|will|add|create|write|make|update|fix|change|remove|put|document|let'?s|how|what|why|where|when|which|who|is|are|do|does|should)\b)))/gi,
    // save this to memory / add it to project memory / save as a memory
    new RegExp(
      `\\b(?:save|add|record|commit)\\b(?:\\s+${EN_OBJECT})?\\s+(?:(?:to|into|as)\\s+(?:the\\s+|your\\s+|a\\s+)?(?:project(?:'s)?\\s+)?|in\\s+(?:your|the\\s+project(?:'s)?|project)\\s+)memor(?:y|ies)\\b${EN_NOT_RAM}|\\bsave\\s+a\\s+memory\\b`,
      'gi',
    ),
    // store/put/write only with the project's memory: "store it in memory" is a caching question
    new RegExp(`\\b(?:store|put|write|keep)\\b(?:\\s+${EN_OBJECT})?\\s+(?:to|in|into)\\s+(?:your|the\\s+project|project)\\s+memory\\b${EN_NOT_RAM}`, 'gi'),
    // don't forget this / don't forget: … / never forget that … (not "don't forget to run the tests")
    new RegExp(`\\b(?:don'?t|do\\s+not|never)\\s+forget\\s*(?:${EN_OBJECT}\\b|:)`, 'gi'),
    // keep this in mind (not "keep in mind that", which task prompts use in passing)
    new RegExp(`\\bkeep\\s+${EN_OBJECT}\\s+in\\s+mind\\b`, 'gi'),
    // note this down / make a note of this / take note of that / memorize this ("Note that X" is prose)
    new RegExp(
      `\\bnote\\s+${EN_OBJECT}\\s+down\\b|\\bnote\\s+this\\s*:|\\bnote\\s+(?:this|that)\\s+(?:down\\s+)?for\\s+(?:the\\s+team|later|the\\s+future|next\\s+time|everyone)\\b|\\b(?:make|take)\\s+(?:a\\s+)?note\\s+of\\s+${EN_OBJECT}\\b|\\bmake\\s+a\\s+note\\s*(?::|that\\b)|\\bmemori[sz]e\\s+${EN_OBJECT}\\b`,
      'gi',
    ),
  ]);

/**
 * What may come before a request in its sentence: nothing; words that only open it ("also",
 * "ok", "let's", "Claude"); a clause's start (",", ":", a dash, a list mark); or asking the
 * model ("I want you to", "you should"). "Make the login form remember this user's choice",
 * "The form should always remember this device" and "a cache that will remember this value"
 * say what a program does.
 */
const OPENERS_ONLY =
  /^[\s,.!:;()'"\u2013\u2014>*\u2022-]*(?:(?:and|also|so|now|just|ok(?:ay)?|yes|yeah|yep|sure|great|thanks|thx|hey|hi|pls|plz|please|kindly|then|but|oh|btw|fyi|anyway|claude|first|finally|lastly|always|let'?s|going\s+forward|from\s+now\s+on|for\s+(?:later|the\s+future)|perfect|nice|cool|good(?:\s+catch)?|alright|all\s+right|important|awesome)\b[\s,.!:;()\u2013\u2014-]*)*$/i;
const ASKS_AT_END =
  /(?:[,:;()\u2013\u2014>*\u2022-]|\b(?:make\s+sure\s+(?:to|you)|be\s+sure\s+to|try\s+to|you\s+(?:should|must|need\s+to|have\s+to)|(?:want|need|like|ask(?:ing)?)\s+you\s+to))\s*$/i;
const clauseOpens = (before: string): boolean => OPENERS_ONLY.test(before) || ASKS_AT_END.test(before) || !/\p{L}/u.test(before);

/** Where a program keeps what it remembers: "Remember this setting in localStorage", "… in the session table". */
const EN_STORE_PLACE =
  /\b(?:in|into|to)\s+(?:a\s+|the\s+)?(?:cookies?|localStorage|sessionStorage|session(?:\s+(?:table|store))?|url|query\s+string|database|db|redis|indexeddb|store)\b/i;

/** A program's memory, beside the other places it keeps things: "Instead of Redis, save it in memory" is code to write. */
const EN_RAM_CONTEXT =
  /localStorage|sessionStorage|redis|\bdisk\b|\bcache|database|\bdb\b|\bram\b|\bheap\b|\bpersist|\bflush|in-memory|handlers?\b|\ba\s+map\b/i;

// "can you remember this?" asks for a save; "do you remember this?" asks about the past
const EN_POLITE_ASK = /\b(?:can|could|would|will)\s+you\s+(?:please\s+|also\s+)*$/i;
// a subject or auxiliary right before the verb makes it a statement or a question:
// "I remember that", "did you save this to memory?", "if you keep this in mind"
const EN_NOT_IMPERATIVE =
  /\b(?:i|we|you|they|he|she|i'll|we'll|you'll|i'd|we'd|do|does|did|don't|didn't|doesn't|can't|cannot|couldn't|won't|if|as|when)\s+(?:(?:also|still|always|really|just|never|not|probably)\s+)*$/i;

// asked not to: "no need to remember this", "never save this to memory", "you don't have to …"
const EN_NEGATED =
  /(?:\bno\s+(?:need|reason)|\bnot\s+(?:worth\s+it|necessary)|\bneedn't|\bnever|\b(?:don't|do\s+not|doesn't|does\s+not|won't|shouldn't)\s+(?:need|have))(?:\s+to)?\s+(?:(?:also|really|just|even)\s+)*$/i;

function matchesEnglish(text: string): boolean {
  for (const [at, found] of matchIndexes(text, EN_PATTERNS())) {
    // "memory" with nothing to say it is the project's, in a sentence about where code keeps data
    if (/memor/i.test(found) && !/\b(?:your|project(?:'s)?)\s+memor/i.test(found) && EN_RAM_CONTEXT.test(sentenceAt(text, at))) continue;
    if (/remember/i.test(found) && EN_STORE_PLACE.test(sentenceAt(text, at))) continue;
    const before = startOfSentence(text, at).replace(/\bplease\s+$/i, '');
    if (EN_NEGATED.test(before)) continue;
    const politeAsk = EN_POLITE_ASK.test(before);
    if (!politeAsk && EN_NOT_IMPERATIVE.test(before)) continue;
    if (!politeAsk && endsAsQuestion(text, at)) continue;
    // a match that opens with its own clause mark ("ok, note for the future:") starts one
    // nothing before it but marks and emoji (`👍 save this to memory`) opens a clause too
    const opens = clauseOpens(before) || /[\n.!?;:,(\u2013\u2014]/.test(text[at] ?? '');
    if (!politeAsk && !opens) continue;
    return true;
  }
  return false;
}

// Every pattern above holds one of these words; most prompts hold none and stop here.
// Decomposed Hangul (jamo) only becomes "기억" after NFC, so it skips the shortcut.
const TRIGGER = /기억|메모|노트|명심|잊지|저장|외워|적어|기록|남겨|알아|머릿|remember|memor|forget|mind|note|future/i;
const JAMO = /[\u1100-\u11ff]/;

// this package's own command (/project-memory:remember, or /remember where no other takes the
// name) brings its own steps: a directive beside them would be a second set to reconcile
const OWN_COMMAND = /^\s*\/(?:project-memory:)?remember(?:\s|$)/;

/** True when the prompt asks to save something into memory. */
export function hasSaveIntent(prompt: string): boolean {
  if ((!TRIGGER.test(prompt) && !JAMO.test(prompt)) || OWN_COMMAND.test(prompt)) return false;
  const text = stripCode(prompt)
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'");
  return matchesKorean(text) || matchesEnglish(text);
}

/**
 * A request to delete a memory, named as one: "forget that memory", "delete the memory about
 * X", "remove X from the project memory", "그 memory 지워 줘", "배포 기억은 삭제해 줘". Not
 * "forget it" nor "그건 잊어 줘" (never mind), not "don't forget the memory leak", nor a
 * machine's memory ("clear the memory cache", "메모리 캐시를 지워 줘").
 */
// "the memory store", "the memory of the last request": a program's memory, named with what it holds
// the memory named ends the phrase (a stop, "about …", "that …"): "the memory column", "the
// memory field", "the memory.ts module", "the memory-heavy tests" are a program's
const EN_MEMORY_ENDS = '(?=\\s*(?:$|[.,!?;)](?:\\s|$)|\\s(?:about|on|for|named|called|that|which|please|too|now|again|we|i|you)\\b))';
let forgetEn: RegExp | undefined;
const FORGET_EN = (): RegExp =>
  (forgetEn ??= new RegExp(
    `(?<!\\b(?:don'?t|do\\s+not|never|not)\\s+(?:(?:want|need|have)\\s+to\\s+)?)\\b(?:forget|delete|remove|erase|drop)\\s+(?:the|that|this|those|these|our|my|your)\\s+(?:[\\w-]+\\s+){0,3}?(?<!\\b(?:shared|virtual|physical|gpu|video|main|process|in-process|system)\\s+)memor(?:y|ies)${EN_MEMORY_ENDS}|\\b(?:forget|delete|remove|erase|drop)\\b[^.!?\\n]{1,60}?\\bfrom\\s+(?:the\\s+|your\\s+)?project\\s+memory\\b`,
    'i',
  ));
// a request to delete: 지워 줘, 삭제해 주세요; bare (지워, 삭제) only ending the line
const KO_DELETE = '(?:(?:지워|삭제해|없애)\\s*(?:줘|주세요|줄래|줘요)|(?:지워|삭제해|삭제|없애)(?=\\s*[.!~]*\\s*$))(?![가-힣])';
const KO_PARTICLE = '\\s*(?:은|는|을|를|도)?\\s*(?:좀\\s*)?';
// 기억 pointed at (그 기억, 지난 기억), by its topic (배포 기억은) or opening a line (기억 지워 주세요),
// with the request plain or bare: 기억 is a note, never a machine's
const FORGET_KO_NOTE = new RegExp(`(?:(?<![가-힣])(?:그|이|저|해당|방금|지난|아까)\\s*|[가-힣A-Za-z0-9]\\s*|^\\s*)기억${KO_PARTICLE}${KO_DELETE}`, 'm');
// memory or 메모리 pointed at, a word or two between (그 memory, 이 프로젝트 메모리), asked for in
// so many words (지워 줘): not a machine's ("이 GPU 메모리 지워 줘", "아까 할당한 메모리 지워 줘")
const FORGET_KO_MEMORY =
  /(?<![가-힣])(?:그|이|저|해당|방금|지난|아까)\s*(?:(?!GPU|VRAM|RAM|pod|힙|heap|스택|캐시|버퍼|공유|가상|물리|할당)[^\s]+\s+){0,2}?(?:memory|메모리)\s*(?:은|는|을|를|도)?\s*(?:좀\s*)?(?:지워|삭제해|없애)\s*(?:줘|주세요|줄래|줘요)(?![가-힣])/i;

/** True when the prompt asks to delete a memory (the hook then shows the forget command). */
export function hasForgetIntent(prompt: string): boolean {
  if (!/forget|delete|remove|erase|drop|지워|삭제|없애/i.test(prompt)) return false;
  const text = stripCode(prompt).normalize('NFC');
  if (FORGET_EN().test(text)) return true;
  const ko = FORGET_KO_NOTE.exec(text) ?? FORGET_KO_MEMORY.exec(text);
  return ko !== null && !KO_RAM_CONTEXT.test(sentenceAt(text, ko.index));
}

/** An answer to the scope question: the scope (1 global, 2 this project, 3 don't save), and whether by its number. */
interface ScopeAnswer {
  pick: 1 | 2 | 3;
  /** a number stands for what the question put there; words say the scope themselves */
  byNumber: boolean;
  /**
   * an answer only where the question is known to have been put: a number with more asked after
   * it ("1, fix the login bug"), a choice by its place ("첫 번째"), a bare 전체; where no transcript
   * says what was asked (UNSURE_ORDER), none
   */
  loose?: true;
}

/**
 * A prompt that answers the scope question ("1) _global 2) <key> 3) don't save"): by its
 * number ("1", "2번", "1)", "2. this project", "option 2", "yes, 2", "2, thanks") or in
 * words ("this project", "global", "don't save", "프로젝트에 저장해"). Only short prompts
 * count; the caller asks only in a session that was just shown the question.
 */
export function scopeAnswer(prompt: string): ScopeAnswer | undefined {
  // full-width digits (１) are the digits an IME gives; a curly apostrophe (don’t) is what smart punctuation types
  const text = prompt
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .trim();
  // each answer holds one of these: most short prompts ("fix the build") stop here, before
  // the patterns below are made (some 0.5 ms in a hook's process)
  if (text.length > ANSWER_MAX || !SCOPE_WORDS.test(text) || !ANSWER_START.test(text)) return undefined;
  // the number and, after a comma, what else the user asks ("1번, 근데 제목은 …", "1 please, then
  // rerun the tests"): one line, no number after the comma ("2, 3 tests still fail") nor a second
  // choice's number later (a numbered task list is no answer)
  const ahead = /^(?:(?:yes|yeah|ok(?:ay)?|sure|네|예|응)[\s,.:!]*)?([123])\s*(?:번\s*)?(?:이요|요|please)?\s*(?:,|(?<=[요e])\.)\s+(?!\d)\S/i.exec(text);
  if (ahead && !text.includes('\n') && !/(?:^|\s)[123]\s*(?:번\s*)?[.),:]/.test(text.slice(ahead[0].length - 1))) {
    return { pick: Number(ahead[1]) as 1 | 2 | 3, byNumber: true, loose: true };
  }
  if (text.length > 40) return undefined;
  // the number, after a word of assent at most, and followed by nothing, a space, ")", ",",
  // "번", or a "." that starts no decimal ("1.5")
  // and after it nothing but words of the answer: "1 sec, checking the logs", "2번 테스트 다시
  // 돌려줘" and "2 tests still fail" say something else
  const match =
    /^(?:(?:yes|yeah|yep|ok(?:ay)?|sure|option|choice|number|네|예|응|그래|좋아요?)[\s,.:!]*)?[#(]?([123])(?:\s*번)?(?:\)|\.(?!\d)|(?<=[123번])(?:이요|요)(?![가-힣]))?(?:[\s,.:!)]*(?:please|thanks|thank you|save(?: it)?|this project|project|global|_global|(?:으로|로)(?:\s*(?:해|해\s*줘|해\s*주세요|할게요?|저장(?:해|해\s*줘|해\s*주세요)?))?|(?:해|해\s*줘|해\s*주세요|할게요?|저장(?:해|해\s*줘|해\s*주세요)?)|이\s*프로젝트|프로젝트|공통|전역))*[\s.!]*$/i.exec(
      text,
    );
  if (match) return { pick: Number(match[1]) as 1 | 2 | 3, byNumber: true };
  const nth = ORDINAL.exec(text);
  if (nth) return { pick: ordinalPick(nth[1] ?? ''), byNumber: true, loose: true };
  const pick = scopeInWords(text.toLowerCase());
  if (pick === undefined) return undefined;
  return /^전체[\s.!]*$/.test(text) ? { pick, byNumber: false, loose: true } : { pick, byNumber: false };
}

/** How long an answer that goes on after a comma may be ("1번, 근데 제목은 스테이징 초기화로"). */
const ANSWER_MAX = 100;

/** A choice by its place: "첫 번째", "둘째 거", "두 번째로", "the second one" (not a bare "second", a word a prompt may be). */
const ORDINAL =
  /^(?:(?:yes|yeah|ok(?:ay)?|sure|네|예|응|그래)[\s,.!]*)?(첫\s*번째|첫째|두\s*번째|둘째|세\s*번째|셋째|the\s+(?:first|second|third)(?:\s+(?:one|option|choice))?|(?:first|second|third)\s+(?:one|option|choice))(?:\s*(?:거|것|걸로))?(?:으로|로)?(?:\s*(?:해|해\s*줘|해\s*주세요|할게요?|저장(?:해|해\s*줘|해\s*주세요)?|please))?[\s.!]*$/i;

function ordinalPick(word: string): 1 | 2 | 3 {
  const place = word.replace(/^the\s+/i, '');
  return /^(?:첫|first)/i.test(place) ? 1 : /^(?:두|둘|second)/i.test(place) ? 2 : 3;
}

/**
 * Whether `text` holds at most one word besides those the answer below may have around the
 * name: most later prompts hold more, and need not make its pattern (Unicode-aware, some 0.8
 * ms to compile on every later prompt of a session). A word made of those words alone (yes,
 * "저장해줘", "thank,you") is none; ſ is the s the pattern's case-folding takes it for.
 */
function oneWordBesides(text: string): boolean {
  return (
    text
      .replace(/ſ/g, 's')
      .split(/\s+/)
      .filter((word) => word.replace(AROUND_NAME, '') !== '').length <= 1
  );
}
const AROUND_NAME = /yeah|yes|okay|ok|sure|네|예|응|save|put|keep|into|in|it|to|under|for|please|thanks|thank|you|저장해|저장|주세요|줘|[,.!]/gi;

/**
 * A one-word answer that may name a choice of the question ("shop", "yes, shop"): what it
 * stands for, the question says (lib/hook/transcript-last-reply.ts).
 */
export function scopeName(prompt: string): string | undefined {
  const text = prompt.normalize('NFC').trim();
  if (text.length > 40 || !oneWordBesides(text)) return undefined;
  const name =
    /^(?:(?:yes|yeah|ok(?:ay)?|sure|네|예|응)[\s,.!]*)?(?:(?:save|put|keep)(?: it)? (?:to|in|into|under|for) )?([\p{L}\p{N}_.-]{1,40}?)(?:(?<=[A-Za-z0-9_.-])(?:에|로|으로))?(?:\s*저장(?:해|해\s*줘|해\s*주세요)?)?(?:[\s,.!]*(?:please|thanks|thank you))?[\s.!]*$/iu.exec(
      text,
    )?.[1];
  // the words a conversation goes on with name no choice, and need no look at the last reply
  return name === undefined || REPLY_WORDS.test(name) ? undefined : name;
}

const REPLY_WORDS =
  /^(?:yes|yeah|yep|no|nope|ok(?:ay)?|sure|thanks|thx|continue|go|proceed|next|done|stop|wait|hi|hello|y|n|please|lgtm|agreed|right|fine|good|great|cool|nice|perfect|why|what|how|hmm|retry|again|네|예|응|아니|아니요|계속|좋아|좋아요|고마워|감사합니다)$/i;

// how every answer below begins, after a word of assent: a number, a place (첫 번째, the second),
// a scope (this project, 공통, _global) or a no; "docker 403이 또 나" holds a 3 and begins otherwise
const ANSWER_START =
  /^(?:(?:yes|yeah|yep|ok(?:ay)?|sure|option|choice|number|네|예|응|그래|좋아요?)[\s,.:!]*)?(?:[#(]?[123]|[첫두세둘셋이현지프저레공전글모_]|the|first|second|third|save|put|keep|for|just|only|this|our|project|repo|global|all|every|no|don|do\s)/i;
const SCOPE_WORDS = /[123]|project|global|\brepo|프로젝트|공통|전역|글로벌|전체|저장|레포|번째|첫째|둘째|셋째|first|second|third|\bno\b|don'?t|do not/i;

/**
 * The scope question answered in words, the whole prompt being the answer ("this project",
 * "yes, save it to global", "프로젝트에 저장해", "don't save"): a prompt that only mentions a
 * project ("fix the project build") answers nothing.
 */
function scopeInWords(text: string): 1 | 2 | 3 | undefined {
  const english =
    /^(?:(?:yes|yeah|ok(?:ay)?|sure)[\s,.!]*)?(?:(?:save|put|keep)(?: it)? (?:to|in|into|as|for) |for )?(?:(?:just|only) )?(?:(?:this|the|our) )?(project|repo(?:sitory)?|global|_global|all projects|every project)(?: scope| memory| one| only| level)?(?:[\s,.!]*(?:please|thanks|thank you))?[\s.!]*$/.exec(
      text,
    );
  if (english) return /global|all|every/.test(english[1] ?? '') ? 1 : 2;
  const korean =
    /^(?:(?:네|응|예|그래)[\s,.!]*)?(?:(?:이|현재|지금)\s*)?(프로젝트|저장소|레포|공통|전역|글로벌|_global|(?:모든|전체)\s*프로젝트(?:\s*공통)?|전체(?:\s*공통)?)(?:\s*전용)?(?:에만|에|로만|로|으로|만)?\s*(?:저장(?:해|하자|해\s*줘|해\s*주세요|해요)?|해|해\s*줘|해\s*주세요|해요|할게요?|하자)?[\s.!]*$/.exec(
      text,
    );
  if (korean) return /^(?:공통|전역|글로벌|_global|모든|전체)/.test(korean[1] ?? '') ? 1 : 2;
  const none = /^(?:no(?:,? thanks)?|(?:no[\s,.!]*)?(?:don'?t|do not) save(?: it)?|저장\s*(?:안\s*해|하지\s*마|안\s*함)(?:요|줘)?)[\s.!]*$/.test(text);
  return none ? 3 : undefined;
}
