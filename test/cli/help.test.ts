// --help, help <command>, --version and the top-level usage, as a user meets them:
// the built CLI in a real process, in both languages.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND_NAMES } from '../../lib/i18n/types.js';
import { BUILT_CLI, SELF } from '../support/built.js';
import { tempTree } from '../support/fixtures.js';
import { REPO, runCli } from '../support/processes.js';

const LANGS = [
  { lang: 'en', env: { PROJECT_MEMORY_LANG: 'en' }, usage: 'Usage:', examples: 'Examples:' },
  { lang: 'ko (default)', env: {}, usage: '사용법:', examples: '예시:' },
] as const;

/** The .ts files under a folder. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourcesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const cases = LANGS.flatMap((l) => COMMAND_NAMES.map((command) => [command, l] as const));

describe('every command has --help with examples, in both languages', () => {
  it.each(cases)('%s --help in %j', (command, l) => {
    const r = runCli([command, '--help'], { env: l.env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    // the command as this user runs it (`node <cli>` here), as the errors name it
    expect(r.stdout.startsWith(`${l.usage} ${SELF} ${command}`)).toBe(true);
    // an examples heading followed by a runnable example of this very command
    expect(r.stdout).toMatch(new RegExp(`^${l.examples}\\n {2}${escapeRegExp(SELF)} ${command}\\b`, 'm'));
  });

  it.each(COMMAND_NAMES)('help %s prints the same text as %s --help', (command) => {
    const viaHelp = runCli(['help', command]);
    expect(viaHelp.code).toBe(0);
    expect(viaHelp.stdout).toBe(runCli([command, '-h']).stdout);
  });

  it('keeps flags and example commands the same in both languages (memory text in examples is in each language)', () => {
    for (const command of COMMAND_NAMES) {
      const flags = (text: string) => [...new Set(text.match(/--[a-z][a-z-]*/g))].sort();
      // each example command as its subcommand and flags: what it runs, not the words it saves or looks for
      const examples = (text: string) =>
        text
          .slice(text.search(/^(Examples|예시):$/m))
          .split('\n')
          .filter((line) => line.startsWith(`  ${SELF} `))
          .map((line) => [line.slice(`  ${SELF} `.length).split(' ')[0], ...(line.match(/--[a-z][a-z-]*/g) ?? [])].join(' '));
      const en = runCli([command, '--help'], { env: { PROJECT_MEMORY_LANG: 'en' } }).stdout;
      const ko = runCli([command, '--help'], { env: { PROJECT_MEMORY_LANG: 'ko' } }).stdout;
      expect(flags(ko), command).toEqual(flags(en));
      expect(examples(ko), command).toEqual(examples(en));
    }
  });

  it('prints the command help even when other flags are wrong', () => {
    const r = runCli(['save', '--bogus', '--help'], { env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Usage: ${SELF} save`);
  });
});

describe('help about help', () => {
  it.each(LANGS)('help --help, help -h and help help say what help does and exit 0 ($lang)', (l) => {
    for (const args of [
      ['help', '--help'],
      ['help', '-h'],
      ['help', 'help'],
    ]) {
      const r = runCli(args, { env: l.env });
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.stdout.startsWith(`${l.usage} ${SELF} help [COMMAND]\n`)).toBe(true);
      // the command it stands for, as this user runs it
      expect(r.stdout).toContain(`${SELF} <command> --help`);
      expect(r.stdout).toMatch(new RegExp(`^${l.examples}\\n {2}${escapeRegExp(SELF)} help save$`, 'm'));
    }
  });

  it('help help with another word is refused, as help verify x is', () => {
    const r = runCli(['help', 'help', 'x'], { env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('help takes one COMMAND; "x" is one too many');
  });
});

describe('help names the command as the user runs it', () => {
  it.each(LANGS)('`node <cli>` in usage lines, examples and commands in the text, the product name kept ($lang)', (l) => {
    const r = runCli(['install', '--help'], { env: l.env });
    expect(r.stdout).not.toMatch(/project-memory (?:install|key|list|lint|doctor)\b/);
    expect(r.stdout).toContain(`${SELF} key --help`);
    // the product and its files are not commands
    expect(r.stdout).toMatch(/project-memory (?:hooks|hook)/);
    const top = runCli(['--help'], { env: l.env });
    expect(top.stdout).toContain(`${SELF} help save`);
    expect(top.stdout).not.toMatch(/project-memory (?:<command>|help|install|list)\b/);
  });

  it('keeps the options of a usage that takes several lines in their column', () => {
    const lines = runCli(['save', '--help'], { env: { PROJECT_MEMORY_LANG: 'en' } }).stdout.split('\n');
    const column = (lines[0] ?? '').indexOf('--scope');
    expect(column).toBeGreaterThan(SELF.length);
    expect(lines[1]?.indexOf('[--tags')).toBe(column);
    expect(lines[5]?.indexOf('[--allow-secret]')).toBe(column);
  });

  it('through its bin link it is `project-memory`, as before', () => {
    const bin = join(tempTree(), 'project-memory');
    symlinkSync(BUILT_CLI, bin);
    const r = spawnSync(process.execPath, [bin, 'save', '--help'], { env: { PATH: process.env.PATH, PROJECT_MEMORY_LANG: 'en' }, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout.startsWith('Usage: project-memory save --scope global|project')).toBe(true);
    expect(r.stdout).toMatch(/^ {27}\[--tags a,b\]/m);
    expect(r.stdout).not.toContain('cli.cjs');
  });
});

describe('the top-level usage', () => {
  it.each(LANGS)('--help lists every command with its summary in $lang', (l) => {
    const r = runCli(['--help'], { env: l.env });
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith(`${l.usage} ${SELF} <command>`)).toBe(true);
    for (const command of COMMAND_NAMES) expect(r.stdout).toMatch(new RegExp(`^ {2}${command} +\\S`, 'm'));
    expect(r.stdout).toContain('--version');
    expect(r.stdout).toMatch(new RegExp(`^${l.examples}\\n {2}${escapeRegExp(SELF)} `, 'm'));
  });

  it('--help names --dir and --json as options of every command, and every command takes them', () => {
    const usage = runCli(['--help'], { env: { PROJECT_MEMORY_LANG: 'en' } }).stdout;
    expect(usage).toMatch(/^ {2}--dir DIR +\(every command\)/m);
    expect(usage).toMatch(/^ {2}--json +\(every command\)/m);
    for (const command of COMMAND_NAMES) {
      const own = runCli([command, '--help'], { env: { PROJECT_MEMORY_LANG: 'en' } }).stdout;
      expect(own, command).toMatch(/^ {2}--dir DIR\b/m);
      expect(own, command).toMatch(/^ {2}--json\b/m);
    }
  });

  it.each(LANGS)('--help lists every environment variable README documents, one line each, and every one the code reads ($lang)', (l) => {
    const usage = runCli(['--help'], { env: l.env }).stdout;
    const block = usage.slice(usage.search(/^(?:Environment|환경 변수):$/m), usage.search(new RegExp(`^${l.examples}$`, 'm')));
    const listed = [...block.matchAll(/^ {2}([A-Z_]+)=\S+ +\S/gm)].map((m) => m[1]);
    const readme = [...readFileSync(join(REPO, 'README.md'), 'utf8').matchAll(/^\| `([A-Z_]+)=/gm)].map((m) => m[1]);
    expect(readme.length).toBeGreaterThan(5);
    expect([...listed].sort()).toEqual([...new Set(readme)].sort());
    // a variable the code reads is in this list or in the --help of the command that reads it
    const everyHelp = [usage, ...COMMAND_NAMES.map((command) => runCli([command, '--help'], { env: l.env }).stdout)].join('\n');
    const read = new Set(sourcesUnder(join(REPO, 'lib')).flatMap((file) => readFileSync(file, 'utf8').match(/\bPROJECT_MEMORY_[A-Z_]+\b/g) ?? []));
    for (const name of read) expect(everyHelp, name).toMatch(new RegExp(`^ {2}${name}[= ]`, 'm'));
  });

  it('with no arguments prints the usage on stderr, as a usage error, and exits 1; --help and help print it on stdout', () => {
    const r = runCli([]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`사용법: ${SELF} <command>`);
    for (const args of [['--help'], ['help']]) {
      const asked = runCli(args);
      expect(asked.code).toBe(0);
      expect(asked.stderr).toBe('');
      expect(asked.stdout).toBe(r.stderr);
    }
  });

  it.each(['--version', '-v'])('%s prints the version in package.json', (flag) => {
    const { version } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string };
    const r = runCli([flag]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${version}\n`);
    // with --json, as a script that asks every command for it reads it
    const json = runCli([flag, '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ version });
    // and --json first
    expect(JSON.parse(runCli(['--json', flag]).stdout)).toEqual({ version });
  });

  it.each([
    ['--version', '--bogus'],
    ['--version', 'extra'],
    ['-v', '--json', 'list'],
  ])('%s %s: a word more is refused, naming it', (...args) => {
    const r = runCli(args, { env: { PROJECT_MEMORY_LANG: 'en' } });
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toContain(`--version takes nothing but --json; "${args.at(-1)}" is one too many`);
  });

  it('a `--` before the command ends options, of which there are none', () => {
    expect(runCli(['--', '--version']).stdout).toBe(runCli(['--version']).stdout);
    const r = runCli(['--', 'help', 'list'], { env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(runCli(['help', 'list'], { env: { PROJECT_MEMORY_LANG: 'en' } }).stdout);
  });

  it('help takes --json as no topic: the text is its only form', () => {
    const en = { env: { PROJECT_MEMORY_LANG: 'en' } };
    for (const args of [
      ['help', '--json'],
      ['--help', '--json'],
      ['help', 'list', '--json'],
    ]) {
      const r = runCli(args, en);
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe(
        runCli(
          args.filter((word) => word !== '--json'),
          en,
        ).stdout,
      );
    }
  });
});

describe('mistakes point to the way out', () => {
  it.each([
    ['en', { PROJECT_MEMORY_LANG: 'en' }, 'unknown command "frobnicate"'],
    ['ko', {}, '알 수 없는 명령 "frobnicate"'],
  ])('an unknown command exits 1 and lists the commands (%s)', (_lang, env, message) => {
    const r = runCli(['frobnicate'], { env });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain(COMMAND_NAMES.join(', '));
    expect(r.stderr).toContain(`${SELF} --help`);
  });

  it.each([
    ['en', 'en', ['lsit'], 'unknown command "lsit" (did you mean "list"?). Commands:'],
    ['ko', 'ko', ['lsit'], '알 수 없는 명령 "lsit" (혹시 "list"인가요?). 명령:'],
    ['en', 'en', ['list', '--jsno'], 'unknown option --jsno (did you mean --json?)'],
    ['ko', 'ko', ['list', '--jsno'], '알 수 없는 옵션: --jsno (혹시 --json인가요?)'],
    ['en', 'en', ['doctor', '--client', 'claud'], '--client must be one of claude, codex, gemini (got "claud"; did you mean claude?)'],
    ['ko', 'ko', ['doctor', '--client', 'claud'], '(받은 값: "claud". 혹시 claude인가요?)'],
    ['en', 'en', ['sav', '--hepl'], 'unknown command "sav" (did you mean "save"?)'],
    ['en', 'en', ['lint', '--jsno=1'], 'unknown option --jsno=1 (did you mean --json?)'],
    ['en', 'en', ['save', '--scope', 'globl', '--title', 't', '--description', 'd', '--body', 'b'], '(got "globl"; did you mean global?)'],
    ['ko', 'ko', ['save', '--scope', 'projct', '--title', 't', '--description', 'd', '--body', 'b'], '(받은 값: "projct". 혹시 project인가요?)'],
  ])('a near miss names what it was most likely meant as (%s: %j)', (_lang, lang, args, message) => {
    const r = runCli(args as string[], { env: { PROJECT_MEMORY_LANG: lang as string } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(message);
  });

  it.each([
    ['en', ['--dir', '/tmp/x y', 'list'], `--dir is an option, and options come after the command: ${SELF} list --dir '/tmp/x y'`],
    ['en', ['--json', 'list', '--all'], `--json is an option, and options come after the command: ${SELF} list --json --all`],
    ['en', ['--json'], '--json is an option, and options come after the command: project-memory COMMAND --json …, COMMAND one of install,'],
    ['ko', ['--dir', '/tmp/x', 'list'], `--dir는 옵션이고, 옵션은 명령 뒤에 씁니다: ${SELF} list --dir /tmp/x`],
    // one command takes it: that command, the option after it
    ['en', ['--all'], `--all is an option, and options come after the command: ${SELF} list --all`],
    ['en', ['--here'], `--here is an option, and options come after the command: ${SELF} key --here`],
    // the word after an option that takes a value is that value, even one that names a command
    ['en', ['--title', 'list', 'save'], `--title is an option, and options come after the command: ${SELF} save --title list`],
  ])('an option before the command says options come after it, with the command reordered (%s: %j)', (lang, args, message) => {
    const r = runCli(args, { env: { PROJECT_MEMORY_LANG: lang } });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toContain('unknown command');
  });

  it.each([
    ['en', ['--foo'], 'unknown option --foo: no command takes it. See'],
    ['en', ['--jsno'], 'unknown option --jsno (did you mean --json?): no command takes it'],
    ['en', ['-x'], 'unknown option -x: no command takes it'],
    ['ko', ['--jsno'], '알 수 없는 옵션: --jsno (혹시 --json인가요?). 이 옵션을 받는 명령이 없습니다'],
    // before a command that does not take it: moved after the command, it would fail all the same
    ['en', ['--jsno', 'doctor'], `unknown option --jsno (did you mean --json?)\nSee ${SELF} doctor --help.`],
    ['en', ['--all', 'doctor'], `unknown option --all\nSee ${SELF} doctor --help.`],
    // a language asked for as an option: where it is set instead
    ['en', ['--lang', 'en', 'list'], 'unknown option --lang (the language is set by PROJECT_MEMORY_LANG=ko|en, or by "lang" in the workspace config'],
    ['en', ['--language'], 'unknown option --language (the language is set by PROJECT_MEMORY_LANG=ko|en'],
    ['en', ['list', '--locale=en'], 'unknown option --locale=en (the language is set by PROJECT_MEMORY_LANG=ko|en'],
    [
      'ko',
      ['--lang', 'en', 'list'],
      `알 수 없는 옵션: --lang (언어는 PROJECT_MEMORY_LANG=ko|en 또는 작업 공간 설정 .ai-core/project-memory.json의 "lang"으로 정합니다)\n도움말: ${SELF} list --help`,
    ],
  ])('an option no command takes, with no command, is an unknown option, not one to move after a command (%s: %j)', (lang, args, message) => {
    const r = runCli(args, { env: { PROJECT_MEMORY_LANG: lang } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toContain('COMMAND');
    expect(r.stderr).not.toContain('come after the command');
  });

  it('a far miss guesses nothing', () => {
    for (const args of [['frobnicate'], ['list', '--bogus'], ['doctor', '--client', 'vim']]) {
      const r = runCli(args, { env: { PROJECT_MEMORY_LANG: 'en' } });
      expect(r.code).toBe(1);
      expect(r.stderr).not.toContain('did you mean');
    }
  });

  it('help for an unknown command exits 1 and lists the commands', () => {
    const r = runCli(['help', 'frobnicate'], { env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`Commands: ${COMMAND_NAMES.join(', ')}`);
  });

  it.each([
    ['en', { PROJECT_MEMORY_LANG: 'en' }, 'help takes one COMMAND; "x" is one too many', `See ${SELF} --help.`],
    ['ko', {}, 'help는 COMMAND를 하나만 받습니다. 남는 인자: "x"', `도움말: ${SELF} --help`],
  ])('help with a word after the command refuses it, as verify a b does (%s)', (_lang, env, message, pointer) => {
    for (const args of [
      ['help', 'verify', 'x'],
      ['help', 'save', 'x', 'y'],
    ]) {
      const r = runCli(args, { env });
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`project-memory help: ${message}\n${pointer}\n`);
    }
    // the pointer runs as printed: the top-level usage, which names `help <command>`
    const usage = runCli(['--help'], { env });
    expect(usage.code).toBe(0);
    expect(usage.stdout).toMatch(/(?:project-memory|cli\.cjs) help <command>/);
  });

  it.each(LANGS)('key --help names exactly the commands that take --project, as their own --help does (%j)', (l) => {
    const taking = COMMAND_NAMES.filter((command) => runCli([command, '--help'], { env: l.env }).stdout.includes('--project KEY'));
    const line = /PROJECT_MEMORY_PROJECT \((.*)\)/.exec(runCli(['key', '--help'], { env: l.env }).stdout)?.[1] ?? '';
    const named = line.match(/\b[a-z]+\b/g)?.filter((word) => (COMMAND_NAMES as readonly string[]).includes(word)) ?? [];
    expect([...named].sort()).toEqual([...taking].sort());
  });

  it('help with --help after the command still gives that help, as save --bogus --help does', () => {
    const r = runCli(['help', 'verify', 'x', '--help'], { env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(runCli(['verify', '--help'], { env: { PROJECT_MEMORY_LANG: 'en' } }).stdout);
  });

  it.each([
    ['en', { PROJECT_MEMORY_LANG: 'en' }, ['list', '--bogus'], 'unknown option --bogus', `See ${SELF} list --help.`],
    ['ko', {}, ['list', '--bogus'], '알 수 없는 옵션: --bogus', `도움말: ${SELF} list --help`],
    ['en', { PROJECT_MEMORY_LANG: 'en' }, ['search', 'x', '--limit'], '--limit needs a value', `See ${SELF} search --help.`],
    ['ko', {}, ['search', 'x', '--limit'], '--limit: 뒤에 값을 주세요', `${SELF} search --help`],
    ['en', { PROJECT_MEMORY_LANG: 'en' }, ['lint', '--json=yes'], '--json takes no value', `See ${SELF} lint --help.`],
    [
      'en',
      { PROJECT_MEMORY_LANG: 'en' },
      ['save', '--scope', 'global', '--title', '--description', 'd'],
      '--title needs a value after it; a value that starts with - is joined to it with =, as in --title=VALUE',
      `See ${SELF} save --help.`,
    ],
    ['ko', {}, ['context', '--window', '-x'], '--window: 뒤에 값을 주세요. -로 시작하는 값은 =로 붙여 씁니다. 예: --window=VALUE', `${SELF} context --help`],
    // a negative number can be no option: the flag's own check says what it takes
    ['ko', {}, ['context', '--window', '-5'], '--window: 0보다 큰 정수(토큰 수)여야 합니다. 예: --window 200000 (받은 값: "-5")', `${SELF} context --help`],
    // the example fits every flag: --dir=-1 was given for a folder
    ['en', { PROJECT_MEMORY_LANG: 'en' }, ['list', '--dir', '--json'], 'joined to it with =, as in --dir=VALUE', `See ${SELF} list --help.`],
    ['ko', {}, ['doctor', 'extra'], '예상하지 못한 인자 "extra"', `${SELF} doctor --help`],
  ])('a usage error exits 1 and points to --help (%s: %j)', (_lang, env, args, message, pointer) => {
    const r = runCli(args, { env });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
    expect(r.stderr.trimEnd().split('\n').at(-1)).toContain(pointer);
  });
});
