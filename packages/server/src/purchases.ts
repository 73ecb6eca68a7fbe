/**
 * Buying part of a receivable and cancelling the purchase (SPEC §1, §4, §5; DESIGN §3). The money
 * moves as migrations/0008_marketplace.sql describes: a purchase posts investor cash → investor
 * invested (kind 'purchase', external reference `purchase:<id>`), a cancellation the reverse (kind
 * 'cancellation', `cancel:<id>`).
 *
 * What holds under concurrency, from any number of processes: the receivable's row is locked
 * (SELECT … FOR UPDATE) before anything is read from it, so purchases of one receivable run one at a
 * time and none can sell more than is available; then post_ledger_transaction() locks the investor's
 * accounts and refuses to take the cash below zero (SQLSTATE IV001 → 422 insufficient-funds), so
 * purchases from one wallet cannot spend more than it holds. Lock order as src/marketplace.ts says:
 * receivable, holding, accounts.
 *
 * The caller owns the transaction: the route runs these in the transaction that also stores the
 * Idempotency-Key's response (src/idempotency.ts), so a replay buys nothing; auto-invest and the
 * demo seed call buyReceivable in theirs.
 */
import { recordAudit, type AuditRequest } from './audit.ts';
import type { Clock } from './clock.ts';
import type { Queryable } from './db/pool.ts';
import { ApiError, notFound } from './errors.ts';
import { investorCashAccountId, postSpending, postTransaction } from './ledger.ts';
import { CANCEL_WINDOW_DAYS, cancelableSql, marketplaceToday, openSql } from './marketplace.ts';
import { formatEuros } from './messages.ts';
import { addNotification } from './notifications.ts';

const investDenied = () =>
  new ApiError(422, 'investDenied', 'Your identity must be verified before you can invest');
const buyingRestricted = () =>
  new ApiError(
    422,
    'buying-restricted',
    'The provider has restricted your profile: purchases are not possible',
  );
const insufficientFunds = () =>
  new ApiError(422, 'insufficient-funds', 'Insufficient funds: the amount is above your available funds');
const exceedsAvailable = (availableCents: bigint) =>
  new ApiError(
    422,
    'exceeds-available-amount',
    `The amount is above what is still available of this investment (${formatEuros('EN', availableCents)})`,
  );
const investmentClosed = () =>
  new ApiError(422, 'investment-closed', 'This investment is no longer open for purchase');
const notCancelable = () =>
  new ApiError(
    422,
    'not-cancelable',
    `This investment can no longer be cancelled: a purchase can be cancelled within ${CANCEL_WINDOW_DAYS} days, until the receivable is fully funded`,
  );

/** The investor's account of invested principal, opened (empty) on first use (migrations/0008). */
async function investedAccountId(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ id: string }>('SELECT open_investor_invested_account($1) AS id', [
    userId,
  ]);
  return rows[0]!.id;
}

export interface Purchase {
  userId: number;
  receivableId: number;
  amountCents: bigint;
  /** Set when auto-invest buys: the strategy's yearly rate in basis points, which the holding earns. */
  autoInvestRateBp?: number;
}

export interface Purchased {
  id: number;
  ledgerTransactionId: string;
}

/** Why a purchase took nothing from the receivable: 404, `investment-closed` or the amount left. */
async function refusalOf(tx: Queryable, clock: Clock, receivableId: number): Promise<ApiError> {
  const { rows } = await tx.query<{ available_cents: string; open: boolean }>(
    `SELECT r.available_cents::text, ${openSql('$2')} AS open FROM receivables r WHERE r.id = $1`,
    [receivableId, marketplaceToday(clock)],
  );
  const receivable = rows[0];
  if (!receivable) return notFound('No such investment');
  if (!receivable.open) return investmentClosed();
  return exceedsAvailable(BigInt(receivable.available_cents));
}

/**
 * Buys `amountCents` of the receivable for the user, in `tx`: refuses (422) an investor who is not
 * confirmed (`investDenied`), a receivable that is not open (`investment-closed`), an amount above
 * what is available (`exceeds-available-amount`) or above the cash balance (`insufficient-funds`);
 * 404 for an unknown receivable. Books the ledger, lowers the available amount (setting funded_at
 * when it reaches zero), records the holding, the investor's notification and the audit event.
 */
