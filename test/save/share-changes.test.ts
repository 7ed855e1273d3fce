// A memory changed after it was shared (save --update, verify, rename, forget, key move) stays in
// the clone that changed it until committed and pushed, and nothing else says so: each command
// that changes memories gives the line that shares the folder's changes no commit holds. Pasted
// as printed, it brings the change to a teammate's clone; it never commits a deletion made by
// hand (a mishap, maybe), nor a memory marked for a secret.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { CLI, runCli } from '../support/processes.js';

const identity = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

const cli = (dir: string, ...args: string[]) => runCli([...args, '--dir', dir], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });

/** The line a command said to paste, run as the user would; undefined where it said none. */
function paste(stderr: string, cwd: string): string | undefined {
  const line = /line to paste\):\n {2}(git -C .+)/.exec(stderr)?.[1];
  if (line !== undefined) execFileSync('sh', ['-c', line], { cwd, env: { ...process.env, ...identity }, stdio: 'pipe' });
  return line;
}

/** A bare remote and a clone of it (`alice`) with one commit pushed: the clone's folder. */
function cloneWithRemote(): string {
  const base = tempTree();
  git(base, 'init', '-q', '--bare', 'shop.git');
  git(base, 'clone', '-q', 'shop.git', 'alice');
  const alice = join(base, 'alice');
  writeFileSync(join(alice, 'app.txt'), 'v1\n');
  git(alice, 'add', 'app.txt');
  git(alice, 'commit', '-q', '-m', 'init');
  git(alice, 'push', '-q', 'origin', 'HEAD');
  return alice;
}

/** Two clones of one remote with a commit pushed, `alice` and `bob`, as teammates. */
function teammates(): { alice: string; bob: string } {
  const alice = cloneWithRemote();
  git(join(alice, '..'), 'clone', '-q', 'shop.git', 'bob');
  return { alice, bob: join(alice, '..', 'bob') };
}

/** A clone's folder of the project `shop`'s memories. */
const folder = (clone: string) => join(clone, '.ai-core', 'data', 'memory', 'shop');

/** A workspace `ws` (a repository of its own ignoring .ai-core/ where `outer`) whose .ai-core/ is a clone of a bare remote with one commit pushed. */
function memoryRepository(outer: boolean): { ws: string; core: string } {
  const base = tempTree();
  git(base, 'init', '-q', '--bare', 'mem.git');
  const ws = join(base, 'ws');
  if (outer) {
    git(base, 'init', '-q', 'ws');
    writeFileSync(join(ws, '.gitignore'), '.ai-core/\n');
  }
  execFileSync('mkdir', ['-p', join(ws, 'proj')]);
  git(ws, 'clone', '-q', join(base, 'mem.git'), '.ai-core');
  const core = join(ws, '.ai-core');
  git(core, 'commit', '-q', '--allow-empty', '-m', 'init');
  git(core, 'push', '-q', 'origin', 'HEAD');
  return { ws, core };
}

/** What a project memory saved from the workspace's `proj` folder says on stderr. */
const saveFact = (ws: string) =>
  cli(join(ws, 'proj'), 'save', '--scope', 'project', '--no-pin', '--title', 'Fact', '--description', 'a fact of the workspace', '--body', 'f').stderr;

