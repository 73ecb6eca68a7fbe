import type { User } from '@invest/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as webauthn from '../../lib/passkeys/webauthn';
import { apiError, demoUser, http, mockApi } from '../../test/fake-api';
import { assertionOptions, passkeyConfirmation, passkeyHandlers } from '../../test/passkeys';
import { renderApp } from '../../test/render-app';

// The browser's side of WebAuthn: the passkey tests say what it answers; elsewhere it has none.
vi.mock('../../lib/passkeys/webauthn', () => ({
  passkeysSupported: vi.fn(() => false),
  passkeyAutofillAvailable: vi.fn(async () => false),
  getPasskeyAssertion: vi.fn(),
  cancelPasskeyRequest: vi.fn(),
  createPasskey: vi.fn(),
}));
const browser = vi.mocked(webauthn);

let app: ReturnType<typeof renderApp> | undefined;
afterEach(async () => {
  app?.unmount();
  app = undefined;
  await page.viewport(1280, 800);
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };
const VERIFICATION = 'ver_0123456789abcdef';

const investor = (overrides: Partial<User> = {}) =>
  demoUser({
    mainBankAccount: { accountNumber: 'SI56263300012345678', bank: 'Delavska hranilnica d.d.' },
    ...overrides,
  });

/** The signed-in frame's calls plus the account's; updateCustomer answers the user with the change applied. */
function accountApi(user: User = investor()) {
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(user)),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.put('/updateCustomer/{Id}', async ({ request, response }) => {
      const { settings, taxNo, investorProfile } = await request.json();
      return response(200).json({
        ...user,
        taxNo: taxNo ?? user.taxNo,
        investorProfile: { ...user.investorProfile, ...investorProfile },
        settings: {
          language: settings?.language ?? user.settings.language,
          notifications: { ...user.settings.notifications, ...settings?.notifications },
        },
      });
    }),
    http.post('/tokenRequest/{Id}', ({ response }) =>
      response(200).json({ verificationId: VERIFICATION, delivery: 'SENT' }),
    ),
    http.put('/twoFactorAuth/{userId}', ({ response }) =>
      response(200).json({ confirmed: true, twoFactorAuthEnabled: true }),
    ),
    http.delete('/twoFactorAuth/{userId}', ({ response }) =>
      response(200).json({ confirmed: true, twoFactorAuthEnabled: false }),
    ),
    http.post('/deleteAccount/{userId}', ({ response }) => response(200).json({})),
    http.post('/oauth/revoke', ({ response }) => response(200).json({})),
  );
}

const calls = (requests: Request[], method: string, pathname: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === pathname);
const bodies = async (requests: Request[]) =>
  Promise.all(requests.map(async (request) => (await request.clone().json()) as unknown));
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** label → value of the description lists inside a region. */
function figures(region: Element) {
  return Object.fromEntries(
    [...region.querySelectorAll('[data-slot="description-list-item"]')].map((item) => [
      text(item.querySelector('dt')),
      text(item.querySelector('dd')),
    ]),
  );
}

async function openAccount(api = accountApi(), language: 'en' | 'sl' = 'en') {
  app = renderApp({ fetch: api.fetch, path: '/u/account', credentials, language });
  await expect
    .element(page.getByRole('heading', { level: 1, name: language === 'en' ? 'Account' : 'Račun' }))
    .toBeVisible();
  return api;
}

const accountRegion = () => page.getByRole('region', { name: 'Account settings' });
const profileRegion = () => page.getByRole('region', { name: 'Investor profile' });

