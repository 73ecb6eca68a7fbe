import { expect, test } from '@playwright/test';
import {
  inLanguage,
  LANGS,
  login,
  outboxIds,
  registerByApi,
  resetLinkFromOutbox,
  setPasswordByApi,
  TEXT,
} from './support';

/**
 * Blocking, resetting and choosing a password against the real server. Each test blocks or resets an
 * investor of its own (registered through the API), so no other journey finds a demo user blocked or
 * with another password.
 */

for (const lang of LANGS) {
  const t = TEXT[lang];

  test.describe(`password (${lang})`, () => {
    inLanguage(lang);

    test('five wrong passwords block the profile; a reset unblocks it', async ({ page, request }) => {
      const { email, password } = await registerByApi(request, lang, `pw-block-${lang}`);
      await page.goto('/');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await login(page, lang, email, `wrong-${attempt}-password`);
        await expect(page.getByRole('alert').filter({ hasText: /./ })).toBeVisible();
        await expect(page.getByRole('button', { name: t.auth.login.submit, exact: true })).toBeEnabled();
      }
      // Even the right password is refused now.
      await login(page, lang, email, password);
      await expect(page.getByRole('alert').filter({ hasText: t.errors['profile-blocked'] })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);

      // A new password set through the e-mailed link unblocks it.
      const fresh = `Known-${lang}-${Date.now()}`;
      await setPasswordByApi(request, email, fresh);
      await login(page, lang, email, fresh);
      await expect(page).toHaveURL(/\/u\/dashboard$/);
    });

    test('a reset link from the e-mail sets a new password', async ({ page, request }) => {
      const { email } = await registerByApi(request, lang, `pw-reset-${lang}`);
      const before = await outboxIds(request, email);
      await page.goto('/');
      await page.getByRole('link', { name: t.auth.login.forgotPassword }).click();
      await expect(page).toHaveURL(/\/lost-password$/);
      await expect(page.getByRole('heading', { level: 1, name: t.auth.lostPassword.heading })).toBeVisible();

      const submit = page.getByRole('button', { name: t.auth.lostPassword.submit, exact: true });
      await submit.click();
      await expect(page.getByText(t.validation.required)).toBeVisible();
      await page.getByRole('textbox', { name: t.auth.email, exact: true }).fill(email);
      await submit.click();
      await expect(page).toHaveURL(/\/sent-confirmation$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t.auth.sentConfirmation.heading }),
      ).toBeVisible();

      const link = await resetLinkFromOutbox(request, email, before);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: t.auth.passwordReset.heading })).toBeVisible();
      const password = `Fresh-${lang}-${Date.now()}`;
      await page.getByRole('textbox', { name: t.auth.passwordReset.newPassword, exact: true }).fill(password);
      await page
        .getByRole('textbox', { name: t.auth.passwordReset.repeatPassword, exact: true })
        .fill(`${password}x`);
      const save = page.getByRole('button', { name: t.auth.passwordReset.submit, exact: true });
      await save.click();
      await expect(page.getByText(t.validation['error-passwords-do-not-match'])).toBeVisible();
      await page
        .getByRole('textbox', { name: t.auth.passwordReset.repeatPassword, exact: true })
        .fill(password);
      await save.click();

      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText(t.auth.login.passwordChanged)).toBeVisible();
      await login(page, lang, email, password);
      await expect(page).toHaveURL(/\/u\/dashboard$/);
    });

    test('a used reset link is refused with a translated message', async ({ page, request }) => {
      const { email } = await registerByApi(request, lang, `pw-used-${lang}`);
      const before = await outboxIds(request, email);
      await request.get(`/api/lostPassword?username=${encodeURIComponent(email)}`);
      const link = await resetLinkFromOutbox(request, email, before);
      const verificationId = link.split('/').pop();
      await request.post('/api/passwordReset', {
        data: { newPassword: `Used-${Date.now()}`, verificationId },
      });

      await page.goto(link);
      const password = `Again-${Date.now()}`;
      await page.getByRole('textbox', { name: t.auth.passwordReset.newPassword, exact: true }).fill(password);
      await page
        .getByRole('textbox', { name: t.auth.passwordReset.repeatPassword, exact: true })
        .fill(password);
      await page.getByRole('button', { name: t.auth.passwordReset.submit, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.errors['reset-link-invalid'] })).toBeVisible();
      await expect(page).toHaveURL(/\/password-reset\//);
    });
  });
}
