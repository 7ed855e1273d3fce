// `project-memory import` as a user meets it: the built CLI in a real process, real temp
// folders holding each tool's notes as that tool leaves them, and the built
// UserPromptSubmit hook afterwards, which must list what was imported.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fnv1aHex } from '../../lib/fnv1a.js';
import { parseFrontMatter } from '../../lib/format/frontmatter.js';
import { localDate } from '../../lib/save/memory-document.js';
import { assertBuilt, runCli, SELF } from '../support/built.js';
import { contextOf, promptEvent, runHook } from '../support/processes.js';
import { makeTempDir, tempTree, writeTree } from '../support/temp.js';
import { AUTO_MEMORY, autoMemoryDir, CLAUDE_MD, CURSOR_RULES, MEMORY_BANK } from './fixtures.js';

beforeAll(() => assertBuilt());

const EN = { PROJECT_MEMORY_LANG: 'en' };
const TODAY = localDate(new Date());

interface Project {
  /** the project folder: a git repository holding the workspace (.ai-core/) */
  app: string;
  home: string;
  /** its project memory folder (key `app`) */
  folder: string;
}

function project(files: Record<string, string> = {}): Project {
  const root = tempTree({
    'app/.git/HEAD': 'ref: refs/heads/main\n',
    'app/.ai-core/': '',
    ...Object.fromEntries(Object.entries(files).map(([k, v]) => [`app/${k}`, v])),
  });
  const app = join(root, 'app');
  return { app, home: makeTempDir('pm-import-home-'), folder: join(app, '.ai-core', 'data', 'memory', 'app') };
}

function run(p: Project, args: string[], env: Record<string, string> = EN) {
  return runCli(['import', ...args], { cwd: p.app, home: p.home, env });
}

