// What a user of the plugin gets: a fresh clone of this repository (no `npm install` in
// it) added as a marketplace and the plugin installed from it with the real CLI, into an
// empty HOME, offline. The marketplace entry points at plugin/, so Claude Code copies
// only that folder into its plugin cache (Claude Code 2.1.328) — a few hundred KB, no
// package.json, so no npm run — and the hooks work from the committed build.
//
// npm is pointed at a closed local port: were Claude Code to run npm, it would fail here,
// and the test never leaves 127.0.0.1.
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { freshCheckout } from '../support/checkout.js';
import { CLAUDE_BIN, claudeEnv, makeClaudeHome, runClaude } from '../support/claude.js';
import { type RunResult, runProcess } from '../support/process.js';
import { toolUseFromRequest } from '../support/reply-from-request.js';
import { requestText, type StandIn, useStandIn } from '../support/stand-in.js';
import { tempTree } from '../support/temp.js';
import { GLOBAL_LINE, makePluginWorkspace, PROJECT_LINE } from './workspace.js';

const MARKETPLACE = 'project-memory';
const PLUGIN_ID = `project-memory@${MARKETPLACE}`;
const OFFLINE_NPM = { npm_config_offline: 'true', npm_config_registry: 'http://127.0.0.1:9/' };
/** What the issue allows the plugin cache to take. */
const CACHE_LIMIT = 20 * 1024 * 1024;

function plugin(home: string, cwd: string, port: number, args: string[]): Promise<RunResult> {
  return runProcess(CLAUDE_BIN, ['plugin', ...args], { cwd, env: claudeEnv(home, port, OFFLINE_NPM), timeoutMs: 120_000 });
}

/** Bytes under a folder, links not followed. */
function sizeOf(path: string): number {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

interface ListedPlugin {
  id: string;
  enabled: boolean;
  installPath: string;
}

async function installFromFreshClone(standIn: StandIn): Promise<{ home: string; checkout: string; listed: ListedPlugin }> {
  const checkout = freshCheckout();
  expect(existsSync(join(checkout, 'node_modules')), 'a fresh clone has no node_modules').toBe(false);
  const home = makeClaudeHome();
  const added = await plugin(home, checkout, standIn.port, ['marketplace', 'add', checkout]);
  expect(added.code, `${added.stdout}\n${added.stderr}`).toBe(0);
  expect(added.stdout).toContain(MARKETPLACE);
  const installed = await plugin(home, checkout, standIn.port, ['install', PLUGIN_ID]);
  expect(installed.code, `${installed.stdout}\n${installed.stderr}`).toBe(0);
  const list = await plugin(home, checkout, standIn.port, ['list', '--json']);
  expect(list.code, list.stderr).toBe(0);
  const listed = (JSON.parse(list.stdout) as ListedPlugin[]).find((p) => p.id === PLUGIN_ID);
  expect(listed?.enabled).toBe(true);
  return { home, checkout, listed: listed as ListedPlugin };
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CLAUDE_BIN)) throw new Error(`${CLAUDE_BIN} is missing: run \`npm install\`.`);
});

