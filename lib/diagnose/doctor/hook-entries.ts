import { isRecord } from '../../is-record.js';

/** The command hooks registered for one event in a `{ "hooks": { … } }` object (settings or hooks.json). */
export interface HookEntry {
  command: string;
  /** seconds, when set */
  timeout?: number;
}

export function hookEntries(container: unknown, event: string): HookEntry[] {
  const groups = isRecord(container) && isRecord(container.hooks) ? container.hooks[event] : undefined;
  if (!Array.isArray(groups)) return [];
  const entries: HookEntry[] = [];
  for (const group of groups as unknown[]) {
    if (!isRecord(group) || !Array.isArray(group.hooks)) continue;
    for (const hook of group.hooks as unknown[]) {
      if (!isRecord(hook) || typeof hook.command !== 'string') continue;
      entries.push({ command: hook.command, timeout: typeof hook.timeout === 'number' ? hook.timeout : undefined });
    }
  }
  return entries;
}
