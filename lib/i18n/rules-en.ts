import { MAX_EXPANDED_VALUES } from '../model/defaults.js';
import type { FoundValue, MemoryProblem, YamlCause } from '../model/memory-problem.js';
import type { NotAFile } from '../model/not-a-file.js';
import type { Likeness, PastDayField } from '../model/text-findings.js';
import type { RuleWords } from './rules-types.js';

const found = (value: FoundValue): string =>
  value.type === 'text' ? `"${value.text}"` : { list: 'a list', object: 'object', number: 'number', boolean: 'boolean', other: 'something else' }[value.type];

const notADay = (field: string, day: string): string => `${field} ${day} is not a day of the calendar`;
const notATime = (field: string, value: string): string => `${field} ${value} has a time out of range (hour 0-23, minute and second 0-59)`;
const FAULT = { day: notADay, time: notATime };
/** Which day each field names, for its fix. */
const PAST_DAY: Record<PastDayField, string> = {
  created_at: 'the day the memory was written',
  updated_at: 'the day the memory last changed',
  verified_at: 'the day the memory was last checked',
};

function problem(memoryProblem: MemoryProblem): string {
  const p = memoryProblem;
  switch (p.kind) {
    case 'no-front-matter':
      if (p.empty) return 'the file is empty';
      return p.utf16 ? 'the file is UTF-16 text, where a UTF-8 reader finds no front matter' : 'no front matter (the file must start with ---)';
    case 'unclosed':
      return 'front matter is not closed with ---';
    case 'too-long':
      return 'front matter is too long or not closed';
    case 'unreadable':
      return 'the file cannot be read (check its permissions)';
    case 'secret':
      return 'it looks like it holds a secret (lint shows where)';
    case 'instruction':
      return 'its title or description reads like an instruction to the model (lint shows where)';
    case 'merge-conflict':
      return 'its body holds a merge conflict git left (lint shows where)';
    case 'language':
      return `front matter language "${p.language}" is not allowed (use plain --- YAML)`;
    case 'not-mapping':
      return 'front matter is not a YAML mapping';
    case 'dash-line':
      return `line ${p.line} starts with --- inside the front matter, which closes only at a line of exactly ---`;
    case 'aliases':
      return `front matter repeats values through & anchors and * aliases: written out, it holds more than ${MAX_EXPANDED_VALUES.toLocaleString('en-US')} values, and is not read (write the values out instead)`;
    case 'yaml':
      return `front matter is not valid YAML${p.line === undefined ? '' : ` at line ${p.line}${p.column === undefined ? '' : `, column ${p.column}`}`}: ${YAML_CAUSE[p.cause](p.detail)}`;
    case 'not-text':
      return `${p.field} must be text, found ${found(p.found)}`;
    case 'not-date':
      // written as a day or a timestamp, refused all the same: said as lint says it
      return p.fault !== undefined && p.found.type === 'text'
        ? FAULT[p.fault](p.field, p.found.text)
        : `${p.field} must be a date written YYYY-MM-DD, found ${found(p.found)}`;
    case 'not-names':
      return `${p.field} must list memory names (file names without .md), found ${found(p.found)}`;
  }
}

/** The mistake behind a YAML error; `detail` is the parser's own reason, quoted where no cause fits. */
const YAML_CAUSE: Record<YamlCause, (detail: string) => string> = {
  flow: () => 'a [ or { that is not closed (or a bracket in a value without quotes)',
  comma: () => 'two entries of a [ ] or { } list have no comma between them',
  quote: () => 'a quoted value is not closed',
  colon: () => 'a value holds ": ", which YAML reads as the start of another field',
  indent: () => 'a field is indented where a new field was expected',
  duplicate: () => 'a field is written twice',
  line: () => 'a line is not a `key: value` field',
  conflict: () => "git left a merge conflict in it (both sides and git's marker lines are still there)",
  other: (detail) => `the YAML reader says: ${detail}`,
};

const MERGE_FIX =
  "keep one side, or keep both: combine them (each front matter field on one line) or save one under a name of its own; then delete git's marker lines (<<<<<<<, =======, >>>>>>>) and any ||||||| line with the older text under it, and `git add` the file, then finish what git stopped (`git rebase --continue`, or `git commit` after a merge) and push";

