// A registered hook whose file is gone (the package removed, or a committed project settings
// file in a clone on another machine) must not put node's MODULE_NOT_FOUND stack in front of
// every prompt: the command install writes exits 0 without a word.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hookSpecs } from '../../lib/settings/hook-specs.js';
import { tempTree } from '../support/fixtures.js';
import { cleanEnv, promptEvent } from '../support/processes.js';

const runSh = (command: string, env: Record<string, string> = {}) =>
  spawnSync('/bin/sh', ['-c', command], { input: JSON.stringify(promptEvent(tempTree())), env: cleanEnv(env), encoding: 'utf8' });

describe('a hook command whose file is gone', () => {
  // Gemini CLI 0.61.0 showed node's stack as a warning, once per hook, on every run (Codex keeps
  // trust by the command's hash: its commands stay without the test, lib/settings/hook-specs.ts)
  const gone = join(tempTree(), 'gone-package', 'plugin');
  it.each((['claude', 'gemini'] as const).flatMap((client) => hookSpecs(gone, client).map((spec) => [client, spec.event, spec.command] as const)))(
    '%s %s: exits 0 and prints nothing',
    (_client, _event, command) => {
      const r = runSh(command);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe('');
    },
  );

  it('the plugin form too, with CLAUDE_PLUGIN_ROOT pointing at nothing', () => {
    const file = '"${CLAUDE_PLUGIN_ROOT}/dist/hooks/user-prompt-submit.cjs"';
    const r = runSh(`[ ! -f ${file} ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node ${file}`, { CLAUDE_PLUGIN_ROOT: join(tempTree(), 'nothing here') });
    expect([r.status, r.stdout, r.stderr]).toEqual([0, '', '']);
  });

  it('without the test in front, node fails with its stack (what the test is for)', () => {
    const r = runSh(`node ${join(tempTree(), 'gone.cjs')}`);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('MODULE_NOT_FOUND');
  });
});
