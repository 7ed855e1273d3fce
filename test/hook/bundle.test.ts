// The registered hooks are launchers that run each bundle with the launcher's own
// require: that holds only while a bundle requires nothing but Node's builtins. And
// the command that starts them leaves out what node would load for nothing.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hookCommand, INSTALLED_EVENTS } from '../../lib/settings/hook-specs.js';
import { packageRoot } from '../../lib/io/package-paths.js';
import { BULK_PARSES } from '../../lib/index/tiering.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { promptEvent, runHook } from '../support/processes.js';

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

describe('the code cache a launcher writes', () => {
  it('is written after a bulk first run under the flags the next run starts with, so that run uses it', () => {
    // a package of its own: the launcher writes its cache beside the bundle
    const pkg = tempTree({ 'package.json': '{}', 'memory/': '' });
    mkdirSync(join(pkg, 'dist', 'hooks'), { recursive: true });
    for (const name of ['user-prompt-submit.cjs', 'user-prompt-submit.impl.cjs']) copyFileSync(join(hooksDir, name), join(pkg, 'dist', 'hooks', name));
    const files: Record<string, string> = {};
    for (let i = 0; i < 3 * BULK_PARSES; i++) files[`ws/${MEMORY}/_global/note-${i}.md`] = memoryFile({ description: `note ${i}` });
    const ws = tempTree(files);
    const home = tempTree();
    const hook = join(pkg, 'dist', 'hooks', 'user-prompt-submit.cjs');
    const cacheOf = () => readdirSync(join(pkg, 'dist', 'hooks')).filter((n) => n.endsWith('.cache'));
    expect(cacheOf()).toEqual([]);
    // the first run reads every file (a bulk read): the cache is written at its exit
    expect(runHook(promptEvent(join(ws, 'ws')), { HOME: home }, hook).code).toBe(0);
    const [cache] = cacheOf();
    expect(cache).toBeDefined();
    const before = statSync(join(pkg, 'dist', 'hooks', cache as string));
    // a cache V8 rejects is written again at exit: another inode
    expect(runHook(promptEvent(join(ws, 'ws')), { HOME: home }, hook).code).toBe(0);
    const after = statSync(join(pkg, 'dist', 'hooks', cache as string));
    expect(after.ino).toBe(before.ino);
    expect(after.mtimeMs).toBe(before.mtimeMs);
  });
});
