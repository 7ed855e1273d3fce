// Every --json output against the keys its --help documents, in both languages: a key
// added to an output (or renamed) without its help line fails here, and so does a
// help pair whose two languages document different keys.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP_EN } from '../../lib/i18n/help-en.js';
import { HELP_KO } from '../../lib/i18n/help-ko.js';
import type { CommandName } from '../../lib/i18n/types.js';
import { seedWorkspace, tempTree, writeTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

/** A documented shape: an object's keys (each with its own shape, if given), an array's element, or nothing said. */
type Shape = { kind: 'object'; keys: Map<string, { shape: Shape; optional: boolean }> } | { kind: 'array'; element: Shape } | { kind: 'any' };

/** Reads `{ a, b?, c (Codex), d: [{ e }], f: [...] }` as help texts write it. */
function parseShape(text: string, at = { i: 0 }): Shape {
  const skipSpace = () => {
    while (/\s/.test(text[at.i] ?? '')) at.i++;
  };
  skipSpace();
  if (text[at.i] === '{') {
    at.i++;
    const keys = new Map<string, { shape: Shape; optional: boolean }>();
    for (;;) {
      skipSpace();
      if (text[at.i] === '}') break;
      const name = /^[A-Za-z_]\w*/.exec(text.slice(at.i))?.[0];
      if (!name) throw new Error(`no key at ${JSON.stringify(text.slice(at.i, at.i + 30))}`);
      at.i += name.length;
      let optional = false;
      if (text[at.i] === '?') {
        optional = true;
        at.i++;
      }
      skipSpace();
      // "codexTrust (Codex)": present for one client only
      if (text[at.i] === '(') {
        optional = true;
        at.i = text.indexOf(')', at.i) + 1;
        skipSpace();
      }
      let shape: Shape = { kind: 'any' };
      if (text[at.i] === ':') {
        at.i++;
        shape = parseShape(text, at);
        skipSpace();
      }
      keys.set(name, { shape, optional });
      if (text[at.i] === ',') at.i++;
    }
    at.i++;
    return { kind: 'object', keys };
  }
  if (text[at.i] === '[') {
    at.i++;
    skipSpace();
    const element = text[at.i] === '{' ? parseShape(text, at) : ({ kind: 'any' } as const);
    at.i = text.indexOf(']', at.i) + 1;
    return { kind: 'array', element };
  }
  return { kind: 'any' };
}

/** The --json option of a help text, and every top-level `{…}` or `[…]` in it: one per output form. */
function documentedShapes(help: string): Shape[] {
  const lines = help.split('\n');
  const start = lines.findIndex((line) => /^\s+--json\s/.test(line));
  if (start < 0) throw new Error('no --json option in the help');
  const first = lines[start] as string;
  // the description's column: continuation lines are indented to it, the next option is not
  const column = (/^\s+--json\s+/.exec(first)?.[0] ?? '').length;
  const block = [first];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || (/^\s*/.exec(line)?.[0] ?? '').length < column) break;
    block.push(line);
  }
  const text = block.join('\n');
  const shapes: Shape[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '{' && text[i] !== '[') continue;
    const at = { i };
    shapes.push(parseShape(text, at));
    i = at.i;
  }
  return shapes;
}

/** What in `value` the shape does not document; `top` also asks for every documented key that is not optional. */
function undocumented(value: unknown, shape: Shape, path: string, top: boolean): string[] {
  if (value === null || shape.kind === 'any') return [];
  if (shape.kind === 'array') {
    if (!Array.isArray(value)) return [`${path} is not an array`];
    return value.flatMap((item, i) => undocumented(item, shape.element, `${path}[${i}]`, false));
  }
  if (typeof value !== 'object' || Array.isArray(value)) return [`${path} is not an object`];
  const problems: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const documented = shape.keys.get(key);
    if (!documented) problems.push(`${path}.${key} is not in the help`);
    else problems.push(...undocumented(child, documented.shape, `${path}.${key}`, false));
  }
  if (top) for (const [key, { optional }] of shape.keys) if (!optional && !(key in value)) problems.push(`${path}.${key} is in the help, not in the output`);
  return problems;
}

/** The problems with the closest documented form: none when the output is one of them. */
function problemsAgainst(value: unknown, shapes: readonly Shape[]): string[] {
  const each = shapes.map((shape) => undocumented(value, shape, '$', true));
  return each.reduce((best, problems) => (problems.length < best.length ? problems : best), each[0] ?? ['no shape documented']);
}

