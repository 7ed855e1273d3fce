// A memory one side of a merge deleted and the other edited: git leaves it unmerged with
// no marker in the file, so it read as an ordinary memory to lint, doctor and the list
// while `git status` said "deleted by them" and a commit was refused. Real git merges,
// the built CLI, and each fix run as printed.
import { execFileSync, execSync } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { cleanEnv, runCli, runHook } from '../support/processes.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

/** A repository whose merge of `other` leaves `reset.md` deleted on one side and edited on the other. */
function deletedOn(side: 'ours' | 'theirs'): { dir: string; file: string } {
  const dir = join(tempTree(), 'app');
  mkdirSync(join(dir, MEMORY, 'app'), { recursive: true });
  git(dir, 'init', '-q');
  const file = join(dir, MEMORY, 'app', 'reset.md');
  writeFileSync(file, memoryFile({ title: 'Staging reset', description: 'Staging resets nightly.' }));
  writeFileSync(join(dir, MEMORY, 'app', 'other.md'), memoryFile({ title: 'Other', description: 'Another note.' }));
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  git(dir, 'checkout', '-qb', 'other');
  const [deleter, editor] = side === 'theirs' ? ['other', 'main'] : ['main', 'other'];
  git(dir, 'checkout', '-q', deleter);
  rmSync(file);
  git(dir, 'commit', '-qam', 'delete');
  git(dir, 'checkout', '-q', editor);
  appendFileSync(file, 'one more line\n');
  git(dir, 'commit', '-qam', 'edit');
  git(dir, 'checkout', '-q', 'main');
  expect(() => git(dir, 'merge', '-q', 'other')).toThrow();
  return { dir, file };
}

const env = (lang = 'en') => ({ HOME: tempTree(), PROJECT_MEMORY_LANG: lang });

