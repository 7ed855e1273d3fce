// The save flow end to end with the real `claude -p`: the hook tells the model how to
// save, the model (the stand-in) runs that command through Claude Code's Bash tool, the
// memory file appears, and the next session lists it. Also: a memory file Claude breaks
// with the Write tool comes back to the model as a PostToolUse message.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { parseFrontMatter } from '../../lib/format/frontmatter.js';
import { shellQuote } from '../../lib/shell-quote.js';
import { assertBuilt, BUILT_CLI, runCli } from '../support/built.js';
import { CLAUDE_BIN, type ClaudeResult, makeClaudeHome, runClaude } from '../support/claude.js';
import { toolUseFromRequest } from '../support/reply-from-request.js';
import { bodyContains, requestText, type StandIn, useStandIn } from '../support/stand-in.js';
import { tempTree } from '../support/temp.js';

const PROJECT_KEY = 'workspace--patent__how';
const PROMPT = '이거 기억해: 스테이징 DB는 매주 월요일 02시에 초기화된다';
const DIRECTIVE_HEAD = '[project-memory] 사용자가 기억해 달라고 했습니다.';
/** The hook's answer to a bare "1" or "2" on a later prompt: the save command with that scope. */
// the scope in words, not the number: a model may have put the choices in its own order
const PICKED_HEAD = (scope: string) => `[project-memory] 사용자가 memory 저장 범위로 ${scope} 골랐습니다.`;
/** How Claude Code 2.1.328 shows a PostToolUse hook's additionalContext to the model. */
const POST_TOOL_USE_PREFIX = 'PostToolUse:Write hook additional context: ';

const MEMORY = {
  title: '스테이징 DB 월요일 초기화',
  description: '스테이징 DB는 매주 월요일 02시에 초기화된다',
  tags: 'staging,db',
  body: '## 문제\n스테이징 DB는 매주 월요일 02시에 초기화된다.\n## 해결/대응\n월요일 새벽에는 스테이징에 데이터를 남기지 않는다.',
};

interface Workspace {
  ws: string;
  memoryRoot: string;
  project: string;
  home: string;
}

function makeWorkspace(): Workspace {
  const root = tempTree({
    'ws/.ai-core/data/memory/_global/docker-branch-switch-danger.md':
      '---\ntitle: Docker 실행 중 브랜치 전환 금지\ndescription: Docker 실행 중 브랜치 전환 시 403 발생\ncreated_at: 2026-04-12\ntags: [docker, git]\n---\n## 문제\n…\n',
    'ws/workspace/patent.how/src/': '',
  });
  const ws = join(root, 'ws');
  return { ws, memoryRoot: join(ws, '.ai-core', 'data', 'memory'), project: join(ws, 'workspace', 'patent.how'), home: makeClaudeHome() };
}

async function install(w: Workspace): Promise<void> {
  const result = await runCli(['install', '--dir', w.ws], { cwd: w.ws, home: w.home });
  expect(result.code, `install failed:\n${result.stdout}\n${result.stderr}`).toBe(0);
}

async function claude(w: Workspace, standIn: StandIn, prompt: string, args: readonly string[] = []): Promise<ClaudeResult> {
  const result = await runClaude({ prompt, cwd: w.project, home: w.home, port: standIn.port, args, timeoutMs: 60_000 });
  expect(result.timedOut, `claude timed out; stderr:\n${result.stderr}`).toBe(false);
  expect(result.code, `claude exited ${String(result.code)}; stderr:\n${result.stderr}`).toBe(0);
  return result;
}

/** The latest fenced `node … save … <<'MEMORY_EOF'` command the hook showed the model, heredoc lines included. */
function saveCommandShown(body: unknown): string | undefined {
  const blocks = [...requestText(body).matchAll(/^```sh\n([\s\S]*?)\n```$/gm)].map((m) => m[1] as string);
  return blocks.filter((block) => block.startsWith('node ') && block.includes(' save --dir ')).at(-1);
}

/** What a model does with the directive: choose a scope, fill in every placeholder, write the body between the markers. */
function fillIn(command: string): string {
  const values: Record<string, string> = {
    "'<global|project>'": 'project',
    "'<제목>'": shellQuote(MEMORY.title),
    "'<한 줄 설명>'": shellQuote(MEMORY.description),
    "'<태그1,태그2>'": shellQuote(MEMORY.tags),
  };
  let filled = command;
  for (const [placeholder, value] of Object.entries(values)) filled = filled.replace(placeholder, value);
  return filled.replace(/<<'MEMORY_EOF'\n[\s\S]*\nMEMORY_EOF$/, `<<'MEMORY_EOF'\n${MEMORY.body}\nMEMORY_EOF`);
}

