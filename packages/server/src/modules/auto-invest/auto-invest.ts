/**
 * Auto-invest (SPEC §1, §3 Auto-invest setting and Investment stats, §4 Strategy, §5 Custom strategy,
 * §9; migrations/0011_auto_invest.sql): the investor's strategy, the engine that buys for it, the
 * preview of a strategy before it is saved, the strategy cards' yields and the 2-year reconfirmation.
 *
 * THE ENGINE. Its unit of work is one receivable: every active strategy whose filters match it
 * claims a share, capped by the investor's available funds (the cash account) and the strategy's
 * amount per receivable (none: up to the receivable's available amount). The receivable's available
 * amount is shared in the fair order the terms state — the oldest confirmed strategy first, in
 * round-robin slices of SLICE_CENTS (`allocate`) — and each investor's slices are bought as ONE
 * purchase through buyReceivable (src/modules/marketplace/purchases.ts: the ledger, the holding with its auto-invest rate,
 * the notification, the audit event). An investor is bought into a receivable by auto-invest at most
 * once (the unique index user_investments_auto_invest_once), so a cancelled auto-invest purchase is
 * not bought again.
 *
 * It runs when a receivable is listed (or its available amount grows) and when an investor's
 * available funds grow: database triggers queue the receivable or the investor in the transaction of
 * the change (any credit to a cash account: deposit, repayment, interest, buyback, cancellation, a
 * rejected payout), and the `auto-invest` job (src/platform/jobs.ts) drains the queue. An investor is handled
 * as the receivables their strategy matches, in listing order (oldest first), each allocated as above.
 *
 * Safe on several processes: runs for one receivable are serialised by a session advisory lock on
 * it (plan and purchases see the previous run's purchases); the purchases of a run are booked in
 * batches, each one transaction that locks the receivable and then every account of the batch in
 * ascending id order (lock_investor_accounts(), the order of every other money path; the accounts are opened
 * before, outside it, as a purchase opens them before its lock), and clamps each amount to
 * what is available and to the investor's cash under those locks, so a manual purchase racing the
 * engine can neither be oversold nor make the engine overspend. A batch PostgreSQL ends to break a
 * deadlock with such a purchase (the two take the locks in reverse order) runs again (retryOnDeadlock).
 *
 * The preview runs the same plan (`planReceivable`) with the strategy being edited in the investor's
 * place — at the end of the fair order, where a newly confirmed strategy goes — and buys nothing.
 */
