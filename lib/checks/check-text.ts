/**
 * The checks on one memory file's text. Pure: the caller reads the file. Findings name
 * the problem and the fix; anything quoted from the file goes through toSafeLine, since
 * lint output lands in terminals and CI logs, where an escape sequence would act.
 */

import { isIsoDate } from '../format/dates.js';
import { parseFrontMatter, splitFrontMatter } from '../format/frontmatter.js';
import { toMeta } from '../format/memory-meta.js';
import { DESCRIPTION_MAX } from '../render/render-list.js';
import { invisibleCodeIn, toSafeLine } from '../render/safe-line.js';
import { MAX_SECRETS } from './check-memory-file.js';
import type { FileFinding } from './finding.js';
import { findInjections, type InjectionFinding, WEAK_INJECTION_KINDS } from './injection.js';
import { findSecrets } from './secrets.js';

const SHAPE = 'start the file with a line `---`, then `title: Short title` and `description: One line shown in the list`, then `---` and the body';
/** Front matter languages a YAML reader such as gray-matter runs as code. */
const CODE_LANGUAGES = new Set(['js', 'javascript', 'coffee', 'coffeescript', 'cson']);
/** YAML tags that construct language objects in unsafe loaders. */
const CODE_TAG = /!!(?:js|python|ruby|perl|php|java)\//;

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

function frontMatterFindings(text: string): { findings: FileFinding[]; data?: Record<string, unknown> } {
  const block = splitFrontMatter(text);
  if ('reason' in block) {
    return { findings: [{ rule: 'front-matter', severity: 'error', message: `${block.reason}: the list shows no description for it`, fix: SHAPE }] };
  }
  if (CODE_LANGUAGES.has(block.language)) {
    return {
      findings: [
        {
          rule: 'front-matter-code',
          severity: 'error',
          message: `front matter starts with ---${toSafeLine(block.language, 40)}: YAML readers such as gray-matter run that as code, so a clone of this repository could run it`,
          fix: 'replace the first line with a plain `---` and write the fields as YAML `key: value` lines',
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
          message: `front matter language "${toSafeLine(block.language, 40)}" is not read`,
          fix: 'replace the first line with a plain `---`',
        },
      ],
    };
  }
  const tag = CODE_TAG.exec(block.yaml);
  if (tag) {
    return {
      findings: [
        {
          rule: 'front-matter-code',
          severity: 'error',
          message: `front matter uses the YAML tag ${tag[0]}…, which unsafe YAML loaders turn into running code`,
          fix: 'write the value as plain text, without a !! tag',
        },
      ],
    };
  }
  const parsed = parseFrontMatter(text);
  if (!parsed.ok) return { findings: [{ rule: 'front-matter', severity: 'error', message: toSafeLine(parsed.reason, 300), fix: SHAPE }] };
  return { findings: impossibleDays(block.yaml), data: parsed.data };
}

/** How to write each field toMeta may find wrong. */
function fieldFix(field: string): string {
  if (field === 'review_by' || field === 'verified_at') return `write ${field} as a day, e.g. \`${field}: 2026-09-30\``;
  if (field === 'supersedes') return 'list the names (file names without .md) of the memories this one replaces, e.g. `supersedes: [docker-old-workaround]`';
  return `write ${field} as one line of plain text, e.g. \`${field}: Docker 실행 중 브랜치 전환 시 403 발생\``;
}

