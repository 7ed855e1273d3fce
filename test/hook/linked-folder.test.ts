// A project folder that is a symbolic link out of the memory root is not read (nothing
// outside the root is), but is said so, never passed over as a folder without memories:
// by the built hook's list (ko/en), list, list --json, search, stats and doctor.
import { rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

function setup() {
  const tree = tempTree({
    [`${MEMORY}/_global/open-note.md`]: memoryFile({ title: 'open', description: 'anyone may read this' }),
    'elsewhere/proj/docker.md': memoryFile({ title: 'docker', description: 'OUTSIDE-THE-ROOT docker notes' }),
    'app/': '',
  });
  symlinkSync(join(tree, 'elsewhere', 'proj'), join(tree, MEMORY, 'app'));
  const home = tempTree();
  const env = (lang: string) => ({ HOME: home, PROJECT_MEMORY_LANG: lang });
  return { tree, dir: join(tree, 'app'), folder: `${join(tree, MEMORY, 'app')}/`, env };
}

describe('a project folder that is a symbolic link out of the memory root', () => {
  it('is named by the hook beside the global memories, in both languages, and not read', () => {
    const { dir, folder, env } = setup();
    const en = runHook(promptEvent(dir, { prompt: 'docker' }), env('en'));
    expect(en.code).toBe(0);
    const context = contextOf(en.stdout) ?? '';
    expect(context).toContain('[global] open-note — anyone may read this');
    expect(context).toContain(
      `(the memory folder ${folder} is a symbolic link, which is not followed, so its memories are missing from this list. Tell the user to replace the link with the folder itself)`,
    );
    expect(context).not.toContain('OUTSIDE-THE-ROOT');
    const ko = contextOf(runHook(promptEvent(dir, { session_id: 'korean' }), env('ko')).stdout) ?? '';
    expect(ko).toContain(`(memory 폴더(${folder})는 심볼릭 링크라 따라가지 않으므로 그 안의 memory가 이 목록에 빠졌습니다.`);
  });

  it('is named by the hook where it leaves no memory to list', () => {
    const { tree, dir, folder, env } = setup();
    rmSync(join(tree, MEMORY, '_global', 'open-note.md'));
    // with no memory to show the list would be left out whole, and the link with it
    const context = contextOf(runHook(promptEvent(dir, { session_id: 'none' }), env('en')).stdout) ?? '';
    expect(context).toContain(`(the memory folder ${folder} is a symbolic link`);
  });

  it('is named by list, list --json, search and stats instead of "no memories"', () => {
    const { dir, folder, env } = setup();
    const note = `⚠ the memory folder ${folder} is a symbolic link, which is not followed, so its memories are not read or listed: replace the link with the folder itself`;
    const list = runCli(['list', '--dir', dir], { env: env('en') });
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(note);
    expect(list.stdout).toContain('[global] open-note — anyone may read this');
    expect(list.stdout).not.toContain('OUTSIDE-THE-ROOT');
    const ko = runCli(['list', '--dir', dir], { env: env('ko') });
    expect(ko.stdout).toContain(`⚠ memory 폴더(${folder})는 심볼릭 링크라 따라가지 않으므로`);
    const json = JSON.parse(runCli(['list', '--dir', dir, '--json'], { env: env('en') }).stdout) as { linkedFolders: string[] };
    expect(json.linkedFolders).toEqual([folder.slice(0, -1)]);
    const search = runCli(['search', 'docker', '--dir', dir], { env: env('en') });
    expect(search.stderr).toContain(`project-memory search: ${note}`);
    const stats = runCli(['stats', '--dir', dir], { env: env('en') });
    expect(stats.stderr).toContain(`project-memory stats: ${note}`);
  });

  it('is a warn row of doctor, with the fix', () => {
    const { dir, folder, env } = setup();
    const doctor = JSON.parse(runCli(['doctor', '--dir', dir, '--json'], { env: env('en') }).stdout) as { checks: { id: string }[] };
    expect(doctor.checks.find((c) => c.id === 'linked-folders')).toEqual({
      id: 'linked-folders',
      status: 'warn',
      message: `this memory folder is a symbolic link: ${folder}; links are not followed, so the list shows none of the memories in it`,
      fix: 'replace the link with the folder itself, holding the memories',
    });
  });
});
