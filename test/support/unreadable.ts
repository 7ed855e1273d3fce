// A memory file its reader may not read, for real. Root reads a file of mode 000 all the
// same, so when the tests run as root the built files run as `nobody` (uid 65534), from a
// copy of plugin/ anyone can read, over a tree anyone may enter and a HOME nobody owns.
// Run as anyone else, mode 000 is enough and the repository's own plugin/ is used.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { builtCliPath, builtHookPath } from '../../lib/io/package-paths.js';
import { cleanEnv, type ProcessResult, REPO } from './processes.js';
import { tempTree } from './temp.js';

const NOBODY = 65_534;
const asRoot = process.getuid?.() === 0;

/** Opens `root` and everything below it to every user (files readable, folders enterable). */
function openToAll(root: string): void {
  chmodSync(root, 0o755);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) openToAll(path);
    else if (entry.isFile()) chmodSync(path, statSync(path).mode | 0o444);
  }
}

/**
 * A Node binary `nobody` may run: this one, or else the first `node` on PATH that it may.
 * The suite's own Node can sit where only root may enter (CI keeps Node 24 under
 * ~/.cache); which Node reads the files does not matter to what these tests check.
 */
function nodeForNobody(): string {
  const candidates = [process.execPath, ...(process.env.PATH ?? '').split(':').map((dir) => join(dir, 'node'))];
  const usable = candidates.find((node) => spawnSync(node, ['-e', ''], { stdio: 'ignore', cwd: '/', uid: NOBODY, gid: NOBODY, timeout: 10_000 }).status === 0);
  if (!usable) throw new Error(`no node binary that uid ${NOBODY} may run: looked at ${candidates.join(', ')}`);
  return usable;
}

export interface Reader {
  /** the HOME the runs use: theirs to write */
  home: string;
  cli(args: string[], env?: Record<string, string>): ProcessResult;
  hook(stdin: object, env?: Record<string, string>): ProcessResult;
  /** whether the reader can read `path`: what makes the test a test */
  canRead(path: string): boolean;
  /** whether the reader can write in the folder `path` (below the tree) */
  canWrite(path: string): boolean;
}

function result(r: SpawnSyncReturns<string>): ProcessResult {
  return { code: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '', signal: r.signal };
}

/**
 * A reader for the files under `tree` (a tempTree root), and the same tree with `locked`
 * (paths below it) given `mode`: unreadable to that reader by default, or read-only
 * folders (0o555), which root may write in all the same and `nobody` may not.
 */
export function readerLockedOut(tree: string, locked: readonly string[], mode = 0o000): Reader {
  const home = tempTree();
  let plugin = join(REPO, 'plugin');
  const ids: { uid?: number; gid?: number } = {};
  let node = process.execPath;
  if (asRoot) {
    node = nodeForNobody();
    plugin = join(tempTree(), 'plugin');
    cpSync(join(REPO, 'plugin'), plugin, { recursive: true });
    openToAll(join(plugin, '..'));
    openToAll(tree);
    chmodSync(home, 0o755);
    chownSync(home, NOBODY, NOBODY);
    ids.uid = NOBODY;
    ids.gid = NOBODY;
  }
  for (const path of locked) chmodSync(join(tree, path), mode);
  const run = (file: string, args: string[], env: Record<string, string>, input: string) =>
    result(spawnSync(node, [file, ...args], { input, env: cleanEnv({ HOME: home, ...env }), cwd: tree, encoding: 'utf8', timeout: 30_000, ...ids }));
  return {
    home,
    cli: (args, env = {}) => run(builtCliPath(plugin), args, env, ''),
    hook: (stdin, env = {}) => run(builtHookPath('UserPromptSubmit', plugin), [], env, JSON.stringify(stdin)),
    canRead: (path) =>
      spawnSync(node, ['-e', 'require("fs").readFileSync(process.argv[1])', join(tree, path)], { stdio: 'ignore', cwd: '/', ...ids }).status === 0,
    canWrite: (path) =>
      spawnSync(node, ['-e', 'const fs = require("fs"); fs.accessSync(process.argv[1], fs.constants.W_OK)', join(tree, path)], {
        stdio: 'ignore',
        cwd: '/',
        ...ids,
      }).status === 0,
  };
}
