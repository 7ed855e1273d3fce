// The npm package as a user gets it: `npm pack` of a fresh clone, then a global install
// of that tarball into a temporary prefix (and `npx --package <tarball>`), then
// `project-memory install` and the hook it registered, run the way Claude Code runs it.
// The package has no dependencies, so all of it works offline; npm is pointed at a
// closed local port to prove it.
import { execFileSync, spawnSync } from 'node:child_process';
import { type Dirent, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { freshCheckout } from '../support/checkout.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { makeTempDir } from '../support/temp.js';

const NAME = 'project-memory-hooks';
/** The limit for the tarball. */
const TARBALL_LIMIT = 400 * 1024;

interface Packed {
  tarball: string;
  files: string[];
  size: number;
}

let packed: Packed;

/** npm with nothing from the developer's environment, offline, its cache in a temp folder. */
function npmEnv(home: string, path = process.env.PATH): NodeJS.ProcessEnv {
  return {
    PATH: path,
    HOME: home,
    npm_config_cache: join(home, '.npm'),
    npm_config_offline: 'true',
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}

function npm(args: string[], cwd: string, home: string): string {
  return execFileSync('npm', args, { cwd, env: npmEnv(home), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
}

/** Every file below a folder, relative, sorted. */
function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** A workspace with one global memory and a project folder. */
function workspace(): { ws: string; project: string } {
  const root = tempTree({
    [`ws/${MEMORY}/_global/docker-branch-switch-danger.md`]: memoryFile({
      title: 'Docker branch switch',
      description: 'switching branches while Docker runs gives 403',
    }),
    'ws/app/': '',
  });
  return { ws: join(root, 'ws'), project: join(root, 'ws', 'app') };
}

/** Runs the UserPromptSubmit command from settings.json as Claude Code does: /bin/sh -c, JSON on stdin. */
function runRegisteredHook(home: string, cwd: string): string {
  const settings = JSON.parse(readFileSync(join(home, '.claude', 'settings.json'), 'utf8')) as {
    hooks: Record<string, Array<{ hooks: Array<{ command: string }> }>>;
  };
  const command = settings.hooks.UserPromptSubmit?.[0]?.hooks[0]?.command as string;
  const input = JSON.stringify({ session_id: 's1', transcript_path: '', cwd, hook_event_name: 'UserPromptSubmit', prompt: 'why 403?' });
  const r = spawnSync('/bin/sh', ['-c', command], { cwd, input, env: { PATH: process.env.PATH, HOME: home }, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

beforeAll(() => {
  const checkout = freshCheckout();
  const out = makeTempDir('pm-pack-');
  const [report] = JSON.parse(npm(['pack', '--json', '--pack-destination', out], checkout, makeTempDir('pm-pack-home-'))) as Array<{
    filename: string;
    files: Array<{ path: string }>;
  }>;
  // the README names this file: `npm install -g ./project-memory-hooks-<version>.tgz`
  const { version } = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')) as { version: string };
  expect(report?.filename).toBe(`${NAME}-${version}.tgz`);
  const tarball = join(out, report?.filename as string);
  packed = { tarball, files: (report?.files ?? []).map((f) => f.path).sort(), size: statSync(tarball).size };
}, 180_000);

describe('the npm package', () => {
  test(`is at most ${TARBALL_LIMIT / 1024} KB and holds only what runs`, () => {
    console.log(`npm pack: ${packed.files.length} files, ${(packed.size / 1024).toFixed(0)} KB`);
    expect(packed.size).toBeLessThanOrEqual(TARBALL_LIMIT);
    const outside = packed.files.filter((path) => !path.startsWith('plugin/') && !['package.json', 'README.md', 'LICENSE'].includes(path));
    expect(outside).toEqual([]);
    expect(packed.files).toContain('plugin/dist/cli.cjs');
    expect(packed.files).toContain('plugin/dist/hooks/user-prompt-submit.cjs');
    // no sources, tests, benchmarks or caches a Node version wrote
    expect(packed.files.filter((path) => /\.(ts|map|cache)$/.test(path) || /(^|\/)(test|eval|bench|compile-cache)\//.test(path))).toEqual([]);
    const pkg = JSON.parse(execFileSync('tar', ['-xOzf', packed.tarball, 'package/package.json'], { encoding: 'utf8' })) as Record<string, unknown>;
    expect(pkg.name).toBe(NAME);
    expect(pkg.private).toBeUndefined();
    expect(pkg.dependencies).toBeUndefined();
  });

  // npm shows the README with the package: a relative link to a file it does not hold leads nowhere
  test("the README's relative links name files the package holds", () => {
    const readme = execFileSync('tar', ['-xOzf', packed.tarball, 'package/README.md'], { encoding: 'utf8' });
    const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => (m[1] as string).replace(/#.*$/, '')).filter((t) => t !== '' && !/^[a-z]+:/i.test(t));
    expect(targets.filter((t) => !packed.files.includes(t.replace(/^\.\//, '')))).toEqual([]);
  });

  test('npm install -g <tarball>: `project-memory install` registers hooks inside the installed package, and they list the memories', {
    timeout: 180_000,
  }, () => {
    const prefix = makeTempDir('pm-prefix-');
    const home = makeTempDir('pm-home-');
    npm(['install', '-g', '--prefix', prefix, packed.tarball], prefix, home);
    const bin = join(prefix, 'bin', 'project-memory');
    expect(existsSync(bin)).toBe(true);
    const installed = join(prefix, 'lib', 'node_modules', NAME);
    const env = { PATH: `${join(prefix, 'bin')}:${process.env.PATH}`, HOME: home };
    expect(execFileSync('project-memory', ['--version'], { env, encoding: 'utf8' }).trim()).toBe(
      JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).version,
    );

    // the package carries no marketplace: doctor offers its own install, not a plugin it cannot add
    const doctor = spawnSync('project-memory', ['doctor', '--json'], { cwd: home, env, encoding: 'utf8' });
    const hook = (JSON.parse(doctor.stdout) as { checks: Array<{ id: string; fix?: string }> }).checks.find((c) => c.id === 'hook');
    expect(hook?.fix).toContain('project-memory install');
    expect(hook?.fix).not.toContain('claude plugin');

    const filesBefore = filesUnder(installed);
    const { ws, project } = workspace();
    const r = spawnSync('project-memory', ['install', '--dir', ws], { cwd: ws, env, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const settings = readFileSync(join(home, '.claude', 'settings.json'), 'utf8');
    expect(settings).toContain(join(installed, 'plugin', 'dist', 'hooks', 'user-prompt-submit.cjs'));
    const output = runRegisteredHook(home, project);
    expect(output).toContain('docker-branch-switch-danger — switching branches while Docker runs gives 403');
    // nothing was written into the installed package (it may be read-only, and is replaced on update)
    expect(filesUnder(installed)).toEqual(filesBefore);

    // the README's way out: `project-memory uninstall && npm uninstall -g project-memory-hooks`
    const out = spawnSync('/bin/sh', ['-c', `project-memory uninstall && npm uninstall -g --prefix '${prefix}' ${NAME}`], {
      cwd: ws,
      env: npmEnv(home, env.PATH),
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(out.status, `${out.stdout}\n${out.stderr}`).toBe(0);
    const left = existsSync(join(home, '.claude', 'settings.json')) ? readFileSync(join(home, '.claude', 'settings.json'), 'utf8') : '';
    expect(left).not.toContain('user-prompt-submit.cjs');
    expect(existsSync(bin)).toBe(false);
    expect(existsSync(installed)).toBe(false);
    // the memories are the user's: they stay
    expect(existsSync(join(ws, '.ai-core', 'data', 'memory', '_global', 'docker-branch-switch-danger.md'))).toBe(true);
  });

  test('npx --package <tarball> project-memory install works too', { timeout: 180_000 }, () => {
    const home = makeTempDir('pm-npx-home-');
    const { ws, project } = workspace();
    const r = spawnSync('npx', ['--yes', '--package', packed.tarball, 'project-memory', 'install', '--dir', ws], {
      cwd: ws,
      env: npmEnv(home),
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(runRegisteredHook(home, project)).toContain('docker-branch-switch-danger');
  });
});
