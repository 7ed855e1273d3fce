/**
 * Which memories `supersedes` hides, as a graph over memory numbers: an edge s → t says
 * s supersedes t. A memory is hidden when a memory outside its own cycle supersedes it:
 * in a chain c → b → a both b and a are hidden, but of two memories that supersede each
 * other (or one that names itself) neither is, since hiding both would make the fact
 * vanish from the list with nobody having meant that. `lint` reports such cycles.
 * Pure; one pass of Tarjan's strongly connected components.
 */

export type Edge = readonly [from: number, to: number];

export interface Supersession {
  /** each hidden memory with the memories that hide it */
  hiddenBy: Map<number, number[]>;
  /** groups of memories that supersede one another in a loop (a memory naming itself is one of one) */
  cycles: number[][];
}

export function resolveSupersession(edges: readonly Edge[]): Supersession {
  const out = new Map<number, number[]>();
  for (const [from, to] of edges) {
    let list = out.get(from);
    if (!list) out.set(from, (list = []));
    list.push(to);
  }
  const component = strongComponents(out);
  const hiddenBy = new Map<number, number[]>();
  for (const [from, to] of edges) {
    if (component.get(from) === component.get(to)) continue;
    const by = hiddenBy.get(to);
    if (!by) hiddenBy.set(to, [from]);
    else if (!by.includes(from)) by.push(from);
  }
  const members = new Map<number, number[]>();
  for (const [node, c] of component) {
    const list = members.get(c);
    if (list) list.push(node);
    else members.set(c, [node]);
  }
  const selfLoops = new Set(edges.filter(([from, to]) => from === to).map(([from]) => from));
  const cycles = [...members.values()].filter((m) => m.length > 1 || selfLoops.has(m[0] as number)).map((m) => m.sort((a, b) => a - b));
  return { hiddenBy, cycles };
}

/** Tarjan's algorithm, iterative (a long chain must not overflow the stack): node → component number. */
function strongComponents(out: ReadonlyMap<number, readonly number[]>): Map<number, number> {
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  const component = new Map<number, number>();
  let counter = 0;
  let components = 0;
  const nodes = new Set<number>();
  for (const [from, tos] of out) {
    nodes.add(from);
    for (const to of tos) nodes.add(to);
  }
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: { node: number; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: number; next: number };
      const tos = out.get(frame.node) ?? [];
      if (frame.next < tos.length) {
        const to = tos[frame.next++] as number;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(to) as number));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        for (;;) {
          const member = stack.pop() as number;
          onStack.delete(member);
          component.set(member, components);
          if (member === frame.node) break;
        }
        components++;
      }
    }
  }
  return component;
}

/**
 * The memory a name in `supersedes` stands for, or -1. A global memory names global
 * memories only: it cannot know every project, and a project's own note outranks a
 * shared one. A project memory names a memory of its own folder first, else a global
 * one, which it then hides for that project alone (other projects never see it).
 */
export function targetOf(scope: 'global' | 'project', name: string, find: (scope: 'global' | 'project', name: string) => number): number {
  if (scope === 'project') {
    const own = find('project', name);
    if (own !== -1) return own;
  }
  return find('global', name);
}
