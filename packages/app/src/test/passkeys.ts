import type { Schemas } from '@invest/api-client';
import type { AuthenticationCredential } from '../lib/passkeys/webauthn';
import { http } from './fake-api';

/**
 * Contract-shaped passkey data for the component tests of the screens that confirm a step-up with
 * a passkey (the browser's ceremony itself is mocked in each test file: lib/passkeys/webauthn).
 */
export const PASSKEY_CHALLENGE = 'chl_0123456789abcdef';

/** What POST /passkeyChallenge/{userId} answers, handed to getPasskeyAssertion. */
export const assertionOptions: Schemas['PasskeyRequestOptions'] = {
  challenge: 'c3RlcC11cA',
  rpId: 'invest.si',
  userVerification: 'required',
  allowCredentials: [{ id: 'Y3JlZC0x', type: 'public-key' }],
};

/** The browser's assertion for that challenge. */
export const assertionCredential: AuthenticationCredential = {
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

/** The `passkey` a screen sends in place of the code. */
export const passkeyConfirmation = { challengeId: PASSKEY_CHALLENGE, credential: assertionCredential };

export const enrolledPasskey: Schemas['Passkey'] = {
  id: '3f0c2a8e-5b7d-4c1e-9a6f-2d8b7e4c1a90',
  name: 'Chrome on macOS',
  device: { browser: 'Chrome', os: 'macOS', mobile: false },
  createdAt: '2026-11-20T09:00:00Z',
  lastUsedAt: null,
  backedUp: true,
};

/** GET /passkeys/{userId} with these passkeys, and POST /passkeyChallenge/{userId} answering the challenge. */
export function passkeyHandlers(passkeys: Schemas['Passkey'][] = [enrolledPasskey]) {
  return [
    http.get('/passkeys/{userId}', ({ response }) => response(200).json(passkeys)),
    http.post('/passkeyChallenge/{userId}', ({ response }) =>
      response(200).json({ challengeId: PASSKEY_CHALLENGE, options: assertionOptions }),
    ),
  ];
}
