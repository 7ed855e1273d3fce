// The built PreToolUse and SubagentStart hooks as real processes fed Claude Code 2.1.328's
// stdin: the subagent's list, ranked for the task the Agent call carried, separate from
// the main session's state, and never a failed subagent.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { CLAUDE_OUTPUT_CAP } from '../../lib/render/render-list.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { REPO, runHook } from '../support/processes.js';
import { hookSession } from '../support/session-run.js';

const SUBAGENT_START = builtHookPath('SubagentStart', join(REPO, 'plugin'));
const PRE_TOOL_USE = builtHookPath('PreToolUse', join(REPO, 'plugin'));
const KEY = 'acme';
const DEPLOY_LINE = `[${KEY}] zz-staging-deploy — staging deploys fail until the TLS certificate renewal finishes`;
const TASK = 'Find why deploys fail on staging: the TLS certificate renewal may be stuck';

/** Twenty memories, a list that holds four: the deploy one sorts last and shows only when ranked. */
function workspace(budget = 600) {
  const files: Record<string, string> = {
    'ws/.ai-core/project-memory.json': JSON.stringify({ lang: 'en', budget }),
    [`ws/${MEMORY}/${KEY}/zz-staging-deploy.md`]: memoryFile({ title: 'Staging deploy', description: DEPLOY_LINE.split(' — ')[1] }),
    'ws/acme/': '',
  };
  for (let i = 0; i < 19; i++)
    files[`ws/${MEMORY}/${KEY}/note-${String(i).padStart(2, '0')}.md`] = memoryFile({ title: `Note ${i}`, description: `general note ${i}` });
  const root = tempTree(files);
  return { project: join(root, 'ws', 'acme'), home: tempTree(), root };
}

const preToolUse = (cwd: string, extra: Record<string, unknown> = {}) => ({
  session_id: 's1',
  transcript_path: '/nonexistent/t.jsonl',
  cwd,
  prompt_id: 'p1',
  permission_mode: 'default',
  hook_event_name: 'PreToolUse',
  tool_name: 'Agent',
  tool_input: { description: 'deploy failures', prompt: TASK, subagent_type: 'general-purpose' },
  tool_use_id: 'toolu_1',
  ...extra,
});

const subagentStart = (cwd: string, extra: Record<string, unknown> = {}) => ({
  session_id: 's1',
  transcript_path: '/nonexistent/t.jsonl',
  cwd,
  prompt_id: 'p1',
  agent_id: 'a1',
  agent_type: 'general-purpose',
  hook_event_name: 'SubagentStart',
  ...extra,
});

