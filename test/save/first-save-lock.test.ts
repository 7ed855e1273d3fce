// A project's first save holds one lock per memory folder for its whole course (lib/save/
// pin-flag.ts firstSave). A long first import keeps it fresh as it goes: a lock older than 60 s
// counts as a dead holder's, and a first save waiting for it would break it and run beside it.
import { readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstSave } from '../../lib/save/pin-flag.js';
import { foundWorkspace, resolveWorkspace, type Workspace } from '../../lib/workspace/resolve.js';
import { MEMORY, tempTree } from '../support/fixtures.js';

describe('a first save', () => {
  it("hands the save its lock's keep, which makes the lock new again as an import goes on", () => {
    const root = tempTree({ [`ws/${MEMORY}/_global/`]: '', 'ws/app/': '', 'state/': '' });
    const dir = join(root, 'ws', 'app');
    const state = join(root, 'state');
    const resolve = () => foundWorkspace(resolveWorkspace(dir, {})) as Workspace;
    const saved = firstSave(
      dir,
      join(root, 'ws', MEMORY),
      { env: {}, state, resolve },
      'none',
      (_key, _workspace, keep) => {
        const locks = readdirSync(join(state, 'locks')).filter((name) => name.endsWith('.lock'));
        expect(locks).toHaveLength(1);
        const lock = join(state, 'locks', locks[0] as string);
        // as after 30 s of writing memories
        const then = (Date.now() - 30_000) / 1000;
        utimesSync(lock, then, then);
        keep();
        return Date.now() - statSync(lock).mtimeMs;
      },
      () => false,
    );
    expect(saved.result).toBeLessThan(5_000);
  });
});
