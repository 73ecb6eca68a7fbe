/**
 * Auto-invest (SPEC §2 strategies page and custom strategy form, §3, §4 Strategy; src/modules/auto-invest/auto-invest.ts).
 * The `userId` in the path is the caller's own (x-owner, checked before these run).
 */
import { recordAudit } from '../../platform/audit.ts';
import { withTransaction } from '../../platform/db/pool.ts';
import {
  deleteStrategy,
  EMPTY_STATS,
  findStrategy,
  investmentStats,
  previewStrategy,
  saveStrategy,
  strategyFromRequest,
} from './auto-invest.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';
import { spendStepUp, stepUpCodeOf } from '../verification/index.ts';
import { confirmStrategy } from './confirmation.ts';

export function autoInvestHandlers(deps: Deps): Handlers {
  const { db, clock } = deps;
  return {
    async getAutoInvest(request) {
      return { autoInvest: await findStrategy(db, clock, request.params.userId) };
    },

    async setAutoInvest(request, reply) {
      const strategy = strategyFromRequest(request.body);
      const { userId } = request.params;
      const given = stepUpCodeOf(request.body);
      const proof = await confirmStrategy(deps, request, reply, userId, strategy.type, given);
      // Choosing is confirming: the 2-year period starts again, and so does the place in the fair order.
      await withTransaction(db, async (tx) => {
        if (proof) await spendStepUp(tx, clock.now(), proof);
        await saveStrategy(tx, clock, userId, strategy);
        await recordAudit(tx, clock, request, {
          action: 'auto-invest.chosen',
          userId,
          details: { type: strategy.type },
        });
      });
      return { autoInvest: await findStrategy(db, clock, userId) };
    },

    async deleteAutoInvest(request) {
      const { userId } = request.params;
      await withTransaction(db, async (tx) => {
        if (await deleteStrategy(tx, userId))
          await recordAudit(tx, clock, request, { action: 'auto-invest.removed', userId, details: {} });
      });
      return { autoInvest: null };
    },

    async previewAutoInvest(request) {
      return previewStrategy(db, clock, request.params.userId, strategyFromRequest(request.body));
    },

    async getInvestmentStats(request) {
      try {
        return await investmentStats(db, clock);
      } catch (err) {
        // The cards show no yield rather than an error (SPEC §8: a stats failure yields empty stats).
        request.log.error({ err }, 'investment stats failed');
        return EMPTY_STATS;
      }
    },
  };
}
