// `forget NAME` deletes a memory: with git rm where git's last commit holds it as it is,
// only with --force where it would lose text no commit holds; it takes the name out of
// every supersedes that named it and names what the list shows again. The built CLI as
// a real process, in real temp folders, with real git.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { secretDigest } from '../../lib/format/secrets.js';
import { assertBuilt, runCli } from '../support/built.js';
import { holdSaveLock } from '../support/save-lock.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const EN = { PROJECT_MEMORY_LANG: 'en' };
const KO = { PROJECT_MEMORY_LANG: 'ko' };

const memory = (title: string, more = '') => `---\ntitle: ${title}\ndescription: about ${title}\ncreated_at: 2026-01-01\n${more}---\nBody of ${title}.\n`;

function workspace(files: Record<string, string>, committed = true) {
  const tree: Record<string, string> = { 'proj/': '', '.ai-core/data/memory/_global/': '', '.ai-core/data/memory/proj/': '' };
  for (const [path, text] of Object.entries(files)) tree[`.ai-core/data/memory/${path}`] = text;
  const root = tempTree(tree);
  const ws = { root, project: join(root, 'proj'), home: makeTempDir(), memory: join(root, '.ai-core', 'data', 'memory') };
  if (committed) {
    git(ws, 'init', '-q');
    git(ws, 'add', '-A');
    git(ws, 'commit', '-qm', 'init');
  }
  return ws;
}
type Ws = { root: string; project: string; home: string; memory: string };

const cli = (ws: Ws, args: string[], env = EN) =>
  runCli(['forget', ...args], { cwd: ws.project, home: ws.home, env: { ...env, PROJECT_MEMORY_PROJECT: 'proj' } });
function git(ws: Pick<Ws, 'root'>, ...args: string[]) {
  return execFileSync('git', args, {
    cwd: ws.root,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' },
  });
}
const read = (ws: Ws, path: string) => readFileSync(join(ws.memory, path), 'utf8');
const listNames = async (ws: Ws) => {
  const run = await runCli(['list', '--json'], { cwd: ws.project, home: ws.home, env: { ...EN, PROJECT_MEMORY_PROJECT: 'proj' } });
  expect(run.code).toBe(0);
  return (JSON.parse(run.stdout).memories as { name: string }[]).map((m) => m.name).sort();
};

