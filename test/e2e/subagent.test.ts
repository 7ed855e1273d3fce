// Subagents with the real `claude -p` against the stand-in: the main conversation's first
// reply is an Agent call, Claude Code starts a subagent, and the subagent's own requests
// to the model must hold the memory list, ranked for its task, while the main
// conversation gets nothing more than its own list. Both ways in: `install` into a
// temporary HOME, and `--plugin-dir plugin` with nothing installed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertBuilt, PLUGIN_ROOT, runCli } from '../support/built.js';
import { CLAUDE_BIN, makeClaudeHome, runClaude } from '../support/claude.js';
import { requestText, type ScriptedReply, type StandIn, useStandIn } from '../support/stand-in.js';
import { tempTree, writeTree } from '../support/temp.js';

const KEY = 'acme';
const USER_PROMPT = 'please hand this investigation to a helper agent';
const SUBAGENT_CONTEXT = 'SubagentStart hook additional context: <project-memory>';
const DIRECTIVE_HEAD = '[project-memory] The user asked to remember something.';

/** Two tasks, each matching one project memory that an unranked list would not show. */
const DEPLOY = {
  task: 'Find why deploys fail on staging: the TLS certificate renewal may be stuck',
  line: `[${KEY}] staging-deploy-cert — staging deploys fail until the TLS certificate renewal finishes`,
};
const BILLING = {
  task: 'Check the billing cron schedule: invoices went out twice in March',
  line: `[${KEY}] billing-cron-twice — the billing cron runs in two regions, invoices can double`,
};

function memoryFile(description: string): string {
  return `---\ntitle: ${description.slice(0, 30)}\ndescription: ${description}\ncreated_at: 2026-04-12\n---\n## Problem\n…\n`;
}

interface Workspace {
  ws: string;
  project: string;
  home: string;
}

/**
 * Twenty memories and a 600-character list: four lines fit. Unranked (and for the user's
 * prompt, which matches none of them) the list takes the project's first memories by
 * name, a… to d…; the two the tasks are about sort last and show only when ranked.
 */
function makeWorkspace(): Workspace {
  const files: Record<string, string> = {
    'ws/.ai-core/project-memory.json': '{ "lang": "en", "budget": 600 }\n',
    [`ws/.ai-core/data/memory/${KEY}/staging-deploy-cert.md`]: memoryFile(DEPLOY.line.split(' — ')[1] as string),
    [`ws/.ai-core/data/memory/${KEY}/billing-cron-twice.md`]: memoryFile(BILLING.line.split(' — ')[1] as string),
    'ws/acme/src/': '',
  };
  const filler = ['api-pagination', 'browser-matrix', 'cache-headers', 'dns-ttl', 'editor-config', 'font-licence', 'git-hooks', 'hiring-loop'];
  for (const name of filler) files[`ws/.ai-core/data/memory/${KEY}/${name}.md`] = memoryFile(`${name.replace('-', ' ')} notes for the acme app`);
  for (const name of [
    'office-wifi',
    'lunch-order',
    'printer-queue',
    'parking-rules',
    'holiday-list',
    'badge-access',
    'vpn-client',
    'coffee-machine',
    'desk-booking',
    'mail-groups',
  ]) {
    files[`ws/.ai-core/data/memory/_global/${name}.md`] = memoryFile(`${name.replace('-', ' ')} notes for everyone`);
  }
  const root = tempTree(files);
  return { ws: join(root, 'ws'), project: join(root, 'ws', 'acme'), home: makeClaudeHome() };
}

async function install(w: Workspace): Promise<void> {
  const result = await runCli(['install', '--dir', w.ws], { cwd: w.ws, home: w.home });
  expect(result.code, `install failed:\n${result.stdout}\n${result.stderr}`).toBe(0);
}

type Body = Record<string, unknown>;

/** The text of the first user message: a subagent's starts with its task. */
function firstUserText(body: unknown): string {
  const messages = (body as Body).messages as Array<{ role: string; content: unknown }> | undefined;
  const first = messages?.find((m) => m.role === 'user');
  return first ? requestText({ messages: [first] }) : '';
}

const answered = (body: Body): boolean => JSON.stringify(body.messages ?? []).includes('"tool_result"');

interface Script {
  /** the Agent calls the main conversation's first reply makes */
  calls: Array<{ task: string; subagent_type?: string; run_in_background?: boolean }>;
  /** what each subagent answers (a background one's answer comes back as a task notification) */
  result?: string;
}

