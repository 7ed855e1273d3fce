// Supersession through the built processes: the UserPromptSubmit hook fed real stdin
// JSON, and the CLI (list, lint, save) as a child process, over real folders.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SELF } from '../support/built.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';
import { hookSession } from '../support/session-run.js';

const EN = { PROJECT_MEMORY_LANG: 'en' };

/** Two projects (`app`, `web`); `app` replaces a global memory with its own. */
function workspace(extra: Record<string, string> = {}) {
  const root = tempTree({
    [`${MEMORY}/_global/old-deploy.md`]: memoryFile({ title: 'Deploy with make', description: 'deploy with make deploy from the repository root' }),
    [`${MEMORY}/_global/docker-403.md`]: memoryFile({ title: 'Docker 403', description: 'switching branches while Docker runs gives 403' }),
    [`${MEMORY}/app/new-deploy.md`]: memoryFile({
      title: 'Deploy with the script',
      description: 'deploy with scripts/release.sh',
      extra: 'supersedes: [old-deploy]',
    }),
    [`${MEMORY}/web/`]: '',
    'app/': '',
    'web/': '',
    ...extra,
  });
  return { root, app: join(root, 'app'), web: join(root, 'web'), memory: join(root, MEMORY), home: tempTree() };
}

const listLines = (context: string | undefined) =>
  (context ?? '')
    .split('</project-memory>')[0]
    ?.split('\n')
    .filter((l) => l.startsWith('[')) ?? [];
const hookList = (cwd: string, home: string, env: Record<string, string> = EN) =>
  listLines(contextOf(runHook(promptEvent(cwd), { HOME: home, ...env }).stdout));

