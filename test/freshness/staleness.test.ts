// Staleness through the built processes: the UserPromptSubmit hook fed real stdin JSON,
// and the CLI (lint, verify) as a child process, over real folders.
import { existsSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../lib/format/dates.js';
import { runCli as runBuiltCli } from '../support/built.js';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';
import { holdSaveLock } from '../support/save-lock.js';
import { hookSession } from '../support/session-run.js';

interface Finding {
  file: string;
  rule: string;
  severity: string;
  message: string;
  line?: number;
}

const EN = { PROJECT_MEMORY_LANG: 'en' };
const today = () => localDate(new Date());

/** A memory as a person writes one, with a comment the verify edit must keep. */
const note = (description: string, fields: string, body = 'why it matters\n') =>
  `---\n# kept by hand\ntitle: ${description}\ndescription: ${description}\ncreated_at: 2019-10-03\n${fields}---\n${body}`;

/** A workspace with one project (`app`), its code, and memories due, verified and not yet due. */
function workspace() {
  const root = tempTree({
    [`${MEMORY}/_global/deploy-order.md`]: note('deploy the database first', 'review_by: 2020-01-01\n'),
    [`${MEMORY}/_global/checked.md`]: note('checked after its review date', 'review_by: 2020-01-01\nverified_at: 2020-02-01\n'),
    [`${MEMORY}/_global/not-yet.md`]: note('not due yet', 'review_by: 2999-01-01\n'),
    [`${MEMORY}/app/paths.md`]: note(
      'where the deploy code lives',
      '',
      'The steps are in `src/deploy.ts`, the guide in docs/setup.md.\nlib/local.ts is relative to the project.\n',
    ),
    [`${MEMORY}/app/no-false-alarms.md`]: note(
      'mentions that are not repository paths',
      '',
      [
        'See https://example.com/src/gone.ts and github.com/org/repo/src/gone.md.',
        'Globs: src/**/*.ts, src/*/gone.ts. Command: `node src/gone-script.mjs --fast`.',
        'Absolute /etc/gone/x.conf, home ~/src/gone.ts, outside ../src/gone.ts.',
        'A folder that is not here: nothere/gone.ts.',
        '```ts',
        "import { gone } from './src/gone-in-code.ts';",
        '```',
        '',
      ].join('\n'),
    ),
    'src/deploy.ts': 'export {};\n',
    'docs/setup.md': '# setup\n',
    'app/lib/local.ts': 'export {};\n',
  });
  return { root, app: join(root, 'app'), memory: join(root, MEMORY), home: tempTree() };
}

/** The memory lines of the `<project-memory>` block (the save suggestion after it is not one). */
const listLines = (context: string | undefined) =>
  (context ?? '')
    .split('</project-memory>')[0]
    ?.split('\n')
    .filter((l) => l.startsWith('[')) ?? [];

function lint(ws: ReturnType<typeof workspace>): { code: number | null; findings: Finding[] } {
  const run = runCli(['lint', '--dir', ws.app, '--json'], { env: { HOME: ws.home, ...EN } });
  return { code: run.code, findings: (JSON.parse(run.stdout) as { findings: Finding[] }).findings };
}

describe('a memory past its review_by', () => {
  it('is marked in the built hook’s list, with one line saying what the mark means', () => {
    const ws = workspace();
    const r = runHook(promptEvent(ws.app), { HOME: ws.home, ...EN });
    expect(r.code).toBe(0);
    const context = contextOf(r.stdout) as string;
    expect(listLines(context)).toEqual([
      '[global] checked — checked after its review date',
      '[global] deploy-order (stale) — deploy the database first',
      '[global] not-yet — not due yet',
      '[app] no-false-alarms — mentions that are not repository paths',
      '[app] paths — where the deploy code lives',
    ]);
    expect(context).toContain('\n(stale): past its review_by date; check it still holds before relying on it.\n');
  });

  it('is marked with one Korean word in a Korean list', () => {
    const ws = workspace();
    const context = contextOf(runHook(promptEvent(ws.app), { HOME: ws.home }).stdout);
    expect(listLines(context)).toContain('[공통] deploy-order (오래됨) — deploy the database first');
  });

  it('is warned by lint (a warning: exit 0), and no memory that is verified or not yet due is', () => {
    const ws = workspace();
    const { code, findings } = lint(ws);
    expect(code).toBe(0);
    expect(findings.filter((f) => f.rule === 'review-due')).toEqual([
      expect.objectContaining({
        file: join(ws.memory, '_global', 'deploy-order.md'),
        severity: 'warning',
        message: expect.stringContaining('review_by 2020-01-01 has passed'),
      }),
    ]);
  });

  it('verify updates only that front matter, and the mark is gone from the hook’s list and from lint', () => {
    const ws = workspace();
    const file = join(ws.memory, '_global', 'deploy-order.md');
    const before = readFileSync(file, 'utf8');
    const run = runCli(['verify', 'deploy-order', '--dir', ws.app], { env: { HOME: ws.home, ...EN } });
    expect(run.code, run.stderr).toBe(0);
    // the passed review_by moves on by the period it had: 2019-10-03 → 2020-01-01 is 90 days
    const next = addDays(today(), 90);
    expect(run.stdout).toBe(`verified ${file} (verified_at ${today()}, review_by ${next})\n`);
    expect(readFileSync(file, 'utf8')).toBe(before.replace('review_by: 2020-01-01\n', `review_by: ${next}\nverified_at: ${today()}\n`));
    expect(listLines(contextOf(runHook(promptEvent(ws.app, { session_id: 'after' }), { HOME: ws.home, ...EN }).stdout))).toContain(
      '[global] deploy-order — deploy the database first',
    );
    expect(lint(ws).findings.filter((f) => f.rule === 'review-due')).toEqual([]);
  });

  it('save --update, which checks a memory as verify does, moves a passed review_by on by its period and keeps one to come', () => {
    const ws = workspace();
    const update = (name: string) =>
      runCli(['save', '--scope', 'global', '--update', '--name', name, '--description', `${name}, reworded`, '--dir', ws.app], {
        env: { HOME: ws.home, ...EN },
      });
    expect(update('deploy-order').code).toBe(0);
    const moved = readFileSync(join(ws.memory, '_global', 'deploy-order.md'), 'utf8');
    // 2019-10-03 → 2020-01-01 is 90 days: the next review is 90 days from today, not never
    expect(moved).toContain(`\nreview_by: ${addDays(today(), 90)}\n`);
    expect(moved).toContain(`\nverified_at: ${today()}\n`);
    expect(update('not-yet').code).toBe(0);
    expect(readFileSync(join(ws.memory, '_global', 'not-yet.md'), 'utf8')).toContain('\nreview_by: 2999-01-01\n');
    // a memory an older save left verified after its passed review_by: verify finds the period from created_at
    const older = join(ws.memory, '_global', 'older.md');
    writeFileSync(older, note('updated by an older save', 'review_by: 2020-01-01\nverified_at: 2020-03-01\n'));
    const run = runCli(['verify', 'older', '--dir', ws.app], { env: { HOME: ws.home, ...EN } });
    expect(run.stdout).toBe(`verified ${older} (verified_at ${today()}, review_by ${addDays(today(), 90)})\n`);
  });

  it('verified the day before it is due, moves on by its period: a check is not undone by the next day', () => {
    const ws = workspace();
    const file = join(ws.memory, '_global', 'due-tomorrow.md');
    writeFileSync(file, note('due tomorrow', `review_by: ${addDays(today(), 1)}\nverified_at: ${addDays(today(), -89)}\n`));
    const run = runCli(['verify', 'due-tomorrow', '--dir', ws.app], { env: { HOME: ws.home, ...EN } });
    expect(run.stdout).toBe(`verified ${file} (verified_at ${today()}, review_by ${addDays(today(), 90)})\n`);
  });

  it('verified mid-session, is shown again without the mark on the very next prompt', () => {
    const ws = workspace();
    const session = hookSession(ws.app, ws.home, 'mid', EN);
    expect(session.prompt('first')).toContain('deploy-order (stale)');
    expect(runCli(['verify', 'deploy-order', '--dir', ws.app, '--review-in', '6m'], { env: { HOME: ws.home } }).code).toBe(0);
    const delta = session.prompt('second') as string;
    expect(listLines(delta)).toEqual(['[global] deploy-order — deploy the database first']);
    expect(delta).not.toContain('(stale)');
  });
});

describe('project-memory verify', () => {
  it('sets review_by from --review-in or --review-by, prints JSON, and changes nothing the second time', () => {
    const ws = workspace();
    const file = join(ws.memory, '_global', 'not-yet.md');
    const first = runCli(['verify', 'not-yet', '--dir', ws.app, '--review-in', '2w', '--json'], { env: { HOME: ws.home } });
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({
      path: file,
      scope: 'global',
      name: 'not-yet',
      verifiedAt: today(),
      reviewBy: addDays(today(), 14),
      previous: { reviewBy: '2999-01-01' },
      changed: true,
      written: true,
      dryRun: false,
    });
    const text = readFileSync(file, 'utf8');
    const again = runCli(['verify', 'not-yet.md', '--dir', ws.app], { env: { HOME: ws.home, ...EN } });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`already verified today, review_by ${addDays(today(), 14)}; nothing changed.`);
    expect(readFileSync(file, 'utf8')).toBe(text);
    const later = runCli(['verify', 'not-yet', '--dir', ws.app, '--review-by', '2999-12-31'], { env: { HOME: ws.home, ...EN } });
    expect(later.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('\nreview_by: 2999-12-31\n');
  });

  it('a memory with no review_by, verified today, is said to be so with no word of a review date', () => {
    const ws = workspace();
    expect(runCli(['verify', 'not-yet', '--dir', ws.app, '--review-in', '2w'], { env: { HOME: ws.home } }).code).toBe(0);
    const file = join(ws.memory, '_global', 'not-yet.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^review_by: .*\n/m, ''));
    for (const dryRun of [[], ['--dry-run']]) {
      const again = runCli(['verify', 'not-yet', '--dir', ws.app, ...dryRun], { env: { HOME: ws.home, ...EN } });
      expect(again.code).toBe(0);
      expect(again.stdout).toContain(`${file} is already verified today; nothing changed.`);
      expect(again.stdout).not.toContain('review');
    }
  });

  it('says when a passed review_by sets no next review (no created_at or verified_at before it), with the verify that sets one', () => {
    const ws = workspace();
    const file = join(ws.memory, '_global', 'backwards.md');
    writeFileSync(file, note('review date before creation', 'review_by: 2019-01-01\n'));
    const run = runCli(['verify', 'backwards', '--dir', ws.app], { env: { HOME: ws.home, ...EN } });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'review_by 2019-01-01 has passed and gives no period to repeat (neither created_at nor verified_at comes before it), so no next review is set:',
    );
    const again = /`node (\S+) (verify backwards --scope global --review-in 90d --dir \S+)` sets one/.exec(run.stdout);
    expect(again?.[2]).toBe(`verify backwards --scope global --review-in 90d --dir ${ws.app}`);
    expect(runCli((again?.[2] ?? '').split(' '), { env: { HOME: ws.home, ...EN } }).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain(`\nreview_by: ${addDays(today(), 90)}\n`);
    // one that moves on by its period says nothing of the kind
    expect(runCli(['verify', 'deploy-order', '--dir', ws.app], { env: { HOME: ws.home, ...EN } }).stdout).not.toContain('no next review');
  });

  it('--dry-run says what it would write and writes nothing', () => {
    const ws = workspace();
    const file = join(ws.memory, '_global', 'deploy-order.md');
    const before = readFileSync(file, 'utf8');
    const run = runCli(['verify', 'deploy-order', '--dir', ws.app, '--dry-run'], { env: { HOME: ws.home, ...EN } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`dry run: would set verified_at ${today()}`);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('waits for a save holding the folder, and then verifies the memory as that save left it', async () => {
    const ws = workspace();
    const file = join(ws.memory, '_global', 'deploy-order.md');
    const before = readFileSync(file, 'utf8');
    // the lock a save of the folder takes
    const lock = holdSaveLock(ws.home, join(ws.memory, '_global'));
    const verifying = runBuiltCli(['verify', 'deploy-order', '--dir', ws.app], { cwd: ws.app, home: ws.home, env: EN });
    await new Promise((done) => setTimeout(done, 1_500));
    expect(readFileSync(file, 'utf8'), 'verify wrote while a save held the folder').toBe(before);
    // what the save holding the lock writes
    writeFileSync(file, `${before}and a line the save added\n`);
    unlinkSync(lock);
    const run = await verifying;
    expect(run.code, run.stderr).toBe(0);
    const after = readFileSync(file, 'utf8');
    expect(after).toContain('and a line the save added\n');
    expect(after).toContain(`verified_at: ${today()}`);
  });

  it('asks for --scope when both folders hold the name, and takes it', () => {
    const ws = workspace();
    writeFileSync(join(ws.memory, 'app', 'deploy-order.md'), note('the project one', ''));
    const both = runCli(['verify', 'deploy-order', '--dir', ws.app], { env: { HOME: ws.home, ...EN } });
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('pass --scope global or --scope project');
    const project = runCli(['verify', 'deploy-order', '--dir', ws.app, '--scope', 'project'], { env: { HOME: ws.home, ...EN } });
    expect(project.code).toBe(0);
    expect(readFileSync(join(ws.memory, 'app', 'deploy-order.md'), 'utf8')).toContain(`verified_at: ${today()}`);
    expect(readFileSync(join(ws.memory, '_global', 'deploy-order.md'), 'utf8')).not.toContain('verified_at');
  });

  it('refuses a memory whose review_by is no day unless a new one is given, then writes that one', () => {
    const ws = workspace();
    const file = join(ws.memory, '_global', 'deploy-order.md');
    writeFileSync(file, note('deploy the database first', 'review_by: tomorrow\n'));
    const before = readFileSync(file, 'utf8');
    const run = runCli(['verify', 'deploy-order', '--dir', ws.app], { env: { HOME: ws.home, ...EN } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${file}: review_by must be a date written YYYY-MM-DD`);
    expect(run.stderr).toContain(`verify deploy-order --review-in 90d --dir ${ws.app}`);
    expect(readFileSync(file, 'utf8')).toBe(before);
    const ko = runCli(['verify', 'deploy-order', '--dir', ws.app], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain('다음 확인 기한을 정할 수 없습니다');
    const given = runCli(['verify', 'deploy-order', '--dir', ws.app, '--review-in', '90d'], { env: { HOME: ws.home, ...EN } });
    expect(given.code, given.stderr).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain(`review_by: ${addDays(today(), 90)}`);
  });

  it.each([
    [['no-such-memory'], 'no memory named no-such-memory'],
    [[], 'NAME is missing'],
    [['deploy-order', '--review-in', 'soon'], '--review-in must be a number of days'],
    [['deploy-order', '--review-in', '0d'], 'from 1 to 9999'],
    [['deploy-order', '--review-in', '99999y'], 'from 1 to 9999'],
    [['deploy-order', '--review-in', '9999y'], '--review-in 9999y lands after 9999-12-31'],
    [['deploy-order', '--review-by', '2020-01-01'], 'is in the past'],
    // today's would be settled for good by the verified_at of today
    [['deploy-order', '--review-by', today()], `--review-by ${today()} is today: give a day still to come`],
    [['deploy-order', '--review-by', '2026-02-30'], '--review-by 2026-02-30 is not a day of the calendar'],
    [['deploy-order', '--review-by', 'next week'], '--review-by must be a date'],
    [['deploy-order', '--review-by', '2999-01-01', '--review-in', '1y'], 'not both'],
    [['../_global/deploy-order'], 'no memory named'],
  ])('refuses %j with exit 1 and says why, changing nothing', (args, message) => {
    const ws = workspace();
    const before = readFileSync(join(ws.memory, '_global', 'deploy-order.md'), 'utf8');
    const run = runCli(['verify', ...args, '--dir', ws.app], { env: { HOME: ws.home, ...EN } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(readFileSync(join(ws.memory, '_global', 'deploy-order.md'), 'utf8')).toBe(before);
  });

  it('save refuses a --review-in past 9999-12-31 as a usage error, writing nothing', () => {
    const ws = workspace();
    const run = runCli(
      ['save', '--dir', ws.app, '--scope', 'global', '--title', 'Far', '--description', 'a far review', '--review-in', '9999y', '--body', 'x'],
      {
        env: { HOME: ws.home, ...EN },
      },
    );
    expect([run.code, run.stderr]).toEqual([1, expect.stringContaining('--review-in 9999y lands after 9999-12-31')]);
    expect(existsSync(join(ws.memory, '_global', 'far.md'))).toBe(false);
  });

  it('refuses a memory whose front matter cannot be read, and one that is a symbolic link, changing neither', () => {
    const ws = workspace();
    const broken = join(ws.memory, 'app', 'broken.md');
    writeFileSync(broken, '---\ntitle: [unclosed\n---\nbody\n');
    const run = runCli(['verify', 'broken', '--dir', ws.app], { env: { HOME: ws.home, ...EN } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Fix its front matter first');
    expect(readFileSync(broken, 'utf8')).toBe('---\ntitle: [unclosed\n---\nbody\n');
    symlinkSync(join(ws.memory, '_global', 'not-yet.md'), join(ws.memory, 'app', 'linked.md'));
    const linked = runCli(['verify', 'linked', '--dir', ws.app], { env: { HOME: ws.home, ...EN } });
    expect(linked.code).toBe(1);
    expect(linked.stderr).toContain('is a symbolic link, not a memory file');
    expect(readFileSync(join(ws.memory, '_global', 'not-yet.md'), 'utf8')).not.toContain('verified_at');
  });

  it.each([
    ['a merge left in conflict', `<<<<<<< HEAD\nport 5432\n=======\nport 5433\n>>>>>>> main\n`, 'merge-conflict:'],
    ['a likely secret', `token ghp_${'a1B2c3D4e5'.repeat(4)}\n`, 'secret:'],
  ])('refuses to mark checked a memory lint finds an error in (%s), dry run or not, changing nothing', (_, body, rule) => {
    const ws = workspace();
    const file = join(ws.memory, 'app', 'flawed.md');
    writeFileSync(file, note('a note with a flaw', 'review_by: 2020-01-01\n', body));
    const before = readFileSync(file, 'utf8');
    for (const dry of [['--dry-run'], []]) {
      const run = runCli(['verify', 'flawed', '--dir', ws.app, ...dry], { env: { HOME: ws.home, ...EN } });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('lint finds errors in it, so it is not marked checked');
      expect(run.stderr).toContain(rule);
      expect(readFileSync(file, 'utf8')).toBe(before);
    }
  });

  it('refuses a scope folder that links out of the memory root, as save does, and changes nothing there', () => {
    const ws = workspace();
    const outside = tempTree({ 'elsewhere.md': note('a note kept elsewhere', 'review_by: 2020-01-01\n') });
    rmSync(join(ws.memory, 'app'), { recursive: true });
    symlinkSync(outside, join(ws.memory, 'app'));
    const run = runCli(['verify', 'elsewhere', '--dir', ws.app, '--scope', 'project'], { env: { HOME: ws.home, ...EN } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(outside);
    expect(readFileSync(join(outside, 'elsewhere.md'), 'utf8')).not.toContain('verified_at');
  });

  it('speaks Korean by default', () => {
    const ws = workspace();
    const run = runCli(['verify', 'no-such-memory', '--dir', ws.app], { env: { HOME: ws.home } });
    expect(run.stderr).toContain("'no-such-memory'라는 memory가 없습니다");
  });
});

describe('a path a memory names', () => {
  it('is warned by lint once it no longer exists, with the line that names it', () => {
    const ws = workspace();
    expect(lint(ws).findings.filter((f) => f.rule === 'path-missing')).toEqual([]);
    unlinkSync(join(ws.root, 'src', 'deploy.ts'));
    unlinkSync(join(ws.root, 'app', 'lib', 'local.ts'));
    const { code, findings } = lint(ws);
    expect(code).toBe(0);
    const file = join(ws.memory, 'app', 'paths.md');
    expect(findings.filter((f) => f.rule === 'path-missing')).toEqual([
      // lines 1-6 are the front matter
      expect.objectContaining({ file, severity: 'warning', line: 7, message: `names src/deploy.ts, which is not in ${ws.root}` }),
      expect.objectContaining({ file, severity: 'warning', line: 8, message: `names lib/local.ts, which is not in ${ws.app}` }),
    ]);
  });

  it('raises no alarm for URLs, globs, commands, code, absolute paths, or folders the repository never had', () => {
    const ws = workspace();
    const { findings } = lint(ws);
    expect(findings.filter((f) => f.file.endsWith('no-false-alarms.md'))).toEqual([]);
  });

  it('shows in doctor as something to check', () => {
    const ws = workspace();
    unlinkSync(join(ws.root, 'docs', 'setup.md'));
    const run = runCli(['doctor', '--dir', ws.app, '--json'], { env: { HOME: ws.home, ...EN } });
    const checks = (JSON.parse(run.stdout) as { checks: { id: string; status: string; message: string }[] }).checks;
    expect(checks.find((c) => c.id === 'freshness')).toEqual(
      expect.objectContaining({
        status: 'warn',
        message: 'memories to check: 1 past review_by (marked stale in the list), 1 naming a file that is not there',
      }),
    );
  });

  it('is counted in doctor once per memory, however many gone files it names', () => {
    const ws = workspace();
    unlinkSync(join(ws.root, 'src', 'deploy.ts'));
    unlinkSync(join(ws.root, 'app', 'lib', 'local.ts'));
    expect(lint(ws).findings.filter((f) => f.rule === 'path-missing')).toHaveLength(2);
    const run = runCli(['doctor', '--dir', ws.app, '--json'], { env: { HOME: ws.home, ...EN } });
    const checks = (JSON.parse(run.stdout) as { checks: { id: string; status: string; message: string }[] }).checks;
    expect(checks.find((c) => c.id === 'freshness')?.message).toContain(', 1 naming a file that is not there');
  });
});
