// Claude Code's rewind (Esc Esc, or /rewind, then "Restore conversation") in a real terminal with the plugin
// loaded. Taken back past the session's first prompt, the conversation no longer holds the
// list that prompt was shown, and Claude Code writes nothing when it rewinds: the prompt
// typed next is the first the transcript can tell it by, so the one after it gets the full
// list and the save suggestion again. A rewind that keeps the first prompt keeps its list:
// nothing is shown twice.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertBuilt, PLUGIN_ROOT, runCli } from '../support/built.js';
import { CLAUDE_BIN, claudeEnv, makeClaudeHome } from '../support/claude.js';
import { requestText, type StandIn, useStandIn } from '../support/stand-in.js';
import { hasTmux, openTerminal, type Terminal } from '../support/tmux.js';
import { GLOBAL_LINE, makePluginWorkspace } from './workspace.js';

const OPEN = '<project-memory>';
/** The standing save suggestion, which rides with a full list only. */
const SUGGESTION = '"이 내용을 memory에 저장할까요?"';

/** What the model was sent with `prompt`, once the turn is over (its reply on the screen). */
async function turn(t: Terminal, standIn: StandIn, prompt: string): Promise<string> {
  const before = standIn.mainBodies().length;
  t.type(prompt);
  const until = Date.now() + 30_000;
  for (;;) {
    const text = standIn
      .mainBodies()
      .slice(before)
      .map(requestText)
      .find((x) => x.includes(prompt));
    if (text !== undefined) {
      // the turn is written to the transcript when it ends: the next prompt reads it
      await t.waitFor(IDLE);
      return text;
    }
    if (Date.now() > until) throw new Error(`"${prompt}" never reached the stand-in; the terminal shows:\n${t.screen()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * /rewind (what Esc Esc opens, without a double press that a loaded machine may read as two
 * single ones), the `back`-th message from the newest picked, "Restore conversation", and the
 * input cleared of its text.
 */
async function rewind(t: Terminal, back: number): Promise<void> {
  t.type('/rewind');
  await t.waitFor(/Restore the code and\/or conversation/);
  for (let i = 0; i < back; i++) t.keys('Up');
  t.keys('Enter');
  await t.waitFor(/Restore conversation/);
  t.keys('Enter');
  // the dialog closes and the message rewound to is back in the input, to edit or replace
  await t.waitFor(/^(?![\s\S]*Restore conversation)[\s\S]*\n❯[^\S\n]+\S/);
  t.keys('C-u');
  await t.waitFor(EMPTY_INPUT);
}

const EMPTY_INPUT = /\n❯[^\S\n]*\n─/;
/** A turn over: its closing line right above an empty input box. */
const IDLE = / done [^\n]*\n(?:[^\S\n]*\n)*─+[^\S\n]*\n❯[^\S\n]*\n/;

const count = (text: string, needle: string) => text.split(needle).length - 1;

/**
 * Claude Code in a terminal with the plugin (or the hooks `install` registers), in the seed's
 * project, under a Korean locale, ready for a prompt.
 */
async function session(
  options: Parameters<typeof useStandIn>[0] = {},
  route: 'plugin' | 'install' = 'plugin',
  settings?: (w: ReturnType<typeof makePluginWorkspace>) => Record<string, unknown>,
): Promise<{ w: ReturnType<typeof makePluginWorkspace>; t: Terminal; standIn: StandIn }> {
  const w = makePluginWorkspace();
  const home = makeClaudeHome({ interactiveIn: w.project, settings: settings?.(w) });
  if (route === 'install') {
    const installed = await runCli(['install', '--dir', w.ws], { cwd: w.ws, home });
    expect(installed.code, installed.stderr).toBe(0);
  }
  const standIn = await useStandIn(options);
  const env = { ...claudeEnv(home, standIn.port), TERM: 'xterm-256color', LANG: 'ko_KR.UTF-8' };
  const t = openTerminal(route === 'plugin' ? [CLAUDE_BIN, '--plugin-dir', PLUGIN_ROOT] : [CLAUDE_BIN], w.project, env);
  await t.waitFor(/❯/);
  return { w, t, standIn };
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CLAUDE_BIN)) throw new Error(`${CLAUDE_BIN} is missing: run \`npm install\`.`);
  if (!hasTmux()) throw new Error('tmux is missing: these tests run Claude Code in a real terminal (apt install tmux, brew install tmux).');
});