describe('a superseded memory', () => {
  it('is hidden from the built hook’s list of the project that supersedes it, and only there', () => {
    const ws = workspace();
    expect(hookList(ws.app, ws.home)).toEqual([
      '[global] docker-403 — switching branches while Docker runs gives 403',
      '[app] new-deploy — deploy with scripts/release.sh',
    ]);
    // the file stays, and a project that does not supersede it still sees it
    expect(existsSync(join(ws.memory, '_global', 'old-deploy.md'))).toBe(true);
    expect(hookList(ws.web, tempTree())).toContain('[global] old-deploy — deploy with make deploy from the repository root');
  });

  it('is left out of list, which says how many and how to see them; list --all shows it, marked', () => {
    const ws = workspace();
    const plain = runCli(['list', '--dir', ws.app], { env: { HOME: ws.home, ...EN } });
    expect(plain.code).toBe(0);
    expect(plain.stdout).not.toContain('old-deploy');
    // the command that shows them, as this user runs the CLI, for the folder listed
    expect(plain.stdout).toContain(`1 superseded memory not shown: ${SELF} list --all --dir ${ws.app}\n`);
    const all = runCli(['list', '--dir', ws.app, '--all'], { env: { HOME: ws.home, ...EN } });
    expect(all.stdout).toContain('[global] old-deploy (superseded by new-deploy) — deploy with make deploy from the repository root\n');
    const korean = runCli(['list', '--dir', ws.app, '--all'], { env: { HOME: ws.home } });
    expect(korean.stdout).toContain('[공통] old-deploy (new-deploy로 대체됨) — deploy with make deploy');
    const json = JSON.parse(runCli(['list', '--dir', ws.app, '--all', '--json'], { env: { HOME: ws.home } }).stdout) as {
      memories: { name: string; supersededBy: { name: string }[]; supersedes: string[] }[];
      hidden: number;
    };
    expect(json.memories.find((m) => m.name === 'old-deploy')?.supersededBy).toEqual([
      { scope: 'project', name: 'new-deploy', path: join(ws.memory, 'app', 'new-deploy.md') },
    ]);
    expect(json.memories.find((m) => m.name === 'new-deploy')?.supersedes).toEqual(['old-deploy']);
    const visible = JSON.parse(runCli(['list', '--dir', ws.app, '--json'], { env: { HOME: ws.home } }).stdout) as {
      memories: { name: string }[];
      hidden: number;
    };
    expect(visible.memories.map((m) => m.name)).toEqual(['docker-403', 'new-deploy']);
    expect(visible.hidden).toBe(1);
  });

  it('is not found by search, which ranks what the list may show', () => {
    const ws = workspace();
    const hits = JSON.parse(runCli(['search', 'make deploy', '--dir', ws.app, '--json'], { env: { HOME: ws.home } }).stdout) as { name: string }[];
    expect(hits.map((h) => h.name)).toEqual(['new-deploy']);
  });

  it('is not hidden when a global memory names a project’s memory: a global memory supersedes global ones only', () => {
    const ws = workspace({
      [`${MEMORY}/_global/shared-rule.md`]: memoryFile({ title: 'rule', description: 'a shared rule', extra: 'supersedes: [app-note]' }),
      [`${MEMORY}/app/app-note.md`]: memoryFile({ title: 'app note', description: 'the project’s own note' }),
    });
    expect(hookList(ws.app, ws.home)).toContain('[app] app-note — the project’s own note');
    const lint = JSON.parse(runCli(['lint', '--dir', ws.app, '--json'], { env: { HOME: ws.home } }).stdout) as {
      findings: { rule: string; message: string }[];
    };
    expect(lint.findings).toContainEqual(
      expect.objectContaining({
        rule: 'supersedes-unknown',
        message: 'supersedes app-note, which is a memory of app: a global memory supersedes only global ones',
      }),
    );
  });

  it('renamed by hand, breaks the supersedes naming it: lint names the memory it most likely was, by its title, and the fix, made, hides it again', () => {
    const ws = workspace();
    const old = join(ws.memory, '_global', 'old-deploy.md');
    const renamed = join(ws.memory, '_global', 'deploy-make-2024.md');
    writeFileSync(renamed, readFileSync(old, 'utf8').replace('title: Deploy with make', 'title: Old deploy'));
    rmSync(old);
    expect(hookList(ws.app, ws.home)).toContain('[global] deploy-make-2024 — deploy with make deploy from the repository root');
    const lint = (lang: string) =>
      JSON.parse(runCli(['lint', '--dir', ws.app, '--json'], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: lang } }).stdout) as {
        findings: Array<{ rule: string; fix: string }>;
      };
    expect(lint('en').findings.find((f) => f.rule === 'supersedes-unknown')?.fix).toContain(
      'most likely deploy-make-2024 is meant (renamed, or a typo): name it instead',
    );
    expect(runCli(['lint', '--dir', ws.app], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'ko' } }).stdout).toContain(
      'deploy-make-2024를 가리킨 것으로 보입니다',
    );
    // a typo away: named too
    const next = join(ws.memory, 'app', 'new-deploy.md');
    writeFileSync(next, readFileSync(next, 'utf8').replace('supersedes: [old-deploy]', 'supersedes: [deploy-make-2042]'));
    expect(lint('en').findings.find((f) => f.rule === 'supersedes-unknown')?.fix).toContain('most likely deploy-make-2024 is meant');
    writeFileSync(next, readFileSync(next, 'utf8').replace('supersedes: [deploy-make-2042]', 'supersedes: [deploy-make-2024]'));
    expect(lint('en').findings.filter((f) => f.rule === 'supersedes-unknown')).toEqual([]);
    expect(hookList(ws.app, ws.home).join('\n')).not.toContain('deploy-make-2024');
  });

  it('shown earlier in a session, is said to be superseded on the very next prompt, with what replaced it', () => {
    const ws = workspace();
    const session = hookSession(ws.web, ws.home, 'web-session', EN);
    expect(session.prompt('first')).toContain('[global] old-deploy');
    const save = runCli(
      [
        'save',
        '--scope',
        'project',
        '--dir',
        ws.web,
        '--name',
        'web-deploy',
        '--supersedes',
        'old-deploy',
        '--title',
        'Web deploy',
        '--description',
        'web deploys on push',
        '--body',
        'x',
      ],
      { env: { HOME: ws.home } },
    );
    expect(save.code, save.stderr).toBe(0);
    const delta = contextOf(runHook({ ...promptEvent(ws.web), session_id: 'web-session', prompt: 'second' }, { HOME: ws.home, ...EN }).stdout) as string;
    expect(delta).toContain('superseded: [global] old-deploy → [web] web-deploy\n');
    expect(listLines(delta)).toEqual(['[web] web-deploy — web deploys on push']);
    expect(session.prompt('third')).toBeUndefined();
  });
});

