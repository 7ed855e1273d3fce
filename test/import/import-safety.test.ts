// What `import` must never do: follow a link out of the source folder into the memory
// folder, which is committed; replace one source's memory with another's. The built CLI
// in a real process, on real temp folders a cloned repository could hold.
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
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
  const root = tempTree({
    'app/.git/HEAD': 'ref: refs/heads/main\n',
    'app/.ai-core/': '',
    ...Object.fromEntries(Object.entries(files).map(([k, v]) => [`app/${k}`, v])),
  });
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

describe('import never replaces a memory another source holds', () => {
  const AUTO_DEPLOY = '---\nname: deploy\ndescription: deploy with make ship\ntype: project\n---\nRun make ship from main.\n';

  it('a name taken by a memory from another source: left as it is, said, and the import takes the next free name; --update and a rerun change nothing', async () => {
    const p = project({ 'CLAUDE.md': '# X\n\n## Deploy\n\nStaging deploys go through the web console.\n' });
    const memory = autoMemoryDir(p.home, p.app);
    writeTree(memory, { 'MEMORY.md': '- [How we ship](deploy.md) — make ship\n', 'deploy.md': AUTO_DEPLOY });
    expect((await run(p, ['auto-memory', '--write'])).code).toBe(0);
    const deploy = join(p.folder, 'deploy.md');
    const first = readFileSync(deploy, 'utf8');
    expect(first).toContain('Run make ship from main.');

    const dry = await run(p, ['claude-md', '--section', 'Deploy']);
    expect(dry.code, dry.stdout).toBe(0);
    const held = `~/.claude/projects/${memory.slice(p.home.length + '/.claude/projects/'.length)}/deploy.md`;
    expect(dry.stdout).toContain(
      [
        'would create: CLAUDE.md › X › Deploy',
        `  file: ${join(p.folder, 'deploy-2.md')}`,
        '  title: Deploy',
        '  description: Staging deploys go through the web console.',
        `  note: the name deploy is taken: ${deploy} holds a memory from auto-memory:${held}, which is left as it is.`,
      ].join('\n'),
    );
    const json = JSON.parse((await run(p, ['claude-md', '--section', 'Deploy', '--json'])).stdout) as { items: Array<Record<string, unknown>> };
    expect(json.items[0]).toMatchObject({ status: 'create', name: 'deploy-2', nameTaken: { path: deploy, source: `auto-memory:${held}` } });
    const ko = await run(p, ['claude-md', '--section', 'Deploy'], KO);
    expect(ko.stdout).toContain(`  참고: deploy 이름은 이미 쓰이고 있습니다: ${deploy}에 다른 원본(auto-memory:${held})의 memory가 있어 그대로 둡니다.`);

    for (const args of [['--write'], ['--write', '--update'], ['--write'], ['--write', '--update']]) {
      const r = await run(p, ['claude-md', '--section', 'Deploy', ...args]);
      expect(r.code, r.stdout).toBe(0);
    }
    expect(readFileSync(deploy, 'utf8')).toBe(first);
    expect(files(p.folder)).toEqual(['deploy-2.md', 'deploy.md']);
    expect(readFileSync(join(p.folder, 'deploy-2.md'), 'utf8')).toContain('Staging deploys go through the web console.');
    // the first source again: its own memory, unchanged, not flipped back and forth
    const again = await run(p, ['auto-memory', '--write', '--update']);
    expect(again.stdout).toContain('Nothing new to import: 1 memory already imported');
    expect(readFileSync(deploy, 'utf8')).toBe(first);
  });

  it('a memory saved by hand under the name is left as it is too', async () => {
    const p = project({ 'CLAUDE.md': '# X\n\n## Deploy\n\nStaging deploys go through the web console.\n' });
    const saved = await runCli(['save', '--scope', 'project', '--title', 'How we ship', '--description', 'deploy with make ship', '--name', 'deploy'], {
      cwd: p.app,
      home: p.home,
      env: EN,
    });
    expect(saved.code, saved.stderr).toBe(0);
    const before = readFileSync(join(p.folder, 'deploy.md'), 'utf8');
    const r = await run(p, ['claude-md', '--section', 'Deploy', '--write', '--update']);
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toContain(
      `  note: the name deploy is taken: ${join(p.folder, 'deploy.md')} holds a memory saved without a source, which is left as it is.`,
    );
    expect(readFileSync(join(p.folder, 'deploy.md'), 'utf8')).toBe(before);
    expect(files(p.folder)).toEqual(['deploy-2.md', 'deploy.md']);
  });
});

