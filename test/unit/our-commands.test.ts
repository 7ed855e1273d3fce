// Which hook commands in a settings file are project-memory's: exactly, never by the look of a path.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hookCommand } from '../../lib/settings/hook-specs.js';
import { ownershipOf } from '../../lib/settings/our-commands.js';
import { tempTree } from '../support/fixtures.js';

describe('ownershipOf', () => {
  const root = tempTree({
    'pm/.claude-plugin/plugin.json': '{"name": "project-memory"}',
    'other/.claude-plugin/plugin.json': '{"name": "other-tool"}',
    'broken/.claude-plugin/plugin.json': '{',
    'bare/dist/hooks/': '',
  });
  const pm = join(root, 'pm');
  const RECORDED = 'NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node /gone/project-memory/plugin/dist/hooks/user-prompt-submit.cjs';
  const recorded = [RECORDED];
  const own = ownershipOf(recorded, { PM: pm });

  it.each([
    ['the command install writes now', hookCommand('UserPromptSubmit'), true],
    ['a command install wrote here, from a checkout deleted since', RECORDED, true],
    ['plain node on a hook in a project-memory plugin folder', `node ${pm}/dist/hooks/user-prompt-submit.cjs`, true],
    ['the same, hand-quoted', `NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node "${pm}/dist/hooks/session-start.cjs"`, true],
    ['the same, through a variable', 'node "$PM/dist/hooks/pre-compact.cjs"', true],
    ['a hook file of another tool laid out like ours', `node ${root}/other/dist/hooks/user-prompt-submit.cjs`, false],
    ['a folder whose manifest is broken', `node ${root}/broken/dist/hooks/user-prompt-submit.cjs`, false],
    ['a folder with no manifest', `node ${root}/bare/dist/hooks/user-prompt-submit.cjs`, false],
    ['a hook file that is gone, not recorded', 'node /gone/elsewhere/dist/hooks/user-prompt-submit.cjs', false],
    ['a relative path', 'node dist/hooks/user-prompt-submit.cjs', false],
    ['another file in our folder', `node ${pm}/dist/hooks/evil.cjs`, false],
    ['a path that is not plain', `node ${pm}/dist/hooks/../hooks/user-prompt-submit.cjs`, false],
    ['ours, then another command', `node ${pm}/dist/hooks/user-prompt-submit.cjs; id`, false],
    ['a recorded command with one more character', `${RECORDED} `, false],
    ['ours behind the test for its file', `[ ! -f ${pm}/dist/hooks/pre-compact.cjs ] || node ${pm}/dist/hooks/pre-compact.cjs`, true],
    ['behind a test for another file', `[ ! -f /tmp/x ] || node ${pm}/dist/hooks/pre-compact.cjs`, false],
  ])('%s → %s', (_name, command, ours) => {
    expect(own.isOurs(command)).toBe(ours);
  });

  it('a quoted copy runs the same hook as ours; one without the environment prefix is ours but out of date', () => {
    const plain = `NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node ${pm}/dist/hooks/user-prompt-submit.cjs`;
    expect(own.sameHook(plain, `NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node '${pm}/dist/hooks/user-prompt-submit.cjs'`)).toBe(true);
    expect(own.sameHook(plain, `node ${pm}/dist/hooks/user-prompt-submit.cjs`)).toBe(false);
    expect(own.sameHook(plain, `NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node ${pm}/dist/hooks/session-start.cjs`)).toBe(false);
    // without the test for its file in front: out of date, so install adds it in place
    expect(own.sameHook(`[ ! -f ${pm}/dist/hooks/user-prompt-submit.cjs ] || ${plain}`, plain)).toBe(false);
  });
});
