// A hook registered twice (the plugin and `install`, or two installs) runs twice on every
// prompt, both at once, with the same stdin. Claude Code adds what each run prints to the
// conversation (two hooks printing the same text put it there twice), so that the list
// shows once is the hook's own doing: the session's state is read and written by one run
// at a time (lib/hook/session-lock.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, seedWorkspace, tempTree } from '../support/fixtures.js';
import { runProcess } from '../support/process.js';
import { cleanEnv, contextOf, HOOK } from '../support/processes.js';

/** Unlocked, about one pair in six printed the full list twice: 30 pairs all pass by luck about once in 200. */
const PAIRS = 30;

async function bothAtOnce(cwd: string, home: string, sessionId: string): Promise<Array<string | undefined>> {
  const input = JSON.stringify({ session_id: sessionId, transcript_path: '/nonexistent.jsonl', cwd, hook_event_name: 'UserPromptSubmit', prompt: 'docker' });
  const run = () => runProcess(process.execPath, [HOOK], { cwd, env: cleanEnv({ HOME: home }), timeoutMs: 20_000, input });
  const runs = await Promise.all([run(), run()]);
  for (const r of runs) expect(r.code, r.stderr).toBe(0);
  return runs.map((r) => contextOf(r.stdout));
}

describe('a hook registered twice', () => {
  it('shows a session its list once when both runs start at the same moment, and each change once', async () => {
    const tmp = seedWorkspace();
    const home = tempTree();
    const project = join(tmp, 'ws/workspace/patent.how');
    const note = join(tmp, 'ws', MEMORY, '_global', 'race-note.md');
    for (let i = 0; i < PAIRS; i++) {
      writeFileSync(note, memoryFile({ description: `first ${i}` }));
      const first = await bothAtOnce(project, home, `session-${i}`);
      expect(first.filter((c) => c?.includes('[공통] docker-branch-switch-danger')).length, `pair ${i}: full lists`).toBe(1);
      // a later prompt: the edit is shown by one run, and the other finds it shown
      writeFileSync(note, memoryFile({ description: `edited ${i}` }));
      const later = await bothAtOnce(project, home, `session-${i}`);
      expect(later.filter((c) => c?.includes(`race-note — edited ${i}`)).length, `pair ${i}: edits shown`).toBe(1);
      expect(later.some((c) => c?.includes('docker-branch-switch-danger'))).toBe(false);
    }
  }, 180_000);
});
