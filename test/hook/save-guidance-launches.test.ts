// Every choice the save guidance offers must work when the model runs the command it was
// handed, wherever the client was launched: the built hook is fed real stdin JSON, its
// command is filled in and run through `sh -c`, and the next session's list must show
// the memory under the key the guidance named.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOSE_TAG } from '../../lib/render/render-list.js';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { cleanEnv, contextOf, promptEvent, runCli, runHook } from '../support/processes.js';
import { fillSaveCommand, shownSaveCommand } from '../support/save-command.js';

const EN = { PROJECT_MEMORY_LANG: 'en' };
const THIS_PROJECT = /2\) (\S+) \(this project\)/;

function gitInit(dir: string): void {
  mkdirSync(dir, { recursive: true });
  execFileSync('git', ['init', '-q', dir]);
}

interface Launch {
  home: string;
  /** where the client starts */
  launch: string;
  /** the workspace root install chose */
  root: string;
}

function installed(launch: string, root: string): Launch {
  const home = tempTree();
  const r = runCli(['install', '--dir', launch], { env: { HOME: home, ...EN } });
  expect(r.code, r.stderr).toBe(0);
  expect(existsSync(join(root, MEMORY, '_global'))).toBe(true);
  return { home, launch, root };
}

let sessions = 0;

/** The hook's context for one prompt of a session (a new session unless one is named). */
function prompt(at: Launch, text: string, session = `s${++sessions}`): string {
  const r = runHook(promptEvent(at.launch, { prompt: text, session_id: session }), { HOME: at.home, ...EN });
  expect(r.code, r.stderr).toBe(0);
  return contextOf(r.stdout) ?? '';
}

/** `[label] name` of each entry of the list a new session's first prompt shows. */
function listed(at: Launch): string[] {
  const context = prompt(at, 'what do we know?');
  const end = context.indexOf(CLOSE_TAG);
  if (end < 0) return [];
  return [...context.slice(0, end).matchAll(/^\[([^\]]+)\] (\S+)/gm)].map((m) => `[${m[1]}] ${m[2]}`);
}