describe('lint on supersedes', () => {
  it('does not call a memory and the one that supersedes it duplicates', () => {
    const ws = workspace({
      [`${MEMORY}/app/deploy-a.md`]: memoryFile({ title: 'Deploy steps', description: 'deploy with the release script from main' }),
      [`${MEMORY}/app/deploy-b.md`]: memoryFile({
        title: 'Deploy steps',
        description: 'deploy with the release script from main',
        extra: 'supersedes: [deploy-a]',
      }),
    });
    const rules = () =>
      (JSON.parse(runCli(['lint', '--dir', ws.app, '--json'], { env: { HOME: ws.home } }).stdout) as { findings: { rule: string }[] }).findings.map(
        (f) => f.rule,
      );
    expect(rules()).not.toContain('duplicate');
    // the control: without supersedes the same pair is a duplicate
    writeFileSync(join(ws.memory, 'app', 'deploy-b.md'), memoryFile({ title: 'Deploy steps', description: 'deploy with the release script from main' }));
    expect(rules()).toContain('duplicate');
  });

  it('reports a loop and a memory naming itself as errors (exit 1), an unknown name as a warning; the hook hides none of them', () => {
    const ws = workspace({
      [`${MEMORY}/app/loop-a.md`]: memoryFile({ title: 'a', description: 'loop a', extra: 'supersedes: [loop-b]' }),
      [`${MEMORY}/app/loop-b.md`]: memoryFile({ title: 'b', description: 'loop b', extra: 'supersedes: [loop-a, no-such-memory]' }),
      [`${MEMORY}/app/selfish.md`]: memoryFile({ title: 's', description: 'names itself', extra: 'supersedes: [selfish]' }),
    });
    const run = runCli(['lint', '--dir', ws.app, '--json'], { env: { HOME: ws.home } });
    expect(run.code).toBe(1);
    const findings = (JSON.parse(run.stdout) as { findings: { file: string; rule: string; severity: string; message: string }[] }).findings.filter((f) =>
      f.rule.startsWith('supersedes'),
    );
    const app = (name: string) => join(ws.memory, 'app', `${name}.md`);
    expect(findings).toEqual([
      expect.objectContaining({
        file: app('loop-a'),
        rule: 'supersedes-cycle',
        severity: 'error',
        message: expect.stringContaining('supersedes loop with app/loop-b'),
      }),
      expect.objectContaining({
        file: app('loop-b'),
        rule: 'supersedes-cycle',
        severity: 'error',
        message: expect.stringContaining('supersedes loop with app/loop-a'),
      }),
      expect.objectContaining({ file: app('loop-b'), rule: 'supersedes-unknown', severity: 'warning', message: expect.stringContaining('no-such-memory') }),
      expect.objectContaining({ file: app('selfish'), rule: 'supersedes-cycle', severity: 'error', message: 'supersedes itself' }),
    ]);
    const lines = hookList(ws.app, ws.home);
    for (const name of ['loop-a', 'loop-b', 'selfish']) expect(lines.some((l) => l.startsWith(`[app] ${name} `))).toBe(true);
  });
});

