/** How many memories `search` prints when --limit is not given; its help quotes it. */
export const DEFAULT_SEARCH_LIMIT = 10;

/** The context window `context` measures against when --window is not given (Claude's 200k tokens); its help quotes it. */
export const DEFAULT_WINDOW = 200_000;

/** Characters the memory list may take in a prompt, unless the workspace config or PROJECT_MEMORY_BUDGET says otherwise. */
export const DEFAULT_LIST_BUDGET = 8_000;

/** The fewest characters a list may be given: a smaller budget (config or PROJECT_MEMORY_BUDGET) is ignored. */
export const MIN_LIST_BUDGET = 500;

/**
 * Milliseconds the hook may spend checking files before it answers with what it has
 * (PROJECT_MEMORY_SCAN_MS moves it). Node's own start-up comes before this, and Claude
 * Code drops output that misses its timeout.
 */
export const DEFAULT_SCAN_MS = 1_200;

/** `stats --unused` lists memories shown in at least this many first lists and never read (`--min-shown`); its help quotes it. */
export const DEFAULT_UNUSED_MIN_SHOWN = 5;

/**
 * Values front matter may hold once its `&` anchors and `*` aliases are written out, or
 * as many as it has characters where that is more (no alias makes them): a memory's holds
 * a few dozen; past this it is a "billion laughs" (lib/format/alias-expansion.ts). Its
 * refusal quotes it.
 */
export const MAX_EXPANDED_VALUES = 10_000;
