/**
 * A count and its English noun: "1 memory", "3 memories". English only: Korean counts
 * take a counter word (`3개`) and no plural, so the Korean catalogues write theirs inline.
 */
export const plural = (count: number, word: string, many = `${word}s`): string => `${count} ${count === 1 ? word : many}`;
