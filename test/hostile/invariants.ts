// The promises the per-prompt hook keeps whatever it is fed, checked the same way for
// every hostile case. Violations are collected rather than thrown one by one, so a
// failure names everything that broke at once.
import { expect } from 'vitest';
import { HOOK_TIME_LIMIT_MS, type TimedRun } from './harness.js';

export interface GoodMemory {
  /** `global` or the project key, as the English list shows it */
  label: string;
  name: string;
  description: string;
}

export interface Expectations {
  /** memories that must each appear as their own list line */
  good?: readonly GoodMemory[];
  /** true: a list must be printed; false: the hook must stay silent; unset: either */
  list?: boolean;
  /** text that must not appear anywhere in the output (a canary, an outside file's content) */
  never?: readonly string[];
}

/** Claude Code swaps longer hook output for a file path and a 2,000-character preview. */
export const OUTPUT_CAP = 10_000;
const OPEN_TAG = '<project-memory>';
const CLOSE_TAG = '</project-memory>';
// Everything lib/safe-line.ts promises to keep out, except the newlines that separate lines.
const FORBIDDEN_CHARS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\p{Cf}]/u;

// with the u flag a paired surrogate is one code point, so only a lone half matches
const LONE_SURROGATE = /[\ud800-\udfff]/u;

function occurrences(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) count++;
  return count;
}

function describeChar(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  if (!match) return '';
  const code = match[0].codePointAt(0) ?? 0;
  return `U+${code.toString(16).padStart(4, '0')} at ${match.index}: …${JSON.stringify(text.slice(Math.max(0, match.index - 40), match.index + 20))}…`;
}

/** The additionalContext, or undefined for silent output; protocol problems go to `violations`. */
function protocolContext(run: TimedRun, violations: string[]): string | undefined {
  if (run.stdout === '') return undefined;
  if (!run.stdout.startsWith('{'))
    violations.push(`stdout does not start with "{" (Claude Code would not parse it): ${JSON.stringify(run.stdout.slice(0, 80))}`);
  const body = run.stdout.endsWith('\n') ? run.stdout.slice(0, -1) : run.stdout;
  if (body.includes('\n')) violations.push('stdout holds more than one line: exactly one JSON object is allowed');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    violations.push(`stdout is not one valid JSON value: ${(error as Error).message}`);
    return undefined;
  }
  const keys = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.keys(parsed) : [];
  if (keys.join() !== 'hookSpecificOutput') violations.push(`stdout JSON must hold only hookSpecificOutput, found ${JSON.stringify(keys)}`);
  const specific = (parsed as { hookSpecificOutput?: Record<string, unknown> } | null)?.hookSpecificOutput;
  if (specific?.hookEventName !== 'UserPromptSubmit') violations.push(`hookEventName is ${JSON.stringify(specific?.hookEventName)}`);
  if (specific && Object.keys(specific).some((key) => key !== 'hookEventName' && key !== 'additionalContext')) {
    violations.push(`unexpected protocol keys ${JSON.stringify(Object.keys(specific))} (a "decision" would block the prompt)`);
  }
  const context = specific?.additionalContext;
  if (typeof context !== 'string') {
    violations.push('additionalContext is not a string');
    return undefined;
  }
  return context;
}

/**
 * The list block of the context: one pair of tags, or none at all when there is no memory
 * to list (the save suggestion may come alone) — unless a list is required.
 */
function listViolations(context: string, violations: string[], required: boolean): string {
  const opens = occurrences(context, OPEN_TAG);
  const closes = occurrences(context, CLOSE_TAG);
  if (opens === 0 && closes === 0 && !required) {
    if (!context.startsWith('[project-memory] '))
      violations.push(`output that is neither a list nor project-memory guidance: ${JSON.stringify(context.slice(0, 80))}`);
    return '';
  }
  if (opens !== 1 || closes !== 1) {
    violations.push(`expected exactly one ${OPEN_TAG} … ${CLOSE_TAG} pair, found ${opens} open and ${closes} close tags`);
    return '';
  }
  const start = context.indexOf(OPEN_TAG) + OPEN_TAG.length;
  const end = context.indexOf(CLOSE_TAG);
  if (end < start) {
    violations.push(`${CLOSE_TAG} comes before ${OPEN_TAG}`);
    return '';
  }
  const block = context.slice(start, end);
  // inside the block everything is memory text or the list's own words: no bracket may survive
  const raw = /[<>]/.exec(block);
  if (raw)
    violations.push(
      `raw "${raw[0]}" inside the list (a memory could open or close a tag): …${JSON.stringify(block.slice(Math.max(0, raw.index - 60), raw.index + 40))}…`,
    );
  return block;
}

export function hookViolations(run: TimedRun, expectations: Expectations = {}): string[] {
  const violations: string[] = [];
  if (run.signal !== null) violations.push(`killed by ${run.signal} (time limit ${HOOK_TIME_LIMIT_MS} ms, took ${Math.round(run.durationMs)} ms)`);
  else if (run.code !== 0) violations.push(`exit code ${run.code} (only 0 is allowed; 2 would block the prompt)`);
  if (run.durationMs >= HOOK_TIME_LIMIT_MS) violations.push(`took ${Math.round(run.durationMs)} ms`);
  if (run.stdout.length > OUTPUT_CAP) violations.push(`stdout is ${run.stdout.length} characters, over the ${OUTPUT_CAP} cap`);

  const context = protocolContext(run, violations);
  if (expectations.list === false && run.stdout !== '') violations.push('printed output where it must stay silent');
  if (expectations.list === true && context === undefined) violations.push(`printed no list (stderr: ${JSON.stringify(run.stderr.slice(0, 300))})`);

  for (const text of expectations.never ?? []) {
    if (run.stdout.includes(text) || (context?.includes(text) ?? false)) violations.push(`output shows ${JSON.stringify(text)}`);
  }
  if (context === undefined) return violations;

  if (context.length > OUTPUT_CAP) violations.push(`additionalContext is ${context.length} characters, over the ${OUTPUT_CAP} cap`);
  if (FORBIDDEN_CHARS.test(context)) violations.push(`control or invisible character in the context: ${describeChar(context, FORBIDDEN_CHARS)}`);
  if (LONE_SURROGATE.test(context)) violations.push(`lone surrogate in the context (not well-formed Unicode): ${describeChar(context, LONE_SURROGATE)}`);
  const block = listViolations(context, violations, expectations.list === true || (expectations.good ?? []).length > 0);
  for (const good of expectations.good ?? []) {
    if (!block.includes(`\n[${good.label}] ${good.name} — ${good.description}\n`))
      violations.push(`good memory missing from the list: [${good.label}] ${good.name}`);
  }
  return violations;
}

/** Asserts every invariant; the failure message lists each one that broke. */
export function expectHookInvariants(run: TimedRun, expectations: Expectations = {}): string | undefined {
  expect(hookViolations(run, expectations), `stderr: ${run.stderr.slice(0, 500)}`).toEqual([]);
  return run.stdout === '' ? undefined : (JSON.parse(run.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
}