export async function buyReceivable(
  tx: Queryable,
  clock: Clock,
  { userId, receivableId, amountCents, autoInvestRateBp }: Purchase,
  request: AuditRequest | null = null,
): Promise<Purchased> {
  const now = clock.now();
  const { rows: users } = await tx.query<{ confirmed: boolean; buying_restricted: boolean }>(
    `SELECT status = 'confirmed' AND blocked_at IS NULL AS confirmed, buying_restricted FROM users
      WHERE id = $1 AND closed_at IS NULL`,
    [userId],
  );
  if (!users[0]?.confirmed) throw investDenied();
  // The provider restricted the profile (terms §8, src/back-office.ts).
  if (users[0].buying_restricted) throw buyingRestricted();

  // What needs no lock first: the receivable's row lock below serialises every purchase of it until
  // commit, so the round trips made while holding it bound a hot receivable's throughput (pnpm bench).
  const { rows: ids } = await tx.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('user_investments', 'id'))::text AS id`,
  );
  const id = ids[0]!.id;
  const cash = await investorCashAccountId(tx, userId);
  const invested = await investedAccountId(tx, userId);
  await addNotification(tx, clock, userId, 'INVESTMENT_PURCHASED');

  // Locks the row, checks and takes the amount in one statement. Under READ COMMITTED a purchase
  // that waited for the lock re-checks the WHERE on the row as the other one left it, so two can
  // never take the same euros; when nothing matched, the reason is read afterwards.
  const { rows: taken } = await tx.query<{ interest_rate_bp: number }>(
    `UPDATE receivables r SET available_cents = r.available_cents - $2,
            funded_at = CASE WHEN r.available_cents = $2 THEN $3::timestamptz ELSE r.funded_at END
      WHERE r.id = $1 AND ${openSql('$4')} AND r.available_cents >= $2
      RETURNING r.interest_rate_bp`,
    [receivableId, amountCents.toString(), now, marketplaceToday(clock)],
  );
  const receivable = taken[0];
  if (!receivable) throw await refusalOf(tx, clock, receivableId);

  const ledgerTransactionId = await postSpending(
    tx,
    {
      kind: 'purchase',
      occurredAt: now,
      description: 'Purchase of a receivable',
      externalRef: `purchase:${id}`,
      entries: [
        { accountId: cash, amountCents: -amountCents },
        { accountId: invested, amountCents },
      ],
    },
    insufficientFunds,
  );
  const autoInvest = autoInvestRateBp !== undefined;
  await tx.query(
    `INSERT INTO user_investments (id, user_id, receivable_id, amount_cents, interest_rate_bp, auto_invest, status,
       bought_at, purchase_transaction_id)
     VALUES ($1, $2, $3, $4, $5, $6, 'ACTIVE', $7, $8)`,
    [
      id,
      userId,
      receivableId,
      amountCents.toString(),
      autoInvestRateBp ?? receivable.interest_rate_bp,
      autoInvest,
      now,
      ledgerTransactionId,
    ],
  );
  await recordAudit(tx, clock, request, {
    action: 'investment.purchased',
    userId,
    details: {
      userInvestmentId: Number(id),
      receivableId,
      amountCents: Number(amountCents),
      ledgerTransactionId: Number(ledgerTransactionId),
      autoInvest,
    },
  });
  return { id: Number(id), ledgerTransactionId };
}

/**
 * Cancels the user's purchase while it is cancelable (src/marketplace.ts, docs/decisions/0007), in
 * `tx`: the principal goes back to the cash account and to the receivable's available amount, the
 * holding becomes CANCELED; notification and audit event. Otherwise 422 `not-cancelable`; 404 when
 * the holding is not the user's.
 */
export async function cancelPurchase(
  tx: Queryable,
  clock: Clock,
  { userId, userInvestmentId }: { userId: number; userInvestmentId: number },
  request: AuditRequest | null = null,
): Promise<void> {
  const now = clock.now();
  const { rows: owned } = await tx.query<{ receivable_id: string }>(
    'SELECT receivable_id::text FROM user_investments WHERE id = $1 AND user_id = $2',
    [userInvestmentId, userId],
  );
  if (!owned[0]) throw notFound();
  const receivableId = owned[0].receivable_id;
  // The receivable first, then the holding (the lock order of src/marketplace.ts).
  await tx.query('SELECT 1 FROM receivables WHERE id = $1 FOR UPDATE', [receivableId]);
  const { rows: holdings } = await tx.query<{ amount_cents: string; cancelable: boolean }>(
    `SELECT ui.amount_cents::text, ${cancelableSql('$2', '$3')} AS cancelable
       FROM user_investments ui JOIN receivables r ON r.id = ui.receivable_id
      WHERE ui.id = $1 FOR UPDATE OF ui`,
    [userInvestmentId, now, marketplaceToday(clock)],
  );
  const holding = holdings[0]!;
  if (!holding.cancelable) throw notCancelable();

  const amountCents = BigInt(holding.amount_cents);
  const ledgerTransactionId = await postTransaction(tx, {
    kind: 'cancellation',
    occurredAt: now,
    description: 'Purchase cancelled',
    externalRef: `cancel:${userInvestmentId}`,
    entries: [
      { accountId: await investedAccountId(tx, userId), amountCents: -amountCents },
      { accountId: await investorCashAccountId(tx, userId), amountCents },
    ],
  });
  await tx.query('UPDATE receivables SET available_cents = available_cents + $2 WHERE id = $1', [
    receivableId,
    amountCents.toString(),
  ]);
  await tx.query(
    `UPDATE user_investments SET status = 'CANCELED', ended_at = $2, end_transaction_id = $3 WHERE id = $1`,
    [userInvestmentId, now, ledgerTransactionId],
  );
  await addNotification(tx, clock, userId, 'INVESTMENT_CANCELED');
  await recordAudit(tx, clock, request, {
    action: 'investment.canceled',
    userId,
    details: {
      userInvestmentId,
      receivableId: Number(receivableId),
      amountCents: Number(amountCents),
      ledgerTransactionId: Number(ledgerTransactionId),
    },
  });
}
