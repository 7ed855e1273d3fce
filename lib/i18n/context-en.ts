import { plural } from './plural.js';
import type { ContextWords } from './types.js';

const n = (value: number) => value.toLocaleString('en-US');

export const CONTEXT_EN: ContextWords = {
  heading: (dir) => `Context for a Claude Code session launched in ${dir}`,
  estimate: (window) => `tokens ≈ chars/4; Hangul, kana and CJK chars/1.5; window ${n(window)} tokens`,
  columns: { part: 'part', chars: 'chars', tokens: '~tokens', window: 'window' },
  git: {
    notInstalled: 'skipped: git is not installed',
    notARepo: 'skipped: not inside a git repository',
    head: (branch, defaultBranch, user) => `git: ${branch} (default ${defaultBranch})${user ? ` · ${user}` : ''}`,
    detached: '(detached HEAD)',
    unknown: 'unknown',
    clean: 'clean',
    status: (chars, cut) => `status ${n(chars)} chars${cut ? ', cut at 2,000' : ''}`,
    commits: (count) => plural(count, 'recent commit'),
  },
  claudeMd: 'CLAUDE.md files, in load order',
  disabled: 'none: CLAUDE_CODE_DISABLE_CLAUDE_MDS is set',
  noneFound: 'none found',
  rule: '(rule)',
  loadsLater: (paths) => `${paths ? `paths: ${paths.join(', ')}; ` : ''}loads later`,
  notLoaded: {
    missing: 'not found',
    unreadable: 'not a regular file',
    duplicate: 'already loaded above',
    cycle: 'import cycle: not followed',
    'too-deep': 'over 5 import hops: not loaded',
  },
  memoryList: 'memory list',
  noWorkspace: 'no .ai-core/ workspace: the hook prints nothing',
  memoryListFirst: 'memory list (first prompt of a session)',
  dateLine: (text) => `date line: ${text}`,
  total: 'total at session start',
  later: (files) => `paths: rules, loaded later (${files}, not in total)`,
  warnings: 'Warnings',
  warning: {
    fileLarge: (path, chars, max) =>
      `${path} has ${n(chars)} characters, over Claude Code's ${n(max)}: move detail into files Claude reads on demand, or into \`paths:\` rules.`,
    cycle: (from, path) => `${from} imports ${path}, which is already importing it: the cycle is not followed.`,
    tooDeep: (path, from, hops) => `${path} is imported more than ${hops} hops deep (from ${from}): Claude Code stops there, so it is not loaded.`,
    totalLarge: (chars, max) => `CLAUDE.md files loaded at start total ${n(chars)} characters, over the ${n(max)} Claude Code recommends.`,
    overCap: (chars, cap, preview) =>
      `the memory list is ${n(chars)} characters, over the ${n(cap)}-character hook output cap: Claude gets a file path and a ${n(preview)}-character preview instead. Lower the budget in .ai-core/project-memory.json.`,
    nearCap: (chars, cap, warnAt) =>
      `the memory list is ${n(chars)} characters, near the ${n(cap)}-character hook output cap (warning above ${n(warnAt)}). Lower the budget in .ai-core/project-memory.json.`,
  },
  badWindow: (raw) => `--window must be a whole number of tokens above 0, like --window 200000 (got "${raw}")`,
};
