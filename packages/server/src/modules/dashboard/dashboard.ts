/**
 * The investor's dashboard figures, read from the ledger (SPEC §2 /u/dashboard, §3 Account balance and
 * Graph point, §9 chart periods): the series behind the four tiles, the return (XIRR, src/modules/dashboard/xirr.ts) of
 * all the investor's cash flows, and the return of their holdings split by protection, originator and
 * financing type. Every return values what is still held in one way (currentValueCents): the money
 * on the account plus the interest its running holdings have accrued, after the tax to be withheld.
 *
 * One statement gives the investor's movements summed per calendar day in Ljubljana (their own two
 * accounts' per-day totals, their withdrawals' reservations and settlements); each series is the
 * running sum of one column. Per day:
 *   cash       the investor-cash account's entries: available funds
 *   total      cash + invested principal + funds reserved for withdrawals not yet paid out (a
 *              withdrawal leaves the total when the bank executes it; a purchase moves nothing): the
 *              total balance, as GET /accountBalance's `totalBalance`
 *   earnings   interest credited minus the tax withheld on it (buyback and insurance interest included)
 *   deposits   money paid in (deposit entries)
 *   withdrawn  money paid out to the investor's bank (the withdrawal entries of the cash account and
 *              the reservations' changes together: a reservation and a declined payout net to nothing)
 */
import type { Clock } from '../../platform/clock.ts';
import { prepared, type Queryable } from '../../platform/db/pool.ts';
import { accruedInterestCents, taxCents } from '../marketplace/index.ts';
import { PLATFORM_TIME_ZONE, platformToday } from '../../platform/calendar.ts';
import { ratePercent, xirr, type CashFlow } from './xirr.ts';

export type HistoryPeriod = 'alltime' | 'yearly' | 'quarterly';

export interface InvestorDay {
  day: string;
  cash: bigint;
  total: bigint;
  earnings: bigint;
  deposits: bigint;
  withdrawn: bigint;
}

/**
 * The accounts' entries come summed per Ljubljana day and ledger kind from ledger_account_days
 * (migrations/0039, decision 0028), which post_ledger_transaction() keeps in the posting's own
 * transaction and the nightly reconciliation checks against the entries: one row per account, day and
 * kind, so the read grows with the days the investor's money moved, not with their entries (it read
 * every entry: seconds at a million, at each first call after a movement). The withdrawals'
 * reservations and settlements are one row per withdrawal (a payout posts on no investor account).
 */
export const INVESTOR_DAYS_SQL = `
  WITH acc AS (
    SELECT id, kind FROM accounts WHERE user_id = $1 AND kind IN ('investor-cash', 'investor-invested')
  ), moves AS (
    SELECT d.day, acc.kind AS account, d.kind, d.total_cents AS amount_cents
      FROM acc
      JOIN ledger_account_days d ON d.account_id = acc.id AND d.day <= $3::date
    UNION ALL
    SELECT (t.occurred_at AT TIME ZONE $2)::date, 'reserved', 'withdrawal', w.amount_cents
      FROM withdrawals w JOIN ledger_transactions t ON t.id = w.reserve_transaction_id
     WHERE w.user_id = $1
    UNION ALL
    SELECT (t.occurred_at AT TIME ZONE $2)::date, 'reserved', 'withdrawal', -w.amount_cents
      FROM withdrawals w JOIN ledger_transactions t ON t.id = w.settle_transaction_id
     WHERE w.user_id = $1
  )
  SELECT day::text AS day,
         coalesce(sum(amount_cents) FILTER (WHERE account = 'investor-cash'), 0)::text AS cash,
         sum(amount_cents)::text AS total,
         coalesce(sum(amount_cents) FILTER (WHERE account = 'investor-cash' AND kind IN ('interest', 'tax')), 0)::text
           AS earnings,
         coalesce(sum(amount_cents) FILTER (WHERE account = 'investor-cash' AND kind = 'deposit'), 0)::text AS deposits,
         coalesce(-sum(amount_cents) FILTER (WHERE kind = 'withdrawal' AND account <> 'investor-invested'), 0)::text
           AS withdrawn
    FROM moves
   WHERE day <= $3::date
   GROUP BY day
   ORDER BY day`;

