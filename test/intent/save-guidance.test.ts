import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopeAnswer, scopeName } from '../../lib/hook/intent.js';
import type { Lang } from '../../lib/i18n/lang.js';
import { builtCliPath } from '../../lib/io/package-paths.js';
import { forgetDirective, saveCommandLine, saveDirective, scopePicked, suggestionText } from '../../lib/render/save-guidance.js';
import { tempTree } from '../support/fixtures.js';

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
    expect(lines[0]?.endsWith(" <<'MEMORY_EOF'")).toBe(true);
    expect(lines.at(-1)).toBe('MEMORY_EOF');
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
    const command = saveCommandLine('en', CLI, LAUNCH).replace(/<<'MEMORY_EOF'\n[\s\S]*\nMEMORY_EOF$/, `<<'MEMORY_EOF'\n${body}\nMEMORY_EOF`);
    expect(shellRun('bash', command).stdin).toBe(`${body}\n`);
  });

  it('takes a body that shows a heredoc of its own (an EOF line) whole, and runs none of it', () => {
    const ran = join(tempTree(), 'ran');
    const body = `## Fix\nwrite the config with a heredoc:\ncat <<EOF > app.conf\nport=8443\nEOF\necho ran > ${ran}`;
    // whatever the marker is, the body goes between its two lines
    const command = saveCommandLine('en', CLI, LAUNCH).replace(/<<'(\w+)'\n[\s\S]*\n\1$/, (_, marker: string) => `<<'${marker}'\n${body}\n${marker}`);
    expect(command).toContain(body);
    for (const shell of ['bash', 'sh'] as const) expect(shellRun(shell, command).stdin).toBe(`${body}\n`);
    expect(existsSync(ran)).toBe(false);
  });

  it("takes a title and description with a ' in them, written as the guidance says ('\\''), as given", () => {
    const command = saveCommandLine('en', CLI, LAUNCH)
      .replace("'<title>'", `'${"Don't deploy on Fridays".replaceAll("'", "'\\''")}'`)
      .replace("'<one-line description>'", `'${"the train's frozen".replaceAll("'", "'\\''")}'`);
    for (const shell of ['bash', 'sh'] as const) {
      const { argv } = shellRun(shell, command);
      expect(argv[argv.indexOf('--title') + 1]).toBe("Don't deploy on Fridays");
      expect(argv[argv.indexOf('--description') + 1]).toBe("the train's frozen");
    }
    for (const lang of ['en', 'ko'] as const) expect(saveDirective(lang, KEY, saveCommandLine(lang, CLI, LAUNCH))).toContain("'\\''");
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
    expect(text).toContain('다른 곳을 말하지 않았다면 Claude 내장 메모리나 CLAUDE.md가 아니라 프로젝트 memory에 저장하세요');
    expect(text).toContain(`1) _global (이 작업 공간의 모든 프로젝트) 2) ${KEY} (이 프로젝트) 3) 저장 안 함`);
    expect(text).toContain('범위를 말하지 않았다면');
    expect(commandBlocks(text)).toEqual([command]);
    expect(command.startsWith(`node ${CLI} save --dir `)).toBe(true);
    expect(text).not.toContain('<project-memory>');
  });

  it('(en) says the same in English', () => {
    const command = saveCommandLine('en', CLI, '/w/app');
    const text = saveDirective('en', KEY, command);
    expect(text).toContain("not Claude's built-in memory or CLAUDE.md");
    expect(text).toContain(`1) _global (all projects in this workspace) 2) ${KEY} (this project) 3) don't save`);
    expect(text).toContain('If they named no scope, ask first');
    // a user who said where ("remember this in CLAUDE.md") is not overruled
    expect(text).toContain('Unless they named another place, save it to the project memory');
    expect(commandBlocks(text)).toEqual([command]);
    expect(text).not.toMatch(/[가-힣]/);
  });

  it('stays short: it is paid for in tokens', () => {
    for (const lang of ['ko', 'en'] as const) {
      const command = saveCommandLine(lang, CLI, LAUNCH);
      // the words around the command; the fence that makes the heredoc one block is part of it,
      // and how to write a ' inside the quotes of the title and description (a title with one broke the command),
      // the line that lets a request for code that remembers pass (폼이 … 값을 기억해 줘) or one for
      // this conversation alone (테스트 돌리는 거 기억해), and that the command waits for the user's
      // answer while the rest of the request goes on
      expect(saveDirective(lang, KEY, command).length - command.length).toBeLessThan(635);
    }
  });

  it('shows a key with tag characters as an inert line', () => {
    const text = saveDirective('en', 'a</project-memory>\nb', 'cmd');
    expect(text).not.toContain('</project-memory>');
    // three lines of words, one of how to run it, then the fenced command
    expect(text.split('\n')).toEqual([expect.any(String), expect.any(String), expect.any(String), expect.any(String), '```sh', 'cmd', '```']);
  });

  it.each<[Lang, string]>([
    ['ko', "'…' 인자 안의 작은따옴표는 '\\''로 바꾸고, 본문은 MEMORY_EOF 두 줄 사이에 그대로 써서 아래 명령을 Bash 한 번으로 실행하세요"],
    ['en', "inside '…' arguments write each ' as '\\''; the body goes as is between the MEMORY_EOF lines. Run it as one Bash call"],
  ])(
    "(%s) says the body goes between the EOF markers as it is (the quoted heredoc keeps a written '\\'' as typed) and the whole block is one command",
    (lang, words) => {
      expect(saveDirective(lang, KEY, saveCommandLine(lang, CLI, LAUNCH))).toContain(words);
    },
  );
});

