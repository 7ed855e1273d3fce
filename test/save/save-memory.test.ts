import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError, EXIT } from '../../lib/cli/errors.js';
import { parseFrontMatter } from '../../lib/format/frontmatter.js';
import { planSave } from '../../lib/save/plan-save.js';
import { type SaveRequest, saveMemory, writePlannedSave } from '../../lib/save/save-memory.js';
import { makeTempDir, tempTree } from '../support/temp.js';

const APRIL = { now: new Date(2026, 3, 12, 10, 0) };
const MAY = { now: new Date(2026, 4, 1, 9, 30) };

function request(memoryRoot: string, overrides: Partial<SaveRequest> = {}): SaveRequest {
  return {
    memoryRoot,
    scope: 'global',
    projectKey: 'workspace--patent__how',
    title: 'Docker 실행 중 브랜치 전환 금지',
    description: 'Docker 실행 중 브랜치 전환 시 403 발생',
    body: '## 문제\n브랜치 전환 후 403\n',
    tags: ['docker', 'git'],
    ...overrides,
  };
}

function failure(run: () => unknown): CliError {
  try {
    run();
  } catch (error) {
    if (error instanceof CliError) return error;
    throw error;
  }
  throw new Error('expected a CliError');
}

function frontMatter(path: string): Record<string, unknown> {
  const parsed = parseFrontMatter(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
  return parsed.data;
}

describe('saveMemory', () => {
  it('writes a global memory with the seed front matter', () => {
    const root = join(makeTempDir(), 'memory');
    const result = saveMemory(request(root, { source: 'incident 2026-04' }), APRIL);
    expect(result).toEqual({
      path: join(root, '_global', 'docker-실행-중-브랜치-전환-금지.md'),
      scope: 'global',
      warnings: [],
      name: 'docker-실행-중-브랜치-전환-금지',
      folder: '_global',
      updated: false,
      changed: true,
      hiddenBy: [],
      listedAgain: [],
    });
    expect(frontMatter(result.path)).toEqual({
      title: 'Docker 실행 중 브랜치 전환 금지',
      description: 'Docker 실행 중 브랜치 전환 시 403 발생',
      created_at: '2026-04-12',
      tags: ['docker', 'git'],
      source: 'incident 2026-04',
    });
  });

  it('writes a project memory into the project key folder', () => {
    const root = makeTempDir();
    const result = saveMemory(request(root, { scope: 'project', name: 'chorus-always-high' }), APRIL);
    expect(result.path).toBe(join(root, 'workspace--patent__how', 'chorus-always-high.md'));
  });

  it('folds a multi-line description into one line', () => {
    const root = makeTempDir();
    const result = saveMemory(request(root, { description: 'first line\n  second line\r\n\tthird' }), APRIL);
    expect(frontMatter(result.path).description).toBe('first line second line third');
  });

  it.each([
    ['title', { title: '  \n ' }, '--title'],
    ['description', { description: '\t' }, '--description'],
  ])('refuses an empty %s, naming the flag', (_field, overrides, flag) => {
    const root = makeTempDir();
    const error = failure(() => saveMemory(request(root, overrides), APRIL));
    expect(error.exitCode).toBe(EXIT.invalid);
    expect(error.message).toContain(flag);
    expect(existsSync(join(root, '_global'))).toBe(false);
  });

  it('refuses an existing name with exit 3, naming the file and --update', () => {
    const root = makeTempDir();
    const first = saveMemory(request(root), APRIL);
    const before = readFileSync(first.path, 'utf8');
    const error = failure(() => saveMemory(request(root, { description: 'another text', body: 'new' }), MAY));
    expect(error.exitCode).toBe(EXIT.exists);
    expect(error.message).toContain(first.path);
    expect(error.message).toContain('--update');
    expect(readFileSync(first.path, 'utf8')).toBe(before);
  });

  it('--update replaces the memory, keeping created_at and unmanaged keys, adding updated_at and verified_at', () => {
    const root = makeTempDir();
    const first = saveMemory(request(root), APRIL);
    writeFileSync(first.path, readFileSync(first.path, 'utf8').replace('tags:', 'pinned: true\ntags:'));
    const second = saveMemory(
      request(root, { description: 'Docker 중 브랜치 바꾸면 403, compose down 먼저', body: 'new body\n', tags: ['docker'], update: true }),
      MAY,
    );
    expect(second).toMatchObject({ path: first.path, updated: true });
    // `pinned: true` sends the file to the full YAML parser, which reads plain dates as Dates
    expect(frontMatter(first.path)).toEqual({
      title: 'Docker 실행 중 브랜치 전환 금지',
      description: 'Docker 중 브랜치 바꾸면 403, compose down 먼저',
      created_at: new Date('2026-04-12'),
      updated_at: new Date('2026-05-01'),
      verified_at: new Date('2026-05-01'),
      tags: ['docker'],
      pinned: true,
    });
    expect(readFileSync(first.path, 'utf8').endsWith('---\nnew body\n')).toBe(true);
  });

  it('--update keeps a hand-written unquoted created_at', () => {
    const root = tempTree({ '_global/note.md': '---\ntitle: Note\ndescription: d\ncreated_at: 2025-01-02\n---\nold\n' });
    saveMemory(request(root, { name: 'note', title: 'Note', description: 'd2', update: true }), MAY);
    expect(frontMatter(join(root, '_global', 'note.md'))).toMatchObject({ created_at: '2025-01-02', updated_at: '2026-05-01' });
  });

  it('--update of a name that does not exist is refused and creates nothing, not even the folder', () => {
    const root = makeTempDir();
    const error = failure(() => saveMemory(request(root, { name: 'no-such-note', update: true }), APRIL));
    expect(error.exitCode).toBe(EXIT.invalid);
    expect(error.message).toContain(`no memory named no-such-note to update in ${join(root, '_global')}`);
    expect(error.message).toContain('`project-memory list --all`');
    expect(error.message).toContain('Nothing was saved.');
    expect(readdirSync(root)).toEqual([]);
  });

  it('refuses a near duplicate with exit 3 listing the candidates; --force-duplicate saves anyway', () => {
    const root = makeTempDir();
    const first = saveMemory(request(root), APRIL);
    const similar = request(root, { name: 'docker-403', title: 'docker 실행중 브랜치전환 금지!' });
    const error = failure(() => saveMemory(similar, APRIL));
    expect(error.exitCode).toBe(EXIT.exists);
    expect(error.message).toContain(`${first.path} (same title)`);
    expect(error.message).toContain('--force-duplicate');
    expect(saveMemory({ ...similar, forceDuplicate: true }, APRIL).name).toBe('docker-403');
  });

  it('refuses a near duplicate of a memory in the other folder the list shows with this one, either way round', () => {
    const root = makeTempDir();
    const global = saveMemory(request(root), APRIL);
    // project over global: listed for this project already
    const asProject = failure(() => saveMemory(request(root, { scope: 'project' }), APRIL));
    expect(asProject.exitCode).toBe(EXIT.exists);
    expect(asProject.message).toContain(`a similar memory is global already, listed for this project too:\n  ${global.path} (same title)`);
    expect(asProject.message).toContain(`--supersedes ${global.name}`);
    // replacing it for this project, or keeping both on purpose, goes through
    const replacing = saveMemory(request(root, { scope: 'project', name: 'docker-403', supersedes: [global.name] }), APRIL);
    expect(replacing.folder).toBe('workspace--patent__how');

    // global over project: it would be listed beside the project's
    const other = makeTempDir();
    const project = saveMemory(request(other, { scope: 'project' }), APRIL);
    const asGlobal = failure(() => saveMemory(request(other), APRIL));
    expect(asGlobal.exitCode).toBe(EXIT.exists);
    expect(asGlobal.message).toContain(
      `a similar memory is this project's already (in workspace--patent__how), and a global one would be listed beside it:\n  ${project.path}`,
    );
    expect(saveMemory(request(other, { forceDuplicate: true }), APRIL).folder).toBe('_global');
    // another project's memory is not listed with this one's: no duplicate of it
    const third = makeTempDir();
    saveMemory(request(third, { scope: 'project' }), APRIL);
    expect(saveMemory(request(third, { scope: 'project', projectKey: 'other-app' }), APRIL).folder).toBe('other-app');
  });

  it('--update of one of two memories kept apart with --force-duplicate is refused only for a likeness it brings', () => {
    const root = makeTempDir();
    saveMemory(request(root, { name: 'resets-monday', title: 'Staging database resets every Monday', description: 'Monday resets' }), APRIL);
    const tuesday = { name: 'resets-tuesday', title: 'Staging database resets every Tuesday', description: 'Tuesday resets' };
    expect(failure(() => saveMemory(request(root, tuesday), APRIL)).exitCode).toBe(EXIT.exists);
    saveMemory(request(root, { ...tuesday, forceDuplicate: true }), APRIL);
    // the likeness was there before and stays as it was: a new description, a new body
    const update = { name: 'resets-tuesday', update: true, title: undefined, tags: undefined };
    expect(saveMemory(request(root, { ...update, description: 'Tuesday resets at 02:00' }), MAY).updated).toBe(true);
    expect(saveMemory(request(root, { ...update, description: undefined, body: 'new body' }), MAY).updated).toBe(true);
    // a title made the same as the other's is news: refused as a new save would be
    const same = failure(() => saveMemory(request(root, { ...update, description: undefined, title: 'Staging database resets every Monday' }), MAY));
    expect(same.exitCode).toBe(EXIT.exists);
    expect(same.message).toContain('(same title)');
  });

  it('--update of a memory kept apart for its description is refused when its title becomes alike too', () => {
    const root = makeTempDir();
    saveMemory(request(root, { name: 'vpn', title: 'Staging deploy needs VPN', description: 'Deploys to staging fail unless the office VPN is up' }), APRIL);
    const other = { name: 'tunnel', title: 'Tunnel for the staging box', description: 'Deploys to staging fail unless the office VPN is up.' };
    saveMemory(request(root, { ...other, forceDuplicate: true }), APRIL);
    const update = { name: 'tunnel', update: true, description: undefined, tags: undefined };
    // the description was alike before: a new body is no news
    expect(saveMemory(request(root, { ...update, title: undefined, body: 'ssh -L …' }), MAY).updated).toBe(true);
    const alike = failure(() => saveMemory(request(root, { ...update, title: 'Staging deploy needs the VPN' }), MAY));
    expect(alike.exitCode).toBe(EXIT.exists);
    expect(alike.message).toContain('title');
  });

  it('--update of a memory kept apart for its title is refused when its description becomes alike too', () => {
    const root = makeTempDir();
    saveMemory(
      request(root, { name: 'docker-403', title: 'Docker branch switch gives 403', description: 'switching branches while docker runs gives 403' }),
      APRIL,
    );
    const ci = { name: 'docker-403-ci', title: 'Docker branch switch gives 403 in CI', description: 'the CI runner needs a fresh volume per job' };
    saveMemory(request(root, { ...ci, forceDuplicate: true }), APRIL);
    const same = failure(() =>
      saveMemory(
        request(root, {
          name: 'docker-403-ci',
          update: true,
          title: undefined,
          tags: undefined,
          description: 'switching branches while docker runs gives 403',
        }),
        MAY,
      ),
    );
    expect(same.exitCode).toBe(EXIT.exists);
  });

  it('--update does not count the replaced file as its own duplicate', () => {
    const root = makeTempDir();
    saveMemory(request(root), APRIL);
    expect(saveMemory(request(root, { update: true }), MAY).updated).toBe(true);
  });

  it('refuses text that holds a credential, naming kind, field and line; --allow-secret overrides', () => {
    const root = makeTempDir();
    const leaky = request(root, { body: '## 접속\n\nDB: postgres://app:s3cr3tP4ss@db.internal/app\n' });
    const error = failure(() => saveMemory(leaky, APRIL));
    expect(error.exitCode).toBe(EXIT.invalid);
    expect(error.message).toContain('connection string with a password in body, line 3');
    expect(error.message).toContain('--allow-secret');
    expect(error.message).not.toContain('s3cr3tP4ss');
    expect(existsSync(join(root, '_global'))).toBe(false);
    expect(saveMemory({ ...leaky, allowSecret: true }, APRIL).updated).toBe(false);
  });

  it('checks the title and description for secrets too', () => {
    const root = makeTempDir();
    const error = failure(() => saveMemory(request(root, { description: 'use token=Zm9vYmFyYmF6cXV4 for CI' }), APRIL));
    expect(error.message).toContain('in description, line 1');
  });

  it('refuses a --name that is a path', () => {
    const root = makeTempDir();
    const error = failure(() => saveMemory(request(root, { name: '../../outside' }), APRIL));
    expect(error.exitCode).toBe(EXIT.invalid);
    expect(readdirSync(root)).toEqual([]);
  });

  it('refuses a title with nothing usable for a file name, asking for --name', () => {
    const root = makeTempDir();
    expect(failure(() => saveMemory(request(root, { title: '🚀🚀🚀' }), APRIL)).message).toContain('--name');
  });

  it('never writes through a scope folder that links outside the memory root', () => {
    const base = makeTempDir();
    const root = join(base, 'memory');
    const elsewhere = join(base, 'elsewhere');
    mkdirSync(root);
    mkdirSync(elsewhere);
    symlinkSync(elsewhere, join(root, '_global'));
    const error = failure(() => saveMemory(request(root), APRIL));
    expect(error.message).toContain(`resolves to ${realpathSync(elsewhere)}, not to a plain folder of that name in the memory root`);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it('never writes through a scope folder that links to another folder inside the memory root, and says so', () => {
    const root = join(makeTempDir(), 'memory');
    mkdirSync(join(root, 'other'), { recursive: true });
    symlinkSync(join(root, 'other'), join(root, '_global'));
    const error = failure(() => saveMemory(request(root), APRIL));
    expect(error.message).not.toContain('outside');
    expect(error.message).toContain('not to a plain folder of that name in the memory root');
    expect(readdirSync(join(root, 'other'))).toEqual([]);
  });

  it('never replaces or follows a symlink where the memory file would go', () => {
    const base = makeTempDir();
    const root = join(base, 'memory');
    const target = join(base, 'victim.txt');
    writeFileSync(target, 'keep me');
    mkdirSync(join(root, '_global'), { recursive: true });
    symlinkSync(target, join(root, '_global', 'note.md'));
    const error = failure(() => saveMemory(request(root, { name: 'note', update: true }), APRIL));
    expect(error.message).toContain('symbolic link');
    expect(readFileSync(target, 'utf8')).toBe('keep me');
  });

  it('refuses a project key that cannot be a folder name', () => {
    const root = makeTempDir();
    expect(failure(() => saveMemory(request(root, { scope: 'project', projectKey: '../x' }), APRIL)).exitCode).toBe(EXIT.invalid);
  });

  it('leaves no temp files behind', () => {
    const root = makeTempDir();
    saveMemory(request(root), APRIL);
    saveMemory(request(root, { update: true }), MAY);
    expect(readdirSync(join(root, '_global'))).toEqual(['docker-실행-중-브랜치-전환-금지.md']);
  });
});

describe('an update racing an edit by hand', () => {
  it('a file edited between the plan and the write is kept as edited: the update refuses (exit 3) and says so', () => {
    const root = makeTempDir();
    const first = saveMemory(request(root), APRIL);
    const plan = planSave(request(root, { update: true, name: 'docker-실행-중-브랜치-전환-금지', body: 'updated body\n' }), MAY, { createFolder: false });
    if (!plan.ok) throw new Error(plan.refusal.kind);
    const edited = `${readFileSync(first.path, 'utf8')}a line added by hand\n`;
    writeFileSync(first.path, edited);
    const error = failure(() => writePlannedSave(plan.plan));
    expect(error.exitCode).toBe(EXIT.exists);
    expect(error.message).toContain(`${first.path} changed while this update ran`);
    expect(readFileSync(first.path, 'utf8')).toBe(edited);
    // the same plan against the file it was made from writes
    writeFileSync(first.path, plan.plan.replacing as string);
    expect(writePlannedSave(plan.plan).updated).toBe(true);
    expect(readFileSync(first.path, 'utf8')).toContain('updated body');
  });
});
