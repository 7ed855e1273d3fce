// A worktree Claude Code makes for a subagent with `isolation: "worktree"`
// (`<main>/.claude/worktrees/agent-<id>`, branch `worktree-agent-<id>`) is a throwaway copy.
// Where `.ai-core/` is committed it checked out its own copy, and was read as its own
// workspace: the subagent's list missed a memory saved since the commit and still showed
// one deleted since, and a save from it went into the copy, lost when Claude Code removed
// the worktree. It now reads and saves through its main worktree, as a worktree with no
// workspace of its own does (test/cli/worktree-outside.test.ts); a worktree a person made
// keeps its own. And `key` in a linked worktree keyed by its main worktree's pin named that
// pin as the source, then said "pin: none" and offered a pin in the worktree. The built
// CLI and hooks, on real git worktrees.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, REPO, runCli, runHook } from '../support/processes.js';

const SUBAGENT_START = builtHookPath('SubagentStart', join(REPO, 'plugin'));
const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } });
}

/** What Claude Code 2.1.328 runs for an agent with `isolation: "worktree"`. */
function agentWorktree(main: string, id = 'a1b2c3'): string {
  const dir = join(main, '.claude', 'worktrees', `agent-${id}`);
  git(main, 'worktree', 'add', '-q', '-b', `worktree-agent-${id}`, dir, 'HEAD');
  return dir;
}

/**
 * shop, a repository with `.ai-core/` and its pin committed: docker-403 and old-note
 * committed, then old-note deleted and fresh-note saved, neither committed.
 */
function committedWorkspace() {
  const root = tempTree({
    [`shop/${MEMORY}/shop/docker-403.md`]: memoryFile({ title: 'Docker 403', description: 'switching branches while Docker runs gives 403' }),
    [`shop/${MEMORY}/shop/old-note.md`]: memoryFile({ title: 'Old note', description: 'deleted since the last commit' }),
    'shop/.project-memory-key': 'shop\n',
    'shop/README.md': '# shop\n',
  });
  const shop = join(root, 'shop');
  git(shop, 'init', '-q');
  git(shop, 'add', '-A');
  git(shop, 'commit', '-qm', 'start');
  rmSync(join(shop, MEMORY, 'shop', 'old-note.md'));
  writeFileSync(join(shop, MEMORY, 'shop', 'fresh-note.md'), memoryFile({ title: 'Fresh note', description: 'saved after the last commit' }));
  return { shop, env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } };
}

const subagentStart = (cwd: string) => ({
  session_id: 's1',
  transcript_path: '/nonexistent/t.jsonl',
  cwd,
  agent_id: 'a1b2c3',
  agent_type: 'general-purpose',
  hook_event_name: 'SubagentStart',
});

function expectMainList(context: string, shop: string): void {
  expect(context).toContain(`Path: ${join(shop, MEMORY)}/`);
  expect(context).toContain('[shop] fresh-note — saved after the last commit');
  expect(context).not.toContain('old-note');
}

function save(dir: string, env: Record<string, string>, title: string) {
  return runCli(['save', '--dir', dir, '--scope', 'project', '--title', title, '--description', `${title} in a worktree`, '--body', 'b'], { env });
}

describe('a worktree Claude Code made for an agent, with .ai-core/ committed', () => {
  it("lists the main worktree's memories as they are now: SubagentStart, UserPromptSubmit and `list`", () => {
    const { shop, env } = committedWorkspace();
    const agent = agentWorktree(shop);
    const started = JSON.parse(runHook(subagentStart(agent), env, SUBAGENT_START).stdout) as { hookSpecificOutput: { additionalContext: string } };
    expectMainList(started.hookSpecificOutput.additionalContext, shop);
    expectMainList(contextOf(runHook(promptEvent(agent), env).stdout) ?? '', shop);
    const listed = runCli(['list', '--dir', agent], { env }).stdout;
    expect(listed).toContain(join(shop, MEMORY, 'shop', 'fresh-note.md'));
    expect(listed).not.toContain('old-note');
  });

  it('saves into the main worktree, nothing into the worktree; doctor checks the main folder', () => {
    const { shop, env } = committedWorkspace();
    const agent = agentWorktree(shop);
    const saved = save(agent, env, 'Worktree fact');
    expect(saved.code, saved.stderr).toBe(0);
    expect(existsSync(join(shop, MEMORY, 'shop', 'worktree-fact.md'))).toBe(true);
    expect(readdirSync(join(agent, MEMORY, 'shop')).sort()).toEqual(['docker-403.md', 'old-note.md']);
    const doctor = JSON.parse(runCli(['doctor', '--dir', agent, '--json'], { env }).stdout) as { dir: string; checks: { id: string; status: string }[] };
    expect(doctor.dir).toBe(shop);
    expect(doctor.checks.find((c) => c.id === 'repository-keys')).toMatchObject({ status: 'ok' });
  });

  it("`key` names the main worktree's pin, the worktree, and no folder inside it to pin", () => {
    const { shop, env } = committedWorkspace();
    const agent = agentWorktree(shop);
    writeFileSync(join(shop, '.project-memory-key'), 'shop-now\n');
    const shown = runCli(['key', '--dir', agent], { env }).stdout;
    expect(shown).toContain('project key: shop-now');
    expect(shown).toContain(`from: the pin file ${join(shop, '.project-memory-key')}`);
    expect(shown).toContain(`pin: ${join(shop, '.project-memory-key')} (shop-now)`);
    expect(shown).toContain(`worktree: ${agent} is one Claude Code made`);
    // the worktree is named once, on its own line: no command acts in it
    expect(shown.split(agent).length - 1).toBe(1);
  });

  it('a worktree a person made keeps its own checked-out workspace', () => {
    const { shop, env } = committedWorkspace();
    const own = join(shop, '..', 'shop-fix');
    git(shop, 'worktree', 'add', '-q', '-b', 'fix', own);
    const context = contextOf(runHook(promptEvent(own), env).stdout) ?? '';
    expect(context).toContain(`Path: ${join(own, MEMORY)}/`);
    expect(context).toContain('old-note');
  });
});