import pg from 'pg';
import type { components } from '@invest/api-client';
import { autoInvestReconfirmEmail } from './messages.ts';
import type { Clock } from '../../platform/clock.ts';
import { retryOnDeadlock, withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError, badRequest } from '../../platform/errors.ts';
import {
  bpToPercent,
  percentToBp,
  openSql,
  buyReceivable,
  MIN_PURCHASE_CENTS,
} from '../marketplace/index.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { centsToEuros, eurosToCents } from '../../platform/money.ts';
import { platformToday, PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';
import type { Language } from '../../platform/messages.ts';
import { sendEmail } from '../../platform/outbox.ts';
import type { JobStarter } from '../../platform/jobs.ts';

type Schemas = components['schemas'];
export type AutoInvestSetting = Schemas['AutoInvestSetting'];
export type AutoInvestRequest = Schemas['AutoInvestRequest'];
export type AutoInvestPreview = Schemas['AutoInvestPreview'];
export type InvestmentStats = Schemas['InvestmentStats'];
type AutoInvestType = Schemas['AutoInvestType'];
type LoanType = Schemas['LoanType'];
type ReceivableType = Schemas['InvestmentType'];

/**
 * The round-robin slice, which is also the minimum share: each round gives every strategy that still
 * wants more up to 10 €, and a strategy's first share of a receivable is a whole 10 € or nothing.
 * Small against the receivables listed (thousands of euros), so a receivable is shared by up to one
 * investor per 10 € and no investor can take a whole receivable while others want part of it; not so
 * small that a receivable is shredded into cent-sized holdings: the engine never buys less than 10 €
 * of a receivable for a strategy, except to take the remainder of a receivable of which less than
 * 10 € is left (terms, clause 6). A custom strategy's amount per receivable is therefore at least
 * 10 € (the contract's minimum of `preferredAmount`). The slices of one investor are one purchase, so
 * the slice costs nothing at booking. It is the marketplace's minimum purchase, which holds for a
 * manual purchase too (src/modules/marketplace/purchases.ts).
 */
export const SLICE_CENTS = MIN_PURCHASE_CENTS;
/** Purchases booked per transaction (each holds the receivable's row lock, delaying manual buyers). */
const PURCHASE_BATCH = 100;
/** Session advisory lock class of "an engine run on receivable <id>" (pg_advisory_lock(int, int)). */
const RECEIVABLE_RUN_LOCK = 1_100_201;
/** A confirmation holds 2 years (SPEC §9); after that the strategy pauses until confirmed again. */
const CONFIRMATION_PERIOD = `interval '2 years'`;

// ---------------------------------------------------------------------------------------------
// The setting.

const LOAN_TYPES: Record<LoanType, ReceivableType> = {
  INVOICE_FACTORING: 'invoiceFactoring',
  REVERSE_FACTORING: 'reverseFactoring',
  INTERNATIONAL_FACTORING: 'internationalFactoring',
};
const ALL_LOAN_TYPES = Object.keys(LOAN_TYPES) as LoanType[];

/** A strategy's filters as stored (presets resolved), the engine's and the preview's input. */
export interface Strategy {
  type: AutoInvestType;
  termDays: Array<30 | 60 | 90 | 180>;
  loanTypes: LoanType[];
  protections: Array<'PG' | 'BG'>;
  /** Basis points, or null for any rate. */
  rateRange: { fromBp: number; toBp: number } | null;
  /** Empty: every country. */
  countryCodes: Array<'AT' | 'DE' | 'SI'>;
  /** Amount per receivable; null: up to the receivable's available amount. */
  preferredCents: bigint | null;
}

/**
 * The presets of SPEC §1 and the strategy cards (§2): high liquidity buys BG-protected receivables
 * (the investor may leave early: the provider buys back) of short terms, up to 60 days; high return
 * buys PG-protected (insured) receivables of longer terms, over 60 days. Every loan type and country,
 * any rate, up to each receivable's available amount.
 */
export const PRESETS: Record<Exclude<AutoInvestType, 'CUSTOM'>, Strategy> = {
  SHORT_TERM: {
    type: 'SHORT_TERM',
    termDays: [30, 60],
    loanTypes: ALL_LOAN_TYPES,
    protections: ['BG'],
    rateRange: null,
    countryCodes: [],
    preferredCents: null,
  },
  LONG_TERM: {
    type: 'LONG_TERM',
    termDays: [90, 180],
    loanTypes: ALL_LOAN_TYPES,
    protections: ['PG'],
    rateRange: null,
    countryCodes: [],
    preferredCents: null,
  },
};

const CUSTOM_FIELDS = [
  'preferredAmount',
  'termDays',
  'loanTypes',
  'protectionTypes',
  'interestRateRange',
  'countryCodes',
] as const;

/**
 * The strategy a request asks for (the contract has checked the shapes and ranges): a preset takes no
 * custom field; a custom strategy needs its terms, loan types, protections and rate range, the lower
 * rate at least 1 below the upper (SPEC §5). 400 otherwise.
 */
export function strategyFromRequest(body: AutoInvestRequest): Strategy {
  if (body.type !== 'CUSTOM') {
    const extra = CUSTOM_FIELDS.filter((f) => body[f] !== undefined);
    if (extra.length > 0) throw badRequest(`${extra.join(', ')} only apply to a CUSTOM strategy`);
    return PRESETS[body.type];
  }
  const missing = (['termDays', 'loanTypes', 'protectionTypes', 'interestRateRange'] as const).filter(
    (f) => body[f] === undefined,
  );
  if (missing.length > 0) throw badRequest(`A CUSTOM strategy needs ${missing.join(', ')}`);
  const range = body.interestRateRange!;
  const fromBp = percentToBp(range.from);
  const toBp = percentToBp(range.to);
  if (fromBp + 100 > toBp)
    throw badRequest(
      `interestRateRange.from (${range.from}) must be at least 1 below interestRateRange.to (${range.to})`,
    );
  return {
    type: 'CUSTOM',
    termDays: [...body.termDays!].sort((a, b) => a - b),
    loanTypes: body.loanTypes!,
    protections: body.protectionTypes!,
    rateRange: { fromBp, toBp },
    countryCodes: body.countryCodes ?? [],
    preferredCents:
      body.preferredAmount === undefined || body.preferredAmount === null
        ? null
        : eurosToCents(body.preferredAmount),
  };
}

interface StrategyRow {
  type: AutoInvestType;
  term_days: number[];
  loan_types: ReceivableType[];
  protections: Array<'PG' | 'BG'>;
  rate_from_bp: number | null;
  rate_to_bp: number | null;
  country_codes: Array<'AT' | 'DE' | 'SI'>;
  preferred_cents: string | null;
  confirmed_at: Date;
  needs_reconfirmation: boolean;
}

const STRATEGY_COLUMNS = `s.type, s.term_days, s.loan_types, s.protections, s.rate_from_bp, s.rate_to_bp,
  s.country_codes, s.preferred_cents::text, s.confirmed_at`;

function settingJson(row: StrategyRow): AutoInvestSetting {
  const loanTypeOf = new Map(Object.entries(LOAN_TYPES).map(([k, v]) => [v, k as LoanType]));
  return {
    type: row.type,
    preferredAmount: row.preferred_cents === null ? null : centsToEuros(row.preferred_cents),
    termDays: row.term_days as AutoInvestSetting['termDays'],
    loanTypes: row.loan_types.map((t) => loanTypeOf.get(t)!),
    protectionTypes: row.protections,
    interestRateRange:
      row.rate_from_bp === null
        ? null
        : { from: bpToPercent(row.rate_from_bp), to: bpToPercent(row.rate_to_bp!) },
    countryCodes: row.country_codes,
    confirmedAt: row.confirmed_at.toISOString(),
    needsReconfirmation: row.needs_reconfirmation,
  };
}

/** The investor's strategy (null when none); `needsReconfirmation` once its 2 years have passed. */
export async function findStrategy(
  db: Queryable,
  clock: Clock,
  userId: number,
): Promise<AutoInvestSetting | null> {
  const { rows } = await db.query<StrategyRow>(
    `SELECT ${STRATEGY_COLUMNS}, s.confirmed_at + ${CONFIRMATION_PERIOD} <= $2 AS needs_reconfirmation
       FROM auto_invest_strategies s WHERE s.user_id = $1`,
    [userId, clock.now()],
  );
  return rows[0] ? settingJson(rows[0]) : null;
}

/**
 * Saves the investor's strategy in `tx`, replacing any other: confirmed now, behind every strategy
 * confirmed before (fair order), reminder reset. Queues the investor, so funds already waiting are
 * invested by the engine.
 */
export async function saveStrategy(
  tx: Queryable,
  clock: Clock,
  userId: number,
  strategy: Strategy,
): Promise<void> {
  const now = clock.now();
  await tx.query(
    `INSERT INTO auto_invest_strategies AS s (user_id, type, term_days, loan_types, protections, rate_from_bp,
       rate_to_bp, country_codes, preferred_cents, confirmed_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     ON CONFLICT (user_id) DO UPDATE SET type = EXCLUDED.type, term_days = EXCLUDED.term_days,
       loan_types = EXCLUDED.loan_types, protections = EXCLUDED.protections,
       rate_from_bp = EXCLUDED.rate_from_bp, rate_to_bp = EXCLUDED.rate_to_bp,
       country_codes = EXCLUDED.country_codes, preferred_cents = EXCLUDED.preferred_cents,
       confirmed_at = EXCLUDED.confirmed_at, fair_order = nextval('auto_invest_fair_order'),
       reconfirm_sent_at = NULL`,
    [userId, ...strategyParams(strategy), now],
  );
  await queueInvestor(tx, userId);
}

/** Removes the investor's strategy; false when there was none. */
export async function deleteStrategy(db: Queryable, userId: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM auto_invest_strategies WHERE user_id = $1', [userId]);
  return rowCount === 1;
}

/** The strategy's filters as query parameters, in the column order of auto_invest_strategies. */
function strategyParams(s: Strategy): unknown[] {
  return [
    s.type,
    s.termDays,
    s.loanTypes.map((t) => LOAN_TYPES[t]),
    s.protections,
    s.rateRange?.fromBp ?? null,
    s.rateRange?.toBp ?? null,
    s.countryCodes,
    s.preferredCents?.toString() ?? null,
  ];
}

/** A strategy given as parameters $n… (for the preview), shaped like a row of auto_invest_strategies. */
function strategyValuesSql(first: number): string {
  const p = (i: number) => `$${first + i}`;
  return `(SELECT ${p(1)}::integer[] AS term_days, ${p(2)}::text[] AS loan_types, ${p(3)}::text[] AS protections,
                  ${p(4)}::integer AS rate_from_bp, ${p(5)}::integer AS rate_to_bp, ${p(6)}::text[] AS country_codes)`;
}

/**
 * SQL: strategy `s` matches receivable `r`. The term bucket is that of the receivable's term (issue
 * to maturity, the `termDays` investors see); the country is the debtor's.
 */
const MATCHES_SQL = `(
  s.term_days @> ARRAY[CASE WHEN r.maturity_on - r.issued_on <= 30 THEN 30 WHEN r.maturity_on - r.issued_on <= 60 THEN 60
                            WHEN r.maturity_on - r.issued_on <= 90 THEN 90 ELSE 180 END]
  AND s.loan_types @> ARRAY[r.type] AND r.protection IS NOT NULL AND s.protections @> ARRAY[r.protection]
  AND (s.rate_from_bp IS NULL OR r.interest_rate_bp BETWEEN s.rate_from_bp AND s.rate_to_bp)
  AND (cardinality(s.country_codes) = 0 OR s.country_codes @> ARRAY[r.country::text]))`;

/** SQL: the user (a parameter) has no auto-invest purchase of receivable `r` (bought at most once). */
function notAutoBoughtSql(user: string): string {
  return `NOT EXISTS (SELECT 1 FROM user_investments h
                       WHERE h.receivable_id = r.id AND h.user_id = ${user} AND h.auto_invest)`;
}

/** SQL: strategy `s` is active at the instant parameter `now` (confirmed within 2 years). */
function activeSql(now: string): string {
  return `s.confirmed_at + ${CONFIRMATION_PERIOD} > ${now}::timestamptz`;
}

/** SQL: user `u` may buy (as buyReceivable requires). */
const MAY_BUY_SQL = `(u.status = 'confirmed' AND u.blocked_at IS NULL AND u.closed_at IS NULL AND NOT u.buying_restricted)`;

// ---------------------------------------------------------------------------------------------
// The allocation.

/**
 * Shares `availableCents` among claims given in the fair order, each capped (`caps[i]`, cents), as
 * the terms say: round-robin in slices — every round, each claim in order takes min(slice, what it
 * still wants, what is left) — except that a claim's first share is a whole slice or nothing (the
 * minimum share: a claim that may take less than a slice takes nothing, and once less than a slice
 * is left nobody new starts); then what is left, when less than a slice, is the remainder of the
 * receivable, which the first claim holding nothing that can take all of it takes.
 *
 * So the claims that take part in the rounds are the first ⌊available / slice⌋ of those whose cap is
 * a slice or more; among them every one gets its first slice in the first round, and the rest is
 * shared by `roundRobin`. Guarantees (property-tested against the round-by-round simulation):
 * Σ result ≤ available, resultᵢ ≤ capᵢ, every share is a slice or more except one remainder below a
 * slice, a holder left wanting more has at most one slice less than any other and no less than any
 * claim after it, and nothing is left unsold that a claim could take.
 */
export function allocate(
  availableCents: bigint,
  caps: readonly bigint[],
  slice: bigint = SLICE_CENTS,
): bigint[] {
  if (slice <= 0n) throw new RangeError('the slice must be positive');
  const result = caps.map(() => 0n);
  let places = availableCents / slice;
  const taking: number[] = [];
  for (const [i, cap] of caps.entries()) {
    if (places === 0n) break;
    if (cap < slice) continue;
    taking.push(i);
    places -= 1n;
  }
  const shares = roundRobin(
    availableCents,
    taking.map((i) => caps[i]!),
    slice,
  );
  for (const [k, i] of taking.entries()) result[i] = shares[k]!;
  const left = availableCents - shares.reduce((a, b) => a + b, 0n);
  if (left > 0n && left < slice) {
    const taker = caps.findIndex((cap, i) => result[i] === 0n && cap >= left);
    if (taker >= 0) result[taker] = left;
  }
  return result;
}

/**
 * The rounds among claims that all take part (each cap at least a slice, and a slice each
 * available): every round each claim in order takes min(slice, what it still wants, what is left).
 * Closed form: the number k of full rounds is the largest with Σ min(capᵢ, k·slice) ≤ available;
 * then one partial round in order.
 */
function roundRobin(availableCents: bigint, caps: readonly bigint[], slice: bigint): bigint[] {
  const takenAfter = (rounds: bigint) =>
    caps.reduce((sum, c) => sum + (c < rounds * slice ? c : rounds * slice), 0n);
  const total = caps.reduce((a, b) => a + b, 0n);
  if (total <= availableCents) return [...caps];
  // takenAfter is non-decreasing in the rounds; takenAfter(hi) > available since total > available.
  let lo = 0n;
  let hi = caps.reduce((m, c) => (c > m ? c : m), 0n) / slice + 1n;
  while (lo + 1n < hi) {
    const mid = (lo + hi) / 2n;
    if (takenAfter(mid) <= availableCents) lo = mid;
    else hi = mid;
  }
  const base = lo * slice;
  let left = availableCents - takenAfter(lo);
  return caps.map((c) => {
    if (c <= base) return c;
    const more = [slice, c - base, left].reduce((m, x) => (x < m ? x : m));
    left -= more;
    return base + more;
  });
}

// ---------------------------------------------------------------------------------------------
// Planning and buying.

interface Receivable {
  id: string;
  available_cents: string;
  interest_rate_bp: number;
}

interface Claim {
  userId: string;
  /** What the claim may take: min(available funds, amount per receivable). */
  capCents: bigint;
}

/**
 * SQL: the claims on receivable `r` (from the enclosing query) — every active strategy `s` at the
 * instant `now` that matches it, of an investor `u` who may buy, has available funds (cash account
 * `a`) and no auto-invest purchase of it, other than `exceptUser` — to follow `FROM
 * auto_invest_strategies s`. Each claim's cap is CLAIM_CAP_SQL; their fair order `s.fair_order`.
 */
function claimsSql(now: string, exceptUser: string): string {
  return `JOIN users u ON u.id = s.user_id
          JOIN accounts a ON a.user_id = s.user_id AND a.kind = 'investor-cash' AND a.balance_cents > 0
         WHERE ${MATCHES_SQL} AND ${activeSql(now)} AND ${MAY_BUY_SQL} AND ${notAutoBoughtSql('s.user_id')}
           AND s.user_id IS DISTINCT FROM ${exceptUser}::bigint`;
}

/** SQL: what a claim may take: the investor's available funds, at most the amount per receivable. */
const CLAIM_CAP_SQL = `LEAST(a.balance_cents, coalesce(s.preferred_cents, a.balance_cents))`;

/**
 * The plan for one receivable: the claims of every active strategy that matches it (claimsSql), in
 * the fair order, and what `allocate` gives each.
 */
async function planReceivable(
  db: Queryable,
  clock: Clock,
  receivable: Receivable,
): Promise<Array<Claim & { amountCents: bigint }>> {
  const { rows } = await db.query<{ user_id: string; cap_cents: string }>(
    `SELECT s.user_id::text, (${CLAIM_CAP_SQL})::text AS cap_cents
       FROM receivables r CROSS JOIN auto_invest_strategies s ${claimsSql('$2', 'NULL')} AND r.id = $1
      ORDER BY s.fair_order`,
    [receivable.id, clock.now()],
  );
  const claims: Claim[] = rows.map((row) => ({ userId: row.user_id, capCents: BigInt(row.cap_cents) }));
  const amounts = allocate(
    BigInt(receivable.available_cents),
    claims.map((c) => c.capCents),
  );
  return claims.map((c, i) => ({ ...c, amountCents: amounts[i]! }));
}

export interface EngineReport {
  receivables: number;
  purchases: number;
  investedCents: bigint;
}

/**
 * Allocates the receivable among the strategies that want it and buys (see the top of this file).
 * A closed or unknown receivable buys nothing.
 */
export async function investInReceivable(
  pool: pg.Pool,
  clock: Clock,
  receivableId: number | string,
): Promise<EngineReport> {
  const report: EngineReport = { receivables: 1, purchases: 0, investedCents: 0n };
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1, $2::bigint::integer)', [RECEIVABLE_RUN_LOCK, receivableId]);
    try {
      const { rows } = await pool.query<Receivable>(
        `SELECT r.id::text, r.available_cents::text, r.interest_rate_bp FROM receivables r
          WHERE r.id = $1 AND ${openSql('$2')}`,
        [receivableId, platformToday(clock)],
      );
      const receivable = rows[0];
      if (!receivable) return report;
      const plan = (await planReceivable(pool, clock, receivable)).filter((p) => p.amountCents > 0n);
      for (let i = 0; i < plan.length; i += PURCHASE_BATCH) {
        const batch = plan.slice(i, i + PURCHASE_BATCH);
        // Accounts are opened (committed, empty) before the receivable is locked: a purchase opens
        // them before it locks the receivable, so opening them under the lock could deadlock with one.
        await pool.query(
          `SELECT open_investor_account(id), open_investor_invested_account(id) FROM unnest($1::bigint[]) AS id`,
          [batch.map((p) => p.userId)],
        );
        // A manual purchase locks its buyer's accounts before the receivable, the reverse of this
        // order (src/modules/marketplace/purchases.ts): PostgreSQL may end this batch to break the
        // cycle (40P01). Nothing of it stays, and the rerun reads the receivable and cash afresh.
        const booked = await retryOnDeadlock(() =>
          withTransaction(pool, (tx) => buyBatch(tx, clock, receivable, batch)),
        );
        report.purchases += booked.purchases;
        report.investedCents += booked.investedCents;
      }
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1, $2::bigint::integer)', [
        RECEIVABLE_RUN_LOCK,
        receivableId,
      ]);
    }
  } finally {
    lock.release();
  }
  return report;
}