function yamlFix(cause: YamlCause, line: number | undefined, field?: string): string {
  const onLine = line === undefined ? 'in the front matter' : `on line ${line}`;
  const theLine = line === undefined ? 'the faulty line' : `line ${line}`;
  switch (cause) {
    case 'flow':
      return `close the [ or { opened ${onLine}, or put the value in double quotes when the bracket is part of the text, e.g. \`description: "[WIP] docker fix"\``;
    case 'comma':
      return `put a comma between the two entries ${onLine}, e.g. \`tags: [deploy, staging]\`, or put the value in double quotes when the brackets are part of the text`;
    case 'quote':
      return `add the closing quote to the value that opens ${onLine}, e.g. \`${field ?? 'title'}: "Docker and branches"\``;
    case 'colon':
      return `put the value ${onLine} in double quotes, e.g. \`${field ?? 'description'}: "Fix: restart Docker first"\``;
    case 'indent':
      return `start ${theLine} at the beginning of the line, as the other fields start; only the items of a list go indented under their field`;
    case 'duplicate':
      return field === undefined
        ? `keep one of the two: delete ${theLine} or the earlier line with the same field`
        : `keep one of the two \`${field}:\` lines: delete ${theLine} or the earlier one`;
    case 'line':
      return `write ${theLine} as \`key: value\`, with a space after the colon; a value that holds quotes, ": " or " #", or starts with @ or \`, goes in double quotes`;
    case 'conflict':
      return MERGE_FIX;
    case 'other':
      return `correct ${theLine}: a value that holds characters YAML reads as syntax (: # [ ] { } * & ! | > ' " % @ \`) goes in double quotes`;
  }
}

const NOT_A_FILE: Record<NotAFile, string> = { folder: 'a folder', link: 'a symbolic link', special: 'a special file' };

const likenessText = (likeness: Likeness): string =>
  likeness.kind === 'same-title'
    ? 'same title'
    : likeness.kind === 'plural-name'
      ? 'the same name but for a plural'
      : likeness.field === 'crossed'
        ? `a title ${likeness.percent}% similar to the other's description`
        : `${likeness.field} ${likeness.percent}% similar`;

