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
import { depsInTransaction } from '../../platform/http/idempotency.ts';
import { receivableOr404 } from './marketplace.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

export function lifecycleHandlers(deps: Deps): Handlers {
  const { db } = deps;

  function actorOf(request: FastifyRequest): Actor {
    return { actor: `operator:${operatorId(request)}`, request };
  }

  return {
    async recordRepayment(request, reply, tx) {
      const { id } = request.params;
      const { amount, paidOn, payer = 'ORIGINATOR' } = request.body;
      const recorded = await recordRepayment(depsInTransaction(deps, tx), actorOf(request), id, {
        amountCents: eurosToCents(amount),
        paidOn,
        payer,
      });
      if (recorded.status === 'PENDING_APPROVAL') {
        reply.code(202);
        return recorded.repayment;
      }
      return receivableOr404(tx, id);
    },

    async listRepayments(request) {
      const { status, cursor, size = 20 } = request.query;
      return listRepayments(db, { status, cursor, size });
    },

    async approveRepayment(request, _reply, tx) {
      return approveRepayment(depsInTransaction(deps, tx), request, operatorId(request), request.params.id);
    },

    async declineRepayment(request, _reply, tx) {
      const { id } = request.params;
      return declineRepayment(
        depsInTransaction(deps, tx),
        request,
        operatorId(request),
        id,
        request.body.reason,
      );
    },

    async recordDelay(request, _reply, tx) {
      const { id } = request.params;
      await recordDelay(depsInTransaction(deps, tx), actorOf(request), id, request.body.since);
      return receivableOr404(tx, id);
    },

    async recordExtension(request, _reply, tx) {
      const { id } = request.params;
      await recordExtension(depsInTransaction(deps, tx), actorOf(request), id, request.body.days);
      return receivableOr404(tx, id);
    },

    async recordLossEvent(request, _reply, tx) {
      const { id } = request.params;
      await recordLossEvent(depsInTransaction(deps, tx), actorOf(request), id, request.body.occurredOn);
      return receivableOr404(tx, id);
    },

    async recordNonPayment(request, _reply, tx) {
      const { id } = request.params;
      await recordNonPayment(depsInTransaction(deps, tx), actorOf(request), id);
      return receivableOr404(tx, id);
    },
  };
}
