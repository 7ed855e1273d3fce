import { HELP_KO } from './help-ko.js';
import type { CliMessages } from './types.js';

// Paths and flags go before a colon or in a fixed slot, so no Korean particle has
// to agree with text that comes from outside.
export const KO: CliMessages = {
  usage: (rows) => `사용법: project-memory <command> [options]

Claude Code를 위한, git으로 관리하는 오래가는 프로젝트 memory.

명령:
${rows}

옵션:
  -h, --help      이 도움말. 명령별 도움말: \`project-memory <command> --help\`
                  또는 \`project-memory help <command>\`
  -v, --version   버전 출력

종료 코드: 0 성공; 1 잘못된 입력 또는 실패한 검사; 3 그 memory(또는 거의 같은
memory)가 이미 있어 \`save\`가 거절함.
--json 출력은 스크립트용입니다: 키와 값은 언어 설정과 관계없이 영어로 유지됩니다.
오류는 그때도 stderr에 글로 나가며(stdout에 JSON으로 나가지 않음), 성공 여부는
종료 코드로 알 수 있습니다.

환경 변수:
  PROJECT_MEMORY_LANG=ko|en    메시지와 목록의 언어 (없으면 작업 공간의
                               .ai-core/project-memory.json "lang", 그것도 없으면 ko)
  PROJECT_MEMORY_PROJECT=KEY   이 프로젝트 키를 사용
  PROJECT_MEMORY_DISABLE=1     그 프로세스에서 hook을 끔
  NO_COLOR=1                   색을 쓰지 않음 (비어 있지 않은 아무 값). 색은 터미널에
                               출력할 때만 씀

예시:
  project-memory install
  project-memory list
  project-memory help save
`,
  summaries: {
    install: 'Claude Code 설정에 hook을 등록하고 memory 폴더를 만듦',
    uninstall: 'install이 추가한 것만 정확히 지움',
    list: 'hook이 볼 수 있는 모든 memory',
    search: '검색어와 관련 있는 순서로 memory를 보여 줌',
    save: 'memory 파일 하나를 쓰고 그 경로를 출력',
    context: 'DIR에서 시작한 Claude Code 세션이 처음 받는 컨텍스트, 부분별로',
    lint: '모든 memory 파일을 검사. 오류가 있으면 종료 코드 1',
    doctor: '검사 결과 표, 문제마다 해결 방법과 함께',
    stats: 'memory별로 첫 목록에 보인 횟수, Claude가 읽은 횟수, 마지막으로 읽은 날',
  },
  help: HELP_KO,
  errors: {
    unknownCommand: (name, commands) => `알 수 없는 명령 "${name}". 명령: ${commands.join(', ')}. project-memory --help를 참고하세요.`,
    seeHelp: (command) => `사용법은 project-memory ${command} --help를 참고하세요.`,
    unknownOption: (option) => `알 수 없는 옵션: ${option}`,
    missingValue: (option) => `${option}: 뒤에 값을 주세요`,
    takesNoValue: (option) => `${option}: 값을 받지 않는 옵션입니다. ${option}만 쓰세요`,
    unexpectedArgument: (arg) => `예상하지 못한 인자 "${arg}": 이 명령은 --옵션만 받습니다`,
    choice: (flag, choices, got) => `--${flag}: ${choices.join(', ')} 중 하나여야 합니다 (받은 값: "${got}")`,
    invalidDir: (dir) => `--dir ${dir}: 폴더가 아닙니다. 있는 폴더를 지정하세요 (기본값: 현재 폴더).`,
    noWorkspace: (dir) =>
      `작업 공간을 찾지 못했습니다: ${dir}에도, 그 위 어느 폴더에도 .ai-core/가 없습니다. 먼저 \`project-memory install --dir <작업 공간 루트>\`를 실행하거나 --dir을 지정하세요.`,
    invalidProject: (key) =>
      `--project "${key}": 쓸 수 없는 프로젝트 키입니다. 키는 폴더 이름이 되므로 / \\ : < > 나 제어 문자를 넣을 수 없고, 점으로 시작하거나 _global일 수 없습니다.`,
    homeNotSet: 'HOME이 설정되지 않아 user 설정 파일(~/.claude/settings.json)을 찾을 수 없습니다. HOME을 설정하거나 --scope project를 쓰세요.',
    settingsUnreadable: (path, reason) => `${path}: 읽을 수 없습니다 (${reason})`,
    settingsNotJson: (path, where) => `${path}: 올바른 JSON이 아닙니다 (${where}). 파일을 고치거나 다른 곳으로 옮기세요. 아무것도 바꾸지 않았습니다.`,
    settingsNotObject: (path) => `${path}: JSON 객체({ … })여야 합니다. 아무것도 바꾸지 않았습니다.`,
  },
  install: {
    alreadyInstalled: (path) => `이미 설치되어 있습니다: ${path}. 아무것도 바꾸지 않았습니다.`,
    dryRun: '미리보기: 아무것도 쓰지 않음',
    installed: '✓ 설치함',
    settingsOf: (scope, path) => `(${scope} 설정: ${path})`,
    would: (change) => `할 일: ${change}`,
    did: (change) => `한 일: ${change}`,
    create: (path) => `생성 ${path}`,
    next: (memoryRoot) => `memory는 ${memoryRoot}에 저장됩니다. 목록은 새 Claude Code 세션의 다음 요청부터 보입니다.`,
    keyConflict: (path, detail) => `${path}: ${detail}. 그 키를 직접 고치세요. 아무것도 바꾸지 않았습니다.`,
  },
  uninstall: {
    notInstalled: (path) => `설치되어 있지 않습니다: ${path}. 아무것도 바꾸지 않았습니다.`,
    uninstalled: '✓ 제거함',
  },
  list: {
    projectKey: (key, source) => `프로젝트 키: ${key} (${source})`,
    empty: '아직 memory가 없습니다',
  },
  save: {
    scopeRequired: '--scope가 필요합니다: global (모든 프로젝트가 공유) 또는 project (이 프로젝트만)',
    titleRequired: '--title이 필요합니다. 예: --title "Docker 실행 중 브랜치 전환 금지"',
    descriptionRequired: '--description이 필요합니다: 목록에 보이는 한 줄 설명',
    bodyTwice: '--body와 --body-file 중 하나만 쓰세요',
    bodyFileMissing: (path) => `--body-file ${path}: 파일이 없습니다. 아무것도 저장하지 않았습니다.`,
    bodyFileUnreadable: (path, reason) => `--body-file ${path}: ${reason}. 아무것도 저장하지 않았습니다.`,
    createdWorkspace: (memoryRoot) => `--dir 위에 .ai-core/가 없어 memory 폴더를 만들었습니다: ${memoryRoot} (코드와 함께 커밋하면 팀이 함께 씁니다).`,
    instructionLike: (path, where) =>
      `경고: ${path}: 모델에 대한 지시처럼 읽힙니다 (${where}). memory는 지시가 아니라 사실을 적어야 합니다. \`project-memory lint\`로 확인하세요.`,
  },
  search: {
    queryMissing: 'QUERY가 없습니다: 찾을 단어를 주세요. 예: project-memory search "docker 403"',
    badLimit: (raw) => `--limit: 1 이상의 정수여야 합니다 (받은 값: "${raw}")`,
    noMatch: (query) => `"${query}"에 맞는 memory가 없습니다`,
  },
  context: {
    heading: (dir) => `Claude Code 세션의 컨텍스트 (시작 폴더: ${dir})`,
    warnings: '경고',
    badWindow: (raw) => `--window: 0보다 큰 정수(토큰 수)여야 합니다. 예: --window 200000 (받은 값: "${raw}")`,
  },
  lint: {
    summary: (files, errors, warnings) => `파일 ${files}개 검사: 오류 ${errors}개, 경고 ${warnings}개`,
    allGood: '문제 없음',
  },
  doctor: {
    heading: (dir) => `project-memory doctor (Claude Code 시작 폴더: ${dir})`,
    failed: (failed, warnings) => `실패 ${failed}개, 경고 ${warnings}개`,
    noFailures: (warnings) => `실패 없음, 경고 ${warnings}개`,
    allPassed: '모든 검사 통과',
  },
  stats: {
    heading: (memoryRoot, usageDir) => `memory 사용 기록: ${memoryRoot} (이 사용자만의 기록, 저장 위치: ${usageDir})`,
    columns: { reads: '읽음', shown: '보임', lastRead: '마지막으로 읽은 날', memory: 'memory' },
    never: '없음',
    noMemories: '아직 memory가 없습니다',
    noUsage: '이 memory 폴더에는 아직 기록이 없습니다. hook이 켜진 다음 Claude Code 세션부터 셉니다 (project-memory install 또는 플러그인).',
    noState: '기록하지 않습니다: 횟수를 둘 이 사용자의 상태 폴더가 없습니다 (HOME, XDG_STATE_HOME 또는 PROJECT_MEMORY_STATE_DIR를 설정하세요).',
    unusedHeading: (minShown) => `첫 목록에 ${minShown}번 이상 보였지만 한 번도 읽지 않은 memory:`,
    noneUnused: (minShown) => `없음: 첫 목록에 ${minShown}번 이상 보인 memory는 모두 한 번 이상 읽었습니다`,
    badMinShown: (raw) => `--min-shown: 1 이상의 정수여야 합니다 (받은 값: "${raw}")`,
    minShownAlone: '--min-shown은 --unused와 함께 씁니다. 예: --unused --min-shown 3',
  },
};
