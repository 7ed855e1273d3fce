/** How many memories `search` prints when --limit is not given; its help quotes it. */
export const DEFAULT_SEARCH_LIMIT = 10;

/** `stats --unused` lists memories shown in at least this many first lists and never read (`--min-shown`). */
export const DEFAULT_UNUSED_MIN_SHOWN = 5;
