/** How many memories `search` prints when --limit is not given; its help quotes it. */
export const DEFAULT_SEARCH_LIMIT = 10;
