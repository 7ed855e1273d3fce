import { DEFAULT_SEARCH_LIMIT, DEFAULT_UNUSED_MIN_SHOWN, DEFAULT_WINDOW } from '../model/defaults.js';
import { HELP_EXAMPLES } from './help-examples.js';
import type { CommandName } from './types.js';

const EXAMPLES = HELP_EXAMPLES.ko;

/** Each command's --help in Korean: the same flags (English) and the same example commands as help-en.ts. */
export const HELP_KO: Record<CommandName, string> = {
  install: `사용법: project-memory install [--client claude|codex|gemini] [--scope user|project|local] [--dir DIR]
                              [--keep-auto-memory] [--force] [--trust-hooks] [--pin] [--dry-run] [--json]

project-memory hook을 코딩 에이전트에 등록하고, 작업 공간 루트에
.ai-core/data/memory/_global/ 폴더가 없으면 만듭니다. 작업 공간 루트는 DIR이나
그 위에서 .ai-core/가 있는 가장 가까운 폴더이고, 없으면 DIR이 속한 git 저장소의
최상위(save가 만들 곳), 그것도 없으면 DIR입니다. 어느 클라이언트든 같은
memory를 봅니다: Codex에서 저장한 memory가 Claude Code와 Gemini CLI 목록에도
나오고, 그 반대도 같습니다.
Claude Code에는 permissions.allow에 Read(//<memory 폴더>/**)도 더해, 작업 공간 루트
아래 폴더에서 시작한 세션도 묻지 않고 memory를 읽습니다 (Claude Code는 시작 폴더
밖을 읽기 전에 묻고, claude -p는 물을 수 없습니다).
다시 실행하면 아무것도 바꾸지 않고 "이미 설치되어 있습니다"라고 알립니다.
설정 파일은 그 자리에서 고치며 (나머지 바이트, 권한, 심볼릭 링크를 그대로 둠),
읽기 전용 파일이나 고칠 키가 두 번 있는 파일은 거부합니다 (종료 코드 1).

옵션:
  --client claude|codex|gemini  claude: Claude Code (기본값), codex: Codex CLI, gemini: Gemini CLI
  --scope user|project|local  user (기본값, 어느 폴더에서 실행해도 동작):
                                ~/.claude/settings.json, $CODEX_HOME/hooks.json (~/.codex),
                                ~/.gemini/settings.json
                              project: DIR/.claude/settings.json (Claude를 DIR에서 시작할 때만 읽음),
                                <DIR의 git 최상위>/.codex/hooks.json (신뢰한 프로젝트에서만 읽음),
                                DIR/.gemini/settings.json (Gemini를 DIR에서 시작할 때만 읽음)
                              local (Claude Code 전용): DIR/.claude/settings.local.json. git이
                                무시하지 않으면 클론만의 무시 목록(.git/info/exclude)에 더함
  --dir DIR                   작업 공간 또는 클라이언트를 실행할 폴더 (기본값: 현재 폴더)
  --keep-auto-memory          Claude Code: 자체 auto memory를 끄지 않음(다음 설치에서도). 앞선
                              설치가 껐다면 설치 전 값으로 되돌림
  --force                     Claude Code: DIR에 project-memory plugin이 켜져 있어도 설치
                              (없으면 거부: hook마다 두 번 실행되므로)
  --trust-hooks               Codex: codex의 /hooks가 쓰는 신뢰 줄을 $CODEX_HOME/config.toml에도 씀
                              (Codex는 신뢰하지 않은 hook을 말없이 건너뜀. 이 옵션이 없으면
                              install은 그 줄과 신뢰하는 방법을 출력만 함)
  --pin                       DIR 프로젝트의 키도 고정 (project-memory key --help 참고).
                              없으면 git 체크아웃 안에서는 고정하는 명령을 출력(프로젝트의
                              첫 memory가 키를 고정하게 되면 출력하지 않음. save 참고)
  --dry-run                   바뀔 내용만 보여 주고 아무것도 쓰지 않음
  --json                      { client, settingsFile, scope, dryRun, changes, created, settingsCreated,
                              memoryRoot, workspaceRoot, alreadyInstalled, memoryRootLeft, pin, pinCommand,
                              gitIgnore, recordKept, hooksOff (Claude Code), codexTrust (Codex) } 출력. recordKept: 설치 기록을
                              둘 상태 폴더가 없으면 false (이유는 doctor의 state 줄). created: install이 만든
                              memory 폴더의 파일과 폴더, settingsCreated: 클라이언트의 것 (설정 폴더, hook 파일,
                              config.toml). memoryRootLeft: --dir 없이 홈 폴더나 /tmp처럼
                              모두가 쓰는 폴더에서 실행해 memory 폴더를 만들지 않음 (저장소에서 처음 저장할 때 만들어짐).
                              gitIgnore (--scope local): { exclude, line, written, ignored }, { tracked } 또는 null.
                              hooksOff: { paths, overriddenBy? }, "disableAllHooks": true인 설정 파일
                              (Claude Code가 hook을 전혀 실행하지 않음), 또는 null.
                              launchIncludeSkipped (Gemini, 그런 일이 있었을 때만): { path, reason },
                              memory 폴더를 넣지 못한 실행 폴더의 설정 파일 (hook은 그대로 설치됨)
                              changes는 언어와 관계없이 영어 줄
                              ("add UserPromptSubmit hook: CMD", "set autoMemoryEnabled: false")

Gemini CLI: read_file은 실행한 폴더와 context.includeDirectories의 폴더만 엽니다.
~/.gemini/settings.json에는 아무 폴더도 더하지 않습니다(Gemini가 한 저장소의 memory
파일 목록을 모든 세션에 넣고, 그 폴더가 없어지면 어디서든 시작하지 못하므로). 예전
install이 그곳에 더한 항목은 지웁니다. memory 폴더의 작업 공간 아래에서 실행한다면
어느 범위의 install이든 DIR/.gemini/settings.json에 DIR 기준 상대 경로로 더합니다(이
컴퓨터의 경로가 없어 커밋해도 됨). 그곳에서 실행한 uninstall이 다시 지웁니다.

예시:
${EXAMPLES.install}`,

  uninstall: `사용법: project-memory uninstall [--client claude|codex|gemini] [--scope user|project|local] [--dir DIR] [--dry-run] [--json]

클라이언트의 설정 또는 hook 파일에서 project-memory hook을 지우고, install이 그곳에
더한 것을 되돌립니다: Claude Code의 auto memory 설정과 permissions.allow 규칙, Gemini install이 더한
includeDirectories 항목(user 범위는 예전 install이 그곳에 쓴 모든 작업 공간의 항목과
DIR/.gemini/settings.json의 항목, --dir은 없어진 폴더여도 됨), --trust-hooks가 쓴 Codex 신뢰, --scope local이
.git/info/exclude에 더한 줄(그 줄이 무시하는 설정 파일이 이 작업 트리나 다른 작업
트리에 아직 있으면 남기고 알려 줍니다). install이 만든 파일이나 폴더(hook 파일,
Codex의 config.toml, .codex/나 .gemini/ 폴더)에 그 뒤로 아무것도 더해지지 않았다면
그것도 지웁니다. install 전부터 파일에 있던 이벤트 목록이나 hooks 객체는 비어도
남깁니다. 다른 도구의 hook과 memory 파일은 건드리지
않습니다. Codex는 hooks.json 안의 자리로 신뢰를 기억하므로, project-memory hook
뒤에 있던 신뢰된 hook이 한 자리 당겨지면 알려 줍니다. DIR에 다른 범위나 다른
클라이언트로 설치된 것은 계속 실행되므로, 그것을 지우는 명령과 함께 알려 줍니다
(패키지를 지우기 전에 하나씩 실행하세요).

옵션:
  --client claude|codex|gemini  대상 클라이언트 (기본값: claude)
  --scope user|project|local  대상 파일 (기본값: user, install --help 참고)
  --dir DIR                   project/local 범위에서 클라이언트를 실행할 폴더 (기본값: 현재 폴더)
  --dry-run                   바뀔 내용만 보여 주고 아무것도 쓰지 않음
  --json                      { client, settingsFile, scope, dryRun, changes, notInstalled,
                              stillInstalled, leftUnrecorded, trustShifted (Codex) } 출력.
                              changes는 언어와 관계없이 영어 줄 ("remove UserPromptSubmit hook: CMD",
                              "remove autoMemoryEnabled"). stillInstalled: DIR에 아직 hook이 남은
                              다른 범위와 클라이언트마다 { client, scope, settingsFile, command }
                              (command는 그것을 지우는 명령). leftUnrecorded: 설치 기록이 없을 때
                              install이 넣었을 수도 있어 그대로 둔 값 ("key: value")

예시:
${EXAMPLES.uninstall}`,

  list: `사용법: project-memory list [--dir DIR] [--project KEY] [--all] [--json]

DIR에서 보이는 memory를 모두 보여 줍니다: _global 폴더의 것과 이 프로젝트의 것,
목록 길이 제한 없이. 확인 기한(review_by)이 지났는데 그 뒤로 확인하지 않은
memory에는 (오래됨)을 붙입니다. 다른 memory가 대체한(supersedes) memory는 hook의
목록처럼 빼고, --all을 주면 무엇으로 대체됐는지 표시해 함께 보여 줍니다.
DIR과 그 위에 아직 작업 공간이 없으면(처음 저장하기 전까지는 없음) 그렇다고, 또
처음 저장할 때 어디에 만들어지는지 알리고 종료 코드 0으로 끝납니다.

옵션:
  --dir DIR        클라이언트를 실행할 폴더 (기본값: 현재 폴더)
  --project KEY    경로에서 정한 프로젝트 키 대신 이 키를 사용
  --all            대체된 memory도 표시해 함께 출력
  --json           { workspaceRoot, memoryRoot, projectKey, keySource, memories: [...],
                   hidden, unreadableFolders, linkedFolders, notFolders, projectFolders } 출력 (memory마다
                   reviewBy, verifiedAt, stale, supersedes, supersededBy, 그리고 unmerged:
                   파일 안 표시 없이 git이 병합하지 못한 채 남김. hidden: 빼고 보여
                   주지 않은 대체된 memory 수. unreadableFolders: 권한 때문에 읽지 못한 폴더.
                   linkedFolders: 따라가지 않는 심볼릭 링크인 scope 폴더. notFolders: 폴더 자리에
                   파일이 있는 scope 폴더.
                   projectFolders: _global만 보이는, 여러 프로젝트가 있는 작업 공간 루트에서
                   memory가 있는 프로젝트 폴더의 [{ key, count }], 많은 순. 그 밖에는 []).
                   작업 공간이 아직 없으면 workspaceRoot, memoryRoot는 null, memories는 [].
                   projectKey, keySource는 DIR에서 한 project 저장이 쓰는 값: 프로젝트의 첫
                   memory 전에, 그 저장이 git 원격 저장소 이름을 고정한다면 keySource는 "remote"
                   (저장이 memory 폴더를 만들지 않는 홈 폴더에서는 null)

예시:
${EXAMPLES.list}`,

  search: `사용법: project-memory search QUERY [--dir DIR] [--project KEY] [--limit N] [--json]

DIR에서 보이는 memory(_global 폴더의 것과 이 프로젝트의 것)를 QUERY와 관련 있는
순서로 보여 줍니다. 매 요청마다 보이는 목록과 같은 방식으로 순위를 매깁니다.
한국어와 영어 모두, 활용형도 찾습니다("브랜치를 바꿨더니"로 "브랜치 전환"을 찾음).
이름, 제목, 설명, 태그 중 한 단어 이상 맞는 memory만 출력합니다. 본문은
찾지 않습니다(본문은 memory 폴더에서 grep -ri WORD로 찾음). 다른 memory가 대체한 memory는 찾지 않고
(\`project-memory list --all\`로 볼 수 있음), 확인 기한이 지난 memory에는
(오래됨)을 붙입니다. DIR과 그 위에 아직 작업 공간이 없으면 list처럼 그렇다고 알리고
종료 코드 0으로 끝납니다(--json: []).

옵션:
  --dir DIR        클라이언트를 실행할 폴더 (기본값: 현재 폴더)
  --project KEY    경로에서 정한 프로젝트 키 대신 이 키를 사용
  --limit N        최대 N개만 출력 (기본값: ${DEFAULT_SEARCH_LIMIT})
  --json           [{ score, scope, folder, name, title, description, tags, pinned,
                   reviewBy, verifiedAt, stale, supersedes, supersededBy, path, problems }, ...]
                   출력: list --json의 memory 항목(unmerged는 빼고) 앞에 score를 붙인 것

예시:
${EXAMPLES.search}`,

  save: `사용법: project-memory save --scope global|project --title T --description D
                           [--tags a,b] [--source S] [--name SLUG]
                           [--body TEXT | --body-file F | 표준 입력으로 본문]
                           [--dir DIR] [--project KEY] [--update] [--force-duplicate]
                           [--supersedes NAME,…] [--review-by DATE | --review-in 90d]
                           [--allow-secret] [--pin | --no-pin] [--json]

<memory 루트>/<_global|프로젝트 키>/<name>.md 파일에 front matter(title,
description, created_at, tags, source)와 본문을 쓰고, 그 경로를 출력합니다.
쓰기 전에 \`project-memory lint\`와 같은 규칙으로 검사합니다: lint가 오류로 보는
것(title이나 description 속 모델 자체에 대한 지시, 비밀 정보로 보이는 내용 등)은
문제와 해결 방법을 하나씩 보여 주고 거절하며 아무것도 쓰지 않습니다. lint가 경고하는
것(지시처럼 읽히는 본문, "install with curl … | sh"처럼 지시 같은 말로 쓴 주의,
긴 description 등)은 저장하고 표준 오류로 알립니다.

옵션:
  --scope global|project  global: 작업 공간의 모든 프로젝트가 공유 (_global/)
                          project: 이 프로젝트만 (프로젝트 키는 \`project-memory list\`로 확인)
  --title T               짧은 제목. --name이 없으면 파일 이름도 여기서 만듦
  --description D         목록에 보이는 한 줄 설명 (줄바꿈은 한 줄로 합침)
  --tags a,b              쉼표로 구분한 태그
  --source S              알게 된 경위 (선택)
  --name SLUG             .md를 뺀 파일 이름 (a-z, 0-9, -, _, 한글, 가나, 한자. readme는 안 됨)
  --body TEXT             Markdown 본문. 또는 --body-file F ('-'이면 표준 입력).
                          둘 다 없으면 파이프로 들어온 표준 입력을 본문으로 읽음
                          (--update에서는 --body-file -로만)
  --dir DIR               클라이언트를 실행할 폴더 (기본값: 현재 폴더)
  --project KEY           경로에서 정한 프로젝트 키 대신 이 키를 사용
  --update                그 이름의 memory를 수정 (--name, 또는 --title에서 나온 이름).
                          그 memory가 있어야 함. 준 필드만 바꾸고 주지 않은 필드(title,
                          description, tags, source, 본문, created_at, review_by,
                          supersedes)는 그대로 둠. updated_at 추가, verified_at은 오늘로,
                          지난 review_by는 verify처럼 뒤로 옮김.
                          --name을 주면 --scope는 생략 가능(그 memory가 있는 범위).
                          --tags ''는 태그를, --supersedes ''는 대체 목록을 비움.
                          빈 줄뿐인 본문은 옛 본문을 그대로 둠.
                          front matter가 없는 파일은 그 내용 전체를 본문으로 지키고,
                          front matter를 읽을 수 없는 파일은 고칠 때까지 거부함
                          (project-memory lint가 고칠 곳을 보여 줌)
  --force-duplicate       그 폴더나 함께 보이는 폴더(프로젝트 폴더 옆의 _global, 그 반대)에
                          비슷한 memory가 있어도 저장
  --supersedes NAME,…     이 memory가 그 memory들을 대체함: 파일은 남고 목록에서만 빠짐
                          (project memory는 global memory도 대체할 수 있고 이 프로젝트에서만
                          빠짐. global memory는 global memory만 대체)
  --review-by DATE        다시 확인할 날짜 (YYYY-MM-DD). 그날이 지나도록 확인하지 않으면
                          목록에 (오래됨)이 붙음
  --review-in PERIOD      같은 것을 오늘부터 센 기간으로: 90d, 12w, 6m, 1y
  --allow-secret          비밀 정보처럼 보이는 내용이 있어도 저장. 허용한 것은 파일의
                          not_secrets에 적혀 lint와 목록이 넘어가고, 그 밖에 비밀처럼
                          보이는 것만 표시됨
  --pin                   프로젝트 키도 고정 (project-memory key --help 참고). 없으면 memory
                          폴더가 git 체크아웃 안에 있을 때 프로젝트의 첫 memory가 키를 고정
                          (그 밖에는 고정하는 명령을 출력): 원격 저장소(origin, upstream,
                          또는 하나뿐인 원격)가 가리키는 저장소 이름으로, 모든 클론에서
                          같으며, 원격이 없으면 폴더 이름
  --no-pin                프로젝트의 첫 memory에서 키를 고정하지 않음 (폴더 이름의 키 아래에
                          저장)
  --json                  { path, scope, name, projectKey, updated, changed, created, pin,
                          pinCommand, hiddenBy: [{ scope, name, path }], ignoredBy,
                          warnings: [{ rule, message, fix }] } 출력. changed:
                          --update에서 파일이 이미 이 내용 그대로라 아무것도 쓰지 않았으면 false.
                          hiddenBy: supersedes에
                          이 memory의 이름이 있어 목록에서 이것을 숨기는 memory. ignoredBy: 첫 memory
                          폴더나 프로젝트의 첫 memory를 팀원에게서 막는 gitignore 규칙 (없으면 null).
                          warnings: 저장한 memory에 lint가 경고하는 것 (stderr에도 나옴)

종료 코드: 0 저장함; 1 잘못된 입력, 작업 공간 없음, 비밀 정보로 보이는 내용,
그 밖에 lint가 오류로 볼 내용, 없거나 읽을 수 없는 memory의 --update; 3 그 memory(또는 거의 같은 memory)가 이미 있음 —
메시지에 그 파일이 나옵니다 — 또는 --pin이 다른 클론의 memory를 가리게 됨 (key --help 참고).

예시:
${EXAMPLES.save}`,

  import: `사용법: project-memory import SOURCE [PATH] [--scope global|project] [--dir DIR]
                             [--project KEY] [--section HEADING ...] [--write]
                             [--update [--keep-edits | --overwrite-edits]]
                             [--force-duplicate] [--no-pin] [--json]

다른 도구에 남겨 둔 메모를 memory 파일로 바꿉니다. 메모 하나가 memory 하나가
됩니다. --write가 없으면 무엇을 만들지(파일, 제목, 설명)와 무엇을 거절하는지만
보여 주고, --write를 붙이면 만듭니다. 있는 파일을 덮어쓰지 않으며, 다시 실행해도
새로 만드는 것이 없고, 가져온 뒤 지워진 memory(git 기록)도 다시 만들지 않습니다.

SOURCE (PATH를 주면 기본 위치 대신 그 파일이나 폴더를 읽음. 상대 경로인 PATH는
--dir가 아니라 현재 폴더에서 찾음):
  auto-memory  DIR 프로젝트의 Claude Code auto memory:
               ~/.claude/projects/<P>/memory/. <P>는 프로젝트 경로에서 a-z, A-Z,
               0-9가 아닌 글자를 모두 "-"로 바꾼 것 (/home/me/app → -home-me-app.
               CLAUDE_CONFIG_DIR이 ~/.claude를 대신하고,
               autoMemoryDirectory 설정은 경로 전체를 대신함). 프로젝트는 git
               저장소(주 작업 트리), 아니면 DIR. 파일 하나가 memory 하나이고, 색인
               MEMORY.md에서 제목을 가져옴. "user" 유형 memory는 Claude Code에서 한
               사람만 보는 것이라 가져오지 않음
  claude-md    DIR/CLAUDE.md(없으면 DIR/.claude/CLAUDE.md)에서 --section으로 고른
               섹션. --section이 없으면 고를 수 있는 제목 목록을 보여 줌
  cursor       DIR/.cursor/rules/**/*.mdc와 *.md, 그리고 DIR/.cursorrules(예전의 단일
               파일), 또는 규칙 파일 하나. alwaysApply 규칙과 .cursorrules는
               고정(pinned, 목록에 항상 보임)되고, globs는 globs 필드에 남음. 폴더의
               다른 파일은 읽지 않았다고 알려 줌
  cline        DIR/memory-bank/*.md: projectbrief, productContext, systemPatterns,
               techContext, activeContext, progress와 그 밖의 .md

memory마다 제목(메모의 제목이나 이름, 없으면 파일 이름을 띄어 쓴 것), 한 줄
설명(메모에 있는 설명, 없으면 첫 문장을 200자 안으로 자름), source: SOURCE:<경로>가
붙습니다.
파일 이름은 save와 같은 방식으로 만듭니다.

거절 (종료 코드 1): 비밀 정보로 보이는 내용, 모델에 대한 지시처럼 읽히는 제목이나
설명, 읽을 수 없는 파일, 그 밖에 만들 memory에서 \`project-memory lint\`가 오류로 볼 내용.
건너뜀 (종료 코드 3): 이름이 같은데 내용이 다른 memory(--update로 바꿈), 가져온
뒤 저장소에서 고쳐졌고 원본도 바뀐 memory(손으로 합침), 폴더에
있는 memory나 이번에 함께 가져오는 메모와 거의 같은 것(--force-duplicate로 따로
가져옴).
나머지 memory는 그대로 가져옵니다.

옵션:
  --scope global|project  memory를 둘 곳 (기본값: project)
  --dir DIR               프로젝트 폴더 (기본값: 현재 폴더)
  --project KEY           추출한 프로젝트 키 대신 이 키를 사용
  --section HEADING       가져올 CLAUDE.md 섹션, 섹션마다 한 번씩 (하위 섹션도
                          함께). 같은 글자의 제목이 둘이면 "Parent > Heading",
                          또는 목록에 나온 제목의 행 번호 (--section 11)
  --write                 memory를 만듦 (없으면 미리보기)
  --update                이 원본에서 전에 가져온 memory 중 원본과 내용이 다른
                          것을 바꿈. created_at은 유지하고 updated_at을 추가.
                          다른 원본의 같은 이름 memory는 바꾸지 않고, 다음 빈
                          이름(deploy-2)으로 가져온 뒤 알려 줌. 가져온 뒤
                          고쳐진 memory도 바꾸지 않고 알려 줌 (가져올 때
                          쓴 내용을 import_digest에 기록함)
  --keep-edits            --update와 함께: 원본에서 바뀐 내용을 손으로 합친 뒤,
                          그 memory의 내용은 두고 원본과 맞췄다고 기록함
  --overwrite-edits       --update와 함께: 고쳐진 memory와 import_digest가 없는
                          memory도 바꿈 (고친 내용은 사라짐)
  --force-duplicate       거의 같은 memory도 따로 가져옴
  --no-pin                프로젝트의 첫 memory에서 키를 고정하지 않음 (기본값은
                          save처럼 첫 memory가 키를 고정함: save --help 참고)
  --json                  { source, sourcePath, dryRun, scope, projectKey,
                          memoryRoot, folder, items: [{ from, status, path, name,
                          title, description, reason, warnings, nameTaken,
                          hiddenBy: [{ scope, name, path }], keptEdits }],
                          counts, notRead: [{ path, why }], pin } 출력. keptEdits는
                          --keep-edits가 memory 자신의 글을 그대로 둔 항목에서 true
                          (그때 title과 description은 원본의 것). pin은
                          프로젝트의 첫 memory가 쓰는 고정 파일의 { path, key,
                          written } (미리보기에서는 written이 false), 없으면 null.
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
  2. 프로젝트 최상위 폴더의 고정 파일 .project-memory-key: 한 줄, 키 그 자체
     (#로 시작하는 줄은 주석, 줄 중간의 #는 키의 일부).
     DIR에서 위로 올라가며 찾되, git 체크아웃의 최상위 폴더나 자기 memory 폴더가
     있는 폴더에서 멈춤. DIR이 연결된 worktree면 주 worktree에서도 찾음
  3. tmux 세션 이름: 같은 이름의 memory 폴더가 있을 때만. tmux가 붙인 이름
     (0, 1, …)은 쓰지 않음
  4. 경로: DIR에서 위로 올라가며 키의 memory 폴더가 있는 가장 깊은 폴더, 없으면
     작업 공간 루트 아래의 git 최상위 폴더. 최상위에 .ai-core/가 있는 저장소에서는
     자기 package.json, go.mod 등이 있는 가장 가까운 폴더, 없으면 저장소. 그것도
     없으면 DIR. 작업 공간 루트에서의 상대 경로에서 /는 --, .은 __가 됨
     (workspace/patent.how → workspace--patent__how). 연결된 git worktree는 git의
     파일(.git, commondir)을 읽어 주 worktree의 경로를 쓰므로, 한 저장소의 모든
     worktree가 한 키를 씀. bare 저장소나 --separate-git-dir은 worktree 자신의
     경로를 씀

동작:
  show (기본값)   키, 그 출처, memory 폴더, 고정 파일
  pin [KEY]       프로젝트 최상위 폴더에 .project-memory-key를 KEY(기본값: 지금 쓰는
                  키)로 씀. 커밋하면 어디에 있는 클론이나 worktree도 같은 폴더를 씀.
                  다른 키가 고정되어 있으면 --force 없이는 바꾸지 않음
  move OLD [NEW]  폴더 OLD의 파일을 모두 NEW(기본값: 지금 쓰는 키)로 옮김. git이
                  추적하는 것은 git mv로 옮김. NEW에 같은 이름의 파일이 있으면
                  아무것도 옮기기 전에 전체를 거절함. 비게 된 예전 폴더는 지움.
                  옮길 폴더는 \`project-memory doctor\`가 알려 줌. OLD가 DIR에
                  고정된 키이면 고정 파일도 NEW로 바꿈 (--json의 pin: 그 고정
                  파일의 { path, key }, 아니면 null)

한 줄짜리 파일을 따로 두는 이유: 작업 공간(.ai-core/)은 여러 프로젝트를 담을 수
있고 프로젝트 저장소 밖에 있을 수도 있지만, 고정 파일은 코드와 함께 다닙니다.
한 줄이면 \`cat\`으로 보이고, 주석을 달지 않는 한 셸에서 바로 읽힙니다
(read key < .project-memory-key).

옵션:
  --dir DIR    클라이언트를 실행할 폴더 (기본값: 현재 폴더)
  --force      pin: 다른 키를 고정한 파일을 바꿈
  --here       pin: 고정 파일을 DIR 자체에 씀. 위 폴더들의 키를 고정한 파일 아래에서 따로
               키를 갖는 프로젝트용 (맨 위에서 고정한 monorepo의 패키지)
  --dry-run    pin, move: 쓰거나 옮길 내용만 보여 주고 아무것도 바꾸지 않음
  --json       show: { workspaceRoot, memoryRoot, key, source, projectDir, pinFile, worktree,
                       firstSave, memoryFolder, memories, unreadable, pin, otherClones: [{ key, count }] }
                     (firstSave: 프로젝트의 첫 memory가 이 키 대신 git 원격 저장소 이름을
                     고정한다면 { key, remote }, 아니면 null. 권한 때문에 memory 폴더를 읽을 수
                     없으면 memories는 null, unreadable은 읽기를 막은 폴더)
               pin:  { path, key, dryRun, written, alreadyPinned, previousKey, moveCommand,
                       parentMemories } (parentMemories: --here로 고정한 폴더에서 더는
                     보여 주지 않는, 위 폴더 키의 memory 수)
               move: { from, to, fromDir, toDir, dryRun, moves: [{ name, from, to, via }], removedFolder, pin }

종료 코드: 0 완료 (작업 공간이 아직 없으면 show는 첫 저장이 쓸 키를 알려 주고,
pin은 그 저장을 위해 키를 고정함); 1 잘못된 입력, 또는 move에 작업 공간 없음; 3 거절함: 다른 키가 고정되어
있거나, NEW에 같은 이름의 파일이 있거나, KEY 없는 pin인데 지금 키에는 memory가 없고
여기 어느 폴더 이름과도 맞지 않는 폴더(다른 폴더 이름으로 한 동료의 클론)에는 있음:
메시지에 그 폴더와 두 키 각각의 고정 명령이 나옵니다.

예시:
${EXAMPLES.key}`,

  verify: `사용법: project-memory verify NAME [--scope global|project]
                             [--review-by DATE | --review-in 90d]
                             [--dir DIR] [--project KEY] [--dry-run] [--json]

memory NAME(.md를 뺀 파일 이름)을 오늘 확인했다고 표시합니다: front matter의
verified_at을 오늘로 쓰고, 요청하면 review_by도 씁니다. 목록은 review_by가 지났는데
그날 이후의 verified_at이 없는 memory에 (오래됨)을 붙이고, 확인하면 그 표시가
사라집니다. --review-by나 --review-in이 없으면 아직 오지 않은 review_by는 그대로
두고, 이미 지난 review_by는 원래 주기(그 전의 마지막 verified_at, 없으면 created_at부터)만큼
뒤로 옮깁니다. 90일마다 보던 memory는 계속 90일마다 보게 됩니다. 이 두 줄만 바꾸고
나머지 내용은 쓰인 그대로 둡니다.

옵션:
  --scope global|project  두 폴더에 같은 이름의 memory가 있을 때 어느 쪽인지
  --review-by DATE        이날까지 다시 확인 (YYYY-MM-DD)
  --review-in PERIOD      같은 것을 오늘부터 센 기간으로: 90d, 12w, 6m, 1y
  --dir DIR               클라이언트를 실행할 폴더 (기본값: 현재 폴더)
  --project KEY           경로에서 정한 프로젝트 키 대신 이 키를 사용
  --dry-run               무엇을 쓸지 보여 주기만 하고 바꾸지 않음
  --json                  { path, scope, name, verifiedAt, reviewBy, previous,
                          changed, written, dryRun } 출력

같은 날 두 번 실행하면 두 번째에는 아무것도 바꾸지 않습니다.
종료 코드: 0 확인함 (또는 바꿀 것 없음); 1 그런 memory가 없음, 잘못된 옵션,
읽을 수 없는 front matter, lint가 memory 내용에서 찾은 오류 (비밀 값, 병합 충돌,
모델에게 내리는 지시): 먼저 고치세요.

예시:
${EXAMPLES.verify}`,

  rename: `사용법: project-memory rename OLD NEW [--scope global|project]
                             [--dir DIR] [--project KEY] [--dry-run] [--json]

memory OLD(.md를 뺀 파일 이름)의 이름을 같은 폴더 안에서 NEW로 바꾸고, OLD를
적은 다른 memory의 supersedes에도 NEW를 적습니다. 그래서 가려 두던 memory는 계속
가려지고, 이 memory를 가리던 것도 계속 가립니다. NEW는 save가 --name을 파일
이름으로 만드는 방식대로 바뀝니다 (\`Docker Notes\` → docker-notes). git이 추적하는
파일이면 \`git mv\`로 바꿉니다 (stage됨, 기록에는 이름 바꾸기 하나). 파일 내용은 쓰인
그대로 둡니다 (title은 파일 이름과 따로라 바뀌지 않음). \`stats\`의 읽은 횟수는 새
이름으로 이어집니다.

옵션:
  --scope global|project  두 폴더에 같은 이름의 memory가 있을 때 OLD가 어느 쪽인지
  --dir DIR               클라이언트를 실행할 폴더 (기본값: 현재 폴더)
  --project KEY           경로에서 정한 프로젝트 키 대신 이 키를 사용
  --dry-run               무엇을 바꿀지 보여 주기만 하고 바꾸지 않음
  --json                  { scope, from, to, via, references, notUpdated,
                          written, dryRun } 출력

종료 코드: 0 이름을 바꿈; 1 그런 memory가 없음, 잘못된 옵션이나 이름, 병합이 끝나지
않은 OLD; 3 NEW라는 memory가 (어떻게 쓰였든) 이미 있음: 아무것도 덮어쓰지 않습니다.

예시:
${EXAMPLES.rename}`,

  forget: `사용법: project-memory forget NAME [--scope global|project] [--force]
                             [--dir DIR] [--project KEY] [--dry-run] [--json]

memory NAME(.md를 뺀 파일 이름)을 지웁니다. git의 마지막 커밋에 지금 모습 그대로
있으면 \`git rm\`으로 지워 (stage됨) 내용이 기록에 남습니다. 커밋한 적이 없거나 그 뒤에
바뀐 memory는 --force가 있을 때만 지웁니다: --force 없이는 아무것도 잃지 않습니다.
NAME을 supersedes에 적은 memory에서는 그 이름을 빼고 (lint가 모르는 이름이라 하므로),
NAME이 대체하던 memory 중 다른 memory가 가리지 않는 것은 목록에 다시 나온다고 알려 줍니다.

옵션:
  --scope global|project  두 폴더에 같은 이름의 memory가 있을 때 어느 쪽인지
  --force                 커밋에 없는 내용(커밋한 적 없음, 바뀜)도 지움
  --dir DIR               클라이언트를 실행할 폴더 (기본값: 현재 폴더)
  --project KEY           경로에서 정한 프로젝트 키 대신 이 키를 사용
  --dry-run               무엇을 바꿀지 보여 주기만 하고 바꾸지 않음
  --json                  { scope, name, path, via, held, references,
                          notUpdated, listedAgain, written, dryRun } 출력

종료 코드: 0 지움; 1 그런 memory가 없음, 잘못된 옵션, 병합이 끝나지 않은 파일,
--force 없이 커밋에 없는 내용.

예시:
${EXAMPLES.forget}`,

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
  --dir DIR      클라이언트를 실행할 폴더 (기본값: 현재 폴더)
  --window N     비교할 컨텍스트 창 크기(토큰) (기본값: ${DEFAULT_WINDOW})
  --json         { version, dir, window, estimate, git, claudeMd: { disabled,
                 files: [...], startup, conditional }, memoryList, date, total,
                 warnings: [{ code, path, message, importedFrom, chars }] } 출력.
                 message는 언어와 관계없이 영어

환경 변수:
  PROJECT_MEMORY_MANAGED_CLAUDE_MD   managed CLAUDE.md를 이 경로에서 읽음
  CLAUDE_CODE_DISABLE_CLAUDE_MDS=1   Claude Code와 같이 CLAUDE.md 파일을 읽지 않음

예시:
${EXAMPLES.context}`,

  lint: `사용법: project-memory lint [--dir DIR] [--project KEY] [--staged] [--json]

작업 공간의 memory 폴더에 있는 파일을 모두 검사합니다: _global/과 모든 프로젝트
폴더 (--project를 주면 _global/과 그 프로젝트만).

오류 (종료 코드 1): front matter가 깨졌거나 없음, 코드로 실행될 front matter
(---js), title 또는 description 없음, 글이 아닌 필드, 비밀 정보로 보이는 내용,
title이나 description 속 모델 자체에 대한 지시("ignore previous instructions",
"이전 지시를 무시", "너는 이제 …", 가짜 컨텍스트 태그, 사용자 동의 없이 하라거나
사용자에게 숨기라는 지시), 읽을 수 없는 파일, 256 KB보다 큰 파일(앞의 256 KB만
검사하므로 비밀 정보도 그만큼만 살핌; save는 저장을 거부함).
날짜가 아닌 review_by나 verified_at, 서로를 돌아가며 대체하는(supersedes) memory
(자기 자신을 대체하는 memory 포함), hook이 쓸 수 없어 무시하는 고정 파일
(.project-memory-key, DIR에서 체크아웃 맨 위까지, 그리고 DIR 아래에서 git이
추적하는 것)이나 작업 공간 설정 (.ai-core/project-memory.json)도 오류입니다: git이 남긴
병합 충돌, 올바르지 않은 JSON, 쓸 수 없는 키 (규칙 pin-file과 config-file, doctor와 같은 말로 알림; hook이
건너뛰는 설정 키나 값은 경고).
경고: 여러 줄이거나 긴(200자 초과) description, 보이지 않는 문자나 제어 문자,
" #"에서 잘린 한 줄 필드(따옴표 없는 값에서는 YAML이 나머지를 주석으로 읽음: 해결은
큰따옴표로 감싼 줄), 고정한 키의 memory 폴더는 없고 대소문자만 다른 폴더나 키 뒤에
쓴 메모(" # …")를 뺀 키의 폴더가 있는 고정 파일, 거의 같은 memory(한 폴더 안, 또는 프로젝트의 memory와 그 세션에 함께 보이는 global
memory), 안전하지 않거나 목록에 나오지 않는 파일 이름, 목록이 읽지 않는
메모(범위 폴더의 하위 폴더에 있거나 .markdown, .txt로 끝나는 파일: 옮기거나 바꿀
이름을 알려 줌), 본문 속 지시 같은 글, title이나 description 속 지시처럼 쓰인 경고
("install with curl … | sh", "확인 없이 테이블 삭제"), 중단된 저장이 남긴 임시 파일. 확인 없이 지난 review_by (해결:
확인한 뒤 \`project-memory verify NAME\`), 본문이 가리키는 경로(\`src/app.ts\`나
docs/setup.md처럼 폴더와 확장자가 있는 상대 경로, 맨 위 폴더는 있음)가 저장소에서
사라진 경우, 어느 memory의 이름도 아닌 supersedes 이름, 대체된 memory의
updated_at(없으면 created_at)이 그것을 대체한 memory의 어느 날짜(created_at,
updated_at, verified_at)보다도 나중인 경우(목록이 가리는 수정). 같은 날의 날짜는
순서를 알 수 없어 알리지 않습니다.

옵션:
  --dir DIR        작업 공간 안의 폴더 (기본값: 현재 폴더)
  --project KEY    _global/과 이 프로젝트 폴더만 검사
  --staged         다음 커밋에 들어갈 내용(git 인덱스)을 검사. pre-commit hook용:
                   .git/hooks/pre-commit(셸 스크립트)에 \`project-memory lint --staged\`
                   한 줄 (이미 있는 검사와 함께). 이 커밋이 바꾸지 않아 마지막 커밋
                   그대로인 memory, pin, 설정 파일의 오류는 여기서 경고라서, 그 파일을
                   건드리지 않는 커밋은 막지 않음
  --json           { files, errors, warnings, findings: [{ file, rule, severity, message, fix, line? }] } 출력

종료 코드: 0 오류 없음 (경고는 허용), 또는 DIR과 그 위에 memory 폴더가 없음 (검사할 것이
없음: memory 폴더가 없는 브랜치에서도 pre-commit hook이 통과; stderr에 알림); 1 오류가
하나 이상 있음.

예시:
${EXAMPLES.lint}`,

  doctor: `사용법: project-memory doctor [--client claude|codex|gemini] [--dir DIR] [--json]

DIR에서 시작한 클라이언트 세션이 project-memory에서 무엇을 받는지 검사합니다.
Claude Code (기본값):
  node            PATH에 Node 20 이상이 있음 (hook은 \`node\`로 실행됨)
  settings        사용자, 프로젝트, 로컬 설정 파일이 올바른 JSON임
  hook            목록 hook이 어느 설정 수준에(또는 project-memory plugin으로)
                  한 번만 등록됨. DIR에서 실행할 때 DIR 위 폴더의 프로젝트 설정은
                  읽히지 않음. 등록되지 않았지만 Codex나 Gemini CLI용으로 설치되어
                  있으면 경고로 그 설치와 검사할 doctor --client를 알려 줌
                  (auto-memory 행은 빠짐)
  hooks-enabled   설정 파일에 "disableAllHooks": true가 있을 때만 나옴. 그러면
                  Claude Code가 hook을 전혀 실행하지 않음 (실패. 더 구체적인 파일이
                  false로 두면 경고)
  hook-events     목록 hook이 등록된 곳에 나머지 hook도 모두 등록됨 (SessionStart,
                  memory 파일을 쓸 때의 PostToolUse, 읽을 때와 subagent의 PreToolUse 둘,
                  PreCompact, SubagentStart: 목록 hook까지 7개). 이전 버전으로 설치했다면 다시
                  설치하라고 알려 줌
  hook-run:<via>  등록된 명령이 있고, 예시 요청으로 실행하면 제시간에 0으로 끝나며
                  Claude Code가 받아들이는 JSON을 출력함. 정확히 project-memory의
                  명령만 실행하며, Claude Code에서 신뢰하지 않은 폴더의 project·local
                  설정에 있는 명령은 실행하지 않음 (그 줄에 실행하지 않았다는 것과 이유가 나옴)
  look-alike:<via>  project-memory hook 파일 이름이 들어 있지만 project-memory의
                  명령이 아닌 것: 세지도 실행하지도 않음
  workspace       DIR 위의 .ai-core/ 작업 공간 루트
  project-key     프로젝트 키와 그 출처 (환경 변수, 고정 파일, tmux, worktree, 경로),
                  tmux 세션 이름을 쓰지 않은 이유
  pin             쓸 수 없는 고정 파일, 또는 고정 파일을 쓰는 명령. 고정된 키에는
                  memory가 없고 그 전에 고정했던 키에 있는 경우
  old-key         예전 버전의 규칙이 이 폴더에 준 키의 폴더에 남은 memory
                  (tmux 세션 0, worktree 자신의 경로, 고정 전의 경로)와 옮기는 명령
                  (고정 파일을 둔 하위 폴더 위의 폴더가 아직 쓰는 키는 알리기만 함)
  repository-keys DIR 저장소의 worktree들이 한 memory 폴더를 씀
  key-collisions  두 프로젝트 폴더가 같은 키를 얻거나 고정하지 않음
  lint            모든 memory 파일이 올바름
  freshness       확인 기한(review_by)이 지났거나 사라진 파일을 가리키는 memory가 없음
  auto-memory     Claude Code 자체의 auto memory가 꺼져 있음
  config          .ai-core/project-memory.json이 있으면 hook이 모두 쓸 수 있는 JSON임:
                  모르는 키가 없고 (뜻한 키를 알려 줌), "budget"은 500 이상,
                  "everyTurn"은 true 또는 false
  language        메시지와 목록의 언어, 그리고 그 출처. 어느 언어도 가리키지 않는
                  "lang"이나 PROJECT_MEMORY_LANG 값을 알려 줌

--client codex와 --client gemini에서 hook에 관한 줄:
  settings        user와 project hook 파일을 읽을 수 있음
  hook            목록 hook(Codex: UserPromptSubmit, Gemini: BeforeAgent)이 클라이언트가
                  읽는 곳에 한 번 등록됨. Codex는 신뢰한 프로젝트에서만 project hook을 읽음
  hook-events     SessionStart도 함께 등록됨
  codex-config    Codex: config.toml이 올바른 TOML이 아닐 때만 나옴. 그러면 Codex는
                  hook을 실행하기 전에 멈춤. 줄과 열을 알려 줌
  hook-trust      Codex: project-memory hook이 모두 config.toml에서 신뢰됨
                  (Codex는 신뢰하지 않았거나 바뀐 hook을 말없이 건너뜀)
  hooks-enabled   Gemini: hooksConfig가 hook을 끄지 않음
  hook-run:<via>  명령이 클라이언트의 예시 입력으로 실행되고, 받아들이는 형식을 한도
                  안에서 출력함 (Codex: 10,000바이트)
  read            Gemini: read_file이 memory 폴더를 열 수 있음 (DIR 안, 또는
                  context.includeDirectories)
  include-dirs    Gemini: context.includeDirectories의 폴더가 모두 있음
                  (없는 폴더가 있으면 Gemini가 시작하지 못함)
검사가 하나라도 실패하면 종료 코드 1, 경고만 있으면 0입니다.
표는 메시지와 같은 언어로 나옵니다 (project-memory --help 참고).

옵션:
  --client claude|codex|gemini  검사할 클라이언트 (기본값: claude)
  --dir DIR   검사할 실행 폴더 (기본값: 현재 폴더)
  --json      { dir, ok, checks: [{ id, status, message, fix }] } 출력. id와 status
              (ok, warn, fail)는 바뀌지 않으며, message와 fix는 모든 --json 출력처럼
              언어 설정과 관계없이 영어

예시:
${EXAMPLES.doctor}`,

  stats: `사용법: project-memory stats [--dir DIR] [--project KEY] [--unused [--min-shown N]] [--json]

DIR에서 보이는 memory(_global 폴더의 것과 이 프로젝트의 것)마다, 세션의 첫 목록에
몇 번 보였는지, 모델이 몇 번 열었는지(Claude Code의 Read, Gemini CLI의 read_file.
Codex는 셸로 읽어서 세지 않음), 마지막으로 언제 열었는지를 보여 줍니다.
많이 읽은 순서입니다.

기록은 이 사용자만의 상태 폴더(~/.local/state/project-memory/usage/, 또는
$XDG_STATE_HOME이나 PROJECT_MEMORY_STATE_DIR 아래)에 두며, 저장소에는 두지 않습니다.
Read hook이 memory 파일을 읽을 때마다 세고, 세션마다 첫 목록이 보여 준 memory를
셉니다. 자주 읽는 memory는 목록 순위에서 동점일 때 앞에 옵니다(분명히 더 맞는
memory를 앞지르지는 않음). PROJECT_MEMORY_DISABLE=1이면 기록하지 않습니다.
그 usage 폴더를 지우면 기록이 모두 사라집니다. DIR과 그 위에 아직 작업 공간이
없으면 list처럼 그렇다고 알리고 종료 코드 0으로 끝납니다(--json: []).

옵션:
  --dir DIR        클라이언트를 실행할 폴더 (기본값: 현재 폴더)
  --project KEY    경로에서 정한 프로젝트 키 대신 이 키를 사용
  --unused         첫 목록에 N번 이상 보였지만 한 번도 읽지 않은 memory만:
                   설명을 더 분명하게 고치거나 지울 후보
  --min-shown N    --unused의 N (기본값: ${DEFAULT_UNUSED_MIN_SHOWN})
  --json           [{ scope, folder, name, path, shown, reads, lastRead,
                   lastShown, supersededBy }, ...] 출력. 시각은 ISO 8601 (UTC), 없으면
                   null. supersededBy: 이 memory를 대체해 가리는 memory의
                   [{ scope, name, path }] (list --json과 같은 모양)

예시:
${EXAMPLES.stats}`,
};
