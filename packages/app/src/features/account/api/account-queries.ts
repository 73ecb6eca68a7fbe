import { useApiMutation } from '../../../lib/api';

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
