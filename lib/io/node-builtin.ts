/**
 * A Node builtin loaded where it is used. The hooks bundle every `import` as a
 * require at the top of the bundle, and node:module, node:os and node:child_process are
 * not loaded at node's start-up: each costs a prompt up to a few ms even when unused.
 */
export function nodeBuiltin<T>(id: `node:${string}`): T {
  const get = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  if (typeof get === 'function') return get(id) as T;
  // Node before 20.16: both bundles have a require in scope (the hooks' launcher passes
  // its own; the CLI bundle makes one), and so does a test run
  return require(id) as T;
}

/** A require that resolves from `file` (an absolute path), for files that are not builtins. */
export function requireFrom(file: string): NodeJS.Require {
  return nodeBuiltin<typeof import('node:module')>('node:module').createRequire(file);
}
