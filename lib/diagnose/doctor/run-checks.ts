import { CliError } from '../../cli/errors.js';
import type { CliMessages } from '../../i18n/types.js';
import type { Workspace } from '../../workspace/resolve.js';
import { type CheckResult, type DoctorContext, fail } from './check.js';
import { checkAutoMemory } from './check-auto-memory.js';
import { checkClientEvents, checkClientRegistration, checkCodexTrust } from './check-client-hooks.js';
import { checkConfig } from './check-config.js';
import { checkGeminiEnabled, checkGeminiRead } from './check-gemini.js';
import { checkHookEvents } from './check-hook-events.js';
import { CLAUDE_FILE_WORDS, checkHookFiles, clientFileWords } from './check-hook-files.js';
import { checkHookRuns, type SampleRunner } from './check-hook-runs.js';
import { checkKeyCollisions } from './check-key-collisions.js';
import { checkLanguage } from './check-language.js';
import { checkFreshness, checkLint, type LintSummary } from './check-lint.js';
import { checkLookAlikes } from './check-look-alikes.js';
import { checkOldKeys } from './check-old-keys.js';
import { checkRegistration } from './check-registration.js';
import { checkRepositoryKeys } from './check-repository-keys.js';
import { checkWorkspace, findWorkspace } from './check-workspace.js';
import { scanClient } from './client-scan.js';
import { checkNodeVersion, nodeOnPath } from './node-version.js';
import { type Owners, ownersTable, scanRegistrations } from './registrations.js';
import type { SettingsLevel } from './settings-levels.js';

interface DoctorOptions {
  /** runs one hook command with a sample prompt; injected by tests */
  runSample?: SampleRunner;
  /** the lint summary for the workspace, when a linter is available */
  lint?: (workspaceRoot: string) => LintSummary | undefined;
}

/** A check that throws becomes a failed row: doctor itself must always finish its table. */
function guarded(id: string, check: () => CheckResult | CheckResult[] | undefined): CheckResult[] {
  try {
    const result = check();
    return result === undefined ? [] : Array.isArray(result) ? result : [result];
  } catch (error) {
    const detail = (m: CliMessages) => (error instanceof CliError ? error.say(m) : String((error as Error).message ?? error));
    return [fail(id, (m) => m.doctor.checkFailed(detail(m)))];
  }
}

/** The rows about the hooks of one client: where they are registered, whether they would run, what they print. */
function hookRows(
  ctx: DoctorContext,
  options: DoctorOptions,
  workspace: Workspace | undefined,
  owners: Owners,
): { rows: CheckResult[]; levels?: SettingsLevel[] } {
  const client = ctx.client ?? 'claude';
  if (client === 'claude') {
    const scan = scanRegistrations(ctx, owners);
    const rows = [
      ...guarded('settings', () => checkHookFiles(scan.levels, CLAUDE_FILE_WORDS)),
      ...guarded('hook', () => checkRegistration(scan, ctx)),
      ...guarded('hook-events', () => checkHookEvents(scan, ctx)),
      ...guarded('hook-run', () => checkHookRuns(scan.registrations, ctx, workspace !== undefined, options.runSample, scan.trust)),
      ...guarded('look-alike', () => checkLookAlikes(scan.lookAlikes, ctx)),
    ];
    return { rows, levels: scan.levels };
  }
  const scan = scanClient(ctx, client, owners);
  const rows = [
    ...guarded('settings', () => checkHookFiles(scan.levels, clientFileWords(client))),
    ...guarded('hook', () => checkClientRegistration(scan, ctx)),
    ...guarded('hook-events', () => checkClientEvents(scan, ctx)),
    ...guarded('hook-trust', () => checkCodexTrust(scan, ctx)),
    ...guarded('hooks-enabled', () => checkGeminiEnabled(scan)),
    ...guarded('hook-run', () => checkHookRuns(scan.registrations, ctx, workspace !== undefined, options.runSample, undefined, client)),
    ...guarded('read', () => checkGeminiRead(scan, workspace, ctx)),
  ];
  return { rows };
}

/** Every check, in the order a person fixes things: runtime, registration, hook, data. */
export function runDoctor(ctx: DoctorContext, options: DoctorOptions = {}): CheckResult[] {
  const scene = findWorkspace(ctx);
  const { workspace } = scene;
  // one lint run feeds both rows
  let lint: { summary: LintSummary | undefined } | undefined;
  const lintSummary = (root: string) => (lint ??= { summary: options.lint?.(root) }).summary;
  // installs.json is read once for the run, whichever checks ask which settings files are ours
  const hooks = hookRows(ctx, options, workspace, ownersTable(ctx));
  return [
    ...guarded('node', () => checkNodeVersion(nodeOnPath(ctx))),
    ...hooks.rows,
    ...guarded('workspace', () => checkWorkspace(scene, ctx)),
    ...guarded('old-key', () => checkOldKeys(scene, ctx)),
    ...guarded('repository-keys', () => checkRepositoryKeys(ctx, workspace?.project.key)),
    ...guarded('key-collisions', () => checkKeyCollisions(workspace)),
    ...guarded('lint', () => (workspace ? checkLint(lintSummary(workspace.root)) : undefined)),
    ...guarded('freshness', () => (workspace ? checkFreshness(lintSummary(workspace.root)) : undefined)),
    ...guarded('auto-memory', () => (hooks.levels ? checkAutoMemory(hooks.levels, ctx) : undefined)),
    ...guarded('config', () => (workspace ? checkConfig(workspace.root) : undefined)),
    ...guarded('language', () => checkLanguage(workspace, ctx)),
  ];
}
