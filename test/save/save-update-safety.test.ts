// save --update never loses what a person wrote, and save's errors about files speak the
// reader's language. The built CLI as a child process in temp workspaces: a memory whose
// front matter cannot be read is refused and left byte for byte; one without front matter
// keeps its whole text as the body; an update of a name that is not there is refused; a
// body of only blank lines keeps the old one; a --body-file or memory file that cannot be
// read is said in catalogue words, not Node's English.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { languageProblems } from '../i18n/language-rules.js';
import { assertBuilt, BUILT_CLI, runCli, SELF } from '../support/built.js';
import { runProcess } from '../support/process.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const EN = { PROJECT_MEMORY_LANG: 'en' };
const KO = { LANG: 'ko_KR.UTF-8' };

/** A workspace with project `proj` holding `files` (name → text) in its memory folder. */
function workspace(files: Record<string, string> = {}): { root: string; project: string; home: string; folder: string } {
  const tree: Record<string, string> = { '.ai-core/': '', 'proj/': '' };
  for (const [name, text] of Object.entries(files)) tree[`.ai-core/data/memory/proj/${name}.md`] = text;
  const root = tempTree(tree);
  return { root, project: join(root, 'proj'), home: makeTempDir(), folder: join(root, '.ai-core', 'data', 'memory', 'proj') };
}

type Ws = ReturnType<typeof workspace>;

function save(ws: Ws, args: string[], options: { env?: Record<string, string>; input?: string | Uint8Array } = {}) {
  return runCli(['save', '--scope', 'project', ...args], { cwd: ws.project, home: ws.home, env: options.env ?? EN, input: options.input });
}

/** The exact text of the first-trial report: a flow list left open in the description. */
const BROKEN_YAML = '---\ntitle: Zebra crossing\ndescription: [unclosed\ntags: [ops]\n---\n## Problem\nImportant body text.\n';

