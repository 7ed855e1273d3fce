// An agent with `isolation: "worktree"` under the real `claude -p` and the stand-in: Claude
// Code makes `<main>/.claude/worktrees/agent-<id>` (a checked-out copy of the committed
// `.ai-core/`) and starts the subagent there. Its list must be the main worktree's as it is
// now, and a save it runs through Bash must land in the main worktree, not in the copy
// Claude Code removes afterwards (test/cli/claude-worktree.test.ts has the cases).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { shellQuote } from '../../lib/shell-quote.js';
import { assertBuilt, BUILT_CLI, runCli } from '../support/built.js';
import { CLAUDE_BIN, makeClaudeHome, runClaude } from '../support/claude.js';
import { requestText, useStandIn } from '../support/stand-in.js';
import { tempTree } from '../support/temp.js';

const MEMORY = '.ai-core/data/memory';
const TASK = 'TASK-IN-WORKTREE check the checkout flow';
const SUBAGENT_CONTEXT = 'SubagentStart hook additional context: <project-memory>';
const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };

const memoryFile = (title: string, description: string) => `---\ntitle: ${title}\ndescription: ${description}\ncreated_at: 2026-04-12\n---\n## Problem\n…\n`;

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'init.defaultBranch=main', ...args], { cwd, env: { ...process.env, ...GIT_ENV } });
}

/** shop with `.ai-core/` committed, then one memory deleted and one saved, neither committed. */
function committedShop(): string {
  const root = tempTree({
    'shop/.ai-core/project-memory.json': '{ "lang": "en" }\n',
    [`shop/${MEMORY}/shop/docker-403.md`]: memoryFile('Docker 403', 'switching branches while Docker runs gives 403'),
    [`shop/${MEMORY}/shop/old-note.md`]: memoryFile('Old note', 'deleted since the last commit'),
    'shop/.project-memory-key': 'shop\n',
  });
  const shop = join(root, 'shop');
  git(shop, 'init', '-q');
  git(shop, 'add', '-A');
  git(shop, 'commit', '-qm', 'start');
  rmSync(join(shop, MEMORY, 'shop', 'old-note.md'));
  writeFileSync(join(shop, MEMORY, 'shop', 'fresh-note.md'), memoryFile('Fresh note', 'saved after the last commit'));
  return shop;
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CLAUDE_BIN)) throw new Error(`${CLAUDE_BIN} is missing: run \`npm install\`.`);
});

describe('a subagent in a worktree Claude Code made', () => {
  test("is shown the main worktree's memories, and saves into them", async () => {
    const shop = committedShop();
    const home = makeClaudeHome();
    const installed = await runCli(['install', '--dir', shop], { cwd: shop, home });
    expect(installed.code, installed.stderr).toBe(0);
    // `pwd` first: the subagent's Bash runs in the worktree, which its answer shows
    const save = `pwd && ${shellQuote(process.execPath)} ${shellQuote(BUILT_CLI)} save --scope project --title 'Worktree fact' --description 'saved by the isolated agent' --body x`;
    const standIn = await useStandIn({
      replyFor: (body, main) => {
        if (!main) return undefined;
        const text = requestText(body);
        const answered = JSON.stringify(body.messages ?? []).includes('"tool_result"');
        if (text.includes(TASK)) return answered ? 'SUB-DONE' : { type: 'tool_use', name: 'Bash', input: { command: save, description: 'save' } };
        if (answered) return 'MAIN-DONE';
        return { type: 'tool_use', name: 'Agent', input: { description: 'isolated', prompt: TASK, subagent_type: 'general-purpose', isolation: 'worktree' } };
      },
    });
    const result = await runClaude({ prompt: 'please investigate', cwd: shop, home, port: standIn.port, args: ['--allowedTools', 'Bash'], timeoutMs: 90_000 });
    expect(result.code, result.stderr).toBe(0);

    const started = (standIn.mainBodies() as Record<string, unknown>[]).map(requestText).find((t) => t.includes(SUBAGENT_CONTEXT));
    expect(started, 'the subagent was shown a list').toBeDefined();
    const list = (started ?? '').slice((started ?? '').indexOf(SUBAGENT_CONTEXT)).split('</project-memory>')[0] ?? '';
    expect(list).toContain(`Path: ${join(shop, MEMORY)}/`);
    expect(list).toContain('[shop] fresh-note — saved after the last commit');
    expect(list).not.toContain('old-note');
    const ran = (standIn.mainBodies() as Record<string, unknown>[]).map(requestText).find((t) => t.includes(TASK) && t.includes('worktree-fact.md'));
    expect(ran, 'the save ran in the subagent').toBeDefined();
    expect(ran).toContain(`${join(shop, '.claude', 'worktrees', 'agent-')}`);
    expect(existsSync(join(shop, MEMORY, 'shop', 'worktree-fact.md')), 'the save reached the main worktree').toBe(true);
  });
});
