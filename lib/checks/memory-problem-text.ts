import type { Lang } from '../i18n/lang.js';
import { toSafeLine } from '../render/safe-line.js';
import type { MemoryProblem } from './check-memory-file.js';

/** A valid head to copy, shown whenever the front matter itself needs fixing. */
const EXAMPLE: Record<Lang, string> = {
  ko: '---\ntitle: 간결한 제목\ndescription: 한 줄 설명 (목록에 표시됨)\ncreated_at: 2026-04-12\ntags: [docker, git]\n---',
  en: '---\ntitle: Short title\ndescription: One line (shown in the list)\ncreated_at: 2026-04-12\ntags: [docker, git]\n---',
};

function line(lang: Lang, problem: MemoryProblem): string {
  const ko = lang === 'ko';
  switch (problem.kind) {
    case 'front-matter':
      return ko ? `front matter 오류: ${problem.detail}` : `front matter: ${problem.detail}`;
    case 'field':
      return ko ? `front matter 필드 오류: ${problem.detail}` : `front matter field: ${problem.detail}`;
    case 'missing-title':
      return ko ? 'title이 없습니다: 간결한 제목을 넣으세요' : 'title is missing: add a short title';
    case 'missing-description':
      return ko ? 'description이 없습니다: 목록에 보일 한 줄 설명을 넣으세요' : 'description is missing: add the one line the list shows';
    case 'multiline-description':
      return ko ? 'description이 여러 줄입니다: 한 줄로 줄이세요' : 'description spans several lines: make it one line';
    case 'long-description':
      return ko
        ? `description이 ${problem.length}자입니다: 목록은 200자에서 자르니 핵심만 한 줄로 쓰세요`
        : `description is ${problem.length} characters: the list cuts it at 200, keep the gist on one line`;
    case 'invisible-characters':
      return ko
        ? `${problem.field}에 보이지 않는 문자 ${problem.code}가 있습니다: 목록은 이를 지우지만 파일에는 남습니다. 그 문자 없이 다시 쓰세요`
        : `${problem.field} holds the invisible character ${problem.code}: the list strips it, the file keeps it. Retype the ${problem.field} without it`;
    case 'secret':
      return ko
        ? `비밀값으로 보입니다 (${problem.detail}): 지우거나 $ENV_NAME 같은 참조로 바꾸세요. memory는 커밋되고 매 세션 Claude에게 보입니다`
        : `looks like a secret (${problem.detail}): remove it or use a reference such as $ENV_NAME. Memories are committed and shown to Claude every session`;
    case 'not-in-scope-folder':
      return ko
        ? 'memory 폴더 바로 아래 파일은 목록에 나오지 않습니다: _global/ 또는 프로젝트 키 폴더 안으로 옮기세요'
        : 'files directly in the memory folder are never listed: move it into _global/ or a project key folder';
  }
}

const NEEDS_EXAMPLE = new Set<MemoryProblem['kind']>(['front-matter', 'field', 'missing-title', 'missing-description', 'multiline-description']);

/** The message Claude gets after writing a memory file with problems. */
export function memoryProblemText(lang: Lang, path: string, problems: readonly MemoryProblem[]): string {
  const shownPath = toSafeLine(path, 4096);
  const head =
    lang === 'ko'
      ? `[project-memory] 방금 쓴 memory 파일에 문제가 있습니다. 이 파일을 고치세요: ${shownPath}`
      : `[project-memory] The memory file just written has problems. Fix this file: ${shownPath}`;
  const lines = problems.map((problem) => `- ${toSafeLine(line(lang, problem), 500)}`);
  const example = problems.some((p) => NEEDS_EXAMPLE.has(p.kind)) ? [lang === 'ko' ? '올바른 형식:' : 'Valid format:', EXAMPLE[lang]] : [];
  return [head, ...lines, ...example].join('\n');
}