/** A stand-in that tells a subagent's requests from the main conversation's by the task they start with. */
async function scriptedStandIn(script: Script): Promise<StandIn> {
  const tasks = script.calls.map((c) => c.task);
  return useStandIn({
    replyFor: (body, main): ScriptedReply | undefined => {
      if (!main) return undefined;
      const task = tasks.find((t) => firstUserText(body).includes(t));
      if (task) return script.result ?? `Done: ${task}`;
      if (answered(body) || firstUserText(body).includes('<task-notification>')) return 'MAIN-DONE';
      return script.calls.map((call, i) => ({
        type: 'tool_use' as const,
        name: 'Agent',
        input: {
          description: `helper ${i}`,
          prompt: call.task,
          subagent_type: call.subagent_type ?? 'general-purpose',
          ...(call.run_in_background === undefined ? {} : { run_in_background: call.run_in_background }),
        },
      }));
    },
  });
}

interface Split {
  main: Body[];
  /** task → the requests of the subagent working on it */
  subagents: Map<string, Body[]>;
}

function split(standIn: StandIn, tasks: readonly string[]): Split {
  const main: Body[] = [];
  const subagents = new Map<string, Body[]>(tasks.map((t) => [t, []]));
  for (const body of standIn.mainBodies() as Body[]) {
    const task = tasks.find((t) => firstUserText(body).includes(t));
    if (task) subagents.get(task)?.push(body);
    else main.push(body);
  }
  return { main, subagents };
}

/** The entry lines of the one list a subagent request holds, in order. */
function subagentList(body: Body): string[] {
  const text = requestText(body);
  expect(text.split(SUBAGENT_CONTEXT).length - 1, 'the subagent is shown its list exactly once').toBe(1);
  const list = text.slice(text.indexOf(SUBAGENT_CONTEXT), text.indexOf('</project-memory>', text.indexOf(SUBAGENT_CONTEXT)));
  return list.split('\n').filter((line) => line.startsWith('['));
}

/** The main conversation holds only the list of its own first prompt, and nothing from the subagent hooks. */
function expectMainUntouched(main: readonly Body[]): void {
  expect(main.length).toBeGreaterThan(1);
  for (const body of main) {
    const text = requestText(body);
    expect(text.split('<project-memory>').length - 1, 'one list in the main conversation').toBe(1);
    expect(text).not.toContain('SubagentStart hook');
    expect(text).not.toContain('PreToolUse');
    expect(text).not.toContain(DEPLOY.line);
    expect(text).not.toContain(DIRECTIVE_HEAD);
  }
}

async function claude(w: Workspace, standIn: StandIn, args: readonly string[] = []): Promise<void> {
  const result = await runClaude({ prompt: USER_PROMPT, cwd: w.project, home: w.home, port: standIn.port, args, timeoutMs: 90_000 });
  expect(result.timedOut, `claude timed out; stderr:\n${result.stderr}`).toBe(false);
  expect(result.code, `claude exited ${String(result.code)}; stderr:\n${result.stderr}`).toBe(0);
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CLAUDE_BIN)) throw new Error(`${CLAUDE_BIN} is missing: run \`npm install\`.`);
});

