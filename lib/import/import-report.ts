/**
 * What an import did or would do, worded for a person (in their language) or for a
 * script (JSON, English), and the exit code it ends with. Text from the sources goes
 * through toSafeLine: a title or path from someone else's file must not act on the
 * terminal. And through maskSecrets: a memory refused for a credential must not print it
 * in its file name, title or description, not even in --json.
 */
import { type FileFinding, secretKindText } from '../checks/finding.js';
import { adviceCommand, cliCommand, dirArgs, type Reader } from '../cli/advice-command.js';
import { EXIT } from '../cli/errors.js';
import { ioReasonOf } from '../cli/io-reason.js';
import { maskSecrets } from '../format/secrets.js';
import { trimBlankLines } from '../format/trim-blanks.js';
import { EN } from '../i18n/en.js';
import type { RuleWords } from '../i18n/rules-types.js';
import type { CliMessages, ImportCounts, ImportWords } from '../i18n/types.js';
import type { ImportSource, NotRead } from '../model/import.js';
import type { Scope } from '../model/memory.js';
import { toSafeLine, toSafePath } from '../render/safe-line.js';
import { shellCommand } from '../shell-quote.js';
import type { OutlineHeading } from './claude-md-sections.js';
import { trailText } from './claude-md-sections.js';
import type { NameTaken } from './free-name.js';
import { nothingNewLine, summaryLine } from './import-summary.js';
import { type ImportIssue, type ImportItem, isExistingIssue, isQuiet } from './plan-import.js';

interface ImportReport {
  source: ImportSource;
  sourcePath: string;
  dryRun: boolean;
  scope: Scope;
  projectKey: string;
  memoryRoot: string;
  /** the scope folder the memories go to */
  folder: string;
  items: ImportItem[];
  notRead: readonly NotRead[];
  /** the pin a project's first memories write (written false: a dry run's), as save's --json gives it */
  pin: { path: string; key: string; written: boolean } | null;
}

const safe = (text: string, max = 300): string => toSafeLine(text, max);
/** The source's own words about an item, every likely secret masked. */
const from = (item: ImportItem): string => maskSecrets(item.candidate.from);
const safePath = (path: string): string => toSafePath(path, 4096);

function countItems(items: readonly ImportItem[]): ImportCounts {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, skipped: 0, refused: 0 };
  for (const item of items) counts[item.status]++;
  return counts;
}

/**
 * 1 when a memory was refused (the user has to change the source), else 3 when one was
 * held back by an existing memory or a near duplicate (as `save` does), else 0. The
 * same for a dry run as for the write it previews.
 */
export function exitCodeOf(items: readonly ImportItem[]): number {
  if (items.some((item) => item.status === 'refused')) return EXIT.invalid;
  if (items.some((item) => isExistingIssue(item.issue))) return EXIT.exists;
  return EXIT.ok;
}

/** The words an import report uses: its own, the rule set's and those it shares with save. */
type ReportWords = Pick<CliMessages, 'import' | 'rules' | 'words'>;

/** Findings on one line each: message and fix, in the rule set's words. */
function findingsText(findings: readonly FileFinding[], rules: RuleWords): string {
  return findings.map((f) => rules.item(f.message(rules), f.fix(rules))).join('; ');
}

