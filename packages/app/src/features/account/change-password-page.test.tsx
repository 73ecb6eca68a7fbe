import { afterEach, describe, expect, it, vi } from 'vitest';
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
afterEach(() => {
  app?.unmount();
  app = undefined;
  browser.passkeysSupported.mockReturnValue(false);
  browser.getPasskeyAssertion.mockReset();
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };
const VERIFICATION = 'ver_0123456789abcdef';

function passwordApi() {
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.post('/tokenRequest/{Id}', ({ response }) =>
      response(200).json({ verificationId: VERIFICATION, delivery: 'SENT' }),
    ),
    http.post('/passwordReset', ({ response }) => response(200).json({})),
  );
}

const calls = (requests: Request[], method: string, pathname: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === pathname);

const bodies = async (requests: Request[]) =>
  Promise.all(requests.map(async (request) => (await request.clone().json()) as unknown));

async function openPage(api = passwordApi(), language: 'en' | 'sl' = 'en') {
  app = renderApp({ fetch: api.fetch, path: '/u/change-password', credentials, language });
  await expect
    .element(
      page.getByRole('heading', {
        level: 1,
        name: language === 'en' ? 'Change password' : 'Spremenite geslo',
      }),
    )
    .toBeVisible();
  return api;
}

const codeField = () => page.getByRole('textbox', { name: 'SMS confirmation code' });
const newPassword = () => page.getByRole('textbox', { name: 'New password', exact: true });
const repeat = () => page.getByRole('textbox', { name: 'Repeat new password', exact: true });
const submit = () => page.getByRole('button', { name: 'Change password' });

