// A secret told in words, as a user tells Claude one ("the staging password is …",
// "비번은 … 입니다", "login admin / …", a webhook URL): refused by save, marked in the list,
// an error in lint, and never printed back. Prose about secrets, which real memories are
// full of, stays unflagged: the second table is the guard.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { secretKindText } from '../../lib/checks/finding.js';
import { bytesHoldSecret, findSecrets, maskSecrets, nameHoldsSecret, passesSecretHint } from '../../lib/format/secrets.js';
import { RULE_TEXT } from '../../lib/i18n/rules.js';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

// Webhook URLs are assembled at run time so this file does not itself look like a leak to
// secret scanners (push protection would refuse the commit).
const j = (...parts: string[]): string => parts.join('');
const PASSWORD = 'Tr0ub4dor&3x!';
const SLACK = j('https://hooks.', 'slack.com/services/', 'T02AB3CD4/B05EF6GH7/', 'q8RkT2mZ9vLw4XnY7pJc3HbD');
const DISCORD = j('https://discord.', 'com/api/webhooks/', '123456789012345678/', 'AbCdEf1234567890GhIjKlMnOpQrStUvWxYz_-abcd');

describe('a secret told in words is found', () => {
  it.each([
    ['"the … password is"', `The staging admin password is ${PASSWORD}`, 'sentence giving a "password"', PASSWORD],
    ['"remember this: …"', 'remember this: the staging password is Xk9mQ2vL7p', 'sentence giving a "password"', 'Xk9mQ2vL7p'],
    ['"password for … is"', `the password for the staging db is ${PASSWORD}`, 'sentence giving a "password"', PASSWORD],
    ['"is now"', 'admin password is now P@ssw0rd!', 'sentence giving a "password"', 'P@ssw0rd!'],
    ['"changed … to"', `I changed the staging db password to ${PASSWORD}`, 'sentence giving a "password"', PASSWORD],
    ['back-quoted', `password is \`${PASSWORD}\``, 'sentence giving a "password"', PASSWORD],
    ['letters and digits only', 'the password is admin1234', 'sentence giving a "password"', 'admin1234'],
    ['a word and a number closing its sentence', 'The db password is admin1234. Rotate it monthly.', 'sentence giving a "password"', 'admin1234'],
    ['a word and a number before a Korean copula', '비번은 admin1234입니다', 'sentence giving a "비번"', 'admin1234'],
    ['API key in words', 'The API key is Q2xpZW50U2VjcmV0MTIz', 'sentence giving a "API key"', 'Q2xpZW50U2VjcmV0MTIz'],
    ['token was', 'the token was 8f14e45fceea167a5a36dedd4bea2543', 'sentence giving a "token"', '8f14e45fceea167a5a36dedd4bea2543'],
    ['비밀번호는', '스테이징 DB 비밀번호는 Tr0ub4dor3xQ 입니다', 'sentence giving a "비밀번호"', 'Tr0ub4dor3xQ'],
    ['암호는', '스테이징 DB 암호는 Tr0ub4dor3xQ 입니다', 'sentence giving a "암호"', 'Tr0ub4dor3xQ'],
    ['비번은, the sentence going on', '스테이징 DB 비번은 Tr0ub4dor3xQ입니다', 'sentence giving a "비번"', 'Tr0ub4dor3xQ'],
    ['패스워드는', '패스워드는 Tr0ub4dor3xQ 입니다', 'sentence giving a "패스워드"', 'Tr0ub4dor3xQ'],
    ['비밀번호를 …로', '비밀번호를 Tr0ub4dor3xQ로 바꿨다', 'sentence giving a "비밀번호"', 'Tr0ub4dor3xQ'],
    ['an English name with a Korean particle', 'DB password는 Tr0ub4dor3xQ', 'sentence giving a "password"', 'Tr0ub4dor3xQ'],
    // no linking word: the value ends its line, its table cell, or "to log in"
    ['a name and then the password', `staging password ${PASSWORD}`, 'sentence giving a "password"', PASSWORD],
    ['a table row', '| DB password | `Tr0ub4dor&3x` |', 'sentence giving a "password"', 'Tr0ub4dor&3x'],
    ['a command setting it', 'mysqladmin -u root password Zq8mT2vR9!', 'sentence giving a "password"', 'Zq8mT2vR9!'],
    ['"to log in"', `use password ${PASSWORD} to log in`, 'sentence giving a "password"', PASSWORD],
    ['"for the db"', 'use password hunter2Xy9 for the db', 'sentence giving a "password"', 'hunter2Xy9'],
    ['"on staging"', `the password ${PASSWORD} on staging`, 'sentence giving a "password"', PASSWORD],
    ['"password\'s"', `our staging password's ${PASSWORD}`, 'sentence giving a "password"', PASSWORD],
    ['"password’s", a typographic apostrophe', `our staging password’s ${PASSWORD}`, 'sentence giving a "password"', PASSWORD],
    ['a table row with the name in bold', '| **DB password** | Tr0ub4dor&3x |', 'sentence giving a "password"', 'Tr0ub4dor&3x'],
    ['a bold name and a colon', `**Password**: ${PASSWORD}`, '"Password" assignment', PASSWORD],
    ['a bold name with its colon', `**Password:** ${PASSWORD}`, '"Password" assignment', PASSWORD],
    ['비번 and the password', '비번 Tr0ub4dor3xQ', 'sentence giving a "비번"', 'Tr0ub4dor3xQ'],
    ['비밀번호 …로 로그인', '관리자 비밀번호 Tr0ub4dor3xQ 로 로그인', 'sentence giving a "비밀번호"', 'Tr0ub4dor3xQ'],
    ['pass:', `pass: ${PASSWORD}`, '"pass" assignment', PASSWORD],
    ['비번:', '비번: Tr0ub4dor3xQ', '"비번" assignment', 'Tr0ub4dor3xQ'],
    ['passphrase:', 'passphrase: correct-h0rse-Battery!', '"passphrase" assignment', 'correct-h0rse-Battery!'],
    ['login user / password', `login admin / ${PASSWORD}`, 'user / password pair', PASSWORD],
    ['account: user / password', 'account: deploy / Zq8mT2vR9!', 'user / password pair', 'Zq8mT2vR9!'],
    ['login user / pw password', 'login admin / pw Summer2026!', 'user / password pair', 'Summer2026!'],
    ['account user / pwd password', 'account deploy / pwd Zq8mT2vR9x on staging', 'user / password pair', 'Zq8mT2vR9x'],
    ['ID/PW', 'ID/PW: admin / Tr0ub4dor3xQ', 'user / password pair', 'Tr0ub4dor3xQ'],
    ['log in with user:password', `log in with admin:${PASSWORD}`, 'user / password pair', PASSWORD],
    ['creds are user/password', 'creds are admin/Zq8mT2vR9!', 'user / password pair', 'Zq8mT2vR9!'],
    // a password people chose, shorter than a made one: 6 or 7 characters where it closes its clause
    ['a 7-character password', 'The staging password is hunter2', 'sentence giving a "password"', 'hunter2'],
    ['a 6-character password with a symbol', 'The admin password is s3cr3t!', 'sentence giving a "password"', 's3cr3t'],
    ['a 7-character 비밀번호', '비밀번호는 qwer123', 'sentence giving a "비밀번호"', 'qwer123'],
    ['a short password after "for … is"', 'The password for staging is pa55wd.', 'sentence giving a "password"', 'pa55wd'],
    ['a short password ending its table cell', '| DB password | qwer12 |', 'sentence giving a "password"', 'qwer12'],
    // no linking word, something said after it in brackets; a passcode; a pw; "use … as the password"
    ['a password and then a note in brackets', 'staging db password Xk29fjQp7Lm (rotate monthly)', 'sentence giving a "password"', 'Xk29fjQp7Lm'],
    ['passcode is', 'the passcode is Xk29fjQp7Lm', 'sentence giving a "passcode"', 'Xk29fjQp7Lm'],
    ['pw in brackets', 'ssh root@10.0.0.5 (pw Xk29fjQp7Lm)', 'sentence giving a "pw"', 'Xk29fjQp7Lm'],
    ['use … as the password', 'use Xk29fjQp7Lm as the staging db password', 'sentence giving a "password"', 'Xk29fjQp7Lm'],
    ['Slack incoming webhook', `webhook ${SLACK}`, 'Slack webhook URL', 'q8RkT2mZ9vLw4XnY7pJc3HbD'],
    ['Discord webhook', `alerts go to ${DISCORD}`, 'Discord webhook URL', 'AbCdEf1234567890GhIjKlMnOpQrStUvWxYz_-abcd'],
  ])('%s', (_label, text, kind, secret) => {
    const findings = findSecrets(text, 'body');
    expect(findings.map((f) => secretKindText(RULE_TEXT.en, f))).toEqual([kind]);
    // what a report names it by and what maskSecrets leaves hold no part of the secret
    expect(JSON.stringify(findings)).not.toContain(secret);
    expect(maskSecrets(text)).not.toContain(secret);
    expect(maskSecrets(text)).toContain('***');
    // the index's quick look lets it through, upper- or lower-case
    for (const variant of [text, text.toUpperCase(), text.toLowerCase()]) {
      if (findSecrets(variant, 'body').length > 0) expect(passesSecretHint(variant), variant).toBe(true);
    }
    expect(bytesHoldSecret(Buffer.from(`---\ntitle: t\n---\n${text}\n`))).toBe(true);
  });

  it('in a file name too, Korean words and all', () => {
    expect(nameHoldsSecret('비번은-tr0ub4dor3xq')).toBe(true);
    expect(nameHoldsSecret('도커-비번-관리')).toBe(false);
  });

  it('words each new kind in Korean too', () => {
    const ko = (text: string) => findSecrets(text, 'body').map((f) => secretKindText(RULE_TEXT.ko, f));
    expect(ko('비번은 Tr0ub4dor3xQ 입니다')).toEqual(['"비번" 값을 적은 문장']);
    expect(ko(`login admin / ${PASSWORD}`)).toEqual(['사용자 / 비밀번호 쌍']);
    expect(ko(SLACK)).toEqual(['Slack 웹훅 URL']);
    expect(ko(DISCORD)).toEqual(['Discord 웹훅 URL']);
  });
});

