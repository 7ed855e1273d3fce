// A memory whose name another memory's `supersedes` holds is hidden from the list the moment
// it is written: save says so (and --json lists who hides it). And a memory the list hides
// already is no near duplicate of a new one: it is not there to be repeated.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const EN = { PROJECT_MEMORY_LANG: 'en' };

function memory(title: string, description: string, supersedes?: string[]): string {
  const line = supersedes === undefined ? '' : `supersedes: [${supersedes.join(', ')}]\n`;
  return `---\ntitle: ${title}\ndescription: ${description}\ncreated_at: 2025-01-01\n${line}---\nbody\n`;
}

/** A workspace with a project folder `proj` and the memories given, by path below the memory root. */
function workspace(memories: Record<string, string>) {
  const tree: Record<string, string> = { '.ai-core/': '', 'proj/': '' };
  for (const [path, text] of Object.entries(memories)) tree[`.ai-core/data/memory/${path}`] = text;
  const root = tempTree(tree);
  const memoryRoot = join(root, '.ai-core', 'data', 'memory');
  const home = makeTempDir();
  const run = (args: string[], lang = EN) => runCli(args, { cwd: join(root, 'proj'), home, env: lang });
  return { memoryRoot, run };
}

describe('save of a memory another one supersedes', () => {
  it('names the memory whose supersedes hides a new memory of a deleted name, and the fix', async () => {
    const ws = workspace({ 'proj/build-tool-c.md': memory('Build tool C', 'build with pnpm turbo', ['build-tool-b', 'build-tool-a']) });
    const run = await ws.run([
      'save',
      '--scope',
      'project',
      '--name',
      'build-tool-b',
      '--title',
      'Release branch naming',
      '--description',
      'release branches are named rel/YYYY-MM',
      '--body',
      'rel',
    ]);
    expect(run.code).toBe(0);
    const saved = join(ws.memoryRoot, 'proj', 'build-tool-b.md');
    expect(run.stdout).toBe(`${saved}\n`);
    expect(run.stderr).toContain(`saved ${saved}, but the list hides it`);
    expect(run.stderr).toContain(join(ws.memoryRoot, 'proj', 'build-tool-c.md'));
    expect(run.stderr).toContain('drop build-tool-b from that supersedes');
    // what the warning says is so
    const list = await ws.run(['list', '--json']);
    expect(JSON.parse(list.stdout).memories.map((m: { name: string }) => m.name)).toEqual(['build-tool-c']);
  });

  it('--json lists the memories hiding it', async () => {
    const ws = workspace({ 'proj/build-tool-c.md': memory('Build tool C', 'build with pnpm turbo', ['build-tool-b']) });
    const run = await ws.run(['save', '--scope', 'project', '--name', 'build-tool-b', '--title', 'Release naming', '--description', 'rel/YYYY-MM', '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).hiddenBy).toEqual([{ scope: 'project', name: 'build-tool-c', path: join(ws.memoryRoot, 'proj', 'build-tool-c.md') }]);
  });

  it('says so of a project memory named as the global one a project memory supersedes (the name now means the new file)', async () => {
    const ws = workspace({
      '_global/docker-branch-switch.md': memory('Docker branch switch', 'no branch switch while docker runs'),
      'proj/docker-switch-here.md': memory('Docker switch here', 'switching is fine in this project', ['docker-branch-switch']),
    });
    const args = ['--title', 'Docker branch switch', '--description', 'no branch switch while docker runs', '--force-duplicate', '--body', 'z'];
    const run = await ws.run(['save', '--scope', 'project', '--name', 'docker-branch-switch', ...args], { PROJECT_MEMORY_LANG: 'ko' });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('목록에서 숨겨집니다');
    expect(run.stderr).toContain(join(ws.memoryRoot, 'proj', 'docker-switch-here.md'));
  });

  it('says so on --update of a memory that is superseded already', async () => {
    const ws = workspace({
      'proj/build-tool-a.md': memory('Build tool A', 'build with make'),
      'proj/build-tool-b.md': memory('Build tool B', 'build with bazel now', ['build-tool-a']),
    });
    const run = await ws.run(['save', '--update', '--scope', 'project', '--name', 'build-tool-a', '--description', 'build with make and ninja', '--json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('but the list hides it');
    expect(JSON.parse(run.stdout).hiddenBy.map((h: { name: string }) => h.name)).toEqual(['build-tool-b']);
  });

  it('says nothing of a memory the list shows', async () => {
    const ws = workspace({ 'proj/build-tool-b.md': memory('Build tool B', 'build with bazel now', ['build-tool-a']) });
    const run = await ws.run(['save', '--scope', 'project', '--name', 'other', '--title', 'Other', '--description', 'something else', '--json', '--body', 'x']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).hiddenBy).toEqual([]);
  });
});

describe('near duplicates at save leave out what the list hides', () => {
  it('a memory superseded already is no near duplicate of one superseding its replacement', async () => {
    const ws = workspace({
      'proj/build-tool-a.md': memory('Build tool A', 'build with pnpm turbo'),
      'proj/build-tool-b.md': memory('Build tool B', 'build with bazel now', ['build-tool-a']),
    });
    const run = await ws.run([
      'save',
      '--scope',
      'project',
      '--title',
      'Build tool C',
      '--description',
      'build with pnpm turbo',
      '--supersedes',
      'build-tool-b',
      '--body',
      'c',
    ]);
    expect(run.stderr).not.toContain('--supersedes build-tool-a');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${join(ws.memoryRoot, 'proj', 'build-tool-c.md')}\n`);
  });

  it('a global memory hidden for this project is no near duplicate of a project save', async () => {
    const ws = workspace({
      '_global/deploy-window.md': memory('Deploy window', 'deploy only on tuesdays'),
      'proj/deploy-here.md': memory('Deploy here', 'this project deploys any day', ['deploy-window']),
    });
    const run = await ws.run([
      'save',
      '--scope',
      'project',
      '--name',
      'deploy-days',
      '--title',
      'Deploy window',
      '--description',
      'deploy only on tuesdays',
      '--body',
      'x',
    ]);
    expect(run.code).toBe(0);
  });

  it('a global memory hidden in this project alone still counts for a global save, which every project lists', async () => {
    const ws = workspace({
      '_global/deploy-window.md': memory('Deploy window', 'deploy only on tuesdays'),
      'proj/deploy-here.md': memory('Deploy here', 'this project deploys any day', ['deploy-window']),
    });
    const run = await ws.run([
      'save',
      '--scope',
      'global',
      '--name',
      'deploy-window-2',
      '--title',
      'Deploy window',
      '--description',
      'deploy only on tuesdays',
    ]);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('deploy-window.md');
  });
});
