/**
 * Likely credentials in text. Memories are committed and shown to Claude, so a token
 * pasted into one is a leak. Pure: used by `save`, `import`, and `lint`'s rule set
 * (lib/checks/check-text.ts, which the PostToolUse hook runs too), and by the index,
 * which marks a memory holding one in the list: it sits in format/, below index/, so
 * that both read the one set of rules. It looks for known token shapes, `key: value` assignments
 * with real-looking values and secrets told in a sentence (lib/format/stated-secrets.ts);
 * it does not flag random-looking text in general (git
 * shas, UUIDs and hashes are everyday content of operational notes).
 */

import { fnv1aHex } from '../fnv1a.js';
import type { SecretKind, TextField } from '../model/text-findings.js';
import { HIDDEN_IN_WORD, HIDDEN_IN_WORD_BYTES } from './invisible.js';
import { isPlaceholder, KEY_VALUE, looksLikeSecretValue } from './secret-values.js';
import { statedSecrets } from './stated-secrets.js';
import { utf16TextOf } from './utf16-text.js';

export interface SecretFinding {
  /** what it looks like (lib/i18n/rules.ts words it) */
  kind: SecretKind;
  /** for an assignment: the key as written, e.g. `DB_PASSWORD` */
  key?: string;
  /** where: the field given by the caller */
  field: TextField;
  /** 1-based line and column within that field */
  line: number;
  column: number;
  /** what a memory's `not_secrets` lists to say this text is no secret (secretDigest) */
  digest: string;
}

/**
 * The front-matter field listing what looks like a secret and is not one, by digest:
 * `not_secrets: [s1f0c9a2e]`. A digest names the flagged text itself, so the same words
 * edited, or a real key added beside them, are flagged again; the list holds no secret.
 * Its name holds no word the rules look for.
 */
export const NOT_SECRETS_FIELD = 'not_secrets';

/**
 * The digest of a flagged span: FNV-1a of its text, 8 hex digits after an `s`. The letter
 * keeps YAML from reading one as a number (`12e45678` would be infinity) when it is
 * written by hand without quotes.
 */
export const secretDigest = (span: string): string => `s${fnv1aHex(span)}`;

const DIGEST = /^s[0-9a-f]{8}$/;

/** The digests a memory's front matter lists under not_secrets; anything else there counts for nothing. */
export function notSecretsOf(data: Readonly<Record<string, unknown>> | undefined): ReadonlySet<string> {
  const listed = data?.[NOT_SECRETS_FIELD];
  const values = Array.isArray(listed) ? listed : [listed];
  return new Set(values.filter((value): value is string => typeof value === 'string' && DIGEST.test(value)));
}

const NONE: ReadonlySet<string> = new Set();

interface Rule {
  kind: SecretKind;
  pattern: RegExp;
  /** the group holding the secret part, checked against placeholders; 0 = whole match */
  group?: number;
  /** extra test of the secret part, for shapes that ordinary words can take */
  check?: (secret: string) => boolean;
}

/** Basic authentication's value: base64 of `user:password`, printable once decoded. */
const isBasicCredentials = (value: string): boolean => {
  const decoded = Buffer.from(value, 'base64').toString('latin1');
  return decoded.includes(':') && /^[\x20-\x7e]+$/.test(decoded);
};

/** Generated keys mix letters and digits; `sk-some-long-kebab-name` does not. */
const hasLettersAndDigits = (secret: string): boolean => /[0-9]/.test(secret) && /[A-Za-z]/.test(secret);

