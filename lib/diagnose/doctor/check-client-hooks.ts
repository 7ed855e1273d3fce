import { CLIENT_NAMES } from '../../model/clients.js';
import { readTrustedHash } from '../../settings/codex-config.js';
import { trustEntries } from '../../settings/codex-trust.js';
import { LIST_EVENTS } from '../../settings/hook-specs.js';
import { type CheckResult, type DoctorContext, fail, ok, warn } from './check.js';
import type { ClientScan } from './client-scan.js';
import { hookEntries } from './hook-entries.js';
import { distinctCommands, ourCommandTest } from './registrations.js';

const installCommand = (client: string, scope?: string, extra = ''): string =>
  `\`project-memory install --client ${client}${scope && scope !== 'user' ? ` --scope ${scope}` : ''}${extra}\``;

/** A hook file the client cannot read loses every hook in it. */
export function checkClientFiles(scan: ClientScan): CheckResult {
  const name = CLIENT_NAMES[scan.client];
  const broken = scan.levels.filter((level) => level.error !== undefined);
  if (broken.length === 0) {
    const present = scan.levels.filter((level) => level.exists).map((level) => `${level.scope} (${level.path})`);
    return ok('settings', present.length > 0 ? `${name} hook files readable: ${present.join(', ')}` : `no ${name} hook files yet`);
  }
  return fail(
    'settings',
    broken.map((level) => `${level.scope}: ${level.error ?? ''}`).join('; '),
    `fix the file: ${name} cannot read the hooks in it${scan.client === 'gemini' ? ' (comments are allowed, a trailing comma is not)' : ''}`,
  );
}

/** Is the list hook registered where the client reads it for a launch in DIR, and only once? */
export function checkClientRegistration(scan: ClientScan, ctx: DoctorContext): CheckResult {
  const { client } = scan;
  const name = CLIENT_NAMES[client];
  const event = LIST_EVENTS[client];
  const unread = scan.levels.filter((level) => !level.read && hookEntries(level.settings, event).some((e) => ourCommandTest(ctx, level.path)(e.command)));
  const untrustedProject =
    unread.length > 0 && scan.project
      ? `; ${unread.map((l) => l.path).join(', ')} registers it, but Codex reads it only in a trusted project, and ${scan.project.root} is not trusted in ${scan.config?.path}`
      : '';
  const commands = distinctCommands(scan.registrations);
  if (commands.length === 0) {
    return fail(
      'hook',
      `no project-memory ${event} hook for ${name} in a launch in ${ctx.dir}${untrustedProject}`,
      untrustedProject ? `start \`codex\` in ${scan.project?.root} and trust the folder when it asks` : installCommand(client),
    );
  }
  const where = [...new Set(scan.registrations.map((r) => `${r.via} (${r.source})`))];
  if (commands.length > 1) {
    return warn(
      'hook',
      `registered ${commands.length} times (${where.join(' and ')}): ${name} runs each, and the list is paid for ${commands.length} times`,
      `keep one: \`project-memory uninstall --client ${client} --scope project\` removes the project's`,
    );
  }
  return ok('hook', `registered in ${where.join(' and ')}${untrustedProject}`);
}

/** Where the list hook is, SessionStart should be too: Codex shows the list again after compaction, Gemini forgets a cleared session. */
export function checkClientEvents(scan: ClientScan, ctx: DoctorContext): CheckResult | undefined {
  const lacking = scan.levels.filter((level) => {
    if (!level.read) return false;
    const isOurs = ourCommandTest(ctx, level.path);
    const has = (event: string) => hookEntries(level.settings, event).some((e) => isOurs(e.command));
    return has(LIST_EVENTS[scan.client]) && !has('SessionStart');
  });
  const withList = scan.registrations.length;
  if (withList === 0) return undefined;
  if (lacking.length === 0) return ok('hook-events', `both hooks registered: ${LIST_EVENTS[scan.client]}, SessionStart`);
  const without = scan.client === 'codex' ? 'the list again after compaction' : 'the full list again after /clear';
  return warn(
    'hook-events',
    `${lacking.map((l) => `${l.scope} (${l.path})`).join(', ')} lacks SessionStart (${without})`,
    lacking.map((l) => installCommand(scan.client, l.scope)).join('; '),
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
    .flatMap((l) => trustEntries(l.path, l.settings, ourCommandTest(ctx, l.path)).map((e) => ({ ...e, scope: l.scope })));
  if (entries.length === 0) return undefined;
  const states = entries.map((e) => {
    const recorded = readTrustedHash(config.text, e.key);
    return { ...e, state: recorded === undefined ? 'untrusted' : recorded === e.hash ? 'trusted' : 'modified' };
  });
  const bad = states.filter((s) => s.state !== 'trusted');
  if (bad.length === 0) return ok('hook-trust', `Codex trusts all ${states.length} project-memory hooks (${config.path})`);
  const scopes = [...new Set(bad.map((b) => b.scope))];
  return fail(
    'hook-trust',
    `Codex skips ${bad.length} project-memory ${bad.length === 1 ? 'hook' : 'hooks'} without a word: ${bad.map((b) => `${b.event} ${b.state === 'modified' ? '(changed since it was trusted)' : '(not trusted)'}`).join(', ')}`,
    `start \`codex\`, type /hooks and press t on each project-memory hook, or ${scopes.map((s) => installCommand('codex', s, ' --trust-hooks')).join(' and ')}`,
  );
}
