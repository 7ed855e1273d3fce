import { isAbsolute, resolve } from 'node:path';
import { realPathOf } from '../io/real-path.js';
import { workspaceRootAbove } from '../workspace/memory-location.js';
import type { HookInput } from './runtime.js';

/**
 * The absolute path a file tool's call names (`tool_input.file_path`), for the tools in
 * `tools`, as the file system reads it (`memory/shop/../shop/x.md`, `memory/./x.md` and
 * `memory//x.md` are that memory too); undefined for any other tool or a path that cannot
 * be placed. A relative path counts only against an absolute cwd: resolved against the
 * hook's own folder it would name some other file.
 */
export function toolFilePath(input: HookInput, tools: ReadonlySet<string>): string | undefined {
  if (typeof input.tool_name !== 'string' || !tools.has(input.tool_name)) return undefined;
  const toolInput = input.tool_input;
  if (!toolInput || typeof toolInput !== 'object') return undefined;
  const path = (toolInput as Record<string, unknown>).file_path;
  if (typeof path !== 'string' || path === '') return undefined;
  if (isAbsolute(path)) return resolve(path);
  return typeof input.cwd === 'string' && isAbsolute(input.cwd) ? resolve(input.cwd, path) : undefined;
}

/**
 * The memory a path outside every workspace leads to through a link (a file linked from /tmp,
 * a folder linked as `aic`): its real path, which the hooks then read as the memory it is.
 * Any other path as it was named.
 */
export function throughLinkInto(path: string): string {
  if (workspaceRootAbove(path) !== undefined) return path;
  const real = realPathOf(path);
  return real !== undefined && real !== path && workspaceRootAbove(real) !== undefined ? real : path;
}
