import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as webauthn from '../../lib/passkeys/webauthn';
import { apiError, demoUser, http, mockApi, tokenResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// The browser's side of WebAuthn (its dialogs cannot be driven here): each test says what the
// browser answers. By default the browser can use passkeys but offers none in the autofill.
// The button asks its own module whether passkeys work here (passkeys-supported.ts): the same answer.
const { passkeysSupported } = vi.hoisted(() => ({ passkeysSupported: vi.fn<() => boolean>() }));
vi.mock('../../lib/passkeys/passkeys-supported', () => ({ passkeysSupported }));
vi.mock('../../lib/passkeys/webauthn', () => ({
  passkeysSupported,
  passkeyAutofillAvailable: vi.fn(),
  getPasskeyAssertion: vi.fn(),
  cancelPasskeyRequest: vi.fn(),
  createPasskey: vi.fn(),
}));
const browser = vi.mocked(webauthn);

let app: ReturnType<typeof renderApp> | undefined;
beforeEach(() => {
  browser.passkeysSupported.mockReturnValue(true);
  browser.passkeyAutofillAvailable.mockResolvedValue(false);
  browser.cancelPasskeyRequest.mockResolvedValue(undefined);
});
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.resetAllMocks();
});

const submit = () => page.getByRole('button', { name: 'Log in', exact: true });

async function fillLogin(email: string, password: string) {
  await userEvent.fill(page.getByRole('textbox', { name: 'E-mail', exact: true }), email);
  await userEvent.fill(page.getByRole('textbox', { name: 'Password', exact: true }), password);
}

