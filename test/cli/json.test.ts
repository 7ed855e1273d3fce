// --json on every command that reports: stdout parses, keys stay English in every
// language, and a failure is still text on stderr with the documented exit code.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedWorkspace, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const PROJECT = 'ws/workspace/patent.how';

/** Each reporting command, run with --json in the seed workspace; `ok` is its exit code there. */
const REPORTING: Array<{ command: string; args: (tmp: string) => string[]; ok: number[]; keys: string[] | 'array' }> = [
  {
    command: 'install',
    args: (tmp) => ['--dir', join(tmp, 'ws')],
    ok: [0],
    keys: [
      'client',
      'settingsFile',
      'scope',
      'dryRun',
      'changes',
      'created',
      'settingsCreated',
      'memoryRoot',
      'workspaceRoot',
      'alreadyInstalled',
      'memoryRootLeft',
      'pin',
      'pinCommand',
      'gitIgnore',
      'recordKept',
      'hooksOff',
    ],
  },
  {
    command: 'uninstall',
    args: (tmp) => ['--dir', join(tmp, 'ws')],
    ok: [0],
    keys: [
      'client',
      'settingsFile',
      'scope',
      'dryRun',
      'changes',
      'notInstalled',
      'stillInstalled',
      'leftUnrecorded',
      'removedMemoryFolder',
      'memoryFolderKept',
    ],
  },
  {
    command: 'list',
    args: (tmp) => ['--dir', join(tmp, PROJECT)],
    ok: [0],
    keys: [
      'workspaceRoot',
      'memoryRoot',
      'projectKey',
      'keySource',
      'memories',
      'hidden',
      'unreadableFolders',
      'linkedFolders',
      'notFolders',
      'projectFolders',
      'pinIgnored',
      'memoriesElsewhere',
    ],
  },
  { command: 'search', args: (tmp) => ['docker', '--dir', join(tmp, PROJECT)], ok: [0], keys: 'array' },
  {
    command: 'save',
    args: (tmp) => ['--dir', join(tmp, PROJECT), '--scope', 'project', '--title', 'PDF output', '--description', 'this client wants PDF', '--body', 'x'],
    ok: [0],
    keys: ['path', 'scope', 'name', 'projectKey', 'updated', 'changed', 'created', 'pin', 'pinCommand', 'hiddenBy', 'listedAgain', 'ignoredBy', 'warnings'],
  },
  {
    command: 'key',
    args: (tmp) => ['--dir', join(tmp, PROJECT)],
    ok: [0],
    keys: [
      'workspaceRoot',
      'memoryRoot',
      'key',
      'source',
      'projectDir',
      'pinFile',
      'worktree',
      'firstSave',
      'memoryFolder',
      'memories',
      'unreadable',
      'pin',
      'otherClones',
    ],
  },
  {
    command: 'key',
    args: (tmp) => ['move', 'workspace--patent__how', 'patent', '--dry-run', '--dir', join(tmp, PROJECT)],
    ok: [0],
    keys: ['from', 'to', 'fromDir', 'toDir', 'dryRun', 'moves', 'removedFolder', 'pin', 'listChanges'],
  },
  {
    command: 'key',
    args: (tmp) => ['pin', '--dry-run', '--dir', join(tmp, PROJECT)],
    ok: [0],
    keys: ['path', 'key', 'dryRun', 'written', 'alreadyPinned', 'droppedKeys', 'previousKey', 'moveCommand', 'parentMemories', 'leftUnder'],
  },
  {
    command: 'context',
    args: (tmp) => ['--dir', join(tmp, PROJECT)],
    ok: [0],
    keys: ['version', 'dir', 'window', 'estimate', 'git', 'claudeMd', 'memoryList', 'date', 'total', 'warnings'],
  },
  { command: 'lint', args: (tmp) => ['--dir', join(tmp, PROJECT)], ok: [0], keys: ['files', 'errors', 'warnings', 'findings'] },
  // not installed in this HOME, so the hook check fails: exit 1, and the report still parses
  { command: 'doctor', args: (tmp) => ['--dir', join(tmp, PROJECT)], ok: [1], keys: ['dir', 'ok', 'checks'] },
];

