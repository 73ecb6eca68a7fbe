import { unwrap, type ApiClient, type components } from '@invest/api-client';
import type { TokenResponse } from '../../lib/session/session-store';

export type PasskeyAssertionStart = components['schemas']['PasskeyAssertionOptions'];
export type PasskeyAssertion = components['schemas']['PasskeyAssertion'];

/** POST /passkeyLogin/options: a sign-in challenge listing no credentials (the browser offers its own). */
export async function passkeyLoginOptions(api: ApiClient): Promise<PasskeyAssertionStart> {
  return unwrap(await api.POST('/passkeyLogin/options'), 'error-logging-in');
}

/**
 * POST /passkeyLogin: the browser's assertion for that challenge, answered with a token as the
 * password grant's. Rejects with an ApiRequestError (`unauthorized` for an assertion refused).
 */
export async function passkeyLoginToken(api: ApiClient, assertion: PasskeyAssertion): Promise<TokenResponse> {
  return unwrap(await api.POST('/passkeyLogin', { body: assertion }), 'error-logging-in');
}
