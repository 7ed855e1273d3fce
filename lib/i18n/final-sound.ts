/**
 * How a word read aloud in Korean may end, which is all a Korean particle looks at: no final
 * consonant (받침), ㄹ (which 으로/로 treats like none), or another consonant. One reading
 * as a rule, two where a word is read either way (`v1`: 브이일, 브이원), none where the
 * reading is not clear enough to choose; the caller then writes both forms.
 *
 * Values shown in messages are keys, memory names, paths, field names and commands, mostly
 * Latin letters, so Latin is read too, by the convention Korean software uses for English
 * words (KoreanUtils' JosaFormatter; tossi writes both forms where it cannot tell, as here).
 */
export type FinalSound = 'none' | 'rieul' | 'other';

// Sino-Korean digits: 영 일 이 삼 사 오 육 칠 팔 구.
const DIGIT: readonly FinalSound[] = ['other', 'rieul', 'none', 'other', 'none', 'none', 'other', 'rieul', 'rieul', 'none'];
// The same digits in English (zero one two three four five six seven eight nine), as read in
// `v2` or `mp3`.
const DIGIT_EN: readonly FinalSound[] = ['none', 'other', 'none', 'none', 'none', 'none', 'none', 'other', 'none', 'other'];
// Trailing zeros end the reading in a unit: 십 백 천 for one to three, then 만 억 조 경 for
// each further four (120000 is 십이만).
const MYRIAD: readonly FinalSound[] = ['other', 'other', 'none', 'other'];

/** Quotes, backticks and a placeholder's closing bracket do not change how its particle is chosen (`"shop"을`, `<무엇이 일어나는지>가`). */
const TRANSPARENT = /[`"'\u2019\u201d>\u203a]+$/u;

export function finalSoundsOf(word: string): FinalSound[] {
  const text = word.replace(TRANSPARENT, '');
  const last = text.at(-1);
  if (last === undefined) return [];
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const tail = (code - 0xac00) % 28;
    return [tail === 0 ? 'none' : tail === 8 ? 'rieul' : 'other'];
  }
  const digits = /([A-Za-z]?)(\d+)$/.exec(text);
  if (digits) return numberSounds(digits[2] as string, digits[1] !== '');
  const sound = latinSound(/[A-Za-z]+$/.exec(text)?.[0] ?? '');
  return sound === undefined ? [] : [sound];
}

function numberSounds(digits: string, afterLetter: boolean): FinalSound[] {
  const zeros = digits.length - digits.replace(/0+$/, '').length;
  const korean = zeros === 0 ? DIGIT[Number(digits.at(-1))] : zeros === digits.length || zeros < 4 ? 'other' : MYRIAD[Math.floor(zeros / 4) - 1];
  if (korean === undefined) return [];
  if (!afterLetter) return [korean];
  // A single digit glued to a letter may be read in English too; a longer number there
  // (`es2020`) has too many readings to choose from.
  return digits.length === 1 ? [korean, DIGIT_EN[Number(digits)] as FinalSound] : [];
}

// Letter names: 엘 알 end in ㄹ, 엠 엔 in another consonant, every other letter in a vowel.
const letterSound = (letter: string): FinalSound => ('lr'.includes(letter) ? 'rieul' : 'mn'.includes(letter) ? 'other' : 'none');

const VOWEL = /[aeiouy]/;

/**
 * A run of Latin letters. Spelled out (its last letter's name) when it is one letter, has no
 * vowel (`md`, `npm`), is a capital abbreviation of up to three (`API`, `URL`) or ends in one
 * capital after small letters (`serviceB`); otherwise
 * read as an English word by its ending:
 * - `l`, `-le` → ㄹ (tool, file, table); `m`, `n`, `ng`, vowel + `me`/`ne` → 받침 (main, home, line)
 * - a vowel, or `f h r s v w x z`, `d`, `g`, another `-e` → none (api, key, server, docs, code)
 * - `b c k p t` after one short vowel → 받침 (shop, app, git, lock); after a consonant → none
 *   (test, script); check → none
 * Unclear endings give `undefined`: `-pe` (type 타입, pipe 파이프), two vowels before `b c k p t`
 * (book 북, root 루트), `-ub` (hub), two letters ending so (up, at), `q`, `j`, and consonant +
 * `me`/`ne` (readme).
 */
function latinSound(run: string): FinalSound | undefined {
  const word = run.toLowerCase();
  const last = word.at(-1);
  if (last === undefined) return undefined;
  // a capital after small letters is spelled out: serviceB is 서비스비, homeC 홈씨
  if (word.length === 1 || !VOWEL.test(word) || (run === run.toUpperCase() && run.length <= 3) || /[a-z][A-Z]$/.test(run)) return letterSound(last);
  const before = word.at(-2) as string;
  if (last === 'l' || word.endsWith('le')) return 'rieul';
  if ('mn'.includes(last) || word.endsWith('ng')) return 'other';
  if (word.endsWith('me') || word.endsWith('ne')) return VOWEL.test(word.at(-3) ?? '') ? 'other' : undefined;
  if ('aiouyfhrsvwxzdg'.includes(last)) return 'none';
  if (last === 'e') return before === 'p' ? undefined : 'none';
  if (!'bckpt'.includes(last)) return undefined;
  // check is read 체크, hub 허브 or 헙; ck otherwise ends in ㄱ (stack, lock), mb in ㅁ (thumb).
  if (word.endsWith('check')) return 'none';
  if (word.endsWith('ub')) return undefined;
  if (word.endsWith('ck') || word.endsWith('mb')) return 'other';
  // A doubled consonant counts once (app, butt).
  const stem = before === last ? word.slice(0, -1) : word;
  const vowels = /[aeiou]+$/.exec(stem.slice(0, -1))?.[0];
  if (vowels === undefined) return 'none';
  // Two letters may be spelled out (`up`, `at`); two vowels may be long (root 루트, book 북).
  return vowels.length === 1 && word.length >= 3 ? 'other' : undefined;
}
