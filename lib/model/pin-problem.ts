/** Why a pin file is ignored (lib/workspace/pin-file.ts); the CLI words it. */
export type PinProblem =
  | { kind: 'empty' }
  | { kind: 'not-a-key'; key: string }
  /** git left both sides of a merge in it: the keys each side holds */
  | { kind: 'conflict'; sides: string[] };