/** The model's turn: run the save command it was shown, filled in by `fill`. */
function runShownSave(standIn: StandIn, fill: (shown: string) => string = fillIn) {
  return toolUseFromRequest(standIn, 'Bash', (body) => {
    const shown = saveCommandShown(body);
    // a missing command fails the assertions below with the request in view, not here
    return { command: shown ? fill(shown) : 'echo "no save command in the request"', description: 'Save to project memory' };
  });
}

/** The one memory saved under `folder`, parsed; fails with the tool result in view when there is none. */
function savedMemory(folder: string, toolResult: unknown, except: readonly string[] = []) {
  expect(existsSync(folder), `nothing saved; the tool result was:\n${requestText(toolResult).slice(-1500)}`).toBe(true);
  const files = readdirSync(folder).filter((name) => name.endsWith('.md') && !except.includes(name));
  expect(files, `the tool result was:\n${requestText(toolResult).slice(-1500)}`).toHaveLength(1);
  const path = join(folder, files[0] as string);
  const text = readFileSync(path, 'utf8');
  return { path, name: (files[0] as string).slice(0, -3), text, parsed: parseFrontMatter(text) };
}

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CLAUDE_BIN)) throw new Error(`${CLAUDE_BIN} is missing: run \`npm install\` (Claude Code is a devDependency).`);
});

