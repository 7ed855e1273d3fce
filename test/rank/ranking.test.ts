import { describe, expect, it } from 'vitest';
import type { MemoryEntry } from '../../lib/model/memory.js';
import { matchesFor, orderForPrompt } from '../../lib/render/select.js';
import { entry, setOf } from './entries.js';

const docker = entry('docker-branch-switch-danger', {
  scope: 'global',
  title: 'Docker 브랜치 전환 금지',
  description: 'Docker 실행 중 브랜치 전환 시 403 발생',
  tags: ['docker', 'git'],
});
const pdf = entry('hanbit-pdf-only', { title: '한빛상사 보고서는 PDF', description: '한빛상사는 보고서를 PDF로만 받음', tags: ['client'] });
const migration = entry('orders-lock-timeout', {
  title: 'Migrations on orders need lock_timeout',
  description: 'Set lock_timeout before ALTER TABLE on orders',
  tags: ['db', 'migration'],
});
const entries = [docker, pdf, migration];

/** Every memory, most relevant first, with its score. */
function ranked(all: readonly MemoryEntry[], query: string, limit?: number): Array<{ name: string; score: number }> {
  const set = setOf(all);
  return orderForPrompt(set, query, limit).map((r) => ({ name: set.entry(r.position).name, score: r.score }));
}

describe('ranking', () => {
  it.each([
    ['도커 띄워둔 채로 브랜치를 바꿨더니 403이 떠요', docker.name],
    ['한빛상사 월간 보고서 엑셀로 보내도 돼?', pdf.name],
    ['adding a column to the orders table, anything to watch out for?', migration.name],
    ['docker 브랜치', docker.name],
  ])('puts the relevant memory first for "%s"', (query, name) => {
    expect(ranked(entries, query)[0]?.name).toBe(name);
  });

  it('scores memories that share no term with the query 0 and keeps them, project first', () => {
    const order = ranked(entries, '한빛상사');
    expect(order.map((r) => r.name)).toEqual([pdf.name, migration.name, docker.name]);
    expect(order.map((r) => r.score > 0)).toEqual([true, false, false]);
  });

  it('breaks ties at equal relevance: project before global, then by name', () => {
    const same = { title: 'redis cache', description: 'redis cache notes' };
    const tied = [
      entry('b-global', { ...same, scope: 'global' }),
      entry('z-project', same),
      entry('a-global', { ...same, scope: 'global' }),
      entry('c-project', same),
    ];
    const order = ranked(tied, 'redis');
    expect(new Set(order.map((r) => r.score)).size).toBe(1);
    expect(order.map((r) => r.name)).toEqual(['c-project', 'z-project', 'a-global', 'b-global']);
  });

  it('weighs a match in the title or tags above one in a long description', () => {
    const inTitle = entry('in-title', { title: 'kafka consumer lag', description: 'watch the dashboard during sales' });
    const inText = entry('in-text', {
      title: 'sales dashboard',
      description: 'watch the dashboard during sales, which also covers kafka among many other systems',
    });
    expect(ranked([inText, inTitle], 'kafka')[0]?.name).toBe('in-title');
  });

  it('treats words like constructor and __proto__ as plain terms', () => {
    const odd = entry('odd', { title: 'constructor toString __proto__ hasOwnProperty' });
    expect(ranked([odd, docker], 'constructor')[0]).toMatchObject({ name: 'odd' });
    expect(ranked([odd, docker], 'valueOf isPrototypeOf').map((r) => r.score)).toEqual([0, 0]);
  });

  it('search finds only what matches, most relevant first', () => {
    const set = setOf(entries);
    expect(matchesFor(set, 'docker 403', 10).map((r) => set.entry(r.position).name)).toEqual([docker.name]);
    expect(matchesFor(set, 'nothing like it', 10)).toEqual([]);
  });

  it('ranks 10,000 memories for a prompt in well under the hook budget', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      entry(`note-${i}`, {
        scope: i % 3 === 0 ? 'global' : 'project',
        title: `service ${i % 97} 배포 노트`,
        description: `deploy step ${i % 13} for the api, 브랜치 ${i % 7}`,
        tags: ['deploy', `t${i % 50}`],
      }),
    );
    const set = setOf(many);
    orderForPrompt(set, 'warm up', 10);
    const start = performance.now();
    const order = orderForPrompt(set, '배포하다가 브랜치 충돌 났어요 deploy step 3');
    // the bound only catches an accidental quadratic path (tokenising every memory included)
    expect(performance.now() - start).toBeLessThan(2_000);
    expect(order).toHaveLength(10_000);
  });
});

describe('a ranking cut to a limit', () => {
  // thousands of matches with few distinct scores: the cut must not reorder ties
  const words = ['docker', 'branch', 'deploy', 'cache', 'build'];
  const many = Array.from({ length: 1_500 }, (_, i) =>
    entry(`memory-${String((i * 7919) % 1_500).padStart(4, '0')}`, {
      scope: i % 3 === 0 ? 'global' : 'project',
      title: `${words[i % 5]} ${words[(i >> 1) % 5]}`,
      description: i % 11 === 0 ? 'nothing to see' : `${words[(i >> 2) % 5]} notes`,
    }),
  );
  const order = (limit?: number) => ranked(many, 'docker branch cache', limit).map((r) => `${r.name} ${r.score}`);

  it.each([1, 7, 50, 400, 1_499])('starts exactly as the full ranking does, limit %i', (limit) => {
    const full = order();
    expect(full.length).toBe(1_500);
    expect(order(limit)).toEqual(full.slice(0, limit));
  });

  it('has ties at the cut, so the test means something', () => {
    const scores = ranked(many, 'docker branch cache').map((r) => r.score);
    expect(scores.filter((s) => s === scores[50]).length).toBeGreaterThan(10);
    expect(scores.filter((s) => s > 0).length).toBeGreaterThan(400);
  });
});
