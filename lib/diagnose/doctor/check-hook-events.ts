import { HOOK_EVENTS, type HookEvent } from '../../io/package-paths.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';
import { hookEntries } from './hook-entries.js';
import { pluginHookEntries } from './plugin-state.js';
import { LIST_EVENT, ourCommandTest, type RegistrationScan } from './registrations.js';

/** What a user goes without when an event's hook is missing. */
const WITHOUT: Record<Exclude<HookEvent, typeof LIST_EVENT>, string> = {
  SessionStart: 'the list again after /compact and /clear',
  PostToolUse: 'the check of memory files Claude writes',
  PreCompact: 'unsaved knowledge kept through automatic compaction',
  PreToolUse: "subagents' lists ranked for their tasks",
  SubagentStart: 'the list for subagents',
};

interface Source {
  label: string;
  has: (event: HookEvent) => boolean;
  fix: string;
}

/**
 * Where the list hook is registered, every other hook of ours should be too: an install
 * made by an older version has only the events it knew, and `install` again adds the rest.
 */
function sources(scan: RegistrationScan, ctx: DoctorContext): Source[] {
  const found: Source[] = [];
  for (const level of scan.levels) {
    const isOurs = ourCommandTest(ctx, level.path);
    const ours = (event: string) => hookEntries(level.settings, event).some((entry) => isOurs(entry.command));
    if (!ours(LIST_EVENT)) continue;
    const flag = level.scope === 'user' ? '' : ` --scope ${level.scope}`;
    found.push({ label: `${level.scope} settings (${level.path})`, has: ours, fix: `\`project-memory install${flag}\` adds them` });
  }
  for (const plugin of scan.plugins) {
    if (!plugin.root) continue;
    const root = plugin.root;
    const ours = (event: string) => pluginHookEntries(root, event).length > 0;
    if (!ours(LIST_EVENT)) continue;
    found.push({ label: `plugin ${plugin.id} (${root})`, has: ours, fix: `update the plugin: \`claude plugin update ${plugin.id}\`` });
  }
  return found;
}

export function checkHookEvents(scan: RegistrationScan, ctx: DoctorContext): CheckResult | undefined {
  const all = sources(scan, ctx);
  // no list hook at all: the registration check already says so
  if (all.length === 0) return undefined;
  const gaps = all.flatMap((source) => {
    const missing = HOOK_EVENTS.filter((event) => event !== LIST_EVENT && !source.has(event));
    return missing.length === 0 ? [] : [{ source, missing }];
  });
  if (gaps.length === 0) return ok('hook-events', `all ${HOOK_EVENTS.length} hooks registered: ${HOOK_EVENTS.join(', ')}`);
  return warn(
    'hook-events',
    gaps.map(({ source, missing }) => `${source.label} lacks ${missing.map((e) => `${e} (${WITHOUT[e as keyof typeof WITHOUT]})`).join(', ')}`).join('; '),
    [...new Set(gaps.map(({ source }) => source.fix))].join('; '),
  );
}