// a day the YAML parser would roll over (2026-02-30 → 2026-03-02) instead of refusing
const DAY_LINE = /^(created_at|updated_at|review_by|verified_at):[ \t]+['"]?(\d{4}-\d{2}-\d{2})['"]?[ \t]*$/gm;

function impossibleDays(yaml: string): FileFinding[] {
  return [...yaml.matchAll(DAY_LINE)]
    .filter((match) => !isIsoDate(match[2] as string))
    .map((match) => ({
      rule: 'field-type' as const,
      severity: 'error' as const,
      message: `${match[1]} ${match[2]} is not a day of the calendar`,
      fix: fieldFix(match[1] as string),
    }));
}

function fieldFindings({ meta, problems }: ReturnType<typeof toMeta>): FileFinding[] {
  const findings: FileFinding[] = [];
  for (const problem of problems) {
    // toMeta names the field first: "description must be text, found a list"
    const field = problem.split(' ')[0] ?? 'description';
    findings.push({ rule: 'field-type', severity: 'error', message: problem, fix: fieldFix(field) });
  }
  if (!meta.title?.trim() && !problems.some((p) => p.startsWith('title'))) {
    findings.push({ rule: 'title-missing', severity: 'error', message: 'title is missing', fix: 'add `title: Short title` to the front matter' });
  }
  const description = meta.description?.trim() ?? '';
  if (description === '') {
    if (!problems.some((p) => p.startsWith('description'))) {
      findings.push({
        rule: 'description-missing',
        severity: 'error',
        message: 'description is missing: the list shows "(no description)" for it',
        fix: 'add `description: <the one line Claude sees in the list>` to the front matter',
      });
    }
    return findings;
  }
  if (/[\r\n\u2028\u2029\u0085]/.test(description)) {
    findings.push({
      rule: 'description-multiline',
      severity: 'warning',
      message: 'description spans several lines; the list folds it into one',
      fix: 'write the description as one line; put details in the body',
    });
  }
  if (description.length > DESCRIPTION_MAX) {
    findings.push({
      rule: 'description-long',
      severity: 'warning',
      message: `description is ${description.length} characters; the list cuts it at ${DESCRIPTION_MAX}`,
      fix: `keep the gist in at most ${DESCRIPTION_MAX} characters; put details in the body`,
    });
  }
  for (const [field, value] of [
    ['title', meta.title],
    ['description', meta.description],
  ] as const) {
    // what the list strips (lib/render/safe-line.ts): the list hides it, the file keeps it;
    // line breaks have their own finding
    const code = value === undefined ? undefined : invisibleCodeIn(value.replace(/[\r\n]/g, ''));
    if (code) {
      findings.push({
        rule: 'control-characters',
        severity: 'warning',
        message: `${field} holds the invisible or control character ${code}; the list strips it, but the file does not read as it shows`,
        fix: `retype the ${field} without it`,
      });
    }
  }
  return findings;
}

function injectionFinding(finding: InjectionFinding, lineOffset: number): FileFinding {
  // the list puts title and description in front of Claude on every prompt; a body is read on demand
  const shownEveryPrompt = finding.field !== 'body' && finding.field !== 'file';
  const severity = shownEveryPrompt && !WEAK_INJECTION_KINDS.has(finding.kind) ? 'error' : 'warning';
  return {
    rule: 'injection',
    severity,
    message: `${finding.field} reads like an instruction to the model (${finding.kind}): "${toSafeLine(finding.match, 80)}"`,
    fix: 'state the fact as a note ("X breaks when Y; we do Z"), not as an order to the assistant',
    line: finding.field === 'body' || finding.field === 'file' ? lineOffset + finding.line : undefined,
  };
}

/** Every problem of one memory file's text. */
export function lintMemoryText(text: string): FileFinding[] {
  const { findings, data } = frontMatterFindings(text);
  if (text.includes('\ufffd') || text.includes('\u0000')) {
    findings.push({
      rule: 'encoding',
      severity: 'warning',
      message: 'the file is not valid UTF-8 text (binary data or broken characters)',
      fix: 'save it as UTF-8 text',
    });
  }
  const fields = data ? toMeta(data) : undefined;
  if (fields) findings.push(...fieldFindings(fields));
  for (const secret of findSecrets(text, 'file').slice(0, MAX_SECRETS)) {
    findings.push({
      rule: 'secret',
      severity: 'error',
      message: `looks like a secret (${secret.kind}) at line ${secret.line} column ${secret.column}; memories are committed and shown to Claude`,
      fix: 'remove it, or point to where it lives, e.g. ${DB_PASSWORD} or "in 1Password: staging db"',
      line: secret.line,
    });
  }
  const meta = fields?.meta;
  const body = data ? bodyOf(text) : text;
  const injections = [
    ...(meta ? findInjections(meta.title ?? '', 'title') : []),
    ...(meta ? findInjections(meta.description ?? '', 'description') : []),
    ...(meta ? findInjections(meta.source ?? '', 'source') : []),
    ...(meta ? findInjections(meta.tags.join(' '), 'tags') : []),
    ...findInjections(body, data ? 'body' : 'file'),
  ];
  const offset = data ? bodyLineOffset(text, body) : 0;
  findings.push(...injections.map((finding) => injectionFinding(finding, offset)));
  return findings;
}
