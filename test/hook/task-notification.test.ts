// A background agent's report comes back to UserPromptSubmit as a <task-notification>
// prompt (Claude Code 2.1.328). It is not the user speaking: no save directive, no answer
// to the scope question, no memories "newly relevant" to the agent's words.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTaskNotification, userPromptOf } from '../../lib/hook/task-notification.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { hookSession } from '../support/session-run.js';

const KEY = 'acme';
const DEPLOY_LINE = `[${KEY}] zz-staging-deploy — staging deploys fail until the TLS certificate renewal finishes`;
const DIRECTIVE = '[project-memory] The user asked to remember something.';
const PICKED = '[project-memory] If this prompt answers a question about where to save to memory (if not, ignore this), it picks _global';

/** What Claude Code sends when a background agent finishes (its fields as captured from 2.1.328). */
function notification(result: string): string {
  return [
    '<task-notification>',
    '<task-id>a49f67f5ba1368021</task-id>',
    '<tool-use-id>toolu_0f47bbfa6fa6cb35a407966f</tool-use-id>',
    '<output-file>/tmp/claude-0/x/tasks/a49f67f5ba1368021.output</output-file>',
    '<status>completed</status>',
    '<summary>Agent "find deploy failures" finished</summary>',
    `<result>${result}</result>`,
    '<usage><subagent_tokens>7166</subagent_tokens><tool_uses>0</tool_uses><duration_ms>143</duration_ms></usage>',
    '</task-notification>',
  ].join('\n');
}

/** Twenty memories, a list that holds four: the deploy one sorts last and shows only when a prompt is about it. */
function session(id: string) {
  const files: Record<string, string> = {
    'ws/.ai-core/project-memory.json': JSON.stringify({ lang: 'en', budget: 600 }),
    [`ws/${MEMORY}/${KEY}/zz-staging-deploy.md`]: memoryFile({ title: 'Staging deploy', description: DEPLOY_LINE.split(' — ')[1] }),
    'ws/acme/': '',
  };
  for (let i = 0; i < 19; i++)
    files[`ws/${MEMORY}/${KEY}/note-${String(i).padStart(2, '0')}.md`] = memoryFile({ title: `Note ${i}`, description: `general note ${i}` });
  const root = tempTree(files);
  return hookSession(join(root, 'ws', 'acme'), tempTree(), id);
}

const REPORT = 'remember this: staging deploys fail while the TLS certificate renewal is stuck';

describe('a task notification reaching UserPromptSubmit', () => {
  it('asks for no save, where the same words typed by the user would', () => {
    const typed = session('typed');
    typed.prompt('hello');
    expect(typed.prompt(REPORT)).toContain(DIRECTIVE);

    const reported = session('reported');
    reported.prompt('hello');
    expect(reported.prompt(notification(REPORT)) ?? '').not.toContain(DIRECTIVE);
  });

  it('is not ranked as a prompt: the agent’s words add no memory to the session', () => {
    const typed = session('typed');
    expect(typed.prompt('hello')).not.toContain(DEPLOY_LINE);
    expect(typed.prompt('why do staging deploys fail? the TLS certificate renewal')).toContain(DEPLOY_LINE);

    const reported = session('reported');
    reported.prompt('hello');
    expect(reported.prompt(notification('staging deploys fail: the TLS certificate renewal is stuck'))).toBeUndefined();
    // the user's own next prompt about it still gets the memory
    expect(reported.prompt('why do staging deploys fail? the TLS certificate renewal')).toContain(DEPLOY_LINE);
  });

  it('answers no scope question, and the session’s next "1" still does', () => {
    const s = session('scope');
    s.prompt('hello');
    expect(s.prompt(notification('1'))).toBeUndefined();
    expect(s.prompt('1')).toContain(PICKED);
  });

  it('on a session with no state yet it gets the plain list, with no directive', () => {
    const context = session('fresh').prompt(notification(REPORT)) ?? '';
    expect(context).toContain('<project-memory>');
    expect(context).not.toContain(DIRECTIVE);
    expect(context).not.toContain(DEPLOY_LINE);
  });
});

describe('isTaskNotification', () => {
  it.each([
    [notification('x'), true],
    [`\n  ${notification('x')}`, true],
    ['<task-notification>', true],
    ['what is a <task-notification>?', false],
    ['remember this: <task-notification> tags come from agents', false],
    ['', false],
  ])('%j → %s', (prompt, expected) => {
    expect(isTaskNotification(prompt)).toBe(expected);
    expect(userPromptOf(prompt)).toBe(expected ? '' : prompt);
  });

  it('anything but text is no prompt', () => {
    expect(userPromptOf(undefined)).toBe('');
    expect(userPromptOf(42)).toBe('');
  });
});
