import { josa } from './josa.js';
import { RULES_KO } from './rules-ko.js';
import type { ImportWords } from './types.js';

// As in ko.ts: paths and names go before a colon or in a fixed slot, so no particle has
// to agree with text that comes from outside.
const DEFAULT_MISSING: Record<string, (path: string) => string> = {
  cline: (path) =>
    `Cline memory bank가 없습니다: ${path}: 없는 경로입니다. memory bank 폴더를 PATH로 주거나, memory-bank/가 있는 프로젝트를 --dir로 지정하세요.`,
};

export const IMPORT_KO: ImportWords = {
  sourceRequired: (sources, example) => `SOURCE가 없습니다: ${sources.join(', ')} 중 하나를 주세요. 예: ${example}`,
  unknownSource: (got, sources) => `알 수 없는 SOURCE "${got}": ${sources.join(', ')} 중 하나를 주세요`,
  extraArgument: (arg) => `예상하지 못한 인자 "${arg}": import는 SOURCE와 PATH 하나까지만 받습니다`,
  sectionNeedsClaudeMd: (source) => `--section은 CLAUDE.md의 섹션을 고르는 옵션인데, ${source}에는 섹션이 없습니다. --section을 빼거나 claude-md를 가져오세요`,
  autoMemoryNoHome:
    'HOME이 설정되지 않아 Claude Code 폴더(~/.claude)를 찾을 수 없습니다. HOME이나 CLAUDE_CONFIG_DIR을 설정하거나, auto memory 폴더를 PATH로 주세요.',
  autoMemoryMissing: (path, root, importer) =>
    `Claude Code auto memory가 없습니다 (프로젝트: ${root}). 없는 폴더: ${path}. Claude Code는 auto memory가 이 프로젝트(git 저장소, git 밖이면 시작 폴더)에 무언가를 저장할 때 이 폴더를 만듭니다. memory가 다른 곳에 있으면 그 폴더를 주세요: \`${importer} <폴더>\``,
  autoMemorySettingMissing: (path, file) => `없는 폴더: ${path} (${file}의 autoMemoryDirectory). 설정을 고치거나, memory가 있는 폴더를 PATH로 주세요.`,
  claudeMdMissing: (tried, importer) => `CLAUDE.md가 없습니다. 찾아본 곳: ${tried.join(', ')}. 경로를 주세요: \`${importer} path/to/CLAUDE.md\``,
  defaultMissing: (source, path) => (DEFAULT_MISSING[source] ?? ((p: string) => `${p}: 없는 경로입니다. 맞는 경로를 PATH로 주세요.`))(path),
  cursorMissing: (folder, legacy) =>
    `Cursor 규칙이 없습니다: ${folder}, ${legacy} 둘 다 없는 경로입니다. 규칙 폴더나 규칙 파일 하나(.mdc, .md, .cursorrules)를 PATH로 주거나, 규칙이 있는 프로젝트를 --dir로 지정하세요.`,
  sourceProblem: (path, problem, save) => {
    switch (problem.kind) {
      case 'missing':
        return `${path}: 없는 경로입니다. 경로를 확인하세요 (상대 경로는 현재 폴더 기준).`;
      case 'not-a-file':
        return `${path}: ${RULES_KO.notAFile[problem.what]}입니다. 파일을 주세요.`;
      case 'not-a-folder':
        return `${path}: 폴더가 아닙니다. 파일들이 있는 폴더를 주세요.`;
      case 'too-large':
        return `${path}: ${Math.ceil(problem.bytes / 1024)} KB로, memory 하나의 한도 ${problem.max / 1024} KB를 넘습니다. 나누거나, 부분별로 저장하세요: ${save}`;
      case 'unreadable':
        return `${path}: 읽을 수 없습니다 (${problem.code}). 권한을 확인하거나(예: chmod u+r) 다른 PATH를 주세요.`;
      case 'not-text':
        return `${path}: 텍스트가 아닙니다 (UTF-8이 아니거나 NUL 바이트가 있음). memory 하나가 될 수 없습니다. 원본에서 빼거나, 담긴 내용을 텍스트로 저장하세요.`;
      case 'outside':
        return problem.what === 'file'
          ? `${path}: ${problem.folder} 밖의 파일을 가리키는 링크라서 읽지 않았습니다. 읽은 내용은 커밋되는 memory 폴더로 들어갑니다. 여기 속한 파일이면 ${problem.folder} 안으로 복사한 뒤 다시 가져오세요.`
          : `${path}: ${problem.folder} 밖의 폴더를 가리키는 링크라서 그 안의 것을 읽지 않았습니다. 읽은 내용은 커밋되는 memory 폴더로 들어갑니다. 그래도 가져오려면 그 폴더를 PATH로 주세요.`;
    }
  },
  noFiles: (path, pattern) => `${path}: ${pattern} 파일이 없어 가져올 것이 없습니다. 폴더를 확인하거나 맞는 폴더를 PATH로 주세요.`,
  noHeadings: (path, save) => `${path}: 제목 줄(#으로 시작하는 줄)이 없어 고를 섹션이 없습니다. 제목을 달거나, 통째로 저장하세요: ${save}`,
  sectionUnknown: (path, name, headings) => `${path}: "${name}" 제목이 없습니다. 있는 제목: ${headings.map((h) => `"${h}"`).join(', ')}.`,
  sectionAmbiguous: (path, name, choices) =>
    `${path}: "${name}"에 맞는 제목이 ${choices.length}개입니다: ${choices.map((c) => `${c.line}행 "${c.trail}"`).join(', ')}. 하나를 고르세요: ${choices.map((c) => `${c.command} (${c.line}행)`).join(', ')}.`,
  headings: (path) => `제목 목록: ${path}`,
  headingsHint: (line) =>
    `아무것도 가져오지 않았습니다. 가져올 섹션을 --section HEADING으로 하나씩 고르세요. 섹션은 하위 섹션까지 함께 가져옵니다. 같은 글자의 제목이 둘이면 경로(--section "Backend > Testing")나 목록에 나온 행 번호(--section ${line})로 지정하세요.`,
  plan: (source, path, folder) => `${source} 가져오기: ${path} -> ${folder}`,
  notRead: (path, why) => `읽지 않음: ${path} (${{ 'not-a-rule-file': 'Cursor는 .mdc와 .md 파일만 규칙으로 읽습니다' }[why]})`,
  dryRun: '미리보기: 아무것도 쓰지 않았습니다. 이 memory들을 만들려면 --write를 붙이세요.',
  wouldPin: (key, path) =>
    `--write를 붙이면 프로젝트의 첫 memory처럼 프로젝트 키 ${josa(key, '을/를')} ${path}에 고정해, 모든 클론이 찾게 합니다(--no-pin이면 고정하지 않음).`,
  wouldCreateWorkspace: (dir, memoryRoot) => `${dir}에도, 그 위 어느 폴더에도 .ai-core/가 없습니다. --write를 붙이면 memory 폴더를 만듭니다: ${memoryRoot}`,
  status: (status, dryRun) =>
    dryRun
      ? { create: '만들 예정', update: '바꿀 예정', unchanged: '이미 가져옴', skipped: '건너뛸 예정', refused: '거절' }[status]
      : { create: '만듦', update: '바꿈', unchanged: '이미 가져옴', skipped: '건너뜀', refused: '거절' }[status],
  titleLabel: '제목',
  descriptionLabel: '설명',
  fromLabel: '원본',
  pathLabel: '파일',
  reasonLabel: '이유',
  warningLabel: '경고',
  noteLabel: '참고',
  keptEdits: '손으로 합침(--keep-edits): memory는 자신의 제목·설명·본문을 그대로 두고, 이 원본과 맞춰졌다는 것만 기록합니다',
  hiddenBy: (name, paths) =>
    `목록에서 숨겨집니다: ${paths}의 supersedes에 ${josa(name, '이/가')} 있어 그 memory가 이것을 대체합니다 (list --all에서는 대체됨으로 표시되어 보임). 보이게 하려면 그 supersedes에서 ${josa(name, '을/를')} 빼거나, 다른 이름으로 가져오세요.`,
  private: (save) =>
    `"user" memory입니다: Claude Code는 이런 memory를 한 사람만 보게 두는데, 이 폴더는 커밋되어 팀이 함께 봅니다.${
      save === undefined
        ? ' 비밀값으로 보이는 값도 있어 저장할 명령은 알려 드리지 않습니다.'
        : ` 팀이 알아야 할 내용이면 모든 프로젝트의 memory로 저장하세요: ${save}`
    }`,
  empty: '가져올 것이 없습니다: 내용이 비어 있습니다.',
  secret: (found) =>
    `비밀값으로 보이는 내용이 있습니다 (${found}). memory는 커밋되고 Claude에게 보입니다. 원본에서 지우거나 값이 있는 곳을 가리키도록(예: \${DB_PASSWORD}) 고친 뒤 다시 가져오세요.`,
  instruction: (quotes) =>
    `제목이나 설명이 모델에게 내리는 지시처럼 읽힙니다 (${quotes}). 목록은 이 둘을 요청마다 보여 줍니다. 원본에서 사실을 적는 문장으로 고친 뒤 다시 가져오세요.`,
  invalid: (found, lint) => `이 memory에는 lint(${lint})가 오류로 볼 내용이 있습니다: ${found}. 원본에서 고친 뒤 다시 가져오세요.`,
  noName: (save) => `제목에 파일 이름으로 쓸 수 있는 글자나 숫자가 없습니다. 원본에서 제목을 달거나, 이름을 정해 저장하세요: \`${save} <이름>\``,
  notAFile: (path, what) => `${RULES_KO.notAMemoryFile(path, what)}. 치운 뒤 다시 가져오세요.`,
  deleted: (path, commit, restore) =>
    `${path}: 이 노트에서 가져온 뒤 지워진 memory입니다(${commit === undefined ? '삭제가 스테이징됨' : `커밋 ${commit}`}). 다시 만들지 않습니다. 되살리는 명령: \`${restore}\``,
  exists: (path) => `${path}: 이미 있고 내용이 다릅니다. 읽어 보고, 원본 내용으로 바꾸려면 --update를 붙이세요 (created_at은 유지).`,
  editedSinceImport: (path, from, updatedAt) =>
    `${path}: 가져온 뒤 저장소에서 고쳐졌고${updatedAt === undefined ? '' : ` (updated_at ${updatedAt})`} 원본 ${from}도 바뀌었습니다. 고친 내용을 잃지 않도록 그대로 둡니다. 원본 ${from}에서 바뀐 내용을 손으로 합친 뒤 --update --keep-edits로 합쳤다고 기록하거나, 고친 내용을 버리고 원본 내용으로 바꾸려면 --update --overwrite-edits를 붙이세요.`,
  editFlagsTogether: '--keep-edits는 고쳐진 memory를 그대로 두고 --overwrite-edits는 바꿉니다: 둘 중 하나만 주세요.',
  importUnrecorded: (path, from) =>
    `${path}: 무엇을 가져왔는지 기록이 없어(손으로 저장했거나 이전 버전이 가져옴) 가져온 뒤 고쳐졌는지 알 수 없으므로 그대로 둡니다. 원본 ${from}의 내용과 비교해 손으로 합친 뒤 --update --keep-edits로 합쳤다고 기록하거나, 고친 내용이 있더라도 버리고 원본 내용으로 바꾸려면 --update --overwrite-edits를 붙이세요.`,
  existingUnreadable: (path, found, lint) =>
    `${path}: 이미 있는데 front matter를 읽을 수 없어 --update로 바꾸면 그 내용을 잃습니다: ${found}. front matter를 고친 뒤 다시 가져오세요. 고칠 곳을 보여 주는 명령: ${lint}`,
  memoryUnreadable: (path, reason) => `${path}: 읽지 못했습니다 (${reason}). 권한 등 읽기를 막는 것을 고친 뒤 다시 가져오세요.`,
  memoryNotUtf8: (path) =>
    `${path}: 이미 있는데 UTF-8 텍스트가 아닙니다 (Latin-1이나 UTF-16 등). --update로 바꾸면 ASCII가 아닌 글자가 U+FFFD로 바뀌어 되돌릴 수 없으므로 그대로 둡니다. UTF-8로 저장한 뒤 다시 가져오세요.`,
  memoryReadOnly: (path, mode) =>
    `${path}: 읽기 전용 파일이라 (mode ${mode}) --update로 바꾸지 않고 그대로 둡니다. 쓰기 권한을 준 뒤 (\`chmod u+w ${path}\`) 다시 가져오세요.`,
  duplicateOf: (list) => `비슷한 memory가 이미 있습니다: ${list}. 읽어 보고, 이것도 따로 가져오려면 --force-duplicate를 붙이세요.`,
  batchDuplicate: (other, likeness) => `이번에 함께 가져오는 것과 같은 내용입니다: ${other} (${likeness}). 둘 다 가져오려면 --force-duplicate를 붙이세요.`,
  batchName: (other) => `이번에 함께 가져오는 것과 파일 이름이 같습니다: ${other}. 원본에서 둘 중 하나의 제목이나 이름을 바꾸세요.`,
  nameTaken: (name, path, source) =>
    `${name} 이름은 이미 쓰이고 있습니다: ${path}에 ${source === undefined ? '원본 없이 저장된' : `다른 원본(${source})의`} memory가 있어 그대로 둡니다.`,
  counted: (status, dryRun) =>
    ({
      create: dryRun ? '만들 예정' : '만듦',
      update: dryRun ? '바꿀 예정' : '바꿈',
      unchanged: '이미 가져옴',
      skipped: dryRun ? '건너뛸 예정' : '건너뜀',
      refused: '거절',
    })[status],
  count: (count, word) => `${word} ${count}개`,
  nothingCounted: '가져올 것 없음',
  nothingNew: (unchanged) => `새로 가져올 것이 없습니다: 이미 가져옴 ${unchanged}개`,
};
