import { describe, expect, it } from 'vitest';
import { strayFileFinding } from '../../lib/checks/check-name.js';
import { lintMemoryText } from '../../lib/checks/check-text.js';
import { writtenFileText } from '../../lib/hook/written-file-text.js';
import { memoryLocationOf, notePlaceOf } from '../../lib/workspace/memory-location.js';

const M = '/w/.ai-core/data/memory';

describe('memoryLocationOf', () => {
  it.each([
    [`${M}/_global/docker.md`, { workspaceRoot: '/w', folder: '_global', name: 'docker.md' }],
    [`${M}/workspace--patent__how/chorus.md`, { workspaceRoot: '/w', folder: 'workspace--patent__how', name: 'chorus.md' }],
    [`${M}/stray.md`, { workspaceRoot: '/w', name: 'stray.md' }],
    ['/a/.ai-core/data/memory/x/.ai-core/data/memory/_global/n.md', { workspaceRoot: '/a/.ai-core/data/memory/x', folder: '_global', name: 'n.md' }],
  ])('%s is a memory path', (path, expected) => {
    expect(memoryLocationOf(path)).toEqual(expected);
  });

  it.each([
    `${M}/README.md`,
    `${M}/_global/README.md`,
    `${M}/_global/readme.md`,
    `${M}/_global/.draft.md`,
    `${M}/_global/notes.txt`,
    `${M}/_global/archive/old.md`,
    `${M}/.git/x.md`,
    '/w/.ai-core/data/other/_global/x.md',
    '/w/docs/memory/_global/x.md',
    '/w/src/app.ts',
    '/w/README.md',
  ])('%s is not', (path) => {
    expect(memoryLocationOf(path)).toBeUndefined();
  });
});

// what lint walks to, found from the path alone: the PostToolUse check's way in
describe('notePlaceOf', () => {
  it.each([
    [`${M}/_global/docker.md`, { workspaceRoot: '/w', folder: '_global', name: 'docker.md', subfolders: [] }],
    [`${M}/_global/NOTE.MD`, { workspaceRoot: '/w', folder: '_global', name: 'NOTE.MD', subfolders: [] }],
    [`${M}/_global/notes.txt`, { workspaceRoot: '/w', folder: '_global', name: 'notes.txt', subfolders: [] }],
    [`${M}/_global/.draft.md`, { workspaceRoot: '/w', folder: '_global', name: '.draft.md', subfolders: [] }],
    [`${M}/_global/README.md`, { workspaceRoot: '/w', folder: '_global', name: 'README.md', subfolders: [] }],
    [`${M}/shop/ops/old/x.markdown`, { workspaceRoot: '/w', folder: 'shop', name: 'x.markdown', subfolders: ['ops', 'old'] }],
    [`${M}/shop/1/2/3/4/5/6/7/8/x.md`, { workspaceRoot: '/w', folder: 'shop', name: 'x.md', subfolders: ['1', '2', '3', '4', '5', '6', '7', '8'] }],
    [`${M}/Stray.MD`, { workspaceRoot: '/w', name: 'Stray.MD', subfolders: [] }],
  ])('%s is a note lint names', (path, expected) => {
    expect(notePlaceOf(path)).toEqual(expected);
  });

  it.each([
    `${M}/README.md`,
    `${M}/notes.txt`,
    `${M}/_global/data.json`,
    `${M}/_global/README.txt`,
    `${M}/_global/.x.md.123.abc.tmp`,
    `${M}/_global/sub/README.md`,
    `${M}/_global/sub/.draft.md`,
    `${M}/_global/.obsidian/x.md`,
    `${M}/.git/x.md`,
    `${M}/_global/box.md/x.md`,
    `${M}/shop/1/2/3/4/5/6/7/8/9/x.md`,
    `${M}//x.md`,
    '/w/src/notes.md',
  ])('%s is not', (path) => {
    expect(notePlaceOf(path)).toBeUndefined();
  });
});

const good =
  '---\ntitle: Docker 브랜치 전환 금지\ndescription: Docker 실행 중 브랜치 전환 시 403 발생\ncreated_at: 2026-04-12\ntags: [docker, git]\n---\n## 문제\n…\n';
const rules = (text: string): string[] => lintMemoryText(text).map((f) => f.rule);

