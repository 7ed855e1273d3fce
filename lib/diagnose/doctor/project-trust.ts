import { lstatSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readTextSafely } from '../../io/read-file-safely.js';
import { realPathOf } from '../../io/real-path.js';
import { isRecord } from '../../is-record.js';
import { SETTINGS_MAX_BYTES } from '../../settings/settings-max-bytes.js';

export interface ProjectTrust {
  trusted: boolean;
  /** the folder whose record trusts the launch folder */
  by?: string;
  /** the file Claude Code keeps that record in */
  config?: string;
}

/** Claude Code's global state file: $CLAUDE_CONFIG_DIR/.claude.json, else ~/.claude.json (2.1.328). */
function globalConfigPath(env: Record<string, string | undefined>, home: string | undefined): string | undefined {
  const dir = env.CLAUDE_CONFIG_DIR || home;
  return dir ? join(dir, '.claude.json') : undefined;
}

/** The nearest folder at or above `dir` with a `.git` (folder or file, not a link): where trust stops climbing. */
function gitTopLevel(dir: string): string | undefined {
  for (let d = dir; ; d = dirname(d)) {
    const git = lstatSync(join(d, '.git'), { throwIfNoEntry: false });
    if (git && (git.isDirectory() || git.isFile())) return d;
    if (dirname(d) === d) return undefined;
  }
}

/**
 * Has the user accepted Claude Code's trust dialog for a launch in `dir`? Measured with
 * Claude Code 2.1.328 in a temporary HOME: accepting it writes
 * `projects["<launch folder>"].hasTrustDialogAccepted: true` to ~/.claude.json (`-p` runs
 * write nothing); a record on a folder above counts for the folders below it, but not
 * across a git repository's top level (a record above a repository does not reach into
 * it). Until then Claude Code itself does not use the folder's project settings. Anything
 * unreadable counts as not trusted.
 */
export function projectTrust(dir: string, env: Record<string, string | undefined>, home: string | undefined): ProjectTrust {
  const config = globalConfigPath(env, home);
  if (!config) return { trusted: false };
  let projects: Record<string, unknown>;
  try {
    const value: unknown = JSON.parse(readTextSafely(config, SETTINGS_MAX_BYTES) ?? '');
    projects = isRecord(value) && isRecord(value.projects) ? value.projects : {};
  } catch {
    return { trusted: false, config };
  }
  // a folder that cannot be resolved is looked up as given
  const launch = realPathOf(resolve(dir)) ?? resolve(dir);
  const stop = gitTopLevel(launch);
  for (let d = launch; ; d = dirname(d)) {
    const record = projects[d];
    if (isRecord(record) && record.hasTrustDialogAccepted === true) return { trusted: true, by: d, config };
    if (d === stop || dirname(d) === d) return { trusted: false, config };
  }
}
