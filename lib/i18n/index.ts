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
