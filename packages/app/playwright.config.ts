import { defineConfig } from '@playwright/test';

// E2E_PORT / E2E_DATA_DIR let two runs share a machine (e.g. parallel work in one checkout).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
// A fresh embedded database per run: the journeys change passwords and lock profiles.
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/invest-e2e-data-${PORT}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // One server and shared demo users: journeys run one after another (2-core machines).
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { browserName: 'chromium', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // Serves the built app (packages/app/dist, built beforehand) and the API, on Node 24.
    command: `rm -rf ${DATA_DIR} && exec ../../node_modules/node/bin/node ../server/src/main.ts`,
    url: `${BASE_URL}/api/dev/outbox`,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      NODE_ENV: 'test',
      // The journeys read codes and links from /api/dev/outbox, which is off unless enabled.
      DEV_OUTBOX: '1',
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      // ~150 journeys log in and register from one address within minutes: raise every rate limit.
      RATE_LIMIT_FACTOR: '100',
      // The marketplace journey runs the calendar forward to a maturity (POST /api/dev/simulate).
      DEV_CLOCK: '1',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
