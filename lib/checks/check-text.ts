/**
 * The checks on one memory file's text. Pure: the caller reads the file. Findings name
 * the problem and the fix; anything quoted from the file goes through toSafeLine, since
 * lint output lands in terminals and CI logs, where an escape sequence would act.
 */

import { isIsoDate, leadingDay, timestampFault } from '../format/dates.js';
import { type FrontMatterBlock, firstLineOf, parseFrontMatter, splitFrontMatter } from '../format/frontmatter.js';
import { findInjections, findListedInjections, type InjectionFinding, ORDER_KINDS } from '../format/injection.js';
import { toMeta } from '../format/memory-meta.js';
import { conflictLineInMarkdown, fencedConflictLine } from '../format/merge-conflict.js';
import { findSecrets, maskSecrets, notSecretsOf, rewrittenFieldSecrets } from '../format/secrets.js';
import type { RuleWords } from '../i18n/rules-types.js';
import { HEAD_BYTES } from '../io/read-head.js';
import type { MemoryMeta } from '../model/memory.js';
import type { MemoryProblem } from '../model/memory-problem.js';
import type { PastDayField, TextField } from '../model/text-findings.js';
import { DESCRIPTION_MAX } from '../render/render-list.js';
import { invisibleCodesIn, toSafeLine } from '../render/safe-line.js';
import { commentCutValues, quotedLine } from './comment-cut.js';
import { byPlace, type FileFinding, secretKindText } from './finding.js';

/** A file full of pasted tokens needs only the first few named to be fixed. */
const MAX_SECRETS = 5;
/** Front matter languages a YAML reader such as gray-matter runs as code. */
const CODE_LANGUAGES = new Set(['js', 'javascript', 'coffee', 'coffeescript', 'cson']);
/** YAML tags that construct language objects in unsafe loaders. */
const CODE_TAG = /!!(?:js|python|ruby|perl|php|java)\//;
const SHAPE = (w: RuleWords) => w.frontMatter.shape;
/** A problem from lib/format, worded and made one inert line (it may quote the file). */
const problemText = (w: RuleWords, problem: MemoryProblem) => toSafeLine(w.problem(problem), 300);

/**
 * The fix for front matter between its `---` lines that could not be read: one for the
 * YAML mistake, one for YAML that is no `key: value` lines; the shape of a memory file
 * only for a file without those lines.
 */
function unreadFix(problem: MemoryProblem): (w: RuleWords) => string {
  if (problem.kind === 'yaml') return (w) => w.frontMatter.yamlFix(problem.cause, problem.line, problem.key);
  if (problem.kind === 'not-mapping') return (w) => w.frontMatter.mappingFix;
  if (problem.kind === 'aliases') return (w) => w.frontMatter.aliasesFix;
  if (problem.kind === 'dash-line') {
    const { line } = problem;
    return (w) => w.frontMatter.dashLineFix(line);
  }
  return SHAPE;
}

/**
 * The fix for a file whose front matter is not read as one: where the `---` that opens it
 * comes after blank lines or spaces, their removal; where it is never closed, the line to
 * close it after (the last `key: value` line, or one continuing it); else the whole shape.
 */
function shapeFix(text: string, problem: MemoryProblem): (w: RuleWords) => string {
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/, 200);
  if (problem.kind === 'no-front-matter') {
    const at = lines.findIndex((line) => line.trim() !== '');
    const opened = at !== -1 && /^\s*---\s*$/.test(lines[at] as string);
    return opened ? (w) => w.frontMatter.leadingBlankFix(at + 1) : SHAPE;
  }
  if (problem.kind !== 'unclosed') return SHAPE;
  let last = 0;
  while (last + 1 < lines.length && /^(?:[A-Za-z_][\w-]*[ \t]*:|[ \t]+\S|-[ \t])/.test(lines[last + 1] as string)) last++;
  if (last === 0) return SHAPE;
  // a closing line all but right (`----`, YAML's `...`): that line, made exactly `---`
  if (/^(?:-{4,}|\.{3})[ \t]*$/.test(lines[last + 1] ?? '')) return (w) => w.frontMatter.dashLineFix(last + 2);
  return (w) => w.frontMatter.unclosedFix(last + 1);
}

