/**
 * Operator calls that move a receivable through its life (`/api/ops/receivables/{id}/…`, src/modules/marketplace/lifecycle.ts):
 * repayment, delay, extension, loss event, non-payment. Each is audited with the operator as actor and
 * answers the receivable as the operator sees it afterwards — except a repayment beyond the schedule,
 * which answers 202 with the repayment waiting for a second operator (`/api/ops/repayments…`,
 * src/modules/marketplace/repayments.ts).
 */
import type { FastifyRequest } from 'fastify';
import { eurosToCents } from '../../platform/money.ts';
import { recordDelay, recordExtension, recordLossEvent, recordNonPayment, type Actor } from './lifecycle.ts';
import { approveRepayment, declineRepayment, listRepayments, recordRepayment } from './repayments.ts';
import { operatorId } from '../../platform/http/auth.ts';
import { receivableOr404 } from './marketplace.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

export function lifecycleHandlers(deps: Deps): Handlers {
  const { db } = deps;

  function actorOf(request: FastifyRequest): Actor {
    return { actor: `operator:${operatorId(request)}`, request };
  }

  return {
    async recordRepayment(request, reply) {
      const { id } = request.params;
      const { amount, paidOn, payer = 'ORIGINATOR' } = request.body;
      const recorded = await recordRepayment(deps, actorOf(request), id, {
        amountCents: eurosToCents(amount),
        paidOn,
        payer,
      });
      if (recorded.status === 'PENDING_APPROVAL') {
        reply.code(202);
        return recorded.repayment;
      }
      return receivableOr404(db, id);
    },

    async listRepayments(request) {
      const { status, limit = 20, offset = 0 } = request.query;
      return listRepayments(db, { status, limit, offset });
    },

    async approveRepayment(request) {
      return approveRepayment(deps, request, operatorId(request), request.params.id);
    },

    async declineRepayment(request) {
      return declineRepayment(deps, request, operatorId(request), request.params.id, request.body.reason);
    },

    async recordDelay(request) {
      const { id } = request.params;
      await recordDelay(deps, actorOf(request), id, request.body.since);
      return receivableOr404(db, id);
    },

    async recordExtension(request) {
      const { id } = request.params;
      await recordExtension(deps, actorOf(request), id, request.body.days);
      return receivableOr404(db, id);
    },

    async recordLossEvent(request) {
      const { id } = request.params;
      await recordLossEvent(deps, actorOf(request), id, request.body.occurredOn);
      return receivableOr404(db, id);
    },

    async recordNonPayment(request) {
      const { id } = request.params;
      await recordNonPayment(deps, actorOf(request), id);
      return receivableOr404(db, id);
    },
  };
}
