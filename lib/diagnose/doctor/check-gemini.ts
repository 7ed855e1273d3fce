import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isWithin, realPathOf } from '../../io/real-path.js';
import { isRecord } from '../../is-record.js';
import { GEMINI_HOOK_NAME } from '../../settings/hook-specs.js';
import { installAdvice } from '../../settings/install-advice.js';
import type { Workspace } from '../../workspace/resolve.js';
import { type CheckResult, type DoctorContext, fail, ok, warn } from './check.js';
import type { ClientScan } from './client-scan.js';

/** The real path, or the path as given when it cannot be resolved. */
const real = (path: string): string => realPathOf(path) ?? path;

/** An includeDirectories entry as Gemini CLI 0.61.0 resolves it: `~/` is HOME, a relative path is under the launch folder. */
function resolveEntry(entry: string, dir: string, home: string | undefined): string {
  const expanded = home && (entry === '~' || entry.startsWith('~/')) ? join(home, entry.slice(1)) : entry;
  return real(resolve(dir, expanded));
}

/**
 * Can Gemini's read_file open a memory? It refuses every path outside the launch folder
 * and `context.includeDirectories` (user and project entries add up), with "Path not in
 * workspace": the list would name files the model cannot read.
 */
export function checkGeminiRead(scan: ClientScan, workspace: Workspace | undefined, ctx: DoctorContext): CheckResult | undefined {
  if (scan.client !== 'gemini' || !workspace) return undefined;
  const memoryRoot = real(workspace.memoryRoot);
  if (isWithin(memoryRoot, real(ctx.dir))) return ok('read', (m) => m.doctor.clients.readInside(workspace.memoryRoot));
  const entries = scan.levels.flatMap((level) => {
    const context = level.settings.context;
    const list = isRecord(context) && Array.isArray(context.includeDirectories) ? context.includeDirectories : [];
    return list.filter((e): e is string => typeof e === 'string').map((entry) => ({ entry, level }));
  });
  const covering = entries.find(({ entry }) => isWithin(memoryRoot, resolveEntry(entry, ctx.dir, ctx.env.GEMINI_CLI_HOME || ctx.home)));
  if (covering) return ok('read', (m) => m.doctor.clients.readIncluded(covering.entry, covering.level.path));
  return warn(
    'read',
    (m) => m.doctor.clients.readRefused(workspace.memoryRoot),
    // the install in use adds it: a user-scope one to the launch folder's settings too (lib/settings/gemini-launch-include.ts)
    (m) =>
      m.doctor.clients.readFix(
        installAdvice(ctx, { client: 'gemini', scope: scan.registrations.some((r) => r.via === 'project') ? 'project' : 'user', dir: ctx.dir }),
      ),
  );
}

/**
 * Does every folder `context.includeDirectories` names exist? Gemini CLI 0.61.0 adds each to
 * the workspace at startup and exits 1 on one that is missing or not a folder ("An
 * unexpected critical error occurred: Error: Directory does not exist"): an entry in the
 * user's settings stops it in every folder, one in DIR's project settings in DIR. Older
 * installs wrote a repository's memory folder into the user's settings, which a deleted
 * clone or a checkout of a branch without .ai-core/ takes away.
 */
export function checkGeminiIncludes(scan: ClientScan, ctx: DoctorContext): CheckResult | undefined {
  if (scan.client !== 'gemini') return undefined;
  const home = ctx.env.GEMINI_CLI_HOME || ctx.home;
  const entries = scan.levels.flatMap((level) => {
    const context = level.settings.context;
    const list = isRecord(context) && Array.isArray(context.includeDirectories) ? context.includeDirectories : [];
    return list.filter((e): e is string => typeof e === 'string' && e !== '').map((entry) => ({ entry, level }));
  });
  if (entries.length === 0) return undefined;
  for (const { entry, level } of entries) {
    const resolved = resolveEntry(entry, ctx.dir, home);
    if (statSync(resolved, { throwIfNoEntry: false })?.isDirectory()) continue;
    const everywhere = level.scope === 'user';
    return fail(
      'include-dirs',
      (m) => m.doctor.clients.includeGone(entry, level.path, resolved, everywhere),
      (m) => m.doctor.clients.includeGoneFix(entry, level.path),
    );
  }
  return ok('include-dirs', (m) => m.doctor.clients.includesOk(entries.length));
}

/** Gemini CLI runs no hook with `hooksConfig.enabled: false`, and none named in `hooksConfig.disabled`. */
export function checkGeminiEnabled(scan: ClientScan): CheckResult | undefined {
  if (scan.client !== 'gemini' || scan.registrations.length === 0) return undefined;
  // the project's settings win over the user's; disabled names add up
  let off: string | undefined;
  const named: string[] = [];
  for (const level of scan.levels) {
    const config = level.settings.hooksConfig;
    if (!isRecord(config)) continue;
    if (config.enabled === false) off = level.path;
    else if (config.enabled === true) off = undefined;
    if (Array.isArray(config.disabled) && config.disabled.includes(GEMINI_HOOK_NAME)) named.push(level.path);
  }
  if (off) {
    const path = off;
    return fail(
      'hooks-enabled',
      (m) => m.doctor.clients.hooksOff(path),
      (m) => m.doctor.clients.hooksOffFix(path),
    );
  }
  if (named.length > 0) {
    return fail(
      'hooks-enabled',
      (m) => m.doctor.clients.hooksNamed(GEMINI_HOOK_NAME, named.join(', ')),
      (m) => m.doctor.clients.hooksNamedFix(GEMINI_HOOK_NAME),
    );
  }
  return ok('hooks-enabled', (m) => m.doctor.clients.hooksOn);
}
