import { DEFAULT_SEARCH_LIMIT, DEFAULT_UNUSED_MIN_SHOWN, DEFAULT_WINDOW } from '../model/defaults.js';
import { HELP_EXAMPLES } from './help-examples.js';
import type { CommandName } from './types.js';

const EXAMPLES = HELP_EXAMPLES.en;

/** Each command's --help in English; help-ko.ts says the same, with the same commands in its examples. */
export const HELP_EN: Record<CommandName, string> = {
  install: `Usage: project-memory install [--client claude|codex|gemini] [--scope user|project|local] [--dir DIR]
                              [--keep-auto-memory] [--force] [--trust-hooks] [--pin] [--dry-run] [--json]

Registers the project-memory hooks for a coding agent and creates the memory folder
(.ai-core/data/memory/_global/) at the workspace root if it is missing. Every client
sees the same memories.

- The workspace root is the nearest folder at or above DIR holding .ai-core/, else
  the top of DIR's git repository, else DIR.
- Claude Code: also allows Read(//<memory folder>/**) in permissions.allow, so
  sessions launched below the workspace root (and claude -p) read memories unasked.
- Gemini CLI: adds the memory folder, when outside DIR, to context.includeDirectories
  in DIR/.gemini/settings.json (a relative path: fit to commit).
- Running it again changes nothing. The settings file is edited in place; a
  read-only one, or one holding a key it would change twice, is refused (exit 1).

Options:
  --client claude|codex|gemini  claude: Claude Code (default); codex: Codex CLI; gemini: Gemini CLI
  --scope user|project|local  user (default; works from any launch folder):
                                ~/.claude/settings.json, $CODEX_HOME/hooks.json (~/.codex),
                                ~/.gemini/settings.json
                              project: DIR/.claude/settings.json, DIR/.gemini/settings.json
                                (read only when the client starts in DIR),
                                <git top of DIR>/.codex/hooks.json (trusted projects only)
                              local (Claude Code only): DIR/.claude/settings.local.json,
                                added to .git/info/exclude unless git ignores it already
  --dir DIR                   the workspace or launch folder (default: current folder)
  --keep-auto-memory          Claude Code: leave its own auto memory on (install turns it
                              off), on later installs too; after an install that turned
                              it off, restore it
  --force                     Claude Code: install even though the project-memory plugin is
                              enabled for DIR (else refused: each hook would run twice)
  --trust-hooks               Codex: also trust the hooks in $CODEX_HOME/config.toml (Codex
                              skips untrusted hooks silently; without it, install says how)
  --pin                       also pin DIR's project key (see project-memory key --help)
  --dry-run                   show what would change; write nothing
  --json                      print { client, settingsFile, scope, dryRun, changes, created,
                              settingsCreated, memoryRoot, workspaceRoot, alreadyInstalled,
                              memoryRootLeft, pin, pinCommand, gitIgnore, recordKept,
                              hooksOff (Claude Code), codexTrust (Codex), launchIncludeSkipped (Gemini) }

Examples:
${EXAMPLES.install}`,

  uninstall: `Usage: project-memory uninstall [--client claude|codex|gemini] [--scope user|project|local] [--dir DIR] [--dry-run] [--json]

Removes the project-memory hooks from the client's settings or hooks file, and what
install added there. Other tools' hooks and your memories are never touched.

- Also taken back: Claude Code's auto memory setting and permissions.allow rules,
  Gemini's includeDirectories entries, the Codex trust of --trust-hooks, the
  .git/info/exclude line of --scope local, and the files and folders install
  created, unless something else was put in them; the memory folder too, while it
  holds no memory and git tracks none of it.
- An install in another scope or for another client keeps running: each is named
  with the command that removes it (run each before removing the package).

Options:
  --client claude|codex|gemini  whose hooks (default: claude)
  --scope user|project|local  which file (default: user; see install --help)
  --dir DIR                   the launch folder for project/local scope (default: current folder)
  --dry-run                   show what would change; write nothing
  --json                      print { client, settingsFile, scope, dryRun, changes, notInstalled,
                              stillInstalled, leftUnrecorded, removedMemoryFolder,
                              memoryFolderKept (why: memories, changed, tracked, git-unknown,
                              linked, in-use, unremovable), trustShifted (Codex) }
                              stillInstalled: [{ client, scope, settingsFile, command }]

Examples:
${EXAMPLES.uninstall}`,

  list: `Usage: project-memory list [--dir DIR] [--project KEY] [--all] [--json]

Lists every memory visible from DIR (_global and the project's own), with no budget
applied.

- A memory past its review_by and not verified since is marked (stale).
- A superseded memory is left out, as in the hook's list; --all shows it, marked.
- With no workspace yet, it says where the first save will make one and exits 0.

Options:
  --dir DIR        the launch folder (default: current folder)
  --project KEY    use this project key, not the derived one
  --all            also list superseded memories
  --json           print { workspaceRoot, memoryRoot, projectKey, keySource, memories: [...],
                   hidden, unreadableFolders, linkedFolders, notFolders, projectFolders,
                   pinIgnored, memoriesElsewhere }
                   memories: as search --json gives them (no score), with unmerged;
                   projectFolders: [{ key, count }] at the root of a workspace of
                   several projects, else []; pinIgnored: { path, problem } of a pin
                   file passed over, else null; memoriesElsewhere: where this project's
                   key holds none, { reason, folders: [{ key, count }] } (reason:
                   other-clone or pinned-before), else null

Examples:
${EXAMPLES.list}`,

  search: `Usage: project-memory search QUERY [--dir DIR] [--project KEY] [--limit N] [--json]

Ranks the memories visible from DIR (_global and the project's own) by relevance to
QUERY, as the per-prompt list does.

- Korean and English both work, inflected or not ("switching branches" finds
  "branch switch").
- Only names, titles, descriptions and tags are searched, not bodies (for those:
  grep -ri WORD in the memory folder).
- Superseded memories are left out (\`project-memory list --all\` shows them).
- With no workspace yet, it says so and exits 0 (--json: []).

Options:
  --dir DIR        the launch folder (default: current folder)
  --project KEY    use this project key, not the derived one
  --limit N        print at most N memories (default: ${DEFAULT_SEARCH_LIMIT})
  --json           print [{ score, scope, folder, name, title, description, tags, pinned,
                   reviewBy, verifiedAt, stale, supersedes, supersededBy, path, problems }, ...]

Examples:
${EXAMPLES.search}`,

  save: `Usage: project-memory save --scope global|project --title T --description D
                           [--tags a,b] [--source S] [--name SLUG]
                           [--body TEXT | --body-file F | body on stdin]
                           [--dir DIR] [--project KEY] [--update] [--force-duplicate]
                           [--supersedes NAME,…] [--review-by DATE | --review-in 90d]
                           [--allow-secret] [--pin | --no-pin] [--json]

Writes <memory root>/<_global|project key>/<name>.md with front matter and the body,
and prints its path.

- The text is checked with lint's rules first: an error (an order to the model in
  the title or description, a likely credential, …) is refused with its fix and
  nothing is written; warnings are saved and printed on stderr.
- A project's first memory pins the project key when the memory folder is inside a
  git checkout (the repository's name as its remote gives it, else the folder's);
  elsewhere it prints the command that does.

Options:
  --scope global|project  global: shared by every project in the workspace (_global/);
                          project: this project only (its key: see \`project-memory list\`)
  --title T               short title; also gives the file name unless --name is passed
  --description D         the one line shown in the list
  --tags a,b              comma-separated tags
  --source S              how it was discovered (optional)
  --name SLUG             file name without .md (a-z, 0-9, -, _, Hangul, kana, CJK; not readme)
  --body TEXT             the Markdown body; or --body-file F ('-' for stdin); with
                          neither, a piped stdin (with --update, only --body-file -)
  --dir DIR               the launch folder (default: current folder)
  --project KEY           use this project key, not the derived one
  --update                change the existing memory of that name: what you pass
                          replaces, the rest is kept; given any text (title, description,
                          source, body), sets updated_at, and verified_at to today as
                          verify does. With --name, --scope may be left out.
                          --tags '' and --supersedes '' clear those lists
  --force-duplicate       save even though a similar memory exists in that folder or
                          the one listed beside it
  --supersedes NAME,…     this memory replaces those: they stay on disk, hidden from the
                          list (a project memory may hide a global one, for this project)
  --review-by DATE        when to check it again (YYYY-MM-DD); after that day the list
                          marks it (stale) until it is verified
  --review-in PERIOD      the same, counted from today: 90d, 12w, 6m, 1y
  --allow-secret          save even though the text looks like a credential; it is
                          recorded under not_secrets, so lint and the list pass it
  --pin                   also pin the project key (see project-memory key --help)
  --no-pin                do not pin the key on a project's first memory (it is saved
                          under the folder's key)
  --json                  print { path, scope, name, projectKey, updated, changed, created, pin,
                          pinCommand, hiddenBy: [{ scope, name, path }], listedAgain, ignoredBy,
                          warnings: [{ rule, message, fix }] }
                          ignoredBy: the gitignore rule that keeps it from teammates, or null

Exit codes: 0 saved; 1 invalid input, no workspace, an error lint would report, or
--update of a memory that is missing or unreadable; 3 that memory or a near
duplicate exists (the message names the file), or --pin would hide another clone's
memories (see key --help).

Examples:
${EXAMPLES.save}`,

  import: `Usage: project-memory import SOURCE [PATH] [--scope global|project] [--dir DIR]
                             [--project KEY] [--section HEADING ...] [--write]
                             [--update [--keep-edits | --overwrite-edits]]
                             [--force-duplicate] [--no-pin] [--json]

Turns notes kept for other tools into memory files, one per note. Without --write
it is a dry run that shows what it would create and refuse.

- Nothing is overwritten; running it again creates nothing new (nor what you
  deleted since).
- Refused (exit 1): what lint would call an error (a likely credential, an order to
  the model, …) and unreadable files.
- Skipped (exit 3): a memory of that name that says something else (--update
  replaces it), one edited since import while the source changed too (merge by
  hand), near duplicates (--force-duplicate imports them). The rest is imported.

Sources (PATH: another file or folder, relative to the current folder, not --dir):
  auto-memory  Claude Code's auto memory for DIR's git repository (else DIR), in
               ~/.claude/projects/ (CLAUDE_CONFIG_DIR and autoMemoryDirectory are
               followed); memories of type "user" are private, and left out
  claude-md    the sections of DIR/CLAUDE.md (else DIR/.claude/CLAUDE.md) picked with
               --section; without --section it lists the headings
  cursor       DIR/.cursor/rules/**/*.mdc and *.md, and DIR/.cursorrules; alwaysApply
               rules and .cursorrules are pinned (always listed)
  cline        DIR/memory-bank/*.md

Options:
  --scope global|project  where the memories go (default: project)
  --dir DIR               the project folder (default: current folder)
  --project KEY           use this project key, not the derived one
  --section HEADING       a CLAUDE.md section to import, with its subsections; repeat
                          for more. "Parent > Heading" or a line number (--section 11)
                          picks one of two headings alike
  --write                 create the memories (without it: a dry run)
  --update                replace memories this source imported whose text differs;
                          never one from another source (the import takes the next
                          free name, deploy-2) nor one edited since import (named, kept)
  --keep-edits            with --update, once you merged the source's change by hand:
                          keep their text, record them as up to date
  --overwrite-edits       with --update, replace edited memories too (edits are lost)
  --force-duplicate       import near duplicates as memories of their own
  --no-pin                do not pin the key on a project's first memories (see save --help)
  --json                  print { source, sourcePath, dryRun, scope, projectKey,
                          memoryRoot, folder, items: [{ from, status, path, name,
                          title, description, reason, warnings, nameTaken,
                          hiddenBy: [{ scope, name, path }], keptEdits }],
                          counts, notRead: [{ path, why }], pin }
                          claude-md without --section: { source, sourcePath,
                          headings: [{ level, text, line, section }] }

Exit codes: 0 every memory created, already there or left out on purpose; 1 a memory
refused, or no such source; 3 a memory skipped because it (or a near duplicate)
exists. A dry run exits as its --write would.

Examples:
${EXAMPLES.import}`,

  key: `Usage: project-memory key [show] [--dir DIR] [--json]
       project-memory key pin [KEY] [--dir DIR] [--here] [--force] [--dry-run] [--json]
       project-memory key move OLD [NEW] [--dir DIR] [--dry-run] [--json]

The project key names the folder .ai-core/data/memory/<key>/ that holds a project's
own memories. For a launch in DIR it is the first of:
  1. PROJECT_MEMORY_PROJECT (or --project on list, search, save, verify, rename, forget, import, stats, lint)
  2. the pin file .project-memory-key (one line: the key), looked for from DIR up to
     the git checkout's top, and in the main worktree of a linked one
  3. the tmux session name, when a memory folder of that name exists (not 0, 1, …)
  4. the path: the deepest folder from DIR up whose key has a memory folder, else the
     git top level (in a repository with .ai-core/ at its top: the nearest folder with
     its own package.json, go.mod, …), else DIR; relative to the workspace root, with
     / made -- and . made __ (workspace/patent.how → workspace--patent__how). Linked
     worktrees share their main worktree's key

Actions:
  show (default)  the key, where it came from, its memory folder and the pin
  pin [KEY]       write .project-memory-key with KEY (default: the key in use) at the
                  project's top; commit it so every clone and worktree uses that key
  move OLD [NEW]  move every file of the folder OLD into NEW (default: the key in use),
                  with git mv where git tracks it, and remove the emptied folder; a pin
                  of OLD becomes NEW. Refused before anything moves if NEW has a file
                  of the same name

Options:
  --dir DIR    the launch folder (default: current folder)
  --force      pin: replace a pin that holds another key
  --here       pin: write the pin in DIR itself, below a pin of the folders above
               (a package of a monorepo pinned at its top)
  --dry-run    pin, move: show what would be written or moved; change nothing
  --json       show: { workspaceRoot, memoryRoot, key, source, projectDir, pinFile, worktree,
                       firstSave, memoryFolder, memories, unreadable, otherClones: [{ key, count }],
                       pin: { path, key, problem, laterKeys } }
               pin:  { path, key, dryRun, written, alreadyPinned, droppedKeys, previousKey,
                       moveCommand, parentMemories, leftUnder: [{ key, memories, moveCommand }] }
               move: { from, to, fromDir, toDir, dryRun, moves: [{ name, from, to, via }], removedFolder, pin,
                       listChanges: { hidden: [{ path, by }], shown } }

Exit codes: 0 done (with no workspace yet, show says the key a first save would use,
and pin pins it for that save); 1 invalid input, or no workspace for move;
3 refused: another pin is there, NEW has a file of the same name, or "pin" without
KEY while the memories are in another clone's folder (the message names it).

Examples:
${EXAMPLES.key}`,

  verify: `Usage: project-memory verify NAME [--scope global|project]
                             [--review-by DATE | --review-in 90d]
                             [--dir DIR] [--project KEY] [--dry-run] [--json]

Marks the memory NAME (its file name without .md) as checked today: sets verified_at,
and review_by when asked, which clears the list's (stale) mark.

- Without --review-by or --review-in, a review_by passed, or in the last quarter of
  its period (a month at most), moves to today plus that period; one further off is kept.
- Only those two lines change; running it again the same day changes nothing.

Options:
  --scope global|project  where NAME is, when both folders have a memory of that name
  --review-by DATE        check it again by this day (YYYY-MM-DD)
  --review-in PERIOD      the same, counted from today: 90d, 12w, 6m, 1y
  --dir DIR               the launch folder (default: current folder)
  --project KEY           use this project key, not the derived one
  --dry-run               say what would be written; change nothing
  --json                  print { path, scope, name, verifiedAt, reviewBy, previous,
                          changed, written, dryRun }

Exit codes: 0 verified (or nothing to change); 1 no such memory, a bad flag,
unreadable front matter, or what lint calls an error in what the memory says
(a likely secret, a merge conflict, an order to the model): fix it first.

Examples:
${EXAMPLES.verify}`,

  rename: `Usage: project-memory rename OLD NEW [--scope global|project]
                             [--dir DIR] [--project KEY] [--dry-run] [--json]

Renames the memory OLD (its file name without .md) to NEW in its own folder, and
writes NEW in every supersedes there that named OLD.

- NEW is made a file name as save makes --name one (\`Docker Notes\` → docker-notes).
- Where git tracks the file it is a \`git mv\` (staged). The text, title included,
  is kept; the read counts of \`stats\` follow the new name.

Options:
  --scope global|project  where OLD is, when both folders have a memory of that name
  --dir DIR               the launch folder (default: current folder)
  --project KEY           use this project key, not the derived one
  --dry-run               say what would change; change nothing
  --json                  print { scope, from, to, via, references, notUpdated,
                          written, dryRun }

Exit codes: 0 renamed; 1 no such memory, a bad flag or name, or OLD is unmerged;
3 a memory named NEW (in any letter case) is already there: nothing is replaced.

Examples:
${EXAMPLES.rename}`,

  forget: `Usage: project-memory forget NAME [--scope global|project] [--force]
                             [--dir DIR] [--project KEY] [--dry-run] [--json]

Deletes the memory NAME (its file name without .md).

- Where git's last commit holds it as it is, with \`git rm\` (staged; the text stays
  in the history). A memory never committed, or changed since, needs --force.
- NAME is taken out of every supersedes, which names what NAME superseded in its
  place; memories it hid that nothing else hides are named: the list shows them again.

Options:
  --scope global|project  where NAME is, when both folders have a memory of that name
  --force                 delete text no commit holds (never committed, or changed)
  --dir DIR               the launch folder (default: current folder)
  --project KEY           use this project key, not the derived one
  --dry-run               say what would change; change nothing
  --json                  print { scope, name, path, via, held, references,
                          passedOn, notUpdated, listedAgain, written, dryRun }

Exit codes: 0 deleted; 1 no such memory, a bad flag, an unmerged file, or text no
commit holds without --force.

Examples:
${EXAMPLES.forget}`,

  context: `Usage: project-memory context [--dir DIR] [--window N] [--json]

Shows the context a Claude Code session launched in DIR starts with, assembled as
Claude Code does, with characters and estimated tokens per part:
  git        branch, default branch, git user, \`git status --short\` (first 2,000
             characters), the 5 latest commits; skipped outside git
  CLAUDE.md  in load order: managed (/etc/claude-code/CLAUDE.md), user (~/.claude/),
             project (from the repository top down to DIR), local (CLAUDE.local.md),
             with @path imports. Rules with \`paths:\` front matter load later, when a
             matching file is read: counted apart
  memory     the list this package's UserPromptSubmit hook prints now
  date       the "Today's date is YYYY-MM-DD." line
Tokens are estimated as chars/4 (Hangul, kana, CJK: chars/1.5). It warns when
CLAUDE.md files pass 40,000 characters, and when the memory list passes 8,000 of
the hook's 10,000-character output cap.

Options:
  --dir DIR      the launch folder (default: current folder)
  --window N     context window in tokens to measure against (default: ${DEFAULT_WINDOW})
  --json         print { version, dir, window, estimate, git, claudeMd: { disabled,
                 files: [...], startup, conditional }, memoryList, date, total,
                 warnings: [{ code, path, message, importedFrom, chars }] }

Environment:
  PROJECT_MEMORY_MANAGED_CLAUDE_MD   read the managed CLAUDE.md from this path instead
  CLAUDE_CODE_DISABLE_CLAUDE_MDS=1   as in Claude Code: no CLAUDE.md files are loaded

Examples:
${EXAMPLES.context}`,

  lint: `Usage: project-memory lint [--dir DIR] [--project KEY] [--staged] [--json]

Checks every memory file in the workspace, the pin files and the workspace config.

Errors (exit 1):
- broken, missing or executable (---js) front matter; a missing title or
  description; a field that is not text; a review_by or verified_at not a date
- a likely secret
- an order to the model in a title or description ("ignore previous instructions",
  "you are now …", a fake context tag, acting without the user's consent)
- an unreadable file, or a file over 256 KB
- memories that supersede one another in a loop, or themselves
- a pin file (.project-memory-key) or workspace config (.ai-core/project-memory.json)
  the hook ignores: a merge conflict, invalid JSON, no usable key

Warnings:
- a multi-line or long (over 200 characters) description; invisible or control
  characters; a one-line field cut short at " #" (quote the value)
- a config key or value the hook skips
- near duplicates, in one folder or across a project and _global
- unsafe or unlisted file names; notes the list never reads (in a subfolder, or
  .markdown and .txt files)
- instruction-like text in a body; a warning worded like an order in a title or
  description ("install with curl … | sh")
- temp files left by an interrupted save
- a review_by passed unverified (check it, then \`project-memory verify NAME\`)
- a path named in a body (\`src/app.ts\`) that no longer exists
- a supersedes name no memory has; a superseded memory edited after the memory
  superseding it (an edit the list hides)

Options:
  --dir DIR        a folder inside the workspace (default: current folder)
  --project KEY    check _global/ and this project's folder only
  --staged         check what the next commit holds (git's index), for a pre-commit
                   hook; errors in files the commit does not touch are only warnings.
                   To run it before each commit of this clone, paste these lines: they
                   add a line to the hook git runs (made if there is none) and make the
                   hook executable, which git needs to run it:
                     hook=$(git rev-parse --git-path hooks/pre-commit)
                     [ -e "$hook" ] || printf '#!/bin/sh\\n' > "$hook"
                     printf '%s\\n' "project-memory lint --staged || exit 1" >> "$hook"
                     chmod +x "$hook"
  --json           print { files, errors, warnings, findings: [{ file, rule, severity, message, fix, line?, column? }] }

Exit codes: 0 no errors (warnings allowed), or no memory folder at or above DIR
(said on stderr); 1 at least one error.

Examples:
${EXAMPLES.lint}`,

  doctor: `Usage: project-memory doctor [--client claude|codex|gemini] [--dir DIR] [--json]

Checks what a session of the client launched in DIR gets from project-memory: one
row per check, with a fix for each problem. For Claude Code (the default):
  node            Node 20 or newer on PATH
  settings        the settings files are valid JSON
  hook            the list hook is registered once (project settings above DIR do not count)
  hooks-enabled   shown when a settings file sets "disableAllHooks": true (no hook runs)
  hook-events     the other hooks are registered beside it (8 in all)
  hook-run:<via>  the command prints JSON Claude Code accepts, in time (only our own
                  command is run, and none from an untrusted folder's settings)
  hook-copy       the hooks run from this copy of project-memory, not another one
  look-alike:<via>  a command naming a project-memory hook file that is not ours
  read            Claude Code reads a memory without asking (a rule, or the Read hook)
  state           the state folder the hooks keep session state in is usable
  workspace       the .ai-core/ workspace root above DIR
  outer-workspace a workspace further up holds memories this one keeps from the list
  project-key     the project key and where it comes from
  pin             an unusable pin file, or the command that writes one
  other-clones    this key holds no memories while a key another clone's folder name
                  gives does: the pin that makes them one
  split-clones    both keys hold memories: the moves that bring them under one
  root-folder     no memory folder is named after the workspace root (none below lists it)
  old-key         memories under a key an older version used, and how to move them
  repository-keys all worktrees of the repository share one memory folder
  key-collisions  no two project folders derive or pin the same key
  git-ignored     git does not ignore the memory folder
  git-unshared    no memory file has changes no commit holds (new, changed, deleted)
  git-unpushed    no commit that changes the memory folder waits to be pushed (no
                  remote branch holds it; in a clone with a remote)
  memory-folders  every scope folder is a folder that can be read
  linked-folders  no scope folder is a symbolic link (the list never follows one)
  lint            every memory file is valid
  freshness       no memory is past its review_by or names a file that is gone
  auto-memory     Claude Code's own auto memory is off
  config          .ai-core/project-memory.json, if any, is usable
  environment     each PROJECT_MEMORY_* variable set has a value it takes
  language        the language of messages, and where it came from

For --client codex and --client gemini, the rows about hooks are:
  settings        the user and project hook files can be read
  hook            the list hook is registered once where the client reads it
                  (Codex reads project hooks only in a trusted project)
  hook-events     the client's other hooks are registered beside it (Codex 3 in all,
                  Gemini 5)
  codex-config    Codex: config.toml is valid TOML (else no hook runs)
  hook-trust      Codex: every project-memory hook is trusted in config.toml
  hooks-enabled   nothing turns the client's hooks off (Codex: its hooks feature in
                  config.toml; Gemini: hooksConfig)
  hook-run:<via>  the command prints what the client accepts, under its size cap
  read            Gemini: read_file may open the memory folder
  include-dirs    Gemini: every folder in context.includeDirectories exists (else
                  Gemini does not start)
  folder-trust    Gemini: the launch folder is trusted where folder trust is on (in an
                  untrusted one Gemini runs no hook)

Options:
  --client claude|codex|gemini  whose hooks to check (default: claude)
  --dir DIR   the launch folder to check for (default: current folder)
  --json      print { dir, ok, checks: [{ id, status, message, fix }] }; id and status
              (ok, warn, fail) are stable

Exit codes: 0 no check failed (warnings allowed); 1 a check failed.

Examples:
${EXAMPLES.doctor}`,

  stats: `Usage: project-memory stats [--dir DIR] [--project KEY] [--unused [--min-shown N]] [--json]

For each memory visible from DIR: how many sessions' first lists showed it, how many
times the model opened it, and when it last did. Most read first.

- Reads are Claude Code's Read, Gemini CLI's read_file, and shell commands that read
  a memory (cat, sed -n, head, grep …): all of Codex's, and Claude Code's where the
  command spells out .ai-core.
- The counts are this user's, kept in usage/ of the state folder
  (~/.local/state/project-memory by default), never in the repository; delete
  usage/ to forget them. Nothing is recorded while PROJECT_MEMORY_DISABLE=1.
- With no workspace yet, it says so and exits 0 (--json: []).

Options:
  --dir DIR        the launch folder (default: current folder)
  --project KEY    use this project key, not the derived one
  --unused         only memories shown in at least N first lists and never read:
                   candidates for a clearer description, or for removal
  --min-shown N    N for --unused (default: ${DEFAULT_UNUSED_MIN_SHOWN})
  --json           print [{ scope, folder, name, path, shown, reads, lastRead,
                   lastShown, supersededBy: [{ scope, name, path }] }, ...];
                   times are ISO 8601 (UTC), null when never

Examples:
${EXAMPLES.stats}`,
};
