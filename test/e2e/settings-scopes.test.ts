// What install and doctor say of hooks in more than one settings file rests on how Claude
// Code runs them: an identical command string once, however many files hold it; differing
// ones each (lib/diagnose/doctor/registrations.ts, scripts/commands/install.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { shellCommand } from '../../lib/shell-quote.js';
import { makeClaudeHome, runClaude } from '../support/claude.js';
import { useStandIn } from '../support/stand-in.js';
import { tempTree } from '../support/temp.js';

test('the real claude -p runs a UserPromptSubmit command held by user and project settings once, and a differing one beside it', {
  timeout: 120_000,
}, async () => {
  const root = tempTree({ 'proj/.claude/': '', 'runs.log': '' });
  const log = join(root, 'runs.log');
  const logging = (word: string) => ({ type: 'command', command: `echo ${word} >> ${shellCommand([log])}` });
  const settings = (...hooks: object[]) => ({ hooks: { UserPromptSubmit: [{ hooks }] } });
  const home = makeClaudeHome({ settings: settings(logging('same')) });
  const project = join(root, 'proj');
  writeFileSync(join(project, '.claude/settings.json'), JSON.stringify(settings(logging('same'))));
  writeFileSync(join(project, '.claude/settings.local.json'), JSON.stringify(settings(logging('other'))));
  const standIn = await useStandIn();
  const run = await runClaude({ prompt: 'hello', cwd: project, home, port: standIn.port });
  expect(run.code, run.stderr).toBe(0);
  expect(readFileSync(log, 'utf8').split('\n').filter(Boolean).sort()).toEqual(['other', 'same']);
});
