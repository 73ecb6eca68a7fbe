/**
 * The operator's bank statement calls (`/api/ops/statements…`, DESIGN §3: money enters by SEPA credit
 * transfer, booked from camt.053/054): the import, the list of imports and the suspense list with its
 * assignment. The rules live in src/modules/deposits/deposits.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { components } from '@invest/api-client';
import { assignSuspenseCredit, importStatement, type SuspenseReason } from './deposits.ts';
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';
import { centsToEuros } from '../../platform/money.ts';
import { listStatementImports } from './statement-imports.ts';
import { parseStatement, STATEMENT_MAX_BYTES } from './statements.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';
import { operatorId } from '../../platform/http/auth.ts';
import { depsInTransaction } from '../../platform/http/idempotency.ts';

type Schemas = components['schemas'];

const SUSPENSE_REASON: Record<SuspenseReason, Schemas['SuspenseReason']> = {
  'no-reference': 'NO_REFERENCE',
  'invalid-reference': 'INVALID_REFERENCE',
  'unknown-investor': 'UNKNOWN_INVESTOR',
};

/**
 * Statements arrive as `application/xml`, kept as text for the camt parser (src/modules/deposits/statements.ts), up
 * to STATEMENT_MAX_BYTES (413 beyond). Operations that do not declare XML refuse it (415).
 */
export function registerXmlBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/xml',
    { parseAs: 'string', bodyLimit: STATEMENT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}

export function statementHandlers(deps: Deps): Handlers {
  const { db, config } = deps;

  return {
    async importBankStatement(request, _reply, tx) {
      const operator = operatorId(request);
      const statement = parseStatement(request.body, config.platformAccount.iban);
      const { outcomes } = await importStatement(depsInTransaction(deps, tx), request, operator, statement);
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
      };
    },

    async listBankStatements(request) {
      const { limit = 20, offset = 0 } = request.query;
      const statements = await listStatementImports(db, { limit, offset });
      return statements.map((s) => ({
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
    },

    async listSuspenseCredits(request) {
      const { limit = 20, offset = 0 } = request.query;
      const { rows } = await db.query<{
        id: string;
        bank_ref: string;
        amount_cents: string;
        booked_on: string;
        suspense_reason: SuspenseReason;
        reference: string | null;
        remittance: string | null;
        debtor_name: string | null;
        debtor_iban: string | null;
      }>(
        `SELECT id, bank_ref, amount_cents, booked_on, suspense_reason, reference, remittance,
                debtor_name, debtor_iban
           FROM bank_credits
          WHERE suspense_reason IS NOT NULL AND deposit_id IS NULL
          ORDER BY booked_on DESC, id DESC
          LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
      return rows.map((r) => ({
        Id: Number(r.id),
        bankReference: r.bank_ref,
        amount: centsToEuros(r.amount_cents),
        bookingDate: r.booked_on,
        reason: SUSPENSE_REASON[r.suspense_reason],
        reference: r.reference,
        remittanceInformation: r.remittance,
        debtorName: r.debtor_name,
        debtorIban: r.debtor_iban,
      }));
    },

    async assignSuspenseCredit(request, _reply, tx) {
      const operator = operatorId(request);
      const { id } = request.params;
      const { userId } = request.body;
      const { depositId } = await assignSuspenseCredit(
        depsInTransaction(deps, tx),
        request,
        operator,
        id,
        userId,
      );
      const { rows } = await tx.query<{
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
        suspenseId: id,
        userId,
        deposit: {
          Id: Number(depositId),
          status: deposit.status,
          dateFormatted: deposit.date,
          value: centsToEuros(deposit.amount_cents),
        },
      };
    },
  };
}
