// list, search and stats read the memory folders through the index cache the hooks keep,
// every file stat'ed and only the changed ones read again (read whole, `list` took 12 s at
// 10,000 memories: `npm run bench`'s lint workspace). What they print is what a read of every
// file prints: an edit, a new file and a deletion are seen at once, however the cache was
// left. The built CLI with a real state folder in a temp HOME.
import { existsSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const memory = (title: string, description: string) => `---\ntitle: ${title}\ndescription: ${description}\ncreated_at: 2026-01-01\n---\nBody.\n`;

describe('list, search and stats over the index cache', () => {
  it('build it, and see every change made to the files since, as a fresh read does', async () => {
    const root = tempTree({
      'proj/': '',
      '.ai-core/data/memory/proj/deploy.md': memory('Deploy', 'deploys run on Tuesdays'),
      '.ai-core/data/memory/_global/proxy.md': memory('Proxy', 'the office proxy is at 10.0.0.8'),
    });
    const home = makeTempDir();
    const folder = join(root, '.ai-core', 'data', 'memory', 'proj');
    const opts = { cwd: join(root, 'proj'), home, env: { PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_PROJECT: 'proj' } };
    const descriptions = async () => {
      const run = await runCli(['list', '--json'], opts);
      expect(run.code, run.stderr).toBe(0);
      return Object.fromEntries((JSON.parse(run.stdout).memories as { name: string; description: string }[]).map((m) => [m.name, m.description]));
    };
    expect(await descriptions()).toEqual({ deploy: 'deploys run on Tuesdays', proxy: 'the office proxy is at 10.0.0.8' });
    const index = join(home, '.local', 'state', 'project-memory', 'index');
    expect(existsSync(index) && readdirSync(index).length).toBeGreaterThanOrEqual(2);

    // edited (its time set back past the cache's, so only its size and ctime tell), added, deleted
    writeFileSync(join(folder, 'deploy.md'), memory('Deploy', 'deploys run on Thursdays now'));
    utimesSync(join(folder, 'deploy.md'), new Date('2026-01-02'), new Date('2026-01-02'));
    writeFileSync(join(folder, 'cache-bust.md'), memory('Cache bust', 'the CDN cache is purged by tag'));
    rmSync(join(root, '.ai-core', 'data', 'memory', '_global', 'proxy.md'));
    expect(await descriptions()).toEqual({ deploy: 'deploys run on Thursdays now', 'cache-bust': 'the CDN cache is purged by tag' });

    const search = await runCli(['search', 'thursdays', '--json'], opts);
    expect(search.code, search.stderr).toBe(0);
    expect((JSON.parse(search.stdout) as { name: string }[]).map((m) => m.name)).toEqual(['deploy']);
    const stats = await runCli(['stats', '--json'], opts);
    expect(stats.code, stats.stderr).toBe(0);
    expect((JSON.parse(stats.stdout) as { name: string }[]).map((m) => m.name).sort()).toEqual(['cache-bust', 'deploy']);
  });
});
