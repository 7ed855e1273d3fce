// uninstall takes back the memory folder install made where nothing was ever saved in it:
// a user who tried the tool and took it out is not left with `.ai-core/` in the repository.
// A memory, a file git tracks (a teammate's commit), or an install still using the folder
// keeps it, and uninstall says the memories stay. The built CLI over real git repositories.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

function repo() {
  const ws = tempTree();
  execFileSync('git', ['init', '-q'], { cwd: ws });
  const home = tempTree();
  const cli = (args: string[], lang = 'en') =>
    runCli([...args, '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: lang, PROJECT_MEMORY_STATE_DIR: join(home, 'state') } });
  const install = (...args: string[]) => expect(cli(['install', ...args]).code).toBe(0);
  return { ws, home, cli, install, memoryRoot: join(ws, '.ai-core', 'data', 'memory') };
}

describe('uninstall and the memory folder install made', () => {
  it('holding no memory and nothing git tracks: removed with .ai-core/, after a dry run that keeps it', () => {
    const r = repo();
    r.install();
    expect(existsSync(join(r.memoryRoot, 'README.md'))).toBe(true);
    const dry = JSON.parse(r.cli(['uninstall', '--dry-run', '--json']).stdout) as { removedMemoryFolder: string | null };
    expect(dry.removedMemoryFolder).toBe(r.memoryRoot);
    expect(existsSync(join(r.memoryRoot, '_global'))).toBe(true);
    const out = r.cli(['uninstall'], 'ko');
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toContain(`install이 만든 memory 폴더(${r.memoryRoot}/)를 지웠습니다`);
    expect(existsSync(join(r.ws, '.ai-core'))).toBe(false);
    // the state folder outside the project is named, for whoever removes the package too
    expect(out.stdout).toContain(`캐시와 설치 기록은 ${join(r.home, 'state')}/에 남습니다`);
    // with the command that deletes it, run as printed
    const remove = /\(`(rm -r [^`]+)`\)/.exec(out.stdout)?.[1];
    expect(remove).toBe(`rm -r ${join(r.home, 'state')}`);
    execFileSync('sh', ['-c', remove as string]);
    expect(existsSync(join(r.home, 'state'))).toBe(false);
    // and a second install makes it again
    r.install();
    expect(existsSync(join(r.memoryRoot, '_global'))).toBe(true);
  });

  it("a user-scope install's uninstall run in another repository: an uninstall here, with nothing installed, still takes this folder back", () => {
    const a = repo();
    const b = repo();
    // one user, one user-scope install, used in two repositories
    const env = { HOME: a.home, PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_STATE_DIR: join(a.home, 'state') };
    expect(runCli(['install', '--dir', a.ws], { env }).code).toBe(0);
    expect(runCli(['install', '--dir', b.ws], { env }).code).toBe(0);
    expect(runCli(['uninstall', '--dir', a.ws], { env }).code).toBe(0);
    expect(existsSync(b.memoryRoot)).toBe(true);
    // the state folder deleted, as that uninstall said to: this one does not make it again
    rmSync(join(a.home, 'state'), { recursive: true, force: true });
    const here = runCli(['uninstall', '--dir', b.ws], { env });
    expect(here.code, here.stderr).toBe(0);
    expect(here.stdout).toContain('not installed in');
    expect(here.stdout).not.toContain('nothing changed');
    expect(here.stdout).toContain(`Removed the memory folder install made (${b.memoryRoot}/)`);
    expect(existsSync(join(b.ws, '.ai-core'))).toBe(false);
    expect(existsSync(join(a.home, 'state'))).toBe(false);
    // with a memory in it, an uninstall with nothing installed leaves it and says only that
    b.cli(['save', '--scope', 'global', '--title', 'PDF output', '--description', 'PDF only', '--body', 'x']);
    const kept = runCli(['uninstall', '--dir', b.ws], { env });
    expect(kept.stdout).toContain('nothing changed');
    expect(existsSync(join(b.memoryRoot, '_global', 'pdf-output.md'))).toBe(true);
  });

  it('with a memory saved: kept, and said so', () => {
    const r = repo();
    r.install();
    expect(r.cli(['save', '--scope', 'global', '--title', 'PDF output', '--description', 'PDF only', '--body', 'x']).code).toBe(0);
    const out = JSON.parse(r.cli(['uninstall', '--json']).stdout) as { removedMemoryFolder: string | null };
    expect(out.removedMemoryFolder).toBeNull();
    expect(existsSync(join(r.memoryRoot, '_global', 'pdf-output.md'))).toBe(true);
  });

  it('a README git tracks (a teammate committed the folder), an edited .gitignore, a file added: kept, and said why', () => {
    const why = {
      track: 'git tracks files in it',
      edit: 'it holds what install did not make, or changed since (.gitignore)',
      add: 'it holds what install did not make, or changed since (_global)',
    };
    for (const change of ['track', 'edit', 'add'] as const) {
      const r = repo();
      r.install();
      if (change === 'track') execFileSync('git', ['add', '.ai-core'], { cwd: r.ws });
      if (change === 'edit') writeFileSync(join(r.memoryRoot, '.gitignore'), '.*.tmp\n');
      if (change === 'add') writeFileSync(join(r.memoryRoot, '_global', 'notes.txt'), 'mine\n');
      const out = r.cli(['uninstall']);
      expect(out.stdout, change).toContain(`The memory folder ${r.memoryRoot}/ stays, holding no memory: ${why[change]}`);
      expect(existsSync(join(r.memoryRoot, 'README.md')), change).toBe(true);
    }
  });

  it("a project's folder a forget emptied holds nothing: removed with the rest", () => {
    const r = repo();
    r.install();
    mkdirSync(join(r.memoryRoot, 'shop'));
    expect(r.cli(['uninstall']).stdout).toContain('Removed the memory folder install made');
    expect(existsSync(join(r.ws, '.ai-core'))).toBe(false);
  });

  it('while another install still uses it: kept until the last one goes; .ai-core/ holding more stays', () => {
    const r = repo();
    r.install();
    r.install('--client', 'codex');
    writeFileSync(join(r.ws, '.ai-core', 'notes.txt'), 'mine\n');
    expect(r.cli(['uninstall']).stdout).toContain('stay');
    expect(existsSync(join(r.memoryRoot, '_global'))).toBe(true);
    expect(r.cli(['uninstall', '--client', 'codex']).stdout).toContain('Removed the memory folder install made');
    expect(existsSync(r.memoryRoot)).toBe(false);
    expect(existsSync(join(r.ws, '.ai-core', 'notes.txt'))).toBe(true);
  });

  it('while the plugin is enabled, or where git cannot say what it tracks (an index it cannot read): kept', () => {
    const plugin = repo();
    plugin.install();
    const settings = join(plugin.home, '.claude', 'settings.json');
    writeFileSync(settings, JSON.stringify({ ...JSON.parse(readFileSync(settings, 'utf8')), enabledPlugins: { 'project-memory@pm-local': true } }));
    expect(JSON.parse(plugin.cli(['uninstall', '--json']).stdout)).toMatchObject({ removedMemoryFolder: null, memoryFolderKept: 'in-use' });
    expect(existsSync(join(plugin.memoryRoot, 'README.md'))).toBe(true);
    const broken = repo();
    broken.install();
    writeFileSync(join(broken.ws, '.git', 'index'), 'not an index');
    const out = broken.cli(['uninstall']);
    expect(out.stdout).toContain('stays, holding no memory: git could not say whether it tracks files in it');
    expect(existsSync(join(broken.memoryRoot, 'README.md'))).toBe(true);
  });

  it('reached through a link out of the workspace (data/ moved elsewhere and linked back): kept, nothing removed there', () => {
    const ws = tempTree();
    const home = tempTree();
    const cli = (args: string[]) =>
      runCli([...args, '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_STATE_DIR: join(home, 'state') } });
    expect(cli(['install']).code).toBe(0);
    const elsewhere = join(tempTree(), 'data');
    renameSync(join(ws, '.ai-core', 'data'), elsewhere);
    symlinkSync(elsewhere, join(ws, '.ai-core', 'data'));
    const out = JSON.parse(cli(['uninstall', '--json']).stdout) as { removedMemoryFolder: string | null; memoryFolderKept: string | null };
    expect(out).toMatchObject({ removedMemoryFolder: null, memoryFolderKept: 'linked' });
    expect(existsSync(join(elsewhere, 'memory', 'README.md'))).toBe(true);
  });
});
