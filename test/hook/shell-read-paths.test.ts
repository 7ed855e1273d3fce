import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellReadPaths } from '../../lib/hook/shell-read-paths.js';
import { toolReadPaths } from '../../lib/hook/tool-file-path.js';

const M = '/w/.ai-core/data/memory/app';

describe('the files a shell command reads', () => {
  it.each([
    ['cat', `cat ${M}/port.md`, [`${M}/port.md`]],
    ['a path to the command, options, and two files', `/bin/cat -n ${M}/a.md ${M}/b.md`, [`${M}/a.md`, `${M}/b.md`]],
    ['quoted, with a space', `sed -n '1,200p' "${M}/my note.md"`, ['1,200p', `${M}/my note.md`]],
    ['a backslash before a space', `head ${M}/my\\ note.md`, [`${M}/my note.md`]],
    ['environment first, each side of a pipe', `LC_ALL=C grep -n port ${M}/a.md | head -5`, ['port', `${M}/a.md`]],
    ['after && and ;', `cd /w && cat ${M}/a.md; tail ${M}/b.md`, [`${M}/a.md`, `${M}/b.md`]],
    ['an input redirection, whatever the command', `wc -l < ${M}/a.md > /tmp/out 2>&1`, [`${M}/a.md`]],
    [
      'braces as written (quoted, they are a name) and as a shell expands them, nested and in ranges',
      `cat ${M}/{hsec,seed}.md ${M}/x{a,b{c,d}}.md ${M}/{solo}.md ${M}/n{r..t}.md`,
      [
        `${M}/{hsec,seed}.md`,
        `${M}/hsec.md`,
        `${M}/seed.md`,
        `${M}/x{a,b{c,d}}.md`,
        `${M}/xa.md`,
        `${M}/xb{c,d}.md`,
        `${M}/xbc.md`,
        `${M}/xbd.md`,
        `${M}/{solo}.md`,
        `${M}/n{r..t}.md`,
        `${M}/nr.md`,
        `${M}/ns.md`,
        `${M}/nt.md`,
      ],
    ],
    [
      'braces past 256 words, as a glob for the caller to expand',
      `cat ${M}/x${'{a,b}'.repeat(40)}`,
      [`${M}/x${'{a,b}'.repeat(40)}`, `${M}/x${'*'.repeat(40)}`],
    ],
    [
      'git show of a revision, and a diff, blame or log -p of a path',
      `git show HEAD:${M}/a.md; git diff --stat ${M}/b.md; git blame ${M}/c.md; git log -p -- ${M}/d.md`,
      [`${M}/a.md`, `${M}/b.md`, `${M}/c.md`, `${M}/d.md`],
    ],
  ])('%s', (_, command, paths) => {
    expect(shellReadPaths(command)).toEqual(paths);
  });

  it.each([
    ['a move or a deletion, a fix for a memory marked for a secret', `git rm ${M}/secret.md; mv ${M}/a.md ${M}/b.md`],
    ['a write', `echo hi > ${M}/a.md`],
    ["a here-document's text, which names files it does not read", `node cli.cjs save --title x <<'MEMORY_EOF'\n## Fix\ncat ${M}/other.md\nMEMORY_EOF`],
    ['a here-string', `cat <<< "${M}/a.md"`],
    ['a command too long to be a read', `cat ${M}/a.md ${'x'.repeat(1_100_000)}`],
    ['sed -i, a fix of the file in place', `sed -i 's/ghp_[A-Za-z0-9]*/REDACTED/' ${M}/creds.md`],
    ['sort -o, awk -i inplace', `sort -o ${M}/a.md ${M}/a.md; awk -i inplace '{print}' ${M}/b.md`],
    ['a shift in $((…)), no here-document', `echo $((1<<2))`],
    ['a script a shell runs from a file, not -c', `bash ${M}/a.md; sh -e script.sh`],
    ['git log without its patches, git add, git mv', `git log -- ${M}/a.md; git add ${M}/b.md; git mv ${M}/c.md ${M}/d.md`],
  ])('none for %s', (_, command) => {
    expect(shellReadPaths(command)).toEqual([]);
  });

  it.each([
    ['keywords and a brace group', `{ cat ${M}/a.md; }; if true; then head ${M}/b.md; fi`, [`${M}/a.md`, `${M}/b.md`]],
    ['the commands that run another, and their options', `sudo env -i LC_ALL=C xargs -0 cat ${M}/a.md`, [`${M}/a.md`]],
    [
      "a shell's -c script past options that take a word",
      `bash -o pipefail -c 'cat ${M}/a.md'; bash --rcfile rc -c "head ${M}/b.md"`,
      [`${M}/a.md`, `${M}/b.md`],
    ],
    [
      "a shell's -c script, options before it or beside c",
      `bash -lc 'cat ${M}/a.md' && sh -c "cd ${M} && paste b.md"; zsh -e -c 'head -3 c.md' name`,
      [`${M}/a.md`, `${M}/b.md`, 'c.md'],
    ],
  ])('past %s', (_, command, paths) => {
    expect(shellReadPaths(command)).toEqual(paths);
  });

  it('braces a shell takes as they are (quoted, escaped) stay out of the grouping; ranges padded and stepped', () => {
    expect(shellReadPaths(`cat {${M}/a.md,\\{} {${M}/b.md,'{'} '${M}/q{c,d}.md'`)).toEqual([
      `{${M}/a.md,{}`,
      `${M}/a.md`,
      '{',
      `{${M}/b.md,{}`,
      `${M}/b.md`,
      '{',
      `${M}/q{c,d}.md`,
    ]);
    expect(shellReadPaths(`cat ${M}/k-{01..03}.md ${M}/s{1..5..2}.md`)).toEqual([
      `${M}/k-{01..03}.md`,
      `${M}/k-01.md`,
      `${M}/k-02.md`,
      `${M}/k-03.md`,
      `${M}/s{1..5..2}.md`,
      `${M}/s1.md`,
      `${M}/s3.md`,
      `${M}/s5.md`,
    ]);
    // a shell's -c script expands its own braces
    expect(shellReadPaths(`bash -c 'cat ${M}/{a,b}.md'`)).toEqual([`${M}/{a,b}.md`, `${M}/a.md`, `${M}/b.md`]);
  });

  it('hostile braces end in bounded time, past 2^53 too', () => {
    const started = Date.now();
    expect(shellReadPaths(`cat ${M}/a.md x{9007199254740992..9007199254740994}`)).toContain(`${M}/a.md`);
    expect(shellReadPaths(`cat ${M}/a.md ${'{'.repeat(60_000)}${'}'.repeat(60_000)}`)).toContain(`${M}/a.md`);
    expect(shellReadPaths(`cat ${M}/a.md ${`cat ${'{,}'.repeat(1365)} `.repeat(250)}`)).toContain(`${M}/a.md`);
    // well inside the hook's 10 s (about 0.5 s here): before, the first never ended and the others took 10–30 s
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it("from the folder it runs in, and a cd's", () => {
    expect(shellReadPaths('cat creds.md ./a.md ../b/c.md', M)).toEqual([`${M}/creds.md`, `${M}/a.md`, '/w/.ai-core/data/memory/b/c.md']);
    expect(shellReadPaths('cd .ai-core/data/memory/app && cat creds.md; cd /x; cat y.md', '/w')).toEqual([`${M}/creds.md`, '/x/y.md']);
    // git's REV:path from the folder it runs in (the repository's top, as a model runs it), and -C's
    expect(shellReadPaths('git show HEAD:.ai-core/data/memory/app/creds.md; git -C .ai-core diff data/memory/app/a.md', '/w')).toEqual([
      `${M}/creds.md`,
      `${M}/a.md`,
    ]);
    // the index's forms, a log's patch options, git's own options with a word
    expect(
      shellReadPaths(
        'git show :.ai-core/data/memory/app/a.md :0:.ai-core/data/memory/app/b.md; git log -u .ai-core/data/memory/app/c.md; git log -L1,9:.ai-core/data/memory/app/d.md; git --git-dir .git show HEAD:.ai-core/data/memory/app/e.md',
        '/w',
      ),
    ).toEqual([`${M}/a.md`, `${M}/b.md`, `${M}/c.md`, `${M}/d.md`, `${M}/e.md`]);
    // a revision with a slash, -L of a function, a log's other patch options
    expect(
      shellReadPaths(
        'git show origin/main:.ai-core/data/memory/app/a.md; git log -L:^token:.ai-core/data/memory/app/b.md; git log -U5 -- .ai-core/data/memory/app/c.md; git log --patch-with-stat .ai-core/data/memory/app/d.md',
        '/w',
      ),
    ).toEqual([`${M}/a.md`, `${M}/b.md`, `${M}/c.md`, `${M}/d.md`]);
    // a log of messages alone prints no file
    expect(shellReadPaths('git log --follow --oneline .ai-core/data/memory/app/a.md', '/w')).toEqual([]);
  });

  it('reads on after a here-document ends', () => {
    expect(shellReadPaths(`cat <<-EOF > /tmp/x\n\tcat ${M}/in-text.md\n\tEOF\ncat ${M}/after.md`)).toEqual([`${M}/after.md`]);
  });
});

describe("a reading tool's paths", () => {
  const shell = (command: string, cwd = '/w') => ({ tool_name: 'Bash', tool_input: { command }, cwd });
  const tools = new Set(['Bash', 'Read']);

  it("Codex's shell: the words in a workspace folder, a relative one against an absolute cwd", () => {
    expect(toolReadPaths(shell(`cat .ai-core/data/memory/app/a.md /etc/hosts ${M}/../app/b.md`), tools)).toEqual([
      { path: '/w/.ai-core/data/memory/app/a.md', named: true },
      { path: `${M}/b.md`, named: true },
    ]);
    expect(toolReadPaths(shell('cat .ai-core/data/memory/app/a.md', 'relative'), tools)).toEqual([]);
    expect(toolReadPaths(shell(`cat ${M}/a.md`), new Set(['Read']))).toEqual([]);
  });

  it('a glob or a folder in the memory folder as its files, each once, from a cwd inside it too', () => {
    const root = mkdtempSync(join(tmpdir(), 'pm-shell-'));
    const folder = join(root, '.ai-core', 'data', 'memory', 'app');
    mkdirSync(join(folder, 'sub'), { recursive: true });
    for (const name of ['a.md', 'b.md', 'notes.txt', 'sub/c.md']) writeFileSync(join(folder, name), 'x');
    const at = (command: string, cwd = root) =>
      toolReadPaths(shell(command, cwd), tools)
        .map((read) => `${read.path}${read.named ? '' : ' (of a glob or folder)'}`)
        .sort();
    const of = (...names: string[]) => names.map((name) => `${join(folder, name)} (of a glob or folder)`);
    expect(at('cat .ai-core/data/memory/app/*.md')).toEqual(of('a.md', 'b.md'));
    expect(at('grep -r token .ai-core/data/memory')).toEqual(of('a.md', 'b.md', 'notes.txt', 'sub/c.md'));
    expect(at('cat a.md ./a.md b.md', folder)).toEqual([join(folder, 'a.md'), join(folder, 'b.md')]);
    // named on its own as well as through the glob: a read of it
    expect(at('cat a.md *.md', folder)).toEqual([join(folder, 'a.md'), ...of('b.md')]);
    // a glob in a folder's name, a set and its negation, a [ nothing closes (grep's pattern from inside)
    expect(at('cat .ai-core/data/memory/*/b.md')).toEqual(of('b.md'));
    expect(at('cat [a]*.md [!a].md', folder)).toEqual(of('a.md', 'b.md'));
    expect(at("grep -n '\\[' *.md", folder)).toEqual(of('a.md', 'b.md'));
    // a path the disk cannot hold does not stop the look at the others
    expect(at(`cat a.md/x ${'n'.repeat(300)} b.md`, folder)).toEqual([join(folder, 'a.md/x'), join(folder, 'b.md'), join(folder, 'n'.repeat(300))].sort());
    rmSync(root, { recursive: true, force: true });
  });

  it("a file tool's one file_path", () => {
    expect(toolReadPaths({ tool_name: 'Read', tool_input: { file_path: `${M}/./a.md` }, cwd: '/w' }, tools)).toEqual([{ path: `${M}/a.md`, named: true }]);
  });
});
