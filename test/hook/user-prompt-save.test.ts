import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOSE_TAG } from '../../lib/render/render-list.js';
import { MEMORY, memoryFile, seedWorkspace, tempTree } from '../support/fixtures.js';
import { CLI, contextOf, promptEvent, runHook } from '../support/processes.js';

const event = (cwd: string, prompt: string) => promptEvent(cwd, { prompt });

const DIRECTIVE_KO = '[project-memory] 사용자가 기억해 달라고 했습니다.';
const SUGGESTION_KO = '"이 내용을 memory에 저장할까요?"';

/** The part of the context after the list, and the fenced commands in it. */
function afterList(context: string): { tail: string; commands: string[] } {
  const end = context.indexOf(CLOSE_TAG);
  expect(end).toBeGreaterThan(0);
  const tail = context.slice(end + CLOSE_TAG.length);
  const commands = [...tail.matchAll(/^```sh\n([\s\S]*?)\n```$/gm)].map((m) => m[1] as string);
  return { tail, commands };
}

describe('the built UserPromptSubmit hook and saving', () => {
  it('adds the directive after the list when the prompt asks to remember, with the real key and CLI path', () => {
    const tmp = seedWorkspace();
    const launch = join(tmp, 'ws/workspace/patent.how');
    const context = contextOf(runHook(event(launch, '이거 기억해: 스테이징 DB는 매주 월요일 02시에 초기화된다'), { HOME: tempTree() }).stdout) as string;
    expect(context.startsWith('<project-memory>\n')).toBe(true);
    const { tail, commands } = afterList(context);
    expect(tail).toContain(DIRECTIVE_KO);
    expect(tail).toContain('2) workspace--patent__how (이 프로젝트)');
    expect(tail).toContain(SUGGESTION_KO);
    // one command line: the suggestion carries none
    expect(commands).toEqual([
      `node ${CLI} save --dir ${launch} --scope '<global|project>' --title '<제목>' --description '<한 줄 설명>' --tags '<태그1,태그2>' <<'MEMORY_EOF'\n` +
        '## 문제\n<무엇이 언제 일어나는지>\n## 해결/대응\n<어떻게 하는지>\nMEMORY_EOF',
    ]);
    expect(tail.indexOf(SUGGESTION_KO)).toBeLessThan(tail.indexOf(DIRECTIVE_KO));
    // the choices once: the directive points at the suggestion's instead of repeating them
    expect(tail.split('3) 저장 안 함')).toHaveLength(2);
    expect(tail).toContain('위의 선택지로 먼저 물으세요. 답에 따라 아래 명령을 실행하세요');
  });

  it.each([
    ['ko', '이거 기억해: 결제 API 키는 sk_live_51HxQbC2eZvKYlo2C9Zr8mQ1a 이다', '요청에 비밀값(키, 토큰, 비밀번호)이 있는 것 같습니다.'],
    ['en', 'remember this: the deploy token is ghp_abcdefghijabcdefghijabcdefghij012345', 'The request seems to hold a secret (a key, token or password)'],
  ])('warns in the directive (%s) when the request itself holds a likely secret, before the scope is asked; not otherwise', (lang, prompt, warning) => {
    const tmp = seedWorkspace();
    const launch = join(tmp, 'ws/workspace/patent.how');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: lang };
    const { tail } = afterList(contextOf(runHook(event(launch, prompt), env).stdout) as string);
    expect(tail).toContain(warning);
    expect(tail.indexOf(warning)).toBeLessThan(tail.indexOf('```sh'));
    const plain = contextOf(
      runHook(promptEvent(launch, { prompt: prompt.replace(/(sk_live|ghp)_\w+/, 'kept in the vault'), session_id: 'plain' }), env).stdout,
    );
    expect(plain).toContain('```sh');
    expect(plain).not.toContain(warning);
  });

  it('gives the forget command, and no save directive, for a request to delete a memory', () => {
    const tmp = seedWorkspace();
    const launch = join(tmp, 'ws/workspace/patent.how');
    const context = contextOf(runHook(event(launch, '그 chorus memory 지워 줘'), { HOME: tempTree() }).stdout) as string;
    const { tail, commands } = afterList(context);
    expect(tail).toContain('[project-memory] 사용자가 memory를 지워 달라고 했습니다.');
    expect(tail).not.toContain(DIRECTIVE_KO);
    expect(commands).toEqual([`node ${CLI} forget '<이름>' --dir ${launch}`]);
  });

  it('spells the choices out in the directive on a later prompt, which has no suggestion above it', () => {
    const tmp = seedWorkspace();
    const launch = join(tmp, 'ws/workspace/patent.how');
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const first = contextOf(runHook(promptEvent(launch, { prompt: 'what is the deploy order?', session_id: 'later-save' }), env).stdout) as string;
    expect(first).toContain('"Save this to memory?"');
    const later = contextOf(
      runHook(promptEvent(launch, { prompt: 'remember this: deploys wait for the 6 pm freeze', session_id: 'later-save' }), env).stdout,
    ) as string;
    expect(later).not.toContain('"Save this to memory?"');
    expect(later).toContain("ask first: 1) _global (all projects in this workspace) 2) workspace--patent__how (this project) 3) don't save.");
  });

  it('names the picked scope in words, said as a fact where the transcript shows the question, as an if where none tells', () => {
    const tmp = seedWorkspace();
    const launch = join(tmp, 'ws/workspace/patent.how');
    const env = { HOME: tempTree(), PROJECT_MEMORY_PROJECT: 'api' };
    const transcript = join(tempTree(), 't.jsonl');
    const turn = (prompt: string, transcriptPath: string) =>
      contextOf(runHook(promptEvent(launch, { prompt, session_id: 'picked-key', transcript_path: transcriptPath }), env).stdout) as string;
    turn('이거 기억해: 스테이징 DB는 매주 월요일 02시에 초기화된다', transcript);
    const reply = '이 내용을 memory에 저장할까요? 1) _global (이 작업 공간의 모든 프로젝트) 2) api (이 프로젝트) 3) 저장 안 함';
    writeFileSync(transcript, `${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: reply }] } })}\n`);
    const picked = turn('2', transcript);
    expect(picked).toContain('[project-memory] 사용자가 memory 저장 범위로 이 프로젝트(api)를 골랐습니다.');
    expect(picked).toContain('--scope project');
    // no transcript to read (a client whose transcript no reader here knows): the same command, with an if
    const unsure = turn('2', '/nonexistent/t.jsonl');
    expect(unsure).toContain('[project-memory] 이 요청이 memory 저장 범위를 묻는 질문의 답이라면(아니면 이 안내는 무시) 이 프로젝트(api)를 고른 것입니다');
    expect(unsure).toContain('--scope project');
    // where none tells, a number with more asked after it, a choice by place or a bare 전체 is no answer
    for (const loose of ['1, fix the login bug', '첫 번째', '전체']) expect(turn(loose, '/nonexistent/t.jsonl') ?? '').not.toContain('--scope');
    // and where the transcript shows the question, it is one
    expect(turn('1, 근데 제목은 배포 규칙으로', transcript)).toContain('--scope global');
  });

  it('takes "이거 저장해줘: …" as a save request, and "파일 저장해줘" as none', () => {
    const tmp = seedWorkspace();
    const launch = join(tmp, 'ws/workspace/patent.how');
    const asked = contextOf(runHook(event(launch, '이거 저장해줘: 스테이징 DB는 매주 월요일 02시에 초기화된다'), { HOME: tempTree() }).stdout) as string;
    expect(afterList(asked).tail).toContain(DIRECTIVE_KO);
    const kept = contextOf(runHook(event(launch, '다음 내용 저장해 둬: PDF로만 납품'), { HOME: tempTree() }).stdout) as string;
    expect(afterList(kept).tail).toContain(DIRECTIVE_KO);
    for (const prompt of ['파일 저장해줘', '저장 버튼이 안 눌려', '이거 파일로 저장해줘']) {
      const context = contextOf(runHook(event(launch, prompt), { HOME: tempTree() }).stdout) as string;
      expect(context, prompt).not.toContain(DIRECTIVE_KO);
    }
  });

  it('has no directive for a question about the past', () => {
    const tmp = seedWorkspace();
    const context = contextOf(runHook(event(join(tmp, 'ws/workspace/patent.how'), '어제 한 거 기억해?'), { HOME: tempTree() }).stdout) as string;
    expect(context).not.toContain(DIRECTIVE_KO);
    expect(afterList(context).tail).toContain(SUGGESTION_KO);
  });

  it('speaks English with PROJECT_MEMORY_LANG=en', () => {
    const tmp = seedWorkspace();
    const context = contextOf(
      runHook(event(join(tmp, 'ws/workspace/patent.how'), 'remember this: builds need Node 20'), { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' }).stdout,
    ) as string;
    const { tail, commands } = afterList(context);
    expect(tail).toContain('[project-memory] The user asked to remember something.');
    expect(tail).toContain('"Save this to memory?"');
    expect(commands).toHaveLength(1);
    expect(commands[0]).toContain("--title '<title>'");
  });

  it('prints nothing outside a workspace when the prompt asks for nothing', () => {
    const tmp = seedWorkspace();
    expect(runHook(event(join(tmp, 'elsewhere'), 'fix the build'), { HOME: tempTree() }).stdout).toBe('');
  });

  it('outside a workspace, a save request still gets the directive, its command aimed at the repository top', () => {
    const tmp = tempTree({ 'repo/.git/HEAD': 'ref: refs/heads/main\n', 'repo/src/deep/': '', 'loose/': '' });
    const inRepo = contextOf(
      runHook(event(join(tmp, 'repo/src/deep'), '이거 기억해: 결제 샌드박스는 오후 5시 이후 카드를 거절한다'), { HOME: tempTree() }).stdout,
    ) as string;
    expect(inRepo).toContain(DIRECTIVE_KO);
    expect(inRepo).not.toContain('<project-memory>');
    expect(inRepo).toContain('2) repo (이 프로젝트)');
    expect(inRepo).toContain(`node ${CLI} save --dir ${join(tmp, 'repo')} --scope`);
    // outside git: the launch folder itself
    const loose = contextOf(
      runHook(event(join(tmp, 'loose'), 'remember this: the payment sandbox rejects cards after 5pm'), { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' }).stdout,
    ) as string;
    expect(loose).toContain('[project-memory] The user asked to remember something.');
    expect(loose).toContain(`node ${CLI} save --dir ${join(tmp, 'loose')} --scope`);
  });

  it.each([
    ['the default list budget', '{}', true],
    ['a list budget set above the cap', '{"budget": 9500}', true],
  ])('keeps the whole output under the 10,000-character cap with %s', (_name, config, guidanceFits) => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 400; i++) files[`ws/${MEMORY}/_global/m-${i}.md`] = memoryFile({ description: `설명 "따옴표" ${'가'.repeat(80)} ${i}` });
    const tmp = tempTree({ ...files, 'ws/app/': '' });
    writeFileSync(join(tmp, 'ws/.ai-core/project-memory.json'), config);
    const r = runHook(event(join(tmp, 'ws/app'), '메모리에 저장해줘'), { HOME: tempTree() });
    expect(r.stdout.length).toBeLessThan(10_000);
    const context = contextOf(r.stdout) as string;
    expect(context).toContain('<project-memory>');
    expect(context.includes(DIRECTIVE_KO)).toBe(guidanceFits);
  });
});
