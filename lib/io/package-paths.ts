import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root, found from this module's own location: it works from the bundles in
 * dist/ and from the TypeScript sources alike.
 */
let root: string | undefined;

/** This module's file: in the hooks' CommonJS bundles __filename, without a URL round trip. */
function ownFile(): string {
  return typeof __filename === 'string' ? __filename : fileURLToPath(import.meta.url);
}

export function packageRoot(): string {
  if (root) return root;
  let dir = dirname(ownFile());
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'memory'))) return (root = dir);
    dir = dirname(dir);
  }
  throw new Error(`project-memory: package root not found above ${ownFile()}`);
}

export const HOOK_EVENTS = ['UserPromptSubmit', 'SessionStart', 'PostToolUse', 'PreCompact'] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];

const HOOK_FILES: Record<HookEvent, string> = {
  UserPromptSubmit: 'user-prompt-submit.cjs',
  SessionStart: 'session-start.cjs',
  PostToolUse: 'post-tool-use.cjs',
  PreCompact: 'pre-compact.cjs',
};

export function builtHookPath(event: HookEvent, root = packageRoot()): string {
  return join(root, 'dist', 'hooks', HOOK_FILES[event]);
}

export function builtCliPath(root = packageRoot()): string {
  return join(root, 'dist', 'scripts', 'cli.js');
}

export function hookFileName(event: HookEvent): string {
  return HOOK_FILES[event];
}