/**
 * Books a batch of one receivable's planned purchases in `tx` (their accounts exist): the receivable's
 * row first, then every account of the batch in ascending id order, then each purchase clamped to what
 * is still available and to the investor's cash (both stable under those locks).
 */
async function buyBatch(
  tx: pg.PoolClient,
  clock: Clock,
  receivable: Receivable,
  batch: Array<Claim & { amountCents: bigint }>,
): Promise<{ purchases: number; investedCents: bigint }> {
  // One round trip takes the receivable's lock, then (while it is open) the accounts' in ascending id
  // order, and reads the cash under those locks (lock_investor_accounts(), migration 0038): each
  // round trip made while the receivable is locked is one every purchase of it waits for. The
  // subquery names `r`, so it runs for r's row, once r has locked it.
  const { rows: locked } = await tx.query<{
    available_cents: string;
    interest_rate_bp: number;
    open: boolean;
    cash: Array<{ user_id: string; cash_cents: string }> | null;
  }>(
    `WITH r AS MATERIALIZED (
       SELECT r.available_cents, r.interest_rate_bp, ${openSql('$2')} AS open
         FROM receivables r WHERE r.id = $1 FOR UPDATE
     )
     SELECT r.available_cents::text, r.interest_rate_bp, r.open,
            (SELECT json_agg(json_build_object('user_id', c.user_id::text, 'cash_cents', c.cash_cents::text))
               FROM lock_investor_accounts($3::bigint[]) c WHERE r.open) AS cash
       FROM r`,
    [receivable.id, platformToday(clock), batch.map((p) => p.userId)],
  );
  if (!locked[0]?.open) return { purchases: 0, investedCents: 0n };
  let available = BigInt(locked[0].available_cents);
  const cashOf = new Map((locked[0].cash ?? []).map((c) => [c.user_id, BigInt(c.cash_cents)]));
  let purchases = 0;
  let investedCents = 0n;
  for (const planned of batch) {
    const funds = cashOf.get(planned.userId) ?? 0n;
    const amountCents = [planned.amountCents, available, funds].reduce((m, x) => (x < m ? x : m));
    // Less than a slice is bought only as the whole remainder of the receivable (terms, clause 6),
    // also when the investor spent funds or a manual purchase took part of it since the plan.
    if (amountCents <= 0n || (amountCents < SLICE_CENTS && amountCents < available)) continue;
    try {
      await buyReceivable(tx, clock, {
        userId: Number(planned.userId),
        receivableId: Number(receivable.id),
        amountCents,
        // The holding records the rate auto-invest bought at: the receivable's at that moment.
        autoInvestRateBp: locked[0].interest_rate_bp,
      });
    } catch (err) {
      // Refusals of the investor (investDenied: blocked since the plan; buying-restricted) come from a
      // statement that wrote nothing and failed nothing, so the transaction stays usable: that investor
      // is skipped. Anything else fails the batch (the job retries).
      if (err instanceof ApiError && (err.key === 'investDenied' || err.key === 'buying-restricted'))
        continue;
      throw err;
    }
    available -= amountCents;
    cashOf.set(planned.userId, funds - amountCents);
    purchases += 1;
    investedCents += amountCents;
  }
  return { purchases, investedCents };
}

