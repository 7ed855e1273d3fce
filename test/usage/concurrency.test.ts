// Hooks run in parallel: Claude Code starts one per Read, and subagents read at the same
// time as the main conversation. 16 built Read hooks started at once (and merges racing
// them) must count every read exactly once and leave only whole records and a whole
// summary behind.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPACT_AT } from '../../lib/usage/compact.js';
import { publishRecord } from '../../lib/usage/publish-record.js';
import { pendingDir } from '../../lib/usage/usage-paths.js';
import { BUILT_CLI } from '../support/built.js';
import { baseEnv, runProcess } from '../support/process.js';
import { pendingRecords, READ_HOOK, readEvent, summaryOn, usageWorkspace } from './usage-support.js';

const HOOKS = 16;
const NAMES = ['docker-403', 'pdf-output', 'staging-reset'];

function readHook(home: string, path: string, session: string) {
  return runProcess(process.execPath, [READ_HOOK], {
    cwd: '/',
    env: baseEnv(home),
    timeoutMs: 30_000,
    input: JSON.stringify(readEvent(path, { session_id: session })),
  });
}

function stats(home: string, launch: string) {
  return runProcess(process.execPath, [BUILT_CLI, 'stats', '--json', '--dir', launch], { cwd: launch, env: baseEnv(home), timeoutMs: 30_000 });
}

interface Row {
  name: string;
  reads: number;
}

describe(`${HOOKS} Read hooks at once`, () => {
  it('lose no record and corrupt none', { timeout: 120_000 }, async () => {
    const w = usageWorkspace();
    const runs = await Promise.all(Array.from({ length: HOOKS }, (_, i) => readHook(w.home, w.memory('_global', NAMES[i % NAMES.length] as string), `s${i}`)));
    for (const r of runs) expect(r, r.stderr).toMatchObject({ code: 0, stdout: '', stderr: '' });
    // every record whole (pendingRecords throws on any that is not), no temp file left
    const records = pendingRecords(w.state);
    expect(records).toHaveLength(HOOKS);
    expect(new Set(records.map((r) => (r.kind === 'moved' ? undefined : r.session))).size).toBe(HOOKS);
    expect(readdirSync(pendingDir(w.state)).filter((n) => n.startsWith('.'))).toEqual([]);
    const out = await stats(w.home, w.launch);
    expect(out.code, out.stderr).toBe(0);
    const rows = JSON.parse(out.stdout) as Row[];
    const expected = NAMES.map((name) => [name, Array.from({ length: HOOKS }, (_, i) => NAMES[i % NAMES.length]).filter((n) => n === name).length]);
    expect(NAMES.map((name) => [name, rows.find((r) => r.name === name)?.reads])).toEqual(expected);
  });

  it('lose no record and count none twice while they race each other, and `stats`, to merge', { timeout: 180_000 }, async () => {
    const w = usageWorkspace();
    // enough waiting records that every one of the hooks tries to merge after it writes
    const seeded = COMPACT_AT + 8;
    for (let i = 0; i < seeded; i++) publishRecord(w.state, { v: 1, kind: 'read', t: Date.now(), root: w.memoryRoot, folder: '_global', name: 'pdf-output' });
    let total = seeded;
    for (let round = 0; round < 4; round++) {
      const hooks = Array.from({ length: HOOKS }, (_, i) => readHook(w.home, w.memory('_global', 'docker-403'), `r${round}-${i}`));
      // the first round is hooks alone: they must have merged among themselves
      const readers = round === 0 ? [] : [stats(w.home, w.launch), stats(w.home, w.launch)];
      const runs = await Promise.all([...hooks, ...readers]);
      for (const r of runs) expect(r.code, r.stderr).toBe(0);
      for (const r of runs.slice(0, HOOKS)) expect(r).toMatchObject({ stdout: '', stderr: '' });
      total += HOOKS;
      // whatever is on disk now is whole: the summary parses, every waiting record parses
      const waiting = pendingRecords(w.state);
      expect(summaryOn(w.state)).toBeDefined();
      if (round === 0) expect(waiting.length).toBeLessThan(seeded + HOOKS);
      const rows = JSON.parse((await stats(w.home, w.launch)).stdout) as Row[];
      const counted = (rows.find((r) => r.name === 'docker-403')?.reads ?? 0) + (rows.find((r) => r.name === 'pdf-output')?.reads ?? 0);
      expect(counted, `round ${round}`).toBe(total);
      expect(rows.find((r) => r.name === 'pdf-output')?.reads).toBe(seeded);
    }
    // and everything was merged: nothing waits once `stats` has run
    expect(pendingRecords(w.state)).toEqual([]);
  });
});
