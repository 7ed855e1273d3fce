import { describe, expect, it } from 'vitest';
import { sessionEconomy } from '../../bench/session-economy.js';

describe('a 40-prompt session with an edit, an addition, a deletion and a compaction', () => {
  it('adds at most 2.5× one full list in total, and shows each change on the very next prompt', () => {
    const r = sessionEconomy();
    expect(r.fullListChars).toBeGreaterThan(45 * 30);
    expect(r.changesSeen).toEqual({ edit: true, addition: true, deletion: true, compaction: true });
    expect(r.ratio).toBeLessThanOrEqual(2.5);
  });
});
