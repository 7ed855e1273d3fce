// What `import` must never do with someone else's files: follow a link out of the source
// folder into the memory folder, which is committed. The built CLI in a real process, on
// real temp folders a cloned repository could hold.
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree, writeTree } from '../support/temp.js';
import { autoMemoryDir, MEMORY_BANK } from './fixtures.js';

beforeAll(() => assertBuilt());

const EN = { PROJECT_MEMORY_LANG: 'en' };
const KO = { PROJECT_MEMORY_LANG: 'ko' };
const SSH_CONFIG = 'Host prod-db\n  HostName 10.0.3.7\n  User deploy\n';

interface Project {
  app: string;
  home: string;
  /** its project memory folder (key `app`) */
  folder: string;
}

function project(files: Record<string, string> = {}): Project {
  const root = tempTree({ 'app/.git/': '', 'app/.ai-core/': '', ...Object.fromEntries(Object.entries(files).map(([k, v]) => [`app/${k}`, v])) });
  const app = join(root, 'app');
  const home = makeTempDir('pm-import-home-');
  writeTree(home, { '.ssh/config': SSH_CONFIG, 'notes/private.md': '# Private\n\nThe home alarm code is in the drawer.\n' });
  return { app, home, folder: join(app, '.ai-core', 'data', 'memory', 'app') };
}

function run(p: Project, args: string[], env: Record<string, string> = EN) {
  return runCli(['import', ...args], { cwd: p.app, home: p.home, env });
}

function files(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

interface JsonItem {
  from: string;
  status: string;
  reason: { kind: string; message: string } | null;
}

describe('import leaves links out of the source folder alone', () => {
  it('a cursor rule linked to a file outside .cursor/rules is not read, said in both languages and in --json; the other rules are imported', async () => {
    const p = project({ '.cursor/rules/style.mdc': '# Style\n\nUse tabs.\n' });
    symlinkSync(join(p.home, '.ssh', 'config'), join(p.app, '.cursor', 'rules', 'ssh.mdc'));
    const r = await run(p, ['cursor', '--write']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('refused: .cursor/rules/ssh.mdc\n  why: .cursor/rules/ssh.mdc is a link to a file outside .cursor/rules, so it was not read.');
    expect(r.stdout).not.toContain('prod-db');
    expect(files(p.folder)).toEqual(['style.md']);
    const ko = await run(p, ['cursor'], KO);
    expect(ko.stdout).toContain('이유: .cursor/rules/ssh.mdc: .cursor/rules 밖의 파일을 가리키는 링크라서 읽지 않았습니다.');
    const json = JSON.parse((await run(p, ['cursor', '--json'])).stdout) as { items: JsonItem[] };
    const item = json.items.find((i) => i.from === '.cursor/rules/ssh.mdc');
    expect(item).toMatchObject({ status: 'refused', reason: { kind: 'link-outside' } });
    expect(JSON.stringify(json)).not.toContain('prod-db');
  });

  it('a link that stays inside the source folder is read', async () => {
    const p = project({ '.cursor/rules/shared/style.mdc': '# Style\n\nUse tabs.\n' });
    symlinkSync(join('shared', 'style.mdc'), join(p.app, '.cursor', 'rules', 'linked.mdc'));
    const r = await run(p, ['cursor', '--json']);
    const out = JSON.parse(r.stdout) as { items: JsonItem[] };
    expect(out.items.find((i) => i.from === '.cursor/rules/linked.mdc')?.reason?.kind).not.toBe('link-outside');
  });

  it('a memory-bank file linked to a file elsewhere in the project, and an auto memory linked into the home folder, are not read', async () => {
    const p = project({ 'docs/notes.md': '# Notes\n\nThe docs notes.\n' });
    writeTree(join(p.app, 'memory-bank'), MEMORY_BANK);
    symlinkSync(join(p.app, 'docs', 'notes.md'), join(p.app, 'memory-bank', 'notes.md'));
    const bank = await run(p, ['cline', '--write']);
    expect(bank.code).toBe(1);
    expect(bank.stdout).toContain('refused: memory-bank/notes.md\n  why: memory-bank/notes.md is a link to a file outside memory-bank');
    expect(files(p.folder)).not.toContain('notes.md');

    const memory = autoMemoryDir(p.home, p.app);
    mkdirSync(memory, { recursive: true });
    writeFileSync(join(memory, 'MEMORY.md'), '');
    writeFileSync(join(memory, 'ports.md'), '---\nname: ports\ndescription: the compose db takes port 5432\ntype: project\n---\nPort 5432.\n');
    symlinkSync(join(p.home, 'notes', 'private.md'), join(memory, 'private.md'));
    const auto = await run(p, ['auto-memory', '--json']);
    const out = JSON.parse(auto.stdout) as { items: JsonItem[] };
    expect(out.items.map((i) => [i.status, i.reason?.kind ?? null])).toEqual([
      ['create', null],
      ['refused', 'link-outside'],
    ]);
    expect(auto.stdout).not.toContain('alarm');
  });

  it('a source folder that is itself a link out of the project is not read; given as PATH, it is', async () => {
    const p = project();
    symlinkSync(join(p.home, 'notes'), join(p.app, 'memory-bank'));
    const r = await run(p, ['cline', '--write']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`${join(p.app, 'memory-bank')} is a link to a folder outside ${p.app}, so nothing in it was read.`);
    expect(files(p.folder)).toEqual([]);
    const ko = await run(p, ['cline'], KO);
    expect(ko.stderr).toContain(`${join(p.app, 'memory-bank')}: ${p.app} 밖의 폴더를 가리키는 링크라서 그 안의 것을 읽지 않았습니다.`);
    const given = await run(p, ['cline', 'memory-bank']);
    expect(given.code, given.stderr).toBe(0);
    expect(given.stdout).toContain('would create: ');
  });

  it('a CLAUDE.md linked out of the project is not read', async () => {
    const p = project();
    writeFileSync(join(p.home, 'notes', 'CLAUDE.md'), '# Home\n\n## Alarm\n\nThe code is in the drawer.\n');
    symlinkSync(join(p.home, 'notes', 'CLAUDE.md'), join(p.app, 'CLAUDE.md'));
    const r = await run(p, ['claude-md', '--section', 'Alarm', '--write']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${join(p.app, 'CLAUDE.md')} is a link to a file outside ${p.app}, so it was not read.`);
    expect(files(p.folder)).toEqual([]);
  });
});
