import { describe, expect, it } from 'vitest';
import type { MemoryEntry } from '../../lib/model/memory.js';
import { renderList } from '../../lib/render/render-list.js';
import { fitsBudget, layoutForPrompt, orderForPrompt, type PromptListOptions } from '../../lib/render/select.js';
import { entry, setOf } from './entries.js';

const renderListForPrompt = (entries: readonly MemoryEntry[], prompt: string, opts: PromptListOptions) => layoutForPrompt(setOf(entries), prompt, opts).text;

const options: PromptListOptions = {
  memoryRoot: '/ws/.ai-core/data/memory',
  projectKey: 'workspace--shop',
  lang: 'ko',
  budget: 8_000,
  listCommand: 'node /pkg/dist/cli.cjs list --dir /ws',
  searchCommand: 'node /pkg/dist/cli.cjs search --dir /ws',
};

/** Many unrelated notes and one that the prompt is about. */
function crowd(count: number): MemoryEntry[] {
  const notes = Array.from({ length: count }, (_, i) =>
    entry(`note-${String(i).padStart(3, '0')}`, {
      scope: i % 2 ? 'global' : 'project',
      title: `팀 메모 ${i}`,
      description: `주간 회의록 요약과 일정 공유 ${i}번째 항목입니다`,
    }),
  );
  notes.splice(
    count / 2,
    0,
    entry('docker-branch-switch-danger', { scope: 'global', title: 'Docker 브랜치 전환 금지', description: 'Docker 실행 중 브랜치 전환 시 403 발생' }),
  );
  return notes;
}

const lines = (text: string) => text.split('\n').filter((l) => l.startsWith('['));

describe('renderListForPrompt', () => {
  it('prints the plain list, global first and no search pointer, when everything fits', () => {
    const small = [entry('p', { description: 'project note' }), entry('g', { scope: 'global', description: 'global note' })];
    expect(fitsBudget(setOf(small), options)).toBe(true);
    const text = renderListForPrompt(small, '아무 질문', options);
    const { searchCommand: _ranked, ...plain } = options;
    expect(text).toBe(renderList(setOf(small).entries(), plain));
    expect(lines(text)).toEqual(['[공통] g — global note', '[workspace--shop] p — project note']);
  });

  it('keeps the memory the prompt is about when the budget cuts, most relevant first', () => {
    const text = renderListForPrompt(crowd(300), '도커 켜놓고 브랜치 바꿨더니 403', { ...options, budget: 2_000 });
    expect(lines(text)[0]).toContain('docker-branch-switch-danger');
  });

  it.each([1_000, 2_000, 4_000, 8_000])('stays within a budget of %i characters', (budget) => {
    const text = renderListForPrompt(crowd(300), '브랜치 전환', { ...options, budget });
    expect(text.length).toBeLessThanOrEqual(budget);
  });

  it('names how many were left out and points at search, not list', () => {
    const all = crowd(300);
    const text = renderListForPrompt(all, '브랜치 전환', { ...options, budget: 2_000 });
    const shown = lines(text).length;
    expect(text).toContain(`… 이 요청과 관련이 적은 ${all.length - shown}개는 생략됨. 검색: \`${options.searchCommand} "검색어"\``);
    expect(text).not.toContain(options.listCommand);
  });

  it('speaks English when asked', () => {
    const text = renderListForPrompt(crowd(300), 'docker branch', { ...options, lang: 'en', budget: 2_000 });
    expect(text).toMatch(/… \d+ less relevant to this prompt not shown\. Search: `node \/pkg\/dist\/cli\.cjs search --dir \/ws "keywords"`/);
  });

  it('always shows pinned memories first, even when the prompt is about something else', () => {
    const all = [...crowd(300), entry('review-rule', { scope: 'global', description: '리뷰 2명 승인 후 머지', pinned: true })];
    const text = renderListForPrompt(all, '도커 브랜치 403', { ...options, budget: 1_200 });
    expect(lines(text)[0]).toContain('review-rule');
    expect(lines(text)[1]).toContain('docker-branch-switch-danger');
  });

  it('with minShare shows only pinned and clearly relevant memories, and counts the rest', () => {
    const all = [...crowd(300), entry('review-rule', { scope: 'global', description: '리뷰 2명 승인 후 머지', pinned: true })];
    const text = renderListForPrompt(all, '도커 브랜치 403', { ...options, budget: 4_000, minShare: 0.3 });
    expect(lines(text).map((l) => l.split(' ')[1])).toEqual(['review-rule', 'docker-branch-switch-danger']);
    expect(text).toContain(`… 이 요청과 관련이 적은 ${all.length - 2}개는 생략됨.`);
  });

  it('with minShare and a prompt that matches nothing shows only the pinned memories', () => {
    const all = [...crowd(300), entry('review-rule', { scope: 'global', description: '리뷰 2명 승인 후 머지', pinned: true })];
    const text = renderListForPrompt(all, 'ㅇㅇ 계속해', { ...options, minShare: 0.3 });
    expect(lines(text).map((l) => l.split(' ')[1])).toEqual(['review-rule']);
  });

  it('ranks a 5 MB prompt from its head and tail only, quickly', () => {
    const prompt = `브랜치 바꿨더니 403 ${'x'.repeat(5_000_000)}`;
    const start = performance.now();
    const text = renderListForPrompt(crowd(300), prompt, { ...options, budget: 2_000 });
    expect(performance.now() - start).toBeLessThan(1_000);
    expect(lines(text)[0]).toContain('docker-branch-switch-danger');
  });
});

describe('orderForPrompt', () => {
  it('orders pinned, then relevant, then the rest with project before global', () => {
    const all = [
      entry('g-other', { scope: 'global', description: '회의록' }),
      entry('p-other', { description: '일정' }),
      entry('g-docker', { scope: 'global', description: 'docker 브랜치 전환' }),
      entry('g-pinned', { scope: 'global', description: '리뷰 규칙', pinned: true }),
    ];
    const set = setOf(all);
    expect(orderForPrompt(set, '브랜치 전환').map((r) => set.entry(r.position).name)).toEqual(['g-pinned', 'g-docker', 'p-other', 'g-other']);
  });
});
