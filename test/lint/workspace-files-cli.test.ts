// lint and the workspace's own files: a pin (.project-memory-key) or config
// (.ai-core/project-memory.json) the hook cannot use is an error naming the file and the
// fix, in doctor's words, so a pre-commit hook or CI that runs lint stops on what git left
// after a merge. The built CLI over real folders; the conflicts come from a real git merge.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SELF } from '../support/built.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
const PIN = '.project-memory-key';
const CONFIG = '.ai-core/project-memory.json';

interface JsonReport {
  files: number;
  errors: number;
  warnings: number;
  findings: Array<{ file: string; rule: string; severity: string; message: string; fix: string }>;
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'init.defaultBranch=main', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...GIT_ENV },
  });
}

/** A repository holding its workspace, with `files` besides one good global memory. */
function repository(files: Record<string, string> = {}) {
  const root = tempTree({
    [`${MEMORY}/_global/docker.md`]: memoryFile({ title: 'Docker', description: 'switching branches while Docker runs gives 403' }),
    ...files,
  });
  git(root, 'init', '-q');
  return { root, home: tempTree() };
}

const lint = (ws: { root: string; home: string }, args: string[] = [], lang = 'en') =>
  runCli(['lint', '--dir', ws.root, ...args], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: lang } });
const lintJson = (ws: { root: string; home: string }) => {
  const run = lint(ws, ['--json']);
  return { code: run.code, stderr: run.stderr, report: JSON.parse(run.stdout) as JsonReport };
};

/** Everything committed, then `pin` changed to `ours` on main and to `theirs` on a branch, merged: git leaves its markers in it. */
function mergeInConflict(root: string, pin: string, ours: string, theirs: string): void {
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'base');
  git(root, 'checkout', '-qb', 'theirs');
  writeFileSync(pin, `${theirs}\n`);
  git(root, 'commit', '-qam', 'theirs');
  git(root, 'checkout', '-q', 'main');
  writeFileSync(pin, `${ours}\n`);
  git(root, 'commit', '-qam', 'ours');
  expect(() => git(root, 'merge', '-q', 'theirs')).toThrow();
}

/** Two branches that each change the pin and the config, merged: git leaves its markers in both. */
function mergedWithConflicts() {
  const ws = repository({ [PIN]: 'shop\n', [CONFIG]: '{\n  "lang": "en"\n}\n' });
  git(ws.root, 'add', '-A');
  git(ws.root, 'commit', '-qm', 'base');
  git(ws.root, 'checkout', '-qb', 'checkout-work');
  writeFileSync(join(ws.root, PIN), 'shop-checkout\n');
  writeFileSync(join(ws.root, CONFIG), '{\n  "lang": "ko"\n}\n');
  git(ws.root, 'commit', '-qam', 'theirs');
  git(ws.root, 'checkout', '-q', 'main');
  writeFileSync(join(ws.root, PIN), 'shop-main\n');
  writeFileSync(join(ws.root, CONFIG), '{\n  "lang": "en",\n  "budget": 3000\n}\n');
  git(ws.root, 'commit', '-qam', 'ours');
  expect(() => git(ws.root, 'merge', '-q', 'checkout-work')).toThrow();
  expect(readFileSync(join(ws.root, PIN), 'utf8')).toContain('<<<<<<< HEAD');
  expect(readFileSync(join(ws.root, CONFIG), 'utf8')).toContain('>>>>>>> checkout-work');
  return ws;
}

