import { defineConfig } from '@playwright/test';
import { LAUNCHED_PORT, SERVERS, SMS_FAKE, VISUAL_CLOCK_FILE, VISUAL_NOW } from './e2e/servers';

/** Each server of e2e/servers.ts, serving the built app (packages/app/dist, built beforehand) and the API. */
function server(
  name: string,
  { port, url, dataDir }: { port: number; url: string; dataDir: string },
  options: { devClock?: boolean; visual?: boolean; smsProvider?: boolean } = {},
) {
  // The visual server's clock starts at the same instant on every run (e2e/visual-clock.mjs).
  const preload = options.visual ? '--import ./e2e/visual-clock.mjs ' : '';
  return {
    name,
    // A fresh embedded database per run: the journeys change passwords and lock profiles.
    command: `rm -rf ${dataDir} && exec ../../node_modules/node/bin/node ${preload}../server/src/main.ts`,
    url: `${url}/api/dev/outbox`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // The journeys read codes and links from /api/dev/outbox, which is off unless enabled.
      DEV_OUTBOX: '1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // Its database lives for one run: no commit waits for the disk (the demo's seed makes thousands).
      EMBEDDED_PG_NON_DURABLE: '1',
      // No load shedding: four servers and two browsers share two cores, and a journey answered 503
      // "service busy" (once at stop 34, at load 9) tests the machine, not the product. Shedding has
      // its own test (packages/server/test/platform/operations.test.ts).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // ~250 journeys log in and register from one address within minutes: raise every rate limit.
      RATE_LIMIT_FACTOR: '100',
      // POST /api/dev/simulate runs the calendar forward (calendar.spec.ts, on its own server).
      ...(options.devClock ? { DEV_CLOCK: '1' } : {}),
      // Nothing runs by itself on the visual server: its screens show the seed as seeded.
      ...(options.visual ? { JOBS: 'off', VISUAL_NOW, VISUAL_CLOCK_FILE } : {}),
      // Text messages through Infobip's real transport, to the fake of its API (e2e/servers.ts).
      ...(options.smsProvider
        ? {
            SMS_PROVIDER: 'infobip',
            INFOBIP_BASE_URL: SMS_FAKE.url,
            INFOBIP_API_KEY: 'fake-infobip-key',
            INFOBIP_SENDER: 'Invest',
          }
        : {}),
    },
  };
}

const TRACE_MODES = [
  'off',
  'on',
  'retain-on-failure',
  'retain-on-first-failure',
  'on-first-retry',
  'on-all-retries',
] as const;
/** Playwright's trace mode from E2E_TRACE ('off' when unset): an unknown one stops the run, never ignored. */
function traceMode(value: string | undefined): (typeof TRACE_MODES)[number] {
  const mode = TRACE_MODES.find((known) => known === (value ?? 'off'));
  if (!mode) throw new Error(`E2E_TRACE=${value}: not one of ${TRACE_MODES.join(', ')}`);
  return mode;
}

// Debian's chromium-headless-shell (the headless mode without the browser's own UI behind the page,
// from the same Chromium build): journeys ran 30–40 % faster than in `chromium --headless` on this
// 2-core machine (marketplace and account specs, desktop, quiet: a 17.1 s journey in 10.0 s, an axe
// and screenshot tour in 29.6 s instead of 42.7 s). The kit's stories stay in the full browser
// (vitest.config.ts): their baselines were made there and its text rendering differs a little.
// CHROMIUM_SHELL_PATH=/usr/bin/chromium runs the journeys in the full browser.
const chromium = {
  executablePath: process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
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
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Journeys make the data they change (support.ts fundedInvestor, listReceivable, …) and hold a lock
  // where the platform has one queue for all (payout batches): they run side by side.
  // E2E_WORKERS: how many at once (default 2). Three were tried at stop 34: each journey took 1.5–1.9×
  // as long (the dashboard's screen tour 39 s → 70 s; PostgreSQL's share of the CPU had been missed in
  // the estimate), too little gained for tours that come close to their two minutes.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The screen tours (axe and a full-page screenshot of each of five or six screens) take about a
  // minute on 2 cores; a journey that hangs still fails within two.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // The screenshot comparisons' baselines, committed beside the spec like the kit's (made on Debian's
  // Chromium): e2e/__screenshots__/visual.spec.ts/<screen>-<width>-<lang>.png.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  // The ten slowest spec files, printed at the end of every run.
  reportSlowTests: { max: 10, threshold: 15_000 },
  use: {
    baseURL: SERVERS.journeys.url,
    // No trace by default: recording one (actions, network, DOM snapshots) for every journey, to keep
    // it only when the journey fails, cost 16–18 % of the journeys' time (login, marketplace and
    // public pages at 1280 px, one worker, quiet, two rounds each: 99 s and 91 s without, 118 s and
    // 108 s with; issue 28). A failure keeps its screenshot and Playwright's error context (the page's
    // accessibility snapshot at the failure). E2E_TRACE names a trace mode for a whole run (e.g.
    // `E2E_TRACE=retain-on-failure pnpm test`); `--trace <mode>` does it for one command. The
    // screencast was dropped before for the same reason (~12 %).
    trace: { mode: traceMode(process.env.E2E_TRACE), screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // Signs the demo operators in once for every worker (support.ts operatorHeaders), and the
    // screenshots' investor and operator on the visual server (visual-sessions.ts).
    { name: 'setup', testMatch: /sessions\.setup\.ts/ },
    {
      name: 'desktop',
      dependencies: ['setup'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      dependencies: ['setup'],
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  // One entry, e2e/launch-servers.mjs, that starts every server side by side: Playwright starts the
  // entries of `webServer` one after another, and the four seeds in a row took over a minute.
  webServer: {
    command: 'exec ../../node_modules/node/bin/node e2e/launch-servers.mjs',
    url: `http://127.0.0.1:${LAUNCHED_PORT}/`,
    env: {
      E2E_LAUNCH: JSON.stringify({
        readyPort: LAUNCHED_PORT,
        timeoutMs: 420_000,
        servers: [
          server('journeys', SERVERS.journeys),
          server('visual', SERVERS.visual, { visual: true }),
          server('calendar', SERVERS.calendar, { devClock: true }),
          server('sms', SERVERS.sms, { smsProvider: true }),
          {
            // Infobip's API as it documents it, faked (packages/server/test/fakes/sms-providers.ts).
            name: 'infobip',
            command: `exec ../../node_modules/node/bin/node ../server/test/fakes/sms-providers.ts --provider infobip --port ${SMS_FAKE.port}`,
            url: `${SMS_FAKE.url}/__fake/messages`,
            env: {},
          },
        ],
      }),
    },
    reuseExistingServer: false,
    // As before, when each of the four had two minutes in a row: a busy machine seeds slowly.
    timeout: 480_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
