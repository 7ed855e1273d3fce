// save --update keeps a memory file's line ends, as verify does: a CRLF file (an editor on
// Windows, core.autocrlf) turned LF throughout is every line changed in `git diff`. The
// lines it leaves are the old ones byte for byte; the lines it writes, and a new body, take
// the file's CRLF. The built CLI as a real process.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lineEndOf } from '../../lib/format/line-ends.js';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const CRLF =
  '---\r\ntitle: Deploy window\r\n# kept as written\r\ndescription: deploys go out before four only\r\ncreated_at: 2026-01-01\r\n---\r\nFridays are frozen.\r\nAsk in #ops first.\r\n';

function updated(text: string, args: string[]): Promise<string> {
  const root = tempTree({ '.ai-core/data/memory/proj/deploy.md': text, 'proj/': '' });
  const path = join(root, '.ai-core', 'data', 'memory', 'proj', 'deploy.md');
  return runCli(['save', '--scope', 'project', '--update', '--name', 'deploy', ...args], {
    cwd: join(root, 'proj'),
    home: makeTempDir(),
    env: { PROJECT_MEMORY_LANG: 'en' },
  }).then((r) => {
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    return readFileSync(path, 'utf8');
  });
}

const lines = (text: string) => text.split('\n').slice(0, -1);

describe('save --update of a CRLF memory', () => {
  it('writes CRLF throughout, and leaves the lines it does not change as they were', async () => {
    const text = await updated(CRLF, ['--description', 'deploys go out before three only']);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(text).toContain('description: deploys go out before three only\r\n');
    const kept = lines(CRLF).filter((line) => !line.startsWith('description:'));
    for (const line of kept) expect(lines(text)).toContain(line);
  });

  it('gives a new body the file’s CRLF too', async () => {
    const text = await updated(CRLF, ['--body', 'Fridays are frozen.\nMondays too.\n']);
    expect(text).toContain('\r\nFridays are frozen.\r\nMondays too.\r\n');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('keeps CRLF in a memory that has no front matter yet', async () => {
    const text = await updated('Fridays are frozen.\r\nAsk in #ops first.\r\n', ['--title', 'Deploy window', '--description', 'deploys before four']);
    expect(text).toMatch(/^---\r\ntitle: Deploy window\r\n/);
    expect(text).toContain('\r\nFridays are frozen.\r\nAsk in #ops first.\r\n');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('keeps a body it was not given byte for byte, mixed line ends and all', async () => {
    const body = 'line one\r\nline two\rstill two\nline three\n';
    const text = await updated(`---\ntitle: Deploy window\ndescription: deploys before four\n---\n${body}`, ['--tags', 'deploy']);
    expect(text).toContain('tags: [deploy]\n');
    expect(text.endsWith(`\n---\n${body}`)).toBe(true);
  });

  it('leaves an LF memory LF', async () => {
    const text = await updated(CRLF.replace(/\r\n/g, '\n'), ['--description', 'deploys go out before three only']);
    expect(text).not.toContain('\r');
  });
});

describe('lineEndOf', () => {
  it.each([
    ['---\r\ntitle: a\r\n', '\r\n'],
    ['---\ntitle: a\r\n', '\n'],
    ['one line, no end', '\n'],
    ['\r\n', '\r\n'],
  ])('the first line of %j ends in %j', (text, eol) => {
    expect(lineEndOf(text)).toBe(eol);
  });
});
