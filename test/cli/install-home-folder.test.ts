// install run in the home folder without --dir makes no memory folder there (it would take in
// every repository below it), for each client; what it prints instead is that client's own install.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SELF } from '../support/built.js';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const run = (home: string, args: string[]) =>
  runCli(args, { env: { HOME: home, PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_STATE_DIR: join(home, 'state') }, cwd: home });

describe('install --client codex in the home folder', () => {
  it("suggests the same Codex install with --dir for one memory folder, not Claude Code's", () => {
    const home = tempTree();
    const r = run(home, ['install', '--client', 'codex', '--trust-hooks']);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(home, '.ai-core'))).toBe(false);
    const suggested = `\`${SELF} install --client codex --dir ${home} --trust-hooks\``;
    expect(r.stdout).toContain(`To keep one memory folder for everything below ${home} all the same: ${suggested}`);

    const asked = run(home, ['install', '--client', 'codex', '--dir', home, '--trust-hooks']);
    expect(asked.code, asked.stderr).toBe(0);
    expect(existsSync(join(home, '.ai-core', 'data', 'memory', '_global'))).toBe(true);
    expect(existsSync(join(home, '.claude'))).toBe(false);
  });
});

describe('install --client gemini in the home folder', () => {
  it('makes no memory folder there nor names one in includeDirectories, and says how a repository launched below its top gets its own read', () => {
    const home = tempTree({ 'work/shop/.git/HEAD': 'ref: refs/heads/main\n', 'work/shop/app/': '' });
    const r = run(home, ['install', '--client', 'gemini']);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(home, '.ai-core'))).toBe(false);
    const settings = JSON.parse(readFileSync(join(home, '.gemini', 'settings.json'), 'utf8'));
    expect(settings.hooks.BeforeAgent).toHaveLength(1);
    expect(settings.context).toBeUndefined();
    expect(r.stdout).toContain(`To keep one memory folder for everything below ${home} all the same: \`${SELF} install --client gemini --dir ${home}\``);
    expect(r.stdout).toContain('context.includeDirectories');
    expect(r.stdout).toContain(`\`${SELF} doctor --client gemini\``);
    expect(JSON.parse(run(home, ['install', '--client', 'gemini', '--json']).stdout)).toMatchObject({ created: [], memoryRootLeft: true });

    // the first save makes the repository's own folder; from a subfolder, doctor names the install that lets Gemini read it
    const shop = join(home, 'work', 'shop');
    const save = runCli(['save', '--scope', 'project', '--title', 'Shop fact', '--description', 'a fact of the shop', '--body', 'x'], {
      env: { HOME: home },
      cwd: join(shop, 'app'),
    });
    expect(save.code, save.stderr).toBe(0);
    const doctor = runCli(['doctor', '--client', 'gemini', '--json'], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' }, cwd: join(shop, 'app') });
    const read = (JSON.parse(doctor.stdout) as { checks: Array<{ id: string; fix?: string }> }).checks.find((c) => c.id === 'read');
    const app = join(shop, 'app');
    expect(read?.fix).toContain(`install --client gemini --dir ${app}`);
    expect(read?.fix).not.toContain('--scope');
    // that project's own settings name the folder, relative to it (and no hook); the user's name none
    expect(run(home, ['install', '--client', 'gemini', '--dir', app]).code).toBe(0);
    expect(JSON.parse(readFileSync(join(app, '.gemini', 'settings.json'), 'utf8'))).toEqual({ context: { includeDirectories: ['../.ai-core/data/memory'] } });
    expect(run(home, ['install', '--client', 'gemini', '--dir', shop]).code).toBe(0);
    expect(JSON.parse(readFileSync(join(home, '.gemini', 'settings.json'), 'utf8')).context).toBeUndefined();
    // and uninstall gives the files back as install made them: gone, the launch folder's with the user's
    expect(run(home, ['uninstall', '--client', 'gemini', '--dir', app]).code).toBe(0);
    expect(existsSync(join(app, '.gemini'))).toBe(false);
    expect(existsSync(join(home, '.gemini', 'settings.json'))).toBe(false);
  });
});

// in the home folder a project's settings file is the user's own: --scope project there wrote it
// as a project's, warned that its machine path would break a teammate's clone, and uninstall of
// the user scope then said the hooks were "still installed in project settings" (the same file)
describe('install --scope project in the home folder', () => {
  it.each(['claude', 'codex', 'gemini'])('%s: installs as the user scope, says so, and one uninstall takes it all back', (client) => {
    const home = tempTree();
    const clientArgs = client === 'claude' ? [] : ['--client', client];
    const said = run(home, ['install', ...clientArgs, '--scope', 'project', '--dir', home]);
    expect(said.code, said.stderr).toBe(0);
    expect(said.stdout).toContain("In your home folder the project's settings file is your user settings file");
    expect(said.stdout).not.toContain('meant to be committed');
    const again = run(home, ['install', ...clientArgs, '--scope', 'project', '--dir', home, '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ scope: 'user', alreadyInstalled: true });
    const gone = run(home, ['uninstall', ...clientArgs, '--dir', home, '--json']);
    expect(gone.code, gone.stderr).toBe(0);
    expect(JSON.parse(gone.stdout).stillInstalled).toEqual([]);
  });
});
