// issue 20, item 9: index caches hold memory descriptions; those of deleted workspaces (and
// ones nobody has touched for a long time) are removed when a session starts, as old
// session files already are. The caches of workspaces still there stay.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_VERSION } from '../../lib/index/folder-cache.js';
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

  it("leaves another version's cache of a folder as it is, and removes both once the folder is gone", () => {
    const root = tempTree({ 'home/': '' });
    const home = join(root, 'home');
    const index = join(home, '.local', 'state', 'project-memory', 'index');
    const ws = workspaceAt(root, 'both');
    const session = hookSession(join(ws, 'app'), home, 's-both');
    expect(session.prompt('hello')).toContain('app-fact');
    const ours = readdirSync(index).filter((name) => name.endsWith(`.v${CACHE_VERSION}.cache`));
    expect(ours).toHaveLength(2);
    // what an older version of the package (one Codex runs, say) keeps beside ours
    const theirs = ours.map((name) => name.replace(`.v${CACHE_VERSION}.`, `.v${CACHE_VERSION - 1}.`));
    ours.forEach((name, i) => {
      const text = readFileSync(join(index, name), 'latin1').replace(`{"v":${CACHE_VERSION},`, `{"v":${CACHE_VERSION - 1},`);
      writeFileSync(join(index, theirs[i] as string), text, 'latin1');
    });
    const before = theirs.map((name) => [readFileSync(join(index, name), 'latin1'), statSync(join(index, name)).mtimeMs]);
    const ourTimes = () => ours.map((name) => statSync(join(index, name)).mtimeMs);
    const oursBefore = ourTimes();

    writeFileSync(join(ws, MEMORY, 'app', 'new-fact.md'), memoryFile({ title: 'new', description: 'a fact added later' }));
    expect(hookSession(join(ws, 'app'), home, 's-both-2').prompt('hello')).toContain('new-fact');
    expect(theirs.map((name) => [readFileSync(join(index, name), 'latin1'), statSync(join(index, name)).mtimeMs])).toEqual(before);
    expect(ourTimes().some((t, i) => t !== oursBefore[i])).toBe(true);
    hookSession(join(ws, 'app'), home, 's-both-3').start('startup');
    expect(
      readdirSync(index)
        .filter((name) => name.endsWith('.cache'))
        .sort(),
    ).toEqual([...ours, ...theirs].sort());

    rmSync(ws, { recursive: true, force: true });
    hookSession(join(root, 'home'), home, 's-after').start('startup');
    expect(readdirSync(index).filter((name) => name.endsWith('.cache'))).toEqual([]);
  });
});
