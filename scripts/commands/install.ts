import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, choiceFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { CliError } from '../../lib/cli/errors.js';
import { refuseLinkedOut } from '../../lib/cli/workspace-flag.js';
import { autoMemoryNoticeMarker, claim } from '../../lib/hook/auto-memory-notice.js';
import type { RunContext } from '../../lib/io/run-context.js';
import { stateDir } from '../../lib/io/state-dir.js';
import type { SettingsChange } from '../../lib/model/settings-change.js';
import { checkedPinPlan, PIN_OPTION, pinOffer } from '../../lib/save/pin-flag.js';
import { writePin } from '../../lib/save/pin-plan.js';
import { changeLine } from '../../lib/settings/change-line.js';
import { hookSpecs } from '../../lib/settings/hook-specs.js';
import { serialised } from '../../lib/settings/install-lock.js';
import { type InstallRecord, readInstallRecord, recordedCommands, writeInstallRecord } from '../../lib/settings/install-records.js';
import { ownershipOf } from '../../lib/settings/our-commands.js';
import {
  assertWritable,
  editSettingsText,
  readSettingsFile,
  SETTINGS_SCOPES,
  type SettingsFile,
  settingsPath,
  writeSettingsFile,
} from '../../lib/settings/settings-file.js';
import { AUTO_MEMORY_KEY, addHooks, disableAutoMemory, ourCommands, SettingsShapeError } from '../../lib/settings/settings-merge.js';
import { loadConfig } from '../../lib/workspace/config.js';
import { resolveProjectKey } from '../../lib/workspace/key-resolution.js';
import { createMemoryRoot, type MemoryRootPlan, planMemoryRoot } from '../../lib/workspace/memory-root-setup.js';
import type { Workspace } from '../../lib/workspace/resolve.js';
import { findWorkspaceRoot } from '../../lib/workspace/workspace.js';

interface Plan {
  file: SettingsFile;
  /** the file's text after install */
  text: string;
  changes: SettingsChange[];
  record: InstallRecord;
}

/** What install would change in one settings file, and the record it would leave. */
function planInstall(path: string, state: string | undefined, env: Record<string, string | undefined>, keepAutoMemory: boolean): Plan {
  const file = readSettingsFile(path);
  const previous = readInstallRecord(state, file.path);
  const own = ownershipOf(recordedCommands(previous), env);
  let merged: ReturnType<typeof addHooks>;
  try {
    merged = addHooks(file.settings, hookSpecs(), own.isOurs, own.sameHook);
  } catch (error) {
    if (!(error instanceof SettingsShapeError)) throw error;
    const { shape } = error;
    throw new CliError((m) => m.install.keyConflict(file.path, shape));
  }
  const edits = [...merged.edits];
  const changes = [...merged.changes];
  if (!keepAutoMemory) {
    const off = disableAutoMemory(file.settings);
    edits.push(...off.edits);
    changes.push(...off.changes);
  }
  const text = edits.length > 0 ? editSettingsText(file, edits) : file.text;
  // refused before anything is written (and by --dry-run too, so it says what the run would)
  if (changes.length > 0) assertWritable(file);
  const autoMemoryChanged = changes.some((c) => c.kind === 'set-key' && c.key === AUTO_MEMORY_KEY) || (previous?.autoMemoryChanged ?? false);
  const after = text.trim() === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  const record: InstallRecord = {
    autoMemoryChanged,
    autoMemoryBefore: previous?.autoMemoryChanged ? previous.autoMemoryBefore : autoMemoryChanged ? file.settings[AUTO_MEMORY_KEY] : undefined,
    commands: ourCommands(after, own.isOurs),
    createdFile: (previous?.createdFile ?? false) || (!file.exists && changes.length > 0),
  };
  return { file, text, changes, record };
}

