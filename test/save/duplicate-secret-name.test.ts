import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY, memoryFile, tempTree } from '../support/fixtures.js';
import { runCli } from '../support/processes.js';

// assembled at run time, so that this file does not itself read as a leak
const AWS_NAME = ['AK', 'IA', 'Q2MP7VR4TY8WB1NQ'].join('');
const GITHUB_NAME = ['gh', 'p_', 'q8Zk3PmW9xYt2RvL5nB7cD1eq8Zk3PmW9xYq'].join('');

/** A memory whose file name is a credential is listed masked; the reports that name it as a duplicate mask it too. */
describe('a duplicate whose name holds a credential', () => {
  const setting = () => {
    const ws = tempTree({ [`${MEMORY}/shop/`]: '' });
    const folder = join(ws, MEMORY, 'shop');
    mkdirSync(folder, { recursive: true });
    const note = memoryFile({ title: 'Deploy window', description: 'Deploys run on Tuesdays at ten' });
    writeFileSync(join(folder, `${AWS_NAME}.md`), note);
    writeFileSync(join(folder, `${GITHUB_NAME}.md`), note);
    return { ws, env: { HOME: tempTree(), PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_PROJECT: 'shop' } };
  };

  it('is masked in lint, text and --json', () => {
    const { ws, env } = setting();
    for (const args of [['lint'], ['lint', '--json']]) {
      const out = runCli([...args, '--dir', ws], { env });
      expect(out.stdout).toContain('says the same as');
      expect(`${out.stdout}${out.stderr}`).not.toContain(AWS_NAME);
      expect(`${out.stdout}${out.stderr}`).not.toContain(GITHUB_NAME);
    }
  });

  it("is masked in save's refusal of a near duplicate, which the model reads", () => {
    const { ws, env } = setting();
    const saved = runCli(['save', '--dir', ws, '--scope', 'project', '--title', 'Deploy window', '--description', 'Deploys run on Tuesdays at ten'], {
      env,
      input: 'body\n',
    });
    expect(saved.code).toBe(3);
    expect(saved.stderr).toContain('***');
    expect(`${saved.stdout}${saved.stderr}`).not.toContain(AWS_NAME);
    expect(`${saved.stdout}${saved.stderr}`).not.toContain(GITHUB_NAME);
  });
});
