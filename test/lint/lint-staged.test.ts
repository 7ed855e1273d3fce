// `lint --staged`: the memory folder as git's index holds it, what the next commit holds.
// A pre-commit hook that lints the working tree passes a secret that was staged and then
// deleted from the file without staging the deletion. Real git repositories, the built
// CLI, and a real pre-commit hook that git runs.
import { execFileSync, type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FindingRow } from '../../lib/checks/finding.js';
import { asWorkingPaths, STAGED_COPY_PREFIX } from '../../lib/diagnose/lint/staged-copy.js';
import { RULE_TEXT } from '../../lib/i18n/rules.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { CLI, cleanEnv, runCli } from '../support/processes.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

const PASSWORD = 'Tr0ub4dor&3x!';
const CLEAN = memoryFile({ title: 'Staging login', description: 'How to log in to staging.' }, 'Ask the team lead for access.\n');
const LEAKY = memoryFile({ title: 'Staging login', description: 'How to log in to staging.' }, `The staging password is ${PASSWORD}\n`);

/** A repository with one committed memory, `login.md`. */
function repository(): { dir: string; file: string } {
  const dir = join(tempTree(), 'app');
  mkdirSync(join(dir, MEMORY, 'app'), { recursive: true });
  git(dir, 'init', '-q');
  const file = join(dir, MEMORY, 'app', 'login.md');
  writeFileSync(file, CLEAN);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  return { dir, file };
}

const env = (lang = 'en') => ({ HOME: tempTree(), PROJECT_MEMORY_LANG: lang });
const stagedCopies = () => readdirSync(tmpdir()).filter((name) => name.startsWith(STAGED_COPY_PREFIX)).length;

/** `git commit` in `cwd`, its hooks run as git runs them (in `lang`, a HOME of its own). */
const commitIn = (cwd: string, args: string[] = [], lang = 'en'): SpawnSyncReturns<string> =>
  spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'x', ...args], { cwd, env: cleanEnv(env(lang)), encoding: 'utf8' });

