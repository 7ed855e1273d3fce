/** Why a new key folder would not reach every teammate's checkout as one folder of its own (lib/workspace/portable-key.ts); the CLI words it. */
export type KeyTrouble =
  /** a device name Windows keeps (CON, AUX, NUL …), or a name ending in a dot or a space */
  | { kind: 'windows' }
  /** differs from the folder `twin` in case alone */
  | { kind: 'case-twin'; twin: string };
