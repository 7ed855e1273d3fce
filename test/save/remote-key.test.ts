// A project's first memory pins the repository's name as its remote gives it, which every
// clone shares, not the name of the folder the clone sits in. Real git repositories, the
// built CLI.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { remoteKeyOf } from '../../lib/workspace/remote-key.js';
import { runCli as runBuiltCli } from '../support/built.js';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';
import { holdSaveLock } from '../support/save-lock.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

/** A repository in a folder named `folder`, with the remotes given (name → URL). */
function repository(folder: string, remotes: Record<string, string>): string {
  const dir = join(tempTree(), folder);
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q');
  for (const [name, url] of Object.entries(remotes)) git(dir, 'remote', 'add', name, url);
  return dir;
}

const saveArgs = (dir: string, ...extra: string[]) => [
  'save',
  '--dir',
  dir,
  '--scope',
  'project',
  '--title',
  'Deploy window',
  '--description',
  'Deploys go out on Thursdays.',
  '--body',
  'b',
  ...extra,
];
const env = (lang = 'en') => ({ HOME: tempTree(), PROJECT_MEMORY_LANG: lang });

describe("the repository's name as its remote gives it", () => {
  it.each([
    ['git@github.com:team/api.git', 'api'],
    ['https://github.com/team/api', 'api'],
    ['https://github.com/team/api.git/', 'api'],
    ['ssh://git@host:2222/srv/shop.git', 'shop'],
    ['/srv/git/web.app.git', 'web__app'],
    ['file:///home/me/repos/Tools', 'Tools'],
  ])('%s names %s', (url, key) => {
    expect(remoteKeyOf(repository('clone', { origin: url }), {})?.key).toBe(key);
  });

  it("is origin's among several (every clone has one; an upstream is each person's to add), then upstream's, else the one remote's; none where several are and neither", () => {
    expect(remoteKeyOf(repository('c', { upstream: 'git@h:oss/shop.git', origin: 'git@h:team/shop-internal.git' }), {})).toEqual({
      key: 'shop-internal',
      remote: 'origin',
    });
    expect(remoteKeyOf(repository('c', { upstream: 'git@h:team/shop.git', backup: 'git@h:t/old.git' }), {})).toEqual({ key: 'shop', remote: 'upstream' });
    expect(remoteKeyOf(repository('c', { origin: 'git@h:t/mine.git', backup: 'git@h:t/old.git' }), {})).toEqual({ key: 'mine', remote: 'origin' });
    expect(remoteKeyOf(repository('c', { fork: 'git@h:t/up.git' }), {})).toEqual({ key: 'up', remote: 'fork' });
    expect(remoteKeyOf(repository('c', { fork: 'git@h:t/up.git', mirror: 'git@h:me/up.git' }), {})).toBeUndefined();
    expect(remoteKeyOf(repository('c', {}), {})).toBeUndefined();
    expect(remoteKeyOf(repository('c', { origin: '/' }), {})).toBeUndefined();
  });

  it('is read as git fetches it: through a url.insteadOf shorthand, and a repository named by its .git folder', () => {
    const dir = repository('c', { origin: 'gh-api' });
    git(dir, 'config', 'url.git@github.com:team/api.git.insteadOf', 'gh-api');
    expect(remoteKeyOf(dir, {})?.key).toBe('api');
    expect(remoteKeyOf(repository('c', { origin: '/srv/git/api/.git' }), {})?.key).toBe('api');
  });

  it('is read, in a URL, without a query or fragment, %-escapes decoded; a local path as it is', () => {
    expect(remoteKeyOf(repository('c', { origin: '/srv/git/C#/shop.git' }), {})?.key).toBe('shop');
    expect(remoteKeyOf(repository('c', { origin: '/srv/git/100%25done.git' }), {})?.key).toBe('100%25done');
    expect(remoteKeyOf(repository('c', { origin: 'https://host/acme/my%20shop.git' }), {})?.key).toBe('my shop');
    expect(remoteKeyOf(repository('c', { origin: 'https://host/acme/shop.git?ref=main#x' }), {})?.key).toBe('shop');
    expect(remoteKeyOf(repository('c', { origin: 'https://host/acme/100%.git' }), {})?.key).toBe('100%');
  });
});

