// The CLI speaks the list's language: the workspace config's `lang`, else
// PROJECT_MEMORY_LANG, else the locale (LC_ALL, LC_MESSAGES, LANG), else Korean. Its errors
// name the file or field and the fix in both.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SELF } from '../support/built.js';
import { MEMORY, seedWorkspace, tempTree } from '../support/fixtures.js';
import { contextOf, promptEvent, runCli, runHook } from '../support/processes.js';

const EN = { PROJECT_MEMORY_LANG: 'en' };

/** A HOME whose user settings file is broken JSON. */
function homeWithBrokenSettings(): { home: string; settings: string } {
  const home = tempTree();
  mkdirSync(join(home, '.claude'));
  const settings = join(home, '.claude/settings.json');
  writeFileSync(settings, '{ "model": "x", // comment\n');
  return { home, settings };
}

describe('errors name the file or field and the fix, in both languages', () => {
  it.each([
    ['en', EN, 'is not valid JSON (line 1', 'Fix the file or move it away'],
    ['ko', {}, '올바른 JSON이 아닙니다 (1행 ', '파일을 고치거나 다른 곳으로 옮기세요'],
  ])('a broken settings file (%s)', (_lang, env, what, fix) => {
    const { home, settings } = homeWithBrokenSettings();
    const r = runCli(['install', '--dir', tempTree()], { env: { HOME: home, ...env } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(settings);
    expect(r.stderr).toContain(what);
    expect(r.stderr).toContain(fix);
    // Korean names the place; the parser's English words stay out
    if (_lang === 'ko') expect(r.stderr).not.toMatch(/JSON\.parse|Expected|position/);
    // doctor, which changes nothing, says the same without claiming it held back a change
    const doctor = runCli(['doctor', '--dir', tempTree()], { env: { HOME: home, ...env } });
    expect(doctor.stdout).toContain(fix);
    expect(doctor.stdout).not.toMatch(/nothing was changed|아무것도 바꾸지 않았습니다/);
  });

  it.each([
    ['en', EN, '"hooks" is not an object; fix that key by hand'],
    ['ko', {}, '"hooks" 값이 JSON 객체가 아닙니다. 그 키를 직접 고치세요'],
  ])('a settings key of the wrong shape (%s)', (_lang, env, message) => {
    const home = tempTree();
    mkdirSync(join(home, '.claude'));
    const settings = join(home, '.claude/settings.json');
    writeFileSync(settings, '{ "hooks": [] }\n');
    const r = runCli(['install', '--dir', tempTree()], { env: { HOME: home, ...env } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${settings}: ${message}`);
  });

  it.each([
    ['en', EN, 'is not a folder', 'Pass an existing folder'],
    ['ko', {}, '폴더가 아닙니다', '있는 폴더를 지정하세요'],
  ])('a --dir that is not a folder (%s)', (_lang, env, what, fix) => {
    const missing = join(tempTree(), 'nope');
    const r = runCli(['lint', '--dir', missing], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`--dir ${missing}`);
    expect(r.stderr).toContain(what);
    expect(r.stderr).toContain(fix);
  });

  it.each([
    ['en', EN, 'no workspace found'],
    ['ko', {}, '작업 공간을 찾지 못했습니다'],
  ])('no workspace above --dir (%s)', (_lang, env, what) => {
    const outside = tempTree();
    // verify acts on a memory: with no workspace it has none to act on (list, search and stats answer with none)
    const r = runCli(['verify', 'docker', '--dir', outside], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(what);
    expect(r.stderr).toContain(outside);
    expect(r.stderr).toContain('.ai-core/');
    expect(r.stderr).toContain(`${SELF} install --dir`);
  });

  it.each([
    ['en', EN, '--scope must be global or project (got "team"', "1) _global is --scope global and 2) this project's folder is --scope project"],
    ['ko', {}, '--scope는 global이나 project여야 합니다 (받은 값: "team"', '1) _global은 --scope global, 2) 이 프로젝트 폴더는 --scope project'],
  ])("a bad --scope names the choices, and how the save choices' labels map to them (%s)", (_lang, env, message, labels) => {
    // the save choices read `1) _global 2) shop`: a model may pass the label
    for (const scope of ['team', '_global']) {
      const r = runCli(['save', '--scope', scope, '--title', 't', '--description', 'd'], { env });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(message.replace('team', scope));
      expect(r.stderr).toContain(labels);
    }
  });

  it.each([
    ['en', EN, '--title is required, e.g. --title "'],
    ['ko', {}, '--title이 필요합니다. 예: --title "'],
  ])('a missing --title shows an example (%s)', (_lang, env, message) => {
    const r = runCli(['save', '--scope', 'global', '--description', 'd'], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(message);
  });

  it.each([
    ['en', EN, 'is not a usable project key', 'must not contain /'],
    ['ko', {}, '쓸 수 없는 프로젝트 키입니다', '/, \\, :, <, > 또는 제어 문자를 넣을 수 없고'],
  ])('a bad --project says what a key may hold (%s)', (_lang, env, what, rule) => {
    const tmp = seedWorkspace();
    const r = runCli(['list', '--dir', join(tmp, 'ws'), '--project', 'a/b'], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('--project "a/b"');
    expect(r.stderr).toContain(what);
    expect(r.stderr).toContain(rule);
  });
});

describe('the workspace config picks the language', () => {
  function englishWorkspace(): { ws: string; project: string } {
    const tmp = seedWorkspace();
    const ws = join(tmp, 'ws');
    writeFileSync(join(ws, '.ai-core/project-memory.json'), '{"lang":"en"}\n');
    return { ws, project: join(ws, 'workspace/patent.how') };
  }

  it('a config file nothing can use is said once on stderr by a command, in the language then used; a good one says nothing', () => {
    const { ws, project } = englishWorkspace();
    const config = join(ws, '.ai-core/project-memory.json');
    expect(runCli(['list', '--dir', project]).stderr).toBe('');
    writeFileSync(config, '{ "lang": "en", }\n');
    const list = runCli(['list', '--dir', project], { env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(list.code).toBe(0);
    expect(list.stderr).toBe(
      `project-memory: ${config} cannot be used (not a JSON object, or unreadable), so its lang, budget and everyTurn have no effect; \`${SELF} doctor --dir ${project}\` says why.\n`,
    );
    // the file's "lang" is not read: the message comes in the language of the locale
    expect(
      runCli(['save', '--scope', 'global', '--title', 'T', '--description', 'd', '--body', 'x', '--dir', project], { env: { LANG: 'ko_KR.UTF-8' } }).stderr,
    ).toContain('lang, budget, everyTurn이 적용되지 않습니다');
  });

  it('the warning points at doctor in plain words in both languages, and names a merge conflict git left in the config', () => {
    const { ws, project } = englishWorkspace();
    const config = join(ws, '.ai-core/project-memory.json');
    writeFileSync(config, '{ "lang": "en", }\n');
    const doctor = `\`${SELF} doctor --dir ${project}\``;
    const ko = runCli(['list', '--dir', project], { env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.code).toBe(0);
    expect(ko.stderr).toBe(
      `project-memory: ${config}: 사용할 수 없는 파일이라(JSON 객체가 아니거나 읽을 수 없음) lang, budget, everyTurn이 적용되지 않습니다. 자세한 이유를 보는 명령: ${doctor}\n`,
    );
    writeFileSync(config, '{\n<<<<<<< HEAD\n  "lang": "en"\n=======\n  "lang": "ko"\n>>>>>>> theirs\n}\n');
    const en = runCli(['list', '--dir', project], { env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(en.code).toBe(0);
    expect(en.stderr).toBe(
      `project-memory: ${config} has a git merge conflict in it (from line 2), so its lang, budget and everyTurn have no effect until it is resolved; ${doctor} says more.\n`,
    );
    const koConflict = runCli(['list', '--dir', project], { env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(koConflict.stderr).toBe(
      `project-memory: ${config}: git 병합 충돌이 남아 있어(2행부터) 충돌을 해결할 때까지 lang, budget, everyTurn이 적용되지 않습니다. 자세한 내용을 보는 명령: ${doctor}\n`,
    );
    expect(koConflict.stderr).not.toContain('이유:');
  });

  it('{"lang":"en"} switches messages, status lines and help to English', () => {
    const { ws, project } = englishWorkspace();
    const list = runCli(['list', '--dir', project]);
    expect(list.stdout).toContain('project key: workspace--patent__how');
    expect(list.stdout).toContain('[global] docker-branch-switch-danger');
    expect(runCli(['lint', '--dir', ws]).stdout).toMatch(/2 files checked: 0 errors, \d+ warnings?/);
    const usage = runCli(['search', '--dir', ws]);
    expect(usage.stderr).toContain('QUERY is missing');
    expect(usage.stderr).toContain(`See ${SELF} search --help.`);
    expect(runCli(['search', 'kubernetes', '--dir', ws]).stdout).toContain('no memory matches "kubernetes"');
    // --help and the top-level usage look for the workspace from the current folder too
    expect(runCli(['list', '--help'], { cwd: project }).stdout).toContain(`Usage: ${SELF} list`);
    expect(runCli(['--help'], { cwd: project }).stdout).toContain(`Usage: ${SELF} <command>`);
    expect(runCli(['frobnicate'], { cwd: project }).stderr).toContain('unknown command "frobnicate"');
  });

  it('PROJECT_MEMORY_LANG beats the workspace config, which beats the locale: a team of two languages each reads theirs', () => {
    const { project } = englishWorkspace();
    const list = runCli(['list', '--dir', project], { env: { PROJECT_MEMORY_LANG: 'ko', LANG: 'en_US.UTF-8' } });
    expect(list.stdout).toContain('프로젝트 키: workspace--patent__how');
    const byLocale = runCli(['list', '--dir', project], { env: { LANG: 'ko_KR.UTF-8' } });
    expect(byLocale.stdout).toContain('project key: workspace--patent__how');
    const hook = contextOf(runHook(promptEvent(project), { HOME: tempTree(), PROJECT_MEMORY_LANG: 'ko' }).stdout) ?? '';
    expect(hook).toContain('경로:');
    const plain = join(seedWorkspace(), 'ws');
    expect(runCli(['list', '--dir', plain], { env: { PROJECT_MEMORY_LANG: 'en', LANG: 'ko_KR.UTF-8' } }).stdout).toContain('project key:');
    expect(runCli(['list', '--dir', plain], { env: { PROJECT_MEMORY_LANG: 'ko', LANG: 'en_US.UTF-8' } }).stdout).toContain('프로젝트 키:');
  });

  it.each([
    ['LANG=ko_KR.UTF-8', { LANG: 'ko_KR.UTF-8' }, '프로젝트 키:'],
    ['LANG=en_US.UTF-8', { LANG: 'en_US.UTF-8' }, 'project key:'],
    ['LANG=C.UTF-8', { LANG: 'C.UTF-8' }, 'project key:'],
    ['LC_ALL=ko_KR over LANG=en_US', { LC_ALL: 'ko_KR.UTF-8', LANG: 'en_US.UTF-8' }, '프로젝트 키:'],
    ['LC_MESSAGES=en over LANG=ko', { LC_MESSAGES: 'en_US.UTF-8', LANG: 'ko_KR.UTF-8' }, 'project key:'],
    ['no locale at all', {}, '프로젝트 키:'],
  ])('without a config or PROJECT_MEMORY_LANG, the locale decides: %s', (_name, env, expected) => {
    const plain = join(seedWorkspace(), 'ws');
    expect(runCli(['list', '--dir', plain], { env }).stdout).toContain(expected);
  });

  it('an unknown PROJECT_MEMORY_LANG falls back to the config, and no config means Korean', () => {
    const { project } = englishWorkspace();
    expect(runCli(['list', '--dir', project], { env: { PROJECT_MEMORY_LANG: 'fr' } }).stdout).toContain('project key:');
    const plain = seedWorkspace();
    expect(runCli(['list', '--dir', join(plain, 'ws')]).stdout).toContain('프로젝트 키:');
    expect(runCli(['lint', '--dir', join(plain, 'ws', MEMORY)]).stdout).toMatch(/파일 2개 검사: 오류 0개/);
  });

  it('words each change line in Korean as English does, with one verb and no status word in front; a folder is a folder', () => {
    const ws = tempTree();
    const home = tempTree();
    const memory = join(ws, '.ai-core', 'data', 'memory');
    const ko = { HOME: home, PROJECT_MEMORY_LANG: 'ko' };
    const en = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    const args = ['install', '--client', 'codex', '--scope', 'project', '--dir', ws, '--trust-hooks'];
    const planned = runCli([...args, '--dry-run'], { env: ko }).stdout;
    expect(planned).toContain(`  폴더 생성 예정: ${join(memory, '_global')}\n`);
    expect(planned).toContain(`  파일 생성 예정: ${join(memory, 'README.md')}\n`);
    expect(planned).toContain('  UserPromptSubmit hook 신뢰 기록 예정: ');
    const done = runCli(args, { env: ko }).stdout;
    expect(done).toContain(`  폴더 생성함: ${join(memory, '_global')}\n`);
    expect(done).toContain(`  파일 생성함: ${join(memory, '.gitignore')}\n`);
    expect(done).toMatch(/^ {2}hook \d+개 추가함: UserPromptSubmit, /m);
    expect(done).not.toMatch(/완료:|예정:|파일 생성\S*: \S*_global/);
    const removed = runCli(['uninstall', '--client', 'codex', '--scope', 'project', '--dir', ws], { env: ko }).stdout;
    expect(removed).toContain(`  파일 삭제함: ${join(ws, '.codex', 'hooks.json')}\n`);
    expect(removed).toContain(`  폴더 삭제함: ${join(ws, '.codex')}\n`);
    expect(removed).toMatch(/^ {2}hook \d+개 제거함: UserPromptSubmit, /m);
    // English says "created" for both, as before
    const again = runCli(['install', '--client', 'gemini', '--dir', tempTree()], { env: en }).stdout;
    expect(again).toMatch(/^ {2}created \S+\/_global$/m);
  });

  it('translates install and uninstall status lines', () => {
    const ws = join(seedWorkspace(), 'ws');
    const home = tempTree();
    const en = { HOME: home, PROJECT_MEMORY_LANG: 'en' };
    expect(runCli(['install', '--dir', ws], { env: en }).stdout).toContain('✓ installed (user settings:');
    expect(runCli(['install', '--dir', ws], { env: en }).stdout).toContain('already installed');
    const ko = { HOME: home, PROJECT_MEMORY_LANG: 'ko' };
    expect(runCli(['install', '--dir', ws], { env: ko }).stdout).toContain('이미 설치되어 있습니다');
    expect(runCli(['uninstall', '--dir', ws, '--dry-run'], { env: ko }).stdout).toContain('  UserPromptSubmit hook 제거 예정: ');
    expect(runCli(['uninstall', '--dir', ws], { env: ko }).stdout).toContain('✓ 제거함');
    expect(runCli(['uninstall', '--dir', ws], { env: ko }).stdout).toContain('설치되어 있지 않습니다');
  });
});
