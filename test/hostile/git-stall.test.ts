// A git that does not answer (its config includes a FIFO no one writes to; a network mount
// gone): Claude Code cuts a hook off at 10 s, the timeout one git call had, and the list went
// with it. A hook's git calls together now have 2 s. The built hook, a real git.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { cleanEnv, contextOf, HOOK, promptEvent } from '../support/processes.js';

describe('a git that does not answer', () => {
  it("costs a prompt at most the hook's git time, not the list", () => {
    const base = tempTree();
    const ws = join(base, 'shop');
    mkdirSync(join(ws, '.ai-core', 'data', 'memory', '_global'), { recursive: true });
    execFileSync('git', ['init', '-q'], { cwd: ws });
    // a project with no memories yet: the hook asks git for the key its first save would pin
    writeFileSync(join(ws, '.ai-core', 'data', 'memory', '_global', 'queue.md'), '---\ntitle: Queue\ndescription: holds 100 jobs\n---\nb\n');
    execFileSync('mkfifo', [join(base, 'stall')]);
    appendFileSync(join(ws, '.git', 'config'), `[include]\n\tpath = ${join(base, 'stall')}\n`);
    const started = Date.now();
    const run = spawnSync('node', [HOOK], {
      input: JSON.stringify(promptEvent(ws)),
      env: cleanEnv({ HOME: join(base, 'home'), PROJECT_MEMORY_LANG: 'en' }),
      encoding: 'utf8',
      timeout: 9_000,
    });
    const took = Date.now() - started;
    expect(run.status).toBe(0);
    expect(contextOf(run.stdout)).toContain('[global] queue — holds 100 jobs');
    expect(took).toBeLessThan(6_000);
  });
});
