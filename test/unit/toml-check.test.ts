import { describe, expect, it } from 'vitest';
import { checkToml } from '../../lib/settings/toml-check.js';
import { TOML_SAMPLES } from '../support/toml-samples.js';

describe('checkToml', () => {
  it.each(TOML_SAMPLES.map((s) => [s.name, s] as const))('%s', (_, sample) => {
    const result = checkToml(sample.text);
    if (sample.problem === undefined) {
      expect(result).toMatchObject({ ok: true });
      return;
    }
    expect(result).toMatchObject({ ok: false, ...sample.problem });
  });

  it('names the lines on which statements start, and none inside a multi-line string or array', () => {
    const result = checkToml('a = """\n[x]\n"""\n[t]\nb = [\n  1,\n]\n# c\nc = 1\n');
    expect(result.ok && [...result.statements]).toEqual([0, 3, 4, 8]);
  });
});
