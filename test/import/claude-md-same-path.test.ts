// Two CLAUDE.md headings with the same path ("Project > Build" twice) could not be told
// apart: the refusal advised the path, which matched both again. A heading's line picks
// it, and each command the refusal prints, pasted into a shell as it is, imports one.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { baseEnv, runProcess } from '../support/process.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

const CLAUDE_MD = [
  '# Project',
  '',
  '## Build',
  '',
  'Run npm run build first.',
  '',
  '## Testing',
  '',
  'Run npx vitest run.',
  '',
  '## Build',
  '',
  'Release builds use make dist.',
  '',
].join('\n');

function project(): { app: string; home: string } {
  const root = tempTree({ 'app/.git/HEAD': 'ref: refs/heads/main\n', 'app/.ai-core/': '', 'app/CLAUDE.md': CLAUDE_MD, 'elsewhere/': '' });
  return { app: join(root, 'app'), home: makeTempDir('pm-import-home-') };
}

/** The commands a refusal advises, in backticks. */
function advised(stderr: string): string[] {
  return [...stderr.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
}

interface Imported {
  items: Array<{ from: string; description: string }>;
}

describe('import claude-md with two headings of the same path', () => {
  it('picks a section by the line the heading list shows', async () => {
    const p = project();
    const r = await runCli(['import', 'claude-md', '--section', '11', '--json'], { cwd: p.app, home: p.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as Imported;
    expect(out.items.map((i) => i.description)).toEqual(['Release builds use make dist.']);
  });

  it.each([
    ['en', [], 'Pick one: '],
    ['ko', [], '하나를 고르세요: '],
    ['en', ['--dir', '<app>'], 'Pick one: '],
    ['en', ['<app>/CLAUDE.md'], 'Pick one: '],
  ])('refusal in %s (%j) advises one command per heading, and each, run verbatim, imports that heading', async (lang, extra, lead) => {
    const p = project();
    const args = extra.map((a) => a.replace('<app>', p.app));
    // with --dir or PATH the command runs from another folder, as a pasted command may
    const cwd = args.length > 0 ? join(p.app, '..', 'elsewhere') : p.app;
    const env = { ...baseEnv(p.home), PROJECT_MEMORY_LANG: lang };
    const r = await runCli(['import', 'claude-md', ...args, '--section', 'Build'], { cwd, home: p.home, env: { PROJECT_MEMORY_LANG: lang } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(lead);
    const commands = advised(r.stderr);
    expect(commands).toHaveLength(2);
    const descriptions: string[] = [];
    for (const command of commands) {
      const pasted = await runProcess('sh', ['-c', `${command} --json`], { cwd, env, timeoutMs: 20_000 });
      expect(pasted.code, `${command}\n${pasted.stderr}`).toBe(0);
      descriptions.push(...(JSON.parse(pasted.stdout) as Imported).items.map((i) => i.description));
    }
    expect(descriptions).toEqual(['Run npm run build first.', 'Release builds use make dist.']);
  });
});
