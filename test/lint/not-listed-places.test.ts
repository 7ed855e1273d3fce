// Memory files the list never shows because of where they lie or how they end: lint says
// so, names the file and where it belongs. The list itself (and the hook) still shows only
// `*.md` directly inside a scope folder. The built CLI over real folders.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FindingRow } from '../../lib/checks/finding.js';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runCli, runHook } from '../support/processes.js';

const POST_TOOL_USE = builtHookPath('PostToolUse');

const NOTE = memoryFile({ title: 'a note', description: 'a note in the wrong place' });

function workspace(files: Record<string, string>): { root: string; memory: string; home: string } {
  const root = tempTree({ [`${MEMORY}/_global/fine.md`]: NOTE, 'proj/': '', ...files });
  return { root, memory: join(root, MEMORY), home: tempTree() };
}

function lint(ws: { root: string; home: string }, lang: 'en' | 'ko', json = false) {
  return runCli(['lint', '--dir', ws.root, ...(json ? ['--json'] : [])], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: lang } });
}

function rows(ws: { root: string; home: string }): FindingRow[] {
  return (JSON.parse(lint(ws, 'en', true).stdout) as { findings: FindingRow[] }).findings;
}

describe('lint: memory files the list never reaches', () => {
  it('warns not-listed for a .md one level or deeper in a scope folder and names where to move it', () => {
    const ws = workspace({
      [`${MEMORY}/app2/ops/nested.md`]: NOTE,
      [`${MEMORY}/app2/ops/deeper/still.md`]: NOTE,
      [`${MEMORY}/_global/archive/old.md`]: NOTE,
    });
    const found = rows(ws).filter((r) => r.rule === 'not-listed');
    expect(found.map((r) => r.file).sort()).toEqual(
      [join(ws.memory, '_global/archive/old.md'), join(ws.memory, 'app2/ops/deeper/still.md'), join(ws.memory, 'app2/ops/nested.md')].sort(),
    );
    const nested = found.find((r) => r.file.endsWith('nested.md'));
    expect(nested).toMatchObject({ severity: 'warning' });
    expect(nested?.message).toContain('ops/nested.md');
    expect(nested?.message).toContain('app2/');
    expect(nested?.fix).toBe('move it to app2/nested.md');
    expect(found.find((r) => r.file.endsWith('still.md'))?.fix).toBe('move it to app2/still.md');
    const en = lint(ws, 'en');
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('3 warnings');
    const ko = lint(ws, 'ko');
    expect(ko.stdout).toContain('app2/nested.md');
    expect(ko.stdout).toMatch(/하위 폴더/);
  });

  it('warns not-listed for a folder no project key names (_Global, a:b), and the hook says so of a memory written there', () => {
    const ws = workspace({ [`${MEMORY}/_Global/z.md`]: NOTE, [`${MEMORY}/a:b/y.md`]: NOTE, [`${MEMORY}/proj/fine.md`]: NOTE });
    const found = rows(ws).filter((r) => r.rule === 'not-listed');
    expect(found.map((r) => r.file).sort()).toEqual([join(ws.memory, '_Global'), join(ws.memory, 'a:b')]);
    expect(found[0]?.message).toContain('_Global/ is a folder no project key names');
    expect(found[0]?.fix).toBe('move its memories into _global/ or the project key folder');
    expect(lint(ws, 'ko').stdout).toContain('_Global/는 어떤 프로젝트 키도 가리키지 않는 폴더입니다');
    const event = {
      hook_event_name: 'PostToolUse',
      tool_name: 'Write',
      tool_input: { file_path: join(ws.memory, '_Global/z.md') },
      cwd: ws.root,
      session_id: 's',
    };
    const hook = runHook(event, { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' }, POST_TOOL_USE);
    expect(hook.stdout).toContain('_Global/ is a folder no project key names');
  });

  it('warns not-listed for .markdown and .txt files in a scope folder, with the .md name to give them', () => {
    const ws = workspace({ [`${MEMORY}/app2/note.txt`]: NOTE, [`${MEMORY}/app2/long.markdown`]: NOTE, [`${MEMORY}/app2/UPPER.MD`]: NOTE });
    const found = rows(ws).filter((r) => r.rule === 'not-listed');
    expect(found.map((r) => r.file).sort()).toEqual([
      join(ws.memory, 'app2/UPPER.MD'),
      join(ws.memory, 'app2/long.markdown'),
      join(ws.memory, 'app2/note.txt'),
    ]);
    expect(found.find((r) => r.file.endsWith('note.txt'))?.fix).toBe('rename it to note.md');
    expect(found.find((r) => r.file.endsWith('long.markdown'))?.fix).toBe('rename it to long.md');
    expect(lint(ws, 'ko').stdout).toContain('이름을 note.md로 바꾸세요');
  });

  it('a nested file with another ending is named for its move and its new name at once', () => {
    const ws = workspace({ [`${MEMORY}/app2/ops/Runbook.txt`]: NOTE });
    const [row] = rows(ws).filter((r) => r.rule === 'not-listed');
    expect(row?.fix).toBe('move it to app2/runbook.md');
  });

  it('leaves alone a README in a subfolder, dot-folders, other files and the list itself', () => {
    const ws = workspace({
      [`${MEMORY}/app2/ops/README.md`]: '# about ops\n',
      [`${MEMORY}/app2/.obsidian/workspace.md`]: NOTE,
      [`${MEMORY}/app2/ops/diagram.png`]: 'png',
      [`${MEMORY}/app2/ops/nested.md`]: NOTE,
    });
    expect(rows(ws).map((r) => r.file)).toEqual([join(ws.memory, 'app2/ops/nested.md')]);
    const list = runCli(['list', '--dir', ws.root, '--project', 'app2', '--json'], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });
    const names = (JSON.parse(list.stdout) as { memories: Array<{ name: string }> }).memories.map((m) => m.name);
    expect(names).toEqual(['fine']);
  });
});

describe('lint: a README directly in a scope folder', () => {
  // the list skips it as it skips a dot-file, and lint used to say nothing of it
  it('warns not-listed for README.md in any case, and leaves the memory folder its own README', () => {
    const ws = workspace({
      [`${MEMORY}/README.md`]: '# the memory folder\n',
      [`${MEMORY}/_global/readme.md`]: NOTE,
      [`${MEMORY}/proj/README.md`]: '# about proj\n',
    });
    const found = rows(ws);
    expect(found).toEqual(
      [join(ws.memory, '_global/readme.md'), join(ws.memory, 'proj/README.md')].map((file) => ({
        file,
        rule: 'not-listed',
        severity: 'warning',
        message: `${file.endsWith('readme.md') ? 'readme.md' : 'README.md'} is never listed: the list skips a README in a memory folder`,
        fix: 'rename it to a name that says what it holds, e.g. deploy-notes.md, or move it out of the memory folder if it is no memory',
      })),
    );
    const en = lint(ws, 'en');
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('3 files checked: 0 errors, 2 warnings');
    expect(lint(ws, 'ko').stdout).toContain('README.md는 목록에 나오지 않습니다');
  });
});

describe('lint: duplicates only among the memories the list shows', () => {
  const deploy = (description: string) => memoryFile({ title: 'Deploy steps', description });

  it('compares no .MD or dot-file with the listed ones, and names a listed pair as they are called', () => {
    const ws = workspace({
      [`${MEMORY}/proj/deploy.md`]: deploy('how we deploy the shop'),
      [`${MEMORY}/proj/Deploy-Old.MD`]: deploy('how we deployed the shop before'),
      [`${MEMORY}/proj/.deploy-draft.md`]: deploy('a draft of the deploy steps'),
    });
    const found = rows(ws);
    expect(found.filter((r) => r.rule === 'duplicate')).toEqual([]);
    // the files the list never shows are named for that, under their own names
    const notListed = found.filter((r) => r.rule === 'not-listed').map((r) => r.file);
    expect(notListed.sort()).toEqual([join(ws.memory, 'proj/.deploy-draft.md'), join(ws.memory, 'proj/Deploy-Old.MD')]);
    expect(found.map((r) => r.message).join('\n')).not.toContain('Deploy-Old.md');
  });

  it('still finds a pair the list shows both of', () => {
    const ws = workspace({
      [`${MEMORY}/proj/deploy.md`]: deploy('how we deploy the shop'),
      [`${MEMORY}/proj/deploy-again.md`]: deploy('how we deploy the shop, again'),
      [`${MEMORY}/proj/Deploy-Old.MD`]: deploy('how we deployed the shop before'),
    });
    const duplicates = rows(ws).filter((r) => r.rule === 'duplicate');
    expect(duplicates.map((r) => [r.file, r.message])).toEqual([[join(ws.memory, 'proj/deploy.md'), expect.stringContaining('deploy-again.md (same title)')]]);
  });
});

describe('lint: a memory whose file name is not valid UTF-8', () => {
  // Node reads `caf\xe9.md` as `caf\ufffd.md`, a path that opens nothing: the list skips it,
  // and lint used to call it unreadable and send the user to its permissions
  it('warns not-listed, names the bad name as the cause and the name to give it', () => {
    const ws = workspace({ [`${MEMORY}/proj/fine.md`]: NOTE });
    writeFileSync(Buffer.concat([Buffer.from(join(ws.memory, 'proj', 'caf')), Buffer.from([0xe9]), Buffer.from('.md')]), NOTE);
    const found = rows(ws).filter((r) => r.file.includes('caf'));
    expect(found).toEqual([
      {
        file: join(ws.memory, 'proj', 'caf\ufffd.md'),
        rule: 'not-listed',
        severity: 'warning',
        message:
          'the name caf\ufffd.md is not valid UTF-8 (\ufffd marks each byte that is not): no path made from it opens the file, so the list never shows it',
        fix: 'rename it to caf.md',
      },
    ]);
    expect(lint(ws, 'ko').stdout).toContain('올바른 UTF-8이 아닙니다');
  });
});
