// A pin file (.project-memory-key) as people edit it by hand: a line starting with # is a
// comment to every reader of the pin — the hook, list, lint and doctor; a note written after
// the key is part of it, as every version has read it, and a warning where the key before it
// holds the memories; `key pin` writes no key that would read back as another. A pin naming the memory folder in another case (`Shop` for `shop/`) is a lint
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
    ['on a line of its own above the key', '# the team key: keep it\n\nshop\n'],
    ['below the key', 'shop\n# pinned for every clone\n'],
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

  it('leaves a # later in the line in the key, as every version read it: a folder named `notes #2` keeps its pin, and c#-tools its #', () => {
    for (const key of ['c#-tools', 'notes #2']) {
      const ws = shop(`${key}\n`);
      expect(cli(ws, ['list']).stdout).toContain(`project key: ${key} (pin file)`);
      expect(cli(ws, ['key']).code).toBe(0);
      const again = cli(ws, ['key', 'pin', key]);
      expect(again.code, again.stderr).toBe(0);
    }
  });

  it('written after the key is part of it: a lint and doctor warning, before and after a save under that key, with the pin that mends it and no move into it', () => {
    const ws = shop('shop  # team key\n');
    const folder = `${join(ws.root, MEMORY, 'shop')}/`;
    const expected = {
      file: join(ws.root, PIN),
      rule: 'pin-file',
      severity: 'warning',
      message: `${join(ws.root, PIN)} pins "shop  # team key", all of its line: a pin takes a note written after the key as part of it (${folder} holds 1 memory)`,
      fix: `if what follows " #" is a note, pin the key alone (a note goes on a line of its own, starting with #): \`${SELF} key pin shop --force --dir ${ws.root}\`; if it is the project's name, rename its folder without " #"`,
    };
    expect(lintFindings(ws)).toEqual([expected]);
    // a save under the noted key makes its folder: the warning stays
    const saved = cli(ws, ['save', '--scope', 'project', '--title', 'Deploy needs VPN', '--description', 'deploys need the VPN up', '--body', 'y']);
    expect(saved.code, saved.stderr).toBe(0);
    expect(lintFindings(ws).filter((f) => f.rule === 'pin-file')).toEqual([expected]);
    const rows = doctorRows(ws);
    expect(rows.find((r) => r.id === 'pin')).toMatchObject({ status: 'warn', fix: expect.stringContaining(`key pin shop --force --dir ${ws.root}`) });
    expect(JSON.stringify(rows)).not.toContain('key move shop');
    const mended = cli(ws, ['key', 'pin', 'shop', '--force']);
    expect(mended.code, mended.stderr).toBe(0);
    expect(readFileSync(join(ws.root, PIN), 'utf8')).toBe('shop\n');
    expect(lintFindings(ws).filter((f) => f.rule === 'pin-file')).toEqual([]);
    expect(hookList(ws)).toContain('[shop] cart-cache');
  });

  it('read as the key before: doctor offers to move what was saved under a first comment line into the key now read', () => {
    const ws = shop('# team key\nshop\n');
    const old = join(ws.root, MEMORY, '# team key');
    mkdirSync(old);
    writeFileSync(join(old, 'saved.md'), memoryFile({ title: 'Saved', description: 'saved while the comment was read as the key' }));
    const row = doctorRows(ws).find((r) => r.id === 'old-key');
    expect(row?.message).toContain(
      `under the key older versions gave from the whole first line of ${join(ws.root, PIN)}, comment included; the key here is now shop`,
    );
    expect(row?.fix).toContain(`\`${SELF} key move '# team key' --dir ${ws.root}\``);
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

  // every command that names such a key (key move README -rf) would read it as an option
  it('a key starting with "-" is refused by key pin, and a pin file holding one is ignored, saying why', () => {
    const ws = shop('shop\n');
    const pin = runCli(['key', 'pin', '--force', '--dir', ws.root, '--', '-rf'], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    expect(pin.code).toBe(1);
    expect(pin.stderr).toContain('"-rf" cannot be pinned: every command that names a key starting with "-" would read it as an option');
    expect(readFileSync(join(ws.root, PIN), 'utf8')).toBe('shop\n');
    writeFileSync(join(ws.root, PIN), '-rf\n');
    expect(lintFindings(ws)).toEqual([
      expect.objectContaining({
        rule: 'pin-file',
        message: `${join(ws.root, PIN)} is ignored: "-rf" starts with "-", which every command that names it would read as an option: pin a key that does not`,
      }),
    ]);
  });

  it('is never written by key pin: a key starting with # is refused, and the pin is left as it was; a first save in a folder so named goes ahead unpinned', () => {
    const ws = shop('shop\n');
    const pin = cli(ws, ['key', 'pin', '#shop', '--force']);
    expect(pin.code).toBe(1);
    expect(pin.stderr).toContain('"#shop" cannot be pinned: a pin file reads a line starting with # as a comment');
    expect(readFileSync(join(ws.root, PIN), 'utf8')).toBe('shop\n');
    const repo = join(tempTree(), '#notes');
    mkdirSync(repo);
    execFileSync('git', ['init', '-q'], { cwd: repo });
    const saved = runCli(['save', '--scope', 'project', '--title', 'Java 21', '--description', 'the build needs Java 21', '--body', 'x', '--dir', repo], {
      env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' },
    });
    expect(saved.code, saved.stderr).toBe(0);
    expect(saved.stdout.trim()).toBe(join(repo, MEMORY, '#notes', 'java-21.md'));
    // and nothing offers the pin that would fail
    expect(saved.stderr).not.toContain('key pin');
    const env = { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' };
    const key = runCli(['key', '--dir', repo], { env });
    expect(key.code, key.stderr).toBe(0);
    expect(key.stdout).not.toContain('key pin');
    const doctor = JSON.parse(runCli(['doctor', '--json', '--dir', repo], { env }).stdout) as { checks: Row[] };
    expect(JSON.stringify(doctor.checks)).not.toContain('key pin');
  });
});

describe('a pin that cannot be used', () => {
  it('is a lint error naming the file, the key and the fix', () => {
    const ws = shop('shop/team\n');
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
    const ws = shop('# team key\nShop\n');
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
