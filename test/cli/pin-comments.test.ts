// A pin file (.project-memory-key) as people edit it by hand: a note after the key
// (`shop  # team key`) or on a line of its own is a comment to every reader of the pin —
// the hook, list, lint and doctor — and `key pin` writes no key that would read back as
// another. A pin naming the memory folder in another case (`Shop` for `shop/`) is a lint
// warning naming that folder, and doctor's fix is that pin, not a move into `Shop/`. The
// built CLI and hook over a real repository.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SELF } from '../support/built.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

const PIN = '.project-memory-key';

interface Finding {
  file: string;
  rule: string;
  severity: string;
  message: string;
  fix: string;
}
interface Row {
  id: string;
  status: string;
  message: string;
  fix?: string;
}

/** A repository `shop` whose project memory is in `shop/`, with `pin` as its pin file, tracked. */
function shop(pin: string) {
  const parent = tempTree({
    [`shop/${MEMORY}/_global/docker.md`]: memoryFile({ title: 'Docker', description: 'switching branches while Docker runs gives 403' }),
    [`shop/${MEMORY}/shop/cart-cache.md`]: memoryFile({ title: 'Cart cache', description: 'clear the cart cache after a price import' }),
    [`shop/${PIN}`]: pin,
  });
  const root = join(parent, 'shop');
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '-A'], { cwd: root });
  return { root, home: tempTree() };
}

type Ws = ReturnType<typeof shop>;
const env = (ws: Ws) => ({ HOME: ws.home, PROJECT_MEMORY_LANG: 'en' });
const cli = (ws: Ws, args: string[]) => runCli([...args, '--dir', ws.root], { env: env(ws) });
const lintFindings = (ws: Ws) => (JSON.parse(cli(ws, ['lint', '--json']).stdout) as { findings: Finding[] }).findings;
const doctorRows = (ws: Ws) => (JSON.parse(cli(ws, ['doctor', '--json']).stdout) as { checks: Row[] }).checks;
const hookList = (ws: Ws) => contextOf(runHook(promptEvent(ws.root), env(ws)).stdout) ?? '';

describe('a comment in a pin file', () => {
  it.each([
    ['after the key', 'shop  # team key\n'],
    ['after the key, one space before it', 'shop # pinned for every clone\n'],
    ['on a line of its own above the key', '# the team key: keep it\n\nshop\n'],
  ])('%s is no part of the key: the hook, list, lint and doctor all read shop', (_, pin) => {
    const ws = shop(pin);
    expect(hookList(ws)).toContain('[shop] cart-cache — clear the cart cache after a price import');
    const list = cli(ws, ['list']);
    expect(list.stdout).toContain('project key: shop (pin file)');
    expect(list.stdout).toContain('cart-cache');
    expect(lintFindings(ws)).toEqual([]);
    const rows = doctorRows(ws);
    expect(rows.find((r) => r.id === 'project-key')?.message).toBe(`shop, from the pin file ${join(ws.root, PIN)}`);
    expect(rows.filter((r) => r.id === 'pin' || r.id === 'old-key')).toEqual([]);
  });

  it('leaves a # inside a word in the key', () => {
    const ws = shop('c#-tools\n');
    expect(cli(ws, ['list']).stdout).toContain('project key: c#-tools (pin file)');
  });

  it('is no key: a pin of comments alone is an error naming the file and the fix', () => {
    const ws = shop('# team key goes here\n');
    expect(lintFindings(ws)).toEqual([
      {
        file: join(ws.root, PIN),
        rule: 'pin-file',
        severity: 'error',
        message: `${join(ws.root, PIN)} is ignored: it names no key (its lines are blank or comments)`,
        fix: expect.stringContaining(`\`${SELF} key pin --force --dir ${ws.root}\``),
      },
    ]);
  });

  it('is never written by key pin: a key a pin would read as another is refused, and the pin is left as it was', () => {
    const ws = shop('shop\n');
    for (const key of ['shop # team', '#shop']) {
      const pin = cli(ws, ['key', 'pin', key, '--force']);
      expect(pin.code).toBe(1);
      expect(pin.stderr).toContain(`"${key}" cannot be pinned: a pin file reads a # at its start or after a space as the start of a comment`);
      expect(readFileSync(join(ws.root, PIN), 'utf8')).toBe('shop\n');
    }
  });

  it('read as part of the key before: doctor offers to move what was saved under the whole line into the key now read', () => {
    const ws = shop('shop  # team key\n');
    const old = join(ws.root, MEMORY, 'shop  # team key');
    mkdirSync(old);
    writeFileSync(join(old, 'saved.md'), memoryFile({ title: 'Saved', description: 'saved while the comment was part of the key' }));
    const row = doctorRows(ws).find((r) => r.id === 'old-key');
    expect(row?.message).toContain(
      `under the key older versions gave from the whole first line of ${join(ws.root, PIN)}, comment included; the key here is now shop`,
    );
    expect(row?.fix).toContain(`\`${SELF} key move 'shop  # team key' --dir ${ws.root}\``);
  });
});

describe('a pin that cannot be used', () => {
  it('is a lint error naming the file, the key and the fix', () => {
    const ws = shop('shop/team  # the team key\n');
    const [finding] = lintFindings(ws);
    expect(finding).toMatchObject({ file: join(ws.root, PIN), rule: 'pin-file', severity: 'error' });
    expect(finding?.message).toBe(`${join(ws.root, PIN)} is ignored: "shop/team" cannot name a memory folder`);
    expect(finding?.fix).toContain(`write a valid pin: \`${SELF} key pin --force --dir ${ws.root}\``);
  });
});

describe('a pin naming the memory folder in another case', () => {
  it('is a lint warning naming that folder, with the pin of its spelling as the fix', () => {
    const ws = shop('Shop\n');
    const folder = `${join(ws.root, MEMORY, 'shop')}/`;
    expect(lintFindings(ws)).toEqual([
      {
        file: join(ws.root, PIN),
        rule: 'pin-file',
        severity: 'warning',
        message: `${join(ws.root, PIN)} pins Shop, which has no memory folder, while ${folder} differs from it only in case and holds 1 memory: git and case-sensitive file systems (Linux, CI) keep the two apart, so there none of them is listed`,
        fix: `pin the key as its folder spells it: \`${SELF} key pin shop --force --dir ${ws.root}\``,
      },
    ]);
  });

  it('is doctor’s pin warning, with no old-key advice to move the memories into Shop/', () => {
    const ws = shop('Shop  # team key\n');
    const rows = doctorRows(ws);
    expect(rows.find((r) => r.id === 'pin')).toMatchObject({ status: 'warn', fix: expect.stringContaining(`key pin shop --force --dir ${ws.root}`) });
    expect(rows.filter((r) => r.id === 'old-key')).toEqual([]);
    expect(JSON.stringify(rows)).not.toContain('key move');
  });

  it('is no warning once the key has its own folder', () => {
    const ws = shop('Shop\n');
    mkdirSync(join(ws.root, MEMORY, 'Shop'));
    expect(lintFindings(ws)).toEqual([]);
  });
});
