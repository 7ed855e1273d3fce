// A pin file naming more than one key, as a merge leaves it when both sides changed the pin
// and both lines were kept: every reader takes the first key, and the memories under the
// other are listed by no clone. doctor and lint warn, naming both keys with a pin of each;
// `key pin` of a key drops the later lines, comments kept; a save or install --pin leaves the file alone. The
// built CLI and hook over a real repository.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

const PIN = '.project-memory-key';

/** A repository `shop` with memories under `shop/` and `storefront/`, its pin `pin`, tracked. */
function shop(pin: string) {
  const parent = tempTree({
    [`shop/${MEMORY}/shop/cart-cache.md`]: memoryFile({ title: 'Cart cache', description: 'clear the cart cache after a price import' }),
    [`shop/${MEMORY}/storefront/tax-rounding.md`]: memoryFile({ title: 'Tax rounding', description: 'round tax per line, not per order' }),
    [`shop/${PIN}`]: pin,
  });
  const root = join(parent, 'shop');
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '-A'], { cwd: root });
  return { root, home: tempTree() };
}

type Ws = ReturnType<typeof shop>;
const env = (ws: Ws, lang = 'en') => ({ HOME: ws.home, PROJECT_MEMORY_LANG: lang });
const cli = (ws: Ws, args: string[], lang = 'en') => runCli([...args, '--dir', ws.root], { env: env(ws, lang) });

