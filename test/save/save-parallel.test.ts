import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fnv1aHex } from '../../lib/fnv1a.js';
import { parseFrontMatter } from '../../lib/format/frontmatter.js';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const PROCESSES = 16;

function workspace(): { project: string; home: string; globalDir: string } {
  const root = tempTree({ '.ai-core/': '', 'proj/': '' });
  return { project: join(root, 'proj'), home: makeTempDir(), globalDir: join(root, '.ai-core', 'data', 'memory', '_global') };
}

/** Every process starts before any is awaited, so they really run side by side. */
describe(`${PROCESSES} saves started at once`, () => {
  it('all distinct memories land, each whole, with no temp files left', async () => {
    const ws = workspace();
    // random words: titles and descriptions too unlike each other to count as near duplicates
    const notes = Array.from({ length: PROCESSES }, (_, i) => ({
      name: `note-${i}`,
      title: randomBytes(12).toString('hex'),
      description: `about ${randomBytes(12).toString('hex')}`,
      body: `body ${i}\n${'line\n'.repeat(200)}`,
    }));
    const runs = await Promise.all(
      notes.map((note) =>
        runCli(['save', '--scope', 'global', '--name', note.name, '--title', note.title, '--description', note.description], {
          cwd: ws.project,
          home: ws.home,
          input: note.body,
          timeoutMs: 30_000,
        }),
      ),
    );
    expect(runs.map((run) => [run.code, run.stderr])).toEqual(notes.map(() => [0, '']));
    expect(readdirSync(ws.globalDir).sort()).toEqual(notes.map((n) => `${n.name}.md`).sort());
    for (const note of notes) {
      const text = readFileSync(join(ws.globalDir, `${note.name}.md`), 'utf8');
      const parsed = parseFrontMatter(text);
      expect(parsed.ok && parsed.data.title).toBe(note.title);
      expect(text.endsWith(`---\n${note.body}`)).toBe(true);
    }
  });

  it('of a global and a project save of one fact started at once, one is refused as a near duplicate of the other', async () => {
    // both folders there already, as after a first save of each scope: the check reads the other one
    const root = tempTree({ '.ai-core/data/memory/_global/': '', '.ai-core/data/memory/proj/': '', 'proj/': '' });
    const home = makeTempDir();
    const pairs = await Promise.all(
      Array.from({ length: PROCESSES / 2 }, (_, i) =>
        Promise.all(
          (['global', 'project'] as const).map((scope) =>
            runCli(['save', '--scope', scope, '--title', `Staging resets ${i}`, '--description', `the staging database ${i} resets every Monday at 02:00`], {
              cwd: join(root, 'proj'),
              home,
              input: `${scope}\n`,
              timeoutMs: 30_000,
            }),
          ),
        ),
      ),
    );
    // each pair: one saved, the other told the fact is listed already (exit 3), never both on two lines
    expect(pairs.map((runs) => runs.map((run) => run.code).sort())).toEqual(pairs.map(() => [0, 3]));
  });

  it('of racing saves of one name exactly one wins, the rest exit 3, and the winner is intact', async () => {
    const ws = workspace();
    const runs = await Promise.all(
      Array.from({ length: PROCESSES }, (_, i) =>
        runCli(['save', '--scope', 'global', '--name', 'contested', '--title', 'Contested note', '--description', `writer ${i}`], {
          cwd: ws.project,
          home: ws.home,
          input: `written by ${i}\n${'x'.repeat(50_000)}\n`,
          timeoutMs: 30_000,
        }),
      ),
    );
    const codes = runs.map((run) => run.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 3)).toHaveLength(PROCESSES - 1);
    for (const run of runs.filter((r) => r.code === 3)) expect(run.stderr).toContain('contested.md');

    const winner = codes.indexOf(0);
    expect(readdirSync(ws.globalDir)).toEqual(['contested.md']);
    const text = readFileSync(join(ws.globalDir, 'contested.md'), 'utf8');
    const parsed = parseFrontMatter(text);
    expect(parsed.ok && parsed.data.description).toBe(`writer ${winner}`);
    expect(text.endsWith(`---\nwritten by ${winner}\n${'x'.repeat(50_000)}\n`)).toBe(true);
  });

  it('racing --update saves leave one whole version, never a mix', async () => {
    const ws = workspace();
    const first = await runCli(['save', '--scope', 'global', '--name', 'shared', '--title', 'Shared note', '--description', 'v0', '--body', 'v0'], {
      cwd: ws.project,
      home: ws.home,
    });
    expect(first.code).toBe(0);
    const runs = await Promise.all(
      Array.from({ length: PROCESSES }, (_, i) =>
        runCli(['save', '--scope', 'global', '--name', 'shared', '--update', '--title', 'Shared note', '--description', `v${i + 1}`, '--body-file', '-'], {
          cwd: ws.project,
          home: ws.home,
          input: `version ${i + 1}\n${'y'.repeat(50_000)}\n`,
          timeoutMs: 30_000,
        }),
      ),
    );
    expect(runs.map((run) => run.code)).toEqual(runs.map(() => 0));
    expect(readdirSync(ws.globalDir)).toEqual(['shared.md']);
    const text = readFileSync(join(ws.globalDir, 'shared.md'), 'utf8');
    const parsed = parseFrontMatter(text);
    const version = parsed.ok ? String(parsed.data.description).slice(1) : '?';
    expect(text.endsWith(`---\nversion ${version}\n${'y'.repeat(50_000)}\n`)).toBe(true);
  });
});