describe('account page: personal data and investor profile', () => {
  it('shows the personal data, the profile and the questionnaire answers', async () => {
    await openAccount();
    expect(figures(accountRegion().element())).toEqual({
      'Account number': 'SI-0 0000 7',
      'First name': 'Ana',
      'Last name': 'Novak',
      Address: 'Slovenska cesta 1, 1000 Ljubljana, Slovenia',
      'E-mail': 'demo@invest.si',
      Phone: '+386 40 123 456',
      'ID document valid until': '01/01/2030',
    });
    const profile = figures(profileRegion().element());
    expect(profile).toMatchObject({
      'Country of citizenship': 'Slovenia',
      'Default bank account': 'SI56 2633 0001 2345 678Delavska hranilnica d.d.',
      'Source of funds': 'Salary',
      'Annual income': '20.001 to 50.000 €',
    });
    await expect.element(profileRegion().getByText('Country of tax residence')).toBeVisible();
    await expect.element(profileRegion().getByText('12345678')).toBeVisible();
    // Confirmed: the state, no notice and no upload link.
    expect(profile).toMatchObject({ Identity: 'Confirmed' });
    expect(
      profileRegion()
        .getByRole('link', { name: /Upload/ })
        .elements(),
    ).toHaveLength(0);
  });

  const unconfirmed = (identificationDocument: User['identificationDocument']) =>
    investor({ status: { confirmed: false, twoFactorAuthEnabled: false }, identificationDocument });

  it('offers an investor who has not uploaded a document the upload link', async () => {
    await openAccount(
      accountApi(unconfirmed({ validTo: null, verification: 'NOT_SUBMITTED', rejectionReason: null })),
    );
    await expect.element(profileRegion().getByText(/Confirm your identity with a photo/)).toBeVisible();
    const link = profileRegion().getByRole('link', { name: 'Upload your ID document' });
    await expect.element(link).toHaveAttribute('href', '/u/account/financial-information/upload');
    expect(figures(profileRegion().element())).toMatchObject({ Identity: 'Not verified yet' });
  });

  it('tells an investor whose upload waits for review that it is pending, without the link', async () => {
    await openAccount(
      accountApi(unconfirmed({ validTo: null, verification: 'PENDING', rejectionReason: null })),
    );
    await expect.element(profileRegion().getByText(/We have received your documents/)).toBeVisible();
    expect(
      profileRegion()
        .getByRole('link', { name: /Upload/ })
        .elements(),
    ).toHaveLength(0);
    expect(figures(profileRegion().element())).toMatchObject({ Identity: 'Documents under review' });
  });

  it("tells the operator's reason after a refusal and offers the upload again (SL)", async () => {
    await openAccount(
      accountApi(
        unconfirmed({ validTo: null, verification: 'REJECTED', rejectionReason: 'Slika je zamegljena.' }),
      ),
      'sl',
    );
    const region = page.getByRole('region', { name: 'Profil vlagatelja' });
    await expect.element(region.getByText(/Razlog: Slika je zamegljena\./)).toBeVisible();
    await expect.element(region.getByRole('link', { name: 'Ponovno naložite dokument' })).toBeVisible();
  });

  it('names the country of the address in Slovene, as the citizenship beside it (SL)', async () => {
    await openAccount(accountApi(), 'sl');
    const profile = figures(page.getByRole('region', { name: 'Profil vlagatelja' }).element());
    expect(profile).toMatchObject({
      Naslov: 'Slovenska cesta 1, 1000 Ljubljana, Slovenija',
      Državljanstvo: 'Slovenija',
    });
  });

  it("shows a business investor's company and questionnaire, not the personal tax residence", async () => {
    await openAccount(
      accountApi(
        investor({
          investorType: 'Business',
          company: { name: 'Zelena Energija d.o.o.' },
          companyInvestorProfile: {
            completed: false,
            economicActivity: 'D_ELECTRICITY_GAS_STEAM',
            mainCounterPartyOrigin: 'EU_EEA',
            type: 'PRIVATE_LIMITED',
            annualIncome: null,
            availableIncomePercent: 'PERCENT_20',
          },
        }),
      ),
    );
    expect(figures(profileRegion().element())).toMatchObject({
      Company: 'Zelena Energija d.o.o.',
      'Economic activity': 'Electricity, gas, steam and air conditioning supply',
      'Main business partners from': 'EU and EEA',
      'Company type': 'Private limited company (d.o.o.)',
      'Annual revenue': 'Not answered yet',
      'Share of revenue to invest': '11 to 20 %',
    });
    expect(profileRegion().getByText('Country of tax residence').elements()).toHaveLength(0);
  });

  it('edits the tax number: Save is disabled while empty, and only taxNo is sent', async () => {
    const api = await openAccount();
    await userEvent.click(page.getByRole('button', { name: 'Edit the tax number' }));
    const field = page.getByRole('textbox', { name: 'Tax number' });
    await expect.element(field).toHaveValue('12345678');
    await userEvent.clear(field);
    const save = profileRegion().getByRole('button', { name: 'Save' });
    await expect.element(save).toBeDisabled();
    await userEvent.fill(field, '   ');
    await expect.element(save).toBeDisabled();
    await userEvent.fill(field, ' 87654321 ');
    await userEvent.click(save);
    await expect.element(profileRegion().getByText('87654321')).toBeVisible();
    const puts = calls(api.requests, 'PUT', '/api/updateCustomer/7');
    expect(await bodies(puts)).toEqual([{ Id: 7, username: 'demo@invest.si', taxNo: '87654321' }]);
  });

  it('edits the country of tax residence from the list', async () => {
    const api = await openAccount();
    await userEvent.click(page.getByRole('button', { name: 'Edit the country of tax residence' }));
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Country of tax residence' }), 'AT');
    await userEvent.click(profileRegion().getByRole('button', { name: 'Save' }));
    await expect.element(profileRegion().getByText('Austria')).toBeVisible();
    expect(await bodies(calls(api.requests, 'PUT', '/api/updateCustomer/7'))).toEqual([
      { Id: 7, username: 'demo@invest.si', investorProfile: { countryOfResidence: 'AT' } },
    ]);
  });

  it('shows two tabs on a phone, Account first, and the bar switches to the profile', async () => {
    await page.viewport(375, 800);
    await openAccount();
    const tabs = page.getByRole('tablist', { name: 'Account or investor profile' });
    await expect.element(tabs.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(page.getByRole('link', { name: 'Investor profile' }));
    await expect
      .element(tabs.getByRole('tab', { name: 'Investor profile' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByText('Country of citizenship')).toBeVisible();
  });
});

describe('account page: settings saved one entry at a time', () => {
  it('saves one notification switch alone, shows it at once and confirms with a toast', async () => {
    const api = await openAccount();
    const news = page.getByRole('switch', { name: 'News' });
    await expect.element(news).not.toBeChecked();
    await userEvent.click(news);
    await expect.element(news).toBeChecked();
    await expect.element(page.getByText('Saved')).toBeVisible();
    expect(await bodies(calls(api.requests, 'PUT', '/api/updateCustomer/7'))).toEqual([
      { Id: 7, username: 'demo@invest.si', settings: { notifications: { news: true } } },
    ]);
  });

  it('saves the account summary frequency', async () => {
    const api = await openAccount();
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: 'Account summary by e-mail' }),
      'WEEKLY',
    );
    await expect.poll(() => calls(api.requests, 'PUT', '/api/updateCustomer/7').length).toBe(1);
    expect(await bodies(calls(api.requests, 'PUT', '/api/updateCustomer/7'))).toEqual([
      { Id: 7, username: 'demo@invest.si', settings: { notifications: { accountSummary: 'WEEKLY' } } },
    ]);
  });

  it('puts a refused change back and says why', async () => {
    const api = accountApi();
    api.use(
      http.put('/updateCustomer/{Id}', ({ response }) => response.untyped(apiError(422, 'validation-error'))),
    );
    await openAccount(api);
    const deposits = page.getByRole('switch', { name: 'Deposits' });
    await expect.element(deposits).toBeChecked();
    await userEvent.click(deposits);
    await expect.element(page.getByText('Your change was not saved')).toBeVisible();
    await expect
      .element(page.getByText('Some of the data is not valid. Check it and try again.'))
      .toBeVisible();
    await expect.element(deposits).toBeChecked();
  });

  it('switches the interface language and saves it as the default language', async () => {
    const api = await openAccount();
    await userEvent.click(page.getByRole('radio', { name: 'Slovenščina' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Račun' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Slovenščina' })).toBeChecked();
    // The confirmation speaks the language just chosen.
    await expect.element(page.getByText('Shranjeno')).toBeVisible();
    expect(await bodies(calls(api.requests, 'PUT', '/api/updateCustomer/7'))).toEqual([
      { Id: 7, username: 'demo@invest.si', settings: { language: 'SL' } },
    ]);
    expect(localStorage.getItem('language')).toBe('sl');
    expect(document.documentElement.lang).toBe('sl');
  });

  it('switches the interface back when the language cannot be saved', async () => {
    const api = accountApi();
    api.use(http.put('/updateCustomer/{Id}', ({ response }) => response.untyped(apiError(500, 'internal'))));
    await openAccount(api);
    await userEvent.click(page.getByRole('radio', { name: 'Slovenščina' }));
    await expect.element(page.getByText('Your change was not saved')).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(localStorage.getItem('language')).toBe('en');
  });
});

