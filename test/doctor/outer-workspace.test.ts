// A repository that gains a `.ai-core/` of its own (a teammate commits one) inside a
// workspace that already held memories for it: the hook reads the nearest workspace
// alone, so those memories vanish from the list without a word. doctor names them, where
// they are and the two ways out. The built CLI as a real process, over real temp folders.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const MEMORY = '---\ntitle: Staging resets\ndescription: staging is reset every Monday\ncreated_at: 2026-01-01\n---\nb\n';

interface Row {
  id: string;
  status: string;
  message: string;
  fix?: string;
}

async function doctor(dir: string): Promise<Row[]> {
  const run = await runCli(['doctor', '--json', '--dir', dir], { cwd: dir, home: makeTempDir(), env: { PROJECT_MEMORY_LANG: 'en' } });
  return JSON.parse(run.stdout).checks as Row[];
}

describe('memories of a workspace above, hidden by the nearer one', () => {
  it("warns with the outer folder, its count and the global ones, and the fix names this project's folder", async () => {
    const ws = tempTree({
      '.ai-core/data/memory/app/staging.md': MEMORY,
      '.ai-core/data/memory/app/deploy.md': MEMORY,
      '.ai-core/data/memory/_global/pnpm.md': MEMORY,
      'app/.ai-core/data/memory/': '',
    });
    const outer = join(ws, '.ai-core', 'data', 'memory');
    const row = (await doctor(join(ws, 'app'))).find((r) => r.id === 'outer-workspace');
    expect(row?.status).toBe('warn');
    expect(row?.message).toContain(`${join(outer, 'app')}/ holds 2 memories saved for this folder`);
    expect(row?.message).toContain('its _global/ 1 global memory');
    expect(row?.message).toContain(join(ws, 'app', '.ai-core'));
    expect(row?.fix).toContain(`move those that still hold into ${join(ws, 'app', '.ai-core', 'data', 'memory', 'app')}/`);
    // --json stays English; the table speaks the user's language
    const ko = await runCli(['doctor', '--dir', join(ws, 'app')], { cwd: ws, home: makeTempDir(), env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.stdout).toContain(`${join(outer, 'app')}/에 이 폴더를 위해 저장한 memory 2개`);
  });

  it('says the global ones alone are not listed here, as a note, not a warning', async () => {
    const ws = tempTree({ '.ai-core/data/memory/_global/pnpm.md': MEMORY, 'app/.ai-core/data/memory/': '' });
    const row = (await doctor(join(ws, 'app'))).find((r) => r.id === 'outer-workspace');
    expect(row?.status).toBe('ok');
    expect(row?.message).toContain('1 global memory');
  });

  it('is quiet where the workspace above holds nothing, and where there is none', async () => {
    const nested = tempTree({ '.ai-core/data/memory/other/x.md': MEMORY, 'app/.ai-core/data/memory/': '' });
    expect((await doctor(join(nested, 'app'))).find((r) => r.id === 'outer-workspace')).toBeUndefined();
    const alone = tempTree({ 'app/.ai-core/data/memory/': '' });
    expect((await doctor(join(alone, 'app'))).find((r) => r.id === 'outer-workspace')).toBeUndefined();
  });
});
