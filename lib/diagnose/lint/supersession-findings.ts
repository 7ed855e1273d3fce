/**
 * `supersedes` across the memory folders: names that reach no memory (a warning: the
 * memory may have been deleted on purpose), and memories that supersede one another in a
 * loop or name themselves (an error: the list then hides none of them, which is not
 * what anyone wrote), and a superseded memory edited after the one that supersedes it
 * (lib/diagnose/lint/superseded-edits.ts). Names resolve as the list resolves them (lib/index/supersession.ts).
 */
import type { LintFinding } from '../../checks/finding.js';
import { maskSecrets } from '../../format/secrets.js';
import { type Edge, resolveSupersession, targetOf } from '../../index/supersession.js';
import { GLOBAL_KEY } from '../../model/memory.js';
import { toSafePath } from '../../render/safe-line.js';
import { type LintReader, listAllCommand } from './fix-commands.js';
import type { LintedMemory } from './linted-memory.js';
import { renamedTarget } from './renamed-target.js';
import { supersededEditFindings } from './superseded-edits.js';

export function supersessionFindings(memories: readonly LintedMemory[], to: LintReader): LintFinding[] {
  const out: LintFinding[] = [];
  const index = new Map(memories.map((m, i) => [`${m.folder}/${m.name}`, i]));
  const projects = [...new Set(memories.map((m) => m.folder).filter((f) => f !== GLOBAL_KEY))];
  const named = (i: number) => {
    const m = memories[i] as LintedMemory;
    return `${m.folder}/${toSafePath(m.name, 120)}`;
  };
  // each project's list sees _global and its own folder: cycles are looked for in each such view
  const reported = new Set<string>();
  // [superseding, superseded], each pair once though _global is in every project's view
  const hidden = new Map<string, readonly [number, number]>();
  for (const project of projects.length > 0 ? projects : [undefined]) {
    const edges: Edge[] = [];
    memories.forEach((m, i) => {
      if (!m.meta?.supersedes || (m.folder !== GLOBAL_KEY && m.folder !== project)) return;
      const scope = m.folder === GLOBAL_KEY ? 'global' : 'project';
      for (const name of m.meta.supersedes) {
        const to = targetOf(scope, name, (s, n) => index.get(`${s === 'global' ? GLOBAL_KEY : project}/${n}`) ?? -1);
        if (to !== -1) edges.push([i, to]);
      }
    });
    const resolved = resolveSupersession(edges);
    for (const [to, by] of resolved.hiddenBy) for (const from of by) hidden.set(`${from},${to}`, [from, to]);
    for (const cycle of resolved.cycles) {
      const key = cycle.join(',');
      if (reported.has(key)) continue;
      reported.add(key);
      for (const i of cycle) {
        const others = cycle.filter((j) => j !== i).map(named);
        out.push({
          file: (memories[i] as LintedMemory).file,
          rule: 'supersedes-cycle',
          severity: 'error',
          message: (w) => (others.length === 0 ? w.supersedes.self : w.supersedes.loop(others.join(', '))),
          fix: (w) => w.supersedes.loopFix,
        });
      }
    }
  }
  for (const m of memories) {
    for (const name of m.meta?.supersedes ?? []) {
      const own = index.has(`${m.folder}/${name}`);
      const global = index.has(`${GLOBAL_KEY}/${name}`);
      if (m.folder === GLOBAL_KEY ? global : own || global) continue;
      const elsewhere = m.folder === GLOBAL_KEY ? projects.filter((p) => index.has(`${p}/${name}`)) : [];
      // quoted back in the report: a token pasted as a name is masked
      const shown = toSafePath(maskSecrets(name), 120);
      const owners = elsewhere.map((p) => toSafePath(p, 120)).join(', ');
      const project = m.folder === GLOBAL_KEY ? undefined : toSafePath(m.folder, 120);
      const listing = listAllCommand(to, m.folder);
      // where it names no memory at all, the one it most likely meant before a rename
      const seen = memories.filter((o) => o !== m && (o.folder === GLOBAL_KEY || o.folder === m.folder));
      const meant = elsewhere.length > 0 ? undefined : renamedTarget(name, seen);
      const near = meant === undefined ? undefined : toSafePath(maskSecrets(meant), 120);
      out.push({
        file: m.file,
        rule: 'supersedes-unknown',
        severity: 'warning',
        message: (w) => (elsewhere.length > 0 ? w.supersedes.elsewhere(shown, owners) : w.supersedes.unknown(shown, project)),
        fix: (w) =>
          elsewhere.length > 0 ? w.supersedes.elsewhereFix : near === undefined ? w.supersedes.unknownFix(listing) : w.supersedes.unknownNearFix(near, listing),
      });
    }
  }
  out.push(...supersededEditFindings(memories, [...hidden.values()], to));
  return out;
}
