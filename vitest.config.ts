import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];
/** The stories' screenshots are compared with baselines made in the full browser: they run in it. */
const chromium = playwright({
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  contextOptions: { reducedMotion: 'reduce' },
});
/**
 * Component tests compare no pixels: Debian's chromium-headless-shell (the same build without the
 * browser's own UI behind the page) runs them, as it runs the Playwright journeys.
 */
const chromiumShell = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    args: CHROMIUM_ARGS,
  },
  contextOptions: { reducedMotion: 'reduce' },
});

/*
 * How the projects share the 2-core machine (issue 28). Vitest runs a project whose `maxWorkers` is 1
 * (its default on 2 cores: the core count less one) in a group of its own after all the others, one
 * file at a time: the three browser projects ran one after another, each in one page, for ~450 s of
 * the stage's ~790 s, while their pages mostly wait (a click or an `expect.element` is a round trip
 * through Playwright; the app's component tests used a quarter of a core). Two groups instead:
 * the Node projects first (the server's files on two workers, each making its own database), then
 * the browser projects two at a time — two browser instances, or one with two pages.
 */
const NODE_GROUP = { maxWorkers: 2, sequence: { groupOrder: 0 } };
const BROWSER_GROUP = { maxWorkers: 2, sequence: { groupOrder: 1 } };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Tests use the workspace packages' source, as the app's Vite config does, never a stale dist/.
  resolve: {
    alias: [
      {
        find: /^@invest\/ui$/,
        replacement: fileURLToPath(new URL('./packages/ui/src/index.ts', import.meta.url)),
      },
      {
        find: /^@invest\/api-client$/,
        replacement: fileURLToPath(new URL('./packages/api-client/src/index.ts', import.meta.url)),
      },
      {
        find: /^@invest\/api-client\/ops$/,
        replacement: fileURLToPath(new URL('./packages/api-client/src/ops-client.ts', import.meta.url)),
      },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'api-client',
          include: ['packages/api-client/test/**/*.test.ts'],
          environment: 'node',
          ...NODE_GROUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/test/**/*.test.ts'],
          environment: 'node',
          // Each file gets its own database; two at a time suits the 2-core machines.
          pool: 'forks',
          ...NODE_GROUP,
          // The files of a worker share its loaded modules (the service, the contract, the helpers):
          // each file makes its own app, database and clock (test/helpers/app.ts), and none mocks a
          // module. Loading the service again for every file cost half the project's time: 493 s →
          // 236 s for the 94 files on a quiet 2-core machine (`pnpm exec vitest run --project server`,
          // stop 37; issue 28).
          isolate: false,
          testTimeout: 30_000,
          // The demo seed (two years of the platform's life, src/modules/demo/seed-history.ts) fills a
          // file's database in its beforeAll: 10–40 s on a busy 2-core machine.
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app-unit',
          include: ['packages/app/src/**/*.test.ts'],
          environment: 'node',
          ...NODE_GROUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'app-component',
          ...BROWSER_GROUP,
          include: ['packages/app/src/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromiumShell,
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'ui-unit',
          include: ['packages/ui/src/**/*.test.ts'],
          environment: 'node',
          ...NODE_GROUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui-component',
          ...BROWSER_GROUP,
          include: ['packages/ui/src/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromiumShell,
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
          },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          ...BROWSER_GROUP,
          // The story files share one page and its loaded modules (the kit, Storybook's runtime, axe):
          // each story still mounts alone, into a fresh root, and none mocks a module. Loading them
          // again for every file cost a quarter of the project's time: 189 s → 137 s for the 55
          // files and 427 stories on a quiet 2-core machine (`pnpm exec vitest run --project
          // storybook`, stop 39; issue 28). The app's component tests keep their isolation: they mock
          // modules (WebAuthn, the session), and 19 of them failed when files shared a page.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // 0.02: a one-digit token change (#1d4ed8 → #1d5ed8) must fail; 0.2 let it pass.
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
          setupFiles: ['./.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