/** Why one memory is left out; `from` names its source file; the commands named run as `to` runs the CLI. */
function issueText(item: ImportItem & { issue: ImportIssue }, msg: ReportWords, from: string, to: Reader): string {
  const { issue, candidate } = item;
  const words = msg.import;
  const save = cliCommand(to, ['save', ...dirArgs(to)]);
  switch (issue.kind) {
    case 'unreadable':
      return words.sourceProblem(safe(from), issue.problem, save);
    case 'link-outside':
      return words.sourceProblem(safe(from), { kind: 'outside', folder: safePath(issue.folder), what: 'file' }, save);
    case 'private':
      // the note as it would have been imported, for every project, its body too: a command that runs as printed
      return issue.secret
        ? words.private(undefined)
        : words.private(cliCommand(to, ['save', ...dirArgs(to), '--scope', 'global', ...noteArgs(candidate), ...bodyArgs(candidate)]));
    case 'empty':
      return words.empty;
    case 'secret':
      return words.secret(issue.findings.map((f) => msg.words.secretAt(secretKindText(msg.rules, f), msg.rules.field(f.field), f.line, f.column)).join('; '));
    case 'instruction':
      return words.instruction(quotes(issue.findings.map((f) => f.match)));
    case 'invalid':
      return words.invalid(findingsText(issue.findings, msg.rules), cliCommand(to, ['lint', ...dirArgs(to)]));
    case 'bad-name':
    case 'no-slug':
      return words.noName(adviceCommand(to, ['save', ...dirArgs(to), '--name']));
    case 'not-a-file':
      return words.notAFile(safePath(issue.path), issue.what);
    case 'exists':
      return words.exists(safePath(issue.path));
    case 'deleted': {
      const restore = ['git', 'checkout', issue.commit === undefined ? 'HEAD' : `${issue.commit.slice(0, 12)}^`, '--', issue.path];
      return words.deleted(safePath(issue.path), issue.commit?.slice(0, 12), safe(shellCommand(restore), 4096));
    }
    case 'edited':
      return issue.recorded
        ? words.editedSinceImport(safePath(issue.path), safe(from), issue.updatedAt)
        : words.importUnrecorded(safePath(issue.path), safe(from));
    case 'existing-unreadable':
      return words.existingUnreadable(safePath(issue.path), findingsText(issue.findings, msg.rules), cliCommand(to, ['lint', ...dirArgs(to)]));
    case 'memory-unreadable':
      return words.memoryUnreadable(safePath(issue.path), ioReasonOf(msg, issue) ?? issue.code);
    case 'memory-not-utf8':
      return words.memoryNotUtf8(safePath(issue.path));
    case 'memory-read-only':
      return words.memoryReadOnly(safePath(issue.path), issue.mode);
    case 'duplicate':
      return words.duplicateOf(issue.duplicates.map((d) => `${safePath(d.path)} (${msg.rules.likeness(d.basis)})`).join(', '));
    case 'batch-duplicate':
      return words.batchDuplicate(safe(issue.other), msg.rules.likeness(issue.duplicate.basis));
    case 'batch-name':
      return words.batchName(safe(issue.other));
  }
}

/** A note's own title, description and tags as save's flags; planOne refuses a private note whose title or description holds a secret. */
function noteArgs(candidate: ImportItem['candidate']): string[] {
  const tags = candidate.tags.length > 0 ? ['--tags', candidate.tags.join(',')] : [];
  return ['--title', safe(candidate.title), '--description', safe(candidate.description), ...tags];
}

/**
 * The note's body as `--body`, as written (its indents, its `<`), quoted for the shell by the
 * command; only control characters, which a terminal would act on, left out.
 */
function bodyArgs(candidate: ImportItem['candidate']): string[] {
  const body = trimBlankLines(candidate.body).replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
  return body === '' ? [] : ['--body', body];
}

function nameTakenText(taken: NameTaken, words: ImportWords): string {
  return words.nameTaken(safe(taken.name), safePath(taken.path), taken.source === undefined ? undefined : safe(maskSecrets(taken.source)));
}

function quotes(matches: readonly string[]): string {
  return [...new Set(matches)]
    .slice(0, 3)
    .map((match) => `"${safe(match, 80)}"`)
    .join(', ');
}

/** What `lint` warns about in a memory imported: one line per finding. */
function warningsOf(item: ImportItem, rules: RuleWords): string[] {
  return item.warnings.map((f) => `${f.rule}: ${rules.item(f.message(rules), f.fix(rules))}`);
}