/**
 * What the investor's days and holdings are made of: the number of entries on their two accounts and
 * the newest one, their withdrawals and settlements (a payout posts on no investor account), and their
 * running holdings with the interest accrued (the daily job accrues without a posting; the figures here
 * compute the accrual to the day themselves, and the job's restated sum marks a maturity moved). Only
 * the running (ACTIVE) holdings, through their partial index: a holding is bought, cancelled and ended
 * by a posting on the investor's accounts (the entry count), and an ended one accrues nothing, so the
 * holdings that ended long ago — most of a long history — are not read on every call.
 * Ledger rows are only ever added, so any new movement changes it — also one committed after a newer
 * one (the count). The count is the accounts' per-kind totals (migrations/0035, kept by the posting
 * itself), the newest entry one probe of the index (account_id, id) per account: flat at any history
 * length, where counting the entries cost a walk of a million index rows.
 */
const DAYS_VERSION_SQL = `
  SELECT (SELECT coalesce(sum((SELECT sum(k.entry_count) FROM ledger_account_kind_totals k
                                WHERE k.account_id = a.id)), 0)
              || ':' || coalesce(max((SELECT e.id FROM ledger_entries e WHERE e.account_id = a.id
                                       ORDER BY e.account_id DESC, e.id DESC LIMIT 1)), 0)
            FROM accounts a
           WHERE a.user_id = $1 AND a.kind IN ('investor-cash', 'investor-invested'))
      || '/' || (SELECT count(*) || ':' || count(settle_transaction_id) FROM withdrawals WHERE user_id = $1)
      || '/' || (SELECT count(*) || ':' || coalesce(sum(accrued_interest_cents), 0)
                   FROM user_investments WHERE user_id = $1 AND status = 'ACTIVE')
         AS version`;

export interface InvestorSnapshot {
  userId: number;
  today: string;
  days: InvestorDay[];
  /** ROI series already computed from these days and the holdings, by period. */
  roi: Map<HistoryPeriod, RoiPoint[]>;
  /** The holdings' returns, read on first use. */
  holdings?: Promise<HoldingReturn[]>;
  /** investorRoi of these days and holdings today, once computed. */
  roiToday?: number | null;
}

/**
 * The last days read per investor in this process, with their version and day: the dashboard asks for
 * the same days for each tile, period, the balance and the returns, and they change only when money
 * moves. Each use checks the version first (one index read), so a movement by any process is seen at
 * once; one that lands between the version and the days is in the days and changes the next version,
 * so it is read again rather than missed. Bounded: the oldest entry leaves first.
 */
const snapshots = new Map<number, InvestorSnapshot & { version: string }>();
const SNAPSHOTS_KEPT = 10_000;

/**
 * The days being read per investor, with their version: calls that find the same new version while
 * the first is still reading (a dashboard's calls right after money moved) wait for that read instead
 * of each reading the days again (a version names the same rows, whichever connection reads them).
 */
const reading = new Map<number, { version: string; snapshot: Promise<InvestorSnapshot> }>();

/** The investor's movements per day up to today (Ljubljana), oldest first; days without any left out. */
export async function investorSnapshot(
  db: Queryable,
  clock: Clock,
  userId: number,
): Promise<InvestorSnapshot> {
  const today = platformToday(clock);
  const { rows: versions } = await db.query<{ version: string }>(
    prepared('dashboard-days-version', DAYS_VERSION_SQL, [userId]),
  );
  const version = `${today}/${versions[0]!.version}`;
  const known = snapshots.get(userId);
  if (known?.version === version) return known;
  const pending = reading.get(userId);
  // Another call's read runs on its connection: should it fail (its transaction ended), read here.
  if (pending?.version === version)
    return pending.snapshot.catch(() => readSnapshot(db, userId, today, version));
  const snapshot = readSnapshot(db, userId, today, version);
  reading.set(userId, { version, snapshot });
  try {
    return await snapshot;
  } finally {
    if (reading.get(userId)?.snapshot === snapshot) reading.delete(userId);
  }
}

