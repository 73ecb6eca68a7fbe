import type { Schemas } from '@invest/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type * as WebAuthn from '../../lib/passkeys/webauthn';
import type { RegistrationCredential } from '../../lib/passkeys/webauthn';
import { apiError, demoUser, http, mockApi } from '../../test/fake-api';
import {
  PASSKEY_CHALLENGE,
  assertionCredential,
  assertionOptions,
  passkeyConfirmation,
  passkeyHandlers,
} from '../../test/passkeys';
import { renderApp } from '../../test/render-app';

// The browser's WebAuthn ceremony is the one thing faked here (Chromium's virtual authenticator
// drives the real one in the Playwright journey): the service side is the contract's mocks.
const webauthn = vi.hoisted(() => ({
  createPasskey: vi.fn(),
  getPasskeyAssertion: vi.fn(),
  passkeysSupported: vi.fn(() => true),
}));
vi.mock('../../lib/passkeys/webauthn', async (importOriginal) => ({
  ...(await importOriginal<typeof WebAuthn>()),
  createPasskey: webauthn.createPasskey,
  getPasskeyAssertion: webauthn.getPasskeyAssertion,
  passkeysSupported: webauthn.passkeysSupported,
}));

type Passkey = Schemas['Passkey'];

let app: ReturnType<typeof renderApp> | undefined;
beforeEach(() => {
  webauthn.createPasskey.mockReset();
  webauthn.getPasskeyAssertion.mockReset().mockResolvedValue({ ok: true, credential: assertionCredential });
  webauthn.passkeysSupported.mockReset().mockReturnValue(true);
});
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };
const VERIFICATION = 'ver_0123456789abcdef';
const CHALLENGE = 'chal_0123456789abcdef';
const OPTIONS: Schemas['PasskeyCreationOptions'] = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'Invest' },
  user: { id: 'dXNlci03', name: 'demo@invest.si', displayName: 'Ana Novak' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
};
const CREDENTIAL: RegistrationCredential = {
  id: 'Y3JlZC0x',
  rawId: 'Y3JlZC0x',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nmb3Jt' },
};

const laptop: Passkey = {
  id: '0b6f3c0e-8a4d-4f51-9a57-3c1f0e6d2a11',
  name: 'Chrome on macOS',
  device: { browser: 'Chrome', os: 'macOS', mobile: false },
  createdAt: '2026-11-20T08:00:00Z',
  lastUsedAt: '2026-11-27T09:30:00Z',
  backedUp: true,
};
const phone: Passkey = {
  id: '7d2e9b41-1c3a-4e8f-b6d0-5a9c8e7f6b22',
  name: 'Safari on iOS',
  device: { browser: 'Safari', os: 'iOS', mobile: true },
  createdAt: '2026-11-21T08:00:00Z',
  lastUsedAt: null,
  backedUp: false,
};

const calls = (requests: Request[], method: string, pathname: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === pathname);
const bodies = async (requests: Request[]) =>
  Promise.all(requests.map(async (request) => (await request.clone().json()) as unknown));

/**
 * The account's calls with a live list of passkeys: a PASSKEY_CHANGE code 123456 (or app code 135790,
 * or the assertion for the passkey challenge) is right.
 */
