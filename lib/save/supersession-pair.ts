import { targetOf } from '../index/supersession.js';
import type { Scope } from '../model/memory.js';

/** A memory as `supersedes` links it: where it is, its name, and the names it supersedes. */
export interface Linked {
  scope: Scope;
  name: string;
  supersedes?: readonly string[];
}

const SCOPES: readonly Scope[] = ['global', 'project'];

/**
 * Whether one of two memories supersedes the other, the names resolved as the list
 * resolves them (targetOf): a project memory's name means its own folder's memory when
 * there is one (`projectHas`, the project folder as it is once the save is written),
 * else the global one. Such a pair says much the same on purpose: one replaces the other.
 */
export function supersedesEither(a: Linked, b: Linked, projectHas: (name: string) => boolean): boolean {
  return supersedesOther(a, b, projectHas) || supersedesOther(b, a, projectHas);
}

function supersedesOther(from: Linked, to: Linked, projectHas: (name: string) => boolean): boolean {
  if (!from.supersedes?.includes(to.name)) return false;
  // which folder `to.name` is looked up in; `to` itself is in its own
  const meant = targetOf(from.scope, to.name, (scope) => (scope === 'project' && !projectHas(to.name) ? -1 : SCOPES.indexOf(scope)));
  return SCOPES[meant] === to.scope;
}
