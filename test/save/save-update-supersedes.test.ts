// save --update --supersedes replaces the list, as --help says of every flag it is given
// ("what you pass replaces"), and --supersedes '' removes it: the fix lint gives for a
// supersedes name no memory has ("drop it") can be done with the CLI. --tags alike. The
// built CLI as a child process in a temp workspace.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../lib/format/frontmatter.js';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const EN = { PROJECT_MEMORY_LANG: 'en' };

function workspace() {
  const memory = (title: string, description: string) => `---\ntitle: ${title}\ndescription: ${description}\ncreated_at: 2026-04-01\ntags: []\n---\nbody\n`;
  const root = tempTree({
    '.ai-core/': '',
    'proj/': '',
    '.ai-core/data/memory/proj/alpha-steps.md': memory('Alpha deploy steps', 'how alpha ships to the cluster'),
    '.ai-core/data/memory/proj/beta-cache.md': memory('Beta cache notes', 'redis eviction settings for beta'),
    '.ai-core/data/memory/proj/gamma-queue.md': memory('Gamma queue', 'kafka partitions of the gamma topic'),
  });
  return { project: join(root, 'proj'), home: makeTempDir(), file: join(root, '.ai-core', 'data', 'memory', 'proj', 'zeta.md') };
}

type Ws = ReturnType<typeof workspace>;

function save(ws: Ws, args: string[], env: Record<string, string> = EN) {
  return runCli(['save', '--scope', 'project', '--no-pin', ...args], { cwd: ws.project, home: ws.home, env });
}

/** The memory the tests save and update, its file `ws.file`. */
const ZETA = ['--name', 'zeta', '--title', 'Zeta rollout', '--description', 'the zeta service rolls out by region'];

function fields(ws: Ws): Record<string, unknown> {
  const parsed = parseFrontMatter(readFileSync(ws.file, 'utf8'));
  if (!parsed.ok) throw new Error('unreadable');
  return parsed.data;
}

describe('save --update --supersedes and --tags replace what the memory had', () => {
  it('--supersedes NAMES replaces the list; --supersedes "" removes the field; without it the list stays', async () => {
    const ws = workspace();
    const first = await save(ws, [...ZETA, '--supersedes', 'alpha-steps,beta-cache', '--tags', 'ops,deploy', '--body', 'x']);
    expect(first.code).toBe(0);
    expect(fields(ws).supersedes).toEqual(['alpha-steps', 'beta-cache']);

    expect((await save(ws, ['--update', '--name', 'zeta', '--supersedes', 'gamma-queue'])).code).toBe(0);
    expect(fields(ws).supersedes).toEqual(['gamma-queue']);

    expect((await save(ws, ['--update', '--name', 'zeta', '--body', 'y'])).code).toBe(0);
    expect(fields(ws).supersedes).toEqual(['gamma-queue']);

    expect((await save(ws, ['--update', '--name', 'zeta', '--supersedes', ''])).code).toBe(0);
    expect(fields(ws)).not.toHaveProperty('supersedes');
  });

  it('says which memories the list it replaced hid come back to the list, in both languages and --json; nothing when they stay hidden', async () => {
    const ws = workspace();
    expect((await save(ws, [...ZETA, '--supersedes', 'alpha-steps,beta-cache', '--body', 'x'])).code).toBe(0);
    const alpha = join(ws.file, '..', 'alpha-steps.md');
    const kept = await save(ws, ['--update', '--name', 'zeta', '--supersedes', 'alpha-steps,beta-cache,gamma-queue']);
    expect(kept.stderr).not.toContain('listed again');
    const replaced = await save(ws, ['--update', '--name', 'zeta', '--supersedes', 'beta-cache,gamma-queue']);
    expect(replaced.code, replaced.stderr).toBe(0);
    expect(replaced.stderr).toContain(`warning: --supersedes replaced the list it had, and a memory that list hid is listed again`);
    expect(replaced.stderr).toContain(`\n  ${alpha}`);
    const list = await runCli(['list', '--json'], { cwd: ws.project, home: ws.home, env: EN });
    expect((JSON.parse(list.stdout) as { memories: { name: string }[] }).memories.map((m) => m.name)).toContain('alpha-steps');
    const ko = await save(ws, ['--update', '--name', 'zeta', '--supersedes', 'gamma-queue', '--json'], { PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.stderr).toContain('경고: --supersedes가 원래 목록을 바꿔, 그 목록이 가리던 memory가 목록에 다시 나옵니다');
    expect(JSON.parse(ko.stdout).listedAgain).toEqual([join(ws.file, '..', 'beta-cache.md')]);
  });

  it('--tags replaces the tags; --tags "" clears them; without it they stay', async () => {
    const ws = workspace();
    await save(ws, [...ZETA, '--tags', 'ops,deploy', '--body', 'x']);
    await save(ws, ['--update', '--name', 'zeta', '--tags', 'infra']);
    expect(fields(ws).tags).toEqual(['infra']);
    await save(ws, ['--update', '--name', 'zeta', '--body', 'y']);
    expect(fields(ws).tags).toEqual(['infra']);
    await save(ws, ['--update', '--name', 'zeta', '--tags', '']);
    expect(fields(ws).tags).toEqual([]);
  });
});

describe('a --supersedes that would close a loop is refused, as lint refuses the loop', () => {
  it('an update naming the memory that supersedes it: nothing written, the other memory named, in both languages', async () => {
    const ws = workspace();
    expect((await save(ws, [...ZETA, '--supersedes', 'alpha-steps', '--body', 'x'])).code).toBe(0);
    const alpha = join(ws.file, '..', 'alpha-steps.md');
    const before = readFileSync(alpha, 'utf8');
    const refused = await save(ws, ['--update', '--name', 'alpha-steps', '--supersedes', 'zeta']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('would supersede one another in a loop');
    expect(refused.stderr).toContain(ws.file);
    expect(readFileSync(alpha, 'utf8')).toBe(before);
    const ko = await save(ws, ['--update', '--name', 'alpha-steps', '--supersedes', 'zeta'], { PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain('고리');
    expect(readFileSync(alpha, 'utf8')).toBe(before);
    // the same update naming another memory is saved
    expect((await save(ws, ['--update', '--name', 'alpha-steps', '--supersedes', 'gamma-queue'])).code).toBe(0);
  });

  it("a new memory named as one another memory's supersedes already names, superseding that one", async () => {
    const ws = workspace();
    const beta = join(ws.file, '..', 'beta-cache.md');
    writeFileSync(beta, readFileSync(beta, 'utf8').replace('tags: []', 'tags: []\nsupersedes: [zeta]'));
    const refused = await save(ws, [
      '--name',
      'zeta',
      '--title',
      'Zeta rollout',
      '--description',
      'the zeta service rolls out',
      '--supersedes',
      'beta-cache',
      '--body',
      'x',
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(beta);
    expect(existsSync(ws.file)).toBe(false);
  });
});
