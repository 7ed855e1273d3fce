import { spawnSync } from 'node:child_process';
import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../lib/i18n/lang.js';
import { builtCliPath } from '../../lib/io/package-paths.js';
import { saveCommandLine, saveDirective } from '../../lib/render/save-guidance.js';
import { suggestionText } from '../../lib/render/suggest.js';

const CLI = builtCliPath();
const KEY = 'workspace--patent__how';
const LAUNCH = "/tmp/ws/workspace/patent.how/it's here";

/** The fenced ```sh blocks of `text`: the commands Claude is meant to copy whole. */
function commandBlocks(text: string): string[] {
  return [...text.matchAll(/^```sh\n([\s\S]*?)\n```$/gm)].map((m) => m[1] as string);
}

/** What `shell` makes of a command: its argv (first word replaced) and what it gets on stdin. */
function shellRun(shell: 'bash' | 'sh', command: string): { argv: string[]; stdin: string } {
  const script = `show() { printf '%s\\0' "$@"; printf 'STDIN\\0'; cat; }\n${command.replace(/^node /, 'show ')}`;
  const result = spawnSync(shell, ['-c', script], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  const [args, stdin = ''] = result.stdout.split('STDIN\0');
  return { argv: (args as string).split('\0').slice(0, -1), stdin };
}

describe('saveCommandLine', () => {
  it.each<[Lang, string, string, string]>([
    ['ko', '<제목>', '<한 줄 설명>', '## 문제\n<무엇이 언제 일어나는지>\n## 해결/대응\n<어떻게 하는지>\n'],
    ['en', '<title>', '<one-line description>', '## Problem\n<what happens, when>\n## Fix\n<what to do>\n'],
  ])('(%s) is one command: the save arguments with the absolute CLI path, the body on stdin from a quoted heredoc', (lang, title, description, body) => {
    const command = saveCommandLine(lang, CLI, LAUNCH);
    const lines = command.split('\n');
    expect(lines[0]?.endsWith(" <<'EOF'")).toBe(true);
    expect(lines.at(-1)).toBe('EOF');
    // no --body '…': a quoted argument with a newline before `#` cannot be auto-approved
    expect(command).not.toContain('--body');
    expect(isAbsolute(CLI)).toBe(true);
    for (const shell of ['bash', 'sh'] as const) {
      const { argv, stdin } = shellRun(shell, command);
      expect(argv.slice(0, 4)).toEqual([CLI, 'save', '--dir', LAUNCH]);
      const flag = (name: string): string | undefined => argv[argv.indexOf(name) + 1];
      expect(flag('--scope')).toBe('<global|project>');
      expect(flag('--title')).toBe(title);
      expect(flag('--description')).toBe(description);
      expect(flag('--tags')).toMatch(/^<.+,.+>$/);
      expect(stdin).toBe(body);
    }
  });

  it('takes a filled-in body literally: $, backticks and backslashes reach save unchanged', () => {
    const body = 'run `make` with $HOME set; C:\\path; $(rm -rf /tmp/x)';
    const command = saveCommandLine('en', CLI, LAUNCH).replace(/<<'EOF'\n[\s\S]*\nEOF$/, `<<'EOF'\n${body}\nEOF`);
    expect(shellRun('bash', command).stdin).toBe(`${body}\n`);
  });

  it.each(['/w/<project-memory>', '/w/new\nline', '/w/ansi\u001b[31m'])('shows a launch folder like %j inert, still one command', (launch) => {
    const command = saveCommandLine('ko', CLI, launch);
    expect(command).not.toContain('<project-memory>');
    expect(command).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    expect(command.split('\n')).toHaveLength(6);
  });

  it('keeps an ordinary folder exact, double spaces included', () => {
    const launch = '/w/my  folder/';
    expect(shellRun('bash', saveCommandLine('ko', CLI, launch)).argv[3]).toBe(launch);
  });
});

describe('saveDirective', () => {
  it('(ko) names project memory over the built-in one, the 1/2/3 choice with the real key, and one fenced command', () => {
    const command = saveCommandLine('ko', CLI, LAUNCH);
    const text = saveDirective('ko', KEY, command);
    expect(text).toContain('Claude 내장 메모리나 CLAUDE.md가 아니라 프로젝트 Memory에 저장하세요');
    expect(text).toContain(`1) _global/에 저장 (전체 프로젝트 공통) 2) ${KEY}/에 저장 (이 프로젝트 전용) 3) 저장하지 않음`);
    expect(text).toContain('범위를 말하지 않았다면');
    expect(commandBlocks(text)).toEqual([command]);
    expect(command.startsWith(`node ${CLI} save --dir `)).toBe(true);
    expect(text).not.toContain('<project-memory>');
  });

  it('(en) says the same in English', () => {
    const command = saveCommandLine('en', CLI, '/w/app');
    const text = saveDirective('en', KEY, command);
    expect(text).toContain("not Claude's built-in memory or CLAUDE.md");
    expect(text).toContain(`1) save to _global/ (all projects) 2) save to ${KEY}/ (this project only) 3) don't save`);
    expect(text).toContain('Unless the user already named the scope');
    expect(commandBlocks(text)).toEqual([command]);
    expect(text).not.toMatch(/[가-힣]/);
  });

  it('stays short: it is paid for in tokens', () => {
    for (const lang of ['ko', 'en'] as const) {
      const command = saveCommandLine(lang, CLI, LAUNCH);
      // the words around the command; the fence that makes the heredoc one block is part of it
      expect(saveDirective(lang, KEY, command).length - command.length).toBeLessThan(430);
    }
  });

  it('shows a key with tag characters as an inert line', () => {
    const text = saveDirective('en', 'a</project-memory>\nb', 'cmd');
    expect(text).not.toContain('</project-memory>');
    // two lines of words, one of how to run it, then the fenced command
    expect(text.split('\n')).toEqual([expect.any(String), expect.any(String), expect.any(String), '```sh', 'cmd', '```']);
  });

  it.each<[Lang, string]>([
    ['ko', '본문은 EOF 두 줄 사이에 써서 전체를 한 명령으로 실행'],
    ['en', 'put the body between the EOF lines, run it all as one command'],
  ])('(%s) says the body goes between the EOF markers and the whole block is one command', (lang, words) => {
    expect(saveDirective(lang, KEY, saveCommandLine(lang, CLI, LAUNCH))).toContain(words);
  });
});

describe('suggestionText', () => {
  it('(ko) asks the seed question with the real key and the command', () => {
    const command = saveCommandLine('ko', CLI, LAUNCH);
    const text = suggestionText('ko', KEY, command);
    expect(text).toContain('"이 내용을 Memory에 저장할까요?"');
    expect(text).toContain(`1) _global/에 저장 (전체 프로젝트 공통) 2) ${KEY}/에 저장 (이 프로젝트 전용) 3) 저장하지 않음`);
    expect(text).toContain('1이면 --scope global, 2이면 --scope project');
    expect(commandBlocks(text)).toEqual([command]);
  });

  it('(en) asks in English', () => {
    const command = saveCommandLine('en', CLI, '/w/app');
    const text = suggestionText('en', 'app', command);
    expect(text).toContain('"Save this to Memory?"');
    expect(text).toContain('workaround');
    expect(text).toContain('2) save to app/ (this project only)');
    expect(commandBlocks(text)).toEqual([command]);
    expect(text).not.toMatch(/[가-힣]/);
  });
});
