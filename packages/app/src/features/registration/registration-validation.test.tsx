import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import enErrors from '../../locales/en/errors.json';
import enRegistration from '../../locales/en/registration.json';
import enValidation from '../../locales/en/validation.json';
import slErrors from '../../locales/sl/errors.json';
import slRegistration from '../../locales/sl/registration.json';
import slValidation from '../../locales/sl/validation.json';
import { http, mockApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { emptyDraft, type RegistrationDraft } from './draft';
import { draftStore } from './draft-store';
import { completePersonalDraft } from './test-fixtures';

/**
 * SPEC §5: every message of the registration rules, shown at its field (or its group), translated, at
 * both widths the journeys run at. The wizard's steps as the browser draws them, the draft up to the
 * step in the page's store, the service mocked from the contract (the e-mail check).
 */
const T = {
  en: { r: enRegistration, v: enValidation, e: enErrors },
  sl: { r: slRegistration, v: slValidation, e: slErrors },
};

let app: ReturnType<typeof renderApp> | undefined;
afterEach(async () => {
  app?.unmount();
  app = undefined;
  draftStore().clear();
  await page.viewport(1280, 800);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The control labelled exactly `text` (a required field's label ends in the kit's '*'). */
const byLabel = (text: string) => page.getByLabelText(new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`));

/** Takes focus away from the field, as a person leaving it does. */
const blur = (field: Locator) => (field.element() as HTMLElement).blur();

/** The field's own error message (the kit links it with aria-describedby). */
async function expectFieldError(field: Locator, message: string) {
  await expect.element(field).toHaveAttribute('aria-invalid', 'true');
  await expect.element(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

/** A personal draft complete up to (and including) the phone, without a password or agreements. */
const upToPassword = (overrides: Partial<RegistrationDraft> = {}) =>
  completePersonalDraft({
    password: { password: '', passwordRepeat: '' },
    agreements: { tosAgreement: false, privacyAgreement: false, notPoliticallyExposed: false },
    ...overrides,
  });

const base = (): Partial<RegistrationDraft> => {
  const { accountType, country } = completePersonalDraft();
  return { ...emptyDraft(), accountType, country };
};

for (const lang of ['en', 'sl'] as const) {
  const { r, v, e } = T[lang];
  for (const width of [1280, 375]) {
    describe(`registration validation (${lang}, ${width} px)`, () => {
      /** Opens the wizard at `step` with `draft` in the page's store (as a reload would find it). */
      async function openStep(step: string, draft: Partial<RegistrationDraft>, api = mockApi()) {
        await page.viewport(width, 800);
        draftStore().clear();
        draftStore().update(draft);
        app = renderApp({ fetch: api.fetch, path: `/register/${step}`, language: lang });
        await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(app.router.state.location.pathname).toBe(`/register/${step}`);
        return api;
      }
      const next = () => page.getByRole('button', { name: r.wizard.next, exact: true });

      it('names and e-mail: Required, Invalid format, email-taken', async () => {
        await openStep('personal/first-name', base());
        const first = byLabel(r.firstName.label);
        await userEvent.fill(first, 'A');
        blur(first);
        await expectFieldError(first, v.required);
        await expect.element(next()).toBeDisabled();
        await userEvent.fill(first, 'An');
        await expect.element(first).not.toHaveAttribute('aria-invalid', 'true');
        await expect.element(next()).toBeEnabled();
        app!.unmount();

        const api = mockApi(
          http.get('/existsCustomerByUsername', ({ query, response }) =>
            response(200).json(query.get('username') === 'demo@invest.si'),
          ),
        );
        const { personalDateOfBirth } = completePersonalDraft();
        await openStep(
          'personal/email',
          { ...base(), personalFirstName: 'Ana', personalLastName: 'Kovač', personalDateOfBirth },
          api,
        );
        const email = byLabel(r.email.label);
        await userEvent.fill(email, 'ana.kovac@');
        blur(email);
        await expectFieldError(email, v['invalid-format']);
        await expect.element(next()).toBeDisabled();
        // A registered address is refused by the service (existsCustomerByUsername).
        await userEvent.fill(email, 'demo@invest.si');
        await userEvent.click(next());
        await expectFieldError(email, e['email-taken']);
        expect(app!.router.state.location.pathname).toBe('/register/personal/email');
      });

      it('date of birth: format, real date, legal age', async () => {
        await openStep('personal/date-of-birth', {
          ...base(),
          personalFirstName: 'Ana',
          personalLastName: 'Kovač',
        });
        const year = byLabel(r.dateOfBirth.year);
        const fillDate = async (day: string, month: string, y: string) => {
          await userEvent.fill(byLabel(r.dateOfBirth.day), day);
          await userEvent.fill(byLabel(r.dateOfBirth.month), month);
          await userEvent.fill(year, y);
        };
        const cases: [string, string, string, string][] = [
          ['07', '', '1990', v.required],
          ['07', '03', '199', v['invalid-date-format']],
          ['31', '04', '1990', v['invalid-date']],
          ['01', '01', String(new Date().getFullYear() - 10), v['legal-age']],
        ];
        for (const [day, month, y, message] of cases) {
          await fillDate(day, month, y);
          blur(year);
          await expectFieldError(year, message);
          await expect.element(next()).toBeDisabled();
        }
        await fillDate('07', '03', '1990');
        await expect.element(next()).toBeEnabled();
      });

      it('address: Required and a numeric postal code', async () => {
        await openStep(
          'personal/address',
          upToPassword({
            personalAddress: { streetName: '', streetNumber: '', postalCode: '', city: '' },
            summaryConfirmed: false,
          }),
        );
        const street = byLabel(r.address.streetName);
        await userEvent.fill(street, 'S');
        blur(street);
        await expectFieldError(street, v.required);
        const postal = byLabel(r.address.postalCode);
        await userEvent.fill(postal, 'SI-1000');
        blur(postal);
        await expectFieldError(postal, v['invalid-format']);
        await expect.element(next()).toBeDisabled();
      });

      it('phone: Required', async () => {
        await openStep(
          'phone',
          upToPassword({
            phone: { phoneCode: '', phoneNumber: '', verId: null },
            phoneConfirm: { verified: false, verId: null },
          }),
        );
        const number = byLabel(r.phone.number);
        (number.element() as HTMLElement).focus();
        blur(number);
        await expectFieldError(number, v.required);
        await expect.element(page.getByRole('button', { name: r.phone.submit })).toBeDisabled();
      });

      it('password: Too short, Low score, not matching, weak confirmation', async () => {
        await openStep('choose-password', upToPassword());
        const password = byLabel(r.password.password);
        const repeat = byLabel(r.password.repeat);
        const level = () => document.querySelector('[data-slot="strength-meter-level"]')?.textContent;
        await userEvent.fill(password, 'abc1');
        blur(password);
        await expectFieldError(password, v['too-short']);
        await expect.poll(level).toBe(r.password.levels.tooShort);

        // zxcvbn (loaded on this step only) scores an obvious password 0.
        await userEvent.fill(password, 'password1');
        await expectFieldError(password, v['low-score']);

        await userEvent.fill(password, 'Trombon-Vrtnica-7');
        await userEvent.fill(repeat, 'Trombon-Vrtnica-8');
        blur(repeat);
        await expectFieldError(repeat, e.passwordDoesNotMatch);
        await expect.element(next()).toBeDisabled();

        // A weak password (score 1) warns on the first press and passes on the second.
        await userEvent.fill(password, 'Ljubljana1');
        await userEvent.fill(repeat, 'Ljubljana1');
        await expect.poll(level).toBe(r.password.levels.weak);
        await userEvent.click(next());
        await expect.element(page.getByText(e.weakPasswordConfirmation)).toBeVisible();
        await userEvent.click(page.getByRole('button', { name: r.password.weakContinue }));
        await expect.poll(() => app!.router.state.location.pathname).toBe('/register/agreements');
      });

      it('agreements: Mark all checkboxes to continue', async () => {
        await openStep('choose-password', upToPassword());
        await userEvent.fill(byLabel(r.password.password), 'Trombon-Vrtnica-7');
        await userEvent.fill(byLabel(r.password.repeat), 'Trombon-Vrtnica-7');
        await userEvent.click(next());
        await expect.poll(() => app!.router.state.location.pathname).toBe('/register/agreements');
        await userEvent.click(page.getByRole('checkbox', { name: r.agreements.terms }));
        await userEvent.click(page.getByRole('button', { name: r.agreements.submit }));
        await expect.element(page.getByRole('alert').filter({ hasText: v.agreementsRequired })).toBeVisible();
      });
    });
  }
}
