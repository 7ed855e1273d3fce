import { boolFlag, type Command } from '../../lib/cli/command.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { renderDoctorTable } from '../../lib/doctor/render-table.js';
import { runDoctor } from '../../lib/doctor/run-checks.js';
import { EXIT } from '../../lib/errors.js';
import { errorLines } from '../../lib/lint/finding.js';
import { lintMemories } from '../../lib/lint/lint-memories.js';
import { memoryRootOf } from '../../lib/workspace.js';

export const doctor: Command = {
  name: 'doctor',
  summary: 'a table of checks, with a fix for each problem',
  help: `Usage: project-memory doctor [--dir DIR] [--json]

Checks what a Claude Code session launched in DIR gets from project-memory:
  node            Node 20 or newer on PATH (the hooks run \`node\`)
  settings        user, project and local settings files are valid JSON
  hook            the list hook is registered — in which settings level, or as
                  the project-memory plugin — and only once; project settings
                  of a folder above DIR are not read for a launch in DIR
  hook-run:<via>  the registered command exists, runs on a sample prompt, exits
                  0 in time and prints JSON Claude Code accepts
  workspace       the .ai-core/ workspace root above DIR
  project-key     the project key and where it comes from (tmux, path, …)
  key-collisions  no two project folders derive the same key
  lint            every memory file is valid
  auto-memory     Claude Code's own auto memory is off
Exit 1 when any check fails; warnings alone exit 0.

Options:
  --dir DIR   the launch folder to check for (default: current folder)
  --json      print { dir, ok, checks: [{ id, status, message, fix }] }

Examples:
  project-memory doctor
  project-memory doctor --dir ~/workspace/patent.how
  project-memory doctor --json | jq '.checks[] | select(.status != "ok")'`,
  options: { ...DIR_OPTION, json: { type: 'boolean' } },
  run(args, ctx) {
    const dir = dirFlag(args, ctx);
    const lint = (workspaceRoot: string) => {
      const report = lintMemories({ memoryRoot: memoryRootOf(workspaceRoot), nowMs: ctx.now.getTime() });
      return { files: report.files, problems: errorLines(report) };
    };
    const checks = runDoctor({ dir, env: ctx.env, home: ctx.home }, { lint });
    const failed = checks.some((check) => check.status === 'fail');
    if (boolFlag(args, 'json')) ctx.stdout(`${JSON.stringify({ dir, ok: !failed, checks }, null, 2)}\n`);
    else ctx.stdout(renderDoctorTable(checks, dir, colorsFor(ctx)));
    return failed ? EXIT.invalid : EXIT.ok;
  },
};
