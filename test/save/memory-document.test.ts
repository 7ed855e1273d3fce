import { describe, expect, it } from 'vitest';
import { parseFrontMatter, stringifyFrontMatter } from '../../lib/format/frontmatter.js';
import { toMeta } from '../../lib/format/memory-meta.js';
import { parseSimpleYaml } from '../../lib/format/simple-yaml.js';
import { normalizeBody } from '../../lib/format/tidy-body.js';
import { foldLine, localDate, type MemoryDocument, parseTags, previousFields, renderMemory } from '../../lib/save/memory-document.js';

const base: MemoryDocument = {
  title: 'Docker 실행 중 브랜치 전환 금지',
  description: 'Docker 실행 중 브랜치 전환 시 403 발생',
  createdAt: '2026-04-12',
  tags: ['docker', 'git'],
  body: '## 문제\n...\n',
};

function readBack(text: string): Record<string, unknown> {
  const parsed = parseFrontMatter(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
  return parsed.data;
}

describe('front matter written by save reads back unchanged', () => {
  it.each([
    ['plain', 'plain words'],
    ['double quotes', 'say "hello" to it'],
    ['single quotes', "it's 'quoted'"],
    ['colon', 'key: value inside'],
    ['colon at end', 'ends with:'],
    ['hash', '# not a comment'],
    ['hash mid-line', 'a #b c'],
    ['Korean', '한국어 제목: 설명 #태그'],
    ['leading dash', '- looks like a list'],
    ['three dashes', '---'],
    ['dashes with text', '--- not the end'],
    ['leading space-less flow chars', '[not, a, list]'],
    ['braces', '{not: a map}'],
    ['yaml boolean word', 'yes'],
    ['null word', 'null'],
    ['number', '12345'],
    ['date-like', '2026-04-12'],
    ['ampersand and star', '&anchor *alias'],
    ['percent and at', '%TAG @home `tick`'],
    ['backslash', 'C:\\path\\to\\file'],
    ['pipe and greater', '| literal > folded'],
    ['exclamation tag', '!!python/object'],
    ['emoji', 'ship it 🚀'],
    ['very long', 'x'.repeat(500)],
  ])('%s', (_label, value) => {
    const text = renderMemory({ ...base, title: value, description: value, source: value, tags: [value, 'plain'] });
    const data = readBack(text);
    expect(data.title).toBe(value);
    expect(data.description).toBe(value);
    expect(data.source).toBe(value);
    expect(data.tags).toEqual([value, 'plain']);
    expect(toMeta(data).meta.createdAt).toBe('2026-04-12');
  });

  it('keeps the body verbatim, even when it holds --- lines and front-matter-like text', () => {
    const body = '---\ntitle: fake\n---\n## 문제\n```yaml\n---\nkey: value\n```\n';
    const text = renderMemory({ ...base, body });
    expect(readBack(text).title).toBe(base.title);
    expect(text.endsWith(body)).toBe(true);
  });

  it("writes the seed's keys: one per line, tags as a flow list, description on one line, the days last", () => {
    const text = renderMemory({ ...base, description: 'd'.repeat(200), source: 'incident', updatedAt: '2026-05-01', verifiedAt: '2026-05-01' });
    expect(text).toBe(
      `---\ntitle: Docker 실행 중 브랜치 전환 금지\ndescription: ${'d'.repeat(200)}\ntags: [docker, git]\nsource: incident\n` +
        'created_at: 2026-04-12\nupdated_at: 2026-05-01\nverified_at: 2026-05-01\n---\n## 문제\n...\n',
    );
  });

  it('writes dates plain, so the simple reader takes the common case without the YAML parser', () => {
    const text = renderMemory({ ...base, updatedAt: '2026-05-01' });
    const yaml = text.slice(4, text.indexOf('\n---\n'));
    expect(parseSimpleYaml(yaml)).toEqual({
      title: base.title,
      description: base.description,
      created_at: '2026-04-12',
      updated_at: '2026-05-01',
      tags: ['docker', 'git'],
    });
  });

  it('unquotes dates only in the front matter, never in the body', () => {
    const body = "created_at: '2020-01-01'\n";
    expect(renderMemory({ ...base, body }).endsWith(`---\n${body}`)).toBe(true);
  });

  it('reads back through the list meta as well (created_at and updated_at as dates)', () => {
    const text = renderMemory({ ...base, updatedAt: '2026-05-01' });
    const { meta, problems } = toMeta(readBack(text));
    expect(problems).toEqual([]);
    expect(meta).toMatchObject({ title: base.title, description: base.description, createdAt: '2026-04-12', updatedAt: '2026-05-01', tags: ['docker', 'git'] });
  });

  it('carries unmanaged keys (pinned) but never lets them override managed ones', () => {
    const text = renderMemory({ ...base, extra: { pinned: true, title: 'overridden?' } });
    const data = readBack(text);
    expect(data.pinned).toBe(true);
    expect(data.title).toBe(base.title);
  });

  it('stringifyFrontMatter does not parse the body as front matter', () => {
    const text = stringifyFrontMatter({ title: 't' }, '---\nsneaky: true\n---\nrest\n');
    expect(readBack(text)).toEqual({ title: 't' });
    expect(text).toContain('sneaky: true');
  });
});

describe('foldLine', () => {
  it.each([
    ['one\ntwo', 'one two'],
    ['  padded  ', 'padded'],
    ['tabs\t\tand\r\nCRLF', 'tabs and CRLF'],
    ['line\u2028separator', 'line separator'],
    ['bell\u0007nul\u0000', 'bell nul'],
    ['줄\n바꿈', '줄 바꿈'],
    ['\n\n', ''],
  ])('%j → %j', (input, output) => {
    expect(foldLine(input)).toBe(output);
  });
});

describe('parseTags', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['docker,git', ['docker', 'git']],
    [' docker , git ,, docker ', ['docker', 'git']],
    ['도커,깃', ['도커', '깃']],
  ])('%j → %j', (input, tags) => {
    expect(parseTags(input)).toEqual(tags);
  });
});

