// The auto memory layout `import auto-memory` relies on, checked against the real Claude
// Code CLI (2.1.328, offline against the stand-in, temporary HOME): the folder its system
// prompt names for a launch folder is the one lib/import/auto-memory-folder.ts computes,
// its memory template is the front matter the reader parses, and what the CLI's Write
// tool puts there (as the model would, following that template) comes back through
// `project-memory import auto-memory --write` and the built hook's list.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../lib/format/frontmatter.js';
import { autoMemoryFolder } from '../../lib/import/auto-memory-folder.js';
import { assertBuilt, runCli } from '../support/built.js';
import { makeClaudeHome, runClaude } from '../support/claude.js';
import { contextOf, promptEvent, runHook } from '../support/processes.js';
import { toolUseFromRequest } from '../support/reply-from-request.js';
import { requestText, type StandIn, useStandIn } from '../support/stand-in.js';
import { tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const FOLDER_LINE = /persistent file-based memory at `([^`]+)`/;

const MEMORY_FILE = `---
name: deploy-freeze
description: Deploys are frozen on Fridays after 15:00
metadata:
  type: project
---

Deploys are frozen on Fridays after 15:00.

**Why:** weekend on-call is thin.
`;

/** The memory folder named in the system prompt of the run's first main request. */
function folderFrom(body: unknown): string {
  const folder = FOLDER_LINE.exec(requestText(body))?.[1];
  if (!folder) throw new Error(`no auto memory folder in the system prompt:\n${requestText(body).slice(0, 2000)}`);
  return folder.replace(/\/$/, '');
}

/** `claude -p` in `cwd`; the stand-in has it write one memory and its index line where its prompt says. */
async function saveThroughClaude(standIn: StandIn, cwd: string, home: string): Promise<{ folder: string; system: string }> {
  let folder = '';
  standIn.queue(
    toolUseFromRequest(standIn, 'Write', (body) => {
      folder = folderFrom(body);
      return { file_path: join(folder, 'deploy_freeze.md'), content: MEMORY_FILE };
    }),
    toolUseFromRequest(standIn, 'Write', () => ({
      file_path: join(folder, 'MEMORY.md'),
      content: '- [Friday deploy freeze](deploy_freeze.md) — no deploys on Friday afternoons\n',
    })),
    'Saved.',
  );
  const run = await runClaude({ prompt: 'remember: no deploys on Fridays after 15:00', cwd, home, port: standIn.port, args: ['--allowedTools', 'Write'] });
  expect(run.code, run.stderr).toBe(0);
  return { folder, system: requestText(standIn.mainBodies()[0]) };
}

describe('Claude Code auto memory layout (real CLI)', () => {
  it('in a git repository launched from a subfolder with odd characters: the folder, the template, and the import', async () => {
    const root = tempTree({ 'my.app_v2 한글 (x)/src/deep/': '' });
    const repo = join(root, 'my.app_v2 한글 (x)');
    execFileSync('git', ['init', '-q', repo]);
    mkdirSync(join(repo, '.ai-core'));
    const cwd = join(repo, 'src', 'deep');
    const home = makeClaudeHome();
    const standIn = await useStandIn({ defaultReply: 'ok' });

    const { folder, system } = await saveThroughClaude(standIn, cwd, home);
    // the repository's top, not the launch folder; each non-alphanumeric UTF-16 unit a dash
    expect(folder).toBe(join(home, '.claude', 'projects', `${root.replace(/[^a-zA-Z0-9]/g, '-')}-my-app-v2-----x-`, 'memory'));
    expect(autoMemoryFolder(cwd, { HOME: home }, home)?.path).toBe(folder);
    // the template the reader expects: name, description, metadata.type; a one-line index
    expect(system).toContain('name: <short-kebab-case-slug>\ndescription: <one-line summary');
    expect(system).toContain('metadata:\n  type: user | feedback | project | reference');
    expect(system).toContain('add a one-line pointer in `MEMORY.md` (`- [Title](file.md) — hook`)');
    // the CLI adds its own keys under metadata when the Write tool writes a memory
    const written = parseFrontMatter(readFileSync(join(folder, 'deploy_freeze.md'), 'utf8'));
    expect(written.ok && written.data).toEqual({
      name: 'deploy-freeze',
      description: 'Deploys are frozen on Fridays after 15:00',
      metadata: { node_type: 'memory', type: 'project', originSessionId: expect.stringMatching(/^[0-9a-f-]{36}$/), modified: expect.anything() },
    });
    expect(readFileSync(join(folder, 'MEMORY.md'), 'utf8')).toBe('- [Friday deploy freeze](deploy_freeze.md) — no deploys on Friday afternoons\n');

    const imported = await runCli(['import', 'auto-memory', '--write', '--json'], { cwd, home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(imported.code, imported.stderr).toBe(0);
    const out = JSON.parse(imported.stdout) as { sourcePath: string; items: Array<{ status: string; path: string; title: string }> };
    expect(out.sourcePath).toBe(folder);
    expect(out.items).toEqual([expect.objectContaining({ status: 'create', title: 'Friday deploy freeze' })]);
    expect(existsSync(out.items[0]?.path ?? '')).toBe(true);

    const hook = runHook(promptEvent(cwd), { HOME: home, PROJECT_MEMORY_LANG: 'en' });
    expect(contextOf(hook.stdout)).toContain('deploy-freeze — Deploys are frozen on Fridays after 15:00');
  });

  it('a linked worktree shares the main working tree folder; a path past 200 characters gets the hash suffix', async () => {
    const root = tempTree({ 'main/': '', [`${'l'.repeat(120)}/${'m'.repeat(120)}/`]: '' });
    const main = join(root, 'main');
    execFileSync('git', ['init', '-q', main]);
    execFileSync('git', ['-C', main, '-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-q', '--allow-empty', '-m', 'start']);
    execFileSync('git', ['-C', main, 'worktree', 'add', '-q', join(root, 'feature'), '-b', 'feature']);
    const long = join(root, 'l'.repeat(120), 'm'.repeat(120));
    const home = makeClaudeHome();
    const standIn = await useStandIn({ defaultReply: 'ok' });

    for (const cwd of [join(root, 'feature'), long]) {
      const ours = autoMemoryFolder(cwd, { HOME: home }, home)?.path;
      let { folder } = await saveThroughClaude(standIn, cwd, home);
      // under a loaded machine the CLI once named `projects/-tmp/memory` for the long path
      // (1 run in about 6 full suites) and the very next run named ours: a second run
      // settles a one-off, a real difference fails both
      if (folder !== ours) ({ folder } = await saveThroughClaude(standIn, cwd, home));
      expect(ours).toBe(folder);
      if (cwd === long) expect(folder).toMatch(/-[0-9a-z]+\/memory$/);
      else expect(folder).toBe(join(home, '.claude', 'projects', main.replace(/[^a-zA-Z0-9]/g, '-'), 'memory'));
    }
  });
});
