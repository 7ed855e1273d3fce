/**
 * Whether the value after a secret's name is one: the tests lib/format/secrets.ts and
 * lib/format/stated-secrets.ts share. A name alone proves nothing (`password: required`,
 * `the token is refreshed hourly`); the value must read as made up, and not as a stand-in
 * for one (`${DB_PASSWORD}`, `changeme`, `<token>`).
 */

/** Values that stand for a secret instead of being one. */
const PLACEHOLDER_VALUES =
  /^(?:x+|\*+|\.+|-+|_+|#+|changeme|change[_-]?me|example|sample|dummy|placeholder|redacted|hidden|secret|password|passwd|pass|pwd|token|null|nil|none|undefined|true|false|empty|string|required|optional|test|testing|todo|tbd|n\/a)$/i;
/**
 * References to where the real value lives: ${VAR}, $VAR, %VAR%, {{ x }}, <x>, process.env.X…,
 * and a value encrypted to be committed or a tag that fetches one: Ansible's `!vault |`, sops's
 * `ENC[AES256_GCM,…]`, Home Assistant's `!secret x`, CloudFormation's `!Ref X`
 */
const REFERENCE =
  /^(?:!(?:vault|secret|env(?:_var)?|Ref|Sub|GetAtt|ImportValue|include|sops)\b.*|ENC\[.*|\$\{.*\}|\$\(.*|\$[A-Za-z_][A-Za-z0-9_]*|%[A-Za-z_][A-Za-z0-9_]*%|\{\{.*\}\}|\{[A-Za-z_][A-Za-z0-9_]*\}|<[^>]*>|\[[^\]]*\]|(?:process\.env|os\.environ|env|secrets|ENV)\b.*|(?:os\.)?getenv\(.*)$/;
// `sk-test`, `fake-token-123`, `your_api_key_here`: stand-ins used in docs and test setups
const PLACEHOLDER_WORDS = /(?:example|placeholder|your[_-]|changeme|redacted|dummy|fake|test|sample|xxxx|\*\*\*\*)/i;

export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  return v === '' || PLACEHOLDER_VALUES.test(v) || REFERENCE.test(v) || PLACEHOLDER_WORDS.test(v);
}

/**
 * A value taken up to the next space, without the marks that close what it stands in: Markdown's
 * backtick (`` `redis-cli -a $REDIS_PASSWORD` ``), a quote, a sentence's punctuation, a bracket
 * opened before it. "$REDIS_PASSWORD`" is a reference all the same.
 */
const CLOSING_MARKS = '`\'".,;:!?';

function withoutClosingMarks(value: string): string {
  let v = value;
  for (let last = v.at(-1); last !== undefined; last = v.at(-1)) {
    const unopened = (last === ')' && !v.includes('(')) || (last === ']' && !v.includes('['));
    if (!unopened && !CLOSING_MARKS.includes(last)) break;
    v = v.slice(0, -1);
  }
  return v;
}

/**
 * Whether an assigned value could be a real secret. Short values, plain numbers
 * (`max_tokens=4096`), plain words (`password: required`, `api_key: string`) and
 * phrases with spaces read as prose or types, not credentials.
 */
export function looksLikeSecretValue(
  value: string,
  /** the name the value is given to (`password`, `API_TOKEN`): a password's may be any shape; undefined counts as one */
  name = 'password',
): boolean {
  const v = withoutClosingMarks(value.trim());
  if (v.length < 6 || /\s/.test(v) || isPlaceholder(v)) return false;
  if (/^[0-9]+$/.test(v)) return false;
  if (/^https?:\/\//i.test(v)) return false;
  // a path (`pwd: /home/deploy/app`, `passwd: /etc/passwd`, `token: ./secrets/token.txt`): where a secret is, not one
  if (/^(?:~|\.{1,2})?\/[\w.-]+(?:\/[\w.-]*)+$/.test(v) || /^(?:~|\.{1,2})?\/[a-z][a-z.-]*$/.test(v)) return false;
  // one ordinary word, maybe Capitalised or snake_case, reads as prose or an identifier
  if (/^[A-Za-z][a-z_]*$/.test(v) && v.length < 16) return false;
  // an address or a network (`10.0.0.0/16`)
  if (/^[0-9]{1,3}(?:\.[0-9]{1,3}){3}(?:\/[0-9]{1,2}|:[0-9]{1,5})?$/.test(v)) return false;
  // a version (`v2.3.1`, `1.4.0-beta.2`)
  if (/^v?[0-9]+(?:\.[0-9]+){1,3}(?:-(?:alpha|beta|rc|pre|dev|snapshot)(?:\.?[0-9]+)?)?$/i.test(v)) return false;
  // A password may be any shape people choose (`let-me-in-please`, `CORRECT_HORSE_BATTERY_STAPLE`,
  // `admin:hunterpass`). Given to a token, a key or a secret, these read as what they name:
  // a note in words joined by `-`, one of them a word prose joins with (`kept-in-vault`,
  // `off-by-default`, where a passphrase's words are all picked), a token's scope
  // (`read:packages`), a variable's name (`GH_DEPLOY_KEY`).
  if (PASSWORD_NAME.test(name)) return true;
  if (/^[a-z]+(?:-[a-z]+){2,}$/.test(v) && v.split('-').some((word) => JOINING_WORDS.has(word))) return false;
  if (/token/i.test(name) && /^[a-z]+(?::[a-z_]+)+$/.test(v)) return false;
  return !/^[A-Z]+(?:_[A-Z]+)+$/.test(v);
}

const PASSWORD_NAME = /pass|pwd|비밀번호|패스워드|비번|암호/i;

const JOINING_WORDS = new Set([
  'a',
  'an',
  'the',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'of',
  'off',
  'on',
  'not',
  'no',
  'per',
  'to',
  'via',
  'with',
  'must',
  'same',
  'see',
  'and',
  'or',
]);

/**
 * A value of a key named `…_key` that looks generated: base64 or base64url of 16 or more
 * characters mixing lower case, capitals and digits (`base64:` before it, as Laravel
 * writes it), or 32 or more hex digits. Ids and names (`orders.created.v2`,
 * `order-12345-attempt-2`, a GPG key id) are neither.
 */
export const KEY_VALUE = /^(?:base64:)?(?:(?=[A-Za-z0-9+/=_-]{16,}$)(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).*|[0-9a-fA-F]{32,})$/;

/** Quotes, brackets and Markdown emphasis around a value written in a sentence, and the sentence's own punctuation after it. */
const WRAPPING_START = /^[([{"'`*_!]+/;
const WRAPPING_END = /[)\]}>"'`*_.,;:!?]+$/;

/**
 * One part of a word-like value: letters and then digits (`sha256`, `v2`, `JWT`), a count
 * with a unit (`24h`, `2nd`), or an abbreviation of four characters at most (`i18n`, `k8s`,
 * `2FA`, `P2P`, `3DES`: "the token is 2FA-gated").
 */
const WORD_PART = /^(?:[A-Za-z]*[0-9]*|[0-9]+[a-z]{1,3}|[A-Za-z0-9]{1,4})$/;
/** Names of encodings, hashes and protocols with a number inside (`base64url`, `sha256sum`), which leetspeak (`h0rse`) is not. */
const TECH_WORD = /^(?:base|sha|md|utf|ipv|aes|rsa|ed|hs|rs|es|ps|x|oauth|http|tls|argon|pbkdf)[0-9]+[a-z]*$/i;

/**
 * Whether a value written in a sentence ("the password is …", "비번은 … 입니다") reads as
 * a made-up secret. Prose puts all kinds of things after "the token is", so this asks more
 * than looksLikeSecretValue: 8 or more characters, a letter and a digit or a symbol, and
 * none of the shapes of prose or code: words joined by `-`, `_`, `.`, `/` or `:`
 * (`JWT-based`, `sha256-hmac`, `v1.2.3`, `config/secrets.yml`, `redis:6379`,
 * `DB_PASSWORD`), the name of an encoding or hash (`base64url`), URLs and paths, e-mail
 * addresses, dates, @mentions, calls (`equals(a,`), and 1Password, the one vault whose
 * name holds a digit. The cost is a password made of such parts (`Summer-2024`), which
 * `password: Summer-2024` still gives away as an assignment (lib/format/secrets.ts).
 * `minLength` is lower only where the value is a password and closes its clause
 * (stated-secrets.ts): people choose shorter ones than machines make (`hunter2`).
 */
export function looksMadeUp(value: string, minLength = 8): boolean {
  if (isPlaceholder(value)) return false;
  const v = unwrapped(value);
  if (v.length < minLength || /\s/.test(v) || isPlaceholder(v)) return false;
  if (!/[A-Za-z]/.test(v) || !/[0-9]|[^A-Za-z0-9_./:-]/.test(v)) return false;
  if (/^[@#~/.\\]|:\/\//.test(v) || /^1password/i.test(v) || /^\d{4}-\d\d-\d\d/.test(v)) return false;
  // code: a call or an index, optional chaining, a block or a statement's end (`const pass = equals(a, b);`)
  if (/[A-Za-z_$][\w$]*[([]|\?\.|[;{}]/.test(v)) return false;
  if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(v)) return false;
  // a count with a unit: "the password is 12+chars", "is 12chars", "is 16characters"
  if (/^[0-9]+\+[A-Za-z]+$/.test(v) || /^[0-9]+(?:chars?|characters?|digits?|letters?|symbols?|bytes?|bits?|words?)$/i.test(v)) return false;
  // elided or masked (`sk-proj-…`, `AKIA…7Q2X`), a Windows path, a vault path with a #field
  if (v.includes('\u2026') || /^(?:[A-Za-z]:\\|%[A-Za-z_]\w*%)/.test(v) || /^[\w.:-]+(?:\/[\w.-]+)+#[\w.-]+$/.test(v)) return false;
  // words joined by + , | = or an arrow are a list, a setting or a change (`read+write`, `SameSite=Lax`, `3600s→900s`);
  // a `$VAR` part is a reference (`x-access-token:$TOKEN`)
  const parts = v.split(/->|=>|\u2192|[-_./:+,|=\\]/);
  const wordy = (part: string): boolean => WORD_PART.test(part) || TECH_WORD.test(part) || /^\$\{?[A-Za-z_]\w*\}?$/.test(part);
  return parts.length === 1 ? !TECH_WORD.test(v) : !parts.every(wordy);
}

/**
 * A word and a number (`admin1234`, `Postgres16`, `AccessToken2`): a weak password, or a
 * product and its version. Told in words it is taken for a secret only where it closes
 * its clause (statedSecrets): "the password is admin1234." gives one, "the token is
 * AccessToken2 in the response" and "토큰을 Postgres16으로 옮김" do not.
 */
export function isWordAndNumber(value: string): boolean {
  return /^[A-Za-z]+[0-9]+$/.test(unwrapped(value));
}

/** A value without the quotes, brackets and punctuation a sentence puts round it. */
export function unwrapped(value: string): string {
  return value.replace(WRAPPING_START, '').replace(WRAPPING_END, '');
}
