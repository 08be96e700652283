import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR as DATA_DIR, E2E_PORT as PORT } from './e2e-server.ts';

/**
 * Starts the real app from the repository root, as a newcomer would, on its own port and data folder.
 * Browsers: Debian's Chromium; Playwright never downloads one.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `./.artifacts/test-results-${PORT}`,
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
    command: `rm -rf ${DATA_DIR} && node scripts/start.mjs`,
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
      DATA_DIR,
      MAIL_OUTBOX_DIR: `${DATA_DIR}/outbox`,
      SEED_DEMO: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      API_RATE_LIMIT_PER_MINUTE: '5000',
      LOG_LEVEL: 'warn',
      // The Discover library's rows are made at start; its images and videos only when a page asks for them,
      // so that no background rendering slows the other tests down.
      DISCOVER_PRERENDER: '0',
      // The browser extension's test serves the ad libraries' media on loopback; Hookline fetches it from there.
      OUTBOUND_ALLOWED_NETWORKS: '127.0.0.0/8',
    },
  },
});
