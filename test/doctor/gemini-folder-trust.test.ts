// Gemini CLI's folder trust: in a launch folder it does not trust, Gemini 0.61.0 runs no hook
// at all, the user's own included, and doctor --client gemini said "all checks passed". The
// built CLI as a real process, with a real ~/.gemini/trustedFolders.json in a temporary HOME.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

interface Check {
  id: string;
  status: 'ok' | 'warn' | 'fail';
  message: string;
  fix: string | null;
}

/** `install --client gemini --dir W/sub`, as the report that found the gap did it. */
async function installed(): Promise<{ home: string; w: string; sub: string; trustFile: string }> {
  const home = makeTempDir('pm-trust-home-');
  const w = tempTree({ 'sub/': '', 'sub/src/': '' });
  const sub = join(w, 'sub');
  const r = await runCli(['install', '--client', 'gemini', '--dir', sub], { cwd: sub, home, env: { PROJECT_MEMORY_LANG: 'en' } });
  expect(r.code, r.stderr).toBe(0);
  return { home, w, sub, trustFile: join(home, '.gemini', 'trustedFolders.json') };
}

function trust(file: string, text: string | Record<string, string>): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, typeof text === 'string' ? text : JSON.stringify(text, null, 2));
}

async function doctor(home: string, dir: string, env: Record<string, string> = {}) {
  const r = await runCli(['doctor', '--client', 'gemini', '--dir', dir, '--json'], { cwd: dir, home, env: { PROJECT_MEMORY_LANG: 'en', ...env } });
  const report = JSON.parse(r.stdout) as { ok: boolean; checks: Check[] };
  return { code: r.code, report, row: report.checks.find((c) => c.id === 'folder-trust') };
}

beforeAll(() => assertBuilt());

