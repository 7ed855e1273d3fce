// What a session's first list showed is counted once per session, by the built hooks and
// the merge; later prompts add nothing. And what was read comes back as a tie-breaker in the next
// sessions' lists.
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runCli, runHook } from '../support/processes.js';
import { hookSession } from '../support/session-run.js';
import { pendingRecords, READ_HOOK, readEvent, stateOf, usageWorkspace } from './usage-support.js';

/** What `stats --json` says each memory was shown in: merged then, as a user would see it. */
function shown(w: ReturnType<typeof usageWorkspace>): Record<string, number> {
  const r = runCli(['stats', '--json', '--dir', w.launch], { env: { HOME: w.home } });
  expect(r.code, r.stderr).toBe(0);
  return Object.fromEntries((JSON.parse(r.stdout) as Array<{ name: string; shown: number }>).map((row) => [row.name, row.shown]));
}

describe('the first list of a session', () => {
  it('is counted once, with every memory it showed; later prompts add nothing, and the prompt writes no file for it', () => {
    const w = usageWorkspace();
    const session = hookSession(w.launch, w.home, 'sess-a');
    session.start('startup');
    const usageBefore = readdirSync(join(w.state, 'usage')).sort();
    expect(session.prompt('배포 인증서 오류')).toContain('<project-memory>');
    // kept in the session's state, which the prompt writes anyway: no usage file of its own
    expect(readdirSync(join(w.state, 'usage')).sort()).toEqual(usageBefore);
    expect(existsSync(join(w.state, 'usage', 'pending'))).toBe(false);
    session.prompt('또 다른 질문');
    writeFileSync(w.memory('_global', 'new-one'), memoryFile({ title: 'new', description: '새로 생긴 memory' }));
    expect(session.prompt('하나 더')).toContain('new-one');
    const counts = { 'docker-403': 1, 'pdf-output': 1, 'staging-reset': 1, 'deploy-cert': 1, 'new-one': 0 };
    expect(shown(w)).toEqual(counts);
    // merged again (a session starting, stats again): the same session is not counted twice
    session.prompt('계속');
    hookSession(w.launch, w.home, 'sess-later').start('startup');
    expect(shown(w)).toEqual(counts);
  });

  it('of each new session is counted, and a list after compaction is not a first one', () => {
    const w = usageWorkspace();
    const a = hookSession(w.launch, w.home, 'sess-a');
    a.prompt('hello');
    expect(shown(w)['docker-403']).toBe(1);
    expect(a.start('compact')).toContain('<project-memory>');
    a.prompt('after compaction');
    expect(shown(w)['docker-403']).toBe(1);
    hookSession(w.launch, w.home, 'sess-b').prompt('hello');
    expect(shown(w)['docker-403']).toBe(2);
  });

  it('is kept through compaction when no merge counted it before', () => {
    const w = usageWorkspace();
    const a = hookSession(w.launch, w.home, 'sess-a');
    a.prompt('hello');
    a.start('compact');
    expect(shown(w)['docker-403']).toBe(1);
  });

  it('after /clear is a first list when the session was shown none before', () => {
    const w = usageWorkspace();
    hookSession(w.launch, w.home, 'sess-cleared').start('clear');
    expect(shown(w)['docker-403']).toBe(1);
  });

  it('is counted before a week-old session is pruned', () => {
    const w = usageWorkspace();
    hookSession(w.launch, w.home, 'sess-old').prompt('hello');
    const file = join(w.state, 'sessions', 'sess-old.json');
    const old = new Date(Date.now() - 8 * 86_400_000);
    utimesSync(file, old, old);
    hookSession(w.launch, w.home, 'sess-new').start('startup');
    expect(existsSync(file)).toBe(false);
    expect(shown(w)['docker-403']).toBe(1);
  });

  it('is not counted without a session id, nor while PROJECT_MEMORY_DISABLE=1', () => {
    const w = usageWorkspace();
    runHook({ cwd: w.launch, hook_event_name: 'UserPromptSubmit', prompt: 'x' }, { HOME: w.home });
    hookSession(w.launch, w.home, 'sess-off', { PROJECT_MEMORY_DISABLE: '1' }).prompt('x');
    expect(shown(w)['docker-403']).toBe(0);
  });
});

describe('reads in later lists', () => {
  /** A list too long for its budget, so it is ranked: two memories the prompt matches equally, and filler. */
  function rankedWorkspace() {
    const files: Record<string, string> = {
      [`ws/${MEMORY}/_global/cert-chain-a.md`]: memoryFile({ title: 'deploy certificate chain', description: 'deploy certificate chain order' }),
      [`ws/${MEMORY}/_global/cert-chain-b.md`]: memoryFile({ title: 'deploy certificate chain', description: 'deploy certificate chain order' }),
      'ws/proj/': '',
      'home/': '',
    };
    for (let i = 0; i < 40; i++)
      files[`ws/${MEMORY}/_global/filler-${i}.md`] = memoryFile({ title: `note ${i}`, description: `an unrelated note number ${i} about nothing much` });
    const root = tempTree(files);
    return { launch: join(root, 'ws', 'proj'), home: join(root, 'home'), memoryRoot: join(root, 'ws', MEMORY) };
  }

  const ENV = { PROJECT_MEMORY_BUDGET: '600', PROJECT_MEMORY_LANG: 'en' };
  const order = (list: string | undefined) =>
    ['cert-chain-a', 'cert-chain-b']
      .filter((n) => list?.includes(`] ${n} — `))
      .sort((x, y) => (list?.indexOf(`] ${x} — `) ?? 0) - (list?.indexOf(`] ${y} — `) ?? 0));

  it('win a tie for the memory Claude read, once a new session has merged the reads', () => {
    const w = rankedWorkspace();
    const first = hookSession(w.launch, w.home, 's1', ENV).prompt('deploy certificate');
    // ranked: the budget leaves most of the filler out
    expect(Array.from({ length: 40 }, (_, i) => first?.includes(`] filler-${i} — `)).filter(Boolean).length).toBeLessThan(20);
    expect(order(first)).toEqual(['cert-chain-a', 'cert-chain-b']);
    for (let i = 0; i < 3; i++) runHook(readEvent(join(w.memoryRoot, '_global', 'cert-chain-b.md')), { HOME: w.home }, READ_HOOK);
    // reads wait as records until a session starts: the prompt path never reads them
    expect(order(hookSession(w.launch, w.home, 's2', ENV).prompt('deploy certificate'))).toEqual(['cert-chain-a', 'cert-chain-b']);
    const next = hookSession(w.launch, w.home, 's3', ENV);
    next.start('startup');
    expect(pendingRecords(stateOf(w.home))).toEqual([]);
    expect(order(next.prompt('deploy certificate'))).toEqual(['cert-chain-b', 'cert-chain-a']);
  });
});
