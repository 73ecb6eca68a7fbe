import { expect, test } from '@playwright/test';
import {
  chooseCountry,
  confirmPhoneAndPassword,
  COUNTRY,
  expectFieldError,
  expectStep,
  fillIdentityAndContact,
  heading,
  loginAs,
  next,
  REG,
  tickAgreements,
  byLabel,
} from './registration-helpers';
import { confirmationLink, expectDashboard, inLanguage, TEXT, uniqueInvestor } from './support';

/**
 * VAT numbers the service's company registry knows (seeded by the server) and one it does not. The
 * registry's companies come from packages/server's seed; override with E2E_COMPANY_VAT if it changes.
 */
const COMPANY_VAT = process.env.E2E_COMPANY_VAT ?? 'SI12345678';
const UNKNOWN_VAT = 'SI99999999';

test.describe('business registration (en)', () => {
  const lang = 'en' as const;
  const r = REG[lang];

  inLanguage(lang);

  test("a company's legal representative opens a business account", async ({ page, request }, testInfo) => {
    const person = {
      firstName: 'Boris',
      lastName: 'Zupan',
      ...uniqueInvestor(`biz-${testInfo.project.name}`),
    };

    await page.goto('/register/account-type');
    await page.getByRole('button', { name: r.accountType.business }).click();
    await expectStep(page, 'business/country');
    await expect(heading(page, r.country.businessHeading)).toBeVisible();
    await chooseCountry(page, lang, COUNTRY[lang].slovenia);
    await next(page, lang).click();

    await expectStep(page, 'business/vat');
    const vat = byLabel(page, r.vat.label);
    await vat.fill('SI1234');
    await vat.blur();
    await expectFieldError(vat, TEXT[lang].validation['too-short']);
    await vat.fill('SI1234567X');
    await expectFieldError(vat, TEXT[lang].validation['invalid-format']);
    await expect(next(page, lang)).toBeDisabled();

    await vat.fill(UNKNOWN_VAT);
    await next(page, lang).click();
    await expectFieldError(vat, TEXT[lang].errors['company-vat-not-found']);
    await expect(next(page, lang)).toBeDisabled();

    await vat.fill(COMPANY_VAT);
    await next(page, lang).click();
    await expectStep(page, 'business/company');
    await expect(heading(page, r.company.heading)).toBeVisible();
    for (const label of [r.company.name, r.company.address, r.company.city]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: r.company.confirm }).click();

    await expectStep(page, 'business/legal');
    await page.getByRole('button', { name: r.legal.yes }).click();
    await expect(heading(page, r.firstName.businessHeading)).toBeVisible();

    await fillIdentityAndContact(page, lang, person);
    await confirmPhoneAndPassword(page, request, lang, person);
    await tickAgreements(page, lang);
    await page.getByRole('button', { name: r.agreements.submit, exact: true }).click();
    await expectStep(page, 'confirm-email');

    await page.goto(await confirmationLink(request, person.email));
    await expect(heading(page, r.final.heading)).toBeVisible();
    await page.getByRole('link', { name: r.final.login }).click();
    await loginAs(page, lang, person.email, person.password);
    await expectDashboard(page, lang, person.firstName);
  });
});
