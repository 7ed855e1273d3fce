import { cliCommand } from '../../lib/cli/advice-command.js';
import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command, type ParsedArgs, stringFlag } from '../../lib/cli/command.js';
import { commandScan } from '../../lib/cli/command-scan.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { UsageError } from '../../lib/cli/errors.js';
import { folderNotes } from '../../lib/cli/folder-notes.js';
import { answerNoWorkspace } from '../../lib/cli/no-workspace.js';
import { wholeNumber } from '../../lib/cli/whole-number.js';
import { PROJECT_OPTION, workspaceIfAny } from '../../lib/cli/workspace-flag.js';
import { scanClient } from '../../lib/diagnose/doctor/client-scan.js';
import { hookEntries } from '../../lib/diagnose/doctor/hook-entries.js';
import { ownersTable, scanRegistrations } from '../../lib/diagnose/doctor/registrations.js';
import { localDate } from '../../lib/format/dates.js';
import { usageSummary } from '../../lib/hook/usage-merge.js';
import { loadMemories } from '../../lib/index/memory-set.js';
import { forcedStateProblem } from '../../lib/io/forced-state-problem.js';
import type { RunContext } from '../../lib/io/run-context.js';
import { stateDir } from '../../lib/io/state-dir.js';
import { couldWriteFolder } from '../../lib/io/writable-folder.js';
import { DEFAULT_UNUSED_MIN_SHOWN } from '../../lib/model/defaults.js';
import { hiderJson } from '../../lib/render/memory-json.js';
import { entryLineParts, shownOf } from '../../lib/render/render-list.js';
import { toSafePath } from '../../lib/render/safe-line.js';
import { pendingDir, usageDir } from '../../lib/usage/usage-paths.js';
import { canonicalRoot } from '../../lib/usage/usage-root.js';
import { byUse, type UsageRow, unusedRows, usageRows } from '../../lib/usage/usage-rows.js';

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

// --help text and messages: lib/i18n (ko and en)
export const stats: Command = {
  name: 'stats',
  options: { ...DIR_OPTION, ...PROJECT_OPTION, unused: { type: 'boolean' }, 'min-shown': { type: 'string' }, json: { type: 'boolean' } },
  run(args, ctx, msg) {
    const unused = boolFlag(args, 'unused');
    const minShown = minShownFlag(args, unused);
    const dir = dirFlag(args, ctx);
    const workspace = workspaceIfAny(args, dir, ctx);
    // before the first save there is nothing to count: said as list says it
    if (workspace === undefined) {
      answerNoWorkspace(args, dir, ctx, msg, []);
      return;
    }
    const { lang } = workspace.config;
    const set = loadMemories(workspace.memoryRoot, workspace.project.key, commandScan(ctx));
    const state = stateDir(ctx.env, ctx.home);
    const usage = usageSummary(state, ctx.now.getTime()).roots[canonicalRoot(workspace.memoryRoot)];
    const entries = set.entries();
    const all = usageRows(entries, usage);
    const rows = unused ? unusedRows(all, minShown) : byUse(all);
    // a folder not read (permissions, a link not followed) makes "no memories yet" untrue: said on
    // stderr, with --json too, so the rows on stdout stay the array scripts read
    const notes = folderNotes(set, msg);
    for (const note of notes) ctx.stderr(`project-memory stats: ${note}\n`);
    // a superseded memory is never shown, and reads as unused where it is replaced: said so
    const hiders = (path: string) => {
      const at = set.indexOf(path);
      return at < 0 ? [] : set.hiddenBy(at).map((h) => set.entry(h));
    };
    if (boolFlag(args, 'json')) {
      // as list --json names a memory the list marks for a secret: masked (output a script reads may end up in a log)
      const said = (path: string) => {
        const at = set.indexOf(path);
        return at < 0 ? (text: string) => text : shownOf(set.entry(at));
      };
      const out = rows.map((r) => ({
        scope: r.scope,
        folder: r.folder,
        name: said(r.path)(r.name),
        path: said(r.path)(r.path),
        shown: r.shown,
        reads: r.reads,
        lastRead: iso(r.lastRead),
        lastShown: iso(r.lastShown),
        supersededBy: hiders(r.path).map(hiderJson),
      }));
      ctx.stdout(`${JSON.stringify(out, null, 2)}\n`);
      return;
    }
    const c = colorsFor(ctx);
    const say = msg.stats;
    if (state === undefined) {
      const forced = forcedStateProblem(ctx.env);
      ctx.stdout(`${c.yellow(forced === undefined ? say.noState : say.noStateForced(ctx.env.PROJECT_MEMORY_STATE_DIR ?? '', forced))}\n`);
      return;
    }
    ctx.stdout(`${c.bold(say.heading(workspace.memoryRoot, usageDir(state)))}\n`);
    if (all.length === 0) {
      if (notes.length === 0) ctx.stdout(`${c.dim(say.noMemories)}\n`);
    }
    // the hooks write their counts below usage/: where they cannot, "counts start with the next session" would never come true
    else if (!couldWriteFolder(pendingDir(state))) ctx.stdout(`${c.yellow(say.stateUnwritable(state))}\n`);
    else if (!usage) ctx.stdout(`${c.dim(hooksRun(dir, ctx) ? say.noUsageYet : say.noUsage(cliCommand(ctx, ['install'])))}\n`);
    // an older Codex install counts its lists as shown and none of its reads: "never read" would invite deleting what it reads daily
    if (usage && all.length > 0 && codexReadsUncounted(dir, ctx))
      ctx.stdout(`${c.yellow(say.codexReadsUncounted(cliCommand(ctx, ['install', '--client', 'codex'])))}\n`);
    // with nothing recorded (or no memory) the line above has said so: "every memory … was
    // read" would claim what was never measured
    if (unused && usage && all.length > 0) ctx.stdout(`\n${rows.length > 0 ? say.unusedHeading(minShown) : c.dim(noneUnused())}\n`);
    if (rows.length === 0 || (!usage && !unused)) return;
    const entryOf = new Map(entries.map((e) => [e.path, e]));
    const cells = rows.map((r) => [String(r.reads), String(r.shown), r.lastRead === undefined ? say.never : localDate(new Date(r.lastRead)), label(r)]);
    const head = [say.columns.reads, say.columns.shown, say.columns.lastRead, say.columns.memory];
    const width = (i: number) => Math.max(displayWidth(head[i] as string), ...cells.map((row) => displayWidth(row[i] as string)));
    const pad = (text: string, i: number, right: boolean) => {
      const fill = ' '.repeat(width(i) - displayWidth(text));
      return right ? fill + text : text + fill;
    };
    const line = (row: string[]) => `${pad(row[0] as string, 0, true)}  ${pad(row[1] as string, 1, true)}  ${pad(row[2] as string, 2, false)}  ${row[3]}`;
    ctx.stdout(`\n${c.dim(line(head))}\n`);
    for (const row of cells) ctx.stdout(`${line(row)}\n`);

    // this output may be read by Claude too: names stay inert
    function noneUnused(): string {
      return all.some((r) => r.shown >= minShown) ? say.noneUnused(minShown) : say.noneShownEnough(minShown);
    }

    function label(r: UsageRow): string {
      const entry = entryOf.get(r.path);
      if (!entry) return toSafePath(r.name, 200);
      const parts = entryLineParts(entry, lang);
      const by = hiders(r.path).map((h) => toSafePath(h.name, 100));
      return `[${parts.label}] ${parts.name}${by.length > 0 ? ` ${c.magenta(msg.list.supersededBy(by.join(', ')))}` : ''}`;
    }
  },
};

