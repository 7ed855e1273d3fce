// What a session's first list showed is recorded once per session, by the built hooks;
// later prompts add nothing. And what was read comes back as a tie-breaker in the next
// sessions' lists.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runHook } from '../support/processes.js';
import { hookSession } from '../support/session-run.js';
import { pendingRecords, READ_HOOK, readEvent, stateOf, usageWorkspace } from './usage-support.js';

const shownRecords = (state: string) => pendingRecords(state).filter((r) => r.kind === 'shown');

describe('the first list of a session', () => {
  it('is recorded once, with every memory it showed; later prompts of the session record nothing', () => {
    const w = usageWorkspace();
    const session = hookSession(w.launch, w.home, 'sess-a');
    session.start('startup');
    expect(session.prompt('배포 인증서 오류')).toContain('<project-memory>');
    session.prompt('또 다른 질문');
    writeFileSync(w.memory('_global', 'new-one'), memoryFile({ title: 'new', description: '새로 생긴 memory' }));
    expect(session.prompt('하나 더')).toContain('new-one');
    const records = shownRecords(w.state);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ root: w.memoryRoot, session: 'sess-a' });
    expect(records[0]?.kind === 'shown' && [...records[0].memories].sort()).toEqual([
      '_global/docker-403',
      '_global/pdf-output',
      '_global/staging-reset',
      'proj/deploy-cert',
    ]);
  });

  it('of each new session is recorded, and a list after compaction is not a first one', () => {
    const w = usageWorkspace();
    const a = hookSession(w.launch, w.home, 'sess-a');
    a.prompt('hello');
    expect(a.start('compact')).toContain('<project-memory>');
    hookSession(w.launch, w.home, 'sess-b').prompt('hello');
    expect(shownRecords(w.state).map((r) => r.session)).toEqual(['sess-a', 'sess-b']);
  });

  it('after /clear is a first list when the session was shown none before', () => {
    const w = usageWorkspace();
    hookSession(w.launch, w.home, 'sess-cleared').start('clear');
    expect(shownRecords(w.state).map((r) => r.session)).toEqual(['sess-cleared']);
  });

  it('is not recorded without a session id, nor while PROJECT_MEMORY_DISABLE=1', () => {
    const w = usageWorkspace();
    runHook({ cwd: w.launch, hook_event_name: 'UserPromptSubmit', prompt: 'x' }, { HOME: w.home });
    hookSession(w.launch, w.home, 'sess-off', { PROJECT_MEMORY_DISABLE: '1' }).prompt('x');
    expect(shownRecords(w.state)).toEqual([]);
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
