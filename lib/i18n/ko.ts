import { DEFAULT_LIST_BUDGET, DEFAULT_SCAN_MS, MIN_LIST_BUDGET } from '../model/defaults.js';
import type { SettingsChange } from '../model/settings-change.js';
import type { TomlProblem } from '../model/toml-problem.js';
import { CONTEXT_KO } from './context-ko.js';
import { DOCTOR_KO } from './doctor-ko.js';
import { HELD_IN } from './held-in.js';
import { IMPORT_KO } from './import-ko.js';
import { josa, particleAfter } from './josa.js';
import { REINSTALL } from './reinstall.js';
import { RULES_KO } from './rules-ko.js';
import { scopeKo } from './settings-scope-ko.js';
import type { CliMessages } from './types.js';

/** The flags that give a memory lacking them a title and a description, by example. */
const UPDATE_EXAMPLE_KO = { title: '--title "Docker 실행 중 브랜치 전환 금지"', description: '--description "Docker 실행 중 브랜치 전환 시 403 발생"' };
const FIELD_KO = { title: '제목', description: '설명' };

/**
 * Each verb as a plan (dry run: "추가 예정") and as done ("추가함"), one word for the
 * change where English has "would add" / "added": no "완료:" or "예정:" in front of it.
 */
const VERB_KO = {
  add: { plan: '추가 예정', done: '추가함' },
  update: { plan: '갱신 예정', done: '갱신함' },
  remove: { plan: '제거 예정', done: '제거함' },
  set: { plan: '설정 예정', done: '설정함' },
  create: { plan: '생성 예정', done: '생성함' },
  delete: { plan: '삭제 예정', done: '삭제함' },
  record: { plan: '기록 예정', done: '기록함' },
  move: { plan: '옮길 예정', done: '옮김' },
} as const;

function changeText(change: SettingsChange, tense: 'plan' | 'done'): string {
  const v = (verb: keyof typeof VERB_KO) => VERB_KO[verb][tense];
  switch (change.kind) {
    case 'add-hook':
      return `${change.event} hook ${v('add')}: ${change.command}`;
    case 'update-hook':
      return `${change.event} hook ${v('update')}: ${change.command}`;
    case 'remove-hook':
      return `${change.event} hook ${v('remove')}: ${change.command}`;
    case 'set-key':
      return `${change.key} ${v('set')}: ${JSON.stringify(change.value)}`;
    case 'remove-key':
      return `${change.key} 설정 ${v('remove')}`;
    case 'create-file':
      return `파일 ${v('create')}: ${change.path}`;
    case 'create-folder':
      return `폴더 ${v('create')}: ${change.path}`;
    case 'remove-file':
      return `파일 ${v('delete')}: ${change.path}`;
    case 'remove-folder':
      return `폴더 ${v('delete')}: ${change.path}`;
    case 'trust-hook':
      return `${change.event} hook 신뢰 ${v('record')}: ${change.config}`;
    case 'untrust-hook':
      return `${change.key} 신뢰 기록 ${v('delete')}: ${change.config}`;
    case 'move-trust':
      return `자리가 바뀐 hook의 신뢰 기록 ${v('move')}: ${change.from} → ${change.to} (${change.config})`;
    case 'unignore':
      return `git 무시 목록 ${change.exclude}에서 ${v('remove')}: ${change.line}`;
    case 'add-include':
      return `${change.file ? `${change.file}의 ` : ''}${change.list ?? 'context.includeDirectories'}에 ${v('add')}: ${change.value}`;
    case 'remove-include':
      return `${change.file ? `${change.file}의 ` : ''}${change.list ?? 'context.includeDirectories'}에서 ${v('remove')}: ${change.value}`;
  }
}

/** What is wrong at a place of a TOML file; `key`, the key or table it is about. */
function tomlProblem(problem: TomlProblem, key: string | undefined): string {
  const named = key === undefined ? '' : ` ${key}`;
  switch (problem) {
    case 'unterminated-string':
      return '닫히지 않은 문자열';
    case 'bad-escape':
      return 'TOML에 없는 역슬래시 이스케이프 (역슬래시는 \\\\로 쓰거나 작은따옴표를 쓰세요)';
    case 'control-character':
      return '이스케이프 없이 쓴 제어 문자';
    case 'unclosed-array':
      return '닫히지 않은 배열 ([ …)';
    case 'unclosed-inline-table':
      return '닫히지 않은 인라인 테이블 ({ …)';
    case 'bad-header':
      return '[이름]이나 [[이름]] 꼴이 아닌 테이블 머리글';
    case 'bad-key':
      return '키가 있어야 할 자리에 키가 없음';
    case 'expected-equals':
      return '키 뒤에 =가 없음';
    case 'bad-value':
      return 'TOML이 읽을 수 없는 값 (텍스트는 따옴표로 감싸고, 숫자는 0으로 시작하지 않으며 _는 숫자 사이에만)';
    case 'text-after-value':
      return '값 뒤 같은 줄에 다른 내용이 있음 (다음 `키 = 값`은 새 줄에 쓰세요)';
    case 'duplicate-key':
      return `두 번째로 쓴 키${named}`;
    case 'duplicate-table':
      return `두 번째로 정의한 테이블${named}`;
    case 'not-a-table':
      return `값을 가진 ${josa(named.trim() || '키', '을/를')} 테이블로 씀`;
  }
}

