import { boolFlag, choiceFlag, type Command } from '../../lib/cli/command.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { isOurHookCommand } from '../../lib/hook-specs.js';
import { readInstallRecord, writeInstallRecord } from '../../lib/install-records.js';
import { removeHooks, restoreAutoMemory } from '../../lib/settings-merge.js';
import { readSettingsFile, SETTINGS_SCOPES, settingsPath, writeSettingsFile } from '../../lib/settings-file.js';
import { stateDir } from '../../lib/state-dir.js';

export const uninstall: Command = {
  name: 'uninstall',
  summary: 'remove exactly what install added to a settings file',
  help: `Usage: project-memory uninstall [--scope user|project|local] [--dir DIR] [--dry-run] [--json]

Removes the project-memory hooks from the settings file and puts Claude Code's
auto memory setting back as it was before install. Memories are never touched.

Options:
  --scope user|project|local  which settings file (default: user)
  --dir DIR                   the launch folder for project/local scope (default: current folder)
  --dry-run                   show what would change; write nothing
  --json                      print the result as JSON

Examples:
  project-memory uninstall
  project-memory uninstall --scope project --dir ~/workspace`,
  options: { ...DIR_OPTION, scope: { type: 'string' }, 'dry-run': { type: 'boolean' }, json: { type: 'boolean' } },
  run(args, ctx) {
    const scope = choiceFlag(args, 'scope', SETTINGS_SCOPES, 'user', 'uninstall');
    const dir = dirFlag(args, ctx);
    const dryRun = boolFlag(args, 'dry-run');
    const file = readSettingsFile(settingsPath(scope, dir, ctx.env, ctx.home));
    const state = stateDir(ctx.env, ctx.home);
    const record = readInstallRecord(state, file.path);

    const removed = removeHooks(file.settings, isOurHookCommand);
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
    if (changes.length === 0) {
      ctx.stdout(`not installed in ${file.path}; nothing changed.\n`);
      return;
    }
    ctx.stdout(`${dryRun ? c.yellow('dry run: nothing written') : c.green('✓ uninstalled')} (${file.path})\n`);
    for (const change of changes) ctx.stdout(`  ${dryRun ? 'would' : 'did'} ${change}\n`);
  },
};
