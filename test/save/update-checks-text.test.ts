// save --update writes updated_at and verified_at and moves a passed review_by on, as verify
// does, because rewriting a memory's text is checking it. An update of its tags or its
// supersedes alone checks nothing (and leaves its days as written): a memory past its review stayed marked stale until someone retagged it,
// then lost the mark unread. The built CLI in temp workspaces; the list says what it marks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const EN = { PROJECT_MEMORY_LANG: 'en' };
const DUE =
  '---\ntitle: Deploy window\ndescription: deploys run on Tuesdays\ncreated_at: 2025-01-01\nreview_by: 2025-04-01\ntags: [ops]\n---\nAsk ops first.\n';

function workspace() {
  const root = tempTree({
    '.ai-core/': '',
    'proj/': '',
    '.ai-core/data/memory/proj/deploy-window.md': DUE,
    '.ai-core/data/memory/proj/old-window.md': DUE.replace('Deploy window', 'Old window'),
  });
  return { project: join(root, 'proj'), home: makeTempDir(), path: join(root, '.ai-core', 'data', 'memory', 'proj', 'deploy-window.md') };
}

async function staleInList(ws: ReturnType<typeof workspace>): Promise<boolean> {
  const listed = await runCli(['list', '--json'], { cwd: ws.project, home: ws.home, env: EN });
  expect(listed.code, listed.stderr).toBe(0);
  return (JSON.parse(listed.stdout).memories as { name: string; stale?: boolean }[]).find((m) => m.name === 'deploy-window')?.stale === true;
}

describe('save --update and the review of a memory', () => {
  it.each([
    ['its tags', ['--tags', 'ops,release']],
    ['its supersedes', ['--supersedes', 'old-window']],
  ])('of %s alone leaves verified_at and review_by as they were, and the list still marks it stale', async (_, args) => {
    const ws = workspace();
    expect(await staleInList(ws)).toBe(true);
    const run = await runCli(['save', '--update', '--scope', 'project', '--name', 'deploy-window', ...args], { cwd: ws.project, home: ws.home, env: EN });
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(ws.path, 'utf8');
    expect(text).toContain('review_by: 2025-04-01\n');
    expect(text).not.toContain('verified_at');
    // nor updated_at: the one line changed merges with a teammate's update as a hand edit does
    expect(text).not.toContain('updated_at');
    expect(await staleInList(ws)).toBe(true);
  });

  it.each([
    ['its body', ['--body', 'Ask ops first, then post in #deploys.']],
    ['its description', ['--description', 'deploys run on Tuesdays and Thursdays']],
  ])('of %s checks it: verified_at is today, review_by moves on, and the stale mark goes', async (_, args) => {
    const ws = workspace();
    const run = await runCli(['save', '--update', '--scope', 'project', '--name', 'deploy-window', ...args], { cwd: ws.project, home: ws.home, env: EN });
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(ws.path, 'utf8');
    expect(text).toMatch(/\nverified_at: \d{4}-\d{2}-\d{2}\n/);
    expect(text).not.toContain('review_by: 2025-04-01');
    expect(await staleInList(ws)).toBe(false);
  });
});
