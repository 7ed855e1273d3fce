import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cliCommand } from '../../lib/cli/advice-command.js';
import { CLIENT_OPTION, clientFlag } from '../../lib/cli/client-flag.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, choiceFlag, stringFlag } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { CliError } from '../../lib/cli/errors.js';
import { ioReasonOf } from '../../lib/cli/io-reason.js';
import { refuseLinkedOut } from '../../lib/cli/workspace-flag.js';
import { checkGeminiTrust } from '../../lib/diagnose/doctor/check-gemini-trust.js';
import { clientHooksOff } from '../../lib/diagnose/doctor/client-hooks-off.js';
import { hooksOff } from '../../lib/diagnose/doctor/hooks-off.js';
import { nodeLink } from '../../lib/diagnose/doctor/node-version.js';
import { type PluginBeside, pluginBeside } from '../../lib/diagnose/doctor/plugin-beside.js';
import { settingsLevels } from '../../lib/diagnose/doctor/settings-levels.js';
import { autoMemoryNoticeMarker, claim } from '../../lib/hook/auto-memory-notice.js';
import { changeLine } from '../../lib/i18n/change-line.js';
import { EN } from '../../lib/i18n/en.js';
import type { BesidePluginFacts, CliMessages } from '../../lib/i18n/types.js';
import { onPath } from '../../lib/io/command-on-path.js';
import { builtCliPath, builtHookPath, pluginRoot } from '../../lib/io/package-paths.js';
import { isWithin, realPathOf } from '../../lib/io/real-path.js';
import type { RunContext } from '../../lib/io/run-context.js';
import { stateDir, statePlace } from '../../lib/io/state-dir.js';
import { CLIENT_NAMES, type Client } from '../../lib/model/clients.js';
import { ignoredByGit } from '../../lib/save/ignored-by-git.js';
import { checkedPinPlan, firstSavePin, PIN_OPTION, pinOffer, withFirstSaveLock } from '../../lib/save/pin-flag.js';
import { gitAddPin, writePin } from '../../lib/save/pin-plan.js';
import { claudeConfigDir } from '../../lib/settings/claude-config-dir.js';
import { CLIENT_SCOPES, codexProjectRoot, hookFilePath, scopeOfFile } from '../../lib/settings/client-files.js';
import { projectTrusted, tomlString } from '../../lib/settings/codex-config.js';
import { hookFiles } from '../../lib/settings/hook-specs.js';
import { type AdviceTo, installAdvice, uninstallAdvice } from '../../lib/settings/install-advice.js';
import { serialised } from '../../lib/settings/install-lock.js';
import { type InstallPlan, planInstall, withIgnore } from '../../lib/settings/install-plan.js';
import { writeInstallRecord } from '../../lib/settings/install-records.js';
import { installedScopes } from '../../lib/settings/installed-scopes.js';
import { type IgnoreNote, keepLocalSettingsOut } from '../../lib/settings/local-ignore.js';
import { memoryReadRules } from '../../lib/settings/memory-read-rule.js';
import { packageSource } from '../../lib/settings/package-source.js';
import { type SettingsScope, writeSettingsFile } from '../../lib/settings/settings-file.js';
import { changeLines } from '../../lib/settings/shown-changes.js';
import { shellCommand } from '../../lib/shell-quote.js';
import { loadConfig } from '../../lib/workspace/config.js';
import { resolveProjectKey } from '../../lib/workspace/key-resolution.js';
import { asLoneRepository } from '../../lib/workspace/lone-repository.js';
import { createMemoryRoot, type MemoryRootPlan, planMemoryRoot } from '../../lib/workspace/memory-root-setup.js';
import { noSaveFolder } from '../../lib/workspace/no-save-folder.js';
import { remoteKeyOf } from '../../lib/workspace/remote-key.js';
import type { Workspace } from '../../lib/workspace/resolve.js';
import { type WorkspacePlace, workspacePlace } from '../../lib/workspace/workspace-place.js';

