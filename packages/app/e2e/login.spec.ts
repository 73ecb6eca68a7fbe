import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  expectDashboard,
  inLanguage,
  isMobile,
  LANGS,
  login,
  revokeByApi,
  TEXT,
  type Lang,
} from './support';

async function logout(page: Page, lang: Lang) {
  await page.getByRole('button', { name: TEXT[lang].shell.logout, exact: true }).click();
}

for (const lang of LANGS) {
  const t = TEXT[lang];

  test.describe(`login (${lang})`, () => {
    inLanguage(lang);

    test('the demo investor logs in and out', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: t.auth.login.heading })).toBeVisible();
      await login(page, lang, DEMO.email, DEMO.password);
      await expectDashboard(page, lang, DEMO.firstName);

      const greeting = page.getByText(t.shell.greeting.replace('{{name}}', DEMO.firstName), { exact: true });
      if (isMobile(page)) await expect(greeting).toBeHidden();
      else await expect(greeting).toBeVisible();
      // Phones reach the navigation through the menu button (a drawer), wider screens in the sidebar.
      if (isMobile(page)) await page.getByRole('button', { name: t.shell.openMenu, exact: true }).click();
      const navigation = page.getByRole('navigation', { name: t.shell.nav.label });
      for (const label of Object.values(t.shell.nav).filter((label) => label !== t.shell.nav.label)) {
        await expect(navigation.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      if (isMobile(page)) {
        await page.keyboard.press('Escape');
        await expect(navigation).toBeHidden();
      }
      // The year comes from the app's configuration (VITE_COPYRIGHT_YEAR); SPEC's default is 2020.
      await expect(page.getByText(t.shell.footer.copyright.replace('{{year}}', '2020'))).toBeVisible();

      await logout(page, lang);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: t.auth.login.heading })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBeNull();

      // The signed-in area is closed again.
      await page.goto('/u/dashboard');
      await expect(page).toHaveURL(/\/$/);
    });

    test('wrong credentials and empty fields are explained', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
      await expect(page.getByText(t.validation.required)).toHaveCount(2);
      // An address of its own: wrong passwords for unknown e-mails count towards a block too.
      await login(page, lang, `nobody-${lang}-${test.info().project.name}@invest.si`, 'wrong-password');
      await expect(page.getByRole('alert').filter({ hasText: t.errors.unauthorized })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });

    test('the session is restored after a reload', async ({ page }) => {
      await page.goto('/');
      await login(page, lang, DEMO.email, DEMO.password);
      await expectDashboard(page, lang, DEMO.firstName);
      await page.reload();
      await expectDashboard(page, lang, DEMO.firstName);
    });

    test('a remembered page is opened after login', async ({ page }) => {
      await page.goto('/u/dashboard?from=mail');
      await expect(page).toHaveURL(/\/$/);
      await login(page, lang, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(/\/u\/dashboard\?from=mail$/);
    });

    test('a revoked token ends the session with "Session expired"', async ({ page, context, request }) => {
      await page.goto('/');
      await login(page, lang, DEMO.email, DEMO.password);
      await expectDashboard(page, lang, DEMO.firstName);
      const authorization = await page.evaluate(() => localStorage.getItem('authorization'));
      // No page of the app runs while the token is revoked (a call of the dashboard's in between would
      // end the session there and then): the next start of the app, in this browser, finds it ended.
      await page.close();
      await revokeByApi(request, (authorization ?? '').split(' ')[1] ?? '');
      const next = await context.newPage();
      await next.goto('/u/dashboard');
      await expect(next).toHaveURL(/\/$/);
      await expect(next.getByText(t.errors.sessionExpired, { exact: true })).toBeVisible();
      expect(await next.evaluate(() => localStorage.getItem('authorization'))).toBeNull();
      // After logging in again the investor is back where the session ended.
      await login(next, lang, DEMO.email, DEMO.password);
      await expectDashboard(next, lang, DEMO.firstName);
    });
  });
}
