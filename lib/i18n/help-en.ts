import { DEFAULT_SEARCH_LIMIT, DEFAULT_UNUSED_MIN_SHOWN } from '../cli/defaults.js';
import { DEFAULT_WINDOW } from '../diagnose/context/report.js';
import { HELP_EXAMPLES } from './help-examples.js';
import type { CommandName } from './types.js';

/** Each command's --help in English; help-ko.ts says the same with the same examples. */
export const HELP_EN: Record<CommandName, string> = {
  install: `Usage: project-memory install [--scope user|project|local] [--dir DIR] [--keep-auto-memory] [--dry-run] [--json]

Registers the project-memory hooks in a Claude Code settings file and creates
.ai-core/data/memory/_global/ at the workspace root if it is missing.
Running it again changes nothing and says "already installed".

Options:
  --scope user|project|local  user: ~/.claude/settings.json (default; works from any launch folder)
                              project: DIR/.claude/settings.json (read only when Claude starts in DIR)
                              local: DIR/.claude/settings.local.json
  --dir DIR                   the workspace or launch folder (default: current folder)
  --keep-auto-memory          leave Claude Code's own auto memory on
  --dry-run                   show what would change; write nothing
  --json                      print { settingsFile, scope, dryRun, changes, created, memoryRoot, alreadyInstalled }

Examples:
${HELP_EXAMPLES.install}`,

  uninstall: `Usage: project-memory uninstall [--scope user|project|local] [--dir DIR] [--dry-run] [--json]

Removes the project-memory hooks from the settings file and puts Claude Code's
auto memory setting back as it was before install. Memories are never touched.

Options:
  --scope user|project|local  which settings file (default: user)
  --dir DIR                   the launch folder for project/local scope (default: current folder)
  --dry-run                   show what would change; write nothing
  --json                      print { settingsFile, scope, dryRun, changes, notInstalled }

Examples:
${HELP_EXAMPLES.uninstall}`,

  list: `Usage: project-memory list [--dir DIR] [--project KEY] [--json]

Lists every memory visible from DIR: the _global ones and the project's own,
with no budget applied.

Options:
  --dir DIR        the launch folder to act for (default: current folder)
  --project KEY    use this project key instead of the derived one
  --json           print { workspaceRoot, memoryRoot, projectKey, keySource, memories: [...] }

Examples:
${HELP_EXAMPLES.list}`,

  search: `Usage: project-memory search QUERY [--dir DIR] [--project KEY] [--limit N] [--json]

Ranks the memories visible from DIR (the _global ones and the project's own) by
relevance to QUERY, with the same ranker the per-prompt list uses. Korean and
English both work, inflected or not ("브랜치를 바꿨더니" finds "브랜치 전환").
Only memories that match at least one word are printed.

Options:
  --dir DIR        the launch folder to act for (default: current folder)
  --project KEY    use this project key instead of the derived one
  --limit N        print at most N memories (default: ${DEFAULT_SEARCH_LIMIT})
  --json           print [{ score, scope, name, description, path }, ...]

Examples:
${HELP_EXAMPLES.search}`,

  save: `Usage: project-memory save --scope global|project --title T --description D
                           [--tags a,b] [--source S] [--name SLUG]
                           [--body TEXT | --body-file F | body on stdin]
                           [--dir DIR] [--project KEY] [--update] [--force-duplicate]
                           [--allow-secret] [--json]

Writes <memory root>/<_global|project key>/<name>.md with front matter
(title, description, created_at, tags, source) and the body, and prints its path.

Options:
  --scope global|project  global: shared by every project in the workspace (_global/)
                          project: only this project (its key: see \`project-memory list\`)
  --title T               short title; also gives the file name unless --name is passed
  --description D         the one line shown in the list (line breaks are folded)
  --tags a,b              comma-separated tags
  --source S              how it was discovered (optional)
  --name SLUG             file name without .md (a-z, 0-9, -, _, 한글)
  --body TEXT             the Markdown body; or --body-file F ('-' for stdin);
                          with neither, the body is read from stdin when it is piped
  --dir DIR               the launch folder to act for (default: current folder)
  --project KEY           use this project key instead of the derived one
  --update                replace the memory of that name; keeps created_at, adds updated_at
  --force-duplicate       save even though a similar memory exists in that folder
  --allow-secret          save even though the text looks like it holds a credential
  --json                  print { path, scope, name, projectKey, updated }

Exit codes: 0 saved; 1 invalid input, missing workspace or a likely secret;
3 that memory (or a near duplicate) already exists — the message names the file.

Examples:
${HELP_EXAMPLES.save}`,

  context: `Usage: project-memory context [--dir DIR] [--window N] [--json]

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
${HELP_EXAMPLES.context}`,

  lint: `Usage: project-memory lint [--dir DIR] [--project KEY] [--json]

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
${HELP_EXAMPLES.lint}`,

  doctor: `Usage: project-memory doctor [--dir DIR] [--json]

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
${HELP_EXAMPLES.doctor}`,

  stats: `Usage: project-memory stats [--dir DIR] [--project KEY] [--unused [--min-shown N]] [--json]

For each memory visible from DIR (the _global ones and the project's own): how many
sessions' first lists showed it, how many times Claude's Read tool opened it, and
when it last did. Most read first.

The counts are kept for this user only, in the state folder
(~/.local/state/project-memory/usage/, or under $XDG_STATE_HOME or
PROJECT_MEMORY_STATE_DIR), never in the repository: the Read hook counts each read
of a memory file, and the first list of each session counts what it showed.
Memories Claude reads often win ties in the list's ranking (never over a clearly
better match). Nothing is recorded while PROJECT_MEMORY_DISABLE=1; delete that
usage folder to forget everything recorded.

Options:
  --dir DIR        the launch folder to act for (default: current folder)
  --project KEY    use this project key instead of the derived one
  --unused         only memories shown in at least N first lists and never read:
                   candidates for a clearer description, or for removal
  --min-shown N    N for --unused (default: ${DEFAULT_UNUSED_MIN_SHOWN})
  --json           print [{ scope, folder, name, path, shown, reads, last_read,
                   last_shown }, ...]; times are ISO 8601 (UTC), null when never

Examples:
${HELP_EXAMPLES.stats}`,
};