describe("a project's first save in a clone whose folder is not named as its repository", () => {
  it("pins the remote's name, saves under it, and says so, in both languages", () => {
    const dir = repository('api-review', { origin: 'git@github.com:team/api.git' });
    const run = runCli([...saveArgs(dir), '--json'], { env: env() });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ projectKey: 'api', pin: { key: 'api', written: true } });
    expect(readFileSync(join(dir, '.project-memory-key'), 'utf8')).toMatch(/^api$/m);
    expect(existsSync(join(dir, MEMORY, 'api', 'deploy-window.md'))).toBe(true);
    expect(existsSync(join(dir, MEMORY, 'api-review'))).toBe(false);
    expect(run.stderr).toContain(
      'pinned the project key "api", the repository\'s name in the URL of its remote origin (this folder\'s name would give "api-review")',
    );
    // the list reads the pin: the memory is this project's
    const list = JSON.parse(runCli(['list', '--dir', dir, '--json'], { env: env() }).stdout) as { projectKey: string; memories: unknown[] };
    expect(list).toMatchObject({ projectKey: 'api', memories: [expect.objectContaining({ name: 'deploy-window', folder: 'api' })] });
    const korean = repository('api-2', { origin: 'git@github.com:team/api.git' });
    const ko = runCli(saveArgs(korean), { env: env('ko') });
    expect(ko.stderr).toContain('프로젝트 키를 이 폴더 이름(api-2)이 아니라 원격 저장소 origin이 가리키는 저장소 이름 api로');
  });

  it('doctor and `key` say, before any memory, the key the first one will pin; after it, the pin holds', () => {
    const pinRow = (dir: string, home: Record<string, string>) =>
      (
        JSON.parse(runCli(['doctor', '--dir', dir, '--json'], { env: home }).stdout) as { checks: Array<{ id: string; status: string; message: string }> }
      ).checks.find((c) => c.id === 'pin');
    const dir = repository('api-review', { origin: 'git@github.com:team/api.git' });
    const home = env();
    expect(runCli(['install', '--dir', dir], { env: home }).code).toBe(0);
    expect(pinRow(dir, home)).toMatchObject({
      status: 'ok',
      message: "none yet: this project's first memory pins api, the repository's name in the URL of its remote origin, for every clone and worktree",
    });
    // `key` says the same, with the pin of that key to write now: not the folder's name
    expect(runCli(['key', '--dir', dir], { env: home }).stdout).toContain(
      "pin: none yet. The project's first memory pins api, the repository's name in the URL of its remote origin, the same in every clone; to pin it now: ",
    );
    expect(runCli(['key', '--dir', dir], { env: home }).stdout).toMatch(/key pin api --dir /);
    // and names that key and its folder as list does, where a memory written by hand is listed
    expect(runCli(['key', '--dir', dir], { env: home }).stdout).toMatch(
      new RegExp(
        `^project key: api\nfrom: the git remote's name, which the first project save pins\nmemory folder: ${dir}/\\.ai-core/data/memory/api/ \\(0 memories\\)\n`,
      ),
    );
    expect(runCli(saveArgs(dir), { env: home }).code).toBe(0);
    // pinned: the row has nothing to say, and the key is the pin's
    expect(pinRow(dir, home)).toBeUndefined();
    expect(runCli(['key', '--dir', dir], { env: home }).stdout).toMatch(/^project key: api\nfrom: the pin file /);
    const plain = repository('tools', {});
    const korean = env('ko');
    expect(runCli(['install', '--dir', plain], { env: korean }).code).toBe(0);
    // --json speaks English for scripts; the report, the reader's language
    expect(pinRow(plain, korean)?.message).toBe("none yet: this project's first memory pins tools, for every clone and worktree");
    expect(runCli(['doctor', '--dir', plain], { env: korean }).stdout).toContain(
      '아직 없음: 이 프로젝트의 첫 memory가 tools를 모든 클론과 worktree의 키로 고정합니다',
    );
  });

  it('before any memory or install, the pin `key` offers is one that runs: it pins, and the first save keeps it', () => {
    const dir = repository('api-review', { origin: 'git@github.com:team/api.git' });
    const home = env();
    const offered = /to pin it now: (.+)$/m.exec(runCli(['key', '--dir', dir], { env: home }).stdout)?.[1] ?? '';
    expect(offered).toMatch(/ key pin api --dir /);
    const pinned = runCli(offered.split(' ').slice(2), { env: home });
    expect(pinned.stderr).toBe('');
    expect(pinned.code).toBe(0);
    expect(readFileSync(join(dir, '.project-memory-key'), 'utf8')).toContain('api');
    // nothing but the pin: the memory folder is the first save's to make
    expect(existsSync(join(dir, '.ai-core'))).toBe(false);
    expect(runCli(saveArgs(dir), { env: home }).code).toBe(0);
    expect(existsSync(join(dir, MEMORY, 'api', 'deploy-window.md'))).toBe(true);
    expect(runCli(['key', '--dir', dir], { env: home }).stdout).toMatch(/^project key: api\nfrom: the pin file /);
  });

  it("before any memory, `list`, `list --json`, `key --json` and the hook's save question name the key the first save pins, before and after install", () => {
    const dir = repository('api-review', { origin: 'git@github.com:team/api.git' });
    const home = env();
    const listJson = () => JSON.parse(runCli(['list', '--dir', dir, '--json'], { env: home }).stdout) as { projectKey: string; keySource: string };
    const keyJson = () => JSON.parse(runCli(['key', '--dir', dir, '--json'], { env: home }).stdout) as { key: string; firstSave: unknown };
    // no workspace yet
    expect(listJson()).toMatchObject({ projectKey: 'api', keySource: 'remote' });
    expect(keyJson()).toMatchObject({ key: 'api-review', firstSave: { key: 'api', remote: 'origin' } });
    expect(runCli(['key', '--dir', dir], { env: home }).stdout).toContain("The project's first memory pins api");
    const askedFirst = contextOf(runHook({ ...promptEvent(dir), prompt: 'remember that staging uses port 5433' }, home).stdout) ?? '';
    expect(askedFirst).toContain('2) api (this project)');
    expect(runCli(['install', '--dir', dir], { env: home }).code).toBe(0);
    expect(listJson()).toMatchObject({ projectKey: 'api', keySource: 'remote' });
    expect(runCli(['list', '--dir', dir], { env: home }).stdout).toContain("project key: api (the git remote's name, which the first project save pins)");
    const asked = contextOf(runHook({ ...promptEvent(dir), prompt: 'remember that staging uses port 5433' }, home).stdout) ?? '';
    expect(asked).toContain('2) api (this project)');
    expect(asked).not.toContain('2) api-review');
    expect(runCli(saveArgs(dir), { env: home }).code).toBe(0);
    expect(readdirSync(join(dir, MEMORY))).toContain('api');
    expect(listJson()).toMatchObject({ projectKey: 'api', keySource: 'pin' });
    expect(keyJson()).toMatchObject({ key: 'api', firstSave: null });
  });

  it('a running session told of the first memory is told of it alone, not the whole list again under a note that the key changed', () => {
    const dir = repository('api-review', { origin: 'git@github.com:team/api.git' });
    const home = env();
    expect(
      runCli(['save', '--dir', dir, '--scope', 'global', '--title', 'Node 20', '--description', 'Node 20 or later.', '--body', 'b'], { env: home }).code,
    ).toBe(0);
    const prompt = (text: string) => contextOf(runHook(promptEvent(dir, { session_id: 's1', prompt: text }), home).stdout) ?? '';
    expect(prompt('hello')).toContain('[global] node-20');
    expect(runCli(saveArgs(dir), { env: home }).code).toBe(0);
    const next = prompt('when do we deploy?');
    expect(next).toContain('[api] deploy-window');
    expect(next).not.toContain('node-20');
    expect(next).not.toContain('project key is now');
    expect(prompt('and then?')).toBe('');
  });

  it('a session that moves to another project of its workspace, shown nothing of the first, gets the list with the note that the key changed', () => {
    const root = tempTree();
    mkdirSync(join(root, '.ai-core', 'data', 'memory', 'b'), { recursive: true });
    mkdirSync(join(root, 'a'));
    mkdirSync(join(root, 'b'));
    writeFileSync(join(root, '.ai-core', 'data', 'memory', 'b', 'deploy.md'), '---\ntitle: Deploy\ndescription: Deploys go out on Thursdays.\n---\nb\n');
    const home = env();
    const prompt = (dir: string) => contextOf(runHook(promptEvent(dir, { session_id: 's3', prompt: 'hello' }), home).stdout) ?? '';
    prompt(join(root, 'a'));
    const moved = prompt(join(root, 'b'));
    expect(moved).toContain('(the project key is now b, not a');
    expect(moved).toMatch(/\[b\] NAME → b\/NAME\.md/);
  });

  it('where the list does not fit its budget, the session is shown the list again, ranked, with the note that the key changed', () => {
    const dir = repository('api-review', { origin: 'git@github.com:team/api.git' });
    const home = { ...env(), PROJECT_MEMORY_BUDGET: '500' };
    for (let i = 0; i < 12; i++) {
      const args = [
        'save',
        '--dir',
        dir,
        '--scope',
        'global',
        '--title',
        `Global fact ${i}`,
        '--description',
        `Global fact number ${i} of a long list.`,
        '--body',
        'b',
      ];
      expect(runCli(args, { env: home }).code).toBe(0);
    }
    const prompt = (text: string) => contextOf(runHook(promptEvent(dir, { session_id: 's2', prompt: text }), home).stdout) ?? '';
    expect(prompt('hello')).toContain('not shown');
    expect(runCli(saveArgs(dir), { env: home }).code).toBe(0);
    expect(prompt('when is the deploy window?')).toContain('(the project key is now api, not api-review');
  });

  it('a refused save leaves no pin behind, and nothing else', () => {
    const dir = repository('api-review', { origin: 'git@github.com:team/api.git' });
    const run = runCli(
      ['save', '--dir', dir, '--scope', 'project', '--title', 'Login', '--description', 'Staging login.', '--body', 'password: Tr0ub4dor&3x!'],
      {
        env: env(),
      },
    );
    expect(run.code).not.toBe(0);
    expect(existsSync(join(dir, '.project-memory-key'))).toBe(false);
    expect(existsSync(join(dir, MEMORY, 'api'))).toBe(false);
  });

  it("pins the remote's name beside a subfolder of that name (a Django project's)", () => {
    const dir = repository('mysite-3', { origin: 'git@github.com:team/mysite.git' });
    mkdirSync(join(dir, 'mysite'));
    writeFileSync(join(dir, 'mysite', 'settings.py'), 'DEBUG = False\n');
    const run = runCli([...saveArgs(dir), '--json'], { env: env() });
    expect(JSON.parse(run.stdout)).toMatchObject({ projectKey: 'mysite', pin: { key: 'mysite', written: true } });
  });

  it("first saves run at once, as a model's parallel calls make them, all go under the one key, and its pin stays beside refused ones", async () => {
    const clone = repository('api-review', { origin: 'git@github.com:team/api.git' });
    const home = env();
    const save = (title: string, body: string) =>
      runBuiltCli(['save', '--dir', clone, '--scope', 'project', '--title', title, '--description', `${title}: one fact of ${title.length}.`, '--body', body], {
        cwd: clone,
        home: home.HOME,
        env: { PROJECT_MEMORY_LANG: 'en' },
      });
    // two refused for a secret: each takes back a pin it wrote first only while no memory is under it
    const runs = await Promise.all([
      save('Deploy window', 'b'),
      save('Staging password', 'password: Tr0ub4dor&3x!'),
      save('Staging login', 'b'),
      save('Build cache', 'b'),
      save('Prod password', 'password: c0rrect-h0rse!'),
      save('Release train', 'b'),
    ]);
    expect(runs.map((run) => run.code)).toEqual([0, 1, 0, 0, 1, 0]);
    expect(readdirSync(join(clone, MEMORY, 'api')).sort()).toEqual(['build-cache.md', 'deploy-window.md', 'release-train.md', 'staging-login.md']);
    expect(existsSync(join(clone, MEMORY, 'api-review'))).toBe(false);
    expect(readFileSync(join(clone, '.project-memory-key'), 'utf8')).toMatch(/^api$/m);
  });

  it.each([
    ['save', (clone: string) => saveArgs(clone)],
    ['import --write', (clone: string) => ['import', 'claude-md', '--dir', clone, '--section', 'Deploy window', '--write']],
  ])('a first %s whose key came from a pin taken back before it saved resolves its key again under its lock, and pins it', async (_label, args) => {
    // the interleaving of parallel first saves that lost a memory, step by step: this save reads
    // the pin a refused save wrote, waits for the lock that save holds, and the refused save
    // takes its pin back and lets go
    const clone = repository('api-review', { origin: 'git@github.com:team/api.git' });
    mkdirSync(join(clone, MEMORY, '_global'), { recursive: true });
    writeFileSync(join(clone, 'CLAUDE.md'), '# Notes\n\n## Deploy window\n\nDeploys go out on Thursdays only.\n');
    const pin = join(clone, '.project-memory-key');
    writeFileSync(pin, 'api\n');
    const home = env();
    const memoryRoot = join(clone, MEMORY);
    const lock = holdSaveLock(home.HOME, memoryRoot);
    const saving = runBuiltCli(args(clone), { cwd: clone, home: home.HOME, env: { PROJECT_MEMORY_LANG: 'en' } });
    // time for the save to start and read the pin: it then waits for the lock
    await new Promise((done) => setTimeout(done, 2_000));
    unlinkSync(pin);
    unlinkSync(lock);
    const run = await saving;
    expect(run.code, run.stderr).toBe(0);
    expect(readdirSync(join(memoryRoot, 'api'))).toEqual(['deploy-window.md']);
    expect(existsSync(join(memoryRoot, 'api-review'))).toBe(false);
    expect(readFileSync(pin, 'utf8')).toMatch(/^api$/m);
  });

  it.each([
    ['key pin', ['key', 'pin', 'api'], 'api'],
    ['install --pin', ['install', '--pin'], 'api-review'],
  ])('%s waits for a first save under way, which plans a pin of its own, and then pins', async (_label, args, key) => {
    const clone = repository('api-review', { origin: 'git@github.com:team/api.git' });
    mkdirSync(join(clone, MEMORY, '_global'), { recursive: true });
    const home = env();
    const lock = holdSaveLock(home.HOME, join(clone, MEMORY));
    const pinning = runBuiltCli([...args, '--dir', clone], { cwd: clone, home: home.HOME, env: { PROJECT_MEMORY_LANG: 'en' } });
    await new Promise((done) => setTimeout(done, 2_000));
    const pin = join(clone, '.project-memory-key');
    expect(existsSync(pin), 'pinned while a first save held the lock').toBe(false);
    unlinkSync(lock);
    const run = await pinning;
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(pin, 'utf8').split('\n')).toContain(key);
  });

  it("keeps the folder's name where the memory folder is not the checkout's (a workspace of several projects), and where the remote's name and the folder's are one", () => {
    // a workspace of several projects: its memory folder is above every checkout, and a pin would key only one of them
    const root = tempTree();
    mkdirSync(join(root, '.ai-core', 'data', 'memory'), { recursive: true });
    for (const folder of ['api', 'api-fork']) {
      mkdirSync(join(root, folder));
      git(join(root, folder), 'init', '-q');
      git(join(root, folder), 'remote', 'add', 'origin', 'git@github.com:team/api.git');
    }
    const forked = runCli([...saveArgs(join(root, 'api-fork')), '--json'], { env: env() });
    expect(forked.code, forked.stderr).toBe(0);
    expect(JSON.parse(forked.stdout)).toMatchObject({ projectKey: 'api-fork' });
    const same = repository('api', { origin: 'git@github.com:team/api.git' });
    const run = runCli([...saveArgs(same), '--json'], { env: env() });
    expect(JSON.parse(run.stdout)).toMatchObject({ projectKey: 'api', pin: { key: 'api', written: true } });
    expect(run.stderr).toContain('pinned the project key "api" in');
  });

  it('import writes its memories under the key it pins, and a dry run says that key', () => {
    const dir = repository('api-review', { origin: 'git@github.com:team/api.git' });
    writeFileSync(join(dir, 'CLAUDE.md'), '# Notes\n\n## Deploy window\n\nDeploys go out on Thursdays only.\n');
    const dry = runCli(['import', 'claude-md', '--dir', dir, '--section', 'Deploy window', '--json'], { env: env() });
    expect(dry.code, dry.stderr).toBe(0);
    expect(JSON.parse(dry.stdout)).toMatchObject({ projectKey: 'api', pin: { key: 'api', written: false } });
    const written = runCli(['import', 'claude-md', '--dir', dir, '--section', 'Deploy window', '--write', '--json'], { env: env() });
    expect(written.code, written.stderr).toBe(0);
    expect(JSON.parse(written.stdout)).toMatchObject({ projectKey: 'api', pin: { key: 'api', written: true } });
    expect(existsSync(join(dir, MEMORY, 'api', 'deploy-window.md'))).toBe(true);
  });
});

