import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, choiceFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { CliError } from '../../lib/cli/errors.js';
import { autoMemoryNoticeMarker, claim } from '../../lib/hook/auto-memory-notice.js';
import { stateDir } from '../../lib/io/state-dir.js';
import { hookSpecs, ourHookFile } from '../../lib/settings/hook-specs.js';
import { readInstallRecord, writeInstallRecord } from '../../lib/settings/install-records.js';
import { readSettingsFile, SETTINGS_SCOPES, settingsPath, writeSettingsFile } from '../../lib/settings/settings-file.js';
import { AUTO_MEMORY_KEY, addHooks, disableAutoMemory } from '../../lib/settings/settings-merge.js';
import { createMemoryRoot, planMemoryRoot } from '../../lib/workspace/memory-root-setup.js';

// --help text and messages: lib/cli/messages (ko and en)
export const install: Command = {
  name: 'install',
  options: {
    ...DIR_OPTION,
    scope: { type: 'string' },
    'keep-auto-memory': { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    json: { type: 'boolean' },
  },
  run(args, ctx, msg) {
    const scope = choiceFlag(args, 'scope', SETTINGS_SCOPES, 'user', 'install');
    const dir = dirFlag(args, ctx);
    const dryRun = boolFlag(args, 'dry-run');
    const file = readSettingsFile(settingsPath(scope, dir, ctx.env, ctx.home));

    let merged: ReturnType<typeof addHooks>;
    try {
      merged = addHooks(file.settings, hookSpecs(), ourHookFile);
    } catch (error) {
      const detail = (error as Error).message;
      throw new CliError((m) => m.install.keyConflict(file.path, detail));
    }
    const changes = [...merged.changes];
    let settings = merged.settings;
    const autoMemoryBefore = file.settings[AUTO_MEMORY_KEY];
    if (!boolFlag(args, 'keep-auto-memory')) {
      const off = disableAutoMemory(settings);
      settings = off.settings;
      changes.push(...off.changes);
    }
    const plan = planMemoryRoot(dir);
    const created = plan.missing;

    if (!dryRun) {
      if (changes.length > 0) writeSettingsFile(file, settings);
      if (created.length > 0) createMemoryRoot(plan);
      const state = stateDir(ctx.env, ctx.home);
      const previous = readInstallRecord(state, file.path);
      const autoMemoryChanged = changes.some((c) => c.includes(AUTO_MEMORY_KEY)) || (previous?.autoMemoryChanged ?? false);
      writeInstallRecord(state, file.path, {
        autoMemoryChanged,
        autoMemoryBefore: previous?.autoMemoryChanged ? previous.autoMemoryBefore : autoMemoryChanged ? autoMemoryBefore : undefined,
      });
      // the user chose to keep auto memory: the hooks need not tell them it is on
      if (boolFlag(args, 'keep-auto-memory') && state !== undefined) claim(autoMemoryNoticeMarker(state));
    }

    const result = {
      settingsFile: file.path,
      scope,
      dryRun,
      changes,
      created,
      memoryRoot: plan.memoryRoot,
      alreadyInstalled: changes.length === 0 && created.length === 0,
    };
    if (boolFlag(args, 'json')) {
      ctx.stdout(`${JSON.stringify(result, null, 2)}\n`);
      return;
    }
    const c = colorsFor(ctx);
    const say = msg.install;
    if (result.alreadyInstalled) {
      ctx.stdout(`${c.green('✓')} ${say.alreadyInstalled(file.path)}\n`);
      return;
    }
    const line = dryRun ? say.would : say.did;
    ctx.stdout(`${dryRun ? c.yellow(say.dryRun) : c.green(say.installed)} ${say.settingsOf(scope, file.path)}\n`);
    for (const change of changes) ctx.stdout(`  ${line(change)}\n`);
    for (const path of created) ctx.stdout(`  ${line(say.create(path))}\n`);
    if (!dryRun) ctx.stdout(`${say.next(plan.memoryRoot)}\n`);
  },
};
