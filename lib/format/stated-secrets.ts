/**
 * Secrets told in words rather than pasted as a key: "the staging admin password is
 * Tr0ub4dor&3x!", "스테이징 DB 비번은 … 입니다", "pass: …", "login admin / …". "Remember
 * this: the staging password is X" is the likeliest way a password reaches a memory, and
 * no token shape or `KEY=value` rule sees it. Prose about secrets is everyday content of
 * operational notes ("the password is stored in Vault", "token is refreshed every hour",
 * "비밀번호는 1Password에 있다"), so what follows the name must read as made up
 * (looksMadeUp). Pure; lib/format/secrets.ts runs these after its own rules.
 */

import { isWordAndNumber, looksMadeUp, unwrapped } from './secret-values.js';

interface StatedSecret {
  start: number;
  end: number;
  /** `stated`: after "is" or a Korean particle; `assignment`: after `:`, `=` or an arrow; `login-pair`: `user / password` */
  kind: 'stated' | 'assignment' | 'login-pair';
  /** the secret's name as written (`password`, `API key`, `비번`); none for a login pair */
  key?: string;
}

// Hangul syllables and letters: a Korean sentence goes on right after a value
// ("…입니다"), so a value stops at the first of them.
const HANGUL = '\\uAC00-\\uD7A3\\u3131-\\u318E';

/** A value: quoted, or a run up to a space, a quote or Hangul. Groups: double, single, back-quoted, bare. */
/** Markdown's bold or italic marks after a name (`| **DB password** |`), none or one run. */
const EMPHASIS = '(?:\\*\\*?|__?)?';

const VALUE = `(?:"([^"\\n]{1,200})"|'([^'\\n]{1,200})'|\`([^\`\\n]{1,200})\`|([^\\s"'\`${HANGUL}]{1,200}))`;

/**
 * A secret's name (group 1), an optional "for the staging db", a linking word, and a value
 * (groups 4–7). Group 3 is set when the link is `to`, group 2 when it is `:`, `=` or an
 * arrow, which makes it an assignment. English names are whole words (`bypass:` and `passes` are none); Korean
 * ones may close a compound (관리자비밀번호는). `pass` and `pw` are names only here, where
 * the value must look made up: `pass: 1234 tests` stays a test count.
 */
const statedPattern = (): RegExp =>
  new RegExp(
    [
      '(\\b(?:pass(?:word|wd|phrase|code)?|pwd|pw|secret|token|api[ _-]?key)\\b|비밀번호|비번|암호|패스워드|토큰|\\bapi[ \\t]?키)',
      // "the password for the staging db is": up to four words between name and link
      '(?:[ \\t]+(?:for|of|on)(?:[ \\t]+[^\\s.,;:!?=/]{1,40}){1,4}?)?',
      '(?:',
      [
        "(?:[ \\t]+(?:is|was)|['\u2019]s)(?:[ \\t]+(?:now|still))?(?:[ \\t]+(?:set|changed)[ \\t]+to)?(?:[ \\t]*:)?[ \\t]+",
        '[ \\t]+(?:set|changed)[ \\t]+to[ \\t]+',
        // 비번은 …, 토큰이 …, 비밀번호를 …로 바꿨다
        '(?:은|는|이|가|을|를)[ \\t]*',
        // `**Password**: X`, `**Password:** X`: Markdown's bold round the name or the colon
        `${EMPHASIS}[ \\t]*(:=|->|=>|→|[:=])${EMPHASIS}[ \\t]*`,
        // "set the password to": only after a verb of setting (checked below), group 3
        '[ \\t]+(to)[ \\t]+',
      ].join('|'),
      ')',
      VALUE,
    ].join(''),
    'gi',
  );

/**
 * A password's name and then the password, with no linking word: `staging password
 * Tr0ub4dor&3x`, `비번 Tr0ub4dor3xQ`, a table row `| DB password | Tr0ub4dor&3x |`,
 * `mysqladmin password Tr0ub4dor&3x`. Said this way a value is a password only where it
 * ends its line or its table cell, a Korean copula follows, "to log in" (`로 로그인`), or
 * what it is for ("use password hunter2Xy9 for the db": group 6, where a word and a number
 * is more likely a name, `password policy2024 for new users`), which the pattern checks
 * itself, so a name followed by other words consumes nothing a later match needs. Only
 * the names of passwords: `secret`, `token`, `passwd` and `pwd` are followed by names
 * (`kubectl get secret regcred-7f9c2`, `passwd deploy2024`, `pwd ~/app2`), not values.
 */
