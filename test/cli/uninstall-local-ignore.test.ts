// `uninstall --scope local` takes back the info/exclude line its install added, and only
// it: the user's lines, their line ends and the file's last newline stay byte for byte. A
// line install did not add (the user's, or one found there) stays, and so does install's
// while a file it keeps out of commits is still there: info/exclude is shared by every
// worktree of the clone, and a settings file left behind holds the user's own keys.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const LINE = '/.claude/settings.local.json';

function git(cwd: string, home: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config') } });
}

function setup(): { repo: string; home: string; exclude: string; env: Record<string, string> } {
  const repo = tempTree();
  const home = tempTree();
  git(repo, home, 'init', '-q');
  const env = { HOME: home, XDG_CONFIG_HOME: join(home, '.config'), PROJECT_MEMORY_LANG: 'en' };
  return { repo, home, exclude: join(repo, '.git', 'info', 'exclude'), env };
}

function run(verb: 'install' | 'uninstall', dir: string, env: Record<string, string>) {
  const r = runCli([verb, '--scope', 'local', '--dir', dir], { env });
  expect(r.code, r.stderr).toBe(0);
  return r;
}

describe('uninstall --scope local and the info/exclude line install added', () => {
  it.each([
    ['ends in a newline', '# mine\n*.log\n'],
    ['has no final newline', '# mine\n*.log'],
    ['has CRLF line ends', '# mine\r\n*.log\r\n'],
    ['is empty', ''],
  ])('takes out only that line where the file %s, giving back its bytes', (_, before) => {
    const { repo, exclude, env } = setup();
    writeFileSync(exclude, before);
    run('install', repo, env);
    expect(readFileSync(exclude, 'utf8')).toContain(LINE);
    const r = run('uninstall', repo, env);
    expect(r.stdout).toContain(`removed ${LINE} from ${exclude}`);
    expect(readFileSync(exclude, 'utf8')).toBe(before);
  });

  it('keeps the lines the user added after it and one they wrote before, and removes an exclude file install made', () => {
    const { repo, exclude, env } = setup();
    writeFileSync(exclude, '# mine\n');
    run('install', repo, env);
    appendFileSync(exclude, '/build/\n');
    run('uninstall', repo, env);
    expect(readFileSync(exclude, 'utf8')).toBe('# mine\n/build/\n');

    // the user's own line: install adds none, and uninstall has none to take
    const mine = setup();
    writeFileSync(mine.exclude, `${LINE}\n`);
    run('install', mine.repo, mine.env);
    run('uninstall', mine.repo, mine.env);
    expect(readFileSync(mine.exclude, 'utf8')).toBe(`${LINE}\n`);

    const bare = setup();
    rmSync(bare.exclude);
    run('install', bare.repo, bare.env);
    run('uninstall', bare.repo, bare.env);
    expect(existsSync(bare.exclude)).toBe(false);
  });

  it('keeps it while the settings file stays, holding the user’s own keys, and says so', () => {
    const { repo, exclude, env } = setup();
    mkdirSync(join(repo, '.claude'));
    writeFileSync(join(repo, '.claude', 'settings.local.json'), '{ "permissions": { "allow": [] } }\n');
    run('install', repo, env);
    const r = run('uninstall', repo, env);
    expect(r.stdout).toContain(`${LINE} stays in ${exclude}: it keeps ${join(repo, '.claude', 'settings.local.json')}, still there, out of commits`);
    expect(readFileSync(exclude, 'utf8').split('\n')).toContain(LINE);
  });

  it("keeps it while another worktree's settings file leans on it, and the uninstall after that file is gone takes it", () => {
    const { repo, home, exclude, env } = setup();
    const before = readFileSync(exclude, 'utf8');
    writeFileSync(join(repo, 'README.md'), 'x\n');
    git(repo, home, 'add', '-A');
    git(repo, home, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'x');
    const tree = join(tempTree(), 'tree');
    git(repo, home, 'worktree', 'add', '-q', tree);
    run('install', repo, env);
    // the other worktree's file, ignored by the same line (install there would add none)
    mkdirSync(join(tree, '.claude'));
    writeFileSync(join(tree, '.claude', 'settings.local.json'), '{}\n');

    const kept = run('uninstall', repo, env);
    expect(kept.stdout).toContain(`it keeps ${join(tree, '.claude', 'settings.local.json')}, still there`);
    expect(git(tree, home, 'status', '--porcelain', '--untracked-files=all')).not.toContain('settings.local.json');

    rmSync(join(tree, '.claude'), { recursive: true });
    const r = run('uninstall', repo, env);
    expect(r.stdout).toContain(`removed ${LINE} from ${exclude}`);
    expect(readFileSync(exclude, 'utf8')).toBe(before);
  });
});
