import type { Client } from '../model/clients.js';
import type { Lang } from './lang.js';

/**
 * What Claude is told about saving, in each language: the standing suggestion, the
 * directive on a save request, the command to run once the user picked a scope, what
 * the summary keeps before compaction, and what is wrong with a memory file Claude
 * wrote. Every line here is paid for in tokens, so it stays terse.
 */
interface GuidanceText {
  /** the seed's three choices; `key` is already one inert line */
  choices(key: string): string;
  /** rides with a full list: short, no command (it comes when a scope is picked) */
  suggestion(choices: string): string;
  /**
   * The prompt asks to remember something; `elsewhere` is where the client would save it on
   * its own. `choices` undefined: the standing suggestion just above lists them.
   */
  directive(choices: string | undefined, elsewhere: string): string;
  /** each client's own place for "remember this", which the directive steers away from */
  elsewhere: Record<Client, string>;
  /** after the directive, where the request itself holds a likely secret: save refuses one, and the command would carry it */
  secretInRequest: string;
  /**
   * The prompt answers the scope question with 1 or 2 (the scope, not the number: a model may
   * have put the choices in its own order); `run` says how to fill in and run the command;
   * `unsure`: the hook could not tell that the question was just put.
   */
  picked(choice: 1 | 2, key: string, run: string, unsure: boolean): string;
  /** how the command below maps the choices, then `run` */
  runLine(run: string): string;
  /** the prompt asks to delete a memory: the forget command, run by `tool` (not rm, which leaves a supersedes naming it) */
  forget(tool: string): string;
  /**
   * At the root of a workspace of several projects no project-scope save is possible
   * (scripts/commands/save.ts): the choices without "this project", and the run line for a
   * command whose scope is already global.
   */
  noProject: { choices: string; runLine(run: string): string };
  /** where the body goes (a heredoc, or Gemini's one --body argument) and which tool runs the command */
  run: Record<Client, string>;
  /** the placeholders of the save command: each is quoted, so a copy that keeps one still runs as one argument */
  placeholders: { name: string; title: string; description: string; tags: string; body: string };
  /** asked of the summary before an automatic compaction */
  compact(heading: string, memoryRoot: string): string;
  candidatesHeading: string;
  /** a save request in a session whose new workspace would be the home folder (launched there, or below it where the home folder is a git repository): where no save makes a memory folder; `client` names the agent to start elsewhere */
  homeFolder(client: string): string;
  /** the same in a folder for all users' files (`dir`, as /tmp), where a save makes no memory folder either */
  sharedFolder(client: string, dir: string): string;
  problems: ProblemText;
  /**
   * Why a Read of a memory marked for a secret waits for the user's yes (PreToolUse): shown
   * to the user in Claude Code's prompt, and to the model where nobody can answer (`-p`).
   * `lint` is the command that shows where the secret is, masked.
   */
  secretRead(path: string, lint: string, asks: boolean): string;
  /** The same where the list marks none: past a memory's first 256 KB, or a file in a memory folder that is no memory (a merge tool's `.orig`, notes.txt, a subfolder's note). */
  secretReadOther(path: string, asks: boolean): string;
  /** A file in a memory folder too large for the gate to read through before each read of it. */
  secretReadUnchecked(path: string, maxMb: number, asks: boolean): string;
  /** A path in a memory folder through a symbolic link: the read follows it to a file the gate does not look at. */
  secretReadLinked(path: string, asks: boolean): string;
}

/**
 * The frame around what is wrong with a memory file Claude just wrote (PostToolUse); the
 * findings themselves are the rule set's, worded from lib/i18n/rules.ts.
 */
interface ProblemText {
  /** `warningsOnly`: no finding is an error: the file is listed as written, and only what the write itself caused is the model's to fix */
  head(path: string, warningsOnly: boolean): string;
  validFormat: string;
  /** a valid head to copy */
  /** a valid head to copy, dated `today` (YYYY-MM-DD): a date written into the example would be copied as the memory's */
  example: (today: string) => string;
}

/**
 * How a held-back read's reason ends: where the client asks the user (Claude Code), what to
 * allow; where it refuses the read itself (Codex, Gemini CLI), that it was refused, which
 * the model reads (no one is asked there to allow anything).
 */
const ASK_EN = 'Allow this read only if the secret may go to the model. If the read is refused, do not read the file another way (cat, grep): tell the user.';
const REFUSED_EN = 'The read was refused: do not read the file another way (cat, grep); tell the user, who can open it themselves.';
const ASK_KO = '비밀값이 모델에 가도 될 때만 읽기를 허용하세요. 읽기가 거부되면 다른 방법(cat, grep)으로 읽지 말고 사용자에게 알리세요.';
const REFUSED_KO = '읽기를 막았습니다: 다른 방법(cat, grep)으로 읽지 말고, 사용자에게 알려 직접 열어 보게 하세요.';

