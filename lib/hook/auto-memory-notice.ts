import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { withoutBom } from '../format/bom.js';
import type { Lang } from '../i18n/lang.js';
import { AUTO_MEMORY_NOTICE } from '../i18n/notice.js';
import { readTextSafely } from '../io/read-file-safely.js';
import type { RunContext } from '../io/run-context.js';
import { isRecord } from '../is-record.js';
import { AUTO_MEMORY_ENV, type AutoMemoryLevel, autoMemoryState } from '../settings/auto-memory.js';
import { claudeConfigDir } from '../settings/claude-config-dir.js';
import { SETTINGS_MAX_BYTES } from '../settings/settings-max-bytes.js';
import { AUTO_MEMORY_KEY, type Settings } from '../settings/settings-merge.js';

/** Marks the notice as shown; `install --keep-auto-memory` sets it too (the user chose). */
export function autoMemoryNoticeMarker(state: string): string {
  return join(state, 'notices', 'auto-memory');
}

/**
 * The one-time notice that Claude Code's auto memory is on, for the user's eyes
 * (a `systemMessage`), or undefined. `install` turns auto memory off in settings; a
 * plugin cannot, so this is how a plugin user learns that "remember this" may land in
 * ~/.claude/projects. Shown once per user: the marker is claimed before the text is
 * returned, so two sessions starting together do not both show it, and without a state
 * folder it is never shown rather than shown every time.
 *
 * A session nobody watches (`claude -p`, a script) never shows a `systemMessage`, so it
 * leaves the notice to the next session at the terminal. Claude Code 2.1.328 tells its
 * hooks which is which: `CLAUDE_CODE_SESSION_ATTENDED` is `0` under `-p` and `1` at the
 * terminal; without the variable the session counts as watched.
 */
export function autoMemoryNotice(launchDir: string, ctx: RunContext, state: string | undefined, lang: Lang): string | undefined {
  if (state === undefined || ctx.env.CLAUDE_CODE_SESSION_ATTENDED === '0') return undefined;
  const marker = autoMemoryNoticeMarker(state);
  if (existsSync(marker)) return undefined;
  if (!autoMemoryState(levelsFor(launchDir, ctx), ctx.env).on) return undefined;
  if (!claim(marker)) return undefined;
  return AUTO_MEMORY_NOTICE[lang](AUTO_MEMORY_KEY, AUTO_MEMORY_ENV);
}

/** user, project and local settings as Claude Code reads them for this launch; a file it cannot parse it ignores, and so does this. */
function levelsFor(launchDir: string, ctx: RunContext): AutoMemoryLevel[] {
  const configDir = claudeConfigDir(ctx.env, ctx.home);
  const files: Array<[string, string | undefined]> = [
    ['user', configDir && join(configDir, 'settings.json')],
    ['project', join(launchDir, '.claude', 'settings.json')],
    ['local', join(launchDir, '.claude', 'settings.local.json')],
  ];
  return files.map(([scope, path]) => ({ scope, settings: path === undefined ? {} : readObject(path) }));
}

function readObject(path: string): Settings {
  try {
    // Claude Code reads past a byte order mark at the start (lib/settings/client-files.ts)
    // never a FIFO or a link to /dev/zero a repository ships as its settings (a session's start would hang on it)
    const value: unknown = JSON.parse(withoutBom(readTextSafely(path, SETTINGS_MAX_BYTES) ?? ''));
    return isRecord(value) ? (value as Settings) : {};
  } catch {
    return {};
  }
}

/** Creates the marker; false when it exists already or cannot be made. */
export function claim(marker: string): boolean {
  try {
    mkdirSync(dirname(marker), { recursive: true, mode: 0o700 });
    closeSync(openSync(marker, 'wx', 0o600));
    return true;
  } catch {
    return false;
  }
}