describe('lint: a pin file or config git left a merge conflict in', () => {
  it('is an error on each file, in doctor’s words, with the fix; lint exits 1 and says nothing on stderr', () => {
    const ws = mergedWithConflicts();
    const { code, stderr, report } = lintJson(ws);
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const pin = join(ws.root, PIN);
    const config = join(ws.root, CONFIG);
    const pinAs = (key: string) => `\`${SELF} key pin ${key} --force --dir ${ws.root}\` (0 memories under that key)`;
    expect(report).toEqual({
      files: 1,
      errors: 2,
      warnings: 0,
      findings: [
        {
          file: pin,
          rule: 'pin-file',
          severity: 'error',
          message: `${pin} is ignored: git left a merge conflict in it, between "shop-main" and "shop-checkout": keep the key the project's memories are under`,
          fix: `write a valid pin: (1) ${pinAs('shop-main')}; or (2) ${pinAs('shop-checkout')}`,
        },
        {
          file: config,
          rule: 'config-file',
          severity: 'error',
          message: `${config} is not valid JSON: git left a merge conflict in it (from line 2), so the hook ignores the whole file and uses the defaults`,
          fix: "keep the side you want, delete the other side, git's marker lines (<<<<<<<, =======, >>>>>>>) and any ||||||| line with the older text under it, then `git add` the file, then finish what git stopped (`git rebase --continue`, or `git commit` after a merge) and push",
        },
      ],
    });
    // the words are doctor's: its rows for the same files say the same
    const doctor = JSON.parse(runCli(['doctor', '--dir', ws.root, '--json'], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } }).stdout) as {
      checks: { id: string; status: string; message: string; fix?: string }[];
    };
    const row = (id: string) => doctor.checks.find((c) => c.id === id);
    expect(row('pin')).toMatchObject({ status: 'fail', message: report.findings[0]?.message, fix: report.findings[0]?.fix });
    expect(row('config')).toMatchObject({ status: 'fail', message: report.findings[1]?.message, fix: report.findings[1]?.fix });
    // doctor's own lint row is about the memory files: the pin and config are not told twice
    expect(row('lint')?.status).toBe('ok');

    const text = lint(ws);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(`${pin}\n  error   pin-file     ${pin} is ignored: git left a merge conflict in it`);
    expect(text.stdout).toContain(`${config}\n  error   config-file  ${config} is not valid JSON: git left a merge conflict in it (from line 2)`);
    expect(text.stdout).toContain('1 file checked: 2 errors, 0 warnings\n');
    const korean = lint(ws, [], 'ko');
    expect(korean.code).toBe(1);
    expect(korean.stdout).toContain(`${pin}: 무시됨 (git 병합 충돌이 남아 있음 ("shop-main", "shop-checkout")`);
    expect(korean.stdout).toContain(`${config}이 올바른 JSON이 아님: git 병합 충돌이 남아 있어(2행부터)`);
    expect(korean.stdout).toContain('해결: 남길 쪽만 두고 다른 쪽과 git의 표시 줄');
    expect(korean.stdout).toContain('파일 1개 검사: 오류 2개, 경고 0개');
  });

  it('mended as the fixes say (the pin command run, one side of the config kept), lint passes', () => {
    const ws = mergedWithConflicts();
    const fix = lintJson(ws).report.findings[0]?.fix ?? '';
    const command = /`node (\S+) (key pin shop-main --force --dir \S+)`/.exec(fix);
    expect(command).not.toBeNull();
    // the printed command, as printed (the temp paths hold no spaces)
    const pinned = runCli((command?.[2] ?? '').split(' '), { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    expect(pinned.code, pinned.stderr).toBe(0);
    writeFileSync(join(ws.root, CONFIG), '{\n  "lang": "en",\n  "budget": 3000\n}\n');
    expect(lintJson(ws)).toEqual({ code: 0, stderr: '', report: { files: 1, errors: 0, warnings: 0, findings: [] } });
  });
});

describe('lint: other pins and configs the hook cannot use', () => {
  it('a config that is not JSON is an error naming its line and column', () => {
    const ws = repository({ [CONFIG]: '{"lang":"ko", \n' });
    const { code, report } = lintJson(ws);
    expect(code).toBe(1);
    expect(report.findings).toEqual([
      expect.objectContaining({
        file: join(ws.root, CONFIG),
        rule: 'config-file',
        severity: 'error',
        message: expect.stringContaining('is not valid JSON at line 1, column 14'),
        fix: expect.stringContaining('correct the JSON there'),
      }),
    ]);
  });

  it('a config key the hook skips is a warning: lint still exits 0', () => {
    const ws = repository({ [CONFIG]: '{"lang":"ko","lnag":"en"}' });
    const { code, report } = lintJson(ws);
    expect(code).toBe(0);
    expect(report).toMatchObject({ errors: 0, warnings: 1 });
    expect(report.findings[0]).toMatchObject({
      rule: 'config-file',
      severity: 'warning',
      message: expect.stringContaining('unknown key "lnag" (did you mean "lang"?)'),
    });
  });

  it('a pin that holds no usable key, or an empty one, is an error; one found from a subfolder too', () => {
    const ws = repository({ [PIN]: '../elsewhere\n', 'app/src/': '' });
    const { code, report } = lintJson(ws);
    expect(code).toBe(1);
    expect(report.findings).toEqual([
      {
        file: join(ws.root, PIN),
        rule: 'pin-file',
        severity: 'error',
        message: `${join(ws.root, PIN)} is ignored: "../elsewhere" cannot name a memory folder`,
        fix: expect.stringContaining(`key pin --force --dir ${ws.root}\``),
      },
    ]);
    const below = runCli(['lint', '--dir', join(ws.root, 'app', 'src'), '--json'], { env: { HOME: ws.home } });
    expect(below.code).toBe(1);
    expect((JSON.parse(below.stdout) as JsonReport).findings.map((f) => `${f.rule}:${f.file}`)).toEqual([`pin-file:${join(ws.root, PIN)}`]);
    writeFileSync(join(ws.root, PIN), '\n');
    expect(lintJson(ws).report.findings[0]?.message).toBe(`${join(ws.root, PIN)} is ignored: it names no key (its lines are blank or comments)`);
  });

  it('a usable pin and config are no finding', () => {
    const ws = repository({ [PIN]: 'shop\n', [CONFIG]: '{"lang":"en","budget":3000}' });
    mkdirSync(join(ws.root, MEMORY, 'shop'), { recursive: true });
    expect(lintJson(ws)).toEqual({ code: 0, stderr: '', report: { files: 1, errors: 0, warnings: 0, findings: [] } });
  });
});

