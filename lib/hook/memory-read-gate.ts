import { isAbsolute, resolve, sep } from 'node:path';
import { readHookStdin } from '../io/read-stdin.js';
import { realPathOf } from '../io/real-path.js';
import { AI_CORE_DIR } from '../workspace/workspace.js';

/**
 * What every path to a memory holds, however it is written: the workspace's folder name.
 * Not the memory folder's whole path, which `.ai-core/data/../data/memory/…` does not
 * spell. No separator around it: Gemini's read_file may name the file relative to the
 * launch folder (`.ai-core/…`).
 */
const MARKER_IN_JSON = AI_CORE_DIR;

/**
 * Whether stdin can be about a memory file at all, tested on the raw text before any JSON
 * is parsed. Text that mentions the folder without being a read of a memory (a file whose
 * content names it) goes on to the full check (memory-read.ts).
 */
function mayNameMemory(raw: string): boolean {
  return raw.includes(MARKER_IN_JSON) || leadsIntoMemory(raw);
}

/** The tool's `file_path` and the session's `cwd`, as JSON strings, the first of each (a tool's input comes before its response). */
const FILE_PATH = /"file_path"\s*:\s*"((?:[^"\\]|\\.){1,4096})"/;
const CWD = /"cwd"\s*:\s*"((?:[^"\\]|\\.){1,4096})"/;

/**
 * Whether the path read, spelled without `.ai-core`, leads into one through a link: a folder
 * linked as `aic`, a file linked from /tmp, a path in another case on a disk that ignores case.
 * One realpath per read of any other file: microseconds.
 */
function leadsIntoMemory(raw: string): boolean {
  const named = jsonString(FILE_PATH.exec(raw)?.[1]);
  if (named === undefined) return false;
  const cwd = isAbsolute(named) ? undefined : jsonString(CWD.exec(raw)?.[1]);
  const path = isAbsolute(named) ? named : cwd !== undefined && isAbsolute(cwd) ? resolve(cwd, named) : undefined;
  const real = path === undefined ? undefined : realPathOf(path);
  return real?.includes(`${sep}${AI_CORE_DIR}${sep}`) === true;
}

function jsonString(quoted: string | undefined): string | undefined {
  if (quoted === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(`"${quoted}"`);
    return typeof value === 'string' && value !== '' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** What the Read hook's bundle exports (hooks/post-tool-use.ts, shared with the other tool-time hooks). */
export interface MemoryReadBundle {
  run(stdin: string): boolean;
}

/**
 * The Read hook's own launcher (scripts/build.mjs). The hook runs before every file Claude
 * reads (and before and after each Gemini reads), and for all but memory files it ends here: stdin read, one string looked for,
 * nothing else loaded. Only stdin that may name a memory loads the bundle that checks
 * and records it. Measured against a bare node started the same way (medians of paired
 * runs of ten): 1.05× with the whole hook in one file, 1.03× with this gate in front.
 */
export function runGate(bundle: string, load: NodeJS.Require): void {
  const raw = readHookStdin();
  if (!mayNameMemory(raw)) return;
  let loaded: MemoryReadBundle;
  try {
    loaded = load(bundle) as MemoryReadBundle;
  } catch {
    // a package with its bundle gone (doctor and install name it): nothing to count, no word
    return;
  }
  loaded.run(raw);
}
