// A superseded memory edited after the memory that supersedes it: Bob supersedes
// docker-branch-switch-danger and pushes; Alice, not having pulled, adds a fact to it with
// `save --update`, then pulls. git merges without a conflict and the fact is hidden from
// the list. lint names it, the memory that hides it and the fix; the fix, run, settles it.
// The built CLI on real git clones of one remote.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../lib/format/dates.js';
import { SELF } from '../support/built.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
const OLD = 'docker-branch-switch-danger';
const NEW = 'docker-branch-danger';

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'init.defaultBranch=main', '-c', 'pull.rebase=false', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...GIT_ENV },
  });
}

interface JsonReport {
  files: number;
  errors: number;
  warnings: number;
  findings: Array<{ file: string; rule: string; severity: string; message: string; fix: string }>;
}

/**
 * The remote holds one global memory; Bob supersedes it and pushes, his memory dated
 * `bobDay`; Alice updates the old one (dated today by save) and pulls Bob's commit.
 */
function trial(bobDay: string) {
  const root = tempTree();
  git(root, 'init', '-q', '--bare', 'remote.git');
  git(root, 'clone', '-q', 'remote.git', 'seed');
  const seed = join(root, 'seed');
  mkdirSync(join(seed, MEMORY, '_global'), { recursive: true });
  writeFileSync(
    join(seed, MEMORY, '_global', `${OLD}.md`),
    memoryFile({ title: 'Docker branch switch', description: 'switching branches while Docker runs gives 403' }, '## Fix\nstop the containers first\n'),
  );
  git(seed, 'add', '-A');
  git(seed, 'commit', '-qm', 'seed');
  git(seed, 'push', '-q', 'origin', 'HEAD');
  git(root, 'clone', '-q', 'remote.git', 'bob');
  git(root, 'clone', '-q', 'remote.git', 'alice');
  const bob = join(root, 'bob');
  const alice = join(root, 'alice');
  const home = tempTree();
  const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
  const bobSave = runCli(
    [
      'save',
      '--dir',
      bob,
      '--scope',
      'global',
      '--name',
      NEW,
      '--title',
      'Docker and branches',
      '--description',
      'stop Docker before switching branches',
      '--supersedes',
      OLD,
      '--body',
      'b',
    ],
    { env },
  );
  expect(bobSave.code, bobSave.stderr).toBe(0);
  // Bob saved it on `bobDay`: save dates a memory today, so the file is dated as if then
  const bobFile = join(bob, MEMORY, '_global', `${NEW}.md`);
  writeFileSync(bobFile, readFileSync(bobFile, 'utf8').replaceAll(localDate(new Date()), bobDay));
  git(bob, 'add', '-A');
  git(bob, 'commit', '-qm', 'supersede');
  git(bob, 'push', '-q', 'origin', 'HEAD');
  const aliceUpdate = runCli(
    [
      'save',
      '--dir',
      alice,
      '--update',
      '--scope',
      'global',
      '--name',
      OLD,
      '--description',
      'switching branches while Docker runs gives 403; also happens with podman',
    ],
    { env },
  );
  expect(aliceUpdate.code, aliceUpdate.stderr).toBe(0);
  git(alice, 'commit', '-qam', 'podman');
  git(alice, 'pull', '-q', '--no-edit', 'origin', 'main');
  const lint = (args: string[] = [], lang = 'en') => runCli(['lint', '--dir', alice, ...args], { env: { HOME: home, PROJECT_MEMORY_LANG: lang } });
  return { alice, env, lint, memory: join(alice, MEMORY) };
}

