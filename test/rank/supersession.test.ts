// What `supersedes` hides, and what the list does with stale and hidden memories: the
// graph rules, then a memory set as the hook sees it (no files: test/rank/entries.ts).
import { describe, expect, it } from 'vitest';
import { diffShown } from '../../lib/hook/session-delta.js';
import { resolveSupersession } from '../../lib/index/supersession.js';
import { renderDelta } from '../../lib/render/render-delta.js';
import { renderEntryLine } from '../../lib/render/render-list.js';
import { fitsBudget, layoutForPrompt, matchesFor, orderForPrompt, type PromptListOptions } from '../../lib/render/select.js';
import { entry, setOf } from './entries.js';

const TODAY = '2026-05-01';
const options: PromptListOptions = {
  memoryRoot: '/ws/.ai-core/data/memory',
  projectKey: 'workspace--shop',
  lang: 'en',
  budget: 8_000,
  listCommand: 'node /pkg/dist/cli.cjs list --dir /ws',
  searchCommand: 'node /pkg/dist/cli.cjs search --dir /ws',
  today: TODAY,
};
const lines = (text: string) => text.split('\n').filter((l) => l.startsWith('['));

describe('resolveSupersession', () => {
  it.each([
    ['nothing', [], [], []],
    ['one replaces another', [[1, 0]], [[0, [1]]], []],
    [
      'a chain hides all but its head',
      [
        [2, 1],
        [1, 0],
      ],
      [
        [0, [1]],
        [1, [2]],
      ],
      [],
    ],
    [
      'two replace one',
      [
        [1, 0],
        [2, 0],
      ],
      [[0, [1, 2]]],
      [],
    ],
    [
      'a loop hides neither',
      [
        [0, 1],
        [1, 0],
      ],
      [],
      [[0, 1]],
    ],
    ['a memory naming itself hides nothing', [[3, 3]], [], [[3]]],
    [
      'a memory outside a loop still hides what the loop holds',
      [
        [0, 1],
        [1, 0],
        [2, 0],
      ],
      [[0, [2]]],
      [[0, 1]],
    ],
    [
      'a loop may hide what is outside it',
      [
        [0, 1],
        [1, 0],
        [1, 5],
      ],
      [[5, [1]]],
      [[0, 1]],
    ],
  ] as const)('%s', (_name, edges, hidden, cycles) => {
    const result = resolveSupersession(edges as unknown as [number, number][]);
    expect([...result.hiddenBy.entries()].sort((a, b) => a[0] - b[0])).toEqual(hidden);
    expect(result.cycles).toEqual(cycles);
  });

  it('walks a long chain without running out of stack', () => {
    const edges: [number, number][] = Array.from({ length: 100_000 }, (_, i) => [i + 1, i]);
    expect(resolveSupersession(edges).hiddenBy.size).toBe(100_000);
  });
});

