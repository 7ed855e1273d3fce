/**
 * What keeps the memory folder install made from going with uninstall
 * (lib/settings/untouched-memory-root.ts): memories in it; files install did not make or
 * that changed since (`names`); files git tracks (a folder a teammate committed is the
 * team's, whoever made it), or a git that cannot say; a folder reached through a link; an
 * install or the plugin that still reads it; or a removal the file system refused (`code`).
 */
export type KeptBecause =
  | { kind: 'memories' }
  | { kind: 'changed'; names: string[] }
  | { kind: 'tracked' }
  | { kind: 'git-unknown' }
  | { kind: 'linked' }
  | { kind: 'in-use' }
  | { kind: 'unremovable'; code: string };
