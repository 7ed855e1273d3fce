import { closeSync, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fnv1aHex } from '../fnv1a.js';
import { writeFileAtomic } from './atomic-write.js';
import { nodeBuiltin } from './node-builtin.js';
import { readFileSafely } from './read-file-safely.js';
import { isOwnAndClosed, stateDir } from './state-dir.js';

/**
 * Runs a hook's bundle through V8's code cache, kept in the per-user state folder (never
 * beside the bundle: a global npm install may be read-only, and the plugin folder is
 * replaced on every update).
 *
 * A hook process lives a few tens of milliseconds and runs mostly code it compiles on
 * the spot. The cache is taken at exit, so it holds every function the run compiled —
 * the ranking and rendering too, not just the top of the bundle. Measured side by side
 * (medians of paired runs against a bare `node`, 100 and 1,000 memories): Node 20
 * 1.61× → 1.39× and 1.89× → 1.71×; Node 24 1.47× → 1.34× and 1.78× → 1.54×. Node's own
 * compile cache (module.enableCompileCache, Node 22+) caches only what compiling the
 * module itself produces, and measured no gain here (0.99×).
 *
 * The cache file is named after the bundle's path, size, mtime and inode and Node's
 * version, so a rebuilt, moved or updated bundle (or another Node) never meets a cache
 * made for something else. A run that printed nothing (no workspace, say) compiled
 * little: its cache is replaced by the next run that printed something.
 */

/** What a hook bundle exports (hooks/*.ts): whether its run printed anything, or a function per hook it serves. */
interface BundleModule {
  /** `printed`: a bundle that runs its hook as it loads; else a function per hook it serves */
  exports: { printed?: boolean } & Record<string, unknown>;
}

type Compiled = (exports: object, require: NodeJS.Require, module: BundleModule, filename: string, dirname: string) => void;

const KEEP_DAYS = 30;

/** Where this bundle's caches go, and the name that ties one to this bundle and this Node. */
function cacheName(bundle: string, fd: number): { dir: string; prefix: string; key: string } | undefined {
  const state = stateDir(process.env, process.env.HOME || undefined);
  if (state === undefined) return undefined;
  const stat = fstatSync(fd);
  const key = fnv1aHex(`${bundle}\0${stat.size}\0${stat.mtimeMs}\0${stat.ino}\0${process.version}\0${process.arch}`);
  return { dir: join(state, 'code-cache'), prefix: `${basename(bundle)}.`, key };
}

/**
 * How old a loading mark must be to say that the run which made it died on its cache: a hook
 * runs a few tens of milliseconds, and Claude Code stops one after 10 s (the registered timeout).
 */
const LOADING_STALE_MS = 10_000;

/**
 * Marks (`mark`, beside the cache) that this run is about to hand V8 a cache: V8 does not check a code
 * cache's bytes, and one damaged past its header (a disk error, a write a crash cut short)
 * ends the process in V8 itself, on every run that reads it: as V8 reads it, or later, in a
 * function the run compiles from it. The mark is taken away once the run is over; a mark
 * left older than LOADING_STALE_MS is a run that died, and the cache goes. 'busy': another run is reading it now (the mark is young).
 */
function markLoading(mark: string): 'marked' | 'busy' | 'died' {
  try {
    closeSync(openSync(mark, 'wx', 0o600));
    return 'marked';
  } catch {
    try {
      return Date.now() - lstatSync(mark).mtimeMs > LOADING_STALE_MS ? 'died' : 'busy';
    } catch {
      return 'busy'; // taken away meanwhile: another run read the cache whole
    }
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // gone already
  }
}

/** A cache larger than this is none of ours: a full cache of the largest bundle is ~1 MB. */
const CACHE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * A cache file this user wrote: a regular file of theirs that nobody else may write, read
 * without blocking (a FIFO planted in its place would hang every prompt). The folder is
 * checked too (state-dir.ts); a file is checked as well because the folder check and the
 * read are not one step.
 */
function readIfAny(path: string): Buffer | undefined {
  return readFileSafely(path, CACHE_MAX_BYTES, isOwnAndClosed);
}

/**
 * Removes the caches in `dir` that no run has used for a month: older versions of a bundle,
 * other Nodes, bundles a later version no longer ships, files a crash left half-written.
 * Reading a cache marks its access time on most systems (relatime updates it once a day), so
 * a cache in use stays; where access times are not kept it goes after a month of its last
 * write, and the next run compiles once and writes it again.
 */
function prune(dir: string, keep: string): void {
  const old = Date.now() - KEEP_DAYS * 86_400_000;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return; // nothing to prune
  }
  for (const name of names) {
    if (name.includes(keep)) continue;
    try {
      const path = join(dir, name);
      const stat = lstatSync(path);
      if (Math.max(stat.atimeMs, stat.mtimeMs) < old) unlinkSync(path);
    } catch {
      // raced with another hook's prune: fine
    }
  }
}

