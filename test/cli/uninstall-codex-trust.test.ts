// uninstall --client codex takes back the trust of our hooks and only that: Codex keys trust
// by a hook's place, so once the user puts a hook of theirs in front of ours and trusts it,
// the key install recorded holds their trust and ours sits under a key install never wrote.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trustHash, trustKey } from '../../lib/settings/codex-trust.js';
import { readTrustedHash } from '../../lib/settings/hook-trust-toml.js';
import { tempTree } from '../support/fixtures.js';
import { cleanEnv, REPO, runCli } from '../support/processes.js';

const cli = (home: string, args: string[]) => runCli(args, { env: { HOME: home, PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_STATE_DIR: join(home, 'state') } });

describe('uninstall --client codex and trust that moved with a hook put in front of ours', () => {
  it("keeps the user's trust at the key install recorded and removes ours at the key it moved to", () => {
    const home = tempTree({ '.codex/config.toml': 'model = "gpt-x"\n' });
    const ws = tempTree();
    const hooks = join(home, '.codex', 'hooks.json');
    const config = join(home, '.codex', 'config.toml');
    expect(cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']).code).toBe(0);

    // the user's own group goes first; Codex's /hooks then writes both trusts by their new places
    const settings = JSON.parse(readFileSync(hooks, 'utf8'));
    const mine = { type: 'command', command: 'my-tool prompt', timeout: 5 };
    settings.hooks.UserPromptSubmit.unshift({ hooks: [mine] });
    writeFileSync(hooks, `${JSON.stringify(settings, null, 2)}\n`);
    const ours = settings.hooks.UserPromptSubmit[1].hooks[0];
    const mineKey = trustKey(hooks, 'UserPromptSubmit', 0, 0);
    const oursKey = trustKey(hooks, 'UserPromptSubmit', 1, 0);
    const mineHash = trustHash('UserPromptSubmit', undefined, mine);
    const trusted = readFileSync(config, 'utf8').replace(
      /(\[hooks\.state\."[^"]*:user_prompt_submit:0:0"\]\n)trusted_hash = "[^"]*"\n/,
      `$1trusted_hash = "${mineHash}"\n\n[hooks.state."${oursKey}"]\ntrusted_hash = "${trustHash('UserPromptSubmit', undefined, ours)}"\n`,
    );
    expect(readTrustedHash(trusted, oursKey)).toBeDefined();
    writeFileSync(config, trusted);

    const r = cli(home, ['uninstall', '--client', 'codex']);
    expect(r.code, r.stderr).toBe(0);
    const after = readFileSync(config, 'utf8');
    expect(readTrustedHash(after, mineKey)).toBe(mineHash);
    expect(readTrustedHash(after, oursKey)).toBeUndefined();
    expect(readTrustedHash(after, trustKey(hooks, 'SessionStart', 0, 0))).toBeUndefined();
    expect(JSON.parse(readFileSync(hooks, 'utf8')).hooks.UserPromptSubmit).toEqual([{ hooks: [mine] }]);
  });

  it('still takes back the trust install wrote for a hook of ours the user already took out of hooks.json', () => {
    const home = tempTree();
    const ws = tempTree();
    const hooks = join(home, '.codex', 'hooks.json');
    const config = join(home, '.codex', 'config.toml');
    expect(cli(home, ['install', '--client', 'codex', '--dir', ws, '--trust-hooks']).code).toBe(0);
    writeFileSync(config, `model = "gpt-x"\n${readFileSync(config, 'utf8')}`);
    const settings = JSON.parse(readFileSync(hooks, 'utf8'));
    delete settings.hooks.SessionStart;
    writeFileSync(hooks, `${JSON.stringify(settings, null, 2)}\n`);

    expect(cli(home, ['uninstall', '--client', 'codex']).code).toBe(0);
    expect(readFileSync(config, 'utf8').trim()).toBe('model = "gpt-x"');
  });

  it("takes back the trust the user gave our hooks in Codex's /hooks after an install without --trust-hooks, and names it in --dry-run", () => {
    const home = tempTree({ '.codex/config.toml': 'model = "gpt-x"\n' });
    const ws = tempTree();
    const hooks = join(home, '.codex', 'hooks.json');
    const config = join(home, '.codex', 'config.toml');
    expect(cli(home, ['install', '--client', 'codex', '--dir', ws]).code).toBe(0);
    // what /hooks, then t, writes: each hook's trust by its place
    const settings = JSON.parse(readFileSync(hooks, 'utf8'));
    const keys = ['UserPromptSubmit', 'SessionStart'].map((event) => {
      const key = trustKey(hooks, event, 0, 0);
      return {
        key,
        text: `\n[hooks.state."${key}"]\ntrusted_hash = "${trustHash(event, settings.hooks[event][0].matcher, settings.hooks[event][0].hooks[0])}"\n`,
      };
    });
    writeFileSync(config, `model = "gpt-x"\n${keys.map((k) => k.text).join('')}`);

    const dry = cli(home, ['uninstall', '--client', 'codex', '--dry-run', '--json']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(keys[0]?.key as string);
    expect(cli(home, ['uninstall', '--client', 'codex']).code).toBe(0);
    expect(readFileSync(config, 'utf8').trim()).toBe('model = "gpt-x"');
  });

  it('after the package moved, install says which tables are there already, and uninstall takes back the trust the earlier install wrote', () => {
    const home = tempTree({ '.codex/config.toml': 'model = "gpt-x"\n' });
    const ws = tempTree();
    const config = join(home, '.codex', 'config.toml');
    // the earlier install, from a copy of the package elsewhere, trusted its hooks
    const copy = tempTree();
    cpSync(join(REPO, 'plugin'), join(copy, 'plugin'), { recursive: true });
    cpSync(join(REPO, 'package.json'), join(copy, 'package.json'));
    const env = cleanEnv({ HOME: home, PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_STATE_DIR: join(home, 'state') });
    const earlier = spawnSync('node', [join(copy, 'plugin/dist/cli.cjs'), 'install', '--client', 'codex', '--dir', ws, '--trust-hooks'], {
      env,
      encoding: 'utf8',
    });
    expect(earlier.status, earlier.stderr).toBe(0);
    const again = cli(home, ['install', '--client', 'codex', '--dir', ws]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('3 of these tables are in that file already');
    expect(cli(home, ['uninstall', '--client', 'codex']).code).toBe(0);
    expect(readFileSync(config, 'utf8')).toBe('model = "gpt-x"\n');
  });
});
