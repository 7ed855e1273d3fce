/**
 * Caches results by key for the life of the returned function. Claude Code memoises its
 * context assembly for a session (seed 000: lodash/memoize around getSystemContext and
 * getUserContext); one `context` run plays one session start, so each git call and each
 * file read happens once even when two parts need it.
 */
export function memoize<A extends unknown[], R>(fn: (...args: A) => R, keyOf: (...args: A) => string = (...args) => args.join('\0')): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args) => {
    const key = keyOf(...args);
    if (cache.has(key)) return cache.get(key) as R;
    const value = fn(...args);
    cache.set(key, value);
    return value;
  };
}
