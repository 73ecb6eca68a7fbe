/**
 * The marketplace and the investor's purchases (SPEC §2 Investments, New investment, My investments;
 * §7). Reading is src/modules/marketplace/marketplace.ts, buying and cancelling src/modules/marketplace/purchases.ts. A user investment's id
 * in the path is the caller's own (x-owner `user-investment`, checked before these run).
 */
import { badRequest, notFound } from '../../platform/errors.ts';
import { eurosToCents } from '../../platform/money.ts';
import {
  findInvestment,
  findUserInvestment,
  listOpenInvestments,
  listOriginatorNames,
  type InvestmentFilters,
  listUserInvestments,
  type SortedPage,
} from './marketplace.ts';
import {
  buyConfirmedReceivable,
  buyReceivable,
  cancelPurchase,
  PURCHASED_STATUS,
  purchasedResponse,
} from './purchases.ts';
import { findOriginatorProfile } from './originator-profile.ts';
import { holdingSchedule } from './schedule.ts';
import { spendStepUp, takeStepUp } from '../verification/index.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

/** The dashboard's "last added investments" and "last invested" tables (SPEC §2): the 5 newest by `sort`. */
function latest<Sort extends string>(sort: Sort): SortedPage<Sort> {
  return { sort, direction: 'desc', limit: 5, offset: 0 };
}

/**
 * The marketplace's filters as the contract let them through, checked for what one parameter's schema
 * cannot say: a range's ends in order, an originator's text not only spaces (400 validation-error).
 */
function marketplaceFilters(filters: InvestmentFilters): InvestmentFilters {
  const { termFrom, termTo, rateFrom, rateTo } = filters;
  if (termFrom !== undefined && termTo !== undefined && termFrom > termTo)
    throw badRequest('termFrom is above termTo');
  if (rateFrom !== undefined && rateTo !== undefined && rateFrom > rateTo)
    throw badRequest('rateFrom is above rateTo');
  if (filters.originator === undefined) return filters;
  const originator = filters.originator.trim();
  if (originator === '') throw badRequest('originator is empty');
  return { ...filters, originator };
}

export function investmentHandlers({ db, clock, config }: Deps): Handlers {
  return {
    async listInvestments(request) {
      const { sort = 'date', direction = 'desc', limit = 20, offset = 0, ...filters } = request.query;
      return listOpenInvestments(
        db,
        clock,
        request.auth!.userId,
        { sort, direction, limit, offset },
        marketplaceFilters(filters),
      );
    },

    async listLatestInvestments(request) {
      return listOpenInvestments(db, clock, request.auth!.userId, latest('date'));
    },

    async getInvestment(request) {
      const investment = await findInvestment(db, request.auth!.userId, request.params.id);
      if (!investment) throw notFound('No such investment');
      return investment;
    },

    async listUserInvestments(request) {
      const { sort = 'issued', direction = 'desc', limit = 20, offset = 0 } = request.query;
      return listUserInvestments(db, clock, request.auth!.userId, { sort, direction, limit, offset });
    },

    async listLatestUserInvestments(request) {
      return listUserInvestments(db, clock, request.auth!.userId, latest('issued'));
    },

    async getUserInvestment(request) {
      const holding = await findUserInvestment(db, clock, request.auth!.userId, request.params.id);
      if (!holding) throw notFound();
      return holding;
    },

    async getUserInvestmentSchedule(request) {
      const schedule = await holdingSchedule(db, clock, config, request.auth!.userId, request.params.id);
      if (!schedule) throw notFound();
      return schedule;
    },

    async listOriginatorNames() {
      return listOriginatorNames(db);
    },

    async getOriginator(request) {
      const originator = await findOriginatorProfile(db, request.params.id);
      if (!originator) throw notFound('No such originator');
      return originator;
    },

    // One statement in autocommit, the Idempotency-Key's response included (src/modules/marketplace/purchases.ts);
    // with two-factor on, in one transaction with the spend of its code.
    createUserInvestment: {
      async singleStatement(request, reply, record) {
        const { investmentId, amount } = request.body;
        const purchase = {
          userId: request.auth!.userId,
          receivableId: investmentId,
          amountCents: eurosToCents(amount),
        };
        const proof = takeStepUp(request);
        const { id } = proof
          ? await buyConfirmedReceivable(db, clock, purchase, request, record, (tx, now) =>
              spendStepUp(tx, now, proof),
            )
          : await buyReceivable(db, clock, purchase, request, record);
        reply.code(PURCHASED_STATUS);
        return purchasedResponse(id);
      },
    },

    async cancelUserInvestment(request, _reply, tx) {
      const proof = takeStepUp(request);
      if (proof) await spendStepUp(tx, clock.now(), proof);
      await cancelPurchase(
        tx,
        clock,
        { userId: request.auth!.userId, userInvestmentId: request.params.id },
        request,
      );
      return {};
    },
  };
}
