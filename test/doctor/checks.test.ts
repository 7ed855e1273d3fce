// The doctor's checks as pure functions, with the hook run injected.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it, test } from 'vitest';
import { colorsFor } from '../../lib/cli/colors.js';
import { type CheckResult, checkRow, type DoctorContext } from '../../lib/diagnose/doctor/check.js';
import { checkHookRuns, type SampleRunner } from '../../lib/diagnose/doctor/check-hook-runs.js';
import { checkLint } from '../../lib/diagnose/doctor/check-lint.js';
import { checkNodeVersion } from '../../lib/diagnose/doctor/node-version.js';
import type { Registration } from '../../lib/diagnose/doctor/registrations.js';
import { renderDoctorTable } from '../../lib/diagnose/doctor/render-table.js';
import { EN } from '../../lib/i18n/en.js';
import { KO } from '../../lib/i18n/ko.js';
import type { RuleWords } from '../../lib/i18n/rules.js';
import { nodeScriptOf } from '../../lib/settings/command-script.js';
import { hookCommand } from '../../lib/settings/hook-specs.js';
import { installAdvice } from '../../lib/settings/install-advice.js';
import { REPO_ROOT } from '../support/built.js';

/** A row as `doctor --json` prints it: English words. */
const inEnglish = (result: CheckResult | undefined) => (result ? checkRow(result, EN) : undefined);

