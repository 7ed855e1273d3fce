import { existsSync } from 'node:fs';
import { findingRow, type LintFinding, type LintReport, summarize } from '../../lib/checks/finding.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, stringFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { CliError, EXIT } from '../../lib/cli/errors.js';
import { projectKeyNote } from '../../lib/cli/project-key-note.js';
import { PROJECT_OPTION, workspaceIfAny } from '../../lib/cli/workspace-flag.js';
import { asCommittedBefore, asStagedWorkspaceFiles } from '../../lib/diagnose/lint/committed-before.js';
import { lintMemories } from '../../lib/diagnose/lint/lint-memories.js';
import { renderLintReport } from '../../lib/diagnose/lint/report-text.js';
import { asWorkingPaths, sinceLastCommitOf, stagedCopy, withUnstagedNote } from '../../lib/diagnose/lint/staged-copy.js';
import { unmergedMemoryFindings } from '../../lib/diagnose/lint/unmerged-memories.js';
import { stagedConfigFindings, withFindings, workspaceFileFindings } from '../../lib/diagnose/lint/workspace-files.js';
import { RULE_TEXT } from '../../lib/i18n/rules.js';
import { GLOBAL_KEY } from '../../lib/model/memory.js';
import { configPath } from '../../lib/workspace/config.js';

// --help text and messages: lib/cli/messages (ko and en)
export const lint: Command = {
  name: 'lint',
  options: { ...DIR_OPTION, ...PROJECT_OPTION, json: { type: 'boolean' }, staged: { type: 'boolean' } },
  run(args, ctx, msg) {
    const dir = dirFlag(args, ctx);
    // a config file it cannot use is one of the report's errors, not a line on stderr as well
    const workspace = workspaceIfAny(args, dir, ctx, { configSaid: false });
    if (workspace === undefined) {
      // nothing to check, which is no error: a pre-commit hook runs on branches from before the first memory too
      ctx.stderr(`project-memory lint: ${msg.lint.noWorkspace(dir)}\n`);
      if (boolFlag(args, 'json')) ctx.stdout(`${JSON.stringify({ files: 0, errors: 0, warnings: 0, findings: [] }, null, 2)}\n`);
      return EXIT.ok;
    }
    const project = stringFlag(args, 'project') === undefined ? undefined : workspace.project.key;
    // a key given by hand that names no folder: a typo would otherwise lint nothing and say all is well
    const keyNote = projectKeyNote(workspace, msg);
    if (keyNote !== undefined) ctx.stderr(`project-memory lint: ${keyNote}\n`);
    const { projectDir } = workspace.project;
    const { memoryRoot } = workspace;
    // --staged: the memory folder as the next commit holds it, written out from git's index
    const copy = boolFlag(args, 'staged') ? stagedCopy(memoryRoot, ctx.env) : undefined;
    if (copy && 'problem' in copy) {
      throw new CliError((m) =>
        copy.problem === 'no-repository' ? m.lint.stagedNoRepository(memoryRoot) : m.lint.stagedGitFailed(memoryRoot, copy.detail ?? 'git failed'),
      );
    }
    let memories: LintReport;
    try {
      const read = lintMemories({
        memoryRoot: copy?.root ?? memoryRoot,
        project,
        nowMs: ctx.now.getTime(),
        workspaceRoot: workspace.root,
        projectDirs: projectDir === undefined ? undefined : { [workspace.project.key]: projectDir },
        to: { self: ctx.self, dir, key: workspace.project.key },
      });
      memories = copy
        ? summarize(
            memoryRoot,
            read.files,
            asCommittedBefore(withUnstagedNote(asWorkingPaths(read.findings, copy.root, memoryRoot), copy.root, memoryRoot), copy.unchanged),
          )
        : read;
    } finally {
      copy?.remove();
    }
    const own = workspaceFileFindings(workspace, { self: ctx.self, dir }, ctx.env);
    const files = [...(copy ? stagedWorkspaceFiles(own, workspace.root, ctx.env) : own), ...unmergedMemoryFindings(workspace.memoryRoot, ctx.env)];
    const report = withFindings(memories, files);
    if (boolFlag(args, 'json')) {
      // English in every language, as all JSON output is: scripts match its words
      const { files, errors, warnings } = report;
      const findings = report.findings.map((finding) => findingRow(finding, RULE_TEXT.en));
      ctx.stdout(`${JSON.stringify({ files, errors, warnings, findings }, null, 2)}\n`);
    } else {
      // with --project, of the folders checked only
      const checked = (path: string) => project === undefined || path.startsWith(`${GLOBAL_KEY}/`) || path.startsWith(`${project}/`);
      const staged =
        copy === undefined ? undefined : { changed: copy.changedMemories.filter(checked).length, moved: copy.movedMemories.filter(checked).length };
      ctx.stdout(renderLintReport(report, colorsFor(ctx), msg, staged));
    }
    return report.errors > 0 ? EXIT.invalid : EXIT.ok;
  },
};

/**
 * The pin's and config's findings as the next commit holds them (asStagedWorkspaceFiles): the
 * config is asked of git wherever it exists, a finding on disk or none, for a broken config
 * staged and then fixed on disk unstaged is committed broken all the same.
 */
function stagedWorkspaceFiles(own: readonly LintFinding[], workspaceRoot: string, env: Record<string, string | undefined>): LintFinding[] {
  const config = configPath(workspaceRoot);
  const asked = [...own.map((f) => f.file), ...(existsSync(config) ? [config] : [])];
  return asStagedWorkspaceFiles(own, sinceLastCommitOf(asked, env), (file, text) => (file === config ? stagedConfigFindings(workspaceRoot, text) : undefined));
}