describe('small pieces', () => {
  it('localDate is the local calendar day', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('normalizeBody uses LF and ends with exactly one newline', () => {
    expect(normalizeBody('a\r\nb\r\n\r\n\r\n')).toBe('a\nb\n');
    expect(normalizeBody('\n\nstart')).toBe('start\n');
    expect(normalizeBody('  \n')).toBe('');
  });

  it('previousFields keeps a hand-written unquoted created_at as the same day', () => {
    const old = '---\ntitle: t\ncreated_at: 2025-12-31\npinned: true\n---\nbody\n';
    expect(previousFields(old)).toEqual({
      ok: true,
      fields: { title: 't', createdAt: '2025-12-31', body: 'body\n', extra: { pinned: true }, asWritten: { title: 't' } },
    });
  });

  it('previousFields of a file without front matter keeps its whole text as the body, and says it had none', () => {
    expect(previousFields('no front matter\n\n## Notes\nkeep\n')).toEqual({
      ok: true,
      fields: { body: 'no front matter\n\n## Notes\nkeep\n', extra: {}, bare: true },
    });
  });

  it.each([
    ['unclosed', '---\ntitle: t\nbody\n', 'unclosed'],
    ['broken YAML', '---\ntitle: t\ndescription: [unclosed\n---\nbody\n', 'yaml'],
    ['another language', '---toml\ntitle = "t"\n---\nbody\n', 'language'],
  ])('previousFields of front matter that cannot be read (%s) gives its problem, not an empty memory', (_label, text, kind) => {
    const previous = previousFields(text);
    expect(previous.ok).toBe(false);
    if (!previous.ok) expect(previous.problem.kind).toBe(kind);
  });
});
