import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../lib/save/memory-document.js';
import { assertBuilt, runCli } from '../support/built.js';
import { contextOf, promptEvent, runHook } from '../support/processes.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

/** A workspace with one project folder, and a HOME of its own. */
function workspace(): { root: string; project: string; home: string; memory: string } {
  const root = tempTree({ '.ai-core/': '', 'proj/': '' });
  return { root, project: join(root, 'proj'), home: makeTempDir(), memory: join(root, '.ai-core', 'data', 'memory') };
}

const DOCKER = ['--title', 'Docker 실행 중 브랜치 전환 금지', '--description', 'Docker 실행 중 브랜치 전환 시 403 발생'];

describe('project-memory save (built CLI)', () => {
  it('--help shows the options and examples', async () => {
    const ws = workspace();
    const run = await runCli(['save', '--help'], { cwd: ws.project, home: ws.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--scope global|project');
    expect(run.stdout).toContain('Examples:');
  });

  it('saves a global memory and prints only its path', async () => {
    const ws = workspace();
    const run = await runCli(['save', '--scope', 'global', ...DOCKER, '--tags', 'docker,git', '--body', '## 문제\n403'], { cwd: ws.project, home: ws.home });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const path = join(ws.memory, '_global', 'docker-실행-중-브랜치-전환-금지.md');
    expect(run.stdout).toBe(`${path}\n`);
    expect(readFileSync(path, 'utf8')).toBe(
      `---\ntitle: Docker 실행 중 브랜치 전환 금지\ndescription: Docker 실행 중 브랜치 전환 시 403 발생\ntags: [docker, git]\ncreated_at: ${localDate(new Date())}\n---\n## 문제\n403\n`,
    );
  });

  // a Japanese or Chinese title was refused: "pass --name"
  it('names a memory after a Japanese or a Chinese title, and the list shows it', async () => {
    const ws = workspace();
    for (const [title, name] of [
      ['デプロイ前にバックアップ', 'デプロイ前にバックアップ'],
      ['部署前请先备份', '部署前请先备份'],
    ] as const) {
      const run = await runCli(['save', '--scope', 'global', '--title', title, '--description', `${title} desc`, '--body', 'b'], {
        cwd: ws.project,
        home: ws.home,
      });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toBe(`${join(ws.memory, '_global', `${name}.md`)}\n`);
    }
    const list = await runCli(['list'], { cwd: ws.project, home: ws.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(list.stdout).toContain('デプロイ前にバックアップ — デプロイ前にバックアップ desc');
  });

  it('--json prints path, scope, name and the project key', async () => {
    const ws = workspace();
    const run = await runCli(['save', '--scope', 'project', '--title', 'PDF output', '--description', 'client wants PDF', '--json', '--body', 'x'], {
      cwd: ws.project,
      home: ws.home,
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      path: join(ws.memory, 'proj', 'pdf-output.md'),
      scope: 'project',
      name: 'pdf-output',
      projectKey: 'proj',
      updated: false,
      changed: true,
      created: [],
      pin: null,
      pinCommand: null,
      hiddenBy: [],
      listedAgain: [],
      ignoredBy: null,
      warnings: [],
    });
    // saved with a warning: --json says it too, as lint's --json words it
    const long = await runCli(['save', '--scope', 'project', '--title', 'Long', '--description', 'word '.repeat(60).trim(), '--json', '--body', 'x'], {
      cwd: ws.project,
      home: ws.home,
    });
    expect(long.code).toBe(0);
    expect(JSON.parse(long.stdout).warnings).toEqual([
      { rule: 'description-long', message: expect.stringContaining('the list cuts it at 200'), fix: expect.any(String) },
    ]);
    expect(long.stderr).toContain('description-long');
  });

  it('--dir and --project pick the workspace and the folder', async () => {
    const ws = workspace();
    const run = await runCli(
      ['save', '--scope', 'project', '--project', 'other', '--dir', ws.project, '--title', 'T', '--description', 'D', '--json', '--body', ''],
      { cwd: ws.home, home: ws.home },
    );
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ path: join(ws.memory, 'other', 't.md'), projectKey: 'other' });
  });

  // issue 20, item 10: the key is checked as it is used (trimmed), so a key that is unusable
  // once trimmed is refused instead of being dropped for the derived one without a word
  it.each([
    ['--project " _global"', ['--project', ' _global'], {}, '--project " _global"'],
    ['--project " .. "', ['--project', ' .. '], {}, '--project " .. "'],
    ['PROJECT_MEMORY_PROJECT=" .."', [], { PROJECT_MEMORY_PROJECT: ' ..' }, 'PROJECT_MEMORY_PROJECT=" .."'],
    ['PROJECT_MEMORY_PROJECT=" _global "', [], { PROJECT_MEMORY_PROJECT: ' _global ' }, 'PROJECT_MEMORY_PROJECT=" _global "'],
  ])('refuses a project key that is unusable once trimmed: %s', async (_label, flags, env, named) => {
    const ws = workspace();
    const run = await runCli(['save', '--scope', 'project', ...flags, '--title', 'T', '--description', 'D', '--body', ''], {
      cwd: ws.project,
      home: ws.home,
      env: { PROJECT_MEMORY_LANG: 'en', ...env },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(named);
    expect(run.stdout).toBe('');
    expect(existsSync(ws.memory)).toBe(false);
  });

  it('uses a --project key with spaces around it as the key without them', async () => {
    const ws = workspace();
    const run = await runCli(['save', '--scope', 'project', '--project', ' other ', '--title', 'T', '--description', 'D', '--json', '--body', ''], {
      cwd: ws.project,
      home: ws.home,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ path: join(ws.memory, 'other', 't.md'), projectKey: 'other' });
  });

  it('reads the body from stdin when no body flag is given', async () => {
    const ws = workspace();
    const body = '## 문제\n---\ntitle: not front matter\n---\n끝\n';
    const run = await runCli(['save', '--scope', 'global', ...DOCKER], { cwd: ws.project, home: ws.home, input: body });
    expect(run.code).toBe(0);
    expect(readFileSync(run.stdout.trim(), 'utf8').endsWith(`---\n${body}`)).toBe(true);
  });

  it('reads --body-file relative to the current folder', async () => {
    const ws = workspace();
    writeFileSync(join(ws.project, 'note.md'), 'from a file\n');
    const run = await runCli(['save', '--scope', 'global', ...DOCKER, '--body-file', 'note.md'], { cwd: ws.project, home: ws.home });
    expect(run.code).toBe(0);
    expect(readFileSync(run.stdout.trim(), 'utf8').endsWith('---\nfrom a file\n')).toBe(true);
  });

  it('does not wait for input when stdin is not piped', async () => {
    const ws = workspace();
    const run = await runCli(['save', '--scope', 'global', ...DOCKER], { cwd: ws.project, home: ws.home, timeoutMs: 10_000 });
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(0);
  });

  it('exits 3 for an existing name, naming the file and --update', async () => {
    const ws = workspace();
    const first = await runCli(['save', '--scope', 'global', ...DOCKER, '--body', 'one'], { cwd: ws.project, home: ws.home });
    const path = first.stdout.trim();
    const again = await runCli(['save', '--scope', 'global', ...DOCKER, '--body', 'two'], { cwd: ws.project, home: ws.home });
    expect(again.code).toBe(3);
    expect(again.stdout).toBe('');
    expect(again.stderr).toContain(path);
    expect(again.stderr).toContain('--update');
    expect(readFileSync(path, 'utf8').endsWith('---\none\n')).toBe(true);
  });

  it('--update replaces the file, keeping created_at and adding updated_at', async () => {
    const ws = workspace();
    const path = join(ws.memory, '_global', 'old-note.md');
    await runCli(['save', '--scope', 'global', '--name', 'old-note', '--title', 'Old note', '--description', 'first', '--body', 'v1'], {
      cwd: ws.project,
      home: ws.home,
    });
    writeFileSync(path, readFileSync(path, 'utf8').replace(/created_at: .*/, 'created_at: 2024-02-29'));
    const run = await runCli(
      ['save', '--scope', 'global', '--name', 'old-note', '--title', 'Old note', '--description', 'second', '--body', 'v2', '--update', '--json'],
      { cwd: ws.project, home: ws.home },
    );
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ path, updated: true });
    const text = readFileSync(path, 'utf8');
    expect(text).toContain('created_at: 2024-02-29\n');
    expect(text).toContain(`updated_at: ${localDate(new Date())}\n`);
    expect(text).toContain('description: second');
    expect(text.endsWith('---\nv2\n')).toBe(true);
  });

  it('--update changes only what it is given: tags, source, title and body not passed are kept', async () => {
    const ws = workspace();
    const path = join(ws.memory, '_global', 'package-manager.md');
    const save = (args: string[]) => runCli(['save', '--scope', 'global', '--name', 'package-manager', ...args], { cwd: ws.project, home: ws.home });
    const first = await save([
      '--title',
      'Use pnpm',
      '--description',
      'pnpm, not npm',
      '--tags',
      'pnpm,npm',
      '--source',
      'CI log',
      '--body',
      '## Why\nworkspace links',
    ]);
    expect(first.code, first.stderr).toBe(0);
    const before = readFileSync(path, 'utf8');

    const run = await save(['--update', '--description', 'pnpm only: npm breaks workspace links']);
    expect(run.code, run.stderr).toBe(0);
    const after = readFileSync(path, 'utf8');
    expect(after).toContain("description: 'pnpm only: npm breaks workspace links'");
    for (const kept of ['title: Use pnpm', 'tags: [pnpm, npm]', 'source: CI log', '## Why\nworkspace links']) {
      expect(before).toContain(kept);
      expect(after).toContain(kept);
    }

    expect((await save(['--update', '--tags', ''])).code).toBe(0);
    expect(readFileSync(path, 'utf8')).toContain('tags: []');
  });

  it('--update without --name or --title says which flag names the memory', async () => {
    const ws = workspace();
    const run = await runCli(['save', '--scope', 'global', '--update', '--description', 'x'], {
      cwd: ws.project,
      home: ws.home,
      env: { PROJECT_MEMORY_LANG: 'en' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--update needs the name of the memory to change: pass --name NAME');
  });

  it('exits 3 for a near duplicate, listing it; --force-duplicate saves anyway', async () => {
    const ws = workspace();
    const first = await runCli(['save', '--scope', 'global', ...DOCKER, '--body', 'x'], { cwd: ws.project, home: ws.home });
    const args = [
      'save',
      '--scope',
      'global',
      '--name',
      'docker-403',
      '--title',
      'docker 실행중 브랜치전환 금지',
      '--description',
      'other words',
      '--body',
      'y',
    ];
    const dup = await runCli(args, { cwd: ws.project, home: ws.home });
    expect(dup.code).toBe(3);
    expect(dup.stderr).toContain(first.stdout.trim());
    expect(dup.stderr).toContain('--force-duplicate');
    const forced = await runCli([...args, '--force-duplicate'], { cwd: ws.project, home: ws.home });
    expect(forced.code).toBe(0);
    expect(readdirSync(join(ws.memory, '_global')).sort()).toEqual(['docker-403.md', 'docker-실행-중-브랜치-전환-금지.md']);
  });

  it('exits 3 for a memory saved again under a title one plural apart, worded otherwise, in both languages', async () => {
    const ws = workspace();
    const save = (title: string, description: string, lang: string) =>
      runCli(['save', '--scope', 'global', '--title', title, '--description', description, '--body', 'b'], {
        cwd: ws.project,
        home: ws.home,
        env: { PROJECT_MEMORY_LANG: lang },
      });
    expect((await save('Staging DB resets', 'The staging DB resets on Mondays at 06:00 UTC', 'en')).code).toBe(0);
    const again = await save('Staging DB reset', 'staging db is reset mondays', 'en');
    expect(again.code).toBe(3);
    expect(again.stderr).toContain('staging-db-resets.md (the same name but for a plural)');
    const korean = await save('Staging DB reset', 'staging db is reset mondays', 'ko');
    expect(korean.stderr).toContain('단수·복수만 다른 이름');
    expect(readdirSync(join(ws.memory, '_global'))).toEqual(['staging-db-resets.md']);
  });

  it('a refused save names the place in what it was given, the flag or the body’s line, not a line of the file it did not write', async () => {
    const ws = workspace();
    const en = { PROJECT_MEMORY_LANG: 'en' };
    const body = 'a\n<<<<<<< HEAD\nx\n=======\ny\n>>>>>>> other\n';
    const conflict = await runCli(['save', '--scope', 'global', ...DOCKER], { cwd: ws.project, home: ws.home, input: body, env: en });
    expect(conflict.code).toBe(1);
    expect(conflict.stderr).toContain('(body, line 2)');
    const token = `ghp_${'A1b2C3d4E5'.repeat(3)}123456`;
    const tags = await runCli(['save', '--scope', 'global', ...DOCKER, '--tags', `deploy,${token}`, '--body', 'x'], {
      cwd: ws.project,
      home: ws.home,
      env: en,
    });
    expect(tags.code).toBe(1);
    expect(tags.stderr).toContain('(in --tags)');
    expect(tags.stderr).not.toMatch(/\(line \d/);
    expect(existsSync(ws.memory)).toBe(false);
  });

  it('exits 1 on a likely secret, naming kind and place; --allow-secret saves', async () => {
    const ws = workspace();
    const args = ['save', '--scope', 'global', ...DOCKER];
    const input = 'connect with\npassword=hunter22\n';
    const refused = await runCli(args, { cwd: ws.project, home: ws.home, input });
    expect(refused.code).toBe(1);
    // the reader's language (Korean by default), the kind worded by the rule catalogue
    expect(refused.stderr).toContain('본문의 2행 1열: "password"에 넣은 값');
    expect(refused.stderr).toContain('비밀값이 아니라고 사용자가 확인할 때만 --allow-secret을 붙이세요');
    expect(refused.stderr).not.toContain('hunter22');
    expect(existsSync(ws.memory)).toBe(false);
    const allowed = await runCli([...args, '--allow-secret'], { cwd: ws.project, home: ws.home, input });
    expect(allowed.code).toBe(0);
  });

  it('--allow-secret lists every flagged span, however many; an update bringing them again needs no flag; a token as the name is refused whatever the flag', async () => {
    const ws = workspace();
    const en = { PROJECT_MEMORY_LANG: 'en' };
    const rows = Array.from({ length: 8 }, (_, i) => `| SVC${i}_PASSWORD=Qw81zzPa${i} |`).join('\n');
    const run = (args: string[], input: string) => runCli(['save', '--scope', 'global', ...args], { cwd: ws.project, home: ws.home, input, env: en });
    const saved = await run(['--title', 'Env table', '--description', 'which env vars each service reads', '--allow-secret'], `${rows}\n`);
    expect(saved.code, saved.stderr).toBe(0);
    const text = readFileSync(saved.stdout.trim(), 'utf8');
    expect(/^not_secrets: \[(.*)\]$/m.exec(text)?.[1]?.split(', ')).toHaveLength(8);
    expect((await runCli(['lint', '--dir', ws.project], { cwd: ws.project, home: ws.home, env: en })).code).toBe(0);
    const updated = await run(['--update', '--name', 'env-table', '--body-file', '-'], `${rows}\nand one more line\n`);
    expect(updated.code, updated.stderr).toBe(0);
    const sneaked = await run(['--update', '--name', 'env-table', '--body-file', '-'], `${rows}\nDB_PASSWORD=Zx81qqWe55\n`);
    expect(sneaked.code).toBe(1);
    expect(sneaked.stderr).toContain('"DB_PASSWORD" assignment');
    const token = ['gh', 'p_', 'abcdefghijklmnopqrstuvwxyz0123456789'].join('');
    const named = await run(['--title', token, '--description', 'ci token notes', '--allow-secret'], 'x\n');
    expect(named.code).toBe(1);
    expect(named.stderr).toContain("the memory's name looks like a credential (GitHub token)");
    expect(named.stderr).not.toContain(token);
    // one whose pattern needs its capitals, given as --name: refused as typed, not saved lowercased
    const aws = ['AKIA', 'IOSFODNN7EXAMPLQ'].join('');
    const asName = await run(['--name', aws, '--title', 'aws id', '--description', 'which account', '--allow-secret'], 'x\n');
    expect(asName.code).toBe(1);
    expect(asName.stderr).toContain("the memory's name looks like a credential");
    expect(asName.stderr).not.toContain(aws);
    expect(existsSync(join(ws.memory, '_global', `${aws.toLowerCase()}.md`))).toBe(false);
  });

  it('refuses a memory past 256 KB, which lint would fail and the list would not check whole', async () => {
    const ws = workspace();
    const big = await runCli(['save', '--scope', 'global', '--title', 'Worker OOM log', '--description', 'the log of the OOM'], {
      cwd: ws.project,
      home: ws.home,
      // a body just under the 256 KB no more of which is read (read-body.ts): the front matter takes it past
      input: 'worker restarted after OOM at 02:13\n'.repeat(7_280),
      env: { PROJECT_MEMORY_LANG: 'en' },
    });
    expect(big.code).toBe(1);
    expect(big.stderr).toMatch(/the memory would be \d+ KB, past the 256 KB/);
    expect(existsSync(join(ws.memory, '_global', 'worker-oom-log.md'))).toBe(false);
  });

  it('a new memory with no body says so, with the command that adds one; that command adds it', async () => {
    const ws = workspace();
    const en = { PROJECT_MEMORY_LANG: 'en' };
    const saved = await runCli(['save', '--scope', 'global', ...DOCKER, '--name', 'docker-403'], { cwd: ws.project, home: ws.home, input: '', env: en });
    expect(saved.code, saved.stderr).toBe(0);
    const path = saved.stdout.trim();
    expect(saved.stderr).toContain(`warning: saved ${path} with an empty body`);
    const command = /pipe it into `(.+)`$/m.exec(saved.stderr)?.[1];
    expect(command).toContain('save --update --scope global --name docker-403');
    const added = spawnSync('sh', ['-c', command as string], {
      cwd: ws.project,
      env: { ...process.env, HOME: ws.home, ...en },
      input: '## Fix\nstop Docker first\n',
      encoding: 'utf8',
    });
    expect(added.status, added.stderr).toBe(0);
    expect(added.stderr).toBe('');
    expect(readFileSync(path, 'utf8')).toMatch(/---\n## Fix\nstop Docker first\n$/);
    // a body given: nothing to say
    const other = await runCli(['save', '--scope', 'global', '--title', 'VPN drops', '--description', 'the VPN drops at 6pm'], {
      cwd: ws.project,
      home: ws.home,
      input: 'x\n',
      env: en,
    });
    expect(other.stderr).toBe('');
  });

  it('--allow-secret keeps what it allowed in the file: lint passes and the list shows the memory, until something else looks like a secret', async () => {
    const ws = workspace();
    const en = { PROJECT_MEMORY_LANG: 'en' };
    const input = 'The demo form pre-fills\npassword: Staging2026\n(public demo account)\n';
    const saved = await runCli(['save', '--scope', 'global', ...DOCKER, '--allow-secret'], { cwd: ws.project, home: ws.home, input, env: en });
    expect(saved.code, saved.stderr).toBe(0);
    const path = saved.stdout.trim();
    const text = readFileSync(path, 'utf8');
    expect(text).toMatch(/^not_secrets: \[s[0-9a-f]{8}\]$/m);
    expect(text).toContain('password: Staging2026');
    const lint = await runCli(['lint', '--dir', ws.project], { cwd: ws.project, home: ws.home, env: en });
    expect(lint.code, lint.stdout + lint.stderr).toBe(0);
    const listed = contextOf(runHook(promptEvent(ws.project), { HOME: ws.home, ...en }).stdout) ?? '';
    expect(listed).toContain('[global] docker-실행-중-브랜치-전환-금지 — Docker 실행 중 브랜치 전환 시 403 발생');

    // a real key added by hand beside it is flagged: by lint, with its own digest, and in the list
    writeFileSync(path, `${text}deploy with AKIAZ7Q2MX4KD9PLW3RT\n`);
    const after = await runCli(['lint', '--dir', ws.project], { cwd: ws.project, home: ws.home, env: en });
    expect(after.code).toBe(1);
    expect(after.stdout).toContain('AWS access key');
    expect(after.stdout).not.toContain('"password"');
    const digest = /not_secrets: \[(s[0-9a-f]{8})\]/.exec(after.stdout)?.[1];
    expect(digest).toBeDefined();
    expect(text).not.toContain(digest as string);
    const marked = contextOf(runHook(promptEvent(ws.project), { HOME: ws.home, ...en }).stdout) ?? '';
    expect(marked).toContain('looks like it holds a secret');
    // the line lint gives, written in by hand, clears it
    writeFileSync(path, readFileSync(path, 'utf8').replace(/^not_secrets: \[(s[0-9a-f]{8})\]$/m, `not_secrets: [$1, ${digest}]`));
    expect((await runCli(['lint', '--dir', ws.project], { cwd: ws.project, home: ws.home, env: en })).code).toBe(0);
  });

  it.each([
    ['no --scope', ['--title', 't', '--description', 'd'], '--scope is required'],
    ['a bad --scope', ['--scope', 'team', '--title', 't', '--description', 'd'], '--scope must be global or project'],
    ['no --title', ['--scope', 'global', '--description', 'd'], '--title is required'],
    ['an empty --title', ['--scope', 'global', '--title', ' ', '--description', 'd'], '--title is empty'],
    ['an empty --description', ['--scope', 'global', '--title', 't', '--description', '\n'], '--description is empty'],
    ['both --body and --body-file', ['--scope', 'global', '--title', 't', '--description', 'd', '--body', 'x', '--body-file', 'f'], 'not both'],
    ['a missing --body-file', ['--scope', 'global', '--title', 't', '--description', 'd', '--body-file', 'missing.md'], 'no such file'],
    ['a --name that is a path', ['--scope', 'global', '--title', 't', '--description', 'd', '--name', '../x', '--body', ''], 'is a path'],
  ])('exits 1 for %s, naming the flag', async (_label, args, message) => {
    const ws = workspace();
    const run = await runCli(['save', ...args], { cwd: ws.project, home: ws.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
  });

  it('outside any workspace, creates the memory folder at the repository top and says where', async () => {
    const home = makeTempDir();
    const outside = tempTree({ 'repo/.git/HEAD': 'ref: refs/heads/main\n', 'repo/src/': '' });
    const repo = join(outside, 'repo');
    const run = await runCli(['save', '--scope', 'project', ...DOCKER, '--body', 'x'], { cwd: join(repo, 'src'), home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(run.code, run.stderr).toBe(0);
    const memory = join(repo, '.ai-core', 'data', 'memory');
    expect(run.stderr).toContain(`created the memory folder ${memory} (commit it with your code to share it).`);
    expect(run.stdout).toBe(`${join(memory, 'repo', 'docker-실행-중-브랜치-전환-금지.md')}\n`);
    expect(existsSync(join(memory, '_global'))).toBe(true);
    expect(existsSync(join(memory, 'README.md'))).toBe(true);
    // a launch anywhere in the repository now finds it
    const list = await runCli(['list', '--json'], { cwd: join(repo, 'src'), home });
    const out = JSON.parse(list.stdout) as { projectKey: string; memories: Array<{ name: string }> };
    expect(out.projectKey).toBe('repo');
    expect(out.memories.map((m) => m.name)).toEqual(['docker-실행-중-브랜치-전환-금지']);
    // the second save needs nothing created
    const again = await runCli(['save', '--scope', 'global', '--title', 'other', '--description', 'another fact', '--body', 'x'], { cwd: repo, home });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toBe('');
  });

  it('outside any git repository, creates the memory folder and says nothing of committing it, in either language', async () => {
    const home = makeTempDir();
    const plain = join(tempTree({ 'notes/': '' }), 'notes');
    const memory = join(plain, '.ai-core', 'data', 'memory');
    const en = await runCli(['save', '--scope', 'project', ...DOCKER, '--body', 'x'], { cwd: plain, home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(en.code, en.stderr).toBe(0);
    expect(en.stderr).toBe(`project-memory save: neither ${plain} nor any folder above it has .ai-core/: created the memory folder ${memory}.\n`);
    const other = join(tempTree({ 'notes/': '' }), 'notes');
    const ko = await runCli(['save', '--scope', 'project', ...DOCKER, '--body', 'x'], { cwd: other, home, env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.code, ko.stderr).toBe(0);
    expect(ko.stderr).toContain(`memory 폴더를 만들었습니다: ${join(other, '.ai-core', 'data', 'memory')}.`);
    expect(ko.stderr).not.toContain('커밋');
  });

  // issue 20, item 8: a project folder named after the workspace root would capture every
  // project below it; at the root, save asks which project (or global) is meant
  it('save --scope project at the workspace root asks for --project or --scope global, and saves nothing', async () => {
    const ws = workspace();
    const run = await runCli(['save', '--scope', 'project', '--dir', ws.root, ...DOCKER, '--body', 'x'], {
      cwd: ws.home,
      home: ws.home,
      env: { PROJECT_MEMORY_LANG: 'en' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--project');
    expect(run.stderr).toContain('--scope global');
    const folders = existsSync(ws.memory) ? readdirSync(ws.memory, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== '_global') : [];
    expect(folders).toEqual([]);
    const withProject = await runCli(['save', '--scope', 'project', '--project', 'proj', '--dir', ws.root, ...DOCKER, '--body', 'x'], {
      cwd: ws.home,
      home: ws.home,
    });
    expect(withProject.code, withProject.stderr).toBe(0);
    expect(withProject.stdout.trim()).toBe(join(ws.memory, 'proj', 'docker-실행-중-브랜치-전환-금지.md'));
  });

  it('in a single-repository workspace a project save at the top lands in the root folder, as the first one did', async () => {
    const home = makeTempDir();
    const repo = join(tempTree({ 'repo/.git/HEAD': 'ref: refs/heads/main\n', 'repo/src/': '' }), 'repo');
    const first = await runCli(['save', '--scope', 'project', ...DOCKER, '--body', 'x'], { cwd: repo, home });
    expect(first.code, first.stderr).toBe(0);
    const memory = join(repo, '.ai-core', 'data', 'memory');
    expect(first.stdout).toBe(`${join(memory, 'repo', 'docker-실행-중-브랜치-전환-금지.md')}\n`);
    const second = await runCli(['save', '--scope', 'project', '--title', 'PDF output', '--description', 'client wants PDF', '--body', 'x'], {
      cwd: repo,
      home,
    });
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toBe(`${join(memory, 'repo', 'pdf-output.md')}\n`);
    const list = await runCli(['list', '--json'], { cwd: join(repo, 'src'), home });
    expect((JSON.parse(list.stdout) as { projectKey: string }).projectKey).toBe('repo');
  });

  // the README's way in: `install` in a repository makes the memory folder first, and the
  // first project save at its top must not then be refused as a workspace root's
  it('after install in a lone repository, a project save at its top lands in the repository folder', async () => {
    const home = makeTempDir();
    const repo = join(tempTree({ 'repo/.git/HEAD': 'ref: refs/heads/main\n', 'repo/src/lib/': '' }), 'repo');
    const install = await runCli(['install'], { cwd: repo, home });
    expect(install.code, install.stderr).toBe(0);
    const memory = join(repo, '.ai-core', 'data', 'memory');
    expect(readdirSync(memory)).toContain('_global');
    const save = await runCli(['save', '--scope', 'project', ...DOCKER, '--body', 'x'], { cwd: repo, home });
    expect(save.code, save.stderr).toBe(0);
    expect(save.stdout).toBe(`${join(memory, 'repo', 'docker-실행-중-브랜치-전환-금지.md')}\n`);
    const list = await runCli(['list', '--json'], { cwd: join(repo, 'src', 'lib'), home });
    expect((JSON.parse(list.stdout) as { projectKey: string }).projectKey).toBe('repo');
  });

  it('a repository that holds other checkouts below its top is still a workspace root: the save asks which project', async () => {
    const home = makeTempDir();
    const root = join(
      tempTree({
        'ws/.git/HEAD': 'ref: refs/heads/main\n',
        'ws/.ai-core/data/memory/_global/': '',
        'ws/workspace/app.web/.git/HEAD': 'ref: refs/heads/main\n',
      }),
      'ws',
    );
    const save = await runCli(['save', '--scope', 'project', ...DOCKER, '--body', 'x'], { cwd: root, home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(save.code).toBe(1);
    expect(save.stderr).toContain('--project');
    expect(readdirSync(join(root, '.ai-core', 'data', 'memory'))).toEqual(['_global']);
  });

  it('a saved memory shows up in list', async () => {
    const ws = workspace();
    await runCli(['save', '--scope', 'project', ...DOCKER, '--body', 'x'], { cwd: ws.project, home: ws.home });
    const list = await runCli(['list', '--json'], { cwd: ws.project, home: ws.home });
    const memories = (JSON.parse(list.stdout) as { memories: Array<{ name: string; scope: string; description: string; problems: string[] }> }).memories;
    expect(memories).toEqual([
      expect.objectContaining({
        name: 'docker-실행-중-브랜치-전환-금지',
        scope: 'project',
        description: 'Docker 실행 중 브랜치 전환 시 403 발생',
        problems: [],
      }),
    ]);
  });
});