// --help text and messages: lib/cli/messages (ko and en)
export const install: Command = {
  name: 'install',
  options: {
    ...DIR_OPTION,
    scope: { type: 'string' },
    'keep-auto-memory': { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    ...PIN_OPTION,
    json: { type: 'boolean' },
  },
  run(args, ctx, msg) {
    const scope = choiceFlag(args, 'scope', SETTINGS_SCOPES, 'user', 'install');
    const dir = dirFlag(args, ctx);
    const dryRun = boolFlag(args, 'dry-run');
    const keepAutoMemory = boolFlag(args, 'keep-auto-memory');
    const path = settingsPath(scope, dir, ctx.env, ctx.home);
    const state = stateDir(ctx.env, ctx.home);
    refuseLinkedOut(findWorkspaceRoot(dir) ?? dir);
    const plan = planMemoryRoot(dir);
    const created = plan.missing;
    // --pin is checked before anything is written: a conflicting pin leaves all as it was
    const workspace = workspaceAfterInstall(dir, plan, ctx);
    const pin = boolFlag(args, 'pin') ? checkedPinPlan(dir, workspace) : undefined;

    const { file, changes } = dryRun
      ? planInstall(path, state, ctx.env, keepAutoMemory)
      : serialised(state, path, () => {
          const planned = planInstall(path, state, ctx.env, keepAutoMemory);
          if (planned.changes.length > 0) writeSettingsFile(planned.file, planned.text);
          if (created.length > 0) createMemoryRoot(plan);
          if (pin) writePin(pin, false);
          writeInstallRecord(state, planned.file.path, planned.record);
          return planned;
        });
    // the user chose to keep auto memory: the hooks need not tell them it is on
    if (!dryRun && keepAutoMemory && state !== undefined) claim(autoMemoryNoticeMarker(state));

    const offer = pin || dryRun ? undefined : pinOffer(dir, workspace, ctx);
    const result = {
      settingsFile: file.path,
      scope,
      dryRun,
      // one fixed English line per change, as before changes became data (lib/settings/change-line.ts)
      changes: changes.map(changeLine),
      created,
      memoryRoot: plan.memoryRoot,
      alreadyInstalled: changes.length === 0 && created.length === 0 && (pin?.same ?? true),
      pin: pin ? { path: pin.path, key: pin.key, written: !dryRun && !pin.same } : null,
      pinCommand: offer ?? null,
    };
    if (boolFlag(args, 'json')) {
      ctx.stdout(`${JSON.stringify(result, null, 2)}\n`);
      return;
    }
    const c = colorsFor(ctx);
    const say = msg.install;
    const offerLine = offer ? `${c.dim(say.pinOffer(workspace.project.key, offer))}\n` : '';
    if (result.alreadyInstalled) {
      ctx.stdout(`${c.green('✓')} ${say.alreadyInstalled(file.path)}\n${offerLine}`);
      return;
    }
    const line = dryRun ? say.would : say.did;
    ctx.stdout(`${dryRun ? c.yellow(say.dryRun) : c.green(say.installed)} ${say.settingsOf(scope, file.path)}\n`);
    for (const change of changes) ctx.stdout(`  ${line(change)}\n`);
    for (const path of created) ctx.stdout(`  ${line({ kind: 'create-file', path })}\n`);
    if (pin && !pin.same) ctx.stdout(`  ${dryRun ? msg.key.wouldPin(pin.path, pin.key) : msg.key.pinned(pin.path, pin.key)}\n`);
    if (!dryRun) ctx.stdout(`${say.next(plan.memoryRoot)}\n${offerLine}`);
  },
};

/** The workspace install sets up for `dir`, as it will be once the memory folder exists. */
function workspaceAfterInstall(dir: string, plan: MemoryRootPlan, ctx: RunContext): Workspace {
  const memoryRoot = plan.memoryRoot;
  const project = resolveProjectKey({ launchDir: dir, workspaceRoot: plan.workspaceRoot, memoryRoot, env: ctx.env });
  return { root: plan.workspaceRoot, memoryRoot, project, config: loadConfig(plan.workspaceRoot, ctx.env) };
}
