import { useApiMutation, useApiQuery } from '../../../lib/api';

/**
 * PUT /updateCustomer/{Id}: one setting or profile field per call (the contract refuses two). The
 * answer is the updated user, which the caller puts into the current user's cache itself
 * (useProfileChange), so nothing is fetched again.
 */
export function useUpdateCustomer() {
  return useApiMutation('put', '/updateCustomer/{Id}', { fallbackErrorKey: 'something-wrong' });
}

/** POST /tokenRequest/{Id}: the SMS code of an account action (TWO_FACTOR_CHANGE, DELETE_ACCOUNT, CHANGE_PASSWORD). */
export function useRequestCode() {
  return useApiMutation('post', '/tokenRequest/{Id}', { fallbackErrorKey: 'something-wrong' });
}

/** PUT /twoFactorAuth/{userId} with a TWO_FACTOR_CHANGE code; answers the new status. */
export function useEnableTwoFactor() {
  return useApiMutation('put', '/twoFactorAuth/{userId}', { fallbackErrorKey: 'something-wrong' });
}

/** DELETE /twoFactorAuth/{userId} with a TWO_FACTOR_CHANGE code; answers the new status. */
export function useDisableTwoFactor() {
  return useApiMutation('delete', '/twoFactorAuth/{userId}', { fallbackErrorKey: 'something-wrong' });
}

/** POST /deleteAccount/{userId} with a DELETE_ACCOUNT code; success ends the session. */
export function useDeleteAccount() {
  return useApiMutation('post', '/deleteAccount/{userId}', { fallbackErrorKey: 'something-wrong' });
}

/** POST /passwordReset, the signed-in variant: a CHANGE_PASSWORD verification, its code and the new password. */
export function useChangePassword() {
  return useApiMutation('post', '/passwordReset', { fallbackErrorKey: 'genericErrorMessage' });
}

export { useAuthenticatorStatus } from '../../../lib/sms-code/authenticator-status';

/** POST /authenticator/{userId} with an AUTHENTICATOR_CHANGE SMS code: the new secret and its QR URI. */
export function useStartAuthenticator() {
  return useApiMutation('post', '/authenticator/{userId}', { fallbackErrorKey: 'something-wrong' });
}

/** PUT /authenticator/{userId} with the app's first code: the recovery codes, shown once. */
export function useConfirmAuthenticator() {
  return useApiMutation('put', '/authenticator/{userId}', {
    fallbackErrorKey: 'something-wrong',
    revalidates: ['/authenticator/{userId}'],
  });
}

/** DELETE /authenticator/{userId} with an SMS or authenticator code. */
export function useRemoveAuthenticator() {
  return useApiMutation('delete', '/authenticator/{userId}', {
    fallbackErrorKey: 'something-wrong',
    revalidates: ['/authenticator/{userId}'],
  });
}

/** GET /sessions/{userId}: the signed-in devices, the current one first. */
export function useSessions(userId: number) {
  return useApiQuery('/sessions/{userId}', { path: { userId } });
}

/** DELETE /session/{sessionId}: logs one device out. */
export function useEndSession() {
  return useApiMutation('delete', '/session/{sessionId}', {
    fallbackErrorKey: 'something-wrong',
    revalidates: ['/sessions/{userId}'],
  });
}

/** DELETE /sessions/{userId}: logs every other device out. */
export function useEndOtherSessions() {
  return useApiMutation('delete', '/sessions/{userId}', {
    fallbackErrorKey: 'something-wrong',
    revalidates: ['/sessions/{userId}'],
  });
}

export { usePasskeys } from '../../../lib/passkeys/use-passkeys';

/**
 * POST /passkeys/{userId} with a PASSKEY_CHANGE confirmation (SMS, authenticator or recovery code):
 * the options for the browser's navigator.credentials.create(), valid for 5 minutes.
 */
export function useStartPasskey() {
  return useApiMutation('post', '/passkeys/{userId}', { fallbackErrorKey: 'something-wrong' });
}

/** PUT /passkeys/{userId} with the credential the browser made: the passkey added. */
export function useFinishPasskey() {
  return useApiMutation('put', '/passkeys/{userId}', {
    fallbackErrorKey: 'something-wrong',
    revalidates: ['/passkeys/{userId}'],
  });
}

/** PATCH /passkeys/{userId}/{passkeyId}: a new name. */
export function useRenamePasskey() {
  return useApiMutation('patch', '/passkeys/{userId}/{passkeyId}', {
    fallbackErrorKey: 'something-wrong',
    revalidates: ['/passkeys/{userId}'],
  });
}

/** DELETE /passkeys/{userId}/{passkeyId} with a PASSKEY_CHANGE confirmation: the passkeys left. */
export function useRemovePasskey() {
  return useApiMutation('delete', '/passkeys/{userId}/{passkeyId}', {
    fallbackErrorKey: 'something-wrong',
    revalidates: ['/passkeys/{userId}'],
  });
}
