/**
 * Korean terms without a morphological analyser. Korean glues particles and verb endings
 * onto words ("브랜치를", "배포했는데"), so the same word rarely appears twice in the same
 * form. Two cheap steps make "브랜치를 바꿨더니" meet "브랜치 전환": strip the common
 * particles and endings, then index syllable bigrams of what is left, which also matches
 * compounds written without spaces ("브랜치전환").
 */
import { KOREAN_STOPWORDS } from './stopwords.js';

const PARTICLES = [
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
  '랑',
  '들',
  '요',
  '엔',
  '론',
  '씩',
  '에서',
  '에게',
  '한테',
  '으로',
  '까지',
  '부터',
  '보다',
  '처럼',
  '마다',
  '이나',
  '이랑',
  '하고',
  '에는',
  '에도',
  '에선',
  '으론',
  '로는',
  '라고',
  '라는',
  '인데',
  '이고',
  '이면',
  '인지',
  '인가',
  '이죠',
  '이라',
  '이야',
  '예요',
  '에서는',
  '에서도',
  '으로는',
  '으로도',
  '까지는',
  '부터는',
  '이라고',
  '이라는',
  '이에요',
  '입니다',
  '인가요',
  '들이',
  '들을',
  '들은',
  '들의',
  '들도',
  '들에',
  '들로',
];

// endings after any verb stem ("띄웠는데", "바꿨더니", "끄고")
const VERB_ENDINGS = [
  '고',
  '면',
  '나',
  '는데',
  '더니',
  '다가',
  '지만',
  '니까',
  '려고',
  '려면',
  '면서',
  '어서',
  '아서',
  '어요',
  '아요',
  '는지',
  '나요',
  '까요',
  '네요',
  '군요',
  '거든',
  '잖아',
  '는다',
  '고요',
  '는게',
  '는거',
  '던데',
  '었고',
  '았고',
  '었다',
  '았다',
  '었어',
  '았어',
  '었음',
  '았음',
  '으면',
  '으니',
  '으니까',
  '으려고',
  '었는데',
  '았는데',
  '었더니',
  '았더니',
  '거든요',
  '습니다',
  '었어요',
  '았어요',
  '는데요',
  '더라고',
  '더라구',
  '잖아요',
  '는데도',
  '어야',
  '아야',
  '어도',
  '아도',
  // reported speech: "만료됐다고", "안 된대요"
  '다고',
  '다는',
  '다며',
  '대요',
  '래요',
  '냐고',
  '는다고',
  '었다고',
  '았다고',
];

// "배포했는데", "설정해야", "적용됐더니": a noun followed by a form of 하다/되다/시키다
const DO_HEADS = ['해', '했', '함', '됨', '됐', '돼', '하', '한', '할', '합', '되', '된', '될', '됩', '시켜', '시켰', '시키', '했었', '됐었'];
const DO_TAILS = [
  '',
  '다',
  '고',
  '서',
  '면',
  '는',
  '나',
  '야',
  '도',
  '요',
  '음',
  '게',
  '기',
  '줘',
  '지',
  '니',
  '셨',
  '는데',
  '더니',
  '다가',
  '지만',
  '니까',
  '려고',
  '려면',
  '면서',
  '는지',
  '나요',
  '어요',
  '니다',
  '줘요',
  '주세요',
  '봤는데',
  '보니',
  '놓고',
  '놨는데',
  '버렸',
  '어서',
  '었는데',
  '었다',
  '었어',
  '었음',
  '었고',
  '었더니',
  '야지',
  '야함',
  '야해',
  '기가',
  '기도',
  '기는',
  '는데요',
  '습니다',
  '더라고',
  '도록',
  '려는데',
  '면은',
  '서요',
  '어야',
  '었어요',
  '잖아',
  '네',
  '네요',
  '다고',
  '다는',
  '대',
  '대요',
  '냐고',
];

// a single syllable is often the end of a noun (권한, 제한, 부하): those only come off longer words
const DO_SINGLE_OK = new Set(['해', '했', '함', '됨', '됐', '돼']);

// these hardly ever end a noun, so even "깃을" → "깃" and "1원씩" → "원" are safe
const SHORT_STEM_OK = new Set(['을', '를', '은', '는', '의', '에', '씩']);

// but 의 ends these nouns, which lose it to nothing else: "주의" is no "주" (a stopword), "회의" no "회"
const NOUNS_ENDING_IN_UI = new Set([
  '주의',
  '회의',
  '문의',
  '정의',
  '합의',
  '협의',
  '논의',
  '동의',
  '강의',
  '건의',
  '결의',
  '유의',
  '모의',
  '창의',
  '의의',
  '심의',
  '질의',
]);

// built on first use: a prompt whose list fits never tokenises anything
let tables: { endings: ReadonlySet<string>; heads: ReadonlySet<string>; tails: ReadonlySet<string>; max: number } | undefined;
function suffixTables(): NonNullable<typeof tables> {
  if (tables) return tables;
  const endings = new Set([...PARTICLES, ...VERB_ENDINGS]);
  const longest = (list: readonly string[]) => Math.max(...list.map((x) => x.length));
  const max = Math.max(longest([...endings]), longest(DO_HEADS) + longest(DO_TAILS));
  return (tables = { endings, heads: new Set(DO_HEADS), tails: new Set(DO_TAILS), max });
}

/** A particle, a verb ending, or a form of 하다/되다/시키다 (a DO_HEADS + DO_TAILS pair). */
function isSuffix(text: string): boolean {
  const { endings, heads, tails } = suffixTables();
  if (endings.has(text)) return true;
  if (text.length === 1) return DO_SINGLE_OK.has(text);
  // every head is one or two syllables
  for (let cut = 1; cut <= 2 && cut <= text.length; cut++) {
    if (heads.has(text.slice(0, cut)) && tails.has(text.slice(cut))) return true;
  }
  return false;
}

/** Whole word is only grammar ("했는데", "에서", "하고"): it carries no topic. */
function isGrammarOnly(word: string): boolean {
  return isSuffix(word);
}

/** Strips up to three layers of particles and endings ("서버들에서는" → "서버"). */
function stripKoreanSuffixes(word: string): string {
  let stem = word;
  for (let pass = 0; pass < 3; pass++) {
    const cut = longestSuffix(stem);
    if (cut === 0) break;
    stem = stem.slice(0, -cut);
  }
  return stem;
}

function longestSuffix(stem: string): number {
  const { max } = suffixTables();
  for (let len = Math.min(max, stem.length - 1); len >= 1; len--) {
    const suffix = stem.slice(-len);
    if (!isSuffix(suffix) || (len === 1 && suffix === '의' && NOUNS_ENDING_IN_UI.has(stem))) continue;
    const minStem = len === 1 && !SHORT_STEM_OK.has(suffix) ? 2 : 1;
    if (stem.length - len >= minStem) return len;
  }
  return 0;
}

/**
 * Appends the terms for one run of Hangul syllables to `terms`: bigrams of the stem, the
 * stem itself when it is longer than a bigram, and the lone syllable for one-syllable
 * words (깃, 키, 값). Returns the stem ('' when the word has no terms).
 */
export function pushKoreanTerms(word: string, terms: string[]): string {
  if (isGrammarOnly(word)) return '';
  const stem = stripKoreanSuffixes(word);
  if (KOREAN_STOPWORDS.has(stem)) return '';
  if (stem.length === 1) {
    terms.push(stem);
    return stem;
  }
  for (let i = 0; i + 2 <= stem.length; i++) terms.push(stem.slice(i, i + 2));
  if (stem.length > 2) terms.push(stem);
  return stem;
}
