// Regression tests: `save`'s near-duplicate checks leave alone a pair linked by
// `supersedes` (either way round, in one folder or across _global and the project's),
// and an --update that sets two same titles somewhat apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

/** A workspace with one project folder, a HOME of its own, and a `save` run in it. */
function workspace() {
  const root = tempTree({ '.ai-core/': '', 'proj/': '' });
  const project = join(root, 'proj');
  const home = makeTempDir();
  const save = (...args: string[]) => runCli(['save', ...args], { cwd: project, home, env: { PROJECT_MEMORY_LANG: 'en' } });
  return { save, memory: join(root, '.ai-core', 'data', 'memory') };
}

/** A global deploy note, and this project's note that replaces it for this project. */
async function overridden() {
  const ws = workspace();
  const global = await ws.save('--scope', 'global', '--title', 'Deploy order', '--description', 'deploy api before web', '--body', 'b');
  expect(global.code).toBe(0);
  const project = await ws.save(
    '--scope',
    'project',
    '--title',
    'Release steps for this service',
    '--description',
    'in this service deploy the worker, then api, then web',
    '--supersedes',
    'deploy-order',
    '--body',
    'b',
  );
  expect(project.code).toBe(0);
  return { ...ws, projectPath: project.stdout.trim() };
}

describe('save: near duplicates linked by supersedes', () => {
  it('updates a global memory to read like the project memory that supersedes it', async () => {
    const ws = await overridden();
    const run = await ws.save('--scope', 'global', '--update', '--name', 'deploy-order', '--description', 'deploy the worker, then api, then web');
    expect(run.stderr).not.toContain('would be listed beside it');
    expect(run.code).toBe(0);
    expect(readFileSync(ws.projectPath, 'utf8')).toContain('supersedes: [deploy-order]');
  });

  it('updates a project memory to read like the global memory it already supersedes, keeping its supersedes', async () => {
    const ws = await overridden();
    const run = await ws.save('--scope', 'project', '--update', '--name', 'release-steps-for-this-service', '--title', 'Deploy order');
    expect(run.stderr).not.toContain('listed for this project too');
    expect(run.code).toBe(0);
    expect(readFileSync(ws.projectPath, 'utf8')).toContain('supersedes: [deploy-order]');
  });

  it('still refuses a global memory like a project memory that supersedes something else', async () => {
    const ws = await overridden();
    const run = await ws.save('--scope', 'global', '--title', 'Worker release steps', '--description', 'deploy the worker, then api, then web', '--body', 'b');
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('release-steps-for-this-service');
  });

  it('updates either of two memories in one folder, one superseding the other, to read like the other', async () => {
    const ws = workspace();
    const old = ['--scope', 'project', '--name', 'cache-old', '--title', 'Build cache lives in tmp', '--description', 'the build cache is kept in /tmp/cache'];
    expect((await ws.save(...old, '--body', 'b')).code).toBe(0);
    const replacing = ['--scope', 'project', '--name', 'cache-new', '--title', 'Build cache location', '--description', 'the build cache moved to .cache'];
    expect((await ws.save(...replacing, '--supersedes', 'cache-old', '--body', 'b')).code).toBe(0);
    // the superseding one, whose supersedes comes from its file, not from this command
    const newer = await ws.save('--scope', 'project', '--update', '--name', 'cache-new', '--title', 'Build cache lives in tmp no more');
    expect(newer.stderr).toBe('');
    expect(newer.code).toBe(0);
    // the superseded one
    const older = await ws.save('--scope', 'project', '--update', '--name', 'cache-old', '--description', 'the build cache moved to .cache');
    // no near duplicate; only the note that the list hides it, which cache-new does
    expect(older.stderr).not.toContain('similar memory');
    expect(older.stderr).toContain('but the list hides it');
    expect(older.code).toBe(0);
    // a third memory, linked to neither, is still a near duplicate
    const third = await ws.save(
      '--scope',
      'project',
      '--name',
      'cache-third',
      '--title',
      'Cache',
      '--description',
      'the build cache moved to .cache',
      '--body',
      'b',
    );
    expect(third.code).toBe(3);
    expect(third.stderr).toContain('cache-new.md (description 100% similar)');
  });
});

