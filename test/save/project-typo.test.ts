// `save --project` with a typo of a project's key makes a folder of its own, which list and lint
// then say nothing of: the save says so, with the key it was most likely meant as. A new project
// far from every key is no mistake and gets no word. The built CLI in a real process.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

function save(project: string, lang: 'en' | 'ko' = 'en') {
  const root = tempTree({ [`${MEMORY}/shop/deploy.md`]: memoryFile({ title: 'Deploy', description: 'deploys freeze on Fridays' }) });
  const fields = ['--scope', 'project', '--title', 'Cache', '--description', 'the CDN cache lives ten minutes', '--body', 'x'];
  const run = runCli(['save', '--dir', root, '--project', project, ...fields], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: lang } });
  return { run, root };
}

describe('save --project with a key close to a project that has memories', () => {
  it('saves, and says the key is new and which it was most likely meant as', () => {
    const { run, root } = save('shopp');
    expect(run.code).toBe(0);
    expect(existsSync(join(root, MEMORY, 'shopp', 'cache.md'))).toBe(true);
    expect(run.stderr).toContain(`saved under a new project key, shopp; did you mean shop? To move it there: `);
    expect(run.stderr).toContain(`key move shopp shop --dir ${root}`);
    expect(save('shopp', 'ko').run.stderr).toContain('새 프로젝트 키 shopp에 저장했습니다. 혹시 shop인가요?');
  });

  it('says nothing of a new project far from every key', () => {
    const { run } = save('payments');
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain('did you mean');
    expect(run.stderr).not.toContain('new project key');
  });
});