/** Whether the investor has an active strategy (confirmed within 2 years) and may buy. */
async function hasActiveStrategy(db: Queryable, clock: Clock, userId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM auto_invest_strategies s JOIN users u ON u.id = s.user_id
      WHERE s.user_id = $1 AND ${activeSql('$2')} AND ${MAY_BUY_SQL}`,
    [userId, clock.now()],
  );
  return rowCount === 1;
}

/** The investor's cash balance (available funds), in cents. */
async function cashOf(db: Queryable, userId: number): Promise<bigint> {
  const { rows } = await db.query<{ balance_cents: string }>(
    `SELECT balance_cents::text FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'`,
    [userId],
  );
  return BigInt(rows[0]?.balance_cents ?? 0);
}

/**
 * Open receivables that the user's saved strategy matches and the user has not bought by
 * auto-invest, in the engine's order for an investor (listing order, oldest first).
 */
async function matchingReceivables(db: Queryable, clock: Clock, userId: number): Promise<Receivable[]> {
  const { rows } = await db.query<Receivable>(
    `SELECT r.id::text, r.available_cents::text, r.interest_rate_bp
       FROM receivables r, auto_invest_strategies s
      WHERE s.user_id = $2 AND ${openSql('$1')} AND ${MATCHES_SQL} AND ${notAutoBoughtSql('$2')}
      ORDER BY r.listed_at, r.id`,
    [platformToday(clock), userId],
  );
  return rows;
}

