/** Quotes one argument for POSIX sh (dash runs hook commands) and bash alike. */
export function shellQuote(arg: string): string {
  if (/^[\w@%+=:,./-]+$/.test(arg)) return arg;
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}

export function shellCommand(args: readonly string[]): string {
  return args.map(shellQuote).join(' ');
}
