import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { hookCommand, INSTALLED_HOOKS } from '../../lib/settings/hook-specs.js';
import { SELF } from '../support/built.js';
import { MEMORY, seedWorkspace, tempTree } from '../support/fixtures.js';
import { contextOf, HOOK, promptEvent, REPO, runCli, runHook } from '../support/processes.js';

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

describe('project-memory install', () => {
  it('registers the hook as plain node on the built file, with a timeout, and turns auto memory off', () => {
    const home = tempTree();
    const ws = tempTree();
    const r = runCli(['install', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code, r.stderr).toBe(0);
    const settings = readJson(join(home, '.claude/settings.json'));
    expect(settings.autoMemoryEnabled).toBe(false);
    const hook = settings.hooks.UserPromptSubmit[0].hooks[0];
    // without NODE_EXTRA_CA_CERTS, which node would otherwise load on every prompt; a file
    // that is gone exits 0 instead of failing every prompt
    expect(hook).toEqual({ type: 'command', command: `[ ! -f ${HOOK} ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node ${HOOK}`, timeout: 10 });
    expect(existsSync(join(ws, MEMORY, '_global'))).toBe(true);
    expect(readFileSync(join(ws, MEMORY, 'README.md'), 'utf8')).toBe(readFileSync(join(REPO, 'plugin/dist/memory-README.md'), 'utf8'));
  });

  it("writes the memory folder's README the same in every language, English then Korean, and a first save does the same", () => {
    const written = new Set<string>();
    for (const lang of ['ko', 'en']) {
      const installed = tempTree();
      expect(runCli(['install', '--dir', installed], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: lang } }).code).toBe(0);
      const saved = tempTree();
      const save = runCli(
        [
          'save',
          '--dir',
          saved,
          '--scope',
          'global',
          '--name',
          'staging-reset',
          '--title',
          'Staging reset',
          '--description',
          'The staging DB resets on Mondays',
        ],
        {
          env: { HOME: tempTree(), PROJECT_MEMORY_LANG: lang },
        },
      );
      expect(save.code, save.stderr).toBe(0);
      for (const ws of [installed, saved]) written.add(readFileSync(join(ws, MEMORY, 'README.md'), 'utf8'));
    }
    // one text for all: two teammates' first installs merge; each language's part whole
    expect(written.size).toBe(1);
    const [readme = ''] = written;
    const english = readFileSync(join(REPO, 'memory/README.md'), 'utf8');
    const korean = readFileSync(join(REPO, 'memory/README.ko.md'), 'utf8');
    expect(readme.startsWith(english)).toBe(true);
    expect(readme.endsWith(korean)).toBe(true);
    expect(english).not.toMatch(/[가-힣]/);
    expect(korean).toContain('이 README는 목록에 나오지 않습니다');
  });

  it('brings a hook installed before the environment prefix up to date, in place', () => {
    const home = tempTree();
    mkdirSync(join(home, '.claude'));
    const old = { hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: `node ${HOOK}`, timeout: 10 }] }] } };
    writeFileSync(join(home, '.claude/settings.json'), JSON.stringify(old));
    const r = runCli(['install', '--dir', tempTree()], { env: { HOME: home } });
    expect(r.code, r.stderr).toBe(0);
    const groups = readJson(join(home, '.claude/settings.json')).hooks.UserPromptSubmit;
    expect(groups).toEqual([{ hooks: [{ type: 'command', command: `[ ! -f ${HOOK} ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node ${HOOK}`, timeout: 10 }] }]);
    expect(runCli(['uninstall'], { env: { HOME: home } }).code).toBe(0);
    expect(readJson(join(home, '.claude/settings.json')).hooks).toBeUndefined();
  });

  it("registers the subagent hooks (PreToolUse on Agent calls only, and SubagentStart) and the read hooks before a read, the shell's for commands naming .ai-core only", () => {
    const home = tempTree();
    expect(runCli(['install', '--dir', tempTree()], { env: { HOME: home } }).code).toBe(0);
    const hooks = readJson(join(home, '.claude/settings.json')).hooks;
    type Named = 'PreToolUse' | 'SubagentStart' | 'MemoryRead' | 'ShellRead';
    const file = (hook: Named) => builtHookPath(hook, join(REPO, 'plugin'));
    const command = (hook: Named) => `[ ! -f ${file(hook)} ] || NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node ${file(hook)}`;
    expect(hooks.PreToolUse).toEqual([
      { matcher: 'Read', hooks: [{ type: 'command', command: command('MemoryRead'), timeout: 10 }] },
      { matcher: 'Bash', hooks: [{ type: 'command', if: 'Bash(*.ai-core*)', command: command('ShellRead'), timeout: 10 }] },
      { matcher: 'Agent', hooks: [{ type: 'command', command: command('PreToolUse'), timeout: 10 }] },
    ]);
    expect(hooks.PostToolUse.map((group: { matcher: string }) => group.matcher)).toEqual(['Write|Edit|MultiEdit']);
    expect(hooks.SubagentStart).toEqual([{ hooks: [{ type: 'command', command: command('SubagentStart'), timeout: 10 }] }]);
  });

  it('adds the subagent hooks to an install made before them, and leaves the rest as it was', () => {
    const home = tempTree();
    const ws = tempTree();
    runCli(['install', '--dir', ws], { env: { HOME: home } });
    const settingsFile = join(home, '.claude/settings.json');
    const full = readJson(settingsFile);
    const older = structuredClone(full);
    delete older.hooks.PreToolUse;
    delete older.hooks.SubagentStart;
    writeFileSync(settingsFile, `${JSON.stringify(older, null, 2)}\n`);
    const r = runCli(['install', '--json', '--dir', ws], { env: { HOME: home } });
    expect(r.code, r.stderr).toBe(0);
    // the read hooks' groups went with PreToolUse
    expect(JSON.parse(r.stdout).changes).toHaveLength(4);
    expect(readJson(settingsFile)).toEqual(full);
  });

  it('is idempotent and says so', () => {
    const home = tempTree();
    const ws = tempTree();
    runCli(['install', '--dir', ws], { env: { HOME: home } });
    const first = readFileSync(join(home, '.claude/settings.json'), 'utf8');
    const again = runCli(['install', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already installed');
    expect(readFileSync(join(home, '.claude/settings.json'), 'utf8')).toBe(first);
  });

  it('keeps other keys, other hooks, the indentation and the trailing newline', () => {
    const home = tempTree();
    const original = { model: 'opus', hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: 'echo mine' }] }] }, env: { A: '1' } };
    mkdirSync(join(home, '.claude'));
    writeFileSync(join(home, '.claude/settings.json'), `${JSON.stringify(original, null, 4)}\n`);
    expect(runCli(['install', '--dir', tempTree()], { env: { HOME: home } }).code).toBe(0);
    const text = readFileSync(join(home, '.claude/settings.json'), 'utf8');
    expect(text).toMatch(/^\{\n {4}"model"/);
    expect(text.endsWith('}\n')).toBe(true);
    const settings = JSON.parse(text);
    expect(settings.model).toBe('opus');
    expect(settings.env).toEqual({ A: '1' });
    expect(settings.hooks.UserPromptSubmit).toHaveLength(2);
    expect(settings.hooks.UserPromptSubmit[0].hooks[0].command).toBe('echo mine');
  });

  it('refuses a settings file that is not valid JSON and leaves it byte for byte', () => {
    const home = tempTree();
    mkdirSync(join(home, '.claude'));
    const broken = '{ "model": "x", // comment\n';
    writeFileSync(join(home, '.claude/settings.json'), broken);
    const r = runCli(['install', '--dir', tempTree()], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(join(home, '.claude/settings.json'));
    expect(r.stderr).toMatch(/not valid JSON \(line 1/);
    expect(readFileSync(join(home, '.claude/settings.json'), 'utf8')).toBe(broken);
  });

  it('--keep-auto-memory leaves auto memory alone', () => {
    const home = tempTree();
    runCli(['install', '--keep-auto-memory', '--dir', tempTree()], { env: { HOME: home } });
    expect(readJson(join(home, '.claude/settings.json')).autoMemoryEnabled).toBeUndefined();
  });

  it('a choice to keep auto memory holds on the next install without the flag (as after an upgrade): by --keep-auto-memory, or turned on by hand', () => {
    const ws = tempTree();
    const kept = tempTree();
    const settingsOf = (home: string) => join(home, '.claude/settings.json');
    expect(runCli(['install', '--keep-auto-memory', '--dir', ws], { env: { HOME: kept } }).code).toBe(0);
    expect(runCli(['install', '--dir', ws], { env: { HOME: kept } }).code).toBe(0);
    expect(readJson(settingsOf(kept)).autoMemoryEnabled).toBeUndefined();
    // doctor's fix is not an install that would change nothing
    const doctor = JSON.parse(runCli(['doctor', '--dir', ws, '--json'], { env: { HOME: kept, PROJECT_MEMORY_LANG: 'en' } }).stdout) as {
      checks: { id: string; fix?: string }[];
    };
    expect(doctor.checks.find((c) => c.id === 'auto-memory')?.fix).toContain('kept on by your choice (install --keep-auto-memory, or turned on again');
    // turned off by an install, then on by the user
    const byHand = tempTree();
    expect(runCli(['install', '--dir', ws], { env: { HOME: byHand } }).code).toBe(0);
    expect(readJson(settingsOf(byHand)).autoMemoryEnabled).toBe(false);
    writeFileSync(settingsOf(byHand), readFileSync(settingsOf(byHand), 'utf8').replace('"autoMemoryEnabled": false', '"autoMemoryEnabled": true'));
    expect(runCli(['install', '--dir', ws], { env: { HOME: byHand } }).code).toBe(0);
    expect(readJson(settingsOf(byHand)).autoMemoryEnabled).toBe(true);
    // on before the first install too: turned off by it, then on again by the user
    const onBefore = tempTree();
    mkdirSync(join(onBefore, '.claude'));
    writeFileSync(settingsOf(onBefore), '{ "autoMemoryEnabled": true }\n');
    expect(runCli(['install', '--dir', ws], { env: { HOME: onBefore } }).code).toBe(0);
    expect(readJson(settingsOf(onBefore)).autoMemoryEnabled).toBe(false);
    writeFileSync(settingsOf(onBefore), readFileSync(settingsOf(onBefore), 'utf8').replace('"autoMemoryEnabled": false', '"autoMemoryEnabled": true'));
    expect(runCli(['install', '--dir', ws], { env: { HOME: onBefore } }).code).toBe(0);
    expect(readJson(settingsOf(onBefore)).autoMemoryEnabled).toBe(true);
  });

  it('--keep-auto-memory over an install that turned auto memory off puts it back as it was, and uninstall leaves it so', () => {
    for (const before of [undefined, true]) {
      const home = tempTree();
      const ws = tempTree();
      const settings = join(home, '.claude/settings.json');
      if (before !== undefined) {
        mkdirSync(join(home, '.claude'));
        writeFileSync(settings, `${JSON.stringify({ autoMemoryEnabled: before, model: 'x' }, null, 2)}\n`);
      }
      const env = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
      expect(runCli(['install', '--dir', ws], { env }).code).toBe(0);
      expect(readJson(settings).autoMemoryEnabled).toBe(false);
      const kept = runCli(['install', '--keep-auto-memory', '--dir', ws], { env });
      expect(kept.code, kept.stderr).toBe(0);
      expect(kept.stdout).not.toContain('nothing changed');
      expect(readJson(settings).autoMemoryEnabled).toBe(before);
      // run again: nothing left to do
      expect(runCli(['install', '--keep-auto-memory', '--dir', ws], { env }).stdout).toContain('nothing changed');
      expect(runCli(['uninstall'], { env }).code).toBe(0);
      expect(existsSync(settings) ? readJson(settings).autoMemoryEnabled : undefined).toBe(before);
    }
  });

  it.each([
    [[] as string[], true],
    [['--keep-auto-memory'], false],
  ])('a session with auto memory on is told so once, unless the user chose to keep it (install %j)', (flags, toldBefore) => {
    const sessionStart = builtHookPath('SessionStart', join(REPO, 'plugin'));
    const start = (home: string, ws: string) =>
      JSON.parse(runHook({ session_id: 's', cwd: ws, hook_event_name: 'SessionStart', source: 'startup' }, { HOME: home }, sessionStart).stdout || '{}');
    const fresh = { ws: join(seedWorkspace(), 'ws') };
    const plugin = tempTree();
    // the plugin route: nothing installed, auto memory on by default
    expect(start(plugin, fresh.ws).systemMessage).toContain('autoMemoryEnabled');
    expect(start(plugin, fresh.ws).systemMessage).toBeUndefined();

    const home = tempTree();
    expect(runCli(['install', ...flags, '--dir', fresh.ws], { env: { HOME: home } }).code).toBe(0);
    // installed: either auto memory is now off, or the user kept it on purpose
    if (toldBefore) expect(readJson(join(home, '.claude/settings.json')).autoMemoryEnabled).toBe(false);
    expect(start(home, fresh.ws).systemMessage).toBeUndefined();
  });

  it('--dry-run shows the change and writes nothing', () => {
    const home = tempTree();
    const ws = tempTree();
    const r = runCli(['install', '--dry-run', '--dir', ws], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('would add UserPromptSubmit hook');
    expect(r.stdout).toContain('would set autoMemoryEnabled: false');
    expect(existsSync(join(home, '.claude'))).toBe(false);
    expect(existsSync(join(ws, '.ai-core'))).toBe(false);
  });

  it.each([
    ['project', '.claude/settings.json'],
    ['local', '.claude/settings.local.json'],
  ])('--scope %s writes %s in DIR', (scope, file) => {
    const home = tempTree();
    const ws = tempTree();
    expect(runCli(['install', '--scope', scope, '--dir', ws], { env: { HOME: home } }).code).toBe(0);
    expect(readJson(join(ws, file)).hooks.UserPromptSubmit).toHaveLength(1);
    expect(existsSync(join(home, '.claude/settings.json'))).toBe(false);
  });

  it('creates the memory root at the workspace root above DIR', () => {
    const tmp = seedWorkspace();
    runCli(['install', '--dir', join(tmp, 'ws/workspace/patent.how')], { env: { HOME: tempTree() } });
    expect(existsSync(join(tmp, 'ws/workspace/patent.how/.ai-core'))).toBe(false);
    expect(existsSync(join(tmp, 'ws', MEMORY, 'README.md'))).toBe(true);
  });

  it('run in the home folder without --dir, makes no memory folder there: a save in a repository below makes its own', () => {
    const home = tempTree({ 'work/shop/.git/HEAD': 'ref: refs/heads/main\n' });
    const r = runCli(['install', '--json'], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' }, cwd: home });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ created: [], memoryRootLeft: true });
    expect(existsSync(join(home, '.ai-core'))).toBe(false);
    expect(readJson(join(home, '.claude/settings.json')).hooks.UserPromptSubmit).toHaveLength(1);
    const text = runCli(['install'], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' }, cwd: home });
    expect(text.stdout).toContain(`No memory folder was made in ${home}, your home folder`);
    expect(text.stdout).toContain(`install --dir ${home}`);
    const save = runCli(['save', '--scope', 'project', '--title', 'Shop fact', '--description', 'a fact of the shop', '--body', 'x'], {
      env: { HOME: home },
      cwd: join(home, 'work', 'shop'),
    });
    expect(save.stdout.trim()).toBe(join(home, 'work', 'shop', MEMORY, 'shop', 'shop-fact.md'));
    // nor does a save in the home folder itself, and doctor there points to a repository
    const inHome = runCli(['save', '--scope', 'global', '--title', 'Home fact', '--description', 'a fact said at home', '--body', 'x'], {
      env: { HOME: home, PROJECT_MEMORY_LANG: 'en' },
      cwd: home,
    });
    expect(inHome.code).toBe(1);
    expect(inHome.stderr).toContain(`${home} is your home folder, and no memory folder is made there by a save`);
    expect(existsSync(join(home, '.ai-core'))).toBe(false);
    const doctor = JSON.parse(runCli(['doctor', '--json'], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' }, cwd: home }).stdout) as {
      checks: Array<{ id: string; fix?: string }>;
    };
    expect(doctor.checks.find((c) => c.id === 'workspace')?.fix).toContain('start Claude Code in a repository');
    // asked for by name, it is made
    const asked = runCli(['install', '--dir', home, '--json'], { env: { HOME: home }, cwd: home });
    expect(JSON.parse(asked.stdout)).toMatchObject({ memoryRootLeft: false });
    expect(existsSync(join(home, MEMORY, '_global'))).toBe(true);
  });

  it('rejects an unknown scope with a usage hint', () => {
    const r = runCli(['install', '--scope', 'system'], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('--scope must be one of user, project, local (got "system")');
    expect(r.stderr).toContain(`${SELF} install --help`);
  });

  it('takes --scope global for the broadest level, user, not for the closest spelling, local', () => {
    const r = runCli(['install', '--scope', 'global'], { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('(got "global"; did you mean user?)');
  });

  it('--json reports what changed', () => {
    const r = runCli(['install', '--json', '--dir', tempTree()], { env: { HOME: tempTree() } });
    const out = JSON.parse(r.stdout);
    // one entry per installed hook, plus the rule that lets Claude Code read the memory folder, plus auto memory turned off
    expect(out.changes).toHaveLength(INSTALLED_HOOKS.length + 2);
    expect(out.changes).toContain(`add Read(/${join(out.memoryRoot)}/**) to permissions.allow`);
    expect(out.alreadyInstalled).toBe(false);
  });

  it('over an install from before the read hooks, adds their groups and touches nothing else', () => {
    const home = tempTree();
    const ws = tempTree();
    runCli(['install', '--dir', ws], { env: { HOME: home } });
    const path = join(home, '.claude/settings.json');
    const full = readJson(path);
    const settings = structuredClone(full);
    settings.hooks.PreToolUse = settings.hooks.PreToolUse.filter((group: { matcher: string }) => group.matcher === 'Agent');
    writeFileSync(path, `${JSON.stringify(settings, null, 2)}\n`);
    const r = runCli(['install', '--json', '--dir', ws], { env: { HOME: home } });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).changes).toEqual([`add PreToolUse hook: ${hookCommand('MemoryRead')}`, `add PreToolUse hook: ${hookCommand('ShellRead')}`]);
    const groups = (event: string) =>
      readJson(path).hooks[event].map((group: { matcher: string; hooks: Array<{ command: string }> }) => [group.matcher, group.hooks[0]?.command]);
    expect(groups('PostToolUse')).toEqual([['Write|Edit|MultiEdit', hookCommand('PostToolUse')]]);
    expect(groups('PreToolUse')).toEqual([
      ['Agent', hookCommand('PreToolUse')],
      ['Read', hookCommand('MemoryRead')],
      ['Bash', hookCommand('ShellRead')],
    ]);
    expect(readJson(path).hooks.PreToolUse[2].hooks[0].if).toBe('Bash(*.ai-core*)');
  });

  it('over an install whose Read hook ran after a read (PostToolUse), moves it before one, and touches nothing else', () => {
    const home = tempTree();
    const ws = tempTree();
    mkdirSync(join(home, '.claude'));
    const path = join(home, '.claude/settings.json');
    const theirs = { type: 'command', command: 'echo theirs' };
    // what earlier versions wrote: the Read hook in PostToolUse, here beside a hook of the user's in the same group
    const older = {
      hooks: {
        PostToolUse: [
          { matcher: 'Write|Edit|MultiEdit', hooks: [{ type: 'command', command: hookCommand('PostToolUse'), timeout: 10 }] },
          { matcher: 'Read', hooks: [{ type: 'command', command: hookCommand('MemoryRead'), timeout: 10 }] },
          { matcher: 'Read|Grep', hooks: [theirs, { type: 'command', command: hookCommand('MemoryRead'), timeout: 10 }] },
        ],
      },
    };
    writeFileSync(path, `${JSON.stringify(older, null, 2)}\n`);
    const r = runCli(['install', '--json', '--dir', ws], { env: { HOME: home } });
    expect(r.code, r.stderr).toBe(0);
    const changes = JSON.parse(r.stdout).changes as string[];
    expect(changes).toContain(`add PreToolUse hook: ${hookCommand('MemoryRead')}`);
    expect(changes.filter((c) => c.startsWith('remove PostToolUse hook'))).toEqual([
      `remove PostToolUse hook: ${hookCommand('MemoryRead')}`,
      `remove PostToolUse hook: ${hookCommand('MemoryRead')}`,
    ]);
    const hooks = readJson(path).hooks;
    expect(hooks.PostToolUse).toEqual([
      { matcher: 'Write|Edit|MultiEdit', hooks: [{ type: 'command', command: hookCommand('PostToolUse'), timeout: 10 }] },
      { matcher: 'Read|Grep', hooks: [theirs] },
    ]);
    expect(hooks.PreToolUse.map((group: { matcher: string }) => group.matcher)).toEqual(['Read', 'Bash', 'Agent']);
    // once moved, install again changes nothing
    const again = runCli(['install', '--json', '--dir', ws], { env: { HOME: home } });
    expect(JSON.parse(again.stdout).changes).toEqual([]);
  });
});

describe('project-memory uninstall', () => {
  it('removes exactly what install added', () => {
    const home = tempTree();
    mkdirSync(join(home, '.claude'));
    const original = `${JSON.stringify({ model: 'opus', hooks: { Stop: [{ hooks: [{ type: 'command', command: 'echo bye' }] }] } }, null, 2)}\n`;
    writeFileSync(join(home, '.claude/settings.json'), original);
    runCli(['install', '--dir', tempTree()], { env: { HOME: home } });
    const r = runCli(['uninstall'], { env: { HOME: home } });
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(home, '.claude/settings.json'), 'utf8')).toBe(original);
    const again = runCli(['uninstall'], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(again.stdout).toContain('not installed');
    // the state folder, deleted as uninstall says once nothing runs: an uninstall with nothing to do does not make it again
    const state = join(home, '.local', 'state', 'project-memory');
    rmSync(state, { recursive: true, force: true });
    expect(runCli(['uninstall'], { env: { HOME: home } }).code).toBe(0);
    expect(existsSync(state)).toBe(false);
  });

  it('puts an explicit auto memory setting back as it was', () => {
    const home = tempTree();
    mkdirSync(join(home, '.claude'));
    writeFileSync(join(home, '.claude/settings.json'), '{"autoMemoryEnabled": true}\n');
    runCli(['install', '--dir', tempTree()], { env: { HOME: home } });
    expect(readJson(join(home, '.claude/settings.json')).autoMemoryEnabled).toBe(false);
    runCli(['uninstall'], { env: { HOME: home } });
    expect(readJson(join(home, '.claude/settings.json'))).toEqual({ autoMemoryEnabled: true });
  });
});

describe('project-memory list', () => {
  it('lists every memory with scope, description and path as JSON', () => {
    const tmp = seedWorkspace();
    const r = runCli(['list', '--json', '--dir', join(tmp, 'ws/workspace/patent.how/src/deep')], { env: { HOME: tempTree() } });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.projectKey).toBe('workspace--patent__how');
    expect(out.memories.map((m: { scope: string; name: string }) => `${m.scope}:${m.name}`)).toEqual([
      'global:docker-branch-switch-danger',
      'project:chorus-always-high',
    ]);
    expect(out.memories[0].path).toBe(join(tmp, 'ws', MEMORY, '_global/docker-branch-switch-danger.md'));
  });

  it('outside a workspace (before the first save) says so with the way on, and exits 0: no memories is an answer', () => {
    for (const [env, words] of [
      [{ PROJECT_MEMORY_LANG: 'en' }, 'no workspace found'],
      [{ PROJECT_MEMORY_LANG: 'ko' }, '작업 공간을 찾지 못했습니다'],
    ] as const) {
      const dir = tempTree();
      const r = runCli(['list', '--dir', dir], { env: { HOME: tempTree(), ...env } });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.stdout).toContain(words);
      expect(r.stdout).toContain(`${SELF} save --dir ${dir}`);
      expect(r.stdout).toContain(`${SELF} install --dir`);
    }
  });

  it('outside a workspace --json is an empty list a script can read, the places null and the key a first save would use', () => {
    const repo = join(tempTree(), 'shop');
    mkdirSync(join(repo, 'src'), { recursive: true });
    execFileSync('git', ['init', '-q', repo]);
    const home = tempTree();
    const r = runCli(['list', '--json', '--dir', join(repo, 'src')], { env: { HOME: home } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({
      workspaceRoot: null,
      memoryRoot: null,
      projectKey: 'shop',
      // the repository's key, from the git top-level, as list says once the memory folder exists
      keySource: 'git',
      memories: [],
      hidden: 0,
      unreadableFolders: [],
      linkedFolders: [],
      notFolders: [],
      projectFolders: [],
      pinIgnored: null,
      memoriesElsewhere: null,
    });
    // the key the hook offers as choice 2 for a first "remember this" there, and the one a save then uses
    const hook = contextOf(runHook(promptEvent(join(repo, 'src'), { prompt: 'remember this: the build needs Java 21' }), { HOME: home }).stdout) ?? '';
    expect(hook).toContain('2) shop');
    const saved = runCli(
      ['save', '--scope', 'project', '--title', 'Java 21', '--description', 'the build needs Java 21', '--body', 'x', '--dir', join(repo, 'src')],
      {
        env: { HOME: home },
      },
    );
    expect(saved.stdout.trim()).toBe(join(repo, '.ai-core', 'data', 'memory', 'shop', 'java-21.md'));
    // in the home folder a save makes no memory folder: no key to offer
    const inHome = runCli(['list', '--json', '--dir', home], { env: { HOME: home } });
    expect(JSON.parse(inHome.stdout)).toMatchObject({ workspaceRoot: null, projectKey: null, keySource: null });
  });

  it('prints plain text without colour when not on a terminal', () => {
    const tmp = seedWorkspace();
    const r = runCli(['list', '--dir', join(tmp, 'ws/workspace/patent.how')], { env: { HOME: tempTree() } });
    expect(r.stdout).toContain('[공통] docker-branch-switch-danger — Docker 실행 중 브랜치 전환 시 403 발생');
    expect(r.stdout).not.toContain('\u001b[');
  });
});
