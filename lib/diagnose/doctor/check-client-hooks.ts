import type { CliMessages } from '../../i18n/types.js';
import { CLIENT_NAMES } from '../../model/clients.js';
import { hooksFeatureOff } from '../../settings/codex-config.js';
import { trustEntries } from '../../settings/codex-trust.js';
import { LIST_EVENTS, otherEvents } from '../../settings/hook-specs.js';
import { readTrustedHash } from '../../settings/hook-trust-toml.js';
import { installAdvice, uninstallAdvice } from '../../settings/install-advice.js';
import { checkToml } from '../../settings/toml-check.js';
import { type CheckResult, type DoctorContext, fail, ok, warn } from './check.js';
import { brokenFirst } from './check-hook-files.js';
import type { ClientScan } from './client-scan.js';
import { hookEntries } from './hook-entries.js';
import { distinctCommands } from './registrations.js';

/** Is the list hook registered where the client reads it for a launch in DIR, and only once? */
export function checkClientRegistration(scan: ClientScan, ctx: DoctorContext): CheckResult {
  const { client } = scan;
  const name = CLIENT_NAMES[client];
  const event = LIST_EVENTS[client];
  const unread = scan.levels.filter((level) => {
    if (level.read) return false;
    const isOurs = scan.owners(level.path);
    return hookEntries(level.settings, event).some((e) => isOurs(e.command));
  });
  const project = unread.length > 0 ? scan.project : undefined;
  const note = (m: CliMessages) =>
    project ? m.doctor.clients.untrustedProject(unread.map((l) => l.path).join(', '), project.root, scan.config?.path ?? '') : '';
  const commands = distinctCommands(scan.registrations);
  if (commands.length === 0) {
    // the folder doctor looked at, named: pasted elsewhere, install would set up that place's
    // memory folder (and Gemini's include), and the launch doctor checked would still lack one
    return fail(
      'hook',
      (m) => m.doctor.clients.notRegistered(event, name, ctx.dir, note(m)),
      (m) => (project ? m.doctor.clients.trustProjectFix(project.root) : brokenFirst(scan.levels, m, installAdvice(ctx, { client, dir: ctx.dir }))),
    );
  }
  // each place in the reader's words (사용자 설정), as the rows of Claude Code's say it
  const whereIn = (m: CliMessages) => [...new Set(scan.registrations.map((r) => m.doctor.hook.inSettings(r.via, r.source)))].join(', ');
  if (commands.length > 1) {
    return warn(
      'hook',
      (m) => m.doctor.clients.many(commands.length, whereIn(m), name),
      (m) => m.doctor.clients.manyFix(uninstallAdvice(ctx, { client, scope: 'project' })),
    );
  }
  return ok('hook', (m) => m.doctor.clients.registered(whereIn(m), note(m)));
}

/**
 * Where the list hook is, the client's other hooks should be too: SessionStart (Codex shows
 * the list again after compaction, Gemini forgets a cleared session) and Gemini's
 * BeforeModel (the list again after a compression). An install by an older version has
 * only those it knew; `install` again adds the rest.
 */
export function checkClientEvents(scan: ClientScan, ctx: DoctorContext): CheckResult | undefined {
  if (scan.client === 'claude' || scan.registrations.length === 0) return undefined;
  const others = otherEvents(scan.client);
  const lacking = scan.levels.flatMap((level) => {
    if (!level.read) return [];
    const isOurs = scan.owners(level.path);
    const has = (event: string) => hookEntries(level.settings, event).some((e) => isOurs(e.command));
    const missing = others.filter((event) => !has(event));
    return has(LIST_EVENTS[scan.client]) && missing.length > 0 ? [{ level, missing }] : [];
  });
  if (lacking.length === 0) return ok('hook-events', (m) => m.doctor.clients.eventsOk([LIST_EVENTS[scan.client], ...others]));
  const missing = [...new Set(lacking.flatMap((l) => l.missing))];
  const where = (m: CliMessages) => lacking.map(({ level }) => m.doctor.hook.inSettings(level.scope, level.path)).join(', ');
  const fix = lacking.map(({ level }) => installAdvice(ctx, { client: scan.client, scope: level.scope, dir: ctx.dir })).join('; ');
  return warn(
    'hook-events',
    (m) => m.doctor.clients.eventsLacking(where(m), missing, scan.client !== 'codex'),
    () => fix,
  );
}

/**
 * Codex 0.169.0 does not start on a config.toml it cannot parse ("failed to load bootstrap
 * configuration"): no hook runs, trusted or not, and what the trust rows read in it is moot.
 */
export function checkCodexConfig(scan: ClientScan): CheckResult | undefined {
  if (scan.client !== 'codex' || !scan.config) return undefined;
  const { path, text } = scan.config;
  const check = checkToml(text);
  if (check.ok) return undefined;
  return fail(
    'codex-config',
    (m) => m.toml.invalid(path, check),
    (m) => m.doctor.clients.codexConfigFix,
  );
}

/**
 * Codex 0.169.0 skips a hook the user has not trusted, without a word: the most likely
 * reason the list never shows. Trust is checked the way Codex checks it, by key and hash.
 */
export function checkCodexTrust(scan: ClientScan, ctx: DoctorContext): CheckResult | undefined {
  if (scan.client !== 'codex' || !scan.config) return undefined;
  const config = scan.config;
  const entries = scan.levels
    .filter((l) => l.read)
    .flatMap((l) => trustEntries(l.path, l.settings, scan.owners(l.path)).map((e) => ({ ...e, scope: l.scope })));
  if (entries.length === 0) return undefined;
  const states = entries.map((e) => {
    const recorded = readTrustedHash(config.text, e.key);
    return { ...e, state: recorded === undefined ? 'untrusted' : recorded === e.hash ? 'trusted' : 'modified' };
  });
  const bad = states.filter((s) => s.state !== 'trusted');
  if (bad.length === 0) return ok('hook-trust', (m) => m.doctor.clients.trustOk(states.length, config.path));
  // with the folder doctor looked at: run elsewhere, install would set up the memory folder of that other place
  const commands = [...new Set(bad.map((b) => b.scope))]
    .map((s) => installAdvice(ctx, { client: 'codex', scope: s, dir: ctx.dir, trustHooks: true }))
    .join(', ');
  return fail(
    'hook-trust',
    (m) => m.doctor.clients.trustBad(bad.length, bad.map((b) => m.doctor.clients.trustHook(b.event, b.state === 'modified')).join(', ')),
    (m) => m.doctor.clients.trustFix(commands),
  );
}

/**
 * Codex 0.169.0 runs no hook at all once config.toml turns its `hooks` feature off
 * (`[features] hooks = false`, or the older `codex_hooks`): trusted or not, the list never
 * shows, and nothing says why.
 */
export function checkCodexHooksFeature(scan: ClientScan): CheckResult | undefined {
  if (scan.client !== 'codex' || !scan.config || scan.registrations.length === 0) return undefined;
  const config = scan.config;
  const off = hooksFeatureOff(config.text);
  if (off === undefined) return ok('hooks-enabled', (m) => m.doctor.clients.codexHooksOn(config.path));
  return fail(
    'hooks-enabled',
    (m) => m.doctor.clients.codexHooksOff(off.key, `${config.path}:${off.line}`),
    (m) => m.doctor.clients.codexHooksOffFix(off.key, config.path),
  );
}