describe('login page', () => {
  it('explains empty fields and focuses the first one', async () => {
    const api = mockApi();
    app = renderApp({ fetch: api.fetch });
    await userEvent.click(submit());
    await expect.element(page.getByText('Required').first()).toBeVisible();
    expect(page.getByText('Required').elements()).toHaveLength(2);
    await expect.element(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('signs in, stores "<token_type> <access_token>" and the user id, and lands on the dashboard', async () => {
    const api = mockApi(
      http.post('/oauth/token', ({ response }) => response(200).json(tokenResponse)),
      http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
      http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    );
    app = renderApp({ fetch: api.fetch });
    await fillLogin('demo@invest.si', 'DemoInvest2026!');
    await userEvent.click(submit());
    await expect.element(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect.element(page.getByText('Hi, Ana')).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/u/dashboard');
    expect(localStorage.getItem('authorization')).toBe('Bearer tok-123');
    expect(localStorage.getItem('userId')).toBe('7');

    const token = api.requests.find((r) => r.url.endsWith('/api/oauth/token'));
    expect(token?.headers.get('Authorization')).toBe('Basic aW52ZXN0LXdlYjo=');
    const form = new URLSearchParams(await token?.text());
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: 'password',
      scope: 'read write',
      username: 'demo@invest.si',
      password: 'DemoInvest2026!',
    });
    const customer = api.requests.find((r) => r.url.endsWith('/api/customer/7'));
    expect(customer?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(customer?.headers.get('userId')).toBe('7');
  });

  const slovenianAccount = () => {
    const user = demoUser();
    return mockApi(
      http.post('/oauth/token', ({ response }) => response(200).json(tokenResponse)),
      http.get('/customer/{uid}', ({ response }) =>
        response(200).json({ ...user, settings: { ...user.settings, language: 'SL' } }),
      ),
      http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    );
  };

  it("takes the account's saved language on a browser where none was chosen, and remembers it", async () => {
    const api = slovenianAccount();
    app = renderApp({ fetch: api.fetch });
    localStorage.removeItem('language');
    await fillLogin('demo@invest.si', 'DemoInvest2026!');
    await userEvent.click(submit());
    await expect.element(page.getByRole('heading', { level: 1, name: 'Pregled' })).toBeVisible();
    expect(localStorage.getItem('language')).toBe('sl');
    expect(document.documentElement.lang).toBe('sl');
  });

  it('keeps the language chosen in this browser over the saved one', async () => {
    const api = slovenianAccount();
    app = renderApp({ fetch: api.fetch, language: 'en' });
    await fillLogin('demo@invest.si', 'DemoInvest2026!');
    await userEvent.click(submit());
    await expect.element(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(localStorage.getItem('language')).toBe('en');
  });

  it.each([
    ['unauthorized', 'Error logging in. Check your e-mail and password.'],
    [
      'profile-blocked',
      'Your profile is blocked after too many wrong passwords. Reset your password to unblock it.',
    ],
  ])('translates the error key %s', async (key, message) => {
    const api = mockApi(http.post('/oauth/token', ({ response }) => response.untyped(apiError(400, key))));
    app = renderApp({ fetch: api.fetch });
    await fillLogin('demo@invest.si', 'wrong');
    await userEvent.click(submit());
    await expect.element(page.getByRole('alert').getByText(message)).toBeVisible();
    expect(localStorage.getItem('authorization')).toBeNull();
  });

  it('says "Error logging in" when the service cannot be reached', async () => {
    app = renderApp({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fillLogin('demo@invest.si', 'x');
    await userEvent.click(submit());
    await expect
      .element(page.getByRole('alert').getByText('Error logging in', { exact: true }))
      .toBeVisible();
  });

  it('shows a loading state while signing in', async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi(
      http.post('/oauth/token', () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    app = renderApp({ fetch: api.fetch });
    await fillLogin('demo@invest.si', 'x');
    await userEvent.click(submit());
    const busy = page.getByRole('button', { name: /Log in/ });
    await expect.element(busy).toHaveAttribute('aria-busy', 'true');
    // The kit's Button keeps focus while loading: aria-disabled, not the native disabled.
    await expect.element(busy).toHaveAttribute('aria-disabled', 'true');
    answer(apiError(400, 'unauthorized'));
    await expect.element(page.getByRole('alert')).toBeVisible();
    await expect.element(submit()).toBeEnabled();
  });

  it('shows "Session expired" when stored credentials are refused', async () => {
    const api = mockApi(
      http.get('/customer/{uid}', ({ response }) => response.untyped(apiError(401, 'unauthorized'))),
    );
    app = renderApp({
      fetch: api.fetch,
      path: '/u/dashboard',
      credentials: { authorization: 'Bearer old', userId: 7 },
    });
    await expect.element(page.getByText('Session expired', { exact: true })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('authorization')).toBeNull();
    expect(sessionStorage.getItem('postLoginRedirect')).toBe('/u/dashboard');
  });

  it('is in Slovene when the language is sl', async () => {
    app = renderApp({ fetch: mockApi().fetch, language: 'sl' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Dobrodošli nazaj' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Prijavi se', exact: true })).toBeVisible();
    expect(document.documentElement.lang).toBe('sl');
  });
});

describe('login page: passkeys', () => {
  const CHALLENGE = 'chl_0123456789abcdef';
  const options = { challenge: 'q83vEjRWeJA', rpId: 'invest.si', userVerification: 'required' };
  const credential: webauthn.AuthenticationCredential = {
    id: 'Y3JlZC0x',
    rawId: 'Y3JlZC0x',
    type: 'public-key',
    response: {
      clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
      authenticatorData: 'SZYN5Y',
      signature: 'MEUCIQ',
    },
    clientExtensionResults: {},
  };
  const passkeyButton = () => page.getByRole('button', { name: 'Sign in with a passkey' });
  const email = () => page.getByRole('textbox', { name: 'E-mail', exact: true });
  /**
   * The autofill's ceremony starts with the form's first use, as a person reaching for the e-mail
   * field does (docs/decisions/0006): not when the page appears.
   */
  const useForm = () => userEvent.click(email());

  const passkeyApi = () =>
    mockApi(
      http.post('/passkeyLogin/options', ({ response }) =>
        response(200).json({ challengeId: CHALLENGE, options }),
      ),
      http.post('/passkeyLogin', ({ response }) => response(200).json(tokenResponse)),
      http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
      http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    );
  const calls = (requests: Request[], pathname: string) =>
    requests.filter((request) => request.method === 'POST' && new URL(request.url).pathname === pathname);

  /** Signed in as a password login is: the same stored pair, the dashboard. */
  async function expectSignedIn(api: ReturnType<typeof mockApi>) {
    await expect.element(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(app?.router.state.location.pathname).toBe('/u/dashboard');
    expect(localStorage.getItem('authorization')).toBe('Bearer tok-123');
    expect(localStorage.getItem('userId')).toBe('7');
    const [login] = calls(api.requests, '/api/passkeyLogin');
    expect(login?.headers.get('Authorization')).toBe('Basic aW52ZXN0LXdlYjo=');
    expect(await login?.json()).toEqual({ challengeId: CHALLENGE, credential });
    expect(calls(api.requests, '/api/oauth/token')).toHaveLength(0);
  }

  it("offers passkeys in the e-mail field's autofill and signs in with the one picked", async () => {
    browser.passkeyAutofillAvailable.mockResolvedValue(true);
    browser.getPasskeyAssertion.mockResolvedValue({ ok: true, credential });
    const api = passkeyApi();
    app = renderApp({ fetch: api.fetch });
    await useForm();
    await expectSignedIn(api);
    expect(browser.getPasskeyAssertion).toHaveBeenCalledWith(options, { autofill: true });
    expect(calls(api.requests, '/api/passkeyLogin/options')[0]?.headers.get('Authorization')).toBe(
      'Basic aW52ZXN0LXdlYjo=',
    );
  });

  it("says nothing when the autofill's own ceremony fails: the investor asked for nothing", async () => {
    browser.passkeyAutofillAvailable.mockResolvedValue(true);
    browser.getPasskeyAssertion.mockResolvedValue({ ok: false, failure: 'failed' });
    const api = passkeyApi();
    app = renderApp({ fetch: api.fetch });
    await useForm();
    await expect.poll(() => browser.getPasskeyAssertion.mock.calls.length).toBe(1);
    await expect.element(passkeyButton()).toBeEnabled();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
    expect(calls(api.requests, '/api/passkeyLogin')).toHaveLength(0);
  });

  it('marks the e-mail field for passkey autofill and asks nothing where the browser offers none', async () => {
    const api = mockApi();
    app = renderApp({ fetch: api.fetch });
    await expect.element(email()).toHaveAttribute('autocomplete', 'username webauthn');
    await expect.element(passkeyButton()).toBeVisible();
    // Nothing is asked of the browser before the form is used.
    expect(browser.passkeyAutofillAvailable).not.toHaveBeenCalled();
    await useForm();
    await expect.poll(() => browser.passkeyAutofillAvailable.mock.calls.length).toBeGreaterThan(0);
    expect(browser.getPasskeyAssertion).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
  });

  it("signs in from the button pressed first thing, before the form's code was there, once", async () => {
    browser.getPasskeyAssertion.mockResolvedValue({ ok: true, credential });
    const api = passkeyApi();
    app = renderApp({ fetch: api.fetch });
    // The press itself is the form's first use: held until the form's code is there, then sent.
    await userEvent.click(passkeyButton());
    await expectSignedIn(api);
    expect(browser.getPasskeyAssertion.mock.calls).toEqual([[options]]);
    expect(calls(api.requests, '/api/passkeyLogin/options')).toHaveLength(1);
    expect(calls(api.requests, '/api/passkeyLogin')).toHaveLength(1);
  });

  it('signs in from the button, ending the pending autofill ceremony first', async () => {
    browser.passkeyAutofillAvailable.mockResolvedValue(true);
    // The autofill waits until it is cancelled; the button's ceremony answers with the passkey.
    let endAutofill: () => void = () => {};
    browser.getPasskeyAssertion.mockImplementation((_, { autofill = false } = {}) =>
      autofill
        ? new Promise((resolve) => (endAutofill = () => resolve({ ok: false, failure: 'cancelled' })))
        : Promise.resolve({ ok: true, credential }),
    );
    browser.cancelPasskeyRequest.mockImplementation(async () => endAutofill());
    const api = passkeyApi();
    app = renderApp({ fetch: api.fetch });
    await useForm();
    await expect.poll(() => browser.getPasskeyAssertion.mock.calls.length).toBe(1);
    await userEvent.click(passkeyButton());
    await expectSignedIn(api);
    expect(browser.cancelPasskeyRequest).toHaveBeenCalled();
    expect(browser.cancelPasskeyRequest.mock.invocationCallOrder[0]).toBeLessThan(
      browser.getPasskeyAssertion.mock.invocationCallOrder[1]!,
    );
    expect(browser.getPasskeyAssertion.mock.calls[1]).toEqual([options]);
    expect(calls(api.requests, '/api/passkeyLogin/options')).toHaveLength(2);
  });

  it("says nothing when the person closes the browser's passkey dialog", async () => {
    browser.getPasskeyAssertion.mockResolvedValue({ ok: false, failure: 'cancelled' });
    const api = passkeyApi();
    app = renderApp({ fetch: api.fetch });
    await userEvent.click(passkeyButton());
    await expect.poll(() => browser.getPasskeyAssertion.mock.calls.length).toBe(1);
    await expect.element(passkeyButton()).toBeEnabled();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
    expect(calls(api.requests, '/api/passkeyLogin')).toHaveLength(0);
    expect(localStorage.getItem('authorization')).toBeNull();
  });

  it('says so in the login error area when the browser refuses the passkey', async () => {
    browser.getPasskeyAssertion.mockResolvedValue({ ok: false, failure: 'failed' });
    const api = passkeyApi();
    app = renderApp({ fetch: api.fetch });
    await userEvent.click(passkeyButton());
    await expect
      .element(
        page
          .getByRole('alert')
          .getByText(
            'Signing in with the passkey did not work. Try again, or log in with your e-mail and password.',
          ),
      )
      .toBeVisible();
    expect(calls(api.requests, '/api/passkeyLogin')).toHaveLength(0);
  });

  it('says so, in Slovene too, when the service refuses the assertion', async () => {
    browser.getPasskeyAssertion.mockResolvedValue({ ok: true, credential });
    const api = passkeyApi();
    api.use(http.post('/passkeyLogin', ({ response }) => response.untyped(apiError(400, 'unauthorized'))));
    app = renderApp({ fetch: api.fetch, language: 'sl' });
    await userEvent.click(page.getByRole('button', { name: 'Prijava s ključem za dostop' }));
    await expect
      .element(
        page
          .getByRole('alert')
          .getByText(
            'Prijava s ključem za dostop ni uspela. Poskusite znova ali se prijavite z e-poštnim naslovom in geslom.',
          ),
      )
      .toBeVisible();
    expect(localStorage.getItem('authorization')).toBeNull();
  });

  it('shows no passkey button where the browser cannot use passkeys', async () => {
    browser.passkeysSupported.mockReturnValue(false);
    app = renderApp({ fetch: mockApi().fetch });
    await expect.element(submit()).toBeVisible();
    expect(passkeyButton().elements()).toHaveLength(0);
  });
});
