/**
 * The workspace config, .ai-core/project-memory.json: whether the hook can use what it
 * says. The hook reads it once per prompt and quietly falls back to the defaults for a
 * file or a value it cannot use (lib/workspace/config.ts); this is where the user hears
 * why their "lang" or "budget" has no effect. No row when there is no such file.
 */
import { lstatSync } from 'node:fs';
import { withoutBom } from '../../format/bom.js';
import { editDistance } from '../../format/edit-distance.js';
import { conflictLine } from '../../format/merge-conflict.js';
import { LANGS, unknownLang } from '../../i18n/lang.js';
import type { CliMessages } from '../../i18n/types.js';
import { readTextSafely } from '../../io/read-file-safely.js';
import type { ConfigProblem } from '../../model/config-problem.js';
import { DEFAULT_LIST_BUDGET, MIN_LIST_BUDGET } from '../../model/defaults.js';
import { toSafeLine } from '../../render/safe-line.js';
import { jsonErrorOffsetIn } from '../../settings/json-edit.js';
import { textLocation } from '../../settings/json-text.js';
import { budgetPassedOver, CONFIG_KEYS, CONFIG_MAX_BYTES, configPath } from '../../workspace/config.js';
import { type CheckResult, fail, ok, warn } from './check.js';

/** The known key `key` most likely means (`lnag`, `Budget`, `every_turn`), if any is close. */
function suggestionFor(key: string): string | undefined {
  const plain = (text: string) => text.toLowerCase().replace(/[-_\s]/g, '');
  // `language` and `locale` (and a misspelt `langauge`): too far from `lang` by edits alone
  if (/^(?:lang|locale)/.test(plain(key))) return 'lang';
  let best: { name: string; edits: number } | undefined;
  for (const name of CONFIG_KEYS) {
    const edits = editDistance(plain(key), plain(name));
    if (edits <= 2 && (!best || edits < best.edits)) best = { name, edits };
  }
  return best?.name;
}

const shown = (value: unknown) => toSafeLine(JSON.stringify(value) ?? String(value), 40);

/** Where JSON.parse stopped, in lines and columns; `end` when it ran out of text. */
function notJson(text: string, error: unknown): ConfigProblem {
  const content = text.trimEnd().length;
  const offset = jsonErrorOffsetIn(text, error) ?? content;
  const end = offset >= content;
  const { line = 1, column = 1 } = textLocation(text, Math.min(offset, content), '');
  return { kind: 'not-json', line, column, end };
}

/** Everything wrong with the text of a config file: none when the hook uses all of it. */
function configProblems(read: string): ConfigProblem[] {
  // a byte order mark, as a Windows editor writes it, is read past as the hook reads it
  const text = withoutBom(read);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const conflict = conflictLine(text);
    return [conflict === undefined ? notJson(text, error) : { kind: 'conflict', line: conflict }];
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return [{ kind: 'not-object' }];
  const problems: ConfigProblem[] = [];
  const known: ReadonlySet<string> = new Set(CONFIG_KEYS);
  for (const [key, value] of Object.entries(data)) {
    // "$schema" and the like: editors' keys, which the hook never reads
    if (key.startsWith('$')) continue;
    if (!known.has(key)) {
      const suggestion = suggestionFor(key);
      problems.push({ kind: 'unknown-key', key: toSafeLine(key, 40), ...(suggestion ? { suggestion } : {}) });
    } else if (key === 'lang' && (typeof value !== 'string' || unknownLang(value))) problems.push({ kind: 'lang', found: shown(value) });
    // over the most a list may take it is the default again, as if not set
    else if (key === 'budget' && budgetPassedOver(value)) problems.push({ kind: 'budget', found: shown(value) });
    else if (key === 'everyTurn' && typeof value !== 'boolean') problems.push({ kind: 'every-turn', found: shown(value) });
  }
  return problems;
}

function problemText(m: CliMessages, problem: ConfigProblem): string {
  const d = m.doctor.config;
  switch (problem.kind) {
    case 'unknown-key':
      return d.unknownKey(problem.key, problem.suggestion);
    case 'lang':
      return d.lang(problem.found, LANGS);
    case 'budget':
      return d.budget(problem.found, MIN_LIST_BUDGET, DEFAULT_LIST_BUDGET);
    case 'every-turn':
      return d.everyTurn(problem.found);
    default:
      return '';
  }
}

export function checkConfig(workspaceRoot: string): CheckResult | undefined {
  const path = configPath(workspaceRoot);
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) return undefined;
  const text = readTextSafely(path, CONFIG_MAX_BYTES);
  if (text === undefined)
    return fail(
      'config',
      (m) => m.doctor.config.unreadable(path, CONFIG_MAX_BYTES / 1024),
      (m) => m.doctor.config.unreadableFix,
    );
  const problems = configProblems(text);
  const [first] = problems;
  if (!first) return ok('config', (m) => m.doctor.config.ok(path));
  if (first.kind === 'not-json') {
    return fail(
      'config',
      (m) => m.doctor.config.notJson(path, first.line, first.column, first.end),
      (m) => m.doctor.config.jsonFix,
    );
  }
  if (first.kind === 'conflict') {
    return fail(
      'config',
      (m) => m.doctor.config.conflict(path, first.line),
      (m) => m.doctor.config.conflictFix,
    );
  }
  if (first.kind === 'not-object')
    return fail(
      'config',
      (m) => m.doctor.config.notObject(path),
      (m) => m.doctor.config.objectFix,
    );
  return warn(
    'config',
    (m) =>
      m.doctor.config.fields(
        path,
        problems.map((problem) => problemText(m, problem)),
      ),
    (m) => m.doctor.config.fieldsFix(LANGS, MIN_LIST_BUDGET, DEFAULT_LIST_BUDGET),
  );
}
