import type { components } from '@invest/api-client';
import { passkeysSupported } from './passkeys-supported';

export { passkeysSupported };

type CreationOptions = components['schemas']['PasskeyCreationOptions'];
type RequestOptions = components['schemas']['PasskeyRequestOptions'];
export type RegistrationCredential = components['schemas']['RegistrationCredential'];
export type AuthenticationCredential = components['schemas']['AuthenticationCredential'];

/**
 * Why the browser gave no credential: the person closed or timed out its dialog (`cancelled`: say
 * nothing alarming, let them try again), the authenticator already holds a passkey of this account
 * (`exists`), or anything else the browser refused (`failed`). docs/decisions/0026-passkeys.md.
 */
export type PasskeyFailure = 'cancelled' | 'exists' | 'failed';

export type PasskeyOutcome<T> = { ok: true; credential: T } | { ok: false; failure: PasskeyFailure };

/**
 * The WebAuthn ceremonies through @simplewebauthn/browser, loaded on first use: only screens that
 * use a passkey pay for it, and the login page only when the investor reaches for one.
 */
const browserLibrary = () => import('@simplewebauthn/browser');

function failureOf(error: unknown): PasskeyFailure {
  const name = error instanceof Error ? error.name : '';
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'exists';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError' || name === 'NotAllowedError')
    return 'cancelled';
  return 'failed';
}

/** navigator.credentials.create() with the service's options (POST /passkeys/{userId}). */
export async function createPasskey(
  options: CreationOptions,
): Promise<PasskeyOutcome<RegistrationCredential>> {
  try {
    const { startRegistration } = await browserLibrary();
    const credential = await startRegistration({
      optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'],
    });
    return { ok: true, credential: credential as RegistrationCredential };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}

/**
 * navigator.credentials.get() with the service's options: a sign-in's or an action's challenge.
 * `autofill` asks for conditional mediation (the passkeys offered in the e-mail field's autofill,
 * which needs `autocomplete="username webauthn"` on it); it waits until the person picks one, or
 * until `cancelPasskeyRequest` (another ceremony starting cancels it too).
 */
export async function getPasskeyAssertion(
  options: RequestOptions,
  { autofill = false }: { autofill?: boolean } = {},
): Promise<PasskeyOutcome<AuthenticationCredential>> {
  try {
    const { startAuthentication, browserSupportsWebAuthnAutofill } = await browserLibrary();
    if (autofill && !(await browserSupportsWebAuthnAutofill())) return { ok: false, failure: 'cancelled' };
    const credential = await startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
      useBrowserAutofill: autofill,
    });
    return { ok: true, credential: credential as AuthenticationCredential };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}

/** Ends a pending ceremony (the autofill one when the page goes away). */
export async function cancelPasskeyRequest(): Promise<void> {
  const { WebAuthnAbortService } = await browserLibrary();
  WebAuthnAbortService.cancelCeremony();
}

/**
 * Whether the browser offers passkeys in a field's autofill (conditional mediation), asked of the
 * browser itself: the login page starts the autofill ceremony only then, so elsewhere it neither
 * asks the service for a challenge nor loads the WebAuthn library.
 */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  const credential = window.PublicKeyCredential as {
    isConditionalMediationAvailable?: () => Promise<boolean>;
  };
  try {
    return (await credential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}
