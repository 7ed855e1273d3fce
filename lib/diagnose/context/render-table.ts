import { relative, sep } from 'node:path';
import type { Colors } from '../../cli/colors.js';
import { EN } from '../../i18n/en.js';
import type { ContextWords } from '../../i18n/types.js';
import type { ContextFile, FileStatus } from './context-file.js';
import type { Size } from './estimate.js';
import type { ContextReport } from './report.js';

interface Row {
  label: string;
  size?: Size;
  /** shown after the numbers, dimmed */
  note?: string;
  tone?: 'bold' | 'dim';
}

const NOT_LOADED: Record<Exclude<FileStatus, 'loaded' | 'conditional'>, string> = {
  missing: 'not found',
  unreadable: 'not a regular file',
  duplicate: 'already loaded above',
  cycle: 'import cycle: not followed',
  'too-deep': 'over 5 import hops: not loaded',
};

const LABEL_MAX = 64;

/** The human table for `project-memory context`: headings in `words`, rows in English. */
export function renderContextTable(report: ContextReport, options: { home: string | undefined; c: Colors; words?: ContextWords }): string {
  const { c, words = EN.context } = options;
  const top = report.git.topLevel ?? report.dir;
  const show = (path: string) => displayPath(path, top, options.home);
  const rows: Row[] = [gitRow(report)];
  if (!report.git.skipped) rows.push({ label: `  ${gitDetail(report)}`, tone: 'dim' });

  rows.push({ label: 'CLAUDE.md files, in load order', tone: 'bold' });
  if (report.claudeMd.disabled) rows.push({ label: '  none: CLAUDE_CODE_DISABLE_CLAUDE_MDS is set', tone: 'dim' });
  else if (report.claudeMd.files.length === 0) rows.push({ label: '  none found', tone: 'dim' });
  for (const file of report.claudeMd.files) rows.push(fileRow(file, show));

  const list = report.memoryList;
  rows.push(
    list.text === null
      ? { label: 'memory list', note: 'no .ai-core/ workspace: the hook prints nothing', size: list }
      : { label: 'memory list (first prompt of a session)', size: list },
  );
  rows.push({ label: `date line: ${report.date.text}`, size: report.date });
  rows.push({ label: 'total at session start', size: report.total, tone: 'bold' });

  const later = report.claudeMd.conditional;
  if (later.files > 0) rows.push({ label: `paths: rules, loaded later (${later.files}, not in total)`, size: later, tone: 'dim' });

  const width = Math.min(LABEL_MAX, Math.max(...rows.map((r) => r.label.length)));
  const header = `${'part'.padEnd(width)}  ${'chars'.padStart(8)}  ${'~tokens'.padStart(8)}  ${'window'.padStart(6)}`;
  const lines = [
    c.bold(words.heading(report.dir)),
    c.dim(`${report.estimate}; window ${report.window.toLocaleString('en-US')} tokens`),
    '',
    c.dim(header),
    ...rows.map((row) => renderRow(row, width, report.window, c)),
  ];
  if (report.warnings.length > 0) {
    lines.push('', c.bold(words.warnings));
    for (const w of report.warnings) lines.push(c.yellow(`  ⚠ ${w.message}`));
  }
  return `${lines.join('\n')}\n`;
}

function gitRow(report: ContextReport): Row {
  const git = report.git;
  if (git.skipped === 'git-missing') return { label: 'git', note: 'skipped: git is not installed', size: git };
  if (git.skipped === 'not-a-repo') return { label: 'git', note: 'skipped: not inside a git repository', size: git };
  const branch = git.branch ?? '(detached HEAD)';
  return { label: `git: ${branch} (default ${git.defaultBranch ?? 'unknown'})${git.user ? ` · ${git.user}` : ''}`, size: git };
}

function gitDetail(report: ContextReport): string {
  const git = report.git;
  const status =
    git.statusChars === 0
      ? 'clean'
      : git.statusTruncated
        ? `status ${git.statusChars.toLocaleString('en-US')} chars, cut at 2,000`
        : `status ${git.statusChars.toLocaleString('en-US')} chars`;
  return `${status} · ${git.recentCommits.length} recent commit${git.recentCommits.length === 1 ? '' : 's'}`;
}

function fileRow(file: ContextFile, show: (path: string) => string): Row {
  // an import sits under the file that imports it, one step further in per hop
  const label =
    file.depth === 0
      ? `  ${file.level.padEnd(9)}${show(file.path)}${file.kind === 'rule' ? ' (rule)' : ''}`
      : `  ${' '.repeat(9)}${'  '.repeat(file.depth)}└ @${show(file.path)}`;
  if (file.status === 'loaded') return { label, size: file, ...(file.problems.length > 0 ? { note: file.problems.join('; ') } : {}) };
  if (file.status === 'conditional') {
    const paths = file.paths ? `paths: ${file.paths.join(', ')}; ` : '';
    return { label, size: file, note: `${paths}loads later`, tone: 'dim' };
  }
  return { label, note: NOT_LOADED[file.status], tone: 'dim' };
}

function renderRow(row: Row, width: number, window: number, c: Colors): string {
  const numbers = row.size
    ? `${fmt(row.size.chars).padStart(8)}  ${fmt(row.size.tokens).padStart(8)}  ${percent(row.size.tokens, window).padStart(6)}`
    : row.note
      ? `${'-'.padStart(8)}  ${'-'.padStart(8)}  ${''.padStart(6)}`
      : '';
  const text = `${row.label.padEnd(width)}  ${numbers}`.trimEnd();
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
