/** A parsed JSON value that is an object with keys (not null, not an array): what settings, stdin and transcripts hold. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
