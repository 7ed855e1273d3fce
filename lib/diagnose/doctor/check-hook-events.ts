import type { Say } from '../../cli/errors.js';
import { HOOK_EVENTS, type HookEvent } from '../../io/package-paths.js';
import { installAdvice } from '../../settings/install-advice.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';
import { hookEntries } from './hook-entries.js';
import { pluginHookEntries } from './plugin-state.js';
import { LIST_EVENT, type RegistrationScan } from './registrations.js';

type OtherEvent = Exclude<HookEvent, typeof LIST_EVENT>;

interface Source {
  label: Say;
  has: (event: HookEvent) => boolean;
  fix: Say;
}

/**
 * Where the list hook is registered, every other hook of ours should be too: an install
 * made by an older version has only the events it knew, and `install` again adds the rest.
 */
function sources(scan: RegistrationScan, ctx: DoctorContext): Source[] {
  const found: Source[] = [];
  for (const level of scan.levels) {
    const isOurs = scan.owners(level.path);
    const ours = (event: string) => hookEntries(level.settings, event).some((entry) => isOurs(entry.command));
    if (!ours(LIST_EVENT)) continue;
    found.push({
      label: (m) => m.doctor.hook.inSettings(level.scope, level.path),
      has: ours,
      fix: (m) => m.doctor.events.installAdds(installAdvice(ctx, { scope: level.scope })),
    });
  }
  for (const plugin of scan.plugins) {
    if (!plugin.root) continue;
    const root = plugin.root;
    const ours = (event: string) => pluginHookEntries(root, event).length > 0;
    if (!ours(LIST_EVENT)) continue;
    found.push({ label: (m) => m.doctor.events.plugin(plugin.id, root), has: ours, fix: (m) => m.doctor.events.updatePlugin(plugin.id) });
  }
  return found;
}

export function checkHookEvents(scan: RegistrationScan, ctx: DoctorContext): CheckResult | undefined {
  const all = sources(scan, ctx);
  // no list hook at all: the registration check already says so
  if (all.length === 0) return undefined;
  const gaps = all.flatMap((source) => {
    const missing = HOOK_EVENTS.filter((event): event is OtherEvent => event !== LIST_EVENT && !source.has(event));
    return missing.length === 0 ? [] : [{ source, missing }];
  });
  if (gaps.length === 0) return ok('hook-events', (m) => m.doctor.events.ok(HOOK_EVENTS.length, HOOK_EVENTS));
  return warn(
    'hook-events',
    (m) =>
      gaps
        .map(({ source, missing }) =>
          m.doctor.events.lacks(
            source.label(m),
            missing.map((e) => `${e} (${m.doctor.events.without[e]})`),
          ),
        )
        .join('; '),
    (m) => [...new Set(gaps.map(({ source }) => source.fix(m)))].join('; '),
  );
}
