import { spawnSync } from 'node:child_process';
import { type CheckResult, type DoctorContext, fail, ok } from './check.js';

const MIN_MAJOR = 20;

/** The node a hook runs, and whether it is the one on PATH or, failing that, doctor's own. */
interface NodeFound {
  version: string;
  source: 'path' | 'self';
}

/**
 * Hook commands run `node` from PATH, which need not be the node running doctor, so
 * that one is asked; doctor's own version stands in when it cannot be started.
 */
export function nodeOnPath(ctx: DoctorContext): NodeFound {
  const result = spawnSync('node', ['-p', 'process.versions.node'], { env: ctx.env as NodeJS.ProcessEnv, encoding: 'utf8', timeout: 5_000 });
  const version = result.status === 0 ? result.stdout.trim() : '';
  return version ? { version, source: 'path' } : { version: process.versions.node, source: 'self' };
}

export function checkNodeVersion(found: NodeFound): CheckResult {
  const major = Number(found.version.split('.')[0]);
  const source = (d: { onPath: string; self: string }) => (found.source === 'path' ? d.onPath : d.self);
  if (Number.isFinite(major) && major >= MIN_MAJOR) return ok('node', (m) => m.doctor.node.ok(found.version, source(m.doctor.node)));
  return fail(
    'node',
    (m) => m.doctor.node.old(found.version, source(m.doctor.node), MIN_MAJOR),
    (m) => m.doctor.node.fix(MIN_MAJOR),
  );
}