describe('a worktree Claude Code made, with nothing committed', () => {
  it('a first save makes the memory folder at the main worktree’s top, not in the worktree', () => {
    const root = tempTree({ 'shop/README.md': '# shop\n' });
    const shop = join(root, 'shop');
    git(shop, 'init', '-q');
    git(shop, 'add', '-A');
    git(shop, 'commit', '-qm', 'start');
    const agent = agentWorktree(shop);
    const saved = save(agent, { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' }, 'First fact');
    expect(saved.code, saved.stderr).toBe(0);
    expect(existsSync(join(shop, MEMORY, 'shop', 'first-fact.md'))).toBe(true);
    expect(existsSync(join(agent, '.ai-core'))).toBe(false);
    expect(existsSync(join(agent, '.project-memory-key'))).toBe(false);
  });

  it("a first save pins the remote's name at the main worktree's top, the key `key` and `list` named before it", () => {
    const root = tempTree({ 'shop/README.md': '# shop\n' });
    const shop = join(root, 'shop');
    git(shop, 'init', '-q');
    git(shop, 'remote', 'add', 'origin', 'git@github.com:team/shop-service.git');
    git(shop, 'add', '-A');
    git(shop, 'commit', '-qm', 'start');
    const agent = agentWorktree(shop);
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const before = JSON.parse(runCli(['key', '--dir', agent, '--json'], { env }).stdout) as { firstSave: { key: string } | null };
    expect(before.firstSave).toEqual({ key: 'shop-service', remote: 'origin' });
    expect(JSON.parse(runCli(['list', '--dir', agent, '--json'], { env }).stdout)).toMatchObject({ projectKey: 'shop-service', keySource: 'remote' });
    const asked = contextOf(runHook({ ...promptEvent(agent), prompt: 'remember that staging uses port 5433' }, env).stdout) ?? '';
    expect(asked).toContain('2) shop-service (this project)');
    const saved = save(agent, env, 'First fact');
    expect(saved.code, saved.stderr).toBe(0);
    expect(existsSync(join(shop, MEMORY, 'shop-service', 'first-fact.md'))).toBe(true);
    expect(readFileSync(join(shop, '.project-memory-key'), 'utf8')).toContain('shop-service');
    expect(existsSync(join(agent, '.project-memory-key'))).toBe(false);
  });
});

describe('`key` in a linked worktree keyed by its main worktree’s pin', () => {
  it('shows that pin, not "pin: none" and a pin for the worktree', () => {
    const root = tempTree({ 'ws/.ai-core/data/memory/_global/': '', 'ws/app/README.md': '# app\n' });
    const app = join(root, 'ws', 'app');
    git(app, 'init', '-q');
    git(app, 'add', '-A');
    git(app, 'commit', '-qm', 'start');
    const fix = join(root, 'ws', 'app-fix');
    git(app, 'worktree', 'add', '-q', '-b', 'fix', fix);
    // pinned after the branch was made: the worktree has no pin of its own
    writeFileSync(join(app, '.project-memory-key'), 'app\n');
    mkdirSync(join(root, 'ws', MEMORY, 'app'));
    const env = { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' };
    const pin = join(app, '.project-memory-key');
    const shown = runCli(['key', '--dir', fix], { env }).stdout;
    expect(shown).toContain(`from: the pin file ${pin}`);
    expect(shown).toContain(`pin: ${pin} (app)`);
    expect(shown).not.toContain('pin: none');
    const json = JSON.parse(runCli(['key', '--dir', fix, '--json'], { env }).stdout) as { pinFile: string; pin: { path: string; key: string } | null };
    expect(json.pin).toMatchObject({ path: json.pinFile, key: 'app' });
  });
});
