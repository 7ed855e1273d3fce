/**
 * The most a client's settings file is read to: Claude Code's are kilobytes, and
 * ~/.claude.json, which keeps every project's history, megabytes. Past it the file is no
 * settings file (a link to /dev/zero a repository ships, say) and is not read.
 */
export const SETTINGS_MAX_BYTES = 64 * 1024 * 1024;
