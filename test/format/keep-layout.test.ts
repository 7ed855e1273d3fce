// keepLayout: what `save --update` writes is the writer's text laid out as the old file
// was. Each case compares the whole result, and parses it back as the writer's text reads.
import { describe, expect, it } from 'vitest';
import { stringifyMemoryText } from '../../lib/format/frontmatter.js';
import { keepLayout } from '../../lib/format/keep-layout.js';

const HAND = [
  '---',
  '# owner: platform team',
  'title: "Deploy order"',
  'description: api before web   # keep in sync with the runbook',
  'created_at: 2026-03-01',
  'tags:',
  '  - deploy   # the main one',
  '  - ops',
  '',
  'pinned: true',
  '---',
  '',
  'Deploy the API first.  ',
  'Then the web app.  ',
  '',
].join('\n');

/** What the YAML writer makes of `data` with `body`: the text an update renders. */
const written = (data: Record<string, unknown>, body: string) => stringifyMemoryText(data, body);

const BASE = { title: 'Deploy order', description: 'api before web', created_at: '2026-03-01', tags: ['deploy', 'ops'], pinned: true };

describe('keepLayout', () => {
  it('keeps comments, quoting, blank lines and an untouched body; a changed field is the writer’s line, with the comment it ended with; new fields go where the writer puts them', () => {
    // in the order a save writes its fields, the body tidied at its ends only
    const rewritten = written(
      {
        title: BASE.title,
        description: 'api, then workers, then web',
        created_at: '2026-03-01',
        updated_at: '2026-12-02',
        verified_at: '2026-12-02',
        tags: BASE.tags,
        pinned: true,
      },
      'Deploy the API first.  \nThen the web app.\n',
    );
    expect(keepLayout(HAND, rewritten)).toBe(
      [
        '---',
        '# owner: platform team',
        'title: "Deploy order"',
        // the comment the changed line ended with stays on it
        "description: 'api, then workers, then web'   # keep in sync with the runbook",
        'created_at: 2026-03-01',
        'updated_at: 2026-12-02',
        'verified_at: 2026-12-02',
        'tags:',
        '  - deploy   # the main one',
        '  - ops',
        '',
        'pinned: true',
        '---',
        '',
        'Deploy the API first.  ',
        'Then the web app.  ',
        '',
      ].join('\n'),
    );
  });

  it('takes a new body, and a changed list in the writer’s shape; a field the update dropped goes', () => {
    const { pinned: _, ...unpinned } = BASE;
    const rewritten = written({ ...unpinned, tags: ['deploy'] }, 'Only the API now.\n');
    expect(keepLayout(HAND, rewritten)).toBe(
      [
        '---',
        '# owner: platform team',
        'title: "Deploy order"',
        'description: api before web   # keep in sync with the runbook',
        'created_at: 2026-03-01',
        'tags: [deploy]',
        '',
        '---',
        'Only the API now.',
        '',
      ].join('\n'),
    );
  });

  it('is the writer’s own text again for a file the writer wrote', () => {
    const first = written({ title: 'T', description: 'd', created_at: '2026-01-02', tags: ['a'] }, 'body\n');
    const second = written(
      { title: 'T', description: 'd2', created_at: '2026-01-02', updated_at: '2026-02-03', verified_at: '2026-02-03', tags: ['a', 'b'], source: 'wiki' },
      'body\n',
    );
    expect(keepLayout(first, second)).toBe(second);
  });

  it('leaves to the writer what it cannot keep safely: CRLF, a field twice, a key it does not read, no front matter', () => {
    const rewritten = written(BASE, 'x\n');
    expect(keepLayout(HAND.replace(/\n/g, '\r\n'), rewritten)).toBeUndefined();
    expect(keepLayout('---\ntitle: a\ntitle: b\n---\nx\n', rewritten)).toBeUndefined();
    expect(keepLayout('---\ntitle: a\n"quoted key": b\n---\nx\n', rewritten)).toBeUndefined();
    expect(keepLayout('just a body\n', rewritten)).toBeUndefined();
  });
});
