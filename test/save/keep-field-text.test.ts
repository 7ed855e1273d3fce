// A memory's front matter written anew (a supersedes list over several lines, a key with a space
// or a dot that the line-by-line edit does not take) went through the YAML writer whole: the
// fields no command asked to change read the same as values but not as text — 20.10 became 20.1,
// a zip code 01234 became 668 (octal), a long ticket number lost its last digits, a time its
// zone, a field its comment. Each field the command left keeps its line, byte for byte.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

const KEPT = ['node_version: 20.10  # LTS', 'zip: 01234', 'ticket_id: 12345678901234567890', 'when: 2026-01-01T10:00:00+09:00', 'reviewed by: Kim  # lead'];

function workspace(): { dir: string; folder: string; cli: (...args: string[]) => ReturnType<typeof runCli> } {
  const dir = tempTree();
  execFileSync('git', ['init', '-q'], { cwd: dir });
  writeFileSync(join(dir, '.project-memory-key'), 'shop\n');
  const folder = join(dir, '.ai-core', 'data', 'memory', 'shop');
  mkdirSync(folder, { recursive: true });
  const home = tempTree();
  return { dir, folder, cli: (...args) => runCli([...args, '--dir', dir], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } }) };
}

const memory = (title: string, extra: string[]) =>
  ['---', `title: ${title}`, `description: ${title} described`, 'created_at: 2026-01-01', ...extra, '---', 'Body.', ''].join('\n');

it.each([
  ['forget', ['forget', 'old', '--force']],
  ['rename', ['rename', 'old', 'older']],
])('%s keeps the text of every field of a memory whose supersedes it rewrites', (_label, args) => {
  const { folder, cli } = workspace();
  writeFileSync(join(folder, 'old.md'), memory('Old', []));
  writeFileSync(join(folder, 'pin.md'), memory('Pin', [...KEPT, 'supersedes: [', '  old ]']));
  const run = cli(...args);
  expect(run.code, run.stderr).toBe(0);
  const text = readFileSync(join(folder, 'pin.md'), 'utf8');
  for (const line of KEPT) expect(text).toContain(`\n${line}\n`);
  expect(text).toMatch(args[0] === 'forget' ? /^(?![\s\S]*supersedes)/ : /supersedes:[\s\S]*older/);
});

it('save --update and verify keep the text of every field they were not asked to change', () => {
  const { folder, cli } = workspace();
  writeFileSync(join(folder, 'box.md'), memory('Box', KEPT));
  const update = cli('save', '--update', '--name', 'box', '--tags', 'ci');
  expect(update.code, update.stderr).toBe(0);
  let text = readFileSync(join(folder, 'box.md'), 'utf8');
  for (const line of KEPT) expect(text).toContain(`\n${line}\n`);
  expect(text).toContain('tags: [ci]');
  const verify = cli('verify', 'box', '--review-in', '30d');
  expect(verify.code, verify.stderr).toBe(0);
  text = readFileSync(join(folder, 'box.md'), 'utf8');
  for (const line of KEPT) expect(text).toContain(`\n${line}\n`);
  expect(text).toMatch(/^review_by: /m);
});

it('forget keeps the comments on lines of their own, before the first field and after the supersedes it rewrites', () => {
  const { folder, cli } = workspace();
  writeFileSync(join(folder, 'a-note.md'), memory('A note', []));
  const text = [
    '---',
    '# owner: payments team',
    'title: Pin',
    'description: Pin described',
    'supersedes: [a-note,',
    '  other]',
    '# the tags below are for search',
    'tags: [x]',
    '---',
    'b',
    '',
  ].join('\n');
  writeFileSync(join(folder, 'pin.md'), text);
  const run = cli('forget', 'a-note', '--force');
  expect(run.code, run.stderr).toBe(0);
  const after = readFileSync(join(folder, 'pin.md'), 'utf8');
  expect(after).toContain('---\n# owner: payments team\ntitle: Pin\n');
  expect(after).toContain('# the tags below are for search\ntags: [x]\n');
  expect(after).not.toContain('a-note');
});