/** A real pre-commit hook in `dir` that runs `lint --staged`, and `git commit` there (English, a HOME of its own). */
function withPreCommitHook(dir: string): (...args: string[]) => SpawnSyncReturns<string> {
  const hook = join(dir, '.git', 'hooks', 'pre-commit');
  writeFileSync(hook, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" lint --staged\n`);
  chmodSync(hook, 0o755);
  return (...args) => commitIn(dir, args);
}

describe('lint --staged', () => {
  it('checks what is staged, not the working tree: a secret staged and then removed from the file only', () => {
    const { dir, file } = repository();
    writeFileSync(file, LEAKY);
    git(dir, 'add', file);
    writeFileSync(file, CLEAN);
    const copies = stagedCopies();
    expect(runCli(['lint', '--dir', dir], { env: env() }).code).toBe(0);
    const staged = runCli(['lint', '--dir', dir, '--staged', '--json'], { env: env() });
    expect(staged.code, staged.stderr).toBe(1);
    const report = JSON.parse(staged.stdout) as { files: number; errors: number; findings: FindingRow[] };
    expect(report).toMatchObject({ files: 1, errors: 1 });
    // said of the file it stands for, never of the copy lint read
    expect(report.findings).toEqual([expect.objectContaining({ file, rule: 'secret', severity: 'error' })]);
    // fixed on disk already: what is left to do is to stage it
    expect(report.findings[0]?.fix).toMatch(
      /; then stage it \(`git add -- \S+login\.md`\): this is what the next commit holds, and the file on disk differs from it$/,
    );
    expect(staged.stdout).not.toContain(STAGED_COPY_PREFIX);
    expect(staged.stdout).not.toContain(PASSWORD);
    expect(stagedCopies()).toBe(copies);
    // and the other way round: an edit not yet added is not what is committed
    git(dir, 'add', file);
    writeFileSync(file, LEAKY);
    expect(runCli(['lint', '--dir', dir], { env: env() }).code).toBe(1);
    expect(runCli(['lint', '--dir', dir, '--staged'], { env: env() }).code).toBe(0);
    // staged as it is on disk: nothing to stage, and the fix says none
    git(dir, 'add', file);
    const same = JSON.parse(runCli(['lint', '--dir', dir, '--staged', '--json'], { env: env() }).stdout) as { findings: FindingRow[] };
    expect(same.findings).toEqual([expect.objectContaining({ file, rule: 'secret' })]);
    expect(same.findings[0]?.fix).not.toContain('git add');
  });

  it('leaves out a file not yet added, and names the files its findings are about as the working tree has them', () => {
    const { dir } = repository();
    writeFileSync(join(dir, MEMORY, 'app', 'new.md'), LEAKY);
    expect(runCli(['lint', '--dir', dir, '--staged'], { env: env() }).code).toBe(0);
    // a near duplicate's fix names a `git mv` of the file
    writeFileSync(join(dir, MEMORY, 'app', 'login-again.md'), CLEAN);
    git(dir, 'add', join(dir, MEMORY, 'app', 'login-again.md'));
    const both = runCli(['lint', '--dir', dir, '--staged', '--json'], { env: env() });
    const rows = (JSON.parse(both.stdout) as { findings: FindingRow[] }).findings;
    expect(rows).toEqual([expect.objectContaining({ file: join(dir, MEMORY, 'app', 'login.md'), rule: 'duplicate' })]);
    expect(both.stdout).not.toContain(STAGED_COPY_PREFIX);
  });

  it('in a real pre-commit hook: git commit is refused while the staged file holds the secret, and goes through once the fix is staged', () => {
    const { dir, file } = repository();
    const hook = join(dir, '.git', 'hooks', 'pre-commit');
    mkdirSync(join(dir, '.git', 'hooks'), { recursive: true });
    writeFileSync(hook, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" lint --staged\n`);
    chmodSync(hook, 0o755);
    writeFileSync(file, LEAKY);
    git(dir, 'add', file);
    writeFileSync(file, `${CLEAN}Or use the break-glass account.\n`);
    const commit = (...args: string[]) => commitIn(dir, args);
    const refused = commit();
    expect(refused.status).not.toBe(0);
    expect(refused.stdout + refused.stderr).toContain('looks like a secret');
    // the hook's report says it checked what the commit holds, and that the file on disk is not it
    expect(refused.stdout + refused.stderr).toContain('1 memory file checked as the next commit holds them (1 added or changed by it): 1 error');
    expect(refused.stdout + refused.stderr).toContain('then stage it (`git add --');
    const korean = commitIn(dir, [], 'ko');
    expect(korean.stdout + korean.stderr).toContain('memory 파일 1개를 다음 커밋에 들어갈 내용 그대로 검사 (이 커밋이 더하거나 바꾸는 것 1개): 오류 1개');
    // `commit -a` commits the working tree's file through an index of its own: the hook checks that one
    const all = commit('-a');
    expect(all.status, all.stdout + all.stderr).toBe(0);
    expect(git(dir, 'show', 'HEAD:.ai-core/data/memory/app/login.md')).not.toContain(PASSWORD);
  });

  // the recipe's lines, as lint --help prints them: indented below --staged
  const recipeOf = (help: string) =>
    help
      .split('\n')
      .filter((line) => /^ {21}\S/.test(line))
      .map((line) => line.trim());

  it.each(['en', 'ko'])(
    'the pre-commit hook as lint --help (%s) tells it, pasted as printed: git runs it, and a staged secret stops the commit; a hook already there keeps its lines',
    (lang) => {
      const { dir, file } = repository();
      const recipe = recipeOf(runCli(['lint', '--help'], { env: env(lang) }).stdout);
      expect(recipe).toHaveLength(4);
      const hook = join(dir, '.git', 'hooks', 'pre-commit');
      writeFileSync(hook, '#!/bin/sh\necho ran-before >&2\n');
      execFileSync('/bin/sh', ['-c', recipe.join('\n')], { cwd: dir });
      writeFileSync(file, LEAKY);
      git(dir, 'add', file);
      const refused = commitIn(dir);
      expect(refused.status, refused.stderr).not.toBe(0);
      expect(refused.stderr).toContain('ran-before');
      expect(refused.stderr).toContain('login.md');
      expect(git(dir, 'log', '--oneline')).not.toContain(' x\n');
    },
  );

  it('the recipe works from a CLI whose path holds a space, and in a linked worktree', () => {
    const spaced = join(tempTree(), 'my tools');
    cpSync(join(CLI, '..', '..'), join(spaced, 'plugin'), { recursive: true });
    const help = spawnSync(process.execPath, [join(spaced, 'plugin', 'dist', 'cli.cjs'), 'lint', '--help'], { env: cleanEnv(env()), encoding: 'utf8' });
    const recipe = recipeOf(help.stdout);
    expect(recipe.join('\n')).toContain('my tools');
    const { dir } = repository();
    const worktree = join(dirname(dir), 'app-wt');
    git(dir, 'worktree', 'add', '-q', worktree);
    execFileSync('/bin/sh', ['-c', recipe.join('\n')], { cwd: worktree, env: cleanEnv(env()) });
    writeFileSync(join(worktree, MEMORY, 'app', 'login.md'), LEAKY);
    git(worktree, 'add', '-A');
    const refused = commitIn(worktree);
    expect(refused.status, refused.stderr).not.toBe(0);
    expect(refused.stderr).toContain('login.md');
  });

  it('in a real pre-commit hook: an error committed before does not stop a commit that leaves its file alone, and stops one that keeps it', () => {
    const { dir, file } = repository();
    const commit = withPreCommitHook(dir);
    // committed past the hook, as a teammate without it would
    writeFileSync(file, LEAKY);
    expect(commit('-a', '--no-verify').status).toBe(0);
    writeFileSync(join(dir, 'app.js'), 'run()\n');
    git(dir, 'add', 'app.js');
    const unrelated = commit();
    const said = unrelated.stdout + unrelated.stderr;
    expect(unrelated.status, said).toBe(0);
    expect(said).toContain('warning secret');
    expect(said).toContain('the last commit has it so and this one does not change it');
    expect(said).toContain('1 memory file checked as the next commit holds them (none added or changed by it): 0 errors, 1 warning');
    // lint of the working tree still counts it an error
    expect(runCli(['lint', '--dir', dir], { env: env() }).code).toBe(1);
    // moved whole (key move, git mv): its text is the last commit's, and the move stops nothing
    git(dir, 'mv', file, join(dir, MEMORY, 'app', 'staging-login.md'));
    const moved = commit();
    expect(moved.status, moved.stdout + moved.stderr).toBe(0);
    // and said: a rename is no change of its text, but the commit makes it
    expect(moved.stdout + moved.stderr).toContain('(none added or changed by it, 1 moved or renamed as it was): 0 errors, 1 warning');
    git(dir, 'mv', join(dir, MEMORY, 'app', 'staging-login.md'), file);
    expect(commit('--no-verify').status).toBe(0);
    // a commit that changes the file and keeps the secret is the commit's own
    writeFileSync(file, `${LEAKY}More.\n`);
    git(dir, 'add', file);
    const kept = commit();
    expect(kept.status).not.toBe(0);
    expect(kept.stdout + kept.stderr).toContain('(1 added or changed by it): 1 error');
  });

  it('in a real pre-commit hook: a broken config or pin committed before does not stop an unrelated commit, and stops the one that changes it', () => {
    const { dir } = repository();
    const commit = withPreCommitHook(dir);
    const config = join(dir, '.ai-core', 'project-memory.json');
    const pin = join(dir, '.project-memory-key');
    // committed past the hook: a config that is no JSON, a pin git left in a merge conflict
    writeFileSync(config, '{ "budget": 12000,\n');
    writeFileSync(pin, '<<<<<<< HEAD\napp\n=======\napp-2\n>>>>>>> side\n');
    git(dir, 'add', '-A');
    expect(commit('--no-verify').status).toBe(0);
    writeFileSync(join(dir, 'app.js'), 'run()\n');
    git(dir, 'add', 'app.js');
    const unrelated = commit();
    const said = unrelated.stdout + unrelated.stderr;
    expect(unrelated.status, said).toBe(0);
    expect(said).toMatch(/warning +config-file/);
    expect(said).toMatch(/warning +pin-file/);
    expect(said.split('the last commit has it so and this one does not change it').length - 1).toBe(2);
    // lint of the working tree still counts both errors
    expect(runCli(['lint', '--dir', dir], { env: env() }).code).toBe(1);
    // a commit that changes the config and leaves it broken is the commit's own; the pin stays a warning
    writeFileSync(config, '{ "budget": 9000,\n');
    git(dir, 'add', config);
    const kept = commit();
    const keptSaid = kept.stdout + kept.stderr;
    expect(kept.status, keptSaid).not.toBe(0);
    expect(keptSaid).toMatch(/error +config-file/);
    expect(keptSaid).toMatch(/warning +pin-file/);
    // a broken config not yet tracked is this machine's, and stops the commit too
    git(dir, 'rm', '-q', '--cached', config);
    expect(commit('--no-verify').status).toBe(0);
    expect(commit('--allow-empty').status).not.toBe(0);
  });

  it('in a real pre-commit hook: the config is judged as the commit holds it, whatever its copy on disk holds', () => {
    const { dir } = repository();
    const commit = withPreCommitHook(dir);
    const config = join(dir, '.ai-core', 'project-memory.json');
    writeFileSync(config, '{ "budget": 6000 }\n');
    git(dir, 'add', config);
    expect(commit().status).toBe(0);
    // broken on disk only: the commit holds the last commit's, which is good
    writeFileSync(config, '{ "budget": 5000,\n');
    writeFileSync(join(dir, 'app.js'), 'run()\n');
    git(dir, 'add', 'app.js');
    const unrelated = commit();
    const said = unrelated.stdout + unrelated.stderr;
    expect(unrelated.status, said).toBe(0);
    expect(said).toMatch(/warning +config-file/);
    expect(said).toContain('that is the copy on disk, which this commit does not hold');
    expect(said).not.toContain('the last commit has it so');
    // staged broken, then fixed on disk without staging: the commit holds the broken text, and is stopped
    git(dir, 'add', config);
    writeFileSync(config, '{ "budget": 8000 }\n');
    const staged = commit();
    expect(staged.status).not.toBe(0);
    expect(staged.stdout + staged.stderr).toMatch(/error +config-file/);
    expect(staged.stdout + staged.stderr).toContain(`${config} is not valid JSON at line 1`);
    expect(staged.stdout + staged.stderr).not.toContain('project-memory config-');
    // a good change staged, a broken edit left on disk: the commit is good, and goes through with a warning
    git(dir, 'add', config);
    writeFileSync(config, '{ "budget": 7000,\n');
    const good = commit();
    expect(good.status, good.stdout + good.stderr).toBe(0);
    expect(good.stdout + good.stderr).toMatch(/warning +config-file/);
    expect(git(dir, 'show', 'HEAD:.ai-core/project-memory.json')).toBe('{ "budget": 8000 }\n');
  });

  it("before the first commit, every staged memory is the commit's own", () => {
    const dir = join(tempTree(), 'fresh');
    mkdirSync(join(dir, MEMORY, 'app'), { recursive: true });
    git(dir, 'init', '-q');
    writeFileSync(join(dir, MEMORY, 'app', 'login.md'), LEAKY);
    git(dir, 'add', '-A');
    const run = runCli(['lint', '--dir', dir, '--staged'], { env: env() });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('1 memory file checked as the next commit holds them (1 added or changed by it): 1 error');
  });

  it("outside a git repository says why it cannot, in the reader's language, and checks nothing", () => {
    const dir = join(tempTree(), 'plain');
    mkdirSync(join(dir, MEMORY, 'plain'), { recursive: true });
    writeFileSync(join(dir, MEMORY, 'plain', 'a.md'), LEAKY);
    const en = runCli(['lint', '--dir', dir, '--staged'], { env: { ...env(), GIT_CEILING_DIRECTORIES: dir } });
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`is in no git repository: run lint without --staged`);
    expect(en.stdout).toBe('');
    const ko = runCli(['lint', '--dir', dir, '--staged'], { env: { ...env('ko'), GIT_CEILING_DIRECTORIES: dir } });
    expect(ko.stderr).toContain('git 저장소 안에 있지 않습니다');
  });
});

describe('lint --staged in less usual repositories', () => {
  it('a name that is no UTF-8, a path a command must quote, a file git left in conflict', () => {
    const { dir } = repository();
    const odd = Buffer.concat([Buffer.from(join(dir, MEMORY, 'app', 'lat')), Buffer.from([0xe9]), Buffer.from('.md')]);
    writeFileSync(odd, CLEAN);
    git(dir, 'add', '-A');
    const staged = runCli(['lint', '--dir', dir, '--staged'], { env: env() });
    expect(staged.code, staged.stderr).toBe(0);
    expect(staged.stdout).toContain('2 memory files checked as the next commit holds them (1 added or changed by it)');

    const spaced = join(tempTree(), 'my proj');
    mkdirSync(join(spaced, MEMORY, '_global'), { recursive: true });
    mkdirSync(join(spaced, MEMORY, 'app'), { recursive: true });
    git(spaced, 'init', '-q');
    writeFileSync(join(spaced, MEMORY, '_global', 'login.md'), CLEAN);
    writeFileSync(join(spaced, MEMORY, 'app', 'login.md'), CLEAN);
    git(spaced, 'add', '-A');
    const fix = (args: string[]) => /`git mv [^`]+`/.exec(runCli(['lint', '--dir', spaced, ...args], { env: env() }).stdout)?.[0];
    expect(fix(['--staged'])).toBe(fix([]));
    expect(fix([])).toContain(`'${join(spaced, MEMORY, 'app', 'login.md')}'`);

    const conflict = repository();
    git(conflict.dir, 'checkout', '-qb', 'side');
    writeFileSync(conflict.file, `${CLEAN}side\n`);
    git(conflict.dir, 'commit', '-qam', 'side');
    git(conflict.dir, 'checkout', '-q', 'main');
    writeFileSync(conflict.file, `${CLEAN}main\n`);
    git(conflict.dir, 'commit', '-qam', 'main');
    expect(() => git(conflict.dir, 'merge', '-q', 'side')).toThrow();
    const merging = runCli(['lint', '--dir', conflict.dir, '--staged', '--json'], { env: env() });
    expect(merging.code).toBe(1);
    expect(JSON.parse(merging.stdout).findings).toEqual([expect.objectContaining({ file: conflict.file, severity: 'error' })]);
  });

  it('a memory folder that is a repository of its own, committed from the one around it: its own index is read, and the commit goes through', () => {
    const root = tempTree();
    const memories = join(root, 'memories');
    mkdirSync(join(memories, 'app'), { recursive: true });
    git(memories, 'init', '-q');
    writeFileSync(join(memories, 'app', 'login.md'), CLEAN);
    git(memories, 'add', '-A');
    git(memories, 'commit', '-qm', 'memories');
    const outer = join(root, 'outer');
    mkdirSync(join(outer, '.ai-core', 'data'), { recursive: true });
    git(outer, 'init', '-q');
    git(outer, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', memories, '.ai-core/data/memory');
    git(outer, 'commit', '-qm', 'submodule');
    writeFileSync(join(outer, '.git', 'hooks', 'pre-commit'), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" lint --staged\n`);
    chmodSync(join(outer, '.git', 'hooks', 'pre-commit'), 0o755);
    writeFileSync(join(outer, 'a.txt'), 'a\n');
    git(outer, 'add', 'a.txt');
    const commit = commitIn(outer);
    expect(commit.status, commit.stdout + commit.stderr).toBe(0);
    expect(commit.stdout + commit.stderr).toContain('1 memory file checked as the next commit holds them (none added or changed by it): 0 errors');
  });
});

