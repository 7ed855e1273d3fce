// issue 20, item 9: index caches hold memory descriptions; those of deleted workspaces (and
// ones nobody has touched for a long time) are removed when a session starts, as old
// session files already are. The caches of workspaces still there stay.
import { existsSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_TTL_MS } from '../../lib/index/prune-caches.js';
import { MEMORY, memoryFile, tempTree, writeTree } from '../support/fixtures.js';
import { hookSession } from '../support/session-run.js';

/** `<root>/<name>/` with one global and one project memory, launched from `<name>/app`. */
function workspaceAt(root: string, name: string): string {
  writeTree(root, {
    [`${name}/${MEMORY}/_global/shared-fact.md`]: memoryFile({ title: 'shared', description: `a fact of ${name}` }),
    [`${name}/${MEMORY}/app/app-fact.md`]: memoryFile({ title: 'app', description: `secret-ish description of ${name}` }),
    [`${name}/app/`]: '',
  });
  return join(root, name);
}

const caches = (state: string) => readdirSync(join(state, 'index')).filter((name) => name.endsWith('.cache'));
const cacheText = (state: string) => caches(state).map((name) => readFileSync(join(state, 'index', name), 'latin1'));

describe('SessionStart prunes index caches', () => {
  it('removes the caches of a deleted workspace and keeps those of one still there', () => {
    const root = tempTree({ 'home/': '' });
    const home = join(root, 'home');
    const state = join(home, '.local', 'state', 'project-memory');
    const kept = workspaceAt(root, 'kept');
    const gone = workspaceAt(root, 'gone');
    for (const ws of [kept, gone]) expect(hookSession(join(ws, 'app'), home, `s-${ws}`).prompt('hello')).toContain('app-fact');
    expect(caches(state)).toHaveLength(4);
    expect(cacheText(state).some((text) => text.includes('secret-ish description of gone'))).toBe(true);

    rmSync(gone, { recursive: true, force: true });
    hookSession(join(kept, 'app'), home, 'next-session').start('startup');
    expect(caches(state)).toHaveLength(2);
    expect(cacheText(state).some((text) => text.includes('of gone'))).toBe(false);
    expect(cacheText(state).every((text) => text.includes('of kept'))).toBe(true);
  });

  it('removes caches untouched for longer than the limit, whatever their folder, and junk beside them once it is old', () => {
    const root = tempTree({ 'home/': '' });
    const home = join(root, 'home');
    const state = join(home, '.local', 'state', 'project-memory');
    const old = workspaceAt(root, 'old');
    hookSession(join(old, 'app'), home, 's-old').prompt('hello');
    const index = join(state, 'index');
    writeFileSync(join(index, 'deadbeefdeadbeef.cache'), 'not a cache at all');
    writeFileSync(join(index, 'deadbeefdeadbeef.cursor'), '7');
    writeFileSync(join(index, 'feedfacefeedface.cache'), 'junk, but new');
    const longAgo = new Date(Date.now() - CACHE_TTL_MS - 86_400_000);
    for (const name of [...caches(state).filter((n) => !n.startsWith('feedface')), 'deadbeefdeadbeef.cursor']) utimesSync(join(index, name), longAgo, longAgo);

    // a session somewhere else: the old workspace is still on disk, but nobody used it for long
    const elsewhere = workspaceAt(root, 'elsewhere');
    hookSession(join(elsewhere, 'app'), home, 's-elsewhere').start('startup');
    const left = readdirSync(index).sort();
    expect(left.filter((name) => name.startsWith('deadbeef'))).toEqual([]);
    expect(left).toContain('feedfacefeedface.cache');
    expect(cacheText(state).some((text) => text.includes('of old'))).toBe(false);
    expect(cacheText(state).filter((text) => text.includes('of elsewhere'))).toHaveLength(2);
    expect(existsSync(join(old, MEMORY, 'app', 'app-fact.md'))).toBe(true);
  });
});
