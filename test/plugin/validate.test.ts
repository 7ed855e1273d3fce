// `claude plugin validate` of the real Claude Code CLI accepts plugin/ as a plugin and
// the repository as a marketplace whose one plugin is that folder.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { HOOK_EVENTS, hookFileName } from '../../lib/io/package-paths.js';
import { guardedCommand, HOOK_ENV_PREFIX, hookSpecs, INSTALLED_HOOKS } from '../../lib/settings/hook-specs.js';
import type { HookSpec } from '../../lib/settings/settings-merge.js';
import { PLUGIN_ROOT, REPO_ROOT } from '../support/built.js';
import { CLAUDE_BIN, claudeEnv } from '../support/claude.js';
import { runProcess } from '../support/process.js';
import { makeTempDir } from '../support/temp.js';

interface ValidateReport {
  success: boolean;
  manifest: { type: string; errors: unknown[] };
  provides: { hooks: Array<{ event: string; matcher?: string; command: string }>; commands: string[]; skills: string[] };
}

async function validate(target: string, ...flags: string[]) {
  // a port nothing listens on: validate must not need the network at all
  return runProcess(CLAUDE_BIN, ['plugin', 'validate', target, ...flags], {
    cwd: REPO_ROOT,
    env: claudeEnv(makeTempDir('pm-validate-home-'), 9),
    timeoutMs: 30_000,
  });
}

beforeAll(() => {
  if (!existsSync(CLAUDE_BIN)) throw new Error(`${CLAUDE_BIN} is missing: run \`npm install\`.`);
});

test('the plugin folder passes `claude plugin validate`, strict too', async () => {
  const result = await validate(PLUGIN_ROOT);
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
  expect(result.stdout).toContain('Validation passed');
  const strict = await validate(PLUGIN_ROOT, '--strict');
  expect(strict.code, `${strict.stdout}\n${strict.stderr}`).toBe(0);
});

test('validate sees our eight hooks, the remember command and the skill', async () => {
  const result = await validate(PLUGIN_ROOT, '--json');
  expect(result.code, result.stderr).toBe(0);
  const report = JSON.parse(result.stdout) as ValidateReport;
  expect(report.success).toBe(true);
  const hooks = report.provides.hooks.map((h) => `${h.event} ${h.matcher ?? '*'} ${h.command}`);
  expect(hooks).toEqual([
    'UserPromptSubmit * [ ! -f "${CLAUDE_PLUGIN_ROOT}/dist/hooks/user-prompt-submit.cjs" ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node "${CLAUDE_PLUGIN_ROOT}/dist/hooks/user-prompt-submit.cjs"',
    'SessionStart startup|resume|clear|compact|fork [ ! -f "${CLAUDE_PLUGIN_ROOT}/dist/hooks/session-start.cjs" ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node "${CLAUDE_PLUGIN_ROOT}/dist/hooks/session-start.cjs"',
    'PostToolUse Write|Edit|MultiEdit [ ! -f "${CLAUDE_PLUGIN_ROOT}/dist/hooks/post-tool-use.cjs" ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node "${CLAUDE_PLUGIN_ROOT}/dist/hooks/post-tool-use.cjs"',
    'PreCompact auto [ ! -f "${CLAUDE_PLUGIN_ROOT}/dist/hooks/pre-compact.cjs" ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node "${CLAUDE_PLUGIN_ROOT}/dist/hooks/pre-compact.cjs"',
    'PreToolUse Read [ ! -f "${CLAUDE_PLUGIN_ROOT}/dist/hooks/memory-read.cjs" ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node "${CLAUDE_PLUGIN_ROOT}/dist/hooks/memory-read.cjs"',
    'PreToolUse Bash [ ! -f "${CLAUDE_PLUGIN_ROOT}/dist/hooks/shell-read.cjs" ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node "${CLAUDE_PLUGIN_ROOT}/dist/hooks/shell-read.cjs"',
    'PreToolUse Agent [ ! -f "${CLAUDE_PLUGIN_ROOT}/dist/hooks/pre-tool-use.cjs" ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node "${CLAUDE_PLUGIN_ROOT}/dist/hooks/pre-tool-use.cjs"',
    'SubagentStart * [ ! -f "${CLAUDE_PLUGIN_ROOT}/dist/hooks/subagent-start.cjs" ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node "${CLAUDE_PLUGIN_ROOT}/dist/hooks/subagent-start.cjs"',
  ]);
  expect(report.provides.commands).toContain('project-memory:remember');
  expect(report.provides.skills).toContain('project-memory:project-memory');
});

test('the plugin manifest and the marketplace entry carry the package version', async () => {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
  const plugin = JSON.parse(readFileSync(join(PLUGIN_ROOT, '.claude-plugin', 'plugin.json'), 'utf8')) as { name: string; version: string };
  const market = JSON.parse(readFileSync(join(REPO_ROOT, '.claude-plugin', 'marketplace.json'), 'utf8')) as {
    plugins: Array<{ name: string; version: string; source: string }>;
  };
  expect(plugin).toMatchObject({ name: 'project-memory', version: pkg.version });
  expect(market.plugins).toEqual([expect.objectContaining({ name: 'project-memory', version: pkg.version, source: './plugin' })]);
  const result = await validate(join(REPO_ROOT, '.claude-plugin', 'marketplace.json'));
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
});

test('plugin/hooks/hooks.json registers every built hook, one group each, with the matcher and timeout install uses', () => {
  const file = JSON.parse(readFileSync(join(PLUGIN_ROOT, 'hooks', 'hooks.json'), 'utf8')) as {
    hooks: Record<string, Array<{ matcher?: string; hooks: Array<{ type: string; if?: string; command: string; timeout?: number }> }>>;
  };
  expect(Object.keys(file.hooks).sort()).toEqual([...HOOK_EVENTS].sort());
  // in install's order: an event's groups follow the order of its hooks in hookSpecs
  const groups = HOOK_EVENTS.flatMap((event) => (file.hooks[event] ?? []).map((group) => ({ event, ...group })));
  const specs = INSTALLED_HOOKS.map((name, i) => ({ name, spec: hookSpecs(PLUGIN_ROOT)[i] as HookSpec }));
  const byEvent = HOOK_EVENTS.flatMap((event) => specs.filter((s) => s.spec.event === event));
  expect(groups).toHaveLength(byEvent.length);
  byEvent.forEach(({ name, spec }, i) => {
    const group = groups[i];
    expect(group?.event, name).toBe(spec.event);
    expect(group?.matcher, name).toBe(spec.matcher);
    // double quotes: /bin/sh expands CLAUDE_PLUGIN_ROOT from the environment, so any path works;
    // the same test for the file as install's commands
    const file = `"\${CLAUDE_PLUGIN_ROOT}/dist/hooks/${hookFileName(name)}"`;
    expect(group?.hooks, name).toEqual([
      { type: 'command', ...(spec.if ? { if: spec.if } : {}), command: guardedCommand(file, `${HOOK_ENV_PREFIX}node ${file}`), timeout: spec.timeout },
    ]);
  });
});
