// Bytes that are no UTF-8 text are never written as U+FFFD. A memory saved in Latin-1 or
// UTF-16 by another editor is refused by verify, save --update and import --update, and
// left byte for byte; a --body-file or piped body in such an encoding (PowerShell 5's `>`
// writes UTF-16) is refused before anything is saved. Each refusal names the file, says it
// is not UTF-8 text and to save it as UTF-8, in both languages. A UTF-8 byte order mark is
// UTF-8, and still accepted. The built CLI as a real process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, BUILT_CLI, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const EN = { PROJECT_MEMORY_LANG: 'en' };
const KO = { PROJECT_MEMORY_LANG: 'ko' };

/** "Passwort für Café" as a Latin-1 editor saves it: ü and é are single bytes no UTF-8 has. */
const LATIN1 = Buffer.from('---\ntitle: Cafe\ndescription: Latin-1 memory\ncreated_at: 2026-01-01\n---\nPasswort f\xfcr Caf\xe9\n', 'latin1');
/** What PowerShell 5's `"Passwort für Café" > body.txt` writes: a UTF-16LE byte order mark, then two bytes a character. */
const UTF16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Passwort für Café\r\n', 'utf16le')]);
const BOM = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Passwort für Café\n', 'utf8')]);

function workspace(files: Record<string, Buffer> = {}) {
  const root = tempTree({ '.ai-core/data/memory/proj/': '', 'proj/': '' });
  const folder = join(root, '.ai-core', 'data', 'memory', 'proj');
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(folder, name), bytes);
  return { root, project: join(root, 'proj'), home: makeTempDir(), folder };
}

type Ws = ReturnType<typeof workspace>;

function cli(ws: Ws, args: string[], env: Record<string, string> = EN, input?: Uint8Array) {
  return runCli(args, { cwd: ws.project, home: ws.home, env, input });
}

const NEW_FACT = ['save', '--scope', 'project', '--title', 'Cafe password', '--description', 'where the cafe password is'];

describe('a memory that is no UTF-8 text', () => {
  it('verify refuses it, names the file and the fix, and leaves it byte for byte, in both languages', async () => {
    const ws = workspace({ 'latin.md': LATIN1 });
    const path = join(ws.folder, 'latin.md');
    const en = await cli(ws, ['verify', 'latin']);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`${path} is not UTF-8 text`);
    expect(en.stderr).toContain('Save it as UTF-8');
    expect(en.stderr).toContain('nothing was changed');
    const ko = await cli(ws, ['verify', 'latin'], KO);
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain(`${path}: UTF-8 텍스트가 아닙니다`);
    expect(ko.stderr).toContain('UTF-8로 저장한 뒤');
    expect(ko.stderr).toContain('아무것도 바꾸지 않았습니다');
    expect(readFileSync(path)).toEqual(LATIN1);
  });

  it('save --update refuses it before anything is written, in both languages', async () => {
    const ws = workspace({ 'latin.md': LATIN1 });
    const path = join(ws.folder, 'latin.md');
    const en = await cli(ws, ['save', '--scope', 'project', '--update', '--name', 'latin', '--description', 'x']);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`${path} is not UTF-8 text`);
    expect(en.stderr).toContain('Save it as UTF-8');
    expect(en.stderr).toContain('Nothing was saved.');
    expect(en.stderr).not.toContain('warning');
    const ko = await cli(ws, ['save', '--scope', 'project', '--update', '--name', 'latin', '--description', 'x'], KO);
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain(`${path}: UTF-8 텍스트가 아닙니다`);
    expect(ko.stderr).toContain('아무것도 저장하지 않았습니다');
    expect(readFileSync(path)).toEqual(LATIN1);
  });

  it('one with a UTF-8 byte order mark is UTF-8: verify marks it checked', async () => {
    const ws = workspace({ 'bom.md': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(LATIN1.toString('latin1'), 'utf8')]) });
    const r = await cli(ws, ['verify', 'bom']);
    expect(r.code).toBe(0);
    expect(readFileSync(join(ws.folder, 'bom.md'), 'utf8')).toContain('Passwort für Café');
  });
});

