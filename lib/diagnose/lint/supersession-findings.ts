/**
 * `supersedes` across the memory folders: names that reach no memory (a warning: the
 * memory may have been deleted on purpose), and memories that supersede one another in a
 * loop or name themselves (an error: the list then hides none of them, which is not
 * what anyone wrote). Names resolve as the list resolves them (lib/index/supersession.ts).
 */
import type { LintFinding } from '../../checks/finding.js';
import { type Edge, resolveSupersession, targetOf } from '../../index/supersession.js';
import { GLOBAL_KEY } from '../../model/memory.js';
import { toSafeLine } from '../../render/safe-line.js';
import type { LintedMemory } from './linted-memory.js';

export function supersessionFindings(memories: readonly LintedMemory[]): LintFinding[] {
  const out: LintFinding[] = [];
  const index = new Map(memories.map((m, i) => [`${m.folder}/${m.name}`, i]));
  const projects = [...new Set(memories.map((m) => m.folder).filter((f) => f !== GLOBAL_KEY))];
  const named = (i: number) => {
    const m = memories[i] as LintedMemory;
    return `${m.folder}/${toSafeLine(m.name, 120)}`;
  };
  // each project's list sees _global and its own folder: cycles are looked for in each such view
  const reported = new Set<string>();
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
    for (const cycle of resolveSupersession(edges).cycles) {
      const key = cycle.join(',');
      if (reported.has(key)) continue;
      reported.add(key);
      for (const i of cycle) {
        const others = cycle.filter((j) => j !== i).map(named);
        out.push({
          file: (memories[i] as LintedMemory).file,
          rule: 'supersedes-cycle',
          severity: 'error',
          message:
            others.length === 0
              ? 'supersedes itself'
              : `is in a supersedes loop with ${others.join(', ')}: memories that supersede one another hide none of each other`,
          fix: 'only the newer memory names the one it replaces; remove the name from the older one',
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
      out.push({
        file: m.file,
        rule: 'supersedes-unknown',
        severity: 'warning',
        message:
          elsewhere.length > 0
            ? `supersedes ${toSafeLine(name, 120)}, which is a memory of ${elsewhere.map((p) => toSafeLine(p, 120)).join(', ')}: a global memory supersedes only global ones`
            : `supersedes ${toSafeLine(name, 120)}, but no memory of that name is in ${m.folder === GLOBAL_KEY ? GLOBAL_KEY : `${toSafeLine(m.folder, 120)}/ or ${GLOBAL_KEY}`}/`,
        fix:
          elsewhere.length > 0
            ? 'supersede it from a memory of that project instead (save --scope project --supersedes NAME)'
            : 'correct the name (see `project-memory list --all`), or drop it if that memory was deleted',
      });
    }
  }
  return out;
}
