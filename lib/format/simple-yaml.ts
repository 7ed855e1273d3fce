/**
 * A strict reader for the front matter nearly every memory has: top-level `key: plain
 * text` lines and `key: [a, b]` lists. It exists for speed — loading and running the
 * full YAML parser costs more than the rest of a cold hook run — and accepts only input
 * whose meaning is beyond doubt. Anything else (quotes, nesting, numbers, booleans,
 * anchors, comments after values, duplicate keys…) returns undefined and goes to the
 * full parser, so both always agree on what this one accepts.
 */
import { trimBlanks, trimEndBlanks } from './trim-blanks.js';

type SimpleValue = string | null | string[];

// the value greedy, its end's blanks taken off by trimEndBlanks: a lazy value before `[ \t]*$` is quadratic on a run of spaces
const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ \t]+(.*))?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
// YAML indicators a plain scalar may not start with, and anything the core schema
// would read as a number, boolean, null or timestamp
const UNSAFE_START = /^[-?:,[\]{}#&*!|>'"%@`+.~0-9]/;
const SPECIAL_WORD = /^(?:null|true|false|y|n|yes|no|on|off)$/i;
// YAML trims only spaces and tabs (and breaks lines at \n and \r): a value with any other
// space String.trim knows at an edge (U+00A0, U+3000, U+FEFF…) keeps it there in YAML
const EDGE_SPACE = /^\s|\s$/;
// what YAML refuses to read at all: controls other than tab and line breaks, C1 controls
// (U+0085 included), U+FFFE/U+FFFF and lone surrogate halves
const NON_PRINTABLE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

function isPlainText(value: string): boolean {
  if (value === '' || UNSAFE_START.test(value) || SPECIAL_WORD.test(value) || EDGE_SPACE.test(value) || NON_PRINTABLE.test(value)) return false;
  // ': ' starts a mapping, ' #' a comment; a trailing ':' is a key
  return !value.includes(': ') && !value.includes(' #') && !value.includes('\t') && !value.endsWith(':');
}

function parseFlowList(value: string): string[] | undefined {
  const inner = trimBlanks(value.slice(1, -1));
  if (inner === '') return [];
  const items = inner.split(',').map(trimBlanks);
  for (const item of items) {
    if (!isPlainText(item) || /[[\]{}]/.test(item)) return undefined;
  }
  return items;
}

export function parseSimpleYaml(yaml: string): Record<string, SimpleValue> | undefined {
  const data: Record<string, SimpleValue> = {};
  for (const line of yaml.split('\n')) {
    // a line of other spaces (U+00A0…) is no blank line to YAML: the full parser decides
    if (/^[ \t]*$/.test(line) || line.startsWith('#')) continue;
    const match = KEY_LINE.exec(line);
    if (!match) return undefined;
    const key = match[1] as string;
    if (Object.hasOwn(data, key)) return undefined;
    const value = trimEndBlanks(match[2] ?? '');
    if (value === '') data[key] = null;
    else if (value.startsWith('[') && value.endsWith(']')) {
      const list = parseFlowList(value);
      if (!list) return undefined;
      data[key] = list;
    } else if (DATE.test(value)) {
      // as written, a day the calendar lacks (2026-02-30) too: the full parser reads that
      // as written as well (yaml-schema.ts), where YAML alone would roll it over
      data[key] = value;
    } else if (isPlainText(value)) data[key] = value;
    else return undefined;
  }
  return data;
}
