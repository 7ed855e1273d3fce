import type { Say } from '../../cli/errors.js';
import type { CliMessages } from '../../i18n/types.js';
import { CLIENT_NAMES, type Client } from '../../model/clients.js';
import { type CheckResult, fail, ok } from './check.js';
import type { SettingsLevel } from './settings-levels.js';

/** What differs between Claude Code's settings files and another client's hook files: the words. */
interface FileWords {
  /** every file readable; `present` are those that exist (none yet: empty) */
  readable(present: readonly SettingsLevel[]): Say;
  /** the files that could not be read, each with its error */
  broken(broken: readonly SettingsLevel[]): Say;
  fix: Say;
}

const errorOf = (level: SettingsLevel, m: CliMessages): string => level.error?.(m) ?? '';

export const CLAUDE_FILE_WORDS: FileWords = {
  readable: (present) => (m) => (present.length > 0 ? m.doctor.settings.valid(present.map((level) => level.scope)) : m.doctor.settings.none),
  broken: (broken) => (m) => broken.map((level) => m.doctor.settings.broken(level.scope, errorOf(level, m))).join('; '),
  fix: (m) => m.doctor.settings.fix,
};

export function clientFileWords(client: Client): FileWords {
  const name = CLIENT_NAMES[client];
  return {
    readable: (present) => (m) =>
      present.length > 0
        ? m.doctor.clients.filesOk(name, present.map((level) => m.doctor.hook.inSettings(level.scope, level.path)).join(', '))
        : m.doctor.clients.filesNone(name),
    broken: (broken) => (m) => m.doctor.clients.filesBroken(broken.map((level) => `${level.scope}: ${errorOf(level, m)}`).join('; ')),
    fix: (m) => m.doctor.clients.filesFix(name, client === 'gemini'),
  };
}

/**
 * A file the client cannot read loses every hook in it. Claude Code 2.1.328 skips it whole
 * and says so once at start-up ("These settings files did not load … Invalid or malformed
 * JSON" on stderr), a line a `claude -p` run easily buries.
 */
export function checkHookFiles(levels: readonly SettingsLevel[], words: FileWords): CheckResult {
  const broken = levels.filter((level) => level.error !== undefined);
  if (broken.length === 0) return ok('settings', words.readable(levels.filter((level) => level.exists)));
  return fail('settings', words.broken(broken), words.fix);
}

/**
 * A fix that starts with the files the client cannot read, where there are any: a hook in
 * one is skipped with it, so it may be there already, and install refuses to write into it.
 */
export function brokenFirst(levels: readonly SettingsLevel[], m: CliMessages, fix: string): string {
  const broken = levels.filter((level) => level.error !== undefined).map((level) => level.path);
  return broken.length > 0 ? m.doctor.hook.fixFilesFirst(broken, fix) : fix;
}