describe('account page: two-factor with a code', () => {
  it('asks for a code, opens the dialog, and flips the switch once the code is accepted', async () => {
    const api = await openAccount();
    const toggle = page.getByRole('switch', { name: 'Two-factor authentication' });
    await expect.element(toggle).not.toBeChecked();
    // While the dialog is open the page behind it is hidden from the accessibility tree.
    const control = toggle.element();
    await userEvent.click(toggle);
    const dialog = page.getByRole('dialog', { name: 'Switch on two-factor authentication' });
    await expect.element(dialog).toBeVisible();
    expect(await bodies(calls(api.requests, 'POST', '/api/tokenRequest/7'))).toEqual([
      { tokenType: 'TWO_FACTOR_CHANGE', isResend: false },
    ]);
    await expect
      .element(dialog.getByText('We sent a 6-digit code to +386 40 123 456. Enter it to confirm.'))
      .toBeVisible();
    await expect
      .element(dialog.getByRole('button', { name: /^Send again/ }))
      .toHaveTextContent('Send again (9 s)');
    // Not flipped before the code is accepted.
    expect(control.getAttribute('aria-checked')).toBe('false');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Confirmation code' }), '123456');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(toggle).toBeChecked();
    await expect.element(page.getByText('Two-factor authentication is on')).toBeVisible();
    expect(await bodies(calls(api.requests, 'PUT', '/api/twoFactorAuth/7'))).toEqual([
      { verificationId: VERIFICATION, code: '123456' },
    ]);
  });

  it('a wrong code keeps the dialog open and the switch as it was; off goes through DELETE', async () => {
    const api = accountApi(investor({ status: { confirmed: true, twoFactorAuthEnabled: true } }));
    api.use(
      http.delete('/twoFactorAuth/{userId}', async ({ request, response }) => {
        const body = await request.json();
        return 'code' in body && body.code === '654321'
          ? response(200).json({ confirmed: true, twoFactorAuthEnabled: false })
          : response.untyped(apiError(422, 'phone-confirmation-code-invalid'));
      }),
    );
    await openAccount(api);
    const toggle = page.getByRole('switch', { name: 'Two-factor authentication' });
    const control = toggle.element();
    await userEvent.click(toggle);
    const dialog = page.getByRole('dialog', { name: 'Switch off two-factor authentication' });
    const code = dialog.getByRole('textbox', { name: 'Confirmation code' });
    await userEvent.type(code, '111111');
    await expect.element(dialog.getByText('Wrong confirmation code')).toBeVisible();
    await expect.element(code).toHaveValue('');
    expect(control.getAttribute('aria-checked')).toBe('true');
    await userEvent.type(code, '654321');
    await expect.element(toggle).not.toBeChecked();
    expect(calls(api.requests, 'DELETE', '/api/twoFactorAuth/7')).toHaveLength(2);
  });

  it('says when no code can be sent, and leaves the switch', async () => {
    const api = accountApi();
    api.use(
      http.post('/tokenRequest/{Id}', ({ response }) => response.untyped(apiError(429, 'wait10Seconds'))),
    );
    await openAccount(api);
    await userEvent.click(page.getByRole('switch', { name: 'Two-factor authentication' }));
    await expect.element(page.getByText('Please wait 10 seconds and try again')).toBeVisible();
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
    await expect.element(page.getByRole('switch', { name: 'Two-factor authentication' })).not.toBeChecked();
  });
});

