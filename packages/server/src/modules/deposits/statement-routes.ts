/**
 * The operator's bank statement calls (`/api/ops/statements…`, DESIGN §3: money enters by SEPA credit
 * transfer, booked from camt.053/054): the import, the list of imports, the suspense list with its
 * assignment and the third-party payments with their booking (decision 0017), and the assignments above
 * SUSPENSE_APPROVAL_ABOVE waiting for a second operator (decision 0018). The rules live in
 * src/modules/deposits/deposits.ts and src/modules/deposits/held-credits.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { components } from '@invest/api-client';
import type { SuspenseReason } from './deposits.ts';
import {
  approveHeldCreditApproval,
  assignSuspenseCredit,
  bookThirdPartyPayment,
  declineHeldCreditApproval,
  listHeldCreditApprovals,
} from './held-credits.ts';
import { importStatement } from './statement-import.ts';
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';
import { centsToEuros } from '../../platform/money.ts';
import { listStatementImports } from './statement-imports.ts';
import { parseStatement, STATEMENT_MAX_BYTES } from './statements.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';
import { operatorId } from '../../platform/http/auth.ts';
import { depsInTransaction } from '../../platform/http/idempotency.ts';
import { latestReturns, returnThirdPartyPayment, type PayerReturnView } from '../withdrawals/index.ts';
import { keysetPage, type Keyset } from '../../platform/cursor.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import { REGISTERED_NAME_SQL } from '../account/index.ts';

type Schemas = components['schemas'];

/** The open request to assign a held credit `c` (decision 0018), if one waits for a second operator. */
const PENDING_APPROVAL_ID = `(SELECT a.id FROM held_credit_approvals a
   WHERE a.bank_credit_id = c.id AND a.status = 'PENDING_APPROVAL') AS pending_approval_id`;
/** A return of a third-party payment to its payer, as the contract's PayerReturn. */
function payerReturnJson(r: PayerReturnView): Schemas['PayerReturn'] {
  return {
    Id: r.id,
    paymentId: r.bankCreditId,
    amount: centsToEuros(r.amountCents),
    payerName: r.payerName,
    payerIban: r.payerIban,
    status: r.status,
    reason: r.reason,
    payoutBatchId: r.payoutBatchId,
    endToEndId: r.endToEndId,
    requestedAt: r.requestedAt.toISOString(),
    rejectReason: r.rejectReason,
  };
}

const SUSPENSE_REASON: Record<SuspenseReason, Schemas['SuspenseReason']> = {
  'no-reference': 'NO_REFERENCE',
  'invalid-reference': 'INVALID_REFERENCE',
  'unknown-investor': 'UNKNOWN_INVESTOR',
};

/**
 * Statements arrive as `application/xml`, kept as text for the camt parser (src/modules/deposits/statements.ts), up
 * to STATEMENT_MAX_BYTES (413 beyond). Operations that do not declare XML refuse it (415).
 */
/** GET /ops/suspense's order (newest booking first, the credit's id making it total) and cursor. */
const SUSPENSE_KEYSET: Keyset = {
  list: 'ops-suspense',
  keys: [
    { sql: 'c.booked_on', shape: 'date' },
    { sql: 'c.id', shape: 'id' },
  ],
  direction: 'DESC',
};

/** GET /ops/third-party-payments': the same order. */
const THIRD_PARTY_KEYSET: Keyset = { ...SUSPENSE_KEYSET, list: 'ops-third-party-payments' };

export function registerXmlBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/xml',
    { parseAs: 'string', bodyLimit: STATEMENT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}

