// Names the memory root keeps for itself (`_global`, and README.md, the format README
// install writes there) are no project key: `save --project README.md` turned the README
// into a folder, listed as a project, and install then skipped writing the README. The
// built CLI as a real process.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { promptEvent, runCli, runHook } from '../support/processes.js';

const README = '# memory format\n';
const FACT = ['--title', 'Staging resets', '--description', 'staging resets nightly at 02:00', '--body', 'x'];

function workspace(): { root: string; app: string; readme: string; env: Record<string, string> } {
  const root = tempTree({ [`${MEMORY}/_global/`]: '', [`${MEMORY}/README.md`]: README, 'app/': '' });
  return { root, app: join(root, 'app'), readme: join(root, MEMORY, 'README.md'), env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } };
}

describe('a project key the memory root reserves', () => {
  // a case-insensitive disk (macOS, Windows) holds _Global/ and _global/ as one folder
  it.each(['_Global', '_GLOBAL'])('save --project %j is refused: on a disk that ignores case it is the global folder', (key) => {
    const ws = workspace();
    const run = runCli(['save', '--dir', ws.app, '--scope', 'project', '--project', key, ...FACT], { env: ws.env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`--project "${key}" is not a usable project key`);
    expect(existsSync(join(ws.root, MEMORY, key))).toBe(false);
  });

  it('a key that looks like a credential is refused, by --project or PROJECT_MEMORY_PROJECT, masked, and no folder is made for it', () => {
    const ws = workspace();
    const token = `xoxb-123456789012-1234567890123-${'abcdefghijkl'.repeat(2)}`;
    for (const [args, env, said] of [
      [['--project', token], ws.env, '--project ***'],
      [[], { ...ws.env, PROJECT_MEMORY_PROJECT: token }, 'PROJECT_MEMORY_PROJECT=***'],
    ] as const) {
      const run = runCli(['save', '--dir', ws.app, '--scope', 'project', ...args, ...FACT], { env });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(said);
      expect(run.stderr).toContain('looks like a credential (a key, token or password): a project key becomes a folder name');
      expect(run.stderr).not.toContain(token);
      expect(existsSync(join(ws.root, MEMORY, token))).toBe(false);
    }
    // one that is no key anyway is refused masked too
    for (const [args, env] of [
      [['--project', `.${token}`], ws.env],
      [[], { ...ws.env, PROJECT_MEMORY_PROJECT: `${token}/x` }],
    ] as const) {
      const run = runCli(['save', '--dir', ws.app, '--scope', 'project', ...args, ...FACT], { env });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('is not a usable project key');
      expect(run.stderr).not.toContain(token);
    }
    // the hook passes over it, as over any key it cannot use: the model is never shown it
    const env = { ...ws.env, PROJECT_MEMORY_PROJECT: token };
    const hook = runHook(promptEvent(ws.app, { prompt: 'remember this: staging resets nightly' }), env);
    expect(hook.code).toBe(0);
    expect(hook.stdout).not.toContain('xoxb-');
    const doctor = JSON.parse(runCli(['doctor', '--json', '--dir', ws.app], { env }).stdout) as { checks: { id: string; status: string; message: string }[] };
    expect(doctor.checks.find((c) => c.id === 'project-key')).toMatchObject({
      status: 'warn',
      message: expect.stringContaining('PROJECT_MEMORY_PROJECT="***"'),
    });
    expect(JSON.stringify(doctor)).not.toContain(token);
  });

  it.each(['README.md', 'readme.md', ' README.md '])('save --project %j is refused, saying why, and the README stays a file', (key) => {
    const ws = workspace();
    const run = runCli(['save', '--dir', ws.app, '--scope', 'project', '--project', key, ...FACT], { env: ws.env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`--project "${key}" is not a usable project key`);
    expect(run.stderr).toContain('be _global or README.md (names the memory folder keeps for itself)');
    expect(run.stderr).toContain('Pass a key such as --project my-project.');
    expect(lstatSync(ws.readme).isFile()).toBe(true);
    expect(readFileSync(ws.readme, 'utf8')).toBe(README);
  });

  it('key pin README.md is refused and writes no pin', () => {
    const ws = workspace();
    execFileSync('git', ['init', '-q'], { cwd: ws.app });
    const run = runCli(['key', 'pin', 'README.md', '--dir', ws.app], { env: ws.env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('"README.md" is not a usable project key');
    expect(existsSync(join(ws.app, '.project-memory-key'))).toBe(false);
  });

  it('a pin file naming README.md is passed over, and save --scope project writes nothing', () => {
    const ws = workspace();
    mkdirSync(join(ws.app, '.git'));
    writeFileSync(join(ws.app, '.project-memory-key'), 'README.md\n');
    const run = runCli(['save', '--dir', ws.app, '--scope', 'project', ...FACT], { env: ws.env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('holds no usable project key');
    expect(readFileSync(ws.readme, 'utf8')).toBe(README);
  });

  it('PROJECT_MEMORY_PROJECT=README.md is refused by save', () => {
    const ws = workspace();
    const run = runCli(['save', '--dir', ws.app, '--scope', 'project', ...FACT], { env: { ...ws.env, PROJECT_MEMORY_PROJECT: 'README.md' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('PROJECT_MEMORY_PROJECT="README.md" is not a usable project key');
    expect(readFileSync(ws.readme, 'utf8')).toBe(README);
  });
});
