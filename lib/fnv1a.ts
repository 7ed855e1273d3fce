/**
 * FNV-1a over UTF-16 code units: a quick, stable hash for cache file names, term buckets
 * and shortened keys. Not for anything that needs strength — node:crypto costs
 * milliseconds to load on the per-prompt path.
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export function fnv1aHex(text: string): string {
  return fnv1a(text).toString(16).padStart(8, '0');
}
