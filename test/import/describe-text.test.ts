import { describe, expect, it } from 'vitest';
import { clampLine, describe as describeText, firstParagraph, firstSentence, humanize, splitTitle } from '../../lib/import/describe-text.js';
import { looseFrontMatter } from '../../lib/import/loose-front-matter.js';
import { headingsOf, plainInline, sectionBody } from '../../lib/import/markdown-outline.js';

describe('the first paragraph a reader would take for the gist', () => {
  it.each([
    [
      'skips headings, code, tables, rules and comments',
      '# Title\n\n<!-- note -->\n```sh\nrm -rf x\n```\n| a | b |\n---\n\nThe real text\ncontinues here.\n\nNot this.',
      'The real text continues here.',
    ],
    ['takes the first list item alone', '## Done\n- Card payments\n- Refunds\n', 'Card payments'],
    ['keeps a list item that wraps', '- Use pnpm for\n  every install\n- Next', 'Use pnpm for every install'],
    [
      'strips inline Markdown',
      'Run **`pnpm build`** and read [the docs](https://x.test) or [[other-note]].',
      'Run pnpm build and read the docs or other-note.',
    ],
    ['drops quote markers', '> Always rebase before merging.', 'Always rebase before merging.'],
    ['ignores an import line of CLAUDE.md', '@docs/build.md\n\nBuild with make.', 'Build with make.'],
    ['gives nothing for a text of code only', '```\ncode\n```\n', ''],
  ])('%s', (_label, text, expected) => {
    expect(firstParagraph(text)).toBe(expected);
  });
});

describe('the first sentence', () => {
  it.each([
    ['Run the build first. Then test.', 'Run the build first.'],
    ['Use a real DB, e.g. Postgres 16. Never mocks.', 'Use a real DB, e.g. Postgres 16.'],
    ['Bump to v1.2.3 before release! Then tag.', 'Bump to v1.2.3 before release!'],
    ['OK. Deploys need two approvals.', 'Deploys need two approvals.'],
    ['배포는 금요일에 하지 않는다. 이유는 당직이다.', '배포는 금요일에 하지 않는다.'],
    ['No end mark at all', 'No end mark at all'],
  ])('%j → %j', (text, expected) => {
    expect(firstSentence(text)).toBe(expected);
  });
});

describe('one line within the list limit', () => {
  it('cuts at a word boundary and marks the cut', () => {
    const line = clampLine(`${'word '.repeat(60)}end`, 50);
    expect(line.length).toBeLessThanOrEqual(50);
    expect(line.endsWith('word…')).toBe(true);
  });

  it('folds line breaks and leaves short text alone', () => {
    expect(clampLine('two\nlines', 200)).toBe('two lines');
  });

  it('never gives an empty description: the title when the text has nothing', () => {
    expect(describeText(undefined, '```\nonly code\n```', 'Build steps', 200)).toBe('Build steps');
    expect(describeText('  ', '', 'T', 200)).toBe('T');
    expect(describeText('Given one', 'Body sentence.', 'T', 200)).toBe('Given one');
  });
});

describe('titles', () => {
  it.each([
    ['productContext', 'Product context'],
    ['typescript-style', 'Typescript style'],
    ['deploy_freeze', 'Deploy freeze'],
    ['api', 'API'],
    ['rest-api-errors', 'Rest API errors'],
    ['AWSDeploy', 'AWS deploy'],
    ['README', 'Readme'],
    ['DEPLOY_NOTES', 'Deploy notes'],
    ['API_GUIDE', 'API guide'],
    ['apiary', 'Apiary'],
    ['2fa-setup', '2FA setup'],
    ['iOSApp', 'iOS app'],
    ['ios-app', 'iOS app'],
    ['deploy-macOS-runner', 'Deploy macOS runner'],
    ['iPhoneBuild', 'iPhone build'],
    ['IOS_NOTES', 'iOS notes'],
    ['iosevka-font', 'Iosevka font'],
    ['bios', 'Bios'],
    ['iPadOSWidgets', 'iPadOS widgets'],
  ])('%s → %s', (name, title) => {
    expect(humanize(name)).toBe(title);
  });

  it('takes a leading level-1 heading as the title and removes it from the body', () => {
    expect(splitTitle('# Tech Context\n\nNode 20.\n')).toEqual({ title: 'Tech Context', body: 'Node 20.' });
    expect(splitTitle('Intro.\n# Later heading\n')).toEqual({ body: 'Intro.\n# Later heading' });
    expect(splitTitle('## Only a subsection\ntext')).toEqual({ body: '## Only a subsection\ntext' });
  });
});

describe('the outline of a Markdown text', () => {
  const text = '# Doc\n\n## Build\nmake\n```bash\n# not a heading\n```\n### Flags\n-j4\n## Test ##\nrun\n';

  it('finds ATX headings outside code fences, trailing #s removed', () => {
    expect(headingsOf(text)).toEqual([
      { level: 1, text: 'Doc', line: 1 },
      { level: 2, text: 'Build', line: 3 },
      { level: 3, text: 'Flags', line: 8 },
      { level: 2, text: 'Test', line: 10 },
    ]);
  });

  it('a section runs to the next heading of its level, its subsections included', () => {
    const headings = headingsOf(text);
    expect(sectionBody(text, headings[1] as (typeof headings)[number], headings)).toBe('make\n```bash\n# not a heading\n```\n### Flags\n-j4');
  });

  it('plain words of inline Markdown, snake_case left alone', () => {
    expect(plainInline('*fast* and __bold__ and snake_case_name and ~~old~~')).toBe('fast and bold and snake_case_name and old');
  });
});

describe('front matter that is not YAML', () => {
  it('reads Cursor rule fields as text, an unquoted glob included', () => {
    expect(looseFrontMatter('---\ndescription: "Style: strict"\nglobs: src/**/*.ts, *.tsx\nalwaysApply: true\n---\nBody\n')).toEqual({
      fields: { description: 'Style: strict', globs: 'src/**/*.ts, *.tsx', alwaysApply: 'true' },
      body: 'Body\n',
    });
  });

  it('nests an indented key under its parent and joins list items', () => {
    expect(looseFrontMatter('---\nmetadata:\n  type: project\ntags:\n  - a\n  - b\n---\n').fields).toEqual({
      metadata: '',
      'metadata.type': 'project',
      tags: 'a, b',
    });
  });

  it('treats an unclosed block as body', () => {
    expect(looseFrontMatter('---\ntitle: x\nno end').fields).toEqual({});
  });
});