function passkeysApi(options: { passkeys?: Passkey[]; authenticator?: boolean } = {}) {
  let live = [...(options.passkeys ?? [laptop, phone])];
  const rightCode = (body: Schemas['StepUpConfirmation']) =>
    ('code' in body && body.code === '123456') ||
    ('authenticatorCode' in body && body.authenticatorCode === '135790') ||
    ('passkey' in body && body.passkey.challengeId === PASSKEY_CHALLENGE);
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.get('/authenticator/{userId}', ({ response }) =>
      response(200).json({ enabled: options.authenticator ?? false, recoveryCodesLeft: 10 }),
    ),
    http.get('/sessions/{userId}', ({ response }) => response(200).json([])),
    http.post('/tokenRequest/{Id}', ({ response }) =>
      response(200).json({ verificationId: VERIFICATION, delivery: 'SENT' }),
    ),
    http.get('/passkeys/{userId}', ({ response }) => response(200).json(live)),
    passkeyHandlers()[1]!,
    http.post('/passkeys/{userId}', async ({ request, response }) =>
      rightCode(await request.json())
        ? response(200).json({ challengeId: CHALLENGE, options: OPTIONS })
        : response.untyped(apiError(422, 'phone-confirmation-code-invalid')),
    ),
    http.put('/passkeys/{userId}', async ({ request, response }) => {
      const body = await request.json();
      if (body.challengeId !== CHALLENGE) return response.untyped(apiError(422, 'passkey-invalid'));
      const added: Passkey = {
        id: '9c4a1f20-6b7e-4d3c-8e2f-1a0b9c8d7e33',
        name: 'Chrome on Linux',
        device: { browser: 'Chrome', os: 'Linux', mobile: false },
        createdAt: '2026-11-28T10:00:00Z',
        lastUsedAt: null,
        backedUp: false,
      };
      live = [added, ...live];
      return response(200).json(added);
    }),
    http.patch('/passkeys/{userId}/{passkeyId}', async ({ params, request, response }) => {
      const { name } = await request.json();
      live = live.map((p) => (p.id === params.passkeyId ? { ...p, name } : p));
      return response(200).json(live.find((p) => p.id === params.passkeyId)!);
    }),
    http.delete('/passkeys/{userId}/{passkeyId}', async ({ params, request, response }) => {
      if (!rightCode(await request.json()))
        return response.untyped(apiError(422, 'phone-confirmation-code-invalid'));
      live = live.filter((p) => p.id !== params.passkeyId);
      return response(200).json(live);
    }),
  );
}

async function openAccount(api: ReturnType<typeof passkeysApi>, language: 'en' | 'sl' = 'en') {
  app = renderApp({ fetch: api.fetch, path: '/u/account', credentials, language });
  await expect
    .element(page.getByRole('heading', { level: 1, name: language === 'en' ? 'Account' : 'Račun' }))
    .toBeVisible();
}

const list = () => page.getByRole('list', { name: 'Your passkeys' });

