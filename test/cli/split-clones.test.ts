// Two clones of one repository under different folder names, `api-a` and `api-b`, each
// saving before any pin reached the other: A pinned its folder's name, but A committed only
// .ai-core, and B saved with --no-pin. After a push and a pull the memory root holds
// `api-a/` and `api-b/`, and each clone lists only its own. Doctor and `list` name the
// other folder, and their commands, run as printed, bring both under one key. The built
// CLI on real git clones of one remote.
import { execFileSync, execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempTree, writeTree } from '../support/fixtures.js';
import { CLI, cleanEnv, runCli } from '../support/processes.js';

const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } });
}

interface Check {
  id: string;
  status: string;
  message: string;
  fix?: string;
}

interface Clones {
  a: string;
  b: string;
  env: Record<string, string>;
}

function save(dir: string, title: string, env: Record<string, string>, ...extra: string[]): void {
  const run = runCli(['save', '--dir', dir, '--scope', 'project', '--title', title, '--description', `${title}.`, '--body', 'b', ...extra], { env });
  expect(run.code, run.stderr).toBe(0);
}

/** The remote, A's clone with one memory (and its pin, left uncommitted), B's with two (--no-pin), both pushed and pulled. */
function clones(): Clones {
  const root = tempTree();
  const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
  git(root, 'init', '-q', '--bare', 'origin.git');
  git(root, 'clone', '-q', 'origin.git', 'api-a');
  git(root, 'clone', '-q', 'origin.git', 'api-b');
  const a = join(root, 'api-a');
  const b = join(root, 'api-b');
  git(a, 'commit', '-q', '--allow-empty', '-m', 'init');
  git(a, 'push', '-q', 'origin', 'HEAD');
  git(b, 'pull', '-q', 'origin', 'main');
  // the pin of the folder's own name a first save wrote before it pinned the remote's name
  save(a, 'A fact', env, '--no-pin');
  expect(runCli(['key', 'pin', '--dir', a], { env }).code).toBe(0);
  git(a, 'add', '.ai-core');
  git(a, 'commit', '-qm', 'a');
  git(a, 'push', '-q', 'origin', 'HEAD');
  save(b, 'B fact', env, '--no-pin');
  save(b, 'B two', env, '--no-pin');
  git(b, 'add', '.ai-core');
  git(b, 'commit', '-qm', 'b');
  git(b, 'pull', '-q', '--no-rebase', 'origin', 'main');
  git(b, 'push', '-q', 'origin', 'HEAD');
  git(a, 'pull', '-q', '--no-rebase', 'origin', 'main');
  return { a, b, env };
}

const checksOf = (dir: string, env: Record<string, string>): Check[] =>
  (JSON.parse(runCli(['doctor', '--dir', dir, '--json'], { env }).stdout) as { checks: Check[] }).checks;

/** The commands a fix names, in backticks, as a person would paste them. */
const commandsIn = (fix: string): string[] => [...fix.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);

describe('two clones under different folder names, each with memories of its own', () => {
  let t: Clones;
  beforeAll(() => {
    t = clones();
  });

  it('doctor warns in both clones, naming the other folder, its count, and one key for both', () => {
    const rowA = checksOf(t.a, t.env).find((c) => c.id === 'split-clones');
    expect(rowA).toMatchObject({ status: 'warn', message: expect.stringContaining("this clone's key api-a holds 1 memory, while api-b/ holds 2 memories") });
    expect(rowA?.message).toContain("a teammate's clone of this repository under another folder name");
    // the pinned key's move takes the pin along: no pin command in A
    expect(commandsIn(rowA?.fix ?? '')).toEqual([`node ${CLI} key move api-a api-b --dir ${t.a}`]);
    const rowB = checksOf(t.b, t.env).find((c) => c.id === 'split-clones');
    expect(rowB?.message).toContain("this clone's key api-b holds 2 memories, while api-a/ holds 1 memory");
    expect(commandsIn(rowB?.fix ?? '')).toEqual([`node ${CLI} key pin api-b --dir ${t.b}`, `node ${CLI} key move api-a api-b --dir ${t.b}`]);
    const korean = runCli(['doctor', '--dir', t.b], { env: { ...t.env, PROJECT_MEMORY_LANG: 'ko' } }).stdout;
    expect(korean).toContain('이 클론의 키 api-b에 memory 2개가 있는데');
  });

  it('`list` says it with a ⚠ line in both clones, in both languages', () => {
    const listA = runCli(['list', '--dir', t.a], { env: t.env }).stdout;
    expect(listA).toContain("⚠ this project's key api-a holds 1 memory, while api-b/ holds 2 memories");
    expect(listA).toContain(`key move api-a api-b --dir ${t.a}`);
    const listB = runCli(['list', '--dir', t.b], { env: t.env }).stdout;
    expect(listB).toContain("⚠ this project's key api-b holds 2 memories, while api-a/ holds 1 memory");
    expect(listB).toContain(`key pin api-b --dir ${t.b}, then node ${CLI} key move api-a api-b --dir ${t.b}`);
    const korean = runCli(['list', '--dir', t.a], { env: { ...t.env, PROJECT_MEMORY_LANG: 'ko' } }).stdout;
    expect(korean).toContain('⚠ 이 프로젝트의 키 api-a에 memory 1개가 있는데');
  });

  it("doctor's pin row asks A to commit the pin git does not track, beside the .ai-core/ it does", () => {
    const pin = checksOf(t.a, t.env).find((c) => c.id === 'pin');
    expect(pin).toMatchObject({
      status: 'warn',
      message: expect.stringContaining(`${join(t.a, '.project-memory-key')} pins this project's key, but git does not track it`),
    });
    expect(pin?.fix).toContain(`git add ${join(t.a, '.project-memory-key')}`);
  });
});

