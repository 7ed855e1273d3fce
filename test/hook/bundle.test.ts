// The registered hooks are launchers that run each bundle with the launcher's own
// require: that holds only while a bundle requires nothing but Node's builtins.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../lib/package-paths.js';

const hooksDir = join(packageRoot(), 'dist', 'hooks');
const bundles = readdirSync(hooksDir).filter((name) => name.endsWith('.impl.cjs'));

describe('hook bundles', () => {
  it('are built, one per hook', () => {
    expect(bundles.length).toBeGreaterThanOrEqual(4);
  });

  it.each(bundles)('%s requires only node: builtins', (name) => {
    const source = readFileSync(join(hooksDir, name), 'utf8');
    const ids = [...source.matchAll(/\brequire\(\s*(["'`])([^"'`]+)\1\s*\)/g)].map((m) => m[2]);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !id?.startsWith('node:'))).toEqual([]);
  });
});