// --help text and messages: lib/cli/messages (ko and en)
export const install: Command = {
  name: 'install',
  options: {
    ...DIR_OPTION,
    ...CLIENT_OPTION,
    scope: { type: 'string' },
    'keep-auto-memory': { type: 'boolean' },
    'trust-hooks': { type: 'boolean' },
    force: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    ...PIN_OPTION,
    json: { type: 'boolean' },
  },
  run(args, ctx, msg) {
    const client = clientFlag(args, 'install', { 'keep-auto-memory': 'claude', force: 'claude', 'trust-hooks': 'codex' });
    const asked = choiceFlag(args, 'scope', CLIENT_SCOPES[client], 'user', 'install');
    const dir = dirFlag(args, ctx);
    // in the home folder a project's file is the user's own (~/.claude/settings.json): installed
    // as such, not as a file to commit whose machine path would break a teammate's clone
    const scope = scopeOfFile(client, asked, dir, ctx.env, ctx.home);
    const dryRun = boolFlag(args, 'dry-run');
    const keepAutoMemory = boolFlag(args, 'keep-auto-memory');
    // a hook registered for a file this package lacks would fail on every prompt, and
    // "already installed" would hide it: refused, with how to get the file back
    const absent = hookFiles(client).filter((file) => !existsSync(file));
    if (absent.length > 0) {
      const source = packageSource(pluginRoot(), ctx.env, ctx.home);
      throw new CliError((m) => m.install.incomplete(pluginRoot(), absent, source));
    }
    const path = hookFilePath(client, scope, dir, ctx.env, ctx.home);
    const state = stateDir(ctx.env, ctx.home);
    const place = workspacePlace(dir);
    refuseLinkedOut(place.root);
    const plan = planMemoryRoot(place.root);
    // A memory folder in the home folder would take in every repository below it that has
    // none of its own, outside their git, and one in /tmp every launch of the user's below
    // it: run there without --dir, install registers the hooks and leaves the folder to the
    // first save, which makes it at a repository's top (no-save-folder.ts).
    // Gemini then gets no includeDirectories entry: a launch at the repository's top reads
    // the folder as its own, and one below it is told by doctor which install adds it.
    // (one in /tmp even with --dir: a save there would refuse it, so it would never hold a memory)
    const refused = place.kind === 'new' ? noSaveFolder(place.root, ctx.home) : undefined;
    const left = refused === 'shared' || (refused === 'home' && stringFlag(args, 'dir') === undefined) ? refused : undefined;
    const folderLeft = left !== undefined;
    const created = folderLeft ? [] : plan.missing;
    // --pin is checked before anything is written: a conflicting pin leaves all as it was
    const workspace = workspaceAfterInstall(dir, plan, ctx);
    // refused where the key in use would hide another clone's memories: the same install without --pin is the way on
    const alone = ['install', ...(client === 'claude' ? [] : ['--client', client]), ...(scope === 'user' ? [] : ['--scope', scope]), '--dir', dir];
    const pin = boolFlag(args, 'pin') ? checkedPinPlan(dir, workspace, alone) : undefined;
    const request = {
      client,
      scope,
      dir,
      path,
      state,
      env: ctx.env,
      home: ctx.home,
      workspaceRoot: plan.workspaceRoot,
      memoryRoot: plan.memoryRoot,
      memoryRootLeft: folderLeft,
      keepAutoMemory,
      trustHooks: boolFlag(args, 'trust-hooks'),
    };

    // Claude Code runs the plugin's hooks and these both: refused before anything is written
    const beside = client === 'claude' ? pluginBeside({ dir, env: ctx.env, home: ctx.home }) : undefined;
    const checked = (p: InstallPlan): InstallPlan => {
      if (beside && !boolFlag(args, 'force') && p.changes.some((c) => c.kind === 'add-hook')) {
        throw new CliError((m) => m.install.besidePlugin.refused(besideFacts(beside, scope, { self: ctx.self, dir })));
      }
      return p;
    };
    // settings.local.json names this machine's paths: kept out of commits, as Claude Code keeps the one it writes
    const keptOut = (p: InstallPlan) => ({
      ...p,
      ignore: client === 'claude' && scope === 'local' ? keepLocalSettingsOut(p.file.path, ctx.env, dryRun) : undefined,
    });
    let recordKept = true;
    const { ignore, ...planned } = dryRun
      ? keptOut(checked(planInstall(request)))
      : serialised(state, path, (records) => {
          // no state folder to write to: the record uninstall takes back by is not kept
          recordKept = records !== undefined;
          const p = checked(planInstall(request));
          if (p.changes.length > 0 && p.text !== p.file.text) writeSettingsFile(p.file, p.text);
          for (const other of p.also) writeSettingsFile(other.file, other.text);
          for (const other of p.otherRecords) writeInstallRecord(records, other.path, other.record);
          if (created.length > 0) createMemoryRoot(plan);
          // one at a time with a project's first saves, which plan and write a pin of their own (firstSave)
          if (pin) withFirstSaveLock(state, plan.memoryRoot, () => writePin(pin, false));
          // the record keeps the line this install added, for uninstall to take back (that one only)
          const done = keptOut(p);
          writeInstallRecord(records, p.file.path, { ...p.record, ...withIgnore(done.ignore?.record) });
          return done;
        });
    const { file, changes } = planned;
    const madeFolders = [...planned.made.folders].reverse();
    const settingsMade = [...madeFolders, ...planned.made.files];
    // the user chose to keep auto memory: the hooks need not tell them it is on
    if (!dryRun && keepAutoMemory && state !== undefined) claim(autoMemoryNoticeMarker(state));

    // where a project's first memory pins its key on its own, the offer would only ask for it twice
    const offer = pin || dryRun || firstSavePin(dir, asLoneRepository(workspace), ctx.env) ? undefined : pinOffer(dir, workspace, ctx);
    const untrusted = planned.trust?.entries.filter((e) => !e.trusted) ?? [];
    const projectRoot = client === 'codex' && scope === 'project' ? codexProjectRoot(dir) : undefined;
    const needsProjectTrust = projectRoot !== undefined && planned.trust !== undefined && !projectTrusted(planned.trust.configText, projectRoot);
    // a settings key of any level can stop Claude Code running every hook, these included: said, not changed (it is the user's)
    const off = client === 'claude' ? (hooksOff(settingsLevels({ dir, env: ctx.env, home: ctx.home })) ?? null) : undefined;
    const result = {
      client,
      settingsFile: file.path,
      scope,
      dryRun,
      // one fixed English line per change, as before changes became data (lib/i18n/change-line.ts)
      changes: changes.map(changeLine),
      created,
      // the client's folders and files this install made: its settings folder, hook file, config.toml
      settingsCreated: settingsMade,
      memoryRoot: plan.memoryRoot,
      workspaceRoot: plan.workspaceRoot,
      alreadyInstalled: changes.length === 0 && created.length === 0 && (pin?.same ?? true) && ignore?.added === undefined,
      memoryRootLeft: folderLeft,
      pin: pin ? { path: pin.path, key: pin.key, written: !dryRun && !pin.same } : null,
      pinCommand: offer?.command ?? null,
      gitIgnore: ignore?.json ?? null,
      recordKept: !dryRun && recordKept,
      ...(planned.launchSkipped ? { launchIncludeSkipped: { path: planned.launchSkipped.path, reason: planned.launchSkipped.reason(EN) } } : {}),
      ...(off === undefined ? {} : { hooksOff: off }),
      ...(planned.trust
        ? {
            codexTrust: {
              config: planned.trust.config,
              hooks: planned.trust.entries.map((e) => ({ event: e.event, key: e.key, hash: e.hash, trusted: e.trusted })),
              ...(projectRoot ? { projectRoot, projectTrusted: !needsProjectTrust } : {}),
            },
          }
        : {}),
    };
    if (boolFlag(args, 'json')) {
      ctx.stdout(`${JSON.stringify(result, null, 2)}\n`);
      return;
    }
    const c = colorsFor(ctx);
    const say = msg.install;
    const offerText =
      offer &&
      (offer.elsewhere.length > 0
        ? say.pinOfferElsewhere(workspace.project.key, offer.elsewhere, offer.command)
        : say.pinOffer(workspace.project.key, offer.command));
    const offerLine = offerText ? `${c.dim(offerText)}\n` : '';
    // Codex's or Gemini's own setting that runs no hook: doctor's row, said now (not in a dry run: nothing is registered to check)
    const clientOff = client !== 'claude' && !dryRun ? clientHooksOff(client, { dir, env: ctx.env, home: ctx.home, self: ctx.self, client }) : undefined;
    // a folder Gemini does not trust (or a trust file it stops over) runs none of these hooks: doctor's failed row, said now
    const trustRow = client === 'gemini' ? checkGeminiTrust({ dir, env: ctx.env, home: ctx.home, self: ctx.self, client }) : undefined;
    const untrustedFolder = trustRow?.status === 'fail' ? trustRow : undefined;
    // Claude Code reads user, project and local settings alike, and runs an identical command
    // once however many of them hold it (2.1.328): another's hooks run beside these only
    // where their command differs (another copy of the package, an older install's form)
    const written = new Set(planned.record.commands ?? []);
    const twice =
      client === 'claude'
        ? installedScopes('claude', scope, dir, state, ctx.env, ctx.home)
            .filter((other) => other.commands.some((command) => !written.has(command)))
            .map((other) => say.otherScopeTwice(other.scope, other.path, uninstallAdvice({ self: ctx.self, dir }, { scope: other.scope })))
        : [];
    // a memory folder no permissions rule can name: Claude Code asks before each read from a launch below it
    const noRule = client === 'claude' && !folderLeft && memoryReadRules(plan.memoryRoot) === undefined;
    const skipped = planned.launchSkipped;
    // files made in a clone of a shared repository: a teammate's commit of the same ones stops the next pull
    const madeFiles = created.filter((path) => !plan.missingFolders.includes(path));
    // files git ignores stop no pull: said only of files a teammate's commit can collide with
    const shared =
      !dryRun && madeFiles.length > 0 && remoteKeyOf(plan.workspaceRoot, ctx.env) !== undefined && ignoredByGit(madeFiles[0] as string, ctx.env) === undefined;
    const notes = [
      ...(onPath('node', ctx.env.PATH) ? [] : [say.noNode(nodeLink())]),
      ...(asked !== scope ? [say.projectIsUser(file.path)] : []),
      ...(shared ? [say.pullFirst(shellCommand(['rm', ...madeFiles]))] : []),
      ...(!dryRun && !recordKept && !result.alreadyInstalled
        ? [say.noRecord(statePlace(ctx.env, ctx.home)?.dir, cliCommand(ctx, ['doctor', '--dir', dir]))]
        : []),
      ...(skipped ? [say.launchIncludeSkipped(skipped.path, skipped.reason(msg), cliCommand(ctx, ['doctor', '--client', 'gemini', '--dir', dir]))] : []),
      ...twice,
      ...(noRule ? [msg.doctor.readAsksFixFolder(realPathOf(plan.memoryRoot) ?? plan.memoryRoot)] : []),
      ...(off ? [off.overriddenBy === undefined ? say.hooksDisabled(off.paths) : say.hooksDisabledOverridden(off.paths, off.overriddenBy)] : []),
      ...(clientOff ? [`${clientOff.message(msg)}${clientOff.fix ? ` — ${clientOff.fix(msg)}` : ''}`] : []),
      ...(untrustedFolder ? [`${untrustedFolder.message(msg)}${untrustedFolder.fix ? ` — ${untrustedFolder.fix(msg)}` : ''}`] : []),
      ...(beside && (planned.record.commands?.length ?? 0) > 0 ? [msg.install.besidePlugin.twice(besideFacts(beside, scope, { self: ctx.self, dir }))] : []),
      // while config.toml keeps Codex from starting, the trust it writes is no step (--trust-hooks refuses the file)
      ...(untrusted.length > 0 && planned.trust && !planned.trust.invalid
        ? trustAdvice(msg, planned.trust.config, untrusted, { self: ctx.self, dir }, scope)
        : []),
      ...(needsProjectTrust && projectRoot ? [say.projectTrust(projectRoot)] : []),
      // Codex's workspace-write sandbox takes the launch folder as the workspace, not the repository's top
      ...(client === 'codex' && !folderLeft && !isWithin(plan.memoryRoot, dir) ? [say.codexAddDir(dir, plan.memoryRoot)] : []),
      ...(ignore?.note ? [ignoreNote(msg, ignore.note, ctx, dir)] : []),
      ...(scope === 'project' && !dryRun ? projectPathNotes(msg, client, file.path, { self: ctx.self, dir }) : []),
      ...(client === 'gemini' && !result.alreadyInstalled ? [say.geminiSave(shellCommand(['node', builtCliPath(), 'save']))] : []),
      ...(client !== 'claude' && runsFromPluginCache(ctx) ? [say.fromPluginCache(dirname(builtHookPath('UserPromptSubmit')))] : []),
    ];
    // without --trust-hooks install writes no config.toml, but Codex reads it before any hook: said first
    if (planned.trust?.invalid) notes.unshift(msg.toml.invalid(planned.trust.config, planned.trust.invalid));
    const noteLines = notes.map((line) => `${c.yellow(line)}\n`).join('');
    // the same install, for this client and with its flags, only with the home folder named
    const sameInstall = installAdvice({ self: ctx.self, dir }, { client, scope, dir: place.root, trustHooks: request.trustHooks });
    const geminiRead = client === 'gemini' ? `\n${say.geminiHomeLeft(cliCommand(ctx, ['doctor', '--client', 'gemini']))}` : '';
    const leftLine = left === 'shared' ? say.sharedLeft(place.root) : say.homeLeft(place.root, sameInstall);
    const placeLine = folderLeft ? `${c.yellow(`${leftLine}${geminiRead}`)}\n` : placeText(msg, place, dir);
    // plain doctor checks Claude Code: the one for this client is named
    const checkLine = client === 'claude' ? '' : `${say.checkWith(cliCommand(ctx, ['doctor', '--client', client, '--dir', dir]))}\n`;
    if (result.alreadyInstalled) {
      ctx.stdout(`${c.green('✓')} ${say.alreadyInstalled(file.path)}\n${placeLine}${checkLine}${noteLines}${offerLine}`);
      return;
    }
    ctx.stdout(`${dryRun ? c.yellow(say.dryRun) : c.green(say.installed)} ${say.settingsOf(scope, file.path)}\n`);
    for (const line of changeLines(msg, changes, dryRun)) ctx.stdout(`  ${line}\n`);
    const line = dryRun ? say.would : say.did;
    for (const path of madeFolders) ctx.stdout(`  ${line({ kind: 'create-folder', path })}\n`);
    for (const path of planned.made.files) ctx.stdout(`  ${line({ kind: 'create-file', path })}\n`);
    for (const path of created) ctx.stdout(`  ${line({ kind: plan.missingFolders.includes(path) ? 'create-folder' : 'create-file', path })}\n`);
    if (pin && !pin.same) ctx.stdout(`  ${dryRun ? msg.key.wouldPin(pin.path, pin.key) : msg.key.pinned(pin.path, pin.key, gitAddPin(pin))}\n`);
    if (ignore?.added) ctx.stdout(`  ${say.localIgnored(ignore.added.line, ignore.added.exclude, ignore.added.done)}\n`);
    // "the list appears from the next prompt" is untrue while settings turn every hook off: the note about that says so instead
    // nor while Codex cannot start
    const nextLine =
      folderLeft || (off && off.overriddenBy === undefined) || planned.trust?.invalid ? '' : `${say.next(plan.memoryRoot, CLIENT_NAMES[client])}\n`;
    if (!dryRun) ctx.stdout(`${placeLine}${nextLine}${checkLine}${noteLines}${offerLine}`);
    else ctx.stdout(`${placeLine}${noteLines}`);
  },
};