describe('install at the top of a repository, then a first memory saved from a subfolder', () => {
  it('keys and pins the repository, so every folder of it lists the memory and a save at the top goes beside it', () => {
    const dir = repository('app-sam', { origin: 'git@host:team/app.git' });
    for (const folder of ['services/billing', 'web']) mkdirSync(join(dir, folder), { recursive: true });
    const e = env();
    expect(runCli(['install', '--dir', dir], { env: e }).code).toBe(0);
    const saved = runCli(saveArgs(join(dir, 'services', 'billing')), { env: e });
    expect(saved.code, saved.stderr).toBe(0);
    expect(saved.stdout.trim()).toBe(join(dir, MEMORY, 'app', 'deploy-window.md'));
    expect(readFileSync(join(dir, '.project-memory-key'), 'utf8')).toContain('app');
    for (const launch of [dir, join(dir, 'web'), join(dir, 'services')]) {
      expect(contextOf(runHook(promptEvent(launch, { session_id: `s-${launch.length}` }), { HOME: e.HOME }).stdout) ?? '', launch).toContain(
        '[app] deploy-window — Deploys go out on Thursdays.',
      );
    }
    const top = runCli(
      saveArgs(dir).map((arg) => ({ 'Deploy window': 'Release train', 'Deploys go out on Thursdays.': 'The release train leaves monthly.' })[arg] ?? arg),
      { env: e },
    );
    expect(top.code, top.stderr).toBe(0);
    expect(readdirSync(join(dir, MEMORY)).filter((name) => !['_global', 'README.md', '.gitignore'].includes(name))).toEqual(['app']);
  });
});

