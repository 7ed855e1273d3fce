import { DEFAULT_SEARCH_LIMIT, DEFAULT_UNUSED_MIN_SHOWN } from '../cli/defaults.js';
import { DEFAULT_WINDOW } from '../diagnose/context/report.js';
import { HELP_EXAMPLES } from './help-examples.js';
import type { CommandName } from './types.js';

/** Each command's --help in Korean: the same flags (English) and the same examples as help-en.ts. */
export const HELP_KO: Record<CommandName, string> = {
  install: `사용법: project-memory install [--scope user|project|local] [--dir DIR] [--keep-auto-memory] [--dry-run] [--json]

project-memory hook을 Claude Code 설정 파일에 등록하고, 작업 공간 루트에
.ai-core/data/memory/_global/ 폴더가 없으면 만듭니다.
다시 실행하면 아무것도 바꾸지 않고 "이미 설치되어 있습니다"라고 알립니다.

옵션:
  --scope user|project|local  user: ~/.claude/settings.json (기본값, 어느 폴더에서 실행해도 동작)
                              project: DIR/.claude/settings.json (Claude를 DIR에서 시작할 때만 읽음)
                              local: DIR/.claude/settings.local.json
  --dir DIR                   작업 공간 또는 Claude를 실행할 폴더 (기본값: 현재 폴더)
  --keep-auto-memory          Claude Code 자체의 auto memory를 끄지 않음
  --dry-run                   바뀔 내용만 보여 주고 아무것도 쓰지 않음
  --json                      { settingsFile, scope, dryRun, changes, created, memoryRoot, alreadyInstalled } 출력

예시:
${HELP_EXAMPLES.install}`,

  uninstall: `사용법: project-memory uninstall [--scope user|project|local] [--dir DIR] [--dry-run] [--json]

설정 파일에서 project-memory hook을 지우고, Claude Code의 auto memory 설정을
install 전 상태로 되돌립니다. memory 파일은 건드리지 않습니다.

옵션:
  --scope user|project|local  대상 설정 파일 (기본값: user)
  --dir DIR                   project/local 범위에서 Claude를 실행할 폴더 (기본값: 현재 폴더)
  --dry-run                   바뀔 내용만 보여 주고 아무것도 쓰지 않음
  --json                      { settingsFile, scope, dryRun, changes, notInstalled } 출력

예시:
${HELP_EXAMPLES.uninstall}`,

  list: `사용법: project-memory list [--dir DIR] [--project KEY] [--json]

DIR에서 보이는 memory를 모두 보여 줍니다: _global 폴더의 것과 이 프로젝트의 것,
목록 길이 제한 없이.

옵션:
  --dir DIR        Claude를 실행할 폴더 (기본값: 현재 폴더)
  --project KEY    경로에서 정한 프로젝트 키 대신 이 키를 사용
  --json           { workspaceRoot, memoryRoot, projectKey, keySource, memories: [...] } 출력

예시:
${HELP_EXAMPLES.list}`,

  search: `사용법: project-memory search QUERY [--dir DIR] [--project KEY] [--limit N] [--json]

DIR에서 보이는 memory(_global 폴더의 것과 이 프로젝트의 것)를 QUERY와 관련 있는
순서로 보여 줍니다. 매 요청마다 보이는 목록과 같은 방식으로 순위를 매깁니다.
한국어와 영어 모두, 활용형도 찾습니다("브랜치를 바꿨더니"로 "브랜치 전환"을 찾음).
한 단어 이상 맞는 memory만 출력합니다.

옵션:
  --dir DIR        Claude를 실행할 폴더 (기본값: 현재 폴더)
  --project KEY    경로에서 정한 프로젝트 키 대신 이 키를 사용
  --limit N        최대 N개만 출력 (기본값: ${DEFAULT_SEARCH_LIMIT})
  --json           [{ score, scope, name, description, path }, ...] 출력

예시:
${HELP_EXAMPLES.search}`,

  save: `사용법: project-memory save --scope global|project --title T --description D
                           [--tags a,b] [--source S] [--name SLUG]
                           [--body TEXT | --body-file F | 표준 입력으로 본문]
                           [--dir DIR] [--project KEY] [--update] [--force-duplicate]
                           [--allow-secret] [--json]

<memory 루트>/<_global|프로젝트 키>/<name>.md 파일에 front matter(title,
description, created_at, tags, source)와 본문을 쓰고, 그 경로를 출력합니다.

옵션:
  --scope global|project  global: 작업 공간의 모든 프로젝트가 공유 (_global/)
                          project: 이 프로젝트만 (프로젝트 키는 \`project-memory list\`로 확인)
  --title T               짧은 제목. --name이 없으면 파일 이름도 여기서 만듦
  --description D         목록에 보이는 한 줄 설명 (줄바꿈은 한 줄로 합침)
  --tags a,b              쉼표로 구분한 태그
  --source S              알게 된 경위 (선택)
  --name SLUG             .md를 뺀 파일 이름 (a-z, 0-9, -, _, 한글)
  --body TEXT             Markdown 본문. 또는 --body-file F ('-'이면 표준 입력).
                          둘 다 없으면 파이프로 들어온 표준 입력을 본문으로 읽음
  --dir DIR               Claude를 실행할 폴더 (기본값: 현재 폴더)
  --project KEY           경로에서 정한 프로젝트 키 대신 이 키를 사용
  --update                같은 이름의 memory를 교체. created_at은 유지하고 updated_at 추가
  --force-duplicate       그 폴더에 비슷한 memory가 있어도 저장
  --allow-secret          비밀 정보처럼 보이는 내용이 있어도 저장
  --json                  { path, scope, name, projectKey, updated } 출력

종료 코드: 0 저장함; 1 잘못된 입력, 작업 공간 없음, 비밀 정보로 보이는 내용;
3 그 memory(또는 거의 같은 memory)가 이미 있음 — 메시지에 그 파일이 나옵니다.

예시:
${HELP_EXAMPLES.save}`,

  context: `사용법: project-memory context [--dir DIR] [--window N] [--json]

DIR에서 시작한 Claude Code 세션이 처음 받는 컨텍스트를 Claude Code와 같은 방식으로
모아, 부분마다 글자 수와 추정 토큰 수를 보여 줍니다:
  git        브랜치, 기본 브랜치, git 사용자, \`git status --short\`(2,000자에서
             자름), 최근 커밋 5개. git 저장소 밖이면 건너뜀
  CLAUDE.md  읽는 순서대로: managed (/etc/claude-code/CLAUDE.md), user
             (~/.claude/CLAUDE.md, ~/.claude/rules/**/*.md), project (저장소 맨 위부터
             DIR까지의 CLAUDE.md, .claude/CLAUDE.md, .claude/rules/**/*.md), local
             (CLAUDE.local.md). @path import는 가져오는 파일 아래에, 최대 5단계까지.
             \`paths:\` front matter가 있는 규칙은 맞는 파일을 읽을 때 나중에 로드되므로
             따로 세고 합계에 넣지 않음
  memory     이 패키지의 UserPromptSubmit hook이 지금 출력하는 목록
  date       "Today's date is YYYY-MM-DD." 줄
토큰은 추정치입니다: 글자 수/4, 한글·가나·한자는 글자 수/1.5.
CLAUDE.md 파일이 40,000자를 넘거나, memory 목록이 hook 출력 한도 10,000자 중
8,000자를 넘으면 경고합니다.

옵션:
  --dir DIR      Claude를 실행할 폴더 (기본값: 현재 폴더)
  --window N     비교할 컨텍스트 창 크기(토큰) (기본값: ${DEFAULT_WINDOW})
  --json         { version, dir, window, estimate, git, claudeMd: { disabled,
                 files: [...], startup, conditional }, memoryList, date, total,
                 warnings: [...] } 출력

환경 변수:
  PROJECT_MEMORY_MANAGED_CLAUDE_MD   managed CLAUDE.md를 이 경로에서 읽음
  CLAUDE_CODE_DISABLE_CLAUDE_MDS=1   Claude Code와 같이 CLAUDE.md 파일을 읽지 않음

예시:
${HELP_EXAMPLES.context}`,

  lint: `사용법: project-memory lint [--dir DIR] [--project KEY] [--json]

작업 공간의 memory 폴더에 있는 파일을 모두 검사합니다: _global/과 모든 프로젝트
폴더 (--project를 주면 _global/과 그 프로젝트만).

오류 (종료 코드 1): front matter가 깨졌거나 없음, 코드로 실행될 front matter
(---js), title 또는 description 없음, 글이 아닌 필드, 비밀 정보로 보이는 내용,
title이나 description 속 모델에 대한 지시("ignore previous instructions",
"curl … | sh", "이전 지시를 무시"), 읽을 수 없는 파일.
경고: 여러 줄이거나 긴(200자 초과) description, 보이지 않는 문자나 제어 문자,
거의 같은 memory, 안전하지 않거나 목록에 나오지 않는 파일 이름, 본문 속 지시 같은
글, 아주 큰 파일, 중단된 저장이 남긴 임시 파일.

옵션:
  --dir DIR        작업 공간 안의 폴더 (기본값: 현재 폴더)
  --project KEY    _global/과 이 프로젝트 폴더만 검사
  --json           { files, errors, warnings, findings: [{ file, rule, severity, message, fix, line? }] } 출력

종료 코드: 0 오류 없음 (경고는 허용); 1 오류가 하나 이상 있거나 작업 공간이 없음.

예시:
${HELP_EXAMPLES.lint}`,

  doctor: `사용법: project-memory doctor [--dir DIR] [--json]

DIR에서 시작한 Claude Code 세션이 project-memory에서 무엇을 받는지 검사합니다:
  node            PATH에 Node 20 이상이 있음 (hook은 \`node\`로 실행됨)
  settings        user, project, local 설정 파일이 올바른 JSON임
  hook            목록 hook이 어느 설정 수준에(또는 project-memory 플러그인으로)
                  한 번만 등록됨. DIR에서 실행할 때 DIR 위 폴더의 project 설정은
                  읽히지 않음
  hook-run:<via>  등록된 명령이 있고, 예시 요청으로 실행하면 제시간에 0으로 끝나며
                  Claude Code가 받아들이는 JSON을 출력함
  workspace       DIR 위의 .ai-core/ 작업 공간 루트
  project-key     프로젝트 키와 그 출처 (tmux, 경로, …)
  key-collisions  두 프로젝트 폴더가 같은 키를 얻지 않음
  lint            모든 memory 파일이 올바름
  auto-memory     Claude Code 자체의 auto memory가 꺼져 있음
검사가 하나라도 실패하면 종료 코드 1, 경고만 있으면 0입니다.

옵션:
  --dir DIR   검사할 Claude 실행 폴더 (기본값: 현재 폴더)
  --json      { dir, ok, checks: [{ id, status, message, fix }] } 출력

예시:
${HELP_EXAMPLES.doctor}`,

  stats: `사용법: project-memory stats [--dir DIR] [--project KEY] [--unused [--min-shown N]] [--json]

DIR에서 보이는 memory(_global 폴더의 것과 이 프로젝트의 것)마다, 세션의 첫 목록에
몇 번 보였는지, Claude의 Read 도구가 몇 번 열었는지, 마지막으로 언제 열었는지를
보여 줍니다. 많이 읽은 순서입니다.

기록은 이 사용자만의 상태 폴더(~/.local/state/project-memory/usage/, 또는
$XDG_STATE_HOME이나 PROJECT_MEMORY_STATE_DIR 아래)에 두며, 저장소에는 두지 않습니다.
Read hook이 memory 파일을 읽을 때마다 세고, 세션마다 첫 목록이 보여 준 memory를
셉니다. 자주 읽는 memory는 목록 순위에서 동점일 때 앞에 옵니다(분명히 더 맞는
memory를 앞지르지는 않음). PROJECT_MEMORY_DISABLE=1이면 기록하지 않습니다.
그 usage 폴더를 지우면 기록이 모두 사라집니다.

옵션:
  --dir DIR        Claude를 실행할 폴더 (기본값: 현재 폴더)
  --project KEY    경로에서 정한 프로젝트 키 대신 이 키를 사용
  --unused         첫 목록에 N번 이상 보였지만 한 번도 읽지 않은 memory만:
                   설명을 더 분명하게 고치거나 지울 후보
  --min-shown N    --unused의 N (기본값: ${DEFAULT_UNUSED_MIN_SHOWN})
  --json           [{ scope, folder, name, path, shown, reads, last_read,
                   last_shown }, ...] 출력. 시각은 ISO 8601 (UTC), 없으면 null

예시:
${HELP_EXAMPLES.stats}`,
};