/** What keeps settings.local.json out of commits did not, or could not, do it all */
function ignoreNote(msg: CliMessages, note: IgnoreNote, ctx: RunContext, dir: string): string {
  switch (note.kind) {
    // not `git rm --cached` (committed, it deletes the file in every teammate's clone) nor
    // `update-index --skip-worktree` (a pull that changes the file then fails with nothing to see)
    case 'tracked':
      return msg.install.localTracked(note.path, cliCommand(ctx, ['uninstall', '--scope', 'local', '--dir', dir]), cliCommand(ctx, ['install', '--dir', dir]));
    case 'overridden':
      return msg.install.localOverridden(note.path, note.exclude);
    case 'unwritable':
      return msg.install.localUnwritable(note.exclude, note.line, ioReasonOf(msg, note.error) ?? note.error.message);
  }
}

/** How to trust the hooks Codex does not trust yet: /hooks, or the lines --trust-hooks would write, and what the hash covers. */
function trustAdvice(
  msg: CliMessages,
  config: string,
  untrusted: ReadonlyArray<{ key: string; hash: string; stale?: boolean }>,
  to: AdviceTo,
  scope: SettingsScope,
): string[] {
  // named whatever the scope: the trust is for the hooks of this folder's install
  const command = installAdvice(to, { client: 'codex', scope, dir: to.dir, trustHooks: true });
  const lines = untrusted.flatMap((e) => [`  [hooks.state.${tomlString(e.key)}]`, `  trusted_hash = ${tomlString(e.hash)}`]);
  // a table pasted beside one of the same key: Codex then does not start
  const stale = untrusted.filter((e) => e.stale).length;
  return [
    msg.install.trustNeeded(untrusted.length),
    msg.install.trustHow(command, config),
    ...lines,
    ...(stale > 0 ? [msg.install.trustStale(stale)] : []),
    msg.install.trustCovers,
  ];
}