describe('a rewind at the terminal', () => {
  test('past the first prompt: the full list and the save suggestion come back; within the session: nothing twice', { timeout: 180_000 }, async () => {
    const { t, standIn } = await session();

    const alpha = await turn(t, standIn, 'alpha first prompt');
    expect(alpha).toContain(GLOBAL_LINE);
    expect(count(alpha, SUGGESTION)).toBe(1);
    expect(count(await turn(t, standIn, 'beta second prompt'), OPEN)).toBe(1);

    // back to before alpha: the conversation holds no list now
    await rewind(t, 2);
    const gamma = await turn(t, standIn, 'gamma after the rewind');
    expect(gamma).not.toContain('alpha first prompt');
    // the transcript cannot tell yet: this prompt goes without the list
    expect(gamma).not.toContain(OPEN);
    const delta = await turn(t, standIn, 'delta next prompt');
    expect(count(delta, OPEN)).toBe(1);
    expect(delta).toContain(GLOBAL_LINE);
    expect(count(delta, SUGGESTION)).toBe(1);

    // back to before epsilon, which keeps delta's list: nothing is shown again
    await turn(t, standIn, 'epsilon');
    await rewind(t, 1);
    await turn(t, standIn, 'zeta after the second rewind');
    const eta = await turn(t, standIn, 'eta');
    expect(eta).not.toContain('epsilon');
    expect(count(eta, OPEN)).toBe(1);
    expect(count(eta, SUGGESTION)).toBe(1);
  });

  // Esc before the reply: the prompt goes back to the input box and out of the conversation,
  // and its list with it, while the transcript's next prompt still goes on from its records
  // with the plugin a SessionStart record comes first, from which the next prompt then goes on;
  // with the hooks install registers the stopped prompt is the conversation's first record, and
  // the next one goes on from its records as if it were still there
  test.each(['install', 'plugin'] as const)(
    'a first prompt stopped before its reply (%s): the list comes back by the prompt after the next',
    { timeout: 180_000 },
    async (route) => {
      const { t, standIn } = await session({ delayFor: (body, main) => (main && requestText(body).includes('slow first prompt') ? 15_000 : 0) }, route);
      t.type('alpha slow first prompt');
      const until = Date.now() + 30_000;
      while (!standIn.mainBodies().some((body) => requestText(body).includes('slow first prompt'))) {
        if (Date.now() > until) throw new Error(`the first prompt never reached the stand-in; the terminal shows:\n${t.screen()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // a moment for the request to be under way; a key right after Escape would be read with it as one
      await new Promise((resolve) => setTimeout(resolve, 700));
      t.keys('Escape');
      // the prompt back in the input box, below its rule
      await t.waitFor(/─+[^\S\n]*\n❯[^\S\n]+alpha slow first prompt/);
      await new Promise((resolve) => setTimeout(resolve, 500));
      t.keys('C-u');
      await t.waitFor(EMPTY_INPUT);
      const beta = await turn(t, standIn, 'beta second prompt');
      expect(beta).not.toContain('alpha slow first prompt');
      const gamma = await turn(t, standIn, 'gamma third prompt');
      // by now the conversation holds the list once: told again at beta or at gamma, not at both
      expect(count(gamma, OPEN)).toBe(1);
      expect(gamma).toContain(GLOBAL_LINE);
    },
  );

  test('past a prompt that was told of a memory deleted since: a later prompt tells it again', { timeout: 180_000 }, async () => {
    const { w, t, standIn } = await session();
    expect(await turn(t, standIn, 'alpha first prompt')).toContain(GLOBAL_LINE);
    rmSync(join(w.memoryRoot, '_global', 'docker-branch-switch-danger.md'));
    const REMOVED = '목록에서 빠짐: [공통] docker-branch-switch-danger';
    expect(count(await turn(t, standIn, 'beta second prompt'), REMOVED)).toBe(1);
    // back to before beta: the conversation holds alpha's line of the memory again
    await rewind(t, 1);
    const gamma = await turn(t, standIn, 'gamma after the rewind');
    expect(gamma).not.toContain(REMOVED);
    const delta = await turn(t, standIn, 'delta next prompt');
    expect(count(delta, REMOVED)).toBe(1);
  });

  test('past a prompt that was told of a memory saved since: a later prompt tells it again', { timeout: 180_000 }, async () => {
    const { w, t, standIn } = await session();
    const LATE = '[공통] late-note — 되감기 뒤에도 알려야 하는 메모';

    expect(await turn(t, standIn, 'alpha first prompt')).toContain(GLOBAL_LINE);
    // saved during the session (a teammate's pull, or Claude's own save): the next prompt is told
    const note = '---\ntitle: 늦게 온 메모\ndescription: 되감기 뒤에도 알려야 하는 메모\ncreated_at: 2026-04-12\n---\n본문\n';
    writeFileSync(join(w.memoryRoot, '_global', 'late-note.md'), note);
    expect(count(await turn(t, standIn, 'beta second prompt'), LATE)).toBe(1);

    // back to before beta: what its hook told is gone, alpha's list stays
    await rewind(t, 1);
    const gamma = await turn(t, standIn, 'gamma after the rewind');
    expect(gamma).not.toContain('beta second prompt');
    expect(gamma).not.toContain(LATE);
    const delta = await turn(t, standIn, 'delta next prompt');
    expect(count(delta, LATE)).toBe(1);
    // the list itself is not shown again
    expect(count(delta, GLOBAL_LINE)).toBe(1);
    expect(count(delta, SUGGESTION)).toBe(1);
  });

  // another UserPromptSubmit hook (a secret scanner, a policy) may block a prompt (exit 2, or
  // "decision": "block") or stop it ("continue": false): Claude Code then asks no model and
  // keeps nothing any hook said with it, this one's list or news included
  const blocking = (ending: 'block' | 'stop') => (w: ReturnType<typeof makePluginWorkspace>) => {
    const script = join(w.ws, 'policy-hook.cjs');
    const verdict =
      ending === 'block'
        ? "process.stderr.write('held by policy'); process.exit(2);"
        : "process.stdout.write(JSON.stringify({ continue: false, stopReason: 'held by policy' }));";
    writeFileSync(script, `let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => { if (s.includes('HOLD')) { ${verdict} } });\n`);
    return { hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: `node '${script}'` }] }] } };
  };

  /** Types a prompt another hook holds back, and waits for Claude Code to say so; the input box cleared. */
  async function held(t: Terminal, prompt: string): Promise<void> {
    t.type(prompt);
    await t.waitFor(/held by policy/);
    t.keys('C-u');
    await t.waitFor(EMPTY_INPUT);
  }

  test.each([
    ['plugin', 'block'],
    ['install', 'stop'],
  ] as const)('a first prompt another hook holds back (%s, %s): the next prompt gets the full list, once', { timeout: 180_000 }, async (route, ending) => {
    const { t, standIn } = await session({}, route, blocking(ending));
    await held(t, 'alpha HOLD first prompt');
    const beta = await turn(t, standIn, 'beta second prompt');
    expect(count(beta, OPEN)).toBe(1);
    expect(beta).toContain(GLOBAL_LINE);
    expect(count(beta, SUGGESTION)).toBe(1);
    expect(count(await turn(t, standIn, 'gamma third prompt'), OPEN)).toBe(1);
  });

  test('a later prompt held back, which was told of a memory saved: the next prompt tells it', { timeout: 180_000 }, async () => {
    const { w, t, standIn } = await session({}, 'plugin', blocking('block'));
    const LATE = '[공통] late-note — 막힌 프롬프트 뒤에도 알려야 하는 메모';
    expect(await turn(t, standIn, 'alpha first prompt')).toContain(GLOBAL_LINE);
    const note = '---\ntitle: 늦게 온 메모\ndescription: 막힌 프롬프트 뒤에도 알려야 하는 메모\ncreated_at: 2026-04-12\n---\n본문\n';
    writeFileSync(join(w.memoryRoot, '_global', 'late-note.md'), note);
    await held(t, 'beta HOLD second prompt');
    const gamma = await turn(t, standIn, 'gamma third prompt');
    expect(count(gamma, LATE)).toBe(1);
    // the list itself is not shown again
    expect(count(gamma, GLOBAL_LINE)).toBe(1);
    expect(count(await turn(t, standIn, 'delta fourth prompt'), LATE)).toBe(1);
  });
});
