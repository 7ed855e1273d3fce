import { isAbsolute, resolve } from 'node:path';
import type { HookInput } from './runtime.js';

/**
 * The absolute path a file tool's call names (`tool_input.file_path`), for the tools in
 * `tools`; undefined for any other tool or a path that cannot be placed. A relative path
 * counts only against an absolute cwd: resolved against the hook's own folder it would
 * name some other file.
 */
export function toolFilePath(input: HookInput, tools: ReadonlySet<string>): string | undefined {
  if (typeof input.tool_name !== 'string' || !tools.has(input.tool_name)) return undefined;
  const toolInput = input.tool_input;
  if (!toolInput || typeof toolInput !== 'object') return undefined;
  const path = (toolInput as Record<string, unknown>).file_path;
  if (typeof path !== 'string' || path === '') return undefined;
  if (isAbsolute(path)) return path;
  return typeof input.cwd === 'string' && isAbsolute(input.cwd) ? resolve(input.cwd, path) : undefined;
}
