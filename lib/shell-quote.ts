import { isUtf8 } from 'node:buffer';

/** Quotes one argument for POSIX sh (dash runs hook commands) and bash alike. */
export function shellQuote(arg: string): string {
  if (/^[\w@%+=:,./-]+$/.test(arg)) return arg;
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}

/**
 * Quotes a path given as its bytes: as shellQuote does where they are UTF-8, else as the
 * output of printf, whose octal escapes give back each byte a terminal could not show.
 */
export function shellQuoteBytes(raw: Buffer): string {
  if (isUtf8(raw)) return shellQuote(raw.toString('utf8'));
  const escaped = [...raw]
    .map((byte) => (byte >= 0x20 && byte < 0x7f && byte !== 0x27 && byte !== 0x5c ? String.fromCharCode(byte) : `\\0${byte.toString(8).padStart(3, '0')}`))
    .join('');
  return `"$(printf '%b' '${escaped}')"`;
}

export function shellCommand(args: readonly string[]): string {
  return args.map(shellQuote).join(' ');
}

/** The command, in backticks, that moves a file standing where a folder should be out of the way (to `<path>.orig`). */
export function moveAsideCommand(path: string): string {
  return `\`${shellCommand(['mv', path, `${path}.orig`])}\``;
}