const barePattern = (): RegExp =>
  new RegExp(
    [
      '(\\bpass(?:word|phrase|code)\\b|\\bpw\\b|비밀번호|비번|패스워드)',
      `${EMPHASIS}(?:[ \\t]+|[ \\t]*\\|[ \\t]*)`,
      VALUE,
      '(?=[ \\t]*(?:\\r?\\n|$|\\|)|[ \\t]*(?:입니다|이다|이에요|예요|이야|야|임)(?![\\uAC00-\\uD7A3])',
      // "use password … to log in", "비밀번호 …로 로그인"
      '|[ \\t]+to[ \\t]+(?:log|sign)[ \\t]?in\\b|[ \\t]*(?:으로|로)[ \\t]*(?:로그인|접속)',
      // "… for the db", "… on staging", "… (rotated monthly)"
      '|[ \\t]+(for|on)[ \\t]+\\S|[ \\t]+(\\())',
    ].join(''),
    'gi',
  );

/**
 * A value and then the password it is: "use Tr0ub4dor3xQ as the staging db password" (group
 * 1–4: the value), up to three words between `as` and the name.
 */
const usedAsPattern = (): RegExp =>
  new RegExp(`\\buse[ \\t]+${VALUE}[ \\t]+as[ \\t]+(?:(?:the|our|a|an)[ \\t]+)?(?:[^\\s.,;:!?]{1,30}[ \\t]+){0,3}?(pass(?:word|phrase|code)|pw)\\b`, 'gi');

/** Lower and upper case and a digit, and no dash or underscore joining words: `Xk29fjQp7Lm`, not `TOTP-6digit`. */
const MIXED = /^(?=[^\s]*[a-z])(?=[^\s]*[A-Z])(?=[^\s]*[0-9])[^\s_-]+$/;

/** A verb of setting, a few words before the name: "set the staging password to", "rotated our API key to". */
const SETTING = /\b(?:set|sets|setting|change[sd]?|changing|reset|update[sd]?|updating|rotate[sd]?|rotating)\b[^.\n]{0,40}$/i;

/**
 * `login admin / …`, `account: deploy / …`, `ID/PW: admin / …`, `계정 admin / …`,
 * `log in with admin:…`, `login admin / pw …`: a user, a slash (the password's name may
 * follow it) or a colon, and a password (groups 2–5; a colon
 * before `/` or a space is a URL's or a label's); `login with SSO / OIDC` and `login page/dashboard`
 * fail on the value. Group 1 is the user.
 */
const loginPairPattern = (): RegExp =>
  new RegExp(
    [
      '(?:\\b(?:log[ \\t]?in|sign[ \\t]?in|credentials?|creds|account|id[ \\t]?\\/[ \\t]?(?:pw|pwd|password))\\b|로그인|계정|아이디)',
      // one way to read each run of blanks: two runs side by side were tried every way (quadratic on a line of spaces)
      '[ \\t]*(?::[ \\t]*)?(?:(?:as|with|are|is)[ \\t]+)?',
      // after the slash the password may have its own label: `login admin / pw Summer2026!`
      '([^\\s/:"\'`]{1,100})(?:[ \\t]*\\/[ \\t]*(?:(?:pw|pwd|pass(?:word|wd)?|비밀번호|비번|패스워드)(?:[ \\t]*:[ \\t]*|[ \\t]+))?|:(?![\\s/]))',
      VALUE,
    ].join(''),
    'gid',
  );

/** Words that label what follows a login's word rather than name its user (`account id:…`, `login email:…`). */
const LABEL_USER = /^(?:id|ids|name|number|no|type|e-?mail|arn|region|role|tenant|org|alias|url)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Nouns a value after a Korean particle modifies ("토큰이 3f2a9c1e 커밋부터", "비번은 Passw0rd!
 * 같은 것은 금지"): the value names a commit, a shape or a place, not the secret. A narrow
 * list: "비밀번호는 Tr0ub4dor3xQ 그대로 둠" still gives one.
 */
const KOREAN_NOUN_AFTER = /^[ \t]+(?:커밋|이후|이전|형태|형식|같은|처럼|방식|기준|규칙|패턴|경로|헤더|쿠키|버전|권한|풀)/;

/**
 * Whether a value ends its clause: the text ends, a line ends, punctuation closes it (in the
 * value, as a bare value takes it in, or right after a quoted one), or a Korean copula
 * follows (`admin1234입니다`). A particle (`…으로`) or more words (`… in the response`) say
 * the value is part of something else.
 */
function closesClause(raw: string, after: string): boolean {
  if (/[.,;!?)]$/.test(raw)) return true;
  return /^(?:[ \t]*(?:$|\r?\n)|[.,;!?)]|[ \t]*(?:입니다|이다|이에요|예요|이야|야|임)(?![\uAC00-\uD7A3]))/.test(after);
}

/**
 * The names of passwords: what a person chooses, shorter than a token or a key a machine
 * made. Not 암호, as often a cipher (`대칭키 암호는 ARIA256`).
 */