describe('the plugin installed from a fresh clone', () => {
  test('add + install work offline, the cache holds the plugin folder alone, and a session lists the memories', { timeout: 240_000 }, async () => {
    const standIn = await useStandIn();
    const { home, listed } = await installFromFreshClone(standIn);

    const cache = join(home, '.claude', 'plugins', 'cache');
    const bytes = sizeOf(cache);
    expect(bytes, `plugin cache is ${bytes} bytes`).toBeLessThanOrEqual(CACHE_LIMIT);
    console.log(`plugin cache after install: ${(bytes / 1024).toFixed(0)} KB`);
    // the copy is the plugin folder: its manifest and hooks at the top, no package.json
    expect(existsSync(join(listed.installPath, '.claude-plugin', 'plugin.json'))).toBe(true);
    expect(existsSync(join(listed.installPath, 'dist', 'hooks', 'user-prompt-submit.cjs'))).toBe(true);
    expect(existsSync(join(listed.installPath, 'package.json'))).toBe(false);
    expect(existsSync(join(listed.installPath, 'node_modules'))).toBe(false);

    const w = makePluginWorkspace();
    const result = await runClaude({ prompt: 'hello', cwd: w.project, home, port: standIn.port });
    expect(result.code, result.stderr).toBe(0);
    const text = requestText(standIn.mainBodies()[0]);
    expect(text).toContain(
      `<project-memory>\n경로: ${w.memoryRoot}/ ([공통] 이름 → _global/이름.md, [workspace--patent__how] 이름 → workspace--patent__how/이름.md)`,
    );
    expect(text).toContain(GLOBAL_LINE);
    expect(text).toContain(PROJECT_LINE);
    // the hooks keep nothing in the plugin folder: it is replaced on every update
    expect(sizeOf(cache)).toBe(bytes);

    const doctor = await runCli(['doctor', '--dir', w.project, '--json'], { cwd: w.project, home });
    const checks = (JSON.parse(doctor.stdout) as { checks: Array<{ id: string; status: string; message: string }> }).checks;
    expect(checks.find((c) => c.id === 'hook')).toMatchObject({ status: 'ok', message: expect.stringContaining(`plugin ${PLUGIN_ID}`) });
    expect(checks.find((c) => c.id === 'hook-run:plugin')?.status).toBe('ok');

    // the README's way out: the next session hears nothing from us, and the memories stay
    const removed = await plugin(home, w.project, standIn.port, ['uninstall', PLUGIN_ID]);
    expect(removed.code, `${removed.stdout}\n${removed.stderr}`).toBe(0);
    const next = standIn.mainBodies().length;
    const after = await runClaude({ prompt: 'hello again', cwd: w.project, home, port: standIn.port });
    expect(after.code, after.stderr).toBe(0);
    expect(requestText(standIn.mainBodies()[next])).not.toContain('<project-memory>');
    expect(existsSync(join(w.memoryRoot, '_global', 'docker-branch-switch-danger.md'))).toBe(true);
    // and the marketplace goes too: nothing of ours is left in the user's settings
    const gone = await plugin(home, w.project, standIn.port, ['marketplace', 'remove', 'project-memory']);
    expect(gone.code, `${gone.stdout}\n${gone.stderr}`).toBe(0);
    expect(readFileSync(join(home, '.claude', 'settings.json'), 'utf8')).not.toContain('project-memory');
  });

  test('the first "remember this" in a repository without .ai-core saves, and the next session lists it', { timeout: 240_000 }, async () => {
    const standIn = await useStandIn();
    const { home } = await installFromFreshClone(standIn);
    const repo = join(tempTree({ 'shop/.git/HEAD': 'ref: refs/heads/main\n', 'shop/src/': '' }), 'shop');
    const launch = join(repo, 'src');

    // the save command comes from the directive the model was shown, placeholders filled in
    const fact = 'remember this: the payment sandbox rejects cards after 5pm';
    let directive = '';
    standIn.queue(
      toolUseFromRequest(standIn, 'Bash', (body) => {
        directive = requestText(body);
        const command = /```sh\n([\s\S]*?)\n```/.exec(directive)?.[1];
        expect(command, `no save command in what the model saw:\n${directive.slice(-3000)}`).toBeDefined();
        const filled = (command as string)
          .replace("'<global|project>'", 'project')
          .replace(/--title '<[^']*>'/, "--title 'Payment sandbox cut-off'")
          .replace(/--description '<[^']*>'/, "--description 'The payment sandbox rejects cards after 5pm'")
          .replace(/--tags '<[^']*>'/, "--tags 'payments,sandbox'")
          .replace(/<<'MEMORY_EOF'\n[\s\S]*\nMEMORY_EOF$/, "<<'MEMORY_EOF'\n## Problem\nCards fail after 5pm.\n## Fix\nTest in the morning.\nMEMORY_EOF");
        return { command: filled, description: 'Save the memory' };
      }),
      'saved',
    );
    const saved = await runClaude({ prompt: fact, cwd: launch, home, port: standIn.port, args: ['--allowedTools', 'Bash'] });
    expect(saved.code, saved.stderr).toBe(0);
    expect(directive).toContain('[project-memory]');
    const memoryRoot = join(repo, '.ai-core', 'data', 'memory');
    const file = join(memoryRoot, 'shop', 'payment-sandbox-cut-off.md');
    expect(existsSync(file), `not saved; what the tool returned:\n${requestText(standIn.mainBodies().at(-1)).slice(-1500)}`).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('description: The payment sandbox rejects cards after 5pm');
    // the tool result told the model where the memory folder was made
    expect(requestText(standIn.mainBodies().at(-1))).toContain(memoryRoot);

    const next = standIn.mainBodies().length;
    const again = await runClaude({ prompt: 'how do I test payments?', cwd: launch, home, port: standIn.port });
    expect(again.code, again.stderr).toBe(0);
    expect(requestText(standIn.mainBodies()[next])).toContain('[shop] payment-sandbox-cut-off — The payment sandbox rejects cards after 5pm');
  });

  test('with no workspace and no save request, the hook adds nothing', { timeout: 240_000 }, async () => {
    const standIn = await useStandIn();
    const { home } = await installFromFreshClone(standIn);
    const repo = join(tempTree({ 'shop/.git/HEAD': 'ref: refs/heads/main\n' }), 'shop');
    const result = await runClaude({ prompt: 'fix the build', cwd: repo, home, port: standIn.port });
    expect(result.code, result.stderr).toBe(0);
    const text = requestText(standIn.mainBodies()[0]);
    expect(text).toContain('fix the build');
    // the plugin's skill and command are listed as usual; no hook added anything
    expect(text).not.toContain('<project-memory>');
    expect(text).not.toContain('[project-memory]');
    expect(text).not.toContain('UserPromptSubmit hook');
  });
});
