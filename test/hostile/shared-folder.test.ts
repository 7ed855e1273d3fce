// A folder every user may write to (/tmp): another user can make a `.ai-core` there, and every
// session started below it took that user's notes for its workspace's (orders to the model
// included). It is passed by; and a save makes no memory folder in such a folder.
import { chmodSync, chownSync, existsSync, lchownSync, mkdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

const root = process.getuid?.() === 0;
const NOBODY = 65534;

function sharedWorkspace(): { shared: string; launch: string } {
  const shared = tempTree({ [`${MEMORY}/_global/evil-note.md`]: memoryFile({ title: 'Evil', description: 'a note another user left' }) });
  chmodSync(shared, 0o1777);
  mkdirSync(join(shared, 'mine'));
  return { shared, launch: join(shared, 'mine') };
}

const chownTree = (path: string, uid: number) => {
  chownSync(path, uid, uid);
  for (const part of ['data', 'data/memory', 'data/memory/_global', 'data/memory/_global/evil-note.md']) chownSync(join(path, part), uid, uid);
};

describe('a memory folder in a folder every user may write to', () => {
  it.skipIf(!root)("is another user's and passed by: the list shows none of its notes; the user's own is listed", () => {
    const { shared, launch } = sharedWorkspace();
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    // the user's own first: the same folder is listed, so the test below can fail
    expect(contextOf(runHook(promptEvent(launch, { session_id: 'own' }), env).stdout) ?? '').toContain('evil-note');
    chownTree(join(shared, '.ai-core'), NOBODY);
    const list = contextOf(runHook(promptEvent(launch, { session_id: 'other' }), env).stdout) ?? '';
    expect(list).not.toContain('evil-note');
    expect(runCli(['list', '--dir', launch], { env }).stdout).not.toContain('evil-note');
  });

  // the link's owner is its maker: followed, the owner was the target's (root's /tmp, or `.` itself)
  it.skipIf(!root)("is another user's when it is a link that user made, to `.` or to a folder of root's: passed by", () => {
    const shared = tempTree({ 'data/memory/_global/evil-note.md': memoryFile({ title: 'Evil', description: 'a note another user left' }), 'mine/': '' });
    chmodSync(shared, 0o1777);
    symlinkSync('.', join(shared, '.ai-core'));
    const launch = join(shared, 'mine');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    // root's own link is root's workspace: listed, so the test below can fail
    expect(contextOf(runHook(promptEvent(launch, { session_id: 'own' }), env).stdout) ?? '').toContain('evil-note');
    lchownSync(join(shared, '.ai-core'), NOBODY, NOBODY);
    expect(contextOf(runHook(promptEvent(launch, { session_id: 'other' }), env).stdout) ?? '').not.toContain('evil-note');
    // and a save from the launch makes the user's own memory folder there, not in the linked one
    const save = runCli(['save', '--dir', launch, '--scope', 'project', '--title', 'Mine', '--description', 'd', '--body', 'b'], { env });
    expect(save.code, save.stderr).toBe(0);
    expect(existsSync(join(launch, MEMORY, 'mine', 'mine.md'))).toBe(true);
    expect(existsSync(join(shared, 'data', 'memory', 'mine'))).toBe(false);
  });

  // a `.git` file another user left in /tmp names any repository as the main worktree of every launch below
  it.skipIf(!root)("takes no `.git` pointer file another user left there for the launch's repository", () => {
    const shared = tempTree({
      [`m-main/${MEMORY}/_global/planted.md`]: memoryFile({ title: 'Planted', description: 'planted through a worktree pointer' }),
      'm-main/.git/HEAD': 'ref: refs/heads/main\n',
      'm-main/.git/worktrees/wt/commondir': '../..\n',
      'work/': '',
    });
    chmodSync(shared, 0o1777);
    writeFileSync(join(shared, '.git'), `gitdir: ${join(shared, 'm-main', '.git', 'worktrees', 'wt')}\n`);
    const launch = join(shared, 'work');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    expect(contextOf(runHook(promptEvent(launch, { session_id: 'own' }), env).stdout) ?? '').toContain('planted');
    chownSync(join(shared, '.git'), NOBODY, NOBODY);
    expect(contextOf(runHook(promptEvent(launch, { session_id: 'other' }), env).stdout) ?? '').not.toContain('planted');
    const save = runCli(['save', '--dir', launch, '--scope', 'global', '--title', 'Plan', '--description', 'd', '--body', 'b'], { env });
    expect(save.code, save.stderr).toBe(0);
    expect(existsSync(join(launch, MEMORY, '_global', 'plan.md'))).toBe(true);
  });

  // as root, a folder of root's made like /tmp; as another user, /tmp itself (root's, for all users' files)
  const tmp = statSync('/tmp', { throwIfNoEntry: false });
  const common = root || (tmp !== undefined && (tmp.mode & 0o1002) === 0o1002 && tmp.uid === 0 && !existsSync('/tmp/.ai-core'));
  it.skipIf(!common)('gets none from a save, in English and in Korean, and nothing is made', () => {
    const shared = root ? tempTree() : '/tmp';
    if (root) chmodSync(shared, 0o1777);
    const save = (lang: string) =>
      runCli(['save', '--dir', shared, '--scope', 'global', '--title', 'T', '--description', 'd', '--body', 'b'], {
        env: { HOME: tempTree(), PROJECT_MEMORY_LANG: lang },
      });
    const en = save('en');
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`${shared} is a folder that holds every user's files on this machine, and no memory folder is made there by a save`);
    expect(save('ko').stderr).toContain('모든 사용자의 파일을 담는 폴더라');
    expect(existsSync(join(shared, '.ai-core'))).toBe(false);
  });

  // a session started at / (a container's shell): a memory folder there would be every launch's
  // below it, the first save in any repository included
  const topFree = !existsSync('/.ai-core') && !existsSync('/.git') && !existsSync('/.project-memory-key');
  it.skipIf(!topFree)('gets none at the top of the file system from a save, nor a save directive from the hook', () => {
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    try {
      const save = runCli(['save', '--dir', '/', '--scope', 'global', '--title', 'Printer', '--description', 'd', '--body', 'b'], { env });
      expect(save.code).toBe(1);
      expect(save.stderr).toContain("/ is a folder that holds every user's files on this machine, and no memory folder is made there by a save");
      const said = contextOf(runHook(promptEvent('/', { prompt: 'remember this: the printer is on floor 3' }), env).stdout) ?? '';
      expect(said).toContain("this session runs in /, a folder that holds every user's files on this machine");
      expect(said).not.toContain('cli.cjs');
      expect(existsSync('/.ai-core')).toBe(false);
    } finally {
      // a failure above must not leave every later launch on the machine a workspace at /
      rmSync('/.ai-core', { recursive: true, force: true });
      rmSync('/.project-memory-key', { force: true });
    }
  });

  // a launch in /tmp itself: said before the user picks a scope, not refused after
  it.skipIf(!common)('gets no save directive from the hook, but a word that none is made there; list, doctor and install say why', () => {
    const shared = root ? tempTree() : '/tmp';
    if (root) chmodSync(shared, 0o1777);
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const said = contextOf(runHook(promptEvent(shared, { prompt: 'remember this: the staging DB resets on Mondays' }), env).stdout) ?? '';
    expect(said).toContain(`this session runs in ${shared}, a folder that holds every user's files on this machine`);
    expect(said).not.toContain('cli.cjs');
    const ko =
      contextOf(runHook(promptEvent(shared, { prompt: '이거 기억해 줘: 스테이징 DB는 월요일마다 초기화돼' }), { ...env, PROJECT_MEMORY_LANG: 'ko' }).stdout) ??
      '';
    expect(ko).toContain(`모든 사용자의 파일을 담는 폴더 ${shared}에서 시작해`);
    const list = runCli(['list', '--dir', shared], { env });
    expect(list.stdout).toContain(`${shared} is a folder that holds every user's files on this machine, where a save makes no memory folder`);
    expect(list.stdout).not.toContain('save --dir');
    const doctor = runCli(['doctor', '--dir', shared], { env });
    expect(doctor.stdout).toContain(`a save makes no memory folder in ${shared}, a folder that holds every user's files on this machine`);
    const install = runCli(['install', '--json'], { env, cwd: shared });
    expect(install.code).toBe(0);
    expect(JSON.parse(install.stdout)).toMatchObject({ memoryRootLeft: true, created: [] });
    expect(runCli(['install'], { env: { ...env, HOME: tempTree() }, cwd: shared }).stdout).toContain(
      `No memory folder was made in ${shared}, a folder that holds every user's files on this machine`,
    );
    // nor with --dir: a save there would refuse the folder
    expect(JSON.parse(runCli(['install', '--dir', shared, '--json'], { env: { ...env, HOME: tempTree() } }).stdout)).toMatchObject({ memoryRootLeft: true });
    expect(existsSync(join(shared, '.ai-core'))).toBe(false);
  });

  it.skipIf(!root)('is named by doctor as passed by, with its owner, where the user has none of their own', () => {
    const { shared, launch } = sharedWorkspace();
    chownTree(join(shared, '.ai-core'), NOBODY);
    const doctor = runCli(['doctor', '--dir', launch], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    expect(doctor.stdout).toContain(`${join(shared, '.ai-core')} is another user's (uid ${NOBODY}) in a folder every user may write to, and is passed by`);
  });

  // a Windows drive under WSL, a network share: every mode bit but the sticky one, another owner
  it.skipIf(!root)("is the workspace, and .git the repository's, in a folder another user owns that shows every mode bit but the sticky one", () => {
    const repo = tempTree({
      [`${MEMORY}/_global/team-note.md`]: memoryFile({ title: 'Team', description: 'a note of the team' }),
      '.git/HEAD': 'ref: refs/heads/main\n',
      'sub/': '',
    });
    for (const path of [repo, join(repo, '.ai-core'), join(repo, '.git'), join(repo, 'sub')]) {
      chownSync(path, 1000, 1000);
      chmodSync(path, 0o777);
    }
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    expect(contextOf(runHook(promptEvent(join(repo, 'sub')), env).stdout) ?? '').toContain('team-note');
    const save = runCli(['save', '--dir', join(repo, 'sub'), '--scope', 'global', '--title', 'Mine', '--description', 'd', '--body', 'b'], { env });
    expect(save.code, save.stderr).toBe(0);
    expect(existsSync(join(repo, MEMORY, '_global', 'mine.md'))).toBe(true);
    expect(existsSync(join(repo, 'sub', '.ai-core'))).toBe(false);
  });

  it("is made in a folder of the user's own that shows every mode bit (a Windows drive under WSL), as anywhere", () => {
    const own = tempTree();
    chmodSync(own, 0o777);
    const run = runCli(['save', '--dir', own, '--scope', 'global', '--title', 'T', '--description', 'd', '--body', 'b'], { env: { HOME: tempTree() } });
    expect(run.code).toBe(0);
    expect(existsSync(join(own, MEMORY, '_global', 't.md'))).toBe(true);
  });
});
