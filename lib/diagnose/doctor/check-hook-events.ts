import type { Say } from '../../cli/errors.js';
import { HOOK_NAMES, type HookName, hookEvent, hookFileName } from '../../io/package-paths.js';
import { installAdvice } from '../../settings/install-advice.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';
import { hookEntries } from './hook-entries.js';
import { pluginHookEntries } from './plugin-state.js';
import { LIST_EVENT, type RegistrationScan } from './registrations.js';

type OtherHook = Exclude<HookName, typeof LIST_EVENT>;

interface Source {
  label: Say;
  has: (hook: HookName) => boolean;
  fix: Say;
}

/**
 * Counted by hook, as install adds them, not by event: PreToolUse holds two of ours
 * (a sub-agent's task, the check and count of a read memory), and an install from before
 * the Read hook ran there has the event but lacks that hook.
 */
const holds = (entries: readonly { command: string }[], hook: HookName, isOurs: (command: string) => boolean): boolean =>
  entries.some((entry) => isOurs(entry.command) && entry.command.includes(hookFileName(hook)));

/** "UserPromptSubmit, SessionStart, PreToolUse ×2, …": each event once, with how many of our hooks it holds. */
function eventsOf(hooks: readonly HookName[]): string[] {
  const counts = new Map<string, number>();
  for (const hook of hooks) counts.set(hookEvent(hook), (counts.get(hookEvent(hook)) ?? 0) + 1);
  return [...counts].map(([event, count]) => (count === 1 ? event : `${event} ×${count}`));
}

/**
 * Where the list hook is registered, every other hook of ours should be too: an install
 * made by an older version has only the events it knew, and `install` again adds the rest.
 */
function sources(scan: RegistrationScan, ctx: DoctorContext): Source[] {
  const found: Source[] = [];
  for (const level of scan.levels) {
    const isOurs = scan.owners(level.path);
    const ours = (hook: HookName) => holds(hookEntries(level.settings, hookEvent(hook)), hook, isOurs);
    if (!ours(LIST_EVENT)) continue;
    found.push({
      label: (m) => m.doctor.hook.inSettings(level.scope, level.path),
      has: ours,
      fix: (m) => m.doctor.events.installAdds(installAdvice(ctx, { scope: level.scope, dir: ctx.dir })),
    });
  }
  for (const plugin of scan.plugins) {
    if (!plugin.root) continue;
    const root = plugin.root;
    const ours = (hook: HookName) => holds(pluginHookEntries(root, hookEvent(hook)), hook, () => true);
    if (!ours(LIST_EVENT)) continue;
    found.push({ label: (m) => m.doctor.events.plugin(plugin.id, root), has: ours, fix: (m) => m.doctor.events.updatePlugin(plugin.id) });
  }
  return found;
}

/** Whether any settings level or enabled plugin registers `hook` of ours. */
export function hookRegistered(scan: RegistrationScan, hook: HookName): boolean {
  return (
    scan.levels.some((level) => holds(hookEntries(level.settings, hookEvent(hook)), hook, scan.owners(level.path))) ||
    scan.plugins.some((plugin) => plugin.root !== undefined && holds(pluginHookEntries(plugin.root, hookEvent(hook)), hook, () => true))
  );
}

export function checkHookEvents(scan: RegistrationScan, ctx: DoctorContext): CheckResult | undefined {
  const all = sources(scan, ctx);
  // no list hook at all: the registration check already says so
  if (all.length === 0) return undefined;
  const gaps = all.flatMap((source) => {
    const missing = HOOK_NAMES.filter((hook): hook is OtherHook => hook !== LIST_EVENT && !source.has(hook));
    return missing.length === 0 ? [] : [{ source, missing }];
  });
  if (gaps.length === 0) return ok('hook-events', (m) => m.doctor.events.ok(HOOK_NAMES.length, eventsOf(HOOK_NAMES)));
  return warn(
    'hook-events',
    (m) =>
      gaps
        .map(({ source, missing }) =>
          m.doctor.events.lacks(
            source.label(m),
            missing.map((hook) => `${hookEvent(hook)} (${m.doctor.events.without[hook]})`),
          ),
        )
        .join('; '),
    (m) => [...new Set(gaps.map(({ source }) => source.fix(m)))].join('; '),
  );
}