/** How Node wraps a CommonJS module's text, and this runner a bundle's. */
const MODULE_HEAD = '(function (exports, require, module, __filename, __dirname) {';

/**
 * How the prompt's bundle begins (scripts/build.mjs, test/hook/bundle.test.ts): built as
 * the function a bundle's text is compiled into here, as Node wraps a CommonJS module, it
 * is compiled as it is, where wrapping it would copy its ~160 KB into a new string on
 * every prompt. Compiled as a script it is that function (no `module` there); loaded as a
 * module, run as a file of its own or required, the head calls it at once. Its MODULE_HEAD
 * is in parentheses, which V8 takes as a sign to compile it at once, as it did wrapped.
 */
export const WRAP_HEAD = `(function(bundle){return typeof module==="object"&&module!==null?bundle(exports,require,module,__filename,__dirname):bundle})(${MODULE_HEAD}`;

/**
 * Compiles `source` (through `cachedData` where given) and runs it, then the hook `entry`
 * names: whether it printed anything, and the script for the cache made at exit. Undefined
 * where the bundle would not compile or load (doctor runs it and says so): the hook says nothing.
 */
function runCompiled(
  bundle: string,
  source: string,
  cachedData: Buffer | undefined,
  require: NodeJS.Require,
  entry: string | undefined,
): { script: import('node:vm').Script; printed: boolean } | undefined {
  const { Script } = nodeBuiltin<typeof import('node:vm')>('node:vm');
  let script: import('node:vm').Script;
  let compiled: Compiled;
  try {
    script = new Script(source.startsWith(WRAP_HEAD) ? source : `${MODULE_HEAD}${source}\n})`, { filename: bundle, cachedData });
    compiled = script.runInThisContext() as Compiled;
  } catch {
    return undefined; // a bundle cut short or damaged
  }
  const module: BundleModule = { exports: {} };
  try {
    compiled(module.exports, require, module, bundle, dirname(bundle));
  } catch {
    return undefined; // a file the bundle loads as it starts is gone (the rule set's words: doctor names it)
  }
  const run = entry === undefined ? undefined : module.exports[entry];
  return { script, printed: typeof run === 'function' ? run() === true : module.exports.printed === true };
}

/**
 * Compiles and runs `bundle` as CommonJS with `require` (the bundles need only Node's
 * builtins), through the cache when there is one. `entry` names the function to run in a
 * bundle shared by two hooks (SessionStart's and SubagentStart's); one cache serves both.
 */
export function runBundle(bundle: string, require: NodeJS.Require, entry?: string): void {
  let fd: number;
  try {
    fd = openSync(bundle, 'r');
  } catch {
    // a package with its bundle gone (doctor and install name it): the hook says nothing, as hooks fail
    return;
  }
  let source: string;
  let name: ReturnType<typeof cacheName>;
  try {
    source = readFileSync(fd, 'utf8');
    name = cacheName(bundle, fd);
  } finally {
    closeSync(fd);
  }
  const full = name && join(name.dir, `${name.prefix}${name.key}.full.cache`);
  const any = name && join(name.dir, `${name.prefix}${name.key}.cache`);
  let fromFull = full ? readIfAny(full) : undefined;
  let cachedData = fromFull ?? (any ? readIfAny(any) : undefined);
  const read = fromFull ? full : any;
  const mark = cachedData && read ? `${read}.loading` : undefined;
  const marked = mark ? markLoading(mark) : undefined;
  if (marked === 'died' && read && mark) {
    // compiled from the source this once; the cache made at exit replaces it
    unlinkQuietly(read);
    unlinkQuietly(mark);
    fromFull = undefined;
    cachedData = undefined;
  }
  let ran: ReturnType<typeof runCompiled>;
  try {
    ran = runCompiled(bundle, source, cachedData, require, entry);
  } finally {
    // taken away once the run is over, not once V8 has read the cache: a cache damaged in
    // a function the run compiles from it later ends the process there as surely
    if (marked === 'marked' && mark) unlinkQuietly(mark);
  }
  if (ran === undefined) return;
  const { script, printed } = ran;
  if (!name) return;
  const rejected = cachedData !== undefined && script.cachedDataRejected === true;
  // write when there is no cache, when V8 refused it, or when this run is the first full one
  const target = printed ? (fromFull && !rejected ? undefined : full) : cachedData && !rejected ? undefined : any;
  if (!target) return;
  process.once('exit', () => {
    try {
      mkdirSync(name.dir, { recursive: true, mode: 0o700 });
      // durable: a cache a power cut left with a torn end would end every run in V8 until
      // the loading mark caught it; written once for each bundle and Node, so the sync is rare
      writeFileAtomic(target, script.createCachedData(), 0o600);
      prune(name.dir, name.key);
    } catch {
      // only a speed-up: the next run compiles as this one did
    }
  });
}