export const RULES_EN: RuleWords = {
  report: {
    error: 'error',
    warning: 'warning',
    at: (line, column) => (column === undefined ? `(line ${line})` : `(line ${line}, column ${column})`),
    inFlag: (flag) => `(in ${flag})`,
    inBody: (line, column) => (column === undefined ? `(body, line ${line})` : `(body, line ${line}, column ${column})`),
    fixLabel: 'fix:',
    unstaged: (add) => `then stage it (${add}): this is what the next commit holds, and the file on disk differs from it`,
    diskOnly: (add) => `that is the copy on disk, which this commit does not hold: a warning here; once fixed, stage it (${add}) in a commit of its own`,
    diskNotStaged: (add) => `that is the copy on disk, and the commit holds another, staged: fix the file and stage it (${add})`,
    committedBefore: 'the last commit has it so and this one does not change it: a warning here, fixed best in a commit of its own',
  },
  item: (message, fix) => `${message} (fix: ${fix})`,
  problem,
  field: (textField) => textField,
  frontMatter: {
    unread: (problem) => `${problem}: the list shows (front matter error: check the file) for it instead of a description`,
    firstLineListed: (problem) => `${problem}: the list shows its first line instead of a description, marked (no front matter: its first line shown)`,
    shape: 'start the file with a line `---`, then `title: Short title` and `description: One line shown in the list`, then `---` and the body',
    unclosedFix: (line) => `add a line \`---\` after line ${line}, the front matter's last field, to close it before the body`,
    leadingBlankFix: (line) => `remove what comes before the \`---\` on line ${line}: the front matter must start on the file's first line`,
    empty: 'the file is empty: the list shows it as (empty file)',
    emptyFix:
      'write the memory in it (a line `---`, then `title: Short title` and `description: One line shown in the list`, then `---` and the body), or delete the file',
    utf16Fix: 'save it as UTF-8 (in the editor, "Save with Encoding" or "Save as" → UTF-8; in PowerShell, Out-File -Encoding utf8)',
    codeLanguage: (language) =>
      `front matter starts with ---${language}: YAML readers such as gray-matter run that as code, so a clone of this repository could run it`,
    codeLanguageFix: 'replace the first line with a plain `---` and write the fields as YAML `key: value` lines',
    otherLanguage: (language) => `front matter language "${language}" is not read`,
    otherLanguageFix: 'replace the first line with a plain `---`',
    codeTag: (tag) => `front matter uses the YAML tag ${tag}…, which unsafe YAML loaders turn into running code`,
    codeTagFix: 'write the value as plain text, without a !! tag',
    yamlFix,
    mappingFix: 'write the front matter as `key: value` lines, e.g. `title: Short title` and `description: One line shown in the list`',
    dashLineFix: (line) => `if the front matter ends at line ${line}, make that line exactly ---; if not, remove it or indent it`,
    aliasesFix: 'write each value out where it is used instead of through & anchors and * aliases (a memory needs none), e.g. `tags: [deploy, staging]`',
    tooLong: (kb, maxKb) =>
      `front matter is ${kb} KB, past the first ${maxKb} KB of a file the list reads: the list shows (front matter error: check the file) for it instead of a description, and search does not find it`,
    tooLongFix: (maxKb) => `keep the front matter under ${maxKb} KB: move the long text to the body, below the closing \`---\``,
  },
  fields: {
    notADay,
    notATime,
    dayFix: (field) => `write ${field} as a day, e.g. \`${field}: 2030-06-30\``,
    pastDayFix: (field) => `write ${field} as ${PAST_DAY[field]}, YYYY-MM-DD`,
    notADate: (field, value) =>
      `${field} "${value}" is not a date written YYYY-MM-DD: it is ignored where the day counts (${field === 'created_at' ? 'the next review_by after a check, ' : ''}whether a superseded memory was edited later)`,
    dayAloneFix: (field, day) => `write ${field} as the day alone: \`${field}: ${day}\``,
    namesFix: 'list the names (file names without .md) of the memories this one replaces, e.g. `supersedes: [docker-old-workaround]`',
    textFix: (field) => `write ${field} as one line of plain text, e.g. \`${field}: Switching branches while Docker runs gives 403\``,
    titleMissing: 'title is missing',
    titleMissingFix: 'add `title: Short title` to the front matter',
    descriptionMissing: `description is missing: the list shows the title instead, or "(no description)" where there is no title either`,
    descriptionMissingFix: 'add `description: <the one line the model sees in the list>` to the front matter',
    descriptionEmpty: `description is empty: the list shows the title instead, or "(no description)" where there is no title either`,
    descriptionEmptyFix: 'write the one line the model sees in the list after `description:`',
    multiline: 'description spans several lines; the list folds it into one',
    multilineFix: 'write the description as one line; put details in the body',
    long: (length, max) => `description is ${length} characters; the list cuts it at ${max}`,
    longFix: (max) => `keep the gist in at most ${max} characters; put details in the body`,
    invisible: (field, codes) =>
      `${field} holds the invisible or control character${codes.length > 1 ? 's' : ''} ${codes.join(', ')}; the list strips ${codes.length > 1 ? 'them' : 'it'}, but the file does not read as it shows`,
    invisibleFix: (field, count) => `retype the ${field} without ${count > 1 ? 'them' : 'it'}`,
    commentCut: (field, kept, dropped) =>
      `${field} reads as "${kept}"${field === 'description' ? ', which is what the list shows' : ''}: without quotes, YAML takes " #" for the start of a comment and drops "${dropped}"`,
    commentCutFix: (quoted) => `put the whole value in double quotes: \`${quoted}\`; if the rest is a comment, move it to a line of its own`,
  },
  notAFile: NOT_A_FILE,
  notAMemoryFile: (path, what) => `${path} is ${NOT_A_FILE[what]}, not a memory file`,
  encoding: 'the file is not valid UTF-8 text (binary data or broken characters)',
  encodingFix: 'save it as UTF-8 text',
  mergeConflict:
    "git left a merge conflict in the body: git's marker lines are still there, with both sides or the older text, and the model would read it all as the note",
  mergeConflictFix: MERGE_FIX,
  unmergedDeleted:
    'git left this memory unmerged: one side of the merge deleted it and the other edited it (or renamed it to this name), which no line in the file shows; until it is settled the list shows the file that side kept',
  unmergedDeletedFix: (keep, drop) =>
    `keep it: ${keep}; or delete it: ${drop}; then finish what git stopped (\`git rebase --continue\`, or \`git commit\` after a merge) and push`,
  unmergedMissing: (moved) =>
    moved.length > 0
      ? `git left this memory unmerged, and it is no longer here: both sides of the merge renamed it, to ${moved.join(' and ')}, and the list shows it under both names`
      : 'git left this memory unmerged, and it is no longer here: a side of the merge renamed or deleted it',
  unmergedMissingFix: (drop) =>
    `settle its old name: ${drop} (what the merge keeps of it is under its new name); then finish what git stopped (\`git rebase --continue\`, or \`git commit\` after a merge) and push`,
  unmergedRenamedTwice: (other) =>
    `git left this memory unmerged: both sides of the merge renamed one memory, to this name and to ${other}, and the list shows it under both until one is kept`,
  unmergedRenamedTwiceFix: (keep) =>
    `keep this name: ${keep}; or keep the other name the other way round; then finish what git stopped (\`git rebase --continue\`, or \`git commit\` after a merge) and push`,
  unmergedNotes:
    "git left a merge conflict in this file (both sides wrote it: two first installs, say); it is no memory and the list never reads it, but a commit would keep git's marker lines",
  unmergedNotesFix: (add) =>
    `keep one side, delete git's marker lines (<<<<<<<, =======, >>>>>>>), then ${add}; then finish what git stopped (\`git rebase --continue\`, or \`git commit\` after a merge) and push`,
  unmergedPlaced:
    'git left this memory unmerged: one side added or renamed it in a folder the other side renamed, and git moved it here with the folder; check that it belongs in this folder',
  conflictInCode: "a code block holds git's conflict lines (<<<<<<<, =======, >>>>>>>): if a merge left them there, the model reads both sides as the note",
  // written out, not built from MERGE_FIX: a template at the top of a module keeps the whole catalogue in every bundle
  conflictInCodeFix:
    "if a merge left them, keep the side you want, delete the other side, git's marker lines (<<<<<<<, =======, >>>>>>>) and any ||||||| line with the older text under it, then `git add` the file; an example of a conflict can stay as it is",
  secret: {
    found: (kind) => `looks like a secret (${kind}); memories are committed and shown to the model`,
    fix: (digest) =>
      `remove it, or point to where it lives, e.g. \${DB_PASSWORD} or "in 1Password: staging db"; only if the user confirms it is not a secret, add ${digest} (a fingerprint of the value, not the value) to the not_secrets list in the front matter (not_secrets: [${digest}] where there is none yet)`,
    kinds: {
      'private-key': 'private key',
      'vault-token': 'HashiCorp Vault token',
      'aws-access-key': 'AWS access key',
      'github-token': 'GitHub token',
      'gitlab-token': 'GitLab token',
      'slack-token': 'Slack token',
      'npm-token': 'npm token',
      'anthropic-key': 'Anthropic API key',
      'openai-key': 'OpenAI API key',
      jwt: 'JWT',
      'stripe-key': 'Stripe live key',
      'google-api-key': 'Google API key',
      'sendgrid-key': 'SendGrid API key',
      'hugging-face-token': 'Hugging Face token',
      'docker-token': 'Docker access token',
      'google-oauth': 'Google OAuth secret or token',
      'service-token': 'API token of a known service',
      'session-cookie': 'session cookie',
      'registry-auth': 'registry login in a Docker config (base64 of user:password)',
      'azure-storage-key': 'Azure storage account key',
      'authorization-header': 'credential in an Authorization header',
      'basic-auth': 'user and password on a curl command line',
      'command-password': 'a password on a command line',
      'connection-password': 'connection string with a password',
      'bearer-token': 'bearer token',
      'slack-webhook': 'Slack webhook URL',
      'discord-webhook': 'Discord webhook URL',
      'login-pair': 'user / password pair',
    },
    assignment: (key) => `"${key}" assignment`,
    stated: (key) => `sentence giving a "${key}"`,
  },
  injection: {
    found: (field, kind, quote) => `${field} reads like an instruction to the model (${kind}): "${quote}"`,
    fix: 'state the fact as a note ("X breaks when Y; we do Z"), not as an order to the assistant',
    kinds: {
      override: 'override of earlier instructions',
      identity: 'new identity for the model',
      'system-prompt': 'talk of the system prompt',
      'fake-tag': 'fake context tag',
      'download-to-shell': 'download piped into a shell',
      'decoded-command': 'decoded text run as a command',
      'no-consent': 'action without the user’s consent',
      'consent-order': 'an order to act without the user’s consent',
      secrecy: 'secrecy from the user',
      'permission-bypass': 'permission bypass',
      'reply-order': 'an order about the model’s replies or sessions',
      'credential-read': 'an order to read or send a credential file',
      'destructive-command': 'a command that deletes a home or root folder',
      'role-label': 'a chat role’s label opening an order',
      'destructive-order': 'an order to do what cannot be undone',
    },
  },
  names: {
    // lint adds why: a link is never looked through, and what a special file may be
    notAFile: (name, what) =>
      `${name} is ${NOT_A_FILE[what]}${
        { folder: '', link: ' (never followed, so nothing outside the memory root is read)', special: ' (a FIFO, socket or device)' }[what]
      }: the list never shows it`,
    notAFileFix: 'replace it with a plain Markdown file, or move it out of the memory folder',
    dotFile: (name) => `${name} starts with a dot: the list never shows dot-files`,
    notMd: (name) => `${name} does not end in lowercase .md: the list never shows it`,
    readme: (name) => `${name} is never listed: the list skips a README in a memory folder`,
    readmeFix: 'rename it to a name that says what it holds, e.g. deploy-notes.md, or move it out of the memory folder if it is no memory',
    notUtf8: (name) =>
      `the name ${name} is not valid UTF-8 (\ufffd marks each byte that is not): no path made from it opens the file, so the list never shows it`,
    unsafe: (name, nameReason, max) =>
      `the name ${name} ${
        {
          control: 'holds control characters',
          spaces: 'holds spaces',
          uppercase: 'holds uppercase letters',
          'too-long': `is longer than ${max} characters`,
          edge: 'starts or ends with - or _',
          dashes: 'holds repeated dashes',
          device: 'is a device name Windows reserves',
          decomposed: 'is written in decomposed Unicode (NFD, as macOS may write names): it looks like its composed (NFC) form but is another file name',
          characters: 'holds characters other than a-z, 0-9, -, _ and Hangul letters',
        }[nameReason]
      }; save would never write it, and shells and other systems may trip on it`,
    rename: (slug) => `rename it to ${slug}.md`,
    renameAny: 'rename it using a-z, 0-9, -, _ or Hangul letters',
    renameSecret: 'rename it to what the memory is about, not the credential; a committed name stays in git history, so replace the credential too',
    mergeTwin: (twin) =>
      `${twin}, which this name would become, is there too: keep what this one adds in ${twin}, then delete this one (renamed, it would replace ${twin})`,
    nested: (inScope, scope) => `${inScope} lies in a subfolder of ${scope}/: the list only shows files directly inside a scope folder`,
    moveTo: (target) => `move it to ${target}`,
    mergeInto: (target) => `${target} is there already: keep what this one adds in ${target}, then delete this one (moved, it would replace ${target})`,
    moveAny: (scope) => `move it into ${scope}/, named with a-z, 0-9, -, _ or Hangul letters and ending in .md`,
  },
  folders: {
    linkedScope: (name, linkTarget) =>
      `the scope folder ${name} is a symbolic link${linkTarget === undefined ? '' : ` to ${linkTarget}`}; save refuses to write through it`,
    linkedScopeFix: 'replace the link with a plain folder holding the memories',
    stray: (name) => `${name} lies directly in the memory folder: the list only shows files inside _global/ or a project folder`,
    strayFix: 'move it into _global/ or the project key folder',
    noKey: (folder) =>
      `${folder}/ is a folder no project key names (_global in another case, or a name no key may have: a character keys never hold, README.md, past 200 bytes): the list never reads it`,
    noKeyFix: 'move its memories into _global/ or the project key folder',
    unreadable: 'the file cannot be read',
    unreadableFix: 'check its permissions (it must be readable by everyone who works here)',
    folderUnreadable: 'the folder cannot be read: the list shows none of the memories in it, and nothing in it was checked',
    folderUnreadableFix: 'check its permissions (everyone who works here must be able to read and enter it: chmod a+rx)',
    notAFolder: (special, theRoot) =>
      `this is ${special ? 'a special file' : 'a file'} where ${theRoot ? 'the memory folder' : 'a memory folder'} should be: the list shows no memory from it, and save cannot write one there`,
    notAFolderFix: (move) => `move it aside (${move}) if it holds anything worth keeping, or delete it; the next save makes the folder`,
    large: (kb, maxKb) =>
      `the file is ${kb} KB: the model reads a memory whole, so it costs that much context each time; only its first ${maxKb} KB were checked, for secrets too`,
    tooLarge: (kb, maxKb) => `it would be ${kb} KB, past the ${maxKb} KB lint and the list check for secrets`,
    largeFix: 'keep the note short; link to long material instead of pasting it',
    staleTemp: 'a temporary file left by a write that was cut short (the memory itself is whole)',
    staleTempFix: 'delete it',
  },
  likeness: likenessText,
  duplicate: (name, likeness) => `says the same as ${name}.md (${likenessText(likeness)}); the model would read two notes for one fact`,
  duplicateFix: 'keep one: move anything new into it and delete the other (or `save --update --name <kept>`)',
  duplicateGlobal: (name, likeness) => `says the same as the global memory ${name}.md (${likenessText(likeness)}); this project's sessions list both`,
  duplicateGlobalFix: (name, rename) =>
    `keep one: if ${name} holds here as well, move anything new into it and delete this one; to replace it for this project only, ${
      rename === undefined
        ? `add \`supersedes: [${name}]\` to this one's front matter`
        : `first rename this one (as it is, \`supersedes: [${name}]\` here would name this very file): ${rename}; then add \`supersedes: [${name}]\` to its front matter`
    }`,
  reviewDue: (date) => `review_by ${date} has passed and it has not been verified since: the list marks it (stale)`,
  reviewDueFix: (command) => `check it still holds (fix it if not), then ${command}; --review-in 90d sets the next review`,
  pathMissing: (path, root) => `names ${path}, which is not in ${root}`,
  pathMissingFix: (command) =>
    `say where it is now, or drop the mention, and mark the memory checked: ${command}; a path missing on purpose (a build output, say) goes in a fenced code block, which this check skips`,
  supersedes: {
    self: 'supersedes itself',
    loop: (others) => `is in a supersedes loop with ${others}: memories that supersede one another are all listed, none hidden`,
    loopFix: 'only the newer memory names the one it replaces; remove the name from the older one',
    elsewhere: (name, projects) => `supersedes ${name}, which is a memory of ${projects}: a global memory supersedes only global ones`,
    elsewhereFix: 'supersede it from a memory of that project instead (save --scope project --supersedes NAME)',
    unknown: (name, inProject) => `supersedes ${name}, but no memory of that name is in ${inProject === undefined ? '_global/' : `${inProject}/ or _global/`}`,
    unknownFix: (listing) => `correct the name (see ${listing}), or drop it if that memory was deleted`,
    unknownNearFix: (near, listing) =>
      `most likely ${near} is meant (renamed, or a typo): name it instead; else correct the name (see ${listing}), or drop it if that memory was deleted`,
    editedLater: (edited, other, settled) =>
      `edited on ${edited}, after ${other} superseded it (${settled}): the list hides this memory, so what that edit added reaches no one`,
    editedLaterFix: (other, update, verify) =>
      `merge what that edit added into ${other}: ${update} with the merged --description or --body; or edit its file, then ${verify}. Its date is then the later one and this warning goes`,
  },
};
