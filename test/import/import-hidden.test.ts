// A memory an import writes that an existing memory's `supersedes` names is hidden from the
// list the moment it is written, as one save writes is: the import says so, as save does.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const NEWER = '---\ntitle: Build v2\ndescription: build with make all now\ncreated_at: 2026-05-01\nsupersedes: [build]\n---\nmake all\n';

function project() {
  const root = tempTree({ 'app/.git/HEAD': 'ref: refs/heads/main\n', 'app/CLAUDE.md': '# App\n\n## Build\n\nRun npm run build before a release.\n' });
  const app = join(root, 'app');
  const folder = join(app, '.ai-core', 'data', 'memory', 'app');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'build-v2.md'), NEWER);
  return { app, folder, home: makeTempDir('pm-import-home-') };
}

describe('import of a memory a supersedes names', () => {
  it('imports it, and warns that the list hides it and which memory does, in both languages and --json', async () => {
    const p = project();
    const run = (args: string[], lang: string) =>
      runCli(['import', 'claude-md', '--section', 'Build', ...args], { cwd: p.app, home: p.home, env: { PROJECT_MEMORY_LANG: lang } });
    const dry = await run([], 'ko');
    expect(dry.stdout).toContain(`경고: 목록에서 숨겨집니다: ${join(p.folder, 'build-v2.md')}의 supersedes에 build가 있어`);
    const r = await run(['--write', '--json'], 'en');
    expect(r.code, r.stderr).toBe(0);
    const [item] = JSON.parse(r.stdout).items;
    expect(item.status).toBe('create');
    expect(item.hiddenBy).toEqual([{ scope: 'project', name: 'build-v2', path: join(p.folder, 'build-v2.md') }]);
  });

  it('says nothing of it for a memory no supersedes names', async () => {
    const p = project();
    writeFileSync(join(p.folder, 'build-v2.md'), NEWER.replace('supersedes: [build]\n', ''));
    const r = await runCli(['import', 'claude-md', '--section', 'Build', '--json'], { cwd: p.app, home: p.home, env: {} });
    expect(JSON.parse(r.stdout).items[0].hiddenBy).toEqual([]);
  });
});
