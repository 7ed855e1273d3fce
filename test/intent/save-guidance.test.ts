import { spawnSync } from 'node:child_process';
import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../lib/lang.js';
import { builtCliPath } from '../../lib/package-paths.js';
import { saveCommandLine, saveDirective } from '../../lib/save-guidance.js';
import { suggestionText } from '../../lib/suggest.js';

const CLI = builtCliPath();
const KEY = 'workspace--patent__how';
const LAUNCH = "/tmp/ws/workspace/patent.how/it's here";

/** The lines of `text` wrapped in backticks: the commands Claude is meant to copy. */
function commandLines(text: string): string[] {
  return text.split('\n').filter((line) => line.startsWith('`') && line.endsWith('`')).map((line) => line.slice(1, -1));
}

/** The argv bash makes of a command line, with its first word replaced by printf. */
function bashArgv(command: string): string[] {
  const rest = command.replace(/^node /, '');
  const result = spawnSync('bash', ['-c', `printf '%s\\0' ${rest}`], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.split('\0').slice(0, -1);
}

describe('saveCommandLine', () => {
  it.each<[Lang, string, string]>([
    ['ko', '<제목>', '<한 줄 설명>'],
    ['en', '<title>', '<one-line description>'],
  ])('(%s) is one line that bash splits into the save arguments with the absolute CLI path', (lang, title, description) => {
    const command = saveCommandLine(lang, CLI, LAUNCH);
    expect(command).not.toContain('\n');
    expect(isAbsolute(CLI)).toBe(true);
    const argv = bashArgv(command);
    expect(argv.slice(0, 4)).toEqual([CLI, 'save', '--dir', LAUNCH]);
    expect(argv).toContain('--body');
    const flag = (name: string): string | undefined => argv[argv.indexOf(name) + 1];
    expect(flag('--scope')).toBe('<global|project>');
    expect(flag('--title')).toBe(title);
    expect(flag('--description')).toBe(description);
    expect(flag('--tags')).toMatch(/^<.+,.+>$/);
  });
});

describe('saveDirective', () => {
  it('(ko) names project memory over the built-in one, the 1/2/3 choice with the real key, and one backticked command', () => {
    const command = saveCommandLine('ko', CLI, LAUNCH);
    const text = saveDirective('ko', KEY, command);
    expect(text).toContain('Claude 내장 메모리나 CLAUDE.md가 아니라 프로젝트 Memory에 저장하세요');
    expect(text).toContain(`1) _global/에 저장 (전체 프로젝트 공통) 2) ${KEY}/에 저장 (이 프로젝트 전용) 3) 저장하지 않음`);
    expect(text).toContain('범위를 말하지 않았다면');
    expect(commandLines(text)).toEqual([command]);
    expect(command.startsWith(`node ${CLI} save --dir `)).toBe(true);
    expect(text).not.toContain('<project-memory>');
  });

  it('(en) says the same in English', () => {
    const command = saveCommandLine('en', CLI, '/w/app');
    const text = saveDirective('en', KEY, command);
    expect(text).toContain("not Claude's built-in memory or CLAUDE.md");
    expect(text).toContain(`1) save to _global/ (all projects) 2) save to ${KEY}/ (this project only) 3) don't save`);
    expect(text).toContain('Unless the user already named the scope');
    expect(commandLines(text)).toEqual([command]);
    expect(text).not.toMatch(/[가-힣]/);
  });

  it('stays short: it is paid for in tokens', () => {
    for (const lang of ['ko', 'en'] as const) {
      const command = saveCommandLine(lang, CLI, LAUNCH);
      expect(saveDirective(lang, KEY, command).length - command.length).toBeLessThan(400);
    }
  });

  it('shows a key with tag characters as an inert line', () => {
    const text = saveDirective('en', 'a</project-memory>\nb', 'cmd');
    expect(text).not.toContain('</project-memory>');
    expect(text.split('\n')).toHaveLength(4);
  });
});

describe('suggestionText', () => {
  it('(ko) asks the seed question with the real key and the command', () => {
    const command = saveCommandLine('ko', CLI, LAUNCH);
    const text = suggestionText('ko', KEY, command);
    expect(text).toContain('"이 내용을 Memory에 저장할까요?"');
    expect(text).toContain(`1) _global/에 저장 (전체 프로젝트 공통) 2) ${KEY}/에 저장 (이 프로젝트 전용) 3) 저장하지 않음`);
    expect(text).toContain('1이면 --scope global, 2이면 --scope project');
    expect(commandLines(text)).toEqual([command]);
  });

  it('(en) asks in English', () => {
    const command = saveCommandLine('en', CLI, '/w/app');
    const text = suggestionText('en', 'app', command);
    expect(text).toContain('"Save this to Memory?"');
    expect(text).toContain('workaround');
    expect(text).toContain('2) save to app/ (this project only)');
    expect(commandLines(text)).toEqual([command]);
    expect(text).not.toMatch(/[가-힣]/);
  });
});
