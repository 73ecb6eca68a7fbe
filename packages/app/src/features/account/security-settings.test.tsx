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
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efgh${(i % 6) + 2}`);

const calls = (requests: Request[], method: string, pathname: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === pathname);
const bodies = async (requests: Request[]) =>
  Promise.all(requests.map(async (request) => (await request.clone().json()) as unknown));

const sessions = [
  {
    Id: 11,
    device: { browser: 'Chrome', os: 'Windows', mobile: false },
    network: '203.0.113.0/24',
    createdAt: '2026-11-20T08:00:00Z',
    lastSeenAt: '2026-11-21T09:30:00Z',
    current: true,
  },
  {
    Id: 12,
    device: { browser: 'Safari', os: 'iOS', mobile: true },
    network: '198.51.100.0/24',
    createdAt: '2026-11-19T08:00:00Z',
    lastSeenAt: '2026-11-20T18:00:00Z',
    current: false,
  },
];

function securityApi(options: { enabled?: boolean; sessionsFail?: boolean; more?: typeof sessions } = {}) {
  let enabled = options.enabled ?? false;
  let live = [...sessions, ...(options.more ?? [])];
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.get('/authenticator/{userId}', ({ response }) =>
      response(200).json({ enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
    ),
    http.post('/tokenRequest/{Id}', ({ response }) =>
      response(200).json({ verificationId: VERIFICATION, delivery: 'SENT' }),
    ),
    http.post('/authenticator/{userId}', ({ response }) =>
      response(200).json({
        secret: SECRET,
        otpauthUri: `otpauth://totp/Invest:ana?secret=${SECRET}&issuer=Invest`,
      }),
    ),
    http.put('/authenticator/{userId}', async ({ request, response }) => {
      const { code } = await request.json();
      if (code !== '246810') return response.untyped(apiError(422, 'phone-confirmation-code-invalid'));
      enabled = true;
      return response(200).json({ recoveryCodes: RECOVERY });
    }),
    http.put('/twoFactorAuth/{userId}', async ({ request, response }) => {
      const body = await request.json();
      return 'authenticatorCode' in body && body.authenticatorCode === '135790'
        ? response(200).json({ confirmed: true, twoFactorAuthEnabled: true })
        : response.untyped(apiError(422, 'phone-confirmation-code-invalid'));
    }),
    http.get('/passkeys/{userId}', ({ response }) => response(200).json([])),
    http.get('/sessions/{userId}', ({ response }) =>
      options.sessionsFail ? response.untyped(apiError(500, 'internal')) : response(200).json(live),
    ),
    http.delete('/session/{sessionId}', ({ params, response }) => {
      live = live.filter((s) => s.Id !== Number(params.sessionId));
      return response(200).json({});
    }),
    http.delete('/sessions/{userId}', ({ response }) => {
      const ended = live.filter((s) => !s.current).length;
      live = live.filter((s) => s.current);
      return response(200).json({ ended });
    }),
  );
}

async function openAccount(api: ReturnType<typeof securityApi>, language: 'en' | 'sl' = 'en') {
  app = renderApp({ fetch: api.fetch, path: '/u/account', credentials, language });
  await expect
    .element(page.getByRole('heading', { level: 1, name: language === 'en' ? 'Account' : 'Račun' }))
    .toBeVisible();
}

