import type { ApiRequestError, components } from '@invest/api-client';
import { useState } from 'react';
import { useApiMutation } from '../api';
import { useSession } from '../session';
import { usePasskeys } from './use-passkeys';
import { getPasskeyAssertion, passkeysSupported } from './webauthn';

/** What a passkey challenge confirms: the action's code request (tokenType and its binding fields). */
export type PasskeyChallengeFields = components['schemas']['PasskeyChallengeRequest'];
/** A passkey's answer to the action's challenge, sent as `passkey` in place of the code. */
export type PasskeyAssertion = components['schemas']['PasskeyAssertion'];

/**
 * How asking the passkey went: its assertion, the service refusing the challenge (`error`), the
 * person closing the browser's dialog (`cancelled`: nothing to say) or the browser failing.
 */
export type PasskeyAssertionOutcome =
  | { ok: true; passkey: PasskeyAssertion }
  | { ok: false; error: ApiRequestError }
  | { ok: false; failure: 'cancelled' | 'failed' };

/**
 * The passkey confirmation of a step-up action, one piece of code for the code dialog and the
 * change-password page: `offered` when the action takes a passkey (`wanted`), the browser can use one
 * and the signed-in investor has one; `assert` asks a challenge bound to the action
 * (POST /passkeyChallenge/{userId}) and the browser's assertion for it, to send as `{ passkey }`.
 */
export function usePasskeyAssertion(wanted: boolean) {
  const session = useSession();
  const [browserPasskeys] = useState(passkeysSupported);
  const userId =
    wanted && browserPasskeys && session.status === 'signed-in' ? session.credentials.userId : null;
  const passkeys = usePasskeys(userId);
  const requestChallenge = useApiMutation('post', '/passkeyChallenge/{userId}', {
    fallbackErrorKey: 'something-wrong',
  });

  const assert = async (challenge: PasskeyChallengeFields): Promise<PasskeyAssertionOutcome> => {
    if (userId === null) return { ok: false, failure: 'failed' };
    const asked = await requestChallenge.trigger({ params: { path: { userId } }, body: challenge });
    if (!asked.ok) return { ok: false, error: asked.error };
    const outcome = await getPasskeyAssertion(asked.data.options);
    if (!outcome.ok) return { ok: false, failure: outcome.failure === 'cancelled' ? 'cancelled' : 'failed' };
    return { ok: true, passkey: { challengeId: asked.data.challengeId, credential: outcome.credential } };
  };

  return { offered: userId !== null && (passkeys.data?.length ?? 0) > 0, assert };
}
