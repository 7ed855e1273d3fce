import { isAbsolute, join } from 'node:path';
import { isWithin, realPathOf } from '../../io/real-path.js';
import { isRecord } from '../../is-record.js';
import { installAdvice } from '../../settings/install-advice.js';
import { memoryReadRule } from '../../settings/memory-read-rule.js';
import type { Workspace } from '../../workspace/resolve.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';
import type { SettingsLevel } from './settings-levels.js';

/** The real path, or the path as given when it cannot be resolved. */
const real = (path: string): string => realPathOf(path) ?? path;

/**
 * The folder a permissions.allow rule lets Claude Code read, everything below it included:
 * `Read` alone (every file), `Read(//abs/**)`, `Read(~/path/**)`; undefined for any other
 * rule (a pattern of files, a path relative to a folder, another tool).
 */
function readFolderOf(rule: string, home: string | undefined): string | undefined {
  if (rule === 'Read') return '/';
  const path = /^Read\((.+)\/\*\*\)$/.exec(rule)?.[1];
  if (path === undefined || /[*?[\]{}]/.test(path)) return undefined;
  if (path.startsWith('//')) return path.slice(1);
  if (home !== undefined && path.startsWith('~/')) return join(home, path.slice(2));
  return undefined;
}

/**
 * Can Claude Code's Read tool open a memory without asking? It asks before reading a file
 * outside the launch folder, and `claude -p` cannot ask (the read is refused): a session
 * launched below the folder that holds `.ai-core/` needs a rule in permissions.allow, which
 * install writes (lib/settings/memory-read-rule.ts), or the folder among
 * permissions.additionalDirectories. No row where the memory folder is inside the launch folder.
 */
export function checkClaudeRead(levels: readonly SettingsLevel[], workspace: Workspace | undefined, ctx: DoctorContext): CheckResult | undefined {
  if (!workspace) return undefined;
  const memoryRoot = real(workspace.memoryRoot);
  if (isWithin(memoryRoot, real(ctx.dir))) return undefined;
  for (const level of levels) {
    const permissions = level.settings.permissions;
    if (!isRecord(permissions)) continue;
    const strings = (value: unknown) => (Array.isArray(value) ? value.filter((e): e is string => typeof e === 'string') : []);
    const rule = strings(permissions.allow).find((entry) => {
      const folder = readFolderOf(entry, ctx.home);
      return folder !== undefined && isWithin(memoryRoot, real(folder));
    });
    if (rule) return ok('read', (m) => m.doctor.readAllowed(rule, level.path));
    const folder = strings(permissions.additionalDirectories).find((entry) => isAbsolute(entry) && isWithin(memoryRoot, real(entry)));
    if (folder) return ok('read', (m) => m.doctor.readAllowed(folder, level.path));
  }
  const wanted = memoryReadRule(workspace.memoryRoot);
  return warn(
    'read',
    (m) => m.doctor.readAsks(workspace.memoryRoot),
    (m) => m.doctor.readAsksFix(installAdvice(ctx, { dir: ctx.dir }), wanted ?? `Read(/${workspace.memoryRoot}/**)`),
  );
}
