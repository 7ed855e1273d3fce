import { tempTree } from './temp.js';

export { tempTree, writeTree } from './temp.js';

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
    [`ws/${MEMORY}/_global/docker-branch-switch-danger.md`]: memoryFile({
      title: 'Docker 브랜치 전환 금지',
      description: 'Docker 실행 중 브랜치 전환 시 403 발생',
      tags: ['docker', 'git'],
    }),
    [`ws/${MEMORY}/workspace--patent__how/chorus-always-high.md`]: memoryFile({ title: 'chorus high', description: 'patent 검토 시 항상 high 모드' }),
    [`ws/${MEMORY}/README.md`]: '# never listed\n',
    'ws/workspace/patent.how/src/deep/': '',
    'elsewhere/': '',
  });
}
