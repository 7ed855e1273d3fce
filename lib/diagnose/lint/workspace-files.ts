/**
 * The workspace's own files lint looks at besides the memories: the pin file, which names
 * the project's key, and `.ai-core/project-memory.json`, the config. The hook ignores one
 * it cannot use without a word, and lists the wrong folder or the wrong language; lint is
 * what a team runs before a commit and in CI (doctor needs a HOME with hooks installed),
 * so a pin or config git left a merge conflict in fails there. The checks and their words
 * are doctor's (lib/diagnose/doctor): one detection, said alike by both.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type LintFinding, type LintReport, summarize } from '../../checks/finding.js';
import type { Reader } from '../../cli/advice-command.js';
import { messagesOfRules } from '../../i18n/index.js';
import { checkoutEnvFor, execGit } from '../../io/git-exec.js';
import { configPath } from '../../workspace/config.js';
import { keyFromPath } from '../../workspace/key-resolution.js';
import { otherCloneFolders } from '../../workspace/other-clone-folders.js';
import { PIN_FILE } from '../../workspace/pin-file.js';
import type { Workspace } from '../../workspace/resolve.js';
import { findWorkspaceRoot, memoryRootOf } from '../../workspace/workspace.js';
import type { CheckResult } from '../doctor/check.js';
import { checkConfig } from '../doctor/check-config.js';
import { pinTrouble } from '../doctor/check-workspace.js';

/** A doctor row as a finding on `file`: a failure is an error, a warning a warning, ok is none. */
function asFinding(file: string, rule: 'pin-file' | 'config-file', result: CheckResult | undefined): LintFinding[] {
  if (!result || result.status === 'ok') return [];
  const { message, fix } = result;
  return [
    {
      file,
      rule,
      severity: result.status === 'fail' ? 'error' : 'warning',
      message: (w) => message(messagesOfRules(w)),
      fix: (w) => (fix ? fix(messagesOfRules(w)) : ''),
    },
  ];
}

/**
 * The folders below `dir` whose pin file git tracks, unmerged ones included (a merge
 * conflict is what lint is there for). Read from git's index, not the disk: walking three
 * levels of a repository of 21,000 folders cost lint 1.6 times its CPU (8 times on a cold
 * disk), and the walk passed over packages named build or dist. A pin git does not track
 * is no team's, and one in a nested repository is that repository's lint's.
 */
function pinnedBelow(dir: string, env: Record<string, string | undefined>): string[] {
  const listed = execGit(dir, checkoutEnvFor(dir, env, { keepIndex: true }), ['ls-files', '-z', '--', `:(glob)**/${PIN_FILE}`], { patterns: true });
  if (!listed.ok) return [];
  // a pin git lists and the disk has not (deleted, or out of a sparse checkout) is read by nobody
  const paths = new Set(listed.stdout.split('\0').filter((path) => path.includes('/') && existsSync(join(dir, path))));
  return [...paths].sort().map((path) => join(dir, dirname(path)));
}

/**
 * Findings on the pin that applies to `to.dir`, on the pins of the projects below it, and
 * on the workspace's config, pins first: they decide the folder memories are listed from.
 * Lint runs at a repository's top in CI, where a subproject's pin git left in a merge
 * conflict would otherwise pass, and its launches fall back to another key unseen.
 */
export function workspaceFileFindings(
  workspace: Workspace,
  to: Required<Pick<Reader, 'dir'>> & Reader,
  env: Record<string, string | undefined>,
): LintFinding[] {
  const pin = pinTrouble(workspace, to, otherCloneFolders(workspace, to.dir));
  const below = pinnedBelow(to.dir, env).flatMap((dir) => {
    // the workspace that folder's launches use: a nested one (its own .ai-core/) keeps its own memories
    const root = findWorkspaceRoot(dir) ?? workspace.root;
    const memoryRoot = root === workspace.root ? workspace.memoryRoot : memoryRootOf(root);
    // the key that folder gets while its pin is passed over: what a repair's counts are of
    const project = { ...workspace.project, key: keyFromPath(dir, root, memoryRoot).key };
    const failure = pinTrouble({ ...workspace, root, memoryRoot, project }, { ...to, dir }, []);
    return failure ? asFinding(failure.path, 'pin-file', failure.result) : [];
  });
  return [
    ...asFinding(pin?.path ?? '', 'pin-file', pin?.result),
    ...below,
    ...asFinding(configPath(workspace.root), 'config-file', checkConfig(workspace.root)),
  ];
}

/**
 * Findings on the config as git's index holds it (`text`), said of the file: what the next
 * commit holds where the copy on disk is another (lint --staged). Checked as doctor checks the
 * file, from a temp copy whose path is put back in every message.
 */
export function stagedConfigFindings(workspaceRoot: string, text: string): LintFinding[] {
  const copy = mkdtempSync(join(tmpdir(), 'project-memory config-'));
  try {
    mkdirSync(dirname(configPath(copy)), { recursive: true });
    writeFileSync(configPath(copy), text);
    const real = (said: string) => said.split(copy).join(workspaceRoot);
    return asFinding(configPath(workspaceRoot), 'config-file', checkConfig(copy)).map((f) => ({
      ...f,
      message: (w) => real(f.message(w)),
      fix: (w) => real(f.fix(w)),
    }));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The report with `findings` before its own, counted in. */
export function withFindings(report: LintReport, findings: readonly LintFinding[]): LintReport {
  return findings.length === 0 ? report : summarize(report.memoryRoot, report.files, [...findings, ...report.findings]);
}