/**
 * Invests an investor's available funds: each open receivable their active strategy matches, in
 * listing order, is allocated (investInReceivable) while they have funds left.
 */
export async function investForInvestor(pool: pg.Pool, clock: Clock, userId: number): Promise<EngineReport> {
  const report: EngineReport = { receivables: 0, purchases: 0, investedCents: 0n };
  if (!(await hasActiveStrategy(pool, clock, userId))) return report;
  for (const receivable of await matchingReceivables(pool, clock, userId)) {
    if ((await cashOf(pool, userId)) <= 0n) break;
    const done = await investInReceivable(pool, clock, receivable.id);
    report.receivables += 1;
    report.purchases += done.purchases;
    report.investedCents += done.investedCents;
  }
  return report;
}

/** Queues the investor for the engine (in the caller's transaction; the NOTIFY wakes the job at commit). */
async function queueInvestor(tx: Queryable, userId: number): Promise<void> {
  await tx.query('INSERT INTO auto_invest_queue (user_id) VALUES ($1)', [userId]);
  await tx.query(`SELECT pg_notify('auto_invest', '')`);
}

/**
 * Queues a receivable for the engine (in the caller's transaction) whose terms changed without its
 * available amount growing (a corrected listing), which the triggers do not see.
 */
export async function queueReceivable(tx: Queryable, receivableId: number): Promise<void> {
  await tx.query('INSERT INTO auto_invest_queue (receivable_id) VALUES ($1)', [receivableId]);
  await tx.query(`SELECT pg_notify('auto_invest', '')`);
}

