// A project key given by hand (--project, PROJECT_MEMORY_PROJECT) that names no folder is
// said by list and lint, with the projects that hold memories and the one it was most
// likely meant as: a typo otherwise listed nothing and linted "all good".
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

function workspace() {
  const root = tempTree({
    [`${MEMORY}/webapp/login.md`]: memoryFile({ title: 'login', description: 'how to log in to staging' }),
    [`${MEMORY}/webapp/deploy.md`]: memoryFile({ title: 'deploy', description: 'how to deploy' }),
    [`${MEMORY}/api/limits.md`]: memoryFile({ title: 'limits', description: 'rate limits of the API' }),
  });
  return { root, home: join(root, 'home') };
}

describe('a project key that names no folder', () => {
  it('is said by list and lint, with the projects that hold memories and the likely one, in English and Korean', () => {
    const { root, home } = workspace();
    const en = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    const list = runCli(['list', '--dir', root, '--project', 'webap'], { env: en });
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(
      'no folder for the project key webap yet (did you mean webapp?); the projects with memories here: webapp/ holds 2 memories, api/ holds 1 memory',
    );
    const lint = runCli(['lint', '--dir', root, '--project', 'nope'], { env: en });
    expect(lint.code).toBe(0);
    expect(lint.stderr).toContain('project-memory lint: no folder for the project key nope yet; the projects with memories here:');
    // from the environment as well; and --json's stdout stays JSON
    const json = runCli(['lint', '--dir', root, '--json'], { env: { ...en, PROJECT_MEMORY_PROJECT: 'webap' } });
    expect(JSON.parse(json.stdout)).toMatchObject({ files: 3, errors: 0 });
    expect(json.stderr).toContain('(did you mean webapp?)');
    const ko = runCli(['list', '--dir', root, '--project', 'webap'], { env: { HOME: home, PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.stdout).toContain('프로젝트 키 webap의 폴더는 아직 없습니다 (혹시 webapp인가요?). memory가 있는 프로젝트: webapp/ 2개, api/ 1개');
  });

  it('is not said of a key whose folder is there, nor of one the workspace found by itself', () => {
    const { root, home } = workspace();
    const en = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    for (const args of [
      ['list', '--dir', root, '--project', 'webapp'],
      ['lint', '--dir', root, '--project', 'api'],
      ['list', '--dir', root],
      ['lint', '--dir', root],
    ]) {
      const run = runCli(args, { env: en });
      expect(run.stdout + run.stderr, args.join(' ')).not.toContain('no folder for the project key');
    }
  });
});
