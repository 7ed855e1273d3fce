// How the built CLI reads a flag's value: a flag that takes one value given twice is
// refused (a script's default --scope before the caller's would win silently), a value
// that can be no option (`- step one`, `-5`) is taken as written, and an unknown option
// of one dash is named whole, with `--` where the command takes such an argument.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, seedWorkspace, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const ws = () => join(seedWorkspace(), 'ws');
const run = (args: string[], lang: 'en' | 'ko' = 'en') => runCli(args, { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: lang } });
const SAVE = ['save', '--title', 'Deploy order', '--description', 'Migrate before deploy'];

describe('a flag that takes one value, given twice, is refused with both values', () => {
  it.each([
    [['--scope', 'project', '--scope', 'global', '--body', 'x'], '--scope is given twice ("project", then "global")'],
    [['--scope', 'global', '--title', 'B', '--body', 'x'], '--title is given twice ("Deploy order", then "B")'],
    [['--scope', 'global', '--body', 'x', '--body', 'y'], '--body is given twice ("x", then "y")'],
  ])('%j', (extra, said) => {
    const dir = ws();
    const r = run([...SAVE, ...extra, '--dir', dir]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(said);
    expect(r.stderr).toContain('save --help');
  });

  it('in Korean too', () => {
    const r = run([...SAVE, '--scope', 'project', '--scope', 'global', '--body', 'x', '--dir', ws()], 'ko');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('--scope이(가) 두 번 주어졌습니다 ("project", "global")');
  });

  it('a long value is cut in the message', () => {
    const r = run([...SAVE, '--scope', 'global', '--body', 'x', '--body', 'y'.repeat(200), '--dir', ws()]);
    expect(r.stderr).toContain(`"${'y'.repeat(39)}…"`);
  });

  it('a secret in either value is masked, not printed (stderr reaches the model)', () => {
    const token = `ghp_${'aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789'}`;
    const r = run([...SAVE, '--scope', 'global', '--body', `token ${token}`, '--body', 'the staging password is Tr0ub4dor&3x', '--dir', ws()]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('--body is given twice ("token ***", then "the staging ***")');
    expect(r.stderr).not.toContain('ghp_aBc');
    expect(r.stderr).not.toContain('Tr0ub4dor');
  });

  it('a flag made to repeat (import --section) and a repeated switch still work', () => {
    const dir = tempTree({ 'p/CLAUDE.md': '# Project\n\n## Deploy\nMigrate first.\n\n## Tests\nRun vitest.\n' });
    const r = run(['import', 'claude-md', '--section', 'Deploy', '--section', 'Tests', '--json', '--json', '--dir', join(dir, 'p')]);
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { items: unknown[] }).items).toHaveLength(2);
  });
});

describe('a value that can be no option is taken as written', () => {
  it.each([['- step one\n- step two'], ['-5'], ['-']])('--body %j', (body) => {
    const dir = ws();
    const r = run([...SAVE, '--scope', 'global', '--name', 'steps', '--body', body, '--dir', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(dir, MEMORY, '_global', 'steps.md'), 'utf8')).toContain(`---\n${body}`);
  });

  it('--title "- a title" and --description "-1 day" too', () => {
    const dir = ws();
    const r = run(['save', '--scope', 'global', '--title', '- Deploy order', '--description', '-1 day before release', '--body', 'x', '--dir', dir, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync((JSON.parse(r.stdout) as { path: string }).path, 'utf8');
    expect(text).toContain('- Deploy order');
    expect(text).toContain('-1 day before release');
  });

  it.each([
    [['--body', '--scope', 'project'], '--body needs a value after it'],
    [['--scope', 'global', '--body', '-x'], '--body needs a value after it'],
  ])('the next option is no value: %j', (extra, said) => {
    const r = run([...SAVE, ...extra, '--dir', ws()]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(said);
  });

  it('a negative number reaches the flag own check', () => {
    const r = run(['search', 'docker', '--limit', '-5', '--dir', ws()]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('--limit must be a whole number of 1 or more (got "-5")');
  });

  // Number() would read each as a count: 0x10 as 16, 1e1 as 10
  it.each([
    ['search', 'docker', '--limit', '0x2'],
    ['search', 'docker', '--limit', '1e1'],
    ['search', 'docker', '--limit', ' 5'],
    ['stats', '--unused', '--min-shown', '1e1'],
    ['context', '--window', '0x10'],
    ['context', '--window', '1,,000'],
  ])('%s … %s %j: decimal digits only', (...args) => {
    const r = run([...args, '--dir', ws()]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`(got "${args.at(-1)}")`);
  });

  it('a window grouped with , or _ is still read', () => {
    expect(run(['context', '--window', '200,000', '--dir', ws()]).code).toBe(0);
    expect(run(['context', '--window', '200_000', '--dir', ws()]).code).toBe(0);
  });
});

describe('an unknown option of one dash is named whole', () => {
  it.each([
    ['en', ['search', '-docker'], 'unknown option -docker. If it is an argument, not an option, put -- before it: ', 'search --dir D -- -docker'],
    ['en', ['search', 'docker', '-compose'], 'unknown option -compose.', 'search docker --dir D -- -compose'],
    // nothing is dropped: the options after it move ahead of the --, the arguments after it follow it
    ['en', ['search', 'foo', '-docker', 'bar', '--limit', '2'], 'unknown option -docker.', 'search foo --limit 2 --dir D -- -docker bar'],
    ['en', ['key', 'pin', '-dash'], 'unknown option -dash.', 'key pin --dir D -- -dash'],
    ['ko', ['search', '-docker'], '알 수 없는 옵션: -docker. 옵션이 아니라 인자라면 앞에 --를 붙이세요: ', 'search --dir D -- -docker'],
  ] as const)('%s %j', (lang, args, said, example) => {
    const dir = ws();
    const r = run([...args, '--dir', dir], lang);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(said);
    expect(r.stderr).toContain(example.replace('--dir D', `--dir ${dir}`));
  });

  it('the command it offers is the one given, -- added: a dry run of key move stays a dry run into the key given', () => {
    const dir = ws();
    mkdirSync(join(dir, MEMORY, '-old'), { recursive: true });
    writeFileSync(join(dir, MEMORY, '-old', 'note.md'), '---\ntitle: note\ndescription: a note\n---\nbody\n');
    const r = run(['key', 'move', '--dry-run', '-old', 'newkey', '--dir', dir]);
    expect(r.code).toBe(1);
    const offered = /key move .*$/m.exec(r.stderr)?.[0] ?? '';
    expect(offered).toBe(`key move --dry-run --dir ${dir} -- -old newkey`);
    const again = run(offered.split(' '));
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('newkey');
    // a dry run: the folder is where it was
    expect(readFileSync(join(dir, MEMORY, '-old', 'note.md'), 'utf8')).toContain('a note');
    expect(existsSync(join(dir, MEMORY, 'newkey'))).toBe(false);
  });

  it('a command that takes only options names it, with no -- to offer', () => {
    const r = run(['list', '-docker', '--dir', ws()]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('unknown option -docker\n');
    expect(r.stderr).not.toContain(' -- ');
  });

  it('and the -- it offers works', () => {
    const r = run(['search', '--dir', ws(), '--', '-docker']);
    expect(r.code, r.stderr).toBe(0);
    // the search reads the word as a query: the seeded docker memory matches it
    expect(r.stdout).toContain('docker-branch-switch-danger');
    expect(r.stderr).not.toContain('unknown option');
  });
});
