/**
 * Returning a third-party payment to its payer through the payout file (issue 21, item 3;
 * docs/decisions/0019-payer-returns-through-the-payout-file.md, migrations/0031):
 *
 *   - the operator's "Return to payer" (POST /ops/third-party-payments/{id}/return) takes the bank
 *     credit's row lock — the lock "Book to investor" takes (src/modules/deposits/deposits.ts) — so of a
 *     booking and a return at once exactly one happens; the money moves suspense →
 *     payer-returns-pending and the return waits PENDING;
 *   - the next payout batch (src/modules/withdrawals/payouts.ts) takes the PENDING returns as extra
 *     credit-transfer lines to the payer's name and IBAN (`INVEST-PR-<id>`), SENT; a batch declined
 *     before approval puts them back to PENDING;
 *   - the bank's outcome: executed → PROCESSED (payer-returns-pending → bank-transfers); rejected — only
 *     ever by the bank's return in a statement (src/modules/deposits/reversals.ts), never by an
 *     operator's hand — → REJECTED (payer-returns-pending → suspense, or bank-transfers → suspense for a
 *     line the bank had executed): the payment is an open third-party payment again, for the
 *     operator to book or return anew.
 *
 * Every step locks the return's row first and acts only from the state it expects, so each happens
 * once; one ledger posting per transaction, kind 'payer_return'.
 */
import { isValidIBAN } from 'ibantools';
import { recordAudit, type AuditActor, type AuditRequest } from '../../platform/audit.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError, badRequest, notFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/types.ts';
import { postTransaction, systemAccountId } from '../ledger/index.ts';

export type PayerReturnStatus = 'PENDING' | 'SENT' | 'PROCESSED' | 'REJECTED';

/** A return line's EndToEndId starts so (a withdrawal's `INVEST-WD-`). */
export const PAYER_RETURN_LINE_PREFIX = 'INVEST-PR-';

export interface PayerReturnView {
  id: number;
  bankCreditId: number;
  bankRef: string;
  amountCents: bigint;
  payerName: string;
  payerIban: string;
  status: PayerReturnStatus;
  reason: string;
  payoutBatchId: number | null;
  endToEndId: string | null;
  requestedBy: number;
  requestedAt: Date;
  rejectReason: string | null;
}

const SELECT_RETURN = `
  SELECT r.id, r.bank_credit_id, c.bank_ref, r.amount_cents::text, r.payer_name, r.payer_iban, r.status,
         r.reason, r.payout_batch_id, r.end_to_end_id, r.requested_by, r.requested_at, r.reject_reason
    FROM payer_returns r JOIN bank_credits c ON c.id = r.bank_credit_id`;

interface ReturnRow {
  id: string;
  bank_credit_id: string;
  bank_ref: string;
  amount_cents: string;
  payer_name: string;
  payer_iban: string;
  status: PayerReturnStatus;
  reason: string;
  payout_batch_id: string | null;
  end_to_end_id: string | null;
  requested_by: string;
  requested_at: Date;
  reject_reason: string | null;
}

function view(r: ReturnRow): PayerReturnView {
  return {
    id: Number(r.id),
    bankCreditId: Number(r.bank_credit_id),
    bankRef: r.bank_ref,
    amountCents: BigInt(r.amount_cents),
    payerName: r.payer_name,
    payerIban: r.payer_iban,
    status: r.status,
    reason: r.reason,
    payoutBatchId: r.payout_batch_id === null ? null : Number(r.payout_batch_id),
    endToEndId: r.end_to_end_id,
    requestedBy: Number(r.requested_by),
    requestedAt: r.requested_at,
    rejectReason: r.reject_reason,
  };
}

