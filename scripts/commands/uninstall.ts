import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, choiceFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { stateDir } from '../../lib/io/state-dir.js';
import { readInstallRecord, recordedCommands, writeInstallRecord } from '../../lib/settings/install-records.js';
import { ownershipOf } from '../../lib/settings/our-commands.js';
import { readSettingsFile, SETTINGS_SCOPES, settingsPath, writeSettingsFile } from '../../lib/settings/settings-file.js';
import { removeHooks, restoreAutoMemory } from '../../lib/settings/settings-merge.js';

// --help text and messages: lib/cli/messages (ko and en)
export const uninstall: Command = {
  name: 'uninstall',
  options: { ...DIR_OPTION, scope: { type: 'string' }, 'dry-run': { type: 'boolean' }, json: { type: 'boolean' } },
  run(args, ctx, msg) {
    const scope = choiceFlag(args, 'scope', SETTINGS_SCOPES, 'user', 'uninstall');
    const dir = dirFlag(args, ctx);
    const dryRun = boolFlag(args, 'dry-run');
    const file = readSettingsFile(settingsPath(scope, dir, ctx.env, ctx.home));
    const state = stateDir(ctx.env, ctx.home);
    const record = readInstallRecord(state, file.path);

    const removed = removeHooks(file.settings, ownershipOf(recordedCommands(record), ctx.env).isOurs);
    let settings = removed.settings;
    const changes = [...removed.changes];
    if (record?.autoMemoryChanged) {
      const restored = restoreAutoMemory(settings, record.autoMemoryBefore);
      settings = restored.settings;
      changes.push(...restored.changes);
    }
    if (!dryRun) {
      if (changes.length > 0 && file.exists) writeSettingsFile(file, settings);
      if (record) writeInstallRecord(state, file.path, undefined);
    }

    if (boolFlag(args, 'json')) {
      ctx.stdout(`${JSON.stringify({ settingsFile: file.path, scope, dryRun, changes, notInstalled: changes.length === 0 }, null, 2)}\n`);
      return;
    }
    const c = colorsFor(ctx);
    const say = msg.uninstall;
    if (changes.length === 0) {
      ctx.stdout(`${say.notInstalled(file.path)}\n`);
      return;
    }
    ctx.stdout(`${dryRun ? c.yellow(msg.install.dryRun) : c.green(say.uninstalled)} (${file.path})\n`);
    const line = dryRun ? msg.install.would : msg.install.did;
    for (const change of changes) ctx.stdout(`  ${line(change)}\n`);
  },
};
