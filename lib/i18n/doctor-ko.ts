import type { DoctorWords } from './doctor-types.js';
import { HELD_IN } from './held-in.js';
import { josa } from './josa.js';
import { REINSTALL } from './reinstall.js';
import { scopeKo } from './settings-scope-ko.js';

// As in ko.ts: paths, keys and commands go before a colon or in parentheses, so no
// particle has to agree with text that comes from outside.
const list = (items: readonly string[]) => items.join(', ');
const withNotes = (items: readonly string[]) => items.map((n) => `. ${n}`).join('');

export const DOCTOR_KO: DoctorWords = {
  heading: (dir, client) => `project-memory doctor (${client} 시작 폴더: ${dir})`,
  failed: (failed, warnings) => `실패 ${failed}개, 경고 ${warnings}개`,
  noFailures: (warnings) => `실패 없음, 경고 ${warnings}개`,
  allPassed: '모든 검사 통과',
  status: { ok: '통과', warn: '경고', fail: '실패' },
  list,
  checkFailed: (error) => `검사 자체가 실패했습니다: ${error}`,
  hookCopy: (other, here) =>
    `hook은 ${other}에 있는 project-memory를 실행하고, 이 명령은 ${here}에 있는 것입니다: hook은 그쪽 코드를 쓰고 Claude에게도 그쪽 save 명령을 줍니다`,
  hookCopyFix: (install) => `${install} 명령이 hook을 이쪽으로 바꿉니다 (또는 그쪽의 doctor를 실행하세요)`,
  hookCopySharedFix: (install, local, uninstall) =>
    `${install} 명령이 hook을 이쪽으로 바꿉니다. 다만 .claude/settings.json은 커밋되는 파일이고 그 경로는 한 컴퓨터의 것이라, 팀에서는 다음 팀원의 install이 다시 바꿉니다: 팀이라면 각자 자기 설정에 등록하고(${local}) 공유 항목은 빼서(${uninstall}) 커밋하세요`,
  readByHook: 'Claude Code가 묻지 않고 memory를 읽음: Read hook이 허용함',
  readAllowed: (rules) => `Claude Code가 묻지 않고 memory를 읽음: ${rules}`,
  readStopped: (rule, path, memoryRoot) =>
    `${path}의 ${josa(rule, '이/가')} ${josa(memoryRoot, '을/를')} 덮음: 무엇이 허용하든 Claude Code가 memory를 열 때마다 묻거나 거부합니다 (claude -p는 물을 수 없음)`,
  readAsksFixFolder: (folder) =>
    `${josa(folder, '은/는')} 권한 규칙으로 쓸 수 없는 문자를 담고 있습니다: ~/.claude/settings.json의 permissions.additionalDirectories에 "${folder}"를 더하세요`,
  readAsksFixPlugin: (rules) =>
    `~/.claude/settings.json의 permissions.allow에 다음을 더하세요: ${rules} (plugin은 더할 수 없고, plugin 곁에 install하면 모든 hook이 두 번 실행됩니다)`,
  readAsks: (memoryRoot) =>
    `${josa(memoryRoot, '은/는')} 시작 폴더 밖이고, permissions.allow에 읽기를 허용하는 규칙이 없음: Claude Code가 memory를 열 때마다 묻고, claude -p는 물을 수 없어 읽기가 거부됩니다`,
  readAsksFix: (install, rule) =>
    `${install} 명령이 permissions.allow에 ${rule} 규칙을 더합니다 (plugin만 쓴다면 그 규칙을 ~/.claude/settings.json에 직접 더하세요)`,

  node: {
    missing: (version) => `PATH에 \`node\`가 없어 hook 명령이 실패합니다 (doctor 자신은 Node ${version}로 실행 중)`,
    missingFix: (link) => `클라이언트가 시작하는 PATH에 Node를 두세요: nvm이라면 \`nvm alias default ‹버전›\`, 아니면 \`${link}\``,
    ok: (version) => `Node ${version} (PATH의 \`node\`)`,
    old: (version, min) => `Node ${version} (PATH의 \`node\`): ${min}보다 오래된 버전입니다`,
    fix: (min) => `Node ${min} 이상을 설치하세요: hook은 PATH의 \`node\`로 실행됩니다`,
  },

  settings: {
    valid: (scopes) => `올바른 JSON: ${scopes.map(scopeKo).join(', ')} 설정`,
    none: '아직 설정 파일이 없음',
    broken: (scope, error) => `${scopeKo(scope)} 설정: ${error}`,
    fix: 'JSON을 고치세요: Claude Code는 잘못된 설정 파일을 hook까지 통째로 건너뛰고, 시작할 때 경고 한 번만 내므로 `claude -p` 실행에서는 놓치기 쉽습니다',
  },

  hook: {
    inSettings: (scope, path) => `${scopeKo(scope)} 설정 (${path})`,
    plugin: 'plugin',
    inPlugin: (id, enabledBy, kind, root) => `plugin ${id} (${enabledBy} 설정에서 켜짐. ${kind === 'folder' ? '그 폴더에서 바로 읽음' : '복사본'}: ${root})`,
    notReadAbove: (paths, dir) =>
      `${list(paths)}에도 등록되어 있지만, Claude Code는 프로젝트 설정을 시작 폴더에서만 읽으므로 ${dir}에서 시작하면 보이지 않습니다`,
    pluginLost: (id) => `${id}: 켜져 있지만 파일을 찾지 못했습니다`,
    marketplaceGone: (id, folder) =>
      `${id}: 켜져 있지만 marketplace 폴더가 없어 Claude Code가 hook을 하나도 불러오지 않습니다 (\`claude plugin list\`에 "failed to load"로 표시됨): ${folder}`,
    marketplaceGoneFix: (marketplace, install) =>
      `폴더를 원래 자리로 되돌리거나, 옮긴 곳에서 marketplace를 다시 추가하세요: \`claude plugin marketplace remove ${marketplace}\` 다음 \`claude plugin marketplace add ‹지금 폴더›\`. 또는 ${install}로 hook을 설정 파일에 등록하세요`,
    missing: (dir, reasons) => `project-memory의 UserPromptSubmit hook이 없습니다 (시작 폴더: ${dir})${reasons.length > 0 ? `: ${reasons.join('; ')}` : ''}`,
    fixFilesFirst: (paths, fix) =>
      `먼저 이 파일을 고치세요: ${list(paths)} (무엇이 잘못됐는지는 settings 행에 있음). 읽을 수 없는 파일은 그 안의 hook까지 통째로 건너뛰며, install도 그 파일에는 쓰지 않습니다. 읽히게 된 뒤에도 hook이 없다면: ${fix}`,
    installFix: (command, plugin) =>
      `이 명령을 실행하세요: ${command} (사용자 설정: 어느 폴더에서 시작해도 쓰임)${plugin ? `. 또는 plugin을 설치하세요: \`${plugin.add}\` 다음 \`${plugin.install}\`` : ''}`,
    otherClients: (dir, installs) =>
      `Claude Code용 hook이 없습니다 (시작 폴더: ${dir}). project-memory는 ${list(installs)}에 설치되어 있고, 그 설치는 doctor에 --client를 주어 검사합니다`,
    inClient: (client, scope, path) => `${client} (${scopeKo(scope)} 설정: ${path})`,
    otherClientsFix: (doctors, install) => `그 설치를 검사하는 명령: ${list(doctors)}. Claude Code에도 설치하려면: ${install}`,
    many: (count, where, notes) =>
      `${count}번 등록됨 (${list(where)}): 요청마다 ${count}번 실행되고 그만큼 기다립니다. 목록은 그래도 한 번만 보이지만 /compact와 /clear 뒤에는 ${count}번 보입니다${withNotes(notes)}`,
    keepOneOrDisable: (uninstalls, pluginId) => `하나만 남기세요: ${list(uninstalls)} (plugin은 남음), 또는 \`claude plugin disable ${pluginId}\``,
    keepOne: (uninstalls) => `하나만 남기세요. 나머지를 지우는 명령: ${list(uninstalls)}`,
    removeAllButOne: (source) => `하나만 남기고 지우세요: ${source}`,
    ok: (where, notes) => `등록됨: ${list(where)}${withNotes(notes)}`,
    disabled: (paths) =>
      `${list(paths)}에 "disableAllHooks": true가 있음: Claude Code가 hook을 전혀 실행하지 않아 목록이 Claude에게 가지 않습니다 (doctor가 직접 hook을 실행해 보는 것으로는 드러나지 않음)`,
    disabledOverridden: (paths, path) =>
      `${list(paths)}에 "disableAllHooks": true가 있음. ${josa(path, '이/가')} false로 두고 Claude Code는 더 구체적인 설정 파일의 값을 따르므로 hook은 실행되겠지만, 그 값이 있는 동안만입니다`,
    disabledFix: (paths) => `${list(paths)}에서 "disableAllHooks"를 지우거나 false로 바꾸세요`,
  },

  events: {
    without: {
      SessionStart: '/compact와 /clear 뒤에 다시 보이는 목록',
      PostToolUse: 'Claude가 쓴 memory 파일의 검사',
      MemoryRead: 'Claude가 memory 파일을 읽은 횟수 기록 (stats)과, 비밀값이 있어 보이는 memory를 읽기 전의 확인',
      ShellRead: '셸 명령으로 읽은 memory 파일의 횟수 기록 (stats)과, 비밀값이 있어 보이는 memory를 읽기 전의 확인',
      PreCompact: '자동 압축 때 저장하지 않은 지식을 지키는 일',
      PreToolUse: 'subagent의 작업에 맞춘 목록',
      SubagentStart: 'subagent에게 보이는 목록',
    },
    ok: (count, events) => `hook ${count}개 모두 등록됨: ${events.join(', ')}`,
    plugin: (id, root) => `plugin ${id} (${root})`,
    lacks: (source, missing) => `${source}에 없는 hook: ${missing.join(', ')}`,
    installAdds: (command) => `빠진 hook을 추가하는 명령: ${command}`,
    updatePlugin: (id) => `plugin을 업데이트하세요: \`claude plugin update ${id}\``,
  },

  run: {
    untrustedNoRecord: (dir, config) => `${dir}: Claude Code에서 신뢰하지 않은 폴더입니다 (${config}에 이 폴더나 위 폴더의 hasTrustDialogAccepted 기록이 없음)`,
    untrustedNoConfig: (dir) => `${dir}: Claude Code에서 신뢰하지 않은 폴더입니다 (신뢰를 기록한 Claude Code 설정 파일이 없음)`,
    untrusted: (why, source) => `실행 안 함: ${why}. doctor는 사용자가 받아들이지 않은 project 수준 설정의 명령을 실행하지 않습니다 (${source})`,
    trustFix: (dir) =>
      `${dir}에서 \`claude\`를 한 번 시작해 신뢰 대화상자를 수락한 뒤 doctor를 다시 실행하세요 (수락 전에는 대화형 Claude Code 세션도 이 hook을 실행하지 않습니다. 대화상자가 없는 claude -p는 실행합니다)`,
    notOurs: (command, source) =>
      `실행 안 함: ${command} (${source}): .claude-plugin/plugin.json에 project-memory라고 적힌 폴더 안의 project-memory hook 파일을 실행하는 단순한 \`node <file>\` 명령이 아니며, doctor는 그 밖의 명령은 실행하지 않습니다`,
    reinstallPlugin: 'plugin을 다시 설치하세요',
    installWrites: (command) => `실행할 명령을 다시 쓰는 명령: ${command}`,
    scriptMissing: (script) => `${script}: 파일이 없어 요청마다 hook이 실패합니다`,
    scriptMissingQuiet: (script) => `${script}: 파일이 없어 요청마다 hook이 아무 말 없이 끝나고 모델은 목록을 받지 못합니다`,
    buildCheckout: (checkout, install) =>
      `\`git -C ${checkout} checkout -- plugin/dist\`로 커밋된 빌드를 되돌리세요 (또는 \`cd ${checkout} && npm install && npm run build\`로 다시 빌드). 또는 hook을 doctor를 실행한 project-memory로 바꾸는 명령: ${install}`,
    packageGone: (root, install, uninstall) =>
      `${josa(root, '이/가')} 없습니다 (패키지를 지웠거나 옮김). hook을 doctor를 실행한 project-memory로 바꾸는 명령: ${install}. hook을 지우는 명령: ${uninstall}`,
    packageIncomplete: (root, install, uninstall) =>
      `${root}의 패키지에 이 파일이 없습니다 (지워졌거나 설치가 중간에 멈춤). 그 패키지를 다시 설치하거나, hook을 doctor를 실행한 project-memory로 바꾸는 명령: ${install}. hook을 지우는 명령: ${uninstall}`,
    ownPackageIncomplete: (root, source) =>
      `doctor를 실행한 바로 그 패키지(${root})에 이 파일이 없어, install을 실행해도 hook은 여전히 없는 그 파일을 가리킵니다: ${REINSTALL.ko(source)}. 그다음 doctor를 다시 실행하세요`,
    pluginIncomplete: (source) => `plugin 폴더에 이 파일이 없습니다: ${REINSTALL.ko(source)}`,
    timedOut: (timeoutS, client) => `제한 시간 ${timeoutS}초 안에 응답이 없음: ${josa(client, '은/는')} 출력을 버립니다`,
    slowFolderFix: (listing) => `memory 폴더를 읽는 데 유난히 오래 걸리는지 보는 명령: ${listing}`,
    exit2: (stderr, client) => `종료 코드 2: ${josa(client, '이/가')} 모든 요청을 막게 됩니다 (${stderr})`,
    reportFix: '이 문제를 알려 주세요: hook은 언제나 종료 코드 0으로 끝나야 합니다',
    exitCode: (code, stderr) => `종료 코드 ${code}: 출력이 버려집니다 (${stderr})`,
    noStderr: 'stderr 없음',
    byHandFix: '요청 JSON을 stdin으로 주고 명령을 직접 실행해 오류를 확인하세요',
    timing: (ms, timeoutS) => `${ms}ms (제한 ${timeoutS}초)`,
    silentNoWorkspace: (timing) => `종료 코드 0, 출력 없음 (여기는 작업 공간 밖), ${timing}`,
    noList: (disabled) =>
      `종료 코드 0이지만 목록을 출력하지 않음${disabled === undefined ? '' : `: ${josa(`PROJECT_MEMORY_DISABLE=${disabled}`, '이/가')} 설정되어 있음`}`,
    unsetDisableFix: '`unset PROJECT_MEMORY_DISABLE`로 지우세요',
    listFix: (listing) => `실행해 보세요: ${listing}`,
    plainText: (timing) => `프로토콜 JSON이 아닌 일반 텍스트를 출력함 (${timing})`,
    installBuiltFix: (command) => `빌드된 hook을 등록하는 명령: ${command}`,
    notJson: (client) => `{로 시작하지만 JSON이 아닌 출력: ${josa(client, '은/는')} 이를 일반 텍스트로 보여 줍니다`,
    rebuildFix: '다시 빌드하세요: `npm run build`',
    noContext: 'hookSpecificOutput.additionalContext가 없는 JSON을 출력함',
    wrongEvent: (got, wanted) => `${josa(wanted, '이/가')} 아니라 ${josa(got, '으로/로')} 응답함`,
    wrongEventFix: (command, client) => `${client}에 맞는 명령을 쓰는 명령: ${command}`,
    overCap: (used, unit, cap, client) =>
      `출력이 ${used}${unit === 'bytes' ? '바이트' : '자'}로 ${client}의 한도 ${cap}${unit === 'bytes' ? '바이트' : '자'}를 넘음: 모델은 목록 대신 파일 경로와 미리보기를 받습니다`,
    budgetFix: '.ai-core/project-memory.json의 "budget"을 낮추세요',
    ran: (chars, timing) => `종료 코드 0, 추가 컨텍스트 ${chars}자, ${timing}`,
    slow: (ran) => `${ran}: 제한 시간의 절반을 넘음`,
    slowFix: (listing) => `어느 memory 파일을 읽는 데 오래 걸리는지 보는 명령: ${listing}`,
  },

  lookAlike: {
    notPlain: '단순한 `node <file>` 명령 하나가 아님: /bin/sh가 그보다 많은 것을 실행하게 됨',
    relative: (script) => `${script}: 상대 경로임`,
    notOurFile: (script) =>
      `${script}: .claude-plugin/plugin.json에 project-memory라고 적힌 폴더 안의 project-memory hook 파일이 아니며, install이 여기에 쓴 적도 없음`,
    notRun: (command, source, why) =>
      `실행 안 함: ${command} (${source}): project-memory hook 파일 이름이 들어 있지만 project-memory의 명령이 아니므로 (${why}) doctor는 세지도 실행하지도 않습니다`,
    fix: (source, command) =>
      `project-memory의 hook이어야 한다면 ${source}에서 지운 뒤 이 명령을 실행하세요: ${command}. 다른 도구가 넣은 것이라면 그대로 두세요`,
    notHere: (script) => `${script}: 그 경로에 없습니다 (패키지를 옮겼거나 지웠거나, 다른 컴퓨터가 쓴 경로)`,
    fixCommitted: (source, command) =>
      `project-memory의 hook이어야 한다면 ${source}에서 지우고(커밋되는 파일이라 한 컴퓨터의 경로는 다른 컴퓨터에서 아무것도 가리키지 않음), 모든 프로젝트에서 동작하도록 사용자 범위로 설치하세요: ${command}`,
  },

  workspace: {
    none: (dir) => `.ai-core/가 없습니다: ${dir}에도, 그 위 폴더에도 없어 여기서는 hook이 memory 목록을 보이지 않습니다`,
    sparse: (root) =>
      `.ai-core/는 git에 있지만 이 sparse checkout(${root}) 밖에 있습니다: hook이 팀의 memory를 하나도 보이지 않고, 첫 저장은 memory 폴더를 하나 더 만들게 됩니다`,
    sparseFix: (add) => `checkout에 더하는 명령: \`${add}\``,
    nonePassed: (dir, path, owner) =>
      `${dir}에도, 그 위 폴더에도 자기 .ai-core/가 없습니다: ${josa(path, '은/는')} 모든 사용자가 쓸 수 있는 폴더에 있는 다른 사용자(uid ${owner})의 것이라 건너뜁니다(읽으면 그 사용자의 memory가 자기 세션에 보임). 여기서는 hook이 아무것도 출력하지 않습니다`,
    noneFixHome: (home, install, client) =>
      `저장소에서 ${josa(client, '을/를')} 시작하세요. 그곳에서 처음 저장할 때 저장소 최상위에 memory 폴더가 만들어집니다(홈 폴더 ${home}에는 묻지 않고 만들지 않음. 일부러 만들려면 \`${install}\`)`,
    noneFixShared: (root, client) =>
      `저장소나 자기 폴더에서 ${client}를 시작하세요. ${josa(root, '은/는')} 이 컴퓨터의 모든 사용자의 파일을 담는 폴더라 저장해도 memory 폴더를 만들지 않습니다(그 아래에서 시작한 모든 세션이 이를 자기 것으로 여기게 됨)`,
    noneFix: (root, save, install, plugin) =>
      `처음 \`${save}\` 할 때 ${root}에 .ai-core/data/memory/가 만들어집니다. ${plugin ? 'plugin 없이 쓴다면 ' : ''}지금 만드는 명령: \`${install}\``,
    found: (root, memoryRoot) => `${root} (memory 위치: ${memoryRoot})`,
    key: (key, source) => `${key}, 출처: ${source}`,
    tmuxNotUsed: (name, why) => `tmux 세션 ${josa(`"${name}"`, '은/는')} 키로 쓰지 않음: ${why}`,
    tmuxUnsafe: '폴더 이름이 될 수 없음',
    tmuxDefault: 'tmux의 기본 이름임',
    tmuxNoFolder: (path) => `memory 폴더가 없음: ${path}`,
    tmuxSplit: (key, outside) => `${key}. tmux 밖에서 이 폴더의 키: ${outside}. 한 프로젝트가 memory 폴더 두 개를 쓰게 됩니다`,
    tmuxSplitFix: (command, key) => `tmux가 덮어쓰지 않도록 키를 고정하세요: ${command}. 또는 tmux 세션 이름을 이렇게 바꾸세요: ${key}`,
    pinIgnored: (path, problem) => `${path}: 무시됨 (${problem})`,
    pinFix: (command) => `올바른 고정 파일을 쓰세요: ${command}`,
    pinChoice: (command, memories, moves, clashes) =>
      `${command} (그 키의 memory ${memories}개)${moves.length === 0 ? '' : `, 그다음 다른 쪽 memory도 목록에 남도록 ${moves.join(', 그다음 ')}`}${
        clashes.length === 0
          ? ''
          : ` (먼저 두 키에 모두 있는 memory는 하나만 남기세요: ${josa(clashes.join(', '), '과/와')} 같은 이름이 그 키에 있어 key move가 거부됩니다)`
      }`,
    pinCase: (path, key, folder, memories) =>
      `${josa(path, '은/는')} ${josa(key, '을/를')} 고정하지만 그 이름의 memory 폴더는 없고, 대소문자만 다른 ${folder}에 memory ${memories}개가 있습니다: git과 대소문자를 구분하는 파일 시스템(Linux, CI)은 둘을 다른 폴더로 보므로, 그런 곳에서는 그 memory가 하나도 목록에 나오지 않습니다`,
    pinCaseFix: (command) => `폴더 이름의 철자 그대로 키를 고정하세요: ${command}`,
    pinNote: (path, key, folder, memories) =>
      `${josa(path, '은/는')} 줄 전체인 ${josa(`"${key}"`, '을/를')} 고정합니다: 고정 파일은 키 뒤에 쓴 메모도 키의 일부로 읽습니다 (${folder}에 memory ${memories}개)`,
    pinLater: (path, key, later) =>
      `${josa(path, '은/는')} ${josa(key, '을/를')} 고정하고, 뒷줄에 ${josa(later.join(', '), '이/가')} 더 있지만 아무도 읽지 않습니다: 고정 파일의 키는 주석이 아닌 첫 줄 하나입니다 (병합에서 양쪽 키를 모두 남겼나요?). ${later.join(', ')} 아래의 memory는 어느 클론의 목록에도 나오지 않습니다`,
    pinLaterFix: (choices) => `키를 하나만 남기세요: ${choices}`,
    pinNoteFix: (command) =>
      `" #" 뒤가 메모라면 키만 고정하세요 (메모는 #로 시작하는 줄에 따로 씁니다): ${command}. 프로젝트 이름의 일부라면 폴더 이름에서 " #"를 빼세요`,
    otherClones: (key, folders) =>
      `이 클론의 키 ${key}에는 memory가 없는데, 여기 어느 폴더 이름과도 맞지 않는 키의 폴더에 memory가 있습니다: ${HELD_IN.ko(folders)}. 다른 폴더 이름으로 클론한 곳에서 저장한 이 프로젝트의 memory일 가능성이 큽니다. 키를 고정하기 전까지 각 클론은 자기 것만 봅니다`,
    otherClonesFix: (key, command) =>
      `${josa(key, '이/가')} 이 프로젝트라면 모든 클론과 worktree에 고정하세요: ${command}. 그다음 .project-memory-key를 커밋하세요`,
    splitClones: (key, memories, folders) =>
      `이 클론의 키 ${key}에 memory ${memories}개가 있는데, 여기 있는 폴더, 중첩 저장소, 고정 파일 어느 것과도 맞지 않는 키의 폴더에도 memory가 있습니다: ${HELD_IN.ko(folders)}. 다른 폴더 이름으로 클론한 팀원의 저장소일 가능성이 큽니다. 각 클론은 자기 키의 memory만 봅니다`,
    splitClonesFix: (into, commands, clashes) =>
      `이 프로젝트의 memory라면 한 키(${into})로 모으세요: ${commands.join(', 그다음 ')}. 그다음 .project-memory-key와 .ai-core/를 커밋하고 다른 클론에서 pull하게 하세요${
        clashes.length === 0
          ? ''
          : `. 먼저 두 키에 같은 이름으로 있는 memory는 하나만 남기세요(${clashes.join(', ')}: ${into}/에 같은 이름이 있음). 그러지 않으면 옮기기가 거부됩니다`
      }`,
    pinUntracked: (path) =>
      `${josa(path, '은/는')} 이 프로젝트의 키를 고정하지만, git이 .ai-core/는 추적하면서 이 파일은 추적하지 않습니다: 클론은 memory만 받고 고정은 받지 못해 자기 폴더 이름으로 키를 정합니다`,
    pinUntrackedFix: (add) => `커밋하세요: ${add} 다음 git commit`,
    outerHidden: (folder, count, globals, here) =>
      `위쪽 작업 공간의 ${folder}에 이 폴더를 위해 저장한 memory ${count}개가 있습니다${globals > 0 ? ` (그 작업 공간의 global memory ${globals}개도)` : ''}. hook은 가장 가까운 작업 공간 ${here}만 읽으므로 여기서는 하나도 목록에 나오지 않습니다`,
    outerHiddenFix: (target, here) =>
      `아직 맞는 것은 ${josa(target, '으로/로')} 옮겨 커밋하세요. 이 저장소가 위쪽 작업 공간을 쓰려는 것이라면 ${josa(here, '을/를')} 지우세요`,
    outerGlobals: (folder, globals, here) =>
      `위쪽 작업 공간의 global memory ${globals}개(${folder})는 여기 목록에 나오지 않습니다: 이 작업 공간 ${josa(here, '이/가')} 먼저입니다`,
    pinnedAway: (key, folders) =>
      `고정된 키 ${key}에는 memory가 없는데, 여기 어느 폴더 이름과도 맞지 않는 키의 폴더에 memory가 있습니다: ${HELD_IN.ko(folders)}. 키 고정이 바뀌기 전의 키로 저장했거나(병합으로 새 고정만 들어오고 memory는 옮겨지지 않음) 고정된 키에서 옮겨 간 이 프로젝트의 memory일 가능성이 큽니다`,
    pinnedAwayFix: (key, move, repin) => `맞다면 memory를 ${key}에 옮기고 그 이동을 커밋하세요: ${move}. 또는 그 키를 다시 고정하세요: ${repin}`,
    pinOnFirstSave: (key, remote) =>
      `아직 없음: 이 프로젝트의 첫 memory가 ${remote === undefined ? '' : `원격 저장소 ${josa(remote, '이/가')} 가리키는 저장소 이름인 `}${josa(key, '을/를')} 모든 클론과 worktree의 키로 고정합니다`,
    noPin: (command, key) => `없음: 다른 경로의 클론이나 worktree는 다른 키를 얻을 수 있습니다. 키(${key})를 고정하는 명령: ${command}`,
    linkedOut: (root, path, resolved) =>
      `${root}에 .ai-core/가 있지만 ${josa(path, '이/가')} 작업 공간 밖의 ${josa(resolved, '을/를')} 가리킵니다: hook은 그곳을 읽지 않고 아무것도 출력하지 않습니다`,
    linkedOutFix: '그 링크를 memory가 든 일반 폴더로 바꾸세요',
    forcedKeyUnusable: (shown, used) => `PROJECT_MEMORY_PROJECT=${josa(shown, '은/는')} 쓸 수 없는 프로젝트 키라서 hook은 대신 ${josa(used, '을/를')} 씁니다`,
    forcedKeyUnusableFix:
      '`unset PROJECT_MEMORY_PROJECT`로 지우거나, 폴더 이름 하나가 되는 키로 정하세요 (/ \\ : < > 없이, 점으로 시작하지 않고, _global이 아니며 비밀값처럼 보이지 않는 것)',
    rootFolder: (folder) =>
      `${josa(folder, '은/는')} 다른 프로젝트들을 담은 작업 공간 루트의 이름을 땄습니다: 루트 아래에서 시작한 세션은 이 폴더를 목록에 보이지 않습니다 (루트에서 시작할 때만 보임)`,
    rootFolderFix: '그 안의 memory를 각자의 프로젝트 폴더(또는 _global/)로 옮긴 뒤 폴더를 지우세요',
  },

  freshness: {
    reviewDue: (count) => `${count}개는 review_by가 지남 (목록에 오래됨 표시)`,
    pathMissing: (count) => `${count}개는 없는 파일을 가리킴`,
    supersedesUnknown: (count) => `${count}개는 어떤 memory에도 없는 이름을 대체함`,
    supersededEdited: (count) => `${count}개는 자신을 대체한 memory보다 나중에 수정됨 (그 수정은 목록에서 가려짐)`,
    ok: '확인 기한(review_by)이 지난 memory도, 없는 파일을 가리키는 memory도 없습니다',
    due: (parts) => `확인할 memory: ${parts}`,
    fix: (lint) =>
      `어떤 memory인지와 처리 방법을 알려 주는 명령: ${lint} (review_by가 지났어도 아직 맞으면 verify로 확인 표시, 가리키는 파일이 없으면 memory 속 경로를 고치기)`,
  },

  oldKey: {
    tmuxName: (name) => `tmux 세션 이름 "${name}"`,
    path: (dir) => `경로 ${dir}`,
    defaultTmux: (name) => `tmux 기본 세션 이름 "${name}"`,
    pinLine: (pinFile) => `주석까지 포함한 ${pinFile}의 첫 줄 전체`,
    anyProject: '그 세션에서 연 어느 프로젝트의 memory든 있을 수 있음',
    found: (count, folder, why, key, note) =>
      `memory ${count}개가 예전 버전이 준 키의 폴더에 있습니다: ${folder}/ (키의 출처: ${why}). 여기의 키는 이제 ${key}입니다${note ? ` (${note})` : ''}`,
    foundBesidePin: (count, folder, dir, key, pinFile) =>
      `memory ${count}개가 경로 ${dir}에서 나온 키의 폴더에 있습니다: ${folder}/. 고정 파일 ${pinFile} 때문에 여기의 키는 ${josa(key, '이라/라')}서 목록에 나오지 않습니다`,
    enclosing: (count, folder, dir, key, pinFile) =>
      `memory ${count}개가 ${dir}의 다른 폴더가 아직 쓰는 키의 폴더에 있습니다: ${folder}/. 고정 파일 ${pinFile} 때문에 이 폴더는 따로 키 ${josa(key, '을/를')} 써서 여기서는 목록에 나오지 않습니다 (옮길 것은 없음)`,
    fix: (command) => `옮기세요: ${command} (--dry-run을 붙이면 옮길 것을 먼저 보여 줌)`,
  },

  repository: {
    noWorkspace: (top) => `${top} (작업 공간 없음)`,
    keyOf: (top, key, memoryRoot) => `${top} → ${key} (${memoryRoot})`,
    oneKey: (count, key) => `이 저장소의 worktree ${count}개가 모두 같은 키를 씀: ${key}`,
    split: (folders, worktrees) => `저장소 하나에 memory 폴더 ${folders}개: ${worktrees.join('; ')}`,
    fix: (command, pinFile) =>
      `저장소에 키 하나를 고정하고 ${pinFile} 파일을 커밋하세요: ${command}. 다른 작업 공간(다른 .ai-core/)에 있는 worktree는 자기 memory를 따로 씁니다`,
  },

  collisions: {
    scope: (truncated, max, depth) => `${truncated ? `처음 ${max}개` : '모든'} 폴더, 깊이 ${depth}까지`,
    none: (scope) => `memory 키가 겹치는 프로젝트 폴더 없음 (${scope})`,
    pinned: (key) => `${key} (고정)`,
    found: (clashes) => `memory 폴더 하나를 함께 쓰게 되는 폴더들: ${clashes.join('; ')}`,
    fix: (pin) => `폴더 하나의 이름을 바꾸거나, 한쪽에 따로 키를 주세요: \`${pin} KEY --dir <폴더>\``,
  },

  stateFolder: {
    unusable: (folder, why) =>
      `${
        why === 'notOurs'
          ? `상태 폴더 ${folder}: 현재 사용자의 것이 아닙니다 (sudo로 실행한 뒤처럼 다른 사용자가 소유하거나, 다른 사용자도 쓸 수 있음). hook이 여기에 세션 상태를 두지 않으므로`
          : why === 'notFolder'
            ? `상태 폴더 ${folder}: 폴더가 아니라 파일입니다. hook이 세션 상태를 두지 못하므로`
            : `상태 폴더 ${folder}에 쓸 수 없습니다. hook이 세션에 보여 준 것을 기록하지 못하므로`
      } 요청마다 memory 목록 전체가 다시 나오고, install도 uninstall을 위한 기록을 남기지 못합니다`,
    fix: (folder, how) =>
      how === 'moveAside'
        ? `파일을 옆으로 옮기거나 (\`mv ${folder} ${folder}.bak\`), PROJECT_MEMORY_STATE_DIR를 자기 폴더로 설정하세요`
        : how === 'elsewhere'
          ? `그 자리에는 만들 수 없습니다: PROJECT_MEMORY_STATE_DIR를 자기 폴더로 설정하거나, ${folder} 위 폴더에 쓸 수 있게 하세요`
          : `${how === 'chown' ? `먼저 소유권을 되찾으세요: \`sudo chown -R "$(id -u):$(id -g)" ${folder}\`, 그다음 ` : ''}\`chmod -R u+rwX,go-rwx ${folder}\`. 또는 PROJECT_MEMORY_STATE_DIR를 자기 폴더로 설정하세요`,
  },

  memoryFolders: {
    unreadable: (folders, count) =>
      `memory 폴더${count === 1 ? '를' : ` ${count}개를`} 읽을 수 없음: ${folders}. 목록에 그 안의 memory가 하나도 나오지 않습니다`,
    fix: () => '권한을 확인하세요: 여기서 Claude를 실행하는 모든 사람이 읽고 들어갈 수 있어야 합니다 (chmod a+rx)',
    linked: (folders, count) =>
      `심볼릭 링크인 memory 폴더${count === 1 ? '' : ` ${count}개`}: ${folders}. 링크는 따라가지 않으므로 목록에 그 안의 memory가 하나도 나오지 않습니다`,
    linkedFix: () => '링크 대신 memory를 담은 실제 폴더를 두세요',
    notFolders: (shown, count) =>
      `memory 폴더가 있어야 할 자리에 파일${count === 1 ? '이' : ` ${count}개가`} 있음: ${shown}. 목록에 여기서 나오는 memory가 없고, save도 여기에 쓸 수 없습니다`,
    notFoldersFix: (moves) => `남길 내용이 있으면 옆으로 옮기고 (${moves}), 없으면 지우세요. 다음 save가 폴더를 만듭니다`,
    ignored: (folder, rule) => `git이 ${josa(folder, '을/를')} 무시함 (${rule}): 여기 저장한 memory는 팀원에게 가지 않습니다`,
    ignoredFix: 'memory를 공유하려면 그 규칙을 지우거나 좁히고 커밋하세요. 혼자 쓰려면 그대로 두세요',
    unshared: (folder, count, shown) =>
      `${folder}의 파일 ${count}개에 커밋하지 않은 변경이 있습니다 (${shown}). 커밋하고 push하기 전에는 팀원에게 가지 않습니다`,
    unsharedFix: (command) => `팀과 나눌 것을 커밋하세요. 목록을 보는 명령: \`${command}\``,
    unpushed: (folder, count) => `${folder}의 memory를 바꾼 이 브랜치의 커밋 ${count}개가 push되지 않았습니다. push하기 전에는 팀원에게 가지 않습니다`,
    unpushedFix: (command) => `브랜치를 공유할 준비가 되면 push하세요: \`${command}\``,
  },

  lint: {
    unavailable: 'lint를 쓸 수 없음',
    unavailableFix: (listing) => `문제 있는 memory 파일을 보여 주는 명령: ${listing}`,
    ok: (files) => (files === 0 ? '아직 memory 파일이 없음' : files === 1 ? 'memory 파일 1개, 올바름' : `memory 파일 ${files}개 모두 올바름`),
    okReadable: (files) =>
      files === 0 ? '읽을 수 있는 폴더에는 memory 파일이 없음' : `읽을 수 있는 폴더의 memory 파일 ${files}개 ${files === 1 ? '올바름' : '모두 올바름'}`,
    invalid: (count, files, shown, more) => `memory 파일 ${files}개 중 ${count}개가 잘못됨:\n${shown}${more > 0 ? `\n(외 ${more}개)` : ''}`,
    fix: (lint) => `파일마다 문제와 해결 방법을 알려 주는 명령: ${lint}`,
  },

  autoMemory: {
    offByEnv: (env, value) => `꺼짐: ${env}=${value}`,
    offBySettings: (key, scope) => `꺼짐: ${scopeKo(scope)} 설정의 ${key}: false`,
    onBySettings: (key, value, scope) => `${scopeKo(scope)} 설정의 ${key}: ${value}`,
    onByDefault: '기본값으로 켜짐',
    on: (why) =>
      `Claude Code의 auto memory가 켜져 있습니다 (${why}): 이 상태에서는 Claude가 "기억해" 요청을 프로젝트 memory가 아니라 ~/.claude/projects에 저장합니다`,
    fix: (command, key, env) => `끄는 명령: ${command}. 또는 ~/.claude/settings.json에 "${key}": false를 넣으세요 (또는 ${env}=1)`,
    keptFix: (key, env) =>
      `사용자가 켜 둔 것이며(install --keep-auto-memory, 또는 install이 끈 뒤 다시 켬) 이후 설치도 그대로 둡니다. 끄려면 ~/.claude/settings.json에 "${key}": false를 쓰세요(또는 ${env}=1)`,
    overrideFix: (key, path, env) => `${path}에서 "${key}"를 false로 바꾸세요. 이 파일이 ~/.claude/settings.json보다 우선합니다 (또는 ${env}=1로 설정)`,
    pluginFix: (key, path, env, pluginId) =>
      `${path}에 "${key}": false를 넣으세요 (또는 ${env}=1). plugin ${josa(pluginId, '이/가')} 이미 hook을 등록하므로 install은 hook을 한 번 더 등록할 뿐입니다`,
  },

  language: {
    fromConfig: (path) => `${path}의 "lang"`,
    fromEnv: 'PROJECT_MEMORY_LANG',
    fromLocale: '로캘 (LC_ALL, LC_MESSAGES, LANG)',
    fromDefault: '기본값',
    chosen: (lang, source) => `${lang}, 출처: ${source}`,
    ignoredConfig: (value, path) => `${path}의 "lang": "${value}"`,
    ignored: (values, chosen) => `지원하지 않는 언어 값입니다: ${list(values)} (ko 또는 en). 대신 쓰는 언어: ${chosen}`,
    fix: (langs) => `다음 중 하나를 쓰세요: ${langs.join(', ')}`,
  },

  environment: {
    ok: (shown) => `${shown.join(', ')}: 사용함`,
    ignored: (shown) => `${shown.join(', ')}: hook이 쓰지 않는 값이라 설정하지 않은 것처럼 동작함`,
    fix: (min, max) =>
      `PROJECT_MEMORY_BUDGET은 ${min}~${max} 사이의 글자 수, PROJECT_MEMORY_EVERY_TURN과 PROJECT_MEMORY_DISABLE은 1 또는 0(true/false, yes/no, on/off도 됨), PROJECT_MEMORY_SCAN_MS는 밀리초(100~8000 사이로 맞춰짐)를 받습니다`,
  },

  config: {
    ok: (path) => `${path}: 모든 설정이 쓰임`,
    unreadable: (path, maxKb) => `${josa(path, '을/를')} 읽을 수 없음 (읽을 권한이 있는 ${maxKb} KB 이하의 일반 파일이어야 함): hook은 기본값을 씁니다`,
    unreadableFix: '여기서 Claude를 실행하는 모든 사람이 읽을 수 있는 일반 파일로 만들거나 (chmod a+r) 지우세요',
    notJson: (path, line, column, end) =>
      `${josa(path, '이/가')} ${line}행 ${column}열에서 올바른 JSON이 아님${end ? ' (JSON이 닫히기 전에 파일이 끝남)' : ''}: hook은 파일 전체를 무시하고 기본값을 씁니다`,
    conflict: (path, line) => `${josa(path, '이/가')} 올바른 JSON이 아님: git 병합 충돌이 남아 있어(${line}행부터) hook은 파일 전체를 무시하고 기본값을 씁니다`,
    conflictFix:
      '남길 쪽만 두고 다른 쪽과 git의 표시 줄(<<<<<<<, =======, >>>>>>>), 있다면 ||||||| 줄과 그 아래 옛 내용을 지운 뒤 파일을 `git add` 하세요. 마지막으로 git이 멈춘 작업을 이어서 마치고(`git rebase --continue`, 병합이었다면 `git commit`) push하세요',
    jsonFix:
      '그 자리의 JSON을 고치세요: 키와 텍스트는 큰따옴표로 감싸고, 항목 사이에는 쉼표를 두되 } 나 ] 앞에는 두지 마세요. 예: {"lang": "ko", "budget": 3000}',
    notObject: (path) => `${path}의 JSON이 객체가 아님: hook은 이를 무시하고 기본값을 씁니다`,
    objectFix: '설정을 객체 하나로 쓰세요. 예: {"lang": "ko", "budget": 3000, "everyTurn": false}',
    fields: (path, problems) => `${path}: ${problems.join('; ')}. hook은 ${problems.length > 1 ? '이 값들을' : '이 값을'} 무시합니다`,
    unknownKey: (key, suggestion) => `모르는 키 "${key}"${suggestion === undefined ? '' : ` ("${suggestion}"의 오타인가요?)`}`,
    lang: (found, langs) => `lang은 ${langs.map((l) => `"${l}"`).join(', ')} 중 하나여야 하는데 ${found}입니다`,
    budget: (found, min, max) => `budget은 ${min}에서 ${max}(목록이 쓸 수 있는 최대) 사이의 글자 수여야 하는데 ${found}입니다`,
    everyTurn: (found) => `everyTurn은 true 또는 false여야 하는데 ${found}입니다`,
    fieldsFix: (langs, min, max) =>
      `"lang"(${langs.map((l) => `"${l}"`).join(' 또는 ')}), "budget"(${min}~${max}), "everyTurn"(true 또는 false)만 쓰세요. 예: {"lang": "ko", "budget": 3000, "everyTurn": false}`,
  },

  clients: {
    filesOk: (name, present) => `${name} hook 파일을 읽을 수 있음: ${present}`,
    filesNone: (name) => `아직 ${name} hook 파일이 없음`,
    filesBroken: (details) => details,
    filesFix: (name, comments) => `파일을 고치세요: ${josa(name, '이/가')} 그 안의 hook을 읽지 못합니다${comments ? ' (주석은 되지만 끝의 쉼표는 안 됨)' : ''}`,
    untrustedProject: (paths, root, config) =>
      `. ${paths}에 등록되어 있지만 Codex는 신뢰한 프로젝트에서만 읽는데 ${josa(root, '은/는')} ${config}에서 신뢰되지 않음`,
    notRegistered: (event, name, dir, note) => `${dir}에서 시작한 ${name}에 project-memory ${event} hook이 없음${note}`,
    trustProjectFix: (root) => `${root}에서 \`codex\`를 실행하고 폴더를 신뢰할지 물으면 신뢰하세요`,
    many: (count, where, name) =>
      `${count}번 등록됨 (${where}): ${josa(name, '이/가')} 요청마다 모두 실행하고 그만큼 기다립니다. 목록은 요청마다 한 번만 보입니다`,
    manyFix: (uninstall) => `하나만 남기세요. 프로젝트 쪽을 지우는 명령: ${uninstall}`,
    registered: (where, note) => `등록됨: ${where}${note}`,
    eventsOk: (events) => `hook ${events.length}개 모두 등록됨: ${events.join(', ')}`,
    eventsLacking: (where, missing, afterClear) =>
      `${where}에 없는 hook: ${missing
        .map(
          (event) =>
            `${event} (${event === 'BeforeModel' ? '압축 뒤 전체 목록 다시 보이기' : event === 'AfterTool' ? 'stats와 순위를 위해 memory 읽기 세기' : event === 'BeforeTool' ? '비밀값이 있어 보이는 memory 읽기 막기' : event === 'PreToolUse' ? '셸로 읽은 memory 세기, 비밀값이 있어 보이는 memory 읽기 막기' : afterClear ? '/clear 뒤 전체 목록 다시 보이기' : '압축 뒤 목록 다시 보이기'})`,
        )
        .join(', ')}`,
    trustOk: (count, config) => `Codex가 project-memory hook ${count}개를 모두 신뢰함 (${config})`,
    trustBad: (count, hooks) => `Codex가 project-memory hook ${count}개를 말없이 건너뜀: ${hooks}`,
    trustHook: (event, changed) => `${event} ${changed ? '(신뢰한 뒤 바뀜)' : '(신뢰되지 않음)'}`,
    trustFix: (commands) =>
      `\`codex\`를 실행해 물어보면 "Review hooks"를 고르고(또는 /hooks 입력) project-memory hook이 있는 이벤트마다 Enter로 열어 그 hook에서 t를 누르거나, ${commands}`,
    readInside: (memoryRoot) => `read_file이 memory를 열 수 있음: ${josa(memoryRoot, '이/가')} 시작 폴더 안에 있음`,
    readIncluded: (entry, path) => `read_file이 memory를 열 수 있음: ${josa(entry, '이/가')} context.includeDirectories에 있음 (${path})`,
    readRefused: (memoryRoot) =>
      `Gemini의 read_file이 ${josa(memoryRoot, '을/를')} 거부함: 시작 폴더 밖이고 context.includeDirectories에도 없어, 모델이 목록에 나온 memory를 열 수 없습니다`,
    readFix: (command) =>
      `그 폴더를 시작 폴더의 .gemini/settings.json에 더하는 명령: ${command} (그 전에는 모델이 run_shell_command에서 cat으로 읽고, 그때마다 먼저 묻습니다)`,
    includesOk: (count) => `context.includeDirectories의 폴더가 모두 있음 (항목 ${count}개)`,
    includeGone: (entry, path, resolved, everywhere) =>
      `${path}의 context.includeDirectories에 있는 ${josa(entry, '이/가')} 가리키는 ${josa(resolved, '이/가')} 폴더가 아님: Gemini가 ${everywhere ? '어느 폴더에서든' : '이 폴더에서'} 시작하지 못함`,
    includeGoneFix: (entry, path) => `${path}의 context.includeDirectories에서 ${josa(`"${entry}"`, '을/를')} 지우세요`,
    hooksOff: (path) => `${path}의 hooksConfig.enabled가 false: Gemini가 hook을 전혀 실행하지 않음`,
    hooksOffFix: (path) => `${path}의 hooksConfig에서 "enabled": false를 지우세요`,
    hooksNamed: (name, paths) => `${paths}의 hooksConfig.disabled에 ${josa(`"${name}"`, '이/가')} 있음: Gemini가 목록을 건너뜀`,
    hooksNamedFix: (name) => `hooksConfig.disabled에서 ${josa(`"${name}"`, '을/를')} 지우세요`,
    hooksOn: 'Gemini가 project-memory를 포함해 hook을 실행함',
    codexHooksOff: (key, where) => `${where}의 ${key} = false가 Codex의 hooks 기능을 끔: 신뢰 여부와 관계없이 hook을 전혀 실행하지 않음`,
    codexHooksOffFix: (key, config) => `${config}에서 그 줄을 지우거나 ${key} = true로 바꾸세요`,
    codexConfigFix: '그 자리를 고친 뒤 doctor를 다시 실행하세요 (`codex`도 멈출 때 같은 자리를 알려 줌)',
    codexHooksOn: (config) => `Codex가 hook을 실행함: ${config}에 hooks 기능을 끄는 설정이 없음`,
    folderTrusted: (dir, entry, level, file) => `Gemini CLI가 ${josa(dir, '을/를')} 신뢰하므로 그곳에서 hook을 실행함: ${file}의 "${entry}": "${level}"`,
    folderUntrusted: (dir, entry, file) =>
      `Gemini CLI가 ${josa(dir, '을/를')} 신뢰하지 않음 (${file}의 "${entry}": "DO_NOT_TRUST"): 신뢰하지 않는 폴더에서는 사용자 설정의 hook까지 어떤 hook도 실행하지 않아 목록이 보이지 않습니다 (\`gemini -p\`는 그곳에서 멈춤)`,
    folderUntrustedFix: (dir, file) =>
      `${dir}에서 \`gemini\`를 실행해 /permissions trust로 폴더를 신뢰하거나, ${file}에 ${JSON.stringify(dir)}: "TRUST_FOLDER"를 넣으세요`,
    folderUnknown: (dir, file) =>
      `${file}에 ${dir}에 해당하는 항목이 없음: Gemini CLI는 그 폴더에서 처음 시작할 때 신뢰할지 묻고, 신뢰한 뒤에야 hook을 실행합니다 (그때까지 \`gemini -p\`는 그곳에서 멈춤)`,
    folderUnknownFix: (dir, file) => `Gemini가 물으면 폴더를 신뢰하거나, ${file}에 ${JSON.stringify(dir)}: "TRUST_FOLDER"를 추가하세요`,
    envTrusted: (variable) => `Gemini CLI가 모든 폴더를 신뢰함: 이 환경에 ${josa(variable, '이/가')} 설정되어 있음`,
    envUntrusted: (variable) =>
      `이 환경에 ${josa(variable, '이/가')} 설정되어 있음: Gemini CLI가 어느 폴더도 신뢰하지 않아 hook을 전혀 실행하지 않습니다 (\`gemini -p\`는 멈춤)`,
    envUntrustedFix: (variable) => `Gemini CLI를 시작하는 환경에서 그 변수를 지우세요 (\`unset ${variable.split('=')[0]}\`)`,
    trustFileUnreadable: (file) => `Gemini CLI가 ${josa(file, '을/를')} 읽을 수 없어 시작하지 못함`,
    // the parser's own words are English: quoted only where no line and column say where
    trustFileNotJson: (file, at) =>
      `${file}: 올바른 JSON이 아니라 (${at.line === undefined ? `JSON.parse: "${at.detail}"` : `${at.line}행 ${at.column}열`}) Gemini CLI가 시작하지 못함`,
    trustFileNotObject: (file) => `${file}: JSON 객체({ … })가 아니라 Gemini CLI가 시작하지 못함`,
    trustFileLevel: (file, entry, found) =>
      `${file}의 "${entry}"에 적힌 ${josa(found, '은/는')} TRUST_FOLDER, TRUST_PARENT, DO_NOT_TRUST 중 하나가 아니라 Gemini CLI가 시작하지 못함`,
    trustFileFix: (file) => `${josa(file, '을/를')} 고치거나 (주석은 되지만 끝의 쉼표는 안 됨), 다른 곳으로 옮긴 뒤 Gemini가 물을 때 폴더를 다시 신뢰하세요`,
  },
};
