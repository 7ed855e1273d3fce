import { josa } from './josa.js';
import type { ContextWords } from './types.js';

const n = (value: number) => value.toLocaleString('en-US');

export const CONTEXT_KO: ContextWords = {
  heading: (dir) => `Claude Code 세션의 컨텍스트 (시작 폴더: ${dir})`,
  estimate: (window) => `토큰 ≈ 글자 수/4, 한글·가나·한자는 글자 수/1.5. 컨텍스트 창 ${n(window)} 토큰`,
  columns: { part: '부분', chars: '글자', tokens: '~토큰', window: '창' },
  git: {
    notInstalled: '건너뜀: git이 설치되어 있지 않음',
    notARepo: '건너뜀: git 저장소 밖',
    head: (branch, defaultBranch, user) => `git: ${branch} (기본 브랜치 ${defaultBranch})${user ? ` · ${user}` : ''}`,
    detached: '(분리된 HEAD)',
    unknown: '알 수 없음',
    clean: '변경 없음',
    status: (chars, cut) => `git status ${n(chars)}자${cut ? ', 2,000자에서 자름' : ''}`,
    commits: (count) => `최근 커밋 ${count}개`,
  },
  claudeMd: 'CLAUDE.md 파일 (읽는 순서대로)',
  disabled: '없음: CLAUDE_CODE_DISABLE_CLAUDE_MDS가 설정되어 있음',
  noneFound: '찾은 파일 없음',
  rule: '(규칙)',
  loadsLater: (paths) => `${paths ? `paths: ${paths.join(', ')}. ` : ''}나중에 읽힘`,
  notLoaded: {
    missing: '없음',
    unreadable: '일반 파일이 아님',
    duplicate: '위에서 이미 읽음',
    cycle: '순환 import: 따라가지 않음',
    'too-deep': 'import 5단계 초과: 읽지 않음',
  },
  memoryList: 'memory 목록',
  noWorkspace: '.ai-core/ 작업 공간 없음: hook이 아무것도 출력하지 않음',
  memoryListFirst: 'memory 목록 (세션의 첫 요청)',
  // Claude Code writes the line in English: it is quoted, as text the session gets
  dateLine: (text) => `날짜 줄: "${text}"`,
  total: '세션 시작 때 합계',
  later: (files) => `paths: 규칙, 나중에 읽힘 (${files}개, 합계에 넣지 않음)`,
  warnings: '경고',
  warning: {
    fileLarge: (path, chars, max) =>
      `${path}: ${n(chars)}자로 Claude Code의 권장 ${n(max)}자를 넘습니다. 자세한 내용은 Claude가 필요할 때 읽는 파일이나 \`paths:\` 규칙으로 옮기세요.`,
    cycle: (from, path) => `${from}: ${josa(path, '을/를')} import하는데, 그 파일이 이미 이 파일을 import하고 있습니다. 순환은 따라가지 않습니다.`,
    tooDeep: (path, from, hops) => `${path}: import ${hops}단계를 넘는 깊이에 있습니다 (시작: ${from}). Claude Code는 거기서 멈추므로 읽히지 않습니다.`,
    totalLarge: (chars, max) => `시작할 때 읽는 CLAUDE.md 파일이 모두 합쳐 ${n(chars)}자로, Claude Code의 권장 ${n(max)}자를 넘습니다.`,
    overCap: (chars, cap, preview) =>
      `memory 목록이 ${n(chars)}자로 hook 출력 한도 ${n(cap)}자를 넘습니다: Claude는 목록 대신 파일 경로와 ${n(preview)}자 미리보기를 받습니다. .ai-core/project-memory.json의 budget을 낮추세요.`,
    nearCap: (chars, cap, warnAt) =>
      `memory 목록이 ${n(chars)}자로 hook 출력 한도 ${n(cap)}자에 가깝습니다 (${n(warnAt)}자를 넘으면 경고). .ai-core/project-memory.json의 budget을 낮추세요.`,
  },
  badWindow: (raw) => `--window: 0보다 큰 정수(토큰 수)여야 합니다. 예: --window 200000 (받은 값: "${raw}")`,
};
