import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import enRegistration from '../src/locales/en/registration.json' with { type: 'json' };
import slRegistration from '../src/locales/sl/registration.json' with { type: 'json' };
import { escapeRegExp, smsCode, TEXT, type Lang } from './support';

/** The wizard's texts next to the app's, so journeys follow the copy in both languages. */
export const REG = { en: enRegistration, sl: slRegistration };

/** The names the country list shows (Intl.DisplayNames in the browser). */
export const COUNTRY = {
  en: { slovenia: 'Slovenia', austria: 'Austria' },
  sl: { slovenia: 'Slovenija', austria: 'Avstrija' },
};

const DRAFT_KEY = 'registrationDraft';

/**
 * The control labelled exactly `text`; a required field's label ends in the kit's visual '*' marker,
 * which the label's text (though not the accessible name) includes.
 */
export function byLabel(page: Page, text: string): Locator {
  return page.getByLabel(new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`));
}

export function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name });
}

export function next(page: Page, lang: Lang): Locator {
  return page.getByRole('button', { name: REG[lang].wizard.next, exact: true });
}

export async function expectStep(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/register/${path}$`));
}

/** The field's own error message (the kit links it with aria-describedby). */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

export async function chooseCountry(page: Page, lang: Lang, name: string): Promise<void> {
  const box = page.getByRole('combobox', { name: REG[lang].country.label });
  await box.fill(name);
  await box.press('Tab');
}

export async function fillDateOfBirth(page: Page, lang: Lang, day: string, month: string, year: string) {
  const r = REG[lang].dateOfBirth;
  await byLabel(page, r.day).fill(day);
  await byLabel(page, r.month).fill(month);
  await byLabel(page, r.year).fill(year);
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  telephone: string;
  password: string;
}

/** From the first-name step through the summary to the phone step. */
export async function fillIdentityAndContact(page: Page, lang: Lang, person: Person): Promise<void> {
  const r = REG[lang];
  await expectStep(page, 'personal/first-name');
  await byLabel(page, r.firstName.label).fill(person.firstName);
  await next(page, lang).click();
  await expectStep(page, 'personal/last-name');
  await byLabel(page, r.lastName.label).fill(person.lastName);
  await next(page, lang).click();
  await expectStep(page, 'personal/date-of-birth');
  await fillDateOfBirth(page, lang, '07', '03', '1990');
  await next(page, lang).click();
  await expectStep(page, 'personal/email');
  await byLabel(page, r.email.label).fill(person.email);
  await next(page, lang).click();
  await expectStep(page, 'personal/address');
  await byLabel(page, r.address.streetName).fill('Slovenska cesta');
  await byLabel(page, r.address.streetNumber).fill('12a');
  await byLabel(page, r.address.postalCode).fill('1000');
  await byLabel(page, r.address.city).fill('Ljubljana');
  await next(page, lang).click();
  await expectStep(page, 'personal/confirm');
  await expect(byLabel(page, r.firstName.label)).toHaveValue(person.firstName);
  await expect(byLabel(page, r.email.label)).toHaveValue(person.email);
  await page.getByRole('button', { name: r.confirm.submit, exact: true }).click();
  await expectStep(page, 'phone');
}

