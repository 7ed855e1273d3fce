// An explicit --name past what a memory name may hold (80 characters, 180 bytes) is refused,
// naming the limit and the length given: cut short without a word, it could name another
// memory and clash with it (exit 3, naming a file nobody asked for). A name made from a
// title is still cut to fit. The built CLI in a real process, both languages.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const HANGUL_60 = '가'.repeat(60);

function workspace() {
  const root = tempTree({ [`${MEMORY}/_global/${HANGUL_60}.md`]: memoryFile({ title: '긴 이름', description: '이름이 한계까지 긴 memory' }), 'app/': '' });
  return { root, home: tempTree(), global: join(root, MEMORY, '_global') };
}

function save(ws: ReturnType<typeof workspace>, args: string[], lang: 'en' | 'ko') {
  const fields = ['--scope', 'global', '--title', 'kafka retention', '--description', 'kafka keeps topics for three days', '--body', 'x'];
  return runCli(['save', ...fields, ...args, '--dir', join(ws.root, 'app')], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: lang } });
}

describe('save --name longer than a memory name may be', () => {
  it('is refused with exit 1, the limit and the length given, and points to --help (en)', () => {
    const ws = workspace();
    const run = save(ws, ['--name', 'a'.repeat(81)], 'en');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--name is 81 characters (81 bytes in UTF-8); a memory name may have at most 80 characters and 180 bytes');
    expect(run.stderr).toContain('save --help');
    expect(readdirSync(ws.global)).toEqual([`${HANGUL_60}.md`]);
  });

  it('does not clash with the memory its cut name would be (ko)', () => {
    const ws = workspace();
    const run = save(ws, ['--name', `${HANGUL_60}가`], 'ko');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--name이 61자(UTF-8로 183바이트)입니다. memory 이름은 최대 80자, 180바이트(한글 60자)까지입니다.');
    expect(run.stderr).not.toContain('이미 있습니다');
  });

  it('takes a name of exactly the limit, and still cuts a name made from a long title', () => {
    const ws = workspace();
    expect(save(ws, ['--name', 'b'.repeat(80)], 'en').code).toBe(0);
    expect(existsSync(join(ws.global, `${'b'.repeat(80)}.md`))).toBe(true);
    const long = runCli(
      ['save', '--scope', 'global', '--title', 'word '.repeat(30), '--description', 'a title far past the limit', '--body', 'x', '--dir', join(ws.root, 'app')],
      {
        env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' },
      },
    );
    expect(long.code, long.stderr).toBe(0);
    expect(long.stdout.trim().endsWith('.md')).toBe(true);
  });
});