describe('import never prints a secret it refuses', () => {
  // assembled at run time, so this file does not itself look like a leak to secret scanners
  const TOKEN = ['ghp', 'abcdefghijklmnopqrstuvwxyz0123456789'].join('_');
  /** the token's random part, in any case: a slug or a folded line still holds it */
  const leaks = (text: string): boolean => text.toLowerCase().includes('abcdefghijklmnopqrstuvwxyz0123456789');

  it('in text and in every field of --json, whether the secret is in the description, the title or a file name', async () => {
    const p = project();
    writeTree(join(p.app, 'memory-bank'), {
      'activeContext.md': `token ${TOKEN}\n`,
      'deploy.md': `# Deploy with ${TOKEN}\n\nThe deploy runs from CI.\n`,
      [`${TOKEN}.md`]: '# Notes\n\nPlain notes.\n',
    });
    writeTree(join(p.app, '.cursor', 'rules'), { 'ci.mdc': `---\ndescription: CI pushes with ${TOKEN}\n---\nCI pushes on merge.\n` });
    for (const source of ['cline', 'cursor']) {
      const json = await run(p, [source, '--json']);
      expect(json.code).toBe(1);
      const out = JSON.parse(json.stdout) as { items: Array<{ status: string; reason: { kind: string } | null }> };
      expect(out.items.filter((i) => i.status === 'refused').every((i) => i.reason?.kind === 'secret')).toBe(true);
      expect(leaks(json.stdout), json.stdout).toBe(false);
      for (const env of [EN, KO]) {
        const text = await run(p, [source, '--write'], env);
        expect(text.stdout).toMatch(/^(refused|거절): /m);
        expect(leaks(text.stdout + text.stderr), text.stdout).toBe(false);
      }
    }
    expect(files(p.folder).some(leaks)).toBe(false);
  });

  it('nor in a file name made from the name: field of an auto memory note with a title of its own', async () => {
    const p = project();
    writeTree(autoMemoryDir(p.home, p.app), {
      'MEMORY.md': '- [How we ship](deploy.md) — make ship\n',
      'deploy.md': `---\nname: ship-${TOKEN}\ndescription: deploy with make ship\ntype: project\n---\nRun make ship from main.\n`,
    });
    for (const env of [EN, KO]) {
      const r = await run(p, ['auto-memory', '--write'], env);
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(/^(refused|거절): /m);
      expect(leaks(r.stdout + r.stderr), r.stdout).toBe(false);
    }
    expect(files(p.folder).some(leaks), files(p.folder).join(' ')).toBe(false);
  });

  it('nor in the save it offers for a private note', async () => {
    const p = project();
    writeTree(autoMemoryDir(p.home, p.app), {
      'MEMORY.md': '',
      'me.md': `---\nname: me\ndescription: my token is ${TOKEN}\ntype: user\n---\nMine.\n`,
    });
    const r = await run(p, ['auto-memory']);
    // skipped as every private note is (no import would take it), not refused: no exit 1 for it
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('refused: ');
    expect(r.stdout).toContain('It also looks like it holds a secret: no command to save it is given.');
    expect(r.stdout).not.toContain('--scope');
    expect(leaks(r.stdout)).toBe(false);
  });
});

