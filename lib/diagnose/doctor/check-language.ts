import { chooseLang, LANGS } from '../../i18n/lang.js';
import { CONFIG_FILE, configPath, readConfigFile } from '../../workspace/config.js';
import type { Workspace } from '../../workspace/resolve.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';

const SOURCE_TEXT = {
  config: (path: string) => `"lang" in ${path}`,
  env: () => 'PROJECT_MEMORY_LANG',
  locale: () => 'the locale (LC_ALL, LC_MESSAGES, LANG)',
  default: () => 'the default',
} as const;

/**
 * The language of the list and of every message, and where it came from. A value that
 * names no language of ours is ignored by the hook; this is where the user hears of it.
 */
export function checkLanguage(workspace: Workspace | undefined, ctx: DoctorContext): CheckResult {
  const file = workspace ? readConfigFile(workspace.root) : {};
  const path = workspace ? configPath(workspace.root) : CONFIG_FILE;
  const choice = chooseLang(typeof file.lang === 'string' ? file.lang : undefined, ctx.env);
  const chosen = `${choice.lang}, from ${SOURCE_TEXT[choice.source](path)}`;
  if (choice.ignored.length === 0) return ok('language', chosen);
  const ignored = choice.ignored.map(({ where, value }) => (where === 'env' ? `PROJECT_MEMORY_LANG=${value}` : `"lang": "${value}" in ${path}`));
  const names = ignored.length > 1 ? 'name' : 'names';
  return warn('language', `${ignored.join(' and ')} ${names} no language of project-memory; using ${chosen}`, `use one of: ${LANGS.join(', ')}`);
}
