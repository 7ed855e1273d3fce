import { describe, expect, it } from 'vitest';
import { nodeBuiltin, requireFrom } from '../../lib/io/node-builtin.js';

describe('nodeBuiltin', () => {
  it('loads a builtin', () => {
    expect(typeof nodeBuiltin<typeof import('node:os')>('node:os').tmpdir).toBe('function');
  });

  it('falls back to require where process.getBuiltinModule is missing (Node before 20.16)', () => {
    const processWith = process as { getBuiltinModule?: unknown };
    const saved = processWith.getBuiltinModule;
    processWith.getBuiltinModule = undefined;
    try {
      expect(typeof nodeBuiltin<typeof import('node:path')>('node:path').join).toBe('function');
    } finally {
      processWith.getBuiltinModule = saved;
    }
  });

  it('makes a require that resolves files from a module', () => {
    expect(requireFrom(import.meta.url).resolve('../../lib/io/node-builtin.ts')).toMatch(/node-builtin\.ts$/);
  });
});