// Paths and flags go before a colon or in a fixed slot, so no Korean particle has
// to agree with text that comes from outside.
export const KO: CliMessages = {
  usage: (rows) => `사용법: project-memory <command> [options]

git으로 버전을 관리하는 Claude Code·Codex CLI·Gemini CLI용 프로젝트 memory.

명령:
${rows}

옵션:
  -h, --help      이 도움말. 명령별 도움말: \`project-memory <command> --help\`
                  또는 \`project-memory help <command>\`
  -v, --version   버전 출력 (--json과 함께: { "version": "…" })
  --dir DIR       (모든 명령) DIR에서 시작한 것처럼 실행. 기본값: 현재 폴더
  --json          (모든 명령) 스크립트용 JSON 출력. 아래 참고

종료 코드: 0 성공; 1 잘못된 입력 또는 실패한 검사; 3 쓰려는 것이 이미 있어 거절함:
그 memory나 거의 같은 memory(\`save\`, \`import\`), 새 이름의 memory(\`rename\`),
다른 고정 키나 자리를 차지한 파일(\`key\`); 70 내부 오류(무슨 일인지 말한 뒤 버그
신고에 쓸 자세한 내용을 붙임).
--json 출력은 스크립트용입니다: 키와 값은 언어 설정과 관계없이 영어로 유지됩니다.
오류는 그때도 stderr에 글로 나가며(stdout에 JSON으로 나가지 않음), 성공 여부는
종료 코드로 알 수 있습니다.

환경 변수:
  PROJECT_MEMORY_LANG=ko|en    메시지와 목록의 언어. 작업 공간의
                               .ai-core/project-memory.json에 있는 "lang"보다 먼저 쓰임.
                               둘 다 없으면 로캘(LC_ALL, LC_MESSAGES, LANG: ko, ko_KR…이면
                               ko, 그 밖은 en), 그것도 없으면 ko. 다른 값은 무시하며
                               \`project-memory doctor\`가 알려 줌
  PROJECT_MEMORY_PROJECT=KEY   이 프로젝트 키를 사용
  PROJECT_MEMORY_DISABLE=1     그 프로세스에서 hook을 끔
  PROJECT_MEMORY_BUDGET=N      목록이 쓸 수 있는 글자 수 (${MIN_LIST_BUDGET}~${DEFAULT_LIST_BUDGET}, 기본 ${DEFAULT_LIST_BUDGET})
  PROJECT_MEMORY_EVERY_TURN=1  요청마다 전체 목록을 보여 줌
  PROJECT_MEMORY_STATE_DIR=DIR 사용자별 상태와 캐시 폴더 (기본
                               $XDG_STATE_HOME/project-memory, 없으면
                               ~/.local/state/project-memory)
  PROJECT_MEMORY_SCAN_MS=N     hook이 답하기 전에 파일을 읽는 최대 시간 (기본 ${DEFAULT_SCAN_MS})
  PROJECT_MEMORY_TRACE=1       hook의 단계별 소요 시간을 stderr에 출력 (Claude에게는 보이지 않음)
  NO_COLOR=1                   색을 쓰지 않음 (비어 있지 않은 아무 값). 색은 터미널에
                               출력할 때만 씀

예시:
  project-memory install
  project-memory list
  project-memory help save
`,
  summaries: {
    install: 'Claude Code, Codex, Gemini CLI에 hook을 등록하고 memory 폴더를 만듦',
    uninstall: 'install이 설정에 추가한 것만 정확히 지움 (memory는 남김)',
    list: 'hook이 볼 수 있는 모든 memory',
    search: '검색어와 관련 있는 순서로 memory를 보여 줌',
    save: 'memory 파일 하나를 쓰고 그 경로를 출력',
    import: 'Claude Code auto memory, CLAUDE.md, Cursor 규칙, Cline memory bank의 내용을 memory로 가져옴',
    key: '프로젝트 키: 어디서 왔는지 보기, 모든 클론과 worktree에 고정하기, 예전 키의 memory 옮기기',
    verify: 'memory를 오늘 확인했다고 표시(verified_at)하고 다음 확인 기한을 정함',
    rename: 'memory의 이름을 바꾸고, 그 이름을 적은 supersedes도 새 이름으로 고침',
    forget: 'memory를 지우고 (git이 가진 것은 git rm), supersedes에서도 그 이름을 뺌',
    context: 'DIR에서 시작한 Claude Code 세션이 처음 받는 컨텍스트, 부분별로',
    lint: '모든 memory 파일을 검사. 오류가 있으면 종료 코드 1',
    doctor: '검사 결과 표, 문제마다 해결 방법과 함께',
    stats: 'memory별로 첫 목록에 보인 횟수, 모델이 읽은 횟수, 마지막으로 읽은 날',
  },
  helpHelp: `사용법: project-memory help [COMMAND]

COMMAND의 도움말을 출력합니다. \`project-memory <command> --help\`와 같은 내용입니다.
COMMAND 없이 실행하면 \`project-memory --help\`처럼 명령 목록을 출력합니다.

예시:
  project-memory help save
  project-memory help
`,
  toml: {
    invalid: (path, failure) =>
      `${path}: ${failure.line}행 ${failure.column}열이 올바른 TOML이 아님 (${tomlProblem(failure.problem, failure.key)}). 고치기 전까지 Codex가 시작되지 않습니다`,
  },
  errors: {
    unknownCommand: (name, commands, help, guess) =>
      `알 수 없는 명령 "${name}"${guess === undefined ? '' : ` (혹시 "${guess}"인가요?)`}. 명령: ${commands.join(', ')}. 도움말: ${help}`,
    optionFirst: (option, commands, reordered) =>
      `${josa(option, '은/는')} 옵션이고, 옵션은 명령 뒤에 씁니다: ${reordered === undefined ? `project-memory COMMAND ${option} … (COMMAND: ${commands.join(', ')})` : reordered}`,
    noCommandTakes: (option, help, guess) =>
      `알 수 없는 옵션: ${option}${guess === undefined ? '' : ` (혹시 ${guess}인가요?)`}. 이 옵션을 받는 명령이 없습니다. 도움말: ${help}`,
    helpExtra: (extra) => `help는 COMMAND를 하나만 받습니다. 남는 인자: "${extra}"`,
    versionExtra: (extra) => `--version은 --json 말고는 받지 않습니다. 남는 인자: "${extra}"`,
    seeHelp: (help) => `도움말: ${help}`,
    languageOption: '언어는 PROJECT_MEMORY_LANG=ko|en 또는 작업 공간 설정 .ai-core/project-memory.json의 "lang"으로 정합니다',
    unknownOption: (option, guess) => `알 수 없는 옵션: ${option}${guess === undefined ? '' : ` (혹시 ${guess}인가요?)`}`,
    missingValue: (option) => `${option}: 뒤에 값을 주세요`,
    dashValue: (option) => `${option}: 뒤에 값을 주세요. -로 시작하는 값은 =로 붙여 씁니다. 예: ${option}=VALUE`,
    takesNoValue: (option) => `${option}: 값을 받지 않는 옵션입니다. ${option}만 쓰세요`,
    unexpectedArgument: (arg, command) => `예상하지 못한 인자 "${arg}": ${command} 명령은 --옵션만 받습니다`,
    choice: (flag, choices, got, guess) =>
      `--${flag}: ${choices.join(', ')} 중 하나여야 합니다 (받은 값: "${got}"${guess === undefined ? '' : `. 혹시 ${guess}인가요?`})`,
    invalidDir: (dir) => `--dir ${dir}: 폴더가 없거나 폴더가 아닙니다. 있는 폴더를 지정하세요 (기본값: 현재 폴더).`,
    homeNoWorkspace: (home, install) =>
      `${josa(home, '은/는')} 홈 폴더라 저장할 때 memory 폴더를 만들지 않습니다. 여기에 두면 자기 memory 폴더가 없는 그 아래 모든 저장소의 memory가 git 밖인 이곳에 모입니다. 저장소에서 저장하거나(처음 저장할 때 저장소 최상위에 memory 폴더가 만들어짐), 일부러 여기에 두려면 이 명령으로 만드세요: \`${install}\`. 아무것도 저장하지 않았습니다.`,
    sharedNoWorkspace: (dir) =>
      `${josa(dir, '은/는')} 이 컴퓨터의 모든 사용자의 파일을 담는 폴더라 저장할 때 memory 폴더를 만들지 않습니다. 다른 사용자의 세션도 이를 찾게 되고, 그 아래에서 시작한 모든 세션이 이를 자기 것으로 여깁니다. 저장소나 자기 폴더에서 저장하세요. 아무것도 저장하지 않았습니다.`,
    configUnused: (path, doctor) =>
      `${path}: 사용할 수 없는 파일이라(JSON 객체가 아니거나 읽을 수 없음) lang, budget, everyTurn이 적용되지 않습니다. 자세한 이유를 보는 명령: \`${doctor}\``,
    configConflict: (path, line, doctor) =>
      `${path}: git 병합 충돌이 남아 있어(${line}행부터) 충돌을 해결할 때까지 lang, budget, everyTurn이 적용되지 않습니다. 자세한 내용을 보는 명령: \`${doctor}\``,
    noWorkspace: (dir, root, save, install) =>
      `작업 공간을 찾지 못했습니다: ${dir}에도, 그 위 어느 폴더에도 .ai-core/가 없어 아직 memory가 없습니다. 처음 저장할 때 ${root}에 memory 폴더가 만들어집니다 (방법: \`${save}\`). plugin 없이 쓴다면 지금 만드는 명령: \`${install}\`. 또는 --dir로 작업 공간 폴더를 지정하세요.`,
    noWorkspaceHome: (dir, root, install) =>
      `작업 공간을 찾지 못했습니다: ${dir}에도, 그 위 어느 폴더에도 .ai-core/가 없어 아직 memory가 없습니다. ${josa(root, '은/는')} 홈 폴더라 저장해도 memory 폴더가 만들어지지 않습니다: 자기 memory 폴더가 없는 그 아래 모든 저장소의 memory를 git 밖에서 모으게 되기 때문입니다. 저장소 안에서 작업하거나 (그 저장소의 첫 저장이 맨 위에 memory 폴더를 만듭니다), 일부러 여기에 만들려면: \`${install}\`.`,
    noWorkspaceShared: (dir, root) =>
      `작업 공간을 찾지 못했습니다: ${dir}에도, 그 위 어느 폴더에도 .ai-core/가 없어 아직 memory가 없습니다. ${josa(root, '은/는')} 이 컴퓨터의 모든 사용자의 파일을 담는 폴더라 저장해도 memory 폴더가 만들어지지 않습니다: 그 아래에서 시작한 모든 세션이 이를 자기 것으로 여기게 되기 때문입니다. 저장소(그 저장소의 첫 저장이 맨 위에 memory 폴더를 만듭니다)나 자기 폴더에서 작업하세요.`,
    memoryRootLinkedOut: (path, resolved, root) =>
      `${path}의 실제 위치가 작업 공간 ${root} 밖의 ${resolved}입니다. project-memory는 작업 공간 밖으로 이어지는 링크를 따라가지 않으므로 그곳에서는 아무것도 읽거나 쓰지 않습니다. 링크를 일반 폴더로 바꾸세요 (링크가 가리키던 내용은 그 폴더로 옮기세요).`,
    invalidProject: (key) =>
      `--project "${key}": 쓸 수 없는 프로젝트 키입니다. 키는 폴더 이름이 되므로(앞뒤 공백은 빠짐) /, \\, :, <, > 또는 제어 문자를 넣을 수 없고, 200바이트보다 길거나 점으로 시작하거나 memory 폴더가 따로 쓰는 이름(_global, README.md)일 수 없습니다. --project my-project 같은 키를 주세요.`,
    secretProject: (masked) =>
      `--project ${masked}: 비밀값(키, 토큰, 비밀번호)처럼 보입니다. 프로젝트 키는 폴더 이름이 되어 memory와 함께 커밋되고 모델에게도 보입니다. --project my-project처럼 평범한 키를 주세요. 아무것도 바꾸지 않았습니다.`,
    secretProjectEnv: (masked) =>
      `PROJECT_MEMORY_PROJECT=${masked}: 비밀값(키, 토큰, 비밀번호)처럼 보입니다. 프로젝트 키는 폴더 이름이 되어 memory와 함께 커밋되고 모델에게도 보입니다. \`unset PROJECT_MEMORY_PROJECT\`로 지우거나 my-project 같은 평범한 키로 설정하세요. 아무것도 바꾸지 않았습니다.`,
    sparseLeftOut: (root, add) =>
      `.ai-core/는 git에 있지만 이 sparse checkout(${root}) 밖에 있습니다: 팀의 memory가 보이지 않는 채 거기 있고, 첫 저장은 그 옆에 memory 폴더를 하나 더 만들게 됩니다. \`${add}\`로 checkout에 더한 뒤 다시 저장하세요. 아무것도 저장하지 않았습니다.`,
    invalidProjectEnv: (key) =>
      `PROJECT_MEMORY_PROJECT="${key}": 쓸 수 없는 프로젝트 키입니다. 키는 폴더 이름이 되므로(앞뒤 공백은 빠짐) /, \\, :, <, > 또는 제어 문자를 넣을 수 없고, 200바이트보다 길거나 점으로 시작하거나 memory 폴더가 따로 쓰는 이름(_global, README.md)일 수 없습니다. 변수를 지우거나 my-project 같은 키로 설정하세요.`,
    homeNotSet: (file, variable, folder, otherScope) =>
      `HOME이 설정되지 않아 ${josa(file, '을/를')} 찾을 수 없습니다. HOME을 설정하거나, ${folder} 대신 쓸 폴더를 ${variable}에 설정하세요${otherScope ? '. 또는 --scope project를 쓰세요' : ''}.`,
    settingsUnreadable: (path, reason) => `${path}: 읽을 수 없습니다 (${reason})`,
    // the parser's own words are English: quoted only where no line and column say where
    settingsNotJson: (path, at) =>
      `${path}: 올바른 JSON이 아닙니다 (${at.line === undefined ? `JSON.parse: "${at.detail}"` : `${at.line}행 ${at.column}열`}). 파일을 고치거나 다른 곳으로 옮기세요. 그때까지 project-memory는 이 파일을 바꾸지 않습니다.`,
    settingsNotObject: (path) => `${path}: JSON 객체({ … })여야 합니다. 그때까지 project-memory는 이 파일을 바꾸지 않습니다.`,
    settingsKeyShape: (path, key, expected) =>
      `${path}: "${key}" 키의 값은 ${{ object: '객체여야', list: '목록이어야', boolean: 'true나 false여야' }[expected]} 합니다. 그전까지 Claude Code는 이 파일을 통째로 읽지 않습니다(그 안의 hook과 규칙이 하나도 적용되지 않음). 그 키를 직접 고치세요. 그때까지 project-memory는 이 파일을 바꾸지 않습니다.`,
    settingsReadOnly: (path, mode) =>
      `${path}: 읽기 전용 파일이라 (mode ${mode}) 아무것도 바꾸지 않았습니다. project-memory가 바꾸게 하려면 쓰기 권한을 주고 (\`chmod u+w ${path}\`) 명령을 다시 실행하세요.`,
    flagForClient: (flag, client) => `${josa(flag, '은/는')} --client ${client}에만 쓰는 옵션입니다`,
    dashArgument: (arg, example) => `알 수 없는 옵션: ${arg}. 옵션이 아니라 인자라면 앞에 --를 붙이세요: ${example}`,
    repeatedFlag: (flag, first, second) => `${josa(flag, '이/가')} 두 번 주어졌습니다 ("${first}", "${second}"). 값을 하나만 받는 옵션이니 한 번만 쓰세요`,
    flagForAction: (flag, given, actions) => `${josa(flag, '은/는')} ${actions.join(', ')}에만 쓰는 옵션입니다 (${given}에는 쓰지 않음)`,
    flagNeeds: (flag, needed) => `${josa(flag, '은/는')} ${josa(needed, '과/와')} 함께 씁니다. 둘 다 주거나 ${josa(flag, '을/를')} 빼세요`,
    installBusy: (lock, holder) =>
      `다른 project-memory install 또는 uninstall이 아직 실행 중입니다 (${lock}: ${holder}). 끝날 때까지 기다렸다가 명령을 다시 실행하세요. 실행 중인 것이 없다면 ${josa(lock, '을/를')} 지우세요.`,
    settingsDuplicateKey: (path, key, lines) =>
      `${path}: "${key}" 키가 ${lines.length}번 있습니다 (${lines.join(', ')}번째 줄). JSON을 읽는 쪽은 마지막 것만 쓰며, project-memory는 어느 쪽을 바꿀지 짐작하지 않습니다. 하나로 합친 뒤 명령을 다시 실행하세요. 아무것도 바꾸지 않았습니다.`,
    settingsDanglingLink: (path, target) =>
      `${path}: 심볼릭 링크가 가리키는 ${josa(target, '이/가')} 없어 아무것도 바꾸지 않았습니다. ${josa(target, '을/를')} 만들거나 ({}만 있어도 됩니다) 링크를 지우고 명령을 다시 실행하세요.`,
  },
  install: {
    alreadyInstalled: (path) => `이미 설치되어 있습니다: ${path}. 아무것도 바꾸지 않았습니다.`,
    incomplete: (root, absent, source) =>
      `이 project-memory 패키지(${root})가 완전하지 않습니다: 파일이 없어(${absent.join(', ')}) hook이 요청마다 실패하게 되므로 아무것도 바꾸지 않았습니다. 고치려면: ${REINSTALL.ko(source)}. 그다음 install을 다시 실행하세요.`,
    dryRun: '미리보기: 아무것도 쓰지 않음',
    installed: '✓ 설치함',
    settingsOf: (scope, path) => `(${scopeKo(scope)} 설정: ${path})`,
    would: (change) => changeText(change, 'plan'),
    did: (change) => changeText(change, 'done'),
    didHooks: (verb, count, events) => `hook ${count}개 ${VERB_KO[verb].done}: ${events}`,
    keyConflict: (path, shape) =>
      `${path}: "${shape.key}" 값이 ${shape.expected === 'object' ? 'JSON 객체가' : '목록이'} 아닙니다. 그 키를 직접 고치세요. 아무것도 바꾸지 않았습니다.`,
    launchIncludeSkipped: (path, reason, doctor) =>
      `hook은 설치했지만 ${josa(path, '이/가')} context.includeDirectories에 memory 폴더를 받지 못해, 이 폴더에서는 Gemini의 read_file이 memory를 열 수 없습니다 (${reason}). 파일을 고친 뒤 install을 다시 실행하세요. 그때까지 ${josa(doctor, '이/가')} 알려 줍니다.`,
    next: (memoryRoot, client) => `memory는 ${memoryRoot}에 저장됩니다. 목록은 새 ${client} 세션을 시작하면 첫 요청부터 보입니다.`,
    checkWith: (command) => `이 설치를 검사하는 명령: ${command}`,
    projectIsUser: (path) =>
      `홈 폴더에서는 프로젝트 설정 파일이 곧 사용자 설정 파일(${path})이고 모든 세션이 이를 읽습니다: 사용자 설정으로 설치했으며, 커밋할 파일이 아닙니다.`,
    pullFirst: (remove) =>
      `이 파일들은 이 클론에 새로 생겼고 아직 git에 없습니다. 팀원이 이미 커밋했다면 git pull은 덮어쓰지 않고 멈추니, 그때는 pull하기 전에 지우세요 (${remove}).`,
    noNode: (link) =>
      `이 PATH에 \`node\`가 없습니다: hook은 실행될 때의 PATH에서 \`node\`를 찾으므로, 없으면 요청마다 "node: not found"가 보입니다. 클라이언트를 시작하는 PATH에 Node를 두세요: nvm이라면 \`nvm alias default ‹버전›\`, 아니면 \`${link}\`.`,
    noRecord: (place, doctor) =>
      `이 설치의 기록을 남기지 못했습니다: ${place === undefined ? '상태 폴더가 없습니다 (HOME, XDG_STATE_HOME 또는 PROJECT_MEMORY_STATE_DIR를 설정하세요)' : `상태 폴더 ${place}: 쓸 수 없습니다 (이유는 ${doctor})`}. uninstall은 hook을 빼고, install이 바꾼 나머지는 직접 되돌리도록 알려 줍니다.`,
    tomlInvalid: (invalid) => `${invalid}. 고친 뒤 install을 다시 실행하세요: --trust-hooks는 그 파일에 씁니다. 아무것도 바꾸지 않았습니다.`,
    tomlShape: (path, line) =>
      `${path} ${line}번째 줄이 hooks나 hooks.state, 또는 그 아래 hook 키에 테이블이 아닌 값을 줍니다(hooks = true, 또는 [hooks] 아래 state = "…"). Codex는 hook 신뢰를 hooks.state."<hooks.json 경로>:<event>:<group>:<handler>".trusted_hash에 두므로 쓸 자리가 없습니다. 그 값을 테이블로 바꾸거나(또는 그 줄을 빼거나) codex의 /hooks에서 신뢰하세요. 아무것도 바꾸지 않았습니다.`,
    trustNeeded: (count) =>
      `Codex는 사용자가 신뢰한 hook만 실행하고, 신뢰하지 않은 hook은 아무 말 없이 건너뜁니다: project-memory hook ${count}개가 아직 신뢰되지 않았습니다.`,
    trustHow: (command, config) =>
      `\`codex\`를 실행해 물어보면 "Review hooks"를 고르고(또는 /hooks 입력), project-memory hook이 있는 이벤트마다 Enter로 열어 그 hook에서 t를 누르세요. 또는 아래 줄을 ${config}에 쓰는 명령을 실행하세요: ${command}`,
    trustStale: (count) =>
      `이 표 가운데 ${count}개는 그 파일에 이미 있고, 이전 설치가 쓴 hook을 신뢰합니다: 표를 다시 넣지 말고 거기의 trusted_hash를 바꾸세요(같은 표가 두 번 있으면 Codex가 시작하지 않습니다).`,
    trustCovers:
      '해시는 각 hook의 이벤트, matcher, 명령, timeout을 담고, 명령이 실행하는 파일은 담지 않습니다: project-memory를 업데이트해도 신뢰가 유지되고, hook을 바꾸거나 그 앞에 다른 hook을 넣거나 Codex 홈을 옮기면 다시 신뢰해야 합니다.',
    codexAddDir: (dir, memoryRoot) =>
      `${dir}에서 시작한 Codex는 memory를 읽을 수는 있지만, 샌드박스 때문에 ${memoryRoot}에 저장하지 못합니다. 거기서는 codex를 --add-dir ${memoryRoot} 옵션으로 시작하거나, Codex config.toml의 [sandbox_workspace_write] writable_roots에 그 폴더를 넣으세요.`,
    projectTrust: (root) =>
      `Codex는 신뢰한 프로젝트에서만 ${root}/.codex/hooks.json을 읽습니다: ${root}에서 \`codex\`를 실행하고 폴더를 신뢰할지 물으면 신뢰하세요.`,
    fromPluginCache: (hooks) =>
      `이 hook은 Claude Code가 보관하는 plugin 사본(${hooks})에서 실행되며, 다음 plugin 업데이트 때 그 폴더가 바뀝니다. 업데이트할 때마다 이 install을 다시 실행하거나, 클론이나 npm 패키지에서 설치하세요.`,
    geminiSave: (command) =>
      `Gemini는 run_shell_command로 다음 명령을 실행해 memory를 저장하며, 실행 전에 사용자에게 묻습니다: \`${command} …\`. 헤드리스 실행(gemini -p)에는 --approval-mode yolo나 commandPrefix = "${command}"인 정책 규칙이 필요합니다.`,
    pinOffer: (key, command) =>
      `이 프로젝트의 키: ${key}. 어느 하위 폴더에서 실행해도, 어디에 있는 클론이나 worktree에서도 같은 키를 쓰려면 키를 고정하고(또는 install --pin) 그 파일을 커밋하세요: ${command}`,
    pinElsewhere: (key, folders, installAlone, pinThat, pinThis) =>
      `설치하지 않았습니다: --pin은 이 키(${key})를 고정하는데, 이 키에는 memory가 없고 여기 어느 폴더 이름과도 맞지 않는 키의 폴더에 memory가 있습니다(${HELD_IN.ko(folders)}). 다른 폴더 이름으로 클론한 곳에서 저장한 이 프로젝트의 memory일 가능성이 크고, 그 고정을 커밋하면 그 클론에서는 보이지 않게 됩니다. 고정 없이 설치하는 명령: ${installAlone}. 그다음 그 키를 고정하거나(${pinThat}) 그래도 이 키를 고정하세요(${pinThis}). 아무것도 바꾸지 않았습니다.`,
    pinOfferElsewhere: (key, folders, command) =>
      `이 클론의 키는 ${key}이고 memory가 없는데, 여기 어느 폴더 이름과도 맞지 않는 키의 폴더에 memory가 있습니다(${HELD_IN.ko(folders)}). 다른 폴더 이름으로 클론한 곳에서 저장한 이 프로젝트의 memory일 가능성이 큽니다. 여기서도 보고 모든 클론과 worktree에서 한 키를 쓰려면 그 키를 고정하세요: ${command}. 그다음 파일을 커밋하세요.`,
    homeLeft: (home, install) =>
      `홈 폴더 ${home}에는 memory 폴더를 만들지 않았습니다. 여기에 두면 자기 memory 폴더가 없는 그 아래 모든 저장소의 memory가 git 밖인 이곳에 모입니다. 저장소에서 처음 저장할 때 그 저장소 최상위에 만들어집니다. 그래도 ${home} 아래 전체에 memory 폴더 하나를 두려면: ${install}`,
    sharedLeft: (dir) =>
      `${josa(dir, '은/는')} 이 컴퓨터의 모든 사용자의 파일을 담는 폴더라 memory 폴더를 만들지 않았습니다. 여기에 두면 그 아래에서 시작한 모든 세션이 이를 자기 것으로 여깁니다. 저장소에서 처음 저장할 때 그 저장소 최상위에 만들어집니다.`,
    geminiHomeLeft: (doctor) =>
      `Gemini CLI의 read_file은 실행한 폴더와 context.includeDirectories의 폴더만 엽니다. 저장소의 memory 폴더는 그 저장소 최상위에서 실행하면 읽힙니다. 하위 폴더에서 실행한다면, 처음 저장한 뒤 그 하위 폴더에서 다음 명령을 실행하세요. 그 폴더를 context.includeDirectories에 더하는 install 명령을 알려 줍니다: ${doctor}`,
    workspaceAbove: (root) => `작업 공간: ${root} (이 폴더 위에서 찾았습니다. 그 아래 어디서 실행해도 같은 memory를 씁니다).`,
    workspaceAtRepoTop: (root) => `작업 공간: ${root} (이 git 저장소의 최상위. 저장소의 어느 폴더에서 실행해도 같은 memory를 찾습니다).`,
    localIgnored: (line, exclude, done) =>
      `${josa(line, '을/를')} 이 클론만의 git 무시 목록 ${exclude}에 ${done ? '더했습니다' : '더할 예정입니다'} (커밋되지 않음): 이 파일에는 이 컴퓨터의 경로가 들어갑니다`,
    localTracked: (path, uninstall, install) =>
      `${josa(path, '은/는')} git이 추적하는 파일이라 커밋하면 이 컴퓨터의 hook 경로가 팀에 공유됩니다. 대신 사용자 범위로 설치하세요: ${uninstall} 다음 ${install}`,
    localOverridden: (path, exclude) =>
      `git이 여전히 ${josa(path, '을/를')} 무시하지 않습니다: .gitignore의 무시 해제 규칙이 ${exclude}보다 우선합니다 (git check-ignore -v --no-index로 그 규칙을 찾을 수 있음). git add -A를 하면 이 컴퓨터의 경로가 커밋됩니다`,
    localUnwritable: (exclude, line, reason) =>
      `${exclude}에 쓰지 못해 (${reason}) git이 설정 파일을 무시하지 않습니다: 그 파일에 다음 줄을 직접 더하거나 커밋에서 빼 두세요: ${line}`,
    projectPath: (file, hooksDir) =>
      `${file}에 이 컴퓨터의 경로(${hooksDir})가 들어갔는데, 이 파일은 커밋하는 파일입니다: 클론한 팀원의 컴퓨터에서는 이 hook 명령이 실행되지 않습니다.`,
    teamClaude: (install) =>
      `팀에서는 각자 직접 설치하고 (plugin: \`claude plugin marketplace add <project-memory 클론 폴더, 또는 GitHub의 owner/repository>\` 다음 \`claude plugin install project-memory@project-memory\`, 또는 ${install}) memory는 git으로 공유하세요. 이 컴퓨터에서만 쓰려면 --scope local이 대신 .claude/settings.local.json에 씁니다.`,
    hooksDisabled: (paths) =>
      `Claude Code가 이 hook을 포함해 어떤 hook도 실행하지 않습니다: ${paths.join(', ')}에 "disableAllHooks": true가 있음. 그 키를 지우거나 false로 바꾸지 않으면 목록이 Claude에게 가지 않습니다.`,
    hooksDisabledOverridden: (paths, path) =>
      `${paths.join(', ')}의 "disableAllHooks": true는 모든 hook을 끕니다. ${josa(path, '이/가')} false로 두고 Claude Code는 더 구체적인 파일의 값을 따르므로, hook은 그 값이 있는 동안만 실행됩니다. 확실히 하려면 true를 지우세요.`,
    teamOther: (install) => `팀에서는 각자 다음을 직접 실행하고 memory는 git으로 공유하세요: ${install}`,
    besidePlugin: {
      refused: (f) =>
        `project-memory plugin ${josa(f.id, '이/가')} ${scopeKo(f.enabledBy)} 설정(${f.enabledIn})에서 켜져 있어 ${f.dir}에서 시작하면 모든 hook이 이미 등록되어 있습니다. ` +
        '여기에도 설치하면 요청마다 hook이 두 번 실행됩니다 (목록은 한 번만 보이지만 /compact와 /clear 뒤에는 두 번 보임). ' +
        (f.autoMemoryFile === undefined
          ? 'plugin이 install이 할 일을 이미 다 합니다: Claude Code의 auto memory도 여기서 꺼져 있습니다. '
          : `plugin을 쓰려면 ${f.autoMemoryFile}에 "${f.autoMemoryKey}": false만 넣으세요 (install이 더하는 것 중 plugin이 못 하는 유일한 설정). `) +
        `이 hook을 대신 쓰려면 plugin을 끈 뒤(\`claude plugin disable ${f.id}\`) 다시 설치하세요. 그래도 함께 설치하려면 --force를 붙이세요. 아무것도 바꾸지 않았습니다.`,
      twice: (f) =>
        `plugin ${f.id}도 켜져 있습니다 (${scopeKo(f.enabledBy)} 설정: ${f.enabledIn}): 요청마다 hook이 두 번 실행됩니다 (목록은 한 번만 보이지만 /compact와 /clear 뒤에는 두 번 보임). ` +
        `하나만 남기세요: ${f.uninstall} (plugin은 남음), 또는 \`claude plugin disable ${f.id}\`.`,
    },
    otherScopeTwice: (scope, path, uninstall) =>
      `project-memory가 ${scopeKo(scope)} 설정(${path})에도 설치되어 있습니다: 둘 다 읽는 곳에서 시작하면 요청마다 hook이 두 번 실행됩니다 (목록은 한 번만 보이지만 /compact와 /clear 뒤에는 두 번 보임). 하나만 남기세요: ${uninstall} 명령이 그쪽을 지웁니다.`,
  },
  uninstall: {
    notInstalled: (path) => `설치되어 있지 않습니다: ${path}. 아무것도 바꾸지 않았습니다.`,
    notInstalledHere: (path) => `설치되어 있지 않습니다: ${path}.`,
    uninstalled: '✓ 제거함',
    trustShifted: (count, path, dryRun) =>
      `${path}에서 project-memory hook 뒤에 있던 신뢰된 hook ${count}개가 한 자리씩 ${dryRun ? '당겨지게 됩니다' : '당겨졌습니다'}. Codex는 자리로 신뢰를 기억하므로 ${dryRun ? '제거한 뒤 ' : ''}codex의 /hooks에서 다시 신뢰하세요.`,
    unrecorded: (left, dryRun) =>
      `이 파일에 대한 설치 기록이 없어(상태 폴더가 지워졌거나 설치 때 쓸 수 없었음) 다음은 그대로 ${dryRun ? '둘 예정입니다' : '두었습니다'}: ${left.join('; ')}. install이 넣는 값이니, 직접 넣은 것이 아니라면 손으로 지우세요.`,
    committedFile: (path, install) =>
      `${josa(path, '은/는')} 커밋된 파일입니다: 이 변경을 커밋하면 이 파일로 hook을 받던 팀원은 hook을 잃습니다(Claude Code라면 자동 메모리도 다시 켜집니다). 팀원마다 먼저 직접 설치하세요: ${install}.`,
    stateLeft: (stateDir, remove) => `캐시와 설치 기록은 ${stateDir}/에 남습니다: project-memory를 어디에서도 쓰지 않게 되면 지우세요 (\`${remove}\`).`,
    folderKept: (memoryRoot, because) =>
      `memory 폴더(${memoryRoot})는 memory 없이 그대로 둡니다: ${
        because.kind === 'changed'
          ? `install이 만들지 않았거나 그 뒤에 바뀐 것이 있습니다 (${because.names.join(', ')})`
          : because.kind === 'tracked'
            ? 'git이 추적하는 파일이 있습니다 (커밋으로 팀과 나눴을 수 있습니다)'
            : because.kind === 'git-unknown'
              ? 'git이 추적하는 파일이 있는지 git이 답하지 못했습니다'
              : because.kind === 'linked'
                ? '링크를 거쳐 닿는 폴더라, 지울 것이 다른 곳에 있습니다'
                : because.kind === 'in-use'
                  ? '다른 설치나 plugin이 아직 이 폴더를 읽습니다'
                  : `지울 수 없었습니다 (${because.kind === 'unremovable' ? because.code : ''})`
      }. 아무도 쓰지 않는다면 직접 지우세요.`,
    emptyFolderRemoved: (memoryRoot, dryRun) =>
      `install이 만든 memory 폴더(${memoryRoot})를 ${dryRun ? '지울 것입니다' : '지웠습니다'}: memory는 하나도 없이 README와 .gitignore뿐이었고, git이 추적하는 파일도 없었습니다.`,
    memoriesKept: (memoryRoot) =>
      `${memoryRoot}/의 memory는 그대로 둡니다: uninstall은 memory를 지우지 않습니다. memory는 일반 파일이라, 커밋되어 있다면 project-memory를 쓰는 다른 팀원은 계속 읽습니다. 아무도 쓰지 않을 때만 폴더를 직접 지우세요.`,
    stillInstalled: (scope, path, command) => `project-memory가 아직 ${scopeKo(scope)} 설정(${path})에 설치되어 있습니다. 지우는 명령: ${command}`,
    launchIncludeLeft: (path, reason) =>
      `${path}의 context.includeDirectories에 install이 더한 memory 폴더가 남아 있습니다: 지금은 그 파일을 바꿀 수 없습니다 (${reason}). 직접 빼거나, 파일을 고친 뒤 uninstall을 다시 실행하세요.`,
    stillInstalledFor: (client, scope, path, command) =>
      `project-memory가 ${client}에도 아직 ${scopeKo(scope)} 설정(${path})에 설치되어 있습니다. 지우는 명령: ${command}`,
    ignoreKept: (line, exclude, still, command) =>
      `${josa(line, '은/는')} ${exclude}에 남습니다: 아직 있는 ${josa(still, '을/를')} 커밋에서 빼 주는 줄입니다. 그 파일이 없어진 뒤 이 줄을 지우는 명령: ${command}`,
  },
  list: {
    projectKey: (key, source) => `프로젝트 키: ${key} (${source})`,
    sources: {
      env: 'PROJECT_MEMORY_PROJECT 또는 --project',
      pin: '고정 파일',
      tmux: 'tmux 세션',
      'memory-folder': '이미 있는 memory 폴더',
      git: 'git 최상위 폴더',
      'package-folder': '가장 가까운 패키지 폴더',
      'launch-folder': '시작 폴더',
      'workspace-root': '작업 공간 루트, 그 자체는 프로젝트가 아님',
      remote: 'git 원격 저장소 이름, 첫 프로젝트 저장 때 고정됨',
    },
    empty: '아직 memory가 없습니다',
    noProjectFolder: (key, holding, guess) =>
      `프로젝트 키 ${key}의 폴더는 아직 없습니다${guess === undefined ? '' : ` (혹시 ${guess}인가요?)`}${holding.length === 0 ? '' : `. memory가 있는 프로젝트: ${HELD_IN.ko(holding)}`}`,
    projectsHere: (folders, more, listing) =>
      `이 폴더는 프로젝트가 아닙니다: 그 아래 프로젝트마다 memory 폴더가 따로 있습니다(${HELD_IN.ko(folders)}${more > 0 ? `, 그 밖에 폴더 ${more}개` : ''}). 여기서 한 프로젝트의 memory 보기: ${listing}`,
    projectsUnnamed: (count, listing) =>
      `이 폴더는 프로젝트가 아닙니다: 그 아래 프로젝트 폴더 ${count}개에 memory가 따로 있지만, 이름을 그대로 보여 줄 수 없습니다. 이름을 보는 명령: ${listing}`,
    folderUnreadable: (folder) => `⚠ memory 폴더(${folder})를 읽을 수 없어 그 안의 memory를 표시하지 못했습니다: 권한을 확인하세요`,
    pinIgnored: (path, problem, doctor) =>
      `⚠ 키 고정 파일 ${josa(path, '을/를')} 건너뛰었으므로(${problem}) 이 목록에 프로젝트의 memory가 빠졌을 수 있습니다: \`${doctor}\`에서 해결 방법을 볼 수 있습니다`,
    folderLinked: (folder) =>
      `⚠ memory 폴더(${folder})는 심볼릭 링크라 따라가지 않으므로 그 안의 memory를 읽지도 표시하지도 않았습니다: 링크를 실제 폴더로 바꾸세요`,
    notAFolder: (path, move) =>
      `⚠ memory 폴더가 있어야 할 ${path} 자리에 파일이 있어 그 폴더의 memory를 표시하지 못했고 저장도 할 수 없습니다: 남길 내용이 있으면 옮기고(${move}) 아니면 지우세요`,
    otherClone: (key, folders, pin) =>
      `⚠ 이 프로젝트의 키 ${key}에는 memory가 없는데 다른 키의 폴더에는 있습니다(${HELD_IN.ko(folders)}). 폴더 이름을 바꾸기 전이나 다른 이름의 클론에서 저장한 이 프로젝트의 memory일 가능성이 큽니다. 맞다면 그 키를 여기에 고정하세요: ${pin}`,
    pinnedAway: (key, folders, move, repin) =>
      `⚠ 이 프로젝트의 고정된 키 ${key}에는 memory가 없는데 다른 키의 폴더에는 있습니다(${HELD_IN.ko(folders)}). 키 고정이 바뀌기 전의 키로 저장했거나 고정된 키에서 옮겨 간 이 프로젝트의 memory일 가능성이 큽니다. 맞다면 memory를 ${key}에 옮기세요: ${move}. 또는 그 키를 다시 고정하세요: ${repin}`,
    splitClones: (key, memories, folders, into, commands) =>
      `⚠ 이 프로젝트의 키 ${key}에 memory ${memories}개가 있는데, 여기서는 목록에 나오지 않는 다른 키의 폴더에도 memory가 있습니다(${HELD_IN.ko(folders)}). 다른 폴더 이름으로 클론한 팀원의 저장소일 가능성이 크며, 각 클론은 자기 것만 봅니다. 맞다면 한 키(${into})로 모으세요: ${commands.join(', 그다음 ')}. 그다음 .project-memory-key와 .ai-core/를 커밋하세요`,
    leftBehind: (key, folder, move) =>
      `⚠ ${folder.key}/의 memory ${folder.count}개는 이 저장소 경로의 키로 저장되어 목록에 나오지 않습니다. 이 프로젝트의 키는 ${josa(key, '으로/로')} 고정되어 있습니다. 키를 고정하기 전이나, 그 전에 갈라진 브랜치에서 저장한 memory일 가능성이 큽니다. 맞다면 이 명령이 ${josa(key, '으로/로')} 옮깁니다: ${move} (--dry-run을 더하면 옮길 것을 먼저 봄)`,
    supersededBy: (names) => `(${josa(names, '으로/로')} 대체됨)`,
    hidden: (count, listing) => `대체된 memory ${count}개는 표시하지 않음: ${listing}`,
  },
  save: {
    nameInOtherScope: (name, other) =>
      `${other}도 이름이 ${josa(name, '이라/라')}서 둘 다 목록에 나오고, verify, rename, forget, --update는 --scope를 요구합니다`,
    savedAs: (given, name) => `--name "${given}"의 memory를 ${josa(name, '으로/로')} 저장했습니다. verify, --update, --supersedes에는 이 이름을 쓰세요`,
    scopeRequired: '--scope가 필요합니다: global (모든 프로젝트가 공유) 또는 project (이 프로젝트만)',
    scopeOfBoth: (name) => `${josa(name, '은/는')} global memory이기도 하고 이 프로젝트의 memory이기도 합니다: --scope global이나 --scope project를 주세요`,
    titleRequired: '--title이 필요합니다. 예: --title "Docker 실행 중 브랜치 전환 금지"',
    descriptionRequired: '--description이 필요합니다: 목록에 보이는 한 줄 설명',
    bodyTwice: '--body와 --body-file 중 하나만 쓰세요',
    bodyFileMissing: (path) => `--body-file ${path}: 파일이 없습니다. 아무것도 저장하지 않았습니다.`,
    bodyFileUnreadable: (path, reason) => `--body-file ${path}: ${reason}. 아무것도 저장하지 않았습니다.`,
    bodyTooLarge: (path, maxKb) =>
      `${path === undefined ? '표준 입력으로 받은 본문이' : `--body-file ${path}의 내용이`} lint와 목록이 비밀값을 검사하는 ${maxKb} KB를 넘어서 더 읽지 않았습니다 (모델은 memory를 통째로 읽습니다). 메모는 짧게 쓰고, 긴 자료는 붙여 넣지 말고 링크를 거세요. 아무것도 저장하지 않았습니다.`,
    bodyFileNotAFile: (path, what) =>
      what === 'folder'
        ? `--body-file ${path}: 파일이 아니라 ${RULES_KO.notAFile.folder}입니다. 아무것도 저장하지 않았습니다.`
        : `--body-file ${path}: 일반 파일이 아니라 ${RULES_KO.notAFile.special}(FIFO, 소켓, 장치)이므로 읽지 않았습니다. 파일을 주거나, 본문을 --body-file -로 표준 입력에 넘기세요. 아무것도 저장하지 않았습니다.`,
    bodyFileNotUtf8: (path) =>
      `--body-file ${path}: UTF-8 텍스트가 아닙니다 (Latin-1이나 UTF-16 등. PowerShell 5의 \`>\`는 UTF-16으로 씁니다). 그대로 저장하면 글자가 U+FFFD로 바뀌어 되돌릴 수 없습니다. UTF-8로 저장한 뒤 명령을 다시 실행하세요. 아무것도 저장하지 않았습니다.`,
    flagNotUtf8: (flags) =>
      `${flags.join(', ')}에 U+FFFD(\ufffd)가 있습니다. UTF-8로 설정되지 않은 터미널이나 스크립트는 넘기지 못한 글자마다 이 문자를 넘깁니다: 그랬다면 그 글자는 잃은 채 저장되었습니다. UTF-8 로캘(LANG=ko_KR.UTF-8)에서 --update로 다시 저장해 고치세요.`,
    bodyStdinNotUtf8:
      '표준 입력으로 받은 본문이 UTF-8 텍스트가 아닙니다 (Latin-1이나 UTF-16 등). 그대로 저장하면 글자가 U+FFFD로 바뀌어 되돌릴 수 없습니다. UTF-8로 넘긴 뒤 명령을 다시 실행하세요. 아무것도 저장하지 않았습니다.',
    bodyNul: (path, offset) =>
      `${path === undefined ? '표준 입력으로 받은 본문' : `--body-file ${path}`}에 텍스트에는 없는 NUL 바이트가 있습니다 (${offset}번째 바이트): 바이너리 파일(이미지, 압축 파일, 컴파일된 파일)이거나 UTF-16으로 쓴 텍스트입니다 (PowerShell 5의 \`>\`가 UTF-16으로 씁니다). 본문을 UTF-8 텍스트로 주고 명령을 다시 실행하세요. 아무것도 저장하지 않았습니다.`,
    waitingForBody:
      'project-memory save: 표준 입력에서 본문을 기다리는 중입니다. 파이프가 열려 있지만 아직 아무것도 오지 않았습니다. 본문 없이 저장하려면 파이프를 닫고, 아니면 --body TEXT나 --body-file FILE을 주세요',
    updateStdinUnasked:
      '--update에서 표준 입력의 텍스트는 --body-file -가 있을 때만 memory 본문을 바꿉니다: 그 텍스트로 본문을 바꾸려면 --body-file -를 더하고, 본문을 그대로 두려면 명령에 </dev/null을 주세요 (`while read` 반복문 안의 명령은 반복문 입력의 남은 부분을 읽습니다). 아무것도 저장하지 않았습니다.',
    rootIsNoProject: (root, rootKey) =>
      `${josa(root, '은/는')} 작업 공간 루트이지 프로젝트가 아닙니다: 여기서 project memory를 저장하면 그 아래 모든 프로젝트의 목록에 나옵니다. 해당 프로젝트를 --project KEY로 지정하거나(작업 공간 전체가 한 프로젝트라면 --project ${rootKey}), 모든 프로젝트용이면 --scope global을 쓰세요. 아무것도 저장하지 않았습니다.`,
    editedMeanwhile: (path) =>
      `이 갱신이 도는 사이에 파일이 바뀌었습니다(손으로 고쳤거나 다른 저장): ${path}. 지금 모습 그대로 두었습니다. 지금 담긴 내용을 보고 갱신을 다시 실행하세요. 아무것도 저장하지 않았습니다.`,
    pinUnusable: (path, doctor) =>
      `프로젝트 키 고정 파일에 쓸 수 있는 키가 없습니다(예: git이 남긴 병합 충돌, 심볼릭 링크): ${path}. 지금 저장하면 project memory가, 이 파일을 고친 뒤의 키로는 찾을 수 없는 폴더에 들어갈 수 있습니다. 고정 파일을 고치거나 --project KEY를 주세요. 무엇이 잘못됐는지는 다음 명령이 알려 줍니다: ${doctor}. 아무것도 저장하지 않았습니다.`,
    secretName: (kind) =>
      `memory 이름이 비밀값처럼 보입니다 (${kind}): 이름은 요청마다 목록에 보이고 git에 남으므로 어떤 옵션으로도 허용하지 않습니다. 다른 --name이나 제목을 주세요. 아무것도 저장하지 않았습니다.`,
    tooLarge: (kb, maxKb) =>
      `memory가 ${kb} KB가 되어 lint와 목록이 비밀값을 검사하는 ${maxKb} KB를 넘습니다 (모델은 memory를 통째로 읽습니다). 메모는 짧게 쓰고, 긴 자료는 붙여 넣지 말고 링크를 거세요. 아무것도 저장하지 않았습니다.`,
    emptyBody: (path, command) =>
      `경고: 본문이 빈 채로 저장했습니다: ${path}. 목록에는 설명이 보이지만 파일에는 그 이상이 없습니다. 본문을 더하려면 다음 명령에 파이프로 넘기세요: ${command}`,
    warned: (path, lines, lint) => `경고: ${josa(path, '을/를')} 저장했지만 검사(${lint})에서 경고가 나왔습니다:\n${lines}`,
    warnedUnchanged: (path, lines, lint) => `경고: ${path}에는 검사(${lint})의 경고가 아직 남아 있습니다:\n${lines}`,
    listedAgain: (paths) =>
      `경고: --supersedes가 원래 목록을 바꿔, 그 목록이 가리던 memory가 목록에 다시 나옵니다 (계속 가리려면 --supersedes에도 적으세요):\n${paths.map((p) => `  ${p}`).join('\n')}`,
    hiddenBySupersedes: (path, name, hiders) =>
      `경고: ${josa(path, '을/를')} 저장했지만 목록에서 숨겨집니다. 다음 memory의 supersedes에 ${josa(name, '이/가')} 있어 그 memory가 이것을 대체합니다:\n${hiders}\n목록, 검색, 요청마다 실행되는 hook 어디에도 나오지 않습니다(list --all에서는 대체됨으로 표시되어 보임). 보이게 하려면 그 supersedes에서 ${josa(name, '을/를')} 빼거나, 이 파일의 이름을 다른 이름으로 바꾸세요.`,
    templateLeft: (field, placeholder) =>
      field === 'body'
        ? `본문에 템플릿의 ${josa(placeholder, '이/가')} 그대로 있습니다: 그 자리에 기억할 내용을 쓰세요. 아무것도 저장하지 않았습니다.`
        : field === 'tags'
          ? `--tags가 템플릿의 ${placeholder} 그대로입니다: 이 memory의 태그를 주거나 --tags를 빼세요 (생략 가능). 아무것도 저장하지 않았습니다.`
          : `${josa(`--${field}`, '이/가')} 템플릿의 ${placeholder} 그대로입니다: 기억할 내용으로 채우세요. 아무것도 저장하지 않았습니다.`,
    scopeChoice: (got, guess) =>
      `--scope는 global이나 project여야 합니다 (받은 값: "${got}"${guess === undefined ? '' : `. 혹시 ${guess}인가요?`}): 저장 선택지의 1) _global은 --scope global, 2) 이 프로젝트 폴더는 --scope project입니다`,
    titleEmpty: '--title이 비어 있습니다. 짧은 제목을 주세요. 예: --title "Docker 실행 중 브랜치 전환 금지". 아무것도 저장하지 않았습니다.',
    descriptionEmpty:
      '--description이 비어 있습니다. 목록에 보일 한 줄 설명을 주세요. 예: --description "Docker 실행 중 브랜치 전환 시 403 발생". 아무것도 저장하지 않았습니다.',
    updateNeedsName: (listing) =>
      `--update에는 바꿀 memory의 이름이 필요합니다: --name NAME을 주세요. 이름을 보는 명령: ${listing}. 아무것도 저장하지 않았습니다.`,
    titleNoLetters:
      '제목에 파일 이름으로 쓸 글자나 숫자(a-z, 0-9, 한글, 가나, 한자)가 없습니다. --name을 주세요. 예: --name docker-branch-switch. 아무것도 저장하지 않았습니다.',
    badName: (name, problem) =>
      problem === 'path'
        ? `--name ${josa(`"${name}"`, '은/는')} 경로입니다. docker-branch-switch 같은 파일 이름을 주세요. 아무것도 저장하지 않았습니다.`
        : problem === 'control'
          ? '--name에 제어 문자가 있습니다. docker-branch-switch 같은 파일 이름을 입력하세요. 아무것도 저장하지 않았습니다.'
          : `--name "${name}"에 파일 이름으로 쓸 글자나 숫자(a-z, 0-9, -, _, 한글, 가나, 한자)가 없습니다. 아무것도 저장하지 않았습니다.`,
    ignoredByGit: (path, rule) =>
      `git이 ${josa(path, '을/를')} 무시하므로 (${rule}) 팀원에게 이 memory가 가지 않습니다. memory 폴더를 공유하려면 그 규칙을 지우고 커밋하세요. 혼자 쓰려면 그대로 두세요.`,
    nearMissKey: (key, meant, move) => `새 프로젝트 키 ${key}에 저장했습니다. 혹시 ${meant}인가요? 그리로 옮기는 명령: ${move}`,
    noShareLine: (held) =>
      held === 'detached'
        ? '이 변경을 공유할 명령 한 줄을 만들 수 없습니다: HEAD가 분리되어 있어, 여기서 한 커밋은 다른 곳을 체크아웃하면 어느 브랜치에도 남지 않습니다. 브랜치에서 memory 파일을 커밋하세요'
        : held === 'conflict'
          ? 'git에 충돌한 파일이 있어 이 변경을 공유할 명령 한 줄을 만들 수 없습니다(그동안에는 커밋할 수 없음). 충돌을 해결한 뒤(git status가 알려 줌) memory 파일을 커밋하세요'
          : `git ${held} 작업이 진행 중이라 이 변경을 공유할 명령 한 줄을 만들 수 없습니다(그동안에는 일부 파일만 커밋할 수 없음). 작업이 끝나면 memory 파일을 커밋하세요`,
    commitBeforePull: (steps, pushes, fresh, count, clash) => {
      const how = pushes ? '붙여 넣을 한 줄' : '커밋까지만 하는 한 줄. push는 브랜치를 공유할 준비가 되면 하세요';
      const head = {
        all: `${count === 1 ? '이 파일은' : '이 파일들은'} 이 클론에 새로 생겼고 아직 git에 없습니다. pull하기 전에 커밋하고, 공유하려면 push하세요`,
        some: '이 memory 변경은 아직 git에 없고 일부는 이 클론에 새로 생긴 파일입니다. pull하기 전에 커밋하고, 공유하려면 push하세요',
        none: '이 memory 변경은 아직 커밋되지 않았고, push하기 전에는 팀원에게 가지 않습니다',
      }[fresh];
      const stops = !clash
        ? ''
        : '\n팀원이 같은 새 파일을 이미 커밋했다면 이쪽 것을 커밋할 때까지 git pull이 멈춥니다. pull을 진행하려고 이 파일을 지우지 마세요: 저장한 memory도 그 안에 있습니다.';
      return `${head} (${how}):\n  ${steps}${stops}`;
    },
    takenAlong: (along) =>
      `앞서 써 두고 아직 git에 없는 ${along.slice(0, 5).join(', ')}${along.length > 5 ? ` 외 ${along.length - 5}개` : ''}도 함께 들어갑니다.`,
    setAside: (aside, lint) =>
      `앞서 써 두고 아직 git에 없는 ${aside.slice(0, 5).join(', ')}${aside.length > 5 ? ` 외 ${aside.length - 5}개` : ''}는 lint가 찾은 오류나 비밀값, 모델에게 내리는 지시가 있어 이 줄에서 뺐습니다. \`${lint}\`로 확인해 고치면 다음 줄에 함께 들어갑니다.`,
    reservedName: (name, instead) =>
      `--name "${name}": memory 파일에 쓸 수 없는 이름입니다 (README.md는 memory 폴더를 설명하는 파일이라 목록에 나오지 않고, con, nul, aux 등은 Windows의 장치 이름). 다른 이름을 주세요. 예: --name ${instead}. 아무것도 저장하지 않았습니다.`,
    nameTooLong: (chars, bytes, maxChars, maxBytes) =>
      `--name이 ${chars}자(UTF-8로 ${bytes}바이트)입니다. memory 이름은 최대 ${maxChars}자, ${maxBytes}바이트(한글 ${Math.floor(maxBytes / 3)}자)까지입니다. 더 짧은 --name을 주세요. 아무것도 저장하지 않았습니다.`,
    badProjectKey: (key) =>
      `프로젝트 키 ${josa(`"${key}"`, '은/는')} 폴더 이름이 될 수 없습니다. --project KEY를 주거나 --scope global을 쓰세요. 아무것도 저장하지 않았습니다.`,
    notAFile: (path, what) => `${RULES_KO.notAMemoryFile(path, what)}. 치우거나 다른 --name을 고르세요. 아무것도 저장하지 않았습니다.`,
    existsRace: (path) => `${josa(path, '이/가')} 이미 있습니다 (방금 다른 프로세스가 저장함). 먼저 읽어 보고, 바꾸려면 --update를 주세요.`,
    secret: (lines) =>
      `비밀값으로 보이는 내용이 있어 저장하지 않습니다 (memory는 커밋되고 모델에게 보입니다):\n${lines}\n` +
      '값을 지우고 대신 값이 있는 곳을 적으세요 (예: 환경 변수 ${DB_PASSWORD}). 비밀값이 아니라고 사용자가 확인할 때만 --allow-secret을 붙이세요. 아무것도 저장하지 않았습니다.',
    invalid: (lines, hasSecret, lint) =>
      `저장하지 않습니다. lint(${lint})가 오류로 볼 내용이 있습니다:\n${lines}\n` +
      `위 문제를 고친 뒤 다시 저장하세요.${hasSecret ? ' 비밀값으로 본 것이 비밀값이 아니라고 사용자가 확인할 때만 --allow-secret을 붙이세요.' : ''} 아무것도 저장하지 않았습니다.`,
    outsideRoot: (dir, realDir, realRoot) =>
      `${josa(dir, '이/가')} memory 루트 ${realRoot} 안의 같은 이름의 일반 폴더가 아니라 ${josa(realDir, '을/를')} 가리킵니다. 그 링크를 일반 폴더로 바꾸세요. 아무것도 저장하지 않았습니다.`,
    unusableName: (slug) => `${josa(`"${slug}"`, '은/는')} memory 이름으로 쓸 수 없습니다. 다른 --name을 주세요. 아무것도 저장하지 않았습니다.`,
    lockBusy: (dir, path, holder) =>
      `${dir}에 다른 저장이나 가져오기가 진행 중이라 잠금 ${josa(path, '을/를')} 쥐고 있습니다 (${holder}). 진행 중인 것이 없다면 그 파일을 지우고 다시 저장하세요. 아무것도 저장하지 않았습니다.`,
    notReadBack: (reason) =>
      `memory 내용을 다시 읽으니 쓴 것과 다릅니다 (${reason ?? '필드가 다름'}). 아무것도 저장하지 않았습니다. 실행한 명령과 함께 알려 주세요.`,
    keyShared: (key, others, pinOwn) =>
      `프로젝트 키 ${josa(key, '은/는')} ${others.join(', ')}에서도 나오는 키입니다 (경로의 /와 .은 --와 __로 씀). 두 폴더가 memory 폴더 하나를 함께 쓰고, 서로의 memory가 목록에 나옵니다. 나누려면 한쪽에 따로 키를 주세요: ${pinOwn}`,
    besideOtherClone: (key, folders, pinThat, moveHere) =>
      `프로젝트 ${key}의 첫 memory입니다. 그런데 여기 어느 폴더 이름과도 맞지 않는 키의 폴더에 memory가 있습니다(${HELD_IN.ko(folders)}). 다른 폴더 이름으로 클론한 곳에서 저장한 이 프로젝트의 memory일 가능성이 큽니다. 그렇다면 그 키를 고정하고 이 memory를 그리로 옮기세요: ${pinThat}, 그다음 ${moveHere}.`,
    unchanged: (path) => `${path}에 이미 이 내용 그대로 있습니다. 바뀐 것이 없어 아무것도 쓰지 않았습니다.`,
    firstPinned: (key, path, by) =>
      `프로젝트 키 ${josa(key, '을/를')} ${path}에 고정했습니다. 폴더 이름이 무엇이든 모든 클론이 이 memory를 찾도록 memory와 함께 커밋하세요(${by} --no-pin이면 고정하지 않음).`,
    firstPinnedRemote: (key, remote, folderKey, path, by) =>
      `프로젝트 키를 이 폴더 이름(${folderKey})이 아니라 원격 저장소 ${josa(remote, '이/가')} 가리키는 저장소 이름 ${josa(key, '으로/로')} ${path}에 고정했습니다. 폴더 이름이 무엇이든 모든 클론이 이 memory를 한 키 아래에 두도록 memory와 함께 커밋하세요(${by} --no-pin이면 고정하지 않음).`,
    pinAndNoPin: '--pin과 --no-pin은 함께 줄 수 없습니다. 하나만 주세요.',
    pinOffer: (key, command) =>
      `프로젝트 ${key}의 첫 memory입니다. 어디에 있는 클론이나 worktree에서도 이 키를 쓰려면 키를 고정하고(또는 save에 --pin) 그 파일을 커밋하세요: ${command}`,
    exists: (path, name) =>
      `${path}: 이미 있습니다. 먼저 읽어 보고, 아래 중 무엇을 할지 사용자가 말하지 않았다면 물어보세요. 기존 파일을 고치려면 --update를 붙이세요 (주지 않은 필드는 그대로 둠. 본문을 표준 입력으로 주려면 --body-file -). 파일은 두고 목록에서만 빼려면 새 memory를 다른 이름으로 저장하면서 대체하세요: --name <새 이름> --supersedes ${name}. 아무것도 저장하지 않았습니다.`,
    nameTwin: (path, name, rename) =>
      `${path}: ${josa(`${name}.md`, '을/를')} 다르게 쓴 이름입니다 (대소문자가 다르거나 한글 자모를 풀어 씀). macOS와 Windows는 둘을 한 파일로 보므로 그곳에서 체크아웃하면 하나만 남습니다. ${name}.md로 이름을 바꾼 뒤 (${rename}) 다시 저장하거나 (바꾸려면 --update), 다른 --name을 고르세요. 아무것도 저장하지 않았습니다.`,
    nearDuplicate: (folder, lines, name) =>
      `${folder}에 비슷한 memory가 이미 있습니다:\n${lines}\n먼저 읽어 보고, 아래 중 무엇을 할지 사용자가 말하지 않았다면 물어보세요. 기존 memory를 고치려면: --update --name ${name} (본문을 표준 입력으로 주려면 --body-file -도 붙임). 이 memory가 그것을 대체하게 하려면 (옛 파일은 남고 목록에서만 빠짐): --supersedes ${name}. 그래도 따로 저장하려면: --force-duplicate. 아무것도 저장하지 않았습니다.`,
    nearDuplicateOnUpdate: (updating, lines, supersedes) =>
      `이렇게 바꾸면 ${josa(updating, '이/가')} 다음 memory와 거의 같아집니다:\n${lines}\n먼저 읽어 보고, 아래 중 무엇을 할지 사용자가 말하지 않았다면 물어보세요. 둘이 이제 같은 것을 말한다면 하나만 두세요: 이번 --update에 --supersedes ${supersedes}${particleAfter(supersedes, '을/를')} 주면 그것이 목록에서 빠지고(파일은 남음), 아니면 둘 중 하나를 지우세요. 그래도 둘 다 두려면: --force-duplicate. 아무것도 저장하지 않았습니다.`,
    nearDuplicateGlobal: (lines, name) =>
      `비슷한 memory가 이미 global에 있어 이 프로젝트에도 보입니다:\n${lines}\n먼저 읽어 보고, 아래 중 무엇을 할지 사용자가 말하지 않았다면 물어보세요. 모든 프로젝트에서 바꾸려면: --scope global --update --name ${name}. 이 프로젝트에서만 대체하려면(다른 프로젝트에는 남음): --supersedes ${name}. 그래도 따로 저장하려면: --force-duplicate. 아무것도 저장하지 않았습니다.`,
    nearDuplicateProject: (folder, lines, name) =>
      `비슷한 memory가 이미 이 프로젝트(${folder})에 있어, global로 저장하면 그 옆에 함께 보입니다:\n${lines}\n먼저 읽어 보고, 아래 중 무엇을 할지 사용자가 말하지 않았다면 물어보세요. 그것을 바꾸려면: --scope project --update --name ${name}. global로 옮기려면 --force-duplicate로 저장한 뒤 ${folder}에서 ${josa(name, '을/를')} 지우세요. 아무것도 저장하지 않았습니다.`,
    supersedesSelf: (name) =>
      `--supersedes ${name}: memory는 자기 자신을 대체할 수 없습니다. 이 memory가 대신할 memory의 이름을 주세요. 아무것도 저장하지 않았습니다.`,
    supersedesUnknown: (name, where, listing) =>
      `--supersedes ${name}: ${where}에 그런 이름의 memory가 없습니다. 이름을 확인하는 명령: ${listing}. 아무것도 저장하지 않았습니다.`,
    supersedesLoop: (name, paths) =>
      `--supersedes: ${josa(name, '과/와')} 아래 memory가 고리를 이루어 서로를 대체하게 됩니다. 고리 안의 memory는 목록이 하나도 숨기지 않고, lint는 오류로 봅니다:\n${paths.map((p) => `  ${p}`).join('\n')}\n고리를 끊으세요: ${josa(name, '으로/로')} 되돌아오는 이름을 --supersedes에서 빼거나, 먼저 ${josa(name, '을/를')} supersedes에 적은 memory에서 그 이름을 빼세요. 아무것도 저장하지 않았습니다.`,
    supersedesGlobalOnly: (name, project) =>
      `--supersedes ${name}: 그 memory는 프로젝트 ${project}의 것이고, global memory는 global memory만 대체할 수 있습니다. 그 프로젝트에서 빼려면 대체할 memory를 --scope project로 저장하세요. 아무것도 저장하지 않았습니다.`,
    updateMissing: (name, folder, list) =>
      `${folder}에 수정할 memory ${josa(name, '이/가')} 없습니다. 이름을 보는 명령: ${list}. 새 memory로 저장하려면 --update 없이 저장하세요. 아무것도 저장하지 않았습니다.`,
    updateLacks: (path, fields, bare) => {
      const flags = fields.map((field) => UPDATE_EXAMPLE_KO[field]).join(' ');
      const missing = fields.map((field) => FIELD_KO[field]).join('과 ');
      const why = bare
        ? `${path}: front matter가 없어서 남겨 둘 ${josa(missing, '이/가')} 없습니다`
        : `${path}: front matter에 ${josa(missing, '이/가')} 없어서 남겨 둘 것이 없습니다`;
      return `${why} (--update는 주지 않은 필드를 파일에서 남겨 둡니다). 다음처럼 주세요: ${flags}. 아무것도 저장하지 않았습니다.`;
    },
    updateUnreadable: (path, lines, lint) =>
      `${path}: front matter를 읽을 수 없어 --update가 그 내용을 지킬 수 없습니다:\n${lines}\nfront matter를 고친 뒤 다시 수정하세요. 고칠 곳을 보여 주는 명령: ${lint}. 아무것도 저장하지 않았습니다.`,
    updateNotUtf8: (path) =>
      `${path}: UTF-8 텍스트가 아닙니다 (Latin-1이나 UTF-16 등). --update로 다시 쓰면 ASCII가 아닌 글자가 U+FFFD로 바뀌어 되돌릴 수 없습니다. UTF-8로 저장한 뒤 다시 수정하세요. 아무것도 저장하지 않았습니다.`,
    updateReadOnly: (path, mode) =>
      `${path}: 읽기 전용 파일이라 (mode ${mode}) 수정하지 않았습니다. project-memory가 바꾸게 하려면 쓰기 권한을 주고 (\`chmod u+w ${path}\`) 다시 수정하세요. 아무것도 저장하지 않았습니다.`,
    readFailed: (path, reason) => `${path}: 읽지 못했습니다 (${reason}). 권한 등 읽기를 막는 것을 고친 뒤 다시 저장하세요. 아무것도 저장하지 않았습니다.`,
    fileInFolderPlace: (file, move) =>
      `${josa(file, '은/는')} memory 폴더가 있어야 할 자리에 있는 파일이라 그 아래에는 아무것도 저장할 수 없습니다. 남길 내용이 있으면 옆으로 옮기고 (${move}), 없으면 지운 뒤 다시 저장하세요: 폴더는 save가 만듭니다. 아무것도 저장하지 않았습니다.`,
    folderReadFailed: (folder, reason) =>
      `memory 폴더(${folder}/)를 읽지 못해서 (${reason}) 그 안에 무엇이 있는지 알 수 없습니다. 권한 등 읽기를 막는 것을 고친 뒤 다시 저장하세요. 아무것도 저장하지 않았습니다.`,
  },
  words: {
    gitRefused: (repository, trust) =>
      `git이 ${repository} 저장소를 거부합니다: 다른 사용자가 소유한 저장소입니다("dubious ownership"). 믿을 수 있는 저장소라면 \`${trust}\`를 실행한 뒤 다시 시도하세요. 아무것도 바꾸지 않았습니다.`,
    gitBusy: (operation, path) =>
      `${path}의 저장소에서 git ${operation} 작업이 진행 중입니다. 지금 스테이징하면(git rm, git mv) 그 작업을 이어 가는 커밋에 들어갑니다. 끝내거나(git ${operation} --continue) 취소한 뒤(git ${operation} --abort) 다시 실행하세요. 아무것도 바꾸지 않았습니다.`,
    ioReason: (code) =>
      ({
        ENOSPC: '디스크가 가득 참',
        EDQUOT: '디스크 할당량을 다 씀',
        EROFS: '읽기 전용 파일 시스템',
        EACCES: '권한 없음',
        EPERM: '권한 없음',
        EISDIR: `파일이 아니라 ${RULES_KO.notAFile.folder}임`,
        ENXIO: `일반 파일이 아니라 ${RULES_KO.notAFile.special}임`,
        ENOENT: '파일이나 폴더가 없음',
        ENOTDIR: '경로 중간에 폴더가 아닌 것이 있음',
        ELOOP: '심볼릭 링크가 너무 많이 이어짐',
        ENAMETOOLONG: '이름이 너무 김',
        EIO: '입출력 오류',
        EMFILE: '열린 파일이 너무 많음',
        ENFILE: '열린 파일이 너무 많음',
        EFBIG: '파일이 너무 큼',
      })[code],
    ioFix: (code) =>
      ({
        EACCES: '막는 것(그 파일이나 폴더의 권한, 소유자)을 고친 뒤 명령을 다시 실행하세요.',
        EPERM: '막는 것(그 파일이나 폴더의 권한, 소유자)을 고친 뒤 명령을 다시 실행하세요.',
        EROFS: '쓸 수 있는 파일 시스템에서 실행하거나, 쓸 수 있게 마운트하세요.',
        ENOSPC: '공간을 비운 뒤 명령을 다시 실행하세요.',
        EDQUOT: '공간을 비운 뒤 명령을 다시 실행하세요.',
      })[code],
    fileNotFolder: (path) => `${josa(path, '은/는')} 폴더가 아니라 파일임: 옆으로 옮기거나 지우세요`,
    notRewritable: {
      'not-utf8': () => 'UTF-8 텍스트가 아님: 다시 쓰면 다른 글자가 사라짐',
      'not-rewritten': () => 'supersedes를 안전하게 다시 쓸 수 없음',
      'not-parsed': () => 'front matter를 읽을 수 없어 supersedes를 알 수 없음: 이유는 lint가 알려 줌',
      'read-only': (chmod) => `읽기 전용: supersedes를 바꿔도 된다면 먼저 \`${chmod}\``,
    },
    sandboxRefused: (reason) => `Codex 샌드박스가 막았습니다. 시스템 메시지: ${reason}`,
    writeFailed: (failure) => {
      const { path, reason, fix, left, again } = failure;
      const kept = {
        created: '아무것도 저장하지 않았습니다: 새 memory는 만들어지지 않았습니다.',
        unchanged: '바뀐 것은 없습니다: memory는 그대로입니다.',
        import: '가져오기는 여기서 멈췄습니다: 이 memory와 그 뒤의 것은 쓰지 않았고, 앞의 것은 썼습니다.',
        move:
          left.kind === 'move' && left.moved > 0
            ? `${left.total}개 중 ${left.moved}개는 이미 ${josa(left.toDir, '으로/로')} 옮겼고, 나머지는 그대로입니다.`
            : '아무것도 옮기지 않았습니다.',
      }[left.kind];
      const fixText = {
        permissions: `${fix.folder}에 쓸 수 있게 권한이나 소유자를 고친 뒤(예: chmod u+w)`,
        space: `${josa(fix.folder, '이/가')} 있는 디스크의 공간을 비운 뒤`,
        'read-only': `${josa(fix.folder, '은/는')} 읽기 전용 파일 시스템에 있습니다. 쓰기 가능하게 마운트한 뒤`,
        'codex-sandbox': fix.readOnlyExec
          ? `codex exec의 기본 샌드박스는 읽기 전용이라 명령이 ${fix.folder}에 쓰는 것을 막습니다. codex exec를 -s workspace-write로 실행한 뒤`
          : `Codex의 샌드박스가 명령이 ${fix.folder}에 쓰는 것을 막습니다. codex를 --add-dir ${josa(fix.folder, '으로/로')} 시작하거나(codex exec는 -s workspace-write도), Codex config.toml의 [sandbox_workspace_write] writable_roots에 그 폴더를 넣은 뒤`,
        other: `${fix.folder}에 쓰지 못하게 막는 것(권한, 디스크 공간)을 고친 뒤`,
      }[fix.kind];
      const rerun = {
        save: '다시 저장하세요',
        import: '다시 가져오세요 (이미 있는 것은 건너뜁니다)',
        verify: '다시 verify하세요',
        move: '옮기기를 다시 실행하세요',
        rename: '다시 rename하세요',
        forget: '다시 forget하세요',
      }[again];
      return `${path}: 쓰지 못했습니다 (${reason}). ${kept} ${fixText} ${rerun}.`;
    },
    secretAt: (kind, field, line, column) => `${field}의 ${line}행 ${column}열: ${kind}`,
    createdWorkspace: (dir, memoryRoot, inGit) =>
      `${dir}에도, 그 위 어느 폴더에도 .ai-core/가 없어 memory 폴더를 만들었습니다: ${memoryRoot}${inGit ? ' (코드와 함께 커밋하면 팀이 함께 씁니다)' : ''}.`,
    cwdGone: (detail) =>
      `현재 폴더가 더 이상 없습니다 (셸이 들어간 뒤 지워지거나 옮겨졌습니다). 그래서 여기서는 아무것도 할 수 없습니다. 있는 폴더로 \`cd\`한 뒤 명령을 다시 실행하세요. 자세한 내용: ${detail}`,
    internal: (detail) =>
      `내부 오류: project-memory가 예상하지 못한 일로 멈췄고, 그 뒤로는 아무것도 하지 않았습니다. 실행한 명령과 다음 내용을 함께 알려 주세요: ${detail}`,
  },
  key: {
    unknownAction: (action) => `알 수 없는 동작 "${action}": show, pin, move 중 하나를 쓰세요`,
    tooManyArguments: (action, extra) =>
      `${{ show: 'key show는 인자를 받지 않습니다', pin: 'key pin은 KEY를 하나까지만 받습니다', move: 'key move는 OLD와 NEW 하나까지만 받습니다' }[action]}. 남는 인자: "${extra}"`,
    invalidKey: (key) =>
      `"${key}": 쓸 수 없는 프로젝트 키입니다. 키는 폴더 이름이 되므로 비어 있거나, /, \\, :, <, > 또는 제어 문자를 넣거나, 200바이트보다 길거나, 점으로 시작하거나, memory 폴더가 따로 쓰는 이름(_global, README.md)일 수 없습니다.`,
    unpinnableKey: (key) =>
      key.startsWith('-')
        ? `"${key}": 고정할 수 없는 키입니다. -로 시작하는 키는 그 키를 쓰는 명령마다 옵션으로 읽힙니다. -로 시작하지 않는 키를 고정하세요.`
        : key.startsWith('#')
          ? `"${key}": 고정할 수 없는 키입니다. 고정 파일은 #로 시작하는 줄을 주석으로 읽으므로 다른 키가 고정됩니다. #로 시작하지 않는 키를 고정하세요.`
          : `"${key}": 고정할 수 없는 키입니다. 문장이나 비밀값, 모델에게 내리는 지시처럼 읽혀 hook이 고정 파일에서 건너뜁니다. 짧은 이름을 고정하세요.`,
    source: {
      env: 'PROJECT_MEMORY_PROJECT',
      pin: (file) => `고정 파일 ${file}`,
      tmux: (name) => `tmux 세션 이름 ${name} (같은 이름의 memory 폴더가 있음)`,
      memoryFolder: (dir) => `이미 있는 memory 폴더 (프로젝트 폴더: ${dir})`,
      git: (dir) => `git 최상위 폴더 ${dir}`,
      packageFolder: (dir) => `패키지 폴더 ${dir} (package.json, go.mod 같은 파일이 있는 가장 가까운 폴더)`,
      launchFolder: (dir) => `시작 폴더 ${dir}`,
      workspaceRoot: (dir) => `작업 공간 루트 ${dir} (여기서는 프로젝트가 아니므로 project 범위로 저장하려면 --project가 필요함)`,
      worktree: (main, commonDir) => `; 연결된 git worktree라서 주 worktree의 키를 씀: ${main} (git 공통 디렉터리 ${commonDir})`,
    },
    shownKey: (key) => `프로젝트 키: ${key}`,
    shownSource: (text) => `출처: ${text}`,
    shownFolder: (folder, memories) => `memory 폴더: ${folder} (memory ${memories}개)`,
    shownFolderUnreadable: (folder, blocking) => `memory 폴더: ${folder} (읽을 수 없음: ${blocking === undefined ? '' : `${blocking}의 `}권한을 확인하세요)`,
    shownPin: (path, key) => `고정: ${path} (${key})`,
    shownLaterKeys: (later, doctor) => `  뒷줄에 적힌 ${josa(later.join(', '), '은/는')} 아무도 읽지 않습니다: \`${doctor}\`에서 해결 방법을 볼 수 있습니다`,
    shownPinOnFirstSave: (key, remote, command) =>
      `고정: 아직 없음. 이 프로젝트의 첫 memory가 원격 저장소 ${josa(remote, '이/가')} 가리키는 저장소 이름 ${josa(key, '을/를')} 모든 클론에서 같은 키로 고정합니다. 지금 고정하려면: ${command}`,
    shownNoPin: (command) => `고정: 없음. 어디에 있는 클론이나 worktree에서도 이 키를 쓰려면: ${command}`,
    shownClaudeWorktree: (dir, main) =>
      `worktree: ${dir} (Claude Code가 만든 .claude/worktrees/ 아래 worktree로, 일이 끝나면 지워짐). memory는 ${main}에서처럼 읽고 저장함`,
    pinProblem: (problem) => {
      switch (problem.kind) {
        case 'empty':
          return '키가 없음 (빈 줄이나 주석뿐임)';
        case 'not-text':
          return '키를 읽을 수 있는 텍스트가 아님 (UTF-8이 아닌 바이트, 또는 4 KB 초과): 키를 한 줄에 쓰세요';
        case 'conflict':
          return `git 병합 충돌이 남아 있음 (${problem.sides.map((side) => `"${side}"`).join(', ') || '양쪽'}): 프로젝트의 memory가 있는 키를 남기세요`;
        case 'link':
          return '심볼릭 링크라서 따라가지 않음 (저장소 밖의 아무 파일이나 가리킬 수 있음): 키를 담은 일반 파일로 바꾸세요';
        case 'secret':
          return '키가 비밀번호나 토큰처럼 보여서 보여 주지도 폴더 이름으로 쓰지도 않음: 지우고 평범한 키를 고정하세요';
        case 'instruction':
          return '키가 모델에게 내리는 지시처럼 읽혀서 보여 주지도 폴더 이름으로 쓰지도 않음: 지우고 평범한 키를 고정하세요';
        case 'dash':
          return `${josa(`"${problem.key}"`, '은/는')} -로 시작해서 이 키를 쓰는 명령마다 옵션으로 읽힘: -로 시작하지 않는 키를 고정하세요`;
        default:
          return `${josa(`"${problem.key}"`, '은/는')} memory 폴더 이름이 될 수 없음`;
      }
    },
    shownBadPin: (path, problem, command) => `고정: ${path}: 무시됨 (${problem}). 올바른 파일을 쓰는 명령: ${command}`,
    or: ' 또는 ',
    pinned: (path, key, add) =>
      `키 ${josa(key, '을/를')} 고정했습니다: ${path}. 이 파일을 커밋하면 이 프로젝트의 모든 클론과 worktree가 이 키를 씁니다: ${add}`,
    wouldPin: (path, key) => `쓸 파일: ${path} (키: ${key})`,
    alreadyPinned: (path, key) => `이미 고정되어 있습니다: ${path} (키: ${key}). 아무것도 바꾸지 않았습니다.`,
    leftUnderOtherKey: (key, folder, memories, command) =>
      `고정 파일이 함께 적고 있던 키 ${key}의 memory ${memories}개(${folder})는 이제 어느 클론의 목록에도 나오지 않습니다. 옮기는 명령: ${command}`,
    pinConflicted: (path, problem, choices) => `고정하지 않았습니다: ${path}: ${problem}. 한쪽을 고정하세요: ${choices}. 아무것도 바꾸지 않았습니다.`,
    laterKeysDropped: (keys, dryRun) => `아무도 읽지 않던 뒷줄의 키 ${josa(keys.join(', '), '을/를')} ${dryRun ? '지울 것입니다' : '지웠습니다'}.`,
    pinElsewhere: (key, folders, pinThat, pinThis) =>
      `고정하지 않았습니다: 이 클론의 키 ${key}에는 memory가 없는데, 여기 어느 폴더 이름과도 맞지 않는 키의 폴더에 memory가 있습니다(${HELD_IN.ko(folders)}). 다른 폴더 이름으로 클론한 곳에서 저장한 이 프로젝트의 memory일 가능성이 큽니다. 이 키(${key})를 고정해 커밋하면 그 클론에서는 이 memory가 보이지 않게 됩니다. 그 키를 고정하는 명령: ${pinThat}. 그래도 이 키를 고정하려면: ${pinThis}. 아무것도 바꾸지 않았습니다.`,
    pinConflict: (path, current, wanted, move, replace) =>
      `${path}: 이미 키 ${josa(current, '을/를')} 고정하고 있습니다. ${replace === undefined ? `대신 ${josa(wanted, '으로/로')} 고정하려면 --force를 주세요` : `대신 ${josa(wanted, '으로/로')} 고정하는 명령: ${replace}`} (${current} 아래의 memory는 옮기기 전까지 그대로 있습니다. 옮기는 명령: ${move}). 아무것도 바꾸지 않았습니다.`,
    hereNeedsKey: '--here는 그 폴더에 따로 키를 줍니다: KEY를 주세요. 예: key pin my-package --here',
    hereNoProject: (dir) => `${dir}: .git이나 .ai-core 안이라 프로젝트가 될 수 없는 폴더입니다. 프로젝트 폴더를 --dir로 주세요. 아무것도 바꾸지 않았습니다.`,
    pinConflictAbove: (path, current, wanted, dir, write, replace) =>
      `${path}: 그 아래 모든 폴더(${dir} 포함)의 키를 ${josa(current, '으로/로')} 고정하고 있습니다. ${replace === undefined ? `--force를 주면 그 모두가 ${josa(wanted, '으로/로')} 바뀝니다` : `그 모두를 ${josa(wanted, '으로/로')} 바꾸는 명령: ${replace}`}. ${dir}에만 따로 키를 주려면 그 폴더에 고정 파일을 쓰세요: ${write}. 아무것도 바꾸지 않았습니다.`,
    keyTrouble: (key, trouble) =>
      trouble.kind === 'windows'
        ? `${josa(`"${key}"`, '은/는')} Windows의 체크아웃에 둘 수 없는 폴더 이름입니다(CON, AUX, NUL 같은 장치 이름, 또는 점이나 공백으로 끝나는 이름): 다른 키를 쓰세요. 아무것도 쓰지 않았습니다.`
        : `${josa(`"${key}"`, '은/는')} 폴더 ${trouble.twin}/의 이름과 대소문자만 다릅니다: macOS와 Windows에서는 한 폴더, git과 Linux에서는 두 폴더입니다. ${trouble.twin} 또는 다른 키를 쓰세요. 아무것도 쓰지 않았습니다.`,
    leavesParent: (dir, key, parent, memories) =>
      `이제 ${dir}에서 시작한 세션은 ${josa(key, '과/와')} _global의 memory를 보여 주고, 위 폴더의 키 ${parent}의 memory ${memories}개는 더 보여 주지 않습니다. 이 폴더에 필요한 것은 ${key}에 저장하세요`,
    moveAfterPin: (folder, memories, command) => `전에 쓰던 키의 폴더에 memory ${memories}개가 남아 있습니다: ${folder}. 옮기는 명령: ${command}`,
    moveNeedsKey: (move) => `예전 키가 없습니다: ${move} OLD [NEW] (NEW의 기본값: --dir에서 쓰는 키)`,
    moveSame: (key) => `memory가 이미 ${key} 아래에 있습니다. 옮길 것이 없습니다.`,
    moveFromMissing: (dir, doctor) => `${dir}: 폴더가 없거나 폴더가 아니어서 옮길 것이 없습니다. 예전 키에 남은 폴더를 알려 주는 명령: ${doctor}`,
    moveNotAFolder: (dir) => `${dir}: 있지만 일반 폴더가 아닙니다 (파일이나 링크). 먼저 다른 곳으로 옮기세요. 아무것도 옮기지 않았습니다.`,
    moveConflicts: (dir, names) =>
      `${dir}: 같은 이름이 이미 있습니다: ${names.join(', ')}. 같은 이름끼리 비교해 하나의 이름을 바꾸거나 지운 뒤 다시 실행하세요. 아무것도 옮기지 않았습니다.`,
    moveNotUtf8: (dir, names) =>
      `${dir}: 이름이 UTF-8이 아닌 파일이 있습니다 (${names.join(', ')}, 읽을 수 없는 바이트는 �로 표시). 먼저 UTF-8 이름으로 바꾼 뒤 다시 실행하세요. 아무것도 옮기지 않았습니다.`,
    gitMvFailed: (dir, detail) => `${dir}: git mv 실패 (${detail}). 아무것도 옮기지 않았습니다.`,
    gitMvLeftMoved: (dir, toDir, paths, detail) =>
      `${dir}: git mv 실패 (${detail}). 실패 전에 ${josa(toDir, '으로/로')} 옮긴 파일 ${paths.length}개를 되돌리지 못했고, git은 아직 ${dir}에 있다고 봅니다: ${paths.join(', ')}. 되돌려 놓거나 옮김을 기록한 뒤(\`git add -A ${dir} ${toDir}\`) 다시 실행하세요.`,
    moveUnmerged: (dir, paths) =>
      `${dir}: git이 병합을 끝내지 못한 파일이 있어 git mv가 거부합니다: ${paths.join(', ')}. 먼저 병합을 끝내고(각각 해결한 뒤 git add, 또는 git rm) 다시 옮기세요. 아무것도 옮기지 않았습니다.`,
    moved: (entries, from, to) => `${entries}개 항목을 옮겼습니다: ${from} → ${to}`,
    wouldMove: (entries, from, to) => `옮길 항목 ${entries}개: ${from} → ${to}`,
    moreMoves: (count) => `  … 그 밖에 ${count}개 (--json이 하나하나 보여 줌)`,
    removedFolder: (dir) => `빈 폴더를 지웠습니다: ${dir}`,
    moveListChanges: (key, leftOut, showsAgain, dryRun) =>
      [
        leftOut.length > 0
          ? `경고: ${dryRun ? '옮기고 나면 ' : ''}${key} 목록에서 그곳의 supersedes가 가리게 되는 memory가 빠집니다:\n${leftOut.map((h) => `  ${h.path} (가리는 memory: ${h.by.join(', ')})`).join('\n')}`
          : '',
        showsAgain.length > 0
          ? `${leftOut.length > 0 ? '그리고' : `경고: ${dryRun ? '옮기고 나면 ' : ''}${key} 목록에`} 전에 supersedes가 가리던 memory가 다시 나옵니다. 그 supersedes가 이제 옮겨 온 memory를 뜻하게 됩니다:\n${showsAgain.map((path) => `  ${path}`).join('\n')}`
          : '',
      ]
        .filter((part) => part !== '')
        .join('\n'),
    movedPin: (path, from, to, add) =>
      `${path}의 고정 키를 ${from}에서 ${josa(to, '으로/로')} 바꿨습니다: 지금 쓰는 키가 memory를 따라가므로 이 프로젝트는 계속 그 memory를 봅니다. 옮긴 것과 함께 커밋하세요: ${add}`,
    movedPinStaged: (path, from, to) =>
      `${path}의 고정 키를 ${from}에서 ${josa(to, '으로/로')} 바꾸고, 옮긴 파일과 함께 스테이징했습니다: 지금 쓰는 키가 memory를 따라가므로 이 프로젝트는 계속 그 memory를 봅니다. 함께 커밋하세요`,
    movedAway: (to, used, back, pin) =>
      `참고: 이 폴더는 ${josa(to, '이/가')} 아니라 ${josa(used, '을/를')} 키로 씁니다. ${to} 아래의 memory는 여기 목록에 나오지 않습니다. 여기서 보려면 ${josa(used, '으로/로')} 옮기세요: ${back}${pin === undefined ? '' : `. ${josa(to, '이/가')} 맞는 키라면 여기에 고정하세요: ${pin}`}`,
    wouldMovePin: (path, from, to) => `${path}의 고정 키를 ${from}에서 ${josa(to, '으로/로')} 바꿀 것입니다: 지금 쓰는 키가 memory를 따라갑니다`,
    moveUnpinnable: (path, from, to) =>
      `${josa(from, '은/는')} ${path}에 고정된 키인데, ${josa(to, '은/는')} 고정 파일에 쓸 수 없습니다 (#로 시작하는 줄은 주석으로 읽음): 그리로 옮기면 이 프로젝트에서 memory가 하나도 보이지 않습니다. 아무것도 옮기지 않았습니다.`,
  },
  review: {
    notADay: (date) => `--review-by ${date}: 달력에 없는 날짜입니다. 실제 날짜를 쓰거나(예: --review-by 2030-06-30) --review-in 90d를 쓰세요`,
    badDate: (raw) => `--review-by: YYYY-MM-DD 형식의 날짜여야 합니다. 예: --review-by 2030-06-30 (받은 값: "${raw}")`,
    badPeriod: (raw) => `--review-in: 오늘부터의 일·주·월·년 수(1에서 9999까지)여야 합니다. 예: --review-in 90d, 12w, 6m, 1y (받은 값: "${raw}")`,
    both: '--review-by와 --review-in 중 하나만 쓰세요',
    tooFar: (raw) => `--review-in ${raw}: 9999-12-31 뒤라서 날짜로 쓸 수 없습니다. 더 가까운 기간을 주세요. 예: --review-in 1y`,
    notFuture: (date, today) => `--review-by ${date}: ${date === today ? '오늘 날짜입니다' : `이미 지난 날짜입니다 (오늘 ${today})`}. 앞으로 올 날짜를 주세요`,
  },
  verify: {
    nameMissing: (example) => `NAME이 없습니다: 확인했다고 표시할 memory를 주세요. 예: ${example}`,
    extraName: (extra) => `verify는 NAME을 하나만 받습니다. 남는 인자: "${extra}"`,
    notFound: (name, where, listing) => `${where}에 '${name}'${particleAfter(name, '이라/라')}는 memory가 없습니다. 이름을 보는 명령: ${listing}`,
    nameTwin: (path, name, rename) =>
      `${path}: ${josa(`${name}.md`, '을/를')} 다르게 쓴 이름입니다 (대소문자가 다르거나 한글 자모를 풀어 씀). 목록에는 같은 이름처럼 보입니다. ${name}.md로 이름을 바꾼 뒤 (${rename}) 다시 verify하세요. 아무것도 바꾸지 않았습니다.`,
    ambiguous: (name, global, project) =>
      `${name}: global memory(${global})와 이 프로젝트의 memory(${project})가 모두 있습니다. --scope global 또는 --scope project를 주세요.`,
    notAFile: (path, what) => `${RULES_KO.notAMemoryFile(path, what)}. 아무것도 바꾸지 않았습니다.`,
    notUtf8: (path) =>
      `${path}: UTF-8 텍스트가 아닙니다 (Latin-1이나 UTF-16 등). verify가 다시 쓰면 ASCII가 아닌 글자가 U+FFFD로 바뀌어 되돌릴 수 없습니다. UTF-8로 저장한 뒤 verify를 다시 실행하세요. 아무것도 바꾸지 않았습니다.`,
    readOnly: (path, mode) =>
      `${path}: 읽기 전용 파일이라 (mode ${mode}) 아무것도 바꾸지 않았습니다. 확인했다고 표시하려면 쓰기 권한을 주고 (\`chmod u+w ${path}\`) verify를 다시 실행하세요.`,
    brokenFrontMatter: (path, reason, lint) => `${path}: ${reason}. 먼저 front matter를 고치세요 (방법을 알려 주는 명령: ${lint}). 아무것도 바꾸지 않았습니다.`,
    hasErrors: (path, lines, lint) =>
      `${path}: lint가 오류를 찾아 확인됨으로 표시하지 않았습니다:\n${lines}\n오류를 고친 뒤 다시 verify하세요 (모든 지적을 보여 주는 명령: ${lint}). 아무것도 바꾸지 않았습니다.`,
    notRewritten: (path, lint) =>
      `${path}: front matter를 안전하게 다시 쓸 수 없습니다. 먼저 고치세요 (방법을 알려 주는 명령: ${lint}). 아무것도 바꾸지 않았습니다.`,
    badReviewBy: (path, reason, again) =>
      `${path}: ${reason}. 그래서 다음 확인 기한을 정할 수 없습니다. verify할 때 기한을 주세요: ${again} (또는 --review-by YYYY-MM-DD). 아무것도 바꾸지 않았습니다.`,
    verified: (path, fields) => `확인함: ${path} (${fields})`,
    wouldVerify: (path, fields) => `미리보기: ${path}에 ${josa(fields, '을/를')} 쓸 예정. 아무것도 쓰지 않음`,
    unchanged: (path, reviewBy) => `${path}: 오늘 이미 확인했습니다${reviewBy === undefined ? '' : ` (review_by ${reviewBy})`}. 아무것도 바꾸지 않았습니다.`,
    noNextReview: (reviewBy, again) =>
      `review_by ${josa(reviewBy, '이/가')} 지났고 되풀이할 기간이 없어(그보다 앞선 created_at도 verified_at도 없음) 다음 확인 기한을 정하지 않았습니다. 정하는 명령: \`${again}\``,
  },
  rename: {
    namesMissing: (example) => `rename에는 memory의 이름과 새 이름을 주세요. 예: ${example}`,
    renamedAs: (given, name) => `"${given}" 대신 파일 이름으로 쓰는 이름은 ${name}입니다. verify, --update, --supersedes에는 이 이름을 쓰세요`,
    extraName: (extra) => `rename은 이름을 두 개(OLD, NEW)만 받습니다. 남는 인자: "${extra}"`,
    nameTwin: (path, name, rename) =>
      `${path}: ${josa(`${name}.md`, '을/를')} 다르게 쓴 이름입니다 (대소문자가 다르거나 한글 자모를 풀어 씀). 파일에 적힌 그대로 이름을 주세요 (${rename}). 이름을 바꾸지 않았습니다.`,
    ambiguous: (name, global, project) =>
      `${name}: global memory(${global})와 이 프로젝트의 memory(${project})가 모두 있습니다. --scope global 또는 --scope project를 주세요. 이름을 바꾸지 않았습니다.`,
    notAFile: (path, what) => `${RULES_KO.notAMemoryFile(path, what)}. 이름을 바꾸지 않았습니다.`,
    badName: (name, problem) =>
      problem === 'path'
        ? `새 이름 ${josa(`"${name}"`, '은/는')} 경로입니다. docker-branch-switch 같은 파일 이름을 주세요 (memory는 제 폴더에 남습니다). 이름을 바꾸지 않았습니다.`
        : problem === 'control'
          ? '새 이름에 제어 문자가 있습니다. docker-branch-switch 같은 평범한 파일 이름을 주세요. 이름을 바꾸지 않았습니다.'
          : `새 이름 "${name}"에는 파일 이름에 쓸 수 있는 글자나 숫자(a-z, 0-9, -, _, 한글, 가나, 한자)가 없습니다. 이름을 바꾸지 않았습니다.`,
    reservedName: (name, instead) =>
      `${josa(`"${name}"`, '은/는')} memory 파일이 가질 수 없는 이름입니다 (README.md는 memory 폴더를 설명하는 파일이라 목록에 나오지 않고, con·nul·aux 등은 Windows의 장치 이름). 다른 이름을 주세요. 예: ${instead}-notes. 이름을 바꾸지 않았습니다.`,
    nameTooLong: (chars, bytes, maxChars, maxBytes) =>
      `새 이름이 ${chars}자(UTF-8로 ${bytes}바이트)입니다. memory 이름은 ${maxChars}자, ${maxBytes}바이트(한글 ${Math.floor(maxBytes / 3)}자)까지입니다. 더 짧게 주세요. 이름을 바꾸지 않았습니다.`,
    secretName: (kind) => `새 이름이 비밀값(${kind})처럼 보입니다. 이름은 요청마다 목록에 보이고 git에 남습니다. 다른 이름을 주세요. 이름을 바꾸지 않았습니다.`,
    sameName: (name, path) => `${path}의 이름은 이미 ${name}입니다. 이름을 바꾸지 않았습니다.`,
    exists: (path) =>
      `${josa(path, '이/가')} 이미 있습니다. 다른 새 이름을 고르세요. 두 memory가 같은 것을 말한다면 둘 다 읽고 하나만 남기세요 (save --update, 또는 옛것을 가리는 --supersedes). 이름을 바꾸지 않았습니다.`,
    unmerged: (path) => `${path}: 병합이 끝나지 않았습니다 (충돌이 남음). 충돌을 풀고 git add 한 뒤 이름을 바꾸세요. 이름을 바꾸지 않았습니다.`,
    gitMvFailed: (path, detail) => `${path}의 git mv가 실패했습니다: ${detail}. 이름을 바꾸지 않았습니다.`,
    gitMvLeftMoved: (path, to, detail) =>
      `${path}의 git mv가 실패했습니다: ${detail}. 실패 전에 ${josa(to, '으로/로')} 바꾼 이름을 되돌리지 못했고, git은 아직 ${josa(path, '으로/로')} 봅니다. 되돌려 놓거나 기록한 뒤(\`git add -A ${path} ${to}\`) 다시 이름을 바꾸세요.`,
    renamed: (from, to) => `이름 바꿈: ${from} → ${to}`,
    wouldRename: (from, to) => `미리보기: ${from} → ${josa(to, '으로/로')} 이름을 바꿀 예정. 아무것도 바꾸지 않음`,
    references: (paths, newName, dryRun) =>
      `옛 이름을 적은 memory ${paths.length}개의 supersedes에 ${josa(newName, '을/를')} ${dryRun ? '적을 예정' : '적음'}:\n${paths.map((p) => `  ${p}`).join('\n')}`,
    notUpdated: (lines, oldName, newName, lint) =>
      `경고: 다음 memory의 supersedes는 다시 쓰지 못해 아직 ${josa(oldName, '을/를')} 가리킵니다:\n${lines.join('\n')}\n직접 ${josa(newName, '으로/로')} 고치세요 (하나하나 알려 주는 명령: ${lint}).`,
    unrewritable: (lines, name) =>
      `다음 memory는 supersedes에 ${josa(name, '을/를')} 적었지만 다시 쓸 수 없습니다:\n${lines.join('\n')}\n먼저 고치거나 (supersedes에서 ${josa(name, '을/를')} 빼고) 다시 rename하세요. 이름을 바꾸지 않았습니다.`,
    namedAlready: (newName, lines) =>
      `다음 memory는 이미 supersedes에 ${josa(newName, '을/를')} 적었으므로, 그 이름으로 바꾸면 이 memory가 가려집니다:\n${lines.join('\n')}\n다른 새 이름을 주거나 먼저 그 supersedes를 고치세요. 이름을 바꾸지 않았습니다.`,
    shadowed: (newName, lines) =>
      `다음 memory는 supersedes에 이 global memory를 적었지만, 그 프로젝트에는 자기 ${josa(newName, '이/가')} 있어 새 이름은 그것을 가리키게 됩니다:\n${lines.join('\n')}\n다른 새 이름을 주세요. 이름을 바꾸지 않았습니다.`,
  },
  forget: {
    nameMissing: (example) => `NAME이 없습니다: 지울 memory의 이름을 지정하세요. 예: ${example}`,
    extraName: (extra) => `forget은 NAME을 하나만 받습니다. 남는 인자: "${extra}"`,
    nameTwin: (path, name, rename) =>
      `${path}: ${josa(`${name}.md`, '을/를')} 다르게 쓴 이름입니다 (대소문자가 다르거나 한글 자모를 풀어 씀). 파일에 적힌 그대로 이름을 주거나, 먼저 이름을 바꾸세요 (${rename}). 아무것도 지우지 않았습니다.`,
    ambiguous: (name, global, project) =>
      `${name}: global memory(${global})와 이 프로젝트의 memory(${project})가 모두 있습니다. --scope global 또는 --scope project를 주세요. 아무것도 지우지 않았습니다.`,
    notAFile: (path, what) => `${RULES_KO.notAMemoryFile(path, what)}. 아무것도 지우지 않았습니다.`,
    unmerged: (path) => `${path}: 병합이 끝나지 않았습니다 (충돌이 남음). 충돌을 풀고 git add (또는 git rm) 한 뒤 지우세요. 아무것도 지우지 않았습니다.`,
    notInGit: (path, why) =>
      ({
        changed: `${path}: 어느 커밋에도 없는 변경이 있어 지우면 그 내용이 영영 사라집니다. 먼저 커밋하거나 (그러면 git rm 뒤에도 기록에 남음), 그래도 지우려면 --force를 주세요. 아무것도 지우지 않았습니다.`,
        untracked: `${path}: git이 추적하지 않아 (커밋한 적이 없거나 무시됨) 지우면 그 내용이 영영 사라집니다. 먼저 커밋하거나, 그래도 지우려면 --force를 주세요. 아무것도 지우지 않았습니다.`,
        'no-repo': `${path}: git 저장소 밖에 있어 지우면 그 내용이 영영 사라집니다. 그래도 지우려면 --force를 주세요. 아무것도 지우지 않았습니다.`,
        'no-git': `git을 찾지 못해 ${josa(path, '이/가')} 커밋에 있는지 알 수 없습니다. 그래도 지우려면 --force를 주세요. 아무것도 지우지 않았습니다.`,
        secret: `${path}: 비밀값으로 보이는 것이 있고 지금 내용 그대로 담은 커밋이 없습니다. 커밋하면 비밀값이 git 기록에 남습니다. 지우려면 --force를 주세요(커밋에 없는 내용은 사라짐). 아무것도 지우지 않았습니다.`,
      })[why],
    gitRmFailed: (path, detail) => `${path}의 git rm이 실패했습니다: ${detail}. 아무것도 지우지 않았습니다.`,
    forgotten: (path, how, secret) =>
      `지움: ${path}${{ history: ' (git rm으로 스테이징함, 내용은 git 기록에 남음)', lost: ' (git rm -f로 스테이징함, 커밋에 없던 변경은 사라짐)', delete: '' }[how]}${how === 'delete' || !secret ? '' : '. 비밀값으로 보이는 것이 있었고 커밋에는 아직 남아 있으니 그 비밀값을 바꾸세요'}`,
    wouldForget: (path) => `미리보기: ${josa(path, '을/를')} 지울 예정. 아무것도 바꾸지 않음`,
    references: (paths, name, dryRun, passedOn) =>
      `memory ${paths.length}개의 supersedes에서 ${josa(name, '을/를')} ${dryRun ? '뺄 예정' : '뺌'}${passedOn.some((names) => names.length > 0) ? `(그 자리에 ${josa(name, '이/가')} 대체하던 memory(+)를 ${dryRun ? '넣을 예정' : '넣음'})` : ''}:\n${paths.map((p, i) => `  ${p}${passedOn[i]?.length ? ` (+ ${passedOn[i]?.join(', ')})` : ''}`).join('\n')}`,
    notUpdated: (lines, name, lint) =>
      `경고: 다음 memory의 supersedes는 다시 쓰지 못해 아직 ${josa(name, '을/를')} 적고 있습니다:\n${lines.join('\n')}\n직접 빼 주세요 (하나하나 알려 주는 명령: ${lint}).`,
    unrewritable: (lines, name) =>
      `다음 memory는 supersedes에 ${josa(name, '을/를')} 적었지만 다시 쓸 수 없습니다:\n${lines.join('\n')}\n먼저 고치거나 (supersedes에서 ${josa(name, '을/를')} 빼고) 다시 forget하세요. 아무것도 지우지 않았습니다.`,
    listedAgain: (paths, dryRun) =>
      `이 memory가 대체하던 것 중 다른 memory가 가리지 않는 것은 목록에 다시 ${dryRun ? '나올 예정입니다' : '나옵니다'} (낡았다면 그것도 forget하세요):\n${paths.map((p) => `  ${p}`).join('\n')}`,
  },
  search: {
    queryMissing: (example) => `QUERY가 없습니다: 검색어를 입력하세요. 예: ${example}`,
    badLimit: (raw) => `--limit: 1 이상의 정수여야 합니다 (받은 값: "${raw}")`,
    noMatch: (query) => `이름, 제목, 설명, 태그에서 "${query}"에 맞는 memory가 없습니다 (본문은 찾지 않음)`,
    score: (score) => `점수 ${score}`,
  },
  context: CONTEXT_KO,
  lint: {
    summary: (files, errors, warnings) => `파일 ${files}개 검사: 오류 ${errors}개, 경고 ${warnings}개`,
    allGood: '문제 없음',
    stagedSummary: (files, by, errors, warnings) =>
      `memory 파일 ${files}개를 다음 커밋에 들어갈 내용 그대로 검사 (이 커밋이 더하거나 바꾸는 것 ${by.changed}개${by.moved > 0 ? `, 내용 그대로 옮기거나 이름을 바꾸는 것 ${by.moved}개` : ''}): 오류 ${errors}개, 경고 ${warnings}개`,
    noWorkspace: (dir) => `${josa(dir, '과/와')} 그 위 폴더에 memory 폴더(.ai-core/)가 없어 검사할 것이 없습니다`,
    stagedNoRepository: (root) => `--staged는 git 인덱스를 읽는데 ${josa(root, '은/는')} git 저장소 안에 있지 않습니다: --staged 없이 실행하세요`,
    stagedGitFailed: (root, detail) => `--staged로 ${root}의 git 인덱스를 읽지 못했습니다: ${detail}. 아무것도 검사하지 않았습니다.`,
  },
  // read when first used: the rule set's words are a file of their own in the build (scripts/build.mjs)
  get rules() {
    return RULES_KO;
  },
  doctor: DOCTOR_KO,
  import: IMPORT_KO,
  stats: {
    heading: (memoryRoot, usageDir) => `memory 사용 기록: ${memoryRoot} (이 사용자만의 기록, 저장 위치: ${usageDir})`,
    columns: { reads: '읽음', shown: '보임', lastRead: '마지막으로 읽은 날', memory: 'memory' },
    never: '없음',
    noMemories: '아직 memory가 없습니다',
    noUsage: (install) => `이 memory 폴더에는 아직 기록이 없습니다. hook이 켜진 다음 세션부터 셉니다 (${install}, Claude Code라면 plugin도 됨).`,
    noUsageYet: '이 memory 폴더에는 아직 기록이 없습니다. hook은 설치되어 있으니 다음 세션부터 셉니다.',
    noState: '기록하지 않습니다: 횟수를 둘 이 사용자의 상태 폴더가 없습니다 (HOME, XDG_STATE_HOME 또는 PROJECT_MEMORY_STATE_DIR를 설정하세요).',
    noStateForced: (value, problem) =>
      `기록하지 않습니다: ${josa(`PROJECT_MEMORY_STATE_DIR=${value}`, '은/는')} ${
        {
          relative: '절대 경로가 아니어서 쓰지 않습니다',
          'not-a-folder': '폴더가 아니라 파일이나 파일을 거치는 경로를 가리킵니다',
          'not-yours': '이 사용자만의 폴더가 아니어서 (다른 사용자의 것이거나 다른 사람도 쓸 수 있음) 쓰지 않습니다',
          system: '/proc나 /sys 아래라서 폴더를 만들 수 없습니다',
        }[problem]
      }. 자기 폴더의 절대 경로로 설정하거나 (없으면 만듭니다) 설정을 지우세요.`,
    stateUnwritable: (state) =>
      `기록할 수 없습니다: 이 사용자는 상태 폴더 ${state}에 쓸 수 없습니다. 쓸 수 있게 하거나, PROJECT_MEMORY_STATE_DIR(또는 XDG_STATE_HOME)를 자기 폴더로 설정하세요.`,
    codexReadsUncounted: (install) =>
      `Codex가 읽은 횟수는 세지 않았습니다: 설치에 셸 호출 전에 읽기를 세는 hook이 없습니다(${install}로 추가한 뒤 /hooks에서 신뢰하세요). Codex만 읽는 memory는 여기서 읽음이 0이고, 0은 쓰이지 않는다는 뜻이 아닙니다.`,
    unusedHeading: (minShown) => `첫 목록에 ${minShown}번 이상 보였지만 한 번도 읽지 않은 memory:`,
    noneUnused: (minShown) => `없음: 첫 목록에 ${minShown}번 이상 보인 memory는 모두 한 번 이상 읽었습니다`,
    noneShownEnough: (minShown) => `아직 없음: 첫 목록에 ${minShown}번 이상 보인 memory가 없습니다`,
    badMinShown: (raw) => `--min-shown: 1 이상의 정수여야 합니다 (받은 값: "${raw}")`,
    minShownAlone: '--min-shown은 --unused와 함께 씁니다. 예: --unused --min-shown 3',
  },
};
