import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where this package's own files are. Everything that runs ships in one folder, the
 * plugin folder: `.claude-plugin/plugin.json`, `hooks/hooks.json` and the built `dist/`.
 * Claude Code copies only that folder into its plugin cache (${CLAUDE_PLUGIN_ROOT}), and
 * the npm package carries it as `plugin/`; in a checkout it is `<repo>/plugin`.
 */
let root: string | undefined;

const PLUGIN_MANIFEST = join('.claude-plugin', 'plugin.json');

/** The name in our plugin manifest, and the plugin's name in every marketplace. */
export const PLUGIN_NAME = 'project-memory';

/** The folder this code runs from: a bundle's own folder, or a source module's. */
function ownDir(): string {
  return typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
}

/**
 * A package or plugin folder missing a part (a built file copied out of it): its message is
 * the fix already, so the CLI prints it as it is rather than as a bug to report.
 */
export class BrokenInstallError extends Error {}

/** The plugin folder, found by walking up from this code (a bundle in dist/, or the sources). */
export function pluginRoot(): string {
  if (root) return root;
  let dir = ownDir();
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, PLUGIN_MANIFEST))) return (root = dir);
    if (existsSync(join(dir, 'plugin', PLUGIN_MANIFEST))) return (root = join(dir, 'plugin'));
    dir = dirname(dir);
  }
  // every caller puts the program's name in front: the message does not repeat it
  throw new BrokenInstallError(`the plugin folder (${PLUGIN_MANIFEST}) was not found above ${ownDir()}: reinstall the package or the plugin`);
}

/**
 * The folder Claude Code adds as a marketplace to install the plugin from: a checkout
 * (`<repo>/.claude-plugin/marketplace.json` beside `plugin/`). Undefined for the npm
 * package and for the plugin's own copy, which carry no marketplace.
 */
export function marketplaceFolder(): string | undefined {
  const top = dirname(pluginRoot());
  return existsSync(join(top, '.claude-plugin', 'marketplace.json')) ? top : undefined;
}

export const HOOK_EVENTS = ['UserPromptSubmit', 'SessionStart', 'PostToolUse', 'PreCompact', 'PreToolUse', 'SubagentStart'] as const;
type HookEvent = (typeof HOOK_EVENTS)[number];

/**
 * Every hook this package builds, by name, with the event it answers and its file in
 * dist/hooks. An event may have more than one: PreToolUse keeps a sub-agent's task
 * (`PreToolUse`) and, as a hook of its own, counts a memory Claude reads and holds back
 * one marked for a secret (`MemoryRead`), with its Read tool or, as `ShellRead`, its shell.
 */
const HOOKS = {
  UserPromptSubmit: { event: 'UserPromptSubmit', file: 'user-prompt-submit.cjs' },
  SessionStart: { event: 'SessionStart', file: 'session-start.cjs' },
  PostToolUse: { event: 'PostToolUse', file: 'post-tool-use.cjs' },
  MemoryRead: { event: 'PreToolUse', file: 'memory-read.cjs' },
  ShellRead: { event: 'PreToolUse', file: 'shell-read.cjs' },
  PreCompact: { event: 'PreCompact', file: 'pre-compact.cjs' },
  PreToolUse: { event: 'PreToolUse', file: 'pre-tool-use.cjs' },
  SubagentStart: { event: 'SubagentStart', file: 'subagent-start.cjs' },
} as const satisfies Record<string, { event: HookEvent; file: string }>;

export type HookName = keyof typeof HOOKS;
export const HOOK_NAMES = Object.keys(HOOKS) as HookName[];

/**
 * Hooks only Gemini CLI runs, built like the others but never in Claude Code's settings or
 * the plugin: BeforeModel sees what the model is sent, and marks the list lost once a
 * compression has taken it out (lib/hook/list-kept.ts).
 */
const GEMINI_HOOKS = { BeforeModel: { event: 'BeforeModel', file: 'before-model.cjs' } } as const;
type GeminiHookName = keyof typeof GEMINI_HOOKS;
/** Every hook this package builds, whichever client runs it. */
export type BuiltHook = HookName | GeminiHookName;
const BUILT: Record<BuiltHook, { file: string }> = { ...HOOKS, ...GEMINI_HOOKS };

