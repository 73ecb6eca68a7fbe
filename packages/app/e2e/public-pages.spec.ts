import { expect, test } from '@playwright/test';
import { DEMO, expectNoAxeViolations, inLanguage, LANGS, openSignedIn, PENDING, TEXT } from './support';

for (const lang of LANGS) {
  const t = TEXT[lang];

  test.describe(`public pages (${lang})`, () => {
    inLanguage(lang);

    test('an unknown path shows the not-found page with a way home', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page.getByText(t.common.notFound.message)).toBeVisible();
      await page.getByRole('link', { name: t.common.backToHomepage }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: t.auth.login.heading })).toBeVisible();
    });

    test('registration entry leads to the wizard; /u/ leads to login', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: t.auth.login.register }).click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole('heading', { level: 1, name: t.register.entry.heading })).toBeVisible();
      await expect(page.getByRole('link', { name: t.register.entry.start })).toHaveAttribute(
        'href',
        '/register/account-type',
      );
      await page.goto('/registration/complete');
      await expect(page.getByRole('heading', { level: 1, name: t.register.complete.heading })).toBeVisible();
      await page.goto('/u/');
      await expect(page).toHaveURL(/\/$/);
    });

    test('the pending-verification banner shows for an unconfirmed investor only', async ({ page }) => {
      await openSignedIn(page, PENDING, '/u/dashboard');
      const pending = page.getByRole('region', { name: t.dashboard.pending.title });
      await expect(pending).toBeVisible();
      await expect(pending).toContainText(t.dashboard.pending.message);
      const profile = page.getByRole('link', { name: t.dashboard.profile.action });
      await expect(profile).toHaveAttribute('href', '/u/account/financial-information');
    });

    test('a confirmed investor sees no pending-verification banner', async ({ page }) => {
      await openSignedIn(page, DEMO, '/u/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: t.dashboard.heading })).toBeVisible();
      // The banners come with the account's data: the greeting says it has arrived.
      await expect(
        page.getByText(t.shell.greeting.replace('{{name}}', DEMO.firstName)).first(),
      ).toBeAttached();
      await expect(page.getByRole('region', { name: t.dashboard.pending.title })).toHaveCount(0);
    });

    test('an unknown path inside the signed-in area shows not-found', async ({ page }) => {
      await openSignedIn(page, DEMO, '/u/nothing-here');
      await expect(page.getByText(t.common.notFound.message)).toBeVisible();
    });

    // One page visits them all (a step each, named by its path): a test of its own per path spent
    // as long again on a new browser context and the app's first download.
    test('axe finds no violations on the public pages', async ({ page }) => {
      for (const path of [
        '/',
        '/lost-password',
        '/sent-confirmation',
        '/password-reset/0123456789abcdef0123',
        '/register',
        '/registration/complete',
        '/no/such/page',
      ]) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
    });

    test('axe finds no violations on the login form with errors', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
      await expect(page.getByText(t.validation.required).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('switching to Slovene survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.en.auth.login.heading })).toBeVisible();
  // The prerendered page shows before React owns it; its selector answers from then on.
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await page.getByRole('combobox', { name: TEXT.en.common.language }).selectOption('sl');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.sl.auth.login.heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TEXT.sl.auth.login.heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sl');
});