// Order matters only for the kind reported: the first rule that claims a span wins. Made
// when first needed, with the assignment pattern below: they cost every prompt ~0.14 ms,
// and only a file being read is looked at for secrets.
let tokenRules: readonly Rule[] | undefined;
const tokenRulesOf = (): readonly Rule[] =>
  (tokenRules ??= [
    // the block to its END line where there is one: a header alone is the same text for every
    // key, and a not_secrets digest of it would pass over any key pasted later
    {
      kind: 'private-key',
      pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----(?:[\s\S]{0,20000}?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----)?/g,
    },
    // a PEM private key in base64, as a kubeconfig's client-key-data holds it ("-----BEGIN" is
    // LS0tLS1CRUdJTi there); a certificate's (client-certificate-data) is none
    {
      kind: 'private-key',
      pattern: /\bLS0tLS1CRUdJTi[A-Za-z0-9+/]{20,}={0,2}/g,
      check: (value) => /PRIVATE KEY/.test(Buffer.from(value.slice(0, 80), 'base64').toString('latin1')),
    },
    // PuTTY's key file: its private lines follow their count
    // (at a line's start, its lines at most 200 characters: tried from each header, a window
    // of 5,000-character lines took 1.7 s over 1 MB)
    {
      kind: 'private-key',
      pattern: /(?<![^\n])PuTTY-User-Key-File-\d+:[^\n]{0,200}(?:\n[^\n]{0,200}){0,30}?\nPrivate-Lines:[ \t]*\d+/g,
    },
    { kind: 'aws-access-key', pattern: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g },
    // HashiCorp Vault's service, batch and recovery tokens
    { kind: 'vault-token', pattern: /\bhv[sbr]\.[A-Za-z0-9_-]{24,}/g, check: hasLettersAndDigits },
    { kind: 'github-token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36,}\b/g },
    { kind: 'github-token', pattern: /\bgithub_pat_[A-Za-z0-9_]{22,}/g },
    { kind: 'gitlab-token', pattern: /\bglpat-[A-Za-z0-9_-]{20,}/g },
    { kind: 'slack-token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/g },
    // an app-level token (Socket Mode)
    { kind: 'slack-token', pattern: /\bxapp-\d+-[A-Za-z0-9-]{10,}/g },
    { kind: 'hugging-face-token', pattern: /\bhf_[A-Za-z0-9]{30,}\b/g, check: hasLettersAndDigits },
    { kind: 'docker-token', pattern: /\bdckr_pat_[A-Za-z0-9_-]{20,}/g },
    // an OAuth client's secret, an access token, a refresh token (`1//0…`, not a path's `//`)
    { kind: 'google-oauth', pattern: /\b(?:GOCSPX-[A-Za-z0-9_-]{20,}|ya29\.[A-Za-z0-9_-]{20,})/g, check: hasLettersAndDigits },
    { kind: 'google-oauth', pattern: /(?<![\w/:.-])1\/\/0[A-Za-z0-9_-]{30,}/g, check: hasLettersAndDigits },
    // services whose tokens open with their own mark: Stripe's webhook secret, Shopify, DigitalOcean,
    // PyPI, Atlassian, Groq, Linear, Notion (both), Replicate, xAI, Perplexity, age, Square, New Relic,
    // Figma, Grafana, Postman, Sentry, Databricks, Supabase, Doppler, Heroku, Netlify, RubyGems, Mailchimp
    {
      kind: 'service-token',
      pattern:
        /\b(?:whsec_[A-Za-z0-9+/=]{24,}|shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}|do[opr]_v1_[a-f0-9]{64}|pypi-AgE[A-Za-z0-9_-]{50,}|ATATT3x[A-Za-z0-9_=-]{50,}|gsk_[A-Za-z0-9]{40,}|lin_api_[A-Za-z0-9]{32,}|ntn_[A-Za-z0-9]{40,}|r8_[A-Za-z0-9]{30,}|xai-[A-Za-z0-9]{40,}|pplx-[A-Za-z0-9]{40,}|AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}|sq0(?:atp|csp)-[A-Za-z0-9_-]{22,}|NRAK-[A-Z0-9]{27}|figd_[A-Za-z0-9_-]{40,}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|glc_[A-Za-z0-9+/]{32,}={0,2}|PMAK-[a-f0-9]{24}-[a-f0-9]{34}|sntry[su]_[A-Za-z0-9+/=_]{40,}|dapi[a-f0-9]{32}|sbp_[a-f0-9]{40}|dp\.(?:pt|st|sa|ct)\.[A-Za-z0-9]{40,}|HRKU-[A-Za-z0-9_-]{40,}|nfp_[A-Za-z0-9]{36}|secret_[A-Za-z0-9]{43}|rubygems_[a-f0-9]{48}|[a-f0-9]{32}-us[0-9]{1,2})(?![A-Za-z0-9_-])/g,
      check: hasLettersAndDigits,
    },
    // a Telegram bot's token: the bot's number, then its secret (in the API's URLs after `/bot`)
    { kind: 'service-token', pattern: /(?:(?<=\/bot)|(?<![\w:]))[0-9]{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/g, check: hasLettersAndDigits },
    // an Azure storage account's key, as its connection string writes it
    { kind: 'azure-storage-key', pattern: /\bAccountKey=([A-Za-z0-9+/]{40,}={0,2})/g, group: 1 },
    { kind: 'npm-token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
    { kind: 'anthropic-key', pattern: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
    { kind: 'openai-key', pattern: /\bsk-(?!ant-)(?:[a-z]+-)?[A-Za-z0-9_-]{20,}/g, check: hasLettersAndDigits },
    { kind: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g },
    // live and restricted keys; a `sk_test_` key is a test key (PLACEHOLDER_WORDS lets it be)
    { kind: 'stripe-key', pattern: /\b(?:sk|rk)_live_[A-Za-z0-9]{16,}/g },
    { kind: 'google-api-key', pattern: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
    { kind: 'sendgrid-key', pattern: /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g },
    // scheme://user:password@host, and scheme://:password@host (Redis, no user) — the password is group 1
    {
      kind: 'connection-password',
      pattern: /\b[a-z][a-z0-9+.-]{0,30}:\/\/[^\s:/@]{0,200}:([^\s/@]{1,200})@[^\s/@]{1,200}/gi,
      group: 1,
      check: (secret) => looksLikeSecretValue(secret),
    },
    // an incoming webhook's URL is its credential: whoever holds it posts to the channel
    {
      kind: 'slack-webhook',
      pattern: /\bhttps?:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/([A-Za-z0-9_/-]{20,})/g,
      group: 1,
      check: hasLettersAndDigits,
    },
    {
      kind: 'discord-webhook',
      pattern: /\bhttps?:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api\/(?:v\d+\/)?webhooks\/[0-9]{5,30}\/([A-Za-z0-9_-]{20,})/g,
      group: 1,
      check: hasLettersAndDigits,
    },
    { kind: 'bearer-token', pattern: /\bBearer[ \t]+([A-Za-z0-9._~+/-]{20,}=*)/g, group: 1, check: hasLettersAndDigits },
    // GitHub's `Authorization: token X` (not the name of a variable that holds one), and
    // Basic's base64 of user:password (not words about it: `base64-encoded-credentials`)
    {
      kind: 'authorization-header',
      pattern: /\bAuthorization:[ \t]*token[ \t]+([A-Za-z0-9_]{20,})(?![\w-])/gi,
      group: 1,
      check: (secret) => hasLettersAndDigits(secret) && !/^[A-Z0-9_]+$/.test(secret) && looksLikeSecretValue(secret),
    },
    {
      kind: 'authorization-header',
      pattern: /\bAuthorization:[ \t]*Basic[ \t]+([A-Za-z0-9+/]{12,}={0,2})(?![\w/+=-])/gi,
      group: 1,
      check: isBasicCredentials,
    },
    // Docker's config.json: "auth": base64 of user:password for a registry
    {
      kind: 'registry-auth',
      pattern: /"auth"[ \t]*:[ \t]*"([A-Za-z0-9+/]{12,}={0,2})"/g,
      group: 1,
      check: isBasicCredentials,
    },
    // curl -u user:password, -uuser:password, -su …, --user=user:password (not `-u user` alone,
    // which asks for it); the password is group 2
    {
      kind: 'basic-auth',
      pattern: /\bcurl\b[^\n]{0,300}?[ \t](?:-[A-Za-z]*u[ \t]*|--user(?:[ \t]+|=))(["']?)[^\s:"']{1,100}:([^\s"']{1,200})\1/g,
      group: 2,
      check: (secret) => looksLikeSecretValue(secret),
    },
    // a password as a command's argument: `mysql -pS3cr3t` (attached: `-p db` names a
    // database), `docker login -p X`, `az login -p X`, `mongosh -p X`, `sshpass -p X`,
    // `redis-cli -a X`, `zip -P X`, `7z -pX`, `openssl -k X`, `--password X` (with `=`, the
    // assignment below); the password is group 2
    {
      kind: 'command-password',
      pattern:
        /(?:\b(?:(?:mysql(?:dump|admin|import|check|sh)?|mariadb)\b[^\n]{0,300}?[ \t]-p|(?:docker|podman|helm)\b[^\n]{0,60}?\blogin\b[^\n]{0,300}?[ \t]-p[ \t]+|(?:az[ \t]+login|mongo(?:sh|dump|restore|export|import)?)\b[^\n;&|]{0,300}?[ \t]-p[ \t]+(?!-)|sshpass\b[^\n]{0,100}?[ \t]-p[ \t]*|redis-cli\b[^\n]{0,300}?[ \t]-a[ \t]*|zip\b[^\n;&|]{0,300}?[ \t]-P[ \t]+(?!-)|7z\b[^\n;&|]{0,300}?[ \t]-p(?!-)|openssl\b[^\n;&|]{0,300}?[ \t](?:-k[ \t]+(?!-)|-pass[ \t]+pass:))|(?<![\w-])--pass(?:word|wd)?[ \t]+(?!-))(["']?)([^\s"']{1,200})\1/g,
      group: 2,
      check: (secret) => looksLikeSecretValue(secret),
    },
    // a .pgpass line, host:port:database:user:password (a port or `*`: a time has no four colons)
    {
      kind: 'connection-password',
      pattern: /(?<![^\n])[ \t]*[^\s:#]{1,200}:(?:[0-9]{1,5}|\*):[^\s:]{1,200}:[^\s:]{1,200}:([^\s:]{1,200})[ \t]*(?![^\n])/g,
      group: 1,
      check: (secret) => looksLikeSecretValue(secret),
    },
    // a session's cookie in a header: whoever holds it is logged in
    {
      kind: 'session-cookie',
      pattern:
        /\b(?:Set-)?Cookie:[ \t]*(?:[^\s=;]{1,100}=[^\s;]{0,300};[ \t]*){0,10}?(?:[A-Za-z_.]{0,40}sess(?:ion)?(?:_?id|_?key|_?token)?|(?:[A-Za-z_]{1,40}\.)?sid|auth(?:_?token)?|token|jwt)=([A-Za-z0-9%._~+/-]{16,}=*)/gi,
      group: 1,
      check: (secret) => hasLettersAndDigits(secret) && looksLikeSecretValue(secret),
    },
  ]);

/**
 * `password = value`, `"api_key": "value"`, `DB_PASSWORD: value`, `비밀번호: value`: the
 * key must END in a secret word, so `token_url:` or `max_tokens=` are not assignments
 * of a secret. `DB_PASS` and `SENDGRID_KEY` end in a word after a separator; a key named
 * `…_key` holds ids and names as often as keys (`sort_key: created_at`, `cache_key:
 * user-42`), so its value must look generated (KEY_VALUE). Group 1 is the secret word, 2 the operator (`>` for an XML element), 3–5 the value (double-quoted, single-quoted,
 * bare). The rest of the key (`DB_`, `client_`) is found by walking back from the word:
 * a `[\w.-]*` prefix inside the pattern would make a long run of letters quadratic.
 */
let assignment: RegExp | undefined;
const assignmentOf = (): RegExp =>
  (assignment ??=
    /(password|passwd|pwd|secret|secret[_-]?key|api[_-]?key|apikey|access[ \t_-]?key|private[_-]?key|token|[_-]pass|[_-]key|[_-]auth|비밀번호|패스워드)["']?[ \t]*(:=|=>|[:=]|>(?=[^\s<]{1,500}<\/))[ \t]*(?:"([^"\n]{0,500})"|'([^'\n]{0,500})'|([^\s"'`,;]{1,500}))/giu);
/**
 * A secret's name, then a space, then a value that reads as generated: `--token Zx9k…`,
 * `aws configure set aws_secret_access_key Zx9k…`, `client_secret Zx9k…`, `vault login
 * hvs.…`, `//registry.npmjs.org/:_authToken Zx9k…`. Prose puts any word after "token", so
 * the value must look made by a machine (generatedValue). Group 1 is the name, 3 the value.
 */
let namedValue: RegExp | undefined;
const namedValueOf = (): RegExp =>
  (namedValue ??=
    /(?<![\w-])((?:-{1,2}|[_-]*)(?:[A-Za-z0-9]{1,30}[_-]){0,4}?[A-Za-z0-9]{0,20}?(?:secret|token|api[_-]?key|apikey|access[_-]?key|password|passwd)(?:[_-]?(?:key|token))?|vault[ \t]+login)[ \t]+(["']?)([A-Za-z0-9+/=_.~-]{16,300})\2(?![\w/+=.~-])/gi);

/**
 * A secret's name and its value in two fields of one entry, on its line or the next: a
 * Kubernetes or Compose env list (`- name: DB_PASSWORD`, then `value: …`), ECS's
 * `{"Name": "API_TOKEN", "Value": "…"}`, .NET's `<add key="ApiKey" value="…"/>`, Terraform's
 * `variable "db_password" { default = "…" }`. Group 1 is the name, 2–4 the value.
 */
let namedEntry: RegExp | undefined;
const namedEntryOf = (): RegExp =>
  (namedEntry ??=
    /(?:\b(?:name|key)["']?[ \t]*[:=][ \t]*|\bvariable[ \t]+)["']?([\w.-]{0,60}?(?:password|passwd|secret|token|api[_-]?key|apikey|[_-]pass))(?![\w.-])["']?(?:[^\n]{0,80}\n)?[^\n]{0,80}?\b(?:value|default)["']?[ \t]*[:=][ \t]*(?:"([^"\n]{1,500})"|'([^'\n]{1,500})'|([^\s"'`,;{}]{1,500}))/gi);

/**
 * YAML's block scalar (`password: |`, `secret: >-`): the value on the line below, indented.
 * Group 1 is the secret word, 2 the value's first line.
 */
let blockValue: RegExp | undefined;
const blockValueOf = (): RegExp =>
  (blockValue ??=
    /(password|passwd|secret|token|api[_-]?key|apikey|[_-]pass|비밀번호)["']?[ \t]*:[ \t]*[|>][-+]?[0-9]?[ \t]*\r?\n[ \t]+([^\s#][^\n]{0,500})/giu);

/**
 * Tokens that are no credential: a page's, a request's, a form's, a state's (`--next-token`,
 * `--starting-token`, `--client-token`, `csrf_token`, an OAuth `state` token).
 */
/** Of those, the ones an entry names that are no credential whatever their value: a client's or a request's token in an env list may be one (`VAULT_CLIENT_TOKEN`). */
const PAGE_OR_FORM_TOKEN = /(?:next|page|starting|continuation|cursor|csrf|xsrf|idempotency|pagination)[_ -]?token$/i;
const NOT_A_CREDENTIAL =
  /(?:next|page|starting|start|continuation|sequence|client|idempotency|csrf|xsrf|state|unit|pagination|cursor|request|sync|resume)[_ -]?token$/i;

/**
 * A value a machine made: 16 characters or more mixing lower case, capitals and digits that
 * change class often (a random token does at about six in ten characters; `RefreshTokenV2Handler`,
 * an identifier, at under four), 32 hex digits or more with a letter among them, or a kubeadm
 * token (`abcdef.0123456789abcdef`). Not a number, an address (`0x…`), or a stand-in (`Ab…54321`).
 */
function generatedValue(value: string): boolean {
  if (isPlaceholder(value) || /EXAMPLE|\.{2}/.test(value) || /^0x/i.test(value) || /^[0-9]+$/.test(value)) return false;
  if (/^[a-z0-9]{6}\.[a-z0-9]{16}$/.test(value)) return true;
  if (/^[0-9a-f]{32,}$/i.test(value)) return /[a-f]/i.test(value);
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/[0-9]/.test(value)) return false;
  let runs = 1;
  const classOf = (c: string): number => (/[a-z]/.test(c) ? 0 : /[A-Z]/.test(c) ? 1 : /[0-9]/.test(c) ? 2 : 3);
  for (let i = 1; i < value.length; i++) if (classOf(value[i] as string) !== classOf(value[i - 1] as string)) runs++;
  return runs / value.length >= 0.45;
}

// Made when first needed, as the secret hint below: a \p{…} class costs ~0.1 ms to make, in
// every hook process that loads this module (every prompt), while keys are looked for
// only in a file that holds an assignment.
let keyChar: RegExp | undefined;

/** Start of the key that ends at `end`: back over letters, digits, `_`, `.`, `-`, at most 100. */
function keyStart(text: string, end: number): number {
  keyChar ??= /[\p{L}\p{N}_.-]/u;
  let start = end;
  while (start > 0 && end - start < 100 && keyChar.test(text[start - 1] ?? '')) start -= 1;
  return start;
}

/**
 * How far into a memory file the secret rules look when the index reads it, and how much
 * of it lint reads: the two give one verdict. A longer file fails lint
 * (lib/diagnose/lint/lint-memories.ts); save and the PostToolUse check have the whole text.
 */
export const SECRET_SCAN_BYTES = 256 * 1024;

/**
 * Enough to tell someone what to fix; also keeps a file full of keys from making the
 * overlap check below quadratic.
 */
export const MAX_FINDINGS = 100;

type SecretSpan = { start: number; end: number; kind: SecretKind; key?: string };

/**
 * Text without one of these holds nothing the rules above call a secret: each rule's
 * match starts with, or holds, one of them (a test keeps them in step: test/save/secrets).
 * Matched on a file's raw bytes read as latin1, which costs a copy and no decoding, so
 * the Korean words are written as their UTF-8 bytes; and lower-cased, because one
 * case-sensitive pattern over the lower-cased text took 15 µs a file where the same
 * pattern with the `i` flag took 27 (1,000 memories of 6.5 KB). Lower-casing latin1
 * leaves every byte of the Korean words as it is, so it never hides one.
 *
 * Two patterns, not one: with the Korean words among the others, every Hangul lead byte
 * (a third of a Korean body) starts an attempt at the whole alternation, and 1,000 Korean
 * bodies took 38 ms where the two patterns take 23 (English bodies: 24 ms either way).
 */
// made on the first file read: the list's usual prompt reads none, and turning the Korean
// words into their bytes costs ~0.1 ms of a hook process's start
let secretHint: { latin: RegExp; korean: RegExp } | undefined;
const asLatin1 = (word: string): string => Buffer.from(word, 'utf8').toString('latin1');
const makeSecretHint = (): { latin: RegExp; korean: RegExp } => ({
  latin: new RegExp(
    [
      '-----BEGIN',
      'LS0tLS1CRUdJTi',
      '"auth"',
      'putty-user-key',
      'AKIA',
      'hv[sbr]\\.',
      'ASIA',
      'gh[pousr]_',
      'github_pat_',
      'glpat-',
      'xox[abprs]-',
      'xapp-',
      'hf_',
      'dckr_pat_',
      'gocspx-',
      'ya29\\.',
      '1\\/\\/0',
      'whsec_',
      'shp(?:at|ss|ca|pa)_',
      'do[opr]_v1_',
      'pypi-',
      'atatt3x',
      'gsk_',
      'lin_api_',
      'ntn_',
      'r8_',
      'xai-',
      'pplx-',
      'age-secret-key-',
      'sq0',
      'nrak-',
      'figd_',
      'gl(?:sa|c)_',
      'pmak-',
      'sntry',
      'dapi',
      'sbp_',
      'dp\\.',
      'hrku-',
      'nfp_',
      'rubygems_',
      '[0-9]:aa',
      '-us[0-9]',
      'cookie',
      '[_-]auth',
      String.raw`\bzip\b`,
      String.raw`\b7z\b`,
      'openssl',
      'mongo',
      'az[ \\t]',
      ':(?:[0-9]{1,5}|\\*):[^\\s:]+:[^\\s:]+:',
      'authorization',
      'npm_',
      'sk-',
      'eyJ',
      '[sr]k_live_',
      'AIza',
      'SG\\.',
      ':\\/\\/',
      'Bearer',
      'curl',
      'mysql',
      'mariadb',
      'redis-cli',
      'pass',
      'pw',
      'secret',
      '(?:api[ \\t]?|access[ \\t]?|private|[_-])key',
      'token',
      // the login pairs of lib/format/stated-secrets.ts
      'log[ \\t]?in',
      'sign[ \\t]?in',
      'cred',
      'account',
      'id[ \\t]?\\/',
    ]
      .join('|')
      .toLowerCase(),
  ),
  korean: new RegExp([`api[ \\t]?${asLatin1('키')}`, ...['비밀번호', '패스워드', '비번', '암호', '토큰', '로그인', '계정', '아이디'].map(asLatin1)].join('|')),
});

const hinted = (latin1: string): boolean => {
  const hint = (secretHint ??= makeSecretHint());
  const test = (text: string): boolean => {
    const lower = text.toLowerCase();
    return hint.latin.test(lower) || hint.korean.test(lower);
  };
  if (test(latin1)) return true;
  // a word split by an invisible character, which the rules read past (secretSpans)
  const unhidden = latin1.replace(HIDDEN_IN_WORD_BYTES, '');
  return unhidden !== latin1 && test(unhidden);
};

/**
 * Whether a file's bytes hold what findSecrets (and so lint) calls a likely secret: for
 * the index, which marks such a memory in the list (lib/index/parse-memory-file.ts).
 * Most files are ruled out by the hint (makeSecretHint) without being decoded; only the rest run the rules.
 */
export function bytesHoldSecret(bytes: Buffer, notSecrets: ReadonlySet<string> = NONE): boolean {
  const wide = utf16TextOf(bytes);
  if (wide !== undefined) return findSecrets(wide, 'file', notSecrets).length > 0;
  return hinted(bytes.toString('latin1')) && findSecrets(bytes.toString('utf8'), 'file', notSecrets).length > 0;
}

/**
 * Whether a file's name holds a likely secret: a token pasted as a name (an assignment or
 * a URL cannot be one), or a password told in one (`비번은-tr0ub4dor3xq`): the hint reads
 * the name's bytes, as a body's, so that it sees the Korean words.
 */
export function nameHoldsSecret(name: string): boolean {
  return passesSecretHint(name) && findSecrets(name, 'name').length > 0;
}

/** A memory's name as a report prints it: a credential in it masked, as the list shows it. */
export function maskSecretInName(name: string): string {
  return nameHoldsSecret(name) ? maskSecrets(name) : name;
}

/**
 * A path as lint and doctor print it: a credential in its last part masked, as the list and
 * the Read gate show that memory (`…/app/***.md`); the folders above it are the workspace's.
 */
export function maskSecretInPath(path: string): string {
  const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1;
  const name = path.slice(cut);
  const stem = name.replace(/\.md$/i, '');
  return nameHoldsSecret(stem) ? `${path.slice(0, cut)}${maskSecrets(stem)}${name.slice(stem.length)}` : path;
}

/** The same test on text: whether the hint lets it through to the rules (for the test that keeps the two in step). */
export const passesSecretHint = (text: string): boolean => hinted(Buffer.from(text, 'utf8').toString('latin1'));

/** Every likely secret in one piece of text, in text order (at most MAX_FINDINGS), less what `notSecrets` lists. */
export function findSecrets(text: string, field: TextField, notSecrets: ReadonlySet<string> = NONE): SecretFinding[] {
  const locate = lineLocator(text);
  const found: SecretFinding[] = [];
  for (const span of secretSpans(text)) {
    const digest = secretDigest(text.slice(span.start, span.end));
    if (notSecrets.has(digest)) continue;
    found.push({ kind: span.kind, ...(span.key === undefined ? {} : { key: span.key }), field, ...locate(span.start), digest });
  }
  return found;
}

/**
 * `text` with every likely secret replaced by `***`: for a report that names what it
 * refused (a file name, a title) without printing the very thing it refused it for.
 */
export function maskSecrets(text: string): string {
  let out = '';
  let at = 0;
  for (const span of secretSpans(text)) {
    out += `${text.slice(at, span.start)}***`;
    at = span.end;
  }
  return out + text.slice(at);
}

/**
 * Where the likely secrets are, in text order, not overlapping. A key split by an invisible
 * character (`AKIA` U+200B `…`) is the key to whoever copies it: the rules read the text
 * without those characters, and a span is given back in the text as written.
 */
function secretSpans(text: string): SecretSpan[] {
  const unhidden = text.replace(HIDDEN_IN_WORD, '');
  if (unhidden === text) return spansIn(text);
  // where each character of the unhidden text stands in the text as written, and its end
  const at: number[] = [];
  for (let i = 0; i < text.length; ) {
    HIDDEN_IN_WORD.lastIndex = i;
    const hidden = HIDDEN_IN_WORD.exec(text);
    const next = hidden ? hidden.index : text.length;
    for (; i < next; i += 1) at.push(i);
    i = hidden ? next + hidden[0].length : next;
  }
  return spansIn(unhidden).map((span) => ({ ...span, start: at[span.start] ?? text.length, end: (at[span.end - 1] ?? text.length - 1) + 1 }));
}

function spansIn(text: string): SecretSpan[] {
  const spans: SecretSpan[] = [];
  const claim = (start: number, end: number, kind: SecretKind, key?: string): void => {
    if (spans.length >= MAX_FINDINGS || spans.some((s) => start < s.end && s.start < end)) return;
    spans.push(key === undefined ? { start, end, kind } : { start, end, kind, key });
  };

  for (const rule of tokenRulesOf()) {
    for (const match of text.matchAll(rule.pattern)) {
      if (spans.length >= MAX_FINDINGS) break;
      const secret = match[rule.group ?? 0] ?? '';
      // AKIAIOSFODNN7EXAMPLE and friends are the vendors' documented examples
      if (isPlaceholder(secret) || /EXAMPLE/.test(secret) || (rule.check && !rule.check(secret))) continue;
      claim(match.index, match.index + match[0].length, rule.kind);
    }
  }
  for (const match of text.matchAll(assignmentOf())) {
    if (spans.length >= MAX_FINDINGS) break;
    const written = match[3] ?? match[4] ?? match[5] ?? '';
    // an element's text ends at its closing tag (`<password>…</password>`); any other value keeps a `<` it holds
    const tagEnd = match[2] === '>' ? written.indexOf('<') : -1;
    const value = tagEnd >= 0 ? written.slice(0, tagEnd) : written;
    if (!looksLikeSecretValue(value, match[1])) continue;
    // `sort_key: created_at`, and `access key: my-laptop` in prose: a generated value only
    if (/^(?:[_-]|access[ \t])key$/i.test(match[1] ?? '') && !KEY_VALUE.test(value)) continue;
    // `REDIS_AUTH=…`, `.npmrc`'s `_auth=…`; not `SERVER_AUTH = '1.3.6.1…'` nor `new_auth = get_auth(url)`
    if (/^[_-]auth$/i.test(match[1] ?? '') && !generatedValue(value)) continue;
    const start = keyStart(text, match.index);
    const key = text.slice(start, match.index + (match[1] ?? '').length);
    claim(start, match.index + match[0].length, 'assignment', key);
  }
  for (const match of text.matchAll(namedEntryOf())) {
    if (spans.length >= MAX_FINDINGS) break;
    // a page's or a form's token (`next_page_token`, `csrf_token`) is no credential
    if (PAGE_OR_FORM_TOKEN.test(match[1] ?? '') || !looksLikeSecretValue(match[2] ?? match[3] ?? match[4] ?? '', match[1])) continue;
    claim(match.index, match.index + match[0].length, 'assignment', match[1]);
  }
  for (const match of text.matchAll(blockValueOf())) {
    if (spans.length >= MAX_FINDINGS) break;
    if (!looksLikeSecretValue((match[2] ?? '').trim(), match[1])) continue;
    const start = keyStart(text, match.index);
    claim(start, match.index + match[0].length, 'assignment', text.slice(start, match.index + (match[1] ?? '').length));
  }
  for (const match of text.matchAll(namedValueOf())) {
    if (spans.length >= MAX_FINDINGS) break;
    const value = match[3] ?? '';
    const name = match[1] ?? '';
    // the words before it too: "OAuth state token …"
    if (!generatedValue(value) || NOT_A_CREDENTIAL.test(`${text.slice(Math.max(0, match.index - 20), match.index)}${name}`)) continue;
    claim(match.index, match.index + match[0].length, 'assignment', name);
  }
  // after the rules above, so that a secret they name keeps their kind
  for (const stated of statedSecrets(text)) {
    if (spans.length >= MAX_FINDINGS) break;
    claim(stated.start, stated.end, stated.kind, stated.key);
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** Findings across named fields, e.g. `{ title, description, body }`. */
export function findSecretsInFields(fields: Partial<Record<TextField, string>>, notSecrets: ReadonlySet<string> = NONE): SecretFinding[] {
  return (Object.entries(fields) as Array<[TextField, string | undefined]>).flatMap(([field, text]) => (text ? findSecrets(text, field, notSecrets) : []));
}

/** The front matter fields the list, `list --json` and search show as YAML decodes them. */
interface ShownFields {
  title?: string;
  description?: string;
  source?: string;
  tags: readonly string[];
}

/**
 * Findings in the fields a front matter writes otherwise than they read: YAML decodes
 * `"\u0067hp_…"` into a GitHub token, and a line ending in `\` inside double quotes joins
 * the next one to it, while the look at the file's text sees neither. The list shows the
 * decoded text; a field found as it is in `text` was looked at there already.
 */
export function rewrittenFieldSecrets(text: string, fields: ShownFields, notSecrets: ReadonlySet<string> = NONE): SecretFinding[] {
  const unseen = (value: string | undefined) => (value && !text.includes(value) ? value : undefined);
  return findSecretsInFields(
    {
      title: unseen(fields.title),
      description: unseen(fields.description),
      source: unseen(fields.source),
      tags: fields.tags.filter((tag) => unseen(tag) !== undefined).join(' '),
    },
    notSecrets,
  );
}

/** 1-based line and column of an offset, by binary search over line starts. */
function lineLocator(text: string): (index: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (index) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= index) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: index - (starts[low] ?? 0) + 1 };
  };
}