async function readSnapshot(
  db: Queryable,
  userId: number,
  today: string,
  version: string,
): Promise<InvestorSnapshot> {
  const { rows } = await db.query<Record<keyof InvestorDay, string>>(
    // Prepared once per connection: planning this union costs more than running it.
    prepared('dashboard-investor-days', INVESTOR_DAYS_SQL, [userId, PLATFORM_TIME_ZONE, today]),
  );
  const snapshot = {
    version,
    userId,
    today,
    days: rows.map((r) => ({
      day: r.day,
      cash: BigInt(r.cash),
      total: BigInt(r.total),
      earnings: BigInt(r.earnings),
      deposits: BigInt(r.deposits),
      withdrawn: BigInt(r.withdrawn),
    })),
    roi: new Map(),
  };
  snapshots.delete(userId);
  if (snapshots.size >= SNAPSHOTS_KEPT) snapshots.delete(snapshots.keys().next().value!);
  snapshots.set(userId, snapshot);
  return snapshot;
}

/** ROI today, the holdings' returns: what GET /accountBalance and GET /returns show, from one snapshot. */
export async function investorFigures(
  db: Queryable,
  clock: Clock,
  userId: number,
  personalTaxRateBp: number,
): Promise<{ roi: number | null; holdings: HoldingReturn[] }> {
  const snapshot = await investorSnapshot(db, clock, userId);
  const holdings = await snapshotHoldings(db, snapshot, personalTaxRateBp);
  if (snapshot.roiToday === undefined)
    snapshot.roiToday = investorRoi(snapshot.days, holdings, snapshot.today);
  return { roi: snapshot.roiToday, holdings };
}

function isoDate(y: number, monthIndex: number, d: number): string {
  return new Date(Date.UTC(y, monthIndex, d)).toISOString().slice(0, 10);
}

/**
 * The first day of a chart period ending today (SPEC §9): `quarterly` the same day 3 calendar months
 * ago (the month's last day when it has fewer days: 31 May → 29 February in a leap year), `yearly`
 * 365 days ago, `alltime` the day of the first deposit. A later first deposit starts every period
 * (before it the investor had nothing to show). Null when the investor never deposited.
 */
export function periodStart(days: InvestorDay[], period: HistoryPeriod, today: string): string | null {
  const firstDeposit = days.find((d) => d.deposits !== 0n)?.day ?? null;
  if (firstDeposit === null) return null;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  let start: string;
  if (period === 'quarterly') {
    const lastDay = new Date(Date.UTC(y, m - 3, 0)).getUTCDate();
    start = isoDate(y, m - 4, Math.min(d, lastDay));
  } else if (period === 'yearly') {
    start = isoDate(y, m - 1, d - 365);
  } else {
    start = firstDeposit;
  }
  return start > firstDeposit ? start : firstDeposit;
}

export interface SeriesPoint {
  date: string;
  cents: bigint;
}

/**
 * A running sum as chart points: the end-of-day value on the period's first day, on each later day
 * it changed, and today (so the line reaches the present). Values are never interpolated.
 */
export function historySeries(
  days: InvestorDay[],
  column: 'cash' | 'total' | 'earnings',
  period: HistoryPeriod,
  today: string,
): SeriesPoint[] {
  const start = periodStart(days, period, today);
  if (start === null) return [];
  let running = 0n;
  for (const d of days) if (d.day <= start) running += d[column];
  const points: SeriesPoint[] = [{ date: start, cents: running }];
  for (const d of days) {
    if (d.day <= start || d[column] === 0n) continue;
    running += d[column];
    points.push({ date: d.day, cents: running });
  }
  if (points.at(-1)!.date !== today) points.push({ date: today, cents: running });
  return points;
}

/**
 * The current value at the end of `day`, the one valuation behind every return here (GET
 * /accountBalance's `roi`, each /roiHistory point, GET /returns and its groups): what the investor
 * would have if everything were paid out that day. It is the total balance (`total`: cash, principal
 * still invested, funds reserved for withdrawals not yet paid out) plus, for each holding running
 * that day, the interest accrued so far less the tax that will be withheld on it (holdingAccrual).
 * One holding's own value (the groups' returns) is its principal plus the same accrual.
 */
