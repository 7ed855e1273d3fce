import { platform } from 'node:os';
import { join, relative, sep } from 'node:path';
import { realPathOf } from '../../io/real-path.js';
import type { ContextFile, Level } from './context-file.js';
import { createFileReader, type FileReader } from './file-reader.js';
import { type LoadState, loadFileWithImports } from './imports.js';
import { findRuleFiles } from './rules.js';

const MANAGED_ENV = 'PROJECT_MEMORY_MANAGED_CLAUDE_MD';

/** The organisation-wide file; PROJECT_MEMORY_MANAGED_CLAUDE_MD points elsewhere (tests). */
export function managedClaudeMdPath(env: Record<string, string | undefined>): string {
  const forced = env[MANAGED_ENV];
  if (forced) return forced;
  return platform() === 'darwin' ? '/Library/Application Support/ClaudeCode/CLAUDE.md' : '/etc/claude-code/CLAUDE.md';
}

export interface Source {
  level: Level;
  /** a single file, or a `.claude/rules/` folder searched recursively */
  kind: 'file' | 'rules';
  path: string;
}

/** Folders from the top of the repo down to the launch folder, both included. */
export function foldersFromTo(top: string, dir: string): string[] {
  const rel = relative(top, dir);
  if (rel === '') return [dir];
  if (rel.startsWith('..') || rel.startsWith(sep)) return [dir];
  const folders = [top];
  let current = top;
  for (const part of rel.split(sep)) folders.push((current = join(current, part)));
  return folders;
}

/** Where Claude Code looks, in seed 000's load order: managed, user, project, local. */
export function claudeMdSources(input: { dir: string; top: string; home: string | undefined; managedPath: string }): Source[] {
  const folders = foldersFromTo(input.top, input.dir);
  const sources: Source[] = [{ level: 'managed', kind: 'file', path: input.managedPath }];
  if (input.home) {
    sources.push({ level: 'user', kind: 'file', path: join(input.home, '.claude', 'CLAUDE.md') });
    sources.push({ level: 'user', kind: 'rules', path: join(input.home, '.claude', 'rules') });
  }
  for (const folder of folders) {
    sources.push({ level: 'project', kind: 'file', path: join(folder, 'CLAUDE.md') });
    sources.push({ level: 'project', kind: 'file', path: join(folder, '.claude', 'CLAUDE.md') });
    sources.push({ level: 'project', kind: 'rules', path: join(folder, '.claude', 'rules') });
  }
  for (const folder of folders) sources.push({ level: 'local', kind: 'file', path: join(folder, 'CLAUDE.local.md') });
  return sources;
}

/** Every CLAUDE.md-family file in load order, each followed by its imports. */
export async function loadClaudeMdFiles(sources: readonly Source[], options: { home: string | undefined; read?: FileReader }): Promise<ContextFile[]> {
  const state: LoadState = { read: options.read ?? createFileReader(), home: options.home, seen: new Set(), out: [] };
  for (const source of sources) {
    const paths = source.kind === 'rules' ? await findRuleFiles(source.path) : [source.path];
    for (const path of paths) {
      // an absent CLAUDE.md at a level is normal; only absent imports are worth showing
      if (!realPathOf(path)) continue;
      const kind = source.kind === 'rules' ? 'rule' : 'claude-md';
      loadFileWithImports({ level: source.level, kind, path, depth: 0, importedFrom: null, conditional: false, chain: [] }, state);
    }
  }
  return state.out;
}
