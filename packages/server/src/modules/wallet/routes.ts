/**
 * The investor's balance object and account history (SPEC §2 Account summary table, §3 Account
 * balance and Account history entry; src/modules/wallet/balance.ts).
 */
import type { Deps, Handlers } from '../../platform/http/types.ts';
import { accountBalanceOf, accountHistoryPage } from './balance.ts';

export function walletHandlers(deps: Deps): Handlers {
  return {
    async getAccountBalance(request) {
      return accountBalanceOf(deps, request.auth!.userId);
    },

    async getAccountHistory(request) {
      // The contract's AccountHistoryEntry has no label: the type is a code the app translates, so
      // Accept-Language does not change this answer.
      return accountHistoryPage(
        deps.db,
        request.auth!.userId,
        request.query.cursor,
        request.query.size ?? 20,
      );
    },
  };
}
