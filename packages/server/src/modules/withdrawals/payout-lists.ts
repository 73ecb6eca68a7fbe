/**
 * What the back office's payout screen lists (issue 13): the investors' withdrawals with the
 * account each goes to, their count and sum, and the payout batches with the state an operator
 * acts on. Reading only; making, approving, declining and confirming batches is src/modules/withdrawals/payouts.ts.
 */
import { cursorScope, keysetPage, type Keyset, type KeysetPage } from '../../platform/cursor.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import { REGISTERED_NAME_SQL } from '../account/index.ts';

export type WithdrawalStatus = 'PENDING' | 'SENT' | 'PROCESSED' | 'DECLINED' | 'CANCELLED';
/** Why a PENDING withdrawal waits instead of going into the next batch (payouts.ts createPayoutBatch). */
export type WaitingReason = 'ON_HOLD' | 'INVESTOR_BLOCKED' | 'WITHDRAWALS_RESTRICTED';
export type PayoutBatchState = 'AWAITING_APPROVAL' | 'APPROVED' | 'CONFIRMED' | 'DECLINED';

export interface OpsWithdrawalRow {
  id: number;
  userId: number;
  investorName: string;
  amountCents: bigint;
  iban: string;
  status: WithdrawalStatus;
  requestedAt: Date;
  payoutBatchId: number | null;
  waitingReason: WaitingReason | null;
  holdReason: string | null;
}

/**
 * The name on the transfer, as the payout file writes it (src/modules/withdrawals/payouts.ts creditorName): the payout
 * account's holder, else the company of a business investor or the person.
 */
const INVESTOR_NAME = `coalesce(w.creditor_name, ${REGISTERED_NAME_SQL})`;

/**
 * A withdrawal the next payout batch takes (payouts.ts createPayoutBatch), with `w` the withdrawal and
 * `u` its investor: pending, not held, the investor neither blocked nor restricted from withdrawing.
 */
export const PAYABLE_NOW = `w.status = 'PENDING' AND w.held_at IS NULL AND u.blocked_at IS NULL
  AND NOT u.withdrawing_restricted`;

/** Why a pending withdrawal is not PAYABLE_NOW, the hold first. */
const WAITING_REASON = `CASE WHEN w.status <> 'PENDING' THEN NULL
                            WHEN w.held_at IS NOT NULL THEN 'ON_HOLD'
                            WHEN u.blocked_at IS NOT NULL THEN 'INVESTOR_BLOCKED'
                            WHEN u.withdrawing_restricted THEN 'WITHDRAWALS_RESTRICTED' END`;

/** GET /ops/withdrawals' order (newest request first; index `withdrawals_requested`) and cursor. */
const WITHDRAWAL_KEYSET: Keyset = {
  list: 'ops-withdrawals',
  keys: [
    { sql: 'w.requested_at', shape: 'timestamp' },
    { sql: 'w.id', shape: 'id' },
  ],
  direction: 'DESC',
};

/**
 * Withdrawals of every investor, newest request first, optionally of one status (or the one `id`):
 * `size` of them after `cursor` (the `next` of the page before, for the same filter; else a 400).
 */
export async function listWithdrawals(
  db: Queryable,
  filter: { status?: WithdrawalStatus; id?: number; cursor?: string; size: number },
): Promise<KeysetPage<OpsWithdrawalRow>> {
  const scope = cursorScope({ status: filter.status, id: filter.id });
  const { rows, next } = await keysetPage<{
    id: string;
    user_id: string;
    investor_name: string;
    amount_cents: string;
    iban: string;
    status: WithdrawalStatus;
    requested_at: Date;
    payout_batch_id: string | null;
    waiting_reason: WaitingReason | null;
    hold_reason: string | null;
  }>(db, WITHDRAWAL_KEYSET, scope, filter.cursor, filter.size, {
    select: `SELECT w.id, w.user_id, ${INVESTOR_NAME} AS investor_name, w.amount_cents::text, w.iban, w.status,
                    w.requested_at, w.payout_batch_id, ${WAITING_REASON} AS waiting_reason, w.hold_reason
               FROM withdrawals w JOIN users u ON u.id = w.user_id`,
    where: ['$1::text IS NULL OR w.status = $1', '$2::bigint IS NULL OR w.id = $2'],
    params: [filter.status ?? null, filter.id ?? null],
  });
  const content = rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    investorName: r.investor_name,
    amountCents: BigInt(r.amount_cents),
    iban: r.iban,
    status: r.status,
    requestedAt: r.requested_at,
    payoutBatchId: r.payout_batch_id === null ? null : Number(r.payout_batch_id),
    waitingReason: r.waiting_reason,
    holdReason: r.hold_reason,
  }));
  return { rows: content, next };
}

