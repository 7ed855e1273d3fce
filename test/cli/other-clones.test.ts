// Two people, one repository. A project's first memory pins its key, so Bob's clone in
// `bob-work` lists what Alice saved in `alice-repo`. Without that pin (saved with
// --no-pin, or by a version that only offered it) the key of each clone comes from its
// folder's name: Alice's memories go to `alice-repo/`, and Bob's clone lists none of them.
// What install, doctor and `key pin` tell Bob there — the built CLI and hook on real git
// clones of one remote.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { CLI, contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } });
}

interface Team {
  alice: string;
  bob: string;
  bobHome: string;
}

/** A remote, Alice's clone with three project memories pushed (and her first save's pin, unless `noPin`), and Bob's fresh clone. */
function team(noPin = true): Team {
  const root = tempTree();
  git(root, 'init', '-q', '--bare', 'remote.git');
  git(root, 'clone', '-q', 'remote.git', 'alice-repo');
  const alice = join(root, 'alice-repo');
  const aliceEnv = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
  expect(runCli(['install', '--dir', alice], { env: aliceEnv }).code).toBe(0);
  for (const title of ['Staging resets on Monday', 'PDF output for ACME', 'Deploy window']) {
    const args = ['save', '--dir', alice, '--scope', 'project', '--title', title, '--description', `${title}.`, '--body', 'b'];
    const saved = runCli(noPin ? [...args, '--no-pin'] : args, { env: aliceEnv });
    expect(saved.code, saved.stderr).toBe(0);
  }
  writeFileSync(join(alice, 'README.md'), '# shop\n');
  git(alice, 'add', '-A');
  git(alice, 'commit', '-qm', 'memories');
  git(alice, 'push', '-q', 'origin', 'HEAD');
  git(root, 'clone', '-q', 'remote.git', 'bob-work');
  const bob = join(root, 'bob-work');
  const bobHome = tempTree();
  return { alice, bob, bobHome };
}

interface Check {
  id: string;
  status: string;
  message: string;
  fix?: string;
}

describe("a clone under another folder name, with the pin a project's first memory writes", () => {
  it("lists Alice's memories under her key, and Bob's save goes beside them", () => {
    const t = team(false);
    expect(existsSync(join(t.bob, '.project-memory-key'))).toBe(true);
    const env = { HOME: t.bobHome, PROJECT_MEMORY_LANG: 'en' };
    const context = contextOf(runHook(promptEvent(t.bob, { prompt: 'when is the deploy window?' }), env).stdout) as string;
    // the key Alice's first save pinned is the repository's name as the remote gives it, not her folder's
    expect(context).toContain('[remote] deploy-window — Deploy window.');
    const save = runCli(['save', '--dir', t.bob, '--scope', 'project', '--title', 'Bob fact', '--description', 'Bob learned this.', '--body', 'b', '--json'], {
      env,
    });
    expect(save.code, save.stderr).toBe(0);
    expect(JSON.parse(save.stdout)).toMatchObject({ projectKey: 'remote', pin: null });
    expect(existsSync(join(t.bob, '.ai-core', 'data', 'memory', 'bob-work'))).toBe(false);
    expect(existsSync(join(t.bob, '.ai-core', 'data', 'memory', 'alice-repo'))).toBe(false);
  });
});

