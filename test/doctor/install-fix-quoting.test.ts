// Every `project-memory install …` that doctor and install print as a fix is built by one
// function (lib/settings/install-advice.ts): a --dir with a space and a single quote in it
// is quoted the same way everywhere, and pasted into a shell it is the one argument it names.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENTS } from '../../lib/model/clients.js';
import { installAdvice } from '../../lib/settings/install-advice.js';
import { SETTINGS_SCOPES } from '../../lib/settings/settings-file.js';
import { shellQuote } from '../../lib/shell-quote.js';
import { REPO_ROOT, SELF } from '../support/built.js';
import { runCli } from '../support/processes.js';
import { makeTempDir } from '../support/temp.js';

const NASTY = "it's a ws";

/** A `project-memory` on PATH that prints the arguments it was given, NUL after each. */
function argvPrinter(): string {
  const bin = makeTempDir('pm-argv-');
  const script = join(bin, 'project-memory');
  writeFileSync(script, '#!/bin/sh\nprintf \'%s\\0\' "$@"\n');
  chmodSync(script, 0o755);
  return bin;
}

/** The arguments `sh -c` passes to project-memory for a printed command (its backticks taken off). */
function argvOf(bin: string, command: string): string[] {
  const run = spawnSync('sh', ['-c', command], { env: { PATH: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}` }, encoding: 'utf8' });
  expect(run.status, `sh -c ${command}: ${run.stderr}`).toBe(0);
  return run.stdout.split('\0').slice(0, -1);
}

/** Every backticked install in some printed text, as `project-memory install …` (the argv printer on PATH stands in for the CLI). */
function installCommands(text: string): string[] {
  return [...text.matchAll(/`([^`]* install(?: [^`]*)?)`/g)]
    .map((match) => match[1] as string)
    .filter((command) => command.startsWith(`${SELF} install`))
    .map((command) => `project-memory${command.slice(SELF.length)}`);
}

describe('installAdvice', () => {
  it('pastes into sh -c as exactly the arguments it was given, for every client, scope and a --dir with a space and a quote', () => {
    const bin = argvPrinter();
    const dir = join(makeTempDir('pm-advice-'), NASTY);
    for (const client of CLIENTS) {
      for (const scope of SETTINGS_SCOPES) {
        for (const trustHooks of [false, true]) {
          const printed = installAdvice({ dir: '/elsewhere' }, { client, scope, dir, trustHooks });
          expect(printed.startsWith('`') && printed.endsWith('`')).toBe(true);
          expect(argvOf(bin, printed.slice(1, -1))).toEqual([
            'install',
            ...(client === 'claude' ? [] : ['--client', client]),
            ...(scope === 'user' ? [] : ['--scope', scope]),
            '--dir',
            dir,
            ...(trustHooks ? ['--trust-hooks'] : []),
          ]);
        }
      }
    }
    expect(installAdvice({ dir: '/work' })).toBe('`project-memory install`');
    // a project or local scope names the folder acted for, so the fix works from any other
    expect(installAdvice({ dir: NASTY }, { scope: 'project' })).toBe(`\`project-memory install --scope project --dir ${shellQuote(NASTY)}\``);
    expect(installAdvice({ dir: '/work', self: "node '/opt/my tools/cli.cjs'" }, { scope: 'local' })).toBe(
      "`node '/opt/my tools/cli.cjs' install --scope local --dir /work`",
    );
  });
});

describe('the install fixes doctor and install print', () => {
  it('quote a --dir with a space and a single quote one way, and sh -c gives back the folder', () => {
    const bin = argvPrinter();
    const root = makeTempDir('pm-fix-quoting-');
    const ws = join(root, NASTY);
    const app = join(ws, 'app');
    mkdirSync(join(ws, '.ai-core', 'data', 'memory', '_global'), { recursive: true });
    mkdirSync(app, { recursive: true });
    const home = join(root, 'home');
    mkdirSync(home);
    const env = { HOME: home, PROJECT_MEMORY_LANG: 'en', PROJECT_MEMORY_STATE_DIR: join(root, 'state') };
    const doctorFixes = (client: string): string[] => {
      const run = runCli(['doctor', '--client', client, '--dir', app, '--json'], { env, cwd: app });
      const report = JSON.parse(run.stdout) as { checks: Array<{ fix?: string }> };
      return report.checks.flatMap((check) => installCommands(check.fix ?? ''));
    };
    const installOut = (...args: string[]): string[] => {
      const run = runCli(['install', ...args], { env, cwd: root });
      expect(run.code, run.stderr).toBe(0);
      return installCommands(run.stdout);
    };

    // nothing installed: the hook rows of each client, auto memory, Gemini's read_file
    const printed = [...doctorFixes('claude'), ...doctorFixes('codex'), ...doctorFixes('gemini')];
    // Codex installed without trust: install's advice at both scopes, then doctor's trust row
    printed.push(...installOut('--client', 'codex', '--dir', ws));
    printed.push(...installOut('--client', 'codex', '--scope', 'project', '--dir', ws));
    const trustRow = doctorFixes('codex');
    printed.push(...trustRow);
    // doctor's trust row names the folder doctor looked at
    expect(trustRow.filter((command) => command.includes(`--dir ${shellQuote(app)} --trust-hooks`))).toHaveLength(1);

    const withDir = printed.filter((command) => command.includes(' --dir '));
    // Gemini's read row, install's trust advice at both scopes, and doctor's trust row
    expect(withDir.filter((command) => command.includes('--client gemini'))).not.toHaveLength(0);
    expect(withDir.filter((command) => command.includes('--trust-hooks'))).toHaveLength(3);
    for (const command of printed) {
      const argv = argvOf(bin, command);
      expect(argv[0], command).toBe('install');
      const at = argv.indexOf('--dir');
      if (at >= 0) expect([ws, app], command).toContain(argv[at + 1]);
      // one way of quoting: the folder as lib/shell-quote.ts quotes it
      if (at >= 0) expect(command).toContain(` --dir ${shellQuote(argv[at + 1] as string)}`);
    }
  });
});

describe('no install fix is built by hand', () => {
  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return entry.name.endsWith('.ts') ? [path] : [];
    });
  }

  it('outside install-advice.ts and the catalogues, no code of lib/, scripts/ or hooks/ spells `project-memory install`', () => {
    const spelled = ['lib', 'scripts', 'hooks']
      .flatMap((dir) => sources(join(REPO_ROOT, dir)))
      .map((path) => relative(REPO_ROOT, path))
      // the catalogues hold help and prose; the doctor's words take the command as a parameter
      .filter((path) => !path.startsWith('lib/i18n/') && path !== 'lib/settings/install-advice.ts')
      .filter((path) => readFileSync(join(REPO_ROOT, path), 'utf8').includes('project-memory install'));
    expect(spelled).toEqual([]);
  });
});
