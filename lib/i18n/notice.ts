import type { Lang } from './lang.js';

/**
 * What the user (never the model) is told once: Claude Code's auto memory is on, and a
 * plugin cannot turn it off. `key` is the settings key, `env` the environment switch.
 */
export const AUTO_MEMORY_NOTICE: Record<Lang, (key: string, env: string) => string> = {
  ko: (key, env) =>
    `project-memory: Claude Code의 auto memory가 켜져 있어 "기억해"가 ~/.claude/projects에 저장될 수 있습니다. ` +
    `팀과 함께 쓰는 프로젝트 memory에만 저장하려면 ~/.claude/settings.json에 "${key}": false를 넣거나 ${env}=1로 실행하세요. (이 안내는 한 번만 나옵니다)`,
  en: (key, env) =>
    `project-memory: Claude Code's auto memory is on, so "remember this" may be saved under ~/.claude/projects instead. ` +
    `To keep memories in the project memory your team shares, set "${key}": false in ~/.claude/settings.json or run with ${env}=1. (Shown once.)`,
};
