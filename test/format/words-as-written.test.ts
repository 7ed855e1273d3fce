// Titles, descriptions and tags that YAML reads as numbers or booleans, in its 1.1
// spellings too (`10:30` is 630 in base 60, `0755` octal 493, `1_000` and `1e3` both
// 1000), are shown as written: by the hook's list (read afresh and from its cache),
// `list`, `search` and lint, which took `1e3` and `1_000` for the same note. `null` and
// `~` are no description. The built CLI and hook over a real workspace.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

/** As written in a file, and as a person means it. */
const WRITTEN = ['10:30', '0755', '0x1F', '012', '1_000', '1e3', '.inf', '+12', '12:30:00', 'True', '-0'];

const note = (title: string, description: string, tags = '[ops]') =>
  `---\ntitle: ${title}\ndescription: ${description}\ncreated_at: 2026-04-12\ntags: ${tags}\n---\nbody\n`;

function workspace() {
  const files: Record<string, string> = { 'app/': '' };
  WRITTEN.forEach((value, i) => {
    files[`${MEMORY}/proj/note-${i}.md`] = note(`Note ${i}`, value);
  });
  files[`${MEMORY}/proj/title-number.md`] = note('0755', 'permissions of the deploy key', '[0755, 2024, true, ops]');
  files[`${MEMORY}/proj/null-word.md`] = note('Null description', 'null');
  files[`${MEMORY}/proj/tilde.md`] = note('Tilde description', '~');
  const root = tempTree(files);
  const env = { HOME: tempTree(), PROJECT_MEMORY_STATE_DIR: tempTree(), PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_PROJECT: 'proj' };
  return { root, env };
}

interface Listed {
  name: string;
  title: string | null;
  description: string | null;
  tags: string[];
}

describe('words YAML would read as numbers or booleans', () => {
  const ws = workspace();
  const cli = (args: string[]) => runCli([...args, '--dir', ws.root], { env: ws.env });

  it('are listed as written by the hook, afresh and from its cache', () => {
    for (const run of ['afresh', 'cached']) {
      const hook = runHook(promptEvent(join(ws.root, 'app'), { session_id: `session-${run}` }), ws.env);
      expect(hook.code, `${run}: ${hook.stderr}`).toBe(0);
      const context = contextOf(hook.stdout) ?? '';
      WRITTEN.forEach((value, i) => {
        expect(context, run).toContain(`[proj] note-${i} — ${value}\n`);
      });
      expect(context, run).toContain('[proj] title-number — permissions of the deploy key\n');
    }
  });

  it('are read as written by `list`: titles, descriptions and tags; null and ~ are no description', () => {
    const run = cli(['list', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const memories = (JSON.parse(run.stdout) as { memories: Listed[] }).memories;
    const byName = new Map(memories.map((m) => [m.name, m]));
    WRITTEN.forEach((value, i) => {
      expect(byName.get(`note-${i}`)?.description).toBe(value);
    });
    expect(byName.get('title-number')).toMatchObject({ title: '0755', tags: ['0755', '2024', 'true', 'ops'] });
    expect(byName.get('null-word')?.description).toBeNull();
    expect(byName.get('tilde')?.description).toBeNull();
  });

  it('are found by `search` as written', () => {
    const run = cli(['search', '--json', '10:30']);
    expect(run.code, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as Listed[]).map((m) => m.name)).toContain(`note-${WRITTEN.indexOf('10:30')}`);
  });

  it('are no duplicates to lint when they read as the same number, and null is a missing description', () => {
    const run = cli(['lint', '--json']);
    const findings = (JSON.parse(run.stdout) as { findings: { file: string; rule: string }[] }).findings;
    expect(findings.filter((f) => f.rule === 'duplicate')).toEqual([]);
    const missing = findings.filter((f) => f.rule === 'description-missing').map((f) => f.file.slice(f.file.lastIndexOf('/') + 1));
    expect(missing.sort()).toEqual(['null-word.md', 'tilde.md']);
  });
});
