/**
 * The operator's payout calls (`/api/ops/payouts…`, src/modules/withdrawals/payouts.ts): make a batch of the pending
 * withdrawals, approve it (a second operator) or decline it, read a batch, download its pain.001 file,
 * confirm the bank's outcome per line; list the batches and the investors' withdrawals (src/modules/withdrawals/payout-lists.ts).
 */
import type { FastifyReply } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { centsToEuros } from '../../platform/money.ts';
import {
  approveLineRejection,
  approvePayoutBatch,
  confirmPayoutBatch,
  createPayoutBatch,
  declineLineRejection,
  declinePayoutBatch,
  holdWithdrawal,
  listLineRejections,
  payoutBatchView,
  payoutDocument,
  releaseWithdrawal,
  type LineRejectionView,
  type PayoutBatchView,
} from './payouts.ts';
import {
  listPayoutBatches,
  listWithdrawals,
  withdrawalTotals,
  type OpsWithdrawalRow,
} from './payout-lists.ts';
import { pendingReturnTotals } from './payer-returns.ts';
import { operatorId } from '../../platform/http/auth.ts';
import { depsInTransaction } from '../../platform/http/idempotency.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

function sendDocument(reply: FastifyReply, batchId: number, document: string): FastifyReply {
  return reply
    .type('application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="payout-${batchId}.xml"`)
    .send(document);
}

function batchJson(b: PayoutBatchView) {
  return {
    Id: b.id,
    messageId: b.messageId,
    createdAt: b.createdAt.toISOString(),
    createdBy: b.createdBy,
    createdByEmail: b.createdByEmail,
    approvedBy: b.approvedBy,
    approvedByEmail: b.approvedByEmail,
    approvedAt: b.approvedAt?.toISOString() ?? null,
    declinedBy: b.declinedBy,
    declinedByEmail: b.declinedByEmail,
    declinedAt: b.declinedAt?.toISOString() ?? null,
    declineReason: b.declineReason,
    requestedExecutionDate: b.requestedExecutionDate,
    numberOfTransactions: b.transactionCount,
    controlSum: centsToEuros(b.totalCents),
    lines: b.lines.map((l) => ({
      withdrawalId: l.withdrawalId,
      endToEndId: l.endToEndId,
      userId: l.userId,
      amount: centsToEuros(l.amountCents),
      creditorIban: l.creditorIban,
      // A batch's lines are never PENDING (the column is set with SENT).
      status: l.status === 'PENDING' ? ('SENT' as const) : l.status,
    })),
    returnLines: b.returnLines.map((r) => ({
      payerReturnId: r.id,
      paymentId: r.bankCreditId,
      endToEndId: r.endToEndId ?? '',
      payerName: r.payerName,
      creditorIban: r.payerIban,
      amount: centsToEuros(r.amountCents),
      status: r.status,
    })),
  };
}

function withdrawalJson(w: OpsWithdrawalRow) {
  return {
    Id: w.id,
    userId: w.userId,
    investorName: w.investorName,
    amount: centsToEuros(w.amountCents),
    iban: w.iban,
    status: w.status,
    requestedAt: w.requestedAt.toISOString(),
    payoutBatchId: w.payoutBatchId,
    waitingReason: w.waitingReason,
    holdReason: w.holdReason,
  };
}

function rejectionJson(r: LineRejectionView) {
  return {
    Id: r.id,
    withdrawalId: r.withdrawalId,
    payoutBatchId: r.payoutBatchId,
    endToEndId: r.endToEndId,
    userId: r.userId,
    investorName: r.investorName,
    amount: centsToEuros(r.amountCents),
    reason: r.reason,
    status: r.status,
    requestedBy: r.requestedBy,
    requestedByEmail: r.requestedByEmail,
    requestedAt: r.requestedAt.toISOString(),
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    declineReason: r.declineReason,
  };
}

export function payoutHandlers(deps: Deps): Handlers {
  const { db } = deps;
  /** One withdrawal as the operator's list shows it (after a hold or a release). */
  const oneWithdrawal = async (id: number) => {
    const [w] = (await listWithdrawals(db, { id, size: 1 })).rows;
    if (!w) throw notFound('No such withdrawal');
    return withdrawalJson(w);
  };
  return {
    async createPayoutBatch(request, reply, tx) {
      const batch = await createPayoutBatch(depsInTransaction(deps, tx), request, operatorId(request));
      reply
        .code(201)
        .header('location', `/api/ops/payouts/${batch.id}`)
        .header('payout-batch-id', String(batch.id));
      return batchJson((await payoutBatchView(tx, batch.id))!);
    },

    async approvePayoutBatch(request, _reply, tx) {
      const { id } = request.params;
      return batchJson(
        await approvePayoutBatch(depsInTransaction(deps, tx), request, operatorId(request), id),
      );
    },

    async declinePayoutBatch(request, _reply, tx) {
      const { id } = request.params;
      const { reason } = request.body;
      return batchJson(
        await declinePayoutBatch(depsInTransaction(deps, tx), request, operatorId(request), id, reason),
      );
    },

    async listPayoutBatches(request) {
      const { state, cursor, size = 20 } = request.query;
      const batches = await listPayoutBatches(db, { state, cursor, size });
      const content = batches.rows.map((b) => ({
        Id: b.id,
        messageId: b.messageId,
        state: b.state,
        createdAt: b.createdAt.toISOString(),
        createdBy: b.createdBy,
        createdByEmail: b.createdByEmail,
        approvedBy: b.approvedBy,
        approvedAt: b.approvedAt?.toISOString() ?? null,
        declinedBy: b.declinedBy,
        declinedAt: b.declinedAt?.toISOString() ?? null,
        requestedExecutionDate: b.requestedExecutionDate,
        numberOfTransactions: b.transactionCount,
        controlSum: centsToEuros(b.totalCents),
      }));
      return { content, next: batches.next };
    },

    async listOpsWithdrawals(request) {
      const { status, cursor, size = 20 } = request.query;
      const withdrawals = await listWithdrawals(db, { status, cursor, size });
      return { content: withdrawals.rows.map(withdrawalJson), next: withdrawals.next };
    },

    async holdWithdrawal(request) {
      const { id } = request.params;
      await holdWithdrawal(deps, request, operatorId(request), id, request.body.reason);
      return oneWithdrawal(id);
    },

    async releaseWithdrawal(request) {
      const { id } = request.params;
      await releaseWithdrawal(deps, request, operatorId(request), id);
      return oneWithdrawal(id);
    },

    async listPayoutRejections(request) {
      const { status, cursor, size = 20 } = request.query;
      const page = await listLineRejections(db, { status, cursor, size });
      return { content: page.rows.map(rejectionJson), next: page.next };
    },

    async approvePayoutRejection(request, _reply, tx) {
      return rejectionJson(
        await approveLineRejection(
          depsInTransaction(deps, tx),
          request,
          operatorId(request),
          request.params.id,
        ),
      );
    },

    async declinePayoutRejection(request, _reply, tx) {
      const { id } = request.params;
      return rejectionJson(
        await declineLineRejection(
          depsInTransaction(deps, tx),
          request,
          operatorId(request),
          id,
          request.body.reason,
        ),
      );
    },

    async getOpsWithdrawalTotals(request) {
      const { count, totalCents } = await withdrawalTotals(db, request.query.status);
      if (request.query.status !== 'PENDING') return { count, total: centsToEuros(totalCents) };
      // The next batch takes the returns to third-party payers too (decision 0019).
      const returns = await pendingReturnTotals(db);
      return {
        count,
        total: centsToEuros(totalCents),
        payerReturns: { count: returns.count, total: centsToEuros(returns.totalCents) },
      };
    },

    async getPayoutBatch(request) {
      const batch = await payoutBatchView(db, request.params.id);
      if (!batch) throw notFound('No such payout batch');
      return batchJson(batch);
    },

    async downloadPayoutFile(request, reply) {
      const document = await payoutDocument(db, request.params.id);
      if (document === null) throw notFound('No such payout batch');
      return sendDocument(reply, request.params.id, document);
    },

    async confirmPayoutBatch(request, _reply, tx) {
      const batch = await confirmPayoutBatch(
        depsInTransaction(deps, tx),
        request,
        operatorId(request),
        request.params.id,
        request.body.lines,
      );
      return batchJson(batch);
    },
  };
}
