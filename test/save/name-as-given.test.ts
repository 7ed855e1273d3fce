// --name as typed and the file save writes: a new memory saved under another name says
// which (one line), and save --update and verify find a memory by the name as given
// first (a listed `with spaces.md`), else as save writes it (`UPPER` → upper.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const run = (args: string[], dir: string, lang: 'en' | 'ko' = 'en') =>
  runCli([...args, '--dir', dir], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: lang } });
const NEW = ['save', '--scope', 'global', '--title', 'Deploy order', '--description', 'Migrate before deploy', '--body', 'x'];
const folder = (dir: string) => join(dir, MEMORY, '_global');

describe('a new memory saved under another name than --name says so', () => {
  it.each([
    ['en', 'UPPER', 'upper', '--name "UPPER" is saved as upper: use that name with verify, --update and --supersedes'],
    ['en', '.hidden', 'hidden', '--name ".hidden" is saved as hidden'],
    ['ko', 'Deploy Order', 'deploy-order', '--name "Deploy Order"의 memory를 deploy-order로 저장했습니다'],
  ] as const)('%s --name %j', (lang, given, written, said) => {
    const dir = join(tempTree({ 'ws/.ai-core/': '' }), 'ws');
    const r = run([...NEW, '--name', given], dir, lang);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(join(folder(dir), `${written}.md`));
    expect(r.stderr).toContain(said);
  });

  it('says nothing when the name is kept (a trailing .md aside)', () => {
    const dir = join(tempTree({ 'ws/.ai-core/': '' }), 'ws');
    const r = run([...NEW, '--name', 'deploy-order.md'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('is saved as');
  });
});

describe('save --update and verify find a memory by the name as given first', () => {
  const spaced = () => {
    const dir = join(tempTree({ [`ws/${MEMORY}/_global/with spaces.md`]: memoryFile({ title: 'Spaced', description: 'A memory named by hand' }) }), 'ws');
    return dir;
  };

  it('save --update --name "with spaces" changes with spaces.md, and makes no with-spaces.md', () => {
    const dir = spaced();
    const r = run(['save', '--update', '--name', 'with spaces', '--body', 'new body'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(join(folder(dir), 'with spaces.md'));
    expect(readFileSync(join(folder(dir), 'with spaces.md'), 'utf8')).toContain('new body');
  });

  it('with --scope too', () => {
    const dir = spaced();
    const r = run(['save', '--scope', 'global', '--update', '--name', 'with spaces', '--body', 'new body'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(join(folder(dir), 'with spaces.md'));
  });

  it('a name only its written form holds is found by it: save --update UPPER and verify UPPER change upper.md', () => {
    const dir = join(tempTree({ 'ws/.ai-core/': '' }), 'ws');
    expect(run([...NEW, '--name', 'UPPER'], dir).code).toBe(0);
    const updated = run(['save', '--update', '--name', 'UPPER', '--body', 'newer'], dir);
    expect(updated.code, updated.stderr).toBe(0);
    expect(updated.stdout.trim()).toBe(join(folder(dir), 'upper.md'));
    const verified = run(['verify', 'UPPER', '--json'], dir);
    expect(verified.code, verified.stderr).toBe(0);
    expect(verified.stdout).toContain('upper.md');
  });

  it('verify "with spaces" finds with spaces.md, before with-spaces.md', () => {
    const dir = spaced();
    writeFileSync(join(folder(dir), 'with-spaces.md'), memoryFile({ title: 'Dashed', description: 'Another memory' }));
    const r = run(['verify', 'with spaces', '--json'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('with spaces.md');
  });
});