describe('prose about secrets is left alone', () => {
  it.each([
    'password policy2024 (see the wiki)',
    'min pw length>=12',
    'pw length>=12',
    'password bcrypt-12rounds (see auth.ts)',
    'passcode TOTP-6digit (authenticator)',
    'use admin2024 as the password user',
    'pw reset link (in the admin console)',
    'use the password field (required)',
    'client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUVwQUlCQUFLQ0FRRUF4',
    'the passcode is sent by SMS',
    'the password is stored in Vault',
    'password is required',
    '비밀번호는 1Password에 있습니다',
    '비밀번호는 1Password 에 있다. 토큰은 매일 바뀐다.',
    'token is refreshed every hour',
    'pass: true',
    'secret: see ${DB_PASSWORD}',
    'the API key is in .env',
    'password reset link expires in 24h',
    // what a password is for, after no password: a name, a word and a number, a count
    'password policy2024 for new users',
    'the password manager for the team',
    'password rotation on staging is monthly',
    'set password length 12 for all accounts',
    'login admin / see Vault',
    'login admin / pw reset page',
    'login with SSO / password manager',
    'the password is at least 12 characters, with one digit and one symbol',
    'The token is a JWT signed with HS256; it lives for 15 minutes.',
    'The token is base64url-encoded, never log it.',
    'The token is JWT-based and sha256-hmac signed.',
    'the secret is mounted at /etc/creds/db-password',
    'the staging password was rotated on 2024-05-01',
    'password is the same as on prod (ask Minji)',
    'api key is restricted to *.example.com',
    'the secret is DB_PASSWORD in GitHub Actions secrets',
    'the token is GITHUB_TOKEN, which Actions provides',
    `the password is 1Password's "staging db" item`,
    'the API key is `$OPENAI_API_KEY` in CI',
    'the access token is per-session',
    'token is valid until 2024-05-01T00:00:00Z',
    'the secret is ops@example.com to rotate',
    'the password for admin is in the team vault',
    'the password to the staging db is in Vault',
    'reset the password to the default in the admin console',
    'rotate the api key to a new one every 90 days',
    'password hashing is bcrypt-12',
    'the secret key is config/secrets.yml',
    'the token is v2.local.only',
    'the password is redis:6379 AUTH, set in redis.conf',
    'pass: 1234 tests',
    'all checks pass: lint-ok-v2',
    'the second pass is O(n log n)',
    'token expiry is 3600s',
    'the token was revoked after the leak',
    '비밀번호는 8자 이상이어야 한다',
    // short values: only a password's, and only where they close the clause
    'The password is 12chars.',
    'the password is hunter2 and the user is admin',
    'the token is abc1234',
    'the secret is x9y8z7.',
    'the password was reset2 times',
    '비번은 abc123 형태로',
    'the password is ab12',
    // 암호 is as often a cipher, and a login pair's short value a protocol or a role
    '대칭키 암호는 ARIA256',
    '경량 암호: LEA128',
    'Login with SSO / SAML20',
    'Log in as admin/editor2.',
    '비번은 팀장에게 물어볼 것',
    '토큰은 GitHub Actions secrets에 있다',
    '암호화 키는 KMS에서 관리한다',
    '암호는 AES256-GCM 으로 건다',
    '비밀번호는 ${DB_PASSWORD} 환경변수로 넘긴다',
    '비밀번호를 argon2id로 해시한다',
    '패스워드는 vault://secret/staging/db 에 있다',
    'API 키는 .env.local 에 둔다',
    'id/pw는 팀 위키 참조',
    'login via github/gitlab-oauth2',
    'login with SSO / OIDC',
    'login page: /admin/login',
    'Login → Settings / API Tokens',
    'see https://api.slack.com/messaging/webhooks for incoming webhooks',
    'docs: https://discord.com/developers/docs/resources/webhook',
    // Slack's own documented example
    j('webhook https://hooks.', 'slack.com/services/', 'T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX'),
    // code in a fence: a name assigned an expression, not a value
    'const pass = equals(actual, expected);',
    'pass: matchResult?.pass ?? false,',
    'source argument for a token is `args[token.index]`.',
    // abbreviations joined to a word, and a product with its version, which a password told in words is not
    'The token is 2FA-gated.',
    'The secret is 3DES-encrypted in the legacy DB.',
    'The token is i18n-aware',
    'the token is k8s-issued',
    'token is e2e-only',
    'The token is P2P-relayed.',
    'The token is AccessToken2 in the response body.',
    'The API key is OpenAIv2 format.',
    'the password is 12+chars',
    '토큰을 Postgres16으로 옮김',
    '비번은 ChaCha20으로 암호화',
    '토큰은 Android14부터 만료됨',
    '토큰이 2FA-protected 상태',
    '비밀번호를 Bcrypt12로 해시',
    'login Safari/Chrome120 both loop',
    'AWS account prod/Sandbox01 is frozen',
    // words joined by + , | = or an arrow: a list, a setting or a change
    'The refresh token is HttpOnly+Secure',
    'The deploy token is read+write',
    'the token is repo,workflow scoped',
    '토큰은 HS256|RS256 둘 다 허용',
    '토큰을 3600s→900s로 줄였다',
    'pass: node18,node20,node22',
    'session token is SameSite=Lax',
    'The token is exp=900s',
    // elided or masked values, and paths
    'The API key is sk-proj-… (kept in 1Password)',
    'AKIA…7Q2X was rotated; the API key is AKIA…7Q2X no more',
    'The secret is kv/data/ci#token',
    'login: github.com/login/device?code=WDJB-MJHT',
    'creds: vault/kv/prod/db#v3',
    // a name and a value with no link, where the value goes on, names something, or reads as prose
    'the default password admin123 was removed in v2',
    '| password | bcrypt-12 |',
    '| password | min 12 chars |',
    'rotate the password v2-rc1',
    "the password's length is 12+chars",
    'kubectl get secret regcred-7f9c2',
    'sudo passwd deploy2024',
    '암호 AES256-GCM',
    // 암호 is as often a cipher as a password: only 암호는/암호: give one
    '서명 곡선은 타원곡선 암호 secp256k1입니다',
    '| 암호 | x25519kyber768 |',
    // a label, an account number or an id after a login's word
    'Stripe account id:acct_1N3xYzAbC2',
    'log in with sp:3f2a9c1e-4b5d-4c6e-8f7a-1b2c3d4e5f60',
    'the account is 123456789012/ReadOnlyRole2',
    '비밀번호 변경은 Settings2FA 메뉴에서',
    // a colon after a login's word that joins no user and password
    'login with github:oauth2-app',
    'sign in as user:read-only',
    'credentials: https://vault.example.com/ui',
    'login at 10:30:00 every day',
    'account arn:aws:iam::123456789012:role/Deploy',
    'the account is prod/Sandbox01 today',
    // a Korean value that names a commit, a shape or a place
    '토큰이 3f2a9c1e 커밋부터 깨졌다',
    '비번은 Passw0rd! 같은 것은 금지',
  ])('%s', (text) => {
    expect(findSecrets(text, 'body')).toEqual([]);
  });
});

