// The hooks' commands start the `node` of the PATH they run with (nvm users often start their
// client where none is): with none there, each prompt showed "node: not found" while install
// said nothing and doctor's node row was ok, reporting its own Node. The built CLI, started by
// the path to its node, with a PATH that has git and a shell but no node.
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, runCli } from '../support/built.js';
import { tempTree } from '../support/temp.js';

/** A folder of links to what the CLI may run besides node. */
function pathWithoutNode(): string {
  const bin = join(tempTree(), 'bin');
  mkdirSync(bin);
  for (const tool of ['git', 'sh', 'tmux'])
    for (const dir of ['/usr/bin', '/bin']) if (existsSync(join(dir, tool)) && !existsSync(join(bin, tool))) symlinkSync(join(dir, tool), join(bin, tool));
  return bin;
}

beforeAll(() => assertBuilt());

describe('no node on PATH', () => {
  it('install says the hooks will not start, and doctor fails its node row with the same fix; with node there, neither', async () => {
    const ws = tempTree({ '.ai-core/data/memory/_global/': '' });
    const home = tempTree();
    const env = { PATH: pathWithoutNode(), PROJECT_MEMORY_LANG: 'en' };
    const install = await runCli(['install', '--dir', ws], { cwd: ws, home, env });
    expect(install.code, install.stderr).toBe(0);
    expect(install.stdout).toContain('No `node` on this PATH: the hooks start the `node` of the PATH they are run with');
    expect(install.stdout).toContain(`\`sudo ln -s ${process.execPath} /usr/local/bin/node\``);
    const doctor = await runCli(['doctor', '--dir', ws, '--json'], { cwd: ws, home, env });
    const node = (JSON.parse(doctor.stdout) as { checks: { id: string; status: string; message: string; fix?: string }[] }).checks.find((c) => c.id === 'node');
    expect(node).toMatchObject({
      status: 'fail',
      message: `no \`node\` on PATH, so the hooks' commands fail (doctor itself runs on Node ${process.versions.node})`,
    });
    expect(node?.fix).toContain('nvm alias default');
    const again = await runCli(['install', '--dir', ws], { cwd: ws, home: tempTree(), env: { PROJECT_MEMORY_LANG: 'en' } });
    expect(again.stdout).not.toContain('No `node`');
  });
});
