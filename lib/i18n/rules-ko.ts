import { MAX_EXPANDED_VALUES } from '../model/defaults.js';
import type { FoundValue, MemoryProblem, YamlCause } from '../model/memory-problem.js';
import type { NotAFile } from '../model/not-a-file.js';
import type { Likeness, PastDayField } from '../model/text-findings.js';
import { josa, particleAfter } from './josa.js';
import type { RuleWords } from './rules-types.js';

const found = (value: FoundValue): string =>
  value.type === 'text' ? `"${value.text}"` : { list: '목록', object: '객체', number: '숫자', boolean: '참/거짓 값', other: '다른 종류의 값' }[value.type];

const notADay = (field: string, day: string): string => `${field} 값 ${day}: 달력에 없는 날짜입니다`;
const notATime = (field: string, value: string): string => `${field} 값 ${value}의 시각이 범위를 벗어났습니다 (시 0-23, 분과 초 0-59)`;
const FAULT = { day: notADay, time: notATime };
/** Which day each field names, for its fix. */
const PAST_DAY: Record<PastDayField, string> = {
  created_at: 'memory를 만든 날짜',
  updated_at: 'memory를 마지막으로 고친 날짜',
  verified_at: 'memory를 마지막으로 확인한 날짜',
};

function problem(memoryProblem: MemoryProblem): string {
  const p = memoryProblem;
  switch (p.kind) {
    case 'no-front-matter':
      if (p.empty) return '파일이 비어 있습니다';
      return p.utf16 ? '파일이 UTF-16 텍스트라 UTF-8로 읽으면 front matter를 찾을 수 없습니다' : 'front matter가 없습니다 (파일은 ---로 시작해야 합니다)';
    case 'unclosed':
      return 'front matter가 ---로 닫히지 않았습니다';
    case 'too-long':
      return 'front matter가 너무 길거나 닫히지 않았습니다';
    case 'unreadable':
      return '파일을 읽을 수 없습니다 (권한을 확인하세요)';
    case 'secret':
      return '비밀값이 들어 있는 것으로 보입니다 (lint가 위치를 알려 줍니다)';
    case 'instruction':
      return '제목이나 설명이 모델에게 내리는 지시처럼 읽힙니다 (lint가 위치를 알려 줍니다)';
    case 'merge-conflict':
      return '본문에 git이 남긴 병합 충돌이 있습니다 (lint가 위치를 알려 줍니다)';
    case 'language':
      return `front matter 언어 ${josa(`"${p.language}"`, '은/는')} 쓸 수 없습니다 (그냥 --- 다음에 YAML을 쓰세요)`;
    case 'not-mapping':
      return 'front matter가 `키: 값` 줄로 된 YAML이 아닙니다';
    case 'dash-line':
      return `${p.line}번째 줄이 front matter 안에서 ---로 시작합니다. front matter는 정확히 ---인 줄에서만 닫힙니다`;
    case 'aliases':
      return `front matter가 & 앵커와 * 별칭으로 값을 되풀이합니다: 펼치면 값이 ${MAX_EXPANDED_VALUES.toLocaleString('en-US')}개를 넘어 읽지 않습니다 (값을 그대로 풀어 쓰세요)`;
    case 'yaml':
      return `front matter가 올바른 YAML이 아닙니다${p.line === undefined ? '' : ` (${p.line}행${p.column === undefined ? '' : ` ${p.column}열`})`}: ${YAML_CAUSE[p.cause](p.detail)}`;
    case 'not-text':
      return `${p.field} 값은 텍스트여야 하는데 ${found(p.found)}입니다`;
    case 'not-date':
      return p.fault !== undefined && p.found.type === 'text'
        ? FAULT[p.fault](p.field, p.found.text)
        : `${p.field} 값은 YYYY-MM-DD 형식의 날짜여야 하는데 ${found(p.found)}입니다`;
    case 'not-names':
      return `${p.field} 값은 memory 이름(.md를 뺀 파일 이름)의 목록이어야 하는데 ${found(p.found)}입니다`;
  }
}

