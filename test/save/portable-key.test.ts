// A save or a pin that brings a new key folder into use: a name a checkout on Windows cannot
// hold (AUX, trail.) or one that differs from a folder there in case alone (SHOP beside shop/,
// one folder on macOS and Windows, two in git and on Linux) is refused; a folder already there
// is the team's, whatever its name. The built CLI over real folders.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const env = () => ({ HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' });
const save = (root: string, key: string) =>
  runCli(['save', '--dir', root, '--scope', 'project', '--project', key, '--no-pin', '--title', `About ${key}`, '--description', `a note for ${key}`], {
    env: env(),
    input: 'body\n',
  });

describe('a new key folder every checkout holds', () => {
  it.each(['AUX', 'nul', 'com1', 'aux.txt', 'trail.'])('%j is refused for a save, and nothing is written', (key) => {
    const root = tempTree({ [`${MEMORY}/_global/`]: '' });
    const saved = save(root, key);
    expect(saved.code).toBe(1);
    expect(saved.stderr).toContain('names a folder a checkout on Windows cannot hold');
    expect(existsSync(join(root, MEMORY, key))).toBe(false);
  });

  it('a case twin of a folder there is refused for a save and a pin, naming the folder', () => {
    const root = tempTree({ [`${MEMORY}/shop/deploy.md`]: memoryFile({ title: 'Deploy', description: 'deploys on Tuesday' }) });
    const saved = save(root, 'SHOP');
    expect(saved.code).toBe(1);
    expect(saved.stderr).toContain('"SHOP" differs from the folder shop/ in case alone');
    const pinned = runCli(['key', 'pin', 'Shop', '--dir', root], { env: env() });
    expect(pinned.code).toBe(1);
    expect(pinned.stderr).toContain('Use shop, or another key');
    expect(existsSync(join(root, '.project-memory-key'))).toBe(false);
  });

  it('a folder already there is used, whatever its name: a team that has one keeps it', () => {
    const root = tempTree({ [`${MEMORY}/_global/`]: '' });
    mkdirSync(join(root, MEMORY, 'aux'));
    writeFileSync(join(root, MEMORY, 'aux', 'old.md'), memoryFile({ title: 'Old', description: 'kept from before' }));
    const saved = save(root, 'aux');
    expect(saved.code, saved.stderr).toBe(0);
    expect(existsSync(join(root, MEMORY, 'aux', 'about-aux.md'))).toBe(true);
  });
});
