import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BULK_INTERRUPT_BUDGET, BULK_PARSES, BULK_PARSES_MAX, budgetAfter, budgetSetByUser, DEFAULT_INTERRUPT_BUDGET } from '../../lib/index/tiering.js';

const NODE_20_V8 = '11.3.244.8-node.38';

describe('budgetAfter', () => {
  it('raises the budget once a bulk read starts and restores the default on a long one', () => {
    const changes: [number, number][] = [];
    for (let parses = 1; parses <= 3 * BULK_PARSES_MAX; parses++) {
      const budget = budgetAfter(parses, NODE_20_V8);
      if (budget !== undefined) changes.push([parses, budget]);
    }
    expect(changes).toEqual([
      [BULK_PARSES, BULK_INTERRUPT_BUDGET],
      [BULK_PARSES_MAX, DEFAULT_INTERRUPT_BUDGET],
    ]);
    expect(BULK_INTERRUPT_BUDGET).toBeGreaterThan(DEFAULT_INTERRUPT_BUDGET);
  });

  it('leaves V8 versions it was not measured on alone', () => {
    for (const version of ['12.4.254.21-node.33', '11.8.172.17-node.19', '10.2.154.26-node.36', '']) {
      expect(budgetAfter(BULK_PARSES, version)).toBeUndefined();
      expect(budgetAfter(BULK_PARSES_MAX, version)).toBeUndefined();
    }
  });
});

describe('budgetSetByUser', () => {
  it('sees a budget chosen on the command line or in NODE_OPTIONS, in either spelling', () => {
    expect(budgetSetByUser(['--interrupt-budget=1000'], undefined)).toBe(true);
    expect(budgetSetByUser([], '--max-old-space-size=100 --interrupt_budget=5')).toBe(true);
    expect(budgetSetByUser(['--max-old-space-size=100'], '--enable-source-maps')).toBe(false);
    expect(budgetSetByUser([], undefined)).toBe(false);
  });
});

// the flag must exist, with the default the module restores, on the node that runs the hooks
describe.runIf(budgetAfter(BULK_PARSES, process.versions.v8) !== undefined)('--interrupt-budget on this node', () => {
  it('has the default budget the module restores', () => {
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    expect(/default: --interrupt-budget=(\d+)/.exec(options)?.[1]).toBe(String(DEFAULT_INTERRUPT_BUDGET));
  });

  it('is accepted at run time without a word on stderr', () => {
    const set = `require('node:v8').setFlagsFromString('--interrupt-budget=${BULK_INTERRUPT_BUDGET}')`;
    const result = spawnSync(process.execPath, ['-e', set], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    // the check can fail: an unknown flag is reported there
    const unknown = spawnSync(process.execPath, ['-e', "require('node:v8').setFlagsFromString('--no-such-flag-here')"], { encoding: 'utf8' });
    expect(unknown.stderr).toMatch(/unrecognized flag/);
  });
});