describe('save and supersedes', () => {
  const DEPLOY = ['--title', 'Deploy with make', '--description', 'deploy with make deploy from the repository root'];

  it('refusing a near duplicate (exit 3), offers --update and a new memory that supersedes the old one, in both languages', () => {
    const ws = workspace();
    const args = ['save', '--scope', 'global', '--dir', ws.web, '--name', 'deploy-v2', ...DEPLOY, '--body', 'new'];
    const en = runCli(args, { env: { HOME: ws.home, ...EN } });
    expect(en.code).toBe(3);
    expect(en.stderr).toContain(join(ws.memory, '_global', 'old-deploy.md'));
    expect(en.stderr).toContain('To replace it in place: --update --name old-deploy (and --body-file - for a body on stdin).');
    expect(en.stderr).toContain('the old file stays, hidden from the list): --supersedes old-deploy.');
    const ko = runCli(args, { env: { HOME: ws.home } });
    expect(ko.code).toBe(3);
    expect(ko.stderr).toContain('--update --name old-deploy');
    expect(ko.stderr).toContain('대체하게 하려면 (옛 파일은 남고 목록에서만 빠짐): --supersedes old-deploy');
    expect(existsSync(join(ws.memory, '_global', 'deploy-v2.md'))).toBe(false);
    // the exit-3 for an existing name offers the same two ways
    const same = runCli(['save', '--scope', 'global', '--dir', ws.web, '--name', 'old-deploy', '--title', 'x', '--description', 'y', '--body', ''], {
      env: { HOME: ws.home, ...EN },
    });
    expect(same.code).toBe(3);
    expect(same.stderr).toContain('--update');
    expect(same.stderr).toContain('--name <new-name> --supersedes old-deploy');
  });

  it('following that advice saves the new memory, which then hides the old one for every project', () => {
    const ws = workspace();
    const run = runCli(
      ['save', '--scope', 'global', '--dir', ws.web, '--name', 'deploy-v2', ...DEPLOY, '--supersedes', 'old-deploy', '--review-in', '90d', '--body', 'new'],
      {
        env: { HOME: ws.home },
      },
    );
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(join(ws.memory, '_global', 'deploy-v2.md'), 'utf8');
    expect(text).toMatch(/\nsupersedes: \[old-deploy\]\n/);
    expect(text).toMatch(/\nreview_by: \d{4}-\d{2}-\d{2}\n/);
    expect(hookList(ws.web, tempTree()).join('\n')).not.toContain('old-deploy');
    expect(hookList(ws.web, tempTree())).toContain('[global] deploy-v2 — deploy with make deploy from the repository root');
    expect(runCli(['list', '--dir', ws.web, '--all'], { env: { HOME: ws.home, ...EN } }).stdout).toContain('old-deploy (superseded by deploy-v2)');
  });

  it('--update --supersedes replaces what a memory superseded, as every flag an update is given does', () => {
    const ws = workspace();
    const run = runCli(
      [
        'save',
        '--scope',
        'project',
        '--dir',
        ws.app,
        '--name',
        'new-deploy',
        '--update',
        '--supersedes',
        'docker-403',
        '--title',
        'Deploy',
        '--description',
        'deploy with the script',
        '--body',
        '',
      ],
      { env: { HOME: ws.home } },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(join(ws.memory, 'app', 'new-deploy.md'), 'utf8')).toContain('\nsupersedes: [docker-403]\n');
    // old-deploy, no longer named, is listed again
    expect(hookList(ws.app, ws.home)).toEqual([
      '[global] old-deploy — deploy with make deploy from the repository root',
      '[app] new-deploy — deploy with the script',
    ]);
  });

  it.each([
    ['a name no memory has', ['--scope', 'project', '--supersedes', 'no-such-memory'], 'no memory of that name in app, _global'],
    ['itself', ['--scope', 'project', '--name', 'me', '--supersedes', 'me'], 'a memory cannot supersede itself'],
    ['a project memory, from a global one', ['--scope', 'global', '--supersedes', 'new-deploy'], 'a global memory supersedes only global ones'],
  ])('refuses to supersede %s with exit 1, saving nothing', (_name, flags, message) => {
    const ws = workspace();
    const run = runCli(['save', '--dir', ws.app, '--title', 'Something new', '--description', 'entirely new', '--body', '', ...flags], {
      env: { HOME: ws.home, ...EN },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(existsSync(join(ws.memory, 'app', 'something-new.md')) || existsSync(join(ws.memory, '_global', 'something-new.md'))).toBe(false);
    expect(existsSync(join(ws.memory, 'app', 'me.md'))).toBe(false);
  });
});

describe('a memory file written by hand', () => {
  it('with supersedes in a form the fast reader passes on, still hides what it names', () => {
    const ws = workspace();
    writeFileSync(join(ws.memory, 'app', 'new-deploy.md'), '---\ntitle: "Deploy"\ndescription: deploy with the script\nsupersedes:\n  - old-deploy\n---\n');
    expect(hookList(ws.app, ws.home).join('\n')).not.toContain('old-deploy');
  });
});