// What the PostToolUse hook checks is lint's rule set for one file's text: the cases it
// checked with a validator of its own before, each now one of lint's findings.
describe('the rule set the PostToolUse hook applies to a file Claude wrote', () => {
  it('finds nothing wrong with a file in the seed format', () => {
    expect(lintMemoryText(good)).toEqual([]);
  });

  it.each([
    ['no front matter', '# just a heading\n', ['front-matter']],
    ['unclosed front matter', '---\ntitle: t\ndescription: d\n', ['front-matter']],
    ['invalid YAML', '---\ntitle: [unbalanced\ndescription: d\n---\n', ['front-matter']],
    ['code front matter', '---js\n{ title: "x" }\n---\n', ['front-matter-code']],
    ['no title', '---\ndescription: d\n---\n', ['title-missing']],
    ['no description', '---\ntitle: t\n---\n', ['description-missing']],
    ['an empty description', '---\ntitle: t\ndescription: ""\n---\n', ['description-missing']],
    ['a multi-line description', '---\ntitle: t\ndescription: |\n  one\n  two\n---\n', ['description-multiline']],
    ['a description the list would cut', `---\ntitle: t\ndescription: ${'x'.repeat(201)}\n---\n`, ['description-long']],
    ['a title that is a list', '---\ntitle: [a, b]\ndescription: d\n---\n', ['field-type']],
    ['a token in the body', `${good}token: ghp_${'a1'.repeat(18)}\n`, ['secret']],
    // issue 20, item 10: what the list strips, the PostToolUse check names
    ['a variation selector in the description', '---\ntitle: t\ndescription: safe\ufe0fword\n---\n', ['control-characters']],
    ['a supplementary variation selector in the title', '---\ntitle: t\udb40\uddefx\ndescription: d\n---\n', ['control-characters']],
    ['a tag character in the description', '---\ntitle: t\ndescription: d\udb40\udc41\n---\n', ['control-characters']],
    ['a zero-width space in the title', '---\ntitle: a\u200bb\ndescription: d\n---\n', ['control-characters']],
    ['a password in the front matter', '---\ntitle: t\ndescription: "db password: Hunter2hunter2"\n---\n', ['secret']],
  ])('reports %s', (_name, text, expected) => {
    expect(rules(text)).toEqual(expected);
  });

  it('does not take placeholders for secrets', () => {
    expect(lintMemoryText(`${good}API_KEY=\${API_KEY}\npassword: changeme\n`)).toEqual([]);
  });
});

describe('writtenFileText', () => {
  it('asks for a fix of what the write caused only, where no finding is an error', () => {
    const findings = lintMemoryText(`---\ntitle: t\ndescription: ${'long '.repeat(60)}\n---\nbody\n`);
    expect(findings.map((f) => f.severity)).toEqual(['warning']);
    expect(writtenFileText('en', `${M}/_global/x.md`, findings, '2026-12-05').split('\n')[0]).toBe(
      `[project-memory] The memory file just written has warnings: fix those your write caused, and tell the user of the rest: ${M}/_global/x.md`,
    );
  });

  it('names the file, each finding with its fix, and shows a valid head when the front matter needs fixing', () => {
    const text = writtenFileText('ko', `${M}/_global/x.md`, lintMemoryText('---\ntitle: t\n---\n'), '2026-12-05');
    expect(text.split('\n')[0]).toBe(`[project-memory] 방금 쓴 memory 파일에 문제가 있습니다. 이 파일을 고치세요: ${M}/_global/x.md`);
    expect(text).toContain(
      '- description이 없습니다. 목록에는 설명 대신 제목이 보이고, 제목도 없으면 "(설명 없음)"이 보입니다 (해결: front matter에 `description: ',
    );
    expect(text).toContain('올바른 형식:\n---\ntitle: ');
    // dated the day it is given: a date in the example would be copied as the memory's
    expect(text).toContain('\ncreated_at: 2026-12-05\n');
  });

  it('names the invisible character and the field that holds it', () => {
    const findings = lintMemoryText('---\ntitle: t\ndescription: safe\ufe0fword\n---\n');
    expect(writtenFileText('en', '/p.md', findings, '2026-12-05')).toContain('description holds the invisible or control character U+FE0F');
    expect(writtenFileText('ko', '/p.md', lintMemoryText('---\ntitle: t\udb40\udd00x\ndescription: d\n---\n'), '2026-12-05')).toContain('U+E0100');
  });

  it('speaks English, gives the line, and leaves the example out for a secret alone', () => {
    const text = writtenFileText('en', '/p.md', lintMemoryText(`${good}token: ghp_${'a1'.repeat(18)}\n`), '2026-12-05');
    expect(text).toContain('- looks like a secret (GitHub token); memories are committed and shown to the model (line 9, column 8) (fix: remove it');
    expect(text).not.toContain('Valid format');
    expect(text).not.toMatch(/[가-힣]/);
  });

  it('names the fix of a front matter never closed, or opened after blank lines: the line, not the whole shape', () => {
    const unclosed = writtenFileText('en', '/p.md', lintMemoryText('---\ntitle: U\ndescription: never closed\n\nbody\n'), '2026-12-05');
    expect(unclosed).toContain('(fix: add a line `---` after line 3, the front matter');
    expect(unclosed).not.toContain('start the file with a line');
    const blank = writtenFileText('en', '/p.md', lintMemoryText('\n \n---\ntitle: B\ndescription: d\n---\nb\n'), '2026-12-05');
    expect(blank).toContain('(fix: remove what comes before the `---` on line 3: the front matter must start on');
    expect(writtenFileText('ko', '/p.md', lintMemoryText('\n---\ntitle: B\n---\n'), '2026-12-05')).toContain('2번째 줄의 `---` 앞에 있는 것을 지우세요');
    // no field to close after, no `---` to move up: the shape
    expect(writtenFileText('en', '/p.md', lintMemoryText('---\n\nbody\n'), '2026-12-05')).toContain('start the file with a line `---`');
    expect(writtenFileText('en', '/p.md', lintMemoryText('# Notes\n\nbody\n'), '2026-12-05')).toContain('start the file with a line `---`');
  });

  it('says where a stray file belongs', () => {
    expect(writtenFileText('ko', `${M}/stray.md`, [strayFileFinding('stray.md')], '2026-12-05')).toContain('_global/ 또는 프로젝트 키 폴더 안으로 옮기세요');
  });
});