function currentValueCents(totalBalance: bigint, holdings: readonly HoldingReturn[], day: string): bigint {
  let value = totalBalance;
  for (const h of holdings) {
    const { interest, tax } = holdingAccrual(h, day);
    value += interest - tax;
  }
  return value;
}

/**
 * The investor's cash flows up to the end of `through`: deposits paid in, withdrawals paid out, and
 * the current value that day as the value held.
 */
function flowsThrough(days: InvestorDay[], holdings: readonly HoldingReturn[], through: string): CashFlow[] {
  const flows: CashFlow[] = [];
  let total = 0n;
  for (const d of days) {
    if (d.day > through) break;
    total += d.total;
    if (d.deposits !== 0n) flows.push({ date: d.day, cents: -d.deposits });
    if (d.withdrawn !== 0n) flows.push({ date: d.day, cents: d.withdrawn });
  }
  flows.push({ date: through, cents: currentValueCents(total, holdings, through) });
  return flows;
}

/**
 * ROI: the XIRR of the investor's deposits (paid in), withdrawals (paid out) and today's current value
 * (as if paid out today), annualised, in percent; null when undefined (no deposit, or all on one day).
 * GET /accountBalance's `roi`, the last point of /roiHistory and GET /returns' `xirr` are this figure.
 */
export function investorRoi(
  days: InvestorDay[],
  holdings: readonly HoldingReturn[],
  through: string,
): number | null {
  const rate = investorRate(days, holdings, through);
  return rate === null ? null : ratePercent(rate);
}

function investorRate(
  days: InvestorDay[],
  holdings: readonly HoldingReturn[],
  through: string,
  guess?: number,
): number | null {
  if (!days.some((d) => d.deposits !== 0n && d.day <= through)) return null;
  return xirr(flowsThrough(days, holdings, through), guess);
}

/**
 * The ROI series: on the period's first day, every later day whose flows or total balance changed,
 * and today, the XIRR of the flows up to that day with that day's current value as the value held
 * (0 where it is undefined, e.g. on the day of the first deposit). Between these days only the
 * accrual moves the value; the points stay on the days the ledger moved.
 */
export interface RoiPoint {
  date: string;
  percent: number;
}

export function roiSeries(
  days: InvestorDay[],
  holdings: readonly HoldingReturn[],
  period: HistoryPeriod,
  today: string,
): RoiPoint[] {
  const start = periodStart(days, period, today);
  if (start === null) return [];
  const dates = [start];
  for (const d of days)
    if (d.day > start && (d.total !== 0n || d.deposits !== 0n || d.withdrawn !== 0n)) dates.push(d.day);
  if (dates.at(-1) !== today) dates.push(today);
  // Each figure starts from the one before: neighbouring points have close rates.
  let guess: number | undefined;
  return dates.map((date) => {
    const rate = investorRate(days, holdings, date, guess);
    if (rate !== null) guess = rate;
    return { date, percent: rate === null ? 0 : ratePercent(rate) };
  });
}

/** roiSeries of a snapshot, computed once per period. */
export async function snapshotRoiSeries(
  db: Queryable,
  snapshot: InvestorSnapshot,
  period: HistoryPeriod,
  personalTaxRateBp: number,
): Promise<RoiPoint[]> {
  let points = snapshot.roi.get(period);
  if (!points) {
    const holdings = await snapshotHoldings(db, snapshot, personalTaxRateBp);
    points = roiSeries(snapshot.days, holdings, period, snapshot.today);
    snapshot.roi.set(period, points);
  }
  return points;
}

// ---------------------------------------------------------------------------------------------
// Returns of the holdings.

export type Protection = 'PG' | 'BG' | 'NONE';
export type InvestmentType = 'invoiceFactoring' | 'reverseFactoring' | 'internationalFactoring';

