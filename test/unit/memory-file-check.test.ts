import { describe, expect, it } from 'vitest';
import { checkMemoryText } from '../../lib/checks/check-memory-file.js';
import { memoryProblemText } from '../../lib/checks/memory-problem-text.js';
import { memoryLocationOf } from '../../lib/workspace/memory-location.js';

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

const good =
  '---\ntitle: Docker 브랜치 전환 금지\ndescription: Docker 실행 중 브랜치 전환 시 403 발생\ncreated_at: 2026-04-12\ntags: [docker, git]\n---\n## 문제\n…\n';
const kinds = (text: string): string[] => checkMemoryText(text).map((p) => p.kind);

describe('checkMemoryText', () => {
  it('finds nothing wrong with a file in the seed format', () => {
    expect(checkMemoryText(good)).toEqual([]);
  });

  it.each([
    ['no front matter', '# just a heading\n', ['front-matter']],
    ['unclosed front matter', '---\ntitle: t\ndescription: d\n', ['front-matter']],
    ['invalid YAML', '---\ntitle: [unbalanced\ndescription: d\n---\n', ['front-matter']],
    ['code front matter', '---js\n{ title: "x" }\n---\n', ['front-matter']],
    ['no title', '---\ndescription: d\n---\n', ['missing-title']],
    ['no description', '---\ntitle: t\n---\n', ['missing-description']],
    ['an empty description', '---\ntitle: t\ndescription: ""\n---\n', ['missing-description']],
    ['a multi-line description', '---\ntitle: t\ndescription: |\n  one\n  two\n---\n', ['multiline-description']],
    ['a description the list would cut', `---\ntitle: t\ndescription: ${'x'.repeat(201)}\n---\n`, ['long-description']],
    ['a title that is a list', '---\ntitle: [a, b]\ndescription: d\n---\n', ['field', 'missing-title']],
    ['a token in the body', `${good}token: ghp_${'a1'.repeat(18)}\n`, ['secret']],
    // issue 20, item 10: what the list strips, the PostToolUse check names
    ['a variation selector in the description', '---\ntitle: t\ndescription: safe\ufe0fword\n---\n', ['invisible-characters']],
    ['a supplementary variation selector in the title', '---\ntitle: t\udb40\uddefx\ndescription: d\n---\n', ['invisible-characters']],
    ['a tag character in the description', '---\ntitle: t\ndescription: d\udb40\udc41\n---\n', ['invisible-characters']],
    ['a zero-width space in the title', '---\ntitle: a\u200bb\ndescription: d\n---\n', ['invisible-characters']],
    ['a password in the front matter', '---\ntitle: t\ndescription: "db password: Hunter2hunter2"\n---\n', ['secret']],
  ])('reports %s', (_name, text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it('does not take placeholders for secrets', () => {
    expect(checkMemoryText(`${good}API_KEY=\${API_KEY}\npassword: changeme\n`)).toEqual([]);
  });
});

describe('memoryProblemText', () => {
  it('names the file, each problem, and shows a valid head when the front matter needs fixing', () => {
    const text = memoryProblemText('ko', `${M}/_global/x.md`, [{ kind: 'missing-description' }]);
    expect(text.split('\n')[0]).toBe(`[project-memory] 방금 쓴 memory 파일에 문제가 있습니다. 이 파일을 고치세요: ${M}/_global/x.md`);
    expect(text).toContain('- description이 없습니다');
    expect(text).toContain('올바른 형식:\n---\ntitle: ');
  });

  it('names the invisible character and the field that holds it', () => {
    const text = memoryProblemText('en', '/p.md', [{ kind: 'invisible-characters', field: 'description', code: 'U+FE0F' }]);
    expect(text).toContain('description holds the invisible character U+FE0F');
    expect(memoryProblemText('ko', '/p.md', [{ kind: 'invisible-characters', field: 'title', code: 'U+E0100' }])).toContain('U+E0100');
  });

  it('speaks English and leaves the example out for a secret alone', () => {
    const text = memoryProblemText('en', '/p.md', [{ kind: 'secret', detail: 'GitHub token in file, line 7 column 1' }]);
    expect(text).toContain('looks like a secret (GitHub token in file, line 7 column 1)');
    expect(text).not.toContain('Valid format');
    expect(text).not.toMatch(/[가-힣]/);
  });
});
