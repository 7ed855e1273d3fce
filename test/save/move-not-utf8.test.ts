// A file whose name is not UTF-8 reads back with U+FFFD, a name no rename or git mv finds: key
// move moved the files before it and failed on it, leaving the project's memories under two keys
// (and, for tracked files, a dry run that promised a move the real run could not make). It is
// refused before anything moves, naming the file.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

it.each([false, true])('refuses a move of a folder holding a file named in Latin-1 before anything moves (tracked: %s)', (tracked) => {
  const dir = tempTree();
  execFileSync('git', ['init', '-q'], { cwd: dir });
  const old = join(dir, '.ai-core', 'data', 'memory', 'old');
  mkdirSync(old, { recursive: true });
  for (const name of ['a', 'b', 'z']) writeFileSync(join(old, `${name}.md`), `---\ntitle: ${name}\ndescription: ${name} note\n---\nb\n`);
  writeFileSync(Buffer.concat([Buffer.from(`${old}/caf`), Buffer.from([0xe9]), Buffer.from('.md')]), '---\ntitle: Cafe\ndescription: cafe\n---\nb\n');
  if (tracked) execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'add', '-A'], { cwd: dir });
  const env = { env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en' } };
  const dry = runCli(['key', 'move', 'old', 'new', '--dir', dir, '--dry-run'], env);
  expect(dry.code).toBe(1);
  const run = runCli(['key', 'move', 'old', 'new', '--dir', dir], env);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain('holds a file whose name is not UTF-8 (caf\ufffd.md');
  expect(existsSync(join(old, 'a.md'))).toBe(true);
  expect(existsSync(join(dir, '.ai-core', 'data', 'memory', 'new'))).toBe(false);
});