/** Whether the bank credit has a return that is not rejected (PENDING, SENT or PROCESSED). */
export async function payerReturnLive(db: Queryable, bankCreditId: number | string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM payer_returns WHERE bank_credit_id = $1 AND status <> 'REJECTED'`,
    [bankCreditId],
  );
  return rows.length > 0;
}

const paymentClosed = () =>
  new ApiError(
    409,
    'third-party-payment-closed',
    'This third-party payment has been booked or is being returned already',
  );

const payerUnknown = () =>
  new ApiError(
    422,
    'payer-account-unknown',
    "The bank did not report the payer's name and IBAN: this payment cannot be returned through the payout file",
  );

/**
 * POST /ops/third-party-payments/{id}/return: an open third-party payment (not booked, not being
 * returned, not reversed by the bank) goes back to its payer in the next payout file. 404 for
 * anything that is not a third-party payment (or one the bank reversed), 409
 * `third-party-payment-closed` once booked or returned, 409 `held-credit-approval-waiting` while its
 * booking waits for a second operator (held-credits.ts), 422 `payer-account-unknown` without the
 * payer's name or a valid IBAN. Audited (`third-party.return-requested`).
 */
export async function returnThirdPartyPayment(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  bankCreditId: number,
  givenReason: string,
): Promise<PayerReturnView> {
  const { db, clock } = deps;
  const reason = givenReason.trim();
  if (reason.length < 3) throw badRequest('reason: at least 3 characters besides spaces');
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{
      amount_cents: string;
      suspense_reason: string | null;
      quoted_user_id: string | null;
      deposit_id: string | null;
      debtor_name: string | null;
      debtor_iban: string | null;
      reversed_at: Date | null;
    }>(
      `SELECT amount_cents::text, suspense_reason, quoted_user_id, deposit_id, debtor_name, debtor_iban, reversed_at
         FROM bank_credits WHERE id = $1 FOR UPDATE`,
      [bankCreditId],
    );
    const credit = rows[0];
    if (!credit || credit.suspense_reason !== 'third-party' || credit.reversed_at !== null)
      throw notFound('No such third-party payment');
    if (credit.deposit_id !== null || (await payerReturnLive(tx, bankCreditId))) throw paymentClosed();
    // Its booking to the investor waits for a second operator (decision 0018): decide that first.
    const { rowCount: bookingAsked } = await tx.query(
      `SELECT 1 FROM held_credit_approvals WHERE bank_credit_id = $1 AND status = 'PENDING_APPROVAL'`,
      [bankCreditId],
    );
    if (bookingAsked)
      throw new ApiError(
        409,
        'held-credit-approval-waiting',
        'A booking of this payment waits for a second operator: approve or decline it first',
      );
    const payerName = credit.debtor_name?.trim() ?? '';
    const payerIban = credit.debtor_iban ?? '';
    if (payerName === '' || !isValidIBAN(payerIban)) throw payerUnknown();

    const { rows: ids } = await tx.query<{ id: string }>(
      `SELECT nextval(pg_get_serial_sequence('payer_returns', 'id'))::text AS id`,
    );
    const id = ids[0]!.id;
    const amountCents = BigInt(credit.amount_cents);
    const now = clock.now();
    const ledgerTransactionId = await postTransaction(tx, {
      kind: 'payer_return',
      occurredAt: now,
      description: 'Third-party payment to be returned to its payer',
      externalRef: `payer-return:${id}`,
      entries: [
        { accountId: await systemAccountId(tx, 'suspense'), amountCents: -amountCents },
        { accountId: await systemAccountId(tx, 'payer-returns-pending'), amountCents },
      ],
    });
    await tx.query(
      `INSERT INTO payer_returns (id, bank_credit_id, amount_cents, payer_name, payer_iban, status, reason,
         requested_by, requested_at, reserve_transaction_id)
       VALUES ($1, $2, $3, $4, $5, 'PENDING', $6, $7, $8, $9)`,
      [
        id,
        bankCreditId,
        amountCents.toString(),
        payerName.slice(0, 140),
        payerIban,
        reason,
        operatorId,
        now,
        ledgerTransactionId,
      ],
    );
    await recordAudit(tx, clock, request, {
      action: 'third-party.return-requested',
      userId: credit.quoted_user_id === null ? null : Number(credit.quoted_user_id),
      actor: `operator:${operatorId}`,
      details: {
        payerReturnId: Number(id),
        bankCreditId,
        amountCents: Number(amountCents),
        ledgerTransactionId: Number(ledgerTransactionId),
        reason,
      },
    });
    const { rows: made } = await tx.query<ReturnRow>(`${SELECT_RETURN} WHERE r.id = $1`, [id]);
    return view(made[0]!);
  });
}

// ---------------------------------------------------------------------------------------------
// In a payout batch

/** A pending return as a credit-transfer line of the pain.001 (payouts.ts PayoutFileLine). */
export interface ReturnFileLine {
  payerReturnId: string;
  endToEndId: string;
  amountCents: bigint;
  creditorName: string;
  creditorIban: string;
  remittance: string;
}

/**
 * The PENDING returns, locked (FOR UPDATE) for the batch being made: of two batches at once the second
 * waits and then finds them SENT.
 */
export async function takePendingReturns(tx: Queryable): Promise<ReturnFileLine[]> {
  const { rows } = await tx.query<{
    id: string;
    amount_cents: string;
    payer_name: string;
    payer_iban: string;
    bank_ref: string;
  }>(
    `SELECT r.id, r.amount_cents::text, r.payer_name, r.payer_iban, c.bank_ref
       FROM payer_returns r JOIN bank_credits c ON c.id = r.bank_credit_id
      WHERE r.status = 'PENDING'
      ORDER BY r.id
        FOR UPDATE OF r`,
  );
  return rows.map((r) => ({
    payerReturnId: r.id,
    endToEndId: `${PAYER_RETURN_LINE_PREFIX}${r.id}`,
    amountCents: BigInt(r.amount_cents),
    creditorName: r.payer_name,
    creditorIban: r.payer_iban,
    remittance: `Return of your payment ${r.bank_ref}`,
  }));
}

/** The returns taken by a new batch become its SENT lines. */
export async function markReturnsSent(
  tx: Queryable,
  batchId: number,
  lines: ReturnFileLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.query(
    `UPDATE payer_returns SET status = 'SENT', payout_batch_id = $1, end_to_end_id = $3 || id::text
      WHERE id = ANY ($2::bigint[])`,
    [batchId, lines.map((l) => l.payerReturnId), PAYER_RETURN_LINE_PREFIX],
  );
}

/** A declined batch's return lines are PENDING again for the next batch; how many. */
export async function releaseReturnsOfBatch(tx: Queryable, batchId: number): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE payer_returns SET status = 'PENDING', payout_batch_id = NULL, end_to_end_id = NULL
      WHERE payout_batch_id = $1 AND status = 'SENT'`,
    [batchId],
  );
  return rowCount ?? 0;
}

