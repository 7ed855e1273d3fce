/**
 * A count given on the command line, 1 or more, in decimal digits only: `Number` alone
 * would take `0x10` as 16, `1e1` as 10 and ` 5` as 5, which no help promises. `grouped`
 * lets digits be grouped with `_` or `,` (`--window 200,000`). Undefined for anything else.
 */
export function wholeNumber(raw: string, grouped = false): number | undefined {
  const digits = grouped ? raw.replaceAll(/(?<=\d)[_,](?=\d)/g, '') : raw;
  if (!/^\d+$/.test(digits)) return undefined;
  const n = Number(digits);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}
