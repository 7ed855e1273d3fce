// A memory folder git ignores (a `data/` rule meant for something else) shares no memory
// with the team, while lint and the list find nothing wrong and save says so once, to
// whoever ran it. doctor warns. Real git repositories, the built CLI.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

function repository(ignore: string | undefined): { dir: string; env: Record<string, string> } {
  const dir = join(tempTree(), 'shop');
  mkdirSync(dir);
  git(dir, 'init', '-q');
  if (ignore !== undefined) writeFileSync(join(dir, '.gitignore'), `${ignore}\n`);
  const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
  const saved = runCli(['save', '--dir', dir, '--scope', 'project', '--title', 'Ignored note', '--description', 'x', '--body', 'b'], { env });
  expect(saved.code, saved.stderr).toBe(0);
  return { dir, env };
}

type Row = { id: string; status: string; message: string; fix?: string };
const rows = (dir: string, env: Record<string, string>) => (JSON.parse(runCli(['doctor', '--dir', dir, '--json'], { env }).stdout) as { checks: Row[] }).checks;

describe('doctor on a memory folder git ignores', () => {
  it('warns, naming the folder and the rule, and how to share them', () => {
    const { dir, env } = repository('data/');
    const row = rows(dir, env).find((r) => r.id === 'git-ignored');
    expect(row).toMatchObject({ status: 'warn' });
    expect(row?.message).toContain(join(dir, '.ai-core', 'data', 'memory'));
    expect(row?.message).toContain('(.gitignore:1:data/): no teammate gets a memory saved there');
    expect(row?.fix).toBe('to share the memories, remove or narrow that rule and commit them; to keep them to yourself, leave it');
  });

  it('says nothing where git keeps the folder, or where a `!` rule takes it back', () => {
    for (const ignore of [undefined, 'build/', 'data/\n!.ai-core/data/']) {
      const { dir, env } = repository(ignore);
      expect(rows(dir, env).map((r) => r.id)).not.toContain('git-ignored');
    }
  });
});

describe('doctor on memory files git does not have', () => {
  it('warns, naming the files, and lists them rather than commit them; nothing once they are committed', () => {
    const { dir, env } = repository(undefined);
    const row = rows(dir, env).find((r) => r.id === 'git-unshared');
    const memoryRoot = join(dir, '.ai-core', 'data', 'memory');
    expect(row).toMatchObject({
      status: 'warn',
      fix: `commit those meant for the team; \`git -C ${memoryRoot} -c core.quotepath=off status --short --untracked-files=all -- .\` lists them`,
    });
    expect(row?.message).toContain(`in ${memoryRoot}/ have changes no commit holds (`);
    expect(row?.message).toContain('shop/ignored-note.md');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'memory');
    expect(rows(dir, env).map((r) => r.id)).not.toContain('git-unshared');
    // a memory changed, or deleted with git rm, since its commit: no teammate has that either
    writeFileSync(join(memoryRoot, 'shop', 'ignored-note.md'), '---\ntitle: Changed\ndescription: changed since\n---\nnew\n');
    expect(rows(dir, env).find((r) => r.id === 'git-unshared')?.message).toContain('(shop/ignored-note.md)');
    git(dir, 'rm', '-qf', join(memoryRoot, 'shop', 'ignored-note.md'));
    expect(rows(dir, env).find((r) => r.id === 'git-unshared')?.message).toContain('(shop/ignored-note.md)');
    // a token pasted as a file's name is masked, as the list masks it
    git(dir, 'commit', '-qm', 'forget');
    const token = `ghp_${'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY5zA7'}`;
    mkdirSync(join(memoryRoot, 'shop'), { recursive: true });
    writeFileSync(join(memoryRoot, 'shop', `${token}.md`), '---\ntitle: T\ndescription: a token for a name\n---\nt\n');
    const masked = rows(dir, env).find((r) => r.id === 'git-unshared')?.message ?? '';
    expect(masked).toContain('(shop/');
    expect(masked).not.toContain(token);
  });

  it('says nothing of a folder git ignores (its own row says that)', () => {
    const { dir, env } = repository('data/');
    expect(rows(dir, env).map((r) => r.id)).not.toContain('git-unshared');
  });
});

