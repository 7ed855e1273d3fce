// doctor's workspace rows for a launch folder, over real temp folders.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkWorkspace, findWorkspace } from '../../lib/diagnose/doctor/check-workspace.js';
import { tempTree } from '../support/temp.js';

function doctorRows(dir: string, env: Record<string, string> = {}) {
  const ctx = { dir, env, home: undefined };
  return checkWorkspace(findWorkspace(ctx), ctx).map((row) => ({ id: row.id, status: row.status, message: row.message }));
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
