// Where a YAML error is, in the file's own lines: what lint, list and doctor name.
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../lib/format/frontmatter.js';

const problemOf = (text: string) => {
  const parsed = parseFrontMatter(text);
  if (parsed.ok) throw new Error('parsed');
  return parsed.problem;
};

describe('a YAML error in front matter', () => {
  it.each([
    ['an unclosed [', '---\ntitle: B\ndescription: [a, b\ntags: x\n---\nbody\n', { cause: 'flow', line: 3, column: 14 }],
    ['the same with CRLF line ends', '---\r\ntitle: B\r\ndescription: [a, b\r\ntags: x\r\n---\r\nbody\r\n', { cause: 'flow', line: 3, column: 14 }],
    ['the same after a byte order mark', '\ufeff---\ntitle: B\ndescription: [a, b\ntags: x\n---\n', { cause: 'flow', line: 3, column: 14 }],
    ['a value holding ": "', '---\ntitle: B\ndescription: Fix: a: b\n---\n', { cause: 'colon', line: 3, column: 17 }],
    ['a field indented', '---\ntitle: B\n  description: x\ntags: y\n---\n', { cause: 'indent', line: 3, column: 14 }],
    ['a field twice', '---\ntitle: B\ntitle: C\n---\n', { cause: 'duplicate', line: 3, column: 1 }],
    ['a line without a colon', '---\ntitle: B\njust text\ndescription: x\n---\n', { cause: 'line', line: 3 }],
    ['a value that starts with a [', '---\ntitle: B\ndescription: [WIP] fix\n\ncreated_at: 2026-04-12\n---\n', { cause: 'line', line: 3 }],
    ['a missed comma inside a list over lines', '---\ntags: [a,\n  "b" c]\n---\n', { cause: 'comma', line: 3, column: 7 }],
    ['a missed comma inside a list on one line', '---\ntags: ["a" "b"]\n---\n', { cause: 'comma', line: 2, column: 12 }],
    ['a missed comma between the pairs of a { }', '---\nlinks: {a: 1 b: 2}\n---\n', { cause: 'comma', line: 2 }],
    ["a missed comma on the list's second line", '---\ntitle: B\ntags: ["a",\n  "b" "c"]\n---\n', { cause: 'comma', line: 4, column: 7 }],
    ['a missed comma at the start of a line inside a list', '---\ntags: [a,\n  "b"\n  "c"]\n---\n', { cause: 'comma', line: 4, column: 3 }],
    ['a list left open in a nested field, then the next one', '---\nlinks:\n  docs: [a, b\n  api: c\n---\n', { cause: 'flow', line: 3, column: 9 }],
    ['a list left open over lines, then the next field', '---\ntags: [a,\n  b\ndescription: d\n---\n', { cause: 'flow', line: 2, column: 7 }],
    ['an alias never defined', '---\ntitle: *foo\n---\n', { cause: 'other', line: 2, column: 12, detail: 'unidentified alias "foo"' }],
  ])('%s: names the line (and column) and the mistake', (_, text, expected) => {
    expect(problemOf(text)).toMatchObject({ kind: 'yaml', ...expected });
  });

  it('names where the quote opened when the parser ran into the closing --- looking for its end', () => {
    const problem = problemOf('---\ntitle: "B\ntags: x\n---\nbody\n');
    expect(problem).toEqual({
      kind: 'yaml',
      cause: 'quote',
      detail: 'unexpected end of the stream within a double quoted scalar',
      line: 2,
      column: 8,
      key: 'title',
    });
  });

  it("keeps no part of the parser's snippet and no trailing colon", () => {
    const problem = problemOf('---\ntitle: B\ndescription: [a, b\ntags: x\n---\n');
    expect(problem).toMatchObject({ detail: 'missed comma between flow collection entries' });
  });
});
