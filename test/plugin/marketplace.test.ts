// The repository as a local marketplace, installed with the real CLI into an empty HOME:
// `claude plugin marketplace add <repo>` then `claude plugin install project-memory@…`.
//
// Measured with Claude Code 2.1.328:
// - install copies the whole folder (gitignored dist/ and node_modules/ included, .git
//   left out) to ~/.claude/plugins/cache/<marketplace>/<plugin>/<version>/, and then,
//   because package.json has a package-lock.json beside it, runs
//   `npm ci --ignore-scripts` there: with the network that downloads every dependency,
//   dev ones included; offline it fails with a warning and the install still succeeds;
// - a plugin from a local directory marketplace is read in place from that folder
//   (`claude plugin list --json` reports readFromFolder), so its hooks run from this
//   checkout's dist/, and a rebuild takes effect without reinstalling.
// npm is pointed at a closed local port here: the test never leaves 127.0.0.1.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { shellQuote } from '../../lib/shell-quote.js';
import { assertBuilt, BUILT_CLI, REPO_ROOT, runCli } from '../support/built.js';
import { CLAUDE_BIN, claudeEnv, runClaude } from '../support/claude.js';
import { runProcess, type RunResult } from '../support/process.js';
import { requestText, useStandIn } from '../support/stand-in.js';
import { GLOBAL_LINE, makePluginWorkspace, type PluginWorkspace } from './workspace.js';

const MARKETPLACE = 'project-memory-local';
const PLUGIN_ID = `project-memory@${MARKETPLACE}`;
const OFFLINE_NPM = { npm_config_offline: 'true', npm_config_registry: 'http://127.0.0.1:9/' };

function pluginCommand(w: PluginWorkspace, port: number, args: string[]): Promise<RunResult> {
  return runProcess(CLAUDE_BIN, ['plugin', ...args], { cwd: w.ws, env: claudeEnv(w.home, port, OFFLINE_NPM), timeoutMs: 120_000 });
}

interface ListedPlugin {
  id: string;
  enabled: boolean;
  installPath: string;
  readFromFolder?: string;
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CLAUDE_BIN)) throw new Error(`${CLAUDE_BIN} is missing: run \`npm install\`.`);
});

describe('installed from the repository as a local marketplace', () => {
  test('add + install work offline; the hooks run from the checkout; doctor sees the plugin and a second registration', { timeout: 240_000 }, async () => {
    const w = makePluginWorkspace();
    const standIn = await useStandIn();

    const added = await pluginCommand(w, standIn.port, ['marketplace', 'add', REPO_ROOT]);
    expect(added.code, `${added.stdout}\n${added.stderr}`).toBe(0);
    expect(added.stdout).toContain(MARKETPLACE);
    const installed = await pluginCommand(w, standIn.port, ['install', PLUGIN_ID]);
    expect(installed.code, `${installed.stdout}\n${installed.stderr}`).toBe(0);

    const listed = await pluginCommand(w, standIn.port, ['list', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    const plugin = (JSON.parse(listed.stdout) as ListedPlugin[]).find((p) => p.id === PLUGIN_ID);
    expect(plugin?.enabled).toBe(true);
    expect(plugin?.readFromFolder).toBe(REPO_ROOT);
    // the copy carries the built hooks too, should Claude Code ever run from it
    expect(existsSync(join(plugin?.installPath ?? '', 'dist', 'hooks', 'user-prompt-submit.cjs'))).toBe(true);
    const settings = JSON.parse(readFileSync(join(w.home, '.claude', 'settings.json'), 'utf8')) as { enabledPlugins?: Record<string, boolean> };
    expect(settings.enabledPlugins?.[PLUGIN_ID]).toBe(true);

    const result = await runClaude({ prompt: 'hello', cwd: w.project, home: w.home, port: standIn.port });
    expect(result.code, result.stderr).toBe(0);
    const text = requestText(standIn.mainBodies()[0]);
    expect(text).toContain(GLOBAL_LINE);
    expect(text, 'the hook ran from the checkout, not from the cache copy').toContain(`node ${shellQuote(BUILT_CLI)} save --dir`);

    const alone = await runCli(['doctor', '--dir', w.project, '--json'], { cwd: w.project, home: w.home });
    const aloneChecks = (JSON.parse(alone.stdout) as { checks: Array<{ id: string; status: string; message: string }> }).checks;
    expect(aloneChecks.find((c) => c.id === 'hook')).toMatchObject({ status: 'ok', message: expect.stringContaining(`plugin ${PLUGIN_ID}`) });
    expect(aloneChecks.find((c) => c.id === 'hook-run:plugin')?.status).toBe('ok');

    const both = await runCli(['install', '--dir', w.ws], { cwd: w.ws, home: w.home });
    expect(both.code, both.stderr).toBe(0);
    const twice = await runCli(['doctor', '--dir', w.project, '--json'], { cwd: w.project, home: w.home });
    const hook = (JSON.parse(twice.stdout) as { checks: Array<{ id: string; status: string; message: string; fix?: string }> }).checks.find((c) => c.id === 'hook');
    expect(hook).toMatchObject({ status: 'warn', message: expect.stringContaining('registered 2 times') });
    expect(hook?.fix).toContain(`claude plugin disable ${PLUGIN_ID}`);
  });
});
