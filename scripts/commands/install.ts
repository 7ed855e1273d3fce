import { boolFlag, choiceFlag, type Command } from '../../lib/cli/command.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { CliError } from '../../lib/errors.js';
import { hookSpecs, isOurHookCommand } from '../../lib/hook-specs.js';
import { readInstallRecord, writeInstallRecord } from '../../lib/install-records.js';
import { createMemoryRoot, planMemoryRoot } from '../../lib/memory-root-setup.js';
import { addHooks, AUTO_MEMORY_KEY, disableAutoMemory } from '../../lib/settings-merge.js';
import { readSettingsFile, SETTINGS_SCOPES, settingsPath, writeSettingsFile } from '../../lib/settings-file.js';
import { stateDir } from '../../lib/state-dir.js';

export const install: Command = {
  name: 'install',
  summary: 'register the hooks in Claude Code settings and create the memory folder',
  help: `Usage: project-memory install [--scope user|project|local] [--dir DIR] [--keep-auto-memory] [--dry-run] [--json]

Registers the project-memory hooks in a Claude Code settings file and creates
.ai-core/data/memory/_global/ at the workspace root if it is missing.

Options:
  --scope user|project|local  user: ~/.claude/settings.json (default; works from any launch folder)
                              project: DIR/.claude/settings.json (read only when Claude starts in DIR)
                              local: DIR/.claude/settings.local.json
  --dir DIR                   the workspace or launch folder (default: current folder)
  --keep-auto-memory          leave Claude Code's own auto memory on
  --dry-run                   show what would change; write nothing
  --json                      print the result as JSON

Examples:
  project-memory install
  project-memory install --scope project --dir ~/workspace
  project-memory install --dry-run`,
  options: {
    ...DIR_OPTION,
    scope: { type: 'string' },
    'keep-auto-memory': { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    json: { type: 'boolean' },
  },
  run(args, ctx) {
    const scope = choiceFlag(args, 'scope', SETTINGS_SCOPES, 'user', 'install');
    const dir = dirFlag(args, ctx);
    const dryRun = boolFlag(args, 'dry-run');
    const file = readSettingsFile(settingsPath(scope, dir, ctx.env, ctx.home));

    let merged;
    try {
      merged = addHooks(file.settings, hookSpecs(), isOurHookCommand);
    } catch (error) {
      throw new CliError(`${file.path}: ${(error as Error).message}; fix that key by hand. Nothing was changed.`);
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
    }

    const result = { settingsFile: file.path, scope, dryRun, changes, created, memoryRoot: plan.memoryRoot, alreadyInstalled: changes.length === 0 && created.length === 0 };
    if (boolFlag(args, 'json')) {
      ctx.stdout(`${JSON.stringify(result, null, 2)}\n`);
      return;
    }
    const c = colorsFor(ctx);
    if (result.alreadyInstalled) {
      ctx.stdout(`${c.green('✓')} already installed in ${file.path}; nothing changed.\n`);
      return;
    }
    const verb = dryRun ? 'would' : 'did';
    ctx.stdout(`${dryRun ? c.yellow('dry run: nothing written') : c.green('✓ installed')} (${scope} settings: ${file.path})\n`);
    for (const change of changes) ctx.stdout(`  ${verb} ${change}\n`);
    for (const path of created) ctx.stdout(`  ${verb} create ${path}\n`);
    if (!dryRun) ctx.stdout(`Memories live in ${plan.memoryRoot}. The list appears from the next prompt of a new Claude Code session.\n`);
  },
};
