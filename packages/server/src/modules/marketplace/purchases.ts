/**
 * Buying part of a receivable and cancelling the purchase (SPEC §1, §4, §5; DESIGN §3). The money
 * moves as migrations/0008_marketplace.sql describes: a purchase posts investor cash → investor
 * invested (kind 'purchase', external reference `purchase:<id>`), a cancellation the reverse (kind
 * 'cancellation', `cancel:<id>`).
 *
 * What holds under concurrency, from any number of processes: post_ledger_transaction() locks the
 * investor's accounts and refuses to take the cash below zero (SQLSTATE IV001 → 422
 * insufficient-funds), so purchases from one wallet cannot spend more than it holds; the receivable's
 * row is locked by the UPDATE that checks and takes the amount, so purchases of one receivable take
 * it one at a time and none can sell more than is available (one that finds it gone undoes all it
 * wrote, IV002). The receivable's lock lasts until commit and serialises a hot receivable's purchases
 * (pnpm bench: purchases on one hot receivable against pgbench's TPC-B), so a purchase is one
 * statement, run by the route in autocommit, and takes that lock last: it is held for the UPDATE and
 * the commit, never across a round trip. That reverses the lock order of src/modules/marketplace/marketplace.ts for the
 * purchase alone; a cancellation keeps it (receivable, holding, accounts).
 *
 * The purchase route stores the Idempotency-Key's response in that same statement (src/platform/http/idempotency.ts,
 * single-statement mode), so a replay buys nothing; auto-invest and the demo seed call buyReceivable
 * in their own transactions. A cancellation runs in the transaction the route's Idempotency-Key opens.
 */
