// Every command that writes memories (save, import, verify, key move) words a write the
// memory folder refuses alike: the memory file (never the temp file beside it), the reason
// in the reader's language, what is left as it was, and the fix: the folder's
// permissions, then the same command again. The built CLI runs as a user the folders are
// closed to (test/support/unreadable.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { readerLockedOut } from '../support/unreadable.js';

const GLOBAL = `${MEMORY}/_global`;
const PROJECT = `${MEMORY}/proj`;
const FIRST = memoryFile({ title: 'first', description: 'the first memory of the project' });

function setup() {
  const tree = tempTree({
    [`${GLOBAL}/first.md`]: FIRST,
    [`${PROJECT}/second.md`]: memoryFile({ title: 'second', description: 'a memory of the project proj' }),
    [`${MEMORY}/other/moved.md`]: memoryFile({ title: 'moved', description: 'a memory under an old key' }),
    'proj/.cursor/rules/style.mdc': '---\ndescription: TypeScript conventions for the API\nalwaysApply: true\n---\n# Style\n\nNo default exports.\n',
  });
  const folders = [GLOBAL, PROJECT, `${MEMORY}/other`, MEMORY];
  const reader = readerLockedOut(tree, folders, 0o555);
  // without this the test would prove nothing (root writes in a folder of mode 555)
  for (const folder of folders) expect(reader.canWrite(folder)).toBe(false);
  return { tree, reader, dir: join(tree, 'proj') };
}

const EN = { PROJECT_MEMORY_LANG: 'en' };
const KO = { PROJECT_MEMORY_LANG: 'ko' };