describe('nodeScriptOf reads the one script argument the way /bin/sh would', () => {
  const env = { CLAUDE_PLUGIN_ROOT: '/p/with space', PLAIN: '/plain' };
  it.each([
    ['node /a/b.cjs', '/a/b.cjs'],
    ["node '/a b/c.cjs'", '/a b/c.cjs'],
    ["node '/it'\\''s/c.cjs'", "/it's/c.cjs"],
    ['node "${CLAUDE_PLUGIN_ROOT}/dist/hooks/x.cjs"', '/p/with space/dist/hooks/x.cjs'],
    ['node "$CLAUDE_PLUGIN_ROOT/x.cjs"', '/p/with space/x.cjs'],
    ['node $PLAIN/x.cjs', '/plain/x.cjs'],
    ['node /한글/x.cjs', '/한글/x.cjs'],
    ['node "/a\\$b/\\x.cjs"', '/a$b/\\x.cjs'],
    // sh splits an unquoted expansion at the space: two words, not one
    ['node $CLAUDE_PLUGIN_ROOT/x.cjs', undefined],
    ['node /a.cjs --flag', undefined],
    ['NODE_EXTRA_CA_CERTS= node /a/b.cjs', '/a/b.cjs'],
    ['NODE_EXTRA_CA_CERTS= node "${CLAUDE_PLUGIN_ROOT}/x.cjs"', '/p/with space/x.cjs'],
    // a setting of ours a user put in front of our command: the same hook, run with it
    ['PROJECT_MEMORY_LANG=ko NODE_OPTIONS= node /a/b.cjs', '/a/b.cjs'],
    ['[ ! -f /a/b.cjs ] || PROJECT_MEMORY_LANG=\'k o\' PROJECT_MEMORY_BUDGET="$PLAIN" node /a/b.cjs', '/a/b.cjs'],
    // any other value changes what runs: never ours, so never trusted or run by doctor
    ['NODE_EXTRA_CA_CERTS=/x node /a/b.cjs', undefined],
    // emptied: only what install empties, written empty (`PATH=` makes sh run ./node)
    ['NODE_OPTIONS="" NODE_EXTRA_CA_CERTS=\'\' node /a/b.cjs', '/a/b.cjs'],
    ['PATH= node /a/b.cjs', undefined],
    ['PATH="" node /a/b.cjs', undefined],
    ['NODE_OPTIONS=$UNSET_HERE node /a/b.cjs', undefined],
    ['PATH=$CLAUDE_PROJECT_DIR node /a/b.cjs', undefined],
    ['PATH=./evil:/usr/bin node /a/b.cjs', undefined],
    ['NODE_OPTIONS=--require=./evil.js node /a/b.cjs', undefined],
    ['LD_PRELOAD=./x.so node /a/b.cjs', undefined],
    ['PROJECT_MEMORY_STATE_DIR=/tmp/x node /a/b.cjs', undefined],
    ['PROJECT_MEMORY_LANG=$(id) node /a/b.cjs', undefined],
    ['PROJECT_MEMORY_LANG=a;id node /a/b.cjs', undefined],
    ['PROJECT_MEMORY_LANG="a node /a/b.cjs', undefined],
    ['PROJECT_MEMORY_LANG=a\nnode /a/b.cjs', undefined],
    ['PROJECT_MEMORY_LANG=a id node /a/b.cjs', undefined],
    // install's test for the file in front: it must name the very file node runs
    ['[ ! -f /a/b.cjs ] || NODE_EXTRA_CA_CERTS= node /a/b.cjs', '/a/b.cjs'],
    ['[ ! -f "${CLAUDE_PLUGIN_ROOT}/x.cjs" ] || node "${CLAUDE_PLUGIN_ROOT}/x.cjs"', '/p/with space/x.cjs'],
    ["[ ! -f '/a b/c.cjs' ] || node '/a b/c.cjs'", '/a b/c.cjs'],
    ['[ ! -f /a/other.cjs ] || node /a/b.cjs', undefined],
    ['[ ! -f /a/b.cjs ] && node /a/b.cjs', undefined],
    ['[ ! -f /a/b.cjs ] || id; node /a/b.cjs', undefined],
    ['[ ! -f /a/b.cjs ]; node /a/b.cjs', undefined],
    ['[ -f /a/b.cjs ] || node /a/b.cjs', undefined],
    ['bash -c "node x"', undefined],
    // each of these makes sh run more than node: never ours, never run by doctor
    ['node /opt/x/dist/hooks/user-prompt-submit.cjs; id > pwned.txt; echo /x/dist/hooks/user-prompt-submit.cjs', undefined],
    ['node /x;id;/dist/hooks/user-prompt-submit.cjs', undefined],
    ['node /x/dist/hooks/a.cjs&&id', undefined],
    ['node /x/dist/hooks/a.cjs|id', undefined],
    ['node "$(id)/dist/hooks/a.cjs"', undefined],
    ['node "`id`/dist/hooks/a.cjs"', undefined],
    ['node $(id)/a.cjs', undefined],
    ['node /a.cjs\nid', undefined],
    ['node /a.cjs #comment', undefined],
    ['node ~/a.cjs', undefined],
    ['node /a/*.cjs', undefined],
    ['node "${X:-/a}.cjs"', undefined],
    ["node '/a.cjs", undefined],
  ])('%s', (command, script) => {
    expect(nodeScriptOf(command, env)).toBe(script);
  });

  test('what it accepts, /bin/sh reads as exactly one argument to node, the same one', () => {
    const accepted = [
      'node /a/b.cjs',
      "node '/a b/c.cjs'",
      "NODE_OPTIONS= node '/it'\\''s/c.cjs'",
      'node "${CLAUDE_PLUGIN_ROOT}/x.cjs"',
      'node $PLAIN/x.cjs',
      'node "/a\\$b/\\x.cjs"',
      'PROJECT_MEMORY_LANG=ko NODE_OPTIONS= node /a/b.cjs',
      'PROJECT_MEMORY_LANG=\'a b\' PROJECT_MEMORY_BUDGET="$PLAIN" node /a/b.cjs',
    ];
    for (const command of accepted) {
      const sh = spawnSync('/bin/sh', ['-c', `node() { printf '%s|' "$#" "$@"; }; ${command}`], { env: { ...env, PATH: '/usr/bin:/bin' }, encoding: 'utf8' });
      expect(sh.stdout, command).toBe(`1|${nodeScriptOf(command, env)}|`);
    }
  });

  test('agrees with the command install writes, whatever the checkout path', () => {
    const command = hookCommand('UserPromptSubmit', "/tmp/it's here");
    expect(nodeScriptOf(command, {})).toBe("/tmp/it's here/dist/hooks/user-prompt-submit.cjs");
  });
});

test.each([
  ['20.0.0', 'ok'],
  ['22.11.0', 'ok'],
  ['18.19.1', 'fail'],
])('Node %s is %s', (version, status) => {
  expect(checkNodeVersion({ version, source: 'path' }).status).toBe(status);
});

