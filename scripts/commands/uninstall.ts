import { CLIENT_OPTION, clientFlag } from '../../lib/cli/client-flag.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, choiceFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { changeLine } from '../../lib/i18n/change-line.js';
import { stateDir } from '../../lib/io/state-dir.js';
import { CLIENT_SCOPES, hookFilePath } from '../../lib/settings/client-files.js';
import { removeEmptyFolder } from '../../lib/settings/created-folders.js';
import { includeEntry } from '../../lib/settings/gemini-include.js';
import { installAdvice, uninstallAdvice, uninstallCommand } from '../../lib/settings/install-advice.js';
import { serialised } from '../../lib/settings/install-lock.js';
import { writeInstallRecord } from '../../lib/settings/install-records.js';
import { installedScopes } from '../../lib/settings/installed-scopes.js';
import { removeSettingsFile, writeSettingsFile } from '../../lib/settings/settings-file.js';
import { changeLines } from '../../lib/settings/shown-changes.js';
import { planUninstall } from '../../lib/settings/uninstall-plan.js';
import { memoryRootOf } from '../../lib/workspace/workspace.js';
import { workspacePlace } from '../../lib/workspace/workspace-place.js';

// --help text and messages: lib/cli/messages (ko and en)
export const uninstall: Command = {
  name: 'uninstall',
  options: { ...DIR_OPTION, ...CLIENT_OPTION, scope: { type: 'string' }, 'dry-run': { type: 'boolean' }, json: { type: 'boolean' } },
  run(args, ctx, msg) {
    const client = clientFlag(args, 'uninstall');
    const scope = choiceFlag(args, 'scope', CLIENT_SCOPES[client], 'user', 'uninstall');
    const dir = dirFlag(args, ctx);
    const dryRun = boolFlag(args, 'dry-run');
    const path = hookFilePath(client, scope, dir, ctx.env, ctx.home);
    const state = stateDir(ctx.env, ctx.home);
    // Gemini: the entry install added for this folder's workspace, the one of those in includeDirectories that goes
    const include = client === 'gemini' ? includeEntry(scope, dir, memoryRootOf(workspacePlace(dir).root)) : undefined;

    const { file, changes, shifted, kept, ignore } = dryRun
      ? planUninstall(client, path, state, ctx.env, ctx.home, include)
      : serialised(state, path, (records) => {
          const planned = planUninstall(client, path, state, ctx.env, ctx.home, include);
          if (planned.remove) removeSettingsFile(planned.file);
          else if (planned.text !== planned.file.text && planned.file.exists) writeSettingsFile(planned.file, planned.text);
          for (const other of planned.also) writeSettingsFile(other.file, other.text);
          for (const other of planned.removeFiles) removeSettingsFile(other);
          for (const folder of planned.removeFolders) removeEmptyFolder(folder);
          if (planned.record) writeInstallRecord(records, planned.file.path, planned.recordAfter);
          return planned;
        });

    // an install in another scope goes on running: named, with the command that takes it out
    const to = { self: ctx.self, dir };
    const others = installedScopes(client, scope, dir, state, ctx.env, ctx.home).map((other) => ({
      ...other,
      command: uninstallCommand(to, { client, scope: other.scope }),
      advice: uninstallAdvice(to, { client, scope: other.scope }),
    }));
    const stillInstalled = others.map(({ scope, path, command }) => ({ scope, settingsFile: path, command }));
    // other workspaces' entries stay for their own uninstall, named with the command that takes each back
    const keptIncludes = kept.map((entry) => ({
      entry: entry.value,
      ...(entry.workspace === undefined ? {} : { workspace: entry.workspace, command: uninstallCommand(to, { client, scope, dir: entry.workspace }) }),
      advice: entry.workspace === undefined ? undefined : uninstallAdvice(to, { client, scope, dir: entry.workspace }),
    }));
    if (boolFlag(args, 'json')) {
      // `changes`: one fixed English line per change, as before changes became data (lib/i18n/change-line.ts)
      const report = { client, settingsFile: file.path, scope, dryRun, changes: changes.map(changeLine), notInstalled: changes.length === 0, stillInstalled };
      const extra =
        client === 'codex' ? { trustShifted: shifted } : client === 'gemini' ? { includesKept: keptIncludes.map(({ advice, ...kept }) => kept) } : {};
      ctx.stdout(`${JSON.stringify({ ...report, ...extra }, null, 2)}\n`);
      return;
    }
    const c = colorsFor(ctx);
    const say = msg.uninstall;
    const hooksRemoved = changes.some((change) => change.kind === 'remove-hook');
    const otherLines = [
      // Gemini's hooks are user-wide: gone for the other workspaces too, which keep their entries
      ...keptIncludes.map((kept) =>
        say.includeKept(
          kept.entry,
          kept.advice,
          hooksRemoved && kept.workspace !== undefined ? installAdvice(to, { client, scope, dir: kept.workspace }) : undefined,
        ),
      ),
      ...others.map((other) => say.stillInstalled(other.scope, other.path, other.advice)),
      ...(ignore?.kind === 'keep' ? [say.ignoreKept(ignore.line, ignore.exclude, ignore.still, uninstallAdvice(to, { scope }))] : []),
    ]
      .map((line) => `${c.yellow(line)}\n`)
      .join('');
    if (changes.length === 0) {
      ctx.stdout(`${say.notInstalled(file.path)}\n${otherLines}`);
      return;
    }
    ctx.stdout(`${dryRun ? c.yellow(msg.install.dryRun) : c.green(say.uninstalled)} (${file.path})\n`);
    for (const line of changeLines(msg, changes, dryRun)) ctx.stdout(`  ${line}\n`);
    if (shifted > 0) ctx.stdout(`${c.yellow(say.trustShifted(shifted, file.path))}\n`);
    ctx.stdout(otherLines);
  },
};