function files(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

function frontMatter(path: string): Record<string, unknown> {
  const parsed = parseFrontMatter(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
  return parsed.data;
}

/** Every file of a folder with its text and modification time, to show nothing changed. */
function snapshot(folder: string): Record<string, string> {
  return Object.fromEntries(files(folder).map((f) => [f, `${statSync(join(folder, f)).mtimeMs} ${readFileSync(join(folder, f), 'utf8')}`]));
}

function listShown(p: Project): string {
  const r = runHook(promptEvent(p.app), { HOME: p.home, PROJECT_MEMORY_LANG: 'en' });
  expect(r.code, r.stderr).toBe(0);
  return contextOf(r.stdout) ?? '';
}

describe('import auto-memory', () => {
  function withAutoMemory(): Project & { memory: string } {
    const p = project();
    const memory = autoMemoryDir(p.home, p.app);
    writeTree(memory, AUTO_MEMORY);
    return { ...p, memory };
  }

  it('skips a "user" memory whose front matter YAML refuses (a colon in its description): a comment after its type, a flow map', async () => {
    const p = project();
    const memory = autoMemoryDir(p.home, p.app);
    writeTree(memory, {
      'c1.md': '---\nname: user-role\ndescription: User role: senior backend dev\nmetadata: {type: user}\n---\nThe user is Jane; home phone 555-0100\n',
      'c7.md': '---\nname: user-health\ndescription: Health: user has diabetes\ntype: user  # private to me\n---\nJane has diabetes\n',
      'c8.md': '---\nname: build-order\ndescription: Build: api first\ntype: project\n---\nBuild the api before the web app.\n',
      'c9.md': '---\nname: user-tabs\ndescription: Prefers: tabs\n"type": "user"\n---\nJane prefers tabs\n',
    });
    const r = await run(p, ['auto-memory', '--write']);
    expect(r.stdout).toMatch(/skipped: .*c1\.md\n {2}why: a "user" memory/);
    expect(r.stdout).toMatch(/skipped: .*c7\.md\n {2}why: a "user" memory/);
    expect(r.stdout).toMatch(/skipped: .*c9\.md\n {2}why: a "user" memory/);
    expect(files(p.folder).join('\n')).not.toMatch(/user-role|user-health|user-tabs/);
    expect(files(p.folder)).toContain('build-order.md');
  });

  it('finds the folder Claude Code uses for the project; a dry run shows target, title and description and writes nothing', async () => {
    const p = withAutoMemory();
    const r = await run(p, ['auto-memory']);
    const shown = `~/.claude/projects/${p.memory.slice(p.home.length + '/.claude/projects/'.length)}`;
    expect(r.stdout).toContain(`import auto-memory: ${p.memory} -> ${p.folder}`);
    expect(r.stdout).toContain(
      [
        `would create: ${shown}/feedback_no_db_mocks.md`,
        `  file: ${join(p.folder, 'no-db-mocks-in-integration-tests.md')}`,
        '  title: Integration tests hit a real database',
        '  description: Integration tests must hit a real Postgres, never mocks',
      ].join('\n'),
    );
    // no description of its own: the index line's hook
    expect(r.stdout).toContain('  title: Pipeline bugs live in Linear INGEST\n  description: where pipeline bugs are tracked\n');
    expect(r.stdout).toMatch(/would skip: .*user_role\.md\n {2}why: a "user" memory: Claude Code keeps these private/);
    // the save it offers for it, run as printed, keeps the note's text
    const offered = /save it for every project with `(.+)`\.\n/.exec(r.stdout)?.[1] ?? '';
    expect(offered).toContain('--body');
    execFileSync('sh', ['-c', offered], { cwd: p.app, env: { ...process.env, HOME: p.home }, stdio: 'pipe' });
    const saved = readdirSync(join(p.folder, '..', '_global')).map((name) => readFileSync(join(p.folder, '..', '_global', name), 'utf8'));
    expect(saved.join('\n')).toContain('The user is a data scientist, currently investigating what logging is in place.');
    // a private note with a secret in its body is skipped as the others, with no command to save it: the secret stays out of it
    writeFileSync(
      join(p.memory, 'user_keys.md'),
      '---\nname: user-keys\ndescription: my own keys\nmetadata:\n  type: user\n---\n\nmy token is ghp_1A2b3C4d5E6f7G8h9I0jK1lM2nO3pQ4rS5tU6v\n',
    );
    const again = await run(p, ['auto-memory']);
    expect(again.stdout).not.toContain('ghp_1A2b3C4d5E6f7G8h9I0jK1lM2nO3pQ4rS5tU6v');
    expect(again.stdout).toMatch(
      /would skip: .*user_keys\.md\n {2}why: a "user" memory: .* It also looks like it holds a secret: no command to save it is given\.\n/,
    );
    expect(r.stdout).toMatch(/refused: .*reference_staging_db\.md\n {2}why: looks like a credential \(connection string with a password in body, line 1/);
    expect(r.stdout).not.toContain('S3cretPassw0rd');
    expect(r.stdout).toContain('3 to create, 1 to skip, 1 refused.\nDry run: nothing was written. Pass --write to create these memories.\n');
    // a refused memory makes the exit code 1, in a dry run as in the write it previews
    expect(r.code).toBe(1);
    expect(existsSync(p.folder)).toBe(false);
  });

  it('--write creates them in the memory format, the rest despite the refused one; a second --write creates nothing new', async () => {
    const p = withAutoMemory();
    const first = await run(p, ['auto-memory', '--write']);
    expect(first.code).toBe(1);
    expect(first.stdout).toContain('3 created, 1 skipped, 1 refused.');
    expect(files(p.folder)).toEqual(['linear-ingest-project.md', 'merge-freeze-mobile-release.md', 'no-db-mocks-in-integration-tests.md']);
    const from = `~/.claude/projects/${p.memory.slice(p.home.length + '/.claude/projects/'.length)}/feedback_no_db_mocks.md`;
    expect(readFileSync(join(p.folder, 'no-db-mocks-in-integration-tests.md'), 'utf8')).toBe(
      [
        '---',
        'title: Integration tests hit a real database',
        // the YAML writer quotes a value with a comma, as it does for `save`
        "description: 'Integration tests must hit a real Postgres, never mocks'",
        'tags: [feedback]',
        `source: 'auto-memory:${from}'`,
        // what this import wrote: a later one tells an edit made in the repository by it
        `import_digest: ${frontMatter(join(p.folder, 'no-db-mocks-in-integration-tests.md')).import_digest}`,
        `created_at: ${TODAY}`,
        '---',
        'Integration tests must hit a real Postgres database, never mocks.',
        '',
        '**Why:** last quarter the mocked tests passed while the production migration failed.',
        '',
        '**How to apply:** in `test/integration/`, use the `db` fixture that docker compose starts.',
        '',
      ].join('\n'),
    );
    // the older top-level `type:` is read as well
    expect(frontMatter(join(p.folder, 'merge-freeze-mobile-release.md')).tags).toEqual(['project']);
    const lint = await runCli(['lint', '--json'], { cwd: p.app, home: p.home });
    expect(JSON.parse(lint.stdout)).toMatchObject({ files: 3, errors: 0, warnings: 0 });

    const before = snapshot(p.folder);
    const again = await run(p, ['auto-memory', '--write']);
    expect(again.stdout).toContain('Nothing new to import: 3 memories already imported, 1 skipped, 1 refused.');
    expect(again.stdout).not.toMatch(/^created:/m);
    expect(snapshot(p.folder)).toEqual(before);

    // what the hook shows Claude for this project now holds the imported memories
    const list = listShown(p);
    expect(list).toContain('[app] no-db-mocks-in-integration-tests — Integration tests must hit a real Postgres, never mocks');
    expect(list).toContain('[app] merge-freeze-mobile-release — Non-critical merges to main are frozen from 2026-03-05');
    expect(list).toContain('[app] linear-ingest-project — where pipeline bugs are tracked');
    expect(list).not.toContain('staging');
  });

  it('--json reports each memory with status and reason in English, whatever the language', async () => {
    const p = withAutoMemory();
    const r = await run(p, ['auto-memory', '--json'], {});
    const out = JSON.parse(r.stdout) as { dryRun: boolean; counts: object; items: Array<{ status: string; reason: { kind: string; message: string } | null }> };
    expect(out.dryRun).toBe(true);
    expect(out.counts).toEqual({ create: 3, update: 0, unchanged: 0, skipped: 1, refused: 1 });
    expect(out.items.map((i) => [i.status, i.reason?.kind ?? null])).toEqual([
      ['create', null],
      ['create', null],
      ['create', null],
      ['refused', 'secret'],
      ['skipped', 'private'],
    ]);
    expect(out.items[3]?.reason?.message).toContain('looks like a credential');
  });

  it('says where it looked and how to point elsewhere when the project has no auto memory', async () => {
    const p = project();
    const expected = autoMemoryDir(p.home, p.app);
    const en = await run(p, ['auto-memory']);
    expect(en.code).toBe(1);
    expect(en.stdout).toBe('');
    expect(en.stderr).toContain(`no Claude Code auto memory for ${p.app}: ${expected} does not exist`);
    expect(en.stderr).toContain(`\`${SELF} import auto-memory --dir ${p.app} <folder>\``);
    const ko = await run(p, ['auto-memory'], {});
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain(`없는 폴더: ${expected}`);
    expect(ko.stderr).toContain(`\`${SELF} import auto-memory --dir ${p.app} <폴더>\``);
  });

  it('reads the folder the autoMemoryDirectory setting names, and a PATH given on the command line', async () => {
    const p = project();
    const custom = join(p.home, 'my-memories');
    writeTree(custom, { 'MEMORY.md': '', 'feedback_no_db_mocks.md': AUTO_MEMORY['feedback_no_db_mocks.md'] as string });
    mkdirSync(join(p.home, '.claude'), { recursive: true });
    writeFileSync(join(p.home, '.claude', 'settings.json'), JSON.stringify({ autoMemoryDirectory: '~/my-memories' }));
    const bySetting = await run(p, ['auto-memory']);
    expect(bySetting.code, bySetting.stderr).toBe(0);
    expect(bySetting.stdout).toContain(`import auto-memory: ${custom} -> `);
    const byPath = await run(p, ['auto-memory', custom, '--json']);
    expect((JSON.parse(byPath.stdout) as { sourcePath: string }).sourcePath).toBe(custom);
  });
});

describe('import claude-md', () => {
  it('without --section lists the headings, with line numbers, and writes nothing', async () => {
    const p = project({ 'CLAUDE.md': CLAUDE_MD });
    const r = await run(p, ['claude-md', '--write']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        `Headings in ${join(p.app, 'CLAUDE.md')}:`,
        '   1  # Acme billing API',
        '   5    ## Build',
        '  14    ## Testing',
        '  16      ### Backend',
        '  20      ### Frontend',
        '  24    ## Deploy',
        '  28    ## Frontend',
        '',
        'Nothing was imported. Pick sections with --section HEADING, once per section; a section takes its subsections along. Where two headings read the same, name the path (--section "Backend > Testing") or the line the list shows (--section 20).',
        '',
      ].join('\n'),
    );
    expect(existsSync(p.folder)).toBe(false);
    const json = JSON.parse((await run(p, ['claude-md', '--json'])).stdout) as { headings: Array<{ section: string }> };
    expect(json.headings.map((h) => h.section)).toContain('Acme billing API > Testing > Backend');
  });

  it('makes one memory per picked section; a subsection picked with its parent is a near duplicate and skipped', async () => {
    const p = project({ 'CLAUDE.md': CLAUDE_MD });
    const r = await run(p, ['claude-md', '--section', 'Build', '--section', '## deploy', '--section', 'Testing', '--section', 'Backend', '--write']);
    expect(r.code).toBe(3);
    expect(files(p.folder)).toEqual(['build.md', 'deploy.md', 'testing.md']);
    expect(r.stdout).toMatch(
      /skipped: CLAUDE\.md › Acme billing API › Testing › Backend\n {2}why: says the same as CLAUDE\.md › Acme billing API › Testing in this import/,
    );
    const build = readFileSync(join(p.folder, 'build.md'), 'utf8');
    expect(frontMatter(join(p.folder, 'build.md'))).toMatchObject({
      title: 'Build',
      description: 'Run pnpm build before pnpm test: the tests import from dist/, not src/.',
      source: 'claude-md:CLAUDE.md#Acme billing API > Build',
    });
    // the code block comes along, its comment line is not taken for a heading
    expect(build).toContain('```bash\n# build first\npnpm build && pnpm test\n```\n');
    expect(readFileSync(join(p.folder, 'testing.md'), 'utf8')).toContain('### Backend\n\nIntegration tests run against');
  });

  it('refuses a heading that names two sections, listing both; the path form picks one', async () => {
    const p = project({ 'CLAUDE.md': CLAUDE_MD });
    const twice = await run(p, ['claude-md', '--section', 'Frontend']);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('"Frontend" matches 2 headings');
    expect(twice.stderr).toContain('line 20 "Acme billing API > Testing > Frontend", line 28 "Acme billing API > Frontend"');
    expect(twice.stderr).toContain(
      `Pick one: \`${SELF} import claude-md --section 'Acme billing API > Testing > Frontend' --dir ${p.app}\` (line 20), \`${SELF} import claude-md --section 28 --dir ${p.app}\` (line 28).`,
    );
    const one = await run(p, ['claude-md', '--section', 'Testing > Frontend', '--json']);
    expect(one.code).toBe(0);
    const out = JSON.parse(one.stdout) as { items: Array<{ description: string }> };
    expect(out.items.map((i) => i.description)).toEqual(['Playwright runs against pnpm dev; start it before pnpm e2e.']);
    const unknown = await run(p, ['claude-md', '--section', 'Release']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('has no heading "Release". Its headings: "Acme billing API", "Acme billing API > Build"');
  });

  it('the commands it offers for two headings keep the other flags as given, so pasted they import where the first run was asked to', async () => {
    const p = project({ 'CLAUDE.md': CLAUDE_MD });
    const twice = await run(p, ['claude-md', '--section', 'Frontend', '--scope', 'global', '--write', '--project', 'other']);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain(`\`${SELF} import claude-md --section 28 --scope global --write --dir ${p.app} --project other\` (line 28)`);
  });

  it('names both places it looked when there is no CLAUDE.md', async () => {
    const p = project();
    const r = await run(p, ['claude-md']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`no CLAUDE.md here: looked for ${join(p.app, 'CLAUDE.md')} and ${join(p.app, '.claude', 'CLAUDE.md')}`);
  });
});

describe('import cursor', () => {
  function withRules(): Project {
    const p = project();
    writeTree(join(p.app, '.cursor', 'rules'), CURSOR_RULES);
    return p;
  }

  it('waits for a save in progress in its folder, then counts what it saved as a near duplicate', async () => {
    const p = withRules();
    // a save holding the folder's lock: a live process of this host, as lib/save/save-memory.ts names it
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)'], { stdio: 'ignore' });
    try {
      const locks = join(p.home, '.local', 'state', 'project-memory', 'locks');
      mkdirSync(locks, { recursive: true });
      writeFileSync(join(locks, `${fnv1aHex(p.folder)}${fnv1aHex(`${p.folder}\u0000`)}.lock`), `${holder.pid} ${hostname()} save\n`);
      let settled = false;
      const importing = run(p, ['cursor', '--write']).finally(() => {
        settled = true;
      });
      await new Promise((done) => setTimeout(done, 1500));
      // a run of this import takes ~0.2 s: still going means it waits for the lock
      expect(settled).toBe(false);
      // what that save writes, then it ends
      writeTree(p.folder, {
        'ts-conventions.md': '---\ntitle: TypeScript style\ndescription: TypeScript conventions for the API and its tests\n---\nalready saved\n',
      });
      holder.kill();
      const r = await importing;
      expect(r.code, r.stderr).toBe(3);
      expect(r.stdout).toContain('1 created');
      expect(files(p.folder)).toEqual(['commit-messages.md', 'ts-conventions.md']);
    } finally {
      holder.kill();
    }
  });

  it('dry run first, then --write: a rule Cursor always applies is pinned, globs are kept', async () => {
    const p = withRules();
    const dry = await run(p, ['cursor']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(
      [
        'would create: .cursor/rules/commit-messages.mdc',
        `  file: ${join(p.folder, 'commit-messages.md')}`,
        '  title: Commit messages',
        // no description in the rule: its first sentence, "e.g." not taken for its end
        '  description: Commit messages use the imperative mood and name the ticket, e.g. "Fix invoice rounding (BILL-231)".',
      ].join('\n'),
    );
    expect(dry.stdout).toContain('would create: .cursor/rules/typescript-style.mdc\n');
    expect(dry.stdout).toContain('  title: TypeScript style\n  description: TypeScript conventions for the API and its tests\n');
    expect(files(p.folder)).toEqual([]);

    const wrote = await run(p, ['cursor', '--write']);
    expect(wrote.code).toBe(0);
    expect(wrote.stdout).toContain('2 created.');
    expect(frontMatter(join(p.folder, 'commit-messages.md'))).toMatchObject({ pinned: true, source: 'cursor:.cursor/rules/commit-messages.mdc' });
    const style = readFileSync(join(p.folder, 'typescript-style.md'), 'utf8');
    expect(frontMatter(join(p.folder, 'typescript-style.md'))).toMatchObject({ title: 'TypeScript style', globs: 'src/**/*.ts, test/**/*.ts' });
    expect(style).not.toContain('pinned');
    // the heading became the title and is not repeated in the body
    expect(style.endsWith('---\n- Prefer `unknown` over `any` and narrow with type guards.\n- No default exports; one exported concept per file.\n')).toBe(
      true,
    );
    // the extra globs field and pinning are no lint findings
    const lint = await runCli(['lint', '--json'], { cwd: p.app, home: p.home });
    expect(JSON.parse(lint.stdout)).toMatchObject({ files: 2, errors: 0, warnings: 0 });
    const list = listShown(p);
    expect(list).toContain('[app] commit-messages — Commit messages use the imperative mood');
    expect(list).toContain('[app] typescript-style — TypeScript conventions for the API and its tests');
  });

  it('titles a rule by its file name with abbreviations in capitals, and finds one an earlier version titled otherwise already imported', async () => {
    const p = project({ '.cursor/rules/api.mdc': 'Every endpoint returns JSON with an error field.\n' });
    expect((await run(p, ['cursor', '--write'])).code).toBe(0);
    const path = join(p.folder, 'api.md');
    expect(frontMatter(path)).toMatchObject({ title: 'API' });
    // as an earlier version wrote it: the same rule, its title cased from the file name
    writeFileSync(path, readFileSync(path, 'utf8').replace('title: API\n', 'title: Api\n'));
    const again = await run(p, ['cursor', '--write']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Nothing new to import: 1 memory already imported');
  });

  it('keeps the indent of a body that opens with an indented code block, a rule or a CLAUDE.md section', async () => {
    const p = project({
      '.cursor/rules/deploy.mdc':
        '---\ndescription: How to deploy to production\n---\n\n    ./scripts/deploy.sh --prod\n    # not a heading\n\nRun it from the repository root.\n',
      'CLAUDE.md': '# App\n\n## Release\n\n    npm version patch\n\nThen push the tag.\n',
    });
    expect((await run(p, ['cursor', '--write'])).code).toBe(0);
    expect(readFileSync(join(p.folder, 'deploy.md'), 'utf8')).toMatch(/\n---\n {4}\.\/scripts\/deploy\.sh --prod\n {4}# not a heading\n\nRun it from/);
    expect((await run(p, ['claude-md', '--section', 'Release', '--write'])).code).toBe(0);
    expect(readFileSync(join(p.folder, 'release.md'), 'utf8')).toMatch(/\n---\n {4}npm version patch\n\nThen push the tag\.\n$/);
  });

  it('without .cursor/rules, imports the older single .cursorrules, pinned as Cursor applies it to every request', async () => {
    const p = project({ '.cursorrules': 'Always answer in Korean.\n\nUse pnpm, never npm.\n' });
    const dry = await run(p, ['cursor']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`import cursor: ${join(p.app, '.cursorrules')} -> ${p.folder}`);
    expect(dry.stdout).toContain('would create: .cursorrules\n');
    expect(dry.stdout).toContain('  title: Cursor rules\n');
    const wrote = await run(p, ['cursor', '--write']);
    expect(wrote.code, wrote.stderr).toBe(0);
    expect(frontMatter(join(p.folder, 'cursor-rules.md'))).toMatchObject({ title: 'Cursor rules', pinned: true, source: 'cursor:.cursorrules' });
  });

  it('reads .md rules beside .mdc ones and .cursorrules beside the folder, and names the files it left alone', async () => {
    const p = withRules();
    writeTree(p.app, {
      '.cursor/rules/api/rate-limits.md': '# API rate limits\n\nThe public API allows 10 requests per second per key.\n',
      '.cursor/rules/notes.txt': 'scratch\n',
      '.cursorrules': '# Answers\n\nAnswer in Korean.\n',
    });
    const dry = await run(p, ['cursor']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('would create: .cursor/rules/api/rate-limits.md\n');
    expect(dry.stdout).toContain('would create: .cursorrules\n');
    expect(dry.stdout).toContain('not read: .cursor/rules/notes.txt (Cursor reads only .mdc and .md files as rules)\n');
    expect(dry.stdout).toContain('4 to create.');
    const ko = await run(p, ['cursor'], { PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.stdout).toContain('읽지 않음: .cursor/rules/notes.txt (Cursor는 .mdc와 .md 파일만 규칙으로 읽습니다)\n');
    const json = JSON.parse((await run(p, ['cursor', '--json'])).stdout) as { notRead: unknown; items: Array<{ from: string }> };
    expect(json.notRead).toEqual([{ path: '.cursor/rules/notes.txt', why: 'not-a-rule-file' }]);
    expect(json.items.map((i) => i.from)).toContain('.cursorrules');
  });

  it('takes one .mdc file as PATH and --scope global', async () => {
    const p = withRules();
    const r = await run(p, ['cursor', '.cursor/rules/typescript-style.mdc', '--scope', 'global', '--write', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { items: Array<{ path: string }> };
    expect(out.items.map((i) => i.path)).toEqual([join(p.app, '.ai-core', 'data', 'memory', '_global', 'typescript-style.md')]);
  });

  it('refuses a rule holding a token, with the reason, and imports the others', async () => {
    const p = withRules();
    writeFileSync(
      join(p.app, '.cursor', 'rules', 'deploy.mdc'),
      '---\ndescription: How CI deploys\nalwaysApply: false\n---\nCI pushes with GITHUB_TOKEN=ghp_0123456789abcdefghijABCDEFGHIJ0123456789 set in the workflow.\n',
    );
    const r = await run(p, ['cursor', '--write']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      'refused: .cursor/rules/deploy.mdc\n  why: looks like a credential (GitHub token in body, line 1 column 29); memories are committed and shown to Claude.',
    );
    expect(r.stdout).not.toContain('ghp_0123');
    expect(files(p.folder)).toEqual(['commit-messages.md', 'typescript-style.md']);
    // in Korean, the token's place is worded as save words it
    const ko = await run(p, ['cursor'], { PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.stdout).toContain('거절: .cursor/rules/deploy.mdc\n  이유: 비밀값으로 보이는 내용이 있습니다 (본문의 1행 29열: GitHub 토큰).');
  });
});

describe('import cline', () => {
  function withBank(existing: Record<string, string> = {}): Project {
    const p = project(existing);
    writeTree(join(p.app, 'memory-bank'), MEMORY_BANK);
    return p;
  }

  it('makes one memory per file, the core files in Cline order, titles from their headings', async () => {
    const p = withBank();
    const r = await run(p, ['cline', '--write', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { items: Array<{ from: string; name: string; title: string; description: string }> };
    expect(out.items.map((i) => [i.from, i.name, i.title])).toEqual([
      ['memory-bank/projectbrief.md', 'project-brief', 'Project Brief'],
      ['memory-bank/productContext.md', 'product-context', 'Product Context'],
      ['memory-bank/systemPatterns.md', 'system-patterns', 'System Patterns'],
      ['memory-bank/techContext.md', 'tech-context', 'Tech Context'],
      ['memory-bank/activeContext.md', 'active-context', 'Active Context'],
      ['memory-bank/progress.md', 'progress', 'Progress'],
    ]);
    expect(out.items.map((i) => i.description)).toEqual([
      'Acme billing API issues invoices and collects card payments for the Acme storefront.',
      'Shop owners need invoices their accountants accept without edits.',
      'Every write goes through a command handler in src/commands/; reads use the query services.',
      'Node 20, TypeScript, Postgres 16 and Redis for job queues.',
      'Current focus: moving invoice PDFs from wkhtmltopdf to a headless Chromium renderer.',
      // a file with no paragraph before its first list: the first item
      'Card payments through the new provider',
    ]);
    expect(files(p.folder)).toHaveLength(6);
  });

  it('reports a near duplicate of an existing memory and skips it; --force-duplicate imports it as well', async () => {
    const existing = `---\ntitle: Stack\ndescription: Node 20, TypeScript, Postgres 16 and Redis for the job queues\ncreated_at: 2026-01-10\ntags: []\n---\nOur stack.\n`;
    const p = withBank({ '.ai-core/data/memory/app/stack.md': existing });
    const r = await run(p, ['cline', '--write']);
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(
      new RegExp(
        `skipped: memory-bank/techContext\\.md\\n {2}why: a similar memory already exists: ${join(p.folder, 'stack.md')} \\(description \\d+% similar\\)`,
      ),
    );
    expect(files(p.folder)).not.toContain('tech-context.md');
    expect(readFileSync(join(p.folder, 'stack.md'), 'utf8')).toBe(existing);
    const forced = await run(p, ['cline', '--write', '--force-duplicate']);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('1 created, 5 already imported.');
    expect(files(p.folder)).toContain('tech-context.md');
  });

  it('skips a near duplicate of a global memory, which the list shows beside the project memories, as save refuses one', async () => {
    const existing = `---\ntitle: Stack\ndescription: Node 20, TypeScript, Postgres 16 and Redis for the job queues\ncreated_at: 2026-01-10\ntags: []\n---\nOur stack.\n`;
    const p = withBank({ '.ai-core/data/memory/_global/stack.md': existing });
    const r = await run(p, ['cline', '--write']);
    expect(r.code).toBe(3);
    expect(r.stdout).toContain(`why: a similar memory already exists: ${join(p.folder, '..', '_global', 'stack.md')} (description`);
    expect(files(p.folder)).not.toContain('tech-context.md');
    // one the import made before, with its twin beside it since: --update still updates it, as save --update would
    const forced = await run(p, ['cline', '--write', '--force-duplicate']);
    expect(forced.code, forced.stdout).toBe(0);
    writeFileSync(
      join(p.app, 'memory-bank', 'techContext.md'),
      '# Tech Context\n\nNode 20, TypeScript, Postgres 16 and Redis for the job queues; Kafka next.\n',
    );
    const updated = await run(p, ['cline', '--write', '--update']);
    expect(updated.code, updated.stdout).toBe(0);
    expect(updated.stdout).toContain('updated: memory-bank/techContext.md');
  });

  it('leaves a memory that differs from the source alone (exit 3); --update replaces it, keeping created_at', async () => {
    const p = withBank();
    await run(p, ['cline', '--write']);
    const path = join(p.folder, 'progress.md');
    writeFileSync(path, readFileSync(path, 'utf8').replace(`created_at: ${TODAY}`, 'created_at: 2025-11-02'));
    writeFileSync(
      join(p.app, 'memory-bank', 'progress.md'),
      '# Progress\n\n## Done\n- Card payments through the new provider\n- Partial refunds, shipped in March\n',
    );
    const held = await run(p, ['cline', '--write']);
    expect(held.code).toBe(3);
    expect(held.stdout).toContain(`skipped: memory-bank/progress.md\n  file: ${path}\n  why: ${path} already exists and says something else.`);
    expect(readFileSync(path, 'utf8')).not.toContain('shipped in March');
    const updated = await run(p, ['cline', '--write', '--update']);
    expect(updated.code).toBe(0);
    expect(updated.stdout).toContain(`updated: memory-bank/progress.md\n  file: ${path}`);
    const text = readFileSync(path, 'utf8');
    expect(text).toContain('created_at: 2025-11-02\n');
    expect(text).toContain(`updated_at: ${TODAY}\n`);
    expect(text).toContain('- Partial refunds, shipped in March');
  });

  // --update carries a memory's other fields over; front matter nobody can read has none to carry
  it('--update refuses a memory whose front matter cannot be read, leaving it byte for byte (exit 1)', async () => {
    const p = withBank();
    await run(p, ['cline', '--write']);
    const path = join(p.folder, 'progress.md');
    const broken = '---\ntitle: Progress\ndescription: [unclosed\ncreated_at: 2025-11-02\nowner: billing-team\n---\nHand-written notes.\n';
    writeFileSync(path, broken);
    const r = await run(p, ['cline', '--write', '--update']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`refused: memory-bank/progress.md\n  why: ${path} already exists, and its front matter cannot be read`);
    expect(r.stdout).toContain('front matter is not valid YAML');
    expect(readFileSync(path, 'utf8')).toBe(broken);
  });

  it('speaks Korean by default', async () => {
    const p = withBank();
    const r = await run(p, ['cline'], {});
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('만들 예정: memory-bank/projectbrief.md\n  파일: ');
    expect(r.stdout).toContain('  제목: Project Brief\n  설명: Acme billing API issues invoices');
    expect(r.stdout).toContain('만들 예정 6개.\n미리보기: 아무것도 쓰지 않았습니다.');
  });
});

describe('import: where it writes, and mistakes', () => {
  it('outside any workspace: the dry run says it would make the memory folder and makes nothing; --write makes it', async () => {
    const root = tempTree({ 'repo/.git/HEAD': 'ref: refs/heads/main\n', 'repo/memory-bank/': '' });
    const repo = join(root, 'repo');
    writeTree(join(repo, 'memory-bank'), MEMORY_BANK);
    const home = makeTempDir();
    const memoryRoot = join(repo, '.ai-core', 'data', 'memory');
    const dry = await runCli(['import', 'cline'], { cwd: repo, home, env: EN });
    expect(dry.code).toBe(0);
    expect(dry.stderr).toContain(`--write will create the memory folder ${memoryRoot}`);
    expect(existsSync(join(repo, '.ai-core'))).toBe(false);
    const wrote = await runCli(['import', 'cline', '--write'], { cwd: repo, home, env: EN });
    expect(wrote.code, wrote.stderr).toBe(0);
    expect(wrote.stderr).toContain(`created the memory folder ${memoryRoot}`);
    expect(files(join(memoryRoot, 'repo'))).toHaveLength(6);
  });

  it('refuses a source file too large to be one memory, naming it, and imports the rest', async () => {
    const p = project();
    writeTree(join(p.app, 'memory-bank'), { ...MEMORY_BANK, 'notes.md': `# Notes\n\n${'A long log line.\n'.repeat(20_000)}` });
    const r = await run(p, ['cline', '--write']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/refused: memory-bank\/notes\.md\n {2}why: memory-bank\/notes\.md is \d+ KB, more than 256 KB for one memory/);
    expect(files(p.folder)).toHaveLength(6);
  });

  it('refuses a source file that is not a regular file (a FIFO) without waiting on it', async () => {
    const p = project();
    writeTree(join(p.app, 'memory-bank'), MEMORY_BANK);
    execFileSync('mkfifo', [join(p.app, 'memory-bank', 'pipe.md')]);
    const r = await run(p, ['cline', '--write']);
    expect(r.timedOut).toBe(false);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('refused: memory-bank/pipe.md\n  why: memory-bank/pipe.md is a special file.');
    expect(files(p.folder)).toHaveLength(6);
  });

  it('names what stands where a file was expected: a source linked to a folder, and a folder where a memory would go', async () => {
    // a link that stays in the memory bank is followed (import-safety.test.ts: one that leads out is not)
    const p = project({ 'memory-bank/docs/readme.txt': 'not a note\n' });
    writeTree(join(p.app, 'memory-bank'), MEMORY_BANK);
    symlinkSync(join(p.app, 'memory-bank', 'docs'), join(p.app, 'memory-bank', 'linked.md'));
    mkdirSync(join(p.folder, 'progress.md'), { recursive: true });
    const target = join(p.folder, 'progress.md');
    const r = await run(p, ['cline', '--write']);
    expect(r.stdout).toContain('refused: memory-bank/linked.md\n  why: memory-bank/linked.md is a folder. Pass a file.');
    expect(r.stdout).toContain(`why: ${target} is a folder, not a memory file. Move it away, then import again.`);
    const ko = await run(p, ['cline'], { PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.stdout).toContain('이유: memory-bank/linked.md: 폴더입니다. 파일을 주세요.');
    expect(ko.stdout).toContain(`이유: ${target}: memory 파일이 아니라 폴더입니다. 치운 뒤 다시 가져오세요.`);
    expect(statSync(target).isDirectory()).toBe(true);
  });

  it('a CLAUDE.md PATH that is a folder without one names the file it looked for', async () => {
    const p = project({ 'docs/': '' });
    const r = await run(p, ['claude-md', 'docs']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${join(p.app, 'docs', 'CLAUDE.md')} does not exist.`);
  });

  it.each([
    ['no SOURCE', [], 'SOURCE is missing: pass one of auto-memory, claude-md, cursor, cline'],
    ['an unknown SOURCE', ['notion'], 'unknown SOURCE "notion"'],
    ['two PATHs', ['cline', 'a', 'b'], 'unexpected argument "b"'],
    ['--section for another source', ['cursor', '--section', 'Build'], '--section picks CLAUDE.md sections, and cursor has none'],
    ['a bad --scope', ['cline', '--scope', 'team'], '--scope must be one of global, project (got "team")'],
  ])('%s is a usage error pointing to --help', async (_label, args, message) => {
    const p = project();
    const r = await run(p, args);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain(`See ${SELF} import --help.`);
  });

  it('a missing cursor source names both places it looked, the rules folder and .cursorrules', async () => {
    const p = project();
    const r = await run(p, ['cursor']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `no Cursor rules here: neither ${join(p.app, '.cursor', 'rules')} nor ${join(p.app, '.cursorrules')} exists. Pass the rules folder or one rule file (.mdc, .md, .cursorrules) as PATH`,
    );
    const ko = await run(p, ['cursor'], { PROJECT_MEMORY_LANG: 'ko' });
    expect(ko.stderr).toContain(`Cursor 규칙이 없습니다: ${join(p.app, '.cursor', 'rules')}, ${join(p.app, '.cursorrules')} 둘 다 없는 경로입니다.`);
  });

  it.each([['cline', 'memory-bank', 'no Cline memory bank here', 'Pass the memory bank folder as PATH']])(
    'a missing %s source names the folder and the fix',
    async (source, rel, what, fix) => {
      const p = project();
      const r = await run(p, [source]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`${what}: ${join(p.app, rel)} does not exist. ${fix}`);
    },
  );

  it('a PATH that does not exist, or an empty folder, is an error naming it', async () => {
    const p = project({ 'empty/': '' });
    const missing = await run(p, ['cline', 'nowhere']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`${join(p.app, 'nowhere')} does not exist. Check the path`);
    const empty = await run(p, ['cursor', 'empty']);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain(`${join(p.app, 'empty')} holds no *.mdc, *.md files: nothing to import.`);
  });
});
