// In the home folder with no memory folder, `list` and `search` gave the advice of a
// repository ("the first save makes the memory folder here"), which save then refused:
// a save makes none in the home folder. They say what save says.
import { describe, expect, it } from 'vitest';
import { tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

describe('no workspace in the home folder', () => {
  it.each([
    ['en', 'is your home folder, where a save makes no memory folder', 'save --dir'],
    ['ko', '홈 폴더라 저장해도 memory 폴더가 만들어지지 않습니다', 'save --dir'],
  ] as const)('list says a save makes none there and names the install that does (%s)', (lang, said, notOffered) => {
    const home = tempTree();
    const r = runCli(['list', '--dir', home], { env: { HOME: home, PROJECT_MEMORY_LANG: lang } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(said);
    expect(r.stdout).toContain(`install --dir ${home}`);
    expect(r.stdout).not.toContain(notOffered);
    const search = runCli(['search', 'docker', '--dir', home], { env: { HOME: home, PROJECT_MEMORY_LANG: lang } });
    expect(search.code, search.stderr).toBe(0);
    expect(search.stdout).toContain(said);
  });

  it('elsewhere, still offers the first save', () => {
    const home = tempTree();
    const elsewhere = tempTree();
    const r = runCli(['list', '--dir', elsewhere], { env: { HOME: home, PROJECT_MEMORY_LANG: 'en' } });
    expect(r.stdout).toContain(`save --dir ${elsewhere}`);
  });
});