describe('a memory a merge deleted on one side and edited on the other', () => {
  it.each(['ours', 'theirs'] as const)('deleted by %s: lint errs on it alone, and either fix, run as printed, settles it', (side) => {
    const { dir, file } = deletedOn(side);
    const lint = runCli(['lint', '--dir', dir, '--json'], { env: env() });
    expect(lint.code).toBe(1);
    const findings = (JSON.parse(lint.stdout) as { findings: Array<{ file: string; rule: string; severity: string; fix: string }> }).findings;
    expect(findings.map((f) => [f.file, f.rule, f.severity])).toEqual([[file, 'merge-conflict', 'error']]);
    const [keep, drop] = [...(findings[0]?.fix ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
    execSync(side === 'theirs' ? (keep as string) : (drop as string), { cwd: dir, env: cleanEnv({}), stdio: 'pipe' });
    expect(git(dir, 'ls-files', '-u')).toBe('');
    expect(runCli(['lint', '--dir', dir], { env: env() }).code).toBe(0);
  });

  it('doctor counts it in its lint row; Korean says it in Korean', () => {
    const { dir } = deletedOn('theirs');
    const doctor = runCli(['doctor', '--dir', dir, '--json'], { env: env() });
    const row = (JSON.parse(doctor.stdout) as { checks: Array<{ id: string; status: string; message: string }> }).checks.find((c) => c.id === 'lint');
    expect(row).toMatchObject({ status: 'fail', message: expect.stringContaining('one side of the merge deleted it') });
    const ko = runCli(['lint', '--dir', dir], { env: env('ko') });
    expect(ko.stdout).toContain('병합의 한쪽은 지웠고 다른 쪽은 고쳤는데');
  });

  it('a content conflict is said once, by its markers', () => {
    const dir = join(tempTree(), 'app');
    mkdirSync(join(dir, MEMORY, 'app'), { recursive: true });
    git(dir, 'init', '-q');
    const file = join(dir, MEMORY, 'app', 'reset.md');
    writeFileSync(file, memoryFile({ title: 'Staging reset', description: 'Staging resets nightly.' }, 'first\n'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    git(dir, 'checkout', '-qb', 'other');
    writeFileSync(file, memoryFile({ title: 'Staging reset', description: 'Staging resets nightly.' }, 'theirs\n'));
    git(dir, 'commit', '-qam', 'theirs');
    git(dir, 'checkout', '-q', 'main');
    writeFileSync(file, memoryFile({ title: 'Staging reset', description: 'Staging resets nightly.' }, 'ours\n'));
    git(dir, 'commit', '-qam', 'ours');
    expect(() => git(dir, 'merge', '-q', 'other')).toThrow();
    const lint = JSON.parse(runCli(['lint', '--dir', dir, '--json'], { env: env() }).stdout) as { findings: Array<{ rule: string; message: string }> };
    expect(lint.findings.filter((f) => f.rule === 'merge-conflict').map((f) => f.message)).toEqual([expect.stringContaining('merge conflict in the body')]);
  });
});

describe('memories a merge left unmerged by renames', () => {
  /** Both sides rename `p.md`; one side also renames the folder and the other adds `new.md` to its old name. */
  function renamedTwice() {
    const dir = join(tempTree(), 'app');
    const at = (...parts: string[]) => join(dir, MEMORY, ...parts);
    mkdirSync(at('a'), { recursive: true });
    git(dir, 'init', '-q');
    writeFileSync(at('a', 'p.md'), memoryFile({ title: 'Ports', description: 'Ports in use.' }));
    writeFileSync(at('a', 'keep.md'), memoryFile({ title: 'Keep', description: 'Another note.' }));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    git(dir, 'checkout', '-qb', 'other');
    git(dir, 'mv', at('a', 'p.md'), at('a', 'p-local.md'));
    git(dir, 'mv', at('a'), at('shop'));
    git(dir, 'commit', '-qm', 'theirs');
    git(dir, 'checkout', '-q', 'main');
    git(dir, 'mv', at('a', 'p.md'), at('a', 'p2.md'));
    // edited too: the two names are no longer the same object, and are paired all the same
    appendFileSync(at('a', 'p2.md'), 'Port 8080 is the admin panel.\n');
    writeFileSync(at('a', 'new.md'), memoryFile({ title: 'New', description: 'Added on this side.' }));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'ours');
    expect(() => git(dir, 'merge', '-q', 'other')).toThrow();
    return { dir, at };
  }

  it('each is named for what git did, and the fixes, run as printed, settle the merge', () => {
    const { dir, at } = renamedTwice();
    const lint = runCli(['lint', '--dir', dir, '--json'], { env: env() });
    const findings = (JSON.parse(lint.stdout) as { findings: Array<{ file: string; rule: string; message: string; fix: string }> }).findings.filter(
      (f) => f.rule === 'merge-conflict',
    );
    const by = new Map(findings.map((f) => [f.file, f]));
    expect([...by.keys()].sort()).toEqual([at('a', 'p.md'), at('shop', 'new.md'), at('shop', 'p-local.md'), at('shop', 'p2.md')]);
    // the old name is gone from disk: its fix removes it, never adds it (which would record the deletion unsaid)
    expect(by.get(at('a', 'p.md'))?.message).toContain(`both sides of the merge renamed it, to ${at('shop', 'p2.md')} and ${at('shop', 'p-local.md')}`);
    expect(by.get(at('a', 'p.md'))?.fix).not.toContain('git add');
    expect(by.get(at('shop', 'p2.md'))?.message).toContain(`to this name and to ${at('shop', 'p-local.md')}`);
    expect(by.get(at('shop', 'new.md'))?.message).toContain('in a folder the other side renamed');
    expect(by.get(at('shop', 'new.md'))?.message).not.toContain('deleted it');
    // list marks them too, though no marker in the files says so
    const listed = (
      JSON.parse(runCli(['list', '--dir', dir, '--json', '--project', 'shop'], { env: env() }).stdout) as {
        memories: Array<{ name: string; unmerged: boolean }>;
      }
    ).memories;
    expect(listed.map((m) => `${m.name}:${m.unmerged}`).sort()).toEqual(['keep:false', 'new:true', 'p-local:true', 'p2:true']);
    expect(runCli(['list', '--dir', dir, '--project', 'shop'], { env: env() }).stdout).toContain('[shop] p2 (merge conflict: unresolved) — Ports in use.');
    // doctor counts the old name, off disk now, among the files: four of five, never "4 of 4"
    const doctor = JSON.parse(runCli(['doctor', '--dir', dir, '--json'], { env: env() }).stdout) as {
      checks: Array<{ id: string; message: string }>;
    };
    expect(doctor.checks.find((c) => c.id === 'lint')?.message).toMatch(/^4 of 5 memory files are invalid:/);
    const run = (fix: string | undefined, which = 0) => {
      // the settling commands; not the finishing step each fix ends with (`git rebase --continue`, or `git commit` after a merge)
      const commands = [...(fix ?? '').matchAll(/`([^`]+)`/g)]
        .map((m) => m[1] as string)
        .filter((command) => !/^git (?:rebase --continue|commit)$/.test(command));
      for (const command of which < 0 ? commands : [commands[which] as string]) execSync(command, { cwd: dir, env: cleanEnv({}), stdio: 'pipe' });
    };
    // each fix ends where the user is left: finish what git stopped, and push
    for (const file of [at('a', 'p.md'), at('shop', 'p2.md')])
      expect(by.get(file)?.fix).toMatch(/then finish what git stopped \(`git rebase --continue`, or `git commit` after a merge\) and push$/);
    run(by.get(at('a', 'p.md'))?.fix);
    // keeping p2.md is two commands: its add and the other name's removal
    run(by.get(at('shop', 'p2.md'))?.fix, -1);
    run(by.get(at('shop', 'new.md'))?.fix);
    expect(git(dir, 'ls-files', '-u')).toBe('');
    expect(runCli(['lint', '--dir', dir], { env: env() }).code).toBe(0);
    const ko = runCli(['lint', '--dir', renamedTwice().dir], { env: env('ko') });
    expect(ko.stdout).toContain('병합의 양쪽이 한 memory의 이름을');
  });
});

describe("the memory folder's README, written by two first installs in two languages", () => {
  it('is the same text from both: the merge goes through; edited apart on two sides, it is an error of lint, and its fix settles it', () => {
    const root = tempTree();
    const dir = join(root, 'app');
    mkdirSync(dir);
    git(dir, 'init', '-q');
    writeFileSync(join(dir, 'app.js'), 'run()\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    const install = (lang: string) => {
      const home = join(root, `home-${lang}`);
      mkdirSync(home, { recursive: true });
      expect(runCli(['install', '--dir', dir], { env: { HOME: home, PROJECT_MEMORY_LANG: lang } }).code).toBe(0);
      git(dir, 'add', '-A');
      git(dir, 'commit', '-qm', `install ${lang}`);
    };
    git(dir, 'checkout', '-qb', 'other');
    install('ko');
    git(dir, 'checkout', '-q', 'main');
    install('en');
    git(dir, 'merge', '-q', 'other');
    expect(git(dir, 'ls-files', '-u')).toBe('');
    // each side then edits the README its own way
    const readme = join(dir, MEMORY, 'README.md');
    git(dir, 'checkout', '-qb', 'edits');
    appendFileSync(readme, 'Ask Mina before deleting a memory.\n');
    git(dir, 'commit', '-qam', 'mina');
    git(dir, 'checkout', '-q', 'main');
    appendFileSync(readme, 'Sam reviews memories on Fridays.\n');
    git(dir, 'commit', '-qam', 'sam');
    expect(() => git(dir, 'merge', '-q', 'edits')).toThrow();
    const lint = runCli(['lint', '--dir', dir, '--json'], { env: env() });
    expect(lint.code).toBe(1);
    const findings = (JSON.parse(lint.stdout) as { findings: Array<{ file: string; rule: string; message: string; fix: string }> }).findings;
    expect(findings).toEqual([
      expect.objectContaining({ file: readme, rule: 'merge-conflict', message: expect.stringContaining('the list never reads it, but a commit would keep') }),
    ]);
    // one side kept, its markers gone: the fix's git add settles it
    execSync(`git checkout --theirs -- ${readme}`, { cwd: dir, stdio: 'pipe' });
    execSync([...(findings[0]?.fix ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1])[0] as string, { cwd: dir, env: cleanEnv({}), stdio: 'pipe' });
    expect(git(dir, 'ls-files', '-u')).toBe('');
    expect(runCli(['lint', '--dir', dir], { env: env() }).code).toBe(0);
  });
});

describe('a memory whose name is no UTF-8, deleted on one side and edited on the other', () => {
  it('is found on disk, and its fix, run as printed, names it byte for byte', () => {
    const dir = join(tempTree(), 'app');
    mkdirSync(join(dir, MEMORY, 'app'), { recursive: true });
    git(dir, 'init', '-q');
    const name = Buffer.concat([Buffer.from(join(dir, MEMORY, 'app', 'caf')), Buffer.from([0xe9]), Buffer.from('.md')]);
    writeFileSync(name, memoryFile({ title: 'Cafe', description: 'The cafe opens at nine.' }));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    git(dir, 'checkout', '-qb', 'other');
    rmSync(name);
    git(dir, 'commit', '-qam', 'delete');
    git(dir, 'checkout', '-q', 'main');
    appendFileSync(name, 'one more line\n');
    git(dir, 'commit', '-qam', 'edit');
    expect(() => git(dir, 'merge', '-q', 'other')).toThrow();
    const finding = (
      JSON.parse(runCli(['lint', '--dir', dir, '--json'], { env: env() }).stdout) as { findings: Array<{ message: string; fix: string }> }
    ).findings.find((f) => f.message.startsWith('git left'));
    expect(finding?.message).toContain('one side of the merge deleted it');
    const drop = [...(finding?.fix ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] as string)[1] as string;
    execSync(drop, { cwd: dir, env: cleanEnv({}), stdio: 'pipe', shell: '/bin/sh' });
    expect(git(dir, 'ls-files', '-u')).toBe('');
  });
});

describe('the hook during a merge that stopped on such a conflict', () => {
  it('marks the memory as list marks it, and no more once the merge is done', () => {
    const { dir, file } = deletedOn('theirs');
    const e = env();
    const event = (session: string) => ({
      session_id: session,
      transcript_path: '/nonexistent',
      cwd: dir,
      hook_event_name: 'UserPromptSubmit',
      prompt: 'staging',
    });
    const context = (session: string) =>
      (JSON.parse(runHook(event(session), e).stdout || '{}') as { hookSpecificOutput?: { additionalContext?: string } }).hookSpecificOutput
        ?.additionalContext ?? '';
    const during = context('s1');
    expect(during).toContain('[app] reset (merge conflict: unresolved) — Staging resets nightly.');
    expect(during).toContain('[app] other — Another note.');
    git(dir, 'add', file);
    git(dir, 'commit', '-qm', 'merged');
    expect(context('s2')).toContain('[app] reset — Staging resets nightly.');
  });
});
