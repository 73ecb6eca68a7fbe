import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import enOverview from '../src/locales/en/overview.json' with { type: 'json' };
import { DEMO, login, storeSession, TEXT } from './support';

/** The public pages written to HTML at build time (scripts/routes.mjs) and their headings. */
const PAGES = [
  { path: '/', heading: TEXT.en.auth.login.heading },
  { path: '/lost-password', heading: TEXT.en.auth.lostPassword.heading },
  { path: '/register', heading: TEXT.en.register.entry.heading },
  { path: '/registration/complete', heading: TEXT.en.register.complete.heading },
];

/**
 * Remembers the first <h1> the parser adds (the prerendered one) and every console error or
 * warning, before any of the page's scripts run.
 */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const heading = document.querySelector('#root h1');
      if (heading) {
        Object.assign(window, { prerenderedHeading: heading });
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return problems;
}

/** True once React owns the heading the server sent (hydrated it rather than drawing a new one). */
const hydratedInPlace = (page: Page) =>
  page.evaluate(() => {
    const prerendered = (window as { prerenderedHeading?: Element }).prerenderedHeading;
    const heading = document.querySelector('#root h1');
    const owned = heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    return prerendered !== undefined && heading === prerendered && owned;
  });

/**
 * The files a module's chunk loads (itself and its static imports, by the build's manifest) that the
 * login page's own chunks do not: what only the form's use may fetch (docs/decisions/0006).
 */
function laterFiles(module: string): string[] {
  type Chunk = { file: string; imports?: string[] };
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const login = manifest['src/features/auth/login-page.tsx'];
  if (!login) throw new Error('the login page is not in the build manifest');
  // A dynamic entry whose chunk took another module's name is listed under its chunk's name
  // (scripts/routes.mjs, entryChunkKey): found by its file's name.
  const chunkOf = (key: string) =>
    manifest[key] ??
    Object.values(manifest).find(
      (chunk) => !('src' in chunk) && chunk.file.startsWith(`assets/${key.replace(/^.*\/|\.[^.]+$/g, '')}-`),
    );
  const closure = (key: string, files = new Set<string>()) => {
    const chunk = key.startsWith('_') ? manifest[key] : chunkOf(key);
    if (!chunk || files.has(`/${chunk.file}`)) return files;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  const page = closure('src/features/auth/login-page.tsx');
  return [...closure(module)].filter((file) => !page.has(file));
}

/** The manifest key of the module whose path contains `part` (a package's, whose version varies). */
function manifestKey(part: string): string {
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, unknown>;
  const key = Object.keys(manifest).find((name) => name.includes(part));
  if (!key) throw new Error(`no module of ${part} in the build manifest`);
  return key;
}

/** Counts the requests for the token (a sign-in), by method. */
function tokenRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/oauth/token') requests.push(request);
  });
  return requests;
}