/**
 * The job: handles what the triggers queued (each receivable and investor once per batch, oldest
 * first) and deletes the rows it handled. Rows queued meanwhile are handled in the same run; the rows
 * of a receivable or investor whose handling failed stay for the next run (every minute), and the
 * others go on. `failures` holds those errors.
 */
export async function runAutoInvestQueue(
  pool: pg.Pool,
  clock: Clock,
): Promise<EngineReport & { failures: unknown[] }> {
  const report = { receivables: 0, purchases: 0, investedCents: 0n, failures: [] as unknown[] };
  let after = '0';
  for (;;) {
    const { rows } = await pool.query<{ id: string; receivable_id: string | null; user_id: string | null }>(
      `SELECT id::text, receivable_id::text, user_id::text FROM auto_invest_queue
        WHERE id > $1 ORDER BY id LIMIT 500`,
      [after],
    );
    if (rows.length === 0) return report;
    after = rows[rows.length - 1]!.id;
    const subjects = new Map<string, () => Promise<EngineReport>>();
    for (const row of rows) {
      if (row.receivable_id)
        subjects.set(`r${row.receivable_id}`, () => investInReceivable(pool, clock, row.receivable_id!));
      else subjects.set(`u${row.user_id}`, () => investForInvestor(pool, clock, Number(row.user_id)));
    }
    const failed = new Set<string>();
    for (const [subject, run] of subjects) {
      try {
        const done = await run();
        report.receivables += done.receivables;
        report.purchases += done.purchases;
        report.investedCents += done.investedCents;
      } catch (err) {
        failed.add(subject);
        report.failures.push(err);
      }
    }
    const handled = rows.filter(
      (r) => !failed.has(r.receivable_id ? `r${r.receivable_id}` : `u${r.user_id}`),
    );
    await pool.query('DELETE FROM auto_invest_queue WHERE id = ANY($1::bigint[])', [
      handled.map((r) => r.id),
    ]);
  }
}

// ---------------------------------------------------------------------------------------------
// The preview.

/**
 * What `strategy` would do for the user now, buying nothing: the open receivables it matches today,
 * and the engine's plan for each it would reach, in the engine's order (listing order), with the
 * strategy in the user's place — last in the fair order, where a newly confirmed strategy goes — and
 * the user's available funds going down as the plan spends them. An investor who may not buy (not
 * confirmed, blocked) would invest nothing.
 *
 * Two queries whatever the strategy and however many receivables match: the user's funds, then every
 * matching receivable with the caps of the other claims on it in the fair order (the claims
 * planReceivable reads, one array per receivable); `allocate` runs here on each.
 */