const PASSWORD_NAME = /^(?:pass(?:word|wd|phrase|code)?|pwd|pw|비밀번호|비번|패스워드)$/i;
/**
 * The shortest password told in words (`the password is hunter2`, `비번은 qwer12`): 6 or 7
 * characters count only after a password's name and where the value closes its clause,
 * as a word and a number does; a token, a key or a secret keeps the 8 of looksMadeUp.
 */
const SHORT_PASSWORD_MIN = 6;

/** Whether `value` reads as a secret after the name `key`, given the text `after` it. */
function madeUpAfter(key: string, value: string, after: string): boolean {
  const short = PASSWORD_NAME.test(key) && unwrapped(value).length < 8;
  if (!looksMadeUp(value, short ? SHORT_PASSWORD_MIN : undefined)) return false;
  return !(short || isWordAndNumber(value)) || closesClause(value, after);
}

/** Every secret told in words in `text`, in the order of the four rules, overlaps and all (secrets.ts keeps the first). */
// Made when first needed: making the three cost every prompt ~0.07 ms, and only a file being
// read is looked at for secrets.
let patterns: { stated: RegExp; loginPair: RegExp; bare: RegExp; usedAs: RegExp } | undefined;

export function* statedSecrets(text: string): Generator<StatedSecret> {
  patterns ??= { stated: statedPattern(), loginPair: loginPairPattern(), bare: barePattern(), usedAs: usedAsPattern() };
  for (const match of text.matchAll(patterns.stated)) {
    const value = match[4] ?? match[5] ?? match[6] ?? match[7] ?? '';
    const end = match.index + match[0].length;
    // "비밀번호는 Vault에 있다": 에 after a bare value says where the secret lives
    if (match[7] !== undefined && text.startsWith('에', end)) continue;
    // "the password to the db" names a password; "changed the password to …" gives one
    if (match[3] !== undefined && !SETTING.test(text.slice(Math.max(0, match.index - 60), match.index))) continue;
    if (!madeUpAfter(match[1] ?? '', value, text.slice(end, end + 8))) continue;
    // after a Korean particle, a value followed by one of those nouns modifies it
    if (/^[은는이가을를]/.test(text.slice(match.index + (match[1] ?? '').length)) && KOREAN_NOUN_AFTER.test(text.slice(end, end + 12))) continue;
    yield { start: match.index, end, kind: match[2] === undefined ? 'stated' : 'assignment', key: match[1] ?? '' };
  }
  for (const match of text.matchAll(patterns.loginPair)) {
    const value = match[2] ?? match[3] ?? match[4] ?? match[5] ?? '';
    const end = match.index + match[0].length;
    // `user/value` with no space round the slash is a path when either side reads as one (`github.com/login/device`, `vault/kv/prod/db#v3`)
    const user = match[1] ?? '';
    const userEnd = match.indices?.[1]?.[1] ?? 0;
    if (text[userEnd] === '/' && !/\s/.test(text[userEnd + 1] ?? '') && (/\./.test(user) || /[/=]|\?[\w-]+=/.test(value))) continue;
    // `account id:acct_1N3x…`, `the account is 123456789012/ReadOnlyRole2`, `sp:<uuid>`: a label, an account number or an id, not a user and a password
    if (LABEL_USER.test(user) || /^\d{6,}$/.test(user) || UUID.test(value)) continue;
    if (match[5] !== undefined && text.startsWith('에', end)) continue;
    // 8 characters as for a token: `login with SSO / SAML20` and `log in as admin/editor2.` name no password
    if (!madeUpAfter('', value, text.slice(end, end + 8))) continue;
    yield { start: match.index, end, kind: 'login-pair' };
  }
  for (const match of text.matchAll(patterns.bare)) {
    // the pattern itself asks that the value close its line, cell or clause, or say what it is for
    const value = match[2] ?? match[3] ?? match[4] ?? match[5] ?? '';
    if (!looksMadeUp(value, SHORT_PASSWORD_MIN) || ((match[6] ?? match[7]) !== undefined && isWordAndNumber(value))) continue;
    // `pw` and a note in brackets after it say less: the value must read as made by a machine or a
    // password manager ("min pw length>=12", "password bcrypt-12rounds (see auth.ts)" name rules)
    if ((match[7] !== undefined || /^pw$/i.test(match[1] ?? '')) && !MIXED.test(value)) continue;
    yield { start: match.index, end: match.index + match[0].length, kind: 'stated', key: match[1] ?? '' };
  }
  for (const match of text.matchAll(patterns.usedAs)) {
    const value = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
    // a password's 8 as for a token: `use admin2024 as the password` may name a user
    if (!looksMadeUp(value) || isWordAndNumber(value)) continue;
    yield { start: match.index, end: match.index + match[0].length, kind: 'stated', key: match[5] ?? '' };
  }
}
