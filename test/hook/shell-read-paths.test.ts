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
  ])('%s', (_, command, paths) => {
    expect(shellReadPaths(command)).toEqual(paths);
  });

  it.each([
    ['a move or a deletion, a fix for a memory marked for a secret', `git rm ${M}/secret.md; mv ${M}/a.md ${M}/b.md`],
    ['a write', `echo hi > ${M}/a.md`],
    ["a here-document's text, which names files it does not read", `node cli.cjs save --title x <<'MEMORY_EOF'\n## Fix\ncat ${M}/other.md\nMEMORY_EOF`],
    ['a here-string', `cat <<< "${M}/a.md"`],
    ['a command too long to be a read', `cat ${M}/a.md ${'x'.repeat(70_000)}`],
  ])('none for %s', (_, command) => {
    expect(shellReadPaths(command)).toEqual([]);
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
      '/w/.ai-core/data/memory/app/a.md',
      `${M}/b.md`,
    ]);
    expect(toolReadPaths(shell('cat .ai-core/data/memory/app/a.md', 'relative'), tools)).toEqual([]);
    expect(toolReadPaths(shell(`cat ${M}/a.md`), new Set(['Read']))).toEqual([]);
  });

  it("a file tool's one file_path", () => {
    expect(toolReadPaths({ tool_name: 'Read', tool_input: { file_path: `${M}/./a.md` }, cwd: '/w' }, tools)).toEqual([`${M}/a.md`]);
  });
});
