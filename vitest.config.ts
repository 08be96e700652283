import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core: a test file waits on its database as much as it computes, and on a 2-core
    // machine Vitest's default (one core less) leaves a core idle.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Test files share a worker's loaded modules: loading the app once per worker instead of once per
          // file takes the suite's CPU time down by about 45%. Every file opens its own app and database
          // (src/test/test-app.ts), and none replaces a module with vi.mock, whose mock would outlive its file.
          isolate: false,
        },
      },
      './apps/web',
      './apps/extension',
    ],
  },
});
