import { DEFAULT_SEARCH_LIMIT, DEFAULT_UNUSED_MIN_SHOWN, DEFAULT_WINDOW } from '../model/defaults.js';
import { HELP_EXAMPLES } from './help-examples.js';
import type { CommandName } from './types.js';

const EXAMPLES = HELP_EXAMPLES.en;

/** Each command's --help in English; help-ko.ts says the same, with the same commands in its examples. */
export const HELP_EN: Record<CommandName, string> = {
  install: `Usage: project-memory install [--client claude|codex|gemini] [--scope user|project|local] [--dir DIR]
                              [--keep-auto-memory] [--force] [--trust-hooks] [--pin] [--dry-run] [--json]

Registers the project-memory hooks for a coding agent and creates
.ai-core/data/memory/_global/ at the workspace root if it is missing. The
workspace root is the nearest folder at or above DIR holding .ai-core/; with
none, the top of DIR's git repository (where save would make it), else DIR.
Every client shows the same memories: one saved from Codex is listed in Claude Code
and Gemini CLI, and the other way round.
For Claude Code it also adds Read(//<memory folder>/**) to permissions.allow, so a
session launched in a folder below the workspace root reads a memory without asking
(Claude Code asks before reading outside the launch folder; claude -p cannot ask).
Running it again changes nothing and says "already installed".
The file is edited in place (its other bytes, mode and symbolic link are kept);
a read-only file, or one with a key it would change twice, is refused (exit 1).

Options:
  --client claude|codex|gemini  claude: Claude Code (default); codex: Codex CLI; gemini: Gemini CLI
  --scope user|project|local  user (default; works from any launch folder):
                                ~/.claude/settings.json, $CODEX_HOME/hooks.json (~/.codex),
                                ~/.gemini/settings.json
                              project: DIR/.claude/settings.json (read only when Claude starts in DIR),
                                <git top of DIR>/.codex/hooks.json (read only in a trusted project),
                                DIR/.gemini/settings.json (read only when Gemini starts in DIR)
                              local (Claude Code only): DIR/.claude/settings.local.json, added
                                to the clone's own git ignores (.git/info/exclude) unless ignored
  --dir DIR                   the workspace or launch folder (default: current folder)
  --keep-auto-memory          Claude Code: leave its own auto memory on, also on later installs;
                              over an earlier install that turned it off, put it back as it was
  --force                     Claude Code: install even though the project-memory plugin is enabled
                              for DIR (refused without it: each hook would run twice)
  --trust-hooks               Codex: also trust the hooks in $CODEX_HOME/config.toml, the lines
                              /hooks in codex would write (Codex skips untrusted hooks silently;
                              without this flag install prints the lines and how to trust them)
  --pin                       also pin DIR's project key (see project-memory key --help);
                              without it, in a git checkout, install prints the command that
                              does, unless the project's first memory will pin it (see save)
  --dry-run                   show what would change; write nothing
  --json                      print { client, settingsFile, scope, dryRun, changes, created,
                              settingsCreated, memoryRoot, workspaceRoot, alreadyInstalled, memoryRootLeft, pin,
                              pinCommand, gitIgnore, recordKept, hooksOff (Claude Code), codexTrust (Codex) }; recordKept:
                              false where no state folder could keep install's record (doctor's state row says why); created: the
                              memory folder's files and folders install made, settingsCreated: the client's (its
                              settings folder, hook file, config.toml); memoryRootLeft: run in the
                              home folder or one all users share (/tmp) without --dir, no memory folder was made (the first save in a repository
                              makes one); gitIgnore (--scope local): { exclude, line, written, ignored }, { tracked }
                              or null; hooksOff: { paths, overriddenBy? }, the settings files with
                              "disableAllHooks": true (Claude Code then runs no hook), or null;
                              launchIncludeSkipped (Gemini, only when it happened): { path, reason },
                              the launch folder's settings file that could not take the memory folder
                              (the hooks are installed all the same)
                              changes are English lines in every language
                              ("add UserPromptSubmit hook: CMD", "set autoMemoryEnabled: false")

Gemini CLI: read_file opens only the launch folder and the folders in
context.includeDirectories. Nothing is added to ~/.gemini/settings.json (Gemini
would list one repository's memory files in every session, and stop at startup
everywhere once that folder is gone; entries older installs added there are
taken out). For a launch below the memory folder's workspace, install at either
scope adds it to DIR/.gemini/settings.json as a path relative to DIR (no path of
this machine: fit to commit); uninstall run there takes it out again.

Examples:
${EXAMPLES.install}`,

  uninstall: `Usage: project-memory uninstall [--client claude|codex|gemini] [--scope user|project|local] [--dir DIR] [--dry-run] [--json]

Removes the project-memory hooks from the client's settings or hooks file and
takes back what install added there: Claude Code's auto memory setting as it
was and its permissions.allow rules, the includeDirectories entries Gemini's installs added (at user scope those
of every workspace older installs wrote there, --dir may name one that is gone,
and the one in DIR/.gemini/settings.json), the
Codex trust --trust-hooks wrote, the line --scope local added to .git/info/exclude
(kept, and named, while a settings file it ignores is still there, in this or
another worktree); a file or folder install created (the hook file, Codex's
config.toml, a .codex/ or .gemini/ folder) goes too, when nothing else was put
in it. An event list or hooks object the file had before install stays, even
empty. Other tools' hooks and memories are never touched. Codex
keeps trust by a hook's place in hooks.json: trusted hooks listed after ours
move up a place and are named. An install in another scope for DIR, or for
another client, goes on running: each is named, with the command that removes it
(before the package goes, run it for each).

Options:
  --client claude|codex|gemini  whose hooks (default: claude)
  --scope user|project|local  which file (default: user; see install --help)
  --dir DIR                   the launch folder for project/local scope (default: current folder)
  --dry-run                   show what would change; write nothing
  --json                      print { client, settingsFile, scope, dryRun, changes, notInstalled,
                              stillInstalled, leftUnrecorded, trustShifted (Codex) }; changes are
                              English lines in every language ("remove UserPromptSubmit hook: CMD",
                              "remove autoMemoryEnabled"); stillInstalled: the other scopes and clients
                              that still hold the hooks for DIR, each { client, scope, settingsFile,
                              command } (the command that removes it); leftUnrecorded: with no
                              install record, what install may have set too, left ("key: value")

Examples:
${EXAMPLES.uninstall}`,

  list: `Usage: project-memory list [--dir DIR] [--project KEY] [--all] [--json]

Lists every memory visible from DIR: the _global ones and the project's own,
with no budget applied. A memory past its review_by, not verified since, is
marked (stale). One that another memory supersedes is left out, as the hook's
list leaves it out; --all shows it, marked with what supersedes it.
With no workspace at or above DIR yet (none until the first save), it says so
and where the first save makes one, and exits 0: there are no memories to list.

Options:
  --dir DIR        the launch folder to act for (default: current folder)
  --project KEY    use this project key instead of the derived one
  --all            also list superseded memories, marked
  --json           print { workspaceRoot, memoryRoot, projectKey, keySource, memories: [...],
                   hidden, unreadableFolders, linkedFolders, notFolders, projectFolders } (each memory
                   with reviewBy, verifiedAt, stale, supersedes, supersededBy, and unmerged:
                   git left it unmerged, which no marker in the file says; hidden: how
                   many superseded ones were left out; unreadableFolders: folders permissions
                   kept from being read; linkedFolders: scope folders that are symbolic
                   links, which are not followed; notFolders: scope folders whose path holds
                   a file instead; projectFolders: at the root of a workspace of several projects, which
                   lists _global alone, [{ key, count }] of the project folders holding
                   memories, most first, and [] elsewhere); with
                   no workspace yet, workspaceRoot and memoryRoot are null and memories is [];
                   projectKey and keySource are those a project save from DIR uses: before the
                   project's first memory, keySource "remote" where that save pins the name the
                   git remote gives (null in the home folder, where a save makes no memory folder)

Examples:
${EXAMPLES.list}`,

  search: `Usage: project-memory search QUERY [--dir DIR] [--project KEY] [--limit N] [--json]

Ranks the memories visible from DIR (the _global ones and the project's own) by
relevance to QUERY, with the same ranker the per-prompt list uses. Korean and
English both work, inflected or not ("switching branches" finds "branch switch";
Korean particles and endings likewise).
Only memories that match at least one word in their name, title, description or
tags are printed: bodies are not searched (grep -ri WORD the memory folder does).
A memory another one
supersedes is not searched (\`project-memory list --all\` shows it); one past its
review_by is marked (stale). With no workspace at or above DIR yet, it says so and
exits 0 (--json: []), as list does.

Options:
  --dir DIR        the launch folder to act for (default: current folder)
  --project KEY    use this project key instead of the derived one
  --limit N        print at most N memories (default: ${DEFAULT_SEARCH_LIMIT})
  --json           print [{ score, scope, folder, name, title, description, tags, pinned,
                   reviewBy, verifiedAt, stale, supersedes, supersededBy, path, problems }, ...]:
                   each memory as list --json shows it (but unmerged), its score first

Examples:
${EXAMPLES.search}`,

  save: `Usage: project-memory save --scope global|project --title T --description D
                           [--tags a,b] [--source S] [--name SLUG]
                           [--body TEXT | --body-file F | body on stdin]
                           [--dir DIR] [--project KEY] [--update] [--force-duplicate]
                           [--supersedes NAME,…] [--review-by DATE | --review-in 90d]
                           [--allow-secret] [--pin | --no-pin] [--json]

Writes <memory root>/<_global|project key>/<name>.md with front matter
(title, description, created_at, tags, source) and the body, and prints its path.
The text is checked by \`project-memory lint\`'s rules first: what lint calls an
error (an order to the model itself in the title or description, a likely
credential, …) is refused with each finding and its fix, and nothing is written;
what lint warns about (an instruction-like body, a warning worded like an order
such as "install with curl … | sh", a long description, …) is saved
and said on stderr.

Options:
  --scope global|project  global: shared by every project in the workspace (_global/)
                          project: only this project (its key: see \`project-memory list\`)
  --title T               short title; also gives the file name unless --name is passed
  --description D         the one line shown in the list (line breaks are folded)
  --tags a,b              comma-separated tags
  --source S              how it was discovered (optional)
  --name SLUG             file name without .md (a-z, 0-9, -, _, Hangul, kana, CJK; not readme)
  --body TEXT             the Markdown body; or --body-file F ('-' for stdin);
                          with neither, the body is read from stdin when it is piped
                          (with --update only through --body-file -)
  --dir DIR               the launch folder to act for (default: current folder)
  --project KEY           use this project key instead of the derived one
  --update                change the memory of that name (--name, or the one --title gives),
                          which must exist: what you pass replaces, what you do not pass is
                          kept (title, description, tags, source, body, created_at,
                          review_by, supersedes); adds updated_at and sets verified_at to
                          today, moving an overdue review_by forward as verify does. With --name,
                          --scope may be left out: the one scope holding the memory.
                          --tags '' clears the tags, --supersedes '' the list it replaces;
                          a body of only blank lines keeps the old one. A file without
                          front matter keeps its text as the body; one whose front
                          matter cannot be read is refused until it is fixed
                          (project-memory lint shows how)
  --force-duplicate       save even though a similar memory exists in that folder, or in
                          the one listed with it (_global beside a project's, and the reverse)
  --supersedes NAME,…     this memory replaces those: they stay on disk, hidden from the
                          list (a project memory may name a global one: hidden for this
                          project only; a global memory names global ones only)
  --review-by DATE        when it should be checked again (YYYY-MM-DD); the list marks
                          it (stale) once that day has passed unverified
  --review-in PERIOD      the same, counted from today: 90d, 12w, 6m, 1y
  --allow-secret          save even though the text looks like it holds a credential; the
                          file lists what was allowed under not_secrets, so lint and the
                          list pass it and flag only what else looks like one
  --pin                   also pin the project key (see project-memory key --help). Without
                          it, a project's first memory pins the key where the memory folder
                          is inside the git checkout (else it prints the command): the
                          repository's name as its remote gives it (origin's, upstream's or
                          the one remote's), the same in every clone, else the folder's
  --no-pin                do not pin the key on a project's first memory (it goes under the
                          folder's key)
  --json                  print { path, scope, name, projectKey, updated, changed, created, pin,
                          pinCommand, hiddenBy: [{ scope, name, path }], ignoredBy,
                          warnings: [{ rule, message, fix }] }: changed,
                          false where --update found the file saying exactly this already and
                          wrote nothing; hiddenBy, the memories
                          whose supersedes names this one, so that the list hides it; ignoredBy,
                          the gitignore rule that keeps a first memory folder or a project's
                          first memory from teammates (else null); warnings, what lint warns
                          of in the memory as saved (stderr says them too)

Exit codes: 0 saved; 1 invalid input, missing workspace, a likely secret or another
error lint would report, --update of a memory that is not there or cannot be read;
3 that memory (or a near duplicate) already exists — the
message names the file — or --pin would hide another clone's memories (see key --help).

Examples:
${EXAMPLES.save}`,

  import: `Usage: project-memory import SOURCE [PATH] [--scope global|project] [--dir DIR]
                             [--project KEY] [--section HEADING ...] [--write]
                             [--update [--keep-edits | --overwrite-edits]]
                             [--force-duplicate] [--no-pin] [--json]

Turns notes kept for other tools into memory files, one memory per note. Without
--write it only shows what it would create (file, title, description) and what it
refuses; with --write it creates them. Nothing is overwritten, and running it
again creates nothing new, nor a memory it made that git shows deleted since.

Sources (PATH reads another file or folder instead of the usual place; a relative
PATH is taken from the current folder, not from --dir):
  auto-memory  Claude Code's auto memory for the project in DIR:
               ~/.claude/projects/<P>/memory/, where <P> is the project's path with
               each character but a-z, A-Z and 0-9 turned into "-"
               (/home/me/app → -home-me-app; CLAUDE_CONFIG_DIR replaces ~/.claude; the
               autoMemoryDirectory setting replaces the whole path). The project is
               the git repository (its main working tree), else DIR. One memory per
               file; MEMORY.md, the index, gives the titles. Memories of type "user"
               are private to one person in Claude Code and are left out.
  claude-md    sections of DIR/CLAUDE.md (else DIR/.claude/CLAUDE.md), picked with
               --section; without --section it lists the headings to pick from
  cursor       DIR/.cursor/rules/**/*.mdc and *.md, and DIR/.cursorrules (the older
               single file), or one rule file; alwaysApply rules and .cursorrules are
               pinned (always listed), globs are kept in a globs field; other files
               in the folder are named as not read
  cline        DIR/memory-bank/*.md: projectbrief, productContext, systemPatterns,
               techContext, activeContext, progress and any other .md

Each memory gets a title (the note's heading or name, else its file name in
words), a one-line description (the note's own, else its first sentence, cut to
200 characters) and source: SOURCE:<path>. File names are made as save makes them.

Refused (exit 1): text that looks like a credential, a title or description that
reads like an instruction to the model, a file that cannot be read, and whatever
else \`project-memory lint\` would call an error in the memory written.
Skipped (exit 3): a memory of that name that says something else (--update
replaces it), one edited in the repository since it was imported while the
source changed too (merge by hand), a near duplicate of a memory in the folder or of another note in
this import (--force-duplicate imports it as well).
The other memories are imported all the same.

Options:
  --scope global|project  where the memories go (default: project)
  --dir DIR               the project folder (default: current folder)
  --project KEY           use this project key instead of the derived one
  --section HEADING       a CLAUDE.md section to import, once per section (its
                          subsections come along); "Parent > Heading" picks one
                          of two headings that read the same, and so does the
                          line a heading is on, as the list shows it (--section 11)
  --write                 create the memories (without it: a dry run)
  --update                replace memories this source imported before whose
                          text differs from it; keeps created_at, adds
                          updated_at. A memory of the name from another source
                          is never replaced: the import takes the next free
                          name (deploy-2) and says so. Nor is one edited
                          since it was imported (each import records what
                          it wrote, in import_digest): it is named, and kept
  --keep-edits            with --update, once you have merged the source's
                          change into those by hand: keep their text, record
                          them as up to date with the source
  --overwrite-edits       with --update, replace those edited memories too,
                          and ones with no import_digest (their edits are lost)
  --force-duplicate       import near duplicates as memories of their own
  --no-pin                do not pin the key on a project's first memories
                          (by default they pin it, as save does: see save --help)
  --json                  print { source, sourcePath, dryRun, scope, projectKey,
                          memoryRoot, folder, items: [{ from, status, path, name,
                          title, description, reason, warnings, nameTaken,
                          hiddenBy: [{ scope, name, path }], keptEdits }],
                          counts, notRead: [{ path, why }], pin }: keptEdits,
                          true where --keep-edits kept the memory's own text
                          (title and description are then the source's); pin, the
                          { path, key, written } of the pin a project's first
                          memories write (written false in a dry run), else null;
                          claude-md without --section: { source, sourcePath,
                          headings: [{ level, text, line, section }] }

Exit codes: 0 every memory created, already there or left out on purpose;
1 a memory refused, or no such source; 3 a memory skipped because it (or a near
duplicate) already exists. A dry run exits as its --write would.

Examples:
${EXAMPLES.import}`,

  key: `Usage: project-memory key [show] [--dir DIR] [--json]
       project-memory key pin [KEY] [--dir DIR] [--here] [--force] [--dry-run] [--json]
       project-memory key move OLD [NEW] [--dir DIR] [--dry-run] [--json]

The project key names the folder .ai-core/data/memory/<key>/ that holds a project's
own memories. For a launch in DIR it comes from, in this order:
  1. PROJECT_MEMORY_PROJECT (or --project on list, search, save, verify, rename, forget, import, stats, lint)
  2. a pin file, .project-memory-key, at the project's top level: one line, the key
     (a line starting with # is a comment; a # later in the line is the key's).
     Looked for from DIR up to the first folder that is a git checkout's top or has a
     memory folder of its own, and in the main worktree when DIR is a linked one
  3. the tmux session name, only when a memory folder of that name exists; tmux's
     own names (0, 1, …) never count
  4. the path: the deepest folder from DIR up whose key has a memory folder, else
     the git top-level below the workspace root; in a repository with .ai-core/ at
     its top, the nearest folder with a package.json, go.mod, … of its own, else
     the repository; else DIR. Relative to the workspace root, / becomes -- and
     . becomes __ (workspace/patent.how → workspace--patent__how). A linked git
     worktree takes its main worktree's path, read from git's files (.git,
     commondir), so every worktree of a repository shares one key; a bare
     repository or --separate-git-dir keeps the worktree's own.

Actions:
  show (default)  the key, where it came from, its memory folder, and the pin
  pin [KEY]       write .project-memory-key with KEY (default: the key in use) at the
                  project's top level. Commit it: every clone and worktree, wherever it
                  sits, then uses that folder. A different pin is kept unless --force
  move OLD [NEW]  move every file of the folder OLD into NEW (default: the key in use),
                  with git mv for what git tracks; refused as a whole, before anything
                  moves, when NEW already has a file of the same name. The emptied old
                  folder is removed. \`project-memory doctor\` names folders to move.
                  When OLD is the key a pin gives DIR, the pin names NEW too
                  (--json pin: { path, key } of that pin, else null)

Why a separate one-line file: the workspace (.ai-core/) may hold many projects and
need not be in the project's repository; the pin travels with the code. One line is
what \`cat\` shows and a shell reads (read key < .project-memory-key), as long as no
one adds a comment to it.

Options:
  --dir DIR    the launch folder to act for (default: current folder)
  --force      pin: replace a pin that holds another key
  --here       pin: write the pin in DIR itself, a project of its own below a pin that
               keys the folders above it (a package of a monorepo pinned at its top)
  --dry-run    pin, move: show what would be written or moved; change nothing
  --json       show: { workspaceRoot, memoryRoot, key, source, projectDir, pinFile, worktree,
                       firstSave, memoryFolder, memories, unreadable, pin, otherClones: [{ key, count }] }
                     (firstSave: { key, remote }, the key the project's first memory pins where
                     it is the remote's name and not this one, else null; memories: null and
                     unreadable: the folder that refused, when permissions keep the memory
                     folder from being read)
               pin:  { path, key, dryRun, written, alreadyPinned, previousKey, moveCommand,
                       parentMemories } (parentMemories: how many memories of the key
                     above a --here pin its launches no longer list)
               move: { from, to, fromDir, toDir, dryRun, moves: [{ name, from, to, via }], removedFolder, pin }

Exit codes: 0 done (with no workspace yet, show says the key a first save would use,
and pin pins it for that save); 1 invalid input, or no workspace for move;
3 refused: another pin is there, a file of the same name is already in NEW, or "pin"
with no KEY where the key in use holds no memories and a folder named after no folder
here (a teammate's clone under another folder name) does: the message names it and
the pin of either key.

Examples:
${EXAMPLES.key}`,

  verify: `Usage: project-memory verify NAME [--scope global|project]
                             [--review-by DATE | --review-in 90d]
                             [--dir DIR] [--project KEY] [--dry-run] [--json]

Marks the memory NAME (its file name without .md) as checked today: sets
verified_at in its front matter, and review_by when asked. The list marks a
memory (stale) once its review_by has passed with no verified_at on or after it;
verifying removes the mark. Without --review-by or --review-in, a review_by still
to come is kept, and one already passed moves on by the period it had (from the
last verified_at before it, else created_at), so a memory reviewed every 90 days stays on
that rhythm. Only those two lines change; the rest of the file is kept as written.

Options:
  --scope global|project  where NAME is, when both folders have a memory of that name
  --review-by DATE        check it again by this day (YYYY-MM-DD)
  --review-in PERIOD      the same, counted from today: 90d, 12w, 6m, 1y
  --dir DIR               the launch folder to act for (default: current folder)
  --project KEY           use this project key instead of the derived one
  --dry-run               say what would be written; change nothing
  --json                  print { path, scope, name, verifiedAt, reviewBy, previous,
                          changed, written, dryRun }

Running it twice on one day changes nothing the second time.
Exit codes: 0 verified (or nothing to change); 1 no such memory, a bad flag,
front matter that cannot be read, or an error lint finds in what the memory says
(a secret, a merge conflict, an order to the model): fix it first.

Examples:
${EXAMPLES.verify}`,

  rename: `Usage: project-memory rename OLD NEW [--scope global|project]
                             [--dir DIR] [--project KEY] [--dry-run] [--json]

Renames the memory OLD (its file name without .md) to NEW in its own folder, and
writes NEW in the supersedes of every memory that named OLD there, so what it
replaced stays hidden and what replaced it still does. NEW is made a file name
as save makes --name one (\`Docker Notes\` → docker-notes). Where git tracks the
file the rename is a \`git mv\` (staged, one rename in the history); the file's
text is kept as written (its title is its own words, not its name). The read
counts of \`stats\` follow it to the new name.

Options:
  --scope global|project  where OLD is, when both folders have a memory of that name
  --dir DIR               the launch folder to act for (default: current folder)
  --project KEY           use this project key instead of the derived one
  --dry-run               say what would change; change nothing
  --json                  print { scope, from, to, via, references, notUpdated,
                          written, dryRun }

Exit codes: 0 renamed; 1 no such memory, a bad flag or name, or OLD is unmerged;
3 a memory named NEW (spelled any way) is already there: nothing is replaced.

Examples:
${EXAMPLES.rename}`,

  forget: `Usage: project-memory forget NAME [--scope global|project] [--force]
                             [--dir DIR] [--project KEY] [--dry-run] [--json]

Deletes the memory NAME (its file name without .md). Where git's last commit holds
it as it is, with \`git rm\`: the deletion is staged and its text stays in the
history. A memory never committed, or changed since, is deleted only with --force:
nothing is lost unless you say so. Every memory whose supersedes named NAME names
it no more (lint would call the name unknown), and the memories NAME superseded
that nothing else hides are named: the list shows them again.

Options:
  --scope global|project  where NAME is, when both folders have a memory of that name
  --force                 delete text no commit holds (never committed, or changed)
  --dir DIR               the launch folder to act for (default: current folder)
  --project KEY           use this project key instead of the derived one
  --dry-run               say what would change; change nothing
  --json                  print { scope, name, path, via, held, references,
                          notUpdated, listedAgain, written, dryRun }

Exit codes: 0 deleted; 1 no such memory, a bad flag, a file that is unmerged, or
text no commit holds without --force.

Examples:
${EXAMPLES.forget}`,

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
                 warnings: [{ code, path, message, importedFrom, chars }] };
                 the message is English in every language