describe('lint --staged where the environment names the repository', () => {
  /** A bare repository whose work tree is elsewhere (the way dotfiles are often kept), one memory committed. */
  function separated(): { gitDir: string; tree: string; file: string; gitEnv: Record<string, string> } {
    const root = tempTree();
    const gitDir = join(root, 'store.git');
    const tree = join(root, 'home');
    mkdirSync(join(tree, MEMORY, 'app'), { recursive: true });
    git(root, 'init', '-q', '--bare', gitDir);
    const gitEnv = { GIT_DIR: gitDir, GIT_WORK_TREE: tree };
    const file = join(tree, MEMORY, 'app', 'login.md');
    writeFileSync(file, CLEAN);
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'add', '-A'], { cwd: tree, env: { ...process.env, ...gitEnv } });
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'base'], { cwd: tree, env: { ...process.env, ...gitEnv } });
    return { gitDir, tree, file, gitEnv };
  }

  it('GIT_DIR and GIT_WORK_TREE of a bare repository checked out elsewhere: its index is read, in a real pre-commit hook too', () => {
    const { gitDir, tree, file, gitEnv } = separated();
    writeFileSync(file, LEAKY);
    execFileSync('git', ['add', '-A'], { cwd: tree, env: { ...process.env, ...gitEnv } });
    writeFileSync(file, CLEAN);
    // from the work tree, and from a folder that is no part of it (the variables name both)
    for (const cwd of [tree, tempTree()]) {
      const staged = runCli(['lint', '--dir', tree, '--staged', '--json'], { env: { ...env(), ...gitEnv }, cwd });
      expect(staged.code, staged.stderr).toBe(1);
      expect(JSON.parse(staged.stdout).findings).toEqual([expect.objectContaining({ file, severity: 'error' })]);
    }
    writeFileSync(join(gitDir, 'hooks', 'pre-commit'), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" lint --staged\n`);
    chmodSync(join(gitDir, 'hooks', 'pre-commit'), 0o755);
    const commit = () =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'x'], {
        cwd: tree,
        env: cleanEnv({ ...env(), ...gitEnv }),
        encoding: 'utf8',
      });
    const refused = commit();
    expect(refused.status).not.toBe(0);
    expect(refused.stdout + refused.stderr).toContain('login.md');
    writeFileSync(file, `${CLEAN}Ask in the staging channel.\n`);
    execFileSync('git', ['add', '-A'], { cwd: tree, env: { ...process.env, ...gitEnv } });
    const through = commit();
    expect(through.status, through.stdout + through.stderr).toBe(0);
  });

  it('GIT_DIR without GIT_WORK_TREE (a hook in a linked worktree) is not taken for the repository of a folder in none', () => {
    // a repository with a work tree of its own, as a linked worktree's is
    const gitDir = join(repository().dir, '.git');
    const elsewhere = join(tempTree(), 'app');
    mkdirSync(join(elsewhere, MEMORY, 'app'), { recursive: true });
    writeFileSync(join(elsewhere, MEMORY, 'app', 'login.md'), LEAKY);
    // git alone would take the folder it runs in for the top of GIT_DIR's work tree, and check nothing
    const staged = runCli(['lint', '--dir', elsewhere, '--staged'], { env: { ...env(), GIT_DIR: gitDir } });
    expect(staged.code).toBe(1);
    expect(staged.stderr).toContain('in no git repository');
  });

  it('a GIT_DIR whose work tree does not hold the memory folder is not taken for its repository', () => {
    const { gitEnv } = separated();
    const elsewhere = join(tempTree(), 'app');
    mkdirSync(join(elsewhere, MEMORY, 'app'), { recursive: true });
    writeFileSync(join(elsewhere, MEMORY, 'app', 'login.md'), CLEAN);
    const staged = runCli(['lint', '--dir', elsewhere, '--staged'], { env: { ...env(), ...gitEnv } });
    expect(staged.code).toBe(1);
    expect(staged.stderr).toContain('in no git repository');
  });
});

