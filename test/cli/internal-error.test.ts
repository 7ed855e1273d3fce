// An error no command expected has its own exit code (70, not the 1 of a usage mistake) and
// says what happened and what to do in the reader's language, the error as thrown after it
// for a bug report. The likeliest one: the current folder removed after the shell entered it,
// which Node reports as `ENOENT … uv_cwd`. The built CLI as a real process.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, cleanEnv } from '../support/processes.js';
import { makeTempDir } from '../support/temp.js';

/** The CLI run from a folder removed after the shell entered it (default: `list`). */
function fromGoneFolder(env: Record<string, string>, args: string[] = ['list']) {
  const gone = join(makeTempDir(), 'gone');
  mkdirSync(gone);
  const script = 'cd "$1" && rmdir "$1" && shift && exec "$@"';
  const r = spawnSync('sh', ['-c', script, 'sh', gone, process.execPath, CLI, ...args], { env: cleanEnv({ HOME: makeTempDir(), ...env }), encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
const listFromGoneFolder = (env: Record<string, string>) => fromGoneFolder(env);

describe('an internal error', () => {
  it('from a current folder that no longer exists exits 70 and says to cd elsewhere, in English', () => {
    const r = listFromGoneFolder({ PROJECT_MEMORY_LANG: 'en' });
    expect(r.code).toBe(70);
    expect(r.stderr).toContain('project-memory list: the current folder no longer exists');
    expect(r.stderr).toContain('`cd` to a folder that exists, then run the command again.');
    // Node's own words differ by version (24: "process.cwd failed with error no such file …"): its code and call are kept
    expect(r.stderr).toMatch(/Detail: ENOENT: [^\n]*uv_cwd\n$/);
  });

  it('and in Korean under a Korean locale, the raw detail kept after it', () => {
    const r = listFromGoneFolder({ LANG: 'ko_KR.UTF-8' });
    expect(r.code).toBe(70);
    expect(r.stderr).toContain('project-memory list: 현재 폴더가 더 이상 없습니다');
    expect(r.stderr).toContain('있는 폴더로 `cd`한 뒤');
    expect(r.stderr).toMatch(/자세한 내용: ENOENT: [^\n]*uv_cwd\n$/);
  });

  it('is not met by what needs no current folder: --version, --help, a command given an absolute --dir', () => {
    const version = fromGoneFolder({ PROJECT_MEMORY_LANG: 'en' }, ['--version']);
    expect([version.code, version.stderr]).toEqual([0, '']);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+/);
    for (const args of [['--help'], ['save', '--help'], ['help', 'list']]) {
      const help = fromGoneFolder({ LANG: 'ko_KR.UTF-8' }, args);
      expect([help.code, help.stderr]).toEqual([0, '']);
      expect(help.stdout).toContain('사용법');
    }
    const elsewhere = makeTempDir();
    const list = fromGoneFolder({ PROJECT_MEMORY_LANG: 'en' }, ['list', '--dir', elsewhere]);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(`neither ${elsewhere} nor any folder above it`);
  });

  it('is documented in the top-level --help', () => {
    const r = spawnSync(process.execPath, [CLI, '--help'], { env: cleanEnv({ PROJECT_MEMORY_LANG: 'en' }), encoding: 'utf8' });
    expect(r.stdout).toContain('70 an internal');
  });
});
