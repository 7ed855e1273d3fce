// The test of "one language per output" must itself be able to fail: it catches the
// mixed lines the CLI printed before its words came from the catalogues, and lets
// names, commands, paths, quoted values and kept terms through.
import { describe, expect, it } from 'vitest';
import { englishSentenceIn, hangulIn } from './language-rules.js';

describe('an English sentence in Korean output is caught', () => {
  it.each([
    // install and uninstall, before their change lines were catalogue words
    '  한 일: add UserPromptSubmit hook: NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node /x/dist/hooks/user-prompt-submit.cjs',
    '  할 일: set autoMemoryEnabled: false',
    '  할 일: remove autoMemoryEnabled',
    // doctor rows, before their messages were catalogue words
    '✓ ok    node            Node 20.20.2 (`node` on PATH)',
    '✓ ok    hook            registered in user settings (/home/u/.claude/settings.json)',
    '✓ ok    hook-run:user   exit 0, 456 characters of additional context, 205 ms of 10 s',
    '✓ ok    key-collisions  no two project folders share a memory key (all folders to depth 3)',
    '✓ ok    language        ko, from the locale (LC_ALL, LC_MESSAGES, LANG)',
    '                     fix: `project-memory install` turns it off, or set "autoMemoryEnabled": false in ~/.claude/settings.json',
    // context rows
    'git                                             0         0    0.0%  skipped: not inside a git repository',
    'CLAUDE.md files, in load order',
    'total at session start                        393       147    0.1%',
    // a sentence of four plain words, even without a function word
    '경고: please check every line carefully',
  ])('%s', (line) => {
    expect(englishSentenceIn(line, '모든 검사 통과')).toBeDefined();
  });

  it('a Korean output without any Hangul may not hold two English words in a row', () => {
    expect(englishSentenceIn('all good')).toBeDefined();
    expect(englishSentenceIn('import cursor: /a -> /b')).toBeDefined();
  });
});

describe('names, commands, paths, quoted values and kept terms pass in Korean output', () => {
  it.each([
    '✓ 통과  hook-run:user   종료 코드 0, 추가 컨텍스트 456자, 205 ms (제한 10 s)',
    '  한 일: UserPromptSubmit hook 추가: NODE_OPTIONS= NODE_EXTRA_CA_CERTS= node /x/dist/hooks/user-prompt-submit.cjs',
    '고정: 없음. 어디에 있는 클론이나 worktree에서도 이 키를 쓰려면: project-memory key pin --dir /a/b',
    '키 ws를 고정했습니다: /a/.project-memory-key. 이 파일을 커밋하세요: git add /a/.project-memory-key',
    '`project-memory install`이 끕니다. 또는 ~/.claude/settings.json에 "autoMemoryEnabled": false를 넣으세요',
    'Claude Code의 auto memory가 켜져 있습니다 (user settings의 autoMemoryEnabled)',
    '--json  { dir, ok, checks: [{ id, status, message, fix }] } 출력',
    '알 수 없는 동작 "x": show, pin, move 중 하나를 쓰세요',
    'memory 파일에 front matter가 없습니다: "the first line is empty" 라는 값을 그대로 둡니다',
  ])('%s', (line) => {
    expect(englishSentenceIn(line)).toBeUndefined();
  });
});

describe('Hangul in English output is caught', () => {
  it('finds it anywhere, quoted or not', () => {
    expect(hangulIn('--title is required, e.g. --title "Docker 실행 중 브랜치 전환 금지"')).toBeDefined();
    expect(hangulIn('(a-z, 0-9, 한글)')).toBeDefined();
    expect(hangulIn('did add UserPromptSubmit hook: node /x.cjs')).toBeUndefined();
  });
});