/** What one holding (a purchase not cancelled) brought, from its ledger postings, and its terms. */
export interface HoldingReturn {
  protection: Protection;
  type: InvestmentType;
  originatorId: string;
  originatorName: string;
  principal: bigint;
  /** The holding's yearly rate (basis points), its purchase day and its receivable's maturity. */
  rateBp: number;
  boughtOn: string;
  maturityOn: string;
  /** The day its principal came back or was written off; null while it runs (ACTIVE). */
  endedOn: string | null;
  /** Withheld from its interest when paid (basis points): the personal rate, 0 for a business. */
  taxRateBp: number;
  /** Principal still invested (ACTIVE holdings). */
  outstanding: bigint;
  /** Interest credited minus tax withheld. */
  earnings: bigint;
  /** Tax that will be withheld on the interest accrued so far (personal investors, ACTIVE holdings). */
  futureTax: bigint;
  flows: CashFlow[];
}

/**
 * The interest a holding has accrued by the end of `day` (src/modules/marketplace/interest.ts, as the daily job accrues
 * it) and the tax that will be withheld on it when paid: none before it is bought nor from the day it
 * ends (its interest is then paid into the cash account, or written off).
 */
function holdingAccrual(h: HoldingReturn, day: string): { interest: bigint; tax: bigint } {
  if (day < h.boughtOn || (h.endedOn !== null && day >= h.endedOn)) return { interest: 0n, tax: 0n };
  const interest = accruedInterestCents(h.principal, h.rateBp, h.boughtOn, h.maturityOn, day);
  return { interest, tax: taxCents(interest, h.taxRateBp) };
}

/**
 * Each of the investor's holdings with its terms and postings: the end (end_transaction_id: principal
 * back, or written off), interest and tax (`holding:<id>:interest|tax`,
 * unique external references). Cancelled purchases are left out: their money came back whole. The
 * postings are scalar subqueries (one index probe each) rather than joins: a seven-table join took
 * the planner several milliseconds, ten times what running it takes.
 */
const HOLDINGS_SQL = `
  WITH held AS (
    SELECT ui.id, ui.amount_cents, ui.interest_rate_bp, ui.bought_at, r.maturity_on, ui.end_transaction_id, coalesce(r.protection, 'NONE') AS protection, r.type, r.originator_id,
           o.name AS originator_name, 'holding:' || ui.id || ':interest' AS interest_ref,
           'holding:' || ui.id || ':tax' AS tax_ref
      FROM user_investments ui
      JOIN receivables r ON r.id = ui.receivable_id
      JOIN originators o ON o.id = r.originator_id
     WHERE ui.user_id = $1 AND ui.status <> 'CANCELED'
  )
  SELECT h.amount_cents::text AS principal, h.interest_rate_bp AS rate_bp, h.protection, h.type,
         h.originator_id::text AS originator_id, h.originator_name,
         (SELECT investor_type FROM users WHERE id = $1) AS investor_type,
         -- The purchase's own instant (its posting's): interest runs from that day (src/modules/marketplace/lifecycle.ts).
         (h.bought_at AT TIME ZONE $2)::date::text AS bought_on, h.maturity_on::text AS maturity_on,
         (SELECT (t.occurred_at AT TIME ZONE $2)::date::text FROM ledger_transactions t
           WHERE t.id = h.end_transaction_id) AS ended_on,
         (SELECT t.kind FROM ledger_transactions t WHERE t.id = h.end_transaction_id) AS end_kind,
         (SELECT (t.occurred_at AT TIME ZONE $2)::date::text FROM ledger_transactions t
           WHERE t.external_ref = h.interest_ref) AS interest_on,
         (SELECT e.amount_cents::text FROM ledger_transactions t
            JOIN ledger_entries e ON e.transaction_id = t.id AND e.amount_cents > 0
           WHERE t.external_ref = h.interest_ref) AS interest,
         (SELECT (t.occurred_at AT TIME ZONE $2)::date::text FROM ledger_transactions t
           WHERE t.external_ref = h.tax_ref) AS tax_on,
         (SELECT e.amount_cents::text FROM ledger_transactions t
            JOIN ledger_entries e ON e.transaction_id = t.id AND e.amount_cents > 0
           WHERE t.external_ref = h.tax_ref) AS tax
    FROM held h
   ORDER BY h.id`;