import { AUDIT_COLUMNS, auditValues, recordAudit, type AuditRequest } from '../../platform/audit.ts';
import pg from 'pg';
import type { Clock } from '../../platform/clock.ts';
import { DEADLOCK_DETECTED, prepared, withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import { ledgerPostings } from '../../platform/metrics.ts';
import { investorCashAccountId, postingCall, postTransaction, refusingOverdraft } from '../ledger/index.ts';
import { CANCEL_WINDOW_DAYS, cancelableSql, openSql } from './marketplace.ts';
import { platformToday } from '../../platform/calendar.ts';
import { storeResponseSql, type IdempotencyRecord } from '../../platform/http/idempotency.ts';
import { formatEuros } from '../../platform/messages.ts';
import { addNotification } from '../notifications/index.ts';

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
/**
 * The smallest purchase, 10 € (terms, clause 6; the auto-invest engine's slice, src/modules/auto-invest/auto-invest.ts):
 * less only to buy the whole remainder of a receivable that has less than 10 € left, so a receivable is
 * never shredded into cent-sized holdings and its last euros can still be bought.
 */
export const MIN_PURCHASE_CENTS = 1_000n;
const belowMinimum = (availableCents: bigint) =>
  new ApiError(
    422,
    'amount-below-minimum',
    `The smallest purchase is ${formatEuros('EN', MIN_PURCHASE_CENTS)}; less only to buy all that is left of an investment (${formatEuros('EN', availableCents)})`,
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

/**
 * Why a purchase of `amountCents` took nothing from the receivable: 404, `investment-closed`, the
 * amount left or the minimum (`amount-below-minimum`); null when the receivable, read now, does offer it (it changed after the purchase read
 * it: the purchase may run again), unless `last` (no attempt left: the amount left, as it is).
 */
async function refusalOf(
  db: Queryable,
  clock: Clock,
  receivableId: number,
  amountCents: bigint,
  last = false,
): Promise<ApiError | null> {
  const { rows } = await db.query<{ available_cents: string; open: boolean }>(
    `SELECT r.available_cents::text, ${openSql('$2')} AS open FROM receivables r WHERE r.id = $1`,
    [receivableId, platformToday(clock)],
  );
  const receivable = rows[0];
  if (!receivable) return notFound('No such investment');
  if (!receivable.open) return investmentClosed();
  const available = BigInt(receivable.available_cents);
  if (available < amountCents) return exceedsAvailable(available);
  if (amountCents < MIN_PURCHASE_CENTS && amountCents !== available) return belowMinimum(available);
  return last ? exceedsAvailable(available) : null;
}

/** SQL: the amount $2 of receivable `r` is at least the minimum, or all that it has left. */
const MINIMUM_SQL = `($2::bigint >= ${MIN_PURCHASE_CENTS} OR r.available_cents = $2::bigint)`;

/** SQLSTATE of purchase_not_taken() (migrations/0018): the UPDATE found the amount gone. */
const NOT_TAKEN = 'IV002';
/** A purchase in autocommit runs at most this often (a deadlock, or a receivable that changed). */
const PURCHASE_ATTEMPTS = 3;

/** POST /user_investments's answer to a purchase, with PURCHASED_STATUS. */
export const purchasedResponse = (id: number) => ({ success: true as const, Id: id });
export const PURCHASED_STATUS = 201;
/** The JSON text of purchasedResponse(held.id), as JSON.stringify writes it: no spaces, in this order. */
const PURCHASED_RESPONSE_SQL = `(SELECT row_to_json(b)::text FROM (SELECT true AS success, held.id AS "Id") b)`;

/**
 * Buys `amountCents` of the receivable for the user, with `db`: refuses (422) an investor who is not
 * confirmed (`investDenied`), a receivable that is not open (`investment-closed`), an amount above
 * what is available (`exceeds-available-amount`), below MIN_PURCHASE_CENTS unless it is all that is
 * available (`amount-below-minimum`) or above the cash balance (`insufficient-funds`);
 * 404 for an unknown receivable. Books the ledger, lowers the available amount (setting funded_at
 * when it reaches zero), records the holding, the investor's notification and the audit event, and,
 * given the Idempotency-Key's `record`, stores purchasedResponse as its response (src/platform/http/idempotency.ts,
 * single-statement mode). A refusal writes none of these.
 *
 * All of it is one statement: given the pool it runs in autocommit, so the receivable's row lock,
 * taken last, is held for its UPDATE and the commit, with no round trip to the client in between
 * (pnpm bench measures a hot receivable); given a transaction (auto-invest, the demo seed), in it.
 */
export async function buyReceivable(
  db: Queryable,
  clock: Clock,
  { userId, receivableId, amountCents, autoInvestRateBp }: Purchase,
  request: AuditRequest | null = null,
  record: IdempotencyRecord | null = null,
): Promise<Purchased> {
  const now = clock.now();
  const autoInvest = autoInvestRateBp !== undefined;
  const params: unknown[] = [
    receivableId,
    amountCents.toString(),
    now,
    platformToday(clock),
    userId,
    autoInvestRateBp ?? null,
    autoInvest,
  ];
  const next = () => params.length + 1;
  const posting = postingCall(
    {
      kind: 'purchase',
      occurredAt: now,
      description: 'Purchase of a receivable',
      externalRef: { sql: `'purchase:' || buyer.id` },
      entries: [
        { accountId: { sql: 'buyer.cash' }, amountCents: -amountCents },
        { accountId: { sql: 'buyer.invested' }, amountCents },
      ],
    },
    next(),
  );
  params.push(...posting.params);
  const audit = next();
  params.push(
    ...auditValues(clock, request, {
      action: 'investment.purchased',
      userId,
      details: {
        // Both replaced by the ids the statement draws and books (never stored as 0).
        userInvestmentId: 0,
        receivableId,
        amountCents: Number(amountCents),
        ledgerTransactionId: 0,
        autoInvest,
      },
    }),
  );
  const a = (i: number) => `$${audit + i}`;
  let stored = '';
  if (record) {
    const insert = storeResponseSql(
      record,
      { status: PURCHASED_STATUS, bodySql: PURCHASED_RESPONSE_SQL, from: 'held' },
      next(),
    );
    params.push(...insert.params);
    stored = `, stored AS (${insert.sql} RETURNING 1 AS n)`;
  }

  // Each step feeds the next with its rows, so nothing is written unless the one before it was:
  //   buyer: the checks; for an investor who may buy, while the receivable (read without a lock) has
  //     the amount: the holding's id, the investor's accounts (opened, empty, on first use) and the
  //     receivable's rate as read.
  //   posted: the ledger, which locks the investor's accounts and refuses an overdraft (IV001: the
  //     whole statement fails).
  //   held, notified, audited, stored: the holding, the notification, the audit event with the
  //     posting's and holding's ids, the Idempotency-Key's response (a request with the same key
  //     waits here for the first one and fails on its row, src/platform/http/idempotency.ts).
  //   taken: last, joined to all of the above so that they are written before it: locks the
  //     receivable's row, checks and takes the amount. Under READ COMMITTED a purchase that waited for
  //     the lock re-checks the WHERE on the row as the other one left it, so two can never take the
  //     same euros. The lock lasts until commit and serialises the receivable's purchases: taken last,
  //     it is held for this UPDATE and the commit only (migrations/0018; the holding's reference to
  //     the receivable is checked at commit, so nothing locks the row before).
  // Posted but not taken (the amount went meanwhile, the receivable closed or its rate changed):
  // purchase_not_taken() raises IV002 and the statement fails as a whole. Nothing posted: nothing
  // was done; the investor's flags come back to tell why.
  //
  // Lock order: this statement locks the investor's accounts before the receivable, the reverse of
  // cancelPurchase, auto-invest and the daily job (src/modules/marketplace/marketplace.ts). Those lock this investor's
  // accounts only when the investor holds or buys the same receivable, so a cycle needs both at
  // once; PostgreSQL then ends one of them (40P01). Nothing of a statement it ends stays, so a
  // purchase in autocommit runs again, the routes behind an Idempotency-Key do the same
  // (src/platform/http/idempotency.ts) and a job is retried (docs/decisions/0012).
  // Prepared (one text with the stored response, one without): each connection plans it once.
  const text = `WITH buyer AS MATERIALIZED (
         SELECT u.confirmed, u.buying_restricted, u.rate_bp,
                CASE WHEN u.may_buy THEN nextval(pg_get_serial_sequence('user_investments', 'id')) END AS id,
                CASE WHEN u.may_buy THEN open_investor_account($5) END AS cash,
                CASE WHEN u.may_buy THEN open_investor_invested_account($5) END AS invested
           FROM (SELECT status = 'confirmed' AND blocked_at IS NULL AS confirmed, buying_restricted,
                        status = 'confirmed' AND blocked_at IS NULL AND NOT buying_restricted
                          AND EXISTS (SELECT FROM receivables r
                                       WHERE r.id = $1 AND ${openSql('$4')} AND r.available_cents >= $2
                                         AND ${MINIMUM_SQL}) AS may_buy,
                        (SELECT r.interest_rate_bp FROM receivables r WHERE r.id = $1) AS rate_bp
                   FROM users WHERE id = $5 AND closed_at IS NULL) u
       ), posted AS MATERIALIZED (
         SELECT buyer.id, buyer.rate_bp, ${posting.sql} AS transaction_id FROM buyer WHERE buyer.id IS NOT NULL
       ), held AS (
         INSERT INTO user_investments (id, user_id, receivable_id, amount_cents, interest_rate_bp, auto_invest,
           status, bought_at, purchase_transaction_id)
         SELECT posted.id, $5::bigint, $1::bigint, $2::bigint, coalesce($6::integer, posted.rate_bp),
                $7::boolean, 'ACTIVE', $3::timestamptz, posted.transaction_id
           FROM posted
         RETURNING id, purchase_transaction_id
       ), notified AS (
         INSERT INTO notifications (user_id, type, created_at, receivable_id, amount_cents)
         SELECT $5::bigint, 'INVESTMENT_PURCHASED', $3::timestamptz, $1::bigint, $2::bigint FROM held
         RETURNING 1 AS n
       ), audited AS (
         INSERT INTO audit_log (${AUDIT_COLUMNS})
         SELECT ${a(0)}::bigint, ${a(1)}::text, ${a(2)}::text, ${a(3)}::text, ${a(4)}::text,
                jsonb_set(jsonb_set(${a(5)}::jsonb, '{ledgerTransactionId}', to_jsonb(held.purchase_transaction_id)),
                          '{userInvestmentId}', to_jsonb(held.id)),
                ${a(6)}::timestamptz
           FROM held
         RETURNING 1 AS n
       )${stored}, taken AS (
         UPDATE receivables r SET available_cents = r.available_cents - $2,
                funded_at = CASE WHEN r.available_cents = $2 THEN $3::timestamptz ELSE r.funded_at END
           FROM held, notified, audited${record ? ', stored' : ''}, buyer
          WHERE r.id = $1 AND ${openSql('$4')} AND r.available_cents >= $2 AND ${MINIMUM_SQL}
            AND r.interest_rate_bp = buyer.rate_bp
          RETURNING r.id
       )
       SELECT buyer.confirmed, buyer.buying_restricted, held.id::text,
              held.purchase_transaction_id::text AS ledger_transaction_id,
              CASE WHEN held.id IS NOT NULL AND NOT EXISTS (SELECT FROM taken) THEN purchase_not_taken() END
         FROM buyer LEFT JOIN held ON true`;
  const run = () =>
    refusingOverdraft(
      db.query<{
        confirmed: boolean;
        buying_restricted: boolean;
        id: string | null;
        ledger_transaction_id: string | null;
      }>(prepared(record ? 'buy-receivable-storing-response' : 'buy-receivable', text, params)),
      insufficientFunds,
    );
  // Run again only in autocommit: in the caller's transaction a failed statement fails the
  // transaction (auto-invest locks the receivable before it buys, so IV002 cannot happen there).
  const autocommit = db instanceof pg.Pool;
  for (let attempt = 1; ; attempt++) {
    const again = autocommit && attempt < PURCHASE_ATTEMPTS;
    let rows;
    try {
      ({ rows } = await run());
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === DEADLOCK_DETECTED && again) continue;
      if (code !== NOT_TAKEN || !autocommit) throw err;
      const refusal = await refusalOf(db, clock, receivableId, amountCents, !again);
      if (refusal) throw refusal;
      continue;
    }
    const result = rows[0];
    if (!result?.confirmed) throw investDenied();
    // The provider restricted the profile (terms §8, src/modules/back-office/back-office.ts).
    if (result.buying_restricted) throw buyingRestricted();
    if (result.id !== null && result.ledger_transaction_id !== null) {
      ledgerPostings.inc({ kind: 'purchase' });
      return { id: Number(result.id), ledgerTransactionId: result.ledger_transaction_id };
    }
    const refusal = await refusalOf(db, clock, receivableId, amountCents, !again);
    if (refusal) throw refusal;
  }
}

/**
 * A purchase its investor confirmed with a second factor (two-factor on, src/modules/marketplace/confirmations.ts):
 * `confirm` spends the code and buyReceivable buys, in one transaction, so a refused purchase leaves
 * the code unspent for another try. The receivable's lock is then held until that COMMIT, one round
 * trip more than in autocommit. A deadlock runs it again, as in autocommit.
 */
export async function buyConfirmedReceivable(
  db: pg.Pool,
  clock: Clock,
  purchase: Purchase,
  request: AuditRequest,
  record: IdempotencyRecord | null,
  confirm: (tx: Queryable, now: Date) => Promise<void>,
): Promise<Purchased> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withTransaction(db, async (tx) => {
        await confirm(tx, clock.now());
        return buyReceivable(tx, clock, purchase, request, record);
      });
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === DEADLOCK_DETECTED && attempt < PURCHASE_ATTEMPTS) continue;
      if (code !== NOT_TAKEN) throw err;
      throw (await refusalOf(db, clock, purchase.receivableId, purchase.amountCents, true))!;
    }
  }
}

/**
 * Cancels the user's purchase while it is cancelable (src/modules/marketplace/marketplace.ts, docs/decisions/0007), in
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
  // The receivable first, then the holding (the lock order of src/modules/marketplace/marketplace.ts).
  await tx.query('SELECT 1 FROM receivables WHERE id = $1 FOR UPDATE', [receivableId]);
  const { rows: holdings } = await tx.query<{ amount_cents: string; cancelable: boolean }>(
    `SELECT ui.amount_cents::text, ${cancelableSql('$2', '$3')} AS cancelable
       FROM user_investments ui JOIN receivables r ON r.id = ui.receivable_id
      WHERE ui.id = $1 FOR UPDATE OF ui`,
    [userInvestmentId, now, platformToday(clock)],
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
  await addNotification(tx, clock, userId, 'INVESTMENT_CANCELED', { receivableId, amountCents });
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
