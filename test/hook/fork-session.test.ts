// A forked session (`claude --resume ID --fork-session`) carries its parent's conversation,
// the list included, under a new id; Claude Code runs SessionStart with source "fork" and
// names no parent. The fork goes on from what every session of this memory folder whose
// transcript sits beside its own was shown.
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, seedWorkspace, tempTree } from '../support/fixtures.js';
import { hookSession } from '../support/session-run.js';

const GLOBAL_LINE = '[공통] docker-branch-switch-danger';

function setup() {
  const tmp = seedWorkspace();
  const home = tempTree();
  const project = join(tmp, 'ws/workspace/patent.how');
  const transcripts = join(home, '.claude', 'projects', 'patent-how');
  mkdirSync(transcripts, { recursive: true });
  /** a session of the launch folder, its transcript beside the others */
  const session = (id: string, cwd = project, folder = transcripts) => {
    writeFileSync(join(folder, `${id}.jsonl`), '{}\n');
    return hookSession(cwd, home, id, {}, join(folder, `${id}.jsonl`));
  };
  /** a fork: its own transcript is not written yet when SessionStart runs */
  const fork = (id: string) => hookSession(project, home, id, {}, join(transcripts, `${id}.jsonl`));
  const age = (id: string, seconds: number) => {
    const when = new Date(Date.now() - seconds * 1000);
    utimesSync(join(home, '.local', 'state', 'project-memory', 'sessions', `${id}.json`), when, when);
  };
  return { tmp, home, project, session, fork, age, globalDir: join(tmp, 'ws', MEMORY, '_global') };
}

describe('a forked session', () => {
  it('is shown nothing again when nothing changed, and only what changed since its parent', () => {
    const { session, fork, globalDir } = setup();
    expect(session('parent').prompt('first')).toContain(GLOBAL_LINE);
    const child = fork('child');
    expect(child.start('fork')).toBeUndefined();
    expect(child.prompt('in the fork')).toBeUndefined();

    writeFileSync(join(globalDir, 'added-later.md'), memoryFile({ description: 'added after the parent saw its list' }));
    const other = fork('second-child');
    const delta = other.start('fork') as string;
    expect(delta).toContain('[공통] added-later — added after the parent saw its list');
    expect(delta).not.toContain(GLOBAL_LINE);
    expect(other.prompt('in the second fork')).toBeUndefined();
  });

  it("takes the state of its own launch folder's latest session, not a later one of another folder or workspace", () => {
    const { tmp, home, session, fork, age, globalDir } = setup();
    session('parent').prompt('first');
    age('parent', 60);
    // after the parent: a session launched elsewhere in the workspace, and one of another workspace
    const elsewhere = join(home, '.claude', 'projects', 'elsewhere');
    mkdirSync(elsewhere, { recursive: true });
    writeFileSync(join(globalDir, 'seen-by-the-later-session.md'), memoryFile({ description: 'only the later session saw this' }));
    session('later-in-another-folder', join(tmp, 'ws/workspace/patent.how/src/deep'), elsewhere).prompt('first');
    const other = seedWorkspace();
    session('later-in-another-workspace', join(other, 'ws/workspace/patent.how')).prompt('first');
    // the parent was never shown the new memory: the fork is
    const delta = fork('child').start('fork') as string;
    expect(delta).toContain('[공통] seen-by-the-later-session — only the later session saw this');
    expect(delta).not.toContain(GLOBAL_LINE);
  });

  it('of one of two sessions of the folder, shows what either was not shown: which one it forks, nothing tells', () => {
    const { session, fork, age, globalDir } = setup();
    session('older').prompt('first');
    age('older', 60);
    writeFileSync(join(globalDir, 'only-the-newer-saw.md'), memoryFile({ description: 'shown to the newer session only' }));
    expect(session('newer').prompt('first')).toContain('only-the-newer-saw');
    // a fork of the older one holds a conversation that never saw it
    const delta = fork('child').start('fork') as string;
    expect(delta).toContain('[공통] only-the-newer-saw — shown to the newer session only');
    expect(delta).not.toContain(GLOBAL_LINE);
  });

  it('is shown the full list, once, when no parent kept state here', () => {
    const { fork } = setup();
    const child = fork('orphan');
    expect(child.start('fork')).toContain(GLOBAL_LINE);
    expect(child.prompt('first')).toBeUndefined();
  });
});
