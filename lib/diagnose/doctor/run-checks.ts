import { CliError } from '../../cli/errors.js';
import type { CliMessages } from '../../i18n/types.js';
import { stateDir } from '../../io/state-dir.js';
import { readInstallRecords } from '../../settings/install-records.js';
import { installedFor } from '../../settings/installed-scopes.js';
import type { Workspace } from '../../workspace/resolve.js';
import { type CheckResult, type DoctorContext, fail } from './check.js';
import { checkAutoMemory } from './check-auto-memory.js';
import { checkClaudeRead } from './check-claude-read.js';
import { checkClientEvents, checkClientRegistration, checkCodexConfig, checkCodexHooksFeature, checkCodexTrust } from './check-client-hooks.js';
import { checkConfig } from './check-config.js';
import { checkEnvironment } from './check-environment.js';
import { checkGeminiEnabled, checkGeminiIncludes, checkGeminiRead } from './check-gemini.js';
import { checkGeminiTrust } from './check-gemini-trust.js';
import { checkHookCopy } from './check-hook-copy.js';
import { checkHookEvents, hookRegistered } from './check-hook-events.js';
import { CLAUDE_FILE_WORDS, checkHookFiles, clientFileWords } from './check-hook-files.js';
import { checkHookRuns, type SampleRunner } from './check-hook-runs.js';
import { checkIgnored, checkUnpushed, checkUnshared } from './check-ignored.js';
import { checkKeyCollisions } from './check-key-collisions.js';
import { checkLanguage } from './check-language.js';
import { checkFreshness, checkLint, type LintSummary } from './check-lint.js';
import { checkLookAlikes } from './check-look-alikes.js';
import { checkLinkedFolders, checkMemoryFolders } from './check-memory-folders.js';
import { checkOldKeys } from './check-old-keys.js';
import { checkRegistration, type OtherInstall } from './check-registration.js';
import { checkRepositoryKeys } from './check-repository-keys.js';
import { checkStateFolder } from './check-state-folder.js';
import { checkWorkspace, findWorkspace } from './check-workspace.js';
import { scanClient } from './client-scan.js';
import { checkHooksOff } from './hooks-off.js';
import { checkNodeVersion, nodeOnPath } from './node-version.js';
import type { PluginInstall } from './plugin-state.js';
import { type Owners, ownersTable, scanRegistrations } from './registrations.js';
import type { SettingsLevel } from './settings-levels.js';

interface DoctorOptions {
  /** runs one hook command with a sample prompt; injected by tests */
  runSample?: SampleRunner;
  /** the lint summary for the workspace, when a linter is available */
  lint?: (workspaceRoot: string, projectKey: string | undefined) => LintSummary | undefined;
}

/** A check that throws becomes a failed row: doctor itself must always finish its table. */
function guarded(ctx: DoctorContext, id: string, check: () => CheckResult | CheckResult[] | undefined): CheckResult[] {
  try {
    const result = check();
    return result === undefined ? [] : Array.isArray(result) ? result : [result];
  } catch (error) {
    const detail = (m: CliMessages) => (error instanceof CliError ? error.say(m, ctx) : String((error as Error).message ?? error));
    return [fail(id, (m) => m.doctor.checkFailed(detail(m)))];
  }
}

