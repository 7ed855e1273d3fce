import { plural } from './plural.js';
import { RULES_EN } from './rules-en.js';
import type { ImportWords } from './types.js';

const DEFAULT_MISSING: Record<string, (path: string) => string> = {
  cline: (path) => `no Cline memory bank here: ${path} does not exist. Pass the memory bank folder as PATH, or --dir the project that has memory-bank/.`,
};

export const IMPORT_EN: ImportWords = {
  sourceRequired: (sources, example) => `SOURCE is missing: pass one of ${sources.join(', ')}, e.g. ${example}`,
  unknownSource: (got, sources) => `unknown SOURCE "${got}": pass one of ${sources.join(', ')}`,
  extraArgument: (arg) => `unexpected argument "${arg}": import takes SOURCE and at most one PATH`,
  sectionNeedsClaudeMd: (source) => `--section picks CLAUDE.md sections, and ${source} has none: leave --section out, or import claude-md`,
  autoMemoryNoHome:
    "HOME is not set, so Claude Code's folder (~/.claude) cannot be found. Set HOME or CLAUDE_CONFIG_DIR, or pass the auto memory folder as PATH.",
  autoMemoryMissing: (path, root, importer) =>
    `no Claude Code auto memory for ${root}: ${path} does not exist. Claude Code makes it once its auto memory saves something for this project (the git repository, or the launch folder outside git). If your memories are elsewhere, pass that folder: \`${importer} <folder>\``,
  autoMemorySettingMissing: (path, file) =>
    `${path} does not exist (autoMemoryDirectory in ${file}). Fix the setting, or pass the folder that holds the memories as PATH.`,
  claudeMdMissing: (tried, importer) => `no CLAUDE.md here: looked for ${tried.join(' and ')}. Pass its path: \`${importer} path/to/CLAUDE.md\``,
  defaultMissing: (source, path) => (DEFAULT_MISSING[source] ?? ((p: string) => `${p} does not exist. Pass the right path as PATH.`))(path),
  cursorMissing: (folder, legacy) =>
    `no Cursor rules here: neither ${folder} nor ${legacy} exists. Pass the rules folder or one rule file (.mdc, .md, .cursorrules) as PATH, or --dir the project that has them.`,
  sourceProblem: (path, problem, save) => {
    switch (problem.kind) {
      case 'missing':
        return `${path} does not exist. Check the path (relative paths start at the current folder).`;
      case 'not-a-file':
        return `${path} is ${RULES_EN.notAFile[problem.what]}. Pass a file.`;
      case 'not-a-folder':
        return `${path} is not a folder. Pass the folder that holds the files.`;
      case 'too-large':
        return `${path} is ${Math.ceil(problem.bytes / 1024)} KB, more than ${problem.max / 1024} KB for one memory. Split it, or save its parts with ${save}.`;
      case 'unreadable':
        return `cannot read ${path} (${problem.code}). Check its permissions (e.g. chmod u+r), or pass another PATH.`;
      case 'not-text':
        return `${path} is not text (not UTF-8, or holding NUL bytes), so it is not one memory. Leave it out of the source, or save what it says as text.`;
      case 'outside':
        return problem.what === 'file'
          ? `${path} is a link to a file outside ${problem.folder}, so it was not read. What it points to would go into the memory folder, which is committed. If it belongs here, copy it into ${problem.folder}, then import again.`
          : `${path} is a link to a folder outside ${problem.folder}, so nothing in it was read. What it holds would go into the memory folder, which is committed. To import from it all the same, pass it as PATH.`;
    }
  },
  noFiles: (path, pattern) => `${path} holds no ${pattern} files: nothing to import. Check the folder, or pass the right one as PATH.`,
  noHeadings: (path, save) => `${path} has no headings (lines starting with #), so there are no sections to pick. Add headings, or save it whole with ${save}.`,
  sectionUnknown: (path, name, headings) => `${path} has no heading "${name}". Its headings: ${headings.map((h) => `"${h}"`).join(', ')}.`,
  sectionAmbiguous: (path, name, choices) =>
    `"${name}" matches ${choices.length} headings in ${path}: ${choices.map((c) => `line ${c.line} "${c.trail}"`).join(', ')}. Pick one: ${choices.map((c) => `${c.command} (line ${c.line})`).join(', ')}.`,
  headings: (path) => `Headings in ${path}:`,
  headingsHint: (line) =>
    `Nothing was imported. Pick sections with --section HEADING, once per section; a section takes its subsections along. Where two headings read the same, name the path (--section "Backend > Testing") or the line the list shows (--section ${line}).`,
  plan: (source, path, folder) => `import ${source}: ${path} -> ${folder}`,
  notRead: (path, why) => `not read: ${path} (${{ 'not-a-rule-file': 'Cursor reads only .mdc and .md files as rules' }[why]})`,
  dryRun: 'Dry run: nothing was written. Pass --write to create these memories.',
  wouldPin: (key, path) =>
    `--write will pin project key ${key} in ${path}, as the project's first memories do, so that every clone finds them (--no-pin does not pin).`,
  wouldCreateWorkspace: (dir, memoryRoot) => `neither ${dir} nor any folder above it has .ai-core/: --write will create the memory folder ${memoryRoot}.`,
  status: (status, dryRun) =>
    dryRun
      ? { create: 'would create', update: 'would update', unchanged: 'already imported', skipped: 'would skip', refused: 'refused' }[status]
      : { create: 'created', update: 'updated', unchanged: 'already imported', skipped: 'skipped', refused: 'refused' }[status],
  titleLabel: 'title',
  descriptionLabel: 'description',
  fromLabel: 'from',
  pathLabel: 'file',
  reasonLabel: 'why',
  warningLabel: 'warning',
  noteLabel: 'note',
  keptEdits: 'merged by hand (--keep-edits): the memory keeps its own title, description and body; only that it is up to date with this source is recorded',
  hiddenBy: (name, paths) =>
    `the list hides it: ${name} is in the supersedes of ${paths}, which replaces it (list --all shows it, marked superseded). To have it listed, drop ${name} from that supersedes, or import it under another name.`,
  private: (save) =>
    `a "user" memory: Claude Code keeps these private to one person, and this folder is committed and shared. ${
      save === undefined
        ? 'It also looks like it holds a secret: no command to save it is given.'
        : `If the team should know it, save it for every project with ${save}.`
    }`,
  empty: 'nothing to import: the text is empty.',
  secret: (found) =>
    `looks like a credential (${found}); memories are committed and shown to Claude. Remove it from the source or point to where it lives (e.g. \${DB_PASSWORD}), then import again.`,
  instruction: (quotes) =>
    `the title or description reads like an instruction to the model (${quotes}), and the list shows them on every prompt. Reword it in the source as a fact, then import again.`,
  invalid: (found, lint) => `${lint} would call this memory invalid: ${found}. Fix it in the source, then import again.`,
  noName: (save) =>
    `the title has no letters or digits usable in a file name. Give it a title in the source, or save it under a name of your own: \`${save} <name>\``,
  notAFile: (path, what) => `${RULES_EN.notAMemoryFile(path, what)}. Move it away, then import again.`,
  deleted: (path, commit, restore) =>
    `${path} was imported from this note before and deleted since (${commit === undefined ? 'the deletion is staged' : `commit ${commit}`}): it is not made again. To have it back, restore it with \`${restore}\`.`,
  exists: (path) => `${path} already exists and says something else. Read it; pass --update to replace it with the source's text (its created_at is kept).`,
  editedSinceImport: (path, from, updatedAt) =>
    `${path} was edited in the repository since it was imported${updatedAt === undefined ? '' : ` (updated_at ${updatedAt})`}, and ${from} has changed too: it is left as it is, so the edits are not lost. Merge the change from ${from} into it by hand, then pass --update --keep-edits to record it as merged; or pass --update --overwrite-edits to replace it with the source's text, losing the edits.`,
  editFlagsTogether: '--keep-edits keeps edited memories as they are and --overwrite-edits replaces them: pass one of the two.',
  importUnrecorded: (path, from) =>
    `${path} keeps no record of what was imported into it (saved by hand, or imported by an earlier version), so whether it was edited since cannot be told: it is left as it is. Compare it with ${from} and merge the change by hand, then pass --update --keep-edits to record it as merged; or pass --update --overwrite-edits to replace it with the source's text, losing any edits.`,
  existingUnreadable: (path, found, lint) =>
    `${path} already exists, and its front matter cannot be read, so --update would lose what it holds: ${found}. Fix its front matter (${lint} shows how), then import again.`,
  memoryUnreadable: (path, reason) => `cannot read ${path} (${reason}). Fix what stops it being read (its permissions, say), then import again.`,
  memoryNotUtf8: (path) =>
    `${path} already exists and is not UTF-8 text (Latin-1 or UTF-16, say), so --update would turn its non-ASCII characters into U+FFFD for good: it is left as it is. Save it as UTF-8, then import again.`,
  memoryReadOnly: (path, mode) =>
    `${path} is read-only (mode ${mode}), so --update left it as it is. Make it writable (\`chmod u+w ${path}\`), then import again.`,
  duplicateOf: (list) => `a similar memory already exists: ${list}. Read it; pass --force-duplicate to import this one as well.`,
  batchDuplicate: (other, likeness) => `says the same as ${other} in this import (${likeness}). Pass --force-duplicate to import both.`,
  batchName: (other) => `gets the same file name as ${other} in this import. Rename one of them in the source.`,
  nameTaken: (name, path, source) =>
    `the name ${name} is taken: ${path} holds a memory ${source === undefined ? 'saved without a source' : `from ${source}`}, which is left as it is.`,
  counted: (status, dryRun) =>
    ({
      create: dryRun ? 'to create' : 'created',
      update: dryRun ? 'to update' : 'updated',
      unchanged: 'already imported',
      skipped: dryRun ? 'to skip' : 'skipped',
      refused: 'refused',
    })[status],
  count: (count, word) => `${count} ${word}`,
  nothingCounted: 'nothing to import',
  nothingNew: (unchanged) => `Nothing new to import: ${plural(unchanged, 'memory', 'memories')} already imported`,
};
