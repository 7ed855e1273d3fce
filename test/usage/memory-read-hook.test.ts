// The built Read hook as Claude Code runs it: JSON on stdin after each Read, nothing on
// stdout ever, one record in the user's state folder for a read of a memory file and
// nothing at all for any other file.
import { existsSync, mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSecrets, secretDigest } from '../../lib/format/secrets.js';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runHook } from '../support/processes.js';
import { afterReadEvent, pendingRecords, READ_HOOK, readEvent, stateOf, usageWorkspace } from './usage-support.js';

/** What the hook answered before a read: Claude Code's permission decision and its reason. */
const answer = (stdout: string) =>
  (JSON.parse(stdout) as { hookSpecificOutput: Record<string, string> }).hookSpecificOutput as {
    hookEventName: string;
    permissionDecision: string;
    permissionDecisionReason: string;
  };

function read(home: string, event: object | string, env: Record<string, string> = {}, stdout = '') {
  const r = runHook(event, { HOME: home, ...env }, READ_HOOK);
  expect(r.code).toBe(0);
  expect(r.stdout).toBe(stdout);
  return r;
}

/** Claude Code's answer that lets the read run without asking. */
const ALLOWED = '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}\n';

describe('the built Read hook', () => {
  it('records a read of a memory file: which memory of which root, when, in which session', () => {
    const w = usageWorkspace();
    const before = Date.now();
    const r = read(w.home, readEvent(w.memory('_global', 'docker-403'), { session_id: 'sess-1' }));
    expect(r.stderr).toBe('');
    const records = pendingRecords(w.state);
    expect(records).toEqual([{ v: 1, kind: 'read', t: expect.any(Number), root: w.memoryRoot, folder: '_global', name: 'docker-403', session: 'sess-1' }]);
    expect(records[0]?.t).toBeGreaterThanOrEqual(before);
    // in the user's state folder, not in the workspace
    expect(existsSync(join(w.ws, '.ai-core', 'usage'))).toBe(false);
  });

  it('records a project memory and a path relative to cwd', () => {
    const w = usageWorkspace();
    // launched in the workspace: its memory is read without asking
    read(w.home, readEvent(`../${MEMORY}/proj/deploy-cert.md`, { cwd: w.launch }), {}, ALLOWED);
    expect(pendingRecords(w.state).map((r) => r.kind === 'read' && `${r.folder}/${r.name}`)).toEqual(['proj/deploy-cert']);
  });

  // Claude Code asks before a read outside the launch folder, and -p cannot ask: a memory folder
  // above a launch in a subfolder, in a workspace no install wrote a rule for
  it("lets a memory of the launch folder's own workspace be read without asking, and leaves any other to Claude Code's rules", () => {
    const w = usageWorkspace();
    read(w.home, readEvent(w.memory('proj', 'deploy-cert'), { cwd: join(w.ws, 'proj', 'src') }), {}, ALLOWED);
    read(w.home, readEvent(w.memory('proj', 'deploy-cert'), { cwd: w.ws }), {}, ALLOWED);
    // a session launched elsewhere, pointed at this workspace's memory: no word
    read(w.home, readEvent(w.memory('proj', 'deploy-cert'), { cwd: tempTree() }));
    // a file of the memory folder that is no memory (its README): no word
    read(w.home, readEvent(join(w.memoryRoot, 'README.md'), { cwd: w.ws }));
  });

  it("allows nothing a link leads out of the workspace to, nor an outer workspace's memory", () => {
    // a cloned repository whose memory folder is a link to another folder of the user's
    const root = tempTree({ 'victim/notes/plan.md': memoryFile({ title: 'plan', description: 'private plan' }), 'evil/.ai-core/data/': '' });
    symlinkSync(join(root, 'victim'), join(root, 'evil', '.ai-core', 'data', 'memory'));
    const w = usageWorkspace();
    read(w.home, readEvent(join(root, 'evil', '.ai-core', 'data', 'memory', 'notes', 'plan.md'), { cwd: join(root, 'evil') }));
    // a launch in a folder with a workspace of its own: the outer one's memory is not its list's
    mkdirSync(join(w.ws, 'proj', '.ai-core', 'data', 'memory'), { recursive: true });
    read(w.home, readEvent(w.memory('proj', 'deploy-cert'), { cwd: join(w.ws, 'proj') }));
  });

  it.each([
    ['another tool', (p: string) => readEvent(p, { tool_name: 'Write' })],
    ['a file outside any memory folder', () => readEvent('/etc/hostname')],
    ['the README of the memory folder', (_p: string, root: string) => readEvent(join(root, 'README.md'))],
    ['a file directly in the memory root', (_p: string, root: string) => readEvent(join(root, 'loose.md'))],
    ['a file in a deeper folder (an archive)', (_p: string, root: string) => readEvent(join(root, '_global', 'old', 'x.md'))],
    ['a memory that does not exist', (_p: string, root: string) => readEvent(join(root, '_global', 'gone.md'))],
    ['a relative path without a cwd', () => readEvent(`${MEMORY}/_global/docker-403.md`, { cwd: '' })],
    ['no tool_input', (p: string) => ({ ...readEvent(p), tool_input: undefined })],
    ['stdin that is not JSON', (p: string) => `not json ${JSON.stringify(p)} /.ai-core/data/memory/`],
  ])('records nothing, and makes no state folder, for %s', (_name, make) => {
    const w = usageWorkspace();
    mkdirSync(join(w.memoryRoot, '_global', 'old'));
    writeFileSync(join(w.memoryRoot, '_global', 'old', 'x.md'), memoryFile({ title: 'x', description: 'x' }));
    writeFileSync(join(w.memoryRoot, 'loose.md'), memoryFile({ title: 'x', description: 'x' }));
    read(w.home, make(w.memory('_global', 'docker-403'), w.memoryRoot));
    expect(existsSync(w.state)).toBe(false);
  });

  it('records nothing while PROJECT_MEMORY_DISABLE=1', () => {
    const w = usageWorkspace();
    read(w.home, readEvent(w.memory('_global', 'docker-403')), { PROJECT_MEMORY_DISABLE: '1' });
    expect(existsSync(w.state)).toBe(false);
  });

  it('does not count a memory file that is a link, or one in a scope folder that is a link: the list shows neither, and the read waits for a yes', () => {
    const w = usageWorkspace();
    const outside = tempTree({ 'secret.md': memoryFile({ title: 's', description: 's' }), 'folder/x.md': memoryFile({ title: 'x', description: 'x' }) });
    symlinkSync(join(outside, 'secret.md'), join(w.memoryRoot, '_global', 'linked.md'));
    symlinkSync(join(outside, 'folder'), join(w.memoryRoot, 'linked-scope'));
    for (const path of [join(w.memoryRoot, '_global', 'linked.md'), join(w.memoryRoot, 'linked-scope', 'x.md')]) {
      expect(answer(runHook(readEvent(path), { HOME: w.home }, READ_HOOK).stdout).permissionDecision).toBe('ask');
    }
    expect(existsSync(w.state)).toBe(false);
  });

  it('counts one memory once, whichever path through a symlinked workspace Claude read it by', () => {
    const w = usageWorkspace();
    const alias = join(tempTree(), 'alias');
    symlinkSync(w.ws, alias);
    read(w.home, readEvent(w.memory('_global', 'pdf-output')));
    read(w.home, readEvent(join(alias, MEMORY, '_global', 'pdf-output.md')));
    const roots = pendingRecords(w.state).map((r) => r.root);
    expect(roots).toEqual([w.memoryRoot, w.memoryRoot]);
  });

  it('counts a memory root that is itself a link under its real path', () => {
    const w = usageWorkspace();
    const shared = tempTree({ '_global/team.md': memoryFile({ title: 't', description: 't' }) });
    const ws2 = tempTree({ 'ws/.ai-core/data/': '' });
    symlinkSync(shared, join(ws2, 'ws', MEMORY));
    read(w.home, readEvent(join(ws2, 'ws', MEMORY, '_global', 'team.md')));
    expect(pendingRecords(w.state).map((r) => r.root)).toEqual([shared]);
  });

  it('needs no HOME to fail open: without a state folder it records nothing and still exits 0', () => {
    const w = usageWorkspace();
    const r = runHook(readEvent(w.memory('_global', 'docker-403')), { HOME: join(w.root, 'no-such-home') }, READ_HOOK);
    expect(r).toMatchObject({ code: 0, stdout: '' });
    expect(existsSync(stateOf(join(w.root, 'no-such-home')))).toBe(false);
  });

  it('counts a read once where an earlier install still runs it after the read too (PostToolUse): before it only', () => {
    const w = usageWorkspace();
    const file = w.memory('_global', 'docker-403');
    read(w.home, readEvent(file, { tool_use_id: 'toolu_9' }));
    read(w.home, afterReadEvent(file, { tool_use_id: 'toolu_9' }));
    expect(pendingRecords(w.state).map((r) => r.kind === 'read' && r.name)).toEqual(['docker-403']);
  });
});

