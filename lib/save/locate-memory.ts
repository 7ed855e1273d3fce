import { basename, join } from 'node:path';
import { cliCommand, type Reader, workspaceArgs } from '../cli/advice-command.js';
import { CliError } from '../cli/errors.js';
import { memoryNameFrom } from '../format/memory-meta.js';
import type { Scope } from '../model/memory.js';
import { GLOBAL_KEY } from '../model/memory.js';
import { isSafeKey } from '../workspace/project-key.js';
import { nameTwin } from './name-twin.js';
import { namedMemory, scopeFolderOf } from './named-memory.js';

/** A memory a command names: where to look, and the NAME typed. */
export interface MemoryAsked {
  memoryRoot: string;
  projectKey: string;
  /** the memory's name (its file name, `.md` optional) */
  name: string;
  /** where to look; both scopes when absent */
  scope?: Scope;
}

/** The `list --all` an error names, as the reader runs the CLI, for the folder and the --project the command ran for. */
export const listAllCommand = (to: Reader) => cliCommand(to, ['list', '--all', ...workspaceArgs(to)]);

/** The `rename` that gives the memory file at `path` the name `to`, in backticks, for the folder and --project the reader's command acted for. */
export function renameTwinCommand(reader: Reader, path: string, to: string, scope: Scope): string {
  return cliCommand(reader, ['rename', basename(path).replace(/\.md$/i, ''), to, '--scope', scope, ...workspaceArgs(reader)]);
}

function memoryPathIn(where: Pick<MemoryAsked, 'memoryRoot' | 'projectKey'>, scope: Scope, name: string): string {
  return join(where.memoryRoot, scopeFolderOf(where, scope), `${name}.md`);
}

/** The file that is `name.md` (lower case, NFC) spelled another way in a scope the request may reach, by its path. */
function twinOf(request: MemoryAsked, name: string): { path: string; scope: Scope } | undefined {
  const scopes: Scope[] = request.scope ? [request.scope] : ['project', 'global'];
  for (const scope of scopes) {
    if (scope === 'project' && !isSafeKey(request.projectKey)) continue;
    const folder = join(request.memoryRoot, scopeFolderOf(request, scope));
    const twin = nameTwin(folder, name);
    if (twin !== undefined) return { path: join(folder, twin), scope };
  }
  return undefined;
}

/**
 * The memory a NAME stands for: in the scope asked, or the one scope that has it, found as
 * save --update finds it (the name as given, else as save writes it: `UPPER` → upper.md).
 * Refused, in the words of the command asking (`verify` or `rename`), when no scope holds
 * it, only a file spelled another way does, or both scopes do and none was asked.
 */
export function locateMemory(request: MemoryAsked, command: 'verify' | 'rename' | 'forget', newName?: string): { path: string; scope: Scope; name: string } {
  const where = request.scope === 'global' ? GLOBAL_KEY : request.scope === 'project' ? request.projectKey : `${request.projectKey}, ${GLOBAL_KEY}`;
  const named = namedMemory(request, request.name, request.scope ? [request.scope] : undefined);
  if (named === undefined) {
    const given = memoryNameFrom(request.name) ?? request.name;
    // listed by a name that looks the same (Hangul written decomposed on a Mac, another case): named, with
    // the rename to the name save writes (lower case, Hangul composed), as save --update names it
    const written = given.normalize('NFC').toLowerCase();
    const twin = twinOf(request, written);
    // the file's own name, its .md in another case (`docker.MD`): that file
    if (twin !== undefined && basename(twin.path).replace(/\.md$/i, '') === given) return { path: twin.path, scope: twin.scope, name: given };
    if (twin !== undefined) {
      // the rename that mends it: to the name save writes, or, for a rename, to the new name asked
      throw new CliError((m, to) => m[command].nameTwin(twin.path, written, renameTwinCommand(to, twin.path, newName ?? written, twin.scope)));
    }
    throw new CliError((m, to) => m.verify.notFound(given, where, listAllCommand(to)));
  }
  const { name } = named;
  const pathIn = (scope: Scope) => memoryPathIn(request, scope, name);
  if (named.scopes.length > 1) throw new CliError((m) => m[command].ambiguous(name, pathIn('global'), pathIn('project')));
  const scope = named.scopes[0] as Scope;
  return { path: pathIn(scope), scope, name };
}
