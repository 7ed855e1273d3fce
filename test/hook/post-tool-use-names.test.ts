// A note Claude writes where the list never shows it, or under a name save would never
// give it, is what lint names not-listed or name-unsafe; the write check says so at once,
// in lint's words with lint's fix. Before, the hook took only `<scope>/<name>.md` and was
// silent for all of these, and Claude believed it had saved a memory that never appears.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { contextOf, runCli, runHook } from '../support/processes.js';

const HOOK = builtHookPath('PostToolUse');
const GOOD = memoryFile({ title: 'Docker 403', description: 'Switching branches while Docker runs gives 403' });
/** A good memory of another fact, for the file written. */
const NOTE = memoryFile({ title: 'Staging DB', description: 'The staging database is reset every Monday' });

/** A workspace whose memory root holds `files` (paths below it), in `lang`. */
function workspace(files: Record<string, string>, lang: 'en' | 'ko'): string {
  const ws = join(tempTree({ 'ws/.ai-core/project-memory.json': JSON.stringify({ lang }) }), 'ws');
  for (const [rel, text] of Object.entries({ '_global/keep.md': GOOD, ...files })) {
    const path = join(ws, MEMORY, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return ws;
}

/** The additional context the built hook gives after a Write of `rel` (below the memory root), as Claude Code 2.1.328 sends it. */
function afterWrite(ws: string, rel: string, tool = 'Write'): string | undefined {
  const filePath = join(ws, MEMORY, rel);
  const event = {
    session_id: 's1',
    transcript_path: '/nonexistent/t.jsonl',
    cwd: ws,
    permission_mode: 'default',
    hook_event_name: 'PostToolUse',
    tool_name: tool,
    tool_input: { file_path: filePath, content: '…' },
    tool_response: { type: 'create', filePath },
    tool_use_id: 'toolu_1',
  };
  const r = runHook(event, { HOME: tempTree() }, HOOK);
  expect([r.code, r.stderr]).toEqual([0, '']);
  return contextOf(r.stdout);
}

interface LintJson {
  findings: { file: string; rule: string; message: string; fix: string }[];
}

const NOT_SHOWN: [string, string, string][] = [
  ['a .txt note', 'shop/notes.txt', 'notes.txt does not end in lowercase .md: the list never shows it (fix: rename it to notes.md)'],
  ['an upper-case .MD', 'shop/NOTE.MD', 'NOTE.MD does not end in lowercase .md: the list never shows it (fix: rename it to note.md)'],
  [
    'a note in a subfolder',
    'shop/sub/deep.md',
    'sub/deep.md lies in a subfolder of shop/: the list only shows files directly inside a scope folder (fix: move it to shop/deep.md)',
  ],
  [
    'a note two folders down, named apart',
    '_global/ops/old/Old Note.txt',
    'ops/old/Old Note.txt lies in a subfolder of _global/: the list only shows files directly inside a scope folder (fix: move it to _global/old-note.md)',
  ],
  [
    'a spaced name',
    'shop/My Note.md',
    'the name My Note.md holds spaces; save would never write it, and shells and other systems may trip on it (fix: rename it to my-note.md)',
  ],
  [
    'an upper-case name',
    'shop/UPPER.md',
    'the name UPPER.md holds uppercase letters; save would never write it, and shells and other systems may trip on it (fix: rename it to upper.md)',
  ],
  ['a dot-file', 'shop/.draft.md', '.draft.md starts with a dot: the list never shows dot-files (fix: rename it to draft.md)'],
  ['a README in a scope folder', 'shop/README.md', 'README.md is never listed: the list skips a README in a memory folder (fix: rename it'],
  [
    'an upper-case .MD loose in the memory root',
    'STRAY.MD',
    'STRAY.MD lies directly in the memory folder: the list only shows files inside _global/ or a project folder (fix: move it into _global/ or the project key folder)',
  ],
];

describe('the built PostToolUse hook names a note the list never shows, as lint does', () => {
  it.each(NOT_SHOWN)('%s', (_name, rel, expected) => {
    const ws = workspace({ [rel]: NOTE }, 'en');
    const said = afterWrite(ws, rel);
    // a warning only: the note is the model's to fix where its write put it there
    expect(said).toContain(`has warnings: fix those your write caused, and tell the user of the rest: ${join(ws, MEMORY, rel)}`);
    expect(said).toContain(`- ${expected}`);
    // word for word what lint says of the same file, and nothing else
    const lint = JSON.parse(runCli(['lint', '--dir', ws, '--json'], { env: { HOME: tempTree() } }).stdout) as LintJson;
    const ofFile = lint.findings.filter((f) => f.file === join(ws, MEMORY, rel));
    expect(ofFile.length).toBeGreaterThan(0);
    expect(said?.split('\n').slice(1)).toEqual(ofFile.map((f) => `- ${f.message} (fix: ${f.fix})`));
  });

  it('after Edit and MultiEdit as well', () => {
    const ws = workspace({ 'shop/notes.txt': NOTE }, 'en');
    for (const tool of ['Edit', 'MultiEdit']) expect(afterWrite(ws, 'shop/notes.txt', tool)).toContain('does not end in lowercase .md');
  });

  it('says what is wrong with the text of an upper-case .MD too, errors first', () => {
    const ws = workspace({ 'shop/NOTE.MD': memoryFile({ title: 'Note' }) }, 'en');
    const said = afterWrite(ws, 'shop/NOTE.MD') ?? '';
    expect(said).toContain('description is missing');
    expect(said.indexOf('description is missing')).toBeLessThan(said.indexOf('does not end in lowercase .md'));
  });

  it('tells to merge, not move, where a note in a subfolder would land on the listed memory of its name; lint says the same', () => {
    const ws = workspace({ 'shop/deploy.md': GOOD, 'shop/archive/deploy.md': NOTE }, 'en');
    const fix =
      '(fix: shop/deploy.md is there already: keep what this one adds in shop/deploy.md, then delete this one (moved, it would replace shop/deploy.md))';
    expect(afterWrite(ws, 'shop/archive/deploy.md')).toContain(fix);
    const lint = JSON.parse(runCli(['lint', '--dir', ws, '--json'], { env: { HOME: tempTree() } }).stdout) as LintJson;
    const nested = lint.findings.find((f) => f.file === join(ws, MEMORY, 'shop/archive/deploy.md'));
    expect(`(fix: ${nested?.fix})`).toBe(fix);
  });

  it('tells to merge, not rename, where the rename would land on another memory', () => {
    const ws = workspace({ 'shop/docker.md': GOOD, 'shop/Docker.md': memoryFile({ title: 'Docker', description: 'other' }) }, 'en');
    expect(afterWrite(ws, 'shop/Docker.md')).toContain(
      '(fix: docker.md, which this name would become, is there too: keep what this one adds in docker.md, then delete this one',
    );
  });

  it.each([
    ['a .txt note', 'shop/notes.txt', '- notes.txt는 소문자 .md로 끝나지 않아서 목록에 나오지 않습니다 (해결: 이름을 notes.md로 바꾸세요)'],
    [
      'a note in a subfolder',
      'shop/sub/deep.md',
      '- sub/deep.md는 shop/의 하위 폴더에 있습니다: 목록은 범위 폴더 바로 안의 파일만 보여 줍니다 (해결: shop/deep.md로 옮기세요)',
    ],
    ['a spaced name', 'shop/My Note.md', '- 이름 My Note.md에 문제가 있습니다 (공백이 있음): save는 이런 이름으로 쓰지 않고'],
  ])('in Korean: %s', (_name, rel, expected) => {
    const said = afterWrite(workspace({ [rel]: NOTE }, 'ko'), rel);
    expect(said).toContain('방금 쓴 memory 파일에 경고가 있습니다. 이번에 쓴 내용 때문이면 고치고, 아니면 사용자에게 알리세요:');
    expect(said).toContain(expected);
  });
});

describe('the built PostToolUse hook stays silent where lint does', () => {
  it.each([
    ['a memory under a good name', 'shop/good.md'],
    ['a README in a subfolder (it documents the folder)', 'shop/sub/README.md'],
    ['a file that is no note', 'shop/data.json'],
    ['a dot-file in a subfolder', 'shop/sub/.draft.md'],
    ['a note in a dot-folder', 'shop/.obsidian/x.md'],
    ['a note inside a folder named *.md', 'shop/box.md/x.md'],
    ['a note deeper than lint looks', 'shop/1/2/3/4/5/6/7/8/9/x.md'],
  ])('for %s', (_name, rel) => {
    expect(afterWrite(workspace({ [rel]: NOTE }, 'en'), rel)).toBeUndefined();
  });

  it('for a note in a subfolder that is gone', () => {
    expect(afterWrite(workspace({}, 'en'), 'shop/sub/deleted.md')).toBeUndefined();
  });

  // lint's `duplicate` needs the folder's other memories: 15 ms from the index cache and 10 ms to compare at 1,000 (lib/hook/post-tool-use.ts)
  it('for a memory that says the same as another (that is left to lint)', () => {
    expect(afterWrite(workspace({ 'shop/docker.md': GOOD, 'shop/again.md': GOOD }, 'en'), 'shop/again.md')).toBeUndefined();
  });
});
