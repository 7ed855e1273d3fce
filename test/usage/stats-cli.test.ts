// `project-memory stats` as a user runs it: the built CLI, a real state folder filled by
// records like the hooks write, both languages.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPrior } from '../../lib/usage/prior-file.js';
import { publishRecord } from '../../lib/usage/publish-record.js';
import { memoryFile } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';
import { summaryOn, usageWorkspace } from './usage-support.js';

interface Row {
  scope: string;
  folder: string;
  name: string;
  path: string;
  shown: number;
  reads: number;
  lastRead: string | null;
  lastShown: string | null;
  supersededBy: { scope: string; name: string; path: string }[];
}

const T0 = Date.UTC(2026, 10, 20, 9, 30);

/** docker-403: shown in 6 first lists, read twice; pdf-output: shown 6, never read; staging-reset: shown 2, never read; deploy-cert: nothing. */
function seeded() {
  const w = usageWorkspace();
  for (let s = 0; s < 6; s++) {
    const memories = ['_global/docker-403', '_global/pdf-output', ...(s < 2 ? ['_global/staging-reset'] : [])];
    publishRecord(w.state, { v: 1, kind: 'shown', t: T0 + s * 1000, root: w.memoryRoot, session: `s${s}`, memories });
  }
  publishRecord(w.state, { v: 1, kind: 'read', t: T0 + 10_000, root: w.memoryRoot, folder: '_global', name: 'docker-403', session: 's0' });
  publishRecord(w.state, { v: 1, kind: 'read', t: T0 + 20_000, root: w.memoryRoot, folder: '_global', name: 'docker-403', session: 's4' });
  // another workspace's reads do not count here
  publishRecord(w.state, { v: 1, kind: 'read', t: T0, root: '/elsewhere/.ai-core/data/memory', folder: '_global', name: 'pdf-output' });
  return w;
}

function stats(w: ReturnType<typeof usageWorkspace>, args: string[] = [], env: Record<string, string> = {}) {
  return runCli(['stats', '--dir', w.launch, ...args], { env: { HOME: w.home, ...env } });
}

function rows(w: ReturnType<typeof usageWorkspace>, args: string[] = []): Row[] {
  const r = stats(w, ['--json', ...args]);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Row[];
}

