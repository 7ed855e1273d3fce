import type { Client } from '../../model/clients.js';
import type { CheckResult, DoctorContext } from './check.js';
import { checkCodexHooksFeature } from './check-client-hooks.js';
import { checkGeminiEnabled } from './check-gemini.js';
import { scanClient } from './client-scan.js';
import { ownersTable } from './registrations.js';

/**
 * Doctor's failed hooks-enabled row for Codex or Gemini CLI, for install to say at once: a
 * setting of the user's that keeps the client from running any hook (Codex's `[features]
 * hooks = false`, Gemini's `hooksConfig.enabled: false` or our name in
 * `hooksConfig.disabled`) left the list unseen while install said it appears from the next
 * prompt, as Claude Code's `disableAllHooks` did before install named it.
 */
export function clientHooksOff(client: Exclude<Client, 'claude'>, ctx: DoctorContext): CheckResult | undefined {
  const scan = scanClient(ctx, client, ownersTable(ctx));
  const row = client === 'gemini' ? checkGeminiEnabled(scan) : checkCodexHooksFeature(scan);
  return row?.status === 'fail' ? row : undefined;
}