describe('the built Read hook before a read of a memory marked for a secret', () => {
  // a token a teammate pasted into a memory by hand, committed without lint
  const TOKEN = `ghp_${'A1b2C3d4E5'.repeat(3)}123456`;
  const withSecret = () => {
    const w = usageWorkspace();
    writeFileSync(w.memory('proj', 'ci-token'), memoryFile({ title: 'CI token', description: 'the token CI uses' }, `Use ${TOKEN} for the CI.\n`));
    return w;
  };

  it('asks the user first, naming the file and the lint command, never the secret; the read is not counted', () => {
    const w = withSecret();
    const r = runHook(readEvent(w.memory('proj', 'ci-token')), { HOME: w.home, PROJECT_MEMORY_LANG: 'en' }, READ_HOOK);
    expect(r.code).toBe(0);
    const out = answer(r.stdout);
    expect(out).toMatchObject({ hookEventName: 'PreToolUse', permissionDecision: 'ask' });
    expect(out.permissionDecisionReason).toContain(`looks like it holds a secret (a key, token or password): ${w.memory('proj', 'ci-token')}.`);
    expect(out.permissionDecisionReason).toMatch(/`node \S+\/plugin\/dist\/cli\.cjs lint --dir \S+` shows where, with the value masked/);
    // the user is asked: what to allow
    expect(out.permissionDecisionReason).toContain('Allow this read only if the secret may go to the model.');
    expect(out.permissionDecisionReason).toContain(w.ws);
    expect(r.stdout).not.toContain(TOKEN);
    expect(existsSync(w.state)).toBe(false);
  });

  it('asks too where the path is written another way: `..`, `.`, a doubled slash', () => {
    const w = withSecret();
    const file = w.memory('proj', 'ci-token');
    const memoryRoot = join(w.ws, '.ai-core', 'data', 'memory');
    for (const path of [
      `${memoryRoot}/proj/../proj/ci-token.md`,
      `${memoryRoot}//proj/ci-token.md`,
      `${memoryRoot}/proj/./ci-token.md`,
      `${join(w.ws, '.ai-core', 'data')}/../data/memory/proj/ci-token.md`,
    ]) {
      expect(path).not.toBe(file);
      const r = runHook(readEvent(path), { HOME: w.home, PROJECT_MEMORY_LANG: 'en' }, READ_HOOK);
      expect(r.stdout, path).not.toBe('');
      expect(answer(r.stdout).permissionDecision, path).toBe('ask');
    }
  });

  it("speaks the workspace's language", () => {
    const w = withSecret();
    writeFileSync(join(w.ws, '.ai-core', 'project-memory.json'), '{ "lang": "ko" }\n');
    const r = runHook(readEvent(w.memory('proj', 'ci-token')), { HOME: w.home }, READ_HOOK);
    expect(answer(r.stdout).permissionDecisionReason).toContain('비밀값(키, 토큰, 비밀번호)이 있는 것 같습니다');
  });

  it('lets a memory listed as no secret (not_secrets) be read and counts it, as any other memory', () => {
    const w = usageWorkspace();
    writeFileSync(
      w.memory('proj', 'ci-token'),
      `---\ntitle: CI token\ndescription: the example token in the docs\nnot_secrets: [${secretDigest(TOKEN)}]\n---\nThe docs show ${TOKEN}.\n`,
    );
    read(w.home, readEvent(w.memory('proj', 'ci-token')));
    expect(pendingRecords(w.state).map((r) => r.kind === 'read' && r.name)).toEqual(['ci-token']);
  });

  it('says nothing and counts nothing after the read (PostToolUse of an earlier install): nothing can be held back there', () => {
    const w = withSecret();
    read(w.home, afterReadEvent(w.memory('proj', 'ci-token')));
    expect(existsSync(w.state)).toBe(false);
  });

  it('asks before a read of a memory whose secret lies past the 256 KB the list looks at, and not of one without', () => {
    const w = usageWorkspace();
    const filler = 'step: check the dashboard and wait\n'.repeat(8_000);
    writeFileSync(
      w.memory('proj', 'runbook'),
      memoryFile({ title: 'Runbook', description: 'every step of a release' }, `${filler}then deploy with ${TOKEN}\n`),
    );
    writeFileSync(w.memory('proj', 'long'), memoryFile({ title: 'Long', description: 'a long note' }, filler));
    const env = { HOME: w.home, PROJECT_MEMORY_LANG: 'en' };
    const r = runHook(
      readEvent(w.memory('proj', 'runbook'), { tool_input: { file_path: w.memory('proj', 'runbook'), offset: 8000, limit: 10 } }),
      env,
      READ_HOOK,
    );
    expect(answer(r.stdout).permissionDecision).toBe('ask');
    expect(answer(r.stdout).permissionDecisionReason).toContain('where the list marks none');
    expect(r.stdout).not.toContain(TOKEN);
    expect(runHook(readEvent(w.memory('proj', 'long')), env, READ_HOOK).stdout).toBe('');
    // a path through a file names nothing to read: no word, not even on stderr
    const through = runHook(readEvent(join(w.memory('proj', 'long'), 'x.md')), env, READ_HOOK);
    expect([through.code, through.stdout, through.stderr]).toEqual([0, '', '']);
  });

  it.each([
    ['a copy a merge tool left', 'proj/ci-token.md.orig'],
    ['a text note', 'proj/notes.txt'],
    ['a note in a subfolder', 'proj/old/ci.md'],
    ['a dot-file', 'proj/.ci.md'],
    ['a file in the memory root', 'ci.md'],
  ])('asks before a read of %s in a memory folder that holds a secret, which no list marks', (_case, file) => {
    const w = usageWorkspace();
    const path = join(w.memoryRoot, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `Use ${TOKEN} for the CI.\n`);
    const r = runHook(readEvent(path), { HOME: w.home, PROJECT_MEMORY_LANG: 'en' }, READ_HOOK);
    expect(answer(r.stdout)).toMatchObject({ permissionDecision: 'ask' });
    // lint names a memory in the memory root; the other files it never looks at
    expect(answer(r.stdout).permissionDecisionReason).toContain(
      file === 'ci.md'
        ? `This memory looks like it holds a secret (a key, token or password): ${path}.`
        : `This file in the memory folder looks like it holds a secret (a key, token or password) where the list marks none (past a memory's first 256 KB, or in a file that is no memory): ${path}.`,
    );
    expect(r.stdout).not.toContain(TOKEN);
    // the same file without the secret is read without a word
    writeFileSync(path, 'Use the token in the vault for the CI.\n');
    expect(runHook(readEvent(path), { HOME: w.home }, READ_HOOK).stdout).toBe('');
  });

  it('asks before a read of a file in a memory folder too large to check, unread, in English and in Korean', () => {
    const w = usageWorkspace();
    const dump = join(w.memoryRoot, 'proj', 'dump.log');
    writeFileSync(dump, `Use ${TOKEN} for the CI.\n`);
    // sparse: 17 MB on paper, a few bytes on disk
    truncateSync(dump, 17 * 1024 * 1024);
    const r = runHook(readEvent(dump, { tool_input: { file_path: dump, offset: 1, limit: 10 } }), { HOME: w.home, PROJECT_MEMORY_LANG: 'en' }, READ_HOOK);
    expect(answer(r.stdout)).toMatchObject({ permissionDecision: 'ask' });
    expect(answer(r.stdout).permissionDecisionReason).toContain(`is over 16 MB, too large to check for a secret (a key, token or password): ${dump}.`);
    const ko = runHook(readEvent(dump), { HOME: w.home, PROJECT_MEMORY_LANG: 'ko' }, READ_HOOK);
    expect(answer(ko.stdout).permissionDecisionReason).toContain('16 MB보다 커서');
    // a file as large outside the memory folder is none of the gate's business
    const outside = join(w.ws, 'dump.log');
    writeFileSync(outside, '');
    truncateSync(outside, 17 * 1024 * 1024);
    expect(runHook(readEvent(outside), { HOME: w.home }, READ_HOOK).stdout).toBe('');
  });

  it('asks before a read through a symbolic link below the memory root, a file or a folder, where the read would follow it unchecked', () => {
    const w = usageWorkspace();
    const key = join(w.root, 'id_deploy');
    writeFileSync(key, `${TOKEN}\n`);
    const linked = w.memory('proj', 'deploy-key');
    symlinkSync(key, linked);
    const r = runHook(readEvent(linked), { HOME: w.home, PROJECT_MEMORY_LANG: 'en' }, READ_HOOK);
    expect(answer(r.stdout)).toMatchObject({ permissionDecision: 'ask' });
    expect(answer(r.stdout).permissionDecisionReason).toContain(
      `goes through a symbolic link to a file outside it, which is not checked for a secret (a key, token or password): ${linked}.`,
    );
    const outside = join(w.root, 'notes');
    mkdirSync(outside);
    writeFileSync(join(outside, 'k.md'), memoryFile({ title: 'k', description: 'plain' }));
    symlinkSync(outside, join(w.memoryRoot, 'proj', 'sub'));
    const ko = runHook(readEvent(join(w.memoryRoot, 'proj', 'sub', 'k.md')), { HOME: w.home, PROJECT_MEMORY_LANG: 'ko' }, READ_HOOK);
    expect(answer(ko.stdout).permissionDecisionReason).toContain('심볼릭 링크를 거쳐');
    // a plain memory, and a memory root reached through a link above it, read as before
    expect(runHook(readEvent(w.memory('proj', 'deploy-cert')), { HOME: w.home }, READ_HOOK).stdout).toBe('');
    const above = join(w.root, 'ws-link');
    symlinkSync(w.ws, above);
    expect(runHook(readEvent(join(above, MEMORY, 'proj', 'deploy-cert.md')), { HOME: w.home }, READ_HOOK).stdout).toBe('');
  });

  // the gate looked for `.ai-core` in the path as written: a link from outside led past it
  it('asks before a read of a memory marked for a secret through a path that does not spell .ai-core: a folder or a file linked from outside', () => {
    const w = withSecret();
    const folderLink = join(w.root, 'aic');
    symlinkSync(join(w.ws, '.ai-core'), folderLink);
    const fileLink = join(w.root, 'notes.md');
    symlinkSync(w.memory('proj', 'ci-token'), fileLink);
    for (const path of [join(folderLink, 'data', 'memory', 'proj', 'ci-token.md'), fileLink]) {
      const r = runHook(readEvent(path), { HOME: w.home, PROJECT_MEMORY_LANG: 'en' }, READ_HOOK);
      expect(answer(r.stdout), path).toMatchObject({ permissionDecision: 'ask' });
      expect(r.stdout).not.toContain(TOKEN);
    }
    // relative to the session's folder, as Gemini names a file
    const relative = runHook(readEvent('notes.md', { cwd: w.root }), { HOME: w.home }, READ_HOOK);
    expect(answer(relative.stdout)).toMatchObject({ permissionDecision: 'ask' });
    // a plain memory through a link, and a file that is no memory, are read as before
    const plain = join(w.root, 'plain.md');
    symlinkSync(w.memory('proj', 'deploy-cert'), plain);
    expect(runHook(readEvent(plain), { HOME: w.home }, READ_HOOK).stdout).toBe('');
    writeFileSync(join(w.root, 'other.md'), `Use ${TOKEN} here.\n`);
    expect(runHook(readEvent(join(w.root, 'other.md')), { HOME: w.home }, READ_HOOK).stdout).toBe('');
  });

  it('asks before a read of a memory written in UTF-16 that holds a secret, as the client decodes it', () => {
    const w = usageWorkspace();
    const file = w.memory('proj', 'win-notes');
    const text = memoryFile({ title: 'Windows', description: 'the CI on Windows' }, `Use ${TOKEN} there.`);
    writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    const r = runHook(readEvent(file), { HOME: w.home, PROJECT_MEMORY_LANG: 'en' }, READ_HOOK);
    expect(answer(r.stdout)).toMatchObject({ permissionDecision: 'ask' });
    // the same file without the secret is read as any other
    writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(memoryFile({ title: 'Windows', description: 'plain' }), 'utf16le')]));
    expect(runHook(readEvent(file), { HOME: w.home }, READ_HOOK).stdout).toBe('');
  });

  it('asks before a read of one written in UTF-16 with no byte order mark too, in either byte order', () => {
    const w = usageWorkspace();
    const file = w.memory('proj', 'win-notes');
    const text = memoryFile({ title: 'Windows', description: 'the CI on Windows' }, `Use ${TOKEN} there.`);
    // a Korean title too: not every character of the first ones has a NUL beside it
    const korean = memoryFile({ title: '윈도 CI 배포 — 토큰', description: '윈도 CI에서 쓰는 토큰' }, `Use ${TOKEN} there.`);
    for (const bytes of [Buffer.from(text, 'utf16le'), Buffer.from(text, 'utf16le').swap16(), Buffer.from(korean, 'utf16le')]) {
      writeFileSync(file, bytes);
      const r = runHook(readEvent(file), { HOME: w.home, PROJECT_MEMORY_LANG: 'en' }, READ_HOOK);
      expect(answer(r.stdout)).toMatchObject({ permissionDecision: 'ask' });
    }
  });

  it("reads the not_secrets of a UTF-16 memory's front matter as the client decodes it: the value listed there is let through", () => {
    const w = usageWorkspace();
    const file = w.memory('proj', 'win-notes');
    const body = `Use ${TOKEN} there.`;
    const [finding] = findSecrets(body, 'body');
    const text = memoryFile({ title: 'Windows', description: 'the CI on Windows', extra: `not_secrets: [${finding?.digest}]` }, body);
    for (const bytes of [Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]), Buffer.from(text, 'utf16le')]) {
      writeFileSync(file, bytes);
      expect(runHook(readEvent(file), { HOME: w.home }, READ_HOOK).stdout).toBe('');
    }
  });

  it('masks a secret pasted as the file name in the reason, as the list does', () => {
    const w = usageWorkspace();
    const file = w.memory('proj', TOKEN);
    writeFileSync(file, memoryFile({ title: 'ci', description: 'the CI note' }));
    const r = runHook(readEvent(file), { HOME: w.home, PROJECT_MEMORY_LANG: 'en' }, READ_HOOK);
    expect(answer(r.stdout).permissionDecision).toBe('ask');
    expect(r.stdout).not.toContain(TOKEN);
  });
});

