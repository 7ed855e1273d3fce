import { EN } from './en.js';
import { GUIDANCE_TEXT } from './guidance.js';
import { HELP_TEXT } from './help.js';
import { KO } from './ko.js';
import type { Lang } from './lang.js';
import { LIST_TEXT } from './list.js';
import { AUTO_MEMORY_NOTICE } from './notice.js';
import { RULE_TEXT } from './rules.js';

/**
 * Every catalogue, by name: each holds the same keys in every language. Nothing on the
 * hook's path reads this (the hooks import the one catalogue they print); it is the list
 * the language tests walk, so a catalogue added here is checked key by key without a
 * test of its own. test/i18n/catalogue-walk.test.ts fails for a module of lib/i18n whose
 * exports are not reachable from here.
 */
export const CATALOGUES = {
  /** the CLI: messages, errors, import, key, lint, doctor and context words */
  cli: { ko: KO, en: EN },
  /** each command's --help */
  help: HELP_TEXT,
  /** the `<project-memory>` list the model reads */
  list: LIST_TEXT,
  /** what the model is told about saving */
  guidance: GUIDANCE_TEXT,
  /** the once-only notice about Claude Code's auto memory */
  notice: AUTO_MEMORY_NOTICE,
  /** the rule set for memory text: lint's findings, save's refusals, what the PostToolUse hook tells the model */
  rules: RULE_TEXT,
} satisfies Record<string, Record<Lang, unknown>>;
