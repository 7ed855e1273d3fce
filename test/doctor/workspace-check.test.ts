// doctor's workspace rows for a launch folder, over real temp folders.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkWorkspace, findWorkspace } from '../../lib/diagnose/doctor/check-workspace.js';
import { EN } from '../../lib/i18n/en.js';
import { tempTree } from '../support/temp.js';

function doctorRows(dir: string, env: Record<string, string> = {}) {
  const ctx = { dir, env, home: undefined };
  return checkWorkspace(findWorkspace(ctx), ctx).map((row) => ({ id: row.id, status: row.status, message: row.message(EN) }));
}

describe('doctor says when PROJECT_MEMORY_PROJECT is passed over', () => {
  it.each([' ..', ' _global ', 'a/b'])('%j: the hook uses the derived key instead, and doctor names both', (value) => {
    const root = tempTree({ '.ai-core/data/memory/_global/': '', 'proj/': '' });
    const rows = doctorRows(join(root, 'proj'), { PROJECT_MEMORY_PROJECT: value });
    const key = rows.find((row) => row.id === 'project-key');
    expect(key?.status).toBe('warn');
    expect(key?.message).toContain(`PROJECT_MEMORY_PROJECT="${value}"`);
    expect(key?.message).toContain('proj');
  });

  it('a usable one, spaces around it dropped, is the key', () => {
    const root = tempTree({ '.ai-core/data/memory/_global/': '', 'proj/': '' });
    const key = doctorRows(join(root, 'proj'), { PROJECT_MEMORY_PROJECT: ' other ' }).find((row) => row.id === 'project-key');
    expect(key).toEqual({ id: 'project-key', status: 'ok', message: 'other, from PROJECT_MEMORY_PROJECT' });
  });
});

// issue 20, item 8: a folder named after the root of a workspace of several projects is
// listed for no launch below the root; doctor says so instead of "all is well"
describe('doctor and a memory folder named after the workspace root', () => {
  it('warns when the root holds other projects', () => {
    const root = join(tempTree({ 'ws/.ai-core/data/memory/ws/': '', 'ws/.ai-core/data/memory/app/': '', 'ws/app/': '', 'ws/lib/': '' }), 'ws');
    const rows = doctorRows(join(root, 'lib'));
    expect(rows.find((row) => row.id === 'project-key')).toMatchObject({ status: 'ok', message: expect.stringContaining('lib, from the launch folder') });
    const warning = rows.find((row) => row.id === 'root-folder');
    expect(warning?.status).toBe('warn');
    expect(warning?.message).toContain(join(root, '.ai-core', 'data', 'memory', 'ws'));
  });

  it('is quiet where a pin at the root names that folder: every launch below without a pin of its own lists it', () => {
    const root = join(
      tempTree({ 'ws/.ai-core/data/memory/ws/': '', 'ws/.ai-core/data/memory/app/': '', 'ws/app/': '', 'ws/lib/': '', 'ws/.project-memory-key': 'ws\n' }),
      'ws',
    );
    const rows = doctorRows(join(root, 'lib'));
    expect(rows.find((row) => row.id === 'project-key')).toMatchObject({ status: 'ok', message: expect.stringContaining('ws') });
    expect(rows.find((row) => row.id === 'root-folder')).toBeUndefined();
  });

  it('is quiet in a single-repository workspace, where that folder is the project', () => {
    const root = join(tempTree({ 'repo/.ai-core/data/memory/repo/': '', 'repo/src/': '' }), 'repo');
    const rows = doctorRows(join(root, 'src'));
    expect(rows.find((row) => row.id === 'project-key')).toMatchObject({
      status: 'ok',
      message: expect.stringContaining('repo, from the existing memory folder'),
    });
    expect(rows.find((row) => row.id === 'root-folder')).toBeUndefined();
  });
});
