import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

const made: string[] = [];

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A real temp folder built from `{ 'relative/path': 'content' }`, removed after the test. */
export function tempTree(files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'pm-test-'));
  made.push(root);
  writeTree(root, files);
  return root;
}

export function writeTree(root: string, files: Record<string, string>): void {
  for (const [rel, content] of Object.entries(files)) {
    const path = join(root, rel);
    mkdirSync(dirname(path), { recursive: true });
    if (rel.endsWith('/')) mkdirSync(path, { recursive: true });
    else writeFileSync(path, content);
  }
}

/** A memory file in the seed's format. */
export function memoryFile(fields: { title?: string; description?: string; tags?: string[]; extra?: string }, body = '## 문제\n…\n'): string {
  const lines = ['---'];
  if (fields.title !== undefined) lines.push(`title: ${fields.title}`);
  if (fields.description !== undefined) lines.push(`description: ${fields.description}`);
  lines.push('created_at: 2026-04-12');
  if (fields.tags) lines.push(`tags: [${fields.tags.join(', ')}]`);
  if (fields.extra) lines.push(fields.extra);
  lines.push('---', body);
  return lines.join('\n');
}

export const MEMORY = '.ai-core/data/memory';

/** The seed's example monorepo: one global memory, one for workspace/patent.how. */
export function seedWorkspace(): string {
  return tempTree({
    [`ws/${MEMORY}/_global/docker-branch-switch-danger.md`]: memoryFile({ title: 'Docker 브랜치 전환 금지', description: 'Docker 실행 중 브랜치 전환 시 403 발생', tags: ['docker', 'git'] }),
    [`ws/${MEMORY}/workspace--patent__how/chorus-always-high.md`]: memoryFile({ title: 'chorus high', description: 'patent 검토 시 항상 high 모드' }),
    [`ws/${MEMORY}/README.md`]: '# never listed\n',
    'ws/workspace/patent.how/src/deep/': '',
    'elsewhere/': '',
  });
}
