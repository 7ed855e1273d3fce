// What a person at the terminal sees: Claude Code run interactively in a real tmux
// terminal with the plugin loaded. Claude Code's own auto memory is on by default and a
// plugin cannot turn it off, so the first session in a workspace tells the user so, in
// their language (a systemMessage: the model never sees it); the next session does not.
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertBuilt, PLUGIN_ROOT } from '../support/built.js';
import { CLAUDE_BIN, claudeEnv, makeClaudeHome, runClaude } from '../support/claude.js';
import { requestText, type StandIn, useStandIn } from '../support/stand-in.js';
import { hasTmux, openTerminal, type Terminal } from '../support/tmux.js';
import { makePluginWorkspace } from './workspace.js';

/** The prompt box is drawn: the session has started and its SessionStart hooks have run. */
const READY = /❯/;

function session(cwd: string, home: string, standIn: StandIn, lang: string): Terminal {
  const env = { ...claudeEnv(home, standIn.port), TERM: 'xterm-256color', LANG: lang };
  return openTerminal([CLAUDE_BIN, '--plugin-dir', PLUGIN_ROOT], cwd, env);
}

/** What the model was sent with the prompt typed at the terminal. */
async function promptReached(standIn: StandIn, prompt: string, timeoutMs = 30_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const text = standIn
      .mainBodies()
      .map(requestText)
      .find((t) => t.includes(prompt));
    if (text !== undefined) return text;
    if (Date.now() > until) throw new Error(`"${prompt}" never reached the stand-in`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CLAUDE_BIN)) throw new Error(`${CLAUDE_BIN} is missing: run \`npm install\`.`);
  if (!hasTmux()) throw new Error('tmux is missing: these tests run Claude Code in a real terminal (apt install tmux, brew install tmux).');
});

describe('the auto memory notice, at the terminal', () => {
  test.each([
    ['en_US.UTF-8', /SessionStart:startup says: project-memory: Claude Code's auto memory is on/],
    ['ko_KR.UTF-8', /SessionStart:startup says: project-memory: Claude Code의 auto memory가 켜져 있어/],
  ])('%s: shown in the first session at the terminal, not in the next, never to the model', { timeout: 120_000 }, async (lang, notice) => {
    const w = makePluginWorkspace();
    const home = makeClaudeHome({ interactiveIn: w.project });
    const standIn = await useStandIn();

    // a `claude -p` run before it shows no one the notice, so it must not use it up
    const script = await runClaude({
      prompt: 'hello from a script',
      cwd: w.project,
      home,
      port: standIn.port,
      args: ['--plugin-dir', PLUGIN_ROOT],
      env: { LANG: lang },
    });
    expect(script.code, script.stderr).toBe(0);
    expect(await promptReached(standIn, 'hello from a script')).toContain('docker-branch-switch-danger');

    const first = session(w.project, home, standIn, lang);
    const screen = await first.waitFor(notice);
    expect(screen).toContain('"autoMemoryEnabled": false');
    first.type('hello from the terminal');
    const seen = await promptReached(standIn, 'hello from the terminal');
    expect(seen).toContain('docker-branch-switch-danger — Docker 실행 중 브랜치 전환 시 403 발생');
    expect(seen).not.toContain('autoMemoryEnabled');
    first.close();

    const second = session(w.project, home, standIn, lang);
    await second.waitFor(READY);
    second.type('hello again');
    await promptReached(standIn, 'hello again');
    expect(second.screen()).not.toMatch(/project-memory:/);
    second.close();
  });
});