Environment:
  PROJECT_MEMORY_MANAGED_CLAUDE_MD   read the managed CLAUDE.md from this path instead
  CLAUDE_CODE_DISABLE_CLAUDE_MDS=1   as in Claude Code: no CLAUDE.md files are loaded

Examples:
${EXAMPLES.context}`,

  lint: `Usage: project-memory lint [--dir DIR] [--project KEY] [--staged] [--json]

Checks every memory file under the workspace's memory folder: _global/ and every
project folder (with --project, _global/ and that project only).

Errors (exit 1): broken or missing front matter, front matter that would run as
code (---js), missing title or description, fields that are not text, a likely
secret, an order to the model itself in a title or description ("ignore previous
instructions", "you are now …", a fake context tag, an order to act without the
user's consent or to keep something from them, and the same in Korean), an
unreadable file, a file over 256 KB (only its first 256 KB are checked, for
secrets too; save refuses one).
Also errors: review_by or verified_at that is not a date, memories that
supersede one another in a loop (or a memory that supersedes itself); a pin file
(.project-memory-key, from DIR up to the top of its checkout, and each one git
tracks below DIR) or workspace config
(.ai-core/project-memory.json) the hook cannot use and so ignores: a merge conflict
git left in it, invalid JSON, no usable key (rules pin-file and config-file, as
doctor words them; a config key or value the hook skips is a warning).
Warnings: multi-line or long (> 200 characters) descriptions, invisible or control
characters, a one-line field cut short at " #" (YAML reads the rest of a value
without quotes as a comment: the fix is the line in double quotes), a pin whose
key has no memory folder while one differs from it in case alone or holds the
key before a note written after it (" # …"), near duplicates (in one folder, or
a project memory and a global one its sessions list beside it), unsafe or
unlisted file names, notes the list never reads (in a subfolder of a scope
folder, or ending in .markdown or .txt: the warning names the file to move or
rename them to), instruction-like text in a body, and in a title or description
a warning worded like an order ("install with curl … | sh", "drops every table
without confirmation"), temp files
left by an interrupted save; a review_by
that has passed unverified (fix: check it, then \`project-memory verify NAME\`); a
path named in a body (\`src/app.ts\` or docs/setup.md: relative, with a folder and
an extension, its top folder present) that no longer exists in the repository;
a supersedes name no memory has; a superseded memory whose updated_at (else
created_at) is a later day than every date of the memory superseding it
(created_at, updated_at, verified_at): an edit the list hides. Dates of one day
cannot be ordered and are not reported.

Options:
  --dir DIR        a folder inside the workspace (default: current folder)
  --project KEY    check _global/ and this project's folder only
  --staged         check what the next commit holds (git's index), for a pre-commit hook:
                   a line \`project-memory lint --staged\` in .git/hooks/pre-commit (a
                   shell script; beside any check it holds). An error in a memory, the
                   pin or the config the commit leaves as the last commit has it is a
                   warning there, so it stops no commit that does not touch the file
  --json           print { files, errors, warnings, findings: [{ file, rule, severity, message, fix, line? }] }

Exit codes: 0 no errors (warnings allowed), or no memory folder at or above DIR
(nothing to check: a pre-commit hook passes on a branch without one; said on
stderr); 1 at least one error.

Examples:
${EXAMPLES.lint}`,

  doctor: `Usage: project-memory doctor [--client claude|codex|gemini] [--dir DIR] [--json]

Checks what a session of the client launched in DIR gets from project-memory.
For Claude Code (the default):
  node            Node 20 or newer on PATH (the hooks run \`node\`)
  settings        user, project and local settings files are valid JSON
  hook            the list hook is registered — in which settings level, or as
                  the project-memory plugin — and only once; project settings
                  of a folder above DIR are not read for a launch in DIR; with
                  none, but project-memory installed for Codex or Gemini CLI, a
                  warning names that install and its doctor --client (and the
                  auto-memory row is left out)
  hooks-enabled   shown when a settings file sets "disableAllHooks": true, with
                  which Claude Code runs no hook at all (fails; a warning where a
                  more specific file sets it false)
  hook-events     wherever the list hook is registered, every other hook is too
                  (SessionStart, PostToolUse for memory files written, PreToolUse
                  for those read and for subagents, PreCompact, SubagentStart: 7
                  with the list hook);
                  an install made by an older version is told to install again
  hook-run:<via>  the registered command exists, runs on a sample prompt, exits
                  0 in time and prints JSON Claude Code accepts; only a command
                  that is exactly ours is run, and none from the project or
                  local settings of a folder not trusted in Claude Code (the row
                  says "not run" and why)
  look-alike:<via>  a command that names a project-memory hook file but is not
                  ours: neither counted nor run
  workspace       the .ai-core/ workspace root above DIR
  project-key     the project key and where it comes from (environment, pin file,
                  tmux, worktree, path), and why a tmux session name was not used
  pin             a pin file that cannot be used, or the command that writes one; a
                  pinned key with no memories while the key pinned before holds them
  old-key         memories in a folder an older version's rules gave this launch
                  (a tmux session 0, a worktree's own path, the path before a pin),
                  with the one command that moves them; the key a folder above a
                  pinned subfolder still uses is named, with nothing to move
  repository-keys the worktrees of DIR's repository resolve to one memory folder
  key-collisions  no two project folders derive or pin the same key
  lint            every memory file is valid
  freshness       no memory is past its review_by or names a file that is gone
  auto-memory     Claude Code's own auto memory is off
  config          .ai-core/project-memory.json, when there is one, is JSON the hook
                  uses whole: no unknown key (the one meant is named), a "budget"
                  of 500 or more, an "everyTurn" of true or false
  language        the language of messages and the list, and where it came from;
                  a "lang" or PROJECT_MEMORY_LANG that names no language is reported

For --client codex and --client gemini, the rows about hooks are:
  settings        the user and project hook files can be read
  hook            the list hook (Codex: UserPromptSubmit, Gemini: BeforeAgent) is
                  registered where the client reads it, once; Codex reads project
                  hooks only in a trusted project
  hook-events     SessionStart is registered beside it
  codex-config    Codex: shown when config.toml is not valid TOML, where Codex
                  stops before any hook runs, with the line and column
  hook-trust      Codex: every project-memory hook is trusted in config.toml
                  (Codex skips an untrusted or changed hook without a word)
  hooks-enabled   Gemini: hooksConfig does not turn the hooks off
  hook-run:<via>  the command runs on the client's sample input and prints what it
                  accepts, under its cap (Codex: 10,000 bytes)
  read            Gemini: read_file may open the memory folder (inside DIR, or in
                  context.includeDirectories)
  include-dirs    Gemini: every folder context.includeDirectories names exists
                  (Gemini stops at startup on one that does not)
Exit 1 when any check fails; warnings alone exit 0.
The table is in the language of every message (see project-memory --help).

Options:
  --client claude|codex|gemini  whose hooks to check (default: claude)
  --dir DIR   the launch folder to check for (default: current folder)
  --json      print { dir, ok, checks: [{ id, status, message, fix }] }: id and status
              (ok, warn, fail) are stable; message and fix are English in every
              language, as all --json output is

Examples:
${EXAMPLES.doctor}`,

  stats: `Usage: project-memory stats [--dir DIR] [--project KEY] [--unused [--min-shown N]] [--json]

For each memory visible from DIR (the _global ones and the project's own): how many
sessions' first lists showed it, how many times the model opened it (Claude Code's
Read, Gemini CLI's read_file; Codex reads through its shell, which is not counted),
and when it last did. Most read first.

The counts are kept for this user only, in the state folder
(~/.local/state/project-memory/usage/, or under $XDG_STATE_HOME or
PROJECT_MEMORY_STATE_DIR), never in the repository: the Read hook counts each read
of a memory file, and the first list of each session counts what it showed.
Memories the model reads often win ties in the list's ranking (never over a clearly
better match). Nothing is recorded while PROJECT_MEMORY_DISABLE=1; delete that
usage folder to forget everything recorded. With no workspace at or above DIR yet,
it says so and exits 0 (--json: []), as list does.

Options:
  --dir DIR        the launch folder to act for (default: current folder)
  --project KEY    use this project key instead of the derived one
  --unused         only memories shown in at least N first lists and never read:
                   candidates for a clearer description, or for removal
  --min-shown N    N for --unused (default: ${DEFAULT_UNUSED_MIN_SHOWN})
  --json           print [{ scope, folder, name, path, shown, reads, lastRead,
                   lastShown, supersededBy }, ...]; times are ISO 8601 (UTC), null
                   when never; supersededBy: [{ scope, name, path }] of the memories
                   that hide it, as list --json gives them

Examples:
${EXAMPLES.stats}`,
};