const PROJECT = 'ws/workspace/patent.how';

/** Every command with --json, in each output form its help documents. */
const RUNS: Array<{ label: string; command: CommandName; args: (tmp: string) => string[]; setup?: (tmp: string) => void }> = [
  { label: 'install', command: 'install', args: (tmp) => ['--dir', join(tmp, 'ws'), '--dry-run'] },
  { label: 'uninstall', command: 'uninstall', args: (tmp) => ['--dir', join(tmp, 'ws'), '--dry-run'] },
  { label: 'list', command: 'list', args: (tmp) => ['--dir', join(tmp, PROJECT)] },
  { label: 'search', command: 'search', args: (tmp) => ['docker', '--dir', join(tmp, PROJECT)] },
  {
    label: 'save',
    command: 'save',
    args: (tmp) => ['--dir', join(tmp, PROJECT), '--scope', 'project', '--title', 'PDF output', '--description', 'this client wants PDF', '--body', 'x'],
  },
  { label: 'verify', command: 'verify', args: (tmp) => ['docker-branch-switch-danger', '--dry-run', '--dir', join(tmp, PROJECT)] },
  {
    label: 'import cursor',
    command: 'import',
    setup: (tmp) => writeTree(join(tmp, PROJECT), { '.cursor/rules/pdf.mdc': '---\ndescription: PDF only\n---\n# PDF output\nThe client wants PDF.\n' }),
    args: (tmp) => ['cursor', '--dir', join(tmp, PROJECT)],
  },
  {
    label: 'import claude-md (headings)',
    command: 'import',
    setup: (tmp) => writeTree(join(tmp, PROJECT), { 'CLAUDE.md': '# Build\nnpm run build\n' }),
    args: (tmp) => ['claude-md', '--dir', join(tmp, PROJECT)],
  },
  { label: 'key show', command: 'key', args: (tmp) => ['--dir', join(tmp, PROJECT)] },
  { label: 'key pin', command: 'key', args: (tmp) => ['pin', '--dry-run', '--dir', join(tmp, PROJECT)] },
  { label: 'key move', command: 'key', args: (tmp) => ['move', 'workspace--patent__how', 'patent', '--dry-run', '--dir', join(tmp, PROJECT)] },
  { label: 'stats', command: 'stats', args: (tmp) => ['--dir', join(tmp, PROJECT)] },
  { label: 'context', command: 'context', args: (tmp) => ['--dir', join(tmp, PROJECT)] },
  { label: 'lint', command: 'lint', args: (tmp) => ['--dir', join(tmp, PROJECT)] },
  { label: 'doctor', command: 'doctor', args: (tmp) => ['--dir', join(tmp, PROJECT)] },
];

describe('--json output has exactly the keys its --help documents', () => {
  it.each(RUNS)('$label', ({ command, args, setup }) => {
    const tmp = seedWorkspace();
    setup?.(tmp);
    const r = runCli([command, ...args(tmp), '--json'], { env: { HOME: tempTree() }, cwd: tmp });
    expect(r.stdout, r.stderr).not.toBe('');
    const output: unknown = JSON.parse(r.stdout);
    expect(Array.isArray(output) ? output.length : 1, 'an empty array documents nothing').toBeGreaterThan(0);
    expect(problemsAgainst(output, documentedShapes(HELP_EN[command]))).toEqual([]);
  });

  it('documents the same keys in both languages', () => {
    const commands = [...new Set(RUNS.map((r) => r.command))];
    for (const command of commands) expect(documentedShapes(HELP_KO[command]), command).toEqual(documentedShapes(HELP_EN[command]));
  });

  it('catches an undocumented key, a missing one, and one in a nested list', () => {
    const [shape] = documentedShapes('  --json  print { a, b?, c (Codex), d: [{ e }] }\n');
    expect(shape).toBeDefined();
    const problems = (value: unknown) => undocumented(value, shape as Shape, '$', true);
    expect(problems({ a: 1, d: [{ e: 1 }] })).toEqual([]);
    expect(problems({ a: 1, d: [], x: 1 })).toEqual(['$.x is not in the help']);
    expect(problems({ d: [] })).toEqual(['$.a is in the help, not in the output']);
    expect(problems({ a: 1, d: [{ e: 1, f: 2 }] })).toEqual(['$.d[0].f is not in the help']);
  });
});
