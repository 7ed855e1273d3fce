// A repository's own checkouts are the repository, not other projects: a linked worktree
// in a plain subfolder or a submodule below the top leaves the top a lone repository for
// install, save, the hook's save guidance and doctor alike. Real git, the built CLI and
// hook as processes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

function git(cwd: string, ...args: string[]): string {
  const config = ['user.name=t', 'user.email=t@t', 'init.defaultBranch=main', 'protocol.file.allow=always'];
  return execFileSync('git', [...config.flatMap((c) => ['-c', c]), ...args], { cwd, encoding: 'utf8' });
}

function repository(dir: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'README.md'), '# app\n');
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'start');
  return dir;
}

interface Check {
  id: string;
  status: string;
  message: string;
  fix?: string;
}

describe('a repository with its own worktree or submodule below its top, after install', () => {
  it.each([
    ['a linked worktree in a plain subfolder', (app: string) => git(app, 'worktree', 'add', '-q', 'worktrees/feat', '-b', 'feat')],
    [
      'a submodule',
      (app: string) => {
        const lib = repository(join(app, '..', 'lib'));
        git(app, 'submodule', 'add', '-q', lib, 'libs/sub');
        git(app, 'commit', '-qm', 'sub');
      },
    ],
  ])('%s: the top is the project for save, the save guidance and doctor', (_, addBelow) => {
    const app = repository(join(tempTree(), 'app'));
    addBelow(app);
    const env = { HOME: tempTree(), PROJECT_MEMORY_STATE_DIR: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const install = runCli(['install'], { cwd: app, env });
    expect(install.code, install.stderr).toBe(0);
    // the first project save pins the key on its own: install offers no pin of its own
    expect(install.stdout).not.toContain("This project's key is");

    const doctor = runCli(['doctor', '--json'], { cwd: app, env });
    const key = (JSON.parse(doctor.stdout) as { checks: Check[] }).checks.find((c) => c.id === 'project-key');
    expect(key).toMatchObject({ status: 'ok', message: `app, from the launch folder ${app}` });

    const hook = runHook(promptEvent(app, { prompt: 'remember this: the VPN drops at 6pm' }), env);
    expect(contextOf(hook.stdout)).toContain('2) app (this project)');

    const save = runCli(['save', '--scope', 'project', '--title', 'Root proj', '--description', 'root fact', '--body', 'b'], { cwd: app, env });
    expect(save.code, save.stderr).toBe(0);
    expect(save.stdout).toBe(`${join(app, MEMORY, 'app', 'root-proj.md')}\n`);
    expect(save.stderr).toContain(`pinned the project key "app" in ${join(app, '.project-memory-key')}`);
  });

  it('a repository of its own below the top still makes the top a workspace root', () => {
    const app = repository(join(tempTree(), 'app'));
    git(app, 'worktree', 'add', '-q', 'worktrees/feat', '-b', 'feat');
    repository(join(app, 'vendor-src', 'other'));
    const env = { HOME: tempTree(), PROJECT_MEMORY_STATE_DIR: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    expect(runCli(['install'], { cwd: app, env }).code).toBe(0);
    const save = runCli(['save', '--scope', 'project', '--title', 'Root proj', '--description', 'root fact', '--body', 'b'], { cwd: app, env });
    expect(save.code).toBe(1);
    expect(save.stderr).toContain('is the workspace root, not a project');
  });
});