/** Runs a command the model was handed, as its shell tool would; the saved file's path. */
function runShown(at: Launch, command: string | undefined): string {
  expect(command).toBeDefined();
  const r = spawnSync('sh', ['-c', command as string], { cwd: at.home, env: cleanEnv({ HOME: at.home }), encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.trim();
}

const memory = (title: string, scope: 'global' | 'project') => ({
  scope,
  title,
  description: `${title}, in one line`,
  tags: 'trial',
  body: '## Problem\nit happens\n## Fix\ndo this',
});

/** The launch folders where the root or the launch folder is a project. */
const PROJECT_LAUNCHES: Array<[string, () => Launch & { key: string }]> = [
  [
    'the top of a git repository',
    () => {
      const repo = join(tempTree(), 'app5');
      gitInit(repo);
      return { ...installed(repo, repo), key: 'app5' };
    },
  ],
  [
    'a subfolder of a git repository, install run there (the repository is the project)',
    () => {
      const repo = join(tempTree(), 'app5');
      gitInit(repo);
      mkdirSync(join(repo, 'pkg'));
      return { ...installed(join(repo, 'pkg'), repo), key: 'app5' };
    },
  ],
  [
    'a plain folder, no git, that is the workspace root',
    () => {
      const plain = join(tempTree({ 'plain/notes.txt': 'x' }), 'plain');
      return { ...installed(plain, plain), key: 'plain' };
    },
  ],
];

describe('the save guidance in every kind of launch folder', () => {
  it.each(PROJECT_LAUNCHES)('in %s, choices 1 and 2 both save where the next list shows them', (_kind, make) => {
    const at = make();
    const directive = prompt(at, 'remember this: the staging DB resets on Mondays');
    expect(directive.match(THIS_PROJECT)?.[1]).toBe(at.key);
    const command = shownSaveCommand(directive);

    // 1 and 2 with the directive's one command, the scope filled in as it says
    const global = runShown(at, fillSaveCommand(command as string, memory('Staging resets', 'global'), 'en'));
    expect(global).toBe(join(at.root, MEMORY, '_global', 'staging-resets.md'));
    // the list's header names the project's folder, also before its first memory (a lone repository's root is the project)
    expect(prompt(at, 'what do we know?')).toContain(`, [${at.key}] NAME → ${at.key}/NAME.md)\n`);
    const project = runShown(at, fillSaveCommand(command as string, memory('Deploys need VPN', 'project'), 'en'));
    expect(project).toBe(join(at.root, MEMORY, at.key, 'deploys-need-vpn.md'));

    // 2 as an answer to the question: the command comes with --scope project in it
    const session = `answer-${sessions}`;
    prompt(at, 'remember this: builds need Node 20', session);
    const picked = prompt(at, '2', session);
    expect(picked).toContain(`picks this project (${at.key})`);
    const answered = runShown(at, fillSaveCommand(shownSaveCommand(picked) as string, memory('Builds need Node 20', 'project'), 'en'));
    expect(answered).toBe(join(at.root, MEMORY, at.key, 'builds-need-node-20.md'));

    expect(listed(at).sort()).toEqual([`[${at.key}] builds-need-node-20`, `[${at.key}] deploys-need-vpn`, '[global] staging-resets'].sort());
  });

  it('at the root of a workspace of several projects, offers no "this project": its command saves for every project, and "2" is "don\'t save"', () => {
    const root = join(tempTree(), 'ws');
    gitInit(join(root, 'workspace', 'patent.how'));
    gitInit(join(root, 'app'));
    const at = installed(root, root);
    const directive = prompt(at, 'remember this: the VPN drops at 6pm');
    expect(directive).not.toMatch(THIS_PROJECT);
    expect(directive).toContain("1) _global (all projects in this workspace) 2) don't save");
    const command = shownSaveCommand(directive) as string;
    expect(command).toContain(' --scope global ');
    // the model fills in the placeholders; there is no scope left to choose
    const saved = runShown(at, fillSaveCommand(command, memory('VPN drops at 6pm', 'project'), 'en'));
    expect(saved).toBe(join(root, MEMORY, '_global', 'vpn-drops-at-6pm.md'));
    // nor does the list's header name a project folder there is none of
    expect(prompt(at, 'what do we know?')).toContain(`Path: ${join(root, MEMORY)}/ ([global] NAME → _global/NAME.md)\n`);
    expect(listed(at)).toEqual(['[global] vpn-drops-at-6pm']);
    expect(listed({ ...at, launch: join(root, 'app') })).toEqual(['[global] vpn-drops-at-6pm']);

    // "2" answers the question with "don't save": no command comes with it
    const session = `answer-${sessions}`;
    prompt(at, 'remember this: x', session);
    expect(shownSaveCommand(prompt(at, '2', session))).toBeUndefined();
    const one = prompt(at, '1', session);
    expect(shownSaveCommand(one)).toContain(' --scope global ');
  });

  it('the same root in Korean: the two choices, and the run line for a command already global', () => {
    const root = join(tempTree(), 'ws');
    gitInit(join(root, 'a'));
    gitInit(join(root, 'b'));
    const at = installed(root, root);
    const r = runHook(promptEvent(root, { prompt: '이거 기억해: VPN은 6시에 끊긴다', session_id: 'ko' }), { HOME: at.home, PROJECT_MEMORY_LANG: 'ko' });
    const context = contextOf(r.stdout) as string;
    expect(context).toContain('1) _global (이 작업 공간의 모든 프로젝트) 2) 저장 안 함');
    expect(context).not.toContain('(이 프로젝트)');
    expect(context).toContain('1을 고르면 <…>를 채우세요');
    expect(shownSaveCommand(context)).toContain(' --scope global ');
    const saved = runShown(at, fillSaveCommand(shownSaveCommand(context) as string, memory('VPN drops at 6pm', 'project'), 'ko'));
    expect(saved).toBe(join(root, MEMORY, '_global', 'vpn-drops-at-6pm.md'));
    const list = runHook(promptEvent(root, { prompt: '뭐 알고 있어?', session_id: 'ko2' }), { HOME: at.home, PROJECT_MEMORY_LANG: 'ko' });
    expect(contextOf(list.stdout)).toContain(`경로: ${join(root, MEMORY)}/ ([공통] 이름 → _global/이름.md)\n`);
  });
});

describe('the scope question answered before the first save made a workspace', () => {
  /** A repository with no .ai-core/ yet and a transcript whose last reply is `reply`. */
  function noWorkspaceYet(reply: string) {
    const repo = join(tempTree(), 'repo7');
    gitInit(repo);
    const home = tempTree();
    const transcript = join(home, 't.jsonl');
    const line = (role: string, content: unknown) => JSON.stringify({ type: role, message: { role, content } });
    writeFileSync(
      transcript,
      `${line('user', 'remember this: always run migrations before seeding')}\n${line('assistant', [{ type: 'text', text: reply }])}\n`,
    );
    const answer = (text: string) => contextOf(runHook(promptEvent(repo, { prompt: text, transcript_path: transcript }), { HOME: home, ...EN }).stdout) ?? '';
    return { repo, home, answer };
  }

  it('"2" gets the command that saves it, which makes the workspace where the list then shows it', () => {
    const at = noWorkspaceYet("Save this to memory? 1) _global (all projects in this workspace) 2) repo7 (this project) 3) don't save");
    const picked = at.answer('2');
    expect(picked).toContain('this project (repo7)');
    const saved = runShown(
      { home: at.home, launch: at.repo, root: at.repo },
      fillSaveCommand(shownSaveCommand(picked) as string, memory('Migrations first', 'project'), 'en'),
    );
    expect(saved).toBe(join(at.repo, MEMORY, 'repo7', 'migrations-first.md'));
  });

  it('the choice by its name, and each number as the reply ordered its choices', () => {
    const hook = noWorkspaceYet("Save this to memory? 1) _global (all projects in this workspace) 2) repo7 (this project) 3) don't save");
    expect(hook.answer('repo7')).toContain('this project (repo7)');
    expect(hook.answer('yes, repo7')).toContain('this project (repo7)');
    expect(hook.answer('yes, for this repo')).toContain('this project (repo7)');
    expect(hook.answer('docs')).toBe('');
    const own = noWorkspaceYet('Want me to save this to memory? 1) just this project 2) all projects in the workspace 3) no');
    expect(own.answer('1')).toContain('this project (repo7)');
    expect(own.answer('2')).toContain('_global (all projects in this workspace)');
    expect(own.answer('3')).toBe('');
  });

  it.each([
    "Build failed with OOM (out of memory). Want me to 1) bump the limit in this project's package.json or 2) in the shared CI template used by all projects?",
    'Where should I save the Prettier config? 1) in your home folder, for all projects 2) in this project only',
  ])('says nothing to a "2" after %j', (reply) => {
    expect(noWorkspaceYet(reply).answer('2')).toBe('');
  });

  it('says nothing to a "2" after any other question, or with no transcript to tell', () => {
    const at = noWorkspaceYet('Two ways to set up ESLint: 1) a config for this project 2) a shared one for all projects. Which?');
    expect(at.answer('2')).toBe('');
    const r = runHook(promptEvent(at.repo, { prompt: '2' }), { HOME: at.home, ...EN });
    expect([r.code, r.stdout]).toEqual([0, '']);
  });
});

describe('a save request in a session launched in the home folder', () => {
  it('is told at once that no project memory is kept there, with no command whose save would be refused', () => {
    const home = tempTree();
    const env = { ...EN, HOME: home };
    const said = contextOf(runHook(promptEvent(home, { prompt: 'remember this: my VPN config lives in ~/vpn' }), env).stdout) ?? '';
    expect(said).toContain("this session's workspace is the home folder, where no project memory is kept");
    expect(said).not.toContain(' save --dir ');
    // the command a directive would give is refused there, which is why none is given
    const refused = runCli(['save', '--dir', home, '--scope', 'global', '--title', 'VPN config', '--description', 'in ~/vpn'], { env, input: 'x\n' });
    expect(refused.code).toBe(1);
    expect(existsSync(join(home, '.ai-core'))).toBe(false);
    // a plain prompt there gets nothing
    expect(runHook(promptEvent(home, { prompt: 'fix the build' }), env).stdout).toBe('');
  });

  // a home folder kept in git (dotfiles): a plain folder below it is that repository's, whose top is home
  it('is told the same, without saying it runs in the home folder, in a folder below a home folder that is a git repository', () => {
    const home = tempTree({ 'notes/': '' });
    execFileSync('git', ['init', '-q', home]);
    const said =
      contextOf(runHook(promptEvent(join(home, 'notes'), { prompt: 'remember this: my VPN config lives in ~/vpn' }), { ...EN, HOME: home }).stdout) ?? '';
    expect(said).toContain("this session's workspace is the home folder, where no project memory is kept");
    expect(said).not.toContain(' save --dir ');
  });
});