export const GUIDANCE_TEXT: Record<Lang, GuidanceText> = {
  ko: {
    choices: (key) => `1) _global (이 작업 공간의 모든 프로젝트) 2) ${key} (이 프로젝트) 3) 저장 안 함`,
    suggestion: (choices) =>
      `[project-memory] 나중에 다시 필요할 운영 지식(우회 방법, 숨은 제약, 고객 요구사항)을 알게 되면 답변 끝에 그 내용을 한 줄로 적고 "이 내용을 memory에 저장할까요?"라고 물어 고르게 하세요: ${choices}`,
    directive: (choices, elsewhere) =>
      `[project-memory] 사용자가 기억해 달라고 했습니다. 다른 곳을 말하지 않았다면 ${elsewhere}가 아니라 프로젝트 memory에 저장하세요.\n` +
      (choices === undefined ? '사용자가 범위를 말하지 않았다면 위의 선택지로 먼저 물으세요.' : `사용자가 범위를 말하지 않았다면 먼저 물으세요: ${choices}.`) +
      ' 답에 따라 아래 명령을 실행하세요.\n코드가 무언가를 기억하게 하라는 요청이나 이 대화에서만 지킬 말이면 이 안내는 무시하세요. 요청의 나머지는 평소대로 하세요.',
    elsewhere: { claude: 'Claude 내장 메모리나 CLAUDE.md', codex: 'AGENTS.md', gemini: 'GEMINI.md나 개인 MEMORY.md' },
    secretInRequest:
      '요청에 비밀값(키, 토큰, 비밀번호)이 있는 것 같습니다. 값은 저장하지 말고 값이 있는 곳(환경 변수, 비밀 저장소 등)을 저장하세요. save는 비밀값을 거부합니다.',
    picked: (choice, key, run, unsure) => {
      // the particle agrees with the word before the aside: _global(…)을, 이 프로젝트(…)를
      const scope = choice === 1 ? '_global(이 작업 공간의 모든 프로젝트)을' : `이 프로젝트(${key})를`;
      return unsure
        ? `[project-memory] 이 요청이 memory 저장 범위를 묻는 질문의 답이라면(아니면 이 안내는 무시) ${scope} 고른 것입니다. 요청의 나머지도 평소대로 하세요. 저장할 내용을 <…>에 채우고, ${run}`
        : `[project-memory] 사용자가 memory 저장 범위로 ${scope} 골랐습니다. 요청의 나머지도 평소대로 하세요. 저장할 내용을 <…>에 채우고, ${run}`;
    },
    runLine: (run) => `1을 고르면 --scope global로, 2를 고르면 --scope project로 하고 <…>를 채우세요. ${run}`,
    forget: (tool) =>
      `[project-memory] 사용자가 memory를 지워 달라고 했습니다. 목록에서 그 memory의 이름을 찾아(모호하면 물어보고) <이름>에 넣고, 아래 명령을 ${tool} 한 번으로 실행하세요. rm과 달리 forget은 그 이름을 적은 supersedes도 고칩니다. 커밋되지 않은 내용이라 거부되면 --force를 붙이기 전에 사용자에게 물으세요. 코드 이야기라면 이 안내는 무시하세요.`,
    noProject: { choices: '1) _global (이 작업 공간의 모든 프로젝트) 2) 저장 안 함', runLine: (run) => `1을 고르면 <…>를 채우세요. ${run}` },
    run: {
      claude: "'…' 인자 안의 작은따옴표는 '\\''로 바꾸고, 본문은 MEMORY_EOF 두 줄 사이에 그대로 써서 아래 명령을 Bash 한 번으로 실행하세요:",
      codex: "'…' 인자 안의 작은따옴표는 '\\''로 바꾸고, 본문은 MEMORY_EOF 두 줄 사이에 그대로 써서 아래 명령을 exec_command 한 번으로 실행하세요:",
      gemini: "본문을 --body '…'의 따옴표 안에 쓰고(그 안의 작은따옴표는 '\\''로), 아래 명령을 run_shell_command 한 번으로 실행하세요:",
    },
    placeholders: {
      name: '<이름>',
      title: '<제목>',
      description: '<한 줄 설명>',
      tags: '<태그1,태그2>',
      body: '## 문제\n<무엇이 언제 일어나는지>\n## 해결/대응\n<어떻게 하는지>',
    },
    compact: (heading, root) =>
      `[project-memory] 요약 끝에 "${heading}" 섹션을 넣으세요: 이 세션에서 알게 된, 나중에 다시 필요할 운영 지식(우회 방법, 숨은 제약, 고객 요구사항) 중 ` +
      `프로젝트 memory(${root}, 대화 속 memory 목록 참고)에 아직 없는 것을 한 줄에 하나씩. 없으면 "없음".`,
    candidatesHeading: 'memory 후보 (저장할지 사용자에게 물을 것)',
    homeFolder: (client) =>
      `[project-memory] 사용자가 기억해 달라고 했지만 이 세션의 작업 공간이 홈 폴더라 프로젝트 memory에 저장할 수 없습니다(홈 폴더에는 memory 폴더를 만들지 않음). 저장하려면 저장소 안에서 ${client}를 시작하라고 사용자에게 알리고, 사용자가 따로 요청하지 않는 한 다른 곳에 저장하지 마세요.`,
    sharedFolder: (client, dir) =>
      `[project-memory] 사용자가 기억해 달라고 했지만 이 세션은 이 컴퓨터의 모든 사용자의 파일을 담는 폴더 ${dir}에서 시작해 프로젝트 memory에 저장할 수 없습니다(이런 폴더에는 memory 폴더를 만들지 않음). 저장하려면 저장소나 자기 폴더에서 ${client}를 시작하라고 사용자에게 알리고, 사용자가 따로 요청하지 않는 한 다른 곳에 저장하지 마세요.`,
    problems: {
      head: (path, warningsOnly) =>
        warningsOnly
          ? `[project-memory] 방금 쓴 memory 파일에 경고가 있습니다. 이번에 쓴 내용 때문이면 고치고, 아니면 사용자에게 알리세요: ${path}`
          : `[project-memory] 방금 쓴 memory 파일에 문제가 있습니다. 이 파일을 고치세요: ${path}`,
      validFormat: '올바른 형식:',
      example: (today) => `---\ntitle: 짧은 제목\ndescription: 한 줄 설명 (목록에 표시됨)\ncreated_at: ${today}\ntags: [docker, git]\n---`,
    },
    secretRead: (path, lint, asks) =>
      `[project-memory] 이 memory에는 비밀값(키, 토큰, 비밀번호)이 있는 것 같습니다: ${path}. 읽으면 비밀값이 모델에 전달됩니다. ` +
      `어디인지는 값을 가린 채 이 명령이 알려 줍니다: \`${lint}\`. 비밀값은 memory 밖으로 옮기고, 비밀값이 아니라고(예시 등) 사용자가 확인하면 lint가 알려 주는 대로 not_secrets에 적으세요. ` +
      (asks ? ASK_KO : REFUSED_KO),
    secretReadOther: (path, asks) =>
      `[project-memory] memory 폴더의 이 파일에는 목록이 표시하지 않는 곳(memory의 첫 256 KB 뒤, 또는 memory가 아닌 파일)에 비밀값(키, 토큰, 비밀번호)이 있는 것 같습니다: ${path}. 읽으면 비밀값이 모델에 전달됩니다. ` +
      `비밀값은 파일 밖으로 옮기고, 남은 찌꺼기 파일(병합 도구가 남긴 사본 등)이라면 지우세요. ${asks ? ASK_KO : REFUSED_KO}`,
    secretReadUnchecked: (path, maxMb, asks) =>
      `[project-memory] memory 폴더의 이 파일은 ${maxMb} MB보다 커서 비밀값(키, 토큰, 비밀번호)이 있는지 확인하지 않았습니다: ${path}. ` +
      `memory 폴더에는 메모만 두고 큰 파일은 밖으로 옮기세요. ${asks ? '내용을 모델에 보내도 될 때만 읽기를 허용하세요.' : REFUSED_KO}`,
    secretReadLinked: (path, asks) =>
      `[project-memory] memory 폴더의 이 경로는 심볼릭 링크를 거쳐 memory 폴더 밖의 파일을 가리킵니다: ${path}. 그 파일에 비밀값(키, 토큰, 비밀번호)이 있는지는 확인하지 않습니다. ` +
      `링크 대신 실제 파일을 두세요. ${asks ? '그 파일을 모델에 보내도 될 때만 읽기를 허용하세요.' : REFUSED_KO}`,
  },
  en: {
    choices: (key) => `1) _global (all projects in this workspace) 2) ${key} (this project) 3) don't save`,
    suggestion: (choices) =>
      `[project-memory] On learning something durable (a workaround, hidden constraint, client requirement), end your reply with it in one line and "Save this to memory?": ${choices}`,
    directive: (choices, elsewhere) =>
      `[project-memory] The user asked to remember something. Unless they named another place, save it to the project memory, not ${elsewhere}.\n` +
      (choices === undefined ? 'If they named no scope, ask first, with the choices above.' : `If they named no scope, ask first: ${choices}.`) +
      ' Run the command below with their answer.\nIf they meant code that remembers, or only this conversation, ignore this. Do the rest of the request.',
    elsewhere: { claude: "Claude's built-in memory or CLAUDE.md", codex: 'AGENTS.md', gemini: 'GEMINI.md or the private MEMORY.md' },
    secretInRequest:
      'The request seems to hold a secret (a key, token or password): save where it is kept (an environment variable, a vault), never the value; save refuses one.',
    picked: (choice, key, run, unsure) => {
      const scope = choice === 1 ? '_global (all projects in this workspace)' : `this project (${key})`;
      return unsure
        ? `[project-memory] If this prompt answers a question about where to save to memory (if not, ignore this), it picks ${scope}. Do the rest of the prompt as usual. Fill in <…> with what to save; ${run}`
        : `[project-memory] The user chose to save to ${scope}. Do the rest of the prompt as usual. Fill in <…> with what to save; ${run}`;
    },
    runLine: (run) => `On 1 use --scope global, on 2 --scope project. Fill in <…>; ${run}`,
    forget: (tool) =>
      `[project-memory] The user asked to delete a memory. Put its name from the list in <name> (ask if unsure) and run this as one ${tool} call: unlike rm, forget also fixes each supersedes naming it. If it refuses for text not yet committed, ask the user before adding --force. If they meant code, ignore this.`,
    noProject: { choices: "1) _global (all projects in this workspace) 2) don't save", runLine: (run) => `On 1 fill in <…>; ${run}` },
    run: {
      claude: "inside '…' arguments write each ' as '\\''; the body goes as is between the MEMORY_EOF lines. Run it as one Bash call:",
      codex: "inside '…' arguments write each ' as '\\''; the body goes as is between the MEMORY_EOF lines. Run it as one exec_command call:",
      gemini: "put the body inside the quotes of --body '…', writing ' there as '\\''. Run it as one run_shell_command call:",
    },
    placeholders: {
      name: '<name>',
      title: '<title>',
      description: '<one-line description>',
      tags: '<tag1,tag2>',
      body: '## Problem\n<what happens, when>\n## Fix\n<what to do>',
    },
    compact: (heading, root) =>
      `[project-memory] End the summary with a "${heading}" section: durable operational knowledge learned in this session ` +
      `(workarounds, hidden constraints, client requirements) that is not yet in the project memory (${root}, see the memory list in this conversation), one line each; "none" if there is none.`,
    candidatesHeading: 'Memory candidates (ask the user whether to save)',
    homeFolder: (client) =>
      `[project-memory] The user asked to remember something, but this session's workspace is the home folder, where no project memory is kept (a save makes no memory folder there). Tell the user to start ${client} in a repository to save it to project memory; do not save it elsewhere unless they ask.`,
    sharedFolder: (client, dir) =>
      `[project-memory] The user asked to remember something, but this session runs in ${dir}, a folder that holds every user's files on this machine, where no project memory is kept (a save makes no memory folder there). Tell the user to start ${client} in a repository or a folder of their own to save it to project memory; do not save it elsewhere unless they ask.`,
    problems: {
      head: (path, warningsOnly) =>
        warningsOnly
          ? `[project-memory] The memory file just written has warnings: fix those your write caused, and tell the user of the rest: ${path}`
          : `[project-memory] The memory file just written has problems. Fix this file: ${path}`,
      validFormat: 'Valid format:',
      example: (today) => `---\ntitle: Short title\ndescription: One line (shown in the list)\ncreated_at: ${today}\ntags: [docker, git]\n---`,
    },
    secretRead: (path, lint, asks) =>
      `[project-memory] This memory looks like it holds a secret (a key, token or password): ${path}. Reading it sends the secret to the model. ` +
      `\`${lint}\` shows where, with the value masked: move the secret out of the memory, or, if the user confirms it is none (an example), list it under not_secrets as lint says. ` +
      (asks ? ASK_EN : REFUSED_EN),
    secretReadOther: (path, asks) =>
      `[project-memory] This file in the memory folder looks like it holds a secret (a key, token or password) where the list marks none (past a memory's first 256 KB, or in a file that is no memory): ${path}. Reading it sends the secret to the model. ` +
      `Move the secret out of it, or delete the file if it is a leftover (a copy a merge tool left, say). ${asks ? ASK_EN : REFUSED_EN}`,
    secretReadUnchecked: (path, maxMb, asks) =>
      `[project-memory] This file in the memory folder is over ${maxMb} MB, too large to check for a secret (a key, token or password): ${path}. ` +
      `A memory folder is for notes: move large files out of it. ${asks ? 'Allow this read only if its content may go to the model.' : REFUSED_EN}`,
    secretReadLinked: (path, asks) =>
      `[project-memory] This path in the memory folder goes through a symbolic link to a file outside it, which is not checked for a secret (a key, token or password): ${path}. ` +
      `Remove the link and keep notes as plain files there. ${asks ? 'Allow this read only if that file may go to the model.' : REFUSED_EN}`,
  },
};
