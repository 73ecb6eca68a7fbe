import { expect, test } from '@playwright/test';
import {
  chooseCountry,
  confirmPhoneAndPassword,
  COUNTRY,
  expectStep,
  fillIdentityAndContact,
  heading,
  loginAs,
  next,
  REG,
  storedDraft,
  tickAgreements,
} from './registration-helpers';
import { confirmationLink, expectDashboard, inLanguage, LANGS, uniqueInvestor } from './support';

for (const lang of LANGS) {
  const r = REG[lang];

  test.describe(`personal registration (${lang})`, () => {
    inLanguage(lang);

    test('a new investor registers, confirms phone and e-mail, and logs in for the first time', async ({
      page,
      request,
    }, testInfo) => {
      const person = {
        firstName: 'Ana',
        lastName: 'Kovač',
        ...uniqueInvestor(`${lang}-${testInfo.project.name}`),
      };

      await page.goto('/register/account-type');
      await expect(heading(page, r.accountType.heading)).toBeVisible();
      await expect(page.getByRole('navigation', { name: r.wizard.stagesLabel })).toBeVisible();
      await page.getByRole('button', { name: r.accountType.personal }).click();

      await expectStep(page, 'personal/country');
      // Focus follows the step: the new heading is focused for screen readers.
      await expect(heading(page, r.country.personalHeading)).toBeFocused();
      await expect(next(page, lang)).toBeDisabled();
      // Progress: stage 0 (Identity), page 1 of the personal journey's 0–11.
      const progress = page.locator('[data-slot="registration-step"]');
      await expect(progress).toHaveAttribute('data-stage', '0');
      await expect(progress).toHaveAttribute('data-page', '1');
      await expect(progress).toHaveAttribute('data-pages', '11');
      await chooseCountry(page, lang, COUNTRY[lang].slovenia.toUpperCase());
      await expect(next(page, lang)).toBeEnabled();
      await next(page, lang).click();

      await fillIdentityAndContact(page, lang, person);
      await confirmPhoneAndPassword(page, request, lang, person, { wrongCodeFirst: true });

      await expect(progress).toHaveAttribute('data-stage', '3');
      await expect(progress).toHaveAttribute('data-page', '11');

      // The terms open in an overlay in the interface language.
      await page.getByRole('button', { name: r.agreements.readTerms }).click();
      const terms = page.getByRole('dialog');
      await expect(terms).toContainText(lang === 'sl' ? 'Pogoji uporabe' : 'Terms of use');
      await terms.getByRole('button', { name: r.terms.close }).first().click();
      await expect(terms).toBeHidden();

      await tickAgreements(page, lang);
      await page.getByRole('button', { name: r.agreements.submit, exact: true }).click();
      await expectStep(page, 'confirm-email');
      await expect(heading(page, r.confirmEmail.heading)).toBeVisible();
      await expect(page.getByText(person.email)).toBeVisible();
      // SPEC: after registration the draft is cleared.
      expect(await storedDraft(page)).toBeNull();

      const link = await confirmationLink(request, person.email);
      await page.goto(link);
      await expect(heading(page, r.final.heading)).toBeVisible();
      await page.getByRole('link', { name: r.final.login }).click();
      await expect(page).toHaveURL(/\/$/);

      await loginAs(page, lang, person.email, person.password);
      await expectDashboard(page, lang, person.firstName);
    });
  });
}
