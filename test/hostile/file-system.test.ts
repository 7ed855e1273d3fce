// Hostile file-system shapes under the memory root: symlinks out of it and in loops,
// directories and FIFOs named *.md, names that are not valid UTF-8, huge files, and
// 20,000 memories. The big corpora are built once for the file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_TEXT } from '../../lib/i18n/list.js';
import { goodFile, hookEnv, hookEvent, makeRoot, makeWorkspace, promptIn, removeRoot, runHookTimed, type TimedRun, type Workspace } from './harness.js';
import { expectHookInvariants } from './invariants.js';

let root: string;
beforeAll(() => {
  root = makeRoot('pm-hostile-fs-');
});
afterAll(() => removeRoot(root));

const SECRET = 'OUTSIDE-THE-MEMORY-ROOT';

/** A folder beside the workspace with a memory-shaped file whose content must never show. */
function outsideFolder(ws: Workspace): string {
  const dir = join(ws.base, 'outside');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'secret.md'), goodFile('outside', `${SECRET} description`));
  return dir;
}

describe('symlinks', () => {
  it('are never followed: links out of the root, to /etc/passwd, to folders, dangling, and in loops', () => {
    const ws = makeWorkspace(root, 'symlinks');
    const outside = outsideFolder(ws);
    const links: Record<string, string> = {
      'link-outside.md': join(outside, 'secret.md'),
      'link-relative-outside.md': '../../../../outside/secret.md',
      'link-passwd.md': '/etc/passwd',
      'link-folder.md': outside,
      'link-inside.md': join(ws.projectDir, 'chorus-always-high.md'),
      'dangling.md': join(ws.base, 'nowhere.md'),
      'loop-a.md': 'loop-b.md',
      'loop-b.md': 'loop-a.md',
      'self.md': 'self.md',
      'dot-link.md': '.',
      'parent-link.md': '..',
      'dev-zero.md': '/dev/zero',
      'dev-stdin.md': '/dev/stdin',
    };
    for (const [name, target] of Object.entries(links)) symlinkSync(target, join(ws.projectDir, name));
    const run = promptIn(ws);
    const context = expectHookInvariants(run, { list: true, good: ws.good, never: [SECRET, 'root:x:0:0'] }) ?? '';
    for (const name of Object.keys(links)) expect(context).not.toContain(`] ${name.slice(0, -3)} — `);
  });

  it.each(['_global', 'proj'])('a scope folder %s that is a symlink out of the memory root is not listed', (folder) => {
    const ws = makeWorkspace(root, `scope-link-${folder}`);
    const outside = outsideFolder(ws);
    rmSync(join(ws.memoryRoot, folder), { recursive: true });
    symlinkSync(outside, join(ws.memoryRoot, folder));
    const run = promptIn(ws);
    const label = folder === '_global' ? 'global' : 'proj';
    expectHookInvariants(run, { list: true, good: ws.good.filter((g) => g.label !== label), never: [SECRET] });
  });

  it('a scope folder that links to itself (ELOOP) does not hang and the other scope is still listed', () => {
    const ws = makeWorkspace(root, 'scope-loop', { control: 'project' });
    rmSync(ws.globalDir, { recursive: true });
    symlinkSync('_global', ws.globalDir);
    symlinkSync('loop-y', join(ws.memoryRoot, 'loop-x'));
    symlinkSync('loop-x', join(ws.memoryRoot, 'loop-y'));
    expectHookInvariants(promptIn(ws), { list: true, good: ws.good });
    expectHookInvariants(promptIn(ws, {}, { PROJECT_MEMORY_PROJECT: 'loop-x' }), {});
  });
});

describe('things named *.md that are not files', () => {
  it('directories, FIFOs and a FIFO as the only file never hang the hook', () => {
    const ws = makeWorkspace(root, 'not-files');
    mkdirSync(join(ws.projectDir, 'folder.md'));
    writeFileSync(join(ws.projectDir, 'folder.md', 'inner.md'), goodFile('inner', 'INNER-FILE-NEVER-LISTED'));
    execFileSync('mkfifo', [join(ws.projectDir, 'fifo.md'), join(ws.globalDir, 'pipe.md'), join(ws.projectDir, 'README.md')]);
    const context = expectHookInvariants(promptIn(ws), { list: true, good: ws.good, never: ['INNER-FILE-NEVER-LISTED'] }) ?? '';
    expect(context).not.toMatch(/\] (?:folder|fifo|pipe) — /);
  });

  const layouts: Array<[string, (ws: Workspace) => void]> = [
    [
      'the memory root is a file',
      (ws) => {
        rmSync(ws.memoryRoot, { recursive: true });
        writeFileSync(ws.memoryRoot, 'not a folder');
      },
    ],
    [
      'both scope folders are files',
      (ws) => {
        rmSync(ws.globalDir, { recursive: true });
        rmSync(ws.projectDir, { recursive: true });
        writeFileSync(ws.globalDir, 'x');
        writeFileSync(ws.projectDir, 'x');
      },
    ],
    [
      'a scope folder is a FIFO',
      (ws) => {
        rmSync(ws.globalDir, { recursive: true });
        execFileSync('mkfifo', [ws.globalDir]);
      },
    ],
    ['the memory root is missing', (ws) => rmSync(ws.memoryRoot, { recursive: true })],
    [
      '.ai-core is a file',
      (ws) => {
        rmSync(join(ws.base, 'ws', '.ai-core'), { recursive: true });
        writeFileSync(join(ws.base, 'ws', '.ai-core'), 'x');
      },
    ],
  ];
  it.each(layouts.map(([name, damage], i) => [name, damage, i] as const))('%s: exit 0, invariants hold', (_name, damage, i) => {
    const ws = makeWorkspace(root, `broken-layout-${i}`);
    damage(ws);
    expectHookInvariants(promptIn(ws), {});
  });
});

