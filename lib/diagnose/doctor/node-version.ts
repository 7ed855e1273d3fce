import { spawnSync } from 'node:child_process';
import { onPath } from '../../io/command-on-path.js';
import { shellCommand } from '../../shell-quote.js';
import { type CheckResult, type DoctorContext, fail, ok } from './check.js';

const MIN_MAJOR = 20;

/** The node a hook runs: the one on PATH, its version; or, with none there, doctor's own version. */
interface NodeFound {
  version: string;
  source: 'path' | 'self';
}

/**
 * Hook commands run `node` from PATH, which need not be the node running doctor, so
 * that one is asked; doctor's own version stands in when none is there to start.
 */
export function nodeOnPath(ctx: DoctorContext): NodeFound {
  // none there is install's question too (onPath); a node there that does not answer (a version
  // manager's shim that fails, a timeout) is no proof of none: doctor's version stands in
  if (!onPath('node', ctx.env.PATH)) return { version: process.versions.node, source: 'self' };
  const result = spawnSync('node', ['-p', 'process.versions.node'], { env: ctx.env as NodeJS.ProcessEnv, encoding: 'utf8', timeout: 5_000 });
  const version = result.status === 0 ? result.stdout.trim() : '';
  return { version: version || process.versions.node, source: 'path' };
}

export function checkNodeVersion(found: NodeFound): CheckResult {
  // no `node` for the hooks' commands to start: each prompt shows "node: not found" (doctor,
  // started by a path to its node, ran all the same)
  if (found.source === 'self')
    return fail(
      'node',
      (m) => m.doctor.node.missing(found.version),
      (m) => m.doctor.node.missingFix(nodeLink()),
    );
  const major = Number(found.version.split('.')[0]);
  if (Number.isFinite(major) && major >= MIN_MAJOR) return ok('node', (m) => m.doctor.node.ok(found.version));
  return fail(
    'node',
    (m) => m.doctor.node.old(found.version, MIN_MAJOR),
    (m) => m.doctor.node.fix(MIN_MAJOR),
  );
}

/** The command that puts the node running this process on most PATHs: a link in /usr/local/bin. */
export function nodeLink(): string {
  return shellCommand(['sudo', 'ln', '-s', process.execPath, '/usr/local/bin/node']);
}
