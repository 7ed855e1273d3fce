import { join } from 'node:path';
import { type Lang, pickLang } from '../i18n/lang.js';
import { readTextSafely } from '../io/read-file-safely.js';
import { DEFAULT_LIST_BUDGET } from '../model/defaults.js';
import { AI_CORE_DIR } from './workspace.js';

/** Workspace settings, committed with the memories so a team shares them. */
export const CONFIG_FILE = 'project-memory.json';
const CONFIG_MAX_BYTES = 64 * 1024;

export interface Config {
  lang: Lang;
  /** characters the list may take */
  budget: number;
  /** show the whole list on every prompt, as the original design did */
  everyTurn: boolean;
}

export function configPath(workspaceRoot: string): string {
  return join(workspaceRoot, AI_CORE_DIR, CONFIG_FILE);
}

/** Reads the config file if any; a missing or broken one falls back to defaults. */
export function readConfigFile(workspaceRoot: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readTextSafely(configPath(workspaceRoot), CONFIG_MAX_BYTES) ?? '');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The budget and every-turn switch: the environment beats the file, the file beats the
 * defaults. The language: the file first (lib/i18n/lang.ts pickLang), so a team that
 * writes its memories in one language reads them in it.
 */
export function resolveConfig(file: Record<string, unknown>, env: Record<string, string | undefined>): Config {
  const budget = Number(env.PROJECT_MEMORY_BUDGET ?? file.budget);
  return {
    lang: pickLang(typeof file.lang === 'string' ? file.lang : undefined, env),
    budget: Number.isFinite(budget) && budget >= 500 ? Math.floor(budget) : DEFAULT_LIST_BUDGET,
    everyTurn: env.PROJECT_MEMORY_EVERY_TURN === '1' || file.everyTurn === true,
  };
}

export function loadConfig(workspaceRoot: string, env: Record<string, string | undefined>): Config {
  return resolveConfig(readConfigFile(workspaceRoot), env);
}