describe('account page: deleting the account', () => {
  it('shows the translated refusal while the account value is not 0', async () => {
    const api = accountApi();
    api.use(
      http.post('/tokenRequest/{Id}', ({ response }) =>
        response.untyped(apiError(422, 'deleteAccountErrorAccountValue')),
      ),
    );
    await openAccount(api, 'sl');
    await userEvent.click(page.getByRole('button', { name: 'Izbriši račun' }));
    const confirm = page.getByRole('alertdialog', { name: 'Želite izbrisati račun?' });
    await userEvent.click(confirm.getByRole('button', { name: 'Pošlji kodo' }));
    await expect
      .element(confirm.getByRole('alert'))
      .toHaveTextContent('Pred izbrisom računa mora biti vrednost računa 0.');
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
    expect(calls(api.requests, 'POST', '/api/deleteAccount/7')).toHaveLength(0);
  });

  it('needs the code, then deletes, logs out and says so on the login page', async () => {
    const api = await openAccount();
    await userEvent.click(page.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Send code' }));
    const dialog = page.getByRole('dialog', { name: 'Confirm deleting your account' });
    await expect.element(dialog).toBeVisible();
    expect(await bodies(calls(api.requests, 'POST', '/api/tokenRequest/7'))).toEqual([
      { tokenType: 'DELETE_ACCOUNT', isResend: false },
    ]);
    // Six digits alone do not delete: the explicit button does, and not without a code.
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect.element(dialog.getByText('Enter the 6-digit code from the SMS')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Confirmation code' }), '123456');
    expect(calls(api.requests, 'POST', '/api/deleteAccount/7')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect
      .element(
        page.getByText('Your account has been deleted and you have been logged out.', { exact: false }),
      )
      .toBeVisible();
    expect(app!.router.state.location.pathname).toBe('/');
    expect(await bodies(calls(api.requests, 'POST', '/api/deleteAccount/7'))).toEqual([
      { verificationId: VERIFICATION, code: '123456' },
    ]);
    expect(localStorage.getItem('authorization')).toBeNull();
    await expect.element(page.getByText('Session expired')).not.toBeInTheDocument();
  });

  it('shows a refusal at the last step in the dialog, and keeps the investor signed in', async () => {
    const api = accountApi();
    api.use(
      http.post('/deleteAccount/{userId}', ({ response }) =>
        response.untyped(apiError(422, 'deleteAccountErrorAccountValue')),
      ),
    );
    await openAccount(api);
    await userEvent.click(page.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Send code' }));
    const dialog = page.getByRole('dialog', { name: 'Confirm deleting your account' });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Confirmation code' }), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Your account value must be 0 before the account can be deleted.');
    expect(app!.router.state.location.pathname).toBe('/u/account');
  });
});

describe('account page: confirming with a passkey', () => {
  beforeEach(() => {
    browser.passkeysSupported.mockReturnValue(true);
    browser.getPasskeyAssertion.mockResolvedValue({ ok: true, credential: passkeyConfirmation.credential });
  });
  afterEach(() => {
    browser.passkeysSupported.mockReturnValue(false);
    browser.getPasskeyAssertion.mockReset();
  });

  it('switches two-factor on with a TWO_FACTOR_CHANGE passkey challenge and flips the switch', async () => {
    const api = accountApi();
    api.use(...passkeyHandlers());
    await openAccount(api);
    const toggle = page.getByRole('switch', { name: 'Two-factor authentication' });
    await userEvent.click(toggle);
    const dialog = page.getByRole('dialog', { name: 'Switch on two-factor authentication' });
    await userEvent.click(dialog.getByRole('button', { name: 'Use a passkey instead' }));
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(toggle).toBeChecked();
    await expect.element(page.getByText('Two-factor authentication is on')).toBeVisible();
    expect(await bodies(calls(api.requests, 'POST', '/api/passkeyChallenge/7'))).toEqual([
      { tokenType: 'TWO_FACTOR_CHANGE' },
    ]);
    expect(browser.getPasskeyAssertion).toHaveBeenCalledExactlyOnceWith(assertionOptions);
    expect(await bodies(calls(api.requests, 'PUT', '/api/twoFactorAuth/7'))).toEqual([
      { passkey: passkeyConfirmation },
    ]);
  });

  it('switches two-factor off with the passkey through DELETE (SL)', async () => {
    const api = accountApi(investor({ status: { confirmed: true, twoFactorAuthEnabled: true } }));
    api.use(...passkeyHandlers());
    await openAccount(api, 'sl');
    const toggle = page.getByRole('switch', { name: 'Dvostopenjsko preverjanje pristnosti' });
    await userEvent.click(toggle);
    await userEvent.click(
      page.getByRole('dialog').getByRole('button', { name: 'Raje uporabite ključ za dostop' }),
    );
    await expect.element(toggle).not.toBeChecked();
    expect(await bodies(calls(api.requests, 'DELETE', '/api/twoFactorAuth/7'))).toEqual([
      { passkey: passkeyConfirmation },
    ]);
  });

  it('deletes the account with a DELETE_ACCOUNT passkey challenge', async () => {
    const api = accountApi();
    api.use(...passkeyHandlers());
    await openAccount(api);
    await userEvent.click(page.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Send code' }));
    const dialog = page.getByRole('dialog', { name: 'Confirm deleting your account' });
    await userEvent.click(dialog.getByRole('button', { name: 'Use a passkey instead' }));
    await expect
      .element(
        page.getByText('Your account has been deleted and you have been logged out.', { exact: false }),
      )
      .toBeVisible();
    expect(await bodies(calls(api.requests, 'POST', '/api/passkeyChallenge/7'))).toEqual([
      { tokenType: 'DELETE_ACCOUNT' },
    ]);
    expect(await bodies(calls(api.requests, 'POST', '/api/deleteAccount/7'))).toEqual([
      { passkey: passkeyConfirmation },
    ]);
  });

  it('offers no passkey to an investor without one', async () => {
    const api = accountApi();
    api.use(...passkeyHandlers([]));
    await openAccount(api);
    await userEvent.click(page.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Send code' }));
    const dialog = page.getByRole('dialog', { name: 'Confirm deleting your account' });
    await expect.element(dialog.getByRole('textbox', { name: 'Confirmation code' })).toBeVisible();
    await expect.poll(() => calls(api.requests, 'GET', '/api/passkeys/7').length).toBeGreaterThan(0);
    expect(dialog.getByRole('button', { name: 'Use a passkey instead' }).elements()).toHaveLength(0);
    expect(calls(api.requests, 'POST', '/api/passkeyChallenge/7')).toHaveLength(0);
  });
});
