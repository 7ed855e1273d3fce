// Gemini CLI's read_file opens only the launch folder and context.includeDirectories: a
// user-scope install run below the memory folder's workspace names the memory folder in the
// launch folder's own .gemini/settings.json (a relative path, no hook), keeps what the user
// had there, and its uninstall takes back that entry alone.
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

function workspace() {
  const root = tempTree({ 'shop/.git/HEAD': 'ref: refs/heads/main\n', 'shop/app/src/': '' });
  const home = join(root, 'home');
  mkdirSync(home);
  const app = join(root, 'shop', 'app');
  const run = (args: string[], lang = 'en') =>
    runCli(args, { env: { HOME: home, PROJECT_MEMORY_LANG: lang, PROJECT_MEMORY_STATE_DIR: join(home, 'state') }, cwd: app });
  return { home, app, run, projectFile: join(app, '.gemini', 'settings.json') };
}

const USER_OWN = '{\n  // the team\'s model\n  "model": { "name": "gemini-2.5-pro" }\n}\n';

describe('install --client gemini below the top of the repository', () => {
  it("adds the relative entry to the launch folder's settings beside the user's own, once; uninstall takes out only it", () => {
    const w = workspace();
    mkdirSync(join(w.app, '.gemini'));
    writeFileSync(w.projectFile, USER_OWN);
    const first = w.run(['install', '--client', 'gemini', '--json']);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout).changes).toContain(`add ../.ai-core/data/memory to context.includeDirectories in ${w.projectFile}`);
    const text = readFileSync(w.projectFile, 'utf8');
    expect(text).toContain("// the team's model");
    expect(text).toContain('"includeDirectories": [\n      "../.ai-core/data/memory"\n    ]');
    // the hooks are the user's: none in the file a team commits
    expect(text).not.toContain('hooks');
    expect(JSON.parse(readFileSync(join(w.home, '.gemini', 'settings.json'), 'utf8')).context).toBeUndefined();

    const again = w.run(['install', '--client', 'gemini']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('nothing changed');
    expect(readFileSync(w.projectFile, 'utf8')).toBe(text);

    const ko = w.run(['uninstall', '--client', 'gemini', '--dry-run'], 'ko');
    expect(ko.stdout).toContain(`${w.projectFile}의 context.includeDirectories에서 제거 예정: ../.ai-core/data/memory`);
    const gone = w.run(['uninstall', '--client', 'gemini']);
    expect(gone.code, gone.stderr).toBe(0);
    expect(gone.stdout).toContain(`removed ../.ai-core/data/memory from context.includeDirectories in ${w.projectFile}`);
    expect(readFileSync(w.projectFile, 'utf8')).toBe(USER_OWN);
    expect(existsSync(join(w.home, '.gemini', 'settings.json'))).toBe(false);
  });

  it('a project-scope uninstall leaves the entry a user-scope install added: not installed there, the user install still reading through it', () => {
    const w = workspace();
    expect(w.run(['install', '--client', 'gemini']).code).toBe(0);
    const text = readFileSync(w.projectFile, 'utf8');
    const project = w.run(['uninstall', '--client', 'gemini', '--scope', 'project']);
    expect(project.code, project.stderr).toBe(0);
    expect(project.stdout).toContain(`not installed in ${w.projectFile}; nothing changed`);
    expect(readFileSync(w.projectFile, 'utf8')).toBe(text);
    // the user's uninstall still takes it back
    expect(w.run(['uninstall', '--client', 'gemini']).code).toBe(0);
    expect(existsSync(w.projectFile)).toBe(false);
  });

  it('a project-scope uninstall of hooks a teammate committed beside that entry takes the hooks and leaves the entry, with no word of a missing record', () => {
    const w = workspace();
    expect(w.run(['install', '--client', 'gemini']).code).toBe(0);
    const hooks = JSON.parse(readFileSync(join(w.home, '.gemini', 'settings.json'), 'utf8')).hooks;
    const settings = JSON.parse(readFileSync(w.projectFile, 'utf8'));
    writeFileSync(w.projectFile, `${JSON.stringify({ ...settings, hooks }, null, 2)}\n`);
    const project = w.run(['uninstall', '--client', 'gemini', '--scope', 'project']);
    expect(project.code, project.stderr).toBe(0);
    expect(project.stdout).toContain('removed 5 hooks');
    expect(project.stdout).not.toContain('No install record');
    expect(project.stdout).not.toContain('context.includeDirectories');
    expect(JSON.parse(readFileSync(w.projectFile, 'utf8'))).toEqual(settings);
    expect(w.run(['uninstall', '--client', 'gemini']).stdout).toContain(`removed ../.ai-core/data/memory from context.includeDirectories in ${w.projectFile}`);
  });

  it("leaves a project-scope install's entry to that install's uninstall", () => {
    const w = workspace();
    expect(w.run(['install', '--client', 'gemini', '--scope', 'project']).code).toBe(0);
    const project = readFileSync(w.projectFile, 'utf8');
    const user = w.run(['install', '--client', 'gemini']);
    expect(user.code, user.stderr).toBe(0);
    expect(user.stdout).not.toContain('context.includeDirectories');
    expect(w.run(['uninstall', '--client', 'gemini']).code).toBe(0);
    expect(readFileSync(w.projectFile, 'utf8')).toBe(project);
  });

  it("a launch folder's file that cannot take the entry does not keep the hooks out: named, with the way on, and left as it was", () => {
    const w = workspace();
    mkdirSync(join(w.app, '.gemini'));
    writeFileSync(w.projectFile, '{ "context": [] }\n');
    const r = w.run(['install', '--client', 'gemini']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`The hooks are installed, but ${w.projectFile} did not take the memory folder in context.includeDirectories`);
    expect(r.stdout).toContain('"context" is not an object');
    expect(JSON.parse(readFileSync(join(w.home, '.gemini', 'settings.json'), 'utf8')).hooks.BeforeAgent).toHaveLength(1);
    expect(readFileSync(w.projectFile, 'utf8')).toBe('{ "context": [] }\n');
  });

  it("one file for both (the launch folder's settings a link to the user's): the hooks stay and no relative entry goes there", () => {
    const w = workspace();
    mkdirSync(join(w.home, '.gemini'));
    writeFileSync(join(w.home, '.gemini', 'settings.json'), '{}\n');
    mkdirSync(join(w.app, '.gemini'));
    symlinkSync(join(w.home, '.gemini', 'settings.json'), w.projectFile);
    const r = w.run(['install', '--client', 'gemini']);
    expect(r.code, r.stderr).toBe(0);
    const settings = JSON.parse(readFileSync(join(w.home, '.gemini', 'settings.json'), 'utf8'));
    expect(settings.hooks.BeforeAgent).toHaveLength(1);
    expect(settings.context).toBeUndefined();
  });

  it('uninstall run from another folder takes the entry back too; one whose file is broken now is named, and the hooks go all the same', () => {
    const w = workspace();
    const other = join(w.app, '..', 'api');
    mkdirSync(other);
    expect(w.run(['install', '--client', 'gemini']).code).toBe(0);
    expect(w.run(['install', '--client', 'gemini', '--dir', other]).code).toBe(0);
    const otherFile = join(other, '.gemini', 'settings.json');
    writeFileSync(otherFile, '{ "context": { "includeDirectories": ["../.ai-core/data/memory"] \n');
    const gone = w.run(['uninstall', '--client', 'gemini', '--dir', join(w.app, '..')]);
    expect(gone.code, gone.stderr).toBe(0);
    expect(gone.stdout).toContain(`removed ../.ai-core/data/memory from context.includeDirectories in ${w.projectFile}`);
    expect(existsSync(join(w.app, '.gemini'))).toBe(false);
    expect(gone.stdout).toContain(`${otherFile} still names the memory folder in context.includeDirectories, which an install added`);
    expect(existsSync(join(w.home, '.gemini', 'settings.json'))).toBe(false);
  });
});
