// A monorepo checked out sparse (`git sparse-checkout set src`) leaves the team's `.ai-core/` out
// of the work tree: the list was empty, and a first save started a second memory folder beside
// the team's, whose commit line then failed on paths outside the checkout. The save is refused
// with the command that brings the folder in, after which the memories are there and a save
// goes into the team's folder. Real git, the built CLI.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', '-c', 'protocol.file.allow=always', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: 'pipe',
  });

it('a first save in a sparse checkout that leaves .ai-core/ out is refused with the command that adds it; once added, the save joins the team', () => {
  const root = tempTree();
  const team = join(root, 'team');
  mkdirSync(join(team, '.ai-core/data/memory/shop'), { recursive: true });
  mkdirSync(join(team, 'src'), { recursive: true });
  writeFileSync(join(team, '.ai-core/data/memory/shop/deploy.md'), '---\ntitle: Deploy\ndescription: deploys go out on Tuesdays\n---\nx\n');
  writeFileSync(join(team, '.project-memory-key'), 'shop\n');
  writeFileSync(join(team, 'src/app.js'), '\n');
  git(team, 'init', '-q');
  git(team, 'add', '-A');
  git(team, 'commit', '-qm', 'init');
  const clone = join(root, 'clone');
  git(root, 'clone', '-q', '--sparse', team, clone);
  git(clone, 'sparse-checkout', 'set', 'src');
  expect(existsSync(join(clone, '.ai-core'))).toBe(false);
  const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
  const save = () =>
    runCli(['save', '--scope', 'project', '--title', 'Staging resets', '--description', 'staging resets nightly', '--body', 'x', '--dir', join(clone, 'src')], {
      env,
    });
  const refused = save();
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`.ai-core/ is in git but outside this sparse checkout (${clone})`);
  expect(refused.stderr).toContain(`\`git -C ${clone} sparse-checkout add .ai-core\``);
  expect(existsSync(join(clone, '.ai-core'))).toBe(false);
  // doctor says so, with the same command
  const doctor = JSON.parse(runCli(['doctor', '--json', '--dir', join(clone, 'src')], { env }).stdout) as {
    checks: { id: string; status: string; message: string; fix: string }[];
  };
  expect(doctor.checks.find((c) => c.id === 'workspace')).toMatchObject({
    status: 'fail',
    message: expect.stringContaining('outside this sparse checkout'),
    fix: `add it to the checkout: \`git -C ${clone} sparse-checkout add .ai-core\``,
  });
  git(clone, 'sparse-checkout', 'add', '.ai-core');
  const saved = save();
  expect(saved.code, saved.stderr).toBe(0);
  expect(existsSync(join(clone, '.ai-core/data/memory/shop/staging-resets.md'))).toBe(true);
  expect(existsSync(join(clone, '.ai-core/data/memory/shop/deploy.md'))).toBe(true);
});
