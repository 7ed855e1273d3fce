// `project-memory search` as a user runs it: the built CLI in a real process over real files.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SELF } from '../support/built.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

interface Hit {
  score: number;
  scope: string;
  name: string;
  description: string | null;
  path: string;
}

function workspace(): string {
  return tempTree({
    [`${MEMORY}/_global/docker-branch-switch-danger.md`]: memoryFile({
      title: 'Docker 브랜치 전환 금지',
      description: 'Docker 실행 중 브랜치 전환 시 403 발생',
      tags: ['docker', 'git'],
    }),
    [`${MEMORY}/_global/friday-deploy-freeze.md`]: memoryFile({ title: '금요일 배포 금지', description: '금요일 15시 이후 운영 배포 금지', tags: ['deploy'] }),
    [`${MEMORY}/shop/branch-naming.md`]: memoryFile({
      title: '브랜치 이름 규칙',
      description: 'feature/티켓번호 형식의 브랜치만 PR 가능',
      tags: ['git', 'branch'],
    }),
    [`${MEMORY}/shop/hanbit-pdf.md`]: memoryFile({ title: '한빛상사 보고서는 PDF', description: '한빛상사는 보고서를 PDF로만 받음' }),
    [`${MEMORY}/other/secret-of-another-project.md`]: memoryFile({ title: '브랜치', description: '다른 프로젝트의 브랜치 메모' }),
  });
}

const search = (ws: string, ...args: string[]) => runCli(['search', ...args, '--dir', ws, '--project', 'shop'], { env: { NO_COLOR: '1' } });
// the messages these tests quote are the English ones
const searchEn = (ws: string, ...args: string[]) =>
  runCli(['search', ...args, '--dir', ws, '--project', 'shop'], { env: { NO_COLOR: '1', PROJECT_MEMORY_LANG: 'en' } });

describe('project-memory search', () => {
  it('ranks memories for an inflected Korean query and prints them as JSON', () => {
    const ws = workspace();
    const r = search(ws, '도커 켜둔 채로 브랜치를 바꿨더니 403이 떠요', '--json');
    expect(r.code, r.stderr).toBe(0);
    const hits = JSON.parse(r.stdout) as Hit[];
    expect(hits[0]).toMatchObject({
      score: expect.any(Number),
      scope: 'global',
      folder: '_global',
      name: 'docker-branch-switch-danger',
      title: 'Docker 브랜치 전환 금지',
      description: 'Docker 실행 중 브랜치 전환 시 403 발생',
      tags: ['docker', 'git'],
      stale: false,
      path: join(ws, MEMORY, '_global/docker-branch-switch-danger.md'),
    });
    // a match is a memory as list --json shows it, with its score first; list alone asks git what it left unmerged
    const listed = (JSON.parse(runCli(['list', '--json', '--dir', ws, '--project', 'shop']).stdout) as { memories: Array<Hit & { unmerged: boolean }> })
      .memories;
    for (const { score, ...memory } of hits) {
      expect(score).toBeGreaterThan(0);
      const { unmerged, ...same } = listed.find((m) => m.path === memory.path) ?? { unmerged: undefined };
      expect(unmerged).toBe(false);
      expect(memory).toEqual(same);
    }
    expect(hits.map((h) => h.name)).toEqual(['docker-branch-switch-danger', 'branch-naming']);
    expect(hits[0]?.score).toBeGreaterThan(hits[1]?.score as number);
  });

  it('prints at most --limit results', () => {
    const r = search(workspace(), '브랜치', '--limit', '1', '--json');
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as Hit[]).map((h) => h.name)).toEqual(['branch-naming']);
  });

  it('prints lines like list does for a person', () => {
    const r = search(workspace(), 'deploy', 'friday');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^\[공통\] friday-deploy-freeze — 금요일 15시 이후 운영 배포 금지\n {2}\/.*friday-deploy-freeze\.md \(점수 \d+\.\d\d\)\n$/);
  });

  it('masks a likely secret in the words of a memory marked as holding one, as list --json does', () => {
    const token = `ghp_${'Ab3'.repeat(12)}`;
    const ws = tempTree({ [`${MEMORY}/_global/ci-token.md`]: memoryFile({ title: 'CI token', description: `the CI token is ${token}` }) });
    const r = search(ws, 'CI token', '--json');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('ci-token');
    expect(r.stdout).not.toContain(token);
  });

  // a word only a body holds read as "we have no note on this": the message says bodies are not searched
  it.each([
    ['en', 'no memory matches "nginx" in its name, title, description or tags (bodies are not searched)'],
    ['ko', '이름, 제목, 설명, 태그에서 "nginx"에 맞는 memory가 없습니다 (본문은 찾지 않음)'],
  ])('a word only a body holds: the no-match message (%s) names the fields searched', (lang, said) => {
    const ws = tempTree({
      [`${MEMORY}/shop/proxy.md`]: memoryFile({ title: 'Reverse proxy', description: 'The proxy in front of the API' }, 'nginx reloads on deploy.\n'),
    });
    const r = runCli(['search', 'nginx', '--dir', ws, '--project', 'shop'], { env: { NO_COLOR: '1', PROJECT_MEMORY_LANG: lang } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(`${said}\n`);
  });

  it('says so when nothing matches, and gives [] as JSON', () => {
    const ws = workspace();
    expect(searchEn(ws, 'kubernetes').stdout).toContain('no memory matches "kubernetes"');
    const r = search(ws, 'kubernetes', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([]);
  });

  it.each([
    [[], /QUERY is missing/],
    [['x', '--limit', '0'], /--limit must be a whole number of 1 or more \(got "0"\)/],
    [['x', '--limit', 'ten'], /--limit must be a whole number/],
  ])('rejects bad input %j with exit 1 and a pointer to --help', (args, message) => {
    const r = searchEn(workspace(), ...args);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain(`See ${SELF} search --help.`);
  });

  it('is listed in the help and has its own --help', () => {
    const en = { env: { PROJECT_MEMORY_LANG: 'en' } };
    expect(runCli(['--help'], en).stdout).toMatch(/search\s+memories ranked for a query/);
    const help = runCli(['search', '--help'], en);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(`Usage: ${SELF} search QUERY [--dir DIR] [--project KEY] [--limit N] [--json]`);
  });
});