export function statementHandlers(deps: Deps): Handlers {
  const { db, config } = deps;

  /** The deposit a held credit became, as the contract's Deposit. */
  async function depositView(q: Queryable, depositId: string): Promise<Schemas['Deposit']> {
    const { rows } = await q.query<{
      amount_cents: string;
      status: Schemas['TransactionStatus'];
      date: string;
    }>(
      `SELECT amount_cents, status, to_char(received_at AT TIME ZONE $2, 'YYYY-MM-DD') AS date
         FROM deposits WHERE id = $1`,
      [depositId, PLATFORM_TIME_ZONE],
    );
    const deposit = rows[0]!;
    return {
      Id: Number(depositId),
      status: deposit.status,
      dateFormatted: deposit.date,
      value: centsToEuros(deposit.amount_cents),
    };
  }

  return {
    async importBankStatement(request, _reply, tx) {
      const operator = operatorId(request);
      const statement = parseStatement(request.body, config.platformAccount.iban);
      const { outcomes, reversals } = await importStatement(
        depsInTransaction(deps, tx),
        request,
        operator,
        statement,
      );
      let totalCredited = 0n;
      let totalSuspense = 0n;
      let totalOriginator = 0n;
      const lines: Schemas['StatementLine'][] = outcomes.map(({ credit, result }) => {
        if (result.outcome === 'BOOKED') totalCredited += credit.amountCents;
        if (result.outcome === 'SUSPENSE') totalSuspense += credit.amountCents;
        if (result.outcome === 'ORIGINATOR') totalOriginator += credit.amountCents;
        return {
          bankReference: credit.bankRef,
          amount: centsToEuros(credit.amountCents),
          bookingDate: credit.bookedOn,
          outcome: result.outcome,
          ...(result.outcome === 'BOOKED' ? { userId: result.userId, depositId: result.depositId } : {}),
          ...(result.outcome === 'SUSPENSE' ? { suspenseId: result.suspenseId } : {}),
          ...(result.outcome === 'ORIGINATOR'
            ? { originatorId: result.originatorId, originatorName: result.originatorName }
            : {}),
        };
      });
      const count = (outcome: Schemas['StatementLine']['outcome']) =>
        lines.filter((l) => l.outcome === outcome).length;
      let totalReversed = 0n;
      let totalReturned = 0n;
      let totalShortfall = 0n;
      const reversalLines: Schemas['StatementReversalLine'][] = reversals.map(({ reversal, result }) => {
        if (result.outcome === 'REVERSED') {
          totalReversed += reversal.amountCents;
          totalShortfall += result.shortfallCents;
        }
        if (result.outcome === 'RETURNED' || result.outcome === 'PAYER_RETURNED')
          totalReturned += reversal.amountCents;
        return {
          kind: reversal.kind,
          bankReference: reversal.bankRef,
          amount: centsToEuros(reversal.amountCents),
          bookingDate: reversal.bookedOn,
          ...(reversal.reasonCode !== null ? { reasonCode: reversal.reasonCode } : {}),
          // A return line to a third-party payer that came back is a payout returned, too.
          outcome: result.outcome === 'PAYER_RETURNED' ? 'RETURNED' : result.outcome,
          ...(result.outcome === 'PAYER_RETURNED'
            ? { payerReturnId: result.payerReturnId, paymentId: result.bankCreditId }
            : {}),
          ...(result.outcome === 'REVERSED'
            ? {
                ...(result.userId !== null ? { userId: result.userId } : {}),
                ...(result.depositId !== null ? { depositId: result.depositId } : {}),
                shortfall: centsToEuros(result.shortfallCents),
              }
            : {}),
          ...(result.outcome === 'RETURNED'
            ? { userId: result.userId, withdrawalId: result.withdrawalId }
            : {}),
        };
      });
      const countReversals = (outcome: Schemas['StatementReversalLine']['outcome']) =>
        reversalLines.filter((l) => l.outcome === outcome).length;
      return {
        messageType: statement.messageType,
        statementIds: statement.statementIds,
        booked: count('BOOKED'),
        suspense: count('SUSPENSE'),
        originator: count('ORIGINATOR'),
        alreadyImported: count('ALREADY_IMPORTED'),
        ignored: statement.ignored,
        totalCredited: centsToEuros(totalCredited),
        totalSuspense: centsToEuros(totalSuspense),
        totalOriginator: centsToEuros(totalOriginator),
        lines,
        reversed: countReversals('REVERSED'),
        returned: countReversals('RETURNED'),
        unmatched: countReversals('UNMATCHED'),
        totalReversed: centsToEuros(totalReversed),
        totalReturned: centsToEuros(totalReturned),
        totalShortfall: centsToEuros(totalShortfall),
        reversals: reversalLines,
      };
    },

    async listBankStatements(request) {
      const { cursor, size = 20 } = request.query;
      const statements = await listStatementImports(db, cursor, size);
      const content = statements.rows.map((s) => ({
        statementId: s.statementId,
        messageType: s.messageType,
        importedAt: s.importedAt.toISOString(),
        importedBy: s.importedBy,
        credits: s.credits,
        booked: s.booked,
        totalBooked: centsToEuros(s.bookedCents),
        suspense: s.suspense,
        totalSuspense: centsToEuros(s.suspenseCents),
        originator: s.originator,
        totalOriginator: centsToEuros(s.originatorCents),
        openSuspense: s.openSuspense,
      }));
      return { content, next: statements.next };
    },

    async listSuspenseCredits(request) {
      const { cursor, size = 20 } = request.query;
      const { rows, next } = await keysetPage<{
        id: string;
        bank_ref: string;
        amount_cents: string;
        booked_on: string;
        suspense_reason: SuspenseReason;
        reference: string | null;
        remittance: string | null;
        debtor_name: string | null;
        debtor_iban: string | null;
        pending_approval_id: string | null;
      }>(db, SUSPENSE_KEYSET, 0, cursor, size, {
        select: `SELECT id, bank_ref, amount_cents, booked_on, suspense_reason, reference, remittance,
                        debtor_name, debtor_iban, ${PENDING_APPROVAL_ID}
                   FROM bank_credits c`,
        where: [
          `suspense_reason IS NOT NULL AND suspense_reason <> 'third-party' AND deposit_id IS NULL
             AND reversed_at IS NULL`,
        ],
      });
      const content = rows.map((r) => ({
        Id: Number(r.id),
        bankReference: r.bank_ref,
        amount: centsToEuros(r.amount_cents),
        bookingDate: r.booked_on,
        reason: SUSPENSE_REASON[r.suspense_reason],
        reference: r.reference,
        remittanceInformation: r.remittance,
        debtorName: r.debtor_name,
        debtorIban: r.debtor_iban,
        pendingApprovalId: r.pending_approval_id === null ? null : Number(r.pending_approval_id),
      }));
      return { content, next };
    },

    async listThirdPartyPayments(request) {
      const { cursor, size = 20 } = request.query;
      const { rows, next } = await keysetPage<{
        id: string;
        bank_ref: string;
        amount_cents: string;
        booked_on: string;
        reference: string | null;
        remittance: string | null;
        debtor_name: string | null;
        debtor_iban: string | null;
        quoted_user_id: string;
        investor_name: string;
        pending_approval_id: string | null;
      }>(db, THIRD_PARTY_KEYSET, 0, cursor, size, {
        select: `SELECT c.id, c.bank_ref, c.amount_cents, c.booked_on, c.reference, c.remittance, c.debtor_name,
                        c.debtor_iban, c.quoted_user_id, ${PENDING_APPROVAL_ID},
                        ${REGISTERED_NAME_SQL} AS investor_name
                   FROM bank_credits c JOIN users u ON u.id = c.quoted_user_id`,
        where: ["c.suspense_reason = 'third-party' AND c.deposit_id IS NULL AND c.reversed_at IS NULL"],
      });
      const returns = await latestReturns(
        db,
        rows.map((r) => Number(r.id)),
      );
      const content = rows.map((r) => {
        const payerReturn = returns.get(Number(r.id));
        return {
          Id: Number(r.id),
          bankReference: r.bank_ref,
          amount: centsToEuros(r.amount_cents),
          bookingDate: r.booked_on,
          reference: r.reference,
          remittanceInformation: r.remittance,
          payerName: r.debtor_name,
          payerIban: r.debtor_iban,
          userId: Number(r.quoted_user_id),
          investorName: r.investor_name,
          pendingApprovalId: r.pending_approval_id === null ? null : Number(r.pending_approval_id),
          payerReturn: payerReturn === undefined ? null : payerReturnJson(payerReturn),
        };
      });
      return { content, next };
    },

    async bookThirdPartyPayment(request, reply, tx) {
      const { id } = request.params;
      const outcome = await bookThirdPartyPayment(
        depsInTransaction(deps, tx),
        request,
        operatorId(request),
        id,
      );
      if (outcome.status === 'PENDING_APPROVAL') {
        reply.code(202);
        return outcome.approval;
      }
      return { paymentId: id, userId: outcome.userId, deposit: await depositView(tx, outcome.depositId) };
    },

    async returnThirdPartyPayment(request, _reply, tx) {
      const { id } = request.params;
      const made = await returnThirdPartyPayment(
        depsInTransaction(deps, tx),
        request,
        operatorId(request),
        id,
        request.body.reason,
      );
      return payerReturnJson(made);
    },

    async assignSuspenseCredit(request, reply, tx) {
      const { id } = request.params;
      const { userId } = request.body;
      const outcome = await assignSuspenseCredit(
        depsInTransaction(deps, tx),
        request,
        operatorId(request),
        id,
        userId,
      );
      if (outcome.status === 'PENDING_APPROVAL') {
        reply.code(202);
        return outcome.approval;
      }
      return { suspenseId: id, userId, deposit: await depositView(tx, outcome.depositId) };
    },

    async listHeldCreditApprovals(request) {
      const { status, cursor, size = 20 } = request.query;
      return listHeldCreditApprovals(db, { status, cursor, size });
    },

    async approveHeldCreditApproval(request, _reply, tx) {
      return approveHeldCreditApproval(
        depsInTransaction(deps, tx),
        request,
        operatorId(request),
        request.params.id,
      );
    },

    async declineHeldCreditApproval(request, _reply, tx) {
      return declineHeldCreditApproval(
        depsInTransaction(deps, tx),
        request,
        operatorId(request),
        request.params.id,
        request.body.reason,
      );
    },
  };
}
