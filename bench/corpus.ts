import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '../eval/corpus/random.js';

const KO = [
  '도커',
  '브랜치',
  '전환',
  '배포',
  '마이그레이션',
  '클라이언트',
  '항상',
  '인증서',
  '캐시',
  '빌드',
  '테스트',
  '서버',
  '로그',
  '권한',
  '설정',
  '데이터베이스',
  '주의',
  '오류',
  '발생',
  '확인',
];
const EN = [
  'docker',
  'branch',
  'deploy',
  'migration',
  'client',
  'always',
  'certificate',
  'cache',
  'build',
  'test',
  'server',
  'logs',
  'permission',
  'config',
  'database',
  'careful',
  'error',
  'timeout',
  'retry',
  'staging',
];

function words(rand: () => number, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const pool = rand() < 0.5 ? KO : EN;
    out.push(pool[Math.floor(rand() * pool.length)] as string);
  }
  return out.join(' ');
}

/**
 * Writes `count` memories split between `_global` and one project folder: mixed
 * Korean/English front matter and bodies of 0.5–8 KB.
 */
export function writeCorpus(memoryRoot: string, projectKey: string, count: number, seed = 1): void {
  const rand = seededRandom(seed);
  const folders = [join(memoryRoot, '_global'), join(memoryRoot, projectKey)];
  for (const folder of folders) mkdirSync(folder, { recursive: true });
  for (let i = 0; i < count; i++) {
    const folder = folders[i % 2] as string;
    const bodyBytes = 512 + Math.floor(rand() * 7.5 * 1024);
    const paragraph = `${words(rand, 12)}.\n`;
    const body = `## 문제\n${paragraph.repeat(Math.ceil(bodyBytes / paragraph.length))}`.slice(0, bodyBytes);
    const text = [
      '---',
      `title: ${words(rand, 4)}`,
      `description: ${words(rand, 10)} ${i}`,
      'created_at: 2026-04-12',
      `tags: [${words(rand, 2).replace(' ', ', ')}]`,
      '---',
      body,
    ].join('\n');
    writeFileSync(join(folder, `memory-${String(i).padStart(5, '0')}.md`), text);
  }
}

/** Memories are mostly old: date the corpus an hour back, as a checkout of last week's work is. */
export function ageCorpus(memoryRoot: string): void {
  const past = new Date(Date.now() - 3_600_000);
  for (const folder of readdirSync(memoryRoot)) {
    const dir = join(memoryRoot, folder);
    for (const name of readdirSync(dir)) utimesSync(join(dir, name), past, past);
    utimesSync(dir, past, past);
  }
}
