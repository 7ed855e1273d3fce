import { describe, expect, it } from 'vitest';
import { secretKindText } from '../../lib/checks/finding.js';
import { HIDDEN_IN_WORD, HIDDEN_IN_WORD_BYTES } from '../../lib/format/invisible.js';
import { isPlaceholder, looksLikeSecretValue } from '../../lib/format/secret-values.js';
import {
  bytesHoldSecret,
  findSecrets,
  findSecretsInFields,
  MAX_FINDINGS,
  maskSecretInPath,
  maskSecrets,
  notSecretsOf,
  passesSecretHint,
  secretDigest,
} from '../../lib/format/secrets.js';
import { EN } from '../../lib/i18n/en.js';
import { KO } from '../../lib/i18n/ko.js';
import { RULE_TEXT } from '../../lib/i18n/rules.js';

// Fake credentials are assembled at run time so this file does not itself look like a
// leak to secret scanners (push protection would refuse the commit).
const j = (...parts: string[]): string => parts.join('');
const RANDOM36 = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
const b64 = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const JWT = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '1234567890', name: 'Kim' })}.${'s1gN4tUrE_x'.repeat(3)}`;
const PEM = j('-----BEGIN ', 'RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----');

describe('findSecrets flags likely credentials', () => {
  it.each([
    ['private key block', `note\n${PEM}`, 'private key'],
    ['OpenSSH private key', j('-----BEGIN ', 'OPENSSH PRIVATE KEY-----'), 'private key'],
    ['encrypted private key', j('-----BEGIN ', 'ENCRYPTED PRIVATE KEY-----'), 'private key'],
    ['PGP private key block', j('-----BEGIN ', 'PGP PRIVATE KEY BLOCK-----'), 'private key'],
    ['AWS access key id', j('key AK', 'IA', 'Z7Q2MX4KD9PLW3RT'), 'AWS access key'],
    ['AWS temporary key id', j('AS', 'IA', 'Z7Q2MX4KD9PLW3RT'), 'AWS access key'],
    ['GitHub personal token', j('gh', 'p_', RANDOM36), 'GitHub token'],
    ['GitHub OAuth token', j('gh', 'o_', RANDOM36), 'GitHub token'],
    ['GitHub user-to-server token', j('gh', 'u_', RANDOM36), 'GitHub token'],
    ['GitHub server token', j('gh', 's_', RANDOM36), 'GitHub token'],
    ['GitHub refresh token', j('gh', 'r_', RANDOM36), 'GitHub token'],
    ['GitHub fine-grained token', j('github', '_pat_', '11ABCDEFG0', RANDOM36, '_', RANDOM36), 'GitHub token'],
    ['GitLab token', j('gl', 'pat-', 'Zx9Yw8Vu7Ts6Rq5Po4Nm'), 'GitLab token'],
    ['Slack bot token', j('xo', 'xb-', '123456789012-123456789012-', 'AbCdEfGhIjKlMnOpQrStUvWx'), 'Slack token'],
    ['Slack user token', j('xo', 'xp-', '123456789012-abcdef'), 'Slack token'],
    ['npm token', j('np', 'm_', RANDOM36), 'npm token'],
    ['OpenAI key', j('s', 'k-', 'T3BlbkFJ', RANDOM36), 'OpenAI API key'],
    ['OpenAI project key', j('s', 'k-proj-', RANDOM36, RANDOM36), 'OpenAI API key'],
    ['Anthropic key', j('s', 'k-ant-api03-', RANDOM36, RANDOM36), 'Anthropic API key'],
    ['JWT', `Authorization header was ${JWT}`, 'JWT'],
    ['password assignment', 'password=hunter22', '"password" assignment'],
    ['passwd in YAML', 'passwd: Tr0ub4dor&3', '"passwd" assignment'],
    ['secret in YAML', 'secret: q8XvLm2pRt', '"secret" assignment'],
    ['api_key assignment', 'api_key = "9f8e7d6c5b4a3f2e1d0c"', '"api_key" assignment'],
    ['token assignment', 'token: 550e8400-e29b-41d4-a716-446655440000', '"token" assignment'],
    ['env style key', 'export DB_PASSWORD=s3cr3tP4ss', '"DB_PASSWORD" assignment'],
    ['JSON key', '{"client_secret": "Zm9vYmFyYmF6cXV4"}', '"client_secret" assignment'],
    ['URL query token', 'https://example.org/hook?token=Q2xpZW50U2VjcmV0', '"token" assignment'],
    ['Korean key', '비밀번호: qwer1234!', '"비밀번호" assignment'],
    ['long lowercase passphrase', 'password: correcthorsebatterystaple', '"password" assignment'],
    ['postgres URL with password', 'postgres://app:s3cr3tP4ss@db.internal:5432/app', 'connection string with a password'],
    ['mongodb+srv URL with password', 'mongodb+srv://admin:Xy9kLm2Qp@cluster0.mongodb.net/db', 'connection string with a password'],
    // no user: Redis's AUTH password alone
    ['redis URL with a password and no user', 'Redis at redis://:p4ssW0rdXyZ12@cache.internal:6379', 'connection string with a password'],
    ['AWS secret access key named in prose', 'AWS secret access key: wJalrXUtnFEMI/K7MDENG/bPxRfiCYzq8Lm2Xw9Tr4', '"access key" assignment'],
    ['bearer token', 'curl -H "Authorization: Bearer abc123def456ghi789jkl012"', 'bearer token'],
    ['Stripe live secret key', j('stripe: s', 'k_live_', '51HxYzAbCdEfGhIjKlMnOpQr'), 'Stripe live key'],
    ['Stripe restricted key', j('r', 'k_live_', '51HxYzAbCdEfGhIjKlMnOpQr'), 'Stripe live key'],
    ['Google API key', j('maps key AI', 'za', 'SyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY'), 'Google API key'],
    ['SendGrid key', j('S', 'G.', 'abcdEFGH1234ijklMN', '.', 'opqrSTUV5678wxyzAB90'), 'SendGrid API key'],
    ['Slack app-level token', j('xa', 'pp-1-', 'A0123456789-1234567890123-', 'abcdef0123456789abcdef0123456789'), 'Slack token'],
    ['Hugging Face token', j('h', 'f_', 'uaDCWQAGagw4YSuTRUdUKhB5IEyS1qCTCy'), 'Hugging Face token'],
    ['Docker access token', j('dck', 'r_pat_', 'jcozzvcOF8q1xrx8R485R42Vl7v'), 'Docker access token'],
    [
      'Azure storage connection string',
      j('DefaultEndpointsProtocol=https;AccountName=shop;Account', 'Key=', RANDOM36, RANDOM36, '==;EndpointSuffix=core.windows.net'),
      'Azure storage account key',
    ],
    ['Authorization: token', j('curl -H "Authorization: to', 'ken ', 'AJsAkxp1dQ6T9WnNJRTRlxdPuc5a5EMTS8YFgXY"'), 'credential in an Authorization header'],
    ['Authorization: Basic', j('Authorization: Ba', 'sic ', 'ZGVwbG95OlpxOG1UMnZSeDk='), 'credential in an Authorization header'],
    ['curl -u user:password', 'curl -u admin:Pa55w0rdX https://ci.internal/api', 'user and password on a curl command line'],
    ['curl --user=user:password, quoted', `curl -s --user='deploy:Zq8mT2vR' https://x`, 'user and password on a curl command line'],
    ['env key ending in _PASS', 'DB_PASS=Pa55w0rdX', '"DB_PASS" assignment'],
    ['env key ending in _KEY, generated value', 'MAILER_KEY=aB3dE5fG7hJ9kL1mN3pQ', '"MAILER_KEY" assignment'],
    ['Laravel APP_KEY', 'APP_KEY=base64:Zm9vYmFyQmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg==', '"APP_KEY" assignment'],
    ['base64 key with a slash', 'HMAC_KEY=c2Vj/aG1hY0tleTEyMzQ1Njc4OTBBQkNE==', '"HMAC_KEY" assignment'],
    ['curl -uuser:password', 'curl -uadmin:Zq81Pw55aa https://x', 'user and password on a curl command line'],
    ['curl -su user:password', 'curl -su admin:Zq81Pw55aa https://x', 'user and password on a curl command line'],
    ['mysql -p with the password attached', 'connect with mysql -u root -pS3cr3tPa55 prod', 'a password on a command line'],
    ['mysqldump -p quoted', "mysqldump -h db -u app -p'Zq8mT2vR!x' shop > dump.sql", 'a password on a command line'],
    ['docker login -p', 'docker login -u bot -p Zx9Yw8Vu7Ts6 registry.example.com', 'a password on a command line'],
    ['sshpass -p', 'sshpass -p Tr0ub4dor3x ssh deploy@10.0.0.5', 'a password on a command line'],
    ['redis-cli -a', 'redis-cli -a Zx9Yw8Vu7Ts6 -h cache', 'a password on a command line'],
    ['--password then a space', 'run seed --password Zx9Yw8Vu7Ts6 on staging', 'a password on a command line'],
    // a secret's name, a space, and a value a machine made
    ['aws configure set', j('aws configure set aws_secret_', 'access_key ', 'Zx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lA'), '"aws_secret_access_key" assignment'],
    ['--token then a space', j('mytool --to', 'ken ', 'Zx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lA'), '"--token" assignment'],
    ['client_secret then a space', j('client_sec', 'ret ', 'Zx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lA'), '"client_secret" assignment'],
    ['api_key then a space', j('api_', 'key ', 'Zx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lA'), '"api_key" assignment'],
    ['npm _authToken set', j('npm config set //registry.npmjs.org/:_auth', 'Token ', 'Zx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lA'), '"_authToken" assignment'],
    ['vault login', j('vault lo', 'gin ', 'Zx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lA'), '"vault login" assignment'],
    ['Vault service token', j('h', 'vs.', 'CAESIJZx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lAq8Zk3PmW9xYt'), 'HashiCorp Vault token'],
    ['kubeadm join token', j('kubeadm join 10.0.0.1:6443 --to', 'ken abcdef.0123456789abcdef'), '"--token" assignment'],
    ['PuTTY key file', j('PuTTY-User-', 'Key-File-2: ssh-rsa\nEncryption: none\nPublic-Lines: 1\nAAAAB3Nza\nPrivate-Lines: 1\nAAAAgQC'), 'private key'],
    // tokens a service marks with its own prefix
    ['Google OAuth client secret', j('prod deploy uses GOC', 'SPX-', 'Q7vK2mX9pL4tR8wZ1nB6yC3dF5hJ'), 'Google OAuth secret or token'],
    ['Google access token', j('ya', '29.', 'a0AfH6SMBx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lA'), 'Google OAuth secret or token'],
    ['Google refresh token', j('refresh with 1/', '/0', 'gx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lAq8Zk3PmW9'), 'Google OAuth secret or token'],
    ['Stripe webhook secret', j('wh', 'sec_', 'Zx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lA'), 'API token of a known service'],
    ['Shopify token', j('shp', 'at_', 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'), 'API token of a known service'],
    ['DigitalOcean token', j('do', 'p_v1_', 'a1b2c3d4e5f6'.repeat(5), 'a1b2'), 'API token of a known service'],
    ['PyPI token', j('pyp', 'i-AgEI', 'cHlwaS5vcmcCJGE4ZjU1NzU2LTM2ZjQtNGU2Ni1iYzQ5LTk0ZjM4YTJkMjJlZQ'), 'API token of a known service'],
    ['Atlassian API token', j('ATA', 'TT3x', 'FfGF0Zx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lAq8Zk3PmW9xYtQ2mP7v'), 'API token of a known service'],
    ['Groq key', j('gs', 'k_', 'Zx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lAq8Zk3PmW9x'), 'API token of a known service'],
    ['Linear key', j('lin', '_api_', 'Zx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lAq8'), 'API token of a known service'],
    ['Notion token', j('nt', 'n_', 'Zx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lAq8Zk3PmW9x'), 'API token of a known service'],
    ['Notion integration secret', j('sec', 'ret_', 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh3'), 'API token of a known service'],
    ['RubyGems key', j('ruby', 'gems_', '9f86d081884c7d659a2feaa0c55ad0159f86d081884c7d65'), 'API token of a known service'],
    ['Telegram bot token', j('bot 1234567890:', 'AAE', 'b3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z0'), 'API token of a known service'],
    [
      'Telegram bot token in its URL',
      j('https://api.telegram.org/bot1234567890:', 'AAE', 'b3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z0/getMe'),
      'API token of a known service',
    ],
    ['age secret key', j('AGE-SECRET', '-KEY-1', 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'.repeat(2).slice(0, 58)), 'API token of a known service'],
    ['New Relic key', j('NR', 'AK-', 'A1B2C3D4E5F6G7H8I9J0K1L2M3N'), 'API token of a known service'],
    // passwords as configuration and commands write them
    ['Maven password element', '<password>Xk82jdLq9zPw</password>', '"password" assignment'],
    ['.pgpass line', 'db.internal:5432:app:app:Xk82jdLq9zPw', 'connection string with a password'],
    ['az login -p', 'az login -u bob@corp.com -p Xk82jdLq9zPw', 'a password on a command line'],
    ['mongosh -p', 'mongosh "mongodb://db" -u admin -p Xk82jdLq9zPw', 'a password on a command line'],
    ['zip -P', 'zip -P Xk82jdLq9zPw backup.zip db.sql', 'a password on a command line'],
    ['7z -p', '7z a -pXk82jdLq9zPw backup.7z db.sql', 'a password on a command line'],
    ['openssl -k', 'openssl enc -aes-256-cbc -k Xk82jdLq9zPw -in a', 'a password on a command line'],
    ['env key ending in _AUTH', 'REDIS_AUTH=Xk82jdLq9zPw', '"REDIS_AUTH" assignment'],
    ['.npmrc _auth', '_auth=dXNlcjpYazgyamRMcTl6UHc=', '"_auth" assignment'],
    ['session cookie', 'curl -H "Cookie: theme=dark; session=Q7vK2mX9pL4tR8wZ1nB6yC3dF5hJ"', 'session cookie'],
    ["Express's session cookie", 'Cookie: connect.sid=s%3AQ7vK2mX9pL4tR8wZ1nB6yC3dF5hJ', 'session cookie'],
    // a kubeconfig's client-key-data: a PEM key in base64; Docker's config.json "auth": base64 of user:password
    ['kubeconfig client-key-data', `client-key-data: ${Buffer.from(PEM).toString('base64')}`, 'private key'],
    [
      'Docker config auth',
      j('{"auths":{"registry.example.com":{"au', 'th":"ZGVwbG95OlhrMjlmalFwN0xt"}}}'),
      'registry login in a Docker config (base64 of user:password)',
    ],
    // a `<` in a value is part of it (an element's text alone ends at its closing tag)
    ['a password with a <', 'DB_PASSWORD=Xk9<mP2qL7vRzz', '"DB_PASSWORD" assignment'],
    // a name and its value in two fields of one entry, and YAML's block scalar
    // a passphrase of picked words is one (a note joins its words with "as", "in", "by")
    ['a passphrase', 'password: correct-horse-battery-staple', '"password" assignment'],
    // a password may be any shape: what reads as a note, a name or a scope under a token does not under a password
    ['a password of joined words', 'DB_PASSWORD=let-me-in-please', '"DB_PASSWORD" assignment'],
    ['a password in capitals', 'DB_PASSWORD=CORRECT_HORSE_BATTERY_STAPLE', '"DB_PASSWORD" assignment'],
    ['a user and password', 'secret: admin:hunterpass', '"secret" assignment'],
    ['a password like a version', 'password: 1.2.3-hunter2', '"password" assignment'],
    ['a Kubernetes env list', 'env:\n  - name: DB_PASSWORD\n    value: Zq8vPm2Lx9Tk\n', '"DB_PASSWORD" assignment'],
    ["a client's token in an env list", '- name: VAULT_CLIENT_TOKEN\n  value: s.Zx9kQ2mP7vL4rT8wN3bYaB1c', '"VAULT_CLIENT_TOKEN" assignment'],
    ["ECS's Name and Value", '{"Name": "API_TOKEN", "Value": "Zq8vPm2Lx9Tk3Rr"}', '"API_TOKEN" assignment'],
    ["an app.config's add key", '<add key="ApiKey" value="Zq8vPm2Lx9Tk3Rr"/>', '"ApiKey" assignment'],
    ['a Terraform default', 'variable "db_password" { default = "Zq8vPm2Lx9Tk" }', '"db_password" assignment'],
    ['a YAML block scalar', 'db:\n  password: |\n    Zq8vPm2Lx9Tk3Rr\n', '"password" assignment'],
    ['a folded YAML scalar', 'smtp_secret: >-\n  Zq8vPm2Lx9Tk3Rr\n', '"smtp_secret" assignment'],
  ])('%s', (_label, text, kind) => {
    const findings = findSecrets(text, 'body');
    // kinds are ids; the English catalogue names them
    expect(findings.map((f) => secretKindText(RULE_TEXT.en, f))).toContain(kind);
    // the index's quick look must let through everything the rules find, upper- or lower-case
    for (const variant of [text, text.toUpperCase(), text.toLowerCase()]) {
      if (findSecrets(variant, 'body').length > 0) expect(passesSecretHint(variant), variant).toBe(true);
    }
    expect(bytesHoldSecret(Buffer.from(`---\ntitle: t\n---\n${text}\n`))).toBe(true);
  });
});

describe("the index's quick look before the secret rules", () => {
  it('lets through every match of every rule, found in a large random text', () => {
    // every printable ASCII character and the Korean words, at random: whatever the rules
    // find in it, the quick look must not have ruled out
    const alphabet = [...' \n\t:=@/-_."\'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
    const pieces = [
      'password',
      'token',
      'secret',
      'api_key',
      'PRIVATE KEY',
      '-----BEGIN ',
      'ghp_',
      'sk-',
      'eyJ',
      'Bearer ',
      '://',
      '비밀번호',
      '패스워드',
      'AKIA',
      'xoxb-',
      'xapp-1-',
      'hf_',
      'dckr_pat_',
      'AccountKey=',
      'Authorization: token ',
      'sk_live_',
      'AIza',
      'SG.',
      'curl -u ',
      'mysql -u a -p',
      'docker login -p ',
      'sshpass -p ',
      'redis-cli -a ',
      ' --password ',
      '_PASS=',
      '_KEY=',
      ' password is ',
      'pass: ',
      'API key ',
      '비번은 ',
      '암호는 ',
      '토큰이 ',
      'login ',
      'account: ',
      ' / ',
      'https://hooks.slack.com/services/',
      'https://discord.com/api/webhooks/1234567/',
      ' --token ',
      'client_secret ',
      'vault login ',
      'hvs.',
      'Zx9kQ2mP7vR4tY8wB1nC5dF6gH3jK0lA',
      'GOCSPX-',
      'ya29.',
      '1//0',
      'whsec_',
      'gsk_',
      'NRAK-',
      'secret_',
      'rubygems_',
      '123456789:AA',
      '/bot',
      '<password>',
      '</password>',
      ':5432:app:app:',
      'az login -p ',
      'mongosh -p ',
      'zip -P ',
      '7z -p',
      'openssl -k ',
      '_AUTH=',
      'Cookie: session=',
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    let found = 0;
    for (let text = 0; text < 400; text++) {
      let s = '';
      while (s.length < 300) s += next() < 0.08 ? pieces[Math.floor(next() * pieces.length)] : alphabet[Math.floor(next() * alphabet.length)];
      if (findSecrets(s, 'file').length === 0) continue;
      found++;
      expect(passesSecretHint(s), s).toBe(true);
    }
    // the test proves something only if the rules found secrets in some of the texts
    expect(found).toBeGreaterThan(20);
  });

  it('rules out ordinary notes without running the rules', () => {
    expect(passesSecretHint('## 문제\nDocker 실행 중 브랜치 전환 시 403 발생\n## 해결\n컨테이너를 먼저 멈춘다')).toBe(false);
    expect(bytesHoldSecret(Buffer.from('---\ntitle: docker\n---\nrun docker compose down first\n'))).toBe(false);
  });
});

describe('findSecrets leaves ordinary notes alone', () => {
  it.each([
    ['the word password in prose', 'Reset the password through the admin page, never by SQL.'],
    ['password: in prose with a short word', 'password: see the vault'],
    ['Korean prose about passwords', '비밀번호는 1Password 에 있다. 토큰은 매일 바뀐다.'],
    ['an env reference', 'password=${DB_PASSWORD}'],
    ['a working folder after pwd', 'pwd: /home/deploy/app'],
    ['the passwd file', 'passwd: /etc/passwd is world-readable'],
    ['where a token file is', 'token: ./secrets/token.txt'],
    ['a $VAR reference', 'export API_KEY=$OPENAI_API_KEY'],
    ['a templated secret', 'token: ${{ secrets.NPM_TOKEN }}'],
    ['a process.env reference', 'apiKey: process.env.API_KEY'],
    ['masked value', 'password: ****'],
    ['angle placeholder', 'password: <password>'],
    ['changeme', 'password=changeme'],
    ['xxx', 'api_key: xxxxxxxx'],
    ['example value', 'api_key=example-key-123'],
    ['your_ placeholder', 'token: your_token_here'],
    ['a type annotation', 'api_key: string'],
    ['required marker', 'Password: Required'],
    ['empty YAML value', 'password:\n  - see vault'],
    ['max_tokens', 'max_tokens=100000'],
    ['token_url is not a token', 'token_url: https://auth.example.org/oauth/token'],
    ['token count', 'tokens: 1500 per request'],
    ['a git sha', 'fixed in 3f786850e387550fdab836ed7e6dc881de23001b'],
    ['a key- name and a hash', 'the cache key-5d41402abc4b2a76b9719d911017c592 is dropped on deploy'],
    ['a secret_ name in code', 'call secret_manager_client.get_secret_value(SecretId=name)'],
    ['a time and a word', 'the job ran at 1234567890:AAA last night'],
    ['a short sha', 'see commit 3f78685'],
    ['a UUID', 'request id 550e8400-e29b-41d4-a716-446655440000'],
    ['a sha256 digest', 'sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['base64 in prose', 'the payload is aGVsbG8gd29ybGQ='],
    ['AWS documentation example key', j('AKIA', 'IOSFODNN7', 'EXAMPLE')],
    ['a test key from a test setup', 'ANTHROPIC_API_KEY=sk-test'],
    ['a kebab-case name starting with sk-', 'sk-learn-style-pipeline-configuration-notes'],
    ['URL with user but no password', 'ssh://git@github.com/org/repo.git'],
    ['URL with placeholder password', 'postgres://user:password@localhost/db'],
    ['URL with env password', 'postgres://user:${PGPASSWORD}@localhost/db'],
    ['a port in a URL', 'http://localhost:8080/path'],
    ['public key block', '-----BEGIN PUBLIC KEY-----'],
    ['bearer placeholder', 'Authorization: Bearer <token>'],
    ['ghp placeholder', j('gh', 'p_', 'x'.repeat(36))],
    ['a Stripe test key', j('s', 'k_test_', '51HxYzAbCdEfGhIjKlMnOpQr')],
    ['curl -u with the user alone (curl asks for the password)', 'curl -u admin https://ci.internal/api'],
    ['curl -u with a reference', 'curl -u "admin:$CI_PASSWORD" https://x'],
    ['mysql -p alone (mysql asks for it)', 'mysql -u root -p'],
    ['mysql -p, then a database', 'mysql -u root -p shop_production'],
    ['mysql -P, a port', 'mysql -h db -P 3306 -u app'],
    ['mysql -p with a reference', 'mysql -u app -p"$MYSQL_PWD" shop'],
    ['docker login with a reference', 'docker login -u bot -p $REGISTRY_TOKEN registry.example.com'],
    ['docker login --password-stdin', 'echo "$TOKEN" | docker login --password-stdin -u bot ghcr.io'],
    ['mkdir -p and ssh -p', 'mkdir -p /var/lib/app-2024 && ssh -p 2222 deploy@host'],
    ['sshpass -e, from the environment', 'sshpass -e ssh deploy@host'],
    ['redis-cli -a with a reference', 'redis-cli -a "$REDIS_PASSWORD" ping'],
    // a reference in Markdown's backticks, as the refusal itself advises: the closing mark is no part of it
    ['redis-cli -a with a reference in backticks', 'Use `redis-cli -a $REDIS_PASSWORD` to connect'],
    ['mysql -p with a reference in backticks', '`mysql -u root -p${DB_PASS}`'],
    ['docker login -p with a reference in backticks', 'Log in with `docker login -p $TOKEN`.'],
    ['curl -u with a reference in backticks', 'Auth with `curl -u admin:$ADMIN_PW`'],
    ['sshpass -p with a reference in backticks and brackets', 'Run (`sshpass -p $SSHPASS`)'],
    ['--password with a placeholder', 'pass --password <password> to the script'],
    ['--password then a flag', 'run seed --password --from-env'],
    ['a sort key', 'sort_key: created_at'],
    ['a cache key', 'cache_key=user-42-profile'],
    ['an ssh key path', 'deploy_key: ~/.ssh/id_ed25519_deploy_2024'],
    ['a primary key', 'primary_key = order_id'],
    ['bypass, not a password', 'bypass: cache-layer-2'],
    ['a passing test count', 'pass: 1234 tests'],
    ['a routing key', 'ROUTING_KEY=orders.created.v2.eu-west-1'],
    ['a translation key', 'TRANSLATION_KEY=errors.payment.card_declined_v2'],
    ['an idempotency key', 'IDEMPOTENCY_KEY=order-12345-attempt-2'],
    ['a CI cache key', 'cache_key: v2-node-modules-20240101'],
    ['a feature flag key', 'FEATURE_FLAG_KEY=new-checkout-flow-2024'],
    ['a GPG key id', 'GPG_KEY=3AA5C34371567BD2'],
    ['a password read from a vault', 'DB_PASS=$(vault read -field=pw secret/db)'],
    ['words about a Basic header', 'send `Authorization: Basic base64-encoded-credentials` to the proxy'],
    // a value encrypted to be committed, or a tag that fetches one
    ['an Ansible vault value', 'db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  62313365396662343061393464336163'],
    ['a sops value', 'password: ENC[AES256_GCM,data:Zx9kQ2mP,iv:a1B2c3D4,tag:q8Zk==,type:str]'],
    ['a Home Assistant secret', 'api_password: !secret http_password'],
    // what the new rules look like and are not
    ['a menu path after password', 'Password > Settings > Security'],
    ['a comparison with a token', 'if token > 0 then refresh'],
    ['a time with seconds', 'the job ran at 12:30:45 today'],
    ['an IPv6 address', 'listen on fe80::1:2:3:4'],
    ['a cookie of preferences', 'Cookie: theme=dark; lang=en'],
    ['zip -P alone', 'zip -r -P "$ZIP_PASSWORD" backup.zip db'],
    ['mongosh -p with a reference', 'mongosh -u admin -p "$MONGO_PASSWORD"'],
    ['an OAuth setting', 'oauth_auth: required'],
    ['mongosh -p, asking for it', 'mongosh -u admin -p --authenticationDatabase admin'],
    ['zip, then another command with -P', 'zip -r a.zip dist && rsync -P build_artifacts_2024 host:'],
    ['a cookie holding a session length', 'Cookie: session_length=1234567890abcdef'],
    ['a placeholder Basic value', 'Authorization: Basic base64_of_user_colon_password'],
    ['a file path after Basic', 'Authorization: Basic /etc/nginx/htpasswd-v2'],
    ['the name of the variable holding a token', 'Authorization: token GITHUB_TOKEN_FROM_ENV_2024'],
    ['a token header with a shell variable', 'curl -H "Authorization: token $GITHUB_TOKEN" https://api.github.com'],
    ['an access key named in prose, with no generated value', 'the access key: my-laptop'],
    ['a URL with a port and no password', 'redis://cache.internal:6379/0'],
    ['an identifier after token', 'the token RefreshTokenV2Handler refreshes it'],
    ['a variable after --token', 'use --token $GITHUB_TOKEN in CI'],
    ['a stand-in after api_key', 'api_key YOUR_API_KEY_HERE'],
    ['a test key after api_key', j('api_key sk', '_test_4eC39HqLyjWDarjtT1zdp7dc')],
    ['a path after --token-file', 'set --token-file /run/secrets/token'],
    ['words after secret', 'the secret sauce is MyAppV2Config'],
    // a page's, a request's or a form's token, an address, a number, a stand-in
    ['a page token', 'aws logs get-log-events --next-token f/37005937838523468098127617541532461238427617'],
    ['a starting token', 'aws s3api list-objects-v2 --starting-token eyJOZXh0VG9rZW4iOiBudWxsLCAiYm90b190cnVuY2F0ZV9hbW91bnQiOiAxfQ'],
    ['a client token', '--client-token 550e8400e29b41d4a716446655440000'],
    ['a CSRF token', 'csrf_token 8f14e45fceea167a5a36dedd4bea2543'],
    ['an OAuth state token', 'OAuth state token Xk3pQ9zR2mT7wL5n'],
    ['a contract address', 'We accept the USDC token 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48 on mainnet.'],
    ['a sequence number', 'use token 49542672486831074009579604567656788214806863282469607346 here'],
    ['a stand-in with dots', '--identity-token "AbCdE12345...long.string...54321EdCbA"'],
    // the value from elsewhere, or a name that only starts with one
    ['a value from a Secret', 'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef: db\n'],
    ['a value from a variable', '- name: DB_PASSWORD\n  value: ${{ secrets.DB_PASSWORD }}\n'],
    ['a name that goes on past the word', '- name: API_TOKEN_URL\n  value: https://x.example/token'],
    ['a block scalar of prose', 'password: |\n  see 1Password entry "staging db"\n'],
    ["a page's token in an entry", '{"name": "next_page_token", "default": "first-page-1"}'],
    ["a form's token in an entry", '<input name="csrf_token" value="8f14e45fceea167a5a36dedd4bea2543">'],
    ['a network in an entry', '- name: CLUSTER_TOKEN\n  value: 10.0.0.0/16'],
    // a note in joined words, a version, a scope, a variable's name
    ['a note in joined words', 'token: same-as-local-dev'],
    ['another', 'secret: kept-in-vault'],
    ['a default told', 'Set DEBUG_TOKEN=off-by-default'],
    ['a version', 'token: v2.3.1-beta'],
    ['a scope', 'token: read:packages'],
    ["a variable's name", 'CI secret: GH_DEPLOY_KEY (repo settings)'],
  ])('%s', (_label, text) => {
    expect(findSecrets(text, 'body')).toEqual([]);
  });
});

describe('not_secrets', () => {
  const text = 'demo login\npassword: Staging2026\nkey AKIAZ7Q2MX4KD9PLW3RT';
  it('passes over what it lists by digest, and only that', () => {
    const [password, aws] = findSecrets(text, 'body');
    expect(password?.digest).toMatch(/^s[0-9a-f]{8}$/);
    const left = findSecrets(text, 'body', notSecretsOf({ not_secrets: [password?.digest] }));
    expect(left.map((f) => f.kind)).toEqual(['aws-access-key']);
    expect(left[0]?.digest).toBe(aws?.digest);
    // the same words edited are another text
    expect(findSecrets(text.replace('Staging2026', 'Staging2027'), 'body', notSecretsOf({ not_secrets: [password?.digest] }))).toHaveLength(2);
    expect(bytesHoldSecret(Buffer.from(text), notSecretsOf({ not_secrets: [password?.digest, aws?.digest] }))).toBe(false);
    expect(bytesHoldSecret(Buffer.from(text), notSecretsOf({ not_secrets: [password?.digest] }))).toBe(true);
  });

  it('a private key header allowed alone does not pass over a key block pasted later', () => {
    const header = j('-----BEGIN ', 'OPENSSH PRIVATE KEY-----');
    const [allowed] = findSecrets(`the file starts with\n${header}\n`, 'body');
    const later = `the file starts with\n${header}\n\n${header}\nb3BlbnNzaC1rZXktdjEAAAAA\n${j('-----END ', 'OPENSSH PRIVATE KEY-----')}\n`;
    const left = findSecrets(later, 'body', notSecretsOf({ not_secrets: [allowed?.digest] }));
    expect(left.map((f) => f.kind)).toEqual(['private-key']);
  });

  it('counts only digests: a number, a word or a bare value lists nothing', () => {
    expect([...notSecretsOf({ not_secrets: ['sa356dc89', 'a356dc89', 12345678, 'password', null] })]).toEqual(['sa356dc89']);
    expect([...notSecretsOf({ not_secrets: 'sa356dc89' })]).toEqual(['sa356dc89']);
    expect(notSecretsOf(undefined).size).toBe(0);
  });
});

describe('where a finding is', () => {
  it('names the field, line and column', () => {
    const body = `## 문제\n\nuse this\n  password=hunter22 for the db`;
    const [finding] = findSecrets(body, 'body');
    expect(finding).toEqual({ kind: 'assignment', key: 'password', field: 'body', line: 4, column: 3, digest: secretDigest('password=hunter22') });
    const f = finding as NonNullable<typeof finding>;
    expect(EN.words.secretAt(secretKindText(EN.rules, f), EN.rules.field(f.field), f.line, f.column)).toBe('"password" assignment in body, line 4 column 3');
    expect(KO.words.secretAt(secretKindText(KO.rules, f), KO.rules.field(f.field), f.line, f.column)).toBe('본문의 4행 3열: "password"에 넣은 값');
  });

  it('reports one finding per secret, even when two rules match it', () => {
    const text = `token: ${j('gh', 'p_', RANDOM36)}`;
    expect(findSecrets(text, 'body')).toHaveLength(1);
  });

  it('looks at every field it is given', () => {
    const findings = findSecretsInFields({ title: 'ok', description: `key ${j('AK', 'IA', 'Z7Q2MX4KD9PLW3RT')}`, body: undefined });
    expect(findings).toEqual([{ kind: 'aws-access-key', field: 'description', line: 1, column: 5, digest: secretDigest(j('AK', 'IA', 'Z7Q2MX4KD9PLW3RT')) }]);
  });

  it('never echoes the secret itself', () => {
    const [finding] = findSecrets('password=hunter22', 'body');
    expect(finding).toBeDefined();
    expect(JSON.stringify(finding)).not.toContain('hunter22');
  });
});

describe('value heuristics', () => {
  it.each([['${X}'], ['$X'], ['%APPDATA%'], ['{{ vault }}'], ['<token>'], ['****'], ['changeme'], ['os.environ["X"]'], ['getenv("X")']])(
    '%j is a placeholder',
    (value) => {
      expect(isPlaceholder(value)).toBe(true);
    },
  );

  it.each([
    ['hunter22', true],
    ['abc', false],
    ['123456', false],
    ['Required', false],
    ['two words', false],
    ['https://example.org', false],
    ['Zm9vYmFy', true],
  ])('looksLikeSecretValue(%j) is %s', (value, expected) => {
    expect(looksLikeSecretValue(value)).toBe(expected);
  });
});

describe('cost on large or hostile text', () => {
  // regression: a `[\w.-]*` key prefix in the assignment pattern made a 50 kB run of one
  // letter take seconds per save (quadratic backtracking)
  it.each([
    ['one long run of letters', 'x'.repeat(1_000_000)],
    ['a long run of key characters', `${'_'.repeat(1_000_000)}token`],
    ['alternating separators', 'a-'.repeat(500_000)],
    ['many half URLs', 'a://b:c'.repeat(100_000)],
    ['many key words without values', 'password '.repeat(100_000)],
    ['many names of parts before a key word', 'a_b_c_d_e_f_g '.repeat(100_000)],
    ['many key words before short values', '--token abc '.repeat(100_000)],
    ['PuTTY headers after long lines', `${'x'.repeat(4_800)}\nPuTTY-User-Key-File-2: ssh-rsa\n`.repeat(200)],
  ])('scans %s in linear time', (_label, text) => {
    const started = performance.now();
    findSecrets(text, 'body');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('stops at MAX_FINDINGS for a file full of keys, still reporting in text order', () => {
    const text = 'password=hunter22\n'.repeat(10_000);
    const findings = findSecrets(text, 'body');
    expect(findings).toHaveLength(MAX_FINDINGS);
    expect(findings.map((f) => f.line)).toEqual(Array.from({ length: MAX_FINDINGS }, (_, i) => i + 1));
  });
});

describe('maskSecretInPath', () => {
  it('masks a credential in the last part of a path and keeps the .md, and leaves other paths alone', () => {
    expect(maskSecretInPath(`/w/.ai-core/data/memory/app/${j('gh', 'p_', RANDOM36)}.md`)).toBe('/w/.ai-core/data/memory/app/***.md');
    expect(maskSecretInPath('/w/.ai-core/data/memory/app/비번은-tr0ub4dor3xq.md')).toMatch(/\/app\/[^/]*\*\*\*[^/]*\.md$/);
    expect(maskSecretInPath('/w/.ai-core/data/memory/app/deploy-order.md')).toBe('/w/.ai-core/data/memory/app/deploy-order.md');
  });
});

describe('maskSecrets', () => {
  it('replaces every likely secret, and only those, with ***', () => {
    const token = j('gh', 'p_', RANDOM36);
    expect(maskSecrets(`memory-bank/${token}.md`)).toBe('memory-bank/***.md');
    expect(maskSecrets(`push with ${token}, then DB_PASSWORD=Xk9mQ2vL7p and sha 3f1c2a9e`)).toBe('push with ***, then *** and sha 3f1c2a9e');
    expect(maskSecrets('password: required')).toBe('password: required');
    // the whole value, past a `<` in it
    expect(maskSecrets('password=Zx9kQ2mP<7vL4nR8s next')).toBe('*** next');
  });
});

describe('a secret split by an invisible character', () => {
  const AWS = j('AK', 'IA', 'Z7Q2MX4KD9PLW3RT');
  const split = (text: string, at: number, hidden: string): string => text.slice(0, at) + hidden + text.slice(at);

  it.each([
    ['zero-width space', '\u200b'],
    ['soft hyphen', '\u00ad'],
    ['word joiner', '\u2060'],
    ['zero-width joiner', '\u200d'],
    ['right-to-left mark', '\u200f'],
    ['byte order mark', '\ufeff'],
    ['variation selector', '\ufe0f'],
    ['tag character', '\udb40\udc41'],
  ])('is found across a %s, at the span as written', (_label, hidden) => {
    const text = `deploy with ${split(AWS, 4, hidden)} today`;
    const [finding] = findSecrets(text, 'body');
    expect(finding).toMatchObject({ kind: 'aws-access-key', line: 1, column: 13, digest: secretDigest(split(AWS, 4, hidden)) });
    expect(maskSecrets(text)).toBe('deploy with *** today');
    expect(passesSecretHint(text), 'the quick look lets it through').toBe(true);
    expect(bytesHoldSecret(Buffer.from(text, 'utf8'))).toBe(true);
  });

  it('is found with several characters in it, and keeps the lines and columns of what follows', () => {
    const key = [...AWS].join('\u200b');
    const text = `line one\n  ${key}\npass${'\u200c'}word=hunter22`;
    const findings = findSecrets(text, 'body');
    expect(findings.map((f) => [f.kind, f.line, f.column])).toEqual([
      ['aws-access-key', 2, 3],
      ['assignment', 3, 1],
    ]);
    expect(maskSecrets(text)).toBe('line one\n  ***\n***');
  });

  it('leaves a line break, a tab or a control character parting two words alone', () => {
    expect(findSecrets(split(AWS, 4, '\n'), 'body')).toEqual([]);
    expect(findSecrets(split(AWS, 4, '\t'), 'body')).toEqual([]);
    expect(findSecrets(split(AWS, 4, '\u0007'), 'body')).toEqual([]);
  });

  it('holds no key where an invisible character sits in ordinary words', () => {
    expect(findSecrets('캐시\u200b를 비운다\ufeff and re\u00adstart', 'body')).toEqual([]);
    expect(bytesHoldSecret(Buffer.from('\ufeff---\ntitle: x\n---\nplain words', 'utf8'))).toBe(false);
  });
});

describe('the byte pattern of the characters read past in a word', () => {
  it('matches the UTF-8 bytes of each character the text pattern matches, and of no other', () => {
    const strays: string[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      const inText = char.replace(HIDDEN_IN_WORD, '') === '';
      const inBytes = Buffer.from(char, 'utf8').toString('latin1').replace(HIDDEN_IN_WORD_BYTES, '') === '';
      if (inText !== inBytes) strays.push(code.toString(16));
    }
    expect(strays).toEqual([]);
  });
});
