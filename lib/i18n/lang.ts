/** The languages every message exists in. */
export const LANGS = ['ko', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** `ko`, `en`, or a locale-like spelling of one (`en-US`, `ko_KR.UTF-8`); undefined otherwise. */
export function parseLang(value: string | undefined): Lang | undefined {
  const v = value?.trim().toLowerCase();
  if (!v) return undefined;
  if (v === 'en' || v.startsWith('en-') || v.startsWith('en_')) return 'en';
  if (v === 'ko' || v.startsWith('ko-') || v.startsWith('ko_')) return 'ko';
  return undefined;
}

/**
 * The language of the user's locale, as POSIX looks it up (LC_ALL, then LC_MESSAGES, then
 * LANG, the first one set): Korean for a `ko` locale, English for any other locale that is
 * set (C and POSIX included), undefined when none is.
 */
export function localeLang(env: Record<string, string | undefined>): Lang | undefined {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG;
  if (!locale) return undefined;
  return locale.trim().toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

/** A language value that is set but names no language of ours: doctor reports it. */
export function unknownLang(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '' && parseLang(value) === undefined;
}

/**
 * One language per output, chosen once: the workspace config, then PROJECT_MEMORY_LANG,
 * then the locale, then Korean (the original design's language).
 */
export function pickLang(configLang: string | undefined, env: Record<string, string | undefined>): Lang {
  return parseLang(configLang) ?? parseLang(env.PROJECT_MEMORY_LANG) ?? localeLang(env) ?? 'ko';
}
