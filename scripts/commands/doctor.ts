import { existsSync } from 'node:fs';
import { errorLines } from '../../lib/checks/finding.js';
import { CLIENT_OPTION, clientFlag } from '../../lib/cli/client-flag.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { EXIT } from '../../lib/cli/errors.js';
import { checkRow } from '../../lib/diagnose/doctor/check.js';
import { renderDoctorTable } from '../../lib/diagnose/doctor/render-table.js';
import { runDoctor } from '../../lib/diagnose/doctor/run-checks.js';
import { lintMemories } from '../../lib/diagnose/lint/lint-memories.js';
import { unmergedMemoryFindings } from '../../lib/diagnose/lint/unmerged-memories.js';
import { withFindings } from '../../lib/diagnose/lint/workspace-files.js';
import { EN } from '../../lib/i18n/en.js';
import { CLIENT_NAMES } from '../../lib/model/clients.js';
import { throughClaudeWorktree } from '../../lib/workspace/claude-worktree.js';
import { memoryRootOf } from '../../lib/workspace/workspace.js';

export const doctor: Command = {
  name: 'doctor',
  options: { ...DIR_OPTION, ...CLIENT_OPTION, json: { type: 'boolean' } },
  run(args, ctx, msg) {
    const client = clientFlag(args, 'doctor');
    // a worktree Claude Code made is checked as the folder of its main worktree it reads and saves through
    const dir = throughClaudeWorktree(dirFlag(args, ctx));
    const lint = (workspaceRoot: string, key: string | undefined) => {
      // doctor counts the findings and shows the errors' messages; their fixes are lint's to print
      const memoryRoot = memoryRootOf(workspaceRoot);
      const memories = lintMemories({ memoryRoot, nowMs: ctx.now.getTime(), workspaceRoot, to: { self: ctx.self, dir, key } });
      // a memory git left unmerged by a deletion: lint's error, which no line of the file shows
      const unmerged = unmergedMemoryFindings(memoryRoot, ctx.env);
      const report = withFindings(memories, unmerged);
      // a path a merge left off disk (a rename on both sides) is a memory file of the count too
      const offDisk = new Set(unmerged.filter((f) => !existsSync(f.file)).map((f) => f.file)).size;
      // memories, not findings: one memory naming two gone files is one to check
      const count = (rule: string) => new Set(report.findings.filter((f) => f.rule === rule).map((f) => f.file)).size;
      const freshness = {
        reviewDue: count('review-due'),
        pathMissing: count('path-missing'),
        supersedesUnknown: count('supersedes-unknown'),
        supersededEdited: count('superseded-edited'),
      };
      // a folder that could not be read has a row of its own, naming it and the fix
      const unreadableFolders = report.findings.filter((f) => f.rule === 'unreadable-folder').map((f) => f.file);
      const notFolders = report.findings.filter((f) => f.rule === 'not-a-folder').map((f) => f.file);
      const rest = { ...report, findings: report.findings.filter((f) => f.rule !== 'unreadable-folder' && f.rule !== 'not-a-folder') };
      // and so does a folder that is a link the list does not follow (a warning, which the lint row does not count)
      const linkedFolders = report.findings.filter((f) => f.rule === 'unsafe-folder').map((f) => f.file);
      return { files: report.files + offDisk, problems: errorLines(rest), freshness, unreadableFolders, linkedFolders, notFolders };
    };
    const checks = runDoctor({ dir, env: ctx.env, home: ctx.home, self: ctx.self, client }, { lint });
    const failed = checks.some((check) => check.status === 'fail');
    // --json stays English in every language, as all JSON output does: scripts match its words
    // every row has each key its help names: a fix is null where there is none, as absent values are elsewhere
    const rows = () =>
      checks.map((check) => {
        const row = checkRow(check, EN);
        return { ...row, fix: row.fix ?? null };
      });
    if (boolFlag(args, 'json')) ctx.stdout(`${JSON.stringify({ dir, ok: !failed, checks: rows() }, null, 2)}\n`);
    else ctx.stdout(renderDoctorTable(checks, dir, colorsFor(ctx), msg, CLIENT_NAMES[client]));
    return failed ? EXIT.invalid : EXIT.ok;
  },
};
