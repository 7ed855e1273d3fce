/**
 * What install and uninstall print for a person: each hook command is some 230
 * characters of shell, and a first install adds seven of them, which buried the lines a
 * new user needs (where the memories live, what to commit). Done, the hook changes of one
 * kind are said in one line of their events; the settings file the first line names holds
 * the commands, and --dry-run and --json still show each one.
 */
import type { CliMessages } from '../i18n/types.js';
import type { SettingsChange } from '../model/settings-change.js';

type HookVerb = 'add' | 'update' | 'remove';
type ShownChange = { kind: 'one'; change: SettingsChange } | { kind: 'hooks'; verb: HookVerb; count: number; events: string };

const VERB_OF: Partial<Record<SettingsChange['kind'], HookVerb>> = { 'add-hook': 'add', 'update-hook': 'update', 'remove-hook': 'remove' };

/** `UserPromptSubmit, PreToolUse ×2`: each event once, in first-seen order, with its count past one. */
function eventsText(events: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event, (counts.get(event) ?? 0) + 1);
  return [...counts].map(([event, n]) => (n > 1 ? `${event} ×${n}` : event)).join(', ');
}

/** The changes as printed: hook changes of a kind, two or more, as one line where the first stood. */
function shownChanges(changes: readonly SettingsChange[]): ShownChange[] {
  const byVerb = new Map<HookVerb, string[]>();
  for (const change of changes) {
    const verb = VERB_OF[change.kind];
    if (verb && 'event' in change) byVerb.set(verb, [...(byVerb.get(verb) ?? []), change.event]);
  }
  const shown: ShownChange[] = [];
  for (const change of changes) {
    const verb = VERB_OF[change.kind];
    const events = verb ? byVerb.get(verb) : undefined;
    if (!verb || !events || events.length < 2) shown.push({ kind: 'one', change });
    else if (shown.every((s) => s.kind !== 'hooks' || s.verb !== verb)) shown.push({ kind: 'hooks', verb, count: events.length, events: eventsText(events) });
  }
  return shown;
}

/** The lines install and uninstall print for `changes`: each one planned, or done with hooks grouped. */
export function changeLines(msg: CliMessages, changes: readonly SettingsChange[], dryRun: boolean): string[] {
  if (dryRun) return changes.map((change) => msg.install.would(change));
  return shownChanges(changes).map((s) => (s.kind === 'one' ? msg.install.did(s.change) : msg.install.didHooks(s.verb, s.count, s.events)));
}