/** A batch's return lines, in the order of the file. */
export async function returnLinesOf(db: Queryable, batchId: number): Promise<PayerReturnView[]> {
  const { rows } = await db.query<ReturnRow>(`${SELECT_RETURN} WHERE r.payout_batch_id = $1 ORDER BY r.id`, [
    batchId,
  ]);
  return rows.map(view);
}

/** The latest return of each of these bank credits (for the third-party list). */
export async function latestReturns(
  db: Queryable,
  bankCreditIds: number[],
): Promise<Map<number, PayerReturnView>> {
  const { rows } = await db.query<ReturnRow>(
    `${SELECT_RETURN} WHERE r.id IN (SELECT max(id) FROM payer_returns WHERE bank_credit_id = ANY ($1::bigint[])
                                    GROUP BY bank_credit_id)`,
    [bankCreditIds],
  );
  return new Map(rows.map((r) => [Number(r.bank_credit_id), view(r)]));
}

/** How many returns wait for the next payout batch (PENDING) and their sum in cents. */
export async function pendingReturnTotals(db: Queryable): Promise<{ count: number; totalCents: bigint }> {
  const { rows } = await db.query<{ count: number; total_cents: string }>(
    `SELECT count(*)::int AS count, coalesce(sum(amount_cents), 0)::text AS total_cents
       FROM payer_returns WHERE status = 'PENDING'`,
  );
  return { count: rows[0]!.count, totalCents: BigInt(rows[0]!.total_cents) };
}

export const returnLineBankOnly = () =>
  new ApiError(
    409,
    'return-line-bank-only',
    "A return to a payer is marked rejected only by the bank's return in a statement, not by hand",
  );

// ---------------------------------------------------------------------------------------------
// The bank's outcome

interface LockedReturn {
  id: string;
  bank_credit_id: string;
  amount_cents: string;
  status: PayerReturnStatus;
  payout_batch_id: string | null;
}

const LOCKED_COLUMNS = 'r.id, r.bank_credit_id, r.amount_cents::text, r.status, r.payout_batch_id';

/**
 * Settles a return line whose row `tx` has locked: SENT executed → PROCESSED; SENT rejected →
 * REJECTED (payer-returns-pending → suspense); PROCESSED returned by the bank → REJECTED
 * (bank-transfers → suspense). Audited with `operatorId` (null: the system).
 */
