// `save` writes lowercase NFC names; a memory made by hand or on a Mac may be `Docker.md`,
// `docker.MD`, or a Hangul name written decomposed (NFD). Beside such a file, a new
// `docker.md` is a second memory on Linux and the same file on macOS and Windows: a
// teammate's checkout there keeps one of the two. save refuses to make that twin, names
// the file and the rename, and writes nothing. The built CLI as a real process.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { baseEnv, runProcess } from '../support/process.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const EN = { PROJECT_MEMORY_LANG: 'en' };
const KO = { PROJECT_MEMORY_LANG: 'ko' };
const MEMORY = '---\ntitle: Docker builds\ndescription: how images are built here\ncreated_at: 2026-01-01\n---\nUse buildx.\n';

function workspace(file: string) {
  const root = tempTree({ '.ai-core/data/memory/proj/': '', 'proj/': '' });
  const folder = join(root, '.ai-core', 'data', 'memory', 'proj');
  writeFileSync(join(folder, file), MEMORY);
  return { project: join(root, 'proj'), home: makeTempDir(), folder };
}

type Ws = ReturnType<typeof workspace>;

const cli = (ws: Ws, args: string[], env = EN) => runCli(args, { cwd: ws.project, home: ws.home, env });

/** The `rename` a message advises, `(\`…\`)` after "rename it to NAME.md", run as a shell would run it pasted. */
async function runAdvisedRename(ws: Ws, message: string, name: string) {
  const command = new RegExp(`ename it to ${name}\\.md \\(\`([^\`]+)\`\\)`).exec(message)?.[1];
  expect(command, message).toBeDefined();
  expect(command).toContain(' rename ');
  const run = await runProcess('/bin/sh', ['-c', command as string], { cwd: ws.home, env: { ...baseEnv(ws.home), ...EN }, timeoutMs: 20_000 });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
}
const save = (name: string, ...more: string[]) => [
  'save',
  '--scope',
  'project',
  '--name',
  name,
  '--title',
  'Registry login',
  '--description',
  'log in before a push',
  ...more,
];

describe('save beside a file that is the same name spelled another way', () => {
  it.each([
    ['Docker.md', 'docker'],
    ['docker.MD', 'docker'],
    [`${'도커'.normalize('NFD')}.md`, '도커'],
  ])('refuses to make %s a twin, names it and the rename, and writes nothing', async (file, name) => {
    const ws = workspace(file);
    const path = join(ws.folder, file);
    const en = await cli(ws, save(name));
    expect(en.code).toBe(3);
    expect(en.stderr).toContain(`${path} is ${name}.md spelled another way`);
    expect(en.stderr).toContain('Nothing was saved.');
    const ko = await cli(ws, save(name), KO);
    expect(ko.code).toBe(3);
    expect(ko.stderr).toContain(`${path}: ${name}.md`);
    expect(ko.stderr).toContain('아무것도 저장하지 않았습니다');
    expect(readdirSync(ws.folder)).toEqual([file]);
    expect(readFileSync(path, 'utf8')).toBe(MEMORY);
    // the rename it names, pasted anywhere, gives the file the name save writes; --update then finds it
    await runAdvisedRename(ws, en.stderr, name);
    expect(readdirSync(ws.folder)).toEqual([`${name}.md`]);
    expect(readFileSync(join(ws.folder, `${name}.md`), 'utf8')).toBe(MEMORY);
    expect((await cli(ws, save(name, '--update'))).code).toBe(0);
  });

  it('says so for --update too, where the name alone would read as no such memory', async () => {
    const ws = workspace('Docker.md');
    const run = await cli(ws, save('docker', '--update'));
    expect(run.code).toBe(3);
    expect(run.stderr).toContain(`${join(ws.folder, 'Docker.md')} is docker.md spelled another way`);
    expect(readdirSync(ws.folder)).toEqual(['Docker.md']);
  });

  it.each([
    ['Docker.md', 'docker'],
    [`${'도커'.normalize('NFD')}.md`, '도커'],
  ])('verify of %s by the name it looks like names the file and the rename, where it said no such memory', async (file, name) => {
    const ws = workspace(file);
    const path = join(ws.folder, file);
    const en = await cli(ws, ['verify', name]);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(`${path} is ${name}.md spelled another way`);
    const ko = await cli(ws, ['verify', name], KO);
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain(`${path}: ${name}.md`);
    expect(readFileSync(path, 'utf8')).toBe(MEMORY);
    await runAdvisedRename(ws, en.stderr, name);
    expect((await cli(ws, ['verify', name])).code).toBe(0);
  });

  it('verify of a name typed in capitals names the rename save would make: lower case', async () => {
    const ws = workspace('Docker.md');
    const run = await cli(ws, ['verify', 'DOCKER']);
    expect(run.code).toBe(1);
    await runAdvisedRename(ws, run.stderr, 'docker');
    expect(readdirSync(ws.folder)).toEqual(['docker.md']);
  });

  it('saves beside a name that only begins the same', async () => {
    const ws = workspace('Docker-compose.md');
    const run = await cli(ws, save('docker'));
    expect(run.stderr).not.toContain('spelled another way');
    expect(run.code).toBe(0);
    expect(readdirSync(ws.folder).sort()).toEqual(['Docker-compose.md', 'docker.md']);
  });
});