/** The rows about the hooks of one client: where they are registered, whether they would run, what they print. */
function hookRows(
  ctx: DoctorContext,
  options: DoctorOptions,
  workspace: Workspace | undefined,
  owners: Owners,
): { rows: CheckResult[]; levels?: SettingsLevel[]; plugins?: PluginInstall[] } {
  const client = ctx.client ?? 'claude';
  if (client === 'claude') {
    const scan = scanRegistrations(ctx, owners);
    // asked only when Claude Code has no hook: an install for Codex or Gemini CLI alone is no failed install
    let elsewhere: OtherInstall[] = [];
    const others = () => (elsewhere = installedFor(['codex', 'gemini'], ctx.dir, stateDir(ctx.env, ctx.home), ctx.env, ctx.home));
    const rows = [
      ...guarded(ctx, 'settings', () => checkHookFiles(scan.levels, CLAUDE_FILE_WORDS)),
      ...guarded(ctx, 'hook', () => checkRegistration(scan, ctx, others)),
      // the hook-run row runs the hook itself, which a settings key that stops Claude Code running any does not stop
      ...guarded(ctx, 'hooks-enabled', () => checkHooksOff(scan.levels)),
      ...guarded(ctx, 'hook-events', () => checkHookEvents(scan, ctx)),
      ...guarded(ctx, 'hook-run', () => checkHookRuns(scan.registrations, ctx, workspace !== undefined, options.runSample, scan.trust)),
      ...guarded(ctx, 'look-alike', () => checkLookAlikes(scan.lookAlikes, ctx)),
      ...guarded(ctx, 'hook-copy', () => checkHookCopy(scan.registrations, ctx)),
      ...guarded(ctx, 'read', () => checkClaudeRead(scan.levels, scan.registrations, workspace, ctx, hookRegistered(scan, 'MemoryRead'))),
    ];
    // then no hooks of ours run in Claude Code for its auto memory to cross: no row about it
    return elsewhere.length > 0 ? { rows } : { rows, levels: scan.levels, plugins: scan.plugins };
  }
  const scan = scanClient(ctx, client, owners);
  const rows = [
    ...guarded(ctx, 'settings', () => checkHookFiles(scan.levels, clientFileWords(client))),
    ...guarded(ctx, 'hook', () => checkClientRegistration(scan, ctx)),
    ...guarded(ctx, 'hook-events', () => checkClientEvents(scan, ctx)),
    ...guarded(ctx, 'codex-config', () => checkCodexConfig(scan)),
    ...guarded(ctx, 'hook-trust', () => checkCodexTrust(scan, ctx)),
    // Gemini trusts or distrusts the launch folder as a whole: an untrusted one runs no hook of any level
    ...guarded(ctx, 'folder-trust', () => checkGeminiTrust(ctx)),
    ...guarded(ctx, 'hooks-enabled', () => checkGeminiEnabled(scan) ?? checkCodexHooksFeature(scan)),
    ...guarded(ctx, 'hook-run', () => checkHookRuns(scan.registrations, ctx, workspace !== undefined, options.runSample, undefined, client)),
    ...guarded(ctx, 'hook-copy', () => checkHookCopy(scan.registrations, ctx, client)),
    ...guarded(ctx, 'read', () => checkGeminiRead(scan, workspace, ctx)),
    ...guarded(ctx, 'include-dirs', () => checkGeminiIncludes(scan, ctx)),
  ];
  return { rows };
}

/** Every check, in the order a person fixes things: runtime, registration, hook, data. */
export function runDoctor(ctx: DoctorContext, options: DoctorOptions = {}): CheckResult[] {
  const scene = findWorkspace(ctx);
  const { workspace } = scene;
  // one lint run feeds both rows
  let lint: { summary: LintSummary | undefined } | undefined;
  const lintSummary = (root: string) => (lint ??= { summary: options.lint?.(root, workspace?.project.key) }).summary;
  // installs.json is read once for the run, whichever checks ask which settings files are ours
  const records = readInstallRecords(stateDir(ctx.env, ctx.home));
  const hooks = hookRows(ctx, options, workspace, ownersTable(ctx, records));
  return [
    ...guarded(ctx, 'node', () => checkNodeVersion(nodeOnPath(ctx))),
    ...hooks.rows,
    // the hooks run, yet repeat the whole list on every prompt when they can keep no state
    ...guarded(ctx, 'state', () => checkStateFolder(ctx)),
    ...guarded(ctx, 'workspace', () => checkWorkspace(scene, ctx)),
    ...guarded(ctx, 'old-key', () => checkOldKeys(scene, ctx)),
    ...guarded(ctx, 'repository-keys', () => checkRepositoryKeys(ctx, workspace?.project.key)),
    ...guarded(ctx, 'key-collisions', () => checkKeyCollisions(workspace, ctx)),
    ...guarded(ctx, 'memory-folders', () => (workspace ? checkMemoryFolders(lintSummary(workspace.root)) : undefined)),
    ...guarded(ctx, 'linked-folders', () => (workspace ? checkLinkedFolders(lintSummary(workspace.root)) : undefined)),
    ...guarded(ctx, 'git-ignored', () => checkIgnored(workspace, ctx)),
    ...guarded(ctx, 'git-unshared', () => checkUnshared(workspace, ctx)),
    ...guarded(ctx, 'git-unpushed', () => checkUnpushed(workspace, ctx)),
    ...guarded(ctx, 'lint', () => (workspace ? checkLint(lintSummary(workspace.root), ctx) : undefined)),
    ...guarded(ctx, 'freshness', () => (workspace ? checkFreshness(lintSummary(workspace.root), ctx) : undefined)),
    ...guarded(ctx, 'auto-memory', () => (hooks.levels ? checkAutoMemory(hooks.levels, ctx, hooks.plugins, records) : undefined)),
    ...guarded(ctx, 'config', () => (workspace ? checkConfig(workspace.root) : undefined)),
    ...guarded(ctx, 'environment', () => checkEnvironment(ctx)),
    ...guarded(ctx, 'language', () => checkLanguage(workspace, ctx)),
  ];
}
