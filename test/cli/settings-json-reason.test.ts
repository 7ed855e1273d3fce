// A settings file that is not JSON is named with its line and column once, and the
// parser's reason without the place V8 words into it ("… in JSON at position 12" on
// Node 20, "… at position 12 (line 3 column 1)" from Node 22 on) and without the text V8
// quotes around an unexpected token, which may hold a value of the settings' env. The
// built CLI runs under this Node, and under every other one TEST_OTHER_NODES lists
// (colon-separated paths), since each words its errors its own way.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI } from '../support/built.js';
import { baseEnv, runProcess } from '../support/process.js';
import { tempTree } from '../support/temp.js';

const NODES = [process.execPath, ...(process.env.TEST_OTHER_NODES ?? '').split(':').filter((path) => path !== '')];

const CASES = [
  // a trailing comma: V8 names the position
  { text: '{\n  "a": 1,\n}\n', line: 3, column: 1, reason: 'Expected double-quoted property name' },
  // a bare word: V8 names no position and quotes the text around it
  { text: '{"env": {"TOKEN": "sk-live-12345"}, "x": nope}', line: 1, column: 42, reason: "Unexpected token 'nope'" },
  // a word cut short before a line end: V8's token is the newline
  { text: '{"a": tru\n}', line: 1, column: 7, reason: "Unexpected token 'tru'" },
  { text: '{"a":', line: 1, column: 6, reason: 'Unexpected end of JSON input' },
  { text: '{"a": 1} ]', line: 1, column: 10, reason: 'Unexpected non-whitespace character after JSON' },
];

describe.each(NODES)('a settings file that is not JSON, under %s', (node) => {
  async function install(text: string, lang: string) {
    const home = tempTree();
    mkdirSync(join(home, '.claude'));
    const settings = join(home, '.claude/settings.json');
    writeFileSync(settings, text);
    const r = await runProcess(node, [BUILT_CLI, 'install', '--dir', tempTree()], {
      cwd: home,
      env: { ...baseEnv(home), PROJECT_MEMORY_LANG: lang },
      timeoutMs: 20_000,
    });
    expect(readFileSync(settings, 'utf8')).toBe(text);
    return { r, settings };
  }

  it.each(CASES)('says line $line, column $column once, with the reason alone: $reason', async ({ text, line, column, reason }) => {
    const { r, settings } = await install(text, 'en');
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `project-memory install: ${settings} is not valid JSON (line ${line}, column ${column}: ${reason}). Fix the file or move it away; until then project-memory changes nothing in it.\n`,
    );
    const ko = await install(text, 'ko');
    expect(ko.r.code).toBe(1);
    expect(ko.r.stderr).toContain(`${ko.settings}: 올바른 JSON이 아닙니다 (${line}행 ${column}열).`);
    for (const stderr of [r.stderr, ko.r.stderr]) {
      expect(stderr).not.toMatch(/position|column \d+\)|is not valid JSON\)|sk-live/);
    }
  });
});

// Gemini CLI reads its settings with comments allowed: the file is read by jsonc-parser,
// whose errors are codes (`PropertyNameExpected`): said in JSON.parse's words instead
describe('a Gemini settings file that is not JSON', () => {
  it.each([
    { text: '{\n  // ours\n  "a": 1,\n}\n', line: 4, column: 1, reason: 'Expected double-quoted property name' },
    { text: '{\n  "a": 1\n  "b": 2\n}\n', line: 3, column: 3, reason: "Expected ',' between two entries" },
    { text: '{"env": {"TOKEN": "x"}, "x": nope}', line: 1, column: 30, reason: "Unexpected token 'nope'" },
    { text: '{"a": "open', line: 1, column: 7, reason: 'Unterminated string' },
    { text: '{"a": 1 /* never closed', line: 1, column: 9, reason: 'Unterminated comment' },
  ])('says line $line, column $column: $reason', async ({ text, line, column, reason }) => {
    const home = tempTree();
    mkdirSync(join(home, '.gemini'));
    const settings = join(home, '.gemini/settings.json');
    writeFileSync(settings, text);
    const r = await runProcess(process.execPath, [BUILT_CLI, 'install', '--client', 'gemini', '--dir', tempTree()], {
      cwd: home,
      env: { ...baseEnv(home), PROJECT_MEMORY_LANG: 'en' },
      timeoutMs: 20_000,
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${settings} is not valid JSON (line ${line}, column ${column}: ${reason}).`);
    expect(r.stderr).not.toMatch(/Expected[A-Z]|Invalid[A-Z]|UnexpectedEnd/);
    expect(readFileSync(settings, 'utf8')).toBe(text);
  });
});
