import { relative, sep } from 'node:path';
import type { Colors } from '../../cli/colors.js';
import { padEndTo, padStartTo, textWidth } from '../../cli/text-width.js';
import type { RuleWords } from '../../i18n/rules-types.js';
import type { ContextWords } from '../../i18n/types.js';
import { toSafeLine } from '../../render/safe-line.js';
import type { ContextFile } from './context-file.js';
import type { Size } from './estimate.js';
import type { ContextReport } from './report.js';
import { warningText } from './warnings.js';

interface Row {
  label: string;
  size?: Size;
  /** shown after the numbers, dimmed */
  note?: string;
  tone?: 'bold' | 'dim';
}

const LABEL_MAX = 64;

/** The human table for `project-memory context`, in the reader's language. */
export function renderContextTable(report: ContextReport, options: { home: string | undefined; c: Colors; words: ContextWords; rules: RuleWords }): string {
  const { c, words } = options;
  const top = report.git.topLevel ?? report.dir;
  const show = (path: string) => displayPath(path, top, options.home);
  const rows: Row[] = [gitRow(report, words)];
  if (!report.git.skipped) rows.push({ label: `  ${gitDetail(report, words)}`, tone: 'dim' });

  rows.push({ label: words.claudeMd, tone: 'bold' });
  if (report.claudeMd.disabled) rows.push({ label: `  ${words.disabled}`, tone: 'dim' });
  else if (report.claudeMd.files.length === 0) rows.push({ label: `  ${words.noneFound}`, tone: 'dim' });
  for (const file of report.claudeMd.files) rows.push(fileRow(file, show, words, options.rules));

  const list = report.memoryList;
  rows.push(list.text === null ? { label: words.memoryList, note: words.noWorkspace, size: list } : { label: words.memoryListFirst, size: list });
  rows.push({ label: words.dateLine(report.date.text), size: report.date });
  rows.push({ label: words.total, size: report.total, tone: 'bold' });

  const later = report.claudeMd.conditional;
  if (later.files > 0) rows.push({ label: words.later(later.files), size: later, tone: 'dim' });

  const width = Math.min(LABEL_MAX, Math.max(...rows.map((r) => textWidth(r.label))));
  const { part, chars, tokens, window } = words.columns;
  const header = `${padEndTo(part, width)}  ${padStartTo(chars, 8)}  ${padStartTo(tokens, 8)}  ${padStartTo(window, 6)}`;
  const lines = [
    c.bold(words.heading(report.dir)),
    c.dim(words.estimate(report.window)),
    '',
    c.dim(header),
    ...rows.map((row) => renderRow(row, width, report.window, c)),
  ];
  if (report.warnings.length > 0) {
    lines.push('', c.bold(words.warnings));
    for (const w of report.warnings) lines.push(c.yellow(`  ⚠ ${warningText(w, words)}`));
  }
  return `${lines.join('\n')}\n`;
}

function gitRow(report: ContextReport, words: ContextWords): Row {
  const git = report.git;
  if (git.skipped === 'git-missing') return { label: 'git', note: words.git.notInstalled, size: git };
  if (git.skipped === 'not-a-repo') return { label: 'git', note: words.git.notARepo, size: git };
  return { label: words.git.head(git.branch ?? words.git.detached, git.defaultBranch ?? words.git.unknown, git.user ?? undefined), size: git };
}

function gitDetail(report: ContextReport, words: ContextWords): string {
  const git = report.git;
  const status = git.statusChars === 0 ? words.git.clean : words.git.status(git.statusChars, git.statusTruncated);
  return `${status} · ${words.git.commits(git.recentCommits.length)}`;
}

function fileRow(file: ContextFile, show: (path: string) => string, words: ContextWords, rules: RuleWords): Row {
  // an import sits under the file that imports it, one step further in per hop
  const label =
    file.depth === 0
      ? `  ${file.level.padEnd(9)}${show(file.path)}${file.kind === 'rule' ? ` ${words.rule}` : ''}`
      : `  ${' '.repeat(9)}${'  '.repeat(file.depth)}└ @${show(file.path)}`;
  // a problem may quote the file: one inert line
  const problems = file.problems.map((p) => toSafeLine(rules.problem(p), 300)).join('; ');
  if (file.status === 'loaded') return { label, size: file, ...(problems !== '' ? { note: problems } : {}) };
  if (file.status === 'conditional') return { label, size: file, note: words.loadsLater(file.paths), tone: 'dim' };
  return { label, note: words.notLoaded[file.status], tone: 'dim' };
}

function renderRow(row: Row, width: number, window: number, c: Colors): string {
  const numbers = row.size
    ? `${fmt(row.size.chars).padStart(8)}  ${fmt(row.size.tokens).padStart(8)}  ${percent(row.size.tokens, window).padStart(6)}`
    : row.note
      ? `${'-'.padStart(8)}  ${'-'.padStart(8)}  ${''.padStart(6)}`
      : '';
  const text = `${padEndTo(row.label, width)}  ${numbers}`.trimEnd();
  const styled = row.tone === 'bold' ? c.bold(text) : row.tone === 'dim' ? c.dim(text) : text;
  return row.note ? `${styled}  ${c.dim(row.note)}` : styled;
}

/** Paths in the repo relative to its top, under HOME with `~`, others as they are. */
export function displayPath(path: string, top: string, home: string | undefined): string {
  const inTop = relative(top, path);
  if (inTop !== '' && !inTop.startsWith('..') && !inTop.startsWith(sep)) return inTop;
  if (home) {
    const inHome = relative(home, path);
    if (inHome !== '' && !inHome.startsWith('..') && !inHome.startsWith(sep)) return `~/${inHome}`;
  }
  return path;
}

function fmt(n: number): string {
  return n.toLocaleString('en-US');
}

function percent(tokens: number, window: number): string {
  return `${((tokens / window) * 100).toFixed(1)}%`;
}
