/**
 * Buying part of a receivable and cancelling the purchase (SPEC §1, §4, §5; DESIGN §3). The money
 * moves as migrations/0008_marketplace.sql describes: a purchase posts investor cash → investor
 * invested (kind 'purchase', external reference `purchase:<id>`), a cancellation the reverse (kind
 * 'cancellation', `cancel:<id>`).
 *
 * What holds under concurrency, from any number of processes: the receivable's row is locked by the
 * UPDATE that checks and takes the amount, so purchases of one receivable run one at a time and none
 * can sell more than is available; then post_ledger_transaction() locks the investor's accounts and
 * refuses to take the cash below zero (SQLSTATE IV001 → 422 insufficient-funds), so purchases from
 * one wallet cannot spend more than it holds. Lock order as src/marketplace.ts says: receivable,
 * holding, accounts. The receivable's lock lasts until commit and serialises a hot receivable's
 * purchases, so everything that does not need it is done before it is taken, and what needs it is one
 * statement (pnpm bench: purchases on one hot receivable against pgbench's TPC-B).
 *
 * The caller owns the transaction: the route runs these in the transaction that also stores the
 * Idempotency-Key's response (src/idempotency.ts), so a replay buys nothing; auto-invest and the
 * demo seed call buyReceivable in theirs.
 */
import { AUDIT_COLUMNS, auditValues, recordAudit, type AuditRequest } from './audit.ts';
import type { Clock } from './clock.ts';
import type { Queryable } from './db/pool.ts';
import { ApiError, notFound } from './errors.ts';
import { investorCashAccountId, postingCall, postTransaction, refusingOverdraft } from './ledger.ts';
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
  // What needs no lock comes first, in one round trip: the checks, the holding's id and the investor's
  // accounts (opened on first use, only for an investor who may buy). The receivable's row lock below
  // serialises every purchase of it until commit (pnpm bench measures a hot receivable).
  const { rows: users } = await tx.query<{
    confirmed: boolean;
    buying_restricted: boolean;
    id: string | null;
    cash: string | null;
    invested: string | null;
  }>(
    `SELECT u.confirmed, u.buying_restricted,
            CASE WHEN u.may_buy THEN nextval(pg_get_serial_sequence('user_investments', 'id'))::text END AS id,
            CASE WHEN u.may_buy THEN open_investor_account($1)::text END AS cash,
            CASE WHEN u.may_buy THEN open_investor_invested_account($1)::text END AS invested
       FROM (SELECT status = 'confirmed' AND blocked_at IS NULL AS confirmed, buying_restricted,
                    status = 'confirmed' AND blocked_at IS NULL AND NOT buying_restricted AS may_buy
               FROM users WHERE id = $1 AND closed_at IS NULL) u`,
    [userId],
  );
  const user = users[0];
  if (!user?.confirmed) throw investDenied();
  // The provider restricted the profile (terms §8, src/back-office.ts).
  if (user.buying_restricted) throw buyingRestricted();
  // An investor who may buy got all three.
  const { id, cash, invested } = user as { id: string; cash: string; invested: string };
  await addNotification(tx, clock, userId, 'INVESTMENT_PURCHASED');

  // One statement does everything that needs the receivable's lock, so the lock is held for one round
  // trip and the commit: it locks the row, checks and takes the amount (under READ COMMITTED a purchase
  // that waited for the lock re-checks the WHERE on the row as the other one left it, so two can never
  // take the same euros); only then, fed by its row, posts the ledger (which locks the investor's
  // accounts: receivable before accounts, the lock order), records the holding and the audit event with
  // the posting's id. Nothing matched: nothing was done, and the reason is read afterwards.
  const autoInvest = autoInvestRateBp !== undefined;
  const posting = postingCall(
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
    9,
  );
  const audit = auditValues(clock, request, {
    action: 'investment.purchased',
    userId,
    details: {
      userInvestmentId: Number(id),
      receivableId,
      amountCents: Number(amountCents),
      // Replaced by the posting's id in the statement that writes the row (never stored as 0).
      ledgerTransactionId: 0,
      autoInvest,
    },
  });
  const { rows: taken } = await refusingOverdraft(
    tx.query<{ ledger_transaction_id: string }>(
      `WITH taken AS (
         UPDATE receivables r SET available_cents = r.available_cents - $2,
                funded_at = CASE WHEN r.available_cents = $2 THEN $3::timestamptz ELSE r.funded_at END
          WHERE r.id = $1 AND ${openSql('$4')} AND r.available_cents >= $2
          RETURNING r.interest_rate_bp
       ), posted AS MATERIALIZED (
         SELECT ${posting.sql} AS id FROM taken
       ), held AS (
         INSERT INTO user_investments (id, user_id, receivable_id, amount_cents, interest_rate_bp, auto_invest,
           status, bought_at, purchase_transaction_id)
         SELECT $5::bigint, $6::bigint, $1::bigint, $2::bigint, coalesce($7::integer, taken.interest_rate_bp),
                $8::boolean, 'ACTIVE', $3::timestamptz, posted.id
           FROM taken, posted
         RETURNING purchase_transaction_id
       ), audited AS (
         INSERT INTO audit_log (${AUDIT_COLUMNS})
         SELECT $16::bigint, $17::text, $18::text, $19::text, $20::text,
                jsonb_set($21::jsonb, '{ledgerTransactionId}', to_jsonb(posted.id)), $22::timestamptz
           FROM posted
       )
       SELECT purchase_transaction_id::text AS ledger_transaction_id FROM held`,
      [
        receivableId,
        amountCents.toString(),
        now,
        marketplaceToday(clock),
        id,
        userId,
        autoInvestRateBp ?? null,
        autoInvest,
        ...posting.params,
        ...audit,
      ],
    ),
    insufficientFunds,
  );
  if (!taken[0]) throw await refusalOf(tx, clock, receivableId);
  const ledgerTransactionId = taken[0].ledger_transaction_id;
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
