// doctor's row for the workspace config, .ai-core/project-memory.json: a file or a value
// the hook quietly ignores is named, with where and why, and the fix. The built CLI over
// real folders; the hook itself goes on ignoring them (test/hook: fails open).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

interface Row {
  id: string;
  status: 'ok' | 'warn' | 'fail';
  message: string;
  fix?: string;
}

const CONFIG = '.ai-core/project-memory.json';

function workspace(config?: string) {
  const root = tempTree({
    [`${MEMORY}/_global/docker.md`]: memoryFile({ title: 'Docker', description: 'Docker 실행 중 브랜치 전환 시 403 발생' }),
    'app/': '',
    ...(config === undefined ? {} : { [CONFIG]: config }),
  });
  return { root, home: tempTree() };
}

function doctor(ws: { root: string; home: string }, lang: 'en' | 'ko') {
  return runCli(['doctor', '--dir', ws.root], { env: { HOME: ws.home, LANG: lang === 'ko' ? 'ko_KR.UTF-8' : 'en_US.UTF-8' } });
}

function configRow(ws: { root: string; home: string }): Row | undefined {
  const run = runCli(['doctor', '--dir', ws.root, '--json'], { env: { HOME: ws.home, LANG: 'en_US.UTF-8' } });
  return (JSON.parse(run.stdout) as { checks: Row[] }).checks.find((c) => c.id === 'config');
}

