/**
 * The investor's passkeys (Account → Security): list, add (POST starts after a PASSKEY_CHANGE
 * confirmation, PUT stores what the browser made), rename and remove. The rules live in
 * src/modules/account/account-passkeys.ts and src/modules/verification/passkeys.ts; the `{userId}` is
 * the caller's own (x-owner, checked before), a `{passkeyId}` of someone else answers 404.
 */
import { listPasskeys, renamePasskey } from '../verification/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';
import { finishInvestorPasskey, removeInvestorPasskey, startInvestorPasskey } from './account-passkeys.ts';

export function passkeyHandlers(deps: Deps): Handlers {
  const { db, clock } = deps;
  return {
    async listPasskeys(request) {
      return listPasskeys(db, { userId: request.auth!.userId });
    },

    async startPasskeyRegistration(request, reply) {
      return startInvestorPasskey(deps, request, reply, request.auth!.userId, request.body);
    },

    async finishPasskeyRegistration(request) {
      return finishInvestorPasskey(deps, request, request.auth!.userId, request.body);
    },

    async renamePasskey(request) {
      const userId = request.auth!.userId;
      const renamed = await renamePasskey(db, { userId }, request.params.passkeyId, request.body.name);
      await recordAudit(db, clock, request, {
        action: 'passkey.renamed',
        userId,
        details: { keyId: renamed.id },
      });
      return renamed;
    },

    async removePasskey(request, reply) {
      const userId = request.auth!.userId;
      return removeInvestorPasskey(deps, request, reply, userId, request.params.passkeyId, request.body);
    },
  };
}
