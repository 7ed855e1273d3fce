/** Quotes one argument for POSIX sh (dash runs hook commands) and bash alike. */
export function shellQuote(arg: string): string {
  if (/^[\w@%+=:,./-]+$/.test(arg)) return arg;
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}

export function shellCommand(args: readonly string[]): string {
  return args.map(shellQuote).join(' ');
}

/** The command, in backticks, that moves a file standing where a folder should be out of the way (to `<path>.orig`). */
export function moveAsideCommand(path: string): string {
  return `\`${shellCommand(['mv', path, `${path}.orig`])}\``;
}