describe('change password', () => {
  it('requires the code and both passwords, with the rules of SPEC §5', async () => {
    const api = await openPage();
    await userEvent.click(submit());
    await expect.poll(() => page.getByText('Required').elements().length).toBe(3);

    await userEvent.fill(codeField(), '12a');
    await userEvent.fill(newPassword(), 'short1');
    await userEvent.fill(repeat(), 'short2');
    await expect.element(page.getByText('Wrong confirmation code')).toBeVisible();
    await expect.element(page.getByText('Use at least 8 characters')).toBeVisible();
    await expect.element(page.getByText("Passwords don't match")).toBeVisible();

    await userEvent.fill(newPassword(), 'onlyletters');
    await expect.element(page.getByText('Use letters and a number or symbol')).toBeVisible();
    // The kit's hints follow the typing: long enough, but no number or symbol yet.
    const hints = () =>
      [...document.querySelectorAll('[data-slot="strength-meter-hint"]')]
        .map((hint) => hint.getAttribute('data-state'))
        .slice(0, 2);
    await expect.poll(hints).toEqual(['met', 'unmet']);
    await userEvent.fill(newPassword(), 'Gentle-River-42');
    await expect.poll(hints).toEqual(['met', 'met']);
    // An obvious password follows the rules but zxcvbn scores it 0: refused (low-score).
    await userEvent.fill(newPassword(), 'password1');
    await expect.element(page.getByText('Low score')).toBeVisible();
    expect(calls(api.requests, 'POST', '/api/passwordReset')).toHaveLength(0);
  });

  it('asks to send a code first when none was requested', async () => {
    const api = await openPage();
    await userEvent.fill(codeField(), '123456');
    await userEvent.fill(newPassword(), 'Gentle-River-42');
    await userEvent.fill(repeat(), 'Gentle-River-42');
    await userEvent.click(submit());
    await expect
      .element(page.getByText('Press Send code first: we send the code to your phone.'))
      .toBeVisible();
    expect(calls(api.requests, 'POST', '/api/passwordReset')).toHaveLength(0);
  });

  it('sends the code, rests Send again for 9 seconds, then changes the password and returns to the account', async () => {
    const api = passwordApi();
    api.use(http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())));
    await openPage(api);
    await userEvent.click(page.getByRole('button', { name: 'Send code' }));
    await expect.element(page.getByText('We sent a 6-digit code to +386 40 123 456.')).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: /^Send again/ }))
      .toHaveTextContent('Send again (9 s)');
    const [token] = calls(api.requests, 'POST', '/api/tokenRequest/7');
    expect(await token!.clone().json()).toEqual({ tokenType: 'CHANGE_PASSWORD', isResend: false });

    await userEvent.fill(codeField(), '123456');
    await userEvent.fill(newPassword(), 'Gentle-River-42');
    await userEvent.fill(repeat(), 'Gentle-River-42');
    await userEvent.click(submit());
    await expect.element(page.getByText('Your password has been changed')).toBeVisible();
    await expect.poll(() => app!.router.state.location.pathname).toBe('/u/account');
    const [change] = calls(api.requests, 'POST', '/api/passwordReset');
    expect(await change!.clone().json()).toEqual({
      verificationId: VERIFICATION,
      code: '123456',
      newPassword: 'Gentle-River-42',
    });
    // The signed-in variant carries the session.
    expect(change!.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('shows a refused code translated and stays on the form', async () => {
    const api = passwordApi();
    api.use(
      http.post('/passwordReset', ({ response }) =>
        response.untyped(apiError(422, 'phone-confirmation-expired')),
      ),
    );
    await openPage(api, 'sl');
    await userEvent.click(page.getByRole('button', { name: 'Pošlji kodo' }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Potrditvena koda iz SMS' }), '123456');
    await userEvent.fill(page.getByRole('textbox', { name: 'Novo geslo', exact: true }), 'Gentle-River-42');
    await userEvent.fill(
      page.getByRole('textbox', { name: 'Ponovite novo geslo', exact: true }),
      'Gentle-River-42',
    );
    await userEvent.click(page.getByRole('button', { name: 'Spremeni geslo' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Potrditvena koda je potekla');
    expect(app!.router.state.location.pathname).toBe('/u/change-password');
  });
});

describe('change password with a passkey', () => {
  function passkeyApi(passkeys?: Parameters<typeof passkeyHandlers>[0]) {
    browser.passkeysSupported.mockReturnValue(true);
    const api = passwordApi();
    api.use(...passkeyHandlers(passkeys));
    return api;
  }
  const fillPasswords = async () => {
    await userEvent.fill(newPassword(), 'Gentle-River-42');
    await userEvent.fill(repeat(), 'Gentle-River-42');
  };

  it('confirms with a CHANGE_PASSWORD passkey challenge in place of the code, and sends no SMS', async () => {
    browser.getPasskeyAssertion.mockResolvedValue({ ok: true, credential: passkeyConfirmation.credential });
    const api = await openPage(passkeyApi());
    await userEvent.click(page.getByRole('button', { name: 'Use a passkey instead' }));
    await expect.element(codeField()).not.toBeInTheDocument();
    await expect
      .element(page.getByText('Your browser asks for your passkey when you press Change password.'))
      .toBeVisible();
    await fillPasswords();
    await userEvent.click(submit());
    await expect.element(page.getByText('Your password has been changed')).toBeVisible();
    await expect.poll(() => app!.router.state.location.pathname).toBe('/u/account');
    expect(await bodies(calls(api.requests, 'POST', '/api/passkeyChallenge/7'))).toEqual([
      { tokenType: 'CHANGE_PASSWORD' },
    ]);
    expect(browser.getPasskeyAssertion).toHaveBeenCalledExactlyOnceWith(assertionOptions);
    expect(await bodies(calls(api.requests, 'POST', '/api/passwordReset'))).toEqual([
      { newPassword: 'Gentle-River-42', passkey: passkeyConfirmation },
    ]);
    expect(calls(api.requests, 'POST', '/api/tokenRequest/7')).toHaveLength(0);
  });

  it('still checks the passwords first, and stays quiet when the browser’s dialog is closed (SL)', async () => {
    browser.getPasskeyAssertion.mockResolvedValue({ ok: false, failure: 'cancelled' });
    const api = await openPage(passkeyApi(), 'sl');
    await userEvent.click(page.getByRole('button', { name: 'Raje uporabite ključ za dostop' }));
    await expect
      .element(page.getByText('Ko pritisnete Spremeni geslo, vas brskalnik vpraša za ključ za dostop.'))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Spremeni geslo' }));
    await expect.poll(() => page.getByText('Obvezno polje').elements().length).toBe(2);
    expect(calls(api.requests, 'POST', '/api/passkeyChallenge/7')).toHaveLength(0);

    await userEvent.fill(page.getByRole('textbox', { name: 'Novo geslo', exact: true }), 'Gentle-River-42');
    await userEvent.fill(
      page.getByRole('textbox', { name: 'Ponovite novo geslo', exact: true }),
      'Gentle-River-42',
    );
    await userEvent.click(page.getByRole('button', { name: 'Spremeni geslo' }));
    await expect.poll(() => browser.getPasskeyAssertion.mock.calls.length).toBe(1);
    expect(page.getByRole('alert').elements()).toHaveLength(0);
    expect(calls(api.requests, 'POST', '/api/passwordReset')).toHaveLength(0);
    // Back to the SMS code: its field and Send code return.
    await userEvent.click(page.getByRole('button', { name: 'Raje uporabite kodo iz SMS' }));
    await expect.element(page.getByRole('textbox', { name: 'Potrditvena koda iz SMS' })).toBeVisible();
  });

  it('says so when the browser gives no usable passkey', async () => {
    browser.getPasskeyAssertion.mockResolvedValue({ ok: false, failure: 'failed' });
    const api = await openPage(passkeyApi());
    await userEvent.click(page.getByRole('button', { name: 'Use a passkey instead' }));
    await fillPasswords();
    await userEvent.click(submit());
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The passkey gave no answer this device could use. Try again, or enter the code.');
    expect(calls(api.requests, 'POST', '/api/passwordReset')).toHaveLength(0);
  });

  it('offers no passkey to an investor without one', async () => {
    const api = await openPage(passkeyApi([]));
    await expect.poll(() => calls(api.requests, 'GET', '/api/passkeys/7').length).toBe(1);
    await expect.element(codeField()).toBeVisible();
    expect(page.getByRole('button', { name: 'Use a passkey instead' }).elements()).toHaveLength(0);
  });
});
