// The save guidance gives the model a command with `<…>` to fill in. Run as printed, it
// used to save a memory named `title` listed as `‹one-line description›`, and a kept
// `--tags '<tag1,tag2>'` stored tags the ranking then used. save refuses a field that is
// still the template (either language's), names it and what to do, and writes nothing.
// The built CLI as a real process.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUIDANCE_TEXT } from '../../lib/i18n/guidance.js';
import { assertBuilt, runCli } from '../support/built.js';
import { makeTempDir, tempTree } from '../support/temp.js';

beforeAll(() => assertBuilt());

function workspace() {
  const root = tempTree({ '.ai-core/data/memory/proj/': '', 'proj/': '' });
  return { project: join(root, 'proj'), home: makeTempDir(), folder: join(root, '.ai-core', 'data', 'memory', 'proj') };
}

const FILLED = { title: 'Registry login', description: 'log in to the registry before a push', tags: 'docker', body: 'Run docker login first.' };

function args(fields: typeof FILLED): string[] {
  return ['save', '--scope', 'project', '--title', fields.title, '--description', fields.description, '--tags', fields.tags, '--body', fields.body];
}

describe('a save that still holds the template of the save guidance', () => {
  for (const lang of ['en', 'ko'] as const) {
    const template = GUIDANCE_TEXT[lang].placeholders;
    it.each([
      ['title', { ...FILLED, title: template.title }],
      ['description', { ...FILLED, description: template.description }],
      ['tags', { ...FILLED, tags: template.tags }],
      ['body', { ...FILLED, body: template.body }],
    ] as const)(`${lang} template: refuses its %s, naming it, and writes nothing`, async (field, fields) => {
      const ws = workspace();
      const run = await runCli(args(fields), { cwd: ws.project, home: ws.home, env: { PROJECT_MEMORY_LANG: 'en' } });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(field === 'body' ? 'the body still holds the template' : `--${field} is still the template's`);
      expect(run.stderr).toContain('Nothing was saved.');
      expect(readdirSync(ws.folder)).toEqual([]);
    });
  }

  it('says it in Korean too', async () => {
    const ws = workspace();
    const run = await runCli(args({ ...FILLED, tags: '<tag1,tag2>' }), { cwd: ws.project, home: ws.home, env: { PROJECT_MEMORY_LANG: 'ko' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--tags가 템플릿의 <tag1,tag2> 그대로입니다');
  });

  it('saves a memory that only speaks of an HTML <title>', async () => {
    const ws = workspace();
    const fields = { ...FILLED, title: 'Set <title> per page', body: 'Each page sets its own <title> in the head.' };
    const run = await runCli(args(fields), { cwd: ws.project, home: ws.home, env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(join(ws.folder, 'set-title-per-page.md'))).toBe(true);
  });
});