describe('a memory folder its user may not write in', () => {
  it('verify names the memory, not its temp file, and says to fix the folder and verify again', () => {
    const { tree, reader, dir } = setup();
    const en = reader.cli(['verify', 'first', '--dir', dir], EN);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`${join(tree, GLOBAL, 'first.md')}: could not write (permission denied). Nothing was changed: the memory is as it was.`);
    expect(en.stderr).toContain(`Make ${join(tree, GLOBAL)} writable for you`);
    expect(en.stderr).toContain('then verify again.');
    expect(en.stderr).not.toContain('.tmp');
    const ko = reader.cli(['verify', 'first', '--dir', dir], KO);
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain(`${join(tree, GLOBAL, 'first.md')}: 쓰지 못했습니다 (권한 없음). 바뀐 것은 없습니다`);
    expect(ko.stderr).toContain('다시 verify하세요');
    expect(ko.stderr).not.toContain('.tmp');
    expect(readFileSync(join(tree, GLOBAL, 'first.md'), 'utf8')).toBe(FIRST);
  });

  it('save of a new memory says none was created; --update says the memory is as it was', () => {
    const { tree, reader, dir } = setup();
    const fresh = reader.cli(
      ['save', '--scope', 'global', '--title', 'kafka retention', '--description', 'kafka keeps topics for three days', '--body', 'x', '--dir', dir],
      EN,
    );
    expect(fresh.code).toBe(1);
    expect(fresh.stderr).toContain(
      `${join(tree, GLOBAL, 'kafka-retention.md')}: could not write (permission denied). Nothing was saved: no memory was created.`,
    );
    expect(fresh.stderr).not.toContain('as it was');
    expect(fresh.stderr).toContain('then save again.');
    const update = reader.cli(['save', '--scope', 'global', '--name', 'first', '--update', '--body', 'y', '--dir', dir], EN);
    expect(update.code).toBe(1);
    expect(update.stderr).toContain('Nothing was changed: the memory is as it was.');
    const ko = reader.cli(
      ['save', '--scope', 'global', '--title', 'kafka retention', '--description', 'kafka keeps topics for three days', '--body', 'x', '--dir', dir],
      KO,
    );
    expect(ko.stderr).toContain('새 memory는 만들어지지 않았습니다');
    expect(readdirSync(join(tree, GLOBAL))).toEqual(['first.md']);
  });

  it('import ends with "import again", not "save again"', () => {
    const { tree, reader, dir } = setup();
    const en = reader.cli(['import', 'cursor', '--scope', 'global', '--write', '--dir', dir], EN);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`${join(tree, GLOBAL)}/`);
    expect(en.stderr).toContain('could not write (permission denied). The import stopped here');
    expect(en.stderr).toContain('then import again');
    expect(en.stderr).not.toContain('save again');
    const ko = reader.cli(['import', 'cursor', '--scope', 'global', '--write', '--dir', dir], KO);
    expect(ko.stderr).toContain('다시 가져오세요');
  });

  it('key move names the folder it could not make, says nothing moved and to run the move again', () => {
    const { tree, reader, dir } = setup();
    const en = reader.cli(['key', 'move', 'other', 'newkey', '--dir', dir], EN);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`${join(tree, MEMORY, 'newkey')}: could not write (permission denied). Nothing was moved.`);
    expect(en.stderr).toContain(`Make ${join(tree, MEMORY)} writable for you`);
    expect(en.stderr).toContain('then run the move again.');
    const ko = reader.cli(['key', 'move', 'other', 'newkey', '--dir', dir], KO);
    expect(ko.stderr).toContain('아무것도 옮기지 않았습니다');
    expect(ko.stderr).not.toContain('권한 없음\n');
  });

  it('key move into a folder that refuses the file names the memory and leaves it where it was', () => {
    const { tree, reader, dir } = setup();
    const en = reader.cli(['key', 'move', 'other', 'proj', '--dir', dir], EN);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`${join(tree, MEMORY, 'other', 'moved.md')}: could not write (permission denied). Nothing was moved.`);
    expect(en.stderr).toContain(`Make ${join(tree, PROJECT)} writable for you`);
    expect(readdirSync(join(tree, MEMORY, 'other'))).toEqual(['moved.md']);
    expect(readdirSync(join(tree, PROJECT))).toEqual(['second.md']);
  });

  it("a first save that cannot make the memory folder names the folder that refused it and the fix, in Codex's sandbox its --add-dir", () => {
    const tree = tempTree({ 'repo/.git/HEAD': 'ref: refs/heads/main\n', 'repo/app/': '' });
    const repo = join(tree, 'repo');
    const reader = readerLockedOut(tree, ['repo'], 0o555);
    expect(reader.canWrite('repo')).toBe(false);
    const args = ['save', '--scope', 'project', '--title', 'kafka retention', '--description', 'kafka keeps topics for three days', '--body', 'x'];
    const en = reader.cli([...args, '--dir', join(repo, 'app')], EN);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`${join(repo, GLOBAL)}: could not write (permission denied). Nothing was saved: no memory was created.`);
    expect(en.stderr).toContain(`Make ${repo} writable for you`);
    expect(en.stderr).toContain('then save again.');
    const codex = reader.cli([...args, '--dir', join(repo, 'app')], { ...EN, CODEX_PERMISSION_PROFILE: ':workspace-write' });
    expect(codex.stderr).toContain(`start codex with --add-dir ${repo}`);
    // the sandbox is named as the cause before the system's words, which for a sandbox can read "no such file"
    expect(codex.stderr).toContain(`${join(repo, GLOBAL)}: could not write (Codex's sandbox refused it; the system said: permission denied).`);
    const codexKo = reader.cli([...args, '--dir', join(repo, 'app')], { ...KO, CODEX_PERMISSION_PROFILE: ':workspace-write' });
    expect(codexKo.stderr).toContain('Codex 샌드박스가 막았습니다. 시스템 메시지: 권한 없음');
    const ko = reader.cli([...args, '--dir', join(repo, 'app')], KO);
    expect(ko.stderr).toContain('쓰지 못했습니다 (권한 없음)');
    // a command Codex runs in its workspace-write sandbox has no CODEX_PERMISSION_PROFILE; a
    // folder whose own permissions refuse (EACCES, not the sandbox's EROFS) is the folder's to fix
    const inCodex = reader.cli([...args, '--dir', join(repo, 'app')], { ...EN, CODEX_THREAD_ID: 't-1', CODEX_SANDBOX_NETWORK_DISABLED: '1' });
    expect(inCodex.stderr).toContain(`Make ${repo} writable for you`);
    expect(inCodex.stderr).not.toContain('--add-dir');
  });
});
