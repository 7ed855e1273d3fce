// `save --update` run again with the same values rewrote the file and said "updated"
// each time, though its bytes stayed the same: --json gives `changed`, the same run
// says nothing changed, and the file is left alone (its time and inode too).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const SAVE = ['save', '--scope', 'project', '--title', 'Release build', '--description', 'Release builds use make dist.', '--body', 'Run make dist.'];

interface Saved {
  updated: boolean;
  changed: boolean;
}

describe('save --update with the values the memory holds', () => {
  it.each([
    ['en', 'already says exactly this; nothing changed, nothing was written.'],
    ['ko', '바뀐 것이 없어 아무것도 쓰지 않았습니다.'],
  ])('writes nothing, says so (%s), and --json says changed: false', async (lang, said) => {
    const root = tempTree({ '.ai-core/': '', 'proj/': '' });
    const opts = { cwd: join(root, 'proj'), home: makeTempDir(), env: { PROJECT_MEMORY_LANG: lang } };
    const first = await runCli([...SAVE, '--json'], opts);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ updated: false, changed: true });
    // the first update adds updated_at and verified_at: a change
    const update = [...SAVE, '--update', '--name', 'release-build', '--json'];
    const changed = await runCli(update, opts);
    expect(changed.code, changed.stderr).toBe(0);
    expect(JSON.parse(changed.stdout) as Saved).toMatchObject({ updated: true, changed: true });
    expect(changed.stderr).toBe('');
    const path = join(root, '.ai-core', 'data', 'memory', 'proj', 'release-build.md');
    const before = { text: readFileSync(path, 'utf8'), stat: statSync(path) };

    const again = await runCli(update, opts);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout) as Saved).toMatchObject({ updated: true, changed: false });
    expect(again.stderr).toContain(said);
    expect(readFileSync(path, 'utf8')).toBe(before.text);
    const after = statSync(path);
    expect([after.ino, after.mtimeMs]).toEqual([before.stat.ino, before.stat.mtimeMs]);

    const human = await runCli(
      update.filter((a) => a !== '--json'),
      opts,
    );
    expect(human.stdout).toBe(`${path}\n`);
    expect(human.stderr).toContain(said);
  });

  it.each([
    ['en', 'still warns about', 'warning: saved'],
    ['ko', '경고가 아직 남아 있습니다', '저장했지만'],
  ])('of a memory lint warns about, says the warnings are still there, not that it saved (%s)', async (lang, still, saved) => {
    const root = tempTree({ '.ai-core/': '', 'proj/': '' });
    const opts = { cwd: join(root, 'proj'), home: makeTempDir(), env: { PROJECT_MEMORY_LANG: lang } };
    const long = ['save', '--scope', 'project', '--title', 'Long', '--description', `A ${'x'.repeat(230)}`, '--body', 'b', '--name', 'long'];
    const first = await runCli(long, opts);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain(saved);
    await runCli([...long, '--update'], opts);
    const again = await runCli([...long, '--update'], opts);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(still);
    expect(again.stderr).not.toContain(saved);
  });

  it('of a memory written by hand without tags adds no tags: [] to it, and keeps tags it has', async () => {
    const root = tempTree({
      '.ai-core/data/memory/proj/hand.md': '---\ntitle: Hand\ndescription: Written by hand.\ncreated_at: 2026-11-01\n---\nbody\n',
      '.ai-core/data/memory/proj/tagged.md': '---\ntitle: Tagged\ndescription: Has tags.\ncreated_at: 2026-11-01\ntags: [ops]\n---\nbody\n',
      'proj/': '',
    });
    const opts = { cwd: join(root, 'proj'), home: makeTempDir(), env: { PROJECT_MEMORY_LANG: 'en' } };
    for (const [name, description] of [
      ['hand', 'Now said better.'],
      ['tagged', 'Ops runbooks live in the wiki.'],
    ]) {
      const r = await runCli(['save', '--scope', 'project', '--update', '--name', name as string, '--description', description as string], opts);
      expect(r.code, r.stderr).toBe(0);
    }
    const hand = readFileSync(join(root, '.ai-core/data/memory/proj/hand.md'), 'utf8');
    expect(hand).toContain('description: Now said better.');
    expect(hand).not.toContain('tags');
    expect(readFileSync(join(root, '.ai-core/data/memory/proj/tagged.md'), 'utf8')).toMatch(/tags: \[\s*ops\s*\]|tags:\n\s+- ops/);
  });
});
