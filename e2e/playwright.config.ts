import { defineConfig } from '@playwright/test';

const PORT = 3210;
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Starts the real app from the repository root, as a newcomer would, on its own port and data folder.
 * Browsers: Debian's Chromium; Playwright never downloads one.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'rm -rf e2e/.artifacts/data && node scripts/start.mjs',
    cwd: '..',
    url: `${BASE_URL}/api/v1/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: BASE_URL,
      DATA_DIR: 'e2e/.artifacts/data',
      MAIL_OUTBOX_DIR: 'e2e/.artifacts/data/outbox',
      SEED_DEMO: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      API_RATE_LIMIT_PER_MINUTE: '5000',
      LOG_LEVEL: 'warn',
    },
  },
});