// Claude Code runs the same check before a shell command that names `.ai-core` (install's
// `if: Bash(*.ai-core*)`): the list tells the model to read a memory marked for a secret with
// no tool, and a `cat` of one went to the model's API unasked and uncounted.
describe("the built shell read hook, before Claude Code's Bash runs a command naming .ai-core", () => {
  const TOKEN = `ghp_${'Q1w2E3r4T5'.repeat(3)}654321`;
  const SHELL_HOOK = builtHookPath('ShellRead');
  const bash = (command: string, cwd: string) => ({ ...readEvent('', { cwd }), tool_name: 'Bash', tool_input: { command, description: 'Read a memory' } });

  it('asks before a command that reads a memory marked for a secret, in a chain, from the workspace or a cd into the memory folder; counts nothing', () => {
    const w = usageWorkspace();
    writeFileSync(w.memory('proj', 'ci-token'), memoryFile({ title: 'CI token', description: 'the token CI uses' }, `Use ${TOKEN} for the CI.\n`));
    for (const [command, cwd] of [
      [`cat ${w.memory('proj', 'ci-token')}`, w.launch],
      [`echo hi && sed -n 1,20p ${MEMORY}/proj/ci-token.md`, w.ws],
      [`cd ${MEMORY} && cat _global/docker-403.md proj/ci-token.md`, w.ws],
      // braces a shell expands, and git printing the file from a commit
      [`cat ${MEMORY}/proj/{ci-token,other}.md`, w.ws],
      [`git show HEAD:${MEMORY}/proj/ci-token.md`, w.ws],
      // more names in braces than are expanded: read as the glob they stand for
      [`cat ${MEMORY}/proj/{${Array.from({ length: 300 }, (_, i) => `n${i}`).join(',')},ci-token}.md`, w.ws],
    ] as const) {
      const r = runHook(bash(command, cwd), { HOME: w.home, PROJECT_MEMORY_LANG: 'en' }, SHELL_HOOK);
      expect(r.code, command).toBe(0);
      const out = answer(r.stdout);
      expect(out, command).toMatchObject({ hookEventName: 'PreToolUse', permissionDecision: 'ask' });
      expect(out.permissionDecisionReason).toContain(`looks like it holds a secret (a key, token or password): ${w.memory('proj', 'ci-token')}.`);
      expect(r.stdout).not.toContain(TOKEN);
    }
    expect(existsSync(w.state)).toBe(false);
  });

  it('counts the memories a command reads and lets Claude Code ask as it would: a shell command is never allowed by the hook', () => {
    const w = usageWorkspace();
    // launched in the workspace, where a Read of the same memory is allowed without asking
    read(w.home, bash(`head -5 ${MEMORY}/proj/deploy-cert.md && cat ${w.memory('_global', 'docker-403')}; rm -rf build`, w.ws), { PROJECT_MEMORY_LANG: 'en' });
    expect(
      pendingRecords(w.state)
        .map((r) => (r.kind === 'read' ? `${r.folder}/${r.name}` : ''))
        .sort(),
    ).toEqual(['_global/docker-403', 'proj/deploy-cert']);
    // naming the folder without reading a memory: nothing
    read(w.home, bash(`ls ${MEMORY}/proj && git add ${MEMORY}`, w.ws));
    expect(pendingRecords(w.state)).toHaveLength(2);
  });

  it('counts no memory a search or a glob goes through (no one memory was read), and still asks where one of them holds a secret', () => {
    const w = usageWorkspace();
    read(w.home, bash(`grep -rn docker ${MEMORY} && cat ${MEMORY}/_global/*.md`, w.ws));
    expect(existsSync(w.state)).toBe(false);
    writeFileSync(w.memory('proj', 'ci-token'), memoryFile({ title: 'CI token', description: 'the token CI uses' }, `Use ${TOKEN} for the CI.\n`));
    const r = runHook(bash(`grep -rn docker ${MEMORY}`, w.ws), { HOME: w.home, PROJECT_MEMORY_LANG: 'en' }, SHELL_HOOK);
    expect(answer(r.stdout)).toMatchObject({ permissionDecision: 'ask' });
  });
});
