// `project-memory list | head -1`: the reader leaves early. The CLI must end quietly
// with exit 0, as other Unix tools do, not with an EPIPE stack trace and exit 1.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { CLI, cleanEnv } from '../support/processes.js';

/** Enough memories that `list` writes more than a pipe holds (64 KiB on Linux), so the write after `head` leaves fails. */
function bigWorkspace(): string {
  const files: Record<string, string> = {};
  for (let i = 0; i < 1500; i++) {
    files[`${MEMORY}/_global/note-${i}.md`] = memoryFile({ title: `note ${i}`, description: `a long enough description, number ${i}, to fill the pipe` });
  }
  return tempTree(files);
}

describe('a closed pipe', () => {
  const ws = bigWorkspace();
  it.each([
    ['list', ['list', '--dir', ws], 1],
    ['list --json', ['list', '--dir', ws, '--json'], 1],
    ['install --dry-run', ['install', '--dir', ws, '--dry-run'], 2],
  ])('%s | head ends the CLI with exit 0 and nothing on stderr', (_name, args, lines) => {
    const command = `node "$CLI" "$@" | head -${lines} >/dev/null; echo "\${PIPESTATUS[0]}"`;
    const result = spawnSync('bash', ['-c', command, 'bash', ...args], { env: cleanEnv({ CLI, HOME: tempTree() }), encoding: 'utf8', timeout: 30_000 });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('0');
  });
});