/** Phone, the SMS code from the dev outbox, and the password: ends on the agreements step. */
export async function confirmPhoneAndPassword(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  person: Person,
  options: {
    wrongCodeFirst?: boolean;
    /** Where the code arrives: the development outbox unless the server sends through a provider. */
    readCode?: (telephone: string) => Promise<string>;
  } = {},
): Promise<void> {
  const r = REG[lang];
  await expect(byLabel(page, r.phone.dialCode)).toHaveValue('+386');
  await byLabel(page, r.phone.number).fill(person.phoneNumber);
  await page.getByRole('button', { name: r.phone.submit, exact: true }).click();
  await expectStep(page, 'confirm-phone');
  const code = await (options.readCode ?? ((telephone) => smsCode(request, telephone)))(person.telephone);
  const boxes = byLabel(page, r.confirmPhone.code);
  if (options.wrongCodeFirst) {
    // A wrong code clears the boxes and says so; Send again right away is too soon (10-second rule).
    await boxes.fill(code === '000000' ? '111111' : '000000');
    await expectFieldError(boxes, TEXT[lang].errors['phone-confirmation-code-invalid']);
    await expect(boxes).toHaveValue('');
    await page.getByRole('button', { name: r.confirmPhone.resend }).click();
    await expect(page.getByRole('status').filter({ hasText: TEXT[lang].errors.wait10Seconds })).toBeVisible();
  }
  await boxes.fill(code);
  await expectStep(page, 'choose-password');
  await byLabel(page, r.password.password).fill(person.password);
  await byLabel(page, r.password.repeat).fill(person.password);
  await next(page, lang).click();
  await expectStep(page, 'agreements');
}

export async function tickAgreements(page: Page, lang: Lang): Promise<void> {
  const r = REG[lang].agreements;
  for (const name of [r.terms, r.privacy, r.notPep]) {
    await page.getByRole('checkbox', { name }).check();
  }
}

/** The first login after registration, on the app's login page. */
export async function loginAs(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  const t = TEXT[lang].auth;
  await byLabel(page, t.email).fill(email);
  await byLabel(page, t.password).fill(password);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
}

/** Puts a draft into storage as the wizard would have saved it `ageMs` ago. */
export async function seedDraft(page: Page, draft: Record<string, unknown>, ageMs = 0): Promise<void> {
  await page.evaluate(
    ([key, value, age]) => {
      localStorage.setItem(
        key as string,
        JSON.stringify({ savedAt: Date.now() - (age as number), draft: value }),
      );
    },
    [DRAFT_KEY, draft, ageMs] as const,
  );
}

export async function storedDraft(
  page: Page,
): Promise<{ savedAt: number; draft: Record<string, unknown> } | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);
  return raw ? (JSON.parse(raw) as { savedAt: number; draft: Record<string, unknown> }) : null;
}

/** Moves the stored draft's timestamp back, as if it had been saved `ms` earlier. */
export async function ageStoredDraft(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    ([key, by]) => {
      const stored = JSON.parse(localStorage.getItem(key as string) ?? 'null') as { savedAt: number } | null;
      if (stored)
        localStorage.setItem(
          key as string,
          JSON.stringify({ ...stored, savedAt: stored.savedAt - (by as number) }),
        );
    },
    [DRAFT_KEY, ms] as const,
  );
}

/** The country step's answer for Slovenia, as the draft keeps it. */
export const SLOVENIA = {
  code: 'SI',
  name: 'Slovenia',
  tel_code: '+386',
  vat_regex: '^(SI)?[0-9]{8}$',
  valid: true,
};

/**
 * A personal draft complete up to (and including) the phone confirmation, with a made-up verification
 * id: enough to open the password and agreements steps without the service.
 */
export function draftUpToPassword(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    accountType: 'personal',
    country: SLOVENIA,
    personalFirstName: 'Ana',
    personalLastName: 'Kovač',
    personalDateOfBirth: {
      dayOfMonth: '07',
      month: '03',
      year: '1990',
      dayOfMonthNumber: 7,
      monthNumber: 3,
      yearNumber: 1990,
      date: '1990-03-07',
    },
    email: 'ana.kovac@example.si',
    personalAddress: {
      streetName: 'Slovenska cesta',
      streetNumber: '12a',
      postalCode: '1000',
      city: 'Ljubljana',
    },
    summaryConfirmed: true,
    phone: { phoneCode: '+386', phoneNumber: '40 123 456', verId: 'ver_e2e_0000000000000' },
    phoneConfirm: { verified: true, verId: 'ver_e2e_0000000000000' },
    ...overrides,
  };
}
