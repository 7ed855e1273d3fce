import type { Lang } from './lang.js';
import { RULES_EN } from './rules-en.js';
import { RULES_KO } from './rules-ko.js';
import type { RuleWords } from './rules-types.js';

export type { RuleWords } from './rules-types.js';

/** The rule set's words by language (lib/i18n/rules-types.ts says what each one is). */
export const RULE_TEXT: Record<Lang, RuleWords> = {
  // read when first used: the build loads them from a file of their own (scripts/build.mjs)
  get ko() {
    return RULES_KO;
  },
  get en() {
    return RULES_EN;
  },
};