describe('project-memory stats', () => {
  it('--json: every memory with shown, reads and last read, most read first', () => {
    const w = seeded();
    const out = rows(w);
    expect(out[0]).toEqual({
      scope: 'global',
      folder: '_global',
      name: 'docker-403',
      path: w.memory('_global', 'docker-403'),
      shown: 6,
      reads: 2,
      lastRead: new Date(T0 + 20_000).toISOString(),
      lastShown: new Date(T0 + 5_000).toISOString(),
      supersededBy: [],
    });
    expect(out.map((r) => [r.name, r.shown, r.reads, r.lastRead])).toEqual([
      ['docker-403', 6, 2, '2026-11-20T09:30:20.000Z'],
      ['pdf-output', 6, 0, null],
      ['staging-reset', 2, 0, null],
      ['deploy-cert', 0, 0, null],
    ]);
    expect(out.find((r) => r.name === 'deploy-cert')).toMatchObject({ scope: 'project', folder: 'proj', lastShown: null });
  });

  it('marks a memory another one supersedes, which the list never shows, in text and --json', () => {
    const w = seeded();
    writeFileSync(
      w.memory('proj', 'staging-weekly'),
      memoryFile({ title: 'Staging weekly', description: 'staging resets weekly', extra: 'supersedes: [staging-reset]' }),
    );
    // the shape list --json gives it: { scope, name, path }
    expect(rows(w).find((r) => r.name === 'staging-reset')?.supersededBy).toEqual([
      { scope: 'project', name: 'staging-weekly', path: w.memory('proj', 'staging-weekly') },
    ]);
    const text = stats(w, [], { PROJECT_MEMORY_LANG: 'en' }).stdout;
    expect(text).toMatch(/\[global\] staging-reset \(superseded by staging-weekly\)/);
  });

  it('--json masks a name that looks like a secret, as its text and list --json do', () => {
    const w = seeded();
    const token = `ghp_${'abcdefghij'.repeat(3)}012345`;
    writeFileSync(w.memory('proj', token), memoryFile({ title: 'x', description: 'y' }));
    const out = JSON.stringify(rows(w));
    expect(out).toContain('"deploy-cert"');
    expect(out).not.toContain(token);
    const listed = runCli(['list', '--json', '--dir', w.launch], { env: { HOME: w.home } });
    expect(listed.stdout).not.toContain(token);
    expect(stats(w, [], { PROJECT_MEMORY_LANG: 'en' }).stdout).not.toContain(token);
  });

  it('--unused: memories shown in at least 5 first lists and never read', () => {
    const w = seeded();
    expect(rows(w, ['--unused']).map((r) => r.name)).toEqual(['pdf-output']);
    expect(rows(w, ['--unused', '--min-shown', '2']).map((r) => r.name)).toEqual(['pdf-output', 'staging-reset']);
    expect(rows(w, ['--unused', '--min-shown', '7'])).toEqual([]);
  });

  it.each([
    [['--min-shown', '3'], '--min-shown goes with --unused'],
    [['--unused', '--min-shown', '0'], '--min-shown must be a whole number of 1 or more (got "0")'],
    [['--unused', '--min-shown', 'often'], '(got "often")'],
  ])('refuses %j, saying why', (args, message) => {
    const r = stats(usageWorkspace(), args, { PROJECT_MEMORY_LANG: 'en' });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
  });

  it('prints a table a person reads, in English', () => {
    const w = seeded();
    const r = stats(w, [], { PROJECT_MEMORY_LANG: 'en' });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Memory use for ${w.memoryRoot} (recorded for this user only, in ${join(w.state, 'usage')})`);
    expect(r.stdout).toMatch(/^reads {2}shown {2}last read {3}memory$/m);
    expect(r.stdout).toMatch(/^ {4}2 {6}6 {2}2026-11-2\d {2}\[global\] docker-403$/m);
    expect(r.stdout).toMatch(/^ {4}0 {6}6 {2}never {7}\[global\] pdf-output$/m);
    expect(r.stdout).toMatch(/^ {4}0 {6}0 {2}never {7}\[proj\] deploy-cert$/m);
  });

  it('and in Korean', () => {
    const w = seeded();
    const r = stats(w, ['--unused'], { PROJECT_MEMORY_LANG: 'ko' });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('memory 사용 기록: ');
    expect(r.stdout).toContain('첫 목록에 5번 이상 보였지만 한 번도 읽지 않은 memory:');
    expect(r.stdout).toMatch(/^읽음 {2}보임 {2}마지막으로 읽은 날 {2}memory$/m);
    expect(r.stdout).toMatch(/^ {3}0 {5}6 {2}없음 {16}\[공통\] pdf-output$/m);
  });

  it('with nothing recorded, --unused says so and claims nothing about reads', () => {
    const w = usageWorkspace();
    const r = stats(w, ['--unused'], { PROJECT_MEMORY_LANG: 'en' });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Nothing recorded for this memory folder yet');
    // "every memory shown … was read" would state what was never measured
    expect(r.stdout).not.toContain('none');
    expect(stats(w, ['--unused'], { PROJECT_MEMORY_LANG: 'ko' }).stdout).not.toContain('없음');
    expect(rows(w).map((row) => [row.shown, row.reads])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it.each([[[]], [['--client', 'codex']], [['--client', 'gemini']]])(
    'with nothing recorded, suggests install only while the hooks are not installed, in both languages (install %j)',
    (client) => {
      const w = usageWorkspace();
      const before = stats(w, [], { PROJECT_MEMORY_LANG: 'en' });
      expect(before.stdout).toContain('counts start with the next session that runs the hooks (`');
      expect(before.stdout).toContain(' install`, or the plugin for Claude Code)');
      const install = runCli(['install', ...client, '--dir', w.launch], { env: { HOME: w.home } });
      expect(install.code, install.stderr).toBe(0);
      for (const lang of ['en', 'ko'] as const) {
        const after = stats(w, [], { PROJECT_MEMORY_LANG: lang });
        expect(after.code, after.stderr).toBe(0);
        expect(after.stdout).toContain(
          lang === 'en'
            ? 'Nothing recorded for this memory folder yet: the hooks are installed, and counts start with the next session.'
            : 'hook은 설치되어 있으니 다음 세션부터 셉니다.',
        );
        expect(after.stdout).not.toContain(' install`');
      }
    },
  );

  it('--unused tells "none shown that often yet" from "all shown that often were read", in both languages', () => {
    const w = seeded();
    const none = stats(w, ['--unused', '--min-shown', '7'], { PROJECT_MEMORY_LANG: 'en' });
    expect(none.stdout).toContain('none yet: no memory has been shown in 7 first lists or more');
    expect(none.stdout).not.toContain('was read at least once');
    expect(stats(w, ['--unused', '--min-shown', '7'], { PROJECT_MEMORY_LANG: 'ko' }).stdout).toContain('아직 없음: 첫 목록에 7번 이상 보인 memory가 없습니다');
    publishRecord(w.state, { v: 1, kind: 'read', t: T0 + 30_000, root: w.memoryRoot, folder: '_global', name: 'pdf-output', session: 's5' });
    const allRead = stats(w, ['--unused'], { PROJECT_MEMORY_LANG: 'en' });
    expect(allRead.stdout).toContain('none: every memory shown in 5 first lists or more was read at least once');
    expect(stats(w, ['--unused'], { PROJECT_MEMORY_LANG: 'ko' }).stdout).toContain('없음: 첫 목록에 5번 이상 보인 memory는 모두 한 번 이상 읽었습니다');
  });

  it("where Codex runs the list without the hook that counts its shell's reads (an older install), says 0 reads is no sign of disuse; not where it has it, nor where only Claude Code runs", () => {
    const w = seeded();
    const note = "Codex's reads are not counted";
    expect(stats(w, ['--unused']).stdout).not.toContain(note);
    expect(runCli(['install', '--client', 'codex', '--dir', w.launch], { env: { HOME: w.home } }).code).toBe(0);
    expect(stats(w, ['--unused'], { PROJECT_MEMORY_LANG: 'en' }).stdout).not.toContain(note);
    // as an install before the read hook left hooks.json
    const hooks = join(w.home, '.codex', 'hooks.json');
    const settings = JSON.parse(readFileSync(hooks, 'utf8'));
    delete settings.hooks.PreToolUse;
    writeFileSync(hooks, JSON.stringify(settings));
    for (const args of [[], ['--unused']]) {
      const out = stats(w, args, { PROJECT_MEMORY_LANG: 'en' }).stdout;
      expect(out).toContain(`${note}: its install has no hook before its shell, which counts them (`);
      expect(out).toContain(' install --client codex` adds it');
      expect(out.indexOf(note)).toBeLessThan(out.indexOf('pdf-output'));
    }
    expect(stats(w, ['--unused'], { PROJECT_MEMORY_LANG: 'ko' }).stdout).toContain('Codex가 읽은 횟수는 세지 않았습니다');
  });

  it('names PROJECT_MEMORY_STATE_DIR when it is set to a file, not a folder, rather than asking to set it, in both languages', () => {
    const w = seeded();
    const file = join(w.home, 'not-a-folder');
    writeFileSync(file, 'x');
    const en = stats(w, [], { PROJECT_MEMORY_STATE_DIR: file, PROJECT_MEMORY_LANG: 'en' });
    expect(en.code).toBe(0);
    expect(en.stdout).toContain(`PROJECT_MEMORY_STATE_DIR=${file} names a file, or a path through one, not a folder.`);
    expect(en.stdout).not.toContain('(set HOME');
    const ko = stats(w, [], { PROJECT_MEMORY_STATE_DIR: file, PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.stdout).toContain('폴더가 아니라 파일이나 파일을 거치는 경로를 가리킵니다');
    // a relative one is passed over as well: said so
    expect(stats(w, [], { PROJECT_MEMORY_STATE_DIR: 'relative/state', PROJECT_MEMORY_LANG: 'en' }).stdout).toContain(
      'PROJECT_MEMORY_STATE_DIR=relative/state is not an absolute path',
    );
  });

  it('acts for --dir like every command; outside a workspace it says so and exits 0, as list and search do', () => {
    const w = seeded();
    expect(runCli(['stats', '--json'], { env: { HOME: w.home }, cwd: join(w.ws, 'proj', 'src') }).stdout).toContain('docker-403');
    for (const command of [['stats'], ['list'], ['search', 'docker']]) {
      const r = runCli([...command, '--dir', w.home], { env: { HOME: w.home, PROJECT_MEMORY_LANG: 'en' } });
      expect(r.code, command.join(' ')).toBe(0);
      expect(r.stdout).toContain('no workspace found');
      expect(r.stderr).toBe('');
    }
    for (const command of [['stats'], ['search', 'docker']]) {
      const r = runCli([...command, '--json', '--dir', w.home], { env: { HOME: w.home } });
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual([]);
    }
  });
});

describe('counts follow a memory the CLI renames, moves or forgets', () => {
  const cli = (w: ReturnType<typeof usageWorkspace>, args: string[]) => {
    const r = runCli([...args, '--dir', w.launch], { env: { HOME: w.home, PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code, r.stderr).toBe(0);
  };

  it('rename: stats and the ranking prior count the reads under the new name', () => {
    const w = seeded();
    cli(w, ['rename', 'docker-403', 'docker-branch-403', '--scope', 'global']);
    const row = rows(w).find((r) => r.name === 'docker-branch-403');
    expect(row).toMatchObject({ shown: 6, reads: 2, lastRead: new Date(T0 + 20_000).toISOString() });
    expect(rows(w).some((r) => r.name === 'docker-403')).toBe(false);
    expect(readPrior(w.state, w.memoryRoot)).toEqual(new Map([['_global/docker-branch-403', 2]]));
  });

  it('a dry run moves no count', () => {
    const w = seeded();
    cli(w, ['rename', 'docker-403', 'docker-branch-403', '--scope', 'global', '--dry-run']);
    expect(rows(w).find((r) => r.name === 'docker-403')).toMatchObject({ reads: 2 });
  });

  it('forget: a memory saved later under the name starts from none', () => {
    const w = seeded();
    cli(w, ['forget', 'docker-403', '--scope', 'global', '--force']);
    writeFileSync(w.memory('_global', 'docker-403'), memoryFile({ title: 'Docker again', description: 'another fact' }));
    expect(rows(w).find((r) => r.name === 'docker-403')).toMatchObject({ shown: 0, reads: 0, lastRead: null });
    expect(readPrior(w.state, w.memoryRoot)).toBeUndefined();
  });

  it('key move: the reads go with the memories to the new key', () => {
    const w = seeded();
    publishRecord(w.state, { v: 1, kind: 'read', t: T0 + 30_000, root: w.memoryRoot, folder: 'proj', name: 'deploy-cert' });
    cli(w, ['key', 'move', 'proj', 'platform']);
    // stats merges what waits; the summary then has the counts under the new key only
    cli(w, ['stats']);
    const counted = summaryOn(w.state)?.roots[w.memoryRoot]?.memories;
    expect(counted?.['platform/deploy-cert']).toMatchObject({ reads: 1 });
    expect(counted?.['proj/deploy-cert']).toBeUndefined();
  });
});
