import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isRecord } from '../is-record.js';
import type { Settings } from './settings-merge.js';

/**
 * Codex CLI 0.169.0 runs a hook only once the user trusts it, and skips an untrusted one
 * without a word. Trust is a line in $CODEX_HOME/config.toml per handler:
 *
 *   [hooks.state."<hooks.json path>:<snake_case event>:<group index>:<handler index>"]
 *   trusted_hash = "sha256:<hex>"
 *
 * Reproduced from what `codex app-server` (hooks/list) reports and what the TUI's /hooks
 * writes: the hash is sha256 over JSON with sorted keys and no nulls of
 * `{event_name, matcher?, hooks: [{type, command, timeout (default 600), async, statusMessage?}]}`.
 * So it covers the event, the matcher, the command string and the timeout, and not the
 * file the command runs: a new build of the same hook keeps its trust. The key holds the
 * file's absolute path, with Codex's home folder resolved through symbolic links, and the
 * handler's position, so a hook put in front of ours moves ours to a key nobody trusted.
 */
export interface TrustEntry {
  event: string;
  key: string;
  hash: string;
  command: string;
}

/** `UserPromptSubmit` → `user_prompt_submit`, as Codex names events in keys and hashes. */
function snakeEvent(event: string): string {
  return event.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** `path` with its folder resolved through symbolic links, as far as it exists. */
function resolvedPath(path: string): string {
  const dir = dirname(path);
  try {
    return join(realpathSync(dir), basename(path));
  } catch {
    return dir === path ? path : join(resolvedPath(dir), basename(path));
  }
}

export function trustKey(hooksPath: string, event: string, group: number, handler: number): string {
  return `${resolvedPath(hooksPath)}:${snakeEvent(event)}:${group}:${handler}`;
}

/** JSON with sorted keys and no null or undefined values, as Codex hashes it. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Codex's default timeout, in seconds, for a handler without one. */
const DEFAULT_TIMEOUT_S = 600;

export function trustHash(event: string, matcher: unknown, hook: Record<string, unknown>): string {
  const normalized = {
    event_name: snakeEvent(event),
    // an empty matcher counts as none
    matcher: typeof matcher === 'string' && matcher !== '' ? matcher : undefined,
    hooks: [
      {
        type: 'command',
        command: hook.command,
        timeout: typeof hook.timeout === 'number' ? hook.timeout : DEFAULT_TIMEOUT_S,
        async: typeof hook.async === 'boolean' ? hook.async : false,
        statusMessage: typeof hook.statusMessage === 'string' ? hook.statusMessage : undefined,
      },
    ],
  };
  return `sha256:${createHash('sha256').update(canonical(normalized)).digest('hex')}`;
}

/** The key and hash of every hook command in a hooks.json object that `isOurs` claims. */
export function trustEntries(hooksPath: string, settings: Settings, isOurs: (command: string) => boolean): TrustEntry[] {
  const hooks = isRecord(settings.hooks) ? settings.hooks : {};
  const found: TrustEntry[] = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    groups.forEach((group: unknown, g) => {
      if (!isRecord(group) || !Array.isArray(group.hooks)) return;
      group.hooks.forEach((hook: unknown, h) => {
        if (!isRecord(hook) || typeof hook.command !== 'string' || !isOurs(hook.command)) return;
        found.push({ event, key: trustKey(hooksPath, event, g, h), hash: trustHash(event, group.matcher, hook), command: hook.command });
      });
    });
  }
  return found;
}
