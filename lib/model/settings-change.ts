/**
 * One change install or uninstall makes (or, with --dry-run, would make), as data. The CLI
 * words it in the reader's language; `--json` prints it in one fixed English form
 * (lib/i18n/change-line.ts), so scripts that read `changes` keep working.
 */
export type SettingsChange =
  | { kind: 'add-hook' | 'update-hook' | 'remove-hook'; event: string; command: string }
  | { kind: 'set-key'; key: string; value: unknown }
  | { kind: 'remove-key'; key: string }
  | { kind: 'create-file' | 'remove-file'; path: string }
  /** a folder install makes (the memory folder's _global), or one it made that uninstall left empty */
  | { kind: 'create-folder' | 'remove-folder'; path: string }
  /** Codex: our hook's trust written to (or taken out of) config.toml */
  | { kind: 'trust-hook'; event: string; config: string }
  | { kind: 'untrust-hook'; key: string; config: string }
  /** Codex: a user's hook moved up a place once ours were taken out, and its trust with it */
  | { kind: 'move-trust'; from: string; to: string; config: string }
  /** Claude Code, local scope: the line install added to git's info/exclude, taken out */
  | { kind: 'unignore'; line: string; exclude: string }
  /**
   * An entry added to (or taken out of) a settings list: Gemini's memory folder in
   * context.includeDirectories, Claude Code's rule that lets it read the memory folder in
   * permissions.allow (`list`, absent in what older code made: context.includeDirectories);
   * `file`: a file other than the one the install is for (lib/settings/gemini-launch-include.ts)
   */
  | { kind: 'add-include' | 'remove-include'; value: string; list?: 'context.includeDirectories' | 'permissions.allow'; file?: string };

/** A settings key install would have to change but cannot: it holds the wrong kind of JSON value. */
export interface SettingsShape {
  /** `hooks` or `hooks.<event>` */
  key: string;
  expected: 'object' | 'list';
}
