// `project-memory key` (show, pin, move), `save --pin` / `install --pin` and the pin they
// offer, and doctor's key rows — the built CLI as a real process, on real git repositories.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as runBuiltCli } from '../support/built.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { CLI, cleanEnv, contextOf, promptEvent, runCli, runHook } from '../support/processes.js';
import { holdSaveLock } from '../support/save-lock.js';
import { privateTmuxSocket, runInTmuxSession } from '../support/tmux.js';

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8' });
}

function repository(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'README.md'), '# app\n');
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'start');
}

const note = (description: string) => memoryFile({ title: description, description });

function cli(args: string[], lang = 'en') {
  return runCli(args, { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: lang } });
}

interface Check {
  id: string;
  status: string;
  message: string;
  fix?: string;
}

function doctor(dir: string): Check[] {
  const r = cli(['doctor', '--dir', dir, '--json']);
  return (JSON.parse(r.stdout) as { checks: Check[] }).checks;
}

/** The command inside a fix's backticks, run by a shell as a person would paste it. */
function runFix(fix: string | undefined): string {
  const command = /`([^`]+)`/.exec(fix ?? '')?.[1];
  if (command === undefined) throw new Error(`no command in fix: ${fix}`);
  return execFileSync('sh', ['-c', command], { encoding: 'utf8', env: cleanEnv({ HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' }) });
}

describe('project-memory key show', () => {
  it('says the key, where it came from, the memory folder and the pin, in both languages', () => {
    const root = tempTree({ [`${MEMORY}/workspace--patent__how/a.md`]: note('one') });
    repository(join(root, 'workspace/patent.how'));
    git(join(root, 'workspace/patent.how'), 'worktree', 'add', '-q', '../patent.how-feature');
    const dir = join(root, 'workspace/patent.how-feature');
    const en = cli(['key', '--dir', dir]);
    expect(en.code, en.stderr).toBe(0);
    expect(en.stdout).toContain('project key: workspace--patent__how\n');
    expect(en.stdout).toContain(`keyed as its main worktree ${join(root, 'workspace/patent.how')}`);
    expect(en.stdout).toContain(`memory folder: ${join(root, MEMORY, 'workspace--patent__how')}/ (1 memory)`);
    expect(en.stdout).toContain(`key pin --dir ${dir}`);
    const ko = cli(['key', 'show', '--dir', dir], 'ko');
    expect(ko.stdout).toContain('프로젝트 키: workspace--patent__how');
    expect(ko.stdout).not.toMatch(/memory folder|keyed as/);
  });

  it('before the first save, says the key that save will write under and where it makes the memory folder, exit 0 as list does; --json as list --json names it', () => {
    const root = tempTree({ 'shop/': '' });
    const dir = join(root, 'shop');
    repository(dir);
    const en = cli(['key', '--dir', dir]);
    expect(en.code, en.stderr).toBe(0);
    expect(en.stdout).toContain('project key: shop\n');
    expect(en.stdout).toContain(`The first save makes the memory folder in ${dir} (how: \``);
    // the command it names runs as printed: the save's help, not a save that asks for --scope
    const how = /\(how: `([^`]+)`\)/.exec(en.stdout)?.[1] ?? '';
    expect(how).toMatch(/ save --dir \S+ --help$/);
    const help = spawnSync('sh', ['-c', how], { env: cleanEnv({ HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' }), encoding: 'utf8' });
    expect([help.status, help.stderr]).toEqual([0, '']);
    expect(help.stdout).toContain('--scope global|project');
    expect(existsSync(join(dir, '.ai-core'))).toBe(false);
    const asJson = JSON.parse(cli(['key', '--dir', dir, '--json']).stdout) as { key: string; workspaceRoot: null; memories: number };
    const listed = JSON.parse(cli(['list', '--dir', dir, '--json']).stdout) as { projectKey: string };
    expect(asJson).toMatchObject({ key: listed.projectKey, workspaceRoot: null, memories: 0 });
    // and the first save writes under that key
    const saved = runCli(['save', '--scope', 'project', '--title', 't', '--description', 'd', '--body', 'b', '--dir', dir, '--json'], {
      env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' },
    });
    expect((JSON.parse(saved.stdout) as { path: string }).path).toBe(join(dir, MEMORY, asJson.key, 't.md'));
    const ko = cli(['key', '--dir', join(root, 'shop')], 'ko');
    expect(ko.code).toBe(0);
    expect(ko.stdout).toContain('프로젝트 키: shop');
  });

  it("names the main worktree only where the key came from it: a linked worktree's own pin keys it by itself", () => {
    const root = tempTree({ [`${MEMORY}/_global/`]: '' });
    const main = join(root, 'app');
    repository(main);
    writeFileSync(join(main, '.project-memory-key'), 'app\n');
    git(main, 'worktree', 'add', '-q', '../app-wt');
    const wt = join(root, 'app-wt');
    // the main worktree's pin, not yet committed: read there, and said so
    const fromMain = cli(['key', '--dir', wt]);
    expect(fromMain.stdout).toContain(`keyed as its main worktree ${main}`);
    writeFileSync(join(wt, '.project-memory-key'), 'other\n');
    const own = cli(['key', '--dir', wt]);
    expect(own.stdout).toContain('project key: other\n');
    expect(own.stdout).toContain(join(wt, '.project-memory-key'));
    expect(own.stdout).not.toContain('keyed as its main worktree');
  });

  it('rejects an unknown action and extra arguments with exit 1', () => {
    const root = tempTree({ [`${MEMORY}/_global/`]: '' });
    expect(cli(['key', 'frobnicate', '--dir', root])).toMatchObject({ code: 1, stderr: expect.stringContaining('unknown action "frobnicate"') });
    expect(cli(['key', 'pin', 'a', 'b', '--dir', root])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('key pin takes at most one KEY; "b" is one too many'),
    });
    expect(cli(['key', 'pin', '../x', '--dir', root])).toMatchObject({ code: 1, stderr: expect.stringContaining('"../x" is not a usable project key') });
    // too long: said so, in both languages
    const long = 'k'.repeat(250);
    expect(cli(['key', 'pin', long, '--dir', root, '--dry-run'])).toMatchObject({ code: 1, stderr: expect.stringContaining('be longer than 200 bytes') });
    expect(cli(['key', 'pin', long, '--dir', root, '--dry-run'], 'ko')).toMatchObject({ code: 1, stderr: expect.stringContaining('200바이트보다 길거나') });
  });

  it('drops spaces around a KEY, as --project does, where it said a key starting with a space starts with #', () => {
    const root = tempTree({ [`${MEMORY}/_global/`]: '' });
    const r = cli(['key', 'pin', ' x ', '--dir', root, '--dry-run', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ key: 'x', dryRun: true });
  });
});

describe('project-memory key pin', () => {
  it('writes one line at the checkout top, is idempotent, refuses another key without --force, and names memories left behind', () => {
    const root = tempTree({ [`${MEMORY}/workspace--app/a.md`]: note('left behind') });
    const app = join(root, 'workspace/app');
    repository(app);
    mkdirSync(join(app, 'src'));
    const dry = cli(['key', 'pin', '--dir', join(app, 'src'), '--dry-run']);
    expect(dry.stdout).toContain(`would write ${join(app, '.project-memory-key')} with workspace--app`);
    expect(existsSync(join(app, '.project-memory-key'))).toBe(false);

    expect(cli(['key', 'pin', '--dir', join(app, 'src')]).code).toBe(0);
    expect(readFileSync(join(app, '.project-memory-key'), 'utf8')).toBe('workspace--app\n');
    expect(cli(['key', 'pin', '--dir', app]).stdout).toContain('already pinned');

    const refused = cli(['key', 'pin', 'app', '--dir', app]);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('already pins workspace--app. Pass --force');
    expect(readFileSync(join(app, '.project-memory-key'), 'utf8')).toBe('workspace--app\n');

    // one memory under the key used before: "move it", not "move them"
    const one = cli(['key', 'pin', 'app', '--force', '--dir', app, '--dry-run']);
    expect(one.stdout).toContain(`1 memory still in ${join(root, MEMORY, 'workspace--app')}/, the folder of the key used before; move it with: `);
    const forced = cli(['key', 'pin', 'app', '--force', '--dir', app, '--json']);
    expect(JSON.parse(forced.stdout)).toMatchObject({
      key: 'app',
      written: true,
      previousKey: 'workspace--app',
      moveCommand: expect.stringContaining('key move workspace--app --dir'),
    });
    expect(cli(['key', '--dir', app, '--json']).stdout).toContain('"source": "pin"');
  });

  it('--dry-run refuses another key as the real run does: the same words, exit 3, nothing on stdout; with --force it says what it would write', () => {
    const app = join(tempTree({ [`${MEMORY}/_global/`]: '' }), 'app');
    repository(app);
    writeFileSync(join(app, '.project-memory-key'), 'shop\n');
    const real = cli(['key', 'pin', 'api', '--dir', app]);
    expect(real.code).toBe(3);
    for (const extra of [[], ['--json']]) {
      const dry = cli(['key', 'pin', 'api', '--dir', app, '--dry-run', ...extra]);
      expect(dry.code).toBe(3);
      expect(dry.stdout).toBe('');
      expect(dry.stderr).toBe(real.stderr);
    }
    const forced = cli(['key', 'pin', 'api', '--dir', app, '--dry-run', '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(`would write ${join(app, '.project-memory-key')} with api`);
    expect(readFileSync(join(app, '.project-memory-key'), 'utf8')).toBe('shop\n');
  });

  it('in Korean, puts after a key the particle its reading takes: shop을 (숍), api로 (에이피아이), main으로 (메인)', () => {
    const app = join(tempTree({ [`${MEMORY}/_global/`]: '' }), 'app');
    repository(app);
    const pinned = cli(['key', 'pin', 'shop', '--dir', app], 'ko');
    expect(pinned.code, pinned.stderr).toBe(0);
    expect(pinned.stdout).toContain('키 shop을 고정했습니다');
    const toApi = cli(['key', 'pin', 'api', '--dir', app], 'ko');
    expect(toApi.code).toBe(3);
    expect(toApi.stderr).toContain('이미 키 shop을 고정하고 있습니다. 대신 api로 고정하려면 --force를 주세요');
    expect(cli(['key', 'pin', 'main', '--dir', app], 'ko').stderr).toContain('대신 main으로 고정하려면');
    expect(`${toApi.stderr}${pinned.stdout}`).not.toMatch(/을\(를\)|\(으\)로/);
  });

  it("asked for a folder below a pinned one, says --force would re-key every folder under that pin, and gives the subfolder's own pin, which runs as printed", () => {
    const root = tempTree({ [`${MEMORY}/_global/`]: '' });
    const shop = join(root, 'shop');
    repository(shop);
    writeFileSync(join(shop, '.project-memory-key'), 'shop\n');
    const payments = join(shop, 'services', 'pay ments');
    mkdirSync(payments, { recursive: true });
    const refused = cli(['key', 'pin', 'services--payments', '--dir', payments]);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(
      `pins shop for every folder below it, ${payments} among them. --force would pin services--payments there, for all of them.`,
    );
    expect(readFileSync(join(shop, '.project-memory-key'), 'utf8')).toBe('shop\n');
    const write = /write its own pin: `([^`]+)`\. Nothing was changed\./.exec(refused.stderr)?.[1] ?? '';
    expect(write).toContain('--here');
    execFileSync('/bin/sh', ['-c', write], { env: { ...process.env, HOME: tempTree(), PROJECT_MEMORY_STATE_DIR: tempTree() } });
    expect(readFileSync(join(payments, '.project-memory-key'), 'utf8')).toBe('services--payments\n');
    expect(JSON.parse(cli(['key', '--dir', payments, '--json']).stdout)).toMatchObject({ key: 'services--payments', source: 'pin' });
    expect(JSON.parse(cli(['key', '--dir', shop, '--json']).stdout)).toMatchObject({ key: 'shop' });
  });
});