describe('checkHookRuns judges one sample run', () => {
  const ctx: DoctorContext = { dir: '/work', env: {}, home: '/home/x' };
  const registration: Registration = {
    via: 'user',
    source: '/home/x/.claude/settings.json',
    command: hookCommand('UserPromptSubmit', join(REPO_ROOT, 'plugin')),
    timeout: 10,
    env: {},
    trusted: true,
  };
  const runWith =
    (result: Partial<ReturnType<SampleRunner>>): SampleRunner =>
    () => ({ code: 0, stdout: '', stderr: '', timedOut: false, ms: 40, ...result });
  const judge = (result: Partial<ReturnType<SampleRunner>>, hasWorkspace = true) => checkHookRuns([registration], ctx, hasWorkspace, runWith(result))[0];
  const json = (context: string) => JSON.stringify({ hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: context } });

  type Row = [string, Partial<ReturnType<SampleRunner>>, 'ok' | 'warn' | 'fail', boolean?];
  it.each<Row>([
    ['protocol JSON in time', { stdout: json('<project-memory>…') }, 'ok'],
    ['nothing printed outside a workspace', { stdout: '' }, 'ok', false],
    ['nothing printed inside a workspace', { stdout: '' }, 'warn'],
    ['plain text', { stdout: 'hello' }, 'warn'],
    ['over half the timeout', { stdout: json('x'), ms: 6_000 }, 'warn'],
    ['output over the 10,000-character cap', { stdout: json('x'.repeat(10_000)) }, 'warn'],
    ['a timeout', { timedOut: true, code: null }, 'fail'],
    ['exit 2, which blocks the prompt', { code: 2, stderr: 'boom' }, 'fail'],
    ['exit 1', { code: 1, stderr: 'Error: x\n  at y' }, 'fail'],
    ['broken JSON', { stdout: '{"hookSpecificOutput":' }, 'fail'],
    ['JSON without additionalContext', { stdout: '{}' }, 'fail'],
  ])('%s → %s', (_name, result, status, hasWorkspace = true) => {
    expect(judge(result, hasWorkspace)?.status).toBe(status);
  });

  test('a run to look into points to list for the launch folder, as this user runs the CLI', () => {
    const plugin: DoctorContext = { ...ctx, dir: "/work/it's", self: "node '/opt/my tools/cli.cjs'" };
    const fixOf = (result: Partial<ReturnType<SampleRunner>>) => inEnglish(checkHookRuns([registration], plugin, true, runWith(result))[0])?.fix;
    const list = "`node '/opt/my tools/cli.cjs' list --dir '/work/it'\\''s'`";
    expect(fixOf({ timedOut: true, code: null })).toBe(`run ${list} to see whether the memory folder is unusually slow to read`);
    expect(fixOf({ stdout: '' })).toBe(`run ${list}`);
    expect(fixOf({ stdout: json('x'), ms: 6_000 })).toBe(`run ${list} to see which memory files are slow to read`);
    const korean = checkHookRuns([registration], plugin, true, runWith({ stdout: '' }))[0];
    expect(korean && checkRow(korean, KO).fix).toBe(`실행해 보세요: ${list}`);
  });

  test('the registered timeout bounds the run, and identical commands run once', () => {
    const seen: number[] = [];
    const runner: SampleRunner = (_c, _d, _e, timeoutMs) => {
      seen.push(timeoutMs);
      return { code: 0, stdout: json('x'), stderr: '', timedOut: false, ms: 1 };
    };
    const results = checkHookRuns([registration, { ...registration, via: 'project' }], ctx, true, runner);
    expect(results).toHaveLength(1);
    expect(seen).toEqual([10_000]);
  });

  const mustNotRun: SampleRunner = () => {
    throw new Error('must not run');
  };

  test.each([
    ['a command that runs more than node', `${registration.command}; id`],
    ['node on a file outside a project-memory plugin folder', 'node /bin/true'],
    ['a relative path', 'node plugin/dist/hooks/user-prompt-submit.cjs'],
  ])('%s is not run, and the row says so', (_name, command) => {
    const result = inEnglish(checkHookRuns([{ ...registration, command }], ctx, true, mustNotRun)[0]);
    expect(result).toMatchObject({ status: 'warn', message: expect.stringMatching(/^not run: /) });
  });

  test('a command from untrusted project settings is not run, and the row says why and how to trust the folder', () => {
    const result = inEnglish(checkHookRuns([{ ...registration, via: 'project', trusted: false }], ctx, true, mustNotRun)[0]);
    expect(result).toMatchObject({
      status: 'warn',
      message: expect.stringContaining('not run: /work is not trusted in Claude Code'),
      fix: expect.stringContaining('accept the trust dialog'),
    });
  });

  test('of identical commands, the one in trusted settings is run', () => {
    const runs: string[] = [];
    const runner: SampleRunner = (c) => {
      runs.push(c);
      return { code: 0, stdout: json('x'), stderr: '', timedOut: false, ms: 1 };
    };
    const results = checkHookRuns([{ ...registration, via: 'project', trusted: false }, registration], ctx, true, runner);
    expect(results.map((r) => r.id)).toEqual(['hook-run:user']);
    expect(runs).toHaveLength(1);
  });

  test('a missing script fails before anything runs', () => {
    const missing = { ...registration, command: `node ${REPO_ROOT}/dist/hooks/no-such-hook.cjs` };
    const result = inEnglish(
      checkHookRuns([missing], ctx, true, () => {
        throw new Error('must not run');
      })[0],
    );
    expect(result).toMatchObject({ status: 'fail', message: expect.stringContaining('does not exist') });
  });
});

