/** Why a pin file is ignored (lib/workspace/pin-file.ts); the CLI words it. */
export type PinProblem =
  | { kind: 'empty' }
  /** no text a key is read from: bytes that are not UTF-8, or a file past PIN_MAX_BYTES */
  | { kind: 'not-text' }
  | { kind: 'not-a-key'; key: string }
  /** its key starts with "-": every command that names it (key move, key pin) would read it as an option */
  | { kind: 'dash'; key: string }
  /** a symbolic link, which is not followed: its target may be any file outside the repository */
  | { kind: 'link' }
  /** its key looks like a credential (lib/format/secrets.ts): not quoted back */
  | { kind: 'secret' }
  /** its key reads like an order to the model (lib/format/injection.ts): not quoted back, nor shown in the list */
  | { kind: 'instruction' }
  /** git left both sides of a merge in it: the keys each side holds */
  | { kind: 'conflict'; sides: string[] };
