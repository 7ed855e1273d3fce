/** The languages every message exists in. */
export const LANGS = ['ko', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * `ko`, `en`, a locale-like spelling of one (`en-US`, `ko_KR.UTF-8`), or a name people write
 * for one (`korean`, `kr` as in ko_KR, `한국어`); undefined otherwise.
 */
function parseLang(value: string | undefined): Lang | undefined {
  const v = value?.trim().toLowerCase();
  if (!v) return undefined;
  if (v === 'en' || v.startsWith('en-') || v.startsWith('en_') || /^(?:eng|english|영어)$/.test(v)) return 'en';
  if (v === 'ko' || v.startsWith('ko-') || v.startsWith('ko_') || /^(?:kr|kor|korean|한국어)$/.test(v)) return 'ko';
  return undefined;
}

/** C and POSIX (`C.UTF-8` too): the locale a program sets for predictable output, nobody's language. */
const NEUTRAL = /^(?:c|posix)(?:[.@]|$)/i;

/**
 * The language of the user's locale, as POSIX looks it up (LC_ALL, then LC_MESSAGES, then
 * LANG, the first one set): Korean for a `ko` locale (`ko`, `ko_KR.UTF-8`), English for any
 * other locale that is set (C and POSIX included), undefined when none is. In a command
 * Codex 0.169.0 runs (CODEX_THREAD_ID set), a C or POSIX LC_ALL is Codex's, not the
 * user's: it sets LC_ALL=C.UTF-8 for every command and leaves LANG as the user had it, so
 * a save Codex ran answered a Korean user in English. There it is passed over; anywhere
 * else `LC_ALL=C` still asks for English.
 */
function localeLang(env: Record<string, string | undefined>): Lang | undefined {
  const codexAll = env.CODEX_THREAD_ID !== undefined && env.LC_ALL !== undefined && NEUTRAL.test(env.LC_ALL.trim());
  const locale = (codexAll ? undefined : env.LC_ALL) || env.LC_MESSAGES || env.LANG || env.LC_ALL;
  if (!locale) return undefined;
  // the language part of language[_territory][.codeset][@modifier]: `kok_IN` is Konkani
  return /^(?:ko(?:[_.@-]|$)|korean)/.test(locale.trim().toLowerCase()) ? 'ko' : 'en';
}

/** A language value that is set but names no language of ours: doctor and lint report it. */
export function unknownLang(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '' && parseLang(value) === undefined;
}

/** Where the language came from, and any value that was set but named no language. */
export interface LangChoice {
  lang: Lang;
  source: 'config' | 'env' | 'locale' | 'default';
  ignored: Array<{ where: 'config' | 'env'; value: string }>;
}

/**
 * One language per output, chosen once: PROJECT_MEMORY_LANG, then the workspace config,
 * then the locale, then Korean (the original design's language). The variable is a
 * person's own choice and beats what the team committed, as PROJECT_MEMORY_BUDGET does:
 * in a team of two languages each reads the list and the messages in theirs. A locale is
 * no such choice: the team's file beats it.
 */
export function chooseLang(configLang: string | undefined, env: Record<string, string | undefined>): LangChoice {
  const ignored: LangChoice['ignored'] = [];
  if (unknownLang(configLang)) ignored.push({ where: 'config', value: configLang as string });
  if (unknownLang(env.PROJECT_MEMORY_LANG)) ignored.push({ where: 'env', value: env.PROJECT_MEMORY_LANG as string });
  const fromEnv = parseLang(env.PROJECT_MEMORY_LANG);
  if (fromEnv) return { lang: fromEnv, source: 'env', ignored };
  const fromConfig = parseLang(configLang);
  if (fromConfig) return { lang: fromConfig, source: 'config', ignored };
  const fromLocale = localeLang(env);
  if (fromLocale) return { lang: fromLocale, source: 'locale', ignored };
  return { lang: 'ko', source: 'default', ignored };
}

export function pickLang(configLang: string | undefined, env: Record<string, string | undefined>): Lang {
  return chooseLang(configLang, env).lang;
}
