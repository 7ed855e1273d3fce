import { isAbsolute, resolve } from 'node:path';
import { realPathOf } from '../io/real-path.js';
import { isRecord } from '../is-record.js';
import { workspaceRootAbove } from '../workspace/memory-location.js';
import { AI_CORE_DIR } from '../workspace/workspace.js';
import type { HookInput } from './runtime.js';
import { shellReadPaths } from './shell-read-paths.js';

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
 * The absolute paths a reading tool's call names, for the tools in `tools`: a file tool's one
 * `file_path` (toolFilePath), or the files a shell call's `command` reads (Codex's Bash:
 * shellReadPaths), those that may be in a workspace's folder only. Relative ones count against
 * an absolute cwd only, as toolFilePath's.
 */
export function toolReadPaths(input: HookInput, tools: ReadonlySet<string>): string[] {
  const file = toolFilePath(input, tools);
  if (file !== undefined) return [file];
  const command = typeof input.tool_name === 'string' && tools.has(input.tool_name) && isRecord(input.tool_input) ? input.tool_input.command : undefined;
  if (typeof command !== 'string' || !command.includes(AI_CORE_DIR)) return [];
  const cwd = typeof input.cwd === 'string' && isAbsolute(input.cwd) ? input.cwd : undefined;
  return shellReadPaths(command).flatMap((word) =>
    !word.includes(AI_CORE_DIR) ? [] : isAbsolute(word) ? [resolve(word)] : cwd !== undefined ? [resolve(cwd, word)] : [],
  );
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