describe('--json output parses for every reporting command', () => {
  it.each(REPORTING.flatMap((c) => [[c.command, 'ko', c] as const, [c.command, 'en', c] as const]))('%s --json (%s)', (_name, lang, c) => {
    const tmp = seedWorkspace();
    const r = runCli([c.command, ...c.args(tmp), '--json'], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: lang }, cwd: tmp });
    expect(c.ok, r.stderr).toContain(r.code);
    const parsed: unknown = JSON.parse(r.stdout);
    if (c.keys === 'array') expect(Array.isArray(parsed)).toBe(true);
    else expect(Object.keys(parsed as object)).toEqual(c.keys);
    expect(r.stdout).not.toMatch(/\u001b\[/);
  });

  it('doctor: every row has id, status, message and fix, null where there is none', () => {
    const tmp = seedWorkspace();
    const r = runCli(['doctor', '--dir', join(tmp, PROJECT), '--json'], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' }, cwd: tmp });
    const { checks } = JSON.parse(r.stdout) as { checks: Array<Record<string, unknown>> };
    for (const row of checks) expect(Object.keys(row)).toEqual(['id', 'status', 'message', 'fix']);
    expect(checks.some((row) => row.status === 'ok' && row.fix === null)).toBe(true);
  });

  it('is the same in both languages, apart from what differs run to run', () => {
    const tmp = seedWorkspace();
    const home = tempTree();
    const run = (lang: string) => runCli(['list', '--dir', join(tmp, PROJECT), '--json'], { env: { HOME: home, PROJECT_MEMORY_LANG: lang } }).stdout;
    expect(run('ko')).toBe(run('en'));
  });

  it('gives a title and description written as YAML blocks as the text, without the break a block ends in', () => {
    const tmp = seedWorkspace();
    const file = join(tmp, 'ws/.ai-core/data/memory/_global/folded-note.md');
    writeFileSync(file, '---\ntitle: |\n  Deploy order\ndescription: >\n  run the migration\n  before the deploy\n---\nbody\n');
    const env = { env: { HOME: tempTree() } };
    const listed = JSON.parse(runCli(['list', '--dir', join(tmp, PROJECT), '--json'], env).stdout) as { memories: Array<Record<string, unknown>> };
    expect(listed.memories.find((m) => m.name === 'folded-note')).toMatchObject({ title: 'Deploy order', description: 'run the migration before the deploy' });
    const found = JSON.parse(runCli(['search', 'migration', '--dir', join(tmp, PROJECT), '--json'], env).stdout) as Array<Record<string, unknown>>;
    expect(found.find((m) => m.name === 'folded-note')).toMatchObject({ description: 'run the migration before the deploy' });
  });
});

describe('errors under --json stay on stderr with the right exit code', () => {
  it.each([
    ['verify outside a workspace', (_tmp: string, outside: string) => ['verify', 'docker', '--dir', outside, '--json'], 1],
    ['search without a query', (tmp: string) => ['search', '--dir', join(tmp, PROJECT), '--json'], 1],
    ['install with a bad --scope', (tmp: string) => ['install', '--scope', 'system', '--dir', tmp, '--json'], 1],
    ['context with a missing --dir', (tmp: string) => ['context', '--dir', join(tmp, 'nope'), '--json'], 1],
    [
      'save of a memory that exists',
      (tmp: string) => [
        'save',
        '--dir',
        join(tmp, PROJECT),
        '--scope',
        'global',
        '--name',
        'docker-branch-switch-danger',
        '--title',
        'Docker',
        '--description',
        'again',
        '--body',
        'x',
        '--json',
      ],
      3,
    ],
  ] as const)('%s', (_label, args, code) => {
    const tmp = seedWorkspace();
    const r = runCli([...args(tmp, join(tmp, 'elsewhere'))], { env: { HOME: tempTree() } });
    expect(r.code, r.stderr).toBe(code);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^project-memory \w+: \S/);
  });
});
