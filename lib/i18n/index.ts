import { EN } from './en.js';
import { KO } from './ko.js';
import type { Lang } from './lang.js';
import type { CliMessages } from './types.js';

export type { CliMessages, CommandName } from './types.js';
export { COMMAND_NAMES, isCommandName } from './types.js';

const CATALOGUE: Record<Lang, CliMessages> = { ko: KO, en: EN };

export function messagesFor(lang: Lang): CliMessages {
  return CATALOGUE[lang];
}

/**
 * The CLI catalogue a rule catalogue belongs to: a lint finding about a workspace file
 * (the pin, the config) says what doctor says of it, in doctor's words, while lint picks
 * the rule words (the reader's language; English for --json).
 */
export function messagesOfRules(words: CliMessages['rules']): CliMessages {
  return Object.values(CATALOGUE).find((messages) => messages.rules === words) ?? EN;
}