describe('import reads text only', () => {
  it('a binary or invalid UTF-8 file is not a memory: named as not text, in both languages, and the rest imported', async () => {
    const p = project();
    writeTree(join(p.app, 'memory-bank'), MEMORY_BANK);
    writeFileSync(join(p.app, 'memory-bank', 'binary.md'), Buffer.from([0xff, 0xfe, 0x20, 0x62, 0x61, 0x64, 0x20, 0x00, 0x01, 0x0a]));
    writeFileSync(join(p.app, 'memory-bank', 'nul.md'), '# Nul\n\nvalid UTF-8 \u0000 with a NUL byte\n');
    const r = await run(p, ['cline', '--write']);
    expect(r.code).toBe(1);
    for (const file of ['binary', 'nul']) {
      expect(r.stdout).toContain(
        `refused: memory-bank/${file}.md\n  why: memory-bank/${file}.md is not text (not UTF-8, or holding NUL bytes), so it is not one memory.`,
      );
    }
    expect(files(p.folder)).toHaveLength(6);
    const ko = await run(p, ['cline'], KO);
    expect(ko.stdout).toContain('이유: memory-bank/binary.md: 텍스트가 아닙니다 (UTF-8이 아니거나 NUL 바이트가 있음).');
  });
});

describe('import judges near duplicates by what the notes say', () => {
  const FRONTEND = '---\ndescription: frontend style\n---\nUse tabs in frontend.\n';
  const BACKEND = '---\ndescription: backend style again\n---\nUse spaces in backend.\n';

  it('two rules whose file names are alike are not duplicates, in one import or the next; a real copy still is', async () => {
    const p = project({ '.cursor/rules/a/style.mdc': FRONTEND, '.cursor/rules/b/style2.mdc': BACKEND });
    const r = await run(p, ['cursor', '--write']);
    expect(r.code, r.stdout).toBe(0);
    expect(files(p.folder)).toEqual(['style.md', 'style2.md']);

    // one at a time: the second is not a duplicate of the memory the first became
    const q = project({ '.cursor/rules/a/style.mdc': FRONTEND, '.cursor/rules/b/style2.mdc': BACKEND });
    expect((await run(q, ['cursor', '.cursor/rules/a/style.mdc', '--write'])).code).toBe(0);
    const next = await run(q, ['cursor', '.cursor/rules/b/style2.mdc', '--write']);
    expect(next.code, next.stdout).toBe(0);
    expect(files(q.folder)).toEqual(['style.md', 'style2.md']);

    writeTree(join(p.app, '.cursor', 'rules'), { 'c/frontend-copy.mdc': FRONTEND });
    const copy = await run(p, ['cursor', '--write']);
    expect(copy.code).toBe(3);
    expect(copy.stdout).toContain(
      'skipped: .cursor/rules/c/frontend-copy.mdc\n  why: says the same as .cursor/rules/a/style.mdc in this import (description 100% similar).',
    );
    // and of the memory already there, when imported alone
    const alone = await run(p, ['cursor', '.cursor/rules/c/frontend-copy.mdc', '--write']);
    expect(alone.code).toBe(3);
    expect(alone.stdout).toContain(`why: a similar memory already exists: ${join(p.folder, 'style.md')} (description 100% similar)`);
  });

  it('two sources with a note of the same title that say different things: both kept, the second under the next free name', async () => {
    const p = project({ 'CLAUDE.md': '# X\n\n## Deploy\n\nStaging deploys go through the web console.\n' });
    writeTree(autoMemoryDir(p.home, p.app), {
      'deploy.md': '---\nname: Deploy\ndescription: deploy with make ship\ntype: project\n---\nRun make ship from main.\n',
    });
    expect((await run(p, ['auto-memory', '--write'])).code).toBe(0);
    const r = await run(p, ['claude-md', '--section', 'Deploy', '--write']);
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toContain(`  note: the name deploy is taken: ${join(p.folder, 'deploy.md')} holds a memory from auto-memory:`);
    expect(files(p.folder)).toEqual(['deploy-2.md', 'deploy.md']);
  });
});
