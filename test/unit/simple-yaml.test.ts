import { describe, expect, it } from 'vitest';
import { parseYamlFully } from '../../lib/format/frontmatter.js';
import { parseSimpleYaml } from '../../lib/format/simple-yaml.js';

/** What the full parser makes of the same YAML, with dates as the list shows them. */
function full(yaml: string): Record<string, unknown> {
  const parsed = parseYamlFully(yaml);
  if (!parsed.ok) throw new Error(parsed.problem.kind);
  return Object.fromEntries(Object.entries(parsed.data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]));
}

describe('parseSimpleYaml accepts the common shape and agrees with the full parser', () => {
  it.each([
    'title: 간결한 제목\ndescription: Docker 실행 중 브랜치 전환 시 403 발생\ncreated_at: 2026-04-12\ntags: [docker, git]\nsource: 발견 경위',
    'description: plain english, with commas and a colon:inside',
    'title: x\n\n# a comment line\ndescription: why',
    'tags: []',
    'tags: [한글, mixed-case, snake_case]',
    'source:',
    'pinned_note: keep me',
    'description: ends with spaces   ',
    'review_by: 2026-09-30\nverified_at: 2026-06-30\nsupersedes: [old-deploy, 도커-옛-방법]',
    'supersedes: [docker_403_workaround]',
    'supersedes: []',
    'review_by: 2028-02-29',
    // days the calendar lacks, as written: the full parser keeps them so too (yaml-schema.ts)
    'review_by: 2026-02-30',
    'verified_at: 2026-13-01',
    'review_by: 2027-02-29',
  ])('%j', (yaml) => {
    const simple = parseSimpleYaml(yaml);
    expect(simple).toBeDefined();
    expect(simple).toEqual(full(yaml));
  });
});

describe('parseSimpleYaml hands everything doubtful to the full parser', () => {
  it.each([
    ['quoted', 'description: "quoted"'],
    ['single quoted', "description: 'x'"],
    ['comment after value', 'description: x # comment'],
    ['mapping in value', 'description: a: b'],
    ['nested', 'meta:\n  a: 1'],
    ['indented key', ' description: x'],
    ['number', 'description: 42'],
    ['float', 'description: 1.5'],
    ['boolean', 'pinned: true'],
    ['yes', 'description: yes'],
    ['null word', 'description: null'],
    ['tilde', 'description: ~'],
    ['datetime', 'created_at: 2026-04-12T10:00:00Z'],
    ['name starting with a digit', 'supersedes: [2024-migration]'],
    ['anchor', 'description: &a x'],
    ['alias', 'description: *a'],
    ['block scalar', 'description: |\n  a'],
    ['folded scalar', 'description: >\n  a'],
    ['leading dash', 'description: - item'],
    ['duplicate key', 'title: a\ntitle: b'],
    ['list with number', 'tags: [a, 1]'],
    ['list with quotes', 'tags: ["a", b]'],
    ['list trailing comma', 'tags: [a, ]'],
    ['nested list', 'tags: [[a]]'],
    ['block list', 'tags:\n  - a'],
    ['tab in value', 'description: a\tb'],
    ['merge key', '<<: x'],
    ['tag', 'description: !!str x'],
    // String.trim drops these, YAML keeps them (issue 20, item 10)
    ['no-break space at the end', 'description: x\u00a0'],
    ['no-break space at the start of a list item', 'tags: [\u00a0a, b]'],
    ['ideographic space at the end of a list item', 'tags: [a\u3000]'],
    ['byte order mark at an edge', 'title: x\ufeff'],
    ['a line of no-break spaces', 'title: x\n\u00a0'],
    ['form feed', 'description: a\u000cb'],
    ['next line (U+0085)', 'description: a\u0085b'],
  ])('%s', (_name, yaml) => {
    expect(parseSimpleYaml(yaml)).toBeUndefined();
  });
});

/** A day written YYYY-MM-DD, now and then one the calendar does not have. */
function day(rand: () => number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${2024 + Math.floor(rand() * 4)}-${pad(1 + Math.floor(rand() * 13))}-${pad(1 + Math.floor(rand() * 31))}`;
}

describe('agreement over generated front matter', () => {
  const words = [
    '도커',
    'docker',
    'branch',
    '브랜치-전환',
    'a/b',
    'x.y',
    'C++',
    '50%',
    'e-mail',
    'ok?',
    'yes',
    '1st',
    'v2',
    'on',
    'No',
    'Null',
    'a:b',
    'a: b',
    '#tag',
    'x #y',
    'x#y',
    '~',
    '.hidden',
    '-dash',
    'end:',
  ];
  it('never disagrees with the full parser on anything it accepts', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = () => words[Math.floor(rand() * words.length)] as string;
    let accepted = 0;
    for (let i = 0; i < 2000; i++) {
      const lines = [`title: ${pick()} ${pick()}`, `description: ${pick()}${rand() < 0.5 ? ` ${pick()}` : ''}`, `tags: [${pick()}, ${pick()}]`];
      // the fields that keep a memory true: days (some impossible) and names
      if (rand() < 0.5) lines.push(`review_by: ${day(rand)}`);
      if (rand() < 0.3) lines.push(`verified_at: ${day(rand)}`);
      if (rand() < 0.3) lines.push(`supersedes: [${pick()}${rand() < 0.5 ? `, ${pick()}` : ''}]`);
      const yaml = lines.join('\n');
      const simple = parseSimpleYaml(yaml);
      if (!simple) continue;
      accepted++;
      let expected: Record<string, unknown>;
      try {
        expected = full(yaml);
      } catch {
        throw new Error(`accepted YAML the full parser rejects: ${yaml}`);
      }
      expect(simple, yaml).toEqual(expected);
    }
    expect(accepted).toBeGreaterThan(100);
  });
});
