// The real Codex CLI (0.169.0) reads a hook's trust in any form TOML allows (an inline table
// under [hooks.state], a dotted key there or from the top), as install and doctor must: an
// install that missed them wrote the key a second time, and Codex then refused to start
// ("duplicate key"). Here the trust install wrote is rewritten into those forms with the list
// hook's hash stale, `install --trust-hooks` mends it, and Codex starts and runs the hooks
// (no --dangerously-bypass-hook-trust: the list reaches the model only if they are trusted).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkToml } from '../../lib/settings/toml-check.js';
import { assertBuilt, runCli } from '../support/built.js';
import { clientWorkspace, DOCKER_LINE } from '../support/client-workspace.js';
import { CODEX_BIN, makeCodexHome, runCodex } from '../support/codex.js';
import { developerTexts, startCodexStandIn } from '../support/codex-stand-in.js';

/** `[hooks.state."<key>"]` / `trusted_hash = "…"` as install writes it: the key and the hash, quoted. */
const TABLE = /\n\[hooks\.state\.("(?:[^"\\]|\\.)*")\]\ntrusted_hash = ("sha256:[0-9a-f]+")\n/g;

/** The config with the trust put back in one form: at the end under its own header, or before the first table. */
type Form = (base: string, tables: Array<[string, string]>) => string;
const FORMS: ReadonlyArray<readonly [string, Form]> = [
  [
    'an inline table and dotted keys under [hooks.state]',
    (base, [a, ...rest]) =>
      `${base}\n[hooks.state]\n${a?.[0]} = { trusted_hash = ${a?.[1]} }\n${rest.map(([key, hash]) => `${key}.trusted_hash = ${hash}\n`).join('')}`,
  ],
  ['dotted keys from the top', (base, tables) => `${tables.map(([key, hash]) => `hooks.state.${key}.trusted_hash = ${hash}\n`).join('')}${base}`],
];

beforeAll(() => {
  assertBuilt();
  if (!existsSync(CODEX_BIN)) throw new Error(`${CODEX_BIN} is missing: run \`npm install\` (Codex is a devDependency).`);
});

describe('trust in the forms TOML allows, with the real codex', () => {
  test.each(FORMS)(
    '%s: install --trust-hooks mends a stale hash where it stands, and Codex starts and runs the hooks',
    { timeout: 120_000 },
    async (_, form) => {
      const standIn = await startCodexStandIn('ok');
      const w = clientWorkspace(makeCodexHome(standIn.baseUrl));
      const config = join(w.home, '.codex', 'config.toml');
      const install = () => runCli(['install', '--client', 'codex', '--dir', w.ws, '--trust-hooks'], { cwd: w.ws, home: w.home });
      expect((await install()).code).toBe(0);
      const written = readFileSync(config, 'utf8');
      const tables = [...written.matchAll(TABLE)].map((m) => [m[1] as string, m[2] as string] as [string, string]);
      // the list, SessionStart, and the read hook on Codex's shell
      expect(tables).toHaveLength(3);
      const base = written.replace(TABLE, '\n');
      // the first hook's hash as an older command had it: install must change it, and only it
      const stale = tables.map(([key, hash], i) => [key, i === 0 ? '"sha256:0000"' : hash] as [string, string]);
      writeFileSync(config, form(base, stale));

      const mended = await install();
      expect(mended.code, mended.stderr).toBe(0);
      const after = readFileSync(config, 'utf8');
      expect(after).toBe(form(base, tables));
      expect(checkToml(after)).toMatchObject({ ok: true });

      const run = await runCodex({ prompt: '스테이징 작업 시작하자', cwd: w.project, home: w.home });
      expect(run.code, `codex exited ${String(run.code)}; stderr:\n${run.stderr.slice(-3000)}`).toBe(0);
      const [first] = standIn.mainBodies();
      expect(developerTexts(first).join('\n')).toContain(DOCKER_LINE);
      const doctor = await runCli(['doctor', '--client', 'codex', '--dir', w.project, '--json'], { cwd: w.project, home: w.home });
      const checks = (JSON.parse(doctor.stdout) as { checks: { id: string; status: string }[] }).checks;
      expect(checks.find((c) => c.id === 'hook-trust')).toMatchObject({ status: 'ok' });
    },
  );
});
