// One project, one memory folder: in tmux (sessions tmux named itself, and sessions named
// after a key), in git worktrees beside the project and under .claude/worktrees/, and in
// two clones at different paths with a pinned key. Each case runs the built hook as a
// child process with Claude Code's stdin JSON; tmux is a real server on a private socket,
// worktrees and clones are made by real git.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { cleanEnv, contextOf, HOOK, promptEvent, REPO, runCli, runHook } from '../support/processes.js';
import { hookSession } from '../support/session-run.js';
import { hasTmux, privateTmuxSocket, runInTmuxSession } from '../support/tmux.js';

const PATENT_LINE = '[workspace--patent__how] chorus-always-high — patent 검토 시 항상 high 모드';
const QUANT_LINE = '[workspace--quant__how] backtest-window — quant 백테스트는 3년 창';

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8' });
}

/** A repository at `dir` with one commit of `files`. */
function repository(dir: string, files: Record<string, string> = { 'README.md': '# app\n' }): void {
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'start');
}

/** The seed's monorepo: two projects, each with memories of its own, and a global one. */
function seedMonorepo(): { ws: string; patent: string; quant: string } {
  const root = tempTree({
    [`ws/${MEMORY}/_global/docker.md`]: memoryFile({ title: 'Docker', description: 'Docker 실행 중 브랜치 전환 시 403 발생' }),
    [`ws/${MEMORY}/workspace--patent__how/chorus-always-high.md`]: memoryFile({ title: 'chorus high', description: 'patent 검토 시 항상 high 모드' }),
    [`ws/${MEMORY}/workspace--quant__how/backtest-window.md`]: memoryFile({ title: 'backtest', description: 'quant 백테스트는 3년 창' }),
    'ws/workspace/patent.how/': '',
    'ws/workspace/quant.how/': '',
  });
  const ws = join(root, 'ws');
  return { ws, patent: join(ws, 'workspace/patent.how'), quant: join(ws, 'workspace/quant.how') };
}

function listFor(cwd: string, home = tempTree()): string {
  const r = runHook(promptEvent(cwd), { HOME: home });
  expect(r.code, r.stderr).toBe(0);
  return contextOf(r.stdout) ?? '';
}

