import { resolve } from 'node:path';
import type { Say } from '../../cli/errors.js';
import { geminiFolderTrust } from '../../settings/gemini-folder-trust.js';
import type { TrustFileProblem } from '../../settings/gemini-trust-file.js';
import { type CheckResult, type DoctorContext, fail, ok, warn } from './check.js';

const ID = 'folder-trust';

/** What keeps Gemini from reading trustedFolders.json, worded. */
function problemWords(file: string, problem: TrustFileProblem): Say {
  switch (problem.kind) {
    case 'unreadable':
      return (m) => m.doctor.clients.trustFileUnreadable(file);
    case 'not-json':
      return (m) => m.doctor.clients.trustFileNotJson(file, problem.at);
    case 'not-object':
      return (m) => m.doctor.clients.trustFileNotObject(file);
    case 'bad-level':
      return (m) => m.doctor.clients.trustFileLevel(file, problem.entry, problem.value);
  }
}

/**
 * Does Gemini CLI trust the launch folder? In one it does not, it runs none of its hooks,
 * the user's included: install and every other row say all is well, and the list never
 * shows. No row while folder trust is off, as Gemini then trusts every folder.
 */
export function checkGeminiTrust(ctx: DoctorContext): CheckResult | undefined {
  if (ctx.client !== 'gemini') return undefined;
  const trust = geminiFolderTrust(ctx.dir, ctx.env, ctx.home);
  if (trust === undefined || trust.kind === 'off') return undefined;
  const dir = resolve(ctx.dir);
  switch (trust.kind) {
    case 'env':
      return trust.trusted
        ? ok(ID, (m) => m.doctor.clients.envTrusted(trust.variable))
        : fail(
            ID,
            (m) => m.doctor.clients.envUntrusted(trust.variable),
            (m) => m.doctor.clients.envUntrustedFix(trust.variable),
          );
    case 'broken':
      return fail(ID, problemWords(trust.file, trust.problem), (m) => m.doctor.clients.trustFileFix(trust.file));
    case 'rule':
      return trust.trusted
        ? ok(ID, (m) => m.doctor.clients.folderTrusted(dir, trust.rule.path, trust.rule.level, trust.file))
        : fail(
            ID,
            (m) => m.doctor.clients.folderUntrusted(dir, trust.rule.path, trust.file),
            (m) => m.doctor.clients.folderUntrustedFix(dir, trust.file),
          );
    case 'none':
      // interactive Gemini asks at the first launch: a warning, since the user will be asked
      return warn(
        ID,
        (m) => m.doctor.clients.folderUnknown(dir, trust.file),
        (m) => m.doctor.clients.folderUnknownFix(dir, trust.file),
      );
  }
}
