// git renames the working files before it writes the index: a failure there (a full disk, say)
// left files moved that git still named where they were, while rename and key move said
// "Nothing was renamed/moved". A git that fails so, in front of the real one on PATH.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

const memory = (title: string) => `---\ntitle: ${title}\ndescription: about ${title}\ncreated_at: 2026-01-01\n---\nBody of ${title}.\n`;
const GIT = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();

/** A folder holding `git`: `git … mv -- A… B` moves the files as git does, then fails at the index; anything else is the real git. */
function failingGit(): string {
  const bin = makeTempDir();
  const script = [
    '#!/bin/bash',
    'args=("$@"); for i in "${!args[@]}"; do if [ "${args[$i]}" = mv ]; then',
    '  for j in "${!args[@]}"; do if [ "${args[$j]}" = -- ]; then mv "${args[@]:$((j+1))}"; break; fi; done',
    '  echo "fatal: Unable to write new index file" >&2; exit 128',
    'fi; done',
    `exec ${GIT} "$@"`,
  ].join('\n');
  writeFileSync(join(bin, 'git'), `${script}\n`);
  chmodSync(join(bin, 'git'), 0o755);
  return bin;
}

function committed(files: Record<string, string>) {
  const tree: Record<string, string> = { 'proj/': '', '.ai-core/data/memory/_global/': '' };
  for (const [path, text] of Object.entries(files)) tree[`.ai-core/data/memory/${path}`] = text;
  const root = tempTree(tree);
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-qm', 'init'],
  ])
    execFileSync('git', args, { cwd: root, env });
  const status = () => execFileSync('git', ['status', '--short'], { cwd: root, encoding: 'utf8' });
  return { root, project: join(root, 'proj'), memory: join(root, '.ai-core', 'data', 'memory'), status };
}

describe('a git mv that fails after it moved the files', () => {
  const env = { PROJECT_MEMORY_LANG: 'en', PATH: `${failingGit()}:${process.env.PATH}` };

  it('rename: the file is moved back, and "Nothing was renamed" holds', async () => {
    const ws = committed({ 'proj/old-rule.md': memory('Old rule') });
    const run = await runCli(['rename', 'old-rule', 'legacy-rule'], { cwd: ws.project, home: makeTempDir(), env: { ...env, PROJECT_MEMORY_PROJECT: 'proj' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Unable to write new index file');
    expect(run.stderr).toContain('Nothing was renamed.');
    expect(existsSync(join(ws.memory, 'proj', 'old-rule.md'))).toBe(true);
    expect(existsSync(join(ws.memory, 'proj', 'legacy-rule.md'))).toBe(false);
    expect(ws.status()).toBe('');
  });

  it('key move: the files are moved back, and "Nothing was moved" holds', async () => {
    const ws = committed({ 'oldkey/a.md': memory('A'), 'oldkey/b.md': memory('B') });
    const run = await runCli(['key', 'move', 'oldkey', 'proj'], { cwd: ws.project, home: makeTempDir(), env: { ...env, PROJECT_MEMORY_PROJECT: 'proj' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Nothing was moved.');
    expect(existsSync(join(ws.memory, 'oldkey', 'a.md'))).toBe(true);
    expect(existsSync(join(ws.memory, 'oldkey', 'b.md'))).toBe(true);
    expect(existsSync(join(ws.memory, 'proj', 'a.md'))).toBe(false);
    expect(ws.status()).toBe('');
  });
});
