/**
 * An investor's balances in cents, read in one statement (one snapshot): the cash available, the
 * principal invested, the funds reserved for withdrawals not yet paid out, and the totals of money
 * paid in, paid out and earned. The wallet's balance object and the account's closing rule read the
 * same figures.
 */
import { prepared, type Queryable } from '../../platform/db/pool.ts';

/**
 * The balance figures of one investor in cents, in one statement (one snapshot). The principal
 * invested is the balance of the investor's `investor-invested` account, which always equals the
 * principal of their ACTIVE holdings (migrations/0008_marketplace.sql). Deposits are the PROCESSED rows of `deposits` (each is booked: deposits_processed_is_booked);
 * interest earned is the investor's cash-account entries of kind interest less those of kind tax (the
 * tax withheld on it, as the dashboard's earnings series counts it). A withdrawal reserves its
 * amount at once (cash → withdrawals-pending, src/modules/withdrawals/withdrawals.ts): `reserved_cents` is what PENDING
 * and SENT withdrawals hold (still the investor's, not available). The cash-account entries of kind
 * 'withdrawal' net to −(reserved + paid out), a rejected payout's return cancelling its reservation,
 * so the money paid out is −(that net) − reserved: correct for withdrawals booked any way. The
 * per-kind sums are the cash account's rows of ledger_account_kind_totals (migrations/0035), which
 * post_ledger_transaction() keeps in the posting's own transaction and the nightly reconciliation
 * checks against the entries: a few rows at any history length, never the entries themselves.
 */
const BALANCE_SQL = `
  WITH cash AS (
    SELECT id, balance_cents FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'
  ), invested AS (
    SELECT balance_cents FROM accounts WHERE user_id = $1 AND kind = 'investor-invested'
  ), movements AS (
    SELECT coalesce(-sum(k.total_cents) FILTER (WHERE k.kind = 'withdrawal'), 0) AS withdrawals_cents,
           coalesce(sum(k.total_cents) FILTER (WHERE k.kind IN ('interest', 'tax')), 0) AS interest_cents
      FROM cash
      JOIN ledger_account_kind_totals k ON k.account_id = cash.id
     WHERE k.kind IN ('withdrawal', 'interest', 'tax')
  )
  SELECT coalesce((SELECT balance_cents FROM cash), 0)::text AS available_cents,
         (SELECT coalesce(sum(amount_cents), 0) FROM deposits
           WHERE user_id = $1 AND status = 'PROCESSED')::text AS deposits_cents,
         (movements.withdrawals_cents - reserved.cents)::text AS withdrawals_cents,
         movements.interest_cents::text,
         coalesce((SELECT balance_cents FROM invested), 0)::text AS invested_principal_cents,
         reserved.cents::text AS reserved_cents
    FROM movements,
         (SELECT coalesce(sum(amount_cents), 0) AS cents FROM withdrawals
           WHERE user_id = $1 AND status IN ('PENDING', 'SENT')) reserved`;

export interface InvestorBalance {
  availableCents: bigint;
  depositsCents: bigint;
  withdrawalsCents: bigint;
  interestCents: bigint;
  investedPrincipalCents: bigint;
  reservedCents: bigint;
}

/** The balance figures of one investor (zeros for an investor without accounts). */
export async function investorBalance(db: Queryable, userId: number): Promise<InvestorBalance> {
  const { rows } = await db.query<{
    available_cents: string;
    deposits_cents: string;
    withdrawals_cents: string;
    interest_cents: string;
    invested_principal_cents: string;
    reserved_cents: string;
  }>(prepared('account-balance', BALANCE_SQL, [userId]));
  const row = rows[0]!;
  return {
    availableCents: BigInt(row.available_cents),
    depositsCents: BigInt(row.deposits_cents),
    withdrawalsCents: BigInt(row.withdrawals_cents),
    interestCents: BigInt(row.interest_cents),
    investedPrincipalCents: BigInt(row.invested_principal_cents),
    reservedCents: BigInt(row.reserved_cents),
  };
}

/**
 * The investor's total balance in cents, from the same snapshot as GET /accountBalance's
 * `totalBalance` (cash, principal still invested, funds reserved for withdrawals not yet paid out).
 * Closing an account checks it (src/modules/account/account-closure.ts).
 */
export async function totalBalanceCents(db: Queryable, userId: number): Promise<bigint> {
  const b = await investorBalance(db, userId);
  return b.availableCents + b.investedPrincipalCents + b.reservedCents;
}
