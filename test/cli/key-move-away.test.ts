// `key move OLD NEW` into a key this folder does not use (`App` typed for `app`) leaves
// the memories where this folder lists none of them. The move says so, with the key the
// folder uses, the move that lists them here and the pin that makes NEW its key: each
// command run as printed. The built CLI on a real git repository.
import { execFileSync, execSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree, writeTree } from '../support/fixtures.js';
import { CLI, cleanEnv, runCli } from '../support/processes.js';

/** A repository `app` with one project memory under the key `app`, pinned when `pin`. */
function app(pin: boolean): { dir: string; env: Record<string, string> } {
  const dir = join(tempTree(), 'app');
  execFileSync('git', ['init', '-q', dir]);
  const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
  const args = ['save', '--dir', dir, '--scope', 'project', '--title', 'Deploy window', '--description', 'Deploys on Tuesdays.', '--body', 'b'];
  const saved = runCli(pin ? args : [...args, '--no-pin'], { env });
  expect(saved.code, saved.stderr).toBe(0);
  return { dir, env };
}

const listed = (dir: string, env: Record<string, string>) => runCli(['list', '--dir', dir], { env }).stdout;

describe('`key move` into a key this folder does not use', () => {
  it('names the key in use, and the move back, run as printed, lists the memories again', () => {
    const t = app(false);
    const moved = runCli(['key', 'move', 'app', 'App', '--dir', t.dir], { env: t.env });
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toContain('note: this folder uses the key app, not App: the memories under App are not listed here');
    const back = `node ${CLI} key move App app --dir ${t.dir}`;
    expect(moved.stdout).toContain(`move them into app: ${back}; or, if App is the key meant, pin it here: node ${CLI} key pin App --dir ${t.dir}`);
    expect(listed(t.dir, t.env)).not.toContain('deploy-window');
    // the move back is into the key in use: nothing more to say
    expect(execSync(back, { env: cleanEnv(t.env), encoding: 'utf8' })).not.toContain('note:');
    expect(listed(t.dir, t.env)).toContain('[app] deploy-window');
  });

  it('the pin it offers, run as printed, makes the new key this folder’s; under a pin it replaces it', () => {
    const t = app(true);
    // a folder of another key moved into a third: the pin of `app` does not follow
    writeTree(t.dir, { '.ai-core/data/memory/legacy/old.md': '---\ntitle: Old\ndescription: Old fact.\n---\nb\n' });
    const moved = runCli(['key', 'move', 'legacy', 'store', '--dir', t.dir], { env: t.env });
    const pin = `node ${CLI} key pin store --force --dir ${t.dir}`;
    expect(moved.stdout).toContain(`if store is the key meant, pin it here: ${pin}`);
    execSync(pin, { env: cleanEnv(t.env), stdio: 'pipe' });
    expect(listed(t.dir, t.env)).toContain('[store] old');
    // the pinned key in use moved: its pin follows, and the folder still lists them
    const followed = runCli(['key', 'move', 'store', 'shop', '--dir', t.dir], { env: t.env });
    expect(followed.stdout).toContain('the key in use follows its memories');
    expect(followed.stdout).not.toContain('note:');
    expect(listed(t.dir, t.env)).toContain('[shop] old');
  });

  it('moving committed memories of the pinned key stages the pin with them, so a commit of what is staged takes both', () => {
    const t = app(true);
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: t.dir, encoding: 'utf8' });
    git('add', '-A');
    git('commit', '-qm', 'memories');
    const moved = runCli(['key', 'move', 'app', 'shop', '--dir', t.dir, '--json'], { env: t.env });
    expect(moved.code, moved.stderr).toBe(0);
    expect((JSON.parse(moved.stdout) as { pin: { key: string; staged: boolean } }).pin).toMatchObject({ key: 'shop', staged: true });
    // staged, with nothing left unstaged: the index holds the moves and the pin together
    expect(git('status', '--porcelain').split('\n').filter(Boolean).sort()).toEqual([
      'M  .project-memory-key',
      'R  .ai-core/data/memory/app/deploy-window.md -> .ai-core/data/memory/shop/deploy-window.md',
    ]);
    git('commit', '-qm', 'move');
    expect(git('show', 'HEAD:.project-memory-key')).toContain('shop');
    const text = runCli(['key', 'move', 'shop', 'store', '--dir', t.dir], { env: { ...t.env, PROJECT_MEMORY_LANG: 'ko' } });
    expect(text.stdout).toContain('옮긴 파일과 함께 스테이징했습니다');
  });

  it('says it in Korean, and in a dry run before anything moves', () => {
    const t = app(false);
    const dry = runCli(['key', 'move', 'app', 'App', '--dir', t.dir, '--dry-run'], { env: { ...t.env, PROJECT_MEMORY_LANG: 'ko' } });
    expect(dry.stdout).toContain('참고: 이 폴더는 App이 아니라 app을 키로 씁니다');
    expect(listed(t.dir, t.env)).toContain('[app] deploy-window');
  });
});

describe('`key move` of a folder a merge left unmerged', () => {
  it('is refused by the dry run as by the move, naming the file and the way on; nothing moves', () => {
    const t = app(true);
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: t.dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    git('add', '-A');
    git('commit', '-qm', 'memory');
    git('checkout', '-q', '-b', 'other');
    writeTree(t.dir, { '.ai-core/data/memory/app/deploy-window.md': '---\ntitle: Deploy window\ndescription: Deploys on Wednesdays.\n---\nb\n' });
    git('commit', '-qam', 'wednesday');
    git('checkout', '-q', '-');
    writeTree(t.dir, { '.ai-core/data/memory/app/deploy-window.md': '---\ntitle: Deploy window\ndescription: Deploys on Thursdays.\n---\nb\n' });
    git('commit', '-qam', 'thursday');
    expect(() => git('merge', '-q', 'other')).toThrow();
    for (const dryRun of [['--dry-run'], []]) {
      const r = runCli(['key', 'move', 'app', 'shop', '--dir', t.dir, ...dryRun], { env: t.env });
      expect(r.code, r.stdout).toBe(1);
      expect(r.stderr).toContain('holds a file git left unmerged, which git mv refuses: app/deploy-window.md. Finish the merge first');
    }
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: t.dir, encoding: 'utf8' })).toContain('UU .ai-core/data/memory/app/deploy-window.md');
    expect(listed(t.dir, t.env)).toContain('deploy-window');
  });
});