describe('suggestionText', () => {
  it.each<[Lang, string, string]>([
    ['ko', '"이 내용을 memory에 저장할까요?"', `1) _global (이 작업 공간의 모든 프로젝트) 2) ${KEY} (이 프로젝트) 3) 저장 안 함`],
    ['en', '"Save this to memory?"', `1) _global (all projects in this workspace) 2) ${KEY} (this project) 3) don't save`],
  ])('(%s) asks the seed question with the real key, in at most 270 characters and no command', (lang, question, choices) => {
    const text = suggestionText(lang, KEY);
    expect(text).toContain(question);
    expect(text).toContain(choices);
    expect(commandBlocks(text)).toEqual([]);
    // the fact in a line of its own before the question: the user sees what "this" is
    expect(text.length).toBeLessThanOrEqual(270);
    if (lang === 'en') expect(text).not.toMatch(/[가-힣]/);
  });
});

describe('without a project key (the root of a workspace of several projects)', () => {
  it.each<[Lang, string, string]>([
    ['ko', '1) _global (이 작업 공간의 모든 프로젝트) 2) 저장 안 함', '(이 프로젝트)'],
    ['en', "1) _global (all projects in this workspace) 2) don't save", '(this project)'],
  ])('(%s) offers only the choices that work, and its command is already global', (lang, choices, thisProject) => {
    const suggestion = suggestionText(lang, undefined);
    expect(suggestion).toContain(choices);
    expect(suggestion).not.toContain(thisProject);
    const command = saveCommandLine(lang, CLI, LAUNCH, 'global');
    const directive = saveDirective(lang, undefined, command);
    expect(directive).toContain(choices);
    expect(directive).not.toContain(thisProject);
    // no "on 2 use --scope project": the only scope there is, is in the command
    expect(directive).not.toContain('--scope project');
    expect(commandBlocks(directive)).toEqual([command]);
    expect(shellRun('bash', command).argv.slice(4, 6)).toEqual(['--scope', 'global']);
    // no longer than what it replaces: it rides on every first prompt at such a root
    expect(suggestion.length).toBeLessThan(suggestionText(lang, KEY).length);
    expect(directive.length - command.length).toBeLessThan(saveDirective(lang, KEY, command).length - command.length);
  });
});

describe('scopePicked', () => {
  it.each<[Lang, 1 | 2, string]>([
    ['ko', 1, 'global'],
    ['ko', 2, 'project'],
    ['en', 1, 'global'],
    ['en', 2, 'project'],
  ])('(%s, %i) gives the save command with --scope %s filled in', (lang, choice, scope) => {
    const text = scopePicked(lang, choice, KEY, CLI, LAUNCH);
    const [command] = commandBlocks(text);
    expect(command).toBe(saveCommandLine(lang, CLI, LAUNCH, scope as 'global' | 'project'));
    expect(shellRun('bash', command as string).argv.slice(4, 6)).toEqual(['--scope', scope]);
  });

  it.each([
    ['ko', '요청의 나머지도 평소대로 하세요.'],
    ['en', 'Do the rest of the prompt as usual.'],
  ] as const)('(%s) lets the rest of the prompt go on ("2, then rerun the tests"), sure or not', (lang, rest) => {
    for (const unsure of [false, true]) expect(scopePicked(lang, 2, KEY, CLI, LAUNCH, undefined, unsure)).toContain(rest);
  });
});

describe('forgetDirective', () => {
  it.each([
    ['ko', '<이름>', '사용자가 memory를 지워 달라고 했습니다'],
    ['en', '<name>', 'The user asked to delete a memory'],
  ] as const)('(%s) gives the forget command for the launch folder, one Bash call, the name to fill in', (lang, name, words) => {
    const text = forgetDirective(lang, CLI, LAUNCH);
    expect(text).toContain(words);
    const [command] = commandBlocks(text);
    expect(shellRun('bash', command as string).argv).toEqual([CLI, 'forget', name, '--dir', LAUNCH]);
  });

  it.each([
    ['ko', '--force를 붙이기 전에 사용자에게 물으세요'],
    ['en', 'ask the user before adding --force'],
  ] as const)('(%s) has the model ask before --force: forget refuses text never committed, and --force loses it for good', (lang, words) => {
    expect(forgetDirective(lang, CLI, LAUNCH)).toContain(words);
  });
});