describe('project-memory key move', () => {
  it('moves tracked files with git mv and the rest by rename, removes the old folder, and the hook then lists them', () => {
    const root = tempTree({ [`${MEMORY}/0/tracked.md`]: note('tracked note'), [`${MEMORY}/_global/`]: '' });
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'memories');
    writeFileSync(join(root, MEMORY, '0', 'untracked.md'), note('untracked note'));
    mkdirSync(join(root, 'app'));

    const dry = JSON.parse(cli(['key', 'move', '0', '--dir', join(root, 'app'), '--dry-run', '--json']).stdout) as { moves: { name: string; via: string }[] };
    expect(dry.moves.map((m) => [m.name, m.via])).toEqual([
      ['tracked.md', 'git'],
      ['untracked.md', 'rename'],
    ]);
    expect(readdirSync(join(root, MEMORY, '0'))).toHaveLength(2);

    // `app` is a folder of the repository that holds the workspace: its key is the repository's
    const key = basename(root);
    const moved = cli(['key', 'move', '0', '--dir', join(root, 'app')]);
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toContain(`git mv ${join(root, MEMORY, '0', 'tracked.md')} ${join(root, MEMORY, key, 'tracked.md')}`);
    expect(existsSync(join(root, MEMORY, '0'))).toBe(false);
    expect(git(root, 'status', '--porcelain')).toContain(`R  ${MEMORY}/0/tracked.md -> ${MEMORY}/${key}/tracked.md`);
    const list = contextOf(runHook(promptEvent(join(root, 'app')), { HOME: tempTree() }).stdout) ?? '';
    expect(list).toContain(`[${key}] tracked — tracked note`);
    expect(list).toContain(`[${key}] untracked — untracked note`);
  });

  it('prints each move as a command a shell takes: a key with a space quoted', () => {
    const root = tempTree({ [`${MEMORY}/old/a.md`]: note('old a') });
    const r = cli(['key', 'move', 'old', 'my key', '--dir', root, '--dry-run']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`  mv ${join(root, MEMORY, 'old', 'a.md')} '${join(root, MEMORY, 'my key', 'a.md')}'`);
  });

  it("moves past Finder's .DS_Store in both folders: the new folder's stays, the old goes with its folder", () => {
    const root = tempTree({ [`${MEMORY}/old/a.md`]: note('old a'), [`${MEMORY}/old/.DS_Store`]: 'old view', [`${MEMORY}/new/.DS_Store`]: 'new view' });
    const r = cli(['key', 'move', 'old', 'new', '--dir', root]);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(root, MEMORY, 'old'))).toBe(false);
    expect(readdirSync(join(root, MEMORY, 'new')).sort()).toEqual(['.DS_Store', 'a.md']);
    expect(readFileSync(join(root, MEMORY, 'new', '.DS_Store'), 'utf8')).toBe('new view');
  });

  it('refuses as a whole when a name is taken, moving nothing', () => {
    const root = tempTree({ [`${MEMORY}/old/a.md`]: note('old a'), [`${MEMORY}/old/b.md`]: note('old b'), [`${MEMORY}/new/b.md`]: note('new b') });
    const r = cli(['key', 'move', 'old', 'new', '--dir', root]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`${join(root, MEMORY, 'new')} already has b.md`);
    expect(readdirSync(join(root, MEMORY, 'old')).sort()).toEqual(['a.md', 'b.md']);
    expect(readFileSync(join(root, MEMORY, 'new', 'b.md'), 'utf8')).toContain('new b');
  });

  it('finishes a move cut short between its link and its unlink: one file under both names is no taken name', () => {
    const root = tempTree({ [`${MEMORY}/old/a.md`]: note('old a'), [`${MEMORY}/old/b.md`]: note('old b'), [`${MEMORY}/new/`]: '' });
    // what a kill between renameNoReplace's link and unlink leaves
    linkSync(join(root, MEMORY, 'old', 'b.md'), join(root, MEMORY, 'new', 'b.md'));
    const r = cli(['key', 'move', 'old', 'new', '--dir', root]);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(root, MEMORY, 'old'))).toBe(false);
    expect(readdirSync(join(root, MEMORY, 'new')).sort()).toEqual(['a.md', 'b.md']);
    expect(readFileSync(join(root, MEMORY, 'new', 'b.md'), 'utf8')).toContain('old b');
  });

  it('prints the first 20 moves one by one and counts the rest; --json lists each', () => {
    const files: Record<string, string> = { [`${MEMORY}/_global/`]: '', 'app/': '' };
    for (let i = 0; i < 25; i++) files[`${MEMORY}/0/note-${String(i).padStart(2, '0')}.md`] = note(`note number ${i}`);
    const root = tempTree(files);
    const dry = cli(['key', 'move', '0', '--dir', join(root, 'app'), '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout.split('\n').filter((line) => line.startsWith('  mv '))).toHaveLength(20);
    expect(dry.stdout).toContain('  … and 5 more (--json lists each)');
    expect(JSON.parse(cli(['key', 'move', '0', '--dir', join(root, 'app'), '--dry-run', '--json']).stdout).moves).toHaveLength(25);
  });

  it('finishes a git mv cut short: files it moved on disk, the index never written, are staged moved with the rest', () => {
    const root = tempTree({
      [`${MEMORY}/old/n1.md`]: note('one'),
      [`${MEMORY}/old/n2.md`]: note('two'),
      [`${MEMORY}/old/n3.md`]: note('three'),
      [`${MEMORY}/old/sub/x.txt`]: 'kept below\n',
      [`${MEMORY}/old/edited.md`]: note('edited'),
    });
    repository(root);
    // a link that leads nowhere, tracked: moved with git mv as before, not taken for one moved
    symlinkSync('../gone/x.md', join(root, MEMORY, 'old', 'dangling.md'));
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'link');
    // what a kill in the middle of git mv leaves: files moved, the index as it was
    mkdirSync(join(root, MEMORY, 'new'));
    for (const name of ['n1.md', 'n2.md', 'sub', 'edited.md']) renameSync(join(root, MEMORY, 'old', name), join(root, MEMORY, 'new', name));
    // changed after it moved: not the file git holds, so not taken as moved (it stays to compare)
    writeFileSync(join(root, MEMORY, 'new', 'edited.md'), note('edited since'));
    const moved = JSON.parse(cli(['key', 'move', 'old', 'new', '--dir', root, '--json']).stdout) as {
      moves: { name: string; via: string }[];
      removedFolder: boolean;
    };
    expect(moved.moves.map((m) => [m.name, m.via])).toEqual([
      ['dangling.md', 'git'],
      ['n3.md', 'git'],
      ['n1.md', 'git'],
      ['n2.md', 'git'],
      ['sub', 'git'],
    ]);
    expect(moved.removedFolder).toBe(true);
    const status = git(root, 'status', '--porcelain').split('\n').filter(Boolean).sort();
    expect(status).toEqual(
      [
        ` D ${MEMORY}/old/edited.md`,
        ...['dangling.md', 'n1.md', 'n2.md', 'n3.md', 'sub/x.txt'].map((n) => `R  ${MEMORY}/old/${n} -> ${MEMORY}/new/${n}`),
        `?? ${MEMORY}/new/edited.md`,
      ].sort(),
    );
  });

  it('waits for a save holding the folder moved into, and then moves', async () => {
    const root = tempTree({ [`${MEMORY}/old/a.md`]: note('old a'), [`${MEMORY}/new/b.md`]: note('new b') });
    const home = tempTree();
    const lock = holdSaveLock(home, join(root, MEMORY, 'new'));
    const moving = runBuiltCli(['key', 'move', 'old', 'new', '--dir', root], { cwd: root, home, env: { PROJECT_MEMORY_LANG: 'en' } });
    await new Promise((done) => setTimeout(done, 1_500));
    expect(readdirSync(join(root, MEMORY, 'old')), 'key move moved while a save held the folder').toEqual(['a.md']);
    unlinkSync(lock);
    const run = await moving;
    expect(run.code, run.stderr).toBe(0);
    expect(readdirSync(join(root, MEMORY, 'new')).sort()).toEqual(['a.md', 'b.md']);
  });

  it('refuses a name whose twin in another case or spelling is there, moving nothing', () => {
    const nfd = '배포'.normalize('NFD');
    const root = tempTree({
      [`${MEMORY}/old/Docker.md`]: note('old Docker'),
      [`${MEMORY}/old/${nfd}.md`]: note('old deploy'),
      [`${MEMORY}/old/c.md`]: note('old c'),
      [`${MEMORY}/new/docker.md`]: note('new docker'),
      [`${MEMORY}/new/배포.md`]: note('new deploy'),
    });
    const r = cli(['key', 'move', 'old', 'new', '--dir', root]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`${join(root, MEMORY, 'new')} already has docker.md, 배포.md`);
    expect(readdirSync(join(root, MEMORY, 'old')).sort()).toEqual(['Docker.md', 'c.md', `${nfd}.md`].sort());
    expect(readdirSync(join(root, MEMORY, 'new')).sort()).toEqual(['docker.md', '배포.md'].sort());
  });

  it('refuses a new folder beside one of its name in another case, moving nothing; the key itself may change case', () => {
    const root = tempTree({ [`${MEMORY}/repo/deploy.md`]: note('repo deploy'), [`${MEMORY}/old/deploy.md`]: note('old deploy') });
    const r = cli(['key', 'move', 'old', 'Repo', '--dir', root]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('"Repo" differs from the folder repo/ in case alone');
    expect(readdirSync(join(root, MEMORY)).sort()).toEqual(['old', 'repo']);
    expect(cli(['key', 'move', 'repo', 'Repo', '--dir', root]).code).toBe(0);
    expect(readdirSync(join(root, MEMORY)).sort()).toEqual(['Repo', 'old']);
  });

  it('refuses a missing folder and a symlinked target, and moves nothing to the same key', () => {
    const root = tempTree({ [`${MEMORY}/old/a.md`]: note('a') });
    expect(cli(['key', 'move', 'nope', 'x', '--dir', root])).toMatchObject({ code: 1, stderr: expect.stringContaining('is not a folder: nothing to move') });
    // the same key: done, as a second pin of one key is
    expect(cli(['key', 'move', 'old', 'old', '--dir', root])).toMatchObject({ code: 0, stderr: '', stdout: expect.stringContaining('already under old') });
    // a key with no folder is no key the memories are under
    expect(cli(['key', 'move', 'nope', 'nope', '--dir', root])).toMatchObject({ code: 1, stderr: expect.stringContaining('is not a folder: nothing to move') });
    writeFileSync(join(root, MEMORY, 'file-not-folder'), '');
    expect(cli(['key', 'move', 'old', 'file-not-folder', '--dir', root])).toMatchObject({ code: 1, stderr: expect.stringContaining('is not a plain folder') });
    expect(readdirSync(join(root, MEMORY, 'old'))).toEqual(['a.md']);
  });
});

