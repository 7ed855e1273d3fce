// A word too many on the command line, as the built CLI answers it: each command that
// takes positionals says how many it takes, one without says it takes only --options,
// in both languages, exit 1 and nothing on stdout.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedWorkspace, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const PROJECT = 'ws/workspace/patent.how';

describe('an extra argument names the command and what it takes', () => {
  it.each([
    [['verify', 'a', 'b'], 'verify takes one NAME; "b" is one too many', 'verify는 NAME을 하나만 받습니다. 남는 인자: "b"'],
    [['key', 'show', 'x'], 'key show takes no argument; "x" is one too many', 'key show는 인자를 받지 않습니다. 남는 인자: "x"'],
    [['key', 'pin', 'a', 'b'], 'key pin takes at most one KEY; "b" is one too many', 'key pin은 KEY를 하나까지만 받습니다. 남는 인자: "b"'],
    [['key', 'move', 'a', 'b', 'c'], 'key move takes OLD and at most one NEW; "c" is one too many', 'key move는 OLD와 NEW 하나까지만 받습니다. 남는 인자: "c"'],
    [['import', 'cursor', 'a', 'b'], 'import takes SOURCE and at most one PATH', 'import는 SOURCE와 PATH 하나까지만 받습니다'],
    [['list', 'foo'], 'unexpected argument "foo": list takes only --options', '예상하지 못한 인자 "foo": list 명령은 --옵션만 받습니다'],
    [['stats', 'foo'], 'unexpected argument "foo": stats takes only --options', '예상하지 못한 인자 "foo": stats 명령은 --옵션만 받습니다'],
  ])('%j', (args, en, ko) => {
    const tmp = seedWorkspace();
    const dir = join(tmp, PROJECT);
    for (const [lang, text] of [
      ['en', en],
      ['ko', ko],
    ] as const) {
      const r = runCli([...args, '--dir', dir], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: lang } });
      expect(r.code, r.stderr).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(text);
      // a command with a positional never says it takes only options
      if (args[0] !== 'list' && args[0] !== 'stats') expect(r.stderr).not.toMatch(/only --options|--옵션만/);
    }
  });

  it('search takes any number of words: they are one query', () => {
    const tmp = seedWorkspace();
    const r = runCli(['search', 'docker', 'branch', 'switch', '--dir', join(tmp, PROJECT), '--json'], { env: { HOME: tempTree() } });
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as Array<{ name: string }>)[0]?.name).toBe('docker-branch-switch-danger');
  });
});

describe('install and uninstall say what they did in plain past tense', () => {
  it.each([
    [
      'en',
      /^ {2}added 8 hooks: UserPromptSubmit, SessionStart, PostToolUse, PreToolUse ×3, PreCompact, SubagentStart$/m,
      /^ {2}set autoMemoryEnabled: false$/m,
      /^ {2}removed 8 hooks: UserPromptSubmit, /m,
      /^ {2}removed autoMemoryEnabled$/m,
    ],
    [
      'ko',
      /^ {2}hook 8개 추가함: UserPromptSubmit, SessionStart, PostToolUse, PreToolUse ×3, PreCompact, SubagentStart$/m,
      /^ {2}autoMemoryEnabled 설정함: false$/m,
      /^ {2}hook 8개 제거함: UserPromptSubmit, /m,
      /^ {2}autoMemoryEnabled 설정 제거함$/m,
    ],
  ] as const)('%s', (lang, addedHook, setKey, removedHook, removedKey) => {
    const ws = tempTree({ 'ws/': '' });
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: lang };
    const installed = runCli(['install', '--dir', join(ws, 'ws')], { env });
    expect(installed.code, installed.stderr).toBe(0);
    expect(installed.stdout).toMatch(addedHook);
    expect(installed.stdout).toMatch(setKey);
    expect(installed.stdout).not.toMatch(/\bdid\b|한 일/);
    // the commands are in the settings file, and in --dry-run and --json: not in these lines
    expect(installed.stdout).not.toContain('NODE_OPTIONS=');
    const removed = runCli(['uninstall', '--dir', join(ws, 'ws')], { env });
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toMatch(removedHook);
    expect(removed.stdout).toMatch(removedKey);
    expect(removed.stdout).not.toMatch(/\bdid\b|한 일/);
  });

  it('--json keeps its change lines as they were, for scripts', () => {
    const ws = tempTree({ 'ws/': '' });
    const r = runCli(['install', '--dir', join(ws, 'ws'), '--json'], { env: { HOME: tempTree() } });
    expect((JSON.parse(r.stdout) as { changes: string[] }).changes).toContain('set autoMemoryEnabled: false');
  });
});

describe('a memory folder made on the spot names the folder looked from', () => {
  it.each([
    ['en', (dir: string) => `neither ${dir} nor any folder above it has .ai-core/: created the memory folder`],
    ['ko', (dir: string) => `${dir}에도, 그 위 어느 폴더에도 .ai-core/가 없어 memory 폴더를 만들었습니다`],
  ] as const)('save without --dir (%s)', (lang, said) => {
    const dir = tempTree({ 'notes/': '' });
    const cwd = join(dir, 'notes');
    const r = runCli(['save', '--scope', 'global', '--title', 'PDF output', '--description', 'PDF only', '--body', 'x'], {
      env: { HOME: tempTree(), PROJECT_MEMORY_LANG: lang },
      cwd,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(said(cwd));
    expect(r.stderr).not.toContain('--dir');
  });

  it('import without --write says it would create it, naming the folder', () => {
    const dir = tempTree({ 'p/.cursor/rules/a.mdc': '# A rule\nbody\n' });
    const cwd = join(dir, 'p');
    const r = runCli(['import', 'cursor'], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' }, cwd });
    expect(r.stderr).toContain(`neither ${cwd} nor any folder above it has .ai-core/: --write will create the memory folder`);
  });
});

describe('an empty value where a path goes (a variable that was never set)', () => {
  it.each([
    [['list', '--dir', ''], '--dir "" is not a folder'],
    [['save', '--dir', '', '--scope', 'project', '--title', 'Empty dir', '--description', 'where does it go', '--body', 'x'], '--dir "" is not a folder'],
    [['save', '--scope', 'project', '--title', 'Empty file', '--description', 'no body file', '--body-file', ''], '--body-file "": no such file'],
  ])('%j is refused, and nothing is written in the current folder', (args, said) => {
    const tmp = seedWorkspace();
    const dir = join(tmp, PROJECT);
    const before = readdirSync(join(tmp, 'ws', '.ai-core', 'data', 'memory')).sort();
    const r = runCli(args, { cwd: dir, env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(said);
    expect(readdirSync(join(tmp, 'ws', '.ai-core', 'data', 'memory')).sort()).toEqual(before);
  });
});