/** How many withdrawals (of a status) there are and their sum in cents. */
export async function withdrawalTotals(
  db: Queryable,
  status: WithdrawalStatus | undefined,
): Promise<{ count: number; totalCents: bigint }> {
  // PENDING counts what the next batch takes (the contract), not the lines held back.
  const { rows } = await db.query<{ count: number; total_cents: string }>(
    `SELECT count(*)::int AS count, coalesce(sum(w.amount_cents), 0)::text AS total_cents
       FROM withdrawals w JOIN users u ON u.id = w.user_id
      WHERE ${status === 'PENDING' ? PAYABLE_NOW : '$1::text IS NULL OR w.status = $1'}`,
    status === 'PENDING' ? [] : [status ?? null],
  );
  return { count: rows[0]!.count, totalCents: BigInt(rows[0]!.total_cents) };
}

export interface PayoutBatchSummaryRow {
  id: number;
  messageId: string;
  state: PayoutBatchState;
  createdAt: Date;
  createdBy: number;
  createdByEmail: string;
  approvedBy: number | null;
  approvedAt: Date | null;
  declinedBy: number | null;
  declinedAt: Date | null;
  requestedExecutionDate: string;
  transactionCount: number;
  totalCents: bigint;
}

/**
 * A batch's state from its approval, its decline and its lines: approved with a line still SENT
 * waits for the bank's outcome; approved with none is confirmed.
 */
const BATCH_STATE = `CASE
    WHEN b.declined_by IS NOT NULL THEN 'DECLINED'
    WHEN b.approved_by IS NULL THEN 'AWAITING_APPROVAL'
    WHEN EXISTS (SELECT 1 FROM withdrawals w WHERE w.payout_batch_id = b.id AND w.status = 'SENT') THEN 'APPROVED'
    WHEN EXISTS (SELECT 1 FROM payer_returns r WHERE r.payout_batch_id = b.id AND r.status = 'SENT') THEN 'APPROVED'
    ELSE 'CONFIRMED' END`;

/** GET /ops/payouts' order (newest first; index `payout_batches_created`) and cursor. */
const BATCH_KEYSET: Keyset = {
  list: 'ops-payouts',
  keys: [
    { sql: 'b.created_at', shape: 'timestamp' },
    { sql: 'b.id', shape: 'id' },
  ],
  direction: 'DESC',
};

/**
 * Payout batches, newest first, optionally in one state: `size` of them after `cursor` (the `next` of
 * the page before, for the same state; else a 400).
 */
export async function listPayoutBatches(
  db: Queryable,
  filter: { state?: PayoutBatchState; cursor?: string; size: number },
): Promise<KeysetPage<PayoutBatchSummaryRow>> {
  const scope = cursorScope({ state: filter.state });
  const { rows, next } = await keysetPage<{
    id: string;
    message_id: string;
    state: PayoutBatchState;
    created_at: Date;
    created_by: string;
    created_by_email: string;
    approved_by: string | null;
    approved_at: Date | null;
    declined_by: string | null;
    declined_at: Date | null;
    requested_execution_date: string;
    transaction_count: number;
    total_cents: string;
  }>(db, BATCH_KEYSET, scope, filter.cursor, filter.size, {
    select: `SELECT b.id, b.message_id, ${BATCH_STATE} AS state, b.created_at, b.created_by,
                    o.email AS created_by_email, b.approved_by, b.approved_at, b.declined_by, b.declined_at,
                    b.requested_execution_date, b.transaction_count, b.total_cents::text
               FROM payout_batches b JOIN operators o ON o.id = b.created_by`,
    where: [`$1::text IS NULL OR ${BATCH_STATE} = $1`],
    params: [filter.state ?? null],
  });
  const id = (value: string | null) => (value === null ? null : Number(value));
  const content = rows.map((r) => ({
    id: Number(r.id),
    messageId: r.message_id,
    state: r.state,
    createdAt: r.created_at,
    createdBy: Number(r.created_by),
    createdByEmail: r.created_by_email,
    approvedBy: id(r.approved_by),
    approvedAt: r.approved_at,
    declinedBy: id(r.declined_by),
    declinedAt: r.declined_at,
    requestedExecutionDate: r.requested_execution_date,
    transactionCount: r.transaction_count,
    totalCents: BigInt(r.total_cents),
  }));
  return { rows: content, next };
}
