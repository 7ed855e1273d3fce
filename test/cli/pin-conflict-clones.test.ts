// Two clones of one repository under other folder names, each saving before pulling. A first
// save pins the name the remote gives the repository, the same in both: the pull merges. A pin
// of each folder's own name (`key pin` in each, or a first save of a version that pinned the
// folder's name) leaves the pin in conflict. Whichever
// key the fix keeps, the other side's memories must come along, or that pin, once
// committed, hides them from everyone without a word. Real git clones, the built CLI, and
// the fix's commands run as printed.
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { cleanEnv, runCli } from '../support/processes.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

/** Two clones, `alice` and `bob`, of `shared.git`: each saves a memory, alice pushes, bob pulls. `ownPins`: each pins its folder's name. */
function clonesThatSaved([aliceTitle, bobTitle] = ['Deploy', 'Build'], ownPins = true) {
  const root = tempTree();
  git(root, 'init', '-q', '--bare', 'shared.git');
  git(root, 'clone', '-q', 'shared.git', 'alice');
  const alice = join(root, 'alice');
  writeFileSync(join(alice, 'app.js'), 'run()\n');
  git(alice, 'add', '-A');
  git(alice, 'commit', '-qm', 'app');
  git(alice, 'push', '-q', 'origin', 'HEAD:main');
  git(root, 'clone', '-q', 'shared.git', 'bob');
  const bob = join(root, 'bob');
  const home = join(root, 'home');
  mkdirSync(home);
  const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
  const save = (dir: string, title: string) => {
    const pin = ownPins ? ['--no-pin'] : [];
    const args = ['save', '--dir', dir, '--scope', 'project', '--title', title, '--description', `${title} with make`, '--body', 'make it', ...pin];
    expect(runCli(args, { env }).code).toBe(0);
    if (ownPins) expect(runCli(['key', 'pin', '--dir', dir], { env }).code).toBe(0);
  };
  save(alice, aliceTitle as string);
  git(alice, 'add', '-A');
  git(alice, 'commit', '-qm', 'deploy');
  git(alice, 'push', '-q', 'origin', 'HEAD:main');
  save(bob, bobTitle as string);
  git(bob, 'add', '-A');
  git(bob, 'commit', '-qm', 'build');
  return { bob, env, pull: () => git(bob, 'pull', '-q', '--no-rebase', 'origin', 'main') };
}

function clonesInConflict(titles?: [string, string]) {
  const clones = clonesThatSaved(titles);
  expect(clones.pull).toThrow();
  return clones;
}

describe('two clones under their own folder names, each saving a first memory before pulling', () => {
  it("pin the remote's name for the repository, the same in both: the pull merges, and both memories are listed under it", () => {
    const { bob, env, pull } = clonesThatSaved(['Deploy', 'Build'], false);
    pull();
    const listed = JSON.parse(runCli(['list', '--dir', bob, '--json'], { env }).stdout) as {
      projectKey: string;
      memories: Array<{ name: string; folder: string }>;
    };
    expect(listed.projectKey).toBe('shared');
    expect(listed.memories.map((m) => `${m.folder}/${m.name}`).sort()).toEqual(['shared/build', 'shared/deploy']);
    expect(runCli(['lint', '--dir', bob], { env }).code).toBe(0);
  });
});

describe('a pin two clones wrote under their own folder names, in conflict after a pull', () => {
  it('names a memory both sides saved under one name, which the move would refuse', () => {
    const { bob, env } = clonesInConflict(['Deploy', 'Deploy']);
    const lint = runCli(['lint', '--dir', bob, '--json'], { env });
    const fix = (JSON.parse(lint.stdout) as { findings: Array<{ rule: string; fix: string }> }).findings.find((f) => f.rule === 'pin-file')?.fix;
    expect(fix).toContain('(first keep one of each memory both keys hold: alice/deploy.md has a namesake under that key, and the move refuses it)');
    expect(fix).toContain('(first keep one of each memory both keys hold: bob/deploy.md has a namesake under that key');
  });

  it.each(['bob', 'alice'])("lint's way out pinning %s brings the other side's memories along: run as printed, both are listed", (kept) => {
    const { bob, env } = clonesInConflict();
    const lint = runCli(['lint', '--dir', bob, '--json'], { env });
    const finding = (JSON.parse(lint.stdout) as { findings: Array<{ rule: string; fix: string }> }).findings.find((f) => f.rule === 'pin-file');
    const commands = [...(finding?.fix ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
    const pin = commands.findIndex((c) => c.includes(`key pin ${kept} --force`));
    expect(pin).toBeGreaterThanOrEqual(0);
    expect(commands[pin + 1]).toContain(`key move ${kept === 'bob' ? 'alice' : 'bob'} ${kept}`);
    for (const command of commands.slice(pin, pin + 2)) execSync(command, { cwd: bob, env: cleanEnv(env), stdio: 'pipe' });
    const list = runCli(['list', '--dir', bob, '--json'], { env });
    const listed = JSON.parse(list.stdout) as { projectKey: string; memories: Array<{ name: string; folder: string }> };
    expect(listed.projectKey).toBe(kept);
    expect(listed.memories.map((m) => `${m.folder}/${m.name}`).sort()).toEqual([`${kept}/build`, `${kept}/deploy`]);
    expect(runCli(['lint', '--dir', bob], { env }).code).toBe(0);
  });
});
