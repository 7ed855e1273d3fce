// The seed's monorepo for the plugin tests: a workspace with one global and one project
// memory, a project folder, and an empty HOME in which nothing is installed.
import { join } from 'node:path';
import { makeClaudeHome } from '../support/claude.js';
import { tempTree } from '../support/temp.js';

export const PROJECT_KEY = 'workspace--patent__how';
export const GLOBAL_LINE = '[공통] docker-branch-switch-danger — Docker 실행 중 브랜치 전환 시 403 발생';
export const PROJECT_LINE = `[${PROJECT_KEY}] chorus-always-high — patent 검토 시 항상 high 모드`;

export interface PluginWorkspace {
  ws: string;
  memoryRoot: string;
  project: string;
  home: string;
}

function memoryFile(title: string, description: string): string {
  return `---\ntitle: ${title}\ndescription: ${description}\ncreated_at: 2026-04-12\ntags: [test]\n---\n## 문제\n…\n## 해결/대응\n…\n`;
}

export function makePluginWorkspace(): PluginWorkspace {
  const root = tempTree({
    'ws/.ai-core/data/memory/_global/docker-branch-switch-danger.md': memoryFile('Docker 실행 중 브랜치 전환 금지', 'Docker 실행 중 브랜치 전환 시 403 발생'),
    [`ws/.ai-core/data/memory/${PROJECT_KEY}/chorus-always-high.md`]: memoryFile('chorus는 항상 high', 'patent 검토 시 항상 high 모드'),
    'ws/workspace/patent.how/src/': '',
  });
  const ws = join(root, 'ws');
  return { ws, memoryRoot: join(ws, '.ai-core', 'data', 'memory'), project: join(ws, 'workspace', 'patent.how'), home: makeClaudeHome() };
}