/** The mistake behind a YAML error; `detail` is the parser's own reason, quoted where no cause fits. */
const YAML_CAUSE: Record<YamlCause, (detail: string) => string> = {
  flow: () => '닫히지 않은 [ 또는 {가 있습니다 (또는 따옴표 없는 값에 괄호가 있습니다)',
  comma: () => '[ ] 또는 { } 목록의 두 항목 사이에 쉼표가 없습니다',
  quote: () => '따옴표로 시작한 값이 닫히지 않았습니다',
  colon: () => '값 안의 ": "를 YAML이 새 필드의 시작으로 읽습니다',
  indent: () => '새 필드가 와야 할 줄에 들여쓰기가 있습니다',
  duplicate: () => '같은 필드가 두 번 있습니다',
  line: () => '`key: value` 형식이 아닌 줄이 있습니다',
  conflict: () => 'git 병합 충돌이 남아 있습니다 (양쪽 내용과 git의 표시 줄이 그대로 있음)',
  other: (detail) => `YAML 리더의 설명: ${detail}`,
};

const MERGE_FIX =
  '한쪽만 남기거나, 둘 다 남기려면 합치거나(front matter의 필드는 각각 한 줄로) 한쪽을 다른 이름의 memory로 저장하세요. 그다음 git의 표시 줄(<<<<<<<, =======, >>>>>>>)과, 있다면 ||||||| 줄과 그 아래 옛 내용을 지우고 파일을 `git add` 하세요. 마지막으로 git이 멈춘 작업을 이어서 마치고(`git rebase --continue`, 병합이었다면 `git commit`) push하세요';

function yamlFix(cause: YamlCause, line: number | undefined, field?: string): string {
  const onLine = line === undefined ? 'front matter에서 그 줄' : `${line}행`;
  switch (cause) {
    case 'flow':
      return `${onLine}에서 연 [ 또는 {를 닫으세요. 괄호가 글의 일부라면 값을 큰따옴표로 감싸세요. 예: \`description: "[WIP] docker 수정"\``;
    case 'comma':
      return `${onLine}의 두 항목 사이에 쉼표를 넣으세요. 예: \`tags: [deploy, staging]\`. 괄호가 글의 일부라면 값을 큰따옴표로 감싸세요`;
    case 'quote':
      return `${onLine}에서 따옴표로 시작한 값에 닫는 따옴표를 넣으세요. 예: \`${field ?? 'title'}: "Docker와 브랜치"\``;
    case 'colon':
      return `${onLine}의 값을 큰따옴표로 감싸세요. 예: \`${field ?? 'description'}: "해결: Docker를 먼저 재시작"\``;
    case 'indent':
      return `${onLine}을 다른 필드처럼 줄 맨 앞에서 시작하세요. 필드 아래 들여 쓰는 것은 목록 항목뿐입니다`;
    case 'duplicate':
      return field === undefined
        ? `둘 중 하나만 남기세요: ${onLine}이나 같은 필드가 있는 앞쪽 줄을 지우세요`
        : `\`${field}:\` 줄 둘 중 하나만 남기세요: ${onLine}이나 앞쪽의 같은 줄을 지우세요`;
    case 'line':
      return `${onLine}을 \`key: value\` 형식으로 쓰고 콜론 뒤에 공백을 두세요. 따옴표, ": ", " #"가 든 값이나 @, \`로 시작하는 값은 큰따옴표로 감싸세요`;
    case 'conflict':
      return MERGE_FIX;
    case 'other':
      return `${onLine}을 고치세요: YAML이 문법으로 읽는 문자(: # [ ] { } * & ! | > ' " % @ \`)가 든 값은 큰따옴표로 감싸세요`;
  }
}

const NOT_A_FILE: Record<NotAFile, string> = { folder: '폴더', link: '심볼릭 링크', special: '특수 파일' };

const likenessText = (likeness: Likeness): string =>
  likeness.kind === 'same-title'
    ? '같은 제목'
    : likeness.kind === 'plural-name'
      ? '단수·복수만 다른 이름'
      : likeness.field === 'crossed'
        ? `한쪽 제목이 다른 쪽 설명과 ${likeness.percent}% 비슷함`
        : `${likeness.field === 'title' ? '제목' : '설명'} ${likeness.percent}% 비슷함`;

