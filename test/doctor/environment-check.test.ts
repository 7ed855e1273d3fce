// doctor's row for the PROJECT_MEMORY_* variables it runs with: a value the hooks pass over
// without a word (PROJECT_MEMORY_BUDGET=abc, =100, PROJECT_MEMORY_EVERY_TURN=maybe) is named;
// "yes" and "true" turn every-turn on, as 1 does. The built CLI and hook over real folders.
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

interface Row {
  id: string;
  status: 'ok' | 'warn' | 'fail';
  message: string;
  fix?: string;
}

const workspace = () => tempTree({ [`${MEMORY}/_global/docker.md`]: memoryFile({ title: 'Docker', description: 'Docker 실행 중 브랜치 전환 시 403 발생' }) });

function environmentRow(root: string, env: Record<string, string>): Row | undefined {
  const run = runCli(['doctor', '--dir', root, '--json'], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en', ...env } });
  return (JSON.parse(run.stdout) as { checks: Row[] }).checks.find((c) => c.id === 'environment');
}

describe('doctor: the PROJECT_MEMORY_* variables', () => {
  it('has no row where none is set', () => {
    expect(environmentRow(workspace(), {})).toBeUndefined();
  });

  it.each([
    [{ PROJECT_MEMORY_BUDGET: 'abc' }, 'PROJECT_MEMORY_BUDGET=abc'],
    [{ PROJECT_MEMORY_BUDGET: '100' }, 'PROJECT_MEMORY_BUDGET=100'],
    [{ PROJECT_MEMORY_BUDGET: '20000' }, 'PROJECT_MEMORY_BUDGET=20000'],
    [{ PROJECT_MEMORY_EVERY_TURN: 'maybe' }, 'PROJECT_MEMORY_EVERY_TURN=maybe'],
    [{ PROJECT_MEMORY_SCAN_MS: 'fast' }, 'PROJECT_MEMORY_SCAN_MS=fast'],
    [{ PROJECT_MEMORY_SCAN_MS: '-5' }, 'PROJECT_MEMORY_SCAN_MS=-5'],
    [{ PROJECT_MEMORY_DISABLE: 'y' }, 'PROJECT_MEMORY_DISABLE=y'],
  ])('names a value the hooks pass over: %j', (env, shown) => {
    const row = environmentRow(workspace(), env);
    expect(row).toMatchObject({ status: 'warn', message: expect.stringContaining(shown) });
    expect(row?.fix).toContain('from 500 to 8000');
  });

  it('says which are used', () => {
    expect(environmentRow(workspace(), { PROJECT_MEMORY_BUDGET: '6000', PROJECT_MEMORY_EVERY_TURN: 'yes' })).toMatchObject({
      status: 'ok',
      message: 'PROJECT_MEMORY_BUDGET=6000, PROJECT_MEMORY_EVERY_TURN=yes: used',
    });
  });

  it.each(['1', 'yes', 'true', 'ON'])('PROJECT_MEMORY_EVERY_TURN=%s shows the full list on a later prompt', (value) => {
    const root = workspace();
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_EVERY_TURN: value };
    const turn = () => contextOf(runHook(promptEvent(root, { session_id: 'every' }), env).stdout) ?? '';
    expect(turn()).toContain('docker');
    expect(turn()).toContain('docker — Docker');
  });

  it.each(['1', 'true', 'YES', ' on '])('PROJECT_MEMORY_DISABLE=%s turns the hooks off; 0 and false leave them on', (value) => {
    const root = workspace();
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const list = (disable: string) =>
      contextOf(runHook(promptEvent(root, { session_id: `off-${disable}` }), { ...env, PROJECT_MEMORY_DISABLE: disable }).stdout);
    expect(list(value)).toBeUndefined();
    expect(list('0')).toContain('docker');
    expect(list('false')).toContain('docker');
    expect(environmentRow(root, { PROJECT_MEMORY_DISABLE: value })).toMatchObject({ status: 'ok' });
  });
});