describe('saving with the real claude -p', () => {
  test('"이거 기억해" → the directive reaches the model → its save command runs → the next session lists the memory', { timeout: 180_000 }, async () => {
    const w = makeWorkspace();
    await install(w);
    const standIn = await useStandIn();
    standIn.queue(runShownSave(standIn), '저장했습니다.');

    const result = await claude(w, standIn, PROMPT, ['--allowedTools', 'Bash']);
    expect(result.stdout.trim()).toBe('저장했습니다.');

    const [first, second, ...rest] = standIn.mainBodies();
    expect(rest).toHaveLength(0);
    const firstText = requestText(first);
    expect(firstText).toContain(PROMPT);
    expect(firstText, 'the directive did not reach the model').toContain(DIRECTIVE_HEAD);
    expect(firstText).toContain(`2) ${PROJECT_KEY} (이 프로젝트)`);
    const shown = saveCommandShown(first);
    expect(shown, 'no fenced save command in the request').toBeDefined();
    expect(shown?.startsWith(`node ${BUILT_CLI} save --dir ${w.project} --scope `)).toBe(true);
    // the body goes on stdin: a quoted --body with "\n#" could not be auto-approved
    expect(shown).toMatch(/ <<'MEMORY_EOF'\n## 문제\n[\s\S]*\nMEMORY_EOF$/);
    expect(shown).not.toContain('--body');
    // the directive follows the list, outside its tags
    expect(firstText.indexOf('</project-memory>')).toBeLessThan(firstText.indexOf(DIRECTIVE_HEAD));

    // Claude Code ran the command: the tool result is the saved path
    const { path, name, text, parsed } = savedMemory(join(w.memoryRoot, PROJECT_KEY), second);
    expect(requestText(second)).toContain(path);
    expect(parsed.ok, text).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data.title).toBe(MEMORY.title);
    expect(parsed.data.description).toBe(MEMORY.description);
    expect(parsed.data.tags).toEqual(['staging', 'db']);
    expect(String(parsed.data.created_at)).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(text).toContain('## 해결/대응\n월요일 새벽에는');

    // a new session sees the memory in its list
    const next = await useStandIn();
    await claude(w, next, '스테이징 작업 시작하자');
    const nextText = requestText(next.mainBodies()[0]);
    expect(nextText).toContain(`[${PROJECT_KEY}] ${name} — ${MEMORY.description}`);
    expect(nextText).toContain('[공통] docker-branch-switch-danger — Docker 실행 중 브랜치 전환 시 403 발생');
    expect(nextText).not.toContain(DIRECTIVE_HEAD);
  });

  test('a memory the model saved itself is not listed back to it on its next prompt; one saved outside the session is', { timeout: 180_000 }, async () => {
    const w = makeWorkspace();
    await install(w);
    const standIn = await useStandIn();
    standIn.queue(runShownSave(standIn), '저장했습니다.');
    await claude(w, standIn, PROMPT, ['--allowedTools', 'Bash']);
    const mine = savedMemory(join(w.memoryRoot, PROJECT_KEY), standIn.mainBodies()[1]);
    // a teammate's memory, saved from a terminal while the session went on
    const theirs = await runCli(
      ['save', '--scope', 'project', '--title', 'Deploy freeze', '--description', 'no deploys on Friday afternoons', '--dir', w.project],
      {
        cwd: w.project,
        home: w.home,
        input: 'Freeze from 14:00.\n',
      },
    );
    expect(theirs.code, theirs.stderr).toBe(0);

    standIn.queue('네.');
    await claude(w, standIn, '배포 일정 알려줘', ['--continue']);
    const third = requestText(standIn.mainBodies().at(-1));
    const lists = [...third.matchAll(/<project-memory>[\s\S]*?<\/project-memory>/g)].map((m) => m[0]);
    const latest = lists.at(-1) ?? '';
    // the later prompt's delta names the teammate's memory, not the one the model wrote and saw the path of
    expect(lists.length, third.slice(-2000)).toBeGreaterThanOrEqual(2);
    expect(latest).toContain('no deploys on Friday afternoons');
    expect(latest).not.toContain(mine.name);

    // edited after the save, it is listed as a change again
    standIn.queue('네.');
    const edited = await runCli(
      ['save', '--update', '--scope', 'project', '--name', mine.name, '--description', '스테이징 DB는 매주 월요일 03시에 초기화된다', '--dir', w.project],
      {
        cwd: w.project,
        home: w.home,
      },
    );
    expect(edited.code, edited.stderr).toBe(0);
    await claude(w, standIn, '스테이징은?', ['--continue']);
    const fourth = requestText(standIn.mainBodies().at(-1));
    const last = [...fourth.matchAll(/<project-memory>[\s\S]*?<\/project-memory>/g)].map((m) => m[0]).at(-1) ?? '';
    expect(last).toContain('매주 월요일 03시에');
  });

  test('the model asks for the scope, the user answers "1" in the next turn: the hook gives the command for _global/, and it lands there', {
    timeout: 180_000,
  }, async () => {
    const w = makeWorkspace();
    await install(w);
    const standIn = await useStandIn();
    const question = '이 내용을 memory에 저장할까요?\n1) _global (이 작업 공간의 모든 프로젝트)\n2) workspace--patent__how (이 프로젝트)\n3) 저장 안 함';
    standIn.queue(question);
    const asked = await claude(w, standIn, PROMPT);
    expect(asked.stdout.trim()).toBe(question);

    // the model copies the command the hook gave for this answer: its scope is filled in already
    standIn.queue(runShownSave(standIn), '_global/에 저장했습니다.');
    await claude(w, standIn, '1', ['--continue', '--allowedTools', 'Bash']);

    const answerTurn = requestText(standIn.mainBodies()[1]);
    // the same conversation: the first prompt and its directive are still in front of the model
    expect(answerTurn).toContain(PROMPT);
    expect(answerTurn).toContain(DIRECTIVE_HEAD);
    expect(answerTurn).toContain(PICKED_HEAD('_global(이 작업 공간의 모든 프로젝트)을'));
    expect(saveCommandShown(standIn.mainBodies()[1])).toContain(' --scope global ');
    const saved = readdirSync(join(w.memoryRoot, '_global')).filter((name) => name !== 'docker-branch-switch-danger.md' && name.endsWith('.md'));
    expect(saved).toHaveLength(1);
    expect(existsSync(join(w.memoryRoot, PROJECT_KEY))).toBe(false);
    const parsed = parseFrontMatter(readFileSync(join(w.memoryRoot, '_global', saved[0] as string), 'utf8'));
    expect(parsed.ok && parsed.data.description).toBe(MEMORY.description);
  });

  test('after the standing suggestion, a "2" on a later prompt gets the command for this project, and the save lands there', { timeout: 180_000 }, async () => {
    const w = makeWorkspace();
    await install(w);
    const standIn = await useStandIn();
    const question = '이 내용을 memory에 저장할까요?\n1) _global (이 작업 공간의 모든 프로젝트)\n2) workspace--patent__how (이 프로젝트)\n3) 저장 안 함';
    standIn.queue(question);
    await claude(w, standIn, '스테이징 DB가 왜 비었지?');
    const firstTurn = requestText(standIn.mainBodies()[0]);
    expect(firstTurn).toContain('"이 내용을 memory에 저장할까요?"');
    // the standing suggestion carries no command: that comes with the answer
    expect(saveCommandShown(standIn.mainBodies()[0])).toBeUndefined();

    standIn.queue(runShownSave(standIn), '저장했습니다.');
    await claude(w, standIn, '2', ['--continue', '--allowedTools', 'Bash']);
    const answerTurn = standIn.mainBodies()[1];
    expect(requestText(answerTurn)).toContain(PICKED_HEAD(`이 프로젝트(${PROJECT_KEY})를`));
    expect(saveCommandShown(answerTurn)).toContain(' --scope project ');
    const { parsed } = savedMemory(join(w.memoryRoot, PROJECT_KEY), standIn.mainBodies()[2]);
    expect(parsed.ok && parsed.data.description).toBe(MEMORY.description);
  });

  test("the heredoc command is approved by a `Bash(node:*)` rule; the old `--body '## …'` form is not", { timeout: 180_000 }, async () => {
    const w = makeWorkspace();
    await install(w);
    const standIn = await useStandIn();
    standIn.queue(runShownSave(standIn), '저장했습니다.');
    await claude(w, standIn, PROMPT, ['--allowedTools', 'Bash(node:*)']);

    const [, second] = standIn.mainBodies();
    const { path, text, parsed } = savedMemory(join(w.memoryRoot, PROJECT_KEY), second);
    expect(requestText(second)).toContain(path);
    expect(parsed.ok && parsed.data.title).toBe(MEMORY.title);
    expect(text).toContain(`\n${MEMORY.body}\n`);

    // control: the same save with the body as a quoted argument, under the same rule, is refused
    const control = await useStandIn();
    const asArgument = (shown: string): string =>
      fillIn(shown).replace(/ <<'MEMORY_EOF'\n[\s\S]*\nMEMORY_EOF$/, ` --name body-as-argument --body ${shellQuote(MEMORY.body)}`);
    control.queue(runShownSave(control, asArgument), '저장하지 못했습니다.');
    await claude(w, control, PROMPT, ['--allowedTools', 'Bash(node:*)']);
    const refused = requestText(control.mainBodies()[1]);
    expect(existsSync(join(w.memoryRoot, PROJECT_KEY, 'body-as-argument.md')), refused.slice(-1500)).toBe(false);
    // Claude Code 2.1.328's own words for the refusal
    expect(refused).toContain('Newline followed by # inside a quoted argument can hide arguments from path validation');
  });

  test('a question about the past gets no directive', { timeout: 120_000 }, async () => {
    const w = makeWorkspace();
    await install(w);
    const standIn = await useStandIn();
    await claude(w, standIn, '어제 말한 스테이징 DB 얘기 기억해?');
    const text = requestText(standIn.mainBodies()[0]);
    expect(text).toContain('<project-memory>');
    expect(text).not.toContain(DIRECTIVE_HEAD);
  });
});

