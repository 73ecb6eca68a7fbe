/**
 * The signed-in investor's account (SPEC §2 Account page, §4, §7): one setting or profile field at a
 * time, two-factor on and off, closing the account, the authenticator app and the active sessions.
 * The rules live in src/modules/account/profile-update.ts, src/modules/account/account-security.ts, src/modules/account/account-closure.ts,
 * src/modules/verification/authenticator.ts and src/modules/account/sessions.ts; the `{Id}`/`{userId}` is the caller's own (x-owner,
 * checked before), a `{sessionId}` one of the caller's sessions (its resolver, src/platform/http/auth.ts).
 */
import {
  confirmAuthenticator,
  deleteAccount,
  removeAuthenticator,
  setTwoFactor,
  startAuthenticatorEnrolment,
} from './account-security.ts';
import { authenticatorStatus } from '../verification/index.ts';
import { forbidden } from '../../platform/errors.ts';
import { applyProfileChange, singleChange } from './profile-update.ts';
import { endOtherSessions, endSession, listSessions } from './sessions.ts';
import { signedInUser, toUserJson } from './users.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

export function accountHandlers(deps: Deps): Handlers {
  const { db, clock } = deps;

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

    async enableTwoFactorAuth(request, reply) {
      return setTwoFactor(deps, request, request.auth!.userId, true, request.body, reply);
    },

    async disableTwoFactorAuth(request, reply) {
      return setTwoFactor(deps, request, request.auth!.userId, false, request.body, reply);
    },

    async deleteAccount(request, reply) {
      await deleteAccount(deps, request, request.auth!.userId, request.body, reply);
      return {};
    },

    async getAuthenticator(request) {
      return authenticatorStatus(db, request.auth!.userId);
    },

    async startAuthenticatorEnrolment(request, reply) {
      return startAuthenticatorEnrolment(deps, request, request.auth!.userId, request.body, reply);
    },

    async confirmAuthenticator(request, reply) {
      return confirmAuthenticator(deps, request, reply, request.auth!.userId, request.body.code);
    },

    async removeAuthenticator(request, reply) {
      return removeAuthenticator(deps, request, request.auth!.userId, request.body, reply);
    },

    async listSessions(request) {
      return listSessions(db, clock, request.auth!.userId, request.auth!.tokenHash);
    },

    async endOtherSessions(request) {
      const ended = await endOtherSessions(db, clock, request, request.auth!.userId, request.auth!.tokenHash);
      return { ended };
    },

    async endSession(request) {
      await endSession(db, clock, request, request.auth!.userId, request.params.sessionId);
      return {};
    },
  };
}
