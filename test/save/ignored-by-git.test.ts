// A memory folder git ignores is never shared, whatever a save says about committing it:
// the save that makes a first memory folder, or a project's first memory, names the rule.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

function repository(ignore: string | undefined) {
  const root = tempTree({ 'README.md': 'x\n' });
  execFileSync('git', ['init', '-q'], { cwd: root });
  if (ignore !== undefined) writeFileSync(join(root, '.gitignore'), `${ignore}\n`);
  return { root, home: tempTree() };
}

const save = (repo: { root: string; home: string }, title: string, lang: 'en' | 'ko', extra: string[] = []) =>
  runCli(['save', '--dir', repo.root, '--scope', 'project', '--title', title, '--description', `${title} in one line`, '--body', 'x', ...extra], {
    env: { HOME: repo.home, PROJECT_MEMORY_LANG: lang },
  });

describe('save into a memory folder git ignores', () => {
  it('names the rule when it makes the folder, in either language and in --json, and once only', () => {
    const repo = repository('.ai-core/');
    const first = save(repo, 'staging resets', 'en');
    expect(first.code, first.stderr).toBe(0);
    const path = first.stdout.trim();
    expect(first.stderr).toContain(`git ignores ${path} (.gitignore:1:.ai-core/), so no teammate gets this memory.`);
    // the folder and the project's first memory are there now: a later save says nothing more
    const second = save(repo, 'deploy window', 'ko');
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).not.toContain('.gitignore:1');
    const other = repository('.ai-core/');
    const json = save(other, 'staging resets', 'ko', ['--json']);
    expect(JSON.parse(json.stdout).ignoredBy).toBe('.gitignore:1:.ai-core/');
    expect(json.stderr).toContain('(.gitignore:1:.ai-core/) 팀원에게 이 memory가 가지 않습니다');
  });

  it('names it on the first global save after install made the folder, and not on the next', () => {
    const repo = repository('.ai-core/');
    const env = { HOME: repo.home, PROJECT_MEMORY_LANG: 'en' };
    expect(runCli(['install', '--scope', 'local', '--dir', repo.root], { env }).code).toBe(0);
    const global = (title: string) =>
      runCli(['save', '--dir', repo.root, '--scope', 'global', '--title', title, '--description', `${title} in one line`, '--body', 'x', '--json'], { env });
    const first = global('tabs in makefiles');
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout).ignoredBy).toBe('.gitignore:1:.ai-core/');
    expect(first.stderr).toContain('so no teammate gets this memory');
    const updated = runCli(['save', '--dir', repo.root, '--update', '--name', 'tabs-in-makefiles', '--description', 'tabs in every makefile', '--json'], {
      env,
    });
    expect(updated.code, updated.stderr).toBe(0);
    expect(JSON.parse(updated.stdout).ignoredBy).toBeNull();
    const second = global('deploy window');
    expect(JSON.parse(second.stdout).ignoredBy).toBeNull();
  });

  it('says nothing where a later rule un-ignores it, which git names all the same', () => {
    const repo = repository('*.md\n!.ai-core/**/*.md');
    const run = save(repo, 'staging resets', 'en', ['--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).ignoredBy).toBeNull();
    expect(run.stderr).not.toContain('git ignores');
  });

  it('says nothing where git does not ignore it', () => {
    const repo = repository(undefined);
    const run = save(repo, 'staging resets', 'en', ['--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).ignoredBy).toBeNull();
    expect(run.stderr).not.toContain('git ignores');
  });
});
