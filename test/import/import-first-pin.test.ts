// A project's first memories pin its key whether save or import writes them: import
// --write left no .project-memory-key where save would have, so a teammate's clone under
// another folder name keyed the imported memories by its own folder and listed none.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

function project(): { app: string; home: string; pinFile: string } {
  const root = tempTree({
    'app/.git/HEAD': 'ref: refs/heads/main\n',
    'app/.ai-core/': '',
    'app/CLAUDE.md': '# App\n\n## Build\n\nRun make before the tests.\n',
  });
  const app = join(root, 'app');
  return { app, home: makeTempDir('pm-import-home-'), pinFile: join(app, '.project-memory-key') };
}

interface Report {
  pin: { path: string; key: string; written: boolean } | null;
}

function run(p: { app: string; home: string }, args: string[], lang = 'en') {
  return runCli(['import', 'claude-md', '--section', 'Build', ...args], { cwd: p.app, home: p.home, env: { PROJECT_MEMORY_LANG: lang } });
}

describe('import of a project first memories', () => {
  it('pins the key as save does, and says so; a later import does not', async () => {
    const p = project();
    const r = await run(p, ['--write', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(p.pinFile, 'utf8')).toBe('app\n');
    expect((JSON.parse(r.stdout) as Report).pin).toEqual({ path: p.pinFile, key: 'app', written: true });
    expect(r.stderr).toContain(`pinned the project key "app" in ${p.pinFile}, so that every clone, whatever its folder is called, finds these memories`);
    expect(r.stderr).toContain('(import --no-pin does not pin)');
    const again = await run(p, ['--write', '--json']);
    expect(again.stderr).toBe('');
    expect((JSON.parse(again.stdout) as Report).pin).toBeNull();
  });

  it('in Korean too', async () => {
    const p = project();
    const r = await run(p, ['--write'], 'ko');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`프로젝트 키 app을 ${p.pinFile}에 고정했습니다`);
    expect(r.stderr).toContain('(import --no-pin이면 고정하지 않음)');
  });

  it('a dry run writes no pin and says --write will', async () => {
    const p = project();
    const r = await run(p, ['--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(p.pinFile)).toBe(false);
    expect((JSON.parse(r.stdout) as Report).pin).toEqual({ path: p.pinFile, key: 'app', written: false });
    expect(r.stderr).toContain(`--write will pin project key app in ${p.pinFile}`);
  });

  it('--no-pin imports without pinning, as save --no-pin saves', async () => {
    const p = project();
    const r = await run(p, ['--write', '--no-pin', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(p.pinFile)).toBe(false);
    expect((JSON.parse(r.stdout) as Report).pin).toBeNull();
    expect(r.stderr).toBe('');
  });

  it('global memories pin nothing', async () => {
    const p = project();
    const r = await run(p, ['--write', '--scope', 'global', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(p.pinFile)).toBe(false);
  });
});