/**
 * Whether this CLI is the copy of the plugin Claude Code keeps in its cache: another
 * client's hooks would then name a folder of one plugin version, which an update replaces.
 */
function runsFromPluginCache(ctx: RunContext): boolean {
  const config = claudeConfigDir(ctx.env, ctx.home);
  return config !== undefined && isWithin(pluginRoot(), join(config, 'plugins', 'cache'));
}

/** Said when the workspace is not `dir` itself: where it is, and why. */
function placeText(msg: CliMessages, place: WorkspacePlace, dir: string): string {
  if (place.root === dir) return '';
  return `${(place.kind === 'found' ? msg.install.workspaceAbove : msg.install.workspaceAtRepoTop)(place.root)}\n`;
}

/** A project file is committed, and the hook commands in it name this machine's package: what a team does instead. */
function projectPathNotes(msg: CliMessages, client: Client, file: string, to: AdviceTo): string[] {
  const install = installAdvice(to, { client });
  const team = client === 'claude' ? msg.install.teamClaude(install) : msg.install.teamOther(install);
  return [msg.install.projectPath(file, dirname(builtHookPath('UserPromptSubmit'))), team];
}

/** The facts both the refusal and the note beside an enabled plugin name. */
function besideFacts(beside: PluginBeside, scope: SettingsScope, to: AdviceTo): BesidePluginFacts {
  return {
    id: beside.plugin.id,
    enabledBy: beside.plugin.enabledBy,
    enabledIn: beside.enabledIn,
    dir: to.dir,
    autoMemoryKey: beside.autoMemoryKey,
    autoMemoryFile: beside.autoMemoryOff ? undefined : beside.autoMemoryFile,
    uninstall: uninstallAdvice(to, { scope }),
  };
}

/** The workspace install sets up for `dir`, as it will be once the memory folder exists. */
function workspaceAfterInstall(dir: string, plan: MemoryRootPlan, ctx: RunContext): Workspace {
  const memoryRoot = plan.memoryRoot;
  const project = resolveProjectKey({ launchDir: dir, workspaceRoot: plan.workspaceRoot, memoryRoot, env: ctx.env });
  return { root: plan.workspaceRoot, memoryRoot, project, config: loadConfig(plan.workspaceRoot, ctx.env) };
}
