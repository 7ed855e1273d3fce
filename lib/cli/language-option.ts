import type { CliMessages } from '../i18n/types.js';

/** `--lang`, `--language`, `--locale`: what a user of a tool that speaks two languages looks for first. */
const ASKED_FOR_LANGUAGE = /^--?(?:lang|language|locale)(?:=|$)/i;

/** Is `option` (`--lang`, `--locale=ko`) one that asks for a language? */
export function asksForLanguage(option: string): boolean {
  return ASKED_FOR_LANGUAGE.test(option);
}

/**
 * An unknown option's error, with where the language is set when the option asked for one:
 * no command takes a language option (the environment and the workspace config set it),
 * and "unknown option --lang" alone leaves the user guessing.
 */
export function withLanguageNote(m: CliMessages, option: string, text: string): string {
  return asksForLanguage(option) ? `${text} (${m.errors.languageOption})` : text;
}
