// The registered hooks are launchers that run each bundle with the launcher's own
// require: that holds only while a bundle requires nothing but Node's builtins. And
// the command that starts them leaves out what node would load for nothing.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hookCommand, INSTALLED_EVENTS } from '../../lib/hook-specs.js';
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

describe('the registered command', () => {
  // node loads NODE_EXTRA_CA_CERTS at every start; a path that does not exist makes it say so
  const env = { PATH: process.env.PATH, HOME: tmpdir(), NODE_EXTRA_CA_CERTS: '/nonexistent/extra-ca.pem' };

  it('control: plain node reads the certificates at start-up', () => {
    const r = spawnSync('/bin/sh', ['-c', "node -e ''"], { env, encoding: 'utf8' });
    expect(r.stderr).toContain('extra certs');
  });

  it.each(INSTALLED_EVENTS)('%s starts node without them', (event) => {
    const r = spawnSync('/bin/sh', ['-c', hookCommand(event)], { env, input: '{}', encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stderr).not.toContain('extra certs');
  });
});