describe("a clone under another folder name, before anyone pins the project's key", () => {
  let t: Team;
  beforeAll(() => {
    t = team();
  });
  const bobCli = (args: string[], lang = 'en') => runCli(args, { env: { HOME: t.bobHome, PROJECT_MEMORY_LANG: lang } });

  it("install offers to pin the key Alice's memories are under, not the clone's folder name", () => {
    const run = bobCli(['install', '--dir', t.bob, '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as { pinCommand: string }).pinCommand).toMatch(/ key pin alice-repo --dir /);
    const again = bobCli(['install', '--dir', t.bob]);
    expect(again.stdout).toContain("This clone's key is bob-work, which holds no memories, while alice-repo/ holds 3 memories");
    expect(again.stdout).toContain(`key pin alice-repo --dir ${t.bob}`);
  });

  it('doctor warns with the folder, the count and the pin that joins them', () => {
    const run = bobCli(['doctor', '--dir', t.bob, '--json']);
    const row = (JSON.parse(run.stdout) as { checks: Check[] }).checks.find((c) => c.id === 'other-clones');
    expect(row).toMatchObject({ status: 'warn', message: expect.stringContaining('bob-work holds no memories, while alice-repo/ holds 3 memories') });
    expect(row?.fix).toContain(`key pin alice-repo --dir ${t.bob}`);
    expect(bobCli(['doctor', '--dir', t.bob], 'ko').stdout).toContain('이 클론의 키 bob-work에는 memory가 없는데');
  });

  it("the hook's list and `list` name the folder and the pin, in both languages, once a session", () => {
    const env = { HOME: t.bobHome, PROJECT_MEMORY_LANG: 'en' };
    const first = runHook(promptEvent(t.bob, { session_id: 'bob-note' }), env);
    expect(first.code).toBe(0);
    const context = contextOf(first.stdout) ?? '';
    expect(context).toContain("(this project's key bob-work holds no memories, while alice-repo/ holds 3 memories: most likely this project's");
    expect(context).toContain(`\`node ${CLI} key pin alice-repo --dir ${t.bob}\` pins that key here)`);
    // said with the session's first list, not on every prompt
    const later = runHook(promptEvent(t.bob, { session_id: 'bob-note', prompt: 'and now?' }), env);
    expect(contextOf(later.stdout) ?? '').not.toContain('alice-repo/');
    const korean = contextOf(runHook(promptEvent(t.bob, { session_id: 'bob-note-ko' }), { ...env, PROJECT_MEMORY_LANG: 'ko' }).stdout) ?? '';
    expect(korean).toContain('(이 프로젝트의 키 bob-work에는 memory가 없는데 다른 키의 폴더에는 있습니다(alice-repo/ 3개)');
    const list = bobCli(['list', '--dir', t.bob]);
    expect(list.stdout).toContain("⚠ this project's key bob-work holds no memories, while alice-repo/ holds 3 memories");
    expect(list.stdout).toContain(`key pin alice-repo --dir ${t.bob}`);
    expect(list.stdout).not.toContain('no memories yet');
    // a script reading --json learns it too, not only "no memories"
    const json = JSON.parse(bobCli(['list', '--dir', t.bob, '--json']).stdout) as { memoriesElsewhere: unknown; pinIgnored: unknown };
    expect(json.memoriesElsewhere).toEqual({ reason: 'other-clone', folders: [{ key: 'alice-repo', count: 3 }] });
    expect(json.pinIgnored).toBeNull();
    writeFileSync(join(t.bob, '.project-memory-key'), '../x\n');
    const ignored = JSON.parse(bobCli(['list', '--dir', t.bob, '--json']).stdout) as { pinIgnored: { path: string; problem: string } };
    rmSync(join(t.bob, '.project-memory-key'));
    expect(ignored.pinIgnored).toEqual({ path: join(t.bob, '.project-memory-key'), problem: expect.stringContaining('"../x" cannot name a memory folder') });
  });

  it('`key` shows where the memories most likely are, with the pin that joins them; --json lists the folders', () => {
    const shown = bobCli(['key', '--dir', t.bob]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain("this clone's key bob-work holds no memories, while alice-repo/ holds 3 memories");
    expect(shown.stdout).toContain(`key pin alice-repo --dir ${t.bob}`);
    const json = JSON.parse(bobCli(['key', '--dir', t.bob, '--json']).stdout) as { otherClones: unknown };
    expect(json.otherClones).toEqual([{ key: 'alice-repo', count: 3 }]);
    expect(JSON.parse(runCli(['key', '--dir', t.alice, '--json'], { env: { HOME: tempTree() } }).stdout).otherClones).toEqual([]);
  });

  it('`key pin` and `install --pin` with no key refuse to pin the folder name, and change nothing; `key` still shows the key', () => {
    const key = bobCli(['key', 'pin', '--dir', t.bob]);
    expect(key.code).toBe(3);
    expect(key.stderr).toContain("not pinned: this clone's key bob-work holds no memories, while alice-repo/ holds 3 memories");
    expect(key.stderr).toContain(`key pin alice-repo --dir ${t.bob}`);
    const home = tempTree();
    const install = runCli(['install', '--pin', '--dir', t.bob], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(install.code).toBe(3);
    expect(install.stderr).toContain('not installed: --pin would pin bob-work, which holds no memories, while alice-repo/ holds 3 memories');
    // the way on: the same install without the pin, then the pin of one's choice
    expect(install.stderr).toContain(`install --dir ${t.bob}\`;`);
    expect(existsSync(join(home, '.claude'))).toBe(false);
    expect(git(t.bob, 'status', '--porcelain')).not.toContain('.project-memory-key');
    // showing the key is no pin: it answers
    const shown = bobCli(['key', '--dir', t.bob, '--json']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(JSON.parse(shown.stdout)).toMatchObject({ key: 'bob-work' });
  });

  it("a first save into the clone's own key says where the project's memories likely are", () => {
    const save = bobCli(['save', '--dir', t.bob, '--scope', 'project', '--title', 'Bob fact', '--description', 'Bob learned this.', '--body', 'b']);
    expect(save.code, save.stderr).toBe(0);
    expect(save.stderr).toContain('first memory of project bob-work, while alice-repo/ holds 3 memories');
    expect(save.stderr).toContain(`key move bob-work alice-repo --dir ${t.bob}`);
    // undone, so that the rows below see the clone as it was
    rmSync(join(t.bob, '.ai-core', 'data', 'memory', 'bob-work'), { recursive: true });
  });

  it('pinning the key it names lists her memories in his clone; the row is gone', () => {
    const event = promptEvent(t.bob, { session_id: 'bob-1' });
    const before = contextOf(runHook(event, { HOME: t.bobHome }).stdout) ?? '';
    expect(before).not.toContain('staging-resets-on-monday');
    const pinned = bobCli(['key', 'pin', 'alice-repo', '--dir', t.bob]);
    expect(pinned.code, pinned.stderr).toBe(0);
    const after = contextOf(runHook(promptEvent(t.bob, { session_id: 'bob-2' }), { HOME: t.bobHome }).stdout) ?? '';
    expect(after).toContain('[alice-repo] staging-resets-on-monday');
    const checks = (JSON.parse(bobCli(['doctor', '--dir', t.bob, '--json']).stdout) as { checks: Check[] }).checks;
    expect(checks.find((c) => c.id === 'other-clones')).toBeUndefined();
  });

  it("says nothing in Alice's own clone, whose key holds the memories", () => {
    const run = runCli(['doctor', '--dir', t.alice, '--json'], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    expect((JSON.parse(run.stdout) as { checks: Check[] }).checks.find((c) => c.id === 'other-clones')).toBeUndefined();
    expect(contextOf(runHook(promptEvent(t.alice), { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' }).stdout)).not.toContain('holds no memories');
  });
});

describe('a teammate pins the folder name all the same, and Alice pulls', () => {
  it("doctor in Alice's clone names the pin that hid her memories, not an older version", () => {
    const t = team();
    const bobEnv = { HOME: t.bobHome, PROJECT_MEMORY_LANG: 'en' };
    expect(runCli(['install', '--dir', t.bob], { env: bobEnv }).code).toBe(0);
    expect(runCli(['key', 'pin', 'bob-work', '--dir', t.bob], { env: bobEnv }).code).toBe(0);
    git(t.bob, 'add', '.project-memory-key');
    git(t.bob, 'commit', '-qm', 'pin');
    git(t.bob, 'push', '-q', 'origin', 'HEAD');
    git(t.alice, 'pull', '-q', '--no-rebase', 'origin', 'main');
    const run = runCli(['doctor', '--dir', t.alice, '--json'], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    const row = (JSON.parse(run.stdout) as { checks: Check[] }).checks.find((c) => c.id === 'old-key');
    expect(row?.message).toBe(
      `3 memories in ${join(t.alice, '.ai-core', 'data', 'memory', 'alice-repo')}/, under the key the path of ${t.alice} gives; the pin ${join(t.alice, '.project-memory-key')} makes the key here bob-work, so they are not listed`,
    );
    expect(row?.fix).toContain(`key move alice-repo --dir ${t.alice}`);
  });
});

describe('a workspace of several projects, where a folder named otherwise is no clone', () => {
  it('names nothing, and key pin pins as asked: a folder is named after a project here, and another after a tmux session', () => {
    const root = tempTree({
      '.ai-core/data/memory/_global/': '',
      '.ai-core/data/memory/workspace--patent__how/a.md': '---\ntitle: a\ndescription: a\n---\nb\n',
      '.ai-core/data/memory/quant-dev/b.md': '---\ntitle: b\ndescription: b\n---\nb\n',
      'workspace/patent.how/': '',
    });
    git(root, 'init', '-q');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const checks = (JSON.parse(runCli(['doctor', '--dir', root, '--json'], { env }).stdout) as { checks: Check[] }).checks;
    expect(checks.find((c) => c.id === 'other-clones')).toBeUndefined();
    expect(runHook(promptEvent(root), env).stdout).not.toContain('holds no memories');
    expect(runCli(['list', '--dir', root], { env }).stdout).not.toContain('holds no memories');
    const run = runCli(['install', '--dir', root, '--json'], { env });
    expect((JSON.parse(run.stdout) as { pinCommand: string }).pinCommand).toMatch(/ key pin --dir /);
  });

  it("names nothing in a monorepo whose package is pinned three levels down: its folder is the package's", () => {
    const root = tempTree({ 'packages/group/foo/f': 'x\n' });
    git(root, 'init', '-q');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const foo = join(root, 'packages/group/foo');
    expect(runCli(['install', '--scope', 'local', '--dir', root], { env }).code).toBe(0);
    const pinned = runCli(['key', 'pin', 'foo-pkg', '--dir', foo], { env });
    expect(pinned.code, pinned.stderr).toBe(0);
    const saved = runCli(['save', '--dir', foo, '--scope', 'project', '--title', 'Foo thing', '--description', 'foo builds with make', '--body', 'b'], { env });
    expect(saved.code, saved.stderr).toBe(0);
    expect(runHook(promptEvent(root), env).stdout).not.toContain('holds no memories');
    expect(runCli(['list', '--dir', root], { env }).stdout).not.toContain('holds no memories');
    const checks = (JSON.parse(runCli(['doctor', '--dir', root, '--json'], { env }).stdout) as { checks: Check[] }).checks;
    expect(checks.find((c) => c.id === 'other-clones')).toBeUndefined();
  });

  it('names nothing in a repository whose subprojects are pinned, and pins its top as asked', () => {
    const root = tempTree({
      '.ai-core/data/memory/_global/': '',
      '.ai-core/data/memory/web/a.md': '---\ntitle: a\ndescription: a\n---\nb\n',
      '.ai-core/data/memory/api/b.md': '---\ntitle: b\ndescription: b\n---\nb\n',
      'apps/web/.project-memory-key': 'web\n',
      'apps/api/.project-memory-key': 'api\n',
    });
    git(root, 'init', '-q');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const checks = (JSON.parse(runCli(['doctor', '--dir', root, '--json'], { env }).stdout) as { checks: Check[] }).checks;
    expect(checks.find((c) => c.id === 'other-clones')).toBeUndefined();
    expect(runCli(['key', 'pin', '--dir', root, '--dry-run'], { env }).code).toBe(0);
  });
});

describe('a pin git left a merge conflict in, between two keys that each hold memories', () => {
  it("the hook's note and `list` name both sides' folders, as lint does, not the first alone", () => {
    const memory = (key: string, name: string) => ({ [`.ai-core/data/memory/${key}/${name}.md`]: `---\ntitle: ${name}\ndescription: ${name}\n---\nb\n` });
    const root = tempTree({
      '.ai-core/data/memory/_global/': '',
      ...memory('shop-app', 'a1'),
      ...memory('shop-app', 'a2'),
      ...memory('webshop', 'w1'),
      ...memory('webshop', 'w2'),
      '.project-memory-key': '<<<<<<< HEAD\nwebshop\n=======\nshop-app\n>>>>>>> feature\n',
    });
    git(root, 'init', '-q');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const context = contextOf(runHook(promptEvent(root), env).stdout) ?? '';
    expect(context).toContain('holds no memories, while shop-app/ holds 2 memories, webshop/ holds 2 memories:');
    expect(runCli(['list', '--dir', root], { env }).stdout).toContain('holds no memories, while shop-app/ holds 2 memories, webshop/ holds 2 memories:');
  });
});

/** A repository whose memories are under `key`, pinned and committed. */
function pinnedRepo(key: string, names: string[]): string {
  const files = Object.fromEntries(names.map((name) => [`.ai-core/data/memory/${key}/${name}.md`, `---\ntitle: ${name}\ndescription: ${name}\n---\nb\n`]));
  const root = tempTree({ '.ai-core/data/memory/_global/': '', ...files, '.project-memory-key': `${key}\n`, 'README.md': '# shop\n' });
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'memories');
  return root;
}

describe("a pinned key holding memories, while the key the repository's path gives holds some too", () => {
  it("a teammate's pin and move pulled over a save not yet committed: the hook's list and `list` name the folder and the move; after it, nothing", () => {
    const root = tempTree();
    git(root, 'init', '-q', '--bare', 'remote.git');
    git(root, 'clone', '-q', 'remote.git', 'shop');
    const dev1 = join(root, 'shop');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const save = (dir: string, title: string) =>
      runCli(['save', '--dir', dir, '--scope', 'project', '--no-pin', '--title', title, '--description', `${title}.`, '--body', 'b'], { env });
    expect(save(dev1, 'Deploy window').code).toBe(0);
    git(dev1, 'add', '-A');
    git(dev1, 'commit', '-qm', 'memories');
    git(dev1, 'push', '-q', 'origin', 'HEAD');
    // Dev2 renames the project's key; Dev1 has just saved a memory under the old one
    git(root, 'clone', '-q', 'remote.git', 'dev2');
    const dev2 = join(root, 'dev2');
    expect(runCli(['key', 'pin', 'storefront', '--force', '--dir', dev2], { env }).code).toBe(0);
    expect(runCli(['key', 'move', 'shop', '--dir', dev2], { env }).code).toBe(0);
    git(dev2, 'add', '-A');
    git(dev2, 'commit', '-qm', 'key storefront');
    git(dev2, 'push', '-q', 'origin', 'HEAD');
    expect(save(dev1, 'Refund window').code).toBe(0);
    git(dev1, 'stash', '-q', '-u');
    git(dev1, 'pull', '-q', '--no-rebase', 'origin', 'main');
    git(dev1, 'stash', 'pop', '-q');
    expect(existsSync(join(dev1, '.ai-core/data/memory/shop/refund-window.md'))).toBe(true);

    const move = `key move shop --dir ${dev1}`;
    const context = contextOf(runHook(promptEvent(dev1, { session_id: 'pulled' }), env).stdout) ?? '';
    expect(context).toContain('[storefront] deploy-window');
    expect(context).toContain('(shop/ holds 1 memory under an earlier key of this project, not listed: its key is pinned to storefront.');
    expect(context).toContain(`\`node ${CLI} ${move}\` moves them to storefront)`);
    const ko = contextOf(runHook(promptEvent(dev1, { session_id: 'ko' }), { ...env, PROJECT_MEMORY_LANG: 'ko' }).stdout) ?? '';
    expect(ko).toContain('(shop/의 memory 1개는 이 프로젝트의 이전 키로 저장되어 목록에 나오지 않습니다. 이 프로젝트의 키는 storefront로 고정되어 있습니다.');
    const list = runCli(['list', '--dir', dev1], { env }).stdout;
    expect(list).toContain("⚠ shop/ holds 1 memory under the key this repository's path gives, not listed: this project's key is pinned to storefront.");
    expect(list).toContain(`move them to storefront: node ${CLI} ${move}`);
    // said once, not beside the note of two clones, which would move them the other way
    expect(list).not.toContain('a teammate');

    expect(runCli(['key', 'move', 'shop', '--dir', dev1], { env }).code).toBe(0);
    const after = contextOf(runHook(promptEvent(dev1, { session_id: 'after' }), env).stdout) ?? '';
    expect(after).toContain('[storefront] refund-window');
    expect(after).not.toContain('not listed');
    expect(runCli(['list', '--dir', dev1], { env }).stdout).not.toContain('⚠');
  });

  it('a running session whose pinned key a pull changed: its list names the memories left under the key it had, and the move', () => {
    const root = tempTree();
    const dev1 = join(root, 'dev1');
    mkdirSync(dev1);
    git(dev1, 'init', '-q');
    git(dev1, 'remote', 'add', 'origin', 'git@example.com:acme/shop.git');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const save = (title: string) =>
      runCli(['save', '--dir', dev1, '--scope', 'project', '--title', title, '--description', `${title}.`, '--body', 'b'], { env });
    // the first save pins the remote's name, shop; the folder's own would be dev1
    expect(save('Deploy window').code).toBe(0);
    const prompt = () => contextOf(runHook(promptEvent(dev1, { session_id: 'running' }), env).stdout) ?? '';
    expect(prompt()).toContain('[shop] deploy-window');
    expect(save('Refund window').code).toBe(0);
    // what a pull of a teammate's `key pin storefront` and `key move shop` brings: the pin, and the committed memory moved
    const memories = join(dev1, '.ai-core', 'data', 'memory');
    writeFileSync(join(dev1, '.project-memory-key'), 'storefront\n');
    mkdirSync(join(memories, 'storefront'));
    writeFileSync(join(memories, 'storefront', 'deploy-window.md'), readFileSync(join(memories, 'shop', 'deploy-window.md')));
    rmSync(join(memories, 'shop', 'deploy-window.md'));
    const after = prompt();
    expect(after).toContain('(the project key is now storefront, not shop');
    expect(after).toContain('(shop/ holds 1 memory under an earlier key of this project, not listed: its key is pinned to storefront.');
    expect(after).toContain(`\`node ${CLI} key move shop --dir ${dev1}\` moves them to storefront)`);
  });

  it("a session that goes on in another project of the workspace is told of no memory left behind: the first project's are its own", () => {
    const ws = tempTree({
      '.ai-core/data/memory/alpha/deploy.md': '---\ntitle: d\ndescription: alpha deploys on Monday\n---\nb\n',
      '.ai-core/data/memory/beta/tests.md': '---\ntitle: t\ndescription: beta runs its tests nightly\n---\nb\n',
      'alpha/app.txt': '',
      'beta/.project-memory-key': 'beta\n',
    });
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const prompt = (dir: string) => contextOf(runHook(promptEvent(join(ws, dir), { session_id: 'wandering' }), env).stdout) ?? '';
    expect(prompt('alpha')).toContain('[alpha] deploy');
    const there = prompt('beta');
    expect(there).toContain('[beta] tests');
    expect(there).not.toContain('earlier key');
  });

  it("names nothing where a folder below the top has the top's name (Django's mysite/mysite): its memories are that project's", () => {
    const root = join(
      tempTree({
        'mysite/.ai-core/data/memory/storefront/deploy.md': '---\ntitle: d\ndescription: deploy window\n---\nb\n',
        'mysite/.ai-core/data/memory/mysite/settings.md': '---\ntitle: s\ndescription: settings module\n---\nb\n',
        'mysite/mysite/settings.py': '',
        'mysite/.project-memory-key': 'storefront\n',
      }),
      'mysite',
    );
    git(root, 'init', '-q');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const context = contextOf(runHook(promptEvent(root, { session_id: 'django' }), env).stdout) ?? '';
    expect(context).toContain('[storefront] deploy');
    expect(context).not.toContain('not listed');
    expect(runCli(['list', '--dir', root], { env }).stdout).not.toContain("under the key this repository's path gives");
  });
});

describe('a pinned key whose folder holds no memories, while the key pinned before holds them', () => {
  it('a pin changed on a branch and merged: the hook, `list`, doctor and `key` name the folder, the move and the pin back', () => {
    const root = pinnedRepo('webshop', ['staging-reset', 'pdf-output', 'deploy-window']);
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    expect(contextOf(runHook(promptEvent(root, { session_id: 'merge' }), env).stdout)).toContain('[webshop] deploy-window');
    git(root, 'checkout', '-q', '-b', 'rename');
    expect(runCli(['key', 'pin', 'shopfront', '--force', '--dir', root], { env }).code).toBe(0);
    git(root, 'commit', '-qam', 'pin shopfront');
    git(root, 'checkout', '-q', 'main');
    git(root, 'merge', '-q', 'rename');
    const move = `key move webshop --dir ${root}`;
    const back = `key pin webshop --force --dir ${root}`;
    // the session that listed webshop's memories hears of the change, and where they are
    const context = contextOf(runHook(promptEvent(root, { session_id: 'merge', prompt: 'and now?' }), env).stdout) ?? '';
    expect(context).toContain('(the project key is now shopfront, not webshop');
    expect(context).toContain("(this project's pinned key shopfront holds no memories, while webshop/ holds 3 memories");
    expect(context).toContain(`\`node ${CLI} ${move}\` moves them to shopfront, or \`node ${CLI} ${back}\` pins that key back)`);
    const fresh = contextOf(runHook(promptEvent(root, { session_id: 'fresh' }), { ...env, PROJECT_MEMORY_LANG: 'ko' }).stdout) ?? '';
    expect(fresh).toContain('(이 프로젝트의 고정된 키 shopfront에는 memory가 없는데 다른 키의 폴더에는 있습니다(webshop/ 3개)');
    const list = runCli(['list', '--dir', root], { env }).stdout;
    expect(list).toContain("⚠ this project's pinned key shopfront holds no memories, while webshop/ holds 3 memories");
    expect(list).toContain(move);
    expect(list).not.toContain('no memories yet');
    const checks = (JSON.parse(runCli(['doctor', '--dir', root, '--json'], { env }).stdout) as { checks: Check[] }).checks;
    const pin = checks.find((c) => c.id === 'pin');
    expect(pin).toMatchObject({
      status: 'warn',
      message: expect.stringContaining('the pinned key shopfront holds no memories, while webshop/ holds 3 memories'),
    });
    expect(pin?.fix).toContain(move);
    expect(pin?.fix).toContain(back);
    expect(checks.find((c) => c.id === 'other-clones')).toBeUndefined();
    expect(runCli(['key', '--dir', root], { env }).stdout).toContain('the pinned key shopfront holds no memories');
    // the move the note names: the memories are listed under the pinned key, and the note is gone
    expect(runCli(['key', 'move', 'webshop', '--dir', root], { env }).code).toBe(0);
    const after = contextOf(runHook(promptEvent(root, { session_id: 'after' }), env).stdout) ?? '';
    expect(after).toContain('[shopfront] deploy-window');
    expect(after).not.toContain('holds no memories');
    expect(runCli(['list', '--dir', root], { env }).stdout).not.toContain('holds no memories');
  });

  it("a first pin committed by hand in a repository whose memories are under its folder's name: the hook and `list` name them", () => {
    // the memories a launch in `shop/` saved under the key its path gives, before anyone pinned one
    const root = join(
      tempTree({
        'shop/.ai-core/data/memory/_global/': '',
        'shop/.ai-core/data/memory/shop/deploy-window.md': '---\ntitle: d\ndescription: deploy window\n---\nb\n',
      }),
      'shop',
    );
    git(root, 'init', '-q');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    expect(contextOf(runHook(promptEvent(root, { session_id: 'before' }), env).stdout)).toContain('[shop] deploy-window');
    // a teammate's rename: the pin written with echo, no move
    writeFileSync(join(root, '.project-memory-key'), 'storefront\n');
    const context = contextOf(runHook(promptEvent(root, { session_id: 'after' }), env).stdout) ?? '';
    expect(context).toContain("(this project's pinned key storefront holds no memories, while shop/ holds 1 memory");
    expect(context).toContain(`key move shop --dir ${root}\` moves them to storefront`);
    expect(runCli(['list', '--dir', root], { env }).stdout).toContain("⚠ this project's pinned key storefront holds no memories, while shop/ holds 1 memory");
    // doctor says it once, as what it is: the key this folder's own path gives, which the pin moved off
    const checks = (JSON.parse(runCli(['doctor', '--dir', root, '--json'], { env }).stdout) as { checks: Check[] }).checks;
    expect(checks.find((c) => c.id === 'old-key')).toMatchObject({
      status: 'warn',
      message: expect.stringContaining(`under the key the path of ${root} gives; the pin`),
    });
    expect(checks.find((c) => c.id === 'pin')?.message ?? '').not.toContain('a key no folder here is named after');
  });

  it('memories moved off the pinned key under a running session (a pull of a move whose pin stayed behind): the delta says where they went', () => {
    const root = pinnedRepo('webshop', ['staging-reset', 'pdf-output']);
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    expect(contextOf(runHook(promptEvent(root, { session_id: 'running' }), env).stdout)).toContain('[webshop] pdf-output');
    git(root, 'mv', '.ai-core/data/memory/webshop', '.ai-core/data/memory/shopfront');
    const context = contextOf(runHook(promptEvent(root, { session_id: 'running', prompt: 'and now?' }), env).stdout) ?? '';
    expect(context).toContain('removed: [webshop] pdf-output');
    expect(context).toContain("(this project's pinned key webshop holds no memories, while shopfront/ holds 2 memories");
    expect(context).toContain(`\`node ${CLI} key move shopfront --dir ${root}\` moves them to webshop`);
    // said once: the next prompt, nothing changed, adds nothing
    expect(runHook(promptEvent(root, { session_id: 'running', prompt: 'and then?' }), env).stdout).toBe('');
    // one memory of the project deleted, others kept: a removal, no note
    git(root, 'mv', '.ai-core/data/memory/shopfront', '.ai-core/data/memory/webshop');
    const back = contextOf(runHook(promptEvent(root, { session_id: 'other' }), env).stdout) ?? '';
    expect(back).toContain('[webshop] staging-reset');
    rmSync(join(root, '.ai-core/data/memory/webshop/pdf-output.md'));
    const one = contextOf(runHook(promptEvent(root, { session_id: 'other', prompt: 'and now?' }), env).stdout) ?? '';
    expect(one).toContain('removed: [webshop] pdf-output');
    expect(one).not.toContain('holds no memories');
  });

  it('`key move` of the pinned key in use to a new key pins the new key too, so the project still lists its memories', () => {
    const root = pinnedRepo('alice', ['staging-reset', 'pdf-output']);
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const pinFile = join(root, '.project-memory-key');
    const dry = runCli(['key', 'move', 'alice', 'shop', '--dir', root, '--dry-run'], { env });
    expect(dry.stdout).toContain(`would pin shop in ${pinFile}, which pins alice`);
    expect(readFileSync(pinFile, 'utf8')).toBe('alice\n');
    const moved = runCli(['key', 'move', 'alice', 'shop', '--dir', root, '--json'], { env });
    expect(moved.code, moved.stderr).toBe(0);
    expect(JSON.parse(moved.stdout)).toMatchObject({ from: 'alice', to: 'shop', pin: { path: pinFile, key: 'shop' } });
    expect(readFileSync(pinFile, 'utf8')).toBe('shop\n');
    expect(contextOf(runHook(promptEvent(root), env).stdout)).toContain('[shop] staging-reset');
    // a move into the key in use leaves the pin alone
    mkdirSync(join(root, '.ai-core/data/memory/old'));
    writeFileSync(join(root, '.ai-core/data/memory/old/late.md'), '---\ntitle: late\ndescription: late\n---\nb\n');
    const into = runCli(['key', 'move', 'old', '--dir', root, '--json'], { env });
    expect(JSON.parse(into.stdout)).toMatchObject({ to: 'shop', pin: null });
    expect(readFileSync(pinFile, 'utf8')).toBe('shop\n');
  });

  it("`key move` of the pinned key in use keeps the pin file's comments, changing only its key line", () => {
    const root = pinnedRepo('alice', ['staging-reset']);
    const pinFile = join(root, '.project-memory-key');
    writeFileSync(pinFile, '# team key: agreed in #infra, ask before changing\n\nalice\n# old name: shopfront\n');
    const moved = runCli(['key', 'move', 'alice', 'shop', '--dir', root], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    expect(moved.code, moved.stderr).toBe(0);
    expect(readFileSync(pinFile, 'utf8')).toBe('# team key: agreed in #infra, ask before changing\n\nshop\n# old name: shopfront\n');
  });

  it('`key move` of the pinned key in use into a key no pin can hold is refused, and nothing moves', () => {
    const root = pinnedRepo('alice', ['staging-reset']);
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const run = runCli(['key', 'move', 'alice', '#notes', '--dir', root], { env });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('no pin can hold #notes');
    expect(existsSync(join(root, '.ai-core/data/memory/alice/staging-reset.md'))).toBe(true);
    expect(readFileSync(join(root, '.project-memory-key'), 'utf8')).toBe('alice\n');
  });
});
