import { RULE_TEXT } from '../../i18n/rules.js';
import type { ContextFile } from './context-file.js';
import type { Size } from './estimate.js';
import type { GitInfo } from './git-info.js';
import type { ContextWarning } from './warnings.js';

export const REPORT_VERSION = 1;

export interface FileCount extends Size {
  files: number;
}

/**
 * What `project-memory context --json` prints. Scripts rely on it: add fields, never
 * rename or remove one without raising `version`.
 */
export interface ContextReport {
  version: typeof REPORT_VERSION;
  /** the launch folder, absolute */
  dir: string;
  /** context window in tokens the totals are measured against */
  window: number;
  /** how tokens are estimated */
  estimate: string;
  git: GitInfo & Size;
  claudeMd: {
    /** CLAUDE_CODE_DISABLE_CLAUDE_MDS is set: Claude Code loads none of them */
    disabled: boolean;
    /** load order; imports follow the file that imports them */
    files: ContextFile[];
    /** files with status "loaded": part of the session's start */
    startup: FileCount;
    /** files with status "conditional": `paths:` rules, loaded later, not in the total */
    conditional: FileCount;
  };
  /** the UserPromptSubmit hook's list; text null when no workspace (the hook prints nothing) */
  memoryList: { text: string | null } & Size;
  date: { text: string } & Size;
  /** git + startup CLAUDE.md files + memory list + date line */
  total: Size & { percentOfWindow: number };
  warnings: ContextWarning[];
}

/**
 * The report as `--json` prints it: a rule file's front matter problems as English
 * strings, the shape scripts have read since version 1.
 */
export function contextJson(report: ContextReport): unknown {
  const files = report.claudeMd.files.map((file) => ({ ...file, problems: file.problems.map((p) => RULE_TEXT.en.problem(p)) }));
  return { ...report, claudeMd: { ...report.claudeMd, files } };
}
