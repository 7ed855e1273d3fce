import { describe, expect, it } from 'vitest';
import { scopeAnswer } from '../../lib/hook/intent.js';
import { lastReplyIn, saveQuestionIn } from '../../lib/hook/transcript-last-reply.js';
import { recentPromptsIn } from '../../lib/hook/transcript-prompts.js';
import { growthOverTenfold } from '../support/scaling.js';

const asksSaveScope = (reply: string) => saveQuestionIn(reply) !== undefined;

const claudeUser = (text: string) => JSON.stringify({ type: 'user', message: { role: 'user', content: text } });
const claudeAssistant = (...content: unknown[]) => JSON.stringify({ type: 'assistant', message: { role: 'assistant', content } });
const codexAssistant = (text: string) =>
  JSON.stringify({ type: 'response_item', payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] } });

describe('the last reply in a transcript', () => {
  it('is the text of the newest assistant message, past the prompt just typed and tool-only messages', () => {
    const lines = [
      claudeUser('fix it'),
      claudeAssistant({ type: 'text', text: 'older reply' }),
      claudeAssistant({ type: 'text', text: 'Save this to memory?' }, { type: 'text', text: '1) _global 2) shop 3) no' }),
      claudeAssistant({ type: 'tool_use', id: 't1', name: 'Bash', input: {} }),
      JSON.stringify({ type: 'progress', data: { role: 'x' } }),
      '{"role": not json',
      claudeUser('2'),
    ];
    expect(lastReplyIn(lines)).toBe('Save this to memory?\n1) _global 2) shop 3) no');
  });

  it("reads Codex's records", () => {
    expect(lastReplyIn([codexAssistant('1) _global 2) shop'), claudeUser('2')])).toBe('1) _global 2) shop');
  });

  it("reads Gemini CLI's records: its replies, a $set that writes several at once, and a user's message past the context hooks add", () => {
    const geminiUser = (...texts: string[]) => JSON.stringify({ id: 'u', timestamp: 't', type: 'user', content: texts.map((text) => ({ text })) });
    const gemini = (content: string) => JSON.stringify({ id: 'g', timestamp: 't', type: 'gemini', content, thoughts: [], model: 'm' });
    const start = JSON.stringify({ sessionId: 's', projectHash: 'h', startTime: 't', lastUpdated: 't', kind: 'main' });
    const set = (...messages: object[]) => JSON.stringify({ $set: { messages } });
    const lines = [
      start,
      set({ id: 'c', type: 'user', content: [{ text: '<session_context>\nThis is the Gemini CLI.' }] }),
      geminiUser('refactor one', '<hook_context>&lt;project-memory&gt;</hook_context>'),
    ];
    expect(lastReplyIn(lines)).toBe('');
    const asked = [...lines, gemini('Which file? 1) src/a.ts 2) src/b.ts'), JSON.stringify({ $set: { lastUpdated: 't' } }), geminiUser('2')];
    expect(lastReplyIn(asked)).toBe('Which file? 1) src/a.ts 2) src/b.ts');
    expect(saveQuestionIn(lastReplyIn(asked) as string)).toBeUndefined();
    // a resumed session's messages, written at once: the newest of them
    expect(
      lastReplyIn([
        start,
        set({ type: 'user', content: 'hi' }, { type: 'gemini', content: 'older' }, { type: 'gemini', content: 'newest' }, { type: 'info', content: 'x' }),
      ]),
    ).toBe('newest');
    expect(recentPromptsIn(asked)).toEqual(['refactor one', '2']);
  });

  it('is empty when the messages hold no assistant text, and unknown when no record is a message', () => {
    expect(lastReplyIn([claudeUser('2')])).toBe('');
    expect(lastReplyIn(['{"type":"summary","leafUuid":"x"}', '{ "role": "assistant",', 'not json'])).toBeUndefined();
    expect(lastReplyIn([])).toBeUndefined();
  });
});

