// A project's first save in a clone makes the memory folder's README.md, .gitignore and the pin
// beside the memory. Where a teammate has pushed the same files, git pull stops on them (untracked
// files in the way), and deleting them to get past it would take the new memory too. The save says
// to commit them first, with the command; once committed, git merges the clones' identical files.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

const save = (dir: string, title: string, lang = 'en') =>
  runCli(['save', '--dir', dir, '--scope', 'project', '--title', title, '--description', `${title} rule`, '--body', 'text'], {
    env: { HOME: tempTree(), PROJECT_MEMORY_LANG: lang },
  });

describe("a project's first save in a clone of a shared repository", () => {
  it('says to commit what it made before a pull, and the command it says lets the pull merge a teammate’s same files', () => {
    const base = tempTree();
    git(base, 'init', '-q', '--bare', 'shop.git');
    git(base, 'clone', '-q', 'shop.git', 'alice');
    const alice = join(base, 'alice');
    git(alice, 'commit', '-q', '--allow-empty', '-m', 'init');
    git(alice, 'push', '-q', 'origin', 'HEAD');
    git(base, 'clone', '-q', 'shop.git', 'bob');
    const bob = join(base, 'bob');
    expect(save(alice, 'Deploy').code).toBe(0);
    git(alice, 'add', '-A');
    git(alice, 'commit', '-qm', 'memory');
    git(alice, 'push', '-q');
    const first = save(bob, 'Tests');
    expect(first.code).toBe(0);
    const said = /commit them before you pull, and push to share them \(one line to paste\):\n {2}(git -C .+)\nWhere/.exec(first.stderr);
    const paths = '.ai-core/data/memory/.gitignore .ai-core/data/memory/README.md .ai-core/data/memory/shop/tests.md .project-memory-key';
    expect(said?.[1]).toBe(
      `git -C ${bob} --literal-pathspecs add -- ${paths} && git -C ${bob} --literal-pathspecs commit -m 'Add project memory: tests' -- ${paths} && (git -C ${bob} push || (git -C ${bob} pull --rebase --autostash && git -C ${bob} push))`,
    );
    expect(first.stderr).toContain('do not delete them to get past it, your memory is among them');
    expect(() => git(bob, 'pull', '-q')).toThrow(/untracked working tree files would be overwritten/);
    // bob has other work in progress, staged and not: the line commits the memory only, and the pull keeps the rest
    writeFileSync(join(bob, 'wip.txt'), 'staged work\n');
    git(bob, 'add', 'wip.txt');
    // pasted as printed, from another folder: both memories reach the remote
    const identity = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
    execFileSync('sh', ['-c', said?.[1] as string], { cwd: base, env: { ...process.env, ...identity }, stdio: 'pipe' });
    const memories = join(bob, '.ai-core', 'data', 'memory', 'shop');
    expect(['deploy.md', 'tests.md'].every((name) => existsSync(join(memories, name)))).toBe(true);
    expect(git(bob, 'status', '--porcelain')).toContain('A  wip.txt');
    git(base, 'clone', '-q', 'shop.git', 'carol');
    expect(['deploy.md', 'tests.md'].every((name) => existsSync(join(base, 'carol', '.ai-core', 'data', 'memory', 'shop', name)))).toBe(true);
    // a later memory not in git yet is said too; an update of one committed is not
    expect(save(bob, 'Lint').stderr).toContain(
      'This file is new in this clone and not in git yet: commit it before you pull, and push to share it (one line to paste)',
    );
    // a second save before the first line was run: its line still takes the pin the first wrote
    git(base, 'init', '-q', '--bare', 'solo.git');
    git(base, 'clone', '-q', 'solo.git', 'dave');
    const dave = join(base, 'dave');
    git(dave, 'commit', '-q', '--allow-empty', '-m', 'init');
    git(dave, 'push', '-q', 'origin', 'HEAD');
    expect(save(dave, 'One').stderr).toContain('.project-memory-key');
    const second = /\(one line to paste\):\n {2}(git -C .+)\nWhere/.exec(save(dave, 'Two').stderr)?.[1] as string;
    expect(second).toContain('.project-memory-key');
    git(bob, 'add', '-A');
    git(bob, 'commit', '-qm', 'lint memory');
    const update = runCli(['save', '--dir', bob, '--scope', 'project', '--update', '--name', 'lint', '--body', 'more text'], {
      env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' },
    });
    expect(update.code).toBe(0);
    expect(update.stderr).not.toContain('push to share them');
    const ko = tempTree();
    git(ko, 'init', '-q');
    git(ko, 'remote', 'add', 'origin', join(base, 'shop.git'));
    expect(save(ko, 'Deploy', 'ko').stderr).toContain('pull하기 전에 커밋하고, 공유하려면 push하세요 (붙여 넣을 한 줄):\n  git -C ');
  });

  // the pull of the line stopped it where the branch tracks none: nothing was pushed
  it('pushes with -u where the branch tracks none: a clone of an empty repository, a new branch', () => {
    const base = tempTree();
    git(base, 'init', '-q', '--bare', 'shop.git');
    git(base, 'clone', '-q', 'shop.git', 'alice');
    const alice = join(base, 'alice');
    const identity = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
    const first = save(alice, 'Deploy');
    const said = /commit them before you pull, and push to share them \(one line to paste\):\n {2}(git -C .+)\nWhere/.exec(first.stderr)?.[1] as string;
    expect(said).toContain(`git -C ${alice} push -u origin HEAD`);
    // a pull only where the push is refused: an empty remote has no branch to pull yet
    expect(said.split(' || ')[0]).not.toContain('pull');
    execFileSync('sh', ['-c', said], { cwd: base, env: { ...process.env, ...identity }, stdio: 'pipe' });
    git(base, 'clone', '-q', 'shop.git', 'bob');
    expect(existsSync(join(base, 'bob', '.ai-core', 'data', 'memory', 'shop', 'deploy.md'))).toBe(true);
    // a feature branch, with work of its own the remote has not got: the commit only, for its push
    // would publish that work, and teammates on the main branch get the memory once it is merged
    const bob = join(base, 'bob');
    git(bob, 'checkout', '-q', '-b', 'feature');
    writeFileSync(join(bob, 'wip.txt'), 'not ready\n');
    git(bob, 'add', 'wip.txt');
    git(bob, 'commit', '-qm', 'feature work (not ready)');
    rmSync(join(bob, '.ai-core'), { recursive: true, force: true });
    rmSync(join(bob, '.project-memory-key'), { force: true });
    const onBranch = save(bob, 'Tests').stderr;
    const branch = /push when the branch is ready to share\):\n {2}(git -C .+)\n/.exec(onBranch)?.[1] as string;
    expect(branch).toContain(`git -C ${bob} --literal-pathspecs commit -m 'Add project memory: tests'`);
    expect(branch).not.toContain('push');
    // a detached HEAD: a commit there would be left behind by the next checkout, so no line
    git(bob, 'checkout', '-q', '--detach', 'HEAD');
    const detached = save(bob, 'Lint');
    expect(detached.code).toBe(0);
    expect(detached.stderr).not.toContain('one line to paste');
  });

  it('gives the line after an install made the memory folder: the save made nothing, and nothing is in git', () => {
    const base = tempTree();
    git(base, 'init', '-q', '--bare', 'shop.git');
    git(base, 'clone', '-q', 'shop.git', 'alice');
    const alice = join(base, 'alice');
    git(alice, 'commit', '-q', '--allow-empty', '-m', 'init');
    git(alice, 'push', '-q', 'origin', 'HEAD');
    expect(runCli(['install', '--dir', alice], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } }).code).toBe(0);
    expect(existsSync(join(alice, '.ai-core', 'data', 'memory', 'README.md'))).toBe(true);
    // a global memory: no project's first save, no pin written
    const first = runCli(['save', '--dir', alice, '--scope', 'global', '--title', 'Deploy', '--description', 'Deploy rule', '--body', 'text'], {
      env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' },
    });
    expect(first.code).toBe(0);
    expect(first.stderr).not.toContain('created the memory folder');
    const said = /\(one line to paste\):\n {2}(git -C .+)\nWhere/.exec(first.stderr)?.[1] as string;
    expect(said).toContain(`git -C ${alice} --literal-pathspecs add -- .ai-core/data/memory`);
    const identity = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
    execFileSync('sh', ['-c', said], { cwd: base, env: { ...process.env, ...identity }, stdio: 'pipe' });
    git(base, 'clone', '-q', 'shop.git', 'bob');
    expect(existsSync(join(base, 'bob', '.ai-core', 'data', 'memory', '_global', 'deploy.md'))).toBe(true);
  });

  it('stops at the commit where the branch tracks none and holds commits already: they would go with the push', () => {
    const base = tempTree();
    git(base, 'init', '-q', '--bare', 'shop.git');
    // a clone of an empty repository with work committed and not pushed
    git(base, 'clone', '-q', 'shop.git', 'alice');
    const alice = join(base, 'alice');
    writeFileSync(join(alice, 'wip.txt'), 'not ready\n');
    git(alice, 'add', 'wip.txt');
    git(alice, 'commit', '-qm', 'my unpushed work');
    // a project of its own history, a remote added and never pushed to
    const bob = join(base, 'bob');
    git(base, 'init', '-q', 'bob');
    git(bob, 'remote', 'add', 'origin', join(base, 'shop.git'));
    git(bob, 'commit', '-q', '--allow-empty', '-m', 'the whole project');
    for (const dir of [alice, bob]) {
      const said = save(dir, 'Deploy').stderr;
      const line = /push when the branch is ready to share\):\n {2}(git -C .+)\n/.exec(said)?.[1];
      expect(line, said).toContain('commit -m');
      expect(line).not.toContain('push');
    }
  });

  it('two teammates of an empty repository who both save first: the second line pulls what the first pushed, and both memories reach the remote', () => {
    const base = tempTree();
    git(base, 'init', '-q', '--bare', 'shop.git');
    git(base, 'clone', '-q', 'shop.git', 'alice');
    git(base, 'clone', '-q', 'shop.git', 'bob');
    const identity = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
    const lineOf = (dir: string, title: string) => /\(one line to paste\):\n {2}(git -C .+)\nWhere/.exec(save(join(base, dir), title).stderr)?.[1] as string;
    const alice = lineOf('alice', 'Deploy');
    const bob = lineOf('bob', 'Tests');
    execFileSync('sh', ['-c', alice], { cwd: base, env: { ...process.env, ...identity }, stdio: 'pipe' });
    // bob's push is refused (alice's branch is there now): his line pulls it and pushes again
    execFileSync('sh', ['-c', bob], { cwd: base, env: { ...process.env, ...identity }, stdio: 'pipe' });
    git(base, 'clone', '-q', 'shop.git', 'carol');
    const memories = join(base, 'carol', '.ai-core', 'data', 'memory', 'shop');
    expect(['deploy.md', 'tests.md'].every((name) => existsSync(join(memories, name)))).toBe(true);
  });

  it("takes this save's files and the memories saved before it and never committed, not one marked for a secret nor a note, and stops at the commit where the branch has commits of the user's not pushed yet", () => {
    const base = tempTree();
    git(base, 'init', '-q', '--bare', 'shop.git');
    git(base, 'clone', '-q', 'shop.git', 'alice');
    const alice = join(base, 'alice');
    git(alice, 'commit', '-q', '--allow-empty', '-m', 'init');
    git(alice, 'push', '-q', 'origin', 'HEAD');
    expect(save(alice, 'Deploy').code).toBe(0);
    git(alice, 'add', '-A');
    git(alice, 'commit', '-qm', 'memory');
    git(alice, 'push', '-q');
    // files of the folder the user has not meant for the team: a memory marked for a secret, a note
    const shop = join(alice, '.ai-core', 'data', 'memory', 'shop');
    writeFileSync(join(shop, 'aws-keys.md'), '---\ntitle: keys\ndescription: keys\n---\nDB_PASSWORD=Zq8vPm2Lx9Tk\n');
    writeFileSync(join(shop, 'notes.txt'), 'scratch\n');
    // a memory saved before and never committed goes with the next one
    expect(save(alice, 'Lint').code).toBe(0);
    git(alice, 'commit', '-q', '--allow-empty', '-m', 'WIP: unreviewed experiment');
    const said = save(alice, 'Tests').stderr;
    const later = /one line to paste; push when the branch is ready to share\):\n {2}(git -C .+)\n/.exec(said)?.[1] as string;
    const paths = '.ai-core/data/memory/shop/lint.md .ai-core/data/memory/shop/tests.md';
    expect(later).toBe(
      `git -C ${alice} --literal-pathspecs add -- ${paths} && git -C ${alice} --literal-pathspecs commit -m 'Add project memory: tests' -- ${paths}`,
    );
    // the memory saved before is named, and no teammate's same new file is warned of: none is the team's README or pin
    expect(said).toContain('It takes along, written earlier and not in git yet: .ai-core/data/memory/shop/lint.md.');
    expect(said).not.toContain('git pull stops on them');
  });

  it('gives no line to commit where git ignores the memory folder, only that it does', () => {
    const base = tempTree();
    git(base, 'init', '-q', '--bare', 'shop.git');
    git(base, 'clone', '-q', 'shop.git', 'alice');
    const alice = join(base, 'alice');
    writeFileSync(join(alice, '.gitignore'), '.ai-core/\n');
    const first = save(alice, 'Deploy');
    expect(first.code).toBe(0);
    expect(first.stderr).not.toContain('push to share them');
    expect(first.stderr).toContain('so no teammate gets this memory');
  });

  it('says so of a folder the team shares that a rule added since ignores, and not again where the team keeps it apart', () => {
    const base = tempTree();
    git(base, 'init', '-q', '--bare', 'shop.git');
    git(base, 'clone', '-q', 'shop.git', 'alice');
    const alice = join(base, 'alice');
    git(alice, 'commit', '-q', '--allow-empty', '-m', 'init');
    expect(save(alice, 'Deploy').code).toBe(0);
    git(alice, 'add', '-A');
    git(alice, 'commit', '-qm', 'memory');
    // a rule for something else that takes the project folder too
    writeFileSync(join(alice, '.gitignore'), '.ai-core/data/memory/shop/\n');
    const later = save(alice, 'Tests');
    expect(later.code).toBe(0);
    expect(later.stderr).toContain('so no teammate gets this memory');
    expect(later.stderr).not.toContain('push to share them');
  });

  it('says nothing of it in a repository with no remote', () => {
    const repo = tempTree();
    git(repo, 'init', '-q');
    const first = save(repo, 'Deploy');
    expect(first.code).toBe(0);
    expect(first.stderr).not.toContain('pull');
  });
});
