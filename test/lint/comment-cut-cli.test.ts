// A hand-written one-line field whose plain value holds " #" (`description: Post deploy
// notices in Slack #ops-alerts before merging`): YAML reads the rest as a comment and the
// list shows the cut text. lint warns, saying what the list shows and giving the quoted
// line; the PostToolUse hook tells Claude the same; quoted values and comments the
// author set apart are left alone. The built CLI and hook over real folders.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHookPath } from '../../lib/io/package-paths.js';
import { PLUGIN_ROOT } from '../support/built.js';
import { MEMORY, tempTree } from '../support/fixtures.js';
import { runCli, runHook } from '../support/processes.js';

const fm = (yaml: string) => `---\n${yaml}\n---\n## Fix\nbody\n`;
const CUT = 'description: Post deploy notices in Slack #ops-alerts before merging';

interface JsonReport {
  warnings: number;
  findings: Array<{ file: string; rule: string; severity: string; message: string; fix: string; line?: number }>;
}

function workspace(files: Record<string, string>) {
  return { root: tempTree(Object.fromEntries(Object.entries(files).map(([name, text]) => [`${MEMORY}/_global/${name}`, text]))), home: tempTree() };
}

const run = (ws: { root: string; home: string }, args: string[]) => runCli([...args, '--dir', ws.root], { env: { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' } });

describe('a plain one-line value YAML cuts at " #"', () => {
  it('is a lint warning that says what the list shows and gives the quoted line to write', () => {
    const ws = workspace({ 'deploy-notices.md': fm(`title: Deploy notices\n${CUT}\ntags: [deploy]`) });
    // what the list shows: the text before " #"
    expect(run(ws, ['list']).stdout).toContain('deploy-notices — Post deploy notices in Slack\n');
    const lint = run(ws, ['lint', '--json']);
    expect(lint.code).toBe(0);
    const report = JSON.parse(lint.stdout) as JsonReport;
    expect(report.warnings).toBe(1);
    expect(report.findings).toEqual([
      {
        file: join(ws.root, MEMORY, '_global', 'deploy-notices.md'),
        rule: 'comment-cut',
        severity: 'warning',
        message:
          'description reads as "Post deploy notices in Slack", which is what the list shows: without quotes, YAML takes " #" for the start of a comment and drops "#ops-alerts before merging"',
        fix: 'put the whole value in double quotes: `description: "Post deploy notices in Slack #ops-alerts before merging"`; if the rest is a comment, move it to a line of its own',
        line: 3,
      },
    ]);
  });

  it.each([
    ['a title with an issue number', 'title: Retry fixed in #42\ndescription: d', 'title: "Retry fixed in #42"'],
    ['a source', 'title: t\ndescription: d\nsource: Slack thread in #ops', 'source: "Slack thread in #ops"'],
    ['tags written as text', 'title: t\ndescription: d\ntags: deploy, #slack', 'tags: "deploy, #slack"'],
    ['a tab before the #', 'title: t\ndescription: notices go to\t#ops', 'description: "notices go to\\t#ops"'],
    ['a value holding a double quote', 'title: t\ndescription: the "deploy" channel #ops', 'description: "the \\"deploy\\" channel #ops"'],
  ])('%s is warned of too, with its own quoted line', (_, yaml, line) => {
    const ws = workspace({ 'note.md': fm(yaml) });
    const report = JSON.parse(run(ws, ['lint', '--json']).stdout) as JsonReport;
    expect(report.findings.map((f) => f.rule)).toEqual(['comment-cut']);
    expect(report.findings[0]?.fix).toContain(`\`${line}\``);
  });

  it.each([
    ['a double-quoted value', 'title: t\ndescription: "Post deploy notices in Slack #ops-alerts before merging"'],
    ['a single-quoted value', "title: t\ndescription: 'Post deploy notices in Slack #ops-alerts'"],
    ['a comment after a [ ] list', 'title: t\ndescription: d\ntags: [deploy, slack] # team tags'],
    ['a comment after a quoted value', 'title: t\ndescription: "Post deploy notices" #ops-alerts'],
    ['a comment written as YAML comments are, "# " after the value', 'title: t\ndescription: Post deploy notices # reworded in May'],
    ['a comment on a line of its own', 'title: t\n# the channel is #ops-alerts\ndescription: Post deploy notices'],
    ['a # inside a word', 'title: C# build tips\ndescription: dotnet builds need the C# SDK'],
  ])('%s is no warning', (_, yaml) => {
    const ws = workspace({ 'note.md': fm(yaml) });
    const lint = run(ws, ['lint', '--json']);
    expect((JSON.parse(lint.stdout) as JsonReport).findings).toEqual([]);
  });

  it('is what the PostToolUse hook tells Claude after it writes such a file', () => {
    const ws = workspace({ 'deploy-notices.md': fm(`title: Deploy notices\n${CUT}`) });
    const path = join(ws.root, MEMORY, '_global', 'deploy-notices.md');
    const event = { session_id: 's1', cwd: ws.root, hook_event_name: 'PostToolUse', tool_name: 'Write', tool_input: { file_path: path, content: '…' } };
    const hook = runHook(event, { HOME: ws.home, PROJECT_MEMORY_LANG: 'en' }, builtHookPath('PostToolUse', PLUGIN_ROOT));
    expect(hook.code).toBe(0);
    const context = (JSON.parse(hook.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
    expect(context).toContain('description reads as "Post deploy notices in Slack", which is what the list shows');
    expect(context).toContain('`description: "Post deploy notices in Slack #ops-alerts before merging"`');
  });
});