function subagentList(stdout: string): string[] {
  const parsed = JSON.parse(stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
  expect(parsed.hookSpecificOutput.hookEventName).toBe('SubagentStart');
  return parsed.hookSpecificOutput.additionalContext.split('\n').filter((line) => line.startsWith('['));
}

describe('PreToolUse, then SubagentStart', () => {
  it('PreToolUse prints nothing and keeps the task; the subagent’s list leads with the memory for it', () => {
    const w = workspace();
    const pre = runHook(preToolUse(w.project), { HOME: w.home }, PRE_TOOL_USE);
    expect(pre).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const r = runHook(subagentStart(w.project), { HOME: w.home }, SUBAGENT_START);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = subagentList(r.stdout);
    expect(lines[0]).toBe(DEPLOY_LINE);
    expect(lines.length).toBeLessThan(20);
    expect(r.stdout.length).toBeLessThan(CLAUDE_OUTPUT_CAP);
  });

  it('without a known task the subagent gets the plain list, as a first prompt would', () => {
    const w = workspace();
    const lines = subagentList(runHook(subagentStart(w.project), { HOME: w.home }, SUBAGENT_START).stdout);
    expect(lines[0]).toBe(`[${KEY}] note-00 — general note 0`);
    expect(lines).not.toContain(DEPLOY_LINE);
  });

  it('a list that fits is the whole list, with or without a task', () => {
    const w = workspace(8_000);
    runHook(preToolUse(w.project), { HOME: w.home }, PRE_TOOL_USE);
    const lines = subagentList(runHook(subagentStart(w.project), { HOME: w.home }, SUBAGENT_START).stdout);
    expect(lines).toHaveLength(20);
  });

  it('the task comes from the parent transcript when PreToolUse kept none', () => {
    const w = workspace();
    const transcript = join(w.root, 't.jsonl');
    const call = { type: 'tool_use', id: 'toolu_9', name: 'Agent', input: { description: 'deploys', prompt: TASK, subagent_type: 'general-purpose' } };
    writeFileSync(
      transcript,
      `${JSON.stringify({ type: 'user', promptId: 'p1', message: { role: 'user', content: 'delegate' } })}\n${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [call] } })}\n`,
    );
    const lines = subagentList(runHook(subagentStart(w.project, { transcript_path: transcript }), { HOME: w.home }, SUBAGENT_START).stdout);
    expect(lines[0]).toBe(DEPLOY_LINE);
  });

  it('leaves the main session’s state alone: its next prompt gets what it would have got', () => {
    const w = workspace();
    const main = hookSession(w.project, w.home, 's1');
    const control = hookSession(w.project, w.home, 's2');
    expect(main.prompt('hello')).toContain('<project-memory>');
    expect(control.prompt('hello')).toContain('<project-memory>');
    const stateFile = join(w.home, '.local', 'state', 'project-memory', 'sessions', 's1.json');
    const before = readFileSync(stateFile, 'utf8');
    runHook(preToolUse(w.project), { HOME: w.home }, PRE_TOOL_USE);
    expect(subagentList(runHook(subagentStart(w.project), { HOME: w.home }, SUBAGENT_START).stdout)[0]).toBe(DEPLOY_LINE);
    expect(readFileSync(stateFile, 'utf8')).toBe(before);
    // the deploy memory is new to the main session on a prompt about it, as to the control
    const next = main.prompt(TASK);
    expect(next).toContain(DEPLOY_LINE);
    expect(next?.replace(/s1/g, 's2')).toBe(control.prompt(TASK)?.replace(/s1/g, 's2'));
  });

  it('leaves nothing behind in the state folder once the subagent started', () => {
    const w = workspace();
    runHook(preToolUse(w.project), { HOME: w.home }, PRE_TOOL_USE);
    const dir = join(w.home, '.local', 'state', 'project-memory', 'agent-tasks');
    expect(readdirSync(dir)).toHaveLength(1);
    runHook(subagentStart(w.project), { HOME: w.home }, SUBAGENT_START);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('PreToolUse keeps nothing outside a workspace, for other tools, or when turned off', () => {
    const w = workspace();
    const outside = tempTree();
    runHook(preToolUse(outside), { HOME: w.home }, PRE_TOOL_USE);
    runHook(preToolUse(w.project, { tool_name: 'Bash', tool_input: { command: 'ls' } }), { HOME: w.home }, PRE_TOOL_USE);
    runHook(preToolUse(w.project), { HOME: w.home, PROJECT_MEMORY_DISABLE: '1' }, PRE_TOOL_USE);
    expect(existsSync(join(w.home, '.local', 'state', 'project-memory', 'agent-tasks'))).toBe(false);
  });
});

describe('subagents that need no list', () => {
  it('fork inherits the parent conversation, list included: nothing', () => {
    const w = workspace();
    expect(runHook(subagentStart(w.project, { agent_type: 'fork' }), { HOME: w.home }, SUBAGENT_START)).toMatchObject({ code: 0, stdout: '' });
  });

  it("statusline-setup writes the user's status line setting, which no project memory is about: nothing", () => {
    const w = workspace();
    expect(runHook(subagentStart(w.project, { agent_type: 'statusline-setup' }), { HOME: w.home }, SUBAGENT_START)).toMatchObject({ code: 0, stdout: '' });
    expect(runHook(subagentStart(w.project, { agent_type: 'Explore' }), { HOME: w.home }, SUBAGENT_START).stdout).toContain('<project-memory>');
  });

  it.each([
    ['tools: Glob, WebFetch', false],
    ['tools: ""', false],
    ['disallowedTools: Read, Bash, Grep', false],
    ['tools: Read(./docs/**)', true],
    ['tools: [Grep]', true],
    ['disallowedTools: Bash(rm:*)', true],
    ['tools: mcp__files__read', true],
    ['model: sonnet', true],
  ])('a custom agent with `%s` gets a list: %s', (field, listed) => {
    const w = workspace();
    // the definition is found by its name, in a folder above the launch folder, under another file name
    mkdirSync(join(w.root, 'ws', '.claude', 'agents'), { recursive: true });
    writeFileSync(join(w.root, 'ws', '.claude', 'agents', 'helper-def.md'), `---\nname: helper\ndescription: x\n${field}\n---\nbody\n`);
    const r = runHook(subagentStart(w.project, { agent_type: 'helper' }), { HOME: w.home }, SUBAGENT_START);
    expect(r.code).toBe(0);
    expect(r.stdout !== '').toBe(listed);
  });

  it('definitions above the top of the git repository are not Claude Code’s: not read either', () => {
    const w = workspace();
    mkdirSync(join(w.root, 'ws', '.claude', 'agents'), { recursive: true });
    writeFileSync(join(w.root, 'ws', '.claude', 'agents', 'finder.md'), '---\nname: finder\ndescription: x\ntools: Glob\n---\n');
    expect(runHook(subagentStart(w.project, { agent_type: 'finder' }), { HOME: w.home }, SUBAGENT_START).stdout).toBe('');
    mkdirSync(join(w.project, '.git'));
    expect(runHook(subagentStart(w.project, { agent_type: 'finder' }), { HOME: w.home }, SUBAGENT_START).stdout).not.toBe('');
  });

  it('a custom agent whose definition is nowhere to be read (a plugin’s, say) gets the list', () => {
    const w = workspace();
    expect(subagentList(runHook(subagentStart(w.project, { agent_type: 'some-plugin:helper' }), { HOME: w.home }, SUBAGENT_START).stdout)).not.toEqual([]);
  });

  it('a user agent in ~/.claude/agents counts too, linked in from dotfiles or not', () => {
    const w = workspace();
    mkdirSync(join(w.home, '.claude', 'agents'), { recursive: true });
    mkdirSync(join(w.home, 'dotfiles'));
    writeFileSync(join(w.home, 'dotfiles', 'web.md'), '---\nname: web\ndescription: x\ntools: WebFetch, WebSearch\n---\n');
    symlinkSync(join(w.home, 'dotfiles', 'web.md'), join(w.home, '.claude', 'agents', 'web.md'));
    expect(runHook(subagentStart(w.project, { agent_type: 'web' }), { HOME: w.home }, SUBAGENT_START).stdout).toBe('');
  });
});

describe('the subagent never fails', () => {
  it.each([
    ['empty stdin', ''],
    ['not JSON', 'hello'],
    ['a JSON array', '[1,2]'],
    ['no fields', '{}'],
    ['fields of the wrong types', JSON.stringify({ session_id: 5, cwd: ['x'], agent_type: {}, transcript_path: 7, prompt_id: null })],
  ])('exits 0 on %s', (_name, stdin) => {
    for (const hook of [SUBAGENT_START, PRE_TOOL_USE]) {
      const r = runHook(stdin, { HOME: tempTree() }, hook);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe('');
    }
  });

  it('a transcript that is a FIFO, and a state folder it cannot write: still the list, at once', () => {
    const w = workspace();
    const fifo = join(w.root, 'fifo.jsonl');
    spawnSync('mkfifo', [fifo]);
    const state = join(w.root, 'state');
    mkdirSync(state);
    chmodSync(state, 0o500);
    const env = { HOME: w.home, PROJECT_MEMORY_STATE_DIR: state };
    expect(runHook(preToolUse(w.project), env, PRE_TOOL_USE)).toMatchObject({ code: 0, stdout: '' });
    const r = runHook(subagentStart(w.project, { transcript_path: fifo }), env, SUBAGENT_START, 5_000);
    expect(r.code).toBe(0);
    expect(subagentList(r.stdout).length).toBeGreaterThan(0);
  });
});