describe('a reply that asks the save question', () => {
  it.each([
    "Save this to memory? 1) _global (every project) 2) shop (this project) 3) don't save",
    '이 내용을 memory에 저장할까요? 1) _global (모든 프로젝트) 2) shop (이 프로젝트) 3) 저장 안 함',
    'Where should it go in memory?\n1. Global\n2. This project\n3. Nowhere',
    '저장 범위를 골라 주세요 (memory):\n**1)** 전역 **2)** 이 프로젝트',
    '메모리에 저장할까요? 1) 공통 2) shop 3) 저장 안 함',
    'Save it to memory? 1) all projects 2) shop (this project)',
    // a save with a choice not to, in words that name no memory
    '좋아요. 어디에 저장할까요? 1) 전체 공통 2) 이 프로젝트 3) 저장 안 함',
    "Where should I save this? 1) global 2) this project 3) don't save",
  ])('%s', (reply) => {
    expect(asksSaveScope(reply)).toBe(true);
  });

  it.each([
    'Two ways: 1) retry the step 2) pin the runner 3) leave it. Which one?',
    'I set it globally. Anything else?',
    'Pick 1 or 2 for the global config.',
    'You can set the editor in two places: 1) globally, with git config --global core.editor 2) only for this repo, with git config core.editor',
    '편집기 설정 위치: 1) 전역 설정(~/.gitconfig)에 넣기 2) 이 저장소에만 넣기',
    'Two ways to set up ESLint:\n1) a config only for this project (eslint.config.js here)\n2) a shared config package used by all projects in the monorepo\nWhich do you prefer?',
    '배포 방식: 1) 이 프로젝트만 따로 배포 2) 모든 프로젝트를 한 번에 배포',
    '1) 이 프로젝트 저장소에만 push 2) 모든 프로젝트 저장소에 push',
    // a save of something else, or the machine's memory: no memory to save to
    "Build failed with OOM (out of memory). Want me to 1) bump the limit in this project's package.json or 2) in the shared CI template used by all projects?",
    'Where should I save the Prettier config? 1) in your home folder, for all projects 2) in this project only',
    '설정을 어디에 저장할까요? 1) 모든 프로젝트 공통 2) 이 프로젝트만',
    // a choice not to, in a question that saves nothing
    "Should I deploy it? 1) to every project 2) to this project 3) don't deploy",
    // a save of something else, with a choice not to
    "Where should I save the config file? 1) Global (~/.config/app) 2) This project (.app.json) 3) Don't save",
    'How should I save the API key? 1) global git config 2) local .env 3) no, skip it',
    'Save the test results? 1) global report 2) local report 3) none',
    '배포할까요? 1) 전체 2) 이 프로젝트 3) 안 함',
    'Memory usage is high. 1) cap it for this project 2) cap it for all projects',
    'Should I add the limit to memory cache? 1) every project 2) this project',
    '',
  ])('not: %s', (reply) => {
    expect(asksSaveScope(reply)).toBe(false);
  });
});

describe('a reply whose last list answers another question', () => {
  it.each([
    "Done. Want me to save this to memory (1) _global 2) shop 3) don't save)?\n\nNext, which should I do?\n1) open a PR\n2) keep working locally",
    "Save this to memory?\n- 1) _global\n- 2) shop (this project)\n- 3) don't save\n\nAlso, should I run tests? 1) yes 2) no",
    'I raised the Node memory setting (--max-old-space-size=4096). Where should it go?\n1) this project only (package.json scripts)\n2) all projects (the shared CI template)',
    'The Redis memory cap is 256mb. Should I change it for\n1) this project\n2) every project on the cluster?',
  ])('puts no save question: %j', (reply) => {
    expect(saveQuestionIn(reply)).toBeUndefined();
  });

  it('a save question whose list stands in a paragraph of its own is still one', () => {
    expect(saveQuestionIn("Save this to memory?\n\n1) _global (all projects)\n2) shop (this project)\n3) don't save")?.pick(2)).toBe(2);
  });
});

