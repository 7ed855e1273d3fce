import { boolFlag, stringFlag, type Command, type ParsedArgs } from '../../lib/cli/command.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { assembleContext } from '../../lib/context/assemble.js';
import { renderContextTable } from '../../lib/context/render-table.js';
import { DEFAULT_WINDOW } from '../../lib/context/report.js';
import { UsageError } from '../../lib/errors.js';

export const context: Command = {
  name: 'context',
  summary: 'what a Claude Code session launched in DIR starts with, part by part',
  help: `Usage: project-memory context [--dir DIR] [--window N] [--json]

Shows the context a Claude Code session launched in DIR starts with, assembled
the way Claude Code does it, with characters and estimated tokens per part:
  git        branch, default branch, git user, \`git status --short\` (cut at
             2,000 characters), the 5 most recent commits; skipped outside git
  CLAUDE.md  in load order: managed (/etc/claude-code/CLAUDE.md), user
             (~/.claude/CLAUDE.md, ~/.claude/rules/**/*.md), project (CLAUDE.md,
             .claude/CLAUDE.md, .claude/rules/**/*.md from the repo top down to
             DIR), local (CLAUDE.local.md); @path imports under the file that
             imports them, up to 5 hops. Rules with \`paths:\` front matter load
             later, when a matching file is read: counted apart, not in the total.
  memory     the list this package's UserPromptSubmit hook prints now
  date       the "Today's date is YYYY-MM-DD." line
Tokens are estimated: chars/4, Hangul/kana/CJK chars/1.5.
Warns when CLAUDE.md files pass 40,000 characters and when the memory list
passes 8,000 of the 10,000-character hook output cap.

Options:
  --dir DIR      the launch folder to act for (default: current folder)
  --window N     context window in tokens to measure against (default: ${DEFAULT_WINDOW})
  --json         print { version, dir, window, estimate, git, claudeMd: { disabled,
                 files: [...], startup, conditional }, memoryList, date, total,
                 warnings: [...] }

Environment:
  PROJECT_MEMORY_MANAGED_CLAUDE_MD   read the managed CLAUDE.md from this path instead
  CLAUDE_CODE_DISABLE_CLAUDE_MDS=1   as in Claude Code: no CLAUDE.md files are loaded

Examples:
  project-memory context
  project-memory context --dir ~/workspace/patent.how
  project-memory context --window 1000000
  project-memory context --json | jq '.claudeMd.files[] | select(.status == "loaded") | .path'`,
  options: { ...DIR_OPTION, window: { type: 'string' }, json: { type: 'boolean' } },
  async run(args, ctx) {
    const dir = dirFlag(args, ctx);
    const report = await assembleContext(dir, ctx, { window: windowFlag(args) });
    if (boolFlag(args, 'json')) {
      ctx.stdout(`${JSON.stringify(report, null, 2)}\n`);
      return;
    }
    ctx.stdout(renderContextTable(report, { home: ctx.home, c: colorsFor(ctx) }));
  },
};

function windowFlag(args: ParsedArgs): number {
  const raw = stringFlag(args, 'window');
  if (raw === undefined) return DEFAULT_WINDOW;
  const n = Number(raw.replaceAll(/[_,]/g, ''));
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--window must be a whole number of tokens above 0, like --window 200000 (got "${raw}")`, 'context');
  return n;
}
