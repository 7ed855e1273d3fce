import { HELP_EN } from './help-en.js';
import { HELP_KO } from './help-ko.js';
import type { Lang } from './lang.js';
import type { CommandName } from './types.js';

/**
 * Each command's --help, by language: usage line, options, examples (flags stay English).
 * Apart from the message catalogues, which errors thrown anywhere (a hook's too) print
 * from: only the CLI shows help, and its ~32 KB a language stay out of the hook bundles.
 */
export const HELP_TEXT: Record<Lang, Record<CommandName, string>> = { en: HELP_EN, ko: HELP_KO };
