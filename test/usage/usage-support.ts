// Shared by the usage tests: the events Claude Code sends, and what is on disk afterwards.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { pendingDir, summaryPath } from '../../lib/usage/usage-paths.js';
import { parseUsageRecord, type UsageRecord } from '../../lib/usage/usage-record.js';
import { parseSummary, type UsageSummary } from '../../lib/usage/usage-summary.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';

export const READ_HOOK = builtHookPath('MemoryRead');
export const PROMPT_HOOK = builtHookPath('UserPromptSubmit');
export const SESSION_START_HOOK = builtHookPath('SessionStart');

/** The state folder a hook uses with this HOME (lib/io/state-dir.ts). */
export const stateOf = (home: string) => join(home, '.local', 'state', 'project-memory');

/** What Claude Code 2.1.328 sends a PreToolUse hook before its Read tool reads `filePath` (seen with the real CLI). */
export function readEvent(filePath: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    session_id: 'read-session',
    transcript_path: '/nonexistent/t.jsonl',
    cwd: '/',
    prompt_id: 'p1',
    permission_mode: 'default',
    effort: { level: 'medium' },
    hook_event_name: 'PreToolUse',
    tool_name: 'Read',
    tool_input: { file_path: filePath },
    tool_use_id: 'toolu_1',
    ...extra,
  };
}

/** What it sends a PostToolUse hook after the read: where earlier installs registered the Read hook. */
export function afterReadEvent(filePath: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return readEvent(filePath, {
    hook_event_name: 'PostToolUse',
    tool_response: { type: 'text', file: { filePath, content: '---\ntitle: t\n---\n', numLines: 3, startLine: 1, totalLines: 3 } },
    duration_ms: 3,
    ...extra,
  });
}

/** A workspace with three global memories and one of project `proj`, a HOME, and where things are. */
export function usageWorkspace() {
  const root = tempTree({
    [`ws/${MEMORY}/_global/docker-403.md`]: memoryFile({ title: 'Docker', description: 'Docker 실행 중 브랜치 전환 시 403' }),
    [`ws/${MEMORY}/_global/pdf-output.md`]: memoryFile({ title: 'PDF', description: '이 고객은 항상 PDF 출력' }),
    [`ws/${MEMORY}/_global/staging-reset.md`]: memoryFile({ title: 'Staging', description: '스테이징 DB는 월요일에 초기화' }),
    [`ws/${MEMORY}/proj/deploy-cert.md`]: memoryFile({ title: 'Cert', description: '배포 인증서 오류는 체인 순서 문제' }),
    [`ws/${MEMORY}/README.md`]: '# not a memory\n',
    'ws/proj/src/': '',
    'home/': '',
  });
  const ws = join(root, 'ws');
  const memoryRoot = join(ws, MEMORY);
  return {
    root,
    ws,
    launch: join(ws, 'proj'),
    memoryRoot,
    home: join(root, 'home'),
    state: stateOf(join(root, 'home')),
    memory: (folder: string, name: string) => join(memoryRoot, folder, `${name}.md`),
  };
}

/** Published records not merged yet, parsed; fails on any file that is not a whole record. */
export function pendingRecords(state: string): UsageRecord[] {
  const dir = pendingDir(state);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((name) => {
    const record = parseUsageRecord(readFileSync(join(dir, name), 'utf8'));
    if (!record) throw new Error(`${name} in the pending folder is not a whole record: ${readFileSync(join(dir, name), 'utf8').slice(0, 200)}`);
    return record;
  });
}

export function summaryOn(state: string): UsageSummary | undefined {
  const path = summaryPath(state);
  return existsSync(path) ? parseSummary(readFileSync(path, 'utf8')) : undefined;
}
