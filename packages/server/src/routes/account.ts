/**
 * The signed-in investor's account (SPEC §2 Account page, §4, §7): one setting or profile field at a
 * time, two-factor on and off, and closing the account. The rules live in src/profile-update.ts,
 * src/account-security.ts and src/account-closure.ts; the `{Id}`/`{userId}` is the caller's own
 * (x-owner, checked before).
 */
import { deleteAccount, setTwoFactor } from '../account-security.ts';
import { forbidden } from '../errors.ts';
import { applyProfileChange, singleChange } from '../profile-update.ts';
import { signedInUser, toUserJson } from '../users.ts';
import type { Deps, Handlers } from './types.ts';

export function accountHandlers(deps: Deps): Handlers {
  const { db } = deps;

  return {
    async updateCustomer(request) {
      const userId = request.auth!.userId;
      const { Id, username } = request.body;
      const user = await signedInUser(db, userId);
      // The body names the user too (SPEC §7): both must be the signed-in user's.
      if (Id !== userId || username.toLowerCase() !== user.username.toLowerCase()) {
        throw forbidden('Id and username must be those of the signed-in user');
      }
      await applyProfileChange(deps, request, userId, singleChange(request.body));
      return toUserJson(await signedInUser(db, userId));
    },

    async enableTwoFactorAuth(request) {
      return setTwoFactor(deps, request, request.auth!.userId, true, request.body);
    },

    async disableTwoFactorAuth(request) {
      return setTwoFactor(deps, request, request.auth!.userId, false, request.body);
    },

    async deleteAccount(request) {
      await deleteAccount(deps, request, request.auth!.userId, request.body);
      return {};
    },
  };
}
