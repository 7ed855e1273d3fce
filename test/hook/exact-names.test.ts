// Keys, memory names and folders are named exactly where the list and the save guidance
// name them: Claude reads `<root>/<key>/<name>.md` by the header's rule, so a folder under
// "My  Projects" read with one space, or a long key cut with "…", points at nothing.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { PLUGIN_ROOT } from '../support/built.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

const ENGLISH = { PROJECT_MEMORY_LANG: 'en' };

function workspace(more: Record<string, string> = {}) {
  const tree = join(
    tempTree({
      ...more,
      [`work  space/${MEMORY}/_global/spaced.md`]: memoryFile({ title: 'spaced', description: 'keeps   one space   here' }),
      [`work  space/${MEMORY}/my  app/deploy-rule.md`]: memoryFile({ title: 'deploy rule', description: 'deploys on Fridays' }),
      'work  space/my  app/': '',
    }),
    'work  space',
  );
  return { tree, app: join(tree, 'my  app'), memory: join(tree, MEMORY) };
}

describe('names with two spaces in a row', () => {
  it('are kept in the hook list: the memory folder, the key and its label, while a description is still tidied', () => {
    const { app, memory } = workspace();
    const result = runHook(promptEvent(app), ENGLISH);
    expect(result.code).toBe(0);
    const context = contextOf(result.stdout) ?? '';
    expect(context).toContain(`Path: ${memory}/ ([global] NAME → _global/NAME.md, [my  app] NAME → my  app/NAME.md)`);
    expect(context).toContain('[my  app] deploy-rule — deploys on Fridays');
    expect(context).toContain('[global] spaced — keeps one space here');
    // the save guidance names the key as the folder is named
    expect(result.stdout).toContain('2) my  app (this project)');
  });

  it('are kept in the list command and the search command the hook gives when the list is cut', () => {
    const many = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [
        `work  space/${MEMORY}/_global/note-${i}.md`,
        memoryFile({ title: `note ${i}`, description: `a long description of note ${i} `.repeat(4) }),
      ]),
    );
    const { app } = workspace(many);
    const list = runCli(['list', '--dir', app], { env: ENGLISH });
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('[my  app] deploy-rule');
    expect(list.stdout).toContain(`${join(app, '..', MEMORY, 'my  app', 'deploy-rule.md')}\n`);
    const cut = runHook(promptEvent(app, { prompt: 'deploy' }), { ...ENGLISH, PROJECT_MEMORY_BUDGET: '600' });
    expect(cut.code).toBe(0);
    expect(contextOf(cut.stdout) ?? '').toContain("--dir '");
    expect(contextOf(cut.stdout) ?? '').toContain(`${app}'`);
  });
});

describe('long keys and names', () => {
  it('are shown whole: a pinned key of 130 characters and a memory name of 120', () => {
    const key = 'k'.repeat(130);
    const name = `${'n'.repeat(117)}-md`;
    const tree = tempTree({
      [`${MEMORY}/${key}/${name}.md`]: memoryFile({ title: 'long', description: 'under a long key' }),
      'app/.project-memory-key': `${key}\n`,
    });
    const result = runHook(promptEvent(join(tree, 'app')), ENGLISH);
    const context = contextOf(result.stdout) ?? '';
    expect(context).toContain(`[${key}] NAME → ${key}/NAME.md)`);
    expect(context).toContain(`[${key}] ${name} — under a long key`);
    expect(context).not.toContain('…');
  });
});

describe('two spaces in a row, after the first list', () => {
  it('are kept where a later prompt names a removed memory, and where PreCompact names the memory folder', () => {
    const { app, memory } = workspace();
    const first = runHook(promptEvent(app, { session_id: 'spaced-delta' }), ENGLISH);
    expect(contextOf(first.stdout) ?? '').toContain('[my  app] deploy-rule');
    rmSync(join(memory, 'my  app', 'deploy-rule.md'));
    const later = runHook(promptEvent(app, { session_id: 'spaced-delta', prompt: 'and now?' }), ENGLISH);
    expect(contextOf(later.stdout) ?? '').toContain('removed: [my  app] deploy-rule');
    const compact = runHook(
      {
        session_id: 'spaced-delta',
        transcript_path: '/nonexistent/t.jsonl',
        cwd: app,
        hook_event_name: 'PreCompact',
        trigger: 'auto',
        custom_instructions: '',
      },
      ENGLISH,
      builtHookPath('PreCompact', PLUGIN_ROOT),
    );
    expect(compact.code).toBe(0);
    expect(compact.stdout).toContain(`${memory}/`);
  });
});