describe('a pin file with a key on a later line', () => {
  const PINNED = '# the team key\nshop\nstorefront\n';

  it('is read by its first key; doctor and lint warn, naming the later key, with a pin of each key and the move that keeps the rest listed', () => {
    const ws = shop(PINNED);
    expect(contextOf(runHook(promptEvent(ws.root), env(ws)).stdout)).toContain('[shop] cart-cache');
    const rows = (JSON.parse(cli(ws, ['doctor', '--json']).stdout) as { checks: { id: string; status: string; message: string; fix?: string }[] }).checks;
    const pin = rows.find((row) => row.id === 'pin');
    expect(pin?.status).toBe('warn');
    expect(pin?.message).toContain(`${join(ws.root, PIN)} names shop, and on later lines storefront, which nothing reads`);
    expect(pin?.fix).toMatch(/key pin shop --force --dir .* \(1 memory under that key\), then .*key move storefront shop --dir/);
    expect(pin?.fix).toMatch(/key pin storefront --force --dir .* \(1 memory under that key\), then .*key move shop storefront --dir/);
    const lint = JSON.parse(cli(ws, ['lint', '--json']).stdout) as { findings: { file: string; rule: string; severity: string; message: string }[] };
    expect(cli(ws, ['key']).stdout).toContain('its later lines name storefront too, which nothing reads');
    expect(JSON.parse(cli(ws, ['key', '--json']).stdout)).toMatchObject({ pin: { key: 'shop', problem: null, laterKeys: ['storefront'] } });
    expect(lint.findings).toContainEqual(expect.objectContaining({ file: join(ws.root, PIN), rule: 'pin-file', severity: 'warning' }));
    // in Korean too
    expect(cli(ws, ['doctor'], 'ko').stdout).toContain('뒷줄에 storefront가 더 있지만 아무도 읽지 않습니다');
  });

  it('key pin of its key drops the later line and keeps the comment; a second run changes nothing', () => {
    const ws = shop(PINNED);
    const dry = cli(ws, ['key', 'pin', 'shop', '--dry-run']);
    expect(dry.stdout).toContain('would drop the later line naming storefront, which nothing read.');
    expect(readFileSync(join(ws.root, PIN), 'utf8')).toBe(PINNED);
    // the memories under the key dropped are named, with the move that keeps them listed
    expect(dry.stdout).toMatch(
      /1 memory under storefront \(.*storefront\/\), which the pin named too, no longer listed by any clone; move it with: .*key move storefront shop --dir/,
    );
    const run = JSON.parse(cli(ws, ['key', 'pin', 'shop', '--json']).stdout) as { written: boolean; alreadyPinned: boolean; droppedKeys: string[] };
    expect(run).toMatchObject({ written: true, alreadyPinned: false, droppedKeys: ['storefront'], leftUnder: [{ key: 'storefront', memories: 1 }] });
    expect(readFileSync(join(ws.root, PIN), 'utf8')).toBe('# the team key\nshop\n');
    const again = cli(ws, ['key', 'pin', 'shop']);
    expect(again.stdout).toContain('already pinned');
    expect(again.stdout).not.toContain('drop');
    const rows = (JSON.parse(cli(ws, ['doctor', '--json']).stdout) as { checks: { id: string; status: string }[] }).checks;
    expect(rows.find((row) => row.id === 'pin')?.status).not.toBe('warn');
  });

  it('a save, save --pin and install --pin leave the pin as it is', () => {
    const ws = shop(PINNED);
    for (const [title, description, pin] of [
      ['Deploy', 'deploys run from main only', []],
      ['Fonts', 'the receipt font ships with the app', ['--pin']],
    ] as const) {
      const args = ['save', '--scope', 'project', '--title', title, '--description', description, '--body', 'x', ...pin, '--dir', ws.root];
      const saved = runCli(args, { env: env(ws) });
      expect(saved.code, saved.stderr).toBe(0);
      expect(readFileSync(join(ws.root, PIN), 'utf8')).toBe(PINNED);
    }
    const installed = cli(ws, ['install', '--pin', '--scope', 'local']);
    expect(installed.code, installed.stderr).toBe(0);
    expect(readFileSync(join(ws.root, PIN), 'utf8')).toBe(PINNED);
  });

  it('key pin with no key where git left a merge conflict in the pin: refused, naming the conflict and a pin of each side', () => {
    const ws = shop('<<<<<<< HEAD\nshop\n=======\nstorefront\n>>>>>>> theirs\n');
    for (const lang of ['en', 'ko']) {
      const r = cli(ws, ['key', 'pin'], lang);
      expect(r.code).toBe(3);
      expect(r.stderr).toContain(lang === 'en' ? 'not pinned:' : '고정하지 않았습니다:');
      expect(r.stderr).toMatch(/\(1\) .*key pin shop --force --dir .*\(2\) .*key pin storefront --force --dir/);
    }
    expect(readFileSync(join(ws.root, PIN), 'utf8')).toContain('<<<<<<<');
    // a diff3 conflict's older text is no side to pin
    const diff3 = shop('<<<<<<< HEAD\nshop\n||||||| base\nold-shop\n=======\nstorefront\n>>>>>>> theirs\n');
    const refused = cli(diff3, ['key', 'pin']);
    expect(refused.stderr).toMatch(/\(1\) .*key pin shop --force .*\(2\) .*key pin storefront --force/);
    expect(refused.stderr).not.toContain('old-shop');
    // a side named: pinned, with the other side's memories named
    const picked = cli(ws, ['key', 'pin', 'shop', '--force']);
    expect(picked.code, picked.stderr).toBe(0);
    expect(picked.stdout).toMatch(/1 memory under storefront .*key move storefront shop/);
  });

  it('a later line that could name no folder (a credential, escape codes) is no key: not quoted back, and no warning', () => {
    const ws = shop('shop\nghp_abcdefghijklmnopqrstuvwxyz0123456789\n\u001b[31mred\u001b[0m\n');
    expect(cli(ws, ['key']).stdout).not.toContain('later lines');
    const rows = (JSON.parse(cli(ws, ['doctor', '--json']).stdout) as { checks: { id: string; status: string }[] }).checks;
    expect(rows.find((row) => row.id === 'pin')?.status).not.toBe('warn');
    // and a pin whose key is no key at all is named in list without its escape codes
    const bad = shop('sh\u001b]0;pwned\u0007op/..\n');
    const listed = cli(bad, ['list']).stdout;
    expect(listed).toContain('was passed over');
    expect(listed).not.toContain('\u001b]0;');
  });
});
