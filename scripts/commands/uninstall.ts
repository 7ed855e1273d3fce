import { existsSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { CLIENT_OPTION, clientFlag } from '../../lib/cli/client-flag.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, choiceFlag, type ParsedArgs, stringFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { enabledPluginInstalls } from '../../lib/diagnose/doctor/plugin-state.js';
import { settingsLevels } from '../../lib/diagnose/doctor/settings-levels.js';
import { changeLine } from '../../lib/i18n/change-line.js';
import { checkoutEnvFor, execGit } from '../../lib/io/git-exec.js';
import { HOOK_EVENTS, hookFileName } from '../../lib/io/package-paths.js';
import { fromCwd, type RunContext } from '../../lib/io/run-context.js';
import { stateDir } from '../../lib/io/state-dir.js';
import { CLIENT_NAMES, CLIENTS } from '../../lib/model/clients.js';
import { toSafePath } from '../../lib/render/safe-line.js';
import { CLIENT_SCOPES, hookFilePath, scopeOfFile } from '../../lib/settings/client-files.js';
import { removeEmptyFolder } from '../../lib/settings/created-folders.js';
import { isGoneIncludeDir } from '../../lib/settings/gone-include-dir.js';
import { installAdvice, uninstallAdvice, uninstallCommand } from '../../lib/settings/install-advice.js';
import { serialised } from '../../lib/settings/install-lock.js';
import { writeInstallRecord } from '../../lib/settings/install-records.js';
import { installedFor, installedScopes, recordedElsewhere } from '../../lib/settings/installed-scopes.js';
import { removeSettingsFile, writeSettingsFile } from '../../lib/settings/settings-file.js';
import { changeLines } from '../../lib/settings/shown-changes.js';
import { planLaunchIncludeUndos, planUninstall } from '../../lib/settings/uninstall-plan.js';
import { removeUntouchedMemoryRoot, untouchedMemoryRoot } from '../../lib/settings/untouched-memory-root.js';
import { shellCommand } from '../../lib/shell-quote.js';
import { findWorkspaceRoot, memoryRootOf } from '../../lib/workspace/workspace.js';

// --help text and messages: lib/cli/messages (ko and en)
export const uninstall: Command = {
  name: 'uninstall',
  options: { ...DIR_OPTION, ...CLIENT_OPTION, scope: { type: 'string' }, 'dry-run': { type: 'boolean' }, json: { type: 'boolean' } },
  run(args, ctx, msg) {
    const client = clientFlag(args, 'uninstall');
    const asked = choiceFlag(args, 'scope', CLIENT_SCOPES[client], 'user', 'uninstall');
    const state = stateDir(ctx.env, ctx.home);
    const dir = goneIncludeDir(args, ctx, client === 'gemini' && asked === 'user', state) ?? dirFlag(args, ctx);
    // in the home folder a project's file is the user's: install put it there as the user's
    const scope = scopeOfFile(client, asked, dir, ctx.env, ctx.home);
    const dryRun = boolFlag(args, 'dry-run');
    const path = hookFilePath(client, scope, dir, ctx.env, ctx.home);

    // Gemini at user scope: the entries its installs added to launch folders' settings go too
    const plans = () => {
      const main = planUninstall(client, path, state, ctx.env, ctx.home, scope === 'project');
      const launch =
        client === 'gemini' && scope === 'user' ? planLaunchIncludeUndos({ userTarget: main.file.target, state, env: ctx.env, home: ctx.home }) : undefined;
      return { main, launch: launch?.plans ?? [], skipped: launch?.skipped ?? [] };
    };
    // asked before the file goes: a project file whose last commit holds our hooks, which every
    // teammate's clone has; the change is theirs once it is committed
    const committed = scope === 'project' && existsSync(path) && committedWithHooks(path, ctx.env);
    // nothing to take back: no lock, which would make the state folder a user may have deleted
    const looked = plans();
    const nothing = [looked.main, ...looked.launch].every((plan) => plan.changes.length === 0 && plan.record === undefined);
    const planned =
      dryRun || nothing
        ? looked
        : serialised(state, path, (records) => {
            const all = plans();
            for (const plan of [all.main, ...all.launch]) {
              if (plan.remove) removeSettingsFile(plan.file);
              else if (plan.text !== plan.file.text && plan.file.exists) writeSettingsFile(plan.file, plan.text);
              for (const other of plan.also) writeSettingsFile(other.file, other.text);
              for (const other of plan.removeFiles) removeSettingsFile(other);
              for (const folder of plan.removeFolders) removeEmptyFolder(folder);
              if (plan.record) writeInstallRecord(records, plan.file.path, plan.recordAfter);
            }
            return all;
          });
    const { file, shifted, ignore } = planned.main;
    const changes = [planned.main, ...planned.launch].flatMap((plan) => plan.changes);

    // an install in another scope, or for another client, goes on running (and once the
    // package is gone, Codex fails on every prompt): named, with the command that takes it out
    const to = { self: ctx.self, dir };
    const seen = [
      ...installedScopes(client, scope, dir, state, ctx.env, ctx.home).map((other) => ({ client, ...other })),
      ...installedFor(
        CLIENTS.filter((other) => other !== client),
        dir,
        state,
        ctx.env,
        ctx.home,
      ),
    ];
    // and those of other folders the install record knows, each named with its folder
    const elsewhere = recordedElsewhere(new Set([file.path, ...seen.map((other) => other.path)]), state, ctx.env, ctx.home);
    const others = [
      ...seen.map((other) => ({ ...other, to, variable: undefined })),
      ...elsewhere.map((other) => ({ ...other, to: { self: ctx.self, dir: other.dir } })),
    ].map((other) => {
      // a user install made under CLAUDE_CONFIG_DIR (…) is taken out under it
      const prefix = other.variable ? `${other.variable.name}=${shellCommand([other.variable.value])} ` : '';
      const command = `${prefix}${uninstallCommand(other.to, { client: other.client, scope: other.scope })}`;
      return { ...other, command, advice: prefix ? `\`${command}\`` : uninstallAdvice(other.to, { client: other.client, scope: other.scope }) };
    });
    const stillInstalled = others.map((other) => ({ client: other.client, scope: other.scope, settingsFile: other.path, command: other.command }));
    // the memory folder install made, where nothing was ever saved in it and no install is left
    // to use it: none of ours, and no plugin of ours a launch here runs
    const root = findWorkspaceRoot(dir);
    const memoryRoot = root === undefined ? undefined : memoryRootOf(root);
    const launch = { dir, env: ctx.env, home: ctx.home };
    const inUse = others.length > 0 || enabledPluginInstalls(launch, settingsLevels(launch)).length > 0;
    // looked at with nothing installed here too: a user-scope install's uninstall, run in another
    // repository, left this one's folder, and an uninstall here is the way to take it back
    const found = memoryRoot === undefined ? undefined : untouchedMemoryRoot(memoryRoot, ctx.env);
    // with nothing else to change and no state folder (deleted, as this command says to), no save
    // lock, which would make it again: the folders go by rmdir alone, so a save meanwhile keeps its own
    const locksIn = changes.length === 0 && state !== undefined && !existsSync(state) ? undefined : state;
    const outcome =
      found === undefined || memoryRoot === undefined
        ? undefined
        : 'kept' in found
          ? found.kept
          : inUse
            ? ({ kind: 'in-use' } as const)
            : dryRun || removeUntouchedMemoryRoot(memoryRoot, locksIn, ctx.env);
    const untouched = outcome === true;
    const kept = outcome === true ? undefined : outcome;
    if (boolFlag(args, 'json')) {
      // `changes`: one fixed English line per change, as before changes became data (lib/i18n/change-line.ts)
      const report = {
        client,
        settingsFile: file.path,
        scope,
        dryRun,
        changes: changes.map(changeLine),
        notInstalled: changes.length === 0,
        stillInstalled,
        leftUnrecorded: planned.main.unrecorded,
        removedMemoryFolder: untouched ? memoryRoot : null,
        memoryFolderKept: kept?.kind ?? null,
      };
      ctx.stdout(`${JSON.stringify({ ...report, ...(client === 'codex' ? { trustShifted: shifted } : {}) }, null, 2)}\n`);
      return;
    }
    const c = colorsFor(ctx);
    const say = msg.uninstall;
    const otherLines = [
      ...others.map((other) =>
        other.client === client
          ? say.stillInstalled(other.scope, other.path, other.advice)
          : say.stillInstalledFor(CLIENT_NAMES[other.client], other.scope, other.path, other.advice),
      ),
      ...(ignore?.kind === 'keep' ? [say.ignoreKept(ignore.line, ignore.exclude, ignore.still, uninstallAdvice(to, { scope }))] : []),
      ...planned.skipped.map((skip) => say.launchIncludeLeft(skip.path, skip.reason(msg))),
    ]
      .map((line) => `${c.yellow(line)}\n`)
      .join('');
    if (changes.length === 0) {
      ctx.stdout(`${(untouched ? say.notInstalledHere : say.notInstalled)(file.path)}\n${otherLines}`);
      if (untouched) ctx.stdout(`${say.emptyFolderRemoved(`${memoryRoot}/`, dryRun)}\n`);
      return;
    }
    ctx.stdout(`${dryRun ? c.yellow(msg.install.dryRun) : c.green(say.uninstalled)} (${file.path})\n`);
    for (const line of changeLines(msg, changes, dryRun)) ctx.stdout(`  ${line}\n`);
    if (shifted > 0) ctx.stdout(`${c.yellow(say.trustShifted(shifted, file.path, dryRun))}\n`);
    if (planned.main.unrecorded.length > 0) ctx.stdout(`${c.yellow(say.unrecorded(planned.main.unrecorded, dryRun))}\n`);
    // a committed project file: the change is every teammate's once it is committed
    if (committed) {
      ctx.stdout(`${c.yellow(say.committedFile(file.path, installAdvice(to, { client })))}\n`);
    }
    ctx.stdout(otherLines);
    // a memory folder anything was saved in stays: said, so nobody looks for the memories gone
    if (untouched) ctx.stdout(`${say.emptyFolderRemoved(`${memoryRoot}/`, dryRun)}\n`);
    else if (memoryRoot !== undefined && existsSync(memoryRoot)) {
      // why it stays: its memories, or, holding none, what else keeps it (names shown inertly, five at most)
      const because = kept?.kind === 'changed' ? { ...kept, names: shownNames(kept.names) } : kept;
      ctx.stdout(`${because === undefined || because.kind === 'memories' ? say.memoriesKept(memoryRoot) : say.folderKept(`${memoryRoot}/`, because)}\n`);
    }
    // the last install gone: what stays of it outside the project, for whoever removes the package too
    if (!inUse && state !== undefined && existsSync(state)) ctx.stdout(`${c.dim(say.stateLeft(state, shellCommand(['rm', '-r', state])))}\n`);
  },
};

/** Whether the last commit of the repository `path` is in holds it with a hook of ours in it (one of our hook files named). */
function committedWithHooks(path: string, env: Record<string, string | undefined>): boolean {
  const dir = dirname(path);
  const shown = execGit(dir, checkoutEnvFor(dir, env), ['show', `HEAD:./${basename(path)}`]);
  return shown.ok && HOOK_EVENTS.some((event) => shown.stdout.includes(hookFileName(event)));
}

/** File names as a terminal shows them inertly, five at most, then how many more. */
function shownNames(names: readonly string[]): string[] {
  const shown = names.slice(0, 5).map((name) => toSafePath(name, 80));
  return names.length > 5 ? [...shown, `+${names.length - 5}`] : shown;
}

/**
 * Gemini at user scope: a --dir that is gone, when an older install wrote its memory folder
 * into the user's settings (lib/settings/gone-include-dir.ts); undefined for any other.
 */
function goneIncludeDir(args: ParsedArgs, ctx: RunContext, geminiUser: boolean, state: string | undefined): string | undefined {
  const given = stringFlag(args, 'dir');
  if (given === undefined || !geminiUser) return undefined;
  const dir = fromCwd(ctx, given);
  return isGoneIncludeDir(dir, hookFilePath('gemini', 'user', dir, ctx.env, ctx.home), state) ? dir : undefined;
}
