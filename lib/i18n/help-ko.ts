import { DEFAULT_SEARCH_LIMIT, DEFAULT_UNUSED_MIN_SHOWN, DEFAULT_WINDOW } from '../model/defaults.js';
import { HELP_EXAMPLES } from './help-examples.js';
import type { CommandName } from './types.js';

const EXAMPLES = HELP_EXAMPLES.ko;

/** Each command's --help in Korean: the same flags (English) and the same example commands as help-en.ts. */
export const HELP_KO: Record<CommandName, string> = {
  install: `사용법: project-memory install [--client claude|codex|gemini] [--scope user|project|local] [--dir DIR]
                              [--keep-auto-memory] [--force] [--trust-hooks] [--pin] [--dry-run] [--json]

project-memory hook을 코딩 에이전트에 등록하고, 작업 공간 루트에 memory 폴더
(.ai-core/data/memory/_global/)가 없으면 만듭니다. 어느 클라이언트에서든 같은
memory를 봅니다.

- 작업 공간 루트는 DIR이나 그 위에서 .ai-core/가 있는 가장 가까운 폴더입니다. 없으면
  DIR이 속한 git 저장소의 최상위, 그것도 없으면 DIR입니다.
- Claude Code: permissions.allow에 Read(//<memory 폴더>/**)도 더해, 작업 공간 루트
  아래에서 시작한 세션(claude -p 포함)도 묻지 않고 memory를 읽게 합니다.
- Gemini CLI: memory 폴더가 DIR 밖에 있으면 DIR/.gemini/settings.json의
  context.includeDirectories에 상대 경로로 더합니다(커밋해도 됩니다).
- 다시 실행하면 아무것도 바꾸지 않습니다. 설정 파일은 그 자리에서 고치며, 읽기 전용
  파일이나 고칠 키가 두 번 나오는 파일은 거부합니다(종료 코드 1).

옵션:
  --client claude|codex|gemini  claude: Claude Code (기본값), codex: Codex CLI, gemini: Gemini CLI
  --scope user|project|local  user (기본값, 어느 폴더에서 시작해도 동작):
                                ~/.claude/settings.json, $CODEX_HOME/hooks.json (~/.codex),
                                ~/.gemini/settings.json
                              project: DIR/.claude/settings.json, DIR/.gemini/settings.json
                                (클라이언트를 DIR에서 시작할 때만 읽음),
                                <DIR의 git 최상위>/.codex/hooks.json (신뢰한 프로젝트에서만)
                              local (Claude Code 전용): DIR/.claude/settings.local.json.
                                git이 이미 무시하지 않으면 .git/info/exclude에 더함
  --dir DIR                   작업 공간 또는 클라이언트를 시작할 폴더 (기본값: 현재 폴더)
  --keep-auto-memory          Claude Code: 자체 auto memory를 끄지 않음(기본은 끔). 다음
                              설치에도 적용. 앞선 설치가 껐다면 원래대로 되돌림
  --force                     Claude Code: DIR에 project-memory plugin이 켜져 있어도 설치
                              (이 옵션이 없으면 거부: hook이 두 번씩 실행되므로)
  --trust-hooks               Codex: hook을 신뢰한다고 $CODEX_HOME/config.toml에도 씀 (Codex는
                              신뢰하지 않은 hook을 말없이 건너뜀. 이 옵션이 없으면 방법만 알려 줌)
  --pin                       DIR 프로젝트의 키도 고정 (project-memory key --help 참고)
  --dry-run                   바뀔 내용만 보여 주고 아무것도 쓰지 않음
  --json                      { client, settingsFile, scope, dryRun, changes, created,
                              settingsCreated, memoryRoot, workspaceRoot, alreadyInstalled,
                              memoryRootLeft, pin, pinCommand, gitIgnore, recordKept,
                              hooksOff (Claude Code), codexTrust (Codex), launchIncludeSkipped (Gemini) } 출력

예시:
${EXAMPLES.install}`,

  uninstall: `사용법: project-memory uninstall [--client claude|codex|gemini] [--scope user|project|local] [--dir DIR] [--dry-run] [--json]

클라이언트의 설정 또는 hook 파일에서 project-memory hook과, install이 그곳에 더한
것을 지웁니다. 다른 도구의 hook과 memory는 건드리지 않습니다.

- 함께 되돌리는 것: Claude Code의 auto memory 설정과 permissions.allow 규칙, Gemini의
  includeDirectories 항목, --trust-hooks가 쓴 Codex 신뢰, --scope local이
  .git/info/exclude에 더한 줄, install이 만든 파일과 폴더(그 뒤에 다른 것이 들어가지
  않았을 때). memory 폴더도 memory가 하나도 없고 git이 추적하는 파일이 없을 때 지웁니다.
- 다른 범위나 다른 클라이언트로 한 설치는 계속 실행됩니다. 각각을 지우는 명령과 함께
  알려 주니, 패키지를 지우기 전에 하나씩 실행하세요.

옵션:
  --client claude|codex|gemini  대상 클라이언트 (기본값: claude)
  --scope user|project|local  대상 파일 (기본값: user, install --help 참고)
  --dir DIR                   project/local 범위에서 클라이언트를 시작할 폴더 (기본값: 현재 폴더)
  --dry-run                   바뀔 내용만 보여 주고 아무것도 쓰지 않음
  --json                      { client, settingsFile, scope, dryRun, changes, notInstalled,
                              stillInstalled, leftUnrecorded, removedMemoryFolder,
                              memoryFolderKept (남긴 까닭: memories, changed, tracked,
                              git-unknown, linked, in-use, unremovable), trustShifted (Codex) } 출력.
                              stillInstalled: [{ client, scope, settingsFile, command }]

예시:
${EXAMPLES.uninstall}`,

  list: `사용법: project-memory list [--dir DIR] [--project KEY] [--all] [--json]

DIR에서 보이는 memory(_global과 이 프로젝트의 것)를 목록 길이 제한 없이 모두
보여 줍니다.

- review_by가 지났는데 그 뒤로 확인하지 않은 memory에는 (오래됨)을 붙입니다.
- 다른 memory가 대체한 memory는 hook의 목록처럼 뺍니다. --all을 주면 표시를 붙여
  함께 보여 줍니다.
- 아직 작업 공간이 없으면 첫 저장 때 어디에 만들어지는지 알리고 종료 코드 0으로
  끝납니다.

옵션:
  --dir DIR        세션 시작 폴더 (기본값: 현재 폴더)
  --project KEY    경로에서 정한 키 대신 이 프로젝트 키를 사용
  --all            대체된 memory도 출력
  --json           { workspaceRoot, memoryRoot, projectKey, keySource, memories: [...],
                   hidden, unreadableFolders, linkedFolders, notFolders, projectFolders,
                   pinIgnored, memoriesElsewhere } 출력.
                   memories: search --json의 항목에서 score를 빼고 unmerged를 더한 것.
                   projectFolders: 여러 프로젝트가 있는 작업 공간의 루트에서는
                   [{ key, count }], 그 밖에는 []. pinIgnored: 건너뛴 pin 파일의
                   { path, problem }, 없으면 null. memoriesElsewhere: 이 프로젝트 키에
                   memory가 없을 때 { reason, folders: [{ key, count }] }
                   (reason: other-clone 또는 pinned-before), 그 밖에는 null

예시:
${EXAMPLES.list}`,

  search: `사용법: project-memory search QUERY [--dir DIR] [--project KEY] [--limit N] [--json]

DIR에서 보이는 memory(_global과 이 프로젝트의 것)를 QUERY와 관련 있는 순서로
보여 줍니다. 매 요청의 목록과 같은 방식으로 순위를 매깁니다.

- 한국어와 영어 모두, 활용형으로도 찾습니다("브랜치를 바꿨더니"로 "브랜치 전환"을
  찾음).
- 이름, 제목, 설명, 태그만 찾고 본문은 찾지 않습니다(본문은 memory 폴더에서
  grep -ri WORD로 찾으세요).
- 대체된 memory는 빠집니다(\`project-memory list --all\`로 볼 수 있음).
- 아직 작업 공간이 없으면 그렇다고 알리고 종료 코드 0으로 끝납니다(--json: []).

옵션:
  --dir DIR        세션 시작 폴더 (기본값: 현재 폴더)
  --project KEY    경로에서 정한 키 대신 이 프로젝트 키를 사용
  --limit N        최대 N개만 출력 (기본값: ${DEFAULT_SEARCH_LIMIT})
  --json           [{ score, scope, folder, name, title, description, tags, pinned,
                   reviewBy, verifiedAt, stale, supersedes, supersededBy, path, problems }, ...] 출력

예시:
${EXAMPLES.search}`,

  save: `사용법: project-memory save --scope global|project --title T --description D
                           [--tags a,b] [--source S] [--name SLUG]
                           [--body TEXT | --body-file F | 표준 입력으로 본문]
                           [--dir DIR] [--project KEY] [--update] [--force-duplicate]
                           [--supersedes NAME,…] [--review-by DATE | --review-in 90d]
                           [--allow-secret] [--pin | --no-pin] [--json]

<memory 루트>/<_global|프로젝트 키>/<name>.md 파일에 front matter와 본문을 쓰고,
그 경로를 출력합니다.

- 쓰기 전에 lint와 같은 규칙으로 검사합니다. 오류(title이나 description 속 모델에
  대한 지시, 비밀값으로 보이는 내용 등)는 해결 방법과 함께 거절하고 아무것도 쓰지
  않습니다. 경고는 저장한 뒤 표준 오류로 알립니다.
- memory 폴더가 git 체크아웃 안에 있으면 프로젝트의 첫 memory가 프로젝트 키를
  고정합니다(원격 저장소가 알려 주는 저장소 이름, 없으면 폴더 이름). 그 밖에는
  고정하는 명령을 출력합니다.

옵션:
  --scope global|project  global: 작업 공간의 모든 프로젝트가 공유 (_global/).
                          project: 이 프로젝트만 (프로젝트 키는 \`project-memory list\`로 확인)
  --title T               짧은 제목. --name이 없으면 파일 이름도 여기서 만듦
  --description D         목록에 보이는 한 줄 설명
  --tags a,b              쉼표로 구분한 태그
  --source S              알게 된 경위 (선택)
  --name SLUG             .md를 뺀 파일 이름 (a-z, 0-9, -, _, 한글, 가나, 한자. readme는 안 됨)
  --body TEXT             Markdown 본문. 또는 --body-file F ('-'이면 표준 입력). 둘 다
                          없으면 파이프로 들어온 표준 입력 (--update에서는 --body-file -로만)
  --dir DIR               세션 시작 폴더 (기본값: 현재 폴더)
  --project KEY           경로에서 정한 키 대신 이 프로젝트 키를 사용
  --update                그 이름의 기존 memory를 수정: 준 값만 바꾸고 나머지는 그대로 둠.
                          글(제목, 설명, 출처, 본문)을 주면 updated_at을 쓰고, verify처럼
                          verified_at을 오늘로 씀. --name을 주면 --scope는 생략 가능.
                          --tags ''와 --supersedes ''는 그 목록을 비움
  --force-duplicate       그 폴더나 함께 보이는 폴더에 비슷한 memory가 있어도 저장
  --supersedes NAME,…     이 memory가 그 memory들을 대체함: 파일은 남고 목록에서만 빠짐
                          (project memory가 global memory를 대체하면 이 프로젝트에서만 빠짐)
  --review-by DATE        다시 확인할 날짜 (YYYY-MM-DD). 그날이 지나면 확인할 때까지 목록에
                          (오래됨)이 붙음
  --review-in PERIOD      같은 것을 오늘부터 센 기간으로: 90d, 12w, 6m, 1y
  --allow-secret          비밀값처럼 보이는 내용이 있어도 저장. not_secrets에 기록되어
                          lint와 목록이 더는 문제 삼지 않음
  --pin                   프로젝트 키도 고정 (project-memory key --help 참고)
  --no-pin                프로젝트의 첫 memory에서 키를 고정하지 않음 (폴더 이름의 키에 저장)
  --json                  { path, scope, name, projectKey, updated, changed, created, pin,
                          pinCommand, hiddenBy: [{ scope, name, path }], listedAgain, ignoredBy,
                          warnings: [{ rule, message, fix }] } 출력.
                          ignoredBy: 이 memory가 팀원에게 가지 않게 막는 gitignore 규칙, 또는 null

종료 코드: 0 저장함; 1 잘못된 입력, 작업 공간 없음, lint가 오류로 볼 내용, 없거나
읽을 수 없는 memory의 --update; 3 그 memory(또는 거의 같은 memory)가 이미 있음(메시지에
그 파일이 나옴), 또는 --pin이 다른 클론의 memory를 가리게 됨(key --help 참고).

예시:
${EXAMPLES.save}`,

  import: `사용법: project-memory import SOURCE [PATH] [--scope global|project] [--dir DIR]
                             [--project KEY] [--section HEADING ...] [--write]
                             [--update [--keep-edits | --overwrite-edits]]
                             [--force-duplicate] [--no-pin] [--json]

다른 도구용으로 써 둔 메모를 memory 파일로 바꿉니다(메모 하나가 memory 하나).
--write가 없으면 무엇을 만들고 무엇을 거절할지 보여 주기만 합니다.

- 있는 파일을 덮어쓰지 않습니다. 다시 실행해도 새로 만드는 것이 없습니다(그 사이에
  지운 것도 다시 만들지 않음).
- 거절 (종료 코드 1): lint가 오류로 볼 내용(비밀값으로 보이는 내용, 모델에 대한
  지시 등)과 읽을 수 없는 파일.
- 건너뜀 (종료 코드 3): 이름이 같은데 내용이 다른 memory(--update로 바꿈), 가져온
  뒤 고쳤는데 원본도 바뀐 memory(손으로 합치세요), 거의 같은 memory
  (--force-duplicate로 따로 가져옴). 나머지는 그대로 가져옵니다.

SOURCE (PATH를 주면 그 파일이나 폴더를 읽음. 상대 경로는 --dir가 아니라 현재 폴더 기준):
  auto-memory  DIR의 git 저장소(없으면 DIR)에 쌓인 Claude Code auto memory
               (~/.claude/projects/ 아래. CLAUDE_CONFIG_DIR과 autoMemoryDirectory를
               따름). "user" 유형 memory는 한 사람만 보는 것이라 뺌
  claude-md    DIR/CLAUDE.md(없으면 DIR/.claude/CLAUDE.md)에서 --section으로 고른 섹션.
               --section이 없으면 제목 목록을 보여 줌
  cursor       DIR/.cursor/rules/**/*.mdc와 *.md, DIR/.cursorrules. alwaysApply 규칙과
               .cursorrules는 고정됨(목록에 항상 보임)
  cline        DIR/memory-bank/*.md

옵션:
  --scope global|project  memory를 둘 곳 (기본값: project)
  --dir DIR               프로젝트 폴더 (기본값: 현재 폴더)
  --project KEY           경로에서 정한 키 대신 이 프로젝트 키를 사용
  --section HEADING       가져올 CLAUDE.md 섹션 (하위 섹션 포함). 여럿이면 반복해서 줌.
                          같은 제목이 둘이면 "Parent > Heading"이나 행 번호(--section 11)로 고름
  --write                 memory를 만듦 (없으면 미리보기)
  --update                이 원본에서 전에 가져온 memory 중 내용이 달라진 것을 바꿈.
                          다른 원본의 같은 이름 memory(다음 빈 이름 deploy-2로 가져옴)나
                          가져온 뒤 고친 memory(알려 주고 그대로 둠)는 바꾸지 않음
  --keep-edits            --update와 함께: 원본의 변경을 손으로 합친 뒤, 그 memory의 내용은
                          두고 원본과 맞췄다고 기록함
  --overwrite-edits       --update와 함께: 고친 memory도 바꿈 (고친 내용은 사라짐)
  --force-duplicate       거의 같은 memory도 따로 가져옴
  --no-pin                프로젝트의 첫 memory에서 키를 고정하지 않음 (save --help 참고)
  --json                  { source, sourcePath, dryRun, scope, projectKey,
                          memoryRoot, folder, items: [{ from, status, path, name,
                          title, description, reason, warnings, nameTaken,
                          hiddenBy: [{ scope, name, path }], keptEdits }],
                          counts, notRead: [{ path, why }], pin } 출력.
                          --section 없는 claude-md: { source, sourcePath,
                          headings: [{ level, text, line, section }] }

종료 코드: 0 모든 memory를 만들었거나 이미 있거나 일부러 뺌; 1 거절한 memory가
있거나 SOURCE가 없음; 3 그 memory(또는 거의 같은 memory)가 이미 있어 건너뜀.
미리보기도 --write를 붙였을 때와 같은 종료 코드로 끝납니다.

예시:
${EXAMPLES.import}`,

  key: `사용법: project-memory key [show] [--dir DIR] [--json]
       project-memory key pin [KEY] [--dir DIR] [--here] [--force] [--dry-run] [--json]
       project-memory key move OLD [NEW] [--dir DIR] [--dry-run] [--json]

프로젝트 키는 프로젝트 자신의 memory가 있는 폴더 .ai-core/data/memory/<키>/의
이름입니다. DIR에서 시작할 때 키는 다음 순서로 정해집니다:
  1. PROJECT_MEMORY_PROJECT (list·search·save·verify·rename·forget·import·stats·lint에서는 --project도)
  2. 고정 파일 .project-memory-key(키 한 줄): DIR에서 git 체크아웃 최상위까지
     올라가며 찾고, 연결된 worktree면 주 worktree에서도 찾음
  3. tmux 세션 이름: 같은 이름의 memory 폴더가 있을 때만 (tmux가 붙인 0, 1, … 같은 이름은 제외)
  4. 경로: DIR에서 위로 올라가며 키의 memory 폴더가 있는 가장 깊은 폴더, 없으면 git
     최상위(최상위에 .ai-core/가 있는 저장소에서는 자기 package.json, go.mod 등이 있는
     가장 가까운 폴더), 그것도 없으면 DIR. 작업 공간 루트에서의 상대 경로에서 /는 --,
     .은 __가 됨 (workspace/patent.how → workspace--patent__how). 연결된 worktree는
     주 worktree의 키를 함께 씀

동작:
  show (기본값)   키, 그 출처, memory 폴더, 고정 파일
  pin [KEY]       프로젝트 최상위에 .project-memory-key를 KEY(기본값: 지금 쓰는 키)로 씀.
                  커밋하면 모든 클론과 worktree가 그 키를 씀
  move OLD [NEW]  폴더 OLD의 파일을 모두 NEW(기본값: 지금 쓰는 키)로 옮기고(git이 추적하는
                  것은 git mv로) 빈 폴더를 지움. OLD를 고정한 파일은 NEW로 바꿈. NEW에
                  같은 이름의 파일이 있으면 아무것도 옮기기 전에 거절함

옵션:
  --dir DIR    세션 시작 폴더 (기본값: 현재 폴더)
  --force      pin: 다른 키를 고정한 파일을 바꿈
  --here       pin: 위 폴더를 고정한 파일이 있어도 DIR 자체에 고정 파일을 씀
               (맨 위에서 고정한 monorepo의 패키지)
  --dry-run    pin, move: 쓰거나 옮길 내용만 보여 주고 아무것도 바꾸지 않음
  --json       show: { workspaceRoot, memoryRoot, key, source, projectDir, pinFile, worktree,
                       firstSave, memoryFolder, memories, unreadable, otherClones: [{ key, count }],
                       pin: { path, key, problem, laterKeys } }
               pin:  { path, key, dryRun, written, alreadyPinned, droppedKeys, previousKey,
                       moveCommand, parentMemories, leftUnder: [{ key, memories, moveCommand }] }
               move: { from, to, fromDir, toDir, dryRun, moves: [{ name, from, to, via }], removedFolder, pin,
                       listChanges: { hidden: [{ path, by }], shown } }

종료 코드: 0 완료 (작업 공간이 아직 없으면 show는 첫 저장이 쓸 키를 알려 주고, pin은
그 저장을 위해 키를 고정함); 1 잘못된 입력, 또는 move에 작업 공간 없음; 3 거절함: 다른
키가 고정되어 있음, NEW에 같은 이름의 파일이 있음, 또는 KEY 없는 pin인데 memory가 다른
클론의 폴더에 있음(메시지에 그 폴더가 나옴).

예시:
${EXAMPLES.key}`,

  verify: `사용법: project-memory verify NAME [--scope global|project]
                             [--review-by DATE | --review-in 90d]
                             [--dir DIR] [--project KEY] [--dry-run] [--json]

memory NAME(.md를 뺀 파일 이름)을 오늘 확인했다고 표시합니다. verified_at을 쓰고,
옵션을 주면 review_by도 씁니다. 목록의 (오래됨) 표시는 사라집니다.

- --review-by나 --review-in이 없으면 이미 지났거나 주기의 마지막 4분의 1(최대 한 달)에
  든 review_by는 오늘부터 원래 주기만큼 뒤로 옮기고, 그보다 먼 것은 그대로 둡니다.
- 이 두 줄만 바꿉니다. 같은 날 다시 실행하면 아무것도 바꾸지 않습니다.

옵션:
  --scope global|project  두 폴더에 같은 이름의 memory가 있을 때 어느 쪽인지
  --review-by DATE        이날까지 다시 확인 (YYYY-MM-DD)
  --review-in PERIOD      같은 것을 오늘부터 센 기간으로: 90d, 12w, 6m, 1y
  --dir DIR               세션 시작 폴더 (기본값: 현재 폴더)
  --project KEY           경로에서 정한 키 대신 이 프로젝트 키를 사용
  --dry-run               무엇을 쓸지 보여 주기만 하고 바꾸지 않음
  --json                  { path, scope, name, verifiedAt, reviewBy, previous,
                          changed, written, dryRun } 출력

종료 코드: 0 확인함 (또는 바꿀 것 없음); 1 그런 memory가 없음, 잘못된 옵션, 읽을 수
없는 front matter, lint가 memory 내용에서 찾은 오류(비밀값으로 보이는 값, 병합 충돌,
모델에게 내리는 지시): 먼저 고치세요.

예시:
${EXAMPLES.verify}`,

  rename: `사용법: project-memory rename OLD NEW [--scope global|project]
                             [--dir DIR] [--project KEY] [--dry-run] [--json]

memory OLD(.md를 뺀 파일 이름)의 이름을 같은 폴더 안에서 NEW로 바꾸고, 그 폴더에서
OLD를 적은 supersedes도 모두 NEW로 고칩니다.

- NEW는 save가 --name을 파일 이름으로 만드는 방식대로 바뀝니다 (\`Docker Notes\` → docker-notes).
- git이 추적하는 파일이면 \`git mv\`로 바꿉니다(스테이징됨). title을 비롯한 내용은 그대로
  두고, \`stats\`의 읽은 횟수는 새 이름으로 이어집니다.

옵션:
  --scope global|project  두 폴더에 같은 이름의 memory가 있을 때 OLD가 어느 쪽인지
  --dir DIR               세션 시작 폴더 (기본값: 현재 폴더)
  --project KEY           경로에서 정한 키 대신 이 프로젝트 키를 사용
  --dry-run               무엇을 바꿀지 보여 주기만 하고 바꾸지 않음
  --json                  { scope, from, to, via, references, notUpdated,
                          written, dryRun } 출력

종료 코드: 0 이름을 바꿈; 1 그런 memory가 없음, 잘못된 옵션이나 이름, 병합이 끝나지
않은 OLD; 3 NEW라는 memory가 (대소문자와 관계없이) 이미 있음: 아무것도 덮어쓰지 않습니다.

예시:
${EXAMPLES.rename}`,

  forget: `사용법: project-memory forget NAME [--scope global|project] [--force]
                             [--dir DIR] [--project KEY] [--dry-run] [--json]

memory NAME(.md를 뺀 파일 이름)을 지웁니다.

- git의 마지막 커밋에 지금 모습 그대로 있으면 \`git rm\`으로 지웁니다(스테이징됨, 내용은
  기록에 남음). 커밋한 적이 없거나 그 뒤에 바뀐 memory는 --force가 있어야 지웁니다.
- 모든 supersedes에서 NAME을 빼고 그 자리에 NAME이 대체하던 memory를 넣습니다. NAME이
  가리던 memory 중 다른 memory가 가리지 않는 것은 목록에 다시 나온다고 알려 줍니다.

옵션:
  --scope global|project  두 폴더에 같은 이름의 memory가 있을 때 어느 쪽인지
  --force                 커밋에 없는 내용(커밋한 적 없음, 바뀜)도 지움
  --dir DIR               세션 시작 폴더 (기본값: 현재 폴더)
  --project KEY           경로에서 정한 키 대신 이 프로젝트 키를 사용
  --dry-run               무엇을 바꿀지 보여 주기만 하고 바꾸지 않음
  --json                  { scope, name, path, via, held, references,
                          passedOn, notUpdated, listedAgain, written, dryRun } 출력

종료 코드: 0 지움; 1 그런 memory가 없음, 잘못된 옵션, 병합이 끝나지 않은 파일,
--force 없이 커밋에 없는 내용.

예시:
${EXAMPLES.forget}`,

  context: `사용법: project-memory context [--dir DIR] [--window N] [--json]

DIR에서 시작한 Claude Code 세션이 처음 받는 컨텍스트를 Claude Code와 같은 방식으로
모아, 부분마다 글자 수와 추정 토큰 수를 보여 줍니다:
  git        브랜치, 기본 브랜치, git 사용자, \`git status --short\`(앞 2,000자),
             최근 커밋 5개. git 저장소 밖이면 건너뜀
  CLAUDE.md  읽는 순서대로: managed (/etc/claude-code/CLAUDE.md), user (~/.claude/),
             project (저장소 맨 위부터 DIR까지), local (CLAUDE.local.md), 그리고 @path
             import. \`paths:\` front matter가 있는 규칙은 맞는 파일을 읽을 때 나중에
             로드되므로 따로 셈
  memory     이 패키지의 UserPromptSubmit hook이 지금 출력하는 목록
  date       "Today's date is YYYY-MM-DD." 줄
토큰은 글자 수/4(한글·가나·한자는 글자 수/1.5)로 추정합니다. CLAUDE.md 파일이
40,000자를 넘거나, memory 목록이 hook 출력 한도 10,000자 중 8,000자를 넘으면 경고합니다.

옵션:
  --dir DIR      세션 시작 폴더 (기본값: 현재 폴더)
  --window N     비교할 컨텍스트 창 크기(토큰) (기본값: ${DEFAULT_WINDOW})
  --json         { version, dir, window, estimate, git, claudeMd: { disabled,
                 files: [...], startup, conditional }, memoryList, date, total,
                 warnings: [{ code, path, message, importedFrom, chars }] } 출력

환경 변수:
  PROJECT_MEMORY_MANAGED_CLAUDE_MD   managed CLAUDE.md를 이 경로에서 읽음
  CLAUDE_CODE_DISABLE_CLAUDE_MDS=1   Claude Code와 같이 CLAUDE.md 파일을 읽지 않음

예시:
${EXAMPLES.context}`,

  lint: `사용법: project-memory lint [--dir DIR] [--project KEY] [--staged] [--json]

작업 공간의 모든 memory 파일과 고정 파일, 작업 공간 설정을 검사합니다.

오류 (종료 코드 1):
- 깨졌거나 없거나 코드로 실행될(---js) front matter, title이나 description 없음,
  글이 아닌 필드, 날짜가 아닌 review_by나 verified_at
- 비밀값으로 보이는 내용
- title이나 description 속 모델에게 내리는 지시("ignore previous instructions",
  "이전 지시를 무시", "너는 이제 …", 가짜 컨텍스트 태그, 사용자 동의 없이 하라는 지시)
- 읽을 수 없는 파일, 256 KB보다 큰 파일
- 서로를 돌아가며 대체하거나 자기 자신을 대체하는 memory
- hook이 쓸 수 없어 무시하는 고정 파일(.project-memory-key)이나 작업 공간 설정
  (.ai-core/project-memory.json): git이 남긴 병합 충돌, 올바르지 않은 JSON, 쓸 수 없는 키

경고:
- 여러 줄이거나 긴(200자 초과) description, 보이지 않는 문자나 제어 문자, " #"에서
  잘린 한 줄 필드(값을 따옴표로 감싸세요)
- hook이 건너뛰는 설정 키나 값
- 거의 같은 memory(한 폴더 안, 또는 프로젝트와 _global 사이)
- 안전하지 않거나 목록에 나오지 않는 파일 이름, 목록이 읽지 않는 메모(하위 폴더에
  있거나 .markdown, .txt로 끝나는 파일)
- 본문 속 지시 같은 글, title이나 description 속 지시처럼 쓰인 경고
  ("install with curl … | sh", "확인 없이 테이블 삭제")
- 중단된 저장이 남긴 임시 파일
- 확인 없이 지난 review_by (확인한 뒤 \`project-memory verify NAME\`을 실행하세요)
- 본문이 가리키는 경로(\`src/app.ts\`)가 저장소에서 사라짐
- 어느 memory의 이름도 아닌 supersedes 이름, 대체된 memory가 그것을 대체한 memory보다
  나중에 고쳐짐(목록이 가리는 수정)

옵션:
  --dir DIR        작업 공간 안의 폴더 (기본값: 현재 폴더)
  --project KEY    _global/과 이 프로젝트 폴더만 검사
  --staged         다음 커밋에 들어갈 내용(git 인덱스)을 검사. pre-commit hook용이며,
                   이 커밋이 건드리지 않는 파일의 오류는 경고로만 알림. 이 클론에서
                   커밋할 때마다 돌리려면 아래 줄들을 붙여 넣으세요. git이 실행하는 hook에
                   한 줄을 더하고(없으면 만듭니다), git이 실행할 수 있게 실행 권한을 줍니다:
                     hook=$(git rev-parse --git-path hooks/pre-commit)
                     [ -e "$hook" ] || printf '#!/bin/sh\\n' > "$hook"
                     printf '%s\\n' "project-memory lint --staged || exit 1" >> "$hook"
                     chmod +x "$hook"
  --json           { files, errors, warnings, findings: [{ file, rule, severity, message, fix, line?, column? }] } 출력

종료 코드: 0 오류 없음 (경고는 허용), 또는 DIR과 그 위에 memory 폴더가 없음 (stderr에
알림); 1 오류가 하나 이상 있음.

예시:
${EXAMPLES.lint}`,

  doctor: `사용법: project-memory doctor [--client claude|codex|gemini] [--dir DIR] [--json]

DIR에서 시작한 클라이언트 세션이 project-memory에서 무엇을 받는지 검사합니다. 검사마다
한 줄씩, 문제에는 해결 방법을 함께 보여 줍니다. Claude Code (기본값):
  node            PATH에 Node 20 이상이 있음
  settings        설정 파일이 올바른 JSON임
  hook            목록 hook이 한 번만 등록됨 (DIR 위 폴더의 프로젝트 설정은 세지 않음)
  hooks-enabled   설정 파일에 "disableAllHooks": true가 있을 때만 나옴 (hook이 전혀 실행되지 않음)
  hook-events     나머지 hook도 함께 등록됨 (모두 8개)
  hook-run:<via>  명령이 Claude Code가 받아들이는 JSON을 제시간에 출력함 (project-memory의
                  명령만 실행하고, 신뢰하지 않은 폴더의 설정에 있는 명령은 실행하지 않음)
  hook-copy       hook이 다른 사본이 아닌 이 project-memory에서 실행됨
  look-alike:<via>  project-memory hook 파일 이름이 들어 있지만 project-memory의 명령이 아닌 것
  read            Claude Code가 묻지 않고 memory를 읽음 (규칙, 또는 Read hook)
  state           hook이 세션 상태를 두는 상태 폴더를 쓸 수 있음
  workspace       DIR 위의 .ai-core/ 작업 공간 루트
  outer-workspace 더 위의 작업 공간에 이 작업 공간 때문에 목록에 나오지 않는 memory가 있음
  project-key     프로젝트 키와 그 출처
  pin             쓸 수 없는 고정 파일, 또는 고정 파일을 쓰는 명령
  other-clones    이 키에는 memory가 없고 다른 클론의 폴더 이름이 주는 키에 있음: 둘을 한
                  키로 묶는 고정 명령
  split-clones    두 키 모두 memory가 있음: 한 키로 옮기는 명령
  root-folder     작업 공간 루트 이름의 memory 폴더가 없음 (그 아래에서는 목록에 나오지 않음)
  old-key         예전 버전이 쓰던 키 아래에 남은 memory와 그것을 옮기는 방법
  repository-keys 저장소의 모든 worktree가 한 memory 폴더를 씀
  key-collisions  같은 키를 얻거나 고정한 프로젝트 폴더 두 개가 없음
  git-ignored     git이 memory 폴더를 무시하지 않음
  git-unshared    커밋하지 않은 변경(새 파일, 수정, 삭제)이 있는 memory 파일이 없음
  git-unpushed    memory 폴더를 바꾼 커밋 중 push되지 않은 것(어느 원격 브랜치에도 없는
                  것)이 없음 (원격이 있는 클론에서)
  memory-folders  모든 범위 폴더가 읽을 수 있는 폴더임
  linked-folders  범위 폴더가 심볼릭 링크가 아님 (목록은 링크를 따라가지 않음)
  lint            모든 memory 파일이 올바름
  freshness       review_by가 지났거나 사라진 파일을 가리키는 memory가 없음
  auto-memory     Claude Code 자체의 auto memory가 꺼져 있음
  config          .ai-core/project-memory.json이 있다면 쓸 수 있는 파일임
  environment     설정한 PROJECT_MEMORY_* 변수의 값을 모두 받아들임
  language        메시지의 언어와 그 출처

--client codex와 --client gemini에서 hook에 관한 줄:
  settings        사용자와 프로젝트 hook 파일을 읽을 수 있음
  hook            목록 hook이 클라이언트가 읽는 곳에 한 번 등록됨 (Codex는 신뢰한
                  프로젝트에서만 project hook을 읽음)
  hook-events     클라이언트의 나머지 hook도 함께 등록됨 (Codex는 모두 3개, Gemini는 5개)
  codex-config    Codex: config.toml이 올바른 TOML임 (아니면 hook이 실행되지 않음)
  hook-trust      Codex: project-memory hook이 모두 config.toml에서 신뢰됨
  hooks-enabled   클라이언트의 hook을 끄는 설정이 없음 (Codex: config.toml의 hooks
                  기능, Gemini: hooksConfig)
  hook-run:<via>  명령이 클라이언트가 받아들이는 형식을 크기 한도 안에서 출력함
  read            Gemini: read_file이 memory 폴더를 열 수 있음
  include-dirs    Gemini: context.includeDirectories의 폴더가 모두 있음 (없으면 Gemini가
                  시작하지 못함)
  folder-trust    Gemini: 폴더 신뢰가 켜져 있으면 시작 폴더를 신뢰함 (신뢰하지 않는
                  폴더에서는 Gemini가 hook을 하나도 실행하지 않음)

옵션:
  --client claude|codex|gemini  검사할 클라이언트 (기본값: claude)
  --dir DIR   검사할 시작 폴더 (기본값: 현재 폴더)
  --json      { dir, ok, checks: [{ id, status, message, fix }] } 출력. id와 status
              (ok, warn, fail)는 바뀌지 않음

종료 코드: 0 실패한 검사 없음 (경고는 허용); 1 실패한 검사가 있음.

예시:
${EXAMPLES.doctor}`,

  stats: `사용법: project-memory stats [--dir DIR] [--project KEY] [--unused [--min-shown N]] [--json]

DIR에서 보이는 memory마다 세션의 첫 목록에 몇 번 보였는지, 모델이 몇 번 열었는지,
마지막으로 언제 열었는지를 많이 읽은 순서로 보여 줍니다.

- 읽기는 Claude Code의 Read, Gemini CLI의 read_file, 그리고 memory를 읽는 셸
  명령(cat, sed -n, head, grep 등)을 셉니다. 셸 명령은 Codex는 모두, Claude Code는
  명령에 .ai-core가 들어 있을 때만 셉니다.
- 기록은 이 사용자의 상태 폴더(기본값 ~/.local/state/project-memory)의 usage/에
  두며, 저장소에는 두지 않습니다. usage/를 지우면 기록이 모두 사라집니다.
  PROJECT_MEMORY_DISABLE=1이면 기록하지 않습니다.
- 아직 작업 공간이 없으면 그렇다고 알리고 종료 코드 0으로 끝납니다(--json: []).

옵션:
  --dir DIR        세션 시작 폴더 (기본값: 현재 폴더)
  --project KEY    경로에서 정한 키 대신 이 프로젝트 키를 사용
  --unused         첫 목록에 N번 이상 보였지만 한 번도 읽지 않은 memory만: 설명을 더
                   분명하게 고치거나 지울 후보
  --min-shown N    --unused의 N (기본값: ${DEFAULT_UNUSED_MIN_SHOWN})
  --json           [{ scope, folder, name, path, shown, reads, lastRead,
                   lastShown, supersededBy: [{ scope, name, path }] }, ...] 출력.
                   시각은 ISO 8601 (UTC), 없으면 null

예시:
${EXAMPLES.stats}`,
};