it('shares an update, a verify, a rename and a forget with a teammate, each by the line it printed', () => {
  const { alice, bob } = teammates();

  const saved = cli(alice, 'save', '--scope', 'project', '--title', 'Deploy day', '--description', 'deploys on tuesdays', '--body', 'b');
  expect(paste(saved.stderr, alice)).toContain("commit -m 'Add project memory: deploy-day'");

  const updated = cli(alice, 'save', '--update', '--name', 'deploy-day', '--description', 'deploys on wednesdays');
  expect(updated.code, updated.stderr).toBe(0);
  expect(updated.stderr).toContain('This memory change is not committed yet, and no teammate gets it until it is pushed');
  expect(paste(updated.stderr, alice)).toContain("commit -m 'Update project memory: deploy-day' -- .ai-core/data/memory/shop/deploy-day.md");
  git(bob, 'pull', '-q');
  expect(readFileSync(join(folder(bob), 'deploy-day.md'), 'utf8')).toContain('deploys on wednesdays');

  // the update set verified_at to today: a review date is what this verify changes
  const verified = cli(alice, 'verify', 'deploy-day', '--review-in', '30d');
  expect(paste(verified.stderr, alice)).toBeDefined();
  git(bob, 'pull', '-q');
  expect(readFileSync(join(folder(bob), 'deploy-day.md'), 'utf8')).toMatch(/^review_by: /m);

  const renamed = cli(alice, 'rename', 'deploy-day', 'deploy-weekday');
  expect(paste(renamed.stderr, alice)).toContain('deploy-day.md');
  // each commit says what its command did, to which memory: a log tells a rename from a save
  expect(git(alice, 'log', '-1', '--format=%s')).toBe('Rename project memory: deploy-day → deploy-weekday\n');
  git(bob, 'pull', '-q');
  expect(existsSync(join(folder(bob), 'deploy-weekday.md'))).toBe(true);
  expect(existsSync(join(folder(bob), 'deploy-day.md'))).toBe(false);

  const forgotten = cli(alice, 'forget', 'deploy-weekday');
  expect(forgotten.code, forgotten.stderr).toBe(0);
  expect(paste(forgotten.stderr, alice)).toBeDefined();
  expect(git(alice, 'log', '-1', '--format=%s')).toBe('Forget project memory: deploy-weekday\n');
  git(bob, 'pull', '-q');
  expect(existsSync(join(folder(bob), 'deploy-weekday.md'))).toBe(false);
  expect(git(alice, 'status', '--porcelain')).toBe('');
});

it('leaves out of the line a memory deleted by hand and one marked for a secret', () => {
  const alice = cloneWithRemote();
  const folder = join(alice, '.ai-core', 'data', 'memory', 'shop');
  paste(cli(alice, 'save', '--scope', 'project', '--title', 'Kept', '--description', 'a memory deleted by hand later', '--body', 'k').stderr, alice);
  rmSync(join(folder, 'kept.md'));
  writeFileSync(join(folder, 'db.md'), '---\ntitle: DB\ndescription: the database login\n---\npassword: Xq7#mLp2$vR9wZ4k\n');
  const line = cli(alice, 'save', '--scope', 'project', '--title', 'Other', '--description', 'another fact here', '--body', 'o').stderr;
  const said = /one line to paste\):\n {2}(git -C .+)/.exec(line)?.[1] as string;
  expect(said).toContain('other.md');
  expect(said).not.toContain('kept.md');
  expect(said).not.toContain('db.md');
});