/**
 * The cash flows of each holding: the purchase paid out, principal repaid or bought back, interest
 * after tax received, and for a holding still running its value today (principal plus holdingAccrual:
 * the interest accrued so far, less the tax that will be withheld on it); a written-off holding is
 * worth nothing from the day it was written off.
 */
function snapshotHoldings(
  db: Queryable,
  snapshot: InvestorSnapshot,
  personalTaxRateBp: number,
): Promise<HoldingReturn[]> {
  if (!snapshot.holdings) {
    snapshot.holdings = readHoldings(db, snapshot.today, snapshot.userId, personalTaxRateBp);
    // A failed read is not kept.
    snapshot.holdings.catch(() => {
      snapshot.holdings = undefined;
    });
  }
  return snapshot.holdings;
}

async function readHoldings(
  db: Queryable,
  today: string,
  userId: number,
  personalTaxRateBp: number,
): Promise<HoldingReturn[]> {
  const { rows } = await db.query<{
    principal: string;
    rate_bp: number;
    protection: Protection;
    type: InvestmentType;
    originator_id: string;
    originator_name: string;
    investor_type: 'Personal' | 'Business';
    bought_on: string;
    maturity_on: string;
    ended_on: string | null;
    end_kind: string | null;
    interest_on: string | null;
    interest: string | null;
    tax_on: string | null;
    tax: string | null;
  }>(
    // Prepared once per connection.
    prepared('dashboard-holdings', HOLDINGS_SQL, [userId, PLATFORM_TIME_ZONE]),
  );
  return rows.map((r) => {
    const principal = BigInt(r.principal);
    const interest = BigInt(r.interest ?? 0);
    const tax = BigInt(r.tax ?? 0);
    const flows: CashFlow[] = [{ date: r.bought_on, cents: -principal }];
    if (r.ended_on !== null)
      flows.push({ date: r.ended_on, cents: r.end_kind === 'write_off' ? 0n : principal });
    if (r.interest_on !== null) flows.push({ date: r.interest_on, cents: interest });
    if (r.tax_on !== null) flows.push({ date: r.tax_on, cents: -tax });
    const holding: HoldingReturn = {
      protection: r.protection,
      type: r.type,
      originatorId: r.originator_id,
      originatorName: r.originator_name,
      principal,
      rateBp: r.rate_bp,
      boughtOn: r.bought_on,
      maturityOn: r.maturity_on,
      endedOn: r.ended_on,
      taxRateBp: r.investor_type === 'Personal' ? personalTaxRateBp : 0,
      outstanding: r.ended_on === null ? principal : 0n,
      earnings: interest - tax,
      futureTax: 0n,
      flows,
    };
    if (r.ended_on === null) {
      const accrued = holdingAccrual(holding, today);
      holding.futureTax = accrued.tax;
      flows.push({ date: today, cents: principal + accrued.interest - accrued.tax });
    }
    return holding;
  });
}

export interface ReturnGroupCents {
  key: string;
  label: string;
  invested: bigint;
  outstanding: bigint;
  earnings: bigint;
  /** Percent, two decimals; null when undefined. */
  xirr: number | null;
}

/** Holdings grouped by `keyOf`, each group's sums and the XIRR of its flows together, in key order of first appearance. */
export function groupReturns(
  holdings: HoldingReturn[],
  keyOf: (h: HoldingReturn) => { key: string; label: string },
): ReturnGroupCents[] {
  const groups = new Map<string, { label: string; members: HoldingReturn[] }>();
  for (const h of holdings) {
    const { key, label } = keyOf(h);
    const group = groups.get(key) ?? { label, members: [] };
    group.members.push(h);
    groups.set(key, group);
  }
  return [...groups].map(([key, { label, members }]) => {
    const rate = xirr(members.flatMap((m) => m.flows));
    return {
      key,
      label,
      invested: members.reduce((s, m) => s + m.principal, 0n),
      outstanding: members.reduce((s, m) => s + m.outstanding, 0n),
      earnings: members.reduce((s, m) => s + m.earnings, 0n),
      xirr: rate === null ? null : ratePercent(rate),
    };
  });
}