describe('a memory set with supersedes', () => {
  const memories = () => [
    entry('old-deploy', { scope: 'global', description: 'deploy with make deploy' }),
    entry('shared-rule', { scope: 'global', description: 'review rule', supersedes: ['project-only'] }),
    entry('new-deploy', { description: 'deploy with the release script', supersedes: ['old-deploy'] }),
    entry('project-only', { description: 'a project note a global memory cannot hide' }),
    entry('loop-a', { description: 'loop a', supersedes: ['loop-b'] }),
    entry('loop-b', { description: 'loop b', supersedes: ['loop-a'] }),
    entry('self', { description: 'names itself', supersedes: ['self'] }),
    entry('typo', { description: 'names nobody', supersedes: ['no-such-memory'] }),
  ];

  it('hides a global memory a project memory supersedes, for this project; never a project memory from global', () => {
    const set = setOf(memories());
    const hidden = set.hiddenPositions().map((i) => set.entry(i).name);
    expect(hidden).toEqual(['old-deploy']);
    expect(set.hiddenBy(set.find('global', 'old-deploy')).map((i) => set.entry(i).name)).toEqual(['new-deploy']);
    expect(set.visibleCount).toBe(set.count - 1);
  });

  it('a project memory supersedes its own folder first, then a global one of the same name', () => {
    const set = setOf([
      entry('dup', { scope: 'global', description: 'global dup' }),
      entry('dup', { description: 'project dup' }),
      entry('newer', { description: 'replaces dup', supersedes: ['dup'] }),
    ]);
    expect(set.hiddenPositions().map((i) => `${set.entry(i).scope}/${set.entry(i).name}`)).toEqual(['project/dup']);
  });

  it('leaves hidden memories out of the plain list, the ranked list and search', () => {
    const set = setOf(memories());
    expect(fitsBudget(set, options)).toBe(true);
    const plain = layoutForPrompt(set, 'deploy', options);
    expect(lines(plain.text).join('\n')).not.toContain('old-deploy');
    expect(lines(plain.text)).toHaveLength(set.count - 1);
    // shown[].index is each memory's position in the set
    for (const s of plain.shown) expect(set.entry(s.index)).toBe(s.entry);
    const ranked = layoutForPrompt(set, 'make deploy', { ...options, budget: 300 });
    expect(ranked.text).not.toContain('old-deploy');
    expect(orderForPrompt(set, 'make deploy').map((r) => set.entry(r.position).name)).not.toContain('old-deploy');
    expect(matchesFor(set, 'make deploy', 10).map((r) => set.entry(r.position).name)).toEqual(['new-deploy']);
  });

  it('an out-of-budget list counts only what a search can reach as left out', () => {
    const crowd = Array.from({ length: 200 }, (_, i) => entry(`note-${i}`, { description: `weekly notes number ${i} of the team` }));
    const hiddenOnes = Array.from({ length: 50 }, (_, i) => entry(`old-${i}`, { scope: 'global', description: `old note ${i}` }));
    const replacer = entry('replacer', { description: 'replaces the old ones', supersedes: hiddenOnes.map((e) => e.name) });
    const set = setOf([...crowd, ...hiddenOnes, replacer]);
    const layout = layoutForPrompt(set, 'weekly notes', { ...options, budget: 2_000 });
    const left = Number(/… (\d+) less relevant/.exec(layout.text)?.[1]);
    expect(left).toBe(201 - layout.shown.length);
  });
});

describe('stale memories in the list', () => {
  const due = entry('old-fact', { description: 'deploys go through jenkins', reviewBy: '2026-04-01' });
  const verified = entry('checked', { description: 'checked since', reviewBy: '2026-04-01', verifiedAt: '2026-04-15' });
  const future = entry('fine', { description: 'not due yet', reviewBy: '2026-06-01' });

  it('marks a passed review_by after the name, with one note on what the mark means', () => {
    const text = layoutForPrompt(setOf([due, verified, future]), '', options).text;
    expect(lines(text)).toEqual([
      '[workspace--shop] checked — checked since',
      '[workspace--shop] fine — not due yet',
      '[workspace--shop] old-fact (stale) — deploys go through jenkins',
    ]);
    expect(text.split('\n').filter((l) => l.startsWith('(stale):'))).toHaveLength(1);
  });

  it('pays nothing for the note when no shown memory is stale', () => {
    const text = layoutForPrompt(setOf([verified, future]), '', options).text;
    expect(text).not.toContain('stale');
  });

  it('speaks Korean with one short word', () => {
    const text = layoutForPrompt(setOf([due]), '', { ...options, lang: 'ko' }).text;
    expect(text).toContain('[workspace--shop] old-fact (오래됨) — deploys go through jenkins');
    expect(text).toContain('(오래됨): 확인 기한(review_by)이 지났습니다');
  });

  it('marks nothing without a day to read review_by against', () => {
    expect(renderEntryLine(due, 'en')).toBe('[workspace--shop] old-fact — deploys go through jenkins');
    expect(renderEntryLine(due, 'en', TODAY)).toBe('[workspace--shop] old-fact (stale) — deploys go through jenkins');
  });

  it('a later prompt says a shown memory is now superseded, and shows what replaced it marked as it is', () => {
    const before = setOf([entry('old-deploy', { scope: 'global', description: 'deploy with make deploy' })]);
    const shown = Object.fromEntries(before.entries().map((e) => [e.path, renderEntryLine(e, 'en', TODAY)]));
    const after = setOf([
      entry('old-deploy', { scope: 'global', description: 'deploy with make deploy' }),
      entry('new-deploy', { description: 'deploy with the script', supersedes: ['old-deploy'], reviewBy: '2026-01-01' }),
    ]);
    const delta = diffShown(shown, after, after.visible(), (e) => renderEntryLine(e, 'en', TODAY));
    expect(delta.superseded).toEqual([
      { line: '[global] old-deploy — deploy with make deploy', now: ['[workspace--shop] new-deploy (stale) — deploy with the script'] },
    ]);
    expect(delta.removed).toEqual([]);
    const text = renderDelta(delta, 'en', 8_000, 'node cli.cjs list', TODAY).text;
    // what replaced it named without its marks: its own line below carries them
    expect(text).toContain('superseded: [global] old-deploy → [workspace--shop] new-deploy\n');
    expect(text).toContain('[workspace--shop] new-deploy (stale) — deploy with the script\n(stale): past its review_by date');
  });
});

