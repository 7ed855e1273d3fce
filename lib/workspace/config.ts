import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { withoutBom } from '../format/bom.js';
import { conflictLine } from '../format/merge-conflict.js';
import { type Lang, pickLang } from '../i18n/lang.js';
import { readTextSafely } from '../io/read-file-safely.js';
import { DEFAULT_LIST_BUDGET, MIN_LIST_BUDGET } from '../model/defaults.js';
import { isSwitchValue, switchedOn } from '../model/switch-value.js';
import { AI_CORE_DIR } from './workspace.js';

/** Workspace settings, committed with the memories so a team shares them. */
export const CONFIG_FILE = 'project-memory.json';
/** A larger file is no config of ours: it is not read (doctor says so). */
export const CONFIG_MAX_BYTES = 64 * 1024;
/** The keys the file may hold; doctor names any other (lib/diagnose/doctor/check-config.ts). */
export const CONFIG_KEYS = ['lang', 'budget', 'everyTurn'] as const;

/** A budget the list takes (from the file or PROJECT_MEMORY_BUDGET); anything else leaves the default. */
function budgetOf(value: unknown): number | undefined {
  const budget = Number(value);
  return Number.isFinite(budget) && budget >= MIN_LIST_BUDGET ? Math.floor(budget) : undefined;
}

/** A budget value the list passes over, as if not set: none it takes, or one over the most a list may take (doctor names it). */
export const budgetPassedOver = (value: unknown): boolean => (budgetOf(value) ?? Number.POSITIVE_INFINITY) > DEFAULT_LIST_BUDGET;

/** The budget a value gives where the list takes it; undefined where it passes it over (budgetPassedOver). */
const budgetTaken = (value: unknown): number | undefined => (budgetPassedOver(value) ? undefined : budgetOf(value));

/** PROJECT_MEMORY_EVERY_TURN, on or off, beats the file's everyTurn (0 turns a team's true off for one person); any other value is as if not set. */
function everyTurnOf(env: string | undefined, file: unknown): boolean {
  const value = env ?? '';
  return isSwitchValue(value) ? switchedOn(value) : file === true;
}

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

/** The config file's object; undefined when the file is missing, unreadable, too large or not a JSON object. */
function configObject(workspaceRoot: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(withoutBom(readTextSafely(configPath(workspaceRoot), CONFIG_MAX_BYTES) ?? ''));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the config file if any; a missing or broken one falls back to defaults. The
 * hook reads it on every prompt: it says nothing of what is wrong, doctor does.
 */
export function readConfigFile(workspaceRoot: string): Record<string, unknown> {
  return configObject(workspaceRoot) ?? {};
}

/**
 * The environment beats the file, the file beats the defaults; for the language the file
 * also beats the locale (lib/i18n/lang.ts chooseLang), so a team that writes its memories
 * in one language reads them in it unless a person asks for another.
 */
export function resolveConfig(file: Record<string, unknown>, env: Record<string, string | undefined>): Config {
  return {
    lang: pickLang(typeof file.lang === 'string' ? file.lang : undefined, env),
    // a value the list passes over ('', `abc`, 100, one over the most a list may take) is as if not set: the file's then holds
    budget: budgetTaken(env.PROJECT_MEMORY_BUDGET) ?? budgetTaken(file.budget) ?? DEFAULT_LIST_BUDGET,
    everyTurn: everyTurnOf(env.PROJECT_MEMORY_EVERY_TURN, file.everyTurn),
  };
}

/**
 * Whether a config file is there that nothing can use: unreadable, too large, or not a
 * JSON object. The hook says nothing of it; a command says so once (lib/cli/workspace-flag.ts).
 */
export function configUnusable(workspaceRoot: string): boolean {
  return lstatSync(configPath(workspaceRoot), { throwIfNoEntry: false }) !== undefined && configObject(workspaceRoot) === undefined;
}

/** The line where git's first merge-conflict marker is in the config file, if it holds one: what makes it unusable then. */
export function configConflictLine(workspaceRoot: string): number | undefined {
  const text = readTextSafely(configPath(workspaceRoot), CONFIG_MAX_BYTES);
  return text === undefined ? undefined : conflictLine(text);
}

export function loadConfig(workspaceRoot: string, env: Record<string, string | undefined>): Config {
  return resolveConfig(readConfigFile(workspaceRoot), env);
}
