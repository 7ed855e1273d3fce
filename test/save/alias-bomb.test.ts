// A "billion laughs" in front matter (9 levels of 9 aliases, 387 million strings written
// out) or an alias that holds itself: `verify` and `save --update` took gigabytes and
// seconds to fail with a bare "Invalid string length". Now they refuse at once, naming
// the file and the aliases, and leave it byte for byte; lint says how to fix it. The
// built CLI, its heap held small, over a real workspace.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandsPast } from '../../lib/format/alias-expansion.js';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

/** 9 levels of 9 aliases, as the hostile corpus builds it. */
function laughs(): string {
  const names = 'abcdefghi';
  const lines = [`a: &a [${Array(9).fill('"lol"').join(',')}]`];
  for (let i = 1; i < names.length; i++)
    lines.push(
      `${names[i]}: &${names[i]} [${Array(9)
        .fill(`*${names[i - 1]}`)
        .join(',')}]`,
    );
  return `---\ntitle: Laughs\ndescription: lol\n${lines.join('\n')}\n---\nbody\n`;
}

const SELF_HOLDING = '---\ntitle: Loop\ndescription: an alias inside itself\nloop: &loop [x, *loop]\n---\nbody\n';

function workspace(name: string, text: string) {
  const root = tempTree({ [`${MEMORY}/proj/${name}.md`]: text, 'app/': '' });
  // a heap far below what expanding it took: a walk of the aliases written out fails fast
  const env = {
    HOME: tempTree(),
    PROJECT_MEMORY_STATE_DIR: tempTree(),
    PROJECT_MEMORY_LANG: 'en',
    PROJECT_MEMORY_PROJECT: 'proj',
    NODE_OPTIONS: '--max-old-space-size=96',
  };
  return { root, env, path: join(root, MEMORY, 'proj', `${name}.md`) };
}

describe('front matter whose aliases expand past what is read', () => {
  it.each([
    ['laughs', laughs()],
    ['loop', SELF_HOLDING],
  ])('%s: verify and save --update refuse at once, name the file and the aliases, and leave it as it was', (name, text) => {
    const ws = workspace(name, text);
    const runs = [
      runCli(['verify', name, '--dir', ws.root], { env: ws.env }),
      runCli(['save', '--update', '--scope', 'project', '--name', name, '--description', 'upd', '--dir', ws.root], { env: ws.env }),
    ];
    for (const run of runs) {
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toContain(`${ws.path}: `);
      expect(run.stderr).toContain('front matter repeats values through & anchors and * aliases');
      expect(run.stderr).not.toMatch(/Invalid string length|heap|circular/i);
    }
    expect(readFileSync(ws.path, 'utf8')).toBe(text);
    const lint = runCli(['lint', '--dir', ws.root], { env: ws.env });
    expect(lint.stdout).toContain('fix: write each value out where it is used instead of through & anchors and * aliases');
  });
});

describe('expandsPast', () => {
  const shared = ['x', 'y'];
  const itself: unknown[] = ['x'];
  itself.push(itself);
  it.each([
    ['a plain mapping under the limit', { title: 't', tags: ['a', 'b'] }, 5, false],
    ['a plain mapping over it', { title: 't', tags: ['a', 'b'] }, 4, true],
    ['a shared list counted each time it is used', { a: shared, b: shared, c: shared }, 9, true],
    ['the same, under a limit it fits', { a: shared, b: shared, c: shared }, 10, false],
    ['a list that holds itself', { loop: itself }, 1_000_000, true],
    ['a date, one value', { day: new Date(0) }, 2, false],
  ])('%s', (_, value, limit, past) => {
    expect(expandsPast(value, limit)).toBe(past);
  });
});
