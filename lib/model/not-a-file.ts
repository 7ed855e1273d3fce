/**
 * What stands where a file was expected, when it is not one: a folder, a symbolic link
 * (never followed), or a special file (a FIFO, socket or device). `save`, `verify` and
 * `import` meet one where a memory would go, `lint` under a memory's name in a scope
 * folder, `import` among its sources. The catalogues word each kind once
 * (RuleWords.notAFile).
 */
export type NotAFile = 'folder' | 'link' | 'special';
