import type { RunContext } from '../../io/run-context.js';

export type CheckStatus = 'ok' | 'warn' | 'fail';

/** One row of the doctor table: what was found and, unless ok, what to do about it. */
export interface CheckResult {
  id: string;
  status: CheckStatus;
  message: string;
  fix?: string;
}

/** What every check may look at: the launch folder and the injected outside world. */
export interface DoctorContext {
  /** the launch folder doctor acts for (--dir) */
  dir: string;
  env: RunContext['env'];
  home: string | undefined;
}

export const ok = (id: string, message: string): CheckResult => ({ id, status: 'ok', message });
export const warn = (id: string, message: string, fix?: string): CheckResult => ({ id, status: 'warn', message, fix });
export const fail = (id: string, message: string, fix?: string): CheckResult => ({ id, status: 'fail', message, fix });