describe('a package of a monorepo (a folder with a manifest of its own) and a first memory saved from it', () => {
  it.each([
    ['install first', true],
    ['no install', false],
  ])('is keyed by the package, with nothing pinned, and key says so before the save (%s)', (_label, install) => {
    const dir = repository('shop-mono', { origin: 'git@host:team/shop.git' });
    mkdirSync(join(dir, 'packages', 'web'), { recursive: true });
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{}\n');
    writeFileSync(join(dir, 'packages', 'web', 'package.json'), '{}\n');
    const e = env();
    if (install) expect(runCli(['install', '--dir', dir], { env: e }).code).toBe(0);
    const pkg = join(dir, 'packages', 'web');
    if (!install) {
      // the hook's answer to a first "remember this" there offers the package and saves from it
      mkdirSync(join(pkg, 'src'), { recursive: true });
      const hook = contextOf(runHook(promptEvent(join(pkg, 'src'), { prompt: 'remember this: deploys go out on Thursdays' }), { HOME: e.HOME }).stdout) ?? '';
      expect(hook).toContain('2) packages--web');
      expect(hook).toContain(`save --dir ${pkg} --scope`);
    }
    const key = runCli(['key', '--dir', pkg, '--json'], { env: e });
    expect(JSON.parse(key.stdout)).toMatchObject({ key: 'packages--web', projectDir: pkg });
    // a plain subfolder is the repository, and said to be, before the memory folder exists as after
    expect(JSON.parse(runCli(['key', '--dir', join(dir, 'src'), '--json'], { env: e }).stdout)).toMatchObject({
      key: 'shop-mono',
      source: 'git',
      projectDir: dir,
    });
    const saved = runCli(saveArgs(pkg), { env: e });
    expect(saved.code, saved.stderr).toBe(0);
    expect(saved.stdout.trim()).toBe(join(dir, MEMORY, 'packages--web', 'deploy-window.md'));
    expect(existsSync(join(dir, '.project-memory-key'))).toBe(false);
    // the top is a package too (its own package.json): the top and its plain folders stay the
    // repository's beside the package's folder, not a key each
    for (const launch of [join(dir, 'src'), dir]) {
      expect(JSON.parse(runCli(['key', '--dir', launch, '--json'], { env: e }).stdout), launch).toMatchObject({
        key: 'shop-mono',
        source: 'git',
        projectDir: dir,
      });
    }
    const fromSrc = runCli(
      saveArgs(join(dir, 'src')).map((arg) => (arg === 'Deploy window' ? 'Build order' : arg)),
      { env: e },
    );
    expect(fromSrc.code, fromSrc.stderr).toBe(0);
    expect(fromSrc.stdout.trim()).toBe(join(dir, MEMORY, 'shop', 'build-order.md'));
  });
});