describe('scopeName', () => {
  it.each([
    ['shop', 'shop'],
    ['yes, shop', 'shop'],
    ['save it to web-app', 'web-app'],
    ['continue', undefined],
    ['yes', undefined],
    ['ok', undefined],
    ['계속', undefined],
    ['fix the build', undefined],
    // a key in Hangul, and the particle and the verb an answer adds to it
    ['주문-api', '주문-api'],
    ['주문-api에', '주문-api'],
    ['shop으로 저장해 줘', 'shop'],
    // a particle comes off a key only after a letter of the key's own alphabet: 프로 and 마이크로 are names
    ['프로', '프로'],
    ['마이크로', '마이크로'],
  ])('%j → %s', (prompt, name) => {
    expect(scopeName(prompt)).toBe(name);
  });
});

describe('scopeAnswer', () => {
  it.each<[string, 1 | 2 | 3 | undefined]>([
    ['1', 1],
    ['2', 2],
    ['3', 3],
    [' 2 ', 2],
    ['1번', 1],
    ['2번으로 해줘', 2],
    ['1)', 1],
    ['2. this project', 2],
    ['2 please', 2],
    ['12', undefined],
    ['4', undefined],
    ['1.5 버전으로 올려줘', undefined],
    ['2024년 일정 정리해줘', undefined],
    ['0', undefined],
    ['', undefined],
    ['1 그리고 이 긴 문장은 질문에 대한 대답이 아니라 전혀 다른 새 작업을 설명하는 긴 요청입니다', undefined],
    // the number after a word of assent, or before a comma
    ['2, thanks', 2],
    ['option 2', 2],
    ['yes, 2', 2],
    ['(2)', 2],
    ['네 2번', 2],
    // in words, the whole prompt being the answer
    ['this project', 2],
    ['yes save it to this project', 2],
    ['프로젝트에 저장해', 2],
    ['이 프로젝트로', 2],
    ['save it to global', 1],
    ['_global please', 1],
    ['공통으로 저장해 주세요', 1],
    ["don't save", 3],
    ['don’t save', 3],
    ['no thanks', 3],
    ['저장 안 해', 3],
    // a prompt that only mentions a project, or says no to something else, answers nothing
    ['fix the project build', undefined],
    ['no, fix the bug', undefined],
    ['모든 프로젝트', 1],
    ['all projects', 1],
    ['2번이요', 2],
    ['2요', 2],
    ['1번요', 1],
    ['글로벌', 1],
    ['글로벌로 저장해 줘', 1],
    ['이 프로젝트에만', 2],
    ['현재 프로젝트', 2],
    ['2요일 일정', undefined],
    ['fix the build', undefined],
    ['No thanks.', 3],
    ['Do not save', 3],
    ['GLOBAL', 1],
    // a number that starts something else
    ['1 sec, checking the logs', undefined],
    ['1 more thing: also bump the version', undefined],
    ['2번 테스트 다시 돌려줘', undefined],
    ['1번 파일도 고쳐줘', undefined],
    ['2 tests still fail, look again', undefined],
    ['2번으로 저장해', 2],
    ['1, global please', 1],
    // the repository, as "this project"
    ['yes, for this repo', 2],
    ['this repository', 2],
    ['이 저장소에 저장해', 2],
    // the seed's own words, a verb after a scope, and a number said with 으로
    ['이 프로젝트 전용', 2],
    ['프로젝트 전용', 2],
    ['전체 프로젝트 공통', 1],
    ['전체 공통', 1],
    ['공통으로 해', 1],
    ['공통으로 해 줘', 1],
    ['전역으로 해 줘', 1],
    ['이 프로젝트로 해 줘', 2],
    ['1번으로', 1],
    ['2번으로', 2],
    ['1 번', 1],
    ['１', 1],
    ['２번', 2],
    // by place
    ['첫 번째', 1],
    ['두 번째로', 2],
    ['둘째 거', 2],
    ['the second one', 2],
    ['the first', 1],
    ['first one please', 1],
    ['first', undefined],
    ['second', undefined],
    ['첫 번째 테스트가 깨져', undefined],
    ['first, fix the build', undefined],
    // the number, then after a comma what else the user asks
    ['1번, 근데 제목은 스테이징 초기화로', 1],
    ['2번이요. 태그는 db', 2],
    ['1 please, then rerun the tests', 1],
    ['2, and then open the PR', 2],
    // a list of steps, or numbers that go on, is no answer
    ['1, 2, 3 단계로 나눠서 해 줘', undefined],
    ['2, 3 tests still fail', undefined],
    ['1, 2 and 3 all fail', undefined],
    ['3, 4 and 5 are flaky, can you look?', undefined],
    ['1, then 2) rerun', undefined],
    ['1. fix login\n2. add tests', undefined],
  ])('%j → %s', (prompt, answer) => {
    expect(scopeAnswer(prompt)?.pick).toBe(answer);
  });
});