describe('save and install offer the pin, and --pin writes it', () => {
  it('the first project memory in a git checkout prints the exact command; --pin writes the pin', () => {
    const root = tempTree({ [`${MEMORY}/_global/`]: '' });
    const app = join(root, 'app');
    repository(app);
    const first = cli(['save', '--dir', app, '--scope', 'project', '--title', 'one', '--description', 'first note', '--body', 'x']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain(`first memory of project app`);
    const command = /pin it: (.*) \(or save with --pin\)/.exec(first.stderr)?.[1] ?? '';
    expect(command).toBe(`node ${CLI} key pin --dir ${app}`);
    const second = cli(['save', '--dir', app, '--scope', 'project', '--title', 'two', '--description', 'second note', '--body', 'x']);
    expect(second.stderr).not.toContain('first memory');

    const other = join(root, 'other');
    repository(other);
    const pinned = cli(['save', '--dir', other, '--scope', 'project', '--title', 'one', '--description', 'first note', '--body', 'x', '--pin', '--json']);
    expect(JSON.parse(pinned.stdout)).toMatchObject({
      projectKey: 'other',
      pin: { path: join(other, '.project-memory-key'), key: 'other', written: true },
      pinCommand: null,
    });
    expect(readFileSync(join(other, '.project-memory-key'), 'utf8')).toBe('other\n');
  });

  it('a first save with no workspace above creates it at the repository top and pins the repository, not the subfolder', () => {
    const app = join(tempTree({}), 'my.app');
    repository(app);
    mkdirSync(join(app, 'src/deep'), { recursive: true });
    const r = cli(['save', '--dir', join(app, 'src/deep'), '--scope', 'project', '--title', 't', '--description', 'd', '--body', 'x', '--pin', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ projectKey: 'my__app', pin: { path: join(app, '.project-memory-key'), key: 'my__app' } });
  });

  it('the first project memory of a repository that keeps its memories pins the key; --no-pin does not, nor offers it', () => {
    const app = join(tempTree({}), 'app');
    repository(app);
    mkdirSync(join(app, '.ai-core'));
    const first = cli(['save', '--dir', app, '--scope', 'project', '--title', 'one', '--description', 'first note', '--body', 'x', '--json']);
    expect(first.code, first.stderr).toBe(0);
    const pinFile = join(app, '.project-memory-key');
    expect(JSON.parse(first.stdout)).toMatchObject({ projectKey: 'app', pin: { path: pinFile, key: 'app', written: true }, pinCommand: null });
    expect(first.stderr).toContain(`pinned the project key "app" in ${pinFile}, so that every clone`);
    expect(readFileSync(pinFile, 'utf8')).toBe('app\n');
    const second = cli(['save', '--dir', app, '--scope', 'project', '--title', 'two', '--description', 'second note', '--body', 'x']);
    expect(second.stderr).toBe('');

    const bare = join(tempTree({}), 'bare');
    repository(bare);
    mkdirSync(join(bare, '.ai-core'));
    const unpinned = cli(['save', '--dir', bare, '--scope', 'project', '--title', 'one', '--description', 'first note', '--body', 'x', '--no-pin', '--json']);
    expect(JSON.parse(unpinned.stdout)).toMatchObject({ projectKey: 'bare', pin: null, pinCommand: null });
    expect(unpinned.stderr).toBe('');
    expect(existsSync(join(bare, '.project-memory-key'))).toBe(false);
    expect(cli(['save', '--dir', bare, '--scope', 'global', '--title', 't', '--description', 'd', '--pin', '--no-pin'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--pin and --no-pin cannot both be given'),
    });
  });

  it('install prints no pin command where the first memory will pin the key, and --pin writes it now', () => {
    const app = tempTree({});
    repository(app);
    const plain = cli(['install', '--scope', 'project', '--dir', app]);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).not.toContain('key pin');
    expect(existsSync(join(app, '.project-memory-key'))).toBe(false);
    const pinned = cli(['install', '--scope', 'project', '--dir', app, '--pin', '--json']);
    expect(JSON.parse(pinned.stdout)).toMatchObject({ pin: { written: true }, pinCommand: null });
    expect(existsSync(join(app, '.project-memory-key'))).toBe(true);
  });
});

describe('doctor on project keys', () => {
  it('names memories left under an older key with the one command that moves them; after it, the warning is gone', () => {
    const root = tempTree({ [`${MEMORY}/workspace--patent__how-feature/wt.md`]: note('saved in the worktree') });
    const patent = join(root, 'workspace/patent.how');
    repository(patent);
    git(patent, 'worktree', 'add', '-q', '../patent.how-feature');
    const dir = join(root, 'workspace/patent.how-feature');
    const checks = doctor(dir);
    expect(checks.find((c) => c.id === 'project-key')?.message).toContain(`keyed as its main worktree ${patent}`);
    const old = checks.find((c) => c.id === 'old-key');
    expect(old).toMatchObject({ status: 'warn', message: expect.stringContaining(`1 memory in ${join(root, MEMORY, 'workspace--patent__how-feature')}/`) });
    runFix(old?.fix);
    expect(doctor(dir).find((c) => c.id === 'old-key')).toBeUndefined();
    expect(contextOf(runHook(promptEvent(dir), { HOME: tempTree() }).stdout)).toContain('[workspace--patent__how] wt — saved in the worktree');
  });

  it('warns when one repository resolves to two memory folders, and names the pin that fixes it', () => {
    const root = tempTree({ [`ws/${MEMORY}/_global/`]: '', [`outside/${MEMORY}/_global/`]: '' });
    const app = join(root, 'ws/app');
    repository(app);
    git(app, 'worktree', 'add', '-q', join(root, 'outside', 'app-wt'));
    const row = doctor(app).find((c) => c.id === 'repository-keys');
    expect(row).toMatchObject({
      status: 'warn',
      message: expect.stringContaining(`${join(root, 'outside', 'app-wt')} → app-wt in ${join(root, 'outside', MEMORY)}`),
    });
    expect(row?.fix).toContain(`key pin app --dir ${app}`);
  });

  it("sees one folder where a worktree inside the repository (.claude/worktrees/) reads the main worktree's memory folder, not yet committed", () => {
    const root = tempTree();
    const app = join(root, 'app');
    repository(app);
    const save = runCli(['save', '--scope', 'project', '--title', 't', '--description', 'd', '--body', 'b'], {
      cwd: app,
      env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' },
    });
    expect(save.code, save.stderr).toBe(0);
    git(app, 'worktree', 'add', '-q', '.claude/worktrees/feat');
    expect(doctor(app).find((c) => c.id === 'repository-keys')).toMatchObject({ status: 'ok' });
  });

  it("sees one folder where a worktree with no workspace above it reads its main worktree's", () => {
    const root = tempTree({ [`ws/${MEMORY}/_global/`]: '', 'outside/': '' });
    const app = join(root, 'ws/app');
    repository(app);
    git(app, 'worktree', 'add', '-q', join(root, 'outside', 'app-wt'));
    expect(doctor(app).find((c) => c.id === 'repository-keys')).toMatchObject({ status: 'ok' });
  });

  // the README has .ai-core/ committed: each worktree checks out its own copy, under one key
  function committedMemory(): { app: string; feature: string } {
    const root = tempTree();
    const app = join(root, 'app');
    repository(app);
    const save = runCli(['save', '--scope', 'project', '--title', 't', '--description', 'd', '--body', 'b'], {
      cwd: app,
      env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' },
    });
    expect(save.code, save.stderr).toBe(0);
    git(app, 'add', '-A');
    git(app, 'commit', '-qm', 'memory');
    git(app, 'worktree', 'add', '-q', '../app-f2', '-b', 'f2');
    return { app, feature: join(root, 'app-f2') };
  }

  it('worktrees that each read their own checkout of the committed memory folder under one key are no split', () => {
    const { app, feature } = committedMemory();
    for (const dir of [feature, app]) {
      expect(doctor(dir).find((c) => c.id === 'repository-keys')).toMatchObject({ status: 'ok', message: '2 worktrees of this repository all use app' });
    }
  });

  it('a worktree of a committed memory folder under another key is still a split', () => {
    const { feature } = committedMemory();
    writeFileSync(join(feature, '.project-memory-key'), 'other\n');
    expect(doctor(feature).find((c) => c.id === 'repository-keys')).toMatchObject({
      status: 'warn',
      message: expect.stringContaining(`${feature} → other in ${join(feature, MEMORY)}`),
    });
  });

  it('warns when two different repositories pin one key', () => {
    const root = tempTree({ [`${MEMORY}/_global/`]: '' });
    for (const name of ['a', 'b']) {
      repository(join(root, name));
      writeFileSync(join(root, name, '.project-memory-key'), 'shared\n');
    }
    expect(doctor(join(root, 'a')).find((c) => c.id === 'key-collisions')).toMatchObject({
      status: 'warn',
      message: expect.stringContaining(`shared (pinned): ${join(root, 'a')}, ${join(root, 'b')}`),
    });
  });

  it('says why a pin file is ignored', () => {
    const root = tempTree({ [`${MEMORY}/_global/`]: '', 'app/.project-memory-key': '../escape\n' });
    repository(join(root, 'app'));
    expect(doctor(join(root, 'app')).find((c) => c.id === 'pin')).toMatchObject({
      status: 'fail',
      message: expect.stringContaining('"../escape" cannot name a memory folder'),
    });
  });

  it("a pin that cannot be used, the project's memories under another key: key offers the pin of that key, which works", () => {
    const root = tempTree({ [`${MEMORY}/newkey/a.md`]: note('saved under the key pinned before') });
    repository(root);
    writeFileSync(join(root, '.project-memory-key'), '../x\n');
    const shown = cli(['key', '--dir', root]);
    expect(shown.stdout).toContain('is ignored');
    const fix = /Write a valid one: (.*)$/m.exec(shown.stdout)?.[1];
    expect(fix).toMatch(/ key pin newkey --force --dir /);
    runFix(`\`${fix}\``);
    expect(readFileSync(join(root, '.project-memory-key'), 'utf8')).toContain('newkey');
  });

  it.each([
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x0a])],
    ['a file over 4 KB', Buffer.from(`${'a'.repeat(5000)}\n`)],
  ])('a pin of %s is ignored, with the reason, not read as a key (\ufffd\ufffd) or as no pin', (_what, bytes) => {
    const root = tempTree({ [`${MEMORY}/_global/`]: '', 'app/': '' });
    const app = join(root, 'app');
    repository(app);
    writeFileSync(join(app, '.project-memory-key'), bytes);
    expect(doctor(app).find((c) => c.id === 'pin')).toMatchObject({
      status: 'fail',
      message: expect.stringContaining('it holds no text a key is read from'),
    });
    const shown = runCli(['key', '--dir', app], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    expect(shown.stdout).toContain('project key: app\n');
    expect(contextOf(runHook(promptEvent(app), { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' }).stdout)).toContain('holds no usable key');
  });

  it("a pin git left conflicted: the hook's list says it was passed over and names doctor, in both languages; a mended pin says nothing", () => {
    const conflict = '<<<<<<< HEAD\nshop-checkout\n=======\nshop\n>>>>>>> 1a2b3c4 (memories)\n';
    const root = tempTree({ [`${MEMORY}/_global/a.md`]: note('a global note'), 'app/.project-memory-key': conflict });
    const app = join(root, 'app');
    repository(app);
    const en = contextOf(runHook(promptEvent(app), { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' }).stdout) ?? '';
    expect(en).toContain(
      `(the pin file ${join(app, '.project-memory-key')} holds no usable key (a merge conflict git left, or it is a symbolic link, say) and was passed over`,
    );
    expect(en).toContain(`doctor --dir ${app}`);
    const ko = contextOf(runHook(promptEvent(app, { session_id: 'ko' }), { HOME: tempTree(), PROJECT_MEMORY_LANG: 'ko' }).stdout) ?? '';
    expect(ko).toContain(`(키 고정 파일 ${join(app, '.project-memory-key')}에 쓸 수 있는 키가 없어`);
    // `list` says it too, rather than only guessing at a renamed folder
    const listed = runCli(['list', '--dir', app], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    expect(listed.stdout).toContain(
      `⚠ the pin file ${join(app, '.project-memory-key')} was passed over (git left a merge conflict in it, between "shop-checkout" and "shop"`,
    );
    expect(listed.stdout).toContain(`doctor --dir ${app}\` shows the fix`);
    const listedKo = runCli(['list', '--dir', app], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'ko' } });
    expect(listedKo.stdout).toContain(`⚠ 키 고정 파일 ${join(app, '.project-memory-key')}를 건너뛰었으므로(git 병합 충돌이 남아 있음`);
    writeFileSync(join(app, '.project-memory-key'), 'shop\n');
    const mended = contextOf(runHook(promptEvent(app, { session_id: 'mended' }), { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' }).stdout) ?? '';
    expect(mended).toContain('a global note');
    expect(mended).not.toContain('pin file');
    expect(runCli(['list', '--dir', app], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } }).stdout).not.toContain('⚠');
  });

  it('a pin git left conflicted where no memory is listed yet: the note comes alone, and the save question offers no project', () => {
    const conflict = '<<<<<<< HEAD\nwebapp\n=======\nfrontend\n>>>>>>> 1a2b3c4 (pin)\n';
    const app = tempTree({ '.ai-core/data/memory/': '', '.project-memory-key': conflict });
    repository(app);
    const context = contextOf(runHook(promptEvent(app), { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' }).stdout) ?? '';
    expect(context).toContain(`(the pin file ${join(app, '.project-memory-key')} holds no usable key`);
    expect(context).toContain('Save this to memory?": 1) _global (all projects in this workspace) 2) don\'t save');
    expect(context).not.toContain('(this project)');
  });

  it('a pin git left conflicted: save --scope project refuses, naming the pin and doctor, and writes nothing; --project and --scope global still save', () => {
    const conflict = '<<<<<<< HEAD\nacme-api\n=======\nacme-web\n>>>>>>> 1a2b3c4 (other)\n';
    const root = tempTree({ [`${MEMORY}/_global/a.md`]: note('a global note'), 'app/.project-memory-key': conflict });
    const app = join(root, 'app');
    repository(app);
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const fact = ['--title', 'Staging resets', '--description', 'staging resets nightly at 02:00', '--body', 'x'];
    const refused = runCli(['save', '--dir', app, '--scope', 'project', ...fact], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${join(app, '.project-memory-key')} holds no usable project key`);
    expect(refused.stderr).toContain(`doctor --dir ${app}`);
    expect(readdirSync(join(root, MEMORY))).toEqual(['_global']);
    const ko = runCli(['save', '--dir', app, '--scope', 'project', ...fact], { env: { ...env, PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain('프로젝트 키 고정 파일에 쓸 수 있는 키가 없습니다');
    const named = runCli(['save', '--dir', app, '--scope', 'project', '--project', 'acme-api', ...fact], { env });
    expect(named.code, named.stderr).toBe(0);
    expect(named.stdout.trim()).toBe(join(root, MEMORY, 'acme-api', 'staging-resets.md'));
    const global = runCli(['save', '--dir', app, '--scope', 'global', '--title', 'VPN drops', '--description', 'the VPN drops at 6pm', '--body', 'x'], { env });
    expect(global.code, global.stderr).toBe(0);
  });

  it('a pin passed over in a launch folder of a very long path: the note stays short, the list within its 8,000 characters', () => {
    const conflict = '<<<<<<< HEAD\nshop-checkout\n=======\nshop\n>>>>>>> 1a2b3c4 (memories)\n';
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++) files[`${MEMORY}/_global/note-${i}.md`] = note(`a global note number ${i} about deploys`);
    const root = tempTree(files);
    const app = join(root, 'app');
    repository(app);
    // quotes are escaped in JSON: a long path of them costs the list the most
    let deep = app;
    for (let i = 0; i < 8; i++) deep = join(deep, '"'.repeat(200));
    mkdirSync(deep, { recursive: true });
    writeFileSync(join(deep, '.project-memory-key'), conflict);
    const run = runHook(promptEvent(deep), { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' });
    const context = contextOf(run.stdout) ?? '';
    expect(context).toContain('holds no usable key');
    expect(JSON.stringify(context).length).toBeLessThanOrEqual(8000);
    expect(context).toContain('a global note number 0');
  });

  it('names a merge conflict git left in a pin, and offers to pin either side', () => {
    const conflict = '<<<<<<< HEAD\nshop-checkout\n=======\nshop\n>>>>>>> 1a2b3c4 (memories)\n';
    const root = tempTree({ [`${MEMORY}/_global/`]: '', 'app/.project-memory-key': conflict });
    const app = join(root, 'app');
    repository(app);
    const pinCheck = doctor(app).find((c) => c.id === 'pin');
    expect(pinCheck).toMatchObject({ status: 'fail', message: expect.stringContaining('git left a merge conflict in it, between "shop-checkout" and "shop"') });
    expect(pinCheck?.fix).toContain(`key pin shop-checkout --force --dir ${app}\` (0 memories under that key)`);
    expect(pinCheck?.fix).toContain(`key pin shop --force --dir ${app}\` (0 memories under that key)`);
    const shown = runCli(['key', '--dir', app], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    expect(shown.stdout).toContain(`key pin shop-checkout --force --dir ${app} or `);
    // the side picked is written as the whole file
    expect(runCli(['key', 'pin', 'shop', '--force', '--dir', app], { env: { HOME: tempTree() } }).code).toBe(0);
    expect(readFileSync(join(app, '.project-memory-key'), 'utf8')).toBe('shop\n');
  });

  it('inside tmux session 0: the key from the path, the session named as not used, and a folder named 0 as old memories', async () => {
    const root = tempTree({ [`${MEMORY}/0/n.md`]: note('saved under session zero'), 'app/': '' });
    const r = await runInTmuxSession(privateTmuxSocket(), '0', ['node', CLI, 'doctor', '--dir', join(root, 'app'), '--json'], {
      cwd: root,
      env: cleanEnv({ HOME: tempTree() }),
    });
    const checks = (JSON.parse(r.stdout) as { checks: Check[] }).checks;
    expect(checks.find((c) => c.id === 'project-key')?.message).toBe(
      `app, from the launch folder ${join(root, 'app')} (tmux session "0" not used: it is tmux's default name)`,
    );
    expect(checks.find((c) => c.id === 'old-key')).toMatchObject({ status: 'warn', fix: expect.stringContaining('key move 0 --dir') });
  });
});

describe('inside a tmux session named after another project', () => {
  async function projectKeyRow(withOwnFolder: boolean) {
    const root = tempTree({
      [`${MEMORY}/api/a.md`]: note('api staging creds rotate weekly'),
      ...(withOwnFolder ? { [`${MEMORY}/web/w.md`]: note('web builds need node 22') } : {}),
      'web/': '',
    });
    const r = await runInTmuxSession(privateTmuxSocket(), 'api', ['node', CLI, 'doctor', '--dir', join(root, 'web'), '--json'], {
      cwd: root,
      env: cleanEnv({ HOME: tempTree() }),
    });
    return { root, row: (JSON.parse(r.stdout) as { checks: Check[] }).checks.find((c) => c.id === 'project-key') };
  }

  it("doctor's fix pins the folder's own key where it holds memories, which pinning the session's would hide", async () => {
    const { root, row } = await projectKeyRow(true);
    expect(row).toMatchObject({ status: 'warn', message: expect.stringContaining('outside tmux this folder gives web') });
    expect(row?.fix).toContain(`key pin web --dir ${join(root, 'web')}`);
  });

  it("and the session's key where the folder has none of its own", async () => {
    const { root, row } = await projectKeyRow(false);
    expect(row?.fix).toContain(`key pin api --dir ${join(root, 'web')}`);
  });
});

describe('key pin KEY in a folder of a repository that holds the workspace at its top', () => {
  it('pins that folder as a project of its own, not the whole repository; with no KEY it pins the repository', () => {
    const root = tempTree({ 'services/billing/': '', 'web/': '' });
    git(root, 'init', '-q');
    expect(cli(['install', '--dir', root]).code).toBe(0);
    const billing = join(root, 'services', 'billing');
    const pinned = cli(['key', 'pin', 'billing', '--dir', billing]);
    expect(pinned.code, pinned.stderr).toBe(0);
    expect(existsSync(join(billing, '.project-memory-key'))).toBe(true);
    expect(existsSync(join(root, '.project-memory-key'))).toBe(false);
    expect(JSON.parse(cli(['key', '--dir', billing, '--json']).stdout)).toMatchObject({ key: 'billing', source: 'pin' });
    expect(JSON.parse(cli(['key', '--dir', join(root, 'web'), '--json']).stdout)).toMatchObject({ key: basename(root), source: 'git' });
    expect(cli(['key', 'pin', '--dir', join(root, 'web')]).code).toBe(0);
    expect(readFileSync(join(root, '.project-memory-key'), 'utf8')).toContain(basename(root));
  });
});

describe('a launch below a package folder of a repository that holds the workspace at its top', () => {
  it('names the package folder as where the key came from, not the launch folder: key, key --json, list and doctor, in both languages', () => {
    const root = tempTree({ [`${MEMORY}/_global/`]: '', 'pkg/package.json': '{}\n', 'pkg/src/deep/': '' });
    git(root, 'init', '-q');
    const pkg = join(root, 'pkg');
    const dir = join(pkg, 'src/deep');
    const en = cli(['key', '--dir', dir]);
    expect(en.code, en.stderr).toBe(0);
    expect(en.stdout).toContain(`from: the package folder ${pkg} (the nearest with a package.json, go.mod or the like)`);
    expect(en.stdout).not.toContain('launch folder');
    expect(JSON.parse(cli(['key', '--dir', dir, '--json']).stdout)).toMatchObject({ key: 'pkg', source: 'package-folder', projectDir: pkg });
    expect(cli(['list', '--dir', dir]).stdout).toContain('project key: pkg (nearest package folder)');
    expect(doctor(dir).find((c) => c.id === 'project-key')?.message).toContain(`pkg, from the package folder ${pkg}`);
    const ko = cli(['key', '--dir', dir], 'ko');
    expect(ko.stdout).toContain(`패키지 폴더 ${pkg} (package.json, go.mod 같은 파일이 있는 가장 가까운 폴더)`);
    expect(ko.stdout).not.toContain('시작 폴더');
  });
});

describe('key before the first memory', () => {
  it('pin pins the key a first save will use, with no workspace yet (exit 0), and move has nothing to move (exit 1), as the help says', () => {
    const repo = tempTree({ 'src/': '' });
    git(repo, 'init', '-q');
    expect(cli(['key', 'pin', '--dir', repo])).toMatchObject({ code: 0 });
    expect(readFileSync(join(repo, '.project-memory-key'), 'utf8')).toBe(`${basename(repo)}\n`);
    expect(cli(['key', 'move', 'old', '--dir', repo]).code).toBe(1);
    expect(cli(['key', '--help']).stdout).toContain('pin pins it for that save); 1 invalid input, or no workspace for move;');
  });

  it("before the first save, shows first the key that save will pin (the remote's name), as it does once the memory folder is there", () => {
    const repo = join(tempTree(), 'acme-web');
    repository(repo);
    git(repo, 'remote', 'add', 'origin', 'git@example.com:acme/shop.git');
    const before = cli(['key', '--dir', repo]);
    expect(before.stdout.split('\n').slice(0, 2)).toEqual(['project key: shop', "from: the git remote's name, which the first project save pins"]);
    expect(cli(['install', '--dir', repo]).code).toBe(0);
    expect(cli(['key', '--dir', repo]).stdout.split('\n')[0]).toBe('project key: shop');
  });
});