/** The text after the front matter block; the whole text when there is none. */
export function bodyOf(text: string): string {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!src.startsWith('---')) return src;
  const firstEnd = src.indexOf('\n');
  if (firstEnd === -1) return '';
  const rest = src.slice(firstEnd + 1);
  const close = /^---[ \t]*\r?$/m.exec(rest);
  if (!close) return src;
  return rest.slice(close.index + close[0].length).replace(/^\r?\n/, '');
}

/** The 1-based line of the file where the body starts (for locating body findings). */
function bodyLineOffset(text: string, body: string): number {
  const at = text.length - body.length;
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

/**
 * Front matter that ends past what the hook reads of a file (HEAD_BYTES, kept small: it is
 * read on every prompt) is one the list cannot read: it shows "front matter error" for it
 * and search never finds it, however valid the YAML. Lint reads further, so it says so.
 */
function pastListRead(text: string, end: number): FileFinding[] {
  // characters first: no byte count for the usual small front matter
  if (end * 3 <= HEAD_BYTES) return [];
  const bytes = Buffer.byteLength(text.slice(0, end));
  if (bytes <= HEAD_BYTES) return [];
  const kb = Math.ceil(bytes / 1024);
  const maxKb = HEAD_BYTES / 1024;
  return [{ rule: 'front-matter', severity: 'error', message: (w) => w.frontMatter.tooLong(kb, maxKb), fix: (w) => w.frontMatter.tooLongFix(maxKb) }];
}

/** `listed`: where the list would show the file (not one loose in the memory root, which it never shows): what it shows then is said */
function frontMatterFindings(text: string, listed = true): { findings: FileFinding[]; data?: Record<string, unknown> } {
  const block = splitFrontMatter(text);
  if ('problem' in block) {
    const { problem } = block;
    if (problem.kind === 'no-front-matter' && problem.empty) {
      return { findings: [{ rule: 'front-matter', severity: 'error', message: (w) => w.frontMatter.empty, fix: (w) => w.frontMatter.emptyFix }] };
    }
    // a UTF-16 file shows its `---` in an editor: the fix is its encoding, not its shape
    const fix = problem.kind === 'no-front-matter' && problem.utf16 ? (w: RuleWords) => w.frontMatter.utf16Fix : shapeFix(text, problem);
    // plain Markdown: the list shows its first line (lib/index/parse-memory-file.ts)
    const firstLine = problem.kind === 'no-front-matter' && !problem.utf16 && firstLineOf(text) !== undefined;
    const message = (w: RuleWords) =>
      !listed ? problemText(w, problem) : firstLine ? w.frontMatter.firstLineListed(problemText(w, problem)) : w.frontMatter.unread(problemText(w, problem));
    return { findings: [{ rule: 'front-matter', severity: 'error', message, fix }] };
  }
  const past = pastListRead(text, block.end);
  const read = blockFindings(text, block);
  return past.length === 0 ? read : { ...read, findings: [...past, ...read.findings] };
}

function blockFindings(text: string, block: FrontMatterBlock): { findings: FileFinding[]; data?: Record<string, unknown> } {
  const language = toSafeLine(block.language, 40);
  if (CODE_LANGUAGES.has(block.language)) {
    return {
      findings: [
        {
          rule: 'front-matter-code',
          severity: 'error',
          message: (w) => w.frontMatter.codeLanguage(language),
          fix: (w) => w.frontMatter.codeLanguageFix,
        },
      ],
    };
  }
  if (block.language !== '' && block.language !== 'yaml' && block.language !== 'yml') {
    return {
      findings: [
        {
          rule: 'front-matter',
          severity: 'error',
          message: (w) => w.frontMatter.otherLanguage(language),
          fix: (w) => w.frontMatter.otherLanguageFix,
        },
      ],
    };
  }
  const tag = CODE_TAG.exec(block.yaml)?.[0];
  if (tag !== undefined) {
    return {
      findings: [{ rule: 'front-matter-code', severity: 'error', message: (w) => w.frontMatter.codeTag(tag), fix: (w) => w.frontMatter.codeTagFix }],
    };
  }
  const parsed = parseFrontMatter(text);
  if (!parsed.ok) {
    const { problem } = parsed;
    // a YAML mistake's message names its place itself; lint --json gets it as data too
    const place = problem.kind === 'yaml' && problem.line !== undefined ? { line: problem.line, column: problem.column, placeSaid: true } : {};
    return { findings: [{ rule: 'front-matter', severity: 'error', message: (w) => problemText(w, problem), fix: unreadFix(problem), ...place }] };
  }
  return { findings: [], data: parsed.data };
}

/**
 * What keeps the front matter of `text` from being read, in lint's own findings (none
 * when it reads): `save --update` refuses a file with one, in the words `lint` uses.
 */
export function frontMatterErrors(text: string): FileFinding[] {
  return frontMatterFindings(text).findings;
}

const PAST_DAY_FIELDS: readonly string[] = ['created_at', 'updated_at', 'verified_at'] satisfies PastDayField[];
const DAY_FIELDS: readonly string[] = [...PAST_DAY_FIELDS, 'review_by'];
const isPastDayField = (field: string): field is PastDayField => PAST_DAY_FIELDS.includes(field);

/**
 * How to write each field toMeta may find wrong, given the text it holds (when it is
 * text). Every day field gets a day fix, the two toMeta reads as text (created_at,
 * updated_at) too. review_by's example is a day to come, which it names. The others name
 * a day gone by that no example can know, and a day to come would be wrong there: the day
 * the value begins with when it is a real one (`2026-12-03 10:00`), else the form and
 * which day it is.
 */
function fieldFix(field: string, written?: string): (w: RuleWords) => string {
  if (isPastDayField(field)) {
    const day = written === undefined ? undefined : leadingDay(written);
    return day === undefined ? (w) => w.fields.pastDayFix(field) : (w) => w.fields.dayAloneFix(field, day);
  }
  if (DAY_FIELDS.includes(field)) return (w) => w.fields.dayFix(field);
  if (field === 'supersedes') return (w) => w.fields.namesFix;
  return (w) => w.fields.textFix(field);
}

/**
 * A day field written as a day the calendar lacks (2026-02-30, with a time or without, in
 * any spelling YAML takes) or with a time the clock lacks (2026-02-28T24:00:00), which the
 * reader keeps as written: one finding that names it, in place of review_by's "must be a
 * date", with the day fix.
 */
function impossibleDays(data: Record<string, unknown>, lineOf: LineOf): { findings: FileFinding[]; fields: Set<string> } {
  const findings: FileFinding[] = [];
  const fields = new Set<string>();
  for (const field of DAY_FIELDS) {
    const value = data[field];
    const day = typeof value === 'string' ? value.trim() : '';
    const fault = timestampFault(day);
    if (fault === undefined) continue;
    fields.add(field);
    const message = fault === 'day' ? (w: RuleWords) => w.fields.notADay(field, day) : (w: RuleWords) => w.fields.notATime(field, day);
    findings.push({ rule: 'field-type', severity: 'error', message, fix: fieldFix(field, day), line: lineOf(field) });
  }
  return { findings, fields };
}

/**
 * created_at or updated_at written as something other than a day (`yesterday`,
 * `12/03/2026`, `2026-12-03 10:00`, a quoted timestamp), which toMeta keeps as text: a
 * warning, as nothing hides or reorders a memory by these days. Where a day counts it is
 * read as unset (the period a passed review_by moves on by, review-due.ts; lint's
 * superseded-edited check); and save --update carries created_at over as written, so an
 * error would refuse every update of the memory. YAML's own dates (a plain day or
 * timestamp, which toMeta gives as the day) and a quoted day are days, spaces around it
 * too (toMeta trims them, so every reader takes that day).
 */
function undatedDays(meta: MemoryMeta, skip: ReadonlySet<string>, lineOf: LineOf): FileFinding[] {
  const findings: FileFinding[] = [];
  for (const [field, value] of [
    ['created_at', meta.createdAt],
    ['updated_at', meta.updatedAt],
  ] as const) {
    if (value === undefined || skip.has(field) || isIsoDate(value)) continue;
    // from the file: a likely secret masked, and inert before it reaches a terminal
    const shown = toSafeLine(maskSecrets(value), 40);
    const fix = fieldFix(field, value);
    findings.push({ rule: 'field-type', severity: 'warning', message: (w) => w.fields.notADate(field, shown), fix, line: lineOf(field) });
  }
  return findings;
}

/** The file's 1-based line a front matter field is written on, for lint to point at. */
type LineOf = (field: string) => number | undefined;

/** The line each field starts on, among the front matter's lines (from the file's second). */
function fieldLines(text: string): LineOf {
  const lines = text.split('\n');
  return (field) => {
    for (let i = 1; i < lines.length && !/^---[ \t]*\r?$/.test(lines[i] ?? ''); i++) {
      if (lines[i]?.startsWith(`${field}:`)) return i + 1;
    }
    return undefined;
  };
}

/** One field toMeta finds wrong, as lint says it, at the line it is written on when known. */
export function fieldProblemFinding(problem: MemoryProblem, line?: number): FileFinding {
  const field = 'field' in problem ? problem.field : 'description';
  // the text a day field held (`verified_at: 2026-12-03 10:00`, which YAML reads as text) may begin with its day
  const written = 'found' in problem && problem.found.type === 'text' ? problem.found.text : undefined;
  return { rule: 'field-type', severity: 'error', message: (w) => problemText(w, problem), fix: fieldFix(field, written), line };
}

function fieldFindings({ meta, problems }: ReturnType<typeof toMeta>, data: Record<string, unknown>, lineOf: LineOf): FileFinding[] {
  const days = impossibleDays(data, lineOf);
  const findings = days.findings;
  const fieldsWrong = new Set<string>();
  for (const problem of problems) {
    // toMeta's problems here are all about one field
    const field = 'field' in problem ? problem.field : 'description';
    if (days.fields.has(field)) continue;
    fieldsWrong.add(field);
    findings.push(fieldProblemFinding(problem, lineOf(field)));
  }
  findings.push(...undatedDays(meta, new Set([...days.fields, ...fieldsWrong]), lineOf));
  if (!meta.title?.trim() && !fieldsWrong.has('title')) {
    findings.push({ rule: 'title-missing', severity: 'error', message: (w) => w.fields.titleMissing, fix: (w) => w.fields.titleMissingFix });
  }
  const description = meta.description?.trim() ?? '';
  if (description === '') {
    if (!fieldsWrong.has('description')) {
      // `description:` written with nothing after it is no missing field: its line is named
      const line = lineOf('description');
      findings.push({
        rule: 'description-missing',
        severity: 'error',
        message: (w) => (line === undefined ? w.fields.descriptionMissing : w.fields.descriptionEmpty),
        fix: (w) => (line === undefined ? w.fields.descriptionMissingFix : w.fields.descriptionEmptyFix),
        line,
      });
    }
    return findings;
  }
  if (/[\r\n\u2028\u2029\u0085]/.test(description)) {
    findings.push({ rule: 'description-multiline', severity: 'warning', message: (w) => w.fields.multiline, fix: (w) => w.fields.multilineFix });
  }
  if (description.length > DESCRIPTION_MAX) {
    const length = description.length;
    findings.push({
      rule: 'description-long',
      severity: 'warning',
      message: (w) => w.fields.long(length, DESCRIPTION_MAX),
      fix: (w) => w.fields.longFix(DESCRIPTION_MAX),
    });
  }
  for (const [field, value] of [
    ['title', meta.title],
    ['description', meta.description],
  ] as const) {
    // what the list strips (lib/render/safe-line.ts): the list hides it, the file keeps it;
    // line breaks have their own finding
    const codes = value === undefined ? [] : invisibleCodesIn(value.replace(/[\r\n]/g, ''));
    if (codes.length > 0) {
      findings.push({
        rule: 'control-characters',
        severity: 'warning',
        message: (w) => w.fields.invisible(field, codes),
        fix: (w) => w.fields.invisibleFix(field, codes.length),
      });
    }
  }
  return findings;
}

/** A text field YAML cut at ` #` (comment-cut.ts): what it reads as, and the quoted line that keeps it whole. */
function commentCutFindings(text: string, data: Record<string, unknown>): FileFinding[] {
  return commentCutValues(text, data).map((cut) => {
    // all three come from the file: inert before they reach a terminal
    const kept = toSafeLine(cut.kept, 120);
    const dropped = toSafeLine(cut.written.slice(cut.kept.length).trim(), 80);
    const line = toSafeLine(quotedLine(cut), 300);
    return {
      rule: 'comment-cut',
      severity: 'warning',
      message: (w) => w.fields.commentCut(cut.field, kept, dropped),
      fix: (w) => w.fields.commentCutFix(line),
      line: cut.line,
    };
  });
}

export function injectionFinding(finding: InjectionFinding, lineOffset: number): FileFinding {
  // the list puts title and description in front of Claude on every prompt; a body is read on demand
  const shownEveryPrompt = finding.field !== 'body' && finding.field !== 'file';
  // an order to the model where the list shows it is an error; a warning worded like one ("without confirmation") is a warning
  const severity = shownEveryPrompt && ORDER_KINDS.has(finding.kind) ? 'error' : 'warning';
  const quote = toSafeLine(finding.match, 80);
  return {
    rule: 'injection',
    severity,
    message: (w) => w.injection.found(w.field(finding.field), w.injection.kinds[finding.kind], quote),
    fix: (w) => w.injection.fix,
    line: finding.field === 'body' || finding.field === 'file' ? lineOffset + finding.line : undefined,
  };
}

/** Every problem of one memory file's text; `listed` false for a file the list never shows where it lies. */
export function lintMemoryText(text: string, listed = true): FileFinding[] {
  const { findings, data } = frontMatterFindings(text, listed);
  if (text.includes('\ufffd') || text.includes('\u0000')) {
    findings.push({ rule: 'encoding', severity: 'warning', message: (w) => w.encoding, fix: (w) => w.encodingFix });
  }
  const fields = data ? toMeta(data) : undefined;
  const lineOf = fieldLines(text);
  if (data && fields) findings.push(...fieldFindings(fields, data, lineOf));
  if (data) findings.push(...commentCutFindings(text, data));
  const notSecrets = notSecretsOf(data);
  // and in fields whose escapes decode to one, at the field's line (the column is the decoded text's)
  const rewritten = fields
    ? rewrittenFieldSecrets(text, fields.meta, notSecrets).map((s) => ({ ...s, line: lineOf(s.field) ?? s.line, column: undefined }))
    : [];
  for (const secret of [...findSecrets(text, 'file', notSecrets), ...rewritten].slice(0, MAX_SECRETS)) {
    findings.push({
      rule: 'secret',
      severity: 'error',
      // the key of an assignment comes from the file
      message: (w) => w.secret.found(toSafeLine(secretKindText(w, secret), 120)),
      fix: (w) => w.secret.fix(secret.digest),
      digest: secret.digest,
      line: secret.line,
      column: secret.column,
    });
  }
  const meta = fields?.meta;
  const body = data ? bodyOf(text) : text;
  // one-line fields read as a list line shows them (lib/format/injection.ts)
  const line = (value: string | undefined, field: TextField) => findListedInjections(value ?? '', field);
  const injections = [
    ...(meta ? line(meta.title, 'title') : []),
    ...(meta ? line(meta.description, 'description') : []),
    ...(meta ? line(meta.source, 'source') : []),
    ...(meta ? line(meta.tags.join(' '), 'tags') : []),
    ...findInjections(body, data ? 'body' : 'file'),
  ];
  const offset = data ? bodyLineOffset(text, body) : 0;
  // markers in the front matter are its own finding (a YAML mistake of cause 'conflict')
  const conflict = data ? conflictLineInMarkdown(body) : undefined;
  if (conflict !== undefined) {
    findings.push({ rule: 'merge-conflict', severity: 'error', message: (w) => w.mergeConflict, fix: (w) => w.mergeConflictFix, line: offset + conflict });
  }
  // inside one code block the text cannot tell git's cut from an example: said, not refused
  const inCode = data && conflict === undefined ? fencedConflictLine(body) : undefined;
  if (inCode !== undefined) {
    findings.push({ rule: 'conflict-in-code', severity: 'warning', message: (w) => w.conflictInCode, fix: (w) => w.conflictInCodeFix, line: offset + inCode });
  }
  findings.push(...injections.map((finding) => injectionFinding(finding, offset)));
  return findings.sort(byPlace);
}