describe('the fix doctor prints, run as printed in either clone, then pushed and pulled', () => {
  it.each(['a', 'b'] as const)('from clone %s: both clones list all three memories, and doctor warns no more', (which) => {
    const t = clones();
    const here = t[which];
    const there = which === 'a' ? t.b : t.a;
    const fix = checksOf(here, t.env).find((c) => c.id === 'split-clones')?.fix ?? '';
    for (const command of commandsIn(fix)) execSync(command, { env: cleanEnv(t.env), stdio: 'pipe' });
    git(here, 'add', '.project-memory-key', '.ai-core');
    git(here, 'commit', '-qm', 'one key');
    git(here, 'push', '-q', 'origin', 'HEAD');
    // A's pin, never committed, stands in the way of B's: git refuses the pull until it goes
    if (which === 'b') rmSync(join(there, '.project-memory-key'));
    git(there, 'pull', '-q', '--no-rebase', 'origin', 'main');
    for (const dir of [here, there]) {
      const list = runCli(['list', '--dir', dir], { env: t.env }).stdout;
      expect(list).toContain('project key: api-b (pin file)');
      for (const name of ['a-fact', 'b-fact', 'b-two']) expect(list).toContain(`[api-b] ${name}`);
      expect(list).not.toContain('⚠');
      const checks = checksOf(dir, t.env);
      expect(checks.find((c) => c.id === 'split-clones')).toBeUndefined();
      expect(checks.find((c) => c.id === 'pin' && c.status !== 'ok')).toBeUndefined();
    }
  });
});

describe('folders that are no clone of this repository', () => {
  it("names no folder keyed by a nested repository's path or by a pin below the top, only another clone's", () => {
    const memory = (title: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\nb\n`;
    const root = join(
      tempTree({
        'shop/.ai-core/data/memory/_global/': '',
        'shop/.ai-core/data/memory/shop/a.md': memory('a'),
        'shop/.ai-core/data/memory/tools--gen/b.md': memory('b'),
        'shop/.ai-core/data/memory/web-pkg/c.md': memory('c'),
        'shop/packages/web/.project-memory-key': 'web-pkg\n',
        'shop/.project-memory-key': 'shop\n',
      }),
      'shop',
    );
    git(root, 'init', '-q');
    git(root, 'init', '-q', 'tools/gen');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    expect(runCli(['key', '--json', '--dir', root], { env }).stdout).toContain('"source": "pin"');
    expect(checksOf(root, env).find((c) => c.id === 'split-clones')).toBeUndefined();
    expect(runCli(['list', '--dir', root], { env }).stdout).not.toContain('⚠');
    // a clone's folder beside them is named, alone
    writeTree(root, { '.ai-core/data/memory/shop-old/d.md': memory('d') });
    const row = checksOf(root, env).find((c) => c.id === 'split-clones');
    expect(row?.message).toContain("this clone's key shop holds 1 memory, while shop-old/ holds 1 memory, a key");
    expect(row?.message).not.toMatch(/tools--gen|web-pkg/);
  });

  it('names, before its moves are pasted, a memory both keys hold under one name, which the move would refuse', () => {
    const memory = (title: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\nb\n`;
    const root = join(
      tempTree({
        'shop/.ai-core/data/memory/shop/deploy-order.md': memory('deploy order'),
        'shop/.ai-core/data/memory/shop-old/deploy-order.md': memory('deploy order, older'),
        'shop/.ai-core/data/memory/shop-old/cache.md': memory('cache'),
        'shop/.project-memory-key': 'shop\n',
      }),
      'shop',
    );
    git(root, 'init', '-q');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const row = checksOf(root, env).find((c) => c.id === 'split-clones');
    expect(row?.fix).toContain('First keep one of each memory held under both keys (shop/deploy-order.md has a namesake in shop-old/), or the move refuses');
    // as it does
    const [move] = commandsIn(row?.fix ?? '');
    expect(() => execSync(move as string, { env: cleanEnv(env), stdio: 'pipe' })).toThrow();
    const korean = runCli(['doctor', '--dir', root], { env: { ...env, PROJECT_MEMORY_LANG: 'ko' } }).stdout;
    expect(korean).toContain('먼저 두 키에 같은 이름으로 있는 memory는 하나만 남기세요(shop/deploy-order.md');
    rmSync(join(root, '.ai-core/data/memory/shop-old/deploy-order.md'));
    expect(checksOf(root, env).find((c) => c.id === 'split-clones')?.fix).not.toContain('First keep one');
  });

  it('asks no commit of a pin where .ai-core/ is not committed either', () => {
    const root = tempTree({ 'app/.project-memory-key': 'app\n', 'app/.ai-core/data/memory/app/a.md': '---\ntitle: a\ndescription: a.\n---\nb\n' });
    const app = join(root, 'app');
    git(app, 'init', '-q');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    expect(checksOf(app, env).find((c) => c.id === 'pin' && c.status !== 'ok')).toBeUndefined();
    git(app, 'add', '.ai-core');
    expect(checksOf(app, env).find((c) => c.id === 'pin')?.message).toContain('git does not track it');
  });
});
