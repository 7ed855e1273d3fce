import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { cleanEnv, contextOf, HOOK, runHook } from '../support/processes.js';

/** A workspace whose files are an hour old, as after a checkout: the cache trusts them at once. */
function oldWorkspace(count = 30) {
  const files: Record<string, string> = { 'ws/app/': '' };
  for (let i = 0; i < count; i++) files[`ws/${MEMORY}/_global/note-${i}.md`] = memoryFile({ description: `note ${i} description` });
  const tmp = tempTree(files);
  const dir = join(tmp, 'ws', MEMORY, '_global');
  const past = new Date(Date.now() - 3_600_000);
  for (const name of readdirSync(dir)) utimesSync(join(dir, name), past, past);
  utimesSync(dir, past, past);
  const home = tempTree();
  let n = 0;
  // a new session each time: the full list, as a first prompt shows it
  const list = () => contextOf(runHook({ session_id: `s${n++}`, cwd: join(tmp, 'ws/app'), prompt: 'hi' }, { HOME: home }).stdout) ?? '';
  return { dir, home, list, cacheDir: join(home, '.local/state/project-memory/index'), past };
}

describe('the index cache never shows a stale memory', () => {
  // 200 files are stat'ed by bare name from inside the folder (memory-store.ts RELATIVE_STAT_MIN)
  it.each([30, 200])('sees an in-place edit of the same size within the same second, %i files', (count) => {
    const w = oldWorkspace(count);
    expect(w.list()).toContain('note-3 — note 3 description');
    expect(w.list()).toContain('note-3 — note 3 description'); // now served from the cache
    const path = join(w.dir, 'note-3.md');
    const before = statSync(path);
    writeFileSync(path, memoryFile({ description: 'note 3 DESCRIPTION' })); // same length
    expect(statSync(path).size).toBe(before.size);
    expect(w.list()).toContain('note-3 — note 3 DESCRIPTION');
  });

  it.each([30, 200])('sees an edit whose mtime was put back, %i files', (count) => {
    const w = oldWorkspace(count);
    w.list();
    w.list();
    const path = join(w.dir, 'note-4.md');
    writeFileSync(path, memoryFile({ description: 'note 4 changed text' }));
    utimesSync(path, w.past, w.past); // mtime restored; ctime cannot be
    expect(w.list()).toContain('note-4 — note 4 changed text');
  });

  it.each([30, 200])('sees additions, removals and renames on the next run, %i files', (count) => {
    const w = oldWorkspace(count);
    w.list();
    w.list();
    writeFileSync(join(w.dir, 'added.md'), memoryFile({ description: 'a new one' }));
    unlinkSync(join(w.dir, 'note-5.md'));
    renameSync(join(w.dir, 'note-6.md'), join(w.dir, 'renamed.md'));
    const list = w.list();
    expect(list).toContain('added — a new one');
    expect(list).not.toContain('note-5 —');
    expect(list).not.toContain('note-6 —');
    expect(list).toContain('renamed — note 6 description');
  });

  it('sees edits among thousands of memories, where the list is ranked', () => {
    const w = oldWorkspace(1500);
    const prompt = (text: string) =>
      contextOf(runHook({ session_id: `r${Math.random()}`, cwd: join(w.dir, '../../../../app'), prompt: text }, { HOME: w.home }).stdout) ?? '';
    prompt('warm the cache');
    writeFileSync(join(w.dir, 'note-777.md'), memoryFile({ title: 'zebra crossing', description: 'zebra crossing rules for the kiosk' }));
    expect(prompt('what are the zebra crossing rules?')).toContain('note-777 — zebra crossing rules for the kiosk');
  });

  it.each([
    ['garbage', () => 'not a cache at all'],
    ['an empty file', () => ''],
    ['a store of another version', () => '{"version":1,"folder":"x"}\n'],
  ])('rebuilds silently from %s', (_name, content) => {
    const w = oldWorkspace();
    w.list();
    for (const name of readdirSync(w.cacheDir)) writeFileSync(join(w.cacheDir, name), content());
    const list = w.list();
    for (let i = 0; i < 30; i++) expect(list).toContain(`note-${i} — note ${i} description`);
  });

  it('keeps working when the state folder cannot be written', () => {
    const w = oldWorkspace();
    const blocker = join(tempTree(), 'file');
    writeFileSync(blocker, 'a file where a folder should be');
    const r = runHook(
      { session_id: 'x', cwd: join(w.dir, '../../../../app'), prompt: 'hi' },
      { HOME: w.home, PROJECT_MEMORY_STATE_DIR: join(blocker, 'state') },
    );
    expect(r.code).toBe(0);
    expect(contextOf(r.stdout)).toContain('note-0 — note 0 description');
  });

  it('survives hooks writing the cache at once', async () => {
    const w = oldWorkspace(300);
    mkdirSync(w.cacheDir, { recursive: true });
    const runs = Array.from(
      { length: 8 },
      (_, i) =>
        new Promise<{ code: number | null; out: string }>((resolve) => {
          const child = spawn('node', [HOOK], { env: cleanEnv({ HOME: w.home }) });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.on('close', (code) => resolve({ code, out }));
          child.stdin.end(JSON.stringify({ session_id: `p${i}`, cwd: join(w.dir, '../../../../app'), prompt: 'note' }));
        }),
    );
    const results = await Promise.all(runs);
    for (const r of results) {
      expect(r.code).toBe(0);
      expect(contextOf(r.out)).toContain('<project-memory>');
    }
    expect(readdirSync(w.cacheDir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    // and the cache they left is whole: a later run serves every memory from it
    const list = w.list();
    expect(list).toContain('note-0 — note 0 description');
  });
});