describe('save with a body that is no UTF-8 text', () => {
  it.each([
    ['Latin-1', Buffer.from('Passwort f\xfcr Caf\xe9\n', 'latin1')],
    ["UTF-16 (PowerShell 5's >)", UTF16],
  ])('--body-file in %s is refused, naming the file and the fix, in both languages; nothing is saved', async (_, bytes) => {
    const ws = workspace();
    const file = join(ws.root, 'body.txt');
    writeFileSync(file, bytes);
    const en = await cli(ws, [...NEW_FACT, '--body-file', file]);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`--body-file ${file} is not UTF-8 text`);
    // what would happen if it were saved, as the Korean says (그대로 저장하면): not a save that happened
    expect(en.stderr).toContain('if saved as it is, its characters would turn into U+FFFD');
    expect(en.stderr).toContain('Save it as UTF-8');
    expect(en.stderr).toContain('Nothing was saved.');
    const ko = await cli(ws, [...NEW_FACT, '--body-file', file], KO);
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain(`--body-file ${file}: UTF-8 텍스트가 아닙니다`);
    expect(ko.stderr).toContain('아무것도 저장하지 않았습니다');
    expect(readdirSync(ws.folder)).toEqual([]);
  });

  it.each([
    ['a binary file', Buffer.from('bin\x00ary\n', 'latin1'), 3],
    ['ASCII written as UTF-16 with no byte order mark', Buffer.from('note\n', 'utf16le'), 1],
  ])('--body-file of %s is refused for its NUL byte, not as Latin-1; piped in too; in both languages', async (_, bytes, offset) => {
    const ws = workspace();
    const file = join(ws.root, 'body.bin');
    writeFileSync(file, bytes);
    const en = await cli(ws, [...NEW_FACT, '--body-file', file]);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`--body-file ${file} holds a NUL byte (at byte ${offset}), which no text has: it is a binary file`);
    expect(en.stderr).not.toContain('Latin-1');
    expect(en.stderr).toContain('Nothing was saved.');
    const piped = await cli(ws, NEW_FACT, EN, bytes);
    expect(piped.stderr).toContain(`the body on stdin holds a NUL byte (at byte ${offset})`);
    const ko = await cli(ws, [...NEW_FACT, '--body-file', file], KO);
    expect(ko.stderr).toContain(`--body-file ${file}에 텍스트에는 없는 NUL 바이트가 있습니다 (${offset}번째 바이트)`);
    expect(readdirSync(ws.folder)).toEqual([]);
  });

  it('a body piped in Latin-1 is refused too', async () => {
    const ws = workspace();
    const r = await cli(ws, NEW_FACT, EN, Buffer.from('Passwort f\xfcr Caf\xe9\n', 'latin1'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('the body on stdin is not UTF-8 text');
    expect(r.stderr).toContain('if saved as it is, its characters would turn into U+FFFD');
    expect(r.stderr).toContain('Nothing was saved.');
    const ko = await cli(ws, NEW_FACT, KO, Buffer.from('Passwort f\xfcr Caf\xe9\n', 'latin1'));
    expect(ko.stderr).toContain('표준 입력으로 받은 본문이 UTF-8 텍스트가 아닙니다');
    expect(readdirSync(ws.folder)).toEqual([]);
  });

  it('a --title or --description in Latin-1 (a terminal so set) is saved with a word naming the flag, in both languages; a meant U+FFFD too', () => {
    const ws = workspace();
    // the bytes as a Latin-1 terminal passes them: Node reads each bad byte as U+FFFD
    const run = (flag: string, lang: string, name: string) =>
      spawnSync(
        'sh',
        [
          '-c',
          `"$0" "$1" save --scope project --name ${name} ${flag === 'title' ? '--description x' : '--title Cafe'} --${flag} "$(printf 'caf\\351 latin')" </dev/null`,
          process.execPath,
          BUILT_CLI,
        ],
        { cwd: ws.project, env: { PATH: process.env.PATH, HOME: ws.home, PROJECT_MEMORY_LANG: lang }, encoding: 'utf8' },
      );
    const en = run('title', 'en', 'cafe-one');
    expect(en.status, en.stderr).toBe(0);
    expect(en.stderr).toContain('--title holds U+FFFD (\ufffd), which a terminal or script not set to UTF-8 passes for each letter it cannot');
    expect(run('description', 'ko', 'cafe-two').stderr).toContain('--description에 U+FFFD(\ufffd)가 있습니다');
    expect(readdirSync(ws.folder).sort()).toEqual(['cafe-one.md', 'cafe-two.md']);
  });

  it('a --body-file with a UTF-8 byte order mark is saved as before', async () => {
    const ws = workspace();
    const file = join(ws.root, 'body.txt');
    writeFileSync(file, BOM);
    const r = await cli(ws, [...NEW_FACT, '--body-file', file]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(readFileSync(join(ws.folder, 'cafe-password.md'), 'utf8')).toContain('Passwort für Café');
  });
});

describe('import --update of a memory that is no UTF-8 text', () => {
  it('leaves it byte for byte and says why, in both languages', async () => {
    const root = tempTree({ 'app/.git/HEAD': 'ref: refs/heads/main\n', 'app/.ai-core/': '', 'app/.cursor/rules/style.mdc': '# Style\n\nUse tabs.\n' });
    const app = join(root, 'app');
    const home = makeTempDir();
    const memory = join(app, '.ai-core', 'data', 'memory', 'app', 'style.md');
    const run = (args: string[], env = EN) => runCli(['import', 'cursor', ...args], { cwd: app, home, env });
    expect((await run(['--write'])).code).toBe(0);
    const latin = Buffer.from(readFileSync(memory, 'utf8').replace('Use tabs.', 'Tabs f\xfcr alles.'), 'latin1');
    writeFileSync(memory, latin);
    writeFileSync(join(app, '.cursor', 'rules', 'style.mdc'), '# Style\n\nUse spaces.\n');
    const en = await run(['--write', '--update', '--overwrite-edits']);
    expect(en.stdout).toContain(`${memory} already exists and is not UTF-8 text`);
    expect(en.stdout).toContain('Save it as UTF-8');
    const ko = await run(['--update', '--overwrite-edits'], KO);
    expect(ko.stdout).toContain(`${memory}: 이미 있는데 UTF-8 텍스트가 아닙니다`);
    expect(readFileSync(memory)).toEqual(latin);
    expect(existsSync(memory)).toBe(true);
  });
});