describe('cost on hostile text', () => {
  it.each([
    ['names and links without values', 'the password is '.repeat(50_000)],
    ['"for" phrases that never link', 'password for a b c d '.repeat(50_000)],
    ['Korean names and particles', '비밀번호는 '.repeat(50_000)],
    ['login pairs without passwords', 'login a / '.repeat(50_000)],
    ['a login followed by a line of spaces', `login${' '.repeat(200_000)}`],
    ['a login pair and a label followed by a line of spaces', `login a / pw${' '.repeat(200_000)}`],
    ['names and values that never end a line', 'password aB3xyz12k '.repeat(50_000)],
    ['table cells without values', '| password | '.repeat(50_000)],
    ['a value as long as the text', `password is ${'aB3'.repeat(300_000)}`],
  ])('scans %s in linear time', (_label, text) => {
    const started = performance.now();
    findSecrets(text, 'body');
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('the built CLI', () => {
  it('save refuses each way of telling a password, naming the kind and never the secret; list --json masks it where a title or description holds one', () => {
    const root = tempTree({ [`${MEMORY}/p/.keep`]: '', 'p/': '' });
    const cwd = join(root, 'p');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const told = [
      [`The staging admin password is ${PASSWORD}`, 'sentence giving a "password"'],
      ['스테이징 DB 비밀번호는 Tr0ub4dor3xQ 입니다', 'sentence giving a "비밀번호"'],
      [`pass: ${PASSWORD}`, '"pass" assignment'],
      [`login admin / ${PASSWORD}`, 'user / password pair'],
      [`webhook ${SLACK}`, 'Slack webhook URL'],
    ];
    for (const [body, kind] of told) {
      const r = runCli(['save', '--scope', 'global', '--title', 'staging access', '--description', 'how to reach staging'], { cwd, env, input: `${body}\n` });
      expect(r.code, body).toBe(1);
      expect(r.stderr).toContain(`${kind} in body, line 1`);
      expect(`${r.stdout}${r.stderr}`).not.toMatch(/Tr0ub4dor|q8RkT2mZ9vLw4XnY7pJc3HbD/);
    }
    writeFileSync(
      join(root, MEMORY, 'p', 'staging.md'),
      `---\ntitle: staging password is ${PASSWORD}\ndescription: login admin / ${PASSWORD} on the console\n---\nsee the title\n`,
    );
    const list = runCli(['list', '--json'], { cwd, env });
    expect(list.stdout).not.toContain('Tr0ub4dor');
    expect(list.stdout).toContain('"description": "*** on the console"');
    expect(list.stdout).toContain('"title": "staging ***"');
  });
});
