import type { Say } from '../../cli/errors.js';
import type { CliMessages } from '../../i18n/types.js';
import type { RunContext } from '../../io/run-context.js';
import type { Client } from '../../model/clients.js';

export type CheckStatus = 'ok' | 'warn' | 'fail';

/**
 * One row of the doctor table: what was found and, unless ok, what to do about it. The
 * words are picked from the catalogue when the row is printed (`Say`, as errors do), so
 * the table is in the reader's language and `--json` in English.
 */
export interface CheckResult {
  /** stable, English: scripts select rows by it */
  id: string;
  status: CheckStatus;
  message: Say;
  fix?: Say;
}

/** A row in words: what the table and `--json` print. */
interface CheckRow {
  id: string;
  status: CheckStatus;
  message: string;
  fix?: string;
}

export function checkRow(result: CheckResult, m: CliMessages): CheckRow {
  return { id: result.id, status: result.status, message: result.message(m), ...(result.fix ? { fix: result.fix(m) } : {}) };
}

/** What every check may look at: the launch folder and the injected outside world. */
export interface DoctorContext {
  /** the launch folder doctor acts for (--dir) */
  dir: string;
  env: RunContext['env'];
  home: string | undefined;
  /** how to run the CLI in a printed fix (default `project-memory`) */
  self?: string;
  /** replaces asking tmux for the session name (tests) */
  tmuxSessionName?: () => string | undefined;
  /** the client whose hooks are checked (default Claude Code) */
  client?: Client;
}

export const ok = (id: string, message: Say): CheckResult => ({ id, status: 'ok', message });
export const warn = (id: string, message: Say, fix?: Say): CheckResult => ({ id, status: 'warn', message, fix });
export const fail = (id: string, message: Say, fix?: Say): CheckResult => ({ id, status: 'fail', message, fix });