test.describe('prerendered public pages', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} arrives as HTML with its heading, title, font and chunks linked`, async ({ request }) => {
      const res = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-encoding']).toBe('br');
      expect(res.headers().vary).toMatch(/accept-encoding/i);
      const html = await res.text();
      expect(html).toMatch(/<html lang="en">/);
      expect(html).toContain(`>${heading}</h1>`);
      expect(html).toMatch(/<title>[^<]+ · Invest<\/title>/);
      expect(html).toMatch(
        /<link rel="preload" href="\/assets\/inter-latin-wght-normal-[^"]+\.woff2" as="font"[^>]* crossorigin>/,
      );
      // The route's chunks, fetched in parallel right after the first paint (src/boot.ts).
      expect(html).toMatch(/<meta name="route-chunks" content="[^"]*\/assets\/public-shell-[^"]+\.js[^"]*">/);
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // CSP: no inline script
    });

    test(`${path} hydrates in place without a warning`, async ({ page }) => {
      const problems = await watch(page);
      await page.goto(path);
      await expect.poll(() => hydratedInPlace(page)).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('a client-side route gets the empty shell with the brand and a spinner, gone once the app has drawn', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/password-reset/abcdefghijklmnop')).text();
    expect(html).toContain('<div id="root"></div><div data-boot-spinner=""');
    // The app's start is listed first, ahead of the signed-in frame's chunks (src/boot.ts preloads in order).
    expect(html).toMatch(
      /<meta name="route-chunks" content="\/assets\/main-[^"]+\.js[^"]*">\s*<meta name="route-chunks" data-scope="\/u\/"/,
    );
    // Before any script: the shell's spinner shows (the app's code is held back here).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/password-reset/abcdefghijklmnop');
    await expect(page.locator('[data-boot-spinner] [data-slot="spinner"]')).toBeVisible();
    await expect(page.locator('[data-boot-spinner] [data-slot="brand-wordmark"]')).toHaveText('Invest');
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-boot-spinner]')).toBeHidden();
    expect(await page.locator('[data-slot="spinner"]:visible').count()).toBe(0);
  });

  test("a Slovene visitor's shell speaks Slovene before the app's code has arrived", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'sl'));
    // The page script runs; the app's start (main-*.js) is held back.
    await page.route(/\/assets\/main-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/password-reset/abcdefghijklmnop');
    await expect(page.locator('[data-boot-spinner] [data-slot="spinner"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
    await expect(page.locator('[data-boot-spinner]').getByRole('status')).toHaveText(TEXT.sl.common.loading);
  });

  test('a Slovene visitor: hydrated in English, then switched to Slovene cleanly', async ({ page }) => {
    const problems = await watch(page);
    await page.addInitScript(() => localStorage.setItem('language', 'sl'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.sl.auth.login.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
    expect(await hydratedInPlace(page)).toBe(true);
    expect(problems).toEqual([]);
    await expect(page.getByRole('button', { name: TEXT.sl.auth.login.submit })).toBeEnabled();
  });

  test('the hydrated form logs in', async ({ page }) => {
    const problems = await watch(page);
    await page.goto('/');
    await expect.poll(() => hydratedInPlace(page)).toBe(true);
    await login(page, 'en', DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/u\/dashboard$/);
    expect(problems.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
  });

  test('a press before the app is ready is held, never sent by the browser, then goes through', async ({
    page,
  }) => {
    // The app's entry chunk arrives late (a slow phone): the prerendered form is there, React is not.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const tokens = tokenRequests(page);
    await login(page, 'en', DEMO.email, DEMO.password);
    // The browser did not submit the form itself: a native submission asks for a new document right
    // after the press (its navigation is queued at once), so a frame and a task later none has been
    // asked for, and the address is still /.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(documents).toEqual([]);
    expect(page.url()).not.toContain('password');
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    await expect(page).toHaveURL(/\/u\/dashboard$/);
    expect(page.url()).not.toContain('password');
    // Sent once, by the app, as the API's POST.
    expect(tokens.map((request) => request.method())).toEqual(['POST']);
  });

  test("the login page fetches the form's library, its texts, the WebAuthn library and the API client only once the form is used, and nothing moves", async ({
    page,
  }) => {
    const form = laterFiles('src/features/auth/login-form.tsx');
    const texts = laterFiles('src/lib/i18n/bundles/en-later.ts');
    const api = laterFiles('src/lib/api/client.ts');
    const webauthn = laterFiles(manifestKey('@simplewebauthn/browser/'));
    for (const files of [form, texts, api, webauthn]) expect(files.length).toBeGreaterThan(0);
    const problems = await watch(page);
    // Every layout shift of the page, as the browser reports it (Cumulative Layout Shift's entries).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifts = () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    const scripts: string[] = [];
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(pathname);
      if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
    });
    const tokens = tokenRequests(page);
    await page.goto('/');
    await expect.poll(() => hydratedInPlace(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => [...form, ...texts, ...api, ...webauthn].includes(file))).toEqual([]);
    expect(calls).toEqual([]);

    // The plain fields and buttons the page hydrated, where they are before the library arrives.
    const email = page.getByRole('textbox', { name: TEXT.en.auth.email, exact: true });
    const controls = [
      email,
      page.getByRole('textbox', { name: TEXT.en.auth.password, exact: true }),
      page.getByRole('button', { name: TEXT.en.auth.login.submit, exact: true }),
      page.getByRole('button', { name: TEXT.en.auth.login.passkey, exact: true }),
    ];
    const boxes = () => Promise.all(controls.map((control) => control.boundingBox()));
    const before = await boxes();
    const shiftsBefore = await shifts();

    // The first touch of the form brings its library and texts; the passkeys' autofill (this
    // Chromium offers it) brings the WebAuthn library and the client, for its challenge.
    await email.focus();
    await expect.poll(() => form.every((file) => scripts.includes(file))).toBe(true);
    await expect.poll(() => texts.every((file) => scripts.includes(file))).toBe(true);
    // (waitForLoadState('networkidle') would answer at once: the page was idle before.)
    await expect.poll(() => calls).toEqual(['POST /api/passkeyLogin/options']);
    await expect.poll(() => [...webauthn, ...api].every((file) => scripts.includes(file))).toBe(true);
    // The loaded form took the same fields over: the same boxes, and no layout shift at all.
    expect(await boxes()).toEqual(before);
    expect(before.every((box) => box !== null && box.height > 0)).toBe(true);
    expect(await shifts()).toEqual(shiftsBefore);

    // Validation as before: both fields required, the first one focused.
    await page.getByRole('button', { name: TEXT.en.auth.login.submit, exact: true }).click();
    await expect(page.getByText(TEXT.en.validation.required)).toHaveCount(2);
    await expect(email).toBeFocused();
    expect(tokens).toEqual([]);

    await login(page, 'en', DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/u\/dashboard$/);
    expect(api.every((file) => scripts.includes(file))).toBe(true);
    expect(tokens.map((request) => request.method())).toEqual(['POST']);
    expect(problems.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
  });

  test("the API client's code failing to download shows the reload screen: at a stored session's start, and once the login form needs it", async ({
    page,
  }) => {
    const api = laterFiles('src/lib/api/client.ts');
    await watch(page);
    await page.route(
      (url) => api.includes(url.pathname),
      (route) => route.abort(),
    );
    const reloadScreen = page.getByRole('heading', {
      level: 1,
      name: TEXT.en.common.routeError.updatedTitle,
    });

    // The login form in use: its passkeys' autofill (this Chromium offers it) asks for the client.
    await page.goto('/');
    await expect.poll(() => hydratedInPlace(page)).toBe(true);
    await page.getByRole('textbox', { name: TEXT.en.auth.email, exact: true }).focus();
    await expect(reloadScreen).toBeVisible();
    await expect(page.getByRole('button', { name: TEXT.en.common.routeError.reload })).toBeVisible();

    // A stored session: the reload screen, not a spinner for ever, and the session is kept.
    await storeSession(page, DEMO.email, DEMO.password);
    await page.goto('/u/dashboard');
    await expect(reloadScreen).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authorization'))).not.toBeNull();
  });

  test("a press after hydration but before the form's library has arrived is held and sent once", async ({
    page,
  }) => {
    const problems = await watch(page);
    const form = laterFiles('src/features/auth/login-form.tsx');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => form.includes(url.pathname),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto('/');
    await expect.poll(() => hydratedInPlace(page)).toBe(true);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const tokens = tokenRequests(page);
    // Typed before the library: the values are kept when it arrives.
    await login(page, 'en', DEMO.email, DEMO.password);
    const submit = page.getByRole('button', { name: TEXT.en.auth.login.submit, exact: true });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(documents).toEqual([]);
    expect(tokens).toEqual([]);
    release();
    await expect(page).toHaveURL(/\/u\/dashboard$/);
    expect(tokens.map((request) => request.method())).toEqual(['POST']);
    expect(problems.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
  });

  test("a stored session's dashboard asks for its first figures while the app's code downloads, once each", async ({
    page,
  }) => {
    const { userId } = await storeSession(page, DEMO.email, DEMO.password);
    const early = [
      '/api/accountBalance',
      `/api/customer/${userId}`,
      `/api/notifications/${userId}`,
      `/api/userAutoInvests/${userId}`,
    ];
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/api/'))
        asked.push(new URL(r.url()).pathname);
    });
    // The app's start (main-*.js) is held back until the page script's calls have gone out.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/u/dashboard');
    await expect.poll(() => early.filter((path) => asked.includes(path)).length).toBe(early.length);
    release();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.dashboard.heading })).toBeVisible();
    // The tiles show the balance's figures: the app has made its first calls.
    await expect(page.getByRole('radio', { name: enOverview.tiles.funds, exact: true })).toContainText('€');
    // The app took those answers: none of the calls was made a second time.
    for (const path of early)
      expect(
        asked.filter((p) => p === path),
        path,
      ).toHaveLength(1);
  });

  test('a stored session on / still goes on to the dashboard', async ({ page }) => {
    await storeSession(page, DEMO.email, DEMO.password);
    await page.goto('/');
    await expect(page).toHaveURL(/\/u\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.dashboard.heading })).toBeVisible();
  });
});
