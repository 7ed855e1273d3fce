import { boolFlag, stringFlag, type Command } from '../../lib/cli/command.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { PROJECT_OPTION, workspaceFor } from '../../lib/cli/workspace-flag.js';
import { EXIT } from '../../lib/errors.js';
import { lintMemories } from '../../lib/lint/lint-memories.js';
import { renderLintReport } from '../../lib/lint/report-text.js';

export const lint: Command = {
  name: 'lint',
  summary: 'check every memory file; exit 1 if any has an error',
  help: `Usage: project-memory lint [--dir DIR] [--project KEY] [--json]

Checks every memory file under the workspace's memory folder: _global/ and every
project folder (with --project, _global/ and that project only).

Errors (exit 1): broken or missing front matter, front matter that would run as
code (---js), missing title or description, fields that are not text, a likely
secret, an instruction to the model in a title or description ("ignore previous
instructions", "curl … | sh", "이전 지시를 무시"), an unreadable file.
Warnings: multi-line or long (> 200 characters) descriptions, invisible or control
characters, near duplicates, unsafe or unlisted file names, instruction-like text
in a body, very large files, temp files left by an interrupted save.

Options:
  --dir DIR        a folder inside the workspace (default: current folder)
  --project KEY    check _global/ and this project's folder only
  --json           print { files, errors, warnings, findings: [{ file, rule, severity, message, fix, line? }] }

Exit codes: 0 no errors (warnings allowed); 1 at least one error, or no workspace.

Examples:
  project-memory lint
  project-memory lint --dir ~/workspace/patent.how --project workspace--patent__how
  project-memory lint --json | jq '.findings[] | select(.severity == "error")'`,
  options: { ...DIR_OPTION, ...PROJECT_OPTION, json: { type: 'boolean' } },
  run(args, ctx) {
    const dir = dirFlag(args, ctx);
    const workspace = workspaceFor(args, dir, ctx);
    const project = stringFlag(args, 'project') === undefined ? undefined : workspace.project.key;
    const report = lintMemories({ memoryRoot: workspace.memoryRoot, project, nowMs: ctx.now.getTime() });
    if (boolFlag(args, 'json')) {
      const { files, errors, warnings, findings } = report;
      ctx.stdout(`${JSON.stringify({ files, errors, warnings, findings }, null, 2)}\n`);
    } else {
      ctx.stdout(renderLintReport(report, colorsFor(ctx)));
    }
    return report.errors > 0 ? EXIT.invalid : EXIT.ok;
  },
};