/** One block per memory, then a count; a write that added nothing says so plainly. `to`: whom the commands it names speak to. */
export function reportText(report: ImportReport, msg: CliMessages, to: Reader): string {
  const words = msg.import;
  const lines = [words.plan(report.source, safePath(report.sourcePath), safePath(report.folder)), ''];
  for (const item of report.items) {
    const label = words.status(item.status, report.dryRun);
    lines.push(`${label}: ${safe(from(item))}`);
    const shown = item.status === 'create' || item.status === 'update' || item.status === 'unchanged';
    if (item.path && (shown || item.issue?.kind === 'exists' || item.issue?.kind === 'edited')) lines.push(`  ${words.pathLabel}: ${safePath(item.path)}`);
    // merged by hand: the memory keeps its own words, which are not the source's
    if (item.keptEdits) lines.push(`  ${words.noteLabel}: ${words.keptEdits}`);
    else if (shown) {
      lines.push(`  ${words.titleLabel}: ${safe(item.candidate.title)}`);
      lines.push(`  ${words.descriptionLabel}: ${safe(item.candidate.description)}`);
    }
    if (item.issue) lines.push(`  ${words.reasonLabel}: ${issueText({ ...item, issue: item.issue }, msg, from(item), to)}`);
    // said when the name is taken anew; on later runs the file line shows where it went
    if (item.nameTaken && (item.status === 'create' || item.status === 'update')) lines.push(`  ${words.noteLabel}: ${nameTakenText(item.nameTaken, words)}`);
    for (const warning of warningsOf(item, msg.rules)) lines.push(`  ${words.warningLabel}: ${warning}`);
    if (item.hiddenBy) lines.push(`  ${words.warningLabel}: ${words.hiddenBy(item.name ?? '', item.hiddenBy.map((h) => safePath(h.path)).join(', '))}`);
  }
  for (const file of report.notRead) lines.push(words.notRead(safePath(file.path), file.why));
  const counts = countItems(report.items);
  lines.push('');
  if (!report.dryRun && counts.create + counts.update === 0 && counts.unchanged > 0) lines.push(nothingNewLine(counts, words));
  else lines.push(summaryLine(counts, report.dryRun, words));
  if (report.dryRun && counts.create + counts.update > 0) lines.push(words.dryRun);
  return `${lines.join('\n')}\n`;
}

/** Keys and values in English, whatever the reader's language: scripts rely on them. */
export function reportJson(report: ImportReport, to: Reader): Record<string, unknown> {
  return {
    source: report.source,
    sourcePath: report.sourcePath,
    dryRun: report.dryRun,
    scope: report.scope,
    projectKey: report.projectKey,
    memoryRoot: report.memoryRoot,
    folder: report.folder,
    items: report.items.map((item) => ({
      from: from(item),
      status: item.status,
      path: item.path ?? null,
      // a name made from a title holding a secret holds it too, lowercased past masking
      name: item.issue?.kind === 'secret' ? null : (item.name ?? null),
      title: maskSecrets(item.candidate.title),
      description: maskSecrets(item.candidate.description),
      reason: item.issue ? { kind: item.issue.kind, message: issueText({ ...item, issue: item.issue }, EN, from(item), to), quiet: isQuiet(item.issue) } : null,
      warnings: warningsOf(item, EN.rules),
      hiddenBy: item.hiddenBy ?? [],
      keptEdits: item.keptEdits === true,
      nameTaken: item.nameTaken
        ? { name: item.nameTaken.name, path: item.nameTaken.path, source: item.nameTaken.source === undefined ? null : maskSecrets(item.nameTaken.source) }
        : null,
    })),
    counts: countItems(report.items),
    notRead: report.notRead.map((file) => ({ path: file.path, why: file.why })),
    pin: report.pin,
  };
}

export function headingsText(path: string, headings: readonly OutlineHeading[], words: ImportWords): string {
  const width = Math.max(...headings.map((h) => String(h.line).length));
  const rows = headings.map((h) => `  ${String(h.line).padStart(width)}  ${'  '.repeat(h.level - 1)}${'#'.repeat(h.level)} ${safe(h.text)}`);
  // the example line is one the list shows (a made-up one reads as a heading that is not
  // there): a heading whose text another one has, which is where a line is needed
  const twice = headings.find((h, i) => headings.some((other, j) => j !== i && other.text === h.text));
  const example = (twice ?? headings[0])?.line ?? 1;
  return `${words.headings(safePath(path))}\n${rows.join('\n')}\n\n${words.headingsHint(example)}\n`;
}

export function headingsJson(source: ImportSource, path: string, headings: readonly OutlineHeading[]): Record<string, unknown> {
  return { source, sourcePath: path, headings: headings.map((h) => ({ level: h.level, text: h.text, line: h.line, section: trailText(h) })) };
}
