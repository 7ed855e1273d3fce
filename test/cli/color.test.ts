// Colour only for a person at a terminal, and never with NO_COLOR set to a value
// (https://no-color.org: an empty NO_COLOR counts as unset). A terminal is faked
// with util-linux `script`, which runs the CLI on a pseudo-terminal.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellCommand } from '../../lib/shell-quote.js';
import { seedWorkspace, tempTree } from '../support/fixtures.js';
import { CLI, cleanEnv, runCli } from '../support/processes.js';

const ANSI = /\u001b\[[0-9;]*m/;
const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

/** The CLI's output as a terminal shows it. */
function runOnTerminal(args: string[], env: Record<string, string>): { code: number | null; output: string } {
  const command = shellCommand([process.execPath, CLI, ...args]);
  // -q: no "Script started" lines; -e: exit with the CLI's code; the log goes nowhere
  const r = spawnSync('script', ['-qec', command, '/dev/null'], { env: cleanEnv({ TERM: 'xterm', ...env }), encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, output: r.stdout };
}

function listArgs(): string[] {
  return ['list', '--dir', join(seedWorkspace(), 'ws/workspace/patent.how')];
}

describe('colours', () => {
  it.each([
    ['list', () => listArgs()],
    ['search', () => ['search', 'docker', '--dir', join(seedWorkspace(), 'ws')]],
    ['lint', () => ['lint', '--dir', join(seedWorkspace(), 'ws')]],
    ['install --dry-run', () => ['install', '--dry-run', '--dir', tempTree()]],
  ])('%s piped to another program has no ANSI escapes', (_label, args) => {
    const r = runCli(args(), { env: { HOME: tempTree(), TERM: 'xterm' } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(ANSI);
  });

  it.skipIf(!hasScript)('a terminal gets colours', () => {
    const r = runOnTerminal(listArgs(), { HOME: tempTree() });
    expect(r.code).toBe(0);
    expect(r.output).toContain('docker-branch-switch-danger');
    expect(r.output).toMatch(ANSI);
  });

  it.skipIf(!hasScript)('NO_COLOR=1 turns them off on a terminal', () => {
    const r = runOnTerminal(listArgs(), { HOME: tempTree(), NO_COLOR: '1' });
    expect(r.code).toBe(0);
    expect(r.output).toContain('docker-branch-switch-danger');
    expect(r.output).not.toMatch(ANSI);
  });

  it.skipIf(!hasScript)('an empty NO_COLOR counts as unset, as no-color.org says', () => {
    const r = runOnTerminal(listArgs(), { HOME: tempTree(), NO_COLOR: '' });
    expect(r.output).toMatch(ANSI);
  });

  it.skipIf(!hasScript)('TERM=dumb gets none', () => {
    const r = runOnTerminal(listArgs(), { HOME: tempTree(), TERM: 'dumb' });
    expect(r.output).not.toMatch(ANSI);
  });
});
