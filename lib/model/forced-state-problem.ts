/** Why PROJECT_MEMORY_STATE_DIR gives no state folder (lib/io/forced-state-problem.ts); the CLI words it. */
export type ForcedStateProblem = 'relative' | 'not-a-folder' | 'not-yours' | 'system';