describe('doctor --client gemini: the launch folder Gemini does not trust', () => {
  it('DO_NOT_TRUST on the launch folder: the row fails, naming the entry, the file and both ways to trust it; install says so at once', async () => {
    const { home, sub, trustFile } = await installed();
    trust(trustFile, { [sub]: 'DO_NOT_TRUST' });
    const { code, row } = await doctor(home, sub);
    expect(code).toBe(1);
    expect(row).toEqual({
      id: 'folder-trust',
      status: 'fail',
      message: `Gemini CLI does not trust ${sub} ("${sub}": "DO_NOT_TRUST" in ${trustFile}): in a folder it does not trust it runs no hook at all, not even those in the user's settings, so the list never shows (and \`gemini -p\` stops there)`,
      fix: `start \`gemini\` in ${sub} and trust the folder with /permissions trust, or set "${sub}": "TRUST_FOLDER" in ${trustFile}`,
    });
    const again = await runCli(['install', '--client', 'gemini', '--dir', sub], { cwd: sub, home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(again.code).toBe(0);
    const note = again.stdout.split('\n').filter((line) => line.includes('does not trust'));
    expect(note).toEqual([`${row?.message} — ${row?.fix}`]);
    // in Korean, the same row and note in Korean words
    const ko = await runCli(['doctor', '--client', 'gemini', '--dir', sub], { cwd: sub, home, env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.stdout).toContain(`Gemini CLI가 ${sub}을(를) 신뢰하지 않음 (${trustFile}의 "${sub}": "DO_NOT_TRUST")`);
    expect(ko.stdout).toContain(`${sub}에서 \`gemini\`를 실행해 /permissions trust로 폴더를 신뢰하거나`);
    const koInstall = await runCli(['install', '--client', 'gemini', '--dir', sub], { cwd: sub, home, env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(koInstall.stdout).toContain('사용자 설정의 hook까지 어떤 hook도 실행하지 않아');
  });

  it('the entry the doctor fix names, written as printed, makes the row ok (the longer path wins over a DO_NOT_TRUST above it)', async () => {
    const { home, w, sub, trustFile } = await installed();
    trust(trustFile, { [w]: 'DO_NOT_TRUST' });
    const before = await doctor(home, sub);
    expect(before.row).toMatchObject({ status: 'fail', message: expect.stringContaining(`("${w}": "DO_NOT_TRUST" in ${trustFile})`) });
    const entry = /set (".*": "TRUST_FOLDER") in /.exec(before.row?.fix ?? '')?.[1];
    trust(trustFile, readFileSync(trustFile, 'utf8').replace(/\n\}$/, `,\n  ${entry}\n}`));
    const after = await doctor(home, sub);
    expect(after.code).toBe(0);
    expect(after.row).toEqual({
      id: 'folder-trust',
      status: 'ok',
      message: `Gemini CLI trusts ${sub}, so it runs the hooks there: "${sub}": "TRUST_FOLDER" in ${trustFile}`,
      fix: null,
    });
  });

  it('no entry covers the folder: a warning that Gemini asks at the first launch and runs the hooks once trusted; install adds no note', async () => {
    const { home, sub, trustFile } = await installed();
    const { code, row } = await doctor(home, sub);
    expect(code).toBe(0);
    expect(row).toEqual({
      id: 'folder-trust',
      status: 'warn',
      message: `no entry in ${trustFile} covers ${sub}: Gemini CLI asks whether to trust the folder at its first launch there, and runs the hooks only once it is trusted (\`gemini -p\` stops there until then)`,
      fix: `trust the folder when Gemini asks, or add "${sub}": "TRUST_FOLDER" to ${trustFile}`,
    });
    const again = await runCli(['install', '--client', 'gemini', '--dir', sub], { cwd: sub, home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(again.stdout).not.toContain('trustedFolders.json');
  });

  it('TRUST_PARENT on a folder inside the launch folder trusts the launch folder (its parent)', async () => {
    const { home, sub, trustFile } = await installed();
    trust(trustFile, { [join(sub, 'src')]: 'TRUST_PARENT' });
    expect((await doctor(home, sub)).row).toMatchObject({ status: 'ok', message: expect.stringContaining(`"${join(sub, 'src')}": "TRUST_PARENT"`) });
  });

  it('folder trust turned off in the user settings: no row, whatever the file says, and doctor passes', async () => {
    const { home, sub, trustFile } = await installed();
    trust(trustFile, { [sub]: 'DO_NOT_TRUST' });
    const settings = join(home, '.gemini', 'settings.json');
    const parsed = JSON.parse(readFileSync(settings, 'utf8'));
    writeFileSync(settings, `// mine\n${JSON.stringify({ ...parsed, security: { folderTrust: { enabled: false } } }, null, 2)}\n`);
    const { code, row } = await doctor(home, sub);
    expect(row).toBeUndefined();
    expect(code).toBe(0);
  });

  it('the environment decides over the file: GEMINI_CLI_TRUST_WORKSPACE=false fails, =true passes', async () => {
    const { home, sub, trustFile } = await installed();
    trust(trustFile, { [sub]: 'TRUST_FOLDER' });
    expect((await doctor(home, sub, { GEMINI_CLI_TRUST_WORKSPACE: 'false' })).row).toEqual({
      id: 'folder-trust',
      status: 'fail',
      message: 'GEMINI_CLI_TRUST_WORKSPACE=false is set in this environment: Gemini CLI trusts no folder, so it runs no hook at all (and `gemini -p` stops)',
      fix: 'unset it where Gemini CLI is started (`unset GEMINI_CLI_TRUST_WORKSPACE`)',
    });
    trust(trustFile, { [sub]: 'DO_NOT_TRUST' });
    expect((await doctor(home, sub, { GEMINI_CLI_TRUST_WORKSPACE: 'true' })).row).toMatchObject({ status: 'ok' });
  });

  it('GEMINI_CLI_TRUSTED_FOLDERS_PATH names the file Gemini reads instead', async () => {
    const { home, sub } = await installed();
    const elsewhere = join(makeTempDir('pm-trust-file-'), 'trust.json');
    trust(elsewhere, { [sub]: 'DO_NOT_TRUST' });
    const { row } = await doctor(home, sub, { GEMINI_CLI_TRUSTED_FOLDERS_PATH: elsewhere });
    expect(row).toMatchObject({ status: 'fail', message: expect.stringContaining(`in ${elsewhere})`) });
  });

  it.each([
    ['{ "/w": "yes" }', '"/w" in FILE is "yes", not TRUST_FOLDER, TRUST_PARENT or DO_NOT_TRUST: Gemini CLI stops at startup over it'],
    ['{ "/w": "TRUST_FOLDER", }', 'FILE is not valid JSON (line 1, column 25: Expected double-quoted property name): Gemini CLI stops at startup over it'],
    ['["/w"]', 'FILE does not hold a JSON object ({ … }): Gemini CLI stops at startup over it'],
  ])('a trustedFolders.json Gemini stops over (%s): the row fails, naming the file', async (text, message) => {
    const { home, sub, trustFile } = await installed();
    trust(trustFile, text);
    const { code, row } = await doctor(home, sub);
    expect(code).toBe(1);
    expect(row).toEqual({
      id: 'folder-trust',
      status: 'fail',
      message: message.replace('FILE', trustFile),
      fix: `fix ${trustFile} (comments are allowed, a trailing comma is not), or move it away and trust the folder again when Gemini asks`,
    });
  });

  it('a comment in trustedFolders.json is fine, as Gemini strips comments', async () => {
    const { home, sub, trustFile } = await installed();
    trust(trustFile, `{\n  // mine\n  "${sub}": "TRUST_FOLDER"\n}\n`);
    expect((await doctor(home, sub)).row).toMatchObject({ status: 'ok' });
  });
});
