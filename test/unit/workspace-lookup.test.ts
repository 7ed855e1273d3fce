// resolveWorkspace tells three answers apart: a workspace, none above the folder, and one
// whose memory folder links out of it. The last carries the link, so save, list and doctor
// word it from the lookup itself, with the same words as before.
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkWorkspace, findWorkspace } from '../../lib/diagnose/doctor/check-workspace.js';
import { DOCTOR_EN } from '../../lib/i18n/doctor-en.js';
import { EN } from '../../lib/i18n/en.js';
import { foundWorkspace, resolveWorkspace } from '../../lib/workspace/resolve.js';
import { runCli } from '../support/processes.js';
import { makeTempDir } from '../support/temp.js';

function linkedOut() {
  const root = makeTempDir('pm-lookup-');
  const ws = join(root, 'ws');
  const outside = join(root, 'outside', '.ai-core');
  mkdirSync(join(outside, 'data', 'memory', '_global'), { recursive: true });
  mkdirSync(join(ws, 'app'), { recursive: true });
  symlinkSync(outside, join(ws, '.ai-core'));
  return { root, ws, app: join(ws, 'app'), link: join(ws, '.ai-core'), outside };
}

describe('resolveWorkspace', () => {
  it('answers none where no folder above has .ai-core/', () => {
    const dir = makeTempDir('pm-lookup-none-');
    expect(resolveWorkspace(dir, {})).toEqual({ kind: 'none' });
    expect(foundWorkspace(resolveWorkspace(dir, {}))).toBeUndefined();
  });

  it('answers linked-out, with the root, the link and where it leads, for a memory folder that links out', () => {
    const l = linkedOut();
    expect(resolveWorkspace(l.app, {})).toEqual({ kind: 'linked-out', root: l.ws, linked: { path: l.link, resolved: l.outside } });
    // the hooks read neither
    expect(foundWorkspace(resolveWorkspace(l.app, {}))).toBeUndefined();
  });

  it('answers found for a plain workspace', () => {
    const ws = makeTempDir('pm-lookup-found-');
    mkdirSync(join(ws, '.ai-core', 'data', 'memory'), { recursive: true });
    const lookup = resolveWorkspace(ws, {});
    expect(lookup.kind).toBe('found');
    expect(foundWorkspace(lookup)?.memoryRoot).toBe(join(ws, '.ai-core', 'data', 'memory'));
  });
});

describe('a linked-out memory folder is worded as before, from the lookup', () => {
  it('doctor: the workspace row names the root, the link and where it leads', () => {
    const l = linkedOut();
    const ctx = { dir: l.app, env: {}, home: undefined };
    const rows = checkWorkspace(findWorkspace(ctx), ctx);
    expect(rows.map((r) => ({ id: r.id, status: r.status, message: r.message(EN), fix: r.fix?.(EN) }))).toEqual([
      { id: 'workspace', status: 'fail', message: DOCTOR_EN.workspace.linkedOut(l.ws, l.link, l.outside), fix: DOCTOR_EN.workspace.linkedOutFix },
    ]);
  });

  it.each([['list'], ['save']])('%s: the error names the link, where it leads and the root', (command) => {
    const l = linkedOut();
    const args = command === 'save' ? ['save', '--scope', 'global', '--title', 't', '--description', 'd', '--body', 'b'] : [command];
    const run = runCli([...args, '--dir', l.app], { env: { HOME: l.root, PROJECT_MEMORY_LANG: 'en' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(EN.errors.memoryRootLinkedOut(l.link, l.outside, l.ws));
  });
});