describe('a subagent started by the Agent tool gets the memory list', () => {
  test('install route, background agent: ranked for its task, the main conversation untouched, the task notification no save request', async () => {
    const w = makeWorkspace();
    await install(w);
    // the agent's report says "remember this": coming back as a task notification, it is not the user asking
    const standIn = await scriptedStandIn({ calls: [{ task: DEPLOY.task }], result: 'remember this: the renewal job is stuck. 1' });
    await claude(w, standIn);

    const { main, subagents } = split(standIn, [DEPLOY.task]);
    const own = subagents.get(DEPLOY.task) ?? [];
    expect(own.length, 'the subagent made no request').toBeGreaterThan(0);
    const lines = subagentList(own[0] as Body);
    expect(lines[0]).toBe(DEPLOY.line);
    expect(lines.length, 'the list cannot hold every memory').toBeLessThan(20);
    // the main list, for the user's prompt, does not show it: the subagent's is its own
    expectMainUntouched(main);
    expect(
      main.some((body) => requestText(body).includes('<task-notification>')),
      'the background agent reported back',
    ).toBe(true);
  });

  test('plugin route (--plugin-dir plugin), foreground agent, nothing installed', async () => {
    const w = makeWorkspace();
    const standIn = await scriptedStandIn({ calls: [{ task: DEPLOY.task, run_in_background: false }] });
    await claude(w, standIn, ['--plugin-dir', PLUGIN_ROOT]);
    expect(existsSync(join(w.home, '.claude', 'settings.json')), 'nothing was installed').toBe(false);

    const { main, subagents } = split(standIn, [DEPLOY.task]);
    const own = subagents.get(DEPLOY.task) ?? [];
    expect(own.length).toBeGreaterThan(0);
    expect(subagentList(own[0] as Body)[0]).toBe(DEPLOY.line);
    expectMainUntouched(main);
  });

  test('two parallel agents in one turn: each list leads with the memories of the tasks', async () => {
    const w = makeWorkspace();
    await install(w);
    const calls = [
      { task: DEPLOY.task, run_in_background: false },
      { task: BILLING.task, run_in_background: false },
    ];
    const standIn = await scriptedStandIn({ calls });
    await claude(w, standIn);

    const { main, subagents } = split(standIn, [DEPLOY.task, BILLING.task]);
    for (const [task, line] of [
      [DEPLOY.task, DEPLOY.line],
      [BILLING.task, BILLING.line],
    ] as const) {
      const own = subagents.get(task) ?? [];
      expect(own.length, `no request of the subagent for: ${task}`).toBeGreaterThan(0);
      // its own call's task, or (when the two starts cannot be told apart) both tasks
      // together. Which one depends on the order Claude Code runs the hooks in: when a
      // call's PreToolUse and its agent's start come before the other call's PreToolUse,
      // the start finds one kept call, its own, and its memory alone leads the list
      const top = subagentList(own[0] as Body).slice(0, 2);
      expect(top, task).toContain(line);
      const alone = top[0] === line;
      const together = top.every((l) => l === DEPLOY.line || l === BILLING.line);
      expect(alone || together, `${task}: ${top.join(' | ')}`).toBe(true);
    }
    expectMainUntouched(main);
  });

  test('without the PreToolUse hook the task comes from the parent transcript', async () => {
    const w = makeWorkspace();
    await install(w);
    const settingsFile = join(w.home, '.claude', 'settings.json');
    const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as { hooks: Record<string, unknown> };
    delete settings.hooks.PreToolUse;
    writeFileSync(settingsFile, JSON.stringify(settings, null, 2));
    const standIn = await scriptedStandIn({ calls: [{ task: DEPLOY.task, run_in_background: false }] });
    await claude(w, standIn);

    const own = split(standIn, [DEPLOY.task]).subagents.get(DEPLOY.task) ?? [];
    expect(own.length).toBeGreaterThan(0);
    expect(subagentList(own[0] as Body)[0]).toBe(DEPLOY.line);
  });

  test('with --no-session-persistence there is no transcript to read: the task PreToolUse kept still ranks the list', async () => {
    const w = makeWorkspace();
    await install(w);
    const standIn = await scriptedStandIn({ calls: [{ task: DEPLOY.task, run_in_background: false }] });
    await claude(w, standIn, ['--no-session-persistence']);
    const own = split(standIn, [DEPLOY.task]).subagents.get(DEPLOY.task) ?? [];
    expect(own.length).toBeGreaterThan(0);
    expect(subagentList(own[0] as Body)[0]).toBe(DEPLOY.line);
  });

  test('a custom agent whose tools cannot read files gets no list; one that can, does', async () => {
    const w = makeWorkspace();
    await install(w);
    const agents = join(w.ws, 'acme', '.claude', 'agents');
    writeTree(agents, {
      'finder.md': '---\nname: file-finder\ndescription: finds files by name\ntools: Glob\n---\nYou find files.\n',
      'reader.md': '---\nname: careful-reader\ndescription: reads\ntools: Read, Glob\n---\nYou read.\n',
    });
    const calls = [
      { task: DEPLOY.task, subagent_type: 'file-finder', run_in_background: false },
      { task: BILLING.task, subagent_type: 'careful-reader', run_in_background: false },
    ];
    const standIn = await scriptedStandIn({ calls });
    await claude(w, standIn);

    const { subagents } = split(standIn, [DEPLOY.task, BILLING.task]);
    const finder = subagents.get(DEPLOY.task) ?? [];
    const reader = subagents.get(BILLING.task) ?? [];
    expect(finder.length).toBeGreaterThan(0);
    expect(reader.length).toBeGreaterThan(0);
    // the stand-in saw the agents' real tool lists: Claude Code applied the definitions
    expect(toolNames(finder[0] as Body)).toEqual(['Glob']);
    expect(toolNames(reader[0] as Body)).toContain('Read');
    expect(requestText(finder[0])).not.toContain('<project-memory>');
    expect(subagentList(reader[0] as Body)[0]).toBe(BILLING.line);
  });
});

function toolNames(body: Body): string[] {
  return Array.isArray(body.tools) ? (body.tools as Array<{ name?: unknown }>).map((t) => String(t.name)) : [];
}
