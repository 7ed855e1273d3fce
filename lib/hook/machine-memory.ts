/**
 * The words after "memory" that make it the machine's, not a place to save to: "memory
 * usage", "memory cache", "memory settings", "memory cap". One list for the prompt's save
 * request (intent.ts) and the reply's save question (transcript-last-reply.ts): two lists
 * drifted, and "Add this to memory settings." asked for a save the reply side knew was none.
 */
export const MACHINE_MEMORY_WORDS =
  '(?:cach\\w*|usage|use|limits?|leaks?|pool\\w*|buffer\\w*|allocat\\w*|map\\w*|footprint|pressure|banks?|cards?|address\\w*|errors?|consumption|spikes?|settings?|caps?|size|heap|max(?:imum)?|budget|requests?|reservations?|quota)\\b';
