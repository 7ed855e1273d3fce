import { lstatSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve, sep } from 'node:path';
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

/** A file a reading tool's call reads. */
interface ReadPath {
  path: string;
  /**
   * Named by the call itself, not one of the files a glob or a folder stands for: a read of it
   * is counted. `grep -r docker .ai-core` or `cat _global/*.md` is a search, which found
   * nothing perhaps: counted, it made every memory "read" (stats, and the ranking's prior).
   */
  named: boolean;
}

/**
 * The absolute paths a reading tool's call names, for the tools in `tools`: a file tool's one
 * `file_path` (toolFilePath), or the files a shell call's `command` reads (Codex's and Claude Code's Bash:
 * shellReadPaths, from its cwd), a glob or a folder in a workspace's folder as the files they
 * stand for; those in a workspace's folder only, each once. Relative ones count against an
 * absolute cwd only, as toolFilePath's.
 */
export function toolReadPaths(input: HookInput, tools: ReadonlySet<string>): ReadPath[] {
  const file = toolFilePath(input, tools);
  if (file !== undefined) return [{ path: file, named: true }];
  const command = typeof input.tool_name === 'string' && tools.has(input.tool_name) && isRecord(input.tool_input) ? input.tool_input.command : undefined;
  if (typeof command !== 'string') return [];
  const cwd = typeof input.cwd === 'string' && isAbsolute(input.cwd) ? input.cwd : undefined;
  const inWorkspaceFolder = (path: string) => path.includes(`${sep}${AI_CORE_DIR}${sep}`) || path.endsWith(`${sep}${AI_CORE_DIR}`);
  const words = shellReadPaths(command, cwd).flatMap((word) => (isAbsolute(word) ? [resolve(word)] : []));
  const found = new Map<string, boolean>();
  for (const word of words.filter(inWorkspaceFolder)) {
    const files = filesOf(word);
    const itself = files.length === 1 && files[0] === word;
    for (const path of files) found.set(path, found.get(path) === true || itself);
  }
  return [...found].slice(0, MAX_READ_PATHS).map(([path, named]) => ({ path, named }));
}

/** The most files of one shell call looked at: a memory folder holds some hundreds. */
const MAX_READ_PATHS = 5000;

/**
 * The files a path read by a shell stands for: a glob's matches (in any part of the path,
 * a folder's name too), a folder's files (`grep -r`), or itself. A path the disk cannot
 * hold (too long, through a file) or a glob no pattern can be made of stands for itself: the
 * check of the rest of the command goes on (a throw here let every file of it through).
 */
function filesOf(path: string): string[] {
  try {
    return matchesOf(path).flatMap((match) => (statSync(match, { throwIfNoEntry: false })?.isDirectory() ? filesBelow(match, 4) : [match]));
  } catch {
    return [path];
  }
}

const GLOB = /[*?[]/;

/** The paths a glob stands for, part by part; a path without one, itself. */
function matchesOf(path: string): string[] {
  if (!GLOB.test(path)) return [path];
  let found: string[] = [sep];
  for (const part of path.split(sep)) {
    if (part === '') continue;
    const pattern = GLOB.test(part) ? globPattern(part) : undefined;
    found = found
      .flatMap((dir) =>
        pattern === undefined
          ? [join(dir, part)]
          : readdirOr(dir)
              .filter((entry) => pattern.test(entry))
              .map((entry) => join(dir, entry)),
      )
      .slice(0, MAX_READ_PATHS);
  }
  return found;
}

/** A shell glob as a pattern for one name: `*`, `?`, `[…]` and `[!…]`; a `[` no `]` closes is itself. */
function globPattern(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    const close = c === '[' ? glob.indexOf(']', i + 2) : -1;
    if (c === '*') source += '.*';
    else if (c === '?') source += '.';
    else if (close !== -1) {
      // `[]a]` holds `]`; `[!a]` (and bash's `[^a]`) is any but `a`; a backslash in it is one
      const set = glob
        .slice(i + 1, close)
        .replace(/\\/g, '\\\\')
        .replace(/]/g, '\\]');
      source += `[${set.startsWith('!') ? `^${set.slice(1)}` : set}]`;
      i = close;
    } else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function filesBelow(dir: string, depth: number): string[] {
  if (depth === 0) return [];
  return readdirOr(dir).flatMap((entry) => {
    const path = join(dir, entry);
    const stat = lstatSync(path, { throwIfNoEntry: false });
    return stat?.isDirectory() ? filesBelow(path, depth - 1) : stat?.isFile() ? [path] : [];
  });
}

function readdirOr(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
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
