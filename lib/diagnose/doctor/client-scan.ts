import { readTextSafely } from '../../io/read-file-safely.js';
import { stateDir } from '../../io/state-dir.js';
import type { Client } from '../../model/clients.js';
import { CLIENT_SCOPES, codexConfigPath, codexProjectRoot, hookFilePath, readingOf } from '../../settings/client-files.js';
import { projectTrusted } from '../../settings/codex-config.js';
import { trustEntries } from '../../settings/codex-trust.js';
import { LIST_EVENTS } from '../../settings/hook-specs.js';
import { readTrustedHash } from '../../settings/hook-trust-toml.js';
import { readInstallRecords, recordedTrust } from '../../settings/install-records.js';
import type { DoctorContext } from './check.js';
import { hookEntries } from './hook-entries.js';
import type { Owners, Registration } from './registrations.js';
import { readLevel, type SettingsLevel } from './settings-levels.js';

/** One of a client's hook files, as the client would read it for a launch in DIR. */
interface ClientLevel extends SettingsLevel {
  /** does the client read this file for a launch in DIR (Codex: project hooks only in a trusted project) */
  read: boolean;
}

export interface ClientScan {
  client: Client;
  levels: ClientLevel[];
  /** our list hooks in the files the client reads */
  registrations: Registration[];
  /** Codex: config.toml's text ('' when there is none) and path */
  config?: { path: string; text: string };
  /** Codex: the project a launch in DIR belongs to, and whether Codex trusts it */
  project?: { root: string; trusted: boolean };
  /** which commands of a hook file are ours, for the checks that read the scan */
  owners: Owners;
}

/** Timeouts are seconds for Codex and milliseconds for Gemini CLI; doctor speaks seconds. */
const toSeconds = (client: Client, timeout: number | undefined): number | undefined =>
  timeout === undefined ? undefined : client === 'gemini' ? timeout / 1000 : timeout;

/**
 * Codex: whether the install that wrote a hook file trusted its hooks, by its record or by
 * config.toml's trust at their keys, whatever the hash (a package moved since changed the
 * command, and with it the hash): an install again then needs --trust-hooks, or the hooks
 * it writes are skipped untrusted.
 */
function trustedBefore(
  level: SettingsLevel,
  isOurs: (command: string) => boolean,
  configText: string,
  records: ReturnType<typeof readInstallRecords>,
): boolean {
  if (recordedTrust(records(level.path))) return true;
  return trustEntries(level.path, level.settings, isOurs).some((e) => readTrustedHash(configText, e.key) !== undefined);
}

/** Codex's and Gemini CLI's hook files for a launch in DIR, and our list hooks in them. */
export function scanClient(ctx: DoctorContext, client: Client, owners: Owners): ClientScan {
  let config: ClientScan['config'];
  let project: ClientScan['project'];
  if (client === 'codex') {
    const path = codexConfigPath(ctx.env, ctx.home);
    config = { path, text: readTextSafely(path, 4 * 1024 * 1024) ?? '' };
    const root = codexProjectRoot(ctx.dir);
    project = { root, trusted: projectTrusted(config.text, root) };
  }
  const levels = CLIENT_SCOPES[client].map((scope) => {
    const level = readLevel(scope, hookFilePath(client, scope, ctx.dir, ctx.env, ctx.home), ctx, readingOf(client));
    return { ...level, read: scope === 'user' || project === undefined || project.trusted };
  });
  const registrations: Registration[] = [];
  const records = readInstallRecords(stateDir(ctx.env, ctx.home));
  for (const level of levels) {
    if (!level.read) continue;
    const isOurs = owners(level.path);
    const trustHooks = config !== undefined && trustedBefore(level, isOurs, config.text, records);
    for (const entry of hookEntries(level.settings, LIST_EVENTS[client])) {
      if (!isOurs(entry.command)) continue;
      const timeout = toSeconds(client, entry.timeout);
      registrations.push({
        via: level.scope,
        source: level.path,
        command: entry.command,
        timeout,
        env: {},
        trusted: true,
        ...(trustHooks ? { trustHooks } : {}),
      });
    }
  }
  return { client, levels, registrations, config, project, owners };
}
