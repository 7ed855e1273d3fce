/**
 * A prompt can be megabytes of pasted logs. The ask is usually at the start, sometimes
 * after the paste, so the query keeps the head and the tail and drops the middle: ranking
 * time stays flat however large the prompt is.
 */
export const QUERY_HEAD_CHARS = 1_600;
export const QUERY_TAIL_CHARS = 400;

export function capQuery(prompt: string): string {
  if (prompt.length <= QUERY_HEAD_CHARS + QUERY_TAIL_CHARS) return prompt;
  return `${prompt.slice(0, QUERY_HEAD_CHARS)}\n${prompt.slice(-QUERY_TAIL_CHARS)}`;
}
