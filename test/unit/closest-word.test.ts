import { describe, expect, it } from 'vitest';
import { closestWord } from '../../lib/cli/closest-word.js';

const COMMANDS = ['install', 'uninstall', 'list', 'search', 'save', 'verify', 'import', 'key', 'stats', 'context', 'lint', 'doctor'];

describe('closestWord', () => {
  it.each([
    ['lsit', 'list'], // two neighbours swapped: one edit
    ['doctr', 'doctor'],
    ['instal', 'install'],
    ['SEARCH', 'search'], // case aside
    ['imprt', 'import'],
    ['contxet', 'context'],
  ])('%s → %s', (typed, meant) => {
    expect(closestWord(typed, COMMANDS)).toBe(meant);
  });

  it('guesses nothing for a word too far from every candidate for its length', () => {
    expect(closestWord('frobnicate', COMMANDS)).toBeUndefined();
    // one edit is all a word of four letters may be off by
    expect(closestWord('kye', COMMANDS)).toBe('key');
    expect(closestWord('kkkk', COMMANDS)).toBeUndefined();
  });

  it('guesses nothing where two candidates are as close, nor for the word itself', () => {
    // "lit" is one edit from list and one from lint
    expect(closestWord('lit', COMMANDS)).toBeUndefined();
    expect(closestWord('list', COMMANDS)).toBeUndefined();
    expect(closestWord('x', [])).toBeUndefined();
  });
});