describe('a later prompt tells a chain of supersedes that came in one pull', () => {
  it('points a memory shown before at the one the list shows now, past one hidden in turn', () => {
    const before = setOf([entry('deploy-window', { scope: 'global', description: 'deploys Mon-Fri' })]);
    const shown = Object.fromEntries(before.entries().map((e) => [e.path, renderEntryLine(e, 'en', TODAY)]));
    const after = setOf([
      entry('deploy-window', { scope: 'global', description: 'deploys Mon-Fri' }),
      entry('deploy-hours', { scope: 'global', description: 'deploys Mon-Thu', supersedes: ['deploy-window'] }),
      entry('release-train', { scope: 'global', description: 'the Wednesday train only', supersedes: ['deploy-hours'] }),
    ]);
    const delta = diffShown(shown, after, after.visible(), (e) => renderEntryLine(e, 'en', TODAY));
    expect(delta.superseded).toEqual([{ line: '[global] deploy-window — deploys Mon-Fri', now: ['[global] release-train — the Wednesday train only'] }]);
    expect(renderDelta(delta, 'en', 8_000, 'node cli.cjs list', TODAY).text).toContain('superseded: [global] deploy-window → [global] release-train\n');
  });
});

describe('a later prompt tells a memory renamed', () => {
  const before = setOf([entry('kafka-setup', { scope: 'global', description: 'how the cluster is set up', bodyStamp: 'h1abc' })]);
  const stamps = { [before.entry(0).path]: 'h1abc' };
  const delta = (after: ReturnType<typeof setOf>, lang: 'en' | 'ko' = 'en') => {
    const shown = Object.fromEntries(before.entries().map((e) => [e.path, renderEntryLine(e, lang, TODAY)]));
    const found = diffShown(shown, after, after.visible(), (e) => renderEntryLine(e, lang, TODAY), { stamps });
    return renderDelta(found, lang, 8_000, 'node cli.cjs list', TODAY).text;
  };

  it.each([
    ['en', 'renamed: [global] kafka-setup → [global] kafka-cluster\n'],
    ['ko', '이름 바뀜: [공통] kafka-setup → [공통] kafka-cluster\n'],
  ] as const)('by the same body and description under a new name (%s)', (lang, told) => {
    const text = delta(setOf([entry('kafka-cluster', { scope: 'global', description: 'how the cluster is set up', bodyStamp: 'h1abc' })]), lang);
    expect(text).toContain(told);
    expect(text).not.toMatch(/removed|목록에서 빠짐/);
  });

  it.each([
    ['another body', [entry('kafka-cluster', { scope: 'global', description: 'how the cluster is set up', bodyStamp: 'h2def' })]],
    ['another description', [entry('kafka-cluster', { scope: 'global', description: 'the new cluster', bodyStamp: 'h1abc' })]],
    [
      'two that could be it',
      [
        entry('kafka-a', { scope: 'global', description: 'how the cluster is set up', bodyStamp: 'h1abc' }),
        entry('kafka-b', { scope: 'global', description: 'how the cluster is set up', bodyStamp: 'h1abc' }),
      ],
    ],
  ])('not with %s: a removal', (_label, after) => {
    const text = delta(setOf(after));
    expect(text).toContain('removed: [global] kafka-setup\n');
    expect(text).not.toContain('renamed');
  });
});