describe('save --update: titles already alike', () => {
  it('lets an update set a title apart from the same title somewhat, and refuses one making a similar title the same', async () => {
    const ws = workspace();
    const a = ['--scope', 'project', '--name', 'docker-a', '--title', 'Docker branch switch'];
    expect((await ws.save(...a, '--description', 'switching branches while docker runs gives 403', '--body', 'b')).code).toBe(0);
    const b = ['--scope', 'project', '--name', 'docker-b', '--title', 'Docker branch switch'];
    const kept = await ws.save(...b, '--description', 'compose volumes keep old mounts after checkout', '--body', 'b', '--force-duplicate');
    expect(kept.code).toBe(0);
    // same → 82% similar: less alike than before, nothing new
    const apart = await ws.save('--scope', 'project', '--update', '--name', 'docker-b', '--title', 'Docker branch switch: volumes');
    expect(apart.stderr).toBe('');
    expect(apart.code).toBe(0);
    // similar → the same again: a title made the same is news
    const same = await ws.save('--scope', 'project', '--update', '--name', 'docker-b', '--title', 'docker branch switch');
    expect(same.code).toBe(3);
    expect(same.stderr).toContain('docker-a.md (same title)');
  });
});

describe('save --update made much like another memory', () => {
  it('is refused with advice for the update (supersede the other, delete one, or keep both), not advice to update the other', async () => {
    const ws = workspace();
    const base = ['--scope', 'project', '--body', 'b'];
    expect(
      (await ws.save(...base, '--name', 'race-window', '--title', 'Race window', '--description', 'the release train leaves every second Thursday')).code,
    ).toBe(0);
    expect((await ws.save(...base, '--name', 'cache-notes', '--title', 'Cache notes', '--description', 'redis keys expire after an hour')).code).toBe(0);
    const run = await ws.save('--scope', 'project', '--update', '--name', 'cache-notes', '--description', 'the release train leaves every second Thursday');
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('this update would make cache-notes read much like:');
    expect(run.stderr).toContain('race-window.md');
    expect(run.stderr).toContain('--supersedes race-window on this update');
    expect(run.stderr).not.toContain('--update --name race-window');
  });

  it('keeps, in the --supersedes it advises, what the memory supersedes already: an update replaces the list', async () => {
    const ws = workspace();
    const base = ['--scope', 'project', '--body', 'b'];
    expect((await ws.save(...base, '--name', 'old-cache', '--title', 'Old cache', '--description', 'memcached holds sessions')).code).toBe(0);
    expect(
      (
        await ws.save(
          ...base,
          '--name',
          'cache-notes',
          '--title',
          'Cache notes',
          '--description',
          'redis keys expire after an hour',
          '--supersedes',
          'old-cache',
        )
      ).code,
    ).toBe(0);
    expect(
      (await ws.save(...base, '--name', 'race-window', '--title', 'Race window', '--description', 'the release train leaves every second Thursday')).code,
    ).toBe(0);
    const run = await ws.save('--scope', 'project', '--update', '--name', 'cache-notes', '--description', 'the release train leaves every second Thursday');
    expect(run.code).toBe(3);
    const advised = /--supersedes (\S+) on this update/.exec(run.stderr)?.[1];
    expect(advised).toBe('old-cache,race-window');
    // followed, it keeps old-cache hidden and hides race-window too
    const followed = await ws.save(
      '--scope',
      'project',
      '--update',
      '--name',
      'cache-notes',
      '--description',
      'the release train leaves every second Thursday',
      '--supersedes',
      advised as string,
    );
    expect(followed.code, followed.stderr).toBe(0);
  });
});