describe("lint at a repository's top: the pins of the projects below it", () => {
  it('a tracked subproject pin git left a conflict in, or one holding no key, is an error naming it with the fix for its folder; a usable or untracked one is none', () => {
    const ws = repository({
      'packages/build/.project-memory-key': 'build\n',
      'packages/web/.project-memory-key': 'web\n',
      'apps/admin/panel/.project-memory-key': '../up\n',
    });
    // a package named build, which a walk of the folders passed over, merged with a conflict in its pin
    const build = join(ws.root, 'packages', 'build');
    mergeInConflict(ws.root, join(build, PIN), 'builder', 'build-tools');
    // not git's: no team's pin
    mkdirSync(join(ws.root, 'scratch'));
    writeFileSync(join(ws.root, 'scratch', PIN), '\n');

    const { code, report } = lintJson(ws);
    expect(code).toBe(1);
    const panel = join(ws.root, 'apps', 'admin', 'panel');
    expect(report.findings.map((f) => [f.rule, f.file])).toEqual([
      ['pin-file', join(panel, PIN)],
      ['pin-file', join(build, PIN)],
    ]);
    const buildFinding = report.findings.find((f) => f.file === join(build, PIN));
    expect(buildFinding?.message).toContain('git left a merge conflict in it, between "builder" and "build-tools"');
    expect(buildFinding?.fix).toContain(`key pin builder --force --dir ${build}\``);
    // the same pin, from its own folder: told once
    const own = runCli(['lint', '--dir', build, '--json'], { env: { HOME: ws.home } });
    expect((JSON.parse(own.stdout) as JsonReport).findings.map((f) => f.file)).toEqual([join(build, PIN)]);
    // from a git hook, which runs with GIT_DIR set: the same findings, for a folder below the top too
    const hooked = (dir: string) =>
      (JSON.parse(runCli(['lint', '--dir', dir, '--json'], { env: { HOME: ws.home, GIT_DIR: join(ws.root, '.git') } }).stdout) as JsonReport).findings.map(
        (f) => f.file,
      );
    expect(hooked(ws.root)).toEqual([join(panel, PIN), join(build, PIN)]);
    expect(hooked(join(ws.root, 'packages'))).toEqual([join(build, PIN)]);
  });

  it("a conflicted pin of a folder with a workspace of its own counts each side's memories in that workspace, as its own lint does", () => {
    const ws = repository({
      'inner/.project-memory-key': 'inner-base\n',
      [`inner/${MEMORY}/inner-old/kept.md`]: memoryFile({ title: 'Kept', description: 'a memory of the inner workspace' }),
    });
    const inner = join(ws.root, 'inner');
    mergeInConflict(ws.root, join(inner, PIN), 'inner-old', 'inner-new');
    const fixOf = (dir: string) =>
      (JSON.parse(runCli(['lint', '--dir', dir, '--json'], { env: { HOME: ws.home } }).stdout) as JsonReport).findings.find((f) => f.file === join(inner, PIN))
        ?.fix;
    expect(fixOf(ws.root)).toContain('inner-old --force --dir');
    expect(fixOf(ws.root)).toContain('(1 memory under that key)');
    expect(fixOf(ws.root)).toBe(fixOf(inner));
  });

  it('a tracked pin the disk has not (deleted, or left out of a sparse checkout) is no finding, nor one for the folder above', () => {
    const ws = repository({ [PIN]: '<<<<<<< HEAD\none\n=======\ntwo\n>>>>>>> x\n', 'p1/.project-memory-key': 'k1\n' });
    git(ws.root, 'add', '-A');
    git(ws.root, 'commit', '-qm', 'base');
    rmSync(join(ws.root, 'p1', PIN));
    expect(lintJson(ws).report.findings.map((f) => f.file)).toEqual([join(ws.root, PIN)]);
  });
});
