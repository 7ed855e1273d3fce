// A memory the team deleted is not imported again. `forget` removes an imported memory
// (staged, then committed); the next run of the same import found no memory from that
// source and made it again, so it came back into every list. The built CLI in a real
// process, in a real git repository, with Claude Code's auto memory as the source.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree, writeTree } from '../support/temp.js';
import { autoMemoryDir } from './fixtures.js';

beforeAll(() => assertBuilt());

const EN = { PROJECT_MEMORY_LANG: 'en' };

function project() {
  const root = tempTree({ 'app/.ai-core/': '', 'app/README.md': '# app\n' });
  const app = join(root, 'app');
  const home = makeTempDir('pm-import-home-');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: app, encoding: 'utf8' });
  git('init', '-q');
  const memory = autoMemoryDir(home, app);
  writeTree(memory, {
    'MEMORY.md': '- [Deploy freeze](deploy_freeze.md) — deploys\n- [Staging host](staging_host.md) — staging\n',
    'deploy_freeze.md':
      '---\nname: deploy-freeze\ndescription: No deploys on Friday after 15:00\ntype: project\n---\n\nNo production deploys on Friday after 15:00.\n',
    'staging_host.md': '---\nname: staging-host\ndescription: Staging runs on stage-3.internal\ntype: reference\n---\n\nStaging runs on stage-3.internal.\n',
  });
  const folder = join(app, '.ai-core', 'data', 'memory', 'app');
  return { app, home, memory, folder, git, freeze: join(folder, 'deploy-freeze.md') };
}

type Project = ReturnType<typeof project>;

const pm = (p: Project, args: string[], env: Record<string, string> = EN) => runCli(args, { cwd: p.app, home: p.home, env });

interface Item {
  from: string;
  status: string;
  reason: { kind: string; message: string; quiet: boolean } | null;
}

async function itemsOf(p: Project, args: string[]): Promise<{ code: number | null; items: Item[] }> {
  const r = await pm(p, ['import', 'auto-memory', ...args, '--json']);
  return { code: r.code, items: (JSON.parse(r.stdout) as { items: Item[] }).items };
}

/** Imported and committed, then the deploy freeze forgotten: the deletion staged. */
async function forgotten(): Promise<Project> {
  const p = project();
  expect((await pm(p, ['import', 'auto-memory', '--write'])).code).toBe(0);
  p.git('add', '-A');
  p.git('commit', '-qm', 'import');
  expect((await pm(p, ['forget', 'deploy-freeze'])).code).toBe(0);
  expect(existsSync(p.freeze)).toBe(false);
  return p;
}

describe('import again after the team deleted an imported memory', () => {
  it('leaves it deleted while the deletion is staged, naming the file and the git command that restores it', async () => {
    const p = await forgotten();
    const dry = await pm(p, ['import', 'auto-memory']);
    // left out on purpose: no exit 3 for a script that re-runs the import
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(`${p.freeze} was imported from this note before and deleted since (the deletion is staged): it is not made again.`);
    expect(dry.stdout).toContain(`\`git checkout HEAD -- ${p.freeze}\``);
    const written = await itemsOf(p, ['--write']);
    expect(written.code).toBe(0);
    expect(written.items.find((i) => i.from.includes('deploy_freeze'))).toMatchObject({ status: 'skipped', reason: { kind: 'deleted', quiet: true } });
    expect(readdirSync(p.folder)).toEqual(['staging-host.md']);
  });

  it('leaves it deleted once the deletion is committed, in Korean too, and the command it names brings it back', async () => {
    const p = await forgotten();
    p.git('commit', '-qm', 'forget the freeze');
    const commit = p.git('rev-parse', 'HEAD').trim().slice(0, 12);
    expect((await pm(p, ['import', 'auto-memory', '--write'])).code).toBe(0);
    expect(readdirSync(p.folder)).toEqual(['staging-host.md']);
    const ko = await pm(p, ['import', 'auto-memory'], { PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.stdout).toContain(`이 노트에서 가져온 뒤 지워진 memory입니다(커밋 ${commit})`);
    const dry = await pm(p, ['import', 'auto-memory']);
    const restore = /`(git checkout [^`]+)`/.exec(dry.stdout)?.[1];
    expect(restore).toBe(`git checkout '${commit}^' -- ${p.freeze}`);
    execFileSync('sh', ['-c', restore as string], { cwd: p.app });
    expect((await itemsOf(p, [])).items.map((i) => i.status)).toEqual(['unchanged', 'unchanged']);
  });

  it('leaves both deleted where forgetting the last of them took the scope folder with it', async () => {
    const p = await forgotten();
    expect((await pm(p, ['forget', 'staging-host'])).code).toBe(0);
    p.git('commit', '-qm', 'forget both');
    expect(existsSync(p.folder)).toBe(false);
    const { items } = await itemsOf(p, ['--write']);
    expect(items.map((i) => `${i.status}:${i.reason?.kind}`)).toEqual(['skipped:deleted', 'skipped:deleted']);
    expect(existsSync(p.folder)).toBe(false);
  });

  it("sees the deletion whatever the user's git config lays patches out with (no prefixes, mnemonic ones)", async () => {
    const p = await forgotten();
    p.git('config', 'diff.mnemonicPrefix', 'true');
    expect((await itemsOf(p, [])).items.find((i) => i.from.includes('deploy_freeze'))?.reason?.kind).toBe('deleted');
    p.git('commit', '-qm', 'forget the freeze');
    p.git('config', 'diff.noprefix', 'true');
    expect((await itemsOf(p, [])).items.find((i) => i.from.includes('deploy_freeze'))?.reason?.kind).toBe('deleted');
  });

  it('imports the note where a memory of that name was made since (by hand), as it would any other', async () => {
    const p = await forgotten();
    p.git('commit', '-qm', 'forget the freeze');
    writeFileSync(p.freeze, '---\ntitle: Deploy freeze\ndescription: Deploys freeze from Thursday noon\n---\nFrom Thursday noon.\n');
    const { items } = await itemsOf(p, []);
    expect(items.find((i) => i.from.includes('deploy_freeze'))?.reason?.kind).not.toBe('deleted');
  });

  it('a project outside git imports the note again, as before: nothing records the deletion', async () => {
    const p = project();
    execFileSync('rm', ['-rf', join(p.app, '.git')]);
    expect((await pm(p, ['import', 'auto-memory', '--write'])).code).toBe(0);
    expect((await pm(p, ['forget', 'deploy-freeze', '--force'])).code).toBe(0);
    expect((await itemsOf(p, ['--write'])).items.map((i) => i.status)).toEqual(['create', 'unchanged']);
  });
});