describe('doctor: the workspace config', () => {
  it('reads past a byte order mark and CRLF line ends, as a Windows editor saves the file, as the hook does', () => {
    const ws = workspace('\uFEFF{ "lang": "ko", "budget": 6000 }\r\n');
    expect(configRow(ws)?.status).toBe('ok');
    // a locale's spelling of a language of ours is one the hook uses
    expect(configRow(workspace('{ "lang": "ko-KR" }'))?.status).toBe('ok');
    const english = { HOME: ws.home, LANG: 'en_US.UTF-8' };
    // the file's language beats the locale: the list comes out in Korean
    expect(contextOf(runHook(promptEvent(join(ws.root, 'app')), english).stdout)).toContain('[공통] docker — Docker 실행 중 브랜치 전환 시 403 발생');
    expect(runCli(['list', '--dir', ws.root], { env: english }).stdout).toContain('[공통] docker');
  });

  it('fails on a file that is not JSON, naming the line and column, in both languages', () => {
    const ws = workspace('{"lang":"ko", \n');
    const path = join(ws.root, CONFIG);
    expect(configRow(ws)).toEqual({
      id: 'config',
      status: 'fail',
      message: `${path} is not valid JSON at line 1, column 14 (the text ends before the JSON is closed): the hook ignores the whole file and uses the defaults`,
      fix: expect.stringContaining('correct the JSON there'),
    });
    const en = doctor(ws, 'en');
    expect(en.code).toBe(1);
    expect(en.stdout).toMatch(/✗ fail +config +.*line 1, column 14/);
    const ko = doctor(ws, 'ko');
    expect(ko.stdout).toContain(`${path}이 1행 14열에서 올바른 JSON이 아님`);
    expect(ko.stdout).toContain('해결: 그 자리의 JSON을 고치세요');
  });

  it('names a merge conflict git left in the file as such, with its first line and the way out, in both languages', () => {
    const ws = workspace('{\n<<<<<<< HEAD\n  "lang": "ko"\n=======\n  "lang": "en"\n>>>>>>> origin/main\n}\n');
    const path = join(ws.root, CONFIG);
    expect(configRow(ws)).toEqual({
      id: 'config',
      status: 'fail',
      message: `${path} is not valid JSON: git left a merge conflict in it (from line 2), so the hook ignores the whole file and uses the defaults`,
      fix: "keep the side you want, delete the other side, git's marker lines (<<<<<<<, =======, >>>>>>>) and any ||||||| line with the older text under it, then `git add` the file, then finish what git stopped (`git rebase --continue`, or `git commit` after a merge) and push",
    });
    const ko = doctor(ws, 'ko');
    expect(ko.code).toBe(1);
    expect(ko.stdout).toContain(`${path}이 올바른 JSON이 아님: git 병합 충돌이 남아 있어(2행부터)`);
  });

  it('names the line of a mistake inside the JSON', () => {
    const ws = workspace('{\n  "lang": "ko"\n  "budget": 3000\n}\n');
    expect(configRow(ws)?.message).toContain('line 3, column 3:');
  });

  it('warns of keys and values the hook ignores: an unknown key with the one meant, a budget and an everyTurn it cannot use', () => {
    const ws = workspace('{"budget":"lots","everyTurn":"yes","lnag":"ko"}');
    const row = configRow(ws);
    expect(row?.status).toBe('warn');
    expect(row?.message).toContain('budget must be a number of characters from 500 to 8000 (the most a list may take), found "lots"');
    expect(row?.message).toContain('everyTurn must be true or false, found "yes"');
    expect(row?.message).toContain('unknown key "lnag" (did you mean "lang"?)');
    expect(row?.fix).toContain('"everyTurn" (true or false)');
    const ko = doctor(ws, 'ko');
    expect(ko.stdout).toContain('모르는 키 "lnag" ("lang"의 오타인가요?)');
    expect(ko.stdout).toContain('budget은 500에서 8000(목록이 쓸 수 있는 최대) 사이의 글자 수여야 하는데 "lots"입니다');
  });

  it.each([
    ['a budget under 500', '{"budget": 200}', 'found 200'],
    ['a budget over the 8,000 a list may take, which leaves the default', '{"budget": 20000}', 'from 500 to 8000 (the most a list may take), found 20000'],
    ['a lang that is no text', '{"lang": 5}', 'lang must be "ko" or "en", found 5'],
    ['a lang that names no language of ours', '{"lang": "fr"}', 'lang must be "ko" or "en", found "fr"'],
    ['a key in another case', '{"Budget": 900}', 'unknown key "Budget" (did you mean "budget"?)'],
    ['a key with an underscore', '{"every_turn": true}', 'unknown key "every_turn" (did you mean "everyTurn"?)'],
    ['a key like no other', '{"colour": "blue"}', 'unknown key "colour";'],
    ['the language as "language"', '{"language": "en"}', 'unknown key "language" (did you mean "lang"?)'],
    ['the language misspelt', '{"langauge": "en"}', 'unknown key "langauge" (did you mean "lang"?)'],
    ['the language as "locale"', '{"locale": "en"}', 'unknown key "locale" (did you mean "lang"?)'],
  ])('warns of %s', (_, config, text) => {
    const row = configRow(workspace(config));
    expect(row?.status).toBe('warn');
    expect(row?.message).toContain(text);
  });

  it('fails on JSON that is no object', () => {
    expect(configRow(workspace('[1, 2]'))).toMatchObject({ status: 'fail', message: expect.stringContaining('holds JSON that is not an object') });
  });

  it('says ok for a config the hook uses whole, and shows no row without one', () => {
    expect(configRow(workspace('{"$schema": "x", "lang": "ko", "budget": "3000", "everyTurn": false}'))).toMatchObject({ status: 'ok' });
    expect(configRow(workspace('{"budget": 8000}'))).toMatchObject({ status: 'ok' });
    expect(configRow(workspace())).toBeUndefined();
  });

  it('leaves the hook as it was: it still lists, with the defaults, and says nothing of the file', () => {
    const ws = workspace('{"lang":"ko", ');
    const run = runHook(promptEvent(join(ws.root, 'app')), { HOME: ws.home, LANG: 'en_US.UTF-8' });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const context = contextOf(run.stdout) as string;
    expect(context).toContain('[global] docker — Docker 실행 중 브랜치 전환 시 403 발생');
    expect(context).not.toContain('project-memory.json');
  });
});