describe('a superseded memory edited after the memory that supersedes it', () => {
  it('is a lint warning on the edited memory, naming the other and the commands that settle it; the fix run, it goes', () => {
    const today = localDate(new Date());
    const yesterday = addDays(today, -1);
    const t = trial(yesterday);
    // the merge was clean and the fact is on disk
    expect(readFileSync(join(t.memory, '_global', `${OLD}.md`), 'utf8')).toContain('podman');
    const json = t.lint(['--json']);
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as JsonReport;
    expect(report).toMatchObject({ files: 2, errors: 0, warnings: 1 });
    const update = `${SELF} save --update --name ${NEW} --scope global --dir ${t.alice}`;
    const verify = `${SELF} verify ${NEW} --scope global --dir ${t.alice}`;
    expect(report.findings).toEqual([
      {
        file: join(t.memory, '_global', `${OLD}.md`),
        rule: 'superseded-edited',
        severity: 'warning',
        message: `edited on ${today}, after _global/${NEW} superseded it (${yesterday}): the list hides this memory, so what that edit added reaches no one`,
        fix: `merge what that edit added into _global/${NEW}: \`${update}\` with the merged --description or --body; or edit its file, then \`${verify}\`. Its date is then the later one and this warning goes`,
      },
    ]);
    // doctor's freshness row counts it, where it said all passed
    const doctor = JSON.parse(runCli(['doctor', '--dir', t.alice, '--json'], { env: t.env }).stdout) as {
      checks: { id: string; status: string; message: string }[];
    };
    expect(doctor.checks.find((c) => c.id === 'freshness')).toMatchObject({
      status: 'warn',
      message: 'memories to check: 1 edited after the memory that supersedes it (the edit is hidden from the list)',
    });
    const text = t.lint();
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`_global/${OLD}.md\n  warning superseded-edited  edited on ${today}, after _global/${NEW} superseded it (${yesterday})`);
    expect(text.stdout).toContain('2 files checked: 0 errors, 1 warning');
    const korean = t.lint([], 'ko');
    expect(korean.stdout).toContain(`_global/${NEW}가 이 memory를 대체한 뒤(${yesterday}) ${today}에 수정되었습니다`);
    expect(korean.stdout).toContain(`그 수정으로 더해진 내용을 _global/${NEW}에 합치세요: 합친 --description이나 --body를 붙여 \`${update}\``);

    // the fix as printed, with the merged description: the superseding memory is dated today
    const merged = runCli(
      ['save', '--update', '--name', NEW, '--scope', 'global', '--dir', t.alice, '--description', 'stop Docker (or podman) before switching branches'],
      { env: t.env },
    );
    expect(merged.code, merged.stderr).toBe(0);
    expect(JSON.parse(t.lint(['--json']).stdout)).toEqual({ files: 2, errors: 0, warnings: 0, findings: [] });
  });

  it('is settled by a merge by hand and verify, as the fix says', () => {
    const yesterday = addDays(localDate(new Date()), -1);
    const t = trial(yesterday);
    const file = join(t.memory, '_global', `${NEW}.md`);
    writeFileSync(file, readFileSync(file, 'utf8').replace('stop Docker before', 'stop Docker or podman before'));
    expect(JSON.parse(t.lint(['--json']).stdout).warnings).toBe(1);
    const verified = runCli(['verify', NEW, '--scope', 'global', '--dir', t.alice], { env: t.env });
    expect(verified.code, verified.stderr).toBe(0);
    expect(JSON.parse(t.lint(['--json']).stdout)).toMatchObject({ warnings: 0, findings: [] });
  });

  it('is not reported when both edits fall on one day: days cannot be put in order', () => {
    const t = trial(localDate(new Date()));
    expect(JSON.parse(t.lint(['--json']).stdout)).toEqual({ files: 2, errors: 0, warnings: 0, findings: [] });
  });
});

describe('dates that say nothing of a hidden edit', () => {
  const lintOf = (files: Record<string, string>) => {
    const root = tempTree({ [`${MEMORY}/_global/`]: '', ...files });
    const run = runCli(['lint', '--dir', root, '--json'], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    return (JSON.parse(run.stdout) as JsonReport).findings.filter((f) => f.rule === 'superseded-edited');
  };
  const newer = (extra: string) => memoryFile({ title: 'new', description: 'the new way', extra: `${extra}\nsupersedes: [old]` }, 'n\n');

  it('a verify of the superseded memory adds no text: not reported', () => {
    const old = memoryFile({ title: 'old', description: 'the old way', extra: 'verified_at: 2026-06-01' }, 'o\n');
    expect(lintOf({ [`${MEMORY}/_global/old.md`]: old, [`${MEMORY}/_global/new.md`]: newer('updated_at: 2026-05-01') })).toEqual([]);
  });

  it('a project memory superseding a global one: reported on the global memory, naming the project memory, once', () => {
    const old = memoryFile({ title: 'old', description: 'the old way', extra: 'updated_at: 2026-06-01' }, 'o\n');
    const found = lintOf({
      [`${MEMORY}/_global/old.md`]: old,
      [`${MEMORY}/app/new.md`]: newer(''),
      [`${MEMORY}/web/other.md`]: memoryFile({ title: 'other', description: 'another project' }),
      'app/': '',
      'web/': '',
    });
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toBe(
      'edited on 2026-06-01, after app/new superseded it (2026-04-12): the list hides this memory, so what that edit added reaches no one',
    );
    expect(found[0]?.fix).toContain('--scope project --project app');
  });
});
