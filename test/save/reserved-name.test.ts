// `--name readme` (or con, nul, aux…) names no memory file: README.md explains the memory
// folder and is never listed, and the others are devices on Windows. A name typed on
// purpose is refused with one that works, not saved under another name that `verify
// readme` and `--supersedes readme` would then not find; a title with the word is mapped.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

function workspace() {
  const root = tempTree({ [`${MEMORY}/_global/`]: '', 'app/': '' });
  return { root, home: tempTree(), global: join(root, MEMORY, '_global') };
}

function save(ws: ReturnType<typeof workspace>, args: string[], lang: 'en' | 'ko') {
  const fields = ['--scope', 'global', '--description', 'the readme is generated from docs', '--body', 'x'];
  return runCli(['save', ...fields, ...args, '--dir', join(ws.root, 'app')], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: lang } });
}

describe('save --name with a reserved name', () => {
  it.each([
    ['readme', 'en', '--name "readme" is a name no memory file may have', 'Pass another, e.g. --name readme-memory. Nothing was saved.'],
    ['CON', 'ko', '--name "CON": memory 파일에 쓸 수 없는 이름입니다', '예: --name con-memory. 아무것도 저장하지 않았습니다.'],
  ] as const)('%s is refused with exit 1 and a name that works (%s)', (name, lang, said, fix) => {
    const ws = workspace();
    const run = save(ws, ['--title', 'Readme', '--name', name], lang);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(said);
    expect(run.stderr).toContain(fix);
    expect(readdirSync(ws.global)).toEqual([]);
  });

  it('the name it offers saves, and verify finds it by that name', () => {
    const ws = workspace();
    const saved = save(ws, ['--title', 'Readme', '--name', 'readme-memory'], 'en');
    expect(saved.code, saved.stderr).toBe(0);
    const verified = runCli(['verify', 'readme-memory', '--dir', join(ws.root, 'app')], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    expect(verified.code, verified.stderr).toBe(0);
  });

  it('a title that is the word alone still saves, under the mapped name it prints', () => {
    const ws = workspace();
    const saved = save(ws, ['--title', 'README'], 'en');
    expect(saved.code, saved.stderr).toBe(0);
    expect(saved.stdout.trim()).toBe(join(ws.global, 'readme-memory.md'));
  });
});