describe('names that are not valid UTF-8', () => {
  it('are skipped without breaking the list', () => {
    const ws = makeWorkspace(root, 'bad-names');
    const dir = Buffer.from(ws.projectDir);
    for (const bytes of [
      [0xff, 0xfe],
      [0xc3, 0x28],
      [0xed, 0xa0, 0x80],
      [0xe2, 0x80, 0xae],
    ]) {
      const name = Buffer.concat([dir, Buffer.from('/bad-'), Buffer.from(bytes), Buffer.from('.md')]);
      writeFileSync(name, goodFile('bad name', 'a file with a bad name'));
    }
    expectHookInvariants(promptIn(ws), { list: true, good: ws.good });
  });
});

describe('huge files', () => {
  it('30 MB files list by their head only and in bounded time', () => {
    const ws = makeWorkspace(root, 'huge');
    const size = 30 * 1024 * 1024;
    writeFileSync(join(ws.projectDir, 'huge.md'), Buffer.concat([Buffer.from(goodFile('huge', 'a 30 MB memory')), Buffer.alloc(size, 'x')]));
    writeFileSync(join(ws.projectDir, 'huge-one-line.md'), Buffer.alloc(size, 'a'));
    writeFileSync(join(ws.globalDir, 'huge-unclosed.md'), Buffer.concat([Buffer.from('---\n'), Buffer.alloc(size, 'k: v\n')]));
    writeFileSync(join(ws.globalDir, 'huge-binary.md'), Buffer.alloc(size, 0xff));
    const run = promptIn(ws);
    expectHookInvariants(run, { list: true, good: [...ws.good, { label: 'proj', name: 'huge', description: 'a 30 MB memory' }] });
    expect(run.durationMs).toBeLessThan(5_000);
  });
});

describe('20,000 memories', () => {
  const COUNT = 20_000;
  let ws: Workspace;

  /**
   * A cold scan of 20,000 files can pass the hook's scan deadline on a loaded machine; the
   * list then says so, and memories it had no time to read may show without their
   * description — but every one of the control set must still be there by name.
   */
  function expectListed(run: TimedRun): string {
    const context = expectHookInvariants(run, { list: true }) ?? '';
    const partial = context.includes(LIST_TEXT.en.partial);
    const missing = ws.good.filter((g) => !context.includes(partial ? `\n[${g.label}] ${g.name} — ` : `\n[${g.label}] ${g.name} — ${g.description}\n`));
    expect(
      missing.map((g) => g.name),
      partial ? 'the scan ran out of time (see scan-deadline.test.ts)' : 'a complete scan',
    ).toEqual([]);
    return context;
  }

  beforeAll(() => {
    ws = makeWorkspace(root, 'many');
    // half in each scope, so both folders are scanned in full
    for (let i = 0; i < COUNT; i++) {
      const folder = i % 2 === 0 ? ws.globalDir : ws.projectDir;
      writeFileSync(
        join(folder, `bulk-${String(i).padStart(5, '0')}.md`),
        `---\ntitle: bulk ${i}\ndescription: bulk memory number ${i} about nothing in particular\n---\n`,
      );
    }
    // an hour old, as after a checkout: the second run below is served by the cache
    // instead of re-reading files written within the clock's resolution of it
    const past = new Date(Date.now() - 3_600_000);
    for (const dir of [ws.globalDir, ws.projectDir]) {
      for (const name of readdirSync(dir)) utimesSync(join(dir, name), past, past);
      utimesSync(dir, past, past);
    }
  }, 60_000);

  it('lists the control set a prompt is about, under the cap, on a cold then a warm cache', () => {
    // the list cannot hold 20,000 lines: the ones the prompt is about must be among those kept
    const prompt = 'docker branch switch 403, PDF output, chorus high mode, staging database reset';
    // the deadline has its own tests (scan-deadline.test.ts): this cold scan gets the most time a hook may take
    const cold = runHookTimed(hookEvent(ws.launchDir, { prompt }), hookEnv(ws, { PROJECT_MEMORY_SCAN_MS: '8000' }));
    const coldContext = expectListed(cold);
    expect(coldContext).toMatch(/\d+ (?:more|less relevant)[^\n]* not shown/);
    expectListed(runHookTimed(hookEvent(ws.launchDir, { prompt, session_id: 'warm' }), hookEnv(ws)));
  });

  it('an unrelated prompt keeps every invariant and fills the list, pointing at the rest', () => {
    // nothing is relevant, so the budget goes to this project's memories in name order:
    // 10,000 bulk files come before the control set, which may rightly be left out here
    const run = runHookTimed(hookEvent(ws.launchDir, { prompt: 'hello', session_id: 'unrelated' }), hookEnv(ws));
    const context = expectHookInvariants(run, { list: true }) ?? '';
    expect(context.split('\n').filter((line) => line.startsWith('[proj] bulk-')).length).toBeGreaterThan(40);
    expect(context).toMatch(/\d+ (?:more|less relevant)[^\n]* not shown/);
  });

  it('a state folder that cannot be written costs only speed', () => {
    // every run is cold here (nothing can be cached), and 20,000 files on a loaded machine
    // can outlast the default deadline, which scan-deadline.test.ts covers: this case is
    // about the state folder, so it gives the scan the most time a hook may take
    const env = hookEnv(ws, { PROJECT_MEMORY_STATE_DIR: join(ws.projectDir, 'bulk-00001.md', 'state'), PROJECT_MEMORY_SCAN_MS: '8000' });
    expectListed(runHookTimed(hookEvent(ws.launchDir, { prompt: 'docker branch switch 403, PDF output, chorus high mode, staging database reset' }), env));
  });
});
