/** Writes a corpus as real memory files in a fresh temporary workspace, the way people keep them. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Corpus, CorpusMemory } from './generate-corpus.js';

export interface EvalWorkspace {
  root: string;
  memoryRoot: string;
}

export function writeWorkspace(corpus: Corpus): EvalWorkspace {
  const root = mkdtempSync(join(tmpdir(), 'project-memory-eval-'));
  const memoryRoot = join(root, '.ai-core', 'data', 'memory');
  for (const memory of corpus.memories) {
    const folder = join(memoryRoot, memory.scope === 'global' ? '_global' : corpus.projectKey);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${memory.name}.md`), memoryFile(memory));
  }
  return { root, memoryRoot };
}

// JSON strings are valid YAML double-quoted scalars, so no YAML writer is needed here
function memoryFile(m: CorpusMemory): string {
  const lines = [
    '---',
    `title: ${JSON.stringify(m.title)}`,
    `description: ${JSON.stringify(m.description)}`,
    'created_at: 2026-04-12',
    `tags: [${m.tags.map((t) => JSON.stringify(t)).join(', ')}]`,
    ...(m.pinned ? ['pinned: true'] : []),
    '---',
    '## 문제',
    m.description,
    '',
    '## 해결/대응',
    '(evaluation corpus)',
    '',
  ];
  return lines.join('\n');
}
