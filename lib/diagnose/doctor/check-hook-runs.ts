import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Say } from '../../cli/errors.js';
import { bundleOfLauncher, bundleRunnerPath, hooksLayoutRoot, pluginRoot, pluginRootOfHook } from '../../io/package-paths.js';
import type { Client } from '../../model/clients.js';
import { nodeCommandOf } from '../../settings/command-script.js';
import { installAdvice, uninstallAdvice } from '../../settings/install-advice.js';
import { packageSource } from '../../settings/package-source.js';
import { type CheckResult, type DoctorContext, fail, warn } from './check.js';
import type { ProjectTrust } from './project-trust.js';
import { distinctCommands, type Registration } from './registrations.js';
import { runSample, type SampleRun } from './sample-run.js';
import { judgeSample } from './sample-verdict.js';

/** Claude Code's default for a UserPromptSubmit hook without its own timeout. */
const DEFAULT_TIMEOUT_S: Record<Client, number> = { claude: 30, codex: 600, gemini: 60 };

export type SampleRunner = (command: string, dir: string, env: Record<string, string | undefined>, timeoutMs: number, client: Client) => SampleRun;

/** A command as it may be shown in a terminal: quoted and escaped, so no control character of a stranger's reaches it. */
export const shown = (command: string): string => JSON.stringify(command.length > 200 ? `${command.slice(0, 200)}…` : command);

/** Why the launch folder counts as untrusted, in words a person can check. */
function untrustedText(trust: ProjectTrust | undefined, dir: string): Say {
  const config = trust?.config;
  return (m) => (config ? m.doctor.run.untrustedNoRecord(dir, config) : m.doctor.run.untrustedNoConfig(dir));
}

/**
 * Does each registered list hook exist, run, answer in time and print what Claude Code
 * accepts? Only a command that is exactly ours is run: a plain `node <file>` (nothing
 * else for /bin/sh to do) whose file is one of our hooks in a real project-memory plugin
 * folder, from settings the user has accepted. Everything else gets a row that says it was
 * not run, and why.
 */
export function checkHookRuns(
  registrations: readonly Registration[],
  ctx: DoctorContext,
  hasWorkspace: boolean,
  run: SampleRunner = runSample,
  trust?: ProjectTrust,
  client: Client = 'claude',
): CheckResult[] {
  return distinctCommands(registrations).map((command) => {
    // an identical command at a trusted level is the one that runs
    const same = registrations.filter((reg) => reg.command === command);
    const r = (same.find((reg) => reg.trusted) ?? same[0]) as Registration;
    return checkOne(r, ctx, hasWorkspace, run, trust, client);
  });
}

function checkOne(r: Registration, ctx: DoctorContext, hasWorkspace: boolean, run: SampleRunner, trust: ProjectTrust | undefined, client: Client): CheckResult {
  const install = installAdvice(ctx, { client, scope: r.via === 'plugin' ? undefined : r.via, dir: ctx.dir, trustHooks: r.trustHooks });
  const id = `hook-run:${r.via}`;
  const env = { ...ctx.env, ...r.env };
  const parsed = nodeCommandOf(r.command, env);
  const script = parsed?.script;
  // before trust: reading the command runs nothing, and a file that is gone fails the hook
  // on every prompt once the folder is trusted, where a row saying only "not run" hid it
  if (parsed !== undefined && !existsSync(parsed.script)) return missing(id, parsed.script, parsed.guarded, r, ctx, client);
  // the launcher is there, the bundle it runs (or the runner it runs it with) is not: the hook exits 0 without a word
  const plugin = parsed === undefined ? undefined : pluginRootOfHook(parsed.script);
  if (parsed !== undefined && plugin !== undefined) {
    for (const file of [bundleOfLauncher(parsed.script), bundleRunnerPath(plugin)]) if (!existsSync(file)) return missing(id, file, true, r, ctx, client);
  }
  if (!r.trusted) {
    const why = untrustedText(trust, ctx.dir);
    return warn(
      id,
      (m) => m.doctor.run.untrusted(why(m), r.source),
      (m) => m.doctor.run.trustFix(ctx.dir),
    );
  }
  if (script === undefined || pluginRootOfHook(script) === undefined) {
    return warn(
      id,
      (m) => m.doctor.run.notOurs(shown(r.command), r.source),
      (m) => (r.via === 'plugin' ? m.doctor.run.reinstallPlugin : m.doctor.run.installWrites(install)),
    );
  }
  const timeoutS = r.timeout ?? DEFAULT_TIMEOUT_S[client];
  const result = run(r.command, ctx.dir, env, timeoutS * 1000, client);
  return judgeSample(id, result, timeoutS, ctx, hasWorkspace, client);
}

/** The folder a hook path names as its package: `<root>` of `<root>/dist/hooks/<file>`, else the file's folder. */
function packageOf(script: string): string {
  return hooksLayoutRoot(script) ?? dirname(script);
}

/**
 * The fix for a hook file that is gone fits where it pointed: the plugin's folder, got back
 * where it came from; the package doctor runs from itself, which install cannot mend (it
 * would point the hook at the same missing file), reinstalled or rebuilt; a checkout to
 * build; another package that lacks the file; or a package since removed.
 */
function missing(id: string, script: string, guarded: boolean, r: Registration, ctx: DoctorContext, client: Client): CheckResult {
  // a command that tests for its file first exits 0 without it: no error, and no list either
  const message: Say = (m) => (guarded ? m.doctor.run.scriptMissingQuiet(script) : m.doctor.run.scriptMissing(script));
  const root = packageOf(script);
  const source = packageSource(root, ctx.env, ctx.home);
  if (r.via === 'plugin') return fail(id, message, (m) => m.doctor.run.pluginIncomplete(source));
  if (root === ownRoot()) return fail(id, message, (m) => m.doctor.run.ownPackageIncomplete(root, source));
  // trusted before, trusted again: the new command's hash is one config.toml does not hold
  const install = installAdvice(ctx, { client, scope: r.via, dir: ctx.dir, trustHooks: r.trustHooks });
  if (source.kind === 'checkout') return fail(id, message, (m) => m.doctor.run.buildCheckout(source.checkout, install));
  const uninstall = uninstallAdvice(ctx, { client, scope: r.via, dir: ctx.dir });
  if (pluginRootOfHook(script) !== undefined) {
    return fail(id, message, (m) => m.doctor.run.packageIncomplete(root, install, uninstall));
  }
  return fail(id, message, (m) => m.doctor.run.packageGone(root, install, uninstall));
}

/** The plugin folder of the project-memory doctor runs from; undefined where it has none (a test of the sources). */
function ownRoot(): string | undefined {
  try {
    return pluginRoot();
  } catch {
    return undefined;
  }
}