describe('forget', () => {
  it('git rm-s a committed memory, and a memory that superseded it supersedes what it did in its place', async () => {
    const ws = workspace({
      'proj/old.md': memory('Old'),
      'proj/older.md': memory('Older'),
      'proj/mid.md': memory('Mid', 'supersedes: [old, older]  # both wrong\n'),
      'proj/also-hides-older.md': memory('Also', 'supersedes: older\n'),
      'proj/newest.md': memory('Newest', 'supersedes:\n  - mid\n  - gone-long-ago\n'),
      '_global/mid.md': memory('Global mid'),
    });
    expect(await listNames(ws)).toEqual(['also-hides-older', 'mid', 'newest']);
    const run = await cli(ws, ['mid', '--scope', 'project']);
    expect(run.code).toBe(0);
    const path = join(ws.memory, 'proj', 'mid.md');
    expect(run.stdout).toContain(`deleted ${path} (git rm: staged; its text stays in git history)`);
    // newest replaced mid, which replaced old and older: forgetting the middle of the chain
    // does not bring the oldest back (a name it does not resolve, gone-long-ago, stays as written)
    expect(run.stdout).toContain(
      `took mid out of the supersedes of 1 memory, and put what it superseded (+) in its place:\n  ${join(ws.memory, 'proj', 'newest.md')} (+ old, older)\n`,
    );
    expect(run.stdout).not.toContain('shows again');
    expect(existsSync(path)).toBe(false);
    expect(git(ws, 'status', '--porcelain')).toContain('D  .ai-core/data/memory/proj/mid.md');
    expect(git(ws, 'status', '--porcelain')).toContain('M  .ai-core/data/memory/proj/newest.md');
    expect(read(ws, 'proj/newest.md')).toBe(memory('Newest', 'supersedes: [old, older, gone-long-ago]\n'));
    // the global memory of the same name was never named by it: untouched
    expect(read(ws, '_global/mid.md')).toBe(memory('Global mid'));
    expect(await listNames(ws)).toEqual(['also-hides-older', 'mid', 'newest']);
  });

  it('refuses text no commit holds without --force, and deletes it with --force', async () => {
    const ws = workspace({ 'proj/a.md': memory('A') }, false);
    const path = join(ws.memory, 'proj', 'a.md');
    const run = await cli(ws, ['a']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path} is in no git repository, so deleting it would lose its text for good: pass --force`);
    expect(run.stderr).toContain('Nothing was deleted.');
    const ko = await cli(ws, ['a'], KO);
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain('git 저장소 밖에 있어');
    // in a repository, never committed
    git(ws, 'init', '-q');
    const untracked = await cli(ws, ['a']);
    expect(untracked.code).toBe(1);
    expect(untracked.stderr).toContain(`git does not track ${path} (never committed, or ignored)`);
    expect(existsSync(path)).toBe(true);
    const forced = await cli(ws, ['a', '--force', '--json']);
    expect(forced.code).toBe(0);
    expect(JSON.parse(forced.stdout)).toMatchObject({ name: 'a', path, via: 'delete', held: 'nothing', written: true });
    expect(existsSync(path)).toBe(false);
  });

  it('takes a memory renamed since the last commit (its rename staged) as held: that commit has its text under the old name', async () => {
    const ws = workspace({ 'proj/race-test.md': memory('Race'), 'proj/other.md': memory('Other') });
    const renamed = await runCli(['rename', 'race-test', 'race-renamed'], { cwd: ws.project, home: ws.home, env: { ...EN, PROJECT_MEMORY_PROJECT: 'proj' } });
    expect(renamed.code, renamed.stderr).toBe(0);
    const run = await cli(ws, ['race-renamed', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ name: 'race-renamed', via: 'git', held: 'committed' });
    expect(git(ws, 'status', '--porcelain')).toContain('D  .ai-core/data/memory/proj/race-test.md');
    // renamed and then edited: the edit is in no commit
    await runCli(['rename', 'other', 'other-2'], { cwd: ws.project, home: ws.home, env: { ...EN, PROJECT_MEMORY_PROJECT: 'proj' } });
    writeFileSync(join(ws.memory, 'proj', 'other-2.md'), `${read(ws, 'proj/other-2.md')}One more line.\n`);
    git(ws, 'add', '-A');
    const edited = await cli(ws, ['other-2']);
    expect(edited.code).toBe(1);
    expect(edited.stderr).toContain('has changes no commit holds');
  });

  it('forgets a committed memory deleted by hand: the deletion staged, its supersedes readers mended, what it hid named', async () => {
    const ws = workspace({
      'proj/old.md': memory('Old'),
      'proj/mid.md': memory('Mid', 'supersedes: old\n'),
      'proj/newest.md': memory('Newest', 'supersedes: mid\n'),
    });
    const path = join(ws.memory, 'proj', 'mid.md');
    unlinkSync(path);
    expect(git(ws, 'status', '--porcelain')).toContain(' D .ai-core/data/memory/proj/mid.md');
    const run = await cli(ws, ['mid', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ name: 'mid', scope: 'project', path, via: 'git', held: 'committed', written: true });
    // newest supersedes old in mid's place: the text read from git said mid hid it
    expect(JSON.parse(run.stdout)).toMatchObject({ passedOn: [{ path: join(ws.memory, 'proj', 'newest.md'), names: ['old'] }], listedAgain: [] });
    expect(git(ws, 'status', '--porcelain')).toContain('D  .ai-core/data/memory/proj/mid.md');
    expect(read(ws, 'proj/newest.md')).toBe(memory('Newest', 'supersedes: old\n'));
    // a name git never held is still no memory
    const unknown = await cli(ws, ['never-was']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no memory named never-was');
  });

  it('refuses a file git is told to take as unchanged, whose text it does not hold', async () => {
    const ws = workspace({ 'proj/a.md': memory('A') });
    const path = join(ws.memory, 'proj', 'a.md');
    git(ws, 'update-index', '--assume-unchanged', '.ai-core/data/memory/proj/a.md');
    writeFileSync(path, memory('A, with a line no commit holds'));
    expect(git(ws, 'status', '--porcelain')).toBe('');
    const run = await cli(ws, ['a']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path} has changes no commit holds`);
    expect(read(ws, 'proj/a.md')).toBe(memory('A, with a line no commit holds'));
  });

  it('passes on to a project memory only what it can hide, and names what other projects list again', async () => {
    const ws = workspace({
      '_global/old-proxy.md': memory('Old proxy'),
      '_global/proxy.md': memory('Proxy', 'supersedes: [old-proxy]\n'),
      'proj/our-proxy.md': memory('Our proxy', 'supersedes: [proxy]\n'),
      'other/x.md': memory('X'),
    });
    const run = await cli(ws, ['proxy', '--scope', 'global', '--json']);
    expect(run.code, run.stderr).toBe(0);
    // our-proxy hides old-proxy in proj alone: every other project lists it again
    expect(JSON.parse(run.stdout)).toMatchObject({
      passedOn: [{ path: join(ws.memory, 'proj', 'our-proxy.md'), names: ['old-proxy'] }],
      listedAgain: [join(ws.memory, '_global', 'old-proxy.md')],
    });
    expect(read(ws, 'proj/our-proxy.md')).toBe(memory('Our proxy', 'supersedes: [old-proxy]\n'));
    expect(await listNames(ws)).toEqual(['our-proxy']);
    const other = await runCli(['list', '--json'], { cwd: ws.project, home: ws.home, env: { ...EN, PROJECT_MEMORY_PROJECT: 'other' } });
    expect((JSON.parse(other.stdout).memories as { name: string }[]).map((m) => m.name).sort()).toEqual(['old-proxy', 'x']);
  });

  it('reads a supersedes written as one string of names, and stages what it rewrote with the deletion', async () => {
    const ws = workspace({
      'proj/x.md': memory('X'),
      'proj/y.md': memory('Y'),
      'proj/h1.md': memory('H1', 'supersedes: [x]\n'),
      'proj/h2.md': memory('H2', 'supersedes: y, x\n'),
    });
    const run = await cli(ws, ['h2', '--json']);
    expect(run.code, run.stderr).toBe(0);
    // x is still hidden by h1; y by nothing now
    expect(JSON.parse(run.stdout).listedAgain).toEqual([join(ws.memory, 'proj', 'y.md')]);
    const drop = await cli(ws, ['x']);
    expect(drop.code, drop.stderr).toBe(0);
    expect(read(ws, 'proj/h1.md')).toBe(memory('H1'));
    expect(git(ws, 'status', '--porcelain').split('\n').sort()).toEqual(
      ['', 'D  .ai-core/data/memory/proj/h2.md', 'D  .ai-core/data/memory/proj/x.md', 'M  .ai-core/data/memory/proj/h1.md'].sort(),
    );
  });

  it('refuses a committed memory changed since, and git rm -f-s it with --force', async () => {
    const ws = workspace({ 'proj/a.md': memory('A') });
    const path = join(ws.memory, 'proj', 'a.md');
    writeFileSync(path, memory('A, edited'));
    const run = await cli(ws, ['a']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path} has changes no commit holds`);
    expect(read(ws, 'proj/a.md')).toBe(memory('A, edited'));
    const forced = await cli(ws, ['a', '--force']);
    expect(forced.code).toBe(0);
    // the edit no commit held is gone: said so, not that the text stays in the history
    expect(forced.stdout).toContain(`deleted ${path} (git rm -f: staged; the changes no commit held are gone)`);
    expect(existsSync(path)).toBe(false);
    expect(git(ws, 'status', '--porcelain')).toContain('D  .ai-core/data/memory/proj/a.md');
  });

  // "commit it first" would have put the secret into the history
  it('advises --force, not a commit, for a memory no commit holds that holds a likely secret', async () => {
    const token = `ghp_${'A1b2C3d4E5'.repeat(3)}123456`;
    const ws = workspace({ 'proj/a.md': memory('A') });
    writeFileSync(join(ws.memory, 'proj', 'tok.md'), `${memory('Tok', '')}Use ${token}.\n`);
    git(ws, 'add', '-A');
    const path = join(ws.memory, 'proj', 'tok.md');
    const run = await cli(ws, ['tok']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${path} holds a likely secret and no commit holds it as it is: committing it would put the secret into git history. Pass --force to delete it`,
    );
    expect(run.stderr).not.toContain('Commit it first');
    expect((await cli(ws, ['tok'], KO)).stderr).toContain('커밋하면 비밀값이 git 기록에 남습니다');
    const forced = await cli(ws, ['tok', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).not.toContain('stays in git history');
    expect(existsSync(path)).toBe(false);
    // a value its not_secrets clears is none: the advice to commit it first stands
    writeFileSync(path, `${memory('Tok', `not_secrets: [${secretDigest(token)}]\n`)}Use ${token}.\n`);
    const cleared = await cli(ws, ['tok']);
    expect(cleared.stderr).toContain('Commit it first');
  });

  it('says to rotate a secret a committed memory held: git rm leaves it in the history', async () => {
    const token = `ghp_${'A1b2C3d4E5'.repeat(3)}123456`;
    const ws = workspace({ 'proj/tok.md': `${memory('Tok')}Use ${token}.\n` });
    const run = await cli(ws, ['tok']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('(git rm: staged; its text stays in git history). It held a likely secret, which a commit holds still: rotate it');
    expect(run.stdout).not.toContain(token);
    const plain = workspace({ 'proj/a.md': memory('A') });
    expect((await cli(plain, ['a'])).stdout).not.toContain('rotate');
  });

  it('takes a name git would read as a pattern (notes[1], deploy*) for the one file it names', async () => {
    const ws = workspace({ 'proj/notes[1].md': memory('Bracket'), 'proj/notes1.md': memory('One'), 'proj/deploy-old.md': memory('Old deploy') });
    writeFileSync(join(ws.memory, 'proj', 'notes1.md'), memory('One, edited since the commit'));
    // committed as it is: no --force needed, and the uncommitted edit of notes1.md is not its business
    const run = await cli(ws, ['notes[1]']);
    expect(run.code, run.stderr).toBe(0);
    expect(readdirSync(join(ws.memory, 'proj')).sort()).toEqual(['deploy-old.md', 'notes1.md']);
    expect(read(ws, 'proj/notes1.md')).toBe(memory('One, edited since the commit'));
    expect(git(ws, 'status', '--porcelain').split('\n').sort()).toEqual(
      ['', ' M .ai-core/data/memory/proj/notes1.md', 'D  .ai-core/data/memory/proj/notes[1].md'].sort(),
    );
    // an untracked deploy*.md: refused as untracked, and with --force only it goes
    writeFileSync(join(ws.memory, 'proj', 'deploy*.md'), memory('Star'));
    const refused = await cli(ws, ['deploy*']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`git does not track ${join(ws.memory, 'proj', 'deploy*.md')}`);
    expect((await cli(ws, ['deploy*', '--force'])).code).toBe(0);
    expect(readdirSync(join(ws.memory, 'proj')).sort()).toEqual(['deploy-old.md', 'notes1.md']);
  });

  it('waits for a save holding the folder, and then forgets the memory', async () => {
    const ws = workspace({ 'proj/a.md': memory('A') });
    const path = join(ws.memory, 'proj', 'a.md');
    const lock = holdSaveLock(ws.home, join(ws.memory, 'proj'));
    const forgetting = cli(ws, ['a']);
    await new Promise((done) => setTimeout(done, 1_500));
    expect(existsSync(path), 'forget deleted while a save held the folder').toBe(true);
    unlinkSync(lock);
    const run = await forgetting;
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(path)).toBe(false);
  });

  it('changes nothing on a dry run', async () => {
    const ws = workspace({ 'proj/a.md': memory('A'), 'proj/b.md': memory('B', 'supersedes: [a]\n') });
    const run = await cli(ws, ['a', '--dry-run']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('dry run: would delete');
    expect(run.stdout).toContain('would take a out of the supersedes of 1 memory');
    expect(readdirSync(join(ws.memory, 'proj')).sort()).toEqual(['a.md', 'b.md']);
    expect(read(ws, 'proj/b.md')).toBe(memory('B', 'supersedes: [a]\n'));
    expect(git(ws, 'status', '--porcelain')).toBe('');
  });

  it.each([
    [['nope'], 'no memory named nope in proj, _global'],
    [[], 'NAME is missing'],
    [['a', 'b'], '"b" is one too many'],
    [['a', '--scope', 'both'], '--scope'],
  ])('refuses %j with exit 1 and deletes nothing', async (args, said) => {
    const ws = workspace({ 'proj/a.md': memory('A') });
    const run = await cli(ws, args);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(said);
    expect(readdirSync(join(ws.memory, 'proj'))).toEqual(['a.md']);
  });

  it('asks for --scope when both folders have the name', async () => {
    const ws = workspace({ 'proj/a.md': memory('A'), '_global/a.md': memory('Global A') });
    const run = await cli(ws, ['a']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('pass --scope global or --scope project');
    expect((await cli(ws, ['a', '--scope', 'global'])).code).toBe(0);
    // (git rm takes the folder it empties too, as git keeps no empty folder)
    expect(existsSync(join(ws.memory, '_global', 'a.md'))).toBe(false);
    expect(readdirSync(join(ws.memory, 'proj'))).toEqual(['a.md']);
  });
});