export async function previewStrategy(
  db: Queryable,
  clock: Clock,
  userId: number,
  strategy: Strategy,
): Promise<AutoInvestPreview> {
  const { rows: users } = await db.query<{ cash_cents: string }>(
    `SELECT CASE WHEN ${MAY_BUY_SQL} THEN coalesce(a.balance_cents, 0) ELSE 0 END::text AS cash_cents
       FROM users u LEFT JOIN accounts a ON a.user_id = u.id AND a.kind = 'investor-cash' WHERE u.id = $1`,
    [userId],
  );
  let cash = BigInt(users[0]?.cash_cents ?? 0);
  const { rows } = await db.query<{
    available_cents: string;
    interest_rate_bp: number;
    others: string[] | null;
  }>(
    `SELECT r.available_cents::text, r.interest_rate_bp,
            -- Without funds (or bought by auto-invest already) the user takes nothing: no claims read.
            CASE WHEN $3::boolean AND ${notAutoBoughtSql('$2')} THEN
              (SELECT coalesce(array_agg((${CLAIM_CAP_SQL})::text ORDER BY s.fair_order), '{}')
                 FROM auto_invest_strategies s ${claimsSql('$4', '$2')})
            END AS others
       FROM receivables r, ${strategyValuesSql(4)} s
      WHERE ${openSql('$1')} AND ${MATCHES_SQL}
      ORDER BY r.listed_at, r.id`,
    [platformToday(clock), userId, cash > 0n, clock.now(), ...strategyParams(strategy).slice(1, 7)],
  );
  let investedCents = 0n;
  let investingCount = 0;
  let weighted = 0n;
  for (const receivable of rows) {
    if (cash <= 0n) break;
    if (receivable.others === null) continue;
    const capCents =
      strategy.preferredCents !== null && strategy.preferredCents < cash ? strategy.preferredCents : cash;
    const shares = allocate(BigInt(receivable.available_cents), [...receivable.others.map(BigInt), capCents]);
    const mine = shares[shares.length - 1]!;
    cash -= mine;
    investedCents += mine;
    if (mine > 0n) investingCount += 1;
    weighted += mine * BigInt(receivable.interest_rate_bp);
  }
  return {
    matchingCount: rows.length,
    investingCount,
    investableAmount: centsToEuros(investedCents),
    // Rounded half up to the basis point (0.01 %).
    expectedYield:
      investedCents === 0n ? 0 : bpToPercent(Number((2n * weighted + investedCents) / (2n * investedCents))),
  };
}

// ---------------------------------------------------------------------------------------------
// The strategy cards' yields.

/**
 * The yearly yield BG- and PG-protected investments really paid over the last 36 and 12 months: of
 * every holding that ended in the period, the interest the ledger paid it (its `holding:<id>:interest`
 * posting, before tax) less the principal a write-off lost, over the principal it kept invested for
 * the days it was held, times 365 — what an investor earned a year on the money, not the rates
 * promised. Cancelled purchases never earned. 0 when none ended.
 */
export async function investmentStats(db: Queryable, clock: Clock): Promise<InvestmentStats> {
  const { rows } = await db.query<{
    protection: 'PG' | 'BG';
    months: number;
    earned: string;
    principal_days: string;
  }>(
    `SELECT r.protection, p.months,
            sum(CASE WHEN ui.status = 'WRITTEN_OFF' THEN -ui.amount_cents
                     ELSE coalesce(paid.cents, 0) END)::text AS earned,
            sum(ui.amount_cents::numeric
                * greatest(1, (ui.ended_at AT TIME ZONE $2)::date - (ui.bought_at AT TIME ZONE $2)::date))::text
              AS principal_days
       FROM (VALUES (36), (12)) AS p (months)
       JOIN user_investments ui ON ui.ended_at > $1::timestamptz - make_interval(months => p.months)
                               AND ui.ended_at <= $1::timestamptz
       JOIN receivables r ON r.id = ui.receivable_id
       LEFT JOIN LATERAL (
         SELECT e.amount_cents AS cents
           FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
          WHERE t.external_ref = 'holding:' || ui.id || ':interest' AND e.amount_cents > 0
       ) paid ON true
      WHERE ui.status IN ('REPAID', 'BOUGHT_BACK', 'INSURED', 'WRITTEN_OFF') AND r.protection IS NOT NULL
      GROUP BY r.protection, p.months`,
    [clock.now(), PLATFORM_TIME_ZONE],
  );
  const rate = (protection: 'PG' | 'BG', months: number) => {
    const row = rows.find((r) => r.protection === protection && r.months === months);
    const principalDays = row ? BigInt(row.principal_days) : 0n;
    if (!row || principalDays === 0n) return { interestRate: 0 };
    // Basis points a year, rounded half away from zero.
    const scaled = BigInt(row.earned) * 365n * 10_000n * 2n;
    const bp = (scaled + (scaled < 0n ? -principalDays : principalDays)) / (2n * principalDays);
    return { interestRate: bpToPercent(Number(bp)) };
  };
  return {
    months36: { bg: rate('BG', 36), pg: rate('PG', 36) },
    months12: { bg: rate('BG', 12), pg: rate('PG', 12) },
  };
}