test.each([
  [undefined, 'warn', 'lint not available'],
  [{ files: 3, problems: [] }, 'ok', '3 memory files, all valid'],
  [
    { files: 3, problems: [(w: RuleWords) => `a.md: ${w.fields.descriptionMissing}`] },
    'fail',
    '1 of 3 memory files is invalid:\na.md: description is missing: the list shows the title instead, or "(no description)" where there is no title either',
  ],
])('lint summary %j → %s', (summary, status, message) => {
  expect(inEnglish(checkLint(summary, { dir: '/w' }))).toMatchObject({ status, message });
});

it('never counts more invalid files than files: a rename on both sides of a merge leaves paths no longer on disk', () => {
  const problems = ['a.md', 'b.md', 'c.md'].map((name) => (w: RuleWords) => `${name}: ${w.fields.descriptionMissing}`);
  expect(inEnglish(checkLint({ files: 1, problems }, { dir: '/w' }))?.message).toMatch(/^3 of 3 memory files are invalid:\na\.md: /);
});

it("words the lint row's findings in the reader's language", () => {
  const result = checkLint({ files: 3, problems: [(w: RuleWords) => `a.md: ${w.fields.descriptionMissing}`] }, { dir: '/w' });
  expect(result && checkRow(result, KO).message).toContain(`a.md: ${KO.rules.fields.descriptionMissing}`);
  expect(KO.rules.fields.descriptionMissing).toContain('description이 없습니다');
});

describe("the table aligns rows and puts each fix under its row, in the reader's language", () => {
  const c = colorsFor({ cwd: '/', env: {}, home: undefined, now: new Date(0), stdout: () => {}, stderr: () => {}, isTTY: false });
  const rows: CheckResult[] = [
    { id: 'node', status: 'ok', message: (m) => m.doctor.node.ok('20.20.2') },
    { id: 'hook', status: 'fail', message: (m) => m.doctor.hook.missing('/work', []), fix: (m) => m.doctor.hook.installFix(installAdvice({ dir: '/work' })) },
    { id: 'auto-memory', status: 'warn', message: (m) => m.doctor.autoMemory.on(m.doctor.autoMemory.onByDefault), fix: () => 'turn it off' },
  ];

  test('English', () => {
    expect(renderDoctorTable(rows, '/work', c, EN)).toBe(
      [
        'project-memory doctor for a Claude Code launch in /work',
        '',
        '✓ ok    node         Node 20.20.2 (`node` on PATH)',
        '✗ fail  hook         no project-memory UserPromptSubmit hook for a launch in /work',
        `                     fix: ${EN.doctor.hook.installFix('`project-memory install`')}`,
        `! warn  auto-memory  ${EN.doctor.autoMemory.on('on by default')}`,
        '                     fix: turn it off',
        '',
        '1 failed, 1 warning',
        '',
      ].join('\n'),
    );
  });

  test("lint's files go one a line under its row, before the fix, and the rest are counted", () => {
    const files = ['app/a.md', 'app/b.md', 'app/c.md', 'app/d.md'].map((file) => (w: RuleWords) => `${file}: ${w.fields.descriptionMissing}`);
    const lint = checkLint({ files: 9, problems: files }, { dir: '/work' }) as CheckResult;
    const table = renderDoctorTable([rows[0] as CheckResult, lint], '/work', c, EN).split('\n');
    const missing = EN.rules.fields.descriptionMissing;
    expect(table.slice(2, 9)).toEqual([
      '✓ ok    node   Node 20.20.2 (`node` on PATH)',
      '✗ fail  lint   4 of 9 memory files are invalid:',
      `                 app/a.md: ${missing}`,
      `                 app/b.md: ${missing}`,
      `                 app/c.md: ${missing}`,
      '                 (+1 more)',
      '               fix: `project-memory lint --dir /work` names each file and the fix',
    ]);
  });

  test('Korean: the status column is two-column Hangul, and the fix lines stay under the message', () => {
    expect(renderDoctorTable(rows, '/work', c, KO)).toBe(
      [
        'project-memory doctor (Claude Code 시작 폴더: /work)',
        '',
        '✓ 통과  node         Node 20.20.2 (PATH의 `node`)',
        '✗ 실패  hook         project-memory의 UserPromptSubmit hook이 없습니다 (시작 폴더: /work)',
        `                     해결: ${KO.doctor.hook.installFix('`project-memory install`')}`,
        `! 경고  auto-memory  ${KO.doctor.autoMemory.on('기본값으로 켜짐')}`,
        '                     해결: turn it off',
        '',
        '실패 1개, 경고 1개',
        '',
      ].join('\n'),
    );
  });
});
