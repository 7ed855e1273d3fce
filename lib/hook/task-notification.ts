/**
 * Claude Code 2.1.328 hands a background agent's report back as a new prompt,
 * `<task-notification>` with the task's id, status and the agent's result, and runs
 * UserPromptSubmit for it as for a prompt the user typed. It is not the user speaking: a
 * result that says "remember this" or starts with "1" asks for no save, and its words are
 * the agent's, not a topic the user raised. Claude Code writes the tag first; a prompt the
 * user types is sent as a prompt of its own.
 */
const OPEN = '<task-notification>';

export function isTaskNotification(prompt: string): boolean {
  return prompt.trimStart().startsWith(OPEN);
}

/** What the user said in a prompt: '' for a task notification, or anything not text. */
export function userPromptOf(prompt: unknown): string {
  if (typeof prompt !== 'string') return '';
  return isTaskNotification(prompt) ? '' : prompt;
}
