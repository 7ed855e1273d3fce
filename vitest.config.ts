import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // real Claude Code runs are heavy on a 2-core machine; keep files from starving each other
    maxWorkers: 2,
  },
});