export const RULES_KO: RuleWords = {
  report: {
    error: '오류',
    warning: '경고',
    at: (line, column) => (column === undefined ? `(${line}행)` : `(${line}행 ${column}열)`),
    inFlag: (flag) => `(${flag}에서)`,
    inBody: (line, column) => (column === undefined ? `(본문 ${line}행)` : `(본문 ${line}행 ${column}열)`),
    fixLabel: '해결:',
    unstaged: (add) => `그다음 스테이징하세요 (${add}): 다음 커밋에 들어갈 것은 이 내용이고, 디스크의 파일은 이와 다릅니다`,
    diskOnly: (add) => `디스크에 있는 파일의 문제이고 이번 커밋에는 들어가지 않으므로 경고로만 알립니다. 고친 뒤 별도 커밋으로 스테이징하세요 (${add})`,
    diskNotStaged: (add) => `디스크에 있는 파일의 문제이고, 커밋에는 스테이징된 다른 내용이 들어갑니다: 파일을 고치고 스테이징하세요 (${add})`,
    committedBefore: '마지막 커밋에 이미 이렇게 들어 있고 이번 커밋은 이 파일을 바꾸지 않으므로 경고로만 알립니다. 따로 커밋해 고치는 것이 좋습니다',
  },
  item: (message, fix) => `${message} (해결: ${fix})`,
  problem,
  field: (textField) => ({ title: 'title', description: 'description', source: 'source', tags: 'tags', body: '본문', file: '파일', name: '이름' })[textField],
  frontMatter: {
    unread: (problem) => `${problem}. 목록에는 설명 대신 "(front matter 오류: 파일을 확인하세요)"가 보입니다`,
    firstLineListed: (problem) => `${problem}: 목록에는 설명 대신 첫 줄이 보이고, (front matter 없음: 첫 줄을 설명 대신 표시) 표시가 붙습니다`,
    shape: '파일 첫 줄에 `---`를 쓰고, `title: 짧은 제목`과 `description: 목록에 보일 한 줄 설명`을 쓴 다음 `---`로 닫고 본문을 쓰세요',
    unclosedFix: (line) => `front matter의 마지막 필드인 ${line}번째 줄 뒤에 \`---\` 줄을 넣어 본문 앞에서 닫으세요`,
    leadingBlankFix: (line) => `${line}번째 줄의 \`---\` 앞에 있는 것을 지우세요: front matter는 파일 첫 줄에서 시작해야 합니다`,
    empty: '파일이 비어 있습니다: 목록에는 (빈 파일)로 보입니다',
    emptyFix: '내용을 쓰거나(첫 줄에 `---`, `title: 짧은 제목`과 `description: 목록에 보일 한 줄 설명`, `---`로 닫고 본문) 파일을 지우세요',
    utf16Fix: 'UTF-8로 저장하세요 (편집기에서 "인코딩하여 저장"이나 "다른 이름으로 저장" → UTF-8, PowerShell에서는 Out-File -Encoding utf8)',
    codeLanguage: (language) =>
      `front matter가 ---${josa(language, '으로/로')} 시작합니다: gray-matter 같은 YAML 리더는 이를 코드로 실행하므로, 이 저장소를 복제한 곳에서 실행될 수 있습니다`,
    codeLanguageFix: '첫 줄을 그냥 `---`로 바꾸고 필드는 YAML `key: value` 줄로 쓰세요',
    otherLanguage: (language) => `front matter 언어 ${josa(`"${language}"`, '은/는')} 읽지 않습니다`,
    otherLanguageFix: '첫 줄을 그냥 `---`로 바꾸세요',
    codeTag: (tag) => `front matter에 YAML 태그 ${tag}…가 있습니다: 안전하지 않은 YAML 로더는 이를 실행되는 코드로 바꿉니다`,
    codeTagFix: '값을 !! 태그 없이 그냥 텍스트로 쓰세요',
    yamlFix,
    mappingFix: 'front matter를 `key: value` 줄로 쓰세요. 예: `title: 짧은 제목`, `description: 목록에 보일 한 줄 설명`',
    dashLineFix: (line) => `front matter가 ${line}번째 줄에서 끝난다면 그 줄을 정확히 ---로 고치고, 아니라면 그 줄을 지우거나 들여 쓰세요`,
    aliasesFix: '& 앵커와 * 별칭 대신 값을 쓰이는 자리마다 그대로 쓰세요 (memory에는 필요 없습니다). 예: `tags: [deploy, staging]`',
    tooLong: (kb, maxKb) =>
      `front matter가 ${kb} KB로, 목록이 파일에서 읽는 앞 ${maxKb} KB를 넘습니다: 목록에는 설명 대신 (front matter 오류: 파일을 확인하세요)라는 표시가 보이고, search로도 찾을 수 없습니다`,
    tooLongFix: (maxKb) => `front matter는 ${maxKb} KB 안으로 줄이세요: 긴 텍스트는 닫는 \`---\` 아래 본문으로 옮기세요`,
  },
  fields: {
    notADay,
    notATime,
    dayFix: (field) => `${field} 값을 날짜로 쓰세요. 예: \`${field}: 2030-06-30\``,
    pastDayFix: (field) => `${field} 값을 ${PAST_DAY[field]}로 쓰세요 (YYYY-MM-DD)`,
    notADate: (field, value) =>
      `${field} 값 "${value}": YYYY-MM-DD 형식의 날짜가 아니어서 날짜가 쓰이는 곳(${field === 'created_at' ? '확인한 뒤 다음 review_by 계산, ' : ''}대체된 memory가 나중에 고쳐졌는지 확인)에서 무시됩니다`,
    dayAloneFix: (field, day) => `${field} 값을 날짜만 남겨 쓰세요: \`${field}: ${day}\``,
    namesFix: '이 memory가 대체하는 memory들의 이름(.md를 뺀 파일 이름)을 나열하세요. 예: `supersedes: [docker-old-workaround]`',
    textFix: (field) => `${field} 값을 한 줄 텍스트로 쓰세요. 예: \`${field}: Docker 실행 중 브랜치 전환 시 403 발생\``,
    titleMissing: 'title이 없습니다',
    titleMissingFix: 'front matter에 `title: 짧은 제목`을 넣으세요',
    descriptionMissing: `description이 없습니다. 목록에는 설명 대신 제목이 보이고, 제목도 없으면 "(설명 없음)"이 보입니다`,
    descriptionMissingFix: 'front matter에 `description: <목록에서 모델이 볼 한 줄>`을 넣으세요',
    descriptionEmpty: `description이 비어 있습니다. 목록에는 설명 대신 제목이 보이고, 제목도 없으면 "(설명 없음)"이 보입니다`,
    descriptionEmptyFix: '`description:` 뒤에 목록에서 모델이 볼 한 줄을 쓰세요',
    multiline: 'description이 여러 줄입니다: 목록은 이를 한 줄로 합칩니다',
    multilineFix: 'description은 한 줄로 쓰고 자세한 내용은 본문에 쓰세요',
    long: (length, max) => `description이 ${length}자입니다: 목록은 ${max}자에서 자릅니다`,
    longFix: (max) => `핵심만 ${max}자 안에 쓰고 자세한 내용은 본문에 쓰세요`,
    invisible: (field, codes) =>
      `${field}에 보이지 않는 문자나 제어 문자 ${josa(codes.join(', '), '이/가')} 있습니다: 목록은 이를 지우지만 파일은 보이는 대로 읽히지 않습니다`,
    invisibleFix: (field, count) => `${count > 1 ? '그 문자들' : '그 문자'} 없이 ${josa(field, '을/를')} 다시 입력하세요`,
    commentCut: (field, kept, dropped) =>
      `${josa(field, '이/가')} ${josa(`"${kept}"`, '으로/로')} 읽힙니다${field === 'description' ? '. 목록에도 이렇게 보입니다' : ''}: 따옴표가 없으면 YAML은 " #"부터를 주석으로 보고 ${josa(`"${dropped}"`, '을/를')} 버립니다`,
    commentCutFix: (quoted) => `값 전체를 큰따옴표로 감싸세요: \`${quoted}\`. 뒷부분이 주석이라면 따로 한 줄에 쓰세요`,
  },
  notAFile: NOT_A_FILE,
  notAMemoryFile: (path, what) => `${path}: memory 파일이 아니라 ${NOT_A_FILE[what]}입니다`,
  encoding: '파일이 올바른 UTF-8 텍스트가 아닙니다 (바이너리 데이터나 깨진 문자)',
  encodingFix: 'UTF-8 텍스트로 저장하세요',
  mergeConflict: '본문에 git 병합 충돌이 남아 있습니다: git의 표시 줄과 양쪽 내용(또는 옛 내용)이 그대로 있어 모델이 모두 메모로 읽습니다',
  mergeConflictFix: MERGE_FIX,
  unmergedDeleted:
    'git이 이 memory를 병합하지 못했습니다: 병합의 한쪽은 지웠고 다른 쪽은 고쳤는데(또는 이 이름으로 바꿨는데), 파일 안에는 그 표시가 없습니다. 정리할 때까지 목록에는 다른 쪽의 파일이 보입니다',
  unmergedDeletedFix: (keep, drop) =>
    `남기려면 ${keep}, 지우려면 ${drop}. 마지막으로 git이 멈춘 작업을 이어서 마치고(\`git rebase --continue\`, 병합이었다면 \`git commit\`) push하세요`,
  unmergedMissing: (moved) =>
    moved.length > 0
      ? `git이 이 memory를 병합하지 못했고, 파일은 이제 여기에 없습니다: 병합의 양쪽이 각각 ${josa(moved.join(', '), '으로/로')} 이름을 바꿔서 목록에는 두 이름으로 모두 보입니다`
      : 'git이 이 memory를 병합하지 못했고, 파일은 이제 여기에 없습니다: 병합의 한쪽이 이름을 바꾸었거나 지웠습니다',
  unmergedMissingFix: (drop) =>
    `옛 이름을 정리하세요: ${drop} (병합이 남기는 내용은 새 이름 쪽에 있습니다). 마지막으로 git이 멈춘 작업을 이어서 마치고(\`git rebase --continue\`, 병합이었다면 \`git commit\`) push하세요`,
  unmergedRenamedTwice: (other) =>
    `git이 이 memory를 병합하지 못했습니다: 병합의 양쪽이 한 memory의 이름을 이 이름과 ${josa(other, '으로/로')} 각각 바꿔서, 하나를 남길 때까지 목록에는 두 이름으로 모두 보입니다`,
  unmergedRenamedTwiceFix: (keep) =>
    `이 이름을 남기려면 ${keep}, 다른 이름을 남기려면 그 반대로 하세요. 마지막으로 git이 멈춘 작업을 이어서 마치고(\`git rebase --continue\`, 병합이었다면 \`git commit\`) push하세요`,
  unmergedNotes:
    'git이 이 파일에 병합 충돌을 남겼습니다 (양쪽이 모두 이 파일을 썼습니다: 예를 들어 두 사람의 첫 install). memory가 아니어서 목록은 읽지 않지만, 커밋하면 git의 표시 줄이 그대로 남습니다',
  unmergedNotesFix: (add) =>
    `한쪽만 남기고 git의 표시 줄(<<<<<<<, =======, >>>>>>>)을 지운 뒤 ${add}. 마지막으로 git이 멈춘 작업을 이어서 마치고(\`git rebase --continue\`, 병합이었다면 \`git commit\`) push하세요`,
  unmergedPlaced:
    'git이 이 memory를 병합하지 못했습니다: 한쪽이 이 파일을 더하거나 이름을 바꾼 폴더를 다른 쪽이 옮겨서, git이 폴더를 따라 여기로 옮겼습니다. 이 폴더에 있는 것이 맞는지 확인하세요',
  conflictInCode: '코드 블록 안에 git 충돌 표시 줄(<<<<<<<, =======, >>>>>>>)이 있습니다: 병합이 남긴 것이라면 모델이 양쪽을 모두 메모로 읽습니다',
  // written out, not built from MERGE_FIX: a template at the top of a module keeps the whole catalogue in every bundle
  conflictInCodeFix:
    '병합이 남긴 것이라면 남길 쪽만 두고 다른 쪽과 git의 표시 줄(<<<<<<<, =======, >>>>>>>), 있다면 ||||||| 줄과 그 아래 옛 내용을 지운 뒤 파일을 `git add` 하세요. 충돌을 보여 주는 예시라면 그대로 두어도 됩니다',
  secret: {
    found: (kind) => `비밀값으로 보입니다 (${kind}): memory는 커밋되고 모델에게 보입니다`,
    fix: (digest) =>
      `값을 지우고 대신 값이 있는 곳을 적으세요. 예: \${DB_PASSWORD} 또는 "1Password: staging db". 비밀값이 아니라고 사용자가 확인할 때만 front matter의 not_secrets 목록에 ${digest}(값 자체가 아닌 값의 지문) 항목을 더하세요 (목록이 아직 없으면 not_secrets: [${digest}])`,
    kinds: {
      'private-key': '개인 키',
      'vault-token': 'HashiCorp Vault 토큰',
      'aws-access-key': 'AWS 액세스 키',
      'github-token': 'GitHub 토큰',
      'gitlab-token': 'GitLab 토큰',
      'slack-token': 'Slack 토큰',
      'npm-token': 'npm 토큰',
      'anthropic-key': 'Anthropic API 키',
      'openai-key': 'OpenAI API 키',
      jwt: 'JWT',
      'stripe-key': 'Stripe 라이브 키',
      'google-api-key': 'Google API 키',
      'sendgrid-key': 'SendGrid API 키',
      'hugging-face-token': 'Hugging Face 토큰',
      'docker-token': 'Docker 액세스 토큰',
      'google-oauth': 'Google OAuth 비밀값 또는 토큰',
      'service-token': '알려진 서비스의 API 토큰',
      'session-cookie': '세션 쿠키',
      'registry-auth': 'Docker 설정의 레지스트리 로그인 (user:password의 base64)',
      'azure-storage-key': 'Azure 스토리지 계정 키',
      'authorization-header': 'Authorization 헤더의 자격 증명',
      'basic-auth': 'curl 명령줄의 사용자와 비밀번호',
      'command-password': '명령줄에 쓴 비밀번호',
      'connection-password': '비밀번호가 든 연결 문자열',
      'bearer-token': 'Bearer 토큰',
      'slack-webhook': 'Slack 웹훅 URL',
      'discord-webhook': 'Discord 웹훅 URL',
      'login-pair': '사용자 / 비밀번호 쌍',
    },
    assignment: (key) => `"${key}"에 넣은 값`,
    stated: (key) => `"${key}" 값을 적은 문장`,
  },
  injection: {
    found: (field, kind, quote) => `${field}의 내용이 모델에게 내리는 지시처럼 읽힙니다 (${kind}): "${quote}"`,
    fix: '어시스턴트에게 내리는 명령이 아니라 사실을 적은 메모로 쓰세요 (예: "Y일 때 X가 깨진다. Z로 대응한다")',
    kinds: {
      override: '앞선 지시를 무시하게 함',
      identity: '모델에게 새 역할을 줌',
      'system-prompt': '시스템 프롬프트를 언급함',
      'fake-tag': '가짜 컨텍스트 태그',
      'download-to-shell': '내려받은 것을 셸로 실행함',
      'decoded-command': '디코딩한 텍스트를 명령으로 실행함',
      'no-consent': '사용자 동의 없이 행동하게 함',
      'consent-order': '사용자 동의 없이 행동하라고 지시함',
      secrecy: '사용자에게 숨기게 함',
      'permission-bypass': '권한 확인 우회',
      'reply-order': '모델의 답변이나 세션에 내리는 지시',
      'credential-read': '자격 증명 파일을 읽거나 보내라는 지시',
      'destructive-command': '홈이나 루트 폴더를 지우는 명령',
      'role-label': '대화 역할 이름으로 시작하는 지시',
      'destructive-order': '되돌릴 수 없는 일을 하라는 지시',
    },
  },
  names: {
    // lint adds why: a link is never looked through, and what a special file may be
    notAFile: (name, what) =>
      `${josa(name, '은/는')} ${NOT_A_FILE[what]}${
        { folder: '', link: '(따라가지 않으므로 memory 루트 밖은 읽지 않습니다)', special: '(FIFO, 소켓, 장치)' }[what]
      }${particleAfter(NOT_A_FILE[what], '이라/라')}서 목록에 나오지 않습니다`,
    notAFileFix: '일반 Markdown 파일로 바꾸거나 memory 폴더 밖으로 옮기세요',
    dotFile: (name) => `${josa(name, '은/는')} 점으로 시작합니다: 목록은 점으로 시작하는 파일을 보여 주지 않습니다`,
    notMd: (name) => `${josa(name, '은/는')} 소문자 .md로 끝나지 않아서 목록에 나오지 않습니다`,
    readme: (name) => `${josa(name, '은/는')} 목록에 나오지 않습니다: 목록은 memory 폴더 안의 README를 건너뜁니다`,
    readmeFix: '내용을 알 수 있는 이름으로 바꾸세요 (예: deploy-notes.md). memory가 아니라면 memory 폴더 밖으로 옮기세요',
    notUtf8: (name) =>
      `이름 ${josa(name, '은/는')} 올바른 UTF-8이 아닙니다 (\ufffd가 잘못된 바이트 자리입니다): 이 이름으로 만든 경로로는 파일을 열 수 없어서 목록에 나오지 않습니다`,
    unsafe: (name, nameReason, max) =>
      `이름 ${name}에 문제가 있습니다 (${
        {
          control: '제어 문자가 있음',
          spaces: '공백이 있음',
          uppercase: '대문자가 있음',
          'too-long': `${max}자보다 김`,
          edge: '- 또는 _로 시작하거나 끝남',
          dashes: '-가 연달아 나옴',
          device: 'Windows가 예약한 장치 이름임',
          decomposed: '한글이 풀어쓴 유니코드(NFD, macOS가 쓰기도 하는 형태)로 되어 있어 모아쓴 형태(NFC)와 똑같아 보여도 다른 파일 이름임',
          characters: 'a-z, 0-9, -, _, 한글 말고 다른 문자가 있음',
        }[nameReason]
      }): save는 이런 이름으로 쓰지 않고, 셸이나 다른 시스템에서 문제가 될 수 있습니다`,
    rename: (slug) => `이름을 ${slug}.md로 바꾸세요`,
    renameAny: 'a-z, 0-9, -, _, 한글로 이름을 바꾸세요',
    renameSecret: '자격 증명이 아니라 memory의 내용을 나타내는 이름으로 바꾸세요. 커밋된 이름은 git 기록에 남으니 자격 증명도 새로 발급하세요',
    mergeTwin: (twin) =>
      `이 이름이 바뀔 ${josa(twin, '이/가')} 이미 있습니다: 이 파일에만 있는 내용을 ${twin}에 옮긴 뒤 이 파일을 지우세요 (이름을 바꾸면 ${josa(twin, '을/를')} 덮어씁니다)`,
    nested: (inScope, scope) => `${josa(inScope, '은/는')} ${scope}/의 하위 폴더에 있습니다: 목록은 범위 폴더 바로 안의 파일만 보여 줍니다`,
    moveTo: (target) => `${josa(target, '으로/로')} 옮기세요`,
    mergeInto: (target) =>
      `${josa(target, '이/가')} 이미 있습니다: 이 파일에만 있는 내용을 ${target}에 옮긴 뒤 이 파일을 지우세요 (옮기면 ${josa(target, '을/를')} 덮어씁니다)`,
    moveAny: (scope) => `${scope}/ 안으로 옮기고 a-z, 0-9, -, _, 한글로 된 이름에 .md를 붙이세요`,
  },
  folders: {
    linkedScope: (name, linkTarget) =>
      `범위 폴더 ${josa(name, '은/는')} 심볼릭 링크입니다${linkTarget === undefined ? '' : ` (대상: ${linkTarget})`}: save는 링크를 거쳐 쓰지 않습니다`,
    linkedScopeFix: '링크 대신 memory를 담은 일반 폴더를 두세요',
    stray: (name) => `${josa(name, '이/가')} memory 폴더 바로 아래에 있습니다: 목록은 _global/ 또는 프로젝트 폴더 안의 파일만 보여 줍니다`,
    strayFix: '_global/ 또는 프로젝트 키 폴더 안으로 옮기세요',
    noKey: (folder) =>
      `${folder}/는 어떤 프로젝트 키도 가리키지 않는 폴더입니다(대소문자만 다른 _global, 또는 키가 될 수 없는 이름: 키에 쓸 수 없는 문자, README.md, 200바이트 초과): 목록은 이 폴더를 읽지 않습니다`,
    noKeyFix: '그 안의 memory를 _global/ 또는 프로젝트 키 폴더로 옮기세요',
    unreadable: '파일을 읽을 수 없습니다',
    unreadableFix: '권한을 확인하세요 (여기서 작업하는 모든 사람이 읽을 수 있어야 합니다)',
    folderUnreadable: '폴더를 읽을 수 없습니다: 목록에 그 안의 memory가 하나도 나오지 않고, 그 안은 아무것도 검사하지 못했습니다',
    folderUnreadableFix: '권한을 확인하세요 (여기서 작업하는 모든 사람이 읽고 들어갈 수 있어야 합니다: chmod a+rx)',
    notAFolder: (special, theRoot) =>
      `${theRoot ? 'memory 폴더' : 'memory 범위 폴더'}가 있어야 할 자리에 ${special ? '특수 파일' : '파일'}이 있습니다: 목록에 여기서 나오는 memory가 없고, save도 여기에 쓸 수 없습니다`,
    notAFolderFix: (move) => `남길 내용이 있으면 옆으로 옮기고 (${move}), 없으면 지우세요. 다음 save가 폴더를 만듭니다`,
    large: (kb, maxKb) =>
      `파일이 ${kb} KB입니다: 모델은 memory를 통째로 읽으므로 읽을 때마다 그만큼 컨텍스트를 씁니다. 앞 ${maxKb} KB만 검사했고 비밀값도 그 안에서만 찾았습니다`,
    tooLarge: (kb, maxKb) => `${kb} KB가 되어 lint와 목록이 비밀값을 검사하는 ${maxKb} KB를 넘습니다`,
    largeFix: '메모는 짧게 쓰고, 긴 자료는 붙여 넣지 말고 링크를 거세요',
    staleTemp: '중간에 끊긴 쓰기가 남긴 임시 파일입니다 (memory 자체는 온전합니다)',
    staleTempFix: '지우세요',
  },
  likeness: likenessText,
  duplicate: (name, likeness) => `${name}.md와 같은 내용입니다 (${likenessText(likeness)}): 모델이 사실 하나에 메모 두 개를 읽게 됩니다`,
  duplicateFix: '하나만 남기세요: 새 내용은 남길 쪽으로 옮기고 다른 쪽은 지우세요 (또는 `save --update --name <남길 이름>`)',
  duplicateGlobal: (name, likeness) => `global memory ${name}.md와 같은 내용입니다 (${likenessText(likeness)}): 이 프로젝트의 세션에는 둘 다 보입니다`,
  duplicateGlobalFix: (name, rename) =>
    `하나만 남기세요: ${josa(name, '이/가')} 여기서도 맞다면 새 내용은 그쪽으로 옮기고 이 파일을 지우세요. 이 프로젝트에서만 대체하려면 ${
      rename === undefined
        ? `이 파일의 front matter에 \`supersedes: [${name}]\`를 더하세요`
        : `먼저 이 파일의 이름을 바꾸고(이대로는 \`supersedes: [${name}]\`가 이 파일 자신을 가리킵니다): ${rename}, 그다음 그 front matter에 \`supersedes: [${name}]\`를 더하세요`
    }`,
  reviewDue: (date) => `확인 기한(review_by ${date})이 지났는데 그 뒤로 확인되지 않았습니다: 목록에 (오래됨) 표시가 붙습니다`,
  reviewDueFix: (command) => `아직 맞는지 확인하고 (틀리면 고치고) 확인했다고 표시하세요: ${command}. 다음 확인 기한은 --review-in 90d처럼 정합니다`,
  pathMissing: (path, root) => `본문이 ${josa(path, '을/를')} 가리키지만 ${root}에 없습니다`,
  pathMissingFix: (command) =>
    `지금 있는 곳을 적거나 그 언급을 지우고 확인했다고 표시하세요: ${command}. 일부러 없는 경로(빌드 결과물 등)는 이 검사가 건너뛰는 펜스 코드 블록 안에 쓰세요`,
  supersedes: {
    self: '자기 자신을 대체(supersedes)합니다',
    loop: (others) => `${josa(others, '과/와')} 서로 대체(supersedes)하는 순환이 있습니다: 서로 대체하는 memory는 어느 쪽도 가려지지 않습니다`,
    loopFix: 'supersedes에는 새 memory 쪽에만 옛 memory의 이름을 적고, 오래된 쪽의 supersedes에서는 그 이름을 지우세요',
    elsewhere: (name, projects) => `supersedes의 ${josa(name, '은/는')} ${projects}의 memory입니다: global memory는 global memory만 대체합니다`,
    elsewhereFix: '그 프로젝트의 memory에서 대체하세요 (save --scope project --supersedes NAME)',
    unknown: (name, inProject) =>
      `supersedes의 ${josa(name, '과/와')} 같은 이름의 memory가 ${inProject === undefined ? '_global/' : `${inProject}/나 _global/`}에 없습니다`,
    unknownFix: (listing) => `이름을 고치거나 (이름을 보는 명령: ${listing}), 그 memory를 일부러 지웠다면 이름을 빼세요`,
    unknownNearFix: (near, listing) =>
      `${josa(near, '을/를')} 가리킨 것으로 보입니다(이름을 바꿨거나 오타): 그 이름으로 고치세요. 아니라면 이름을 고치거나 (이름을 보는 명령: ${listing}), 그 memory를 일부러 지웠다면 이름을 빼세요`,
    editedLater: (edited, other, settled) =>
      `${josa(other, '이/가')} 이 memory를 대체한 뒤(${settled}) ${edited}에 수정되었습니다: 목록은 이 memory를 가리므로 그 수정으로 더해진 내용은 아무에게도 보이지 않습니다`,
    editedLaterFix: (other, update, verify) =>
      `그 수정으로 더해진 내용을 ${other}에 합치세요: 합친 --description이나 --body를 붙여 ${josa(update, '을/를')} 실행하거나, 그 파일을 직접 고친 뒤 ${josa(verify, '을/를')} 실행하세요. 그러면 그 memory의 날짜가 더 나중이 되어 이 경고가 사라집니다`,
  },
};
