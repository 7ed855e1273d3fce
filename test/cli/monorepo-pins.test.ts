// A monorepo whose top pins one key for every package, and a package that pins its own:
// doctor leaves the repository's memories where the other packages list them, save --pin
// below the top's pin refuses as key pin does, and the pin's `git add` pastes whole
// whatever the path holds. The built CLI as a real process, on real git repositories.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8' });
}

function repository(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'x'), 'x\n');
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'start');
}

/** A fresh HOME and state folder for each run, as a person's first command in a new shell. */
function cli(args: string[], cwd: string, lang = 'en') {
  return runCli(args, { cwd, env: { HOME: tempTree(), PROJECT_MEMORY_STATE_DIR: tempTree(), PROJECT_MEMORY_LANG: lang } });
}

function save(cwd: string, title: string, ...more: string[]) {
  return cli(['save', '--scope', 'project', '--title', title, '--description', `${title} here`, '--body', 'b', ...more], cwd);
}

/** mono/ with packages a and b, each with a memory saved from it: the first pins `mono` at the top. */
function monorepo(): { mono: string; a: string; b: string; folder: string } {
  const mono = join(tempTree({}), 'mono');
  repository(mono);
  const a = join(mono, 'packages', 'a');
  const b = join(mono, 'packages', 'b');
  mkdirSync(a, { recursive: true });
  mkdirSync(b, { recursive: true });
  expect(save(a, 'A build quirk').code).toBe(0);
  expect(save(b, 'B env var').code).toBe(0);
  expect(readFileSync(join(mono, '.project-memory-key'), 'utf8')).toBe('mono\n');
  return { mono, a, b, folder: join(mono, MEMORY, 'mono') };
}

interface Check {
  id: string;
  status: string;
  message: string;
  fix?: string;
}

function oldKeyRows(dir: string, cwd: string, lang = 'en'): Check[] {
  const run = cli(['doctor', '--dir', dir, '--json'], cwd, lang);
  return (JSON.parse(run.stdout) as { checks: Check[] }).checks.filter((c) => c.id === 'old-key');
}

