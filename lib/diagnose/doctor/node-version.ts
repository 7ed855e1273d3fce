import { spawnSync } from 'node:child_process';
import { type CheckResult, type DoctorContext, fail, ok } from './check.js';

const MIN_MAJOR = 20;

/**
 * Hook commands run `node` from PATH, which need not be the node running doctor, so
 * that one is asked; doctor's own version stands in when it cannot be started.
 */
export function nodeOnPath(ctx: DoctorContext): { version: string; source: string } {
  const result = spawnSync('node', ['-p', 'process.versions.node'], { env: ctx.env as NodeJS.ProcessEnv, encoding: 'utf8', timeout: 5_000 });
  const version = result.status === 0 ? result.stdout.trim() : '';
  return version ? { version, source: '`node` on PATH' } : { version: process.versions.node, source: 'this process (no `node` on PATH)' };
}

export function checkNodeVersion(found: { version: string; source: string }): CheckResult {
  const major = Number(found.version.split('.')[0]);
  if (Number.isFinite(major) && major >= MIN_MAJOR) return ok('node', `Node ${found.version} (${found.source})`);
  return fail(
    'node',
    `Node ${found.version} (${found.source}) is older than ${MIN_MAJOR}`,
    `install Node ${MIN_MAJOR} or newer: the hooks run the \`node\` on PATH`,
  );
}
