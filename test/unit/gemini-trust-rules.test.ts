// Which trustedFolders.json entry Gemini CLI 0.61.0 applies to a launch folder: the longest
// path as written among those whose folder holds it (TRUST_PARENT's folder is the one above).
// Paths are under a real temp folder, since Gemini compares them through links.
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nearestTrustRule, type TrustLevel } from '../../lib/settings/gemini-trust-rules.js';
import { tempTree } from '../support/temp.js';

const root = tempTree({ 'w/app/src/': '', 'w/apple/': '' });
const at = (path: string) => join(root, path);

describe('nearestTrustRule', () => {
  it.each<[string, Record<string, TrustLevel>, string, string | undefined]>([
    ['an entry on the folder itself', { 'w/app': 'DO_NOT_TRUST' }, 'w/app', 'w/app'],
    ['an entry on a folder above it', { w: 'TRUST_FOLDER' }, 'w/app/src', 'w'],
    ['the longer path wins, whatever the order', { 'w/app': 'TRUST_FOLDER', w: 'DO_NOT_TRUST' }, 'w/app/src', 'w/app'],
    ['TRUST_PARENT covers the folder above the path it names', { 'w/app/src': 'TRUST_PARENT' }, 'w/app', 'w/app/src'],
    ['TRUST_PARENT covers that folder’s other children', { 'w/app/src': 'TRUST_PARENT' }, 'w/apple', undefined],
    ['TRUST_PARENT on the launch folder covers it too', { 'w/app': 'TRUST_PARENT' }, 'w/app', 'w/app'],
    ['a sibling that starts with the same letters is not above it', { 'w/app': 'TRUST_FOLDER' }, 'w/apple', undefined],
    ['an entry below the folder does not cover it', { 'w/app/src': 'DO_NOT_TRUST' }, 'w/app', undefined],
    ['no entries', {}, 'w/app', undefined],
  ])('%s', (_name, entries, dir, expected) => {
    const rules = Object.entries(entries).map(([path, level]) => ({ path: at(path), level }));
    expect(nearestTrustRule(rules, at(dir))?.path).toBe(expected === undefined ? undefined : at(expected));
  });

  it('compares through links: an entry on a link to the launch folder covers it, and one on the folder covers a launch through the link', () => {
    const link = at('link-to-app');
    symlinkSync(at('w/app'), link);
    expect(nearestTrustRule([{ path: link, level: 'DO_NOT_TRUST' }], at('w/app'))?.level).toBe('DO_NOT_TRUST');
    expect(nearestTrustRule([{ path: at('w/app'), level: 'DO_NOT_TRUST' }], link)?.level).toBe('DO_NOT_TRUST');
  });

  it('a relative entry is taken from the launch folder, as Gemini resolves it against its cwd', () => {
    expect(nearestTrustRule([{ path: '.', level: 'DO_NOT_TRUST' }], at('w/app'))?.path).toBe('.');
  });
});