describe('PostToolUse with the real claude -p', () => {
  test('a memory file broken through the Write tool comes back to the model', { timeout: 120_000 }, async () => {
    const w = makeWorkspace();
    await install(w);
    const standIn = await useStandIn();
    const broken = join(w.memoryRoot, '_global', 'staging-db.md');
    standIn.queue({ type: 'tool_use', name: 'Write', input: { file_path: broken, content: '# 스테이징 DB\n매주 월요일 02시에 초기화된다\n' } }, 'ok');

    const settings = JSON.parse(readFileSync(join(w.home, '.claude', 'settings.json'), 'utf8')) as { hooks: Record<string, Array<{ matcher?: string }>> };
    // the check runs after file writes only; reads have a group (and a hook) of their own, before the read
    expect(settings.hooks.PostToolUse?.map((group) => group.matcher)).toEqual(['Write|Edit|MultiEdit']);
    expect(settings.hooks.PreToolUse?.map((group) => group.matcher)).toEqual(['Read', 'Bash', 'Agent']);

    await claude(w, standIn, '스테이징 DB 메모 파일을 직접 써 줘', ['--allowedTools', 'Write']);
    expect(readFileSync(broken, 'utf8')).toContain('스테이징 DB');
    const [, second] = standIn.mainBodies();
    const text = requestText(second);
    expect(text).toContain(`${POST_TOOL_USE_PREFIX}[project-memory] 방금 쓴 memory 파일에 문제가 있습니다. 이 파일을 고치세요: ${broken}`);
    // lint's own finding, in the workspace's language (Korean by default)
    expect(text).toContain(
      '- front matter가 없습니다 (파일은 ---로 시작해야 합니다): 목록에는 설명 대신 첫 줄이 보이고, (front matter 없음: 첫 줄을 설명 대신 표시) 표시가 붙습니다 (해결: 파일 첫 줄에',
    );
    expect(text).toContain('올바른 형식:');
  });

  test('a valid memory file and a file outside the memory folder get no message', { timeout: 120_000 }, async () => {
    const w = makeWorkspace();
    await install(w);
    const standIn = await useStandIn();
    const good = join(w.memoryRoot, '_global', 'staging-db.md');
    const other = join(w.project, 'notes.md');
    standIn.queue(
      {
        type: 'tool_use',
        name: 'Write',
        input: { file_path: good, content: `---\ntitle: ${MEMORY.title}\ndescription: ${MEMORY.description}\ncreated_at: 2026-04-12\n---\n${MEMORY.body}\n` },
      },
      { type: 'tool_use', name: 'Write', input: { file_path: other, content: '# no front matter here\n' } },
      'ok',
    );

    await claude(w, standIn, '파일 두 개 써 줘', ['--allowedTools', 'Write']);
    const bodies = standIn.mainBodies();
    expect(bodies).toHaveLength(3);
    expect(existsSync(good) && existsSync(other)).toBe(true);
    expect(bodies.some((body) => bodyContains(body, 'PostToolUse:Write hook'))).toBe(false);
  });
});
