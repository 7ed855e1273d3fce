import { isAbsolute, join } from 'node:path';
import { isWithin, realPathOf } from '../../io/real-path.js';
import { isRecord } from '../../is-record.js';
import { installAdvice } from '../../settings/install-advice.js';
import { memoryReadRules } from '../../settings/memory-read-rule.js';
import type { Workspace } from '../../workspace/resolve.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';
import type { Registration } from './registrations.js';
import type { SettingsLevel } from './settings-levels.js';

/**
 * The folder a permissions rule names, everything below it included: `Read` alone (every
 * file), `Read(//abs/**)`, `Read(~/path/**)`, `Read(~/**)`, `Read(//**)`; undefined for any
 * other rule (a pattern of files, a path relative to a folder, another tool). The path as
 * written: Claude Code matches a rule against the path asked for and the one a link leads to.
 */
function readFolderOf(rule: string, home: string | undefined): string | undefined {
  if (rule === 'Read') return '/';
  const path = /^Read\((.*)\/\*\*\)$/.exec(rule)?.[1];
  if (path === undefined || /[*?[\]{}]/.test(path)) return undefined;
  if (path === '/') return '/';
  if (path.startsWith('//')) return path.slice(1);
  if (home !== undefined && (path === '~' || path.startsWith('~/'))) return join(home, path.slice(1));
  return undefined;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((e): e is string => typeof e === 'string') : []);

/** The first rule of `list` in any level that covers `path`, with the file it is in. */
function coveringRule(levels: readonly SettingsLevel[], list: 'allow' | 'deny' | 'ask', path: string, home: string | undefined) {
  for (const level of levels) {
    const permissions = level.settings.permissions;
    if (!isRecord(permissions)) continue;
    const rule = strings(permissions[list]).find((entry) => {
      const folder = readFolderOf(entry, home);
      return folder !== undefined && isWithin(path, folder);
    });
    if (rule) return { rule, path: level.path };
    if (list !== 'allow') continue;
    const folder = strings(permissions.additionalDirectories).find((entry) => isAbsolute(entry) && isWithin(path, entry));
    if (folder) return { rule: folder, path: level.path };
  }
  return undefined;
}

/**
 * Can Claude Code's Read tool open a memory without asking? It asks before reading a file
 * outside the launch folder, and `claude -p` cannot ask (the read is refused): a session
 * launched below the folder that holds `.ai-core/` needs a rule in permissions.allow for
 * the memory folder, and for where a link leads to it (lib/settings/memory-read-rule.ts),
 * or the folder among permissions.additionalDirectories, or our Read hook, which allows
 * such a read; a deny or ask rule for it wins over all three. No row where the memory
 * folder is inside the launch folder.
 */
export function checkClaudeRead(
  levels: readonly SettingsLevel[],
  registrations: readonly Registration[],
  workspace: Workspace | undefined,
  ctx: DoctorContext,
  /** the Read hook is registered: it lets a memory of the launch folder's workspace be read (lib/hook/memory-read.ts) */
  readHook = false,
): CheckResult | undefined {
  if (!workspace || registrations.length === 0) return undefined;
  const given = workspace.memoryRoot;
  const real = realPathOf(given) ?? given;
  if (isWithin(given, ctx.dir) || isWithin(real, realPathOf(ctx.dir) ?? ctx.dir)) return undefined;
  const paths = [...new Set([given, real])];
  for (const list of ['deny', 'ask'] as const) {
    const stop = paths.map((path) => coveringRule(levels, list, path, ctx.home)).find((found) => found !== undefined);
    if (stop) return warn('read', (m) => m.doctor.readStopped(stop.rule, stop.path, given));
  }
  const allowed = paths.map((path) => coveringRule(levels, 'allow', path, ctx.home));
  if (allowed.every((found) => found !== undefined)) {
    const shown = allowed.map((found) => `${found?.rule} (${found?.path})`).join(', ');
    return ok('read', (m) => m.doctor.readAllowed(shown));
  }
  if (readHook) return ok('read', (m) => m.doctor.readByHook);
  const rules = memoryReadRules(given);
  const pluginOnly = registrations.every((r) => r.via === 'plugin');
  return warn(
    'read',
    (m) => m.doctor.readAsks(given),
    (m) =>
      rules === undefined
        ? m.doctor.readAsksFixFolder(real)
        : pluginOnly
          ? m.doctor.readAsksFixPlugin(rules.join(', '))
          : m.doctor.readAsksFix(installAdvice(ctx, { dir: ctx.dir }), rules.join(', ')),
  );
}
