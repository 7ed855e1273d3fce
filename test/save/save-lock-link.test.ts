// Two saves to one folder reached by two names (a link to the workspace, macOS's /tmp and
// /private/tmp) took two locks, named after the path as given: both read the file, and the
// later write lost the earlier one's change. The lock is named after the real path.
import { existsSync, readFileSync, symlinkSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { holdSaveLock } from '../support/save-lock.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

describe('a save through a link to the workspace', () => {
  it('waits for the lock a save holds on the folder by its real path', async () => {
    const root = tempTree({
      '.ai-core/data/memory/proj/one.md': '---\ntitle: One\ndescription: the first note\ncreated_at: 2026-01-01\n---\nBody.\n',
      'proj/': '',
    });
    const linked = join(makeTempDir(), 'link');
    symlinkSync(root, linked);
    const home = makeTempDir();
    const file = join(root, '.ai-core', 'data', 'memory', 'proj', 'one.md');
    const lock = holdSaveLock(home, join(root, '.ai-core', 'data', 'memory', 'proj'));
    const saving = runCli(['save', '--dir', join(linked, 'proj'), '--project', 'proj', '--name', 'one', '--update', '--tags', 'ta'], {
      cwd: join(linked, 'proj'),
      home,
      env: { PROJECT_MEMORY_LANG: 'en' },
      timeoutMs: 30_000,
    });
    await new Promise((done) => setTimeout(done, 1_500));
    expect(readFileSync(file, 'utf8'), 'written while another save held the folder').not.toContain('ta');
    unlinkSync(lock);
    const run = await saving;
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('tags: [ta]');
    expect(existsSync(lock)).toBe(false);
  });
});