/** Stats when they cannot be computed (SPEC §8: a stats failure yields empty stats). */
export const EMPTY_STATS: InvestmentStats = {
  months36: { bg: { interestRate: 0 }, pg: { interestRate: 0 } },
  months12: { bg: { interestRate: 0 }, pg: { interestRate: 0 } },
};

// ---------------------------------------------------------------------------------------------
// Reconfirmation (SPEC §9).

/**
 * The daily job: each strategy whose confirmation is 2 years old (paused from then on) gets, once per
 * confirmation, an AUTO_INVEST_RECONFIRM notification and an e-mail (always: it concerns the
 * investor's authorisation, not news). Rows are claimed with SKIP LOCKED and marked in the same
 * transaction, so processes running it together remind each investor once. Returns how many.
 */
export async function remindReconfirmation(
  pool: pg.Pool,
  clock: Clock,
  jobs: Pick<Jobs, 'scheduleDelivery'>,
): Promise<number> {
  let reminded = 0;
  for (;;) {
    const count = await withTransaction(pool, async (tx) => {
      const now = clock.now();
      const { rows } = await tx.query<{
        user_id: string;
        email: string;
        first_name: string;
        language: Language;
      }>(
        `SELECT s.user_id::text, u.email, u.first_name, u.language FROM auto_invest_strategies s
           JOIN users u ON u.id = s.user_id
          WHERE s.reconfirm_sent_at IS NULL AND s.confirmed_at <= $1::timestamptz - ${CONFIRMATION_PERIOD}
            AND u.closed_at IS NULL
          ORDER BY s.confirmed_at LIMIT 100
          FOR UPDATE OF s SKIP LOCKED`,
        [now],
      );
      for (const row of rows) {
        await tx.query(
          `INSERT INTO notifications (user_id, type, created_at) VALUES ($1, 'AUTO_INVEST_RECONFIRM', $2)`,
          [row.user_id, now],
        );
        await sendEmail(
          tx,
          { clock, jobs },
          {
            to: row.email,
            ...autoInvestReconfirmEmail(row.language, row.first_name),
            userId: Number(row.user_id),
          },
        );
        await tx.query('UPDATE auto_invest_strategies SET reconfirm_sent_at = $2 WHERE user_id = $1', [
          row.user_id,
          now,
        ]);
      }
      return rows.length;
    });
    reminded += count;
    if (count === 0) return reminded;
  }
}

// ---------------------------------------------------------------------------------------------
// The jobs (started by src/platform/jobs.ts).

export const AUTO_INVEST_QUEUE = 'auto-invest';
const AUTO_INVEST_RECONFIRM = 'auto-invest-reconfirm';
/** The channel the queue triggers of migrations/0011 notify at commit. */
const AUTO_INVEST_CHANNEL = 'auto_invest';

/**
 * The engine's job and the daily reconfirmation reminder. The engine's queue is `stately`: at most one
 * run active and one waiting across every process, so wake-ups collapse and runs never overlap. Each
 * process LISTENs on the triggers' channel and wakes the job at once; a run every minute (and one at
 * start) catches anything queued while no process listened. Returns what stops the listener.
 */
export const startAutoInvestJobs: JobStarter = async (options) => {
  const { boss, pool, clock, log, polling } = options;
  const queue = { policy: 'stately' as const, notify: true };
  await boss.createQueue(AUTO_INVEST_QUEUE, queue);
  await boss.work(AUTO_INVEST_QUEUE, polling, async () => {
    const report = await runAutoInvestQueue(pool, clock);
    for (const err of report.failures) log.error({ err }, 'auto-invest run failed; it is retried');
    if (report.purchases > 0)
      log.info(
        {
          receivables: report.receivables,
          purchases: report.purchases,
          investedCents: Number(report.investedCents),
        },
        'auto-invest',
      );
  });
  await boss.schedule(AUTO_INVEST_QUEUE, '* * * * *');
  const wake = () => {
    boss
      .send(AUTO_INVEST_QUEUE, {})
      .catch((err: unknown) => log.error({ err }, 'auto-invest wake-up failed'));
  };
  const listener = new pg.Client({
    connectionString: options.connectionString,
    application_name: 'invest-auto-invest',
  });
  listener.on('notification', wake);
  listener.on('error', (err: Error) =>
    log.error({ err }, 'auto-invest listener lost: the engine now runs every minute only'),
  );
  await listener.connect();
  await listener.query(`LISTEN ${AUTO_INVEST_CHANNEL}`);
  wake();

  await boss.createQueue(AUTO_INVEST_RECONFIRM);
  await boss.work(AUTO_INVEST_RECONFIRM, polling, async () => {
    const reminded = await remindReconfirmation(pool, clock, options.jobs);
    if (reminded > 0) log.info({ reminded }, 'auto-invest reconfirmation reminders');
  });
  await boss.schedule(AUTO_INVEST_RECONFIRM, '15 0 * * *', null, { tz: PLATFORM_TIME_ZONE });
  await boss.send(AUTO_INVEST_RECONFIRM, {}, { singletonKey: 'startup-auto-invest-reconfirm' });
  return async () => {
    await listener.end().catch(() => {});
  };
};