describe('passkeys in the security settings', () => {
  it('lists them with the device, Synced, added and last used', async () => {
    await openAccount(passkeysApi());
    await expect.element(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
    await expect.element(page.getByText(/replaces your password and SMS code/)).toBeVisible();
    const rows = list().getByRole('listitem');
    await expect.element(rows.first().getByText('Chrome on macOS')).toBeVisible();
    expect(rows.elements()).toHaveLength(2);
    expect(rows.elements().map((row) => row.getAttribute('data-device'))).toEqual(['computer', 'phone']);
    await expect.element(rows.first().getByText('Synced')).toBeVisible();
    await expect
      .element(rows.first().getByText(/^Added 20 Nov 2026, \d\d:00 · Last used 27 Nov 2026/))
      .toBeVisible();
    await expect.element(rows.nth(1).getByText(/^Added 21 Nov 2026, \d\d:00 · Not used yet$/)).toBeVisible();
    expect(rows.nth(1).getByText('Synced').elements()).toHaveLength(0);
  });

  it('adds one: the code, the browser’s passkey, the PUT, a toast and the list again', async () => {
    webauthn.createPasskey.mockResolvedValue({ ok: true, credential: CREDENTIAL });
    const api = passkeysApi();
    await openAccount(api);
    await expect.element(list()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add a passkey' }));
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await expect.element(dialog).toBeVisible();
    expect(await bodies(calls(api.requests, 'POST', '/api/tokenRequest/7'))).toEqual([
      { tokenType: 'PASSKEY_CHANGE', isResend: false },
    ]);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Confirmation code' }), '123456');

    await expect.element(page.getByText('The passkey “Chrome on Linux” is added')).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(await bodies(calls(api.requests, 'POST', '/api/passkeys/7'))).toEqual([
      { verificationId: VERIFICATION, code: '123456' },
    ]);
    expect(webauthn.createPasskey).toHaveBeenCalledExactlyOnceWith(OPTIONS);
    expect(await bodies(calls(api.requests, 'PUT', '/api/passkeys/7'))).toEqual([
      { challengeId: CHALLENGE, credential: CREDENTIAL },
    ]);
    // The list was asked for again and shows the new passkey first.
    await expect.element(list().getByRole('listitem').first().getByText('Chrome on Linux')).toBeVisible();
    expect(calls(api.requests, 'GET', '/api/passkeys/7').length).toBeGreaterThanOrEqual(2);
    expect(list().getByRole('listitem').elements()).toHaveLength(3);
  });

  it('confirms with the authenticator app’s code where one is set up (Slovene)', async () => {
    webauthn.createPasskey.mockResolvedValue({ ok: true, credential: CREDENTIAL });
    const api = passkeysApi({ authenticator: true });
    await openAccount(api, 'sl');
    await userEvent.click(page.getByRole('button', { name: 'Dodaj ključ za dostop' }));
    const dialog = page.getByRole('dialog', { name: 'Dodajanje ključa za dostop' });
    await userEvent.click(
      dialog.getByRole('button', { name: 'Raje uporabite aplikacijo za preverjanje pristnosti' }),
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Koda iz aplikacije za preverjanje pristnosti' }),
      '135790',
    );
    await expect.element(page.getByText('Ključ za dostop »Chrome on Linux« je dodan')).toBeVisible();
    expect(await bodies(calls(api.requests, 'POST', '/api/passkeys/7'))).toEqual([
      { authenticatorCode: '135790' },
    ]);
  });

  it('says calmly that nothing was added when the browser’s window is closed, and tries again without a code', async () => {
    webauthn.createPasskey.mockResolvedValueOnce({ ok: false, failure: 'cancelled' });
    const api = passkeysApi();
    await openAccount(api);
    await expect.element(list()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add a passkey' }));
    await userEvent.type(
      page.getByRole('dialog', { name: 'Add a passkey' }).getByRole('textbox', { name: 'Confirmation code' }),
      '123456',
    );
    await expect.element(page.getByText('You did not add a passkey')).toBeVisible();
    await expect.element(page.getByText(/try again in the next 5 minutes without a new code/)).toBeVisible();
    // Nothing went to the service, nothing alarming was said.
    expect(calls(api.requests, 'PUT', '/api/passkeys/7')).toHaveLength(0);
    expect(page.getByText('The passkey was not added').elements()).toHaveLength(0);
    expect(list().getByRole('listitem').elements()).toHaveLength(2);

    // Try again: the same options, no second code.
    webauthn.createPasskey.mockResolvedValueOnce({ ok: true, credential: CREDENTIAL });
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect.element(page.getByText('The passkey “Chrome on Linux” is added')).toBeVisible();
    expect(webauthn.createPasskey).toHaveBeenCalledTimes(2);
    expect(webauthn.createPasskey).toHaveBeenLastCalledWith(OPTIONS);
    expect(calls(api.requests, 'POST', '/api/tokenRequest/7')).toHaveLength(1);
    expect(calls(api.requests, 'POST', '/api/passkeys/7')).toHaveLength(1);
    expect(calls(api.requests, 'PUT', '/api/passkeys/7')).toHaveLength(1);
  });

  it('says when this device has a passkey already', async () => {
    webauthn.createPasskey.mockResolvedValueOnce({ ok: false, failure: 'exists' });
    const api = passkeysApi();
    await openAccount(api);
    await expect.element(list()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add a passkey' }));
    await userEvent.type(
      page.getByRole('dialog', { name: 'Add a passkey' }).getByRole('textbox', { name: 'Confirmation code' }),
      '123456',
    );
    await expect.element(page.getByText('This device already has a passkey for your account')).toBeVisible();
    expect(calls(api.requests, 'PUT', '/api/passkeys/7')).toHaveLength(0);
  });

  it('renames one in place: an empty name is refused, a new one is saved', async () => {
    const api = passkeysApi();
    await openAccount(api);
    await userEvent.click(list().getByRole('button', { name: 'Rename Safari on iOS' }));
    const field = list().getByRole('textbox', { name: 'Passkey name' });
    await expect.element(field).toHaveValue('Safari on iOS');
    await userEvent.clear(field);
    await userEvent.click(list().getByRole('button', { name: 'Save' }));
    await expect.element(list().getByText('Enter a name.')).toBeVisible();
    await userEvent.type(field, 'x'.repeat(65));
    await userEvent.keyboard('{Enter}');
    await expect.element(list().getByText('Use at most 64 characters.')).toBeVisible();
    expect(calls(api.requests, 'PATCH', `/api/passkeys/7/${phone.id}`)).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '  My iPhone {Enter}');
    await expect.element(page.getByText('The passkey is renamed')).toBeVisible();
    expect(await bodies(calls(api.requests, 'PATCH', `/api/passkeys/7/${phone.id}`))).toEqual([
      { name: 'My iPhone' },
    ]);
    await expect.element(list().getByRole('button', { name: 'Rename My iPhone' })).toBeVisible();
  });

  it('removes one with the code', async () => {
    const api = passkeysApi();
    await openAccount(api);
    await userEvent.click(list().getByRole('button', { name: 'Remove Chrome on macOS' }));
    const dialog = page.getByRole('dialog', { name: 'Remove the passkey “Chrome on macOS”' });
    await expect.element(dialog).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Confirmation code' }), '111111');
    await expect.element(dialog.getByText('Wrong confirmation code', { exact: false })).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Confirmation code' }), '123456');
    await expect.element(page.getByText('The passkey “Chrome on macOS” is removed')).toBeVisible();
    expect(await bodies(calls(api.requests, 'DELETE', `/api/passkeys/7/${laptop.id}`))).toEqual([
      { verificationId: VERIFICATION, code: '111111' },
      { verificationId: VERIFICATION, code: '123456' },
    ]);
    await expect.element(list().getByText('Chrome on macOS')).not.toBeInTheDocument();
    expect(list().getByRole('listitem').elements()).toHaveLength(1);
  });

  it('offers no Add where the browser cannot make passkeys, and still lists them', async () => {
    webauthn.passkeysSupported.mockReturnValue(false);
    await openAccount(passkeysApi());
    await expect.element(page.getByText(/^This browser cannot make passkeys\./)).toBeVisible();
    await expect.element(list().getByText('Chrome on macOS')).toBeVisible();
    expect(page.getByRole('button', { name: 'Add a passkey' }).elements()).toHaveLength(0);
  });

  it('says there are none yet', async () => {
    await openAccount(passkeysApi({ passkeys: [] }));
    await expect.element(page.getByText('You have no passkeys yet.')).toBeVisible();
  });
});

describe('passkeys confirmed with a passkey', () => {
  it('adds another one confirmed with a passkey: a PASSKEY_CHANGE challenge, then the new passkey', async () => {
    webauthn.createPasskey.mockResolvedValue({ ok: true, credential: CREDENTIAL });
    const api = passkeysApi();
    await openAccount(api);
    await expect.element(list()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add a passkey' }));
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await userEvent.click(dialog.getByRole('button', { name: 'Use a passkey instead' }));
    await expect.element(page.getByText('The passkey “Chrome on Linux” is added')).toBeVisible();
    expect(await bodies(calls(api.requests, 'POST', '/api/passkeyChallenge/7'))).toEqual([
      { tokenType: 'PASSKEY_CHANGE' },
    ]);
    expect(webauthn.getPasskeyAssertion).toHaveBeenCalledExactlyOnceWith(assertionOptions);
    expect(await bodies(calls(api.requests, 'POST', '/api/passkeys/7'))).toEqual([
      { passkey: passkeyConfirmation },
    ]);
    expect(webauthn.createPasskey).toHaveBeenCalledExactlyOnceWith(OPTIONS);
  });

  it('removes one confirmed with a passkey (Slovene)', async () => {
    const api = passkeysApi();
    await openAccount(api, 'sl');
    await userEvent.click(
      page
        .getByRole('list', { name: 'Vaši ključi za dostop' })
        .getByRole('button', { name: 'Odstrani Chrome on macOS' }),
    );
    const dialog = page.getByRole('dialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Raje uporabite ključ za dostop' }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(await bodies(calls(api.requests, 'POST', '/api/passkeyChallenge/7'))).toEqual([
      { tokenType: 'PASSKEY_CHANGE' },
    ]);
    expect(await bodies(calls(api.requests, 'DELETE', `/api/passkeys/7/${laptop.id}`))).toEqual([
      { passkey: passkeyConfirmation },
    ]);
  });

  it('offers no passkey for adding the first one', async () => {
    const api = passkeysApi({ passkeys: [] });
    await openAccount(api);
    await expect.element(page.getByText('You have no passkeys yet.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add a passkey' }));
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await expect.element(dialog.getByRole('textbox', { name: 'Confirmation code' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Use a passkey instead' }).elements()).toHaveLength(0);
  });
});