describe('lint --staged and what the working tree holds', () => {
  it('compares without following a link or opening a FIFO: a committed link to a FIFO or /dev/zero neither hangs it nor reads as changed', () => {
    const { dir } = repository();
    const fifo = join(tempTree(), 'fifo');
    execFileSync('mkfifo', [fifo]);
    symlinkSync(fifo, join(dir, MEMORY, 'app', 'fifo.md'));
    symlinkSync('/dev/zero', join(dir, MEMORY, 'app', 'zero.md'));
    mkdirSync(join(dir, 'elsewhere'));
    symlinkSync(join(dir, 'elsewhere'), join(dir, MEMORY, 'linked'));
    git(dir, 'add', '-A');
    const started = performance.now();
    const staged = runCli(['lint', '--dir', dir, '--staged', '--json'], { env: env() });
    expect(performance.now() - started).toBeLessThan(15_000);
    const rows = (JSON.parse(staged.stdout) as { findings: FindingRow[] }).findings;
    expect(rows.map((row) => row.file).sort()).toEqual([join(dir, MEMORY, 'app', 'fifo.md'), join(dir, MEMORY, 'app', 'zero.md'), join(dir, MEMORY, 'linked')]);
    // staged as they are on disk: nothing to stage
    for (const row of rows) expect(row.fix, row.file).not.toContain('git add');
  });
});

describe('findings about the copy', () => {
  it('are said of the working tree: the file, and every path in the message and the fix, quoted as the real path needs', () => {
    const copy = `/tmp/${STAGED_COPY_PREFIX}x/app/.ai-core/data/memory`;
    const root = "/home/me/it's app/.ai-core/data/memory";
    const [finding] = asWorkingPaths(
      [
        {
          file: `${copy}/app/a.md`,
          rule: 'duplicate',
          severity: 'warning',
          message: () => `like ${copy}/app/b.md`,
          fix: () => `git mv '${copy}/app/a.md' '${copy}/app/c.md'`,
        },
      ],
      copy,
      root,
    );
    expect(finding?.file).toBe(`${root}/app/a.md`);
    expect(finding?.message(RULE_TEXT.en)).toBe(`like ${root}/app/b.md`);
    expect(finding?.fix(RULE_TEXT.en)).toBe(
      `git mv '/home/me/it'\\''s app/.ai-core/data/memory/app/a.md' '/home/me/it'\\''s app/.ai-core/data/memory/app/c.md'`,
    );
  });
});