describe("what the save question's numbers stand for", () => {
  it("the hook's own order, in English and Korean, and its choices by name", () => {
    for (const reply of [
      "Save this to memory? 1) _global (all projects in this workspace) 2) shop (this project) 3) don't save",
      '이 내용을 memory에 저장할까요? 1) _global (이 작업 공간의 모든 프로젝트) 2) shop (이 프로젝트) 3) 저장 안 함',
    ]) {
      const question = saveQuestionIn(reply);
      expect([1, 2, 3].map((n) => question?.pick(n as 1 | 2 | 3))).toEqual([1, 2, 3]);
      expect(question?.named('shop')).toBe(2);
      expect(question?.named('SHOP')).toBe(2);
      expect(question?.named('_global')).toBe(1);
      expect(question?.named('docs')).toBeUndefined();
    }
  });

  it("a model's own order: each number as its words say", () => {
    const question = saveQuestionIn('Want me to save this to memory? 1) just this project 2) all projects in the workspace 3) no');
    expect([1, 2, 3].map((n) => question?.pick(n as 1 | 2 | 3))).toEqual([2, 1, 3]);
  });

  it("the question's own list, not a numbered summary before it nor a decimal", () => {
    const summary = saveQuestionIn(
      "Done. Changes:\n1. Fixed the flaky checkout test in this project\n2. Bumped the shared lint config all projects use\n\nSave this to memory? 1) _global (all projects in this workspace) 2) app (this project) 3) don't save",
    );
    expect([1, 2, 3].map((n) => summary?.pick(n as 1 | 2 | 3))).toEqual([1, 2, 3]);
    expect(summary?.named('app')).toBe(2);
    const decimals = saveQuestionIn(
      "Build time dropped from 2.4s to 1.1s. Want me to save this to memory?\n1) just this project\n2) all projects\n3) don't save",
    );
    expect([1, 2, 3].map((n) => decimals?.pick(n as 1 | 2 | 3))).toEqual([2, 1, 3]);
  });

  it('a word two choices start with names neither; a key holding "skip" or "no" is no "don\'t save"', () => {
    const yes = saveQuestionIn('Should I save this to memory?\n1) Yes, this project only\n2) Yes, all projects\n3) No');
    expect(yes?.named('yes')).toBeUndefined();
    expect(yes?.pick(3)).toBe(3);
    const skipper = saveQuestionIn("Save this to memory? 1) _global (all projects in this workspace) 2) skipper (this project) 3) don't save");
    expect(skipper?.pick(2)).toBe(2);
    expect(skipper?.named('skipper')).toBe(2);
    expect(saveQuestionIn('Save this to memory? 1) _global 2) app (this project; no other project sees it) 3) no')?.pick(2)).toBe(2);
  });

  it("a model's short choices: the one it words gives the other its scope; two read as one scope pick nothing", () => {
    const short = saveQuestionIn("Save this to memory? 1) shop 2) _global 3) don't save");
    expect([1, 2, 3].map((n) => short?.pick(n as 1 | 2 | 3))).toEqual([2, 1, 3]);
    expect(short?.named('shop')).toBe(2);
    const korean = saveQuestionIn('메모리에 저장할까요?\n1번: 공통 (_global)\n2번: 이 프로젝트 (shop)\n3번: 저장 안 함');
    expect([1, 2, 3].map((n) => korean?.pick(n as 1 | 2 | 3))).toEqual([1, 2, 3]);
    const both = saveQuestionIn('Save to memory? 1) shop — only visible here, not in every project 2) _global');
    expect([both?.pick(1), both?.pick(2)]).toEqual([undefined, undefined]);
  });

  it('stays linear on a reply of many "1)" with no "2)" near', () => {
    expect(growthOverTenfold((scale) => `Save this to memory? _global ${'1) '.repeat(8_000 * scale)}`, saveQuestionIn)).toBeLessThan(30);
  });

  it('without a project: 2 is "don\'t save"', () => {
    const question = saveQuestionIn("Save this to memory? 1) _global (all projects in this workspace) 2) don't save");
    expect(question?.pick(2)).toBe(3);
  });
});

describe('a scope word means one scope, typed as an answer or written as a choice', () => {
  // the two readers keep their own grammar (a whole prompt, a choice's words); a word one
  // knows and the other does not gave "1" one scope and the word itself the other
  it.each<[string, 1 | 2]>([
    ['글로벌', 1],
    ['공통', 1],
    ['전역', 1],
    ['전체 공통', 1],
    ['모든 프로젝트', 1],
    ['global', 1],
    ['_global', 1],
    ['all projects', 1],
    ['every project', 1],
    ['레포', 2],
    ['저장소', 2],
    ['이 프로젝트', 2],
    ['이 프로젝트 전용', 2],
    ['현재 프로젝트', 2],
    ['this project', 2],
    ['just this project', 2],
    ['only this project', 2],
    ['this repo', 2],
    ['repository', 2],
  ])('%s → %s', (word, scope) => {
    expect(scopeAnswer(word)?.pick).toBe(scope);
    // written as the model's choice in the place the hook's order gives the other scope: its number picks what the word says
    const at = scope === 1 ? 2 : 1;
    const choices = at === 1 ? `1) ${word}\n2) the other one` : `1) the other one\n2) ${word}`;
    const question = saveQuestionIn(`Save this to memory?\n${choices}\n3) don't save`);
    expect(question?.pick(at)).toBe(scope);
  });
});
