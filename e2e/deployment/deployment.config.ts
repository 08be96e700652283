import { defineConfig } from '@playwright/test';

/**
 * The test deployment (`npm run test:deploy`): two API servers and a worker on one PostgreSQL database, with
 * S3-compatible storage, behind a proxy that spreads requests; no browser. deployment-stack.ts starts it.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /\.deploy\.ts$/,
  outputDir: '../.artifacts/deployment-results',
  timeout: 15 * 60_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
});