describe('save --update of a memory with a field in a shape nobody can carry over', () => {
  const ODD = '---\ntitle: Tags five\ndescription: a note whose tags are a number\ntags: [5, ops]\nsource: {wiki: page}\n---\nbody here\n';

  it('is refused, naming the field, and the file stays byte for byte', async () => {
    const ws = workspace({ odd: ODD });
    const path = join(ws.folder, 'odd.md');
    const run = await save(ws, ['--update', '--name', 'odd', '--description', 'tags are numbers']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path}: its front matter cannot be read, so --update could not keep what it holds:`);
    expect(run.stderr).toContain('source must be text, found object');
    expect(readFileSync(path, 'utf8')).toBe(ODD);
  });

  it('goes ahead when the save gives that field anew, and keeps number tags as text', async () => {
    const ws = workspace({ odd: ODD });
    const run = await save(ws, ['--update', '--name', 'odd', '--description', 'tags are numbers', '--source', 'the wiki']);
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(join(ws.folder, 'odd.md'), 'utf8');
    expect(text).toContain('source: the wiki\n');
    // the reader takes a plain 5 in tags as the text written: the line is kept as it was
    expect(text).toMatch(/tags: \[5, ops\]\n/);
    expect(text).toContain('body here');
  });
});

describe('save --update of a memory whose front matter cannot be read', () => {
  it.each([
    ['broken YAML', BROKEN_YAML, 'front matter is not valid YAML'],
    ['front matter never closed', '---\ntitle: Zebra crossing\ndescription: zebra\n## Problem\nImportant body text.\n', 'front matter is not closed with ---'],
    ['another front matter language', '---toml\ntitle = "Zebra crossing"\n---\nImportant body text.\n', 'front matter language "toml" is not read'],
    ['a YAML list, not fields', '---\n- Zebra crossing\n---\nImportant body text.\n', 'front matter is not a YAML mapping'],
    [
      'closed by a line of five dashes, a --- rule in the body',
      '---\ntitle: Zebra crossing\ndescription: zebra\n-----\n## Steps\n1. paint\n\n---\n\n## Rollback\nrepaint\n',
      'line 4 starts with --- inside the front matter, which closes only at a line of exactly ---',
    ],
  ])('is refused (exit 1) naming the file, lint’s words and the fix, and the file stays byte for byte: %s', async (_label, text, problem) => {
    const ws = workspace({ broken4: text });
    const path = join(ws.folder, 'broken4.md');
    const before = readFileSync(path);
    const run = await save(ws, ['--update', '--name', 'broken4', '--title', 'Zebra crossing', '--description', 'zebra stripes fixed']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`${path}: its front matter cannot be read, so --update could not keep what it holds:`);
    expect(run.stderr).toContain(problem);
    // lint for the folder the save ran in, named with --dir: pasted from any folder it looks there
    expect(run.stderr).toContain(`Fix the front matter (\`${SELF} lint --dir ${ws.project}\` shows how), then run the update again. Nothing was saved.`);
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(readdirSync(ws.folder)).toEqual(['broken4.md']);
  });

  it.each([
    ['--body', ['--body', 'A new body']],
    ['a body on stdin', ['--body-file', '-']],
  ])('is refused even with a new body (%s): the old front matter would go unsaid', async (_label, flags) => {
    const ws = workspace({ broken4: BROKEN_YAML });
    const path = join(ws.folder, 'broken4.md');
    const run = await save(ws, ['--update', '--name', 'broken4', '--title', 'Zebra crossing', '--description', 'zebra stripes fixed', ...flags], {
      input: 'A new body\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('its front matter cannot be read, so --update could not keep what it holds');
    expect(readFileSync(path, 'utf8')).toBe(BROKEN_YAML);
  });

  it('is refused in Korean with no English sentence, the file byte for byte', async () => {
    const ws = workspace({ broken4: BROKEN_YAML });
    const path = join(ws.folder, 'broken4.md');
    const run = await save(ws, ['--update', '--name', 'broken4', '--title', 'Zebra crossing', '--description', 'zebra stripes fixed'], { env: KO });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path}: front matter를 읽을 수 없어 --update가 그 내용을 지킬 수 없습니다:`);
    expect(run.stderr).toContain('아무것도 저장하지 않았습니다.');
    expect(languageProblems('ko', run.stderr)).toEqual([]);
    expect(readFileSync(path, 'utf8')).toBe(BROKEN_YAML);
  });

  it('goes through once the front matter is fixed, keeping the body and tags', async () => {
    const ws = workspace({ broken4: BROKEN_YAML });
    const path = join(ws.folder, 'broken4.md');
    writeFileSync(path, BROKEN_YAML.replace('[unclosed', '"[unclosed]"'));
    const run = await save(ws, ['--update', '--name', 'broken4', '--description', 'zebra stripes fixed']);
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(path, 'utf8');
    expect(text).toContain('description: zebra stripes fixed\n');
    expect(text).toContain('tags: [ops]\n');
    expect(text.endsWith('---\n## Problem\nImportant body text.\n')).toBe(true);
  });
});

describe('save --update of a memory file without front matter', () => {
  const NOTES = 'Notes typed straight into the file.\n\n## Fix\nRestart the queue worker.\n';

  it('keeps its whole text as the body under the new front matter', async () => {
    const ws = workspace({ notes: NOTES });
    const run = await save(ws, ['--update', '--name', 'notes', '--title', 'Queue notes', '--description', 'restart the worker']);
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(join(ws.folder, 'notes.md'), 'utf8');
    expect(text.startsWith('---\ntitle: Queue notes\ndescription: restart the worker\n')).toBe(true);
    expect(text.endsWith(`---\n${NOTES}`)).toBe(true);
  });

  it('takes a new body when one is given', async () => {
    const ws = workspace({ notes: NOTES });
    const run = await save(ws, ['--update', '--name', 'notes', '--title', 'Queue notes', '--description', 'restart the worker', '--body', 'Rewritten.']);
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(join(ws.folder, 'notes.md'), 'utf8').endsWith('---\nRewritten.\n')).toBe(true);
  });

  it('still needs a title and description: names the file and its missing front matter, not a --title never passed', async () => {
    const ws = workspace({ notes: NOTES });
    const path = join(ws.folder, 'notes.md');
    const run = await save(ws, ['--update', '--name', 'notes', '--description', 'restart the worker']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `project-memory save: ${path} has no front matter, so there is no title to keep (--update keeps the fields it is not given). Give it one: --title "Docker breaks on branch switch". Nothing was saved.\n`,
    );
    const neither = await save(ws, ['--update', '--name', 'notes', '--tags', 'queue']);
    expect(neither.stderr).toContain(`${path} has no front matter, so there is no title or description to keep`);
    expect(neither.stderr).toContain('Give them: --title "Docker breaks on branch switch" --description "Switching branches while Docker runs gives 403".');
    expect(readFileSync(path, 'utf8')).toBe(NOTES);
  });

  it('says so in Korean with no English sentence', async () => {
    const ws = workspace({ notes: NOTES });
    const run = await save(ws, ['--update', '--name', 'notes', '--tags', 'queue'], { env: KO });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${join(ws.folder, 'notes.md')}: front matter가 없어서 남겨 둘 제목과 설명이 없습니다`);
    expect(languageProblems('ko', run.stderr)).toEqual([]);
  });

  it("an empty --title given is still that flag's fault", async () => {
    const ws = workspace({ notes: NOTES });
    const run = await save(ws, ['--update', '--name', 'notes', '--title', ' ', '--description', 'restart the worker']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--title is empty');
  });
});

describe('save --update of a memory whose front matter lacks a field', () => {
  it('names the file and the field its front matter lacks, with the flag that gives it', async () => {
    const text = '---\ntitle: Queue notes\n---\nRestart the queue worker.\n';
    const ws = workspace({ half: text });
    const path = join(ws.folder, 'half.md');
    const run = await save(ws, ['--update', '--name', 'half', '--tags', 'queue']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path}: its front matter has no description, so there is none to keep`);
    expect(run.stderr).toContain('Give it one: --description "Switching branches while Docker runs gives 403".');
    expect(run.stderr).not.toContain('--description is empty');
    expect(readFileSync(path, 'utf8')).toBe(text);
    const given = await save(ws, ['--update', '--name', 'half', '--description', 'restart the worker']);
    expect(given.code, given.stderr).toBe(0);
  });
});

describe('save --update of a name with no memory', () => {
  it.each([
    ['with --title', ['--title', 'PDF output']],
    ['without --title', []],
  ])('is refused (exit 1), pointing to the names, and creates nothing (%s)', async (_label, flags) => {
    const ws = workspace({ other: '---\ntitle: Other\ndescription: other\n---\nbody\n' });
    const run = await save(ws, ['--update', '--name', 'pdf-output', '--description', 'client wants PDF', ...flags]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `project-memory save: no memory named pdf-output to update in ${ws.folder}. See the names with \`${SELF} list --all --dir ${ws.project}\`; to save a new memory instead, run the save without --update. Nothing was saved.\n`,
    );
    expect(readdirSync(ws.folder)).toEqual(['other.md']);
  });

  it('points to the list of the workspace and project the save was for', async () => {
    const ws = workspace();
    const run = await runCli(['save', '--scope', 'project', '--dir', ws.project, '--project', 'proj', '--update', '--name', 'x', '--description', 'd'], {
      cwd: ws.home,
      home: ws.home,
      env: EN,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`\`${SELF} list --all --dir ${ws.project} --project proj\``);
    // the project folder did not exist: it still does not
    expect(existsSync(ws.folder)).toBe(false);
  });

  it('makes no memory folder in a checkout that has none', async () => {
    const repo = makeTempDir();
    execFileSync('git', ['init', '-q', repo]);
    const run = await runCli(['save', '--scope', 'project', '--update', '--name', 'x', '--title', 'T', '--description', 'd'], {
      cwd: repo,
      home: makeTempDir(),
      env: EN,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('no memory named x to update in');
    expect(existsSync(join(repo, '.ai-core'))).toBe(false);
  });

  it('is refused in Korean with no English sentence', async () => {
    const ws = workspace();
    const run = await save(ws, ['--update', '--name', 'pdf-output', '--description', 'x'], { env: KO });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${ws.folder}에 수정할 memory pdf-output이 없습니다.`);
    expect(languageProblems('ko', run.stderr)).toEqual([]);
  });
});

describe('save --update with a body of only whitespace', () => {
  const PDF = '---\ntitle: PDF output\ndescription: client wants PDF\ncreated_at: 2026-01-05\ntags: [client]\n---\n## Fix\nExport as PDF/A.\n';

  it.each([
    ['a lone newline on stdin (echo |)', { input: '\n' }, []],
    ['blank lines and tabs on stdin', { input: '  \n\t\n\n' }, []],
    ['an empty pipe', { input: '' }, []],
    ['stdin from /dev/null', {}, []],
    ['--body of spaces', {}, ['--body', '   ']],
  ])('keeps the body: %s', async (_label, options, flags) => {
    const ws = workspace({ 'pdf-output': PDF });
    const run = await save(ws, ['--update', '--name', 'pdf-output', '--description', 'client wants PDF/A', ...flags], options);
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(join(ws.folder, 'pdf-output.md'), 'utf8');
    expect(text).toContain('description: client wants PDF/A\n');
    expect(text.endsWith('---\n## Fix\nExport as PDF/A.\n')).toBe(true);
  });

  it('a new memory with an empty body is saved as before', async () => {
    const ws = workspace();
    const run = await save(ws, ['--title', 'Empty', '--description', 'nothing yet'], { input: '\n' });
    expect(run.code, run.stderr).toBe(0);
    const [, front, body] = readFileSync(join(ws.folder, 'empty.md'), 'utf8').split('---\n');
    expect(front).toContain('title: Empty\n');
    expect(body?.trim()).toBe('');
  });
});

describe('save with a --body-file that cannot be read', () => {
  it('a folder: said in words, not EISDIR', async () => {
    const ws = workspace();
    const run = await save(ws, ['--title', 'T', '--description', 'D', '--body-file', ws.home]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`project-memory save: --body-file ${ws.home}: it is a folder, not a file. Nothing was saved.\n`);
    expect(existsSync(ws.folder)).toBe(false);
  });

  it('a folder, in Korean: no English sentence', async () => {
    const ws = workspace();
    const run = await save(ws, ['--title', 'T', '--description', 'D', '--body-file', ws.home], { env: KO });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`project-memory save: --body-file ${ws.home}: 파일이 아니라 폴더입니다. 아무것도 저장하지 않았습니다.\n`);
    expect(languageProblems('ko', run.stderr)).toEqual([]);
  });

  it('a path through a file: no such file', async () => {
    const ws = workspace();
    const file = join(ws.home, 'a-file');
    writeFileSync(file, 'x');
    const run = await save(ws, ['--title', 'T', '--description', 'D', '--body-file', join(file, 'below')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`project-memory save: --body-file ${join(file, 'below')}: no such file. Nothing was saved.\n`);
  });
});

/**
 * Runs the built CLI unable to read a file mode 000. Root reads it all the same, so under
 * root the CLI runs as nobody (setpriv), with every folder it needs open to all.
 */
async function asUserWhoCannotRead(ws: Ws, locked: string, args: string[], env: Record<string, string>) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  // both are folders of their own right under the system temp folder
  if (root) execFileSync('chmod', ['-R', 'a+rwX', ws.root, ws.home]);
  chmodSync(locked, 0o000);
  if (!root) return runCli(args, { cwd: ws.project, home: ws.home, env });
  return runProcess('setpriv', [...AS_NOBODY, process.execPath, BUILT_CLI, ...args], {
    cwd: ws.project,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: ws.home, ...env },
    timeoutMs: 20_000,
  });
}

const AS_NOBODY = ['--reuid=65534', '--regid=65534', '--clear-groups'];

/** Not root, or root able to run the built CLI as nobody (setpriv there, the checkout open to all). */
const canDropRoot = (() => {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return true;
  try {
    execFileSync('setpriv', [...AS_NOBODY, process.execPath, BUILT_CLI, '--version'], { stdio: 'ignore', cwd: '/' });
    return true;
  } catch {
    return false;
  }
})();

describe.runIf(canDropRoot)('a memory file the user cannot read', () => {
  const NOTE = '---\ntitle: Locked\ndescription: locked note\n---\nbody\n';

  it('save --update says so in Korean words, not EACCES', async () => {
    const ws = workspace({ locked: NOTE });
    const path = join(ws.folder, 'locked.md');
    const run = await asUserWhoCannotRead(ws, path, ['save', '--scope', 'project', '--update', '--name', 'locked', '--description', 'z'], KO);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `project-memory save: ${path}: 읽지 못했습니다 (권한 없음). 권한 등 읽기를 막는 것을 고친 뒤 다시 저장하세요. 아무것도 저장하지 않았습니다.\n`,
    );
    expect(languageProblems('ko', run.stderr)).toEqual([]);
    chmodSync(path, 0o644);
    expect(readFileSync(path, 'utf8')).toBe(NOTE);
  });

  it('save --update says so in English words', async () => {
    const ws = workspace({ locked: NOTE });
    const path = join(ws.folder, 'locked.md');
    const run = await asUserWhoCannotRead(ws, path, ['save', '--scope', 'project', '--update', '--name', 'locked', '--description', 'z'], EN);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path}: could not read it (permission denied).`);
    expect(run.stderr).not.toContain('EACCES');
  });

  it('an error no command words itself (verify) comes out in the reader’s words too', async () => {
    const ws = workspace({ locked: NOTE });
    const path = join(ws.folder, 'locked.md');
    const run = await asUserWhoCannotRead(ws, path, ['verify', 'locked'], KO);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`project-memory verify: ${path}: 권한 없음. 막는 것(그 파일이나 폴더의 권한, 소유자)을 고친 뒤 명령을 다시 실행하세요.\n`);
  });
});

describe('save --update of a hand-written memory', () => {
  const HAND =
    '---\n# owner: platform team\ntitle: "Deploy order"\ndescription: api before web   # as in the runbook\ncreated_at: 2026-03-01\ntags:\n  - deploy   # the main one\n  - ops\n\npinned: true\n---\n\nDeploy the API first.  \nThen the web app.  \n';

  it("keeps its comments (the changed line's too), quoting, blank lines and a body it was not given, byte for byte", async () => {
    const ws = workspace({ deploy: HAND });
    const run = await save(ws, ['--update', '--name', 'deploy', '--description', 'api, then workers, then web']);
    expect(run.code, run.stderr).toBe(0);
    const today = /updated_at: (\d{4}-\d{2}-\d{2})/.exec(readFileSync(join(ws.folder, 'deploy.md'), 'utf8'))?.[1];
    expect(readFileSync(join(ws.folder, 'deploy.md'), 'utf8')).toBe(
      HAND.replace('description: api before web   # as in the runbook\n', "description: 'api, then workers, then web'   # as in the runbook\n").replace(
        'created_at: 2026-03-01\n',
        `created_at: 2026-03-01\nupdated_at: ${today}\nverified_at: ${today}\n`,
      ),
    );
  });

  it('takes a new body and new tags in the writer’s shape, the comments elsewhere kept', async () => {
    const ws = workspace({ deploy: HAND });
    const run = await save(ws, ['--update', '--name', 'deploy', '--tags', 'deploy', '--body-file', '-'], { input: 'Only the API now.\n' });
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(join(ws.folder, 'deploy.md'), 'utf8');
    expect(text).toContain('# owner: platform team\ntitle: "Deploy order"\ndescription: api before web   # as in the runbook\n');
    expect(text).toContain('tags: [deploy]\n\npinned: true\n---\nOnly the API now.\n');
    expect(text).not.toContain('the main one');
  });
});

describe('save --update --name without --scope', () => {
  it('changes the memory in the one scope that holds it, as verify finds it; both or neither need --scope', async () => {
    const ws = workspace({ deploy: '---\ntitle: Deploy\ndescription: deploy order\n---\nbody\n' });
    const run = (args: string[]) => runCli(['save', ...args], { cwd: ws.project, home: ws.home, env: EN });
    const updated = await run(['--update', '--name', 'deploy', '--description', 'api before web', '--json']);
    expect(updated.code, updated.stderr).toBe(0);
    expect(JSON.parse(updated.stdout)).toMatchObject({ scope: 'project', name: 'deploy', updated: true });
    expect(readFileSync(join(ws.folder, 'deploy.md'), 'utf8')).toContain('description: api before web');
    const missing = await run(['--update', '--name', 'nope', '--description', 'x']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no memory named nope in proj, _global. See ');
    const global = await run(['--scope', 'global', '--name', 'deploy', '--title', 'Deploy everywhere', '--description', 'shared deploy order', '--body', 'b']);
    expect(global.code, global.stderr).toBe(0);
    const both = await run(['--update', '--name', 'deploy', '--description', 'which one?']);
    expect(both.code).toBe(1);
    expect(both.stderr).toContain("deploy is both a global memory and this project's: pass --scope global or --scope project");
  });
});

describe('save --update --allow-secret of a memory whose kept comment looks like a secret', () => {
  // assembled at run time, so this file does not itself look like a leak to secret scanners
  const TOKEN = ['gh', 'p_', '1234567890abcdefghijklmnopqrstuvwxyzAB'].join('');

  it('lists the comment under not_secrets too, so the update is saved and lint passes it', async () => {
    const ws = workspace({ staging: `---\ntitle: Staging DB\n# old token: ${TOKEN}\ndescription: staging db resets on monday\n---\nbody\n` });
    const refused = await save(ws, ['--update', '--name', 'staging', '--description', 'resets on tuesday']);
    expect(refused.code).toBe(1);
    const run = await save(ws, ['--update', '--name', 'staging', '--description', 'resets on tuesday', '--allow-secret']);
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(join(ws.folder, 'staging.md'), 'utf8');
    expect(text).toContain(`# old token: ${TOKEN}\n`);
    expect(text).toMatch(/not_secrets: \[s[0-9a-f]{8}\]/);
    const lint = await runCli(['lint', '--dir', ws.project], { cwd: ws.project, home: ws.home, env: EN });
    expect(lint.code, lint.stdout).toBe(0);
  });
});

describe('save --update of a memory a merge left in conflict', () => {
  it('is refused, placing the conflict at its line in the file on disk, where lint and verify place it', async () => {
    const text = '---\ntitle: Deploy rule\ndescription: When we deploy\n---\n\n<<<<<<< HEAD\nnever on Fridays\n=======\nonly from main\n>>>>>>> origin/main\n';
    const ws = workspace({ deploy: text });
    const r = await save(ws, ['--update', '--name', 'deploy', '--description', 'When and from where we deploy'], { input: '' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('merge conflict in the body');
    expect(r.stderr).toContain('(line 6)');
    const lint = await runCli(['lint'], { cwd: ws.project, home: ws.home, env: EN });
    expect(lint.stdout).toContain('(line 6)');
    expect(readFileSync(join(ws.folder, 'deploy.md'), 'utf8')).toBe(text);
  });
});

describe('save --update with text on stdin that no --body-file - asked for', () => {
  // `cat names | while read n; do save --update --name "$n" --tags …; done`: each command
  // reads what is left of the loop's input, which would replace a body nobody meant to change
  const DEPLOY = '---\ntitle: Deploy order\ndescription: api before web\ntags: [deploy]\n---\nDeploy the API first.\n';
  it('is refused, the body and the loop input left as they were, with both ways on', async () => {
    const ws = workspace({ deploy: DEPLOY });
    const path = join(ws.folder, 'deploy.md');
    const run = await save(ws, ['--update', '--name', 'deploy', '--tags', 'deploy,ops'], { input: 'kafka-is-slow-151\nkafka-is-slow-31\n' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('add --body-file - to replace the body with it, or give the command </dev/null to keep the body');
    expect(readFileSync(path, 'utf8')).toBe(DEPLOY);
    const ko = await save(ws, ['--update', '--name', 'deploy', '--tags', 'deploy,ops'], { input: 'x\n', env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain('--body-file -를 더하고');
    expect(ko.stderr).not.toMatch(/Nothing was saved/);
  });

  it.each([
    ['bytes that are no UTF-8 text', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])],
    ['more than a body may hold', 'kafka-is-slow\n'.repeat(30_000)],
  ])('is refused for %s with the same way on, not for the text', async (_label, input) => {
    const ws = workspace({ deploy: DEPLOY });
    const run = await save(ws, ['--update', '--name', 'deploy', '--tags', 'ops'], { input });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('give the command </dev/null to keep the body');
    expect(readFileSync(join(ws.folder, 'deploy.md'), 'utf8')).toBe(DEPLOY);
  });

  it('keeps the body on an empty or blank stdin, and a new memory still takes its body from stdin', async () => {
    const ws = workspace({ deploy: DEPLOY });
    const kept = await save(ws, ['--update', '--name', 'deploy', '--tags', 'deploy,ops'], { input: '\n' });
    expect(kept.code, kept.stderr).toBe(0);
    expect(readFileSync(join(ws.folder, 'deploy.md'), 'utf8')).toContain('---\nDeploy the API first.\n');
    const fresh = await save(ws, ['--title', 'Cache warmup', '--description', 'warm the cache after a deploy'], { input: 'Run warmup.sh.\n' });
    expect(fresh.code, fresh.stderr).toBe(0);
    expect(readFileSync(join(ws.folder, 'cache-warmup.md'), 'utf8')).toContain('---\nRun warmup.sh.\n');
  });
});

describe('save --update and verify on what they were not asked to change', () => {
  const BLOCKS =
    '---\ntitle: Complex\ndescription: |\n  first line\n  second line\nsource: |\n  Incident #42\n  found by on-call\ntags: [a]\n---\nBody here.\n';

  it('keeps a block-written description and source byte for byte when given only tags', async () => {
    const ws = workspace({ complex: BLOCKS });
    const run = await save(ws, ['--update', '--name', 'complex', '--tags', 'a,b']);
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(join(ws.folder, 'complex.md'), 'utf8');
    expect(text).toContain('\ndescription: |\n  first line\n  second line\n');
    expect(text).toContain('\nsource: |\n  Incident #42\n  found by on-call\n');
    expect(text).toContain('tags: [a, b]\n');
  });

  it('writes a block-written title as one clean line where the old layout cannot be kept', async () => {
    // a quoted key is a line the layout keeper does not read: the front matter is written anew
    const ws = workspace({ c: '---\ntitle: >\n  Build uses pnpm\n  in every package\ndescription: Run pnpm never npm\n"odd key": 1\n---\nBody.\n' });
    const run = await save(ws, ['--update', '--name', 'c', '--tags', 'x']);
    expect(run.code, run.stderr).toBe(0);
    const text = readFileSync(join(ws.folder, 'c.md'), 'utf8');
    expect(text).toContain('title: Build uses pnpm in every package\ndescription: Run pnpm never npm\n');
    expect(text).not.toContain('\\n');
  });

  it("keeps the comment a rewritten line ended with, and reads a # inside the new value's quotes as text", async () => {
    const ws = workspace({
      rv: '---\ntitle: RV\ndescription: "the list line"   # shown on every prompt\ncreated_at: 2025-03-01\nreview_by: 2025-06-01   # quarterly check\n---\nBody.\n',
    });
    const run = await save(ws, ['--update', '--name', 'rv', '--description', 'the new line # not a comment']);
    expect(run.code, run.stderr).toBe(0);
    const path = join(ws.folder, 'rv.md');
    expect(readFileSync(path, 'utf8')).toContain("description: 'the new line # not a comment'   # shown on every prompt\n");
    const listed = await runCli(['list', '--json'], { cwd: ws.project, home: ws.home, env: EN });
    expect(JSON.parse(listed.stdout).memories.find((m: { name: string }) => m.name === 'rv')?.description).toBe('the new line # not a comment');
    const verified = await runCli(['verify', 'rv', '--scope', 'project', '--review-in', '90d'], { cwd: ws.project, home: ws.home, env: EN });
    expect(verified.code, verified.stderr).toBe(0);
    expect(readFileSync(path, 'utf8')).toMatch(/\nreview_by: \d{4}-\d{2}-\d{2} {3}# quarterly check\n/);
  });
});
