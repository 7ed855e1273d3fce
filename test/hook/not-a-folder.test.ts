// A file where a scope folder should be (a merge or a copy gone wrong) holds no memory the
// list can read, and may stand for many: said so, never passed over as a folder without
// memories, by the built hook's list (en/ko), list, list --json, search and stats.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

function setup(globalNote = true) {
  const tree = tempTree({
    ...(globalNote
      ? { [`${MEMORY}/_global/open-note.md`]: memoryFile({ title: 'open', description: 'anyone may read this' }) }
      : { [`${MEMORY}/_global/`]: '' }),
    'app/': '',
  });
  const file = join(tree, MEMORY, 'app');
  writeFileSync(file, 'docker: left here by a merge\n');
  const home = tempTree();
  const env = (lang: string) => ({ HOME: home, PROJECT_MEMORY_LANG: lang });
  return { dir: join(tree, 'app'), file, env };
}

describe('a file where the project folder should be', () => {
  it('is named by the hook beside the global memories, in both languages', () => {
    const { dir, file, env } = setup();
    const en = runHook(promptEvent(dir, { prompt: 'docker' }), env('en'));
    expect(en.code).toBe(0);
    const context = contextOf(en.stdout) ?? '';
    expect(context).toContain('[global] open-note — anyone may read this');
    expect(context).toContain(
      `(a file is where the memory folder ${file} should be, so any memories of that folder are missing from this list. Tell the user to move the file aside or delete it)`,
    );
    expect(context).not.toContain('left here by a merge');
    const ko = contextOf(runHook(promptEvent(dir, { session_id: 'korean' }), env('ko')).stdout) ?? '';
    expect(ko).toContain(`(memory 폴더가 있어야 할 ${file} 자리에 폴더가 아닌 파일이 있어`);
  });

  it('is named by the hook where no memory is left to list', () => {
    const { dir, file, env } = setup(false);
    const context = contextOf(runHook(promptEvent(dir, { session_id: 'none' }), env('en')).stdout) ?? '';
    expect(context).toContain(`(a file is where the memory folder ${file} should be`);
  });

  it('is named by list, list --json, search and stats, with the command that moves it aside', () => {
    const { dir, file, env } = setup();
    const note = `⚠ a file is where the memory folder ${file} should be, so no memory of that folder is listed and save cannot write one: move it aside (\`mv ${file} ${file}.orig\`) if it holds anything worth keeping, or delete it`;
    const list = runCli(['list', '--dir', dir], { env: env('en') });
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(note);
    expect(list.stdout).toContain('[global] open-note — anyone may read this');
    const ko = runCli(['list', '--dir', dir], { env: env('ko') });
    expect(ko.stdout).toContain(`⚠ memory 폴더가 있어야 할 ${file} 자리에 파일이 있어`);
    const json = JSON.parse(runCli(['list', '--dir', dir, '--json'], { env: env('en') }).stdout) as { notFolders: string[]; linkedFolders: string[] };
    expect(json.notFolders).toEqual([file]);
    expect(json.linkedFolders).toEqual([]);
    expect(runCli(['search', 'docker', '--dir', dir], { env: env('en') }).stderr).toContain(`project-memory search: ${note}`);
    expect(runCli(['stats', '--dir', dir], { env: env('en') }).stderr).toContain(`project-memory stats: ${note}`);
  });
});

describe('a file where the memory folder itself should be', () => {
  it('is named once by the hook and by list, not taken for a folder with no memories', () => {
    const tree = tempTree({ '.ai-core/data/': '', 'app/': '' });
    const file = join(tree, MEMORY);
    writeFileSync(file, 'left here by a merge\n');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const context = contextOf(runHook(promptEvent(join(tree, 'app'), { prompt: 'docker' }), env).stdout) ?? '';
    const note = `(a file is where the memory folder ${file} should be`;
    expect(context.split(note)).toHaveLength(2);
    const list = runCli(['list', '--dir', join(tree, 'app'), '--json'], { env });
    expect((JSON.parse(list.stdout) as { notFolders: string[] }).notFolders).toEqual([file]);
  });
});
