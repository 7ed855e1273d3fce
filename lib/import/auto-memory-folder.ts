/**
 * Where Claude Code keeps its auto memory for a launch folder.
 *
 * Verified against the real CLI, Claude Code 2.1.328, run offline with a temporary HOME
 * (test/import/auto-memory-layout.test.ts repeats the check on every test run):
 *
 * - The folder is `<config dir>/projects/<sanitised project root>/memory/`, where the
 *   config dir is `$CLAUDE_CONFIG_DIR` when set, else `~/.claude`.
 * - The project root is the top of the git working tree holding the launch folder; for
 *   a linked worktree (`git worktree add`) it is the MAIN working tree, so every worktree
 *   of a repository shares one memory. Outside git it is the launch folder itself.
 *   (Session transcripts, by contrast, go under the sanitised launch folder.)
 * - Sanitising: every UTF-16 code unit that is not an ASCII letter or digit becomes `-`
 *   (`/tmp/my.app_v2 한글 (x)` → `-tmp-my-app-v2-----x-`). A result longer than 200
 *   characters is cut to 200 and gets `-` plus the base-36 absolute value of the 32-bit
 *   Java-style string hash of the unsanitised path (observed: `…-dy8onn`).
 * - `autoMemoryDirectory` in the settings replaces the whole path (the memories sit
 *   directly in it, no `projects/…/memory`). Local settings win over user settings. The
 *   project's settings, which the repository brings, are not read: its schema says Claude
 *   Code ignores them there (a `-p` run reads them all the same), and read here they would let
 *   a clone point an import at another project's memories, to be committed into this one.
 *   Only an absolute path or `~/…` counts: a relative value is ignored and the default
 *   folder is used.
 * - The folder holds `MEMORY.md`, an index with one line per memory
 *   (`- [Title](file.md) — hook`, no front matter), and one file per memory. The
 *   system prompt's template is front matter `name` (kebab-case slug), `description`
 *   (one line) and `metadata: { type: user | feedback | project | reference }`, then
 *   the body; when the Write tool saves such a file the CLI adds `node_type: memory`,
 *   `originSessionId` and `modified` under `metadata`. Earlier versions wrote `type:`
 *   at the top level; the CLI reads either. File names are the model's choice
 *   (`deploy_freeze.md` for `name: deploy-freeze`); MEMORY.md is kept as written.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { claudeConfigDir } from '../settings/claude-config-dir.js';
import { readingOf } from '../settings/client-files.js';
import { readSettingsFile } from '../settings/settings-file.js';

const MAX_SANITISED = 200;

export function sanitisePath(path: string): string {
  const sanitised = path.replace(/[^a-zA-Z0-9]/g, '-');
  if (sanitised.length <= MAX_SANITISED) return sanitised;
  return `${sanitised.slice(0, MAX_SANITISED)}-${Math.abs(javaHash(path)).toString(36)}`;
}

/** `s[0]*31^(n-1) + … + s[n-1]` in 32-bit arithmetic, over UTF-16 code units. */
function javaHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash;
}

/**
 * The top of the git working tree holding `dir` (the main one for a linked worktree),
 * or `dir` when it is not in one. Read from the files, as git itself does: `.git` is
 * the repository folder, or a file `gitdir: <path>` whose folder names the common
 * repository in a `commondir` file.
 */
export function projectRootOf(dir: string): string {
  const start = resolve(dir);
  for (let d = start; ; d = dirname(d)) {
    const dotGit = join(d, '.git');
    const stat = statSync(dotGit, { throwIfNoEntry: false });
    if (stat?.isDirectory()) return d;
    if (stat?.isFile()) return mainWorkTree(d, dotGit) ?? d;
    if (dirname(d) === d) return start;
  }
}

function mainWorkTree(dir: string, dotGit: string): string | undefined {
  try {
    const pointer = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'))?.[1];
    if (!pointer) return undefined;
    const gitDir = resolve(dir, pointer);
    const commonFile = join(gitDir, 'commondir');
    // a submodule's git dir has no commondir: its own folder is the root
    if (!existsSync(commonFile)) return undefined;
    const common = resolve(gitDir, readFileSync(commonFile, 'utf8').trim());
    return dirname(common);
  } catch {
    return undefined;
  }
}

interface AutoMemoryFolder {
  path: string;
  /** where the path came from: the settings file that set it, or the project root it was derived from */
  from: { kind: 'setting'; file: string } | { kind: 'project'; root: string };
}

/** The auto memory folder Claude Code would use for a session launched in `dir`. */
export function autoMemoryFolder(dir: string, env: Record<string, string | undefined>, home: string | undefined): AutoMemoryFolder | undefined {
  const configDir = claudeConfigDir(env, home);
  const settingFiles = [join(dir, '.claude', 'settings.local.json'), ...(configDir ? [join(configDir, 'settings.json')] : [])];
  for (const file of settingFiles) {
    const path = settingPath(settingValue(file), home);
    if (path) return { path, from: { kind: 'setting', file } };
  }
  if (!configDir) return undefined;
  const root = projectRootOf(dir);
  return { path: join(configDir, 'projects', sanitisePath(root), 'memory'), from: { kind: 'project', root } };
}

function settingValue(file: string): string | undefined {
  try {
    const value = readSettingsFile(file, readingOf('claude')).settings.autoMemoryDirectory;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  } catch {
    // a broken settings file is what Claude Code ignores too
    return undefined;
  }
}

function settingPath(value: string | undefined, home: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value === '~' || value.startsWith('~/')) return home ? join(home, value.slice(1)) : undefined;
  return isAbsolute(value) ? resolve(value) : undefined;
}
