import { expect, test, type Page } from '@playwright/test';
import {
  draftUpToPassword,
  expectFieldError,
  fillDateOfBirth,
  next,
  REG,
  seedDraft,
  byLabel,
} from './registration-helpers';
import { LANGS, TEXT, useLanguage } from './support';

const SLOVENIA = {
  code: 'SI',
  name: 'Slovenia',
  tel_code: '+386',
  vat_regex: '^(SI)?[0-9]{8}$',
  valid: true,
};

async function openStep(page: Page, path: string, draft: Record<string, unknown>) {
  await page.goto('/register/account-type');
  await seedDraft(page, draft);
  await page.goto(`/register/${path}`);
  await expect(page).toHaveURL(new RegExp(`/register/${path}$`));
}

/** SPEC §5: every message of the registration rules, shown at its field (or its group), translated. */
for (const lang of LANGS) {
  const r = REG[lang];
  const v = TEXT[lang].validation;
  const e = TEXT[lang].errors;
  const base = { accountType: 'personal', country: SLOVENIA } as const;

  test.describe(`registration validation (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test('names and e-mail: Required, Invalid format, email-taken', async ({ page }) => {
      await openStep(page, 'personal/first-name', base);
      const first = byLabel(page, r.firstName.label);
      await first.fill('A');
      await first.blur();
      await expectFieldError(first, v.required);
      await expect(next(page, lang)).toBeDisabled();
      await first.fill('An');
      await expect(first).not.toHaveAttribute('aria-invalid', 'true');
      await expect(next(page, lang)).toBeEnabled();

      await openStep(page, 'personal/email', {
        ...base,
        personalFirstName: 'Ana',
        personalLastName: 'Kovač',
        personalDateOfBirth: draftUpToPassword().personalDateOfBirth,
      });
      const email = byLabel(page, r.email.label);
      await email.fill('ana.kovac@');
      await email.blur();
      await expectFieldError(email, v['invalid-format']);
      await expect(next(page, lang)).toBeDisabled();
      // A registered address is refused by the service (existsCustomerByUsername).
      await email.fill('demo@invest.si');
      await next(page, lang).click();
      await expectFieldError(email, e['email-taken']);
      await expect(page).toHaveURL(/\/register\/personal\/email$/);
    });

    test('date of birth: format, real date, legal age', async ({ page }) => {
      await openStep(page, 'personal/date-of-birth', {
        ...base,
        personalFirstName: 'Ana',
        personalLastName: 'Kovač',
      });
      const year = byLabel(page, r.dateOfBirth.year);
      const cases: [string, string, string, string][] = [
        ['07', '', '1990', v.required],
        ['07', '03', '199', v['invalid-date-format']],
        ['31', '04', '1990', v['invalid-date']],
        ['01', '01', String(new Date().getFullYear() - 10), v['legal-age']],
      ];
      for (const [day, month, y, message] of cases) {
        await fillDateOfBirth(page, lang, day, month, y);
        await year.blur();
        await expectFieldError(year, message);
        await expect(next(page, lang)).toBeDisabled();
      }
      await fillDateOfBirth(page, lang, '07', '03', '1990');
      await expect(next(page, lang)).toBeEnabled();
    });

    test('address: Required and a numeric postal code', async ({ page }) => {
      await openStep(page, 'personal/address', {
        ...base,
        ...draftUpToPassword(),
        personalAddress: { streetName: '', streetNumber: '', postalCode: '', city: '' },
        summaryConfirmed: false,
      });
      const street = byLabel(page, r.address.streetName);
      await street.fill('S');
      await street.blur();
      await expectFieldError(street, v.required);
      const postal = byLabel(page, r.address.postalCode);
      await postal.fill('SI-1000');
      await postal.blur();
      await expectFieldError(postal, v['invalid-format']);
      await expect(next(page, lang)).toBeDisabled();
    });

    test('phone: Required', async ({ page }) => {
      await openStep(page, 'phone', {
        ...draftUpToPassword(),
        phone: { phoneCode: '', phoneNumber: '', verId: null },
        phoneConfirm: { verified: false, verId: null },
      });
      const number = byLabel(page, r.phone.number);
      await number.focus();
      await number.blur();
      await expectFieldError(number, v.required);
      await expect(page.getByRole('button', { name: r.phone.submit })).toBeDisabled();
    });

    test('password: Too short, Low score, not matching, weak confirmation', async ({ page }) => {
      await openStep(page, 'choose-password', draftUpToPassword());
      const password = byLabel(page, r.password.password);
      const repeat = byLabel(page, r.password.repeat);
      await password.fill('abc1');
      await password.blur();
      await expectFieldError(password, v['too-short']);
      await expect(page.locator('[data-slot="strength-meter-level"]')).toHaveText(r.password.levels.tooShort);

      // zxcvbn (loaded on this step only) scores an obvious password 0.
      await password.fill('password1');
      await expectFieldError(password, v['low-score']);

      await password.fill('Trombon-Vrtnica-7');
      await repeat.fill('Trombon-Vrtnica-8');
      await repeat.blur();
      await expectFieldError(repeat, e.passwordDoesNotMatch);
      await expect(next(page, lang)).toBeDisabled();

      // A weak password (score 1) warns on the first press and passes on the second.
      await password.fill('Ljubljana1');
      await repeat.fill('Ljubljana1');
      await expect(page.locator('[data-slot="strength-meter-level"]')).toHaveText(r.password.levels.weak);
      await next(page, lang).click();
      await expect(page.getByText(e.weakPasswordConfirmation)).toBeVisible();
      await page.getByRole('button', { name: r.password.weakContinue }).click();
      await expect(page).toHaveURL(/\/register\/agreements$/);
    });

    test('agreements: Mark all checkboxes to continue', async ({ page }) => {
      await openStep(page, 'choose-password', draftUpToPassword());
      await byLabel(page, r.password.password).fill('Trombon-Vrtnica-7');
      await byLabel(page, r.password.repeat).fill('Trombon-Vrtnica-7');
      await next(page, lang).click();
      await expect(page).toHaveURL(/\/register\/agreements$/);
      await page.getByRole('checkbox', { name: r.agreements.terms }).check();
      await page.getByRole('button', { name: r.agreements.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: v.agreementsRequired })).toBeVisible();
    });
  });
}