describe('inside tmux (a real server on a private socket)', () => {
  beforeAll(() => {
    if (!hasTmux()) throw new Error('tmux is missing: these tests run the hook inside real tmux sessions (apt install tmux).');
  });

  async function listInTmux(socket: string, session: string, cwd: string): Promise<string> {
    const r = await runInTmuxSession(socket, session, ['node', HOOK], { cwd, env: cleanEnv({ HOME: tempTree() }), input: JSON.stringify(promptEvent(cwd)) });
    expect(r.code, r.stderr).toBe(0);
    return contextOf(r.stdout) ?? '';
  }

  it('a session tmux named by itself (0) leaves each project its own key, even where an older version left a folder named 0', async () => {
    const { ws, patent, quant } = seedMonorepo();
    const socket = privateTmuxSocket();
    for (const withLeftover of [false, true]) {
      if (withLeftover) {
        mkdirSync(join(ws, MEMORY, '0'), { recursive: true });
        writeFileSync(join(ws, MEMORY, '0', 'old.md'), memoryFile({ title: 'old', description: 'saved under session 0' }));
      }
      const inPatent = await listInTmux(socket, '0', patent);
      expect(inPatent).toContain(PATENT_LINE);
      expect(inPatent).not.toContain(QUANT_LINE);
      expect(inPatent).not.toContain('saved under session 0');
      const inQuant = await listInTmux(socket, '0', quant);
      expect(inQuant).toContain(QUANT_LINE);
      expect(inQuant).not.toContain(PATENT_LINE);
    }
  });

  it('a session named after a memory folder selects that project, as in the seed (workspace--patent__how)', async () => {
    const { quant } = seedMonorepo();
    const inQuant = await listInTmux(privateTmuxSocket(), 'workspace--patent__how', quant);
    expect(inQuant).toContain(PATENT_LINE);
    expect(inQuant).not.toContain(QUANT_LINE);
  });

  it('a session named after nothing that exists leaves the key to the path', async () => {
    const { quant } = seedMonorepo();
    expect(await listInTmux(privateTmuxSocket(), 'scratch', quant)).toContain(QUANT_LINE);
  });

  it('tmux is asked when a Claude Code session starts, not on every prompt: a rename takes effect from the next session', () => {
    const { quant } = seedMonorepo();
    const socket = privateTmuxSocket();
    execFileSync('tmux', ['-L', socket, '-f', '/dev/null', 'new-session', '-d', '-s', 'workspace--patent__how', 'sleep 600']);
    onTestFinished(() => {
      execFileSync('tmux', ['-L', socket, 'kill-server'], { stdio: 'ignore' });
    });
    const ask = (format: string) =>
      execFileSync('tmux', ['-L', socket, 'display-message', '-p', '-t', 'workspace--patent__how', format], { encoding: 'utf8' }).trim();
    // the variables tmux gives the pane a Claude Code session runs in
    const env = { HOME: tempTree(), TMUX: ask('#{socket_path},#{pid},#{session_id}').replace('$', ''), TMUX_PANE: ask('#{pane_id}') };
    const start = builtHookPath('SessionStart', join(REPO, 'plugin'));
    const event = (session: string, name = 'UserPromptSubmit') => ({ ...promptEvent(quant), session_id: session, hook_event_name: name, source: 'startup' });
    const listOf = (session: string) => {
      const r = runHook(event(session), env);
      expect(r.code, r.stderr).toBe(0);
      return contextOf(r.stdout) ?? '';
    };

    expect(runHook(event('s1', 'SessionStart'), env, start).code).toBe(0);
    expect(listOf('s1')).toContain(PATENT_LINE);
    execFileSync('tmux', ['-L', socket, 'rename-session', '-t', 'workspace--patent__how', 'scratch']);
    // the same conversation keeps the key it started with: the prompt asked tmux nothing
    const later = runHook({ ...event('s1'), prompt: 'backtest' }, env);
    expect(later.code, later.stderr).toBe(0);
    expect(contextOf(later.stdout) ?? '').not.toContain(QUANT_LINE);
    expect(readdirSync(join(env.HOME, '.local/state/project-memory/sessions'))).toContain('s1.tmux');
    // a new session asks again and finds the name selects nothing: the path decides
    expect(runHook(event('s2', 'SessionStart'), env, start).code).toBe(0);
    expect(listOf('s2')).toContain(QUANT_LINE);
    // and so does a conversation the hooks never saw start (its first prompt asks)
    expect(listOf('s3')).toContain(QUANT_LINE);
  });
});

describe('git worktrees share their repository key (real git worktree add)', () => {
  it('beside the project, and under .claude/worktrees/ before and after the project has a memory folder', () => {
    const { ws, patent } = seedMonorepo();
    repository(patent);
    git(patent, 'worktree', 'add', '-q', '../patent.how-feature');
    git(patent, 'worktree', 'add', '-q', '.claude/worktrees/fix-1');
    const beside = join(ws, 'workspace/patent.how-feature');
    mkdirSync(join(beside, 'src'));
    expect(listFor(beside)).toContain(PATENT_LINE);
    expect(listFor(join(beside, 'src'))).toContain(PATENT_LINE);
    expect(listFor(join(patent, '.claude/worktrees/fix-1'))).toContain(PATENT_LINE);

    // a project with no memory folder yet: the git rule alone must give the worktree the project's key
    const other = join(ws, 'workspace/other.app');
    repository(other);
    git(other, 'worktree', 'add', '-q', '.claude/worktrees/t');
    git(other, 'worktree', 'add', '-q', '../other.app-wt');
    for (const dir of [other, join(other, '.claude/worktrees/t'), join(ws, 'workspace/other.app-wt')]) {
      const key = JSON.parse(runCli(['key', '--dir', dir, '--json'], { env: { HOME: tempTree() } }).stdout) as { key: string };
      expect(key.key, dir).toBe('workspace--other__app');
    }
  });

  it('a repository that holds .ai-core/ itself: a worktree outside it sees the committed memories', () => {
    const base = tempTree({});
    const repo = join(base, 'patent.how');
    repository(repo, { [`${MEMORY}/patent__how/pdf.md`]: memoryFile({ title: 'PDF', description: '이 고객은 항상 PDF' }), [`${MEMORY}/_global/.gitkeep`]: '' });
    git(repo, 'worktree', 'add', '-q', join(base, 'elsewhere', 'pdf-fix'));
    expect(listFor(join(base, 'elsewhere', 'pdf-fix'))).toContain('[patent__how] pdf — 이 고객은 항상 PDF');
  });
});

