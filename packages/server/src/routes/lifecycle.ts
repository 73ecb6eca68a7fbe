/**
 * Operator calls that move a receivable through its life (`/api/ops/receivables/{id}/…`, src/lifecycle.ts):
 * repayment, delay, extension, loss event, non-payment. Each is audited with the operator as actor and
 * answers the receivable as the operator sees it afterwards.
 */
import type { FastifyRequest } from 'fastify';
import { eurosToCents } from '../ledger.ts';
import {
  recordDelay,
  recordExtension,
  recordLossEvent,
  recordNonPayment,
  recordRepayment,
  type Actor,
} from '../lifecycle.ts';
import { notFound } from '../errors.ts';
import { opsReceivable } from '../marketplace.ts';
import { operatorId } from './ops.ts';
import type { Deps, Handlers } from './types.ts';

export function lifecycleHandlers(deps: Deps): Handlers {
  const { db } = deps;

  function actorOf(request: FastifyRequest): Actor {
    return { actor: `operator:${operatorId(request)}`, request };
  }

  async function answer(id: number) {
    const receivable = await opsReceivable(db, id);
    if (!receivable) throw notFound('No such receivable');
    return receivable;
  }

  return {
    async recordRepayment(request) {
      const { id } = request.params;
      const { amount, paidOn, payer = 'ORIGINATOR' } = request.body;
      await recordRepayment(deps, actorOf(request), id, { amountCents: eurosToCents(amount), paidOn, payer });
      return answer(id);
    },

    async recordDelay(request) {
      const { id } = request.params;
      await recordDelay(deps, actorOf(request), id, request.body.since);
      return answer(id);
    },

    async recordExtension(request) {
      const { id } = request.params;
      await recordExtension(deps, actorOf(request), id, request.body.days);
      return answer(id);
    },

    async recordLossEvent(request) {
      const { id } = request.params;
      await recordLossEvent(deps, actorOf(request), id, request.body.occurredOn);
      return answer(id);
    },

    async recordNonPayment(request) {
      const { id } = request.params;
      await recordNonPayment(deps, actorOf(request), id);
      return answer(id);
    },
  };
}
