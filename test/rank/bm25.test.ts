import { describe, expect, it } from 'vitest';
import { buildIndex, rankDocs, rankEntries, score } from '../../lib/rank/bm25.js';
import { entry } from './entries.js';

const docker = entry('docker-branch-switch-danger', { scope: 'global', title: 'Docker 브랜치 전환 금지', description: 'Docker 실행 중 브랜치 전환 시 403 발생', tags: ['docker', 'git'] });
const pdf = entry('hanbit-pdf-only', { title: '한빛상사 보고서는 PDF', description: '한빛상사는 보고서를 PDF로만 받음', tags: ['client'] });
const migration = entry('orders-lock-timeout', { title: 'Migrations on orders need lock_timeout', description: 'Set lock_timeout before ALTER TABLE on orders', tags: ['db', 'migration'] });
const entries = [docker, pdf, migration];

describe('rankEntries', () => {
  it.each([
    ['도커 띄워둔 채로 브랜치를 바꿨더니 403이 떠요', docker.name],
    ['한빛상사 월간 보고서 엑셀로 보내도 돼?', pdf.name],
    ['adding a column to the orders table, anything to watch out for?', migration.name],
    ['docker 브랜치', docker.name],
  ])('puts the relevant memory first for "%s"', (query, name) => {
    expect(rankEntries(entries, query)[0]?.entry.name).toBe(name);
  });

  it('scores memories that share no term with the query 0 and keeps them, project first', () => {
    const ranked = rankEntries(entries, '한빛상사');
    expect(ranked.map((r) => r.entry.name)).toEqual([pdf.name, migration.name, docker.name]);
    expect(ranked.map((r) => r.score > 0)).toEqual([true, false, false]);
  });

  it('breaks ties at equal relevance: project before global, then by name', () => {
    const same = { title: 'redis cache', description: 'redis cache notes' };
    const tied = [
      entry('b-global', { ...same, scope: 'global' }),
      entry('z-project', same),
      entry('a-global', { ...same, scope: 'global' }),
      entry('c-project', same),
    ];
    const ranked = rankEntries(tied, 'redis');
    expect(new Set(ranked.map((r) => r.score)).size).toBe(1);
    expect(ranked.map((r) => r.entry.name)).toEqual(['c-project', 'z-project', 'a-global', 'b-global']);
  });

  it('weighs a match in the title or tags above one in a long description', () => {
    const inTitle = entry('in-title', { title: 'kafka consumer lag', description: 'watch the dashboard during sales' });
    const inText = entry('in-text', { title: 'sales dashboard', description: 'watch the dashboard during sales, which also covers kafka among many other systems' });
    expect(rankEntries([inText, inTitle], 'kafka')[0]?.entry.name).toBe('in-title');
  });
});

describe('the index', () => {
  it('survives a JSON round trip with identical scores', () => {
    const index = buildIndex(entries);
    const copy = JSON.parse(JSON.stringify(index)) as typeof index;
    for (const query of ['브랜치 바꿨더니', 'orders migration', 'PDF']) {
      expect([...score(copy, query)]).toEqual([...score(index, query)]);
    }
  });

  it('treats words like constructor and __proto__ as plain terms, before and after JSON', () => {
    const odd = entry('odd', { title: 'constructor toString __proto__ hasOwnProperty' });
    const index = JSON.parse(JSON.stringify(buildIndex([odd, docker]))) as ReturnType<typeof buildIndex>;
    expect(rankDocs(index, 'constructor')[0]).toMatchObject({ doc: 0 });
    expect([...score(index, 'valueOf isPrototypeOf')]).toEqual([0, 0]);
  });

  it('is ignored when it was built for other entries', () => {
    const stale = buildIndex([docker]);
    expect(rankEntries(entries, '한빛상사', stale)[0]?.entry.name).toBe(pdf.name);
  });

  it('ranks 10,000 memories for a prompt in well under the hook budget once built', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      entry(`note-${i}`, { scope: i % 3 === 0 ? 'global' : 'project', title: `service ${i % 97} 배포 노트`, description: `deploy step ${i % 13} for the api, 브랜치 ${i % 7}`, tags: ['deploy', `t${i % 50}`] }),
    );
    const index = buildIndex(many);
    const start = performance.now();
    const ranked = rankEntries(many, '배포하다가 브랜치 충돌 났어요 deploy step 3', index);
    // measured at about 1 ms; the bound only catches an accidental quadratic path
    expect(performance.now() - start).toBeLessThan(200);
    expect(ranked).toHaveLength(10_000);
  });
});

describe('a ranking cut to a limit', () => {
  // thousands of matches with few distinct scores: the cut must not reorder ties
  const words = ['docker', 'branch', 'deploy', 'cache', 'build'];
  const entries = Array.from({ length: 1_500 }, (_, i) =>
    entry(`memory-${String((i * 7919) % 1_500).padStart(4, '0')}`, {
      scope: i % 3 === 0 ? 'global' : 'project',
      title: `${words[i % 5]} ${words[(i >> 1) % 5]}`,
      description: i % 11 === 0 ? 'nothing to see' : `${words[(i >> 2) % 5]} notes`,
    }),
  );
  const index = buildIndex(entries);
  const order = (limit?: number) => rankEntries(entries, 'docker branch cache', index, limit).map((r) => `${r.entry.name} ${r.score}`);

  it.each([1, 7, 50, 400, 1_499])('starts exactly as the full ranking does, limit %i', (limit) => {
    const full = order();
    expect(full.length).toBe(1_500);
    expect(order(limit)).toEqual(full.slice(0, limit));
  });

  it('has ties at the cut, so the test means something', () => {
    const scores = rankEntries(entries, 'docker branch cache', index).map((r) => r.score);
    expect(scores.filter((s) => s === scores[50]).length).toBeGreaterThan(10);
    expect(scores.filter((s) => s > 0).length).toBeGreaterThan(400);
  });
});