describe('a package with a pin of its own in a monorepo the top pins', () => {
  it('doctor offers no move of the memories the top pin still gives every other package: it only says the package no longer lists them', () => {
    const { mono, a, b, folder } = monorepo();
    writeFileSync(join(a, '.project-memory-key'), 'pkg-a\n');
    const rows = oldKeyRows(a, mono);
    expect(rows).toEqual([
      {
        id: 'old-key',
        status: 'ok',
        message: `2 memories in ${folder}/, under the key ${mono} still uses for its other folders; the pin ${join(a, '.project-memory-key')} gives this folder a key of its own, pkg-a, so they are not listed here (nothing to move)`,
        fix: null,
      },
    ]);
    expect(JSON.stringify(oldKeyRows(a, mono, 'ko'))).not.toContain('key move');
    expect(readdirSync(folder).sort()).toEqual(['a-build-quirk.md', 'b-env-var.md']);
    expect(JSON.parse(cli(['key', '--json'], b).stdout)).toMatchObject({ key: 'mono', source: 'pin' });
  });

  it('doctor still moves memories under the key the path gave a package pinned at the top, where no folder above uses it', () => {
    const root = tempTree({});
    const shop = join(root, 'shop');
    repository(shop);
    expect(save(shop, 'Deploy order', '--no-pin').code).toBe(0);
    writeFileSync(join(shop, '.project-memory-key'), 'webshop\n');
    const [row] = oldKeyRows(shop, root);
    expect(row).toMatchObject({ status: 'warn', fix: expect.stringContaining('key move shop --dir') });
  });

  it('save --pin below the top pin refuses as key pin does: no --force it lacks, the subfolder’s own pin, which runs as printed', () => {
    const { mono, b } = monorepo();
    const refused = save(b, 'B pinned', '--pin', '--project', 'pkg-b');
    expect(refused.code).toBe(3);
    expect(refused.stderr).not.toContain('Pass --force');
    expect(refused.stderr).toContain(`${join(mono, '.project-memory-key')} pins mono for every folder below it, ${b} among them.`);
    expect(refused.stderr).toContain(`key pin pkg-b --force --dir ${b}\` would pin pkg-b there, for all of them.`);
    expect(readFileSync(join(mono, '.project-memory-key'), 'utf8')).toBe('mono\n');
    const write = /write its own pin: `([^`]+)`\. Nothing was changed\./.exec(refused.stderr)?.[1] ?? '';
    expect(write).toContain(`key pin pkg-b --here --dir ${b}`);
    execFileSync('/bin/sh', ['-c', write], { env: { ...process.env, HOME: tempTree(), PROJECT_MEMORY_STATE_DIR: tempTree() } });
    expect(JSON.parse(cli(['key', '--json'], b).stdout)).toMatchObject({ key: 'pkg-b', source: 'pin' });
    expect(JSON.parse(cli(['key', '--json'], mono).stdout)).toMatchObject({ key: 'mono', source: 'pin' });
    const ko = cli(['save', '--scope', 'project', '--title', 'B', '--description', 'b', '--body', 'b', '--pin', '--project', 'pkg-c'], b, 'ko');
    expect(ko.code).toBe(3);
    expect(ko.stderr).not.toContain('--force를 주세요');
  });

  it('save --pin where the pin it would replace is its own folder’s names key pin --force, which save does not have', () => {
    const { mono } = monorepo();
    const refused = save(mono, 'Root', '--pin', '--project', 'other');
    expect(refused.code).toBe(3);
    expect(refused.stderr).not.toContain('Pass --force');
    expect(refused.stderr).toContain(`already pins mono. To pin other instead: \``);
    const replace = /To pin other instead: `([^`]+)`/.exec(refused.stderr)?.[1] ?? '';
    expect(replace).toContain(`key pin other --force --dir ${mono}`);
    expect(existsSync(join(mono, MEMORY, 'other'))).toBe(false);
  });
});

describe('key pin --here in a package of a monorepo the top pins', () => {
  it('pins the package alone, where key pin KEY is refused and names it; the top and the other packages keep their key, and their memories stay put', () => {
    const { mono, a, b, folder } = monorepo();
    const refused = cli(['key', 'pin', 'pkg-a'], a);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(`key pin pkg-a --here --dir ${a}`);
    const pinned = cli(['key', 'pin', 'pkg-a', '--here', '--json'], a);
    expect(pinned.code, pinned.stderr).toBe(0);
    // the memories under mono are the top's, which the other packages still list: nothing to move
    // and launches in the package no longer list them, which is said
    expect(JSON.parse(pinned.stdout)).toMatchObject({
      path: join(a, '.project-memory-key'),
      key: 'pkg-a',
      written: true,
      moveCommand: null,
      parentMemories: 2,
    });
    expect(readFileSync(join(a, '.project-memory-key'), 'utf8')).toBe('pkg-a\n');
    expect(readFileSync(join(mono, '.project-memory-key'), 'utf8')).toBe('mono\n');
    expect(JSON.parse(cli(['key', '--json'], a).stdout)).toMatchObject({ key: 'pkg-a', source: 'pin' });
    expect(JSON.parse(cli(['key', '--json'], b).stdout)).toMatchObject({ key: 'mono', source: 'pin' });
    expect(readdirSync(folder).sort()).toEqual(['a-build-quirk.md', 'b-env-var.md']);
    const misplaced = cli(['key', 'show', '--here'], a);
    expect(misplaced.code).toBe(1);
    expect(misplaced.stderr).toContain('--here is for key pin only, not key show');
  });

  it('says that sessions launched in the package no longer list the memories of the key above', () => {
    const { b } = monorepo();
    const pinned = cli(['key', 'pin', 'pkg-b', '--here'], b);
    expect(pinned.code, pinned.stderr).toBe(0);
    expect(pinned.stdout).toContain(`sessions launched in ${b} now list the memories of pkg-b and _global, no longer the 2 memories of mono`);
  });

  it('wants a KEY (the key in use is the parent’s) and a folder a project can be, not one inside .git or .ai-core', () => {
    const { mono, a } = monorepo();
    const keyless = cli(['key', 'pin', '--here'], a);
    expect(keyless.code).toBe(1);
    expect(keyless.stderr).toContain('--here gives the folder a key of its own: pass the KEY');
    for (const dir of [join(mono, '.git'), join(mono, MEMORY, 'mono')]) {
      const refused = cli(['key', 'pin', 'zz', '--here', '--dir', dir], mono);
      expect(refused.code, dir).toBe(1);
      expect(refused.stderr).toContain(`${dir} is inside .git or .ai-core, where no project is`);
      expect(existsSync(join(dir, '.project-memory-key'))).toBe(false);
    }
    expect(existsSync(join(a, '.project-memory-key'))).toBe(false);
  });
});

describe('the pin written, in a folder whose path holds spaces', () => {
  it.each(['en', 'ko'])('says a git add (%s) that a shell runs as printed', (lang) => {
    const dir = join(tempTree({ [`내 작업/프로젝트 하나/${MEMORY}/_global/`]: '' }), '내 작업', '프로젝트 하나');
    repository(dir);
    const pinned = cli(['key', 'pin', 'one'], dir, lang);
    expect(pinned.code, pinned.stderr).toBe(0);
    const add = /(git add .+)$/m.exec(pinned.stdout)?.[1] ?? '';
    expect(add).toBe(`git add '${join(dir, '.project-memory-key')}'`);
    execFileSync('/bin/sh', ['-c', add], { cwd: dir });
    expect(git(dir, 'diff', '--cached', '--name-only')).toBe('.project-memory-key\n');
  });
});