describe('parallel saves where the state folder cannot hold the lock', () => {
  // a relative PROJECT_MEMORY_STATE_DIR means no state folder; a read-only one cannot be written
  it.each([
    ['no state folder (a relative PROJECT_MEMORY_STATE_DIR)', (_home: string) => 'rel-state'],
    [
      'a read-only state folder',
      (home: string) => {
        const state = join(home, 'ro-state');
        mkdirSync(state);
        chmodSync(state, 0o500);
        return state;
      },
    ],
  ])('%s: the saves take turns through a lock in the private temp folder, and one of the same fact lands', async (_label, stateOf) => {
    const ws = workspace();
    const tmp = makeTempDir();
    const env = { PROJECT_MEMORY_STATE_DIR: stateOf(ws.home), TMPDIR: tmp };
    const runs = await Promise.all(
      Array.from({ length: PROCESSES }, (_, i) =>
        runCli(['save', '--scope', 'global', '--name', `same-fact-${i}`, '--title', 'Docker 실행 중 브랜치 전환 금지', '--description', `writer ${i}`], {
          cwd: ws.project,
          home: ws.home,
          env,
          input: `body ${i}\n`,
          timeoutMs: 30_000,
        }),
      ),
    );
    expect(readdirSync(ws.globalDir).filter((name) => name.endsWith('.md'))).toHaveLength(1);
    expect(runs.map((run) => run.code).sort()).toEqual([0, ...Array.from({ length: PROCESSES - 1 }, () => 3)]);
    // the lock was in the private temp folder (as root, a read-only folder is writable all the same)
    const locks = [join(tmp, `project-memory-${process.getuid?.()}`, 'locks'), join(ws.home, 'ro-state', 'locks')].filter((dir) => existsSync(dir));
    expect(locks).toHaveLength(1);
    expect(readdirSync(locks[0] as string)).toEqual([]);
  });
});

describe('near-duplicate refusal under parallel saves', () => {
  // issue 20, item 10: 6 parallel saves of one title under different names saved 2
  it.each([1, 2, 3])('round %i: parallel saves of one title under different names, exactly one lands, the rest exit 3 naming it', async () => {
    const ws = workspace();
    const runs = await Promise.all(
      Array.from({ length: PROCESSES }, (_, i) =>
        runCli(['save', '--scope', 'global', '--name', `same-fact-${i}`, '--title', 'Docker 실행 중 브랜치 전환 금지', '--description', `writer ${i}`], {
          cwd: ws.project,
          home: ws.home,
          input: `body ${i}\n`,
          timeoutMs: 30_000,
        }),
      ),
    );
    const saved = readdirSync(ws.globalDir).filter((name) => name.endsWith('.md'));
    expect(saved).toHaveLength(1);
    const codes = runs.map((run) => run.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 3)).toHaveLength(PROCESSES - 1);
    for (const run of runs.filter((r) => r.code === 3)) expect(run.stderr).toContain(saved[0]);
    expect(readdirSync(ws.globalDir).filter((name) => !name.endsWith('.md'))).toEqual([]);
    // the lock lives in the state folder and is gone once the saves are
    expect(readdirSync(join(ws.home, '.local', 'state', 'project-memory', 'locks'))).toEqual([]);
  });

  it('a lock left by a save that was killed does not stop the next one', async () => {
    const ws = workspace();
    const locks = join(ws.home, '.local', 'state', 'project-memory', 'locks');
    mkdirSync(locks, { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    writeFileSync(join(locks, `${fnv1aHex(ws.globalDir)}${fnv1aHex(`${ws.globalDir}\u0000`)}.lock`), `${dead} ${hostname()} killed`);
    const run = await runCli(['save', '--scope', 'global', '--title', 'after a crash', '--description', 'saved all the same', '--body', 'x'], {
      cwd: ws.project,
      home: ws.home,
      timeoutMs: 30_000,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(readdirSync(locks)).toEqual([]);
  });

  it('a project save waits only briefly for the lock of _global beside it, which a long import may hold, and then saves', async () => {
    const ws = workspace();
    const locks = join(ws.home, '.local', 'state', 'project-memory', 'locks');
    mkdirSync(locks, { recursive: true });
    // a live holder, as an import writing into _global is
    writeFileSync(join(locks, `${fnv1aHex(ws.globalDir)}${fnv1aHex(`${ws.globalDir}\u0000`)}.lock`), `${process.pid} ${hostname()} importing`);
    const started = Date.now();
    const run = await runCli(['save', '--scope', 'project', '--title', 'during an import', '--description', 'saved all the same', '--body', 'x'], {
      cwd: ws.project,
      home: ws.home,
      timeoutMs: 30_000,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
