// A file where the memory root or a scope folder should be (committed by mistake, or left by
// a tool): the list shows nothing from it and every save there fails, so lint says it as an
// error with the way out, doctor fails a row for it, and save and install name the file
// instead of "a part of the path is not a folder". The built CLI, real temp folders.
import { existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const KEY = 'app';
const GLOBAL_NOTE = `${MEMORY}/_global/open-note.md`;

interface LintJson {
  files: number;
  errors: number;
  findings: Array<{ file: string; rule: string; severity: string; message: string; fix: string }>;
}

interface DoctorJson {
  checks: Array<{ id: string; status: string; message: string; fix?: string }>;
}

/** A workspace whose `inPlace` (a path below the memory root, or the root itself) is a file. */
function setup(inPlace: string) {
  const files: Record<string, string> = { [`${KEY}/`]: '' };
  if (!inPlace.startsWith(`${MEMORY}/_global`) && inPlace !== MEMORY) files[GLOBAL_NOTE] = memoryFile({ title: 'open', description: 'anyone may read this' });
  files[inPlace] = 'not a folder\n';
  const tree = tempTree(files);
  const home = join(tree, 'home');
  mkdirSync(home);
  return { tree, home, dir: join(tree, KEY), file: join(tree, inPlace) };
}

const env = (home: string, lang = 'en') => ({ HOME: home, PROJECT_MEMORY_LANG: lang, PROJECT_MEMORY_PROJECT: KEY });

describe.each([
  { inPlace: `${MEMORY}/${KEY}`, what: "the project's folder", root: false },
  { inPlace: `${MEMORY}/_global`, what: 'the global folder', root: false },
  { inPlace: MEMORY, what: 'the memory root', root: true },
])('a file where $what should be', ({ inPlace, root }) => {
  it('is an error of lint, with or without --project, that names the file and the command that moves it aside', () => {
    const { home, dir, file } = setup(inPlace);
    for (const project of [[], ['--project', KEY]]) {
      const run = runCli(['lint', '--dir', dir, '--json', ...project], { env: env(home) });
      expect(run.code, run.stderr).toBe(1);
      const report = JSON.parse(run.stdout) as LintJson;
      expect(report.findings).toEqual([
        {
          file,
          rule: 'not-a-folder',
          severity: 'error',
          message: `this is a file where ${root ? 'the memory folder' : 'a memory folder'} should be: the list shows no memory from it, and save cannot write one there`,
          fix: `move it aside (\`mv ${file} ${file}.orig\`) if it holds anything worth keeping, or delete it; the next save makes the folder`,
        },
      ]);
    }
    const korean = runCli(['lint', '--dir', dir], { env: env(home, 'ko') });
    expect(korean.stdout).toContain(`not-a-folder  ${root ? 'memory 폴더' : 'memory 범위 폴더'}가 있어야 할 자리에 파일이 있습니다`);
  });

  it('fails a row of doctor, not counted among the memory files', () => {
    const { home, dir, file } = setup(inPlace);
    const run = runCli(['doctor', '--dir', dir, '--json'], { env: env(home) });
    const checks = (JSON.parse(run.stdout) as DoctorJson).checks;
    expect(checks.find((c) => c.id === 'memory-folders')).toMatchObject({
      status: 'fail',
      message: `a file is where a memory folder should be: ${file}; the list shows no memory from it, and save cannot write one there`,
    });
    expect(checks.find((c) => c.id === 'lint')?.status).toBe('ok');
  });

  it('is named by save, which writes nothing, and by install', () => {
    const { tree, home, dir, file } = setup(inPlace);
    const scope = inPlace.endsWith('_global') ? 'global' : 'project';
    const before = root ? [] : readdirSync(join(tree, MEMORY)).sort();
    const save = runCli(
      [
        'save',
        '--dir',
        dir,
        '--scope',
        scope,
        '--name',
        'staging-reset',
        '--title',
        'Staging reset',
        '--description',
        'The staging DB resets on Mondays',
        '--body',
        'Every Monday.',
      ],
      {
        env: env(home),
      },
    );
    expect(save.code).toBe(1);
    // the same words wherever the file stands, the memory root too: what it is, the way out, nothing saved
    expect(save.stderr).toBe(
      `project-memory save: ${file} is a file where a memory folder should be, so nothing can be saved under it. Move it aside (\`mv ${file} ${file}.orig\`) if it holds anything worth keeping, or delete it, then save again: save makes the folder. Nothing was saved.\n`,
    );
    expect(existsSync(join(file, 'staging-reset.md'))).toBe(false);
    if (!root) expect(readdirSync(join(tree, MEMORY)).sort()).toEqual(before);
    if (root) {
      const install = runCli(['install', '--dir', dir], { env: env(home) });
      expect(install.code).not.toBe(0);
      expect(install.stderr).toContain(`${file} is a file, not a folder`);
    }
  });
});

describe('a memory folder that is a link to a file', () => {
  it('is an error of lint, as a file in its place is: the memory root is read through a link', () => {
    const tree = tempTree({ 'app/': '', memfile: 'not a folder\n', '.ai-core/data/': '' });
    symlinkSync(join(tree, 'memfile'), join(tree, MEMORY));
    const run = runCli(['lint', '--dir', join(tree, 'app'), '--json'], { env: env(join(tree, 'home')) });
    expect(run.code, run.stderr).toBe(1);
    expect((JSON.parse(run.stdout) as LintJson).findings).toEqual([
      expect.objectContaining({ file: join(tree, MEMORY), rule: 'not-a-folder', severity: 'error' }),
    ]);
  });
});