describe('two clones at different paths, with a pinned key', () => {
  it('resolve to one memory folder; without the pin they do not', () => {
    const origin = join(tempTree({}), 'origin');
    repository(origin);
    // two workspaces holding the same memories (the workspace itself is shared by git),
    // the project cloned at a different place in each
    const memories = {
      [`${MEMORY}/_global/docker.md`]: memoryFile({ title: 'Docker', description: 'Docker 실행 중 브랜치 전환 시 403 발생' }),
      [`${MEMORY}/patent-how/chorus.md`]: memoryFile({ title: 'chorus', description: 'patent 검토 시 항상 high 모드' }),
    };
    const one = tempTree(memories);
    const two = tempTree(memories);
    git(one, 'clone', '-q', origin, 'workspace/patent.how');
    git(two, 'clone', '-q', origin, 'clients/acme/patent');
    const first = join(one, 'workspace/patent.how');
    const second = join(two, 'clients/acme/patent');
    expect(listFor(first)).not.toContain('chorus');
    expect(listFor(second)).not.toContain('chorus');

    // pinned once, in one clone, through the CLI; committed and pulled by the other
    const pinned = runCli(['key', 'pin', 'patent-how', '--dir', first], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    expect(pinned.code, pinned.stderr).toBe(0);
    expect(pinned.stdout).toContain(`pinned patent-how in ${join(first, '.project-memory-key')}`);
    git(first, 'add', '.project-memory-key');
    git(first, 'commit', '-qm', 'pin the memory key');
    git(first, 'push', '-q', 'origin', 'HEAD:pinned');
    git(second, 'pull', '-q', 'origin', 'pinned');

    mkdirSync(join(second, 'src'));
    for (const dir of [first, second, join(second, 'src')]) {
      const list = listFor(dir);
      expect(list, dir).toContain('[patent-how] chorus — patent 검토 시 항상 high 모드');
    }
    // and a worktree of the second clone, wherever it is put
    git(second, 'worktree', 'add', '-q', join(two, 'scratch', 'try'));
    expect(listFor(join(two, 'scratch', 'try'))).toContain('[patent-how] chorus');
  });
});

describe('a pin that changes under a running session (a pull moved it)', () => {
  it('shows the new project’s full list on the next prompt and says it replaces the one shown before', () => {
    const root = tempTree({
      [`${MEMORY}/shop/old-fact.md`]: memoryFile({ title: 'Old fact', description: 'the fact under the old key' }),
      [`${MEMORY}/webshop/new-fact.md`]: memoryFile({ title: 'New fact', description: 'the fact under the new key' }),
      '.project-memory-key': 'shop\n',
    });
    const home = tempTree();
    const session = hookSession(root, home, 'moving', { PROJECT_MEMORY_LANG: 'en' });
    expect(session.prompt('first')).toContain('[shop] old-fact — the fact under the old key');
    expect(session.prompt('second')).toBeUndefined();
    writeFileSync(join(root, '.project-memory-key'), 'webshop\n');
    const after = session.prompt('third') ?? '';
    expect(after).toContain('(the project key is now webshop, not shop: this list replaces the one shown earlier in this session)');
    expect(after).toContain('[webshop] new-fact — the fact under the new key');
    expect(after).not.toContain('old-fact');
    // once: the next prompt has nothing new
    expect(session.prompt('fourth')).toBeUndefined();
  });
});

describe('a clone whose folder is renamed under a running session', () => {
  it('shows the full list from the folder it now reads, and says why', () => {
    const parent = tempTree();
    const before = join(parent, 'alice-shop');
    mkdirSync(join(before, MEMORY, 'shop'), { recursive: true });
    writeFileSync(join(before, MEMORY, 'shop', 'deploy.md'), memoryFile({ title: 'Deploy', description: 'deploy with make deploy' }));
    writeFileSync(join(before, '.project-memory-key'), 'shop\n');
    const home = tempTree();
    expect(hookSession(before, home, 'renamed', { PROJECT_MEMORY_LANG: 'en' }).prompt('first')).toContain('[shop] deploy');
    const after = join(parent, 'shop-app');
    renameSync(before, after);
    const session = hookSession(after, home, 'renamed', { PROJECT_MEMORY_LANG: 'en' });
    const text = session.prompt('second') ?? '';
    expect(text).toContain(
      `(the memory folder is now ${join(after, MEMORY)}, not ${join(before, MEMORY)}: this list replaces the one shown earlier in this session)`,
    );
    expect(text).toContain('[shop] deploy');
    expect(session.prompt('third')).toBeUndefined();
  });
});
