/**
 * How much front matter holds once its aliases are written out. The YAML parser shares
 * an anchored value among its aliases, so reading a "billion laughs" (9 levels of 9
 * aliases, 387 million strings) is quick; whatever walks the value whole — a comparison,
 * JSON, the YAML writer — expands it, and took gigabytes and seconds to fail with
 * "Invalid string length". The reader refuses it instead (frontmatter.ts).
 */

const isContainer = (value: unknown): value is object => {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Whether `value`, its aliases written out, holds more than `limit` values (every list,
 * mapping and scalar counts one). A value that holds itself (`a: &a [*a]`) never ends:
 * over any limit. Each shared value is counted once and its size reused, so the walk
 * costs what the parser built, not what it would expand to; it stops at the limit.
 */
export function expandsPast(value: unknown, limit: number): boolean {
  const sizes = new WeakMap<object, number>();
  const sizeOf = (node: unknown): number => {
    if (!isContainer(node)) return 1;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    // met again before its size is known: it holds itself
    sizes.set(node, Number.POSITIVE_INFINITY);
    let size = 1;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      size += sizeOf(child);
      if (size > limit) return size;
    }
    sizes.set(node, size);
    return size;
  };
  return sizeOf(value) > limit;
}
