import type { Schemas } from '@invest/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type * as WebAuthn from '../../../lib/passkeys/webauthn';
import type { RegistrationCredential } from '../../../lib/passkeys/webauthn';
import { apiError, http, mockApi } from '../../../test/fake-api';
import { renderConsole } from '../../../test/ops-console';

// Only the browser's WebAuthn ceremony is faked; the service is the contract's mocks.
const webauthn = vi.hoisted(() => ({
  createPasskey: vi.fn(),
  passkeysSupported: vi.fn(() => true),
}));
vi.mock('../../../lib/passkeys/webauthn', async (importOriginal) => ({
  ...(await importOriginal<typeof WebAuthn>()),
  createPasskey: webauthn.createPasskey,
  passkeysSupported: webauthn.passkeysSupported,
}));

type Passkey = Schemas['Passkey'];

let app: ReturnType<typeof renderConsole> | undefined;
beforeEach(() => {
  webauthn.createPasskey.mockReset();
  webauthn.passkeysSupported.mockReset().mockReturnValue(true);
});
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

const CHALLENGE = 'chal_0123456789abcdef';
const OPTIONS: Schemas['PasskeyCreationOptions'] = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'Invest' },
  user: { id: 'b3AtMQ', name: 'ops@invest.si', displayName: 'Ana Novak' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
};
const CREDENTIAL: RegistrationCredential = {
  id: 'Y3JlZC0y',
  rawId: 'Y3JlZC0y',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nmb3Jt' },
};
const desk: Passkey = {
  id: '3f1e2d4c-5b6a-4978-8c9d-0e1f2a3b4c55',
  name: 'Edge on Windows',
  device: { browser: 'Edge', os: 'Windows', mobile: false },
  createdAt: '2026-11-10T08:00:00Z',
  lastUsedAt: '2026-11-27T07:45:00Z',
  backedUp: false,
};

const calls = (requests: Request[], method: string, pathname: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === pathname);
const bodies = async (requests: Request[]) =>
  Promise.all(requests.map(async (request) => (await request.clone().json()) as unknown));

/** The operator's passkeys; the authenticator's current code is 246810. */
function securityApi() {
  let live: Passkey[] = [desk];
  return mockApi(
    http.get('/ops/passkeys', ({ response }) => response(200).json(live)),
    http.post('/ops/passkeys', async ({ request, response }) =>
      (await request.json()).otp === '246810'
        ? response(200).json({ challengeId: CHALLENGE, options: OPTIONS })
        : response.untyped(apiError(422, 'phone-confirmation-code-invalid')),
    ),
    http.put('/ops/passkeys', async ({ request, response }) => {
      const body = await request.json();
      if (body.challengeId !== CHALLENGE) return response.untyped(apiError(422, 'passkey-invalid'));
      const added: Passkey = {
        id: '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c66',
        name: 'Chrome on macOS',
        device: { browser: 'Chrome', os: 'macOS', mobile: false },
        createdAt: '2026-11-28T10:00:00Z',
        lastUsedAt: null,
        backedUp: true,
      };
      live = [added, ...live];
      return response(200).json(added);
    }),
    http.delete('/ops/passkeys/{passkeyId}', async ({ params, request, response }) => {
      if ((await request.json()).otp !== '246810')
        return response.untyped(apiError(422, 'phone-confirmation-code-invalid'));
      live = live.filter((p) => p.id !== params.passkeyId);
      return response(200).json(live);
    }),
  );
}

const list = () => page.getByRole('list', { name: 'Your passkeys' });

describe('my security (operator)', () => {
  it('lists the operator’s passkeys without Rename and adds one with the authenticator code', async () => {
    webauthn.createPasskey.mockResolvedValue({ ok: true, credential: CREDENTIAL });
    const api = securityApi();
    app = renderConsole(api, '/ops/security');
    await expect.element(page.getByRole('heading', { level: 1, name: 'My security' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'My security' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(list().getByText('Edge on Windows')).toBeVisible();
    await expect
      .element(list().getByText(/^Added 10 Nov 2026, \d\d:00 · Last used 27 Nov 2026/))
      .toBeVisible();
    expect(
      list()
        .getByRole('button', { name: /^Rename/ })
        .elements(),
    ).toHaveLength(0);

    await userEvent.click(page.getByRole('button', { name: 'Add a passkey' }));
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await expect.element(dialog).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Authenticator code' }), '111111');
    await expect.element(dialog.getByText('Wrong confirmation code', { exact: false })).toBeVisible();
    expect(webauthn.createPasskey).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Authenticator code' }), '246810');

    await expect.element(page.getByText('The passkey “Chrome on macOS” is added')).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(await bodies(calls(api.requests, 'POST', '/api/ops/passkeys'))).toEqual([
      { otp: '111111' },
      { otp: '246810' },
    ]);
    expect(webauthn.createPasskey).toHaveBeenCalledExactlyOnceWith(OPTIONS);
    expect(await bodies(calls(api.requests, 'PUT', '/api/ops/passkeys'))).toEqual([
      { challengeId: CHALLENGE, credential: CREDENTIAL },
    ]);
    await expect.element(list().getByRole('listitem').first().getByText('Chrome on macOS')).toBeVisible();
    await expect.element(list().getByText('Synced')).toBeVisible();
  });

  it('removes one with the authenticator code (Slovene)', async () => {
    const api = securityApi();
    app = renderConsole(api, '/ops/security', 1, 'sl');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Moja varnost' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Odstrani Edge on Windows' }));
    const dialog = page.getByRole('dialog', { name: 'Odstranitev ključa za dostop »Edge on Windows«' });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Koda za preverjanje pristnosti' }), '246810');
    await expect.element(page.getByText('Ključ za dostop »Edge on Windows« je odstranjen')).toBeVisible();
    expect(await bodies(calls(api.requests, 'DELETE', `/api/ops/passkeys/${desk.id}`))).toEqual([
      { otp: '246810' },
    ]);
    await expect.element(page.getByText('Ključev za dostop še nimate.')).toBeVisible();
  });

  it('offers no Add where the browser cannot make passkeys', async () => {
    webauthn.passkeysSupported.mockReturnValue(false);
    app = renderConsole(securityApi(), '/ops/security');
    await expect.element(list().getByText('Edge on Windows')).toBeVisible();
    await expect.element(page.getByText(/^This browser cannot make passkeys\./)).toBeVisible();
    expect(page.getByRole('button', { name: 'Add a passkey' }).elements()).toHaveLength(0);
  });
});