it('leaves out, and names, an earlier memory lint would stop a commit on; the line goes through a lint --staged pre-commit hook', () => {
  const alice = cloneWithRemote();
  const folder = join(alice, '.ai-core', 'data', 'memory', 'shop');
  paste(cli(alice, 'save', '--scope', 'project', '--title', 'First', '--description', 'the first fact here', '--body', 'f').stderr, alice);
  writeFileSync(join(folder, 'broken.md'), '---\ntitle: [broken\n---\n');
  writeFileSync(join(folder, 'huge.md'), `---\ntitle: Huge\ndescription: a dump\n---\n${'x'.repeat(300 * 1024)}\n`);
  writeFileSync(join(folder, 'draft.md'), '---\ntitle: Draft\ndescription: a draft saved by hand\n---\nd\n');
  const hook = join(alice, '.git', 'hooks', 'pre-commit');
  writeFileSync(hook, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} lint --staged\n`, { mode: 0o755 });
  const saved = cli(alice, 'save', '--scope', 'project', '--title', 'Second', '--description', 'the second fact here', '--body', 's').stderr;
  expect(saved).toMatch(/Left out of it: \S*broken\.md, \S*huge\.md, written earlier/);
  expect(saved).toMatch(/It takes along, written earlier and not in git yet: \S*draft\.md\./);
  const line = paste(saved, alice) as string;
  expect(line).toContain('draft.md');
  expect(line).not.toContain('broken.md');
  expect(git(alice, 'status', '--porcelain')).toBe('?? .ai-core/data/memory/shop/broken.md\n?? .ai-core/data/memory/shop/huge.md\n');
});

it('names what it sets aside as the list would (a token for a name masked), sets aside a memory superseding itself, and names none its not_secrets clears', () => {
  const alice = cloneWithRemote();
  const folder = join(alice, '.ai-core', 'data', 'memory', 'shop');
  paste(cli(alice, 'save', '--scope', 'project', '--title', 'First', '--description', 'the first fact here', '--body', 'f').stderr, alice);
  const token = `ghp_${'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY5zA7'}`;
  writeFileSync(join(folder, `${token}.md`), '---\ntitle: Token\ndescription: a token saved as a name\n---\nt\n');
  writeFileSync(join(folder, 'loop.md'), '---\ntitle: Loop\ndescription: a memory that replaces itself\nsupersedes: [loop]\n---\nl\n');
  const cleared = cli(
    alice,
    'save',
    '--scope',
    'project',
    '--title',
    'Example key',
    '--description',
    'what a key looks like',
    '--allow-secret',
    '--body',
    `key: ${token}`,
  );
  expect(cleared.code, cleared.stderr).toBe(0);
  const saved = cli(alice, 'save', '--scope', 'project', '--title', 'Second', '--description', 'the second fact here', '--body', 's').stderr;
  expect(saved).toContain('Left out of it:');
  expect(saved).toContain('loop.md');
  expect(saved).not.toContain(token);
  expect(saved).not.toContain('example-key');
  const line = paste(saved, alice) as string;
  expect(line).not.toContain('loop.md');
  expect(line).not.toContain('example-key');
});

it("names in a forget's commit the memory forgotten, not one whose supersedes it mended; warns of a teammate's same pin where it writes the first", () => {
  const alice = cloneWithRemote();
  // README and .gitignore committed already: the pin is the one file a teammate's first save makes too
  expect(cli(alice, 'install', '--scope', 'local').code).toBe(0);
  git(alice, 'add', '.ai-core');
  git(alice, 'commit', '-qm', 'memory folder');
  git(alice, 'push', '-q');
  const first = cli(alice, 'save', '--scope', 'project', '--title', 'Deploy day', '--description', 'deploys on tuesdays', '--body', 'b').stderr;
  expect(first).toContain('.project-memory-key');
  expect(first).toContain('git pull stops on them');
  paste(first, alice);
  const replacing = ['--title', 'Deploy weekday', '--description', 'deploys on wednesdays now', '--supersedes', 'deploy-day', '--body', 'w'];
  paste(cli(alice, 'save', '--scope', 'project', ...replacing).stderr, alice);
  const forgotten = cli(alice, 'forget', 'deploy-day');
  expect(forgotten.code, forgotten.stderr).toBe(0);
  expect(paste(forgotten.stderr, alice)).toContain('deploy-weekday.md');
  expect(git(alice, 'log', '-1', '--format=%s')).toBe('Forget project memory: deploy-day\n');
});

it("takes the pin of a subfolder's project along with its memory, in a later save's line made elsewhere", () => {
  const alice = cloneWithRemote();
  const api = join(alice, 'packages', 'api');
  execFileSync('mkdir', ['-p', api]);
  expect(cli(api, 'key', 'pin', 'api', '--here').code).toBe(0);
  expect(cli(api, 'save', '--scope', 'project', '--title', 'API port', '--description', 'the api listens on 8080', '--body', 'p').code).toBe(0);
  const later = cli(alice, 'save', '--scope', 'global', '--title', 'Tabs', '--description', 'tabs in makefiles', '--body', 't').stderr;
  const said = /line to paste\):\n {2}(git -C .+)/.exec(later)?.[1] as string;
  expect(said).toContain('.ai-core/data/memory/api/api-port.md');
  expect(said).toContain('packages/api/.project-memory-key');
});

it("keeps the user's staged work staged where the remote has nothing new, and leaves out a memory saved with --allow-secret", () => {
  const alice = cloneWithRemote();
  paste(cli(alice, 'save', '--scope', 'project', '--title', 'Deploy day', '--description', 'deploys on tuesdays', '--body', 'b').stderr, alice);
  const secret = cli(
    alice,
    'save',
    '--scope',
    'project',
    '--title',
    'Staging login',
    '--description',
    'the staging admin login',
    '--allow-secret',
    '--body',
    'password: Zq8#vT2kLw9pXr4m',
  );
  expect(secret.code, secret.stderr).toBe(0);
  expect(secret.stderr).not.toContain('line to paste');
  writeFileSync(join(alice, 'app.txt'), 'v2\n');
  git(alice, 'add', 'app.txt');
  const updated = cli(alice, 'save', '--update', '--name', 'deploy-day', '--description', 'deploys on wednesdays');
  const line = paste(updated.stderr, alice) as string;
  expect(line).not.toContain('staging-login');
  expect(git(alice, 'status', '--porcelain')).toBe('M  app.txt\n?? .ai-core/data/memory/shop/staging-login.md\n');
  expect(git(alice, 'log', '-1', '--format=%s', '@{u}')).toBe('Update project memory: deploy-day\n');
});

const lineOf = (stderr: string) => /\):\n {2}(git -C .+)/.exec(stderr)?.[1];

it("takes the project's pin no commit holds along with a verify's change, and nothing of another memory's edit by hand", () => {
  const alice = cloneWithRemote();
  cli(alice, 'save', '--scope', 'project', '--title', 'Deploy day', '--description', 'deploys on tuesdays', '--body', 'b');
  cli(alice, 'save', '--scope', 'project', '--title', 'Other one', '--description', 'another memory here', '--body', 'o');
  git(alice, 'add', '.ai-core');
  git(alice, 'commit', '-q', '-m', 'memories without the pin');
  writeFileSync(join(alice, '.ai-core', 'data', 'memory', 'shop', 'other-one.md'), '---\ntitle: Other one\ndescription: edited by hand, not done\n---\nwip\n');
  const line = lineOf(cli(alice, 'verify', 'deploy-day', '--review-in', '30d').stderr) as string;
  expect(line).toContain('deploy-day.md');
  expect(line).toContain('.project-memory-key');
  expect(line).not.toContain('other-one.md');
});

it('takes a pin above the workspace, as ../.project-memory-key from it', () => {
  const alice = cloneWithRemote();
  writeFileSync(join(alice, '.project-memory-key'), 'shop\n');
  const app = join(alice, 'app');
  execFileSync('mkdir', ['-p', join(app, '.ai-core')]);
  const said = cli(app, 'save', '--scope', 'project', '--title', 'Port', '--description', 'the app listens on 8080', '--body', 'p').stderr;
  const line = lineOf(said) as string;
  expect(line).toContain(`git -C ${app} --literal-pathspecs add -- `);
  expect(line).toContain('../.project-memory-key');
  paste(said, app);
  expect(git(alice, 'status', '--porcelain')).toBe('');
});

it('leaves out a memory untracked with git rm --cached', () => {
  const alice = cloneWithRemote();
  paste(cli(alice, 'save', '--scope', 'project', '--title', 'Kept local', '--description', 'a memory untracked on purpose', '--body', 'k').stderr, alice);
  git(alice, 'rm', '-q', '--cached', join('.ai-core', 'data', 'memory', 'shop', 'kept-local.md'));
  const line = lineOf(cli(alice, 'save', '--scope', 'project', '--title', 'Next', '--description', 'the next memory', '--body', 'n').stderr) as string;
  expect(line).toContain('next.md');
  expect(line).not.toContain('kept-local.md');
});

it('gives no line while a cherry-pick stops on a conflict', () => {
  const alice = cloneWithRemote();
  paste(cli(alice, 'save', '--scope', 'project', '--title', 'Next', '--description', 'the next memory', '--body', 'n').stderr, alice);
  git(alice, 'checkout', '-q', '-b', 'side');
  writeFileSync(join(alice, 'app.txt'), 'side\n');
  git(alice, 'commit', '-q', '-am', 'side');
  git(alice, 'checkout', '-q', '-');
  writeFileSync(join(alice, 'app.txt'), 'main\n');
  git(alice, 'commit', '-q', '-am', 'main');
  expect(() => git(alice, 'cherry-pick', 'side')).toThrow();
  const during = cli(alice, 'save', '--update', '--name', 'next', '--description', 'the next memory, changed');
  expect(during.code, during.stderr).toBe(0);
  expect(lineOf(during.stderr)).toBeUndefined();
  expect(during.stderr).toContain('no line to share these changes while a git cherry-pick is under way');
  // and on a detached HEAD, where a commit is left behind by the next checkout
  git(alice, 'cherry-pick', '--abort');
  git(alice, 'checkout', '-q', '--detach');
  const detached = cli(alice, 'save', '--update', '--name', 'next', '--description', 'the next memory, detached');
  expect(detached.stderr).toContain('no line to share these changes: HEAD is detached');
});

it('gives no line, and says why, where a conflict is left with git stopped on nothing (a stash popped onto a change of the same line)', () => {
  const alice = cloneWithRemote();
  paste(cli(alice, 'save', '--scope', 'project', '--title', 'Next', '--description', 'the next memory', '--body', 'n').stderr, alice);
  writeFileSync(join(alice, 'app.txt'), 'stashed\n');
  git(alice, 'stash', '-q');
  writeFileSync(join(alice, 'app.txt'), 'committed\n');
  git(alice, 'commit', '-q', '-am', 'app');
  expect(() => git(alice, 'stash', 'pop', '-q')).toThrow();
  expect(git(alice, 'status', '--porcelain')).toContain('UU app.txt');
  const during = cli(alice, 'save', '--update', '--name', 'next', '--description', 'the next memory, changed');
  expect(during.code, during.stderr).toBe(0);
  expect(lineOf(during.stderr)).toBeUndefined();
  expect(during.stderr).toContain('no line to share these changes while git holds files in conflict');
});

it('says why there is no line while a rebase stops on a conflict in a memory itself: a memory saved then is named as left to commit', () => {
  const { alice, bob } = teammates();
  for (const [who, description] of [
    [bob, 'flush db2 only'],
    [alice, 'flush every db'],
  ] as const) {
    const saved = cli(who, 'save', '--scope', 'global', '--name', 'redis-flush', '--title', 'Redis flush', '--description', description, '--body', 'b');
    expect(saved.code, saved.stderr).toBe(0);
    if (who === bob) expect(paste(saved.stderr, bob)).toBeDefined();
    else {
      git(alice, 'add', '-A');
      git(alice, 'commit', '-qm', 'alice');
    }
  }
  expect(() => git(alice, 'pull', '-q', '--rebase')).toThrow();
  const during = cli(alice, 'save', '--scope', 'global', '--title', 'Redis flush on db2', '--description', 'only db2 is flushed nightly', '--body', 'b');
  expect(during.code, during.stderr).toBe(0);
  expect(lineOf(during.stderr)).toBeUndefined();
  expect(during.stderr).toContain('no line to share these changes while a git rebase is under way');
});

it('gives the line of a memory folder that is a repository of its own, below a workspace that is none', () => {
  const { ws, core } = memoryRepository(false);
  const said = saveFact(ws);
  const memoryRoot = join(core, 'data', 'memory');
  expect(lineOf(said)).toContain(`git -C ${memoryRoot} --literal-pathspecs add -- proj/fact.md`);
  paste(said, ws);
  expect(git(core, 'log', '-1', '--format=%s', '@{u}')).toBe('Add project memory: fact\n');
});

it('commits the paths as written: a key holding [1] takes no memory of the key 1', () => {
  const alice = cloneWithRemote();
  const secret = cli(
    alice,
    'save',
    '--project',
    'shop1',
    '--scope',
    'project',
    '--name',
    'x',
    '--title',
    'Login',
    '--description',
    'a login',
    '--allow-secret',
    '--body',
    'password: hunter2Secret!xyz',
  );
  expect(secret.code, secret.stderr).toBe(0);
  const said = cli(
    alice,
    'save',
    '--project',
    'shop[1]',
    '--scope',
    'project',
    '--name',
    'x',
    '--title',
    'Plain',
    '--description',
    'nothing secret',
    '--body',
    'n',
  ).stderr;
  paste(said, alice);
  expect(git(alice, 'show', '--stat', '--format=', 'HEAD')).not.toContain('shop1/');
  expect(git(alice, 'status', '--porcelain')).toContain('?? .ai-core/data/memory/shop1/');
});

it('gives no line for a rename of a memory holding a secret, nor commits a hand edit of README, .gitignore or the pin', () => {
  const alice = cloneWithRemote();
  paste(cli(alice, 'save', '--scope', 'project', '--title', 'Base', '--description', 'a base memory', '--body', 'b').stderr, alice);
  cli(
    alice,
    'save',
    '--scope',
    'project',
    '--name',
    'dbinfo',
    '--title',
    'DB',
    '--description',
    'local db',
    '--allow-secret',
    '--body',
    'password: Zq8#vT2kLw9pXr4m',
  );
  git(alice, 'add', '-A');
  git(alice, 'commit', '-q', '-m', 'by hand');
  expect(lineOf(cli(alice, 'rename', 'dbinfo', 'dbinfo-old').stderr)).toBeUndefined();
  git(alice, 'commit', '-q', '-m', 'rename by hand');
  const memory = join(alice, '.ai-core', 'data', 'memory');
  writeFileSync(join(memory, 'README.md'), 'our own words\n');
  writeFileSync(join(alice, '.project-memory-key'), 'shop\n# ask Kim\n');
  const line = lineOf(cli(alice, 'verify', 'base', '--review-in', '30d').stderr) as string;
  expect(line).toContain('base.md');
  expect(line).not.toContain('README.md');
  expect(line).not.toContain('.project-memory-key');
});

it('stops at the commit on a branch that tracks one of another name', () => {
  const alice = cloneWithRemote();
  git(alice, 'checkout', '-q', '-b', 'mine', '--track', 'origin/main');
  const line = lineOf(cli(alice, 'save', '--scope', 'project', '--title', 'Mine', '--description', 'on a branch of mine', '--body', 'm').stderr) as string;
  expect(line).toContain('commit');
  expect(line).not.toContain('push');
});

it('commits in the memory folder’s own repository, inside a checkout that ignores it', () => {
  const { ws, core } = memoryRepository(true);
  const said = saveFact(ws);
  expect(lineOf(said)).toContain(`git -C ${join(core, 'data', 'memory')} --literal-pathspecs add -- ws/fact.md`);
});

it('takes along the pin `key pin NEW --force` changed, in the line of the `key move` its note asks for: a teammate who pulls lists the moved memories', () => {
  const { alice, bob } = teammates();
  const saved = cli(alice, 'save', '--scope', 'project', '--title', 'Api port', '--description', 'the api listens on port 8081', '--body', 'b');
  expect(paste(saved.stderr, alice)).toBeDefined();
  expect(readFileSync(join(alice, '.project-memory-key'), 'utf8')).toContain('shop');

  const pinned = cli(alice, 'key', 'pin', 'store', '--force');
  expect(pinned.code, pinned.stderr).toBe(0);
  expect(pinned.stdout + pinned.stderr).toContain('key move shop');
  const moved = cli(alice, 'key', 'move', 'shop');
  expect(moved.code, moved.stderr).toBe(0);
  expect(paste(moved.stderr, alice)).toContain('.project-memory-key');
  expect(git(alice, 'status', '--porcelain')).toBe('');

  git(bob, 'pull', '-q');
  const listed = cli(bob, 'list', '--json');
  expect(JSON.parse(listed.stdout).memories.map((m: { folder: string; name: string }) => `${m.folder}/${m.name}`)).toEqual(['store/api-port']);
});

it("commits a forget of a memory renamed since the last commit: the deletion git holds is of the committed name, and the teammate's copy goes", () => {
  const { alice, bob } = teammates();
  const saved = cli(alice, 'save', '--scope', 'project', '--title', 'Old fact', '--description', 'an old fact to rename then forget', '--body', 'a');
  expect(paste(saved.stderr, alice)).toBeDefined();
  git(bob, 'pull', '-q');
  expect(existsSync(join(folder(bob), 'old-fact.md'))).toBe(true);

  // renamed, not committed: then forgotten under its new name
  expect(cli(alice, 'rename', 'old-fact', 'new-fact').code).toBe(0);
  const forgotten = cli(alice, 'forget', 'new-fact');
  expect(forgotten.code, forgotten.stderr).toBe(0);
  expect(paste(forgotten.stderr, alice)).toContain('old-fact.md');
  expect(git(alice, 'log', '-1', '--format=%s')).toBe('Forget project memory: new-fact\n');
  expect(git(alice, 'status', '--porcelain')).toBe('');
  git(bob, 'pull', '-q');
  expect(existsSync(join(folder(bob), 'old-fact.md'))).toBe(false);
});