describe('authenticator app', () => {
  it('sets it up: SMS code, QR and key, the first code, then the recovery codes once', async () => {
    const api = securityApi();
    await openAccount(api);
    await expect.element(page.getByText(/^Not set up\./)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Set up' }));
    const sms = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await expect.element(sms).toBeVisible();
    expect(await bodies(calls(api.requests, 'POST', '/api/tokenRequest/7'))).toEqual([
      { tokenType: 'AUTHENTICATOR_CHANGE', isResend: false },
    ]);
    await userEvent.type(sms.getByRole('textbox', { name: 'Confirmation code' }), '123456');

    const scan = page.getByRole('dialog', { name: 'Scan the QR code' });
    await expect.element(scan).toBeVisible();
    expect(await bodies(calls(api.requests, 'POST', '/api/authenticator/7'))).toEqual([
      { verificationId: VERIFICATION, code: '123456' },
    ]);
    await expect
      .element(scan.getByRole('img', { name: 'QR code to add your Invest account to an authenticator app' }))
      .toBeVisible();
    await expect.element(scan.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();

    // A wrong first code is told under the boxes; the right one shows the recovery codes.
    await userEvent.type(scan.getByRole('textbox', { name: 'Code from the app' }), '111111');
    await expect.element(scan.getByText('Wrong confirmation code', { exact: false })).toBeVisible();
    await userEvent.type(scan.getByRole('textbox', { name: 'Code from the app' }), '246810');
    const recovery = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await expect.element(recovery).toBeVisible();
    for (const code of RECOVERY) await expect.element(recovery.getByText(code)).toBeVisible();
    await userEvent.click(recovery.getByRole('button', { name: 'I have saved them' }));
    await expect.element(recovery).not.toBeInTheDocument();
    await expect.element(page.getByText(/^Set up: its codes confirm/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Remove' })).toBeVisible();
  });

  it('offers the app’s code in the code dialog once it is set up', async () => {
    const api = securityApi({ enabled: true });
    await openAccount(api, 'sl');
    await expect.element(page.getByText(/Ostalo je še 10 obnovitvenih kod/)).toBeVisible();
    await userEvent.click(page.getByRole('switch', { name: 'Dvostopenjsko preverjanje pristnosti' }));
    const dialog = page.getByRole('dialog');
    await userEvent.click(
      dialog.getByRole('button', { name: 'Raje uporabite aplikacijo za preverjanje pristnosti' }),
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Koda iz aplikacije za preverjanje pristnosti' }),
      '135790',
    );
    await expect.element(dialog).not.toBeInTheDocument();
    expect(await bodies(calls(api.requests, 'PUT', '/api/twoFactorAuth/7'))).toEqual([
      { authenticatorCode: '135790' },
    ]);
    await expect
      .element(page.getByRole('switch', { name: 'Dvostopenjsko preverjanje pristnosti' }))
      .toBeChecked();
  });
});

describe('authenticator app with a passkey', () => {
  function passkeyApi() {
    const api = securityApi({ enabled: true });
    api.use(
      ...passkeyHandlers(),
      http.delete('/authenticator/{userId}', async ({ request, response }) => {
        const body = await request.json();
        return 'passkey' in body
          ? response(200).json({ enabled: false, recoveryCodesLeft: 0 })
          : response.untyped(apiError(422, 'phone-confirmation-code-invalid'));
      }),
    );
    return api;
  }

  it('removes the app confirmed with an AUTHENTICATOR_CHANGE passkey challenge', async () => {
    browser.passkeysSupported.mockReturnValue(true);
    browser.getPasskeyAssertion.mockResolvedValue({ ok: true, credential: passkeyConfirmation.credential });
    const api = passkeyApi();
    await openAccount(api);
    await userEvent.click(page.getByRole('button', { name: 'Remove', exact: true }));
    const dialog = page.getByRole('dialog', { name: 'Remove the authenticator app' });
    await userEvent.click(dialog.getByRole('button', { name: 'Use a passkey instead' }));
    await expect.element(page.getByText('The authenticator app is removed')).toBeVisible();
    expect(await bodies(calls(api.requests, 'POST', '/api/passkeyChallenge/7'))).toEqual([
      { tokenType: 'AUTHENTICATOR_CHANGE' },
    ]);
    expect(browser.getPasskeyAssertion).toHaveBeenCalledExactlyOnceWith(assertionOptions);
    expect(await bodies(calls(api.requests, 'DELETE', '/api/authenticator/7'))).toEqual([
      { passkey: passkeyConfirmation },
    ]);
  });

  it('offers no passkey for setting the app up (that takes the SMS code only)', async () => {
    browser.passkeysSupported.mockReturnValue(true);
    const api = securityApi();
    api.use(...passkeyHandlers());
    await openAccount(api);
    // The passkey list has loaded: the dialog would know of the passkey.
    await expect.element(page.getByText('Chrome on macOS')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Set up' }));
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByRole('textbox', { name: 'Confirmation code' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Use a passkey instead' }).elements()).toHaveLength(0);
  });
});

describe('signed-in devices', () => {
  it('lists them, this device first, and logs out another or all others', async () => {
    const api = securityApi();
    await openAccount(api);
    const list = page.getByTestId('sessions');
    await expect.element(list.getByText(/^Chrome on Windows/)).toBeVisible();
    await expect.element(list.getByText('This device')).toBeVisible();
    await expect.element(list.getByText(/network 198\.51\.100\.0\/24/)).toBeVisible();
    // The current device has no log-out button of its own.
    expect(list.getByRole('button', { name: 'Log out Chrome on Windows' }).elements()).toHaveLength(0);
    await userEvent.click(list.getByRole('button', { name: 'Log out Safari on iOS' }));
    await expect.element(page.getByText('The device is logged out')).toBeVisible();
    expect(calls(api.requests, 'DELETE', '/api/session/12')).toHaveLength(1);
    await expect.element(list.getByText('Safari on iOS')).not.toBeInTheDocument();
    // Nothing else to log out: the button for all others is gone.
    expect(page.getByRole('button', { name: 'Log out all other devices' }).elements()).toHaveLength(0);
  });

  it('collapses repeats of one browser into one row with their number; its log-out ends them all', async () => {
    // Three more Safari on iOS sessions from the same network, used earlier.
    const more = [13, 14, 15].map((Id, i) => ({
      ...sessions[1]!,
      Id,
      lastSeenAt: `2026-11-1${8 - i}T10:00:00Z`,
    }));
    const api = securityApi({ more });
    await openAccount(api);
    const list = page.getByTestId('sessions');
    await expect.element(list.getByText(/^4 sessions · Last active/)).toBeVisible();
    // One row each: this device and the four Safari sessions.
    expect(list.getByRole('listitem').elements()).toHaveLength(2);
    expect(list.getByText('Safari on iOS').elements()).toHaveLength(1);
    await userEvent.click(list.getByRole('button', { name: 'Log out Safari on iOS' }));
    // Waited for by the calls, not the toast: the test before leaves the same toast on the screen.
    await expect
      .poll(() => [12, 13, 14, 15].map((id) => calls(api.requests, 'DELETE', `/api/session/${id}`).length))
      .toEqual([1, 1, 1, 1]);
    await expect.element(page.getByText('The device is logged out')).toBeVisible();
    await expect.element(list.getByText('Safari on iOS')).not.toBeInTheDocument();
  });

  it('logs out all other devices at once', async () => {
    const api = securityApi();
    await openAccount(api, 'sl');
    await userEvent.click(page.getByRole('button', { name: 'Odjavi vse druge naprave' }));
    await expect.element(page.getByText('Odjavljena je 1 naprava')).toBeVisible();
    expect(calls(api.requests, 'DELETE', '/api/sessions/7')).toHaveLength(1);
  });

  it('says so when the list cannot be loaded', async () => {
    await openAccount(securityApi({ sessionsFail: true }));
    await expect
      .element(page.getByText('We could not load your signed-in devices. Please reload the page.'))
      .toBeVisible();
  });
});