/**
 * Launchers that run another hook's bundle, naming the function of it to run: SessionStart's
 * and SubagentStart's code is all but a part of the prompt's, and one bundle for the three
 * keeps ~45 KB out of the package; the hooks around a tool call or a compaction share
 * PostToolUse's, ~30 KB less again (of a 400 KB package). scripts/build.mjs writes the
 * launchers so; the prompt's and PostToolUse's own launchers name their functions too. The
 * Read hook's gate and Gemini's BeforeModel gate load the shared bundle themselves
 * (lib/hook/memory-read-gate.ts, lib/hook/list-kept-gate.ts).
 */
const SHARED_BUNDLES: Readonly<Record<string, string>> = {
  'session-start.cjs': 'user-prompt-submit.bundle.cjs',
  'subagent-start.cjs': 'user-prompt-submit.bundle.cjs',
  'memory-read.cjs': 'post-tool-use.bundle.cjs',
  'shell-read.cjs': 'post-tool-use.bundle.cjs',
  'before-model.cjs': 'post-tool-use.bundle.cjs',
  'pre-compact.cjs': 'post-tool-use.bundle.cjs',
  'pre-tool-use.cjs': 'post-tool-use.bundle.cjs',
};

/** The bundle a launcher in dist/hooks runs: its own (`<name>.bundle.cjs`), or the one it shares. */
export function bundleOfLauncher(launcher: string): string {
  return join(dirname(launcher), SHARED_BUNDLES[basename(launcher)] ?? basename(launcher).replace(/\.cjs$/, '.bundle.cjs'));
}

export function hookEvent(name: HookName): HookEvent {
  return HOOKS[name].event;
}

export function builtHookPath(name: BuiltHook, base = pluginRoot()): string {
  return join(base, 'dist', 'hooks', BUILT[name].file);
}

/** The code-cache runner every launcher but the gates requires from beside itself: the prompt's launcher (scripts/build.mjs). */
export function bundleRunnerPath(base = pluginRoot()): string {
  return join(base, 'dist', 'hooks', 'user-prompt-submit.cjs');
}

export function builtCliPath(base = pluginRoot()): string {
  return join(base, 'dist', 'cli.cjs');
}

/** The README `install` and a first save put at the top of a new memory folder, English then Korean (made from memory/ by the build). */
export function memoryReadmePath(base = pluginRoot()): string {
  return join(base, 'dist', 'memory-README.md');
}

/** The optional YAML parser, kept out of the hook bundles (see lib/format/frontmatter.ts). */
export function vendorPath(name: string, base = pluginRoot()): string {
  return join(base, 'dist', 'vendor', name);
}

/** The rule set's words in both languages: one file the CLI and the tool-time bundle load (scripts/build.mjs; its rules they take from the prompt's bundle). */
export function ruleSetPath(base = pluginRoot()): string {
  return join(base, 'dist', 'rule-set.cjs');
}

export function hookFileName(name: BuiltHook): string {
  return BUILT[name].file;
}

/** Is `dir` a project-memory plugin folder: does its manifest name this plugin? A missing or broken manifest says no. */
function isPluginFolder(dir: string): boolean {
  try {
    return (JSON.parse(readFileSync(join(dir, PLUGIN_MANIFEST), 'utf8')) as { name?: unknown }).name === PLUGIN_NAME;
  } catch {
    return false;
  }
}

/** `<root>` of a path laid out as the build lays out hooks (`<root>/dist/hooks/<file>`), whether or not it is there. */
export function hooksLayoutRoot(file: string): string | undefined {
  const hooksDir = dirname(file);
  const distDir = dirname(hooksDir);
  return basename(hooksDir) === 'hooks' && basename(distDir) === 'dist' ? dirname(distDir) : undefined;
}

/**
 * The plugin folder a built hook file sits in (`<root>/dist/hooks/<hook>.cjs`), when `file`
 * is an absolute, plain path to one of our hook files inside a real plugin folder.
 */
export function pluginRootOfHook(file: string): string | undefined {
  if (!isAbsolute(file) || normalize(file) !== file) return undefined;
  if (!Object.values(BUILT).some((hook) => hook.file === basename(file))) return undefined;
  const root = hooksLayoutRoot(file);
  return root !== undefined && isPluginFolder(root) ? root : undefined;
}

/** The version in the plugin manifest (the npm package's version is kept the same by a test). */
export function packageVersion(base = pluginRoot()): string {
  const manifest = JSON.parse(readFileSync(join(base, PLUGIN_MANIFEST), 'utf8')) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
}
