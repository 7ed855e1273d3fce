// A cloned repository whose `.ai-core` (or `.ai-core/data/memory`) is a symbolic link to
// somewhere outside the workspace: the hook must not list what is there, save must not
// write there, and lint, list and doctor say why instead of "no workspace". A link that
// stays inside the workspace is a layout choice and keeps working.
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';
import { makeTempDir } from '../support/temp.js';
import { goodFile } from './harness.js';

interface Layout {
  root: string;
  ws: string;
  outside: string;
  home: string;
}

/** `outside/` holds a complete `.ai-core/`; the workspace links to part of it as `link` says. */
function layout(link: 'ai-core' | 'memory' | 'data' | 'inside'): Layout {
  const root = makeTempDir('pm-linked-root-');
  const ws = join(root, 'ws');
  const outside = join(root, 'outside');
  const home = join(root, 'home');
  for (const dir of [join(ws, 'app'), home]) mkdirSync(dir, { recursive: true });
  const source = link === 'inside' ? join(ws, 'config', 'ai-core') : join(outside, '.ai-core');
  mkdirSync(join(source, 'data', 'memory', '_global'), { recursive: true });
  writeFileSync(join(source, 'data', 'memory', '_global', 'planted.md'), goodFile('planted', 'a memory from outside the workspace'));
  if (link === 'ai-core' || link === 'inside') symlinkSync(source, join(ws, '.ai-core'));
  else if (link === 'data') {
    mkdirSync(join(ws, '.ai-core'));
    symlinkSync(join(source, 'data'), join(ws, '.ai-core', 'data'));
  } else {
    mkdirSync(join(ws, '.ai-core', 'data'), { recursive: true });
    symlinkSync(join(source, 'data', 'memory'), join(ws, '.ai-core', 'data', 'memory'));
  }
  return { root, ws, outside, home };
}

const env = (l: Layout) => ({ HOME: l.home, PROJECT_MEMORY_LANG: 'en' });

describe('a memory root linked out of the workspace is no workspace', () => {
  it.each(['ai-core', 'data', 'memory'] as const)('%s linked outside: the hook prints nothing', (link) => {
    const l = layout(link);
    const run = runHook(promptEvent(join(l.ws, 'app'), { session_id: `linked-${link}` }), env(l));
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
  });

  it.each(['ai-core', 'data', 'memory'] as const)('%s linked outside: save refuses, names the link, and writes nothing there', (link) => {
    const l = layout(link);
    const run = runCli(
      ['save', '--dir', join(l.ws, 'app'), '--scope', 'global', '--title', 'new note', '--description', 'must not land outside', '--body', 'x'],
      {
        env: env(l),
      },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('outside the workspace');
    expect(run.stderr).toContain(l.ws);
    expect(existsSync(join(l.outside, '.ai-core', 'data', 'memory', '_global', 'new-note.md'))).toBe(false);
  });

  it.each(['ai-core', 'memory'] as const)('%s linked outside: lint and list say why, doctor fails its workspace row with the fix', (link) => {
    const l = layout(link);
    for (const command of ['lint', 'list']) {
      const run = runCli([command, '--dir', join(l.ws, 'app')], { env: env(l) });
      expect(run.code, command).toBe(1);
      expect(run.stderr, command).toContain('outside the workspace');
    }
    const doctor = JSON.parse(runCli(['doctor', '--dir', join(l.ws, 'app'), '--json'], { env: env(l) }).stdout) as {
      checks: { id: string; status: string; message: string; fix?: string }[];
    };
    const row = doctor.checks.find((check) => check.id === 'workspace');
    expect(row?.status).toBe('fail');
    expect(row?.message).toContain('outside the workspace');
    expect(row?.fix).toContain('plain folder');
  });

  it('install does not create the memory folder through such a link', () => {
    const l = layout('ai-core');
    const run = runCli(['install', '--dir', l.ws, '--scope', 'project'], { env: env(l) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('outside the workspace');
    expect(existsSync(join(l.outside, '.ai-core', 'data', 'memory', 'README.md'))).toBe(false);
  });
});

describe('a link that stays inside the workspace', () => {
  it('is followed: the hook lists what it holds', () => {
    const l = layout('inside');
    const run = runHook(promptEvent(join(l.ws, 'app'), { session_id: 'linked-inside' }), env(l));
    expect(run.code).toBe(0);
    expect(contextOf(run.stdout)).toContain('planted — a memory from outside the workspace');
  });
});
