// The workspace the client tests share: one global memory at the workspace root, and a
// project launched in a subfolder, so the memory folder is above the launch folder (as
// in the seed's monorepo) and each client must be able to reach it from there.
import { join } from 'node:path';
import { tempTree } from './temp.js';

export interface Workspace {
  ws: string;
  memoryRoot: string;
  /** the launch folder: ws/workspace/patent.how, key workspace--patent__how */
  project: string;
  home: string;
}

export const DOCKER_LINE = '[공통] docker-branch-switch-danger — Docker 실행 중 브랜치 전환 시 403 발생';

export function clientWorkspace(home: string): Workspace {
  const root = tempTree({
    'ws/.ai-core/data/memory/_global/docker-branch-switch-danger.md':
      '---\ntitle: Docker 실행 중 브랜치 전환 금지\ndescription: Docker 실행 중 브랜치 전환 시 403 발생\ncreated_at: 2026-04-12\ntags: [docker, git]\n---\n## 문제\n브랜치를 바꾸면 403.\n',
    'ws/workspace/patent.how/src/': '',
  });
  const ws = join(root, 'ws');
  return { ws, memoryRoot: join(ws, '.ai-core', 'data', 'memory'), project: join(ws, 'workspace', 'patent.how'), home };
}
