// The environment beats the workspace's config file, and a value the hooks pass over is as
// if not set (doctor says so of it): the file's setting then holds, for the budget and for
// everyTurn alike, and PROJECT_MEMORY_EVERY_TURN=0 turns a team's everyTurn off for one person.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_BUDGET } from '../../lib/model/defaults.js';
import { resolveConfig } from '../../lib/workspace/config.js';

describe('the config the hooks take', () => {
  it.each<[string | undefined, number]>([
    [undefined, 3000],
    ['', 3000],
    ['abc', 3000],
    ['100', 3000],
    ['5000', 5000],
    // over the most a list may take: passed over too, as doctor says
    ['999999', 3000],
  ])('PROJECT_MEMORY_BUDGET=%j beside a file budget of 3000 → %d', (env, budget) => {
    expect(resolveConfig({ budget: 3000 }, { PROJECT_MEMORY_BUDGET: env }).budget).toBe(budget);
  });

  it('takes the default where neither gives a budget it can use', () => {
    expect(resolveConfig({ budget: 'lots' }, { PROJECT_MEMORY_BUDGET: 'abc' }).budget).toBe(DEFAULT_LIST_BUDGET);
  });

  it.each<[string | undefined, boolean, boolean]>([
    [undefined, true, true],
    ['0', true, false],
    ['off', true, false],
    ['false', true, false],
    ['1', false, true],
    ['yes', false, true],
    ['maybe', true, true],
    ['maybe', false, false],
    ['', true, true],
  ])('PROJECT_MEMORY_EVERY_TURN=%j beside a file everyTurn of %s → %s', (env, file, everyTurn) => {
    expect(resolveConfig({ everyTurn: file }, { PROJECT_MEMORY_EVERY_TURN: env }).everyTurn).toBe(everyTurn);
  });
});
