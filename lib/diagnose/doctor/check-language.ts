import type { DoctorWords } from '../../i18n/doctor-types.js';
import { chooseLang, LANGS, type LangChoice } from '../../i18n/lang.js';
import { CONFIG_FILE, configPath, readConfigFile } from '../../workspace/config.js';
import type { Workspace } from '../../workspace/resolve.js';
import { type CheckResult, type DoctorContext, ok, warn } from './check.js';

function sourceText(d: DoctorWords['language'], source: LangChoice['source'], path: string): string {
  switch (source) {
    case 'config':
      return d.fromConfig(path);
    case 'env':
      return d.fromEnv;
    case 'locale':
      return d.fromLocale;
    case 'default':
      return d.fromDefault;
  }
}

/**
 * The language of the list and of every message, and where it came from. A value that
 * names no language of ours is ignored by the hook; this is where the user hears of it.
 */
export function checkLanguage(workspace: Workspace | undefined, ctx: DoctorContext): CheckResult {
  const file = workspace ? readConfigFile(workspace.root) : {};
  const path = workspace ? configPath(workspace.root) : CONFIG_FILE;
  const choice = chooseLang(typeof file.lang === 'string' ? file.lang : undefined, ctx.env);
  const chosen = (d: DoctorWords['language']) => d.chosen(choice.lang, sourceText(d, choice.source, path));
  if (choice.ignored.length === 0) return ok('language', (m) => chosen(m.doctor.language));
  return warn(
    'language',
    (m) => {
      const d = m.doctor.language;
      const ignored = choice.ignored.map(({ where, value }) => (where === 'env' ? `PROJECT_MEMORY_LANG=${value}` : d.ignoredConfig(value, path)));
      return d.ignored(ignored, chosen(d));
    },
    (m) => m.doctor.language.fix(LANGS),
  );
}