describe('doctor on memory commits never pushed', () => {
  it('warns while the branch holds commits that change the memory folder and its upstream lacks, in both languages; nothing once pushed or for other commits', () => {
    const root = tempTree();
    git(root, 'init', '-q', '--bare', 'origin.git');
    git(root, 'clone', '-q', join(root, 'origin.git'), 'shop');
    const dir = join(root, 'shop');
    writeFileSync(join(dir, 'app.js'), '\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'start');
    git(dir, 'push', '-q', '-u', 'origin', 'HEAD');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const saved = runCli(['save', '--dir', dir, '--scope', 'project', '--title', 'Unpushed note', '--description', 'x', '--body', 'b'], { env });
    expect(saved.code, saved.stderr).toBe(0);
    // not committed yet: the unshared row says that, this one nothing
    expect(rows(dir, env).map((r) => r.id)).not.toContain('git-unpushed');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'memory');
    const memoryRoot = join(dir, '.ai-core', 'data', 'memory');
    expect(rows(dir, env).find((r) => r.id === 'git-unpushed')).toEqual({
      id: 'git-unpushed',
      status: 'warn',
      message: `1 commit of this branch changes ${memoryRoot}/ and is not pushed: no teammate gets it until pushed`,
      fix: `push when the branch is ready to share: \`git -C ${memoryRoot} push\``,
    });
    // --json is English in every language; the table speaks the reader's
    const ko = runCli(['doctor', '--dir', dir], { env: { ...env, PROJECT_MEMORY_LANG: 'ko' } }).stdout;
    expect(ko.replace(/\s+/g, ' ')).toContain(
      `${memoryRoot}/의 memory를 바꾼 이 브랜치의 커밋 1개가 push되지 않았습니다. push하기 전에는 팀원에게 가지 않습니다`,
    );
    git(dir, 'push', '-q');
    expect(rows(dir, env).map((r) => r.id)).not.toContain('git-unpushed');
    // a commit of other files only
    writeFileSync(join(dir, 'app.js'), 'x\n');
    git(dir, 'commit', '-qam', 'code');
    expect(rows(dir, env).map((r) => r.id)).not.toContain('git-unpushed');
    // a branch that tracks another's name, pushed under its own: pushed
    git(dir, 'checkout', '-q', '-b', 'feat', '--track', 'origin/main');
    const note = (JSON.parse(runCli(['list', '--dir', dir, '--json'], { env }).stdout) as { memories: { path: string }[] }).memories[0]?.path as string;
    writeFileSync(note, '---\ntitle: Unpushed note\ndescription: changed on feat\n---\nb\n');
    git(dir, 'commit', '-qam', 'feat memory');
    expect(rows(dir, env).find((r) => r.id === 'git-unpushed')?.message).toContain('1 commit of this branch');
    git(dir, 'push', '-q', 'origin', 'feat');
    expect(rows(dir, env).map((r) => r.id)).not.toContain('git-unpushed');
    // a commit on a detached HEAD, the likeliest to be lost
    git(dir, 'checkout', '-q', '--detach');
    writeFileSync(note, '---\ntitle: Unpushed note\ndescription: changed detached\n---\nb\n');
    git(dir, 'commit', '-qam', 'detached memory');
    expect(rows(dir, env).map((r) => r.id)).toContain('git-unpushed');
  });

  it('warns of commits in a clone of an empty repository (no remote branch yet), the push setting the branch to track; nothing without a remote', () => {
    const root = tempTree();
    git(root, 'init', '-q', '--bare', 'origin.git');
    git(root, 'clone', '-q', join(root, 'origin.git'), 'shop');
    const dir = join(root, 'shop');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const save = (at: string) => runCli(['save', '--dir', at, '--scope', 'project', '--title', 'Unpushed note', '--description', 'x', '--body', 'b'], { env });
    expect(save(dir).code).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'memory');
    const memoryRoot = join(dir, '.ai-core', 'data', 'memory');
    expect(rows(dir, env).find((r) => r.id === 'git-unpushed')?.fix).toBe(
      `push when the branch is ready to share: \`git -C ${memoryRoot} push -u origin HEAD\``,
    );
    git(dir, 'push', '-q', '-u', 'origin', 'HEAD');
    expect(rows(dir, env).map((r) => r.id)).not.toContain('git-unpushed');
    // no remote at all: whether the folder is meant to be shared, git cannot say
    const alone = join(root, 'alone');
    git(root, 'init', '-q', 'alone');
    expect(save(alone).code).toBe(0);
    git(alone, 'add', '-A');
    git(alone, 'commit', '-qm', 'memory');
    expect(rows(alone, env).map((r) => r.id)).not.toContain('git-unpushed');
  });
});
