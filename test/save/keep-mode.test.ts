// A memory rewritten in place keeps what the user made of its file: save --update and
// verify write a new file and rename it over the old one, which would otherwise be 0644
// and this user's (a 0600 memory readable by all, a 0755 one a mode change in git, a root
// run leaving a user's memory root-owned). One without write permission is the user saying
// "do not change this": refused, naming the file and the fix, and left as it is. The built
// CLI as a real process.
import { chmodSync, chownSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { memoryFile } from '../support/fixtures.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const EN = { PROJECT_MEMORY_LANG: 'en' };
const KO = { PROJECT_MEMORY_LANG: 'ko' };
const MEMORY = memoryFile({ title: 'Deploy window', description: 'deploys go out before 16:00 only' }, 'Fridays are frozen.\n');
const posix = process.platform !== 'win32';
const asRoot = process.getuid?.() === 0;

function workspace() {
  const root = tempTree({ '.ai-core/data/memory/proj/deploy.md': MEMORY, 'proj/': '' });
  const path = join(root, '.ai-core', 'data', 'memory', 'proj', 'deploy.md');
  return { project: join(root, 'proj'), home: makeTempDir(), path };
}

type Ws = ReturnType<typeof workspace>;

function cli(ws: Ws, args: string[], env = EN) {
  return runCli(args, { cwd: ws.project, home: ws.home, env });
}

const UPDATE = ['save', '--scope', 'project', '--update', '--name', 'deploy', '--description', 'deploys go out before 15:00 only'];
const VERIFY = ['verify', 'deploy'];
const modeOf = (path: string) => statSync(path).mode & 0o7777;

describe.skipIf(!posix)('save --update and verify keep a memory file’s permissions and owner', () => {
  it.each([
    ['save --update', '0600', UPDATE],
    ['save --update', '0660', UPDATE],
    ['save --update', '0755', UPDATE],
    ['verify', '0600', VERIFY],
    ['verify', '0660', VERIFY],
    ['verify', '0755', VERIFY],
  ])('%s of a memory of mode %s leaves that mode', async (_, octal, args) => {
    const mode = Number.parseInt(octal, 8);
    const ws = workspace();
    chmodSync(ws.path, mode);
    const r = await cli(ws, args);
    expect(r.code).toBe(0);
    expect(readFileSync(ws.path, 'utf8')).not.toBe(MEMORY);
    expect(modeOf(ws.path)).toBe(mode);
  });

  it.runIf(asRoot).each([
    ['save --update', UPDATE],
    ['verify', VERIFY],
  ])('%s run as root leaves another user’s memory theirs', async (_, args) => {
    const ws = workspace();
    chownSync(ws.path, 4321, 4322);
    const r = await cli(ws, args);
    expect(r.code).toBe(0);
    expect(readFileSync(ws.path, 'utf8')).not.toBe(MEMORY);
    const stat = statSync(ws.path);
    expect([stat.uid, stat.gid]).toEqual([4321, 4322]);
  });
});

describe.skipIf(!posix)('a read-only memory (mode 0444)', () => {
  it('save --update refuses it, naming the file and chmod u+w, in both languages, and leaves it as it is', async () => {
    const ws = workspace();
    chmodSync(ws.path, 0o444);
    const en = await cli(ws, UPDATE);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`${ws.path} is read-only (mode 0444), so it was not updated.`);
    expect(en.stderr).toContain(`chmod u+w ${ws.path}`);
    expect(en.stderr).toContain('Nothing was saved.');
    const ko = await cli(ws, UPDATE, KO);
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain(`${ws.path}: 읽기 전용 파일이라 (mode 0444)`);
    expect(ko.stderr).toContain(`chmod u+w ${ws.path}`);
    expect(ko.stderr).toContain('아무것도 저장하지 않았습니다');
    expect(readFileSync(ws.path, 'utf8')).toBe(MEMORY);
    expect(modeOf(ws.path)).toBe(0o444);
  });

  it('verify refuses it the same way; once made writable, both work', async () => {
    const ws = workspace();
    chmodSync(ws.path, 0o444);
    const en = await cli(ws, VERIFY);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`${ws.path} is read-only (mode 0444); nothing was changed.`);
    expect(en.stderr).toContain(`chmod u+w ${ws.path}`);
    const ko = await cli(ws, VERIFY, KO);
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain(`${ws.path}: 읽기 전용 파일이라 (mode 0444) 아무것도 바꾸지 않았습니다.`);
    expect(readFileSync(ws.path, 'utf8')).toBe(MEMORY);
    chmodSync(ws.path, 0o644);
    expect((await cli(ws, VERIFY)).code).toBe(0);
    expect((await cli(ws, UPDATE)).code).toBe(0);
  });

  it('import --update leaves it as it is and says so', async () => {
    const root = tempTree({ 'app/.git/HEAD': 'ref: refs/heads/main\n', 'app/.ai-core/': '', 'app/.cursor/rules/style.mdc': '# Style\n\nUse tabs.\n' });
    const app = join(root, 'app');
    const home = makeTempDir();
    const memory = join(app, '.ai-core', 'data', 'memory', 'app', 'style.md');
    const run = (args: string[], env = EN) => runCli(['import', 'cursor', ...args], { cwd: app, home, env });
    expect((await run(['--write'])).code).toBe(0);
    const imported = readFileSync(memory, 'utf8');
    chmodSync(memory, 0o444);
    writeFileSync(join(app, '.cursor', 'rules', 'style.mdc'), '# Style\n\nUse spaces.\n');
    const en = await run(['--write', '--update']);
    expect(en.stdout).toContain(`${memory} is read-only (mode 0444), so --update left it as it is.`);
    expect(en.stdout).toContain(`chmod u+w ${memory}`);
    const ko = await run(['--update'], KO);
    expect(ko.stdout).toContain(`${memory}: 읽기 전용 파일이라 (mode 0444)`);
    expect(readFileSync(memory, 'utf8')).toBe(imported);
  });
});