async function settleLockedReturn(
  tx: Queryable,
  deps: Pick<Deps, 'clock'>,
  request: AuditRequest | null,
  operatorId: number | null,
  r: LockedReturn,
  outcome: 'EXECUTED' | 'REJECTED',
  reason: string,
): Promise<string> {
  const { clock } = deps;
  const amountCents = BigInt(r.amount_cents);
  const now = clock.now();
  const executed = outcome === 'EXECUTED';
  const from = await systemAccountId(
    tx,
    r.status === 'PROCESSED' ? 'bank-transfers' : 'payer-returns-pending',
  );
  const to = await systemAccountId(tx, executed ? 'bank-transfers' : 'suspense');
  const ledgerTransactionId = await postTransaction(tx, {
    kind: 'payer_return',
    occurredAt: now,
    description: executed
      ? 'Third-party payment returned to its payer'
      : 'Return to the payer rejected by the bank: the payment is in suspense again',
    externalRef: `payer-return:${r.id}:${executed ? 'paid' : 'rejected'}`,
    entries: [
      { accountId: from, amountCents: -amountCents },
      { accountId: to, amountCents },
    ],
  });
  await tx.query(
    executed
      ? `UPDATE payer_returns SET status = 'PROCESSED', paid_transaction_id = $2, settled_at = $3, settled_by = $4
          WHERE id = $1`
      : `UPDATE payer_returns SET status = 'REJECTED', rejected_transaction_id = $2, settled_at = $3,
                settled_by = $4, reject_reason = $5
          WHERE id = $1`,
    executed
      ? [r.id, ledgerTransactionId, now, operatorId]
      : [r.id, ledgerTransactionId, now, operatorId, reason.slice(0, 500)],
  );
  const actor: AuditActor = operatorId === null ? 'system' : `operator:${operatorId}`;
  const details = {
    payerReturnId: Number(r.id),
    bankCreditId: Number(r.bank_credit_id),
    payoutBatchId: Number(r.payout_batch_id),
    amountCents: Number(amountCents),
    ledgerTransactionId: Number(ledgerTransactionId),
  };
  if (executed) {
    await recordAudit(tx, clock, request, { action: 'third-party.returned', userId: null, actor, details });
  } else {
    await recordAudit(tx, clock, request, {
      action: 'third-party.return-rejected',
      userId: null,
      actor,
      details: { ...details, reason },
    });
  }
  return ledgerTransactionId;
}

/**
 * An operator's EXECUTED for a return line of an approved batch, in its own transaction under the
 * line's row lock: settled once; a line already settled is left unchanged.
 */
export async function confirmReturnLineExecuted(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  batchId: number,
  endToEndId: string,
): Promise<'processed' | 'unchanged'> {
  return withTransaction(deps.db, async (tx) => {
    const { rows } = await tx.query<LockedReturn>(
      `SELECT ${LOCKED_COLUMNS} FROM payer_returns r
        WHERE r.payout_batch_id = $1 AND r.end_to_end_id = $2 FOR UPDATE OF r`,
      [batchId, endToEndId],
    );
    const r = rows[0];
    if (!r) throw badRequest(`No line ${endToEndId} in payout batch ${batchId}`);
    if (r.status !== 'SENT') return 'unchanged';
    await settleLockedReturn(tx, deps, request, operatorId, r, 'EXECUTED', '');
    return 'processed';
  });
}

export type PayerReturnBankReturn =
  | { outcome: 'RETURNED'; payerReturnId: number; bankCreditId: number; ledgerTransactionId: string | null }
  | { outcome: 'NO_MATCH' };

/**
 * A return line the payer's bank sent back (a return in a statement, src/modules/deposits/reversals.ts),
 * inside the caller's transaction, found by the line's EndToEndId and amount: SENT or PROCESSED →
 * REJECTED, its money in suspense again, once (the row lock, and bank_returns' unique payer_return_id
 * the caller records). An unknown line, another amount, one not yet sent, or one whose return the
 * bank reported already is NO_MATCH: the caller books the credit as any other.
 */
export async function returnPayerReturnLine(
  tx: Queryable,
  deps: Pick<Deps, 'clock'>,
  request: AuditRequest | null,
  operatorId: number,
  bankReturn: { endToEndId: string; amountCents: bigint; reason: string },
): Promise<PayerReturnBankReturn> {
  const { rows } = await tx.query<LockedReturn & { reported: boolean }>(
    `SELECT ${LOCKED_COLUMNS},
            EXISTS (SELECT 1 FROM bank_returns b WHERE b.payer_return_id = r.id) AS reported
       FROM payer_returns r
      WHERE r.end_to_end_id = $1 AND r.amount_cents = $2 FOR UPDATE OF r`,
    [bankReturn.endToEndId, bankReturn.amountCents.toString()],
  );
  const r = rows[0];
  if (!r || r.reported || (r.status !== 'SENT' && r.status !== 'PROCESSED')) return { outcome: 'NO_MATCH' };
  const ledgerTransactionId = await settleLockedReturn(
    tx,
    deps,
    request,
    operatorId,
    r,
    'REJECTED',
    bankReturn.reason,
  );
  return {
    outcome: 'RETURNED',
    payerReturnId: Number(r.id),
    bankCreditId: Number(r.bank_credit_id),
    ledgerTransactionId,
  };
}
