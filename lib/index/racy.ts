/**
 * A file whose mtime is this close to the moment it was cached may have changed again
 * within the clock's resolution (coarse file systems keep whole seconds), so it is
 * re-read until it is older than that — the "racily clean" rule.
 */
export const RACY_MS = 2_000;
