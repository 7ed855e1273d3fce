// Where no state folder can hold install's record (a file in its place, or no HOME at
// all), install still registers the hooks, but uninstall will not know what else it
// changed (auto memory, the Read rule): install used to say nothing of it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

function setup() {
  const home = tempTree();
  const base = tempTree();
  writeFileSync(join(base, 'state-file'), 'x');
  return { home, ws: tempTree(), state: join(base, 'state-file') };
}

describe('install without a state folder to keep its record', () => {
  it('says so, naming the folder and doctor, in English and Korean, and --json has recordKept false', () => {
    const { home, ws, state } = setup();
    const env = (lang: string) => ({ env: { HOME: home, PROJECT_MEMORY_LANG: lang, PROJECT_MEMORY_STATE_DIR: state } });
    const en = runCli(['install', '--dir', ws], env('en'));
    expect(en.code).toBe(0);
    expect(en.stdout).toContain(`No record of this install is kept: the state folder ${state} cannot be used (`);
    expect(en.stdout).toMatch(/doctor --dir \S+` says why\)/);
    const ko = runCli(['uninstall', '--dir', ws], env('ko'));
    expect(ko.code).toBe(0);
    const again = runCli(['install', '--dir', ws], env('ko'));
    expect(again.stdout).toContain(`이 설치의 기록을 남기지 못했습니다: 상태 폴더 ${state}: 쓸 수 없습니다`);
    runCli(['uninstall', '--dir', ws], env('en'));
    const json = JSON.parse(runCli(['install', '--dir', ws, '--json'], env('en')).stdout) as { recordKept: boolean };
    expect(json.recordKept).toBe(false);
  });

  it('says nothing of it where the record is kept, and not in a dry run', () => {
    const { home, ws } = setup();
    const env = { env: { HOME: home, PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_STATE_DIR: join(home, 'state') } };
    expect(runCli(['install', '--dir', ws, '--dry-run'], env).stdout).not.toContain('No record');
    const json = JSON.parse(runCli(['install', '--dir', ws, '--json'], env).stdout) as { recordKept: boolean };
    expect(json.recordKept).toBe(true);
  });
});
