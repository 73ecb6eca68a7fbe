import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as webauthn from '../../lib/passkeys/webauthn';
import { http, mockApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { OPERATOR_SESSION_KEY, writeOperatorSession } from './session';

// The browser's side of WebAuthn: each test says what the browser answers.
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
});
afterEach(() => {
  app?.unmount();
  app = undefined;
  writeOperatorSession(null);
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const CHALLENGE = 'chl_ops_0123456789ab';
const options = { challenge: 'b3BzLWNoYWxsZW5nZQ', rpId: 'invest.si', userVerification: 'required' };
const credential: webauthn.AuthenticationCredential = {
  id: 'b3AtY3JlZA',
  rawId: 'b3AtY3JlZA',
  type: 'public-key',
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5Y',
    signature: 'MEUCIQ',
  },
  clientExtensionResults: {},
};

function loginApi() {
  const api = mockApi(
    http.post('/ops/passkeyLogin/options', ({ response }) =>
      response(200).json({ challengeId: CHALLENGE, options }),
    ),
    http.post('/ops/oauth/token', ({ response }) =>
      response(200).json({ access_token: 'op-tok', token_type: 'Bearer', expires_in: 3600, operatorId: 4 }),
    ),
  );
  vi.stubGlobal('fetch', api.fetch);
  return api;
}
const tokenForms = (requests: Request[]) =>
  Promise.all(
    requests
      .filter((request) => new URL(request.url).pathname === '/api/ops/oauth/token')
      .map(async (request) => Object.fromEntries(new URLSearchParams(await request.text()))),
  );

async function fillCredentials(email = 'ops@invest.si', password = 'Operator-pass-1') {
  await userEvent.fill(page.getByRole('textbox', { name: 'E-mail' }), email);
  await userEvent.fill(page.getByRole('textbox', { name: 'Password', exact: true }), password);
}
const passkeyButton = () => page.getByRole('button', { name: 'Use a passkey instead' });

describe('the back-office sign-in with a passkey', () => {
  it('sends the password with the passkey in place of the authenticator code', async () => {
    browser.getPasskeyAssertion.mockResolvedValue({ ok: true, credential });
    const api = loginApi();
    app = renderApp({ fetch: api.fetch, path: '/ops/login' });
    await fillCredentials();
    await userEvent.click(passkeyButton());
    await expect.poll(() => sessionStorage.getItem(OPERATOR_SESSION_KEY)).not.toBeNull();
    expect(JSON.parse(sessionStorage.getItem(OPERATOR_SESSION_KEY)!)).toMatchObject({
      authorization: 'Bearer op-tok',
      operatorId: 4,
      email: 'ops@invest.si',
    });
    expect(browser.getPasskeyAssertion).toHaveBeenCalledWith(options);
    const [form, ...more] = await tokenForms(api.requests);
    expect(more).toEqual([]);
    expect(form).toEqual({
      grant_type: 'password',
      scope: 'ops',
      username: 'ops@invest.si',
      password: 'Operator-pass-1',
      passkey: JSON.stringify({ challengeId: CHALLENGE, credential }),
    });
    expect(form).not.toHaveProperty('otp');
    await expect.poll(() => app?.router.state.location.pathname).not.toBe('/ops/login');
  });

  it('asks for e-mail and password first, and no code', async () => {
    const api = loginApi();
    app = renderApp({ fetch: api.fetch, path: '/ops/login' });
    await userEvent.click(passkeyButton());
    await expect.element(page.getByText('Required').first()).toBeVisible();
    expect(page.getByText('Required').elements()).toHaveLength(2);
    expect(browser.getPasskeyAssertion).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
  });

  it('says nothing when the dialog is closed, and says so when the passkey is refused', async () => {
    browser.getPasskeyAssertion.mockResolvedValueOnce({ ok: false, failure: 'cancelled' });
    const api = loginApi();
    app = renderApp({ fetch: api.fetch, path: '/ops/login', language: 'sl' });
    await userEvent.fill(page.getByRole('textbox', { name: 'E-poštni naslov' }), 'ops@invest.si');
    await userEvent.fill(page.getByRole('textbox', { name: 'Geslo', exact: true }), 'Operator-pass-1');
    const button = page.getByRole('button', { name: 'Raje uporabite ključ za dostop' });
    await userEvent.click(button);
    await expect.poll(() => browser.getPasskeyAssertion.mock.calls.length).toBe(1);
    await expect.element(button).toBeEnabled();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
    expect(await tokenForms(api.requests)).toEqual([]);

    browser.getPasskeyAssertion.mockResolvedValueOnce({ ok: false, failure: 'failed' });
    await userEvent.click(button);
    await expect
      .element(
        page
          .getByRole('alert')
          .getByText(
            'Prijava s ključem za dostop ni uspela. Poskusite znova ali vnesite kodo za preverjanje pristnosti.',
          ),
      )
      .toBeVisible();
    expect(sessionStorage.getItem(OPERATOR_SESSION_KEY)).toBeNull();
  });
});