/**
 * Whether a Claude Code session launched in `dir` runs the list hook: registered in a
 * settings file it reads (or by an enabled plugin) and trusted there, by doctor's own
 * scan. Asked only when nothing is recorded, to say whether `install` is still to do.
 */
function hooksRun(dir: string, ctx: RunContext): boolean {
  try {
    const doctorCtx = { dir, env: ctx.env, home: ctx.home };
    const owners = ownersTable(doctorCtx);
    // Codex's and Gemini CLI's lists are counted too (their first lists as shown)
    if ((['codex', 'gemini'] as const).some((client) => scanClient(doctorCtx, client, owners).registrations.length > 0)) return true;
    return scanRegistrations(doctorCtx, owners).registrations.some((r) => r.trusted);
  } catch {
    return false;
  }
}

/**
 * Whether Codex runs our list hook for a launch in `dir` without the hook before its shell
 * that counts its reads, which an install by an older version lacks (doctor's scan): its
 * sessions add to "shown", never to "reads".
 */
function codexReadsUncounted(dir: string, ctx: RunContext): boolean {
  try {
    const doctorCtx = { dir, env: ctx.env, home: ctx.home };
    const scan = scanClient(doctorCtx, 'codex', ownersTable(doctorCtx));
    if (scan.registrations.length === 0) return false;
    const counts = (level: (typeof scan.levels)[number]) => hookEntries(level.settings, 'PreToolUse').some((e) => scan.owners(level.path)(e.command));
    return !scan.levels.some((level) => level.read && counts(level));
  } catch {
    return false;
  }
}

function minShownFlag(args: ParsedArgs, unused: boolean): number {
  const raw = stringFlag(args, 'min-shown');
  if (raw === undefined) return DEFAULT_UNUSED_MIN_SHOWN;
  if (!unused) throw new UsageError((m) => m.stats.minShownAlone, 'stats');
  const n = wholeNumber(raw);
  if (n === undefined) throw new UsageError((m) => m.stats.badMinShown(raw), 'stats');
  return n;
}

/** Columns line up in a terminal: Hangul and other wide characters take two cells. */
function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return width;
}
