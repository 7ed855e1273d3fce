import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, choiceFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { stateDir } from '../../lib/io/state-dir.js';
import { changeLine } from '../../lib/settings/change-line.js';
import { serialised } from '../../lib/settings/install-lock.js';
import { readInstallRecord, recordedCommands, writeInstallRecord } from '../../lib/settings/install-records.js';
import { ownershipOf } from '../../lib/settings/our-commands.js';
import {
  assertWritable,
  editSettingsText,
  readSettingsFile,
  removeSettingsFile,
  SETTINGS_SCOPES,
  settingsPath,
  writeSettingsFile,
} from '../../lib/settings/settings-file.js';
import { removeHooks, restoreAutoMemory } from '../../lib/settings/settings-merge.js';

/** What uninstall would change in one settings file: the edits, and whether the file goes. */
function planUninstall(path: string, state: string | undefined, env: Record<string, string | undefined>) {
  const file = readSettingsFile(path);
  const record = readInstallRecord(state, file.path);
  const removed = removeHooks(file.settings, ownershipOf(recordedCommands(record), env).isOurs);
  const edits = [...removed.edits];
  const changes = [...removed.changes];
  if (record?.autoMemoryChanged) {
    const restored = restoreAutoMemory(file.settings, record.autoMemoryBefore);
    edits.push(...restored.edits);
    changes.push(...restored.changes);
  }
  const text = edits.length > 0 ? editSettingsText(file, edits) : file.text;
  // a file install made, holding nothing now: it goes, as it came (not through a link someone made since)
  const empty = text.trim() === '' || Object.keys(JSON.parse(text) as object).length === 0;
  const remove = file.exists && record?.createdFile === true && empty && !file.link;
  if (remove) changes.push({ kind: 'remove-file', path: file.path });
  if (changes.length > 0) assertWritable(file);
  return { file, record, text, changes, remove };
}

// --help text and messages: lib/cli/messages (ko and en)
export const uninstall: Command = {
  name: 'uninstall',
  options: { ...DIR_OPTION, scope: { type: 'string' }, 'dry-run': { type: 'boolean' }, json: { type: 'boolean' } },
  run(args, ctx, msg) {
    const scope = choiceFlag(args, 'scope', SETTINGS_SCOPES, 'user', 'uninstall');
    const dir = dirFlag(args, ctx);
    const dryRun = boolFlag(args, 'dry-run');
    const path = settingsPath(scope, dir, ctx.env, ctx.home);
    const state = stateDir(ctx.env, ctx.home);

    const { file, changes } = dryRun
      ? planUninstall(path, state, ctx.env)
      : serialised(state, path, () => {
          const planned = planUninstall(path, state, ctx.env);
          if (planned.remove) removeSettingsFile(planned.file);
          else if (planned.changes.length > 0 && planned.file.exists) writeSettingsFile(planned.file, planned.text);
          if (planned.record) writeInstallRecord(state, planned.file.path, undefined);
          return planned;
        });

    if (boolFlag(args, 'json')) {
      // `changes`: one fixed English line per change, as before changes became data (lib/settings/change-line.ts)
      const out = { settingsFile: file.path, scope, dryRun, changes: changes.map(changeLine), notInstalled: changes.length === 0 };
      ctx.stdout(`${JSON.stringify(out, null, 2)}\n`);
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
