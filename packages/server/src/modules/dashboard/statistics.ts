/**
 * Platform statistics (SPEC §2 /u/performance): the share of investors' funds invested and the
 * interest credited to investors, per calendar day in Ljubljana, and the share of the invested
 * principal by financing type. Computed from the ledger by the daily `platform-statistics` job
 * (src/platform/jobs.ts) into migrations/0014's tables; the public calls read those rows
 * (src/modules/dashboard/statistics-routes.ts).
 *
 * Every run recomputes every completed day (through yesterday on the service clock) from the first
 * day an investor's account moved, in one statement over the ledger: a deposit booked with an earlier
 * bank date changes past days, and a full pass (about a second over a million entries) is cheaper than
 * tracking which days moved. Runs are serialised by an advisory lock, so two processes at once do the
 * work once; a run finds nothing to do when yesterday is already there, so the next day's run is the
 * one that takes in a booking dated into a day already computed.
 */
import type pg from 'pg';
import type { Clock } from '../../platform/clock.ts';
import { withTransaction } from '../../platform/db/pool.ts';
import { addDays, PLATFORM_TIME_ZONE, platformToday } from '../../platform/calendar.ts';
import type { JobDefinition } from '../../platform/jobs.ts';

/** Arbitrary key of the advisory lock that serialises runs across processes. */
const STATISTICS_LOCK = 7_310_014;

/**
 * Per day: the change of investors' funds (cash, invested, reserved for withdrawals) and of the
 * invested principal, and the interest credited; then running sums over every calendar day from the
 * first movement to `$2` (yesterday). Ratios in hundredths of a percent, rounded down.
 */
const DAILY_SQL = `
  WITH daily AS (
    SELECT (t.occurred_at AT TIME ZONE $1)::date AS day,
           sum(e.amount_cents) AS funds,
           coalesce(sum(e.amount_cents) FILTER (WHERE a.kind = 'investor-invested'), 0) AS invested,
           coalesce(sum(e.amount_cents) FILTER (WHERE a.kind = 'investor-cash' AND t.kind = 'interest'), 0) AS interest
      FROM ledger_entries e
      JOIN accounts a ON a.id = e.account_id
      JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE a.kind IN ('investor-cash', 'investor-invested') OR a.code = 'withdrawals-pending'
     GROUP BY 1
  ), days AS (
    SELECT generate_series(min(day), $2::date, interval '1 day')::date AS day FROM daily
  ), running AS (
    SELECT d.day,
           sum(coalesce(daily.funds, 0)) OVER w AS funds,
           sum(coalesce(daily.invested, 0)) OVER w AS invested,
           coalesce(daily.interest, 0) AS interest
      FROM days d LEFT JOIN daily ON daily.day = d.day
    WINDOW w AS (ORDER BY d.day)
  )
  INSERT INTO platform_daily_statistics (day, funds_cents, invested_cents, invested_ratio_bp, interest_cents, computed_at)
  SELECT day, funds, invested,
         CASE WHEN funds <= 0 THEN 0 ELSE least(10000, greatest(0, floor(invested * 10000 / funds)))::integer END,
         interest, $3
    FROM running
  ON CONFLICT (day) DO UPDATE SET funds_cents = EXCLUDED.funds_cents, invested_cents = EXCLUDED.invested_cents,
    invested_ratio_bp = EXCLUDED.invested_ratio_bp, interest_cents = EXCLUDED.interest_cents,
    computed_at = EXCLUDED.computed_at`;

/** Principal of the holdings bought by the end of `$2` and not ended by then, by financing type. */
const TYPES_SQL = `
  WITH held AS (
    SELECT r.type, sum(ui.amount_cents) AS cents
      FROM user_investments ui
      JOIN receivables r ON r.id = ui.receivable_id
      JOIN ledger_transactions tp ON tp.id = ui.purchase_transaction_id
      LEFT JOIN ledger_transactions te ON te.id = ui.end_transaction_id
     WHERE (tp.occurred_at AT TIME ZONE $1)::date <= $2::date
       AND (te.id IS NULL OR (te.occurred_at AT TIME ZONE $1)::date > $2::date)
     GROUP BY r.type
  ), types AS (
    SELECT t.type, coalesce(held.cents, 0) AS cents
      FROM unnest(ARRAY['invoiceFactoring', 'reverseFactoring', 'internationalFactoring']) AS t(type)
      LEFT JOIN held ON held.type = t.type
  )
  INSERT INTO platform_type_ratios (type, invested_cents, ratio_bp, as_of, computed_at)
  SELECT type, cents,
         CASE WHEN sum(cents) OVER () = 0 THEN 0 ELSE floor(cents * 10000 / sum(cents) OVER ())::integer END,
         $2, $3
    FROM types
  ON CONFLICT (type) DO UPDATE SET invested_cents = EXCLUDED.invested_cents, ratio_bp = EXCLUDED.ratio_bp,
    as_of = EXCLUDED.as_of, computed_at = EXCLUDED.computed_at`;

export interface StatisticsRun {
  /** The last day computed (yesterday on the service clock). */
  through: string;
  /** False when the statistics were already computed through that day. */
  computed: boolean;
}

/**
 * Computes the statistics through yesterday unless that is already done: once per service-clock
 * day, so the development clock moving forward brings new figures with the job's next check.
 */
export async function refreshPlatformStatistics(pool: pg.Pool, clock: Clock): Promise<StatisticsRun> {
  const through = addDays(platformToday(clock), -1);
  return withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [STATISTICS_LOCK]);
    const { rows } = await tx.query<{ as_of: string | null }>(
      'SELECT max(as_of)::text AS as_of FROM platform_type_ratios',
    );
    if (rows[0]!.as_of !== null && rows[0]!.as_of >= through) return { through, computed: false };
    const now = clock.now();
    await tx.query(DAILY_SQL, [PLATFORM_TIME_ZONE, through, now]);
    await tx.query(TYPES_SQL, [PLATFORM_TIME_ZONE, through, now]);
    return { through, computed: true };
  });
}

/** How many days the daily charts show: a month of columns stays readable on a phone. */
export const STATISTICS_DAYS = 30;

export interface DailyStatistic {
  day: string;
  investedRatioBp: number;
  interestCents: bigint;
}

/** The last STATISTICS_DAYS computed days, oldest first. */
export async function dailyStatistics(db: pg.Pool): Promise<DailyStatistic[]> {
  const { rows } = await db.query<{ day: string; invested_ratio_bp: number; interest_cents: string }>(
    `SELECT day::text, invested_ratio_bp, interest_cents::text FROM (
       SELECT * FROM platform_daily_statistics ORDER BY day DESC LIMIT $1
     ) last ORDER BY day`,
    [STATISTICS_DAYS],
  );
  return rows.map((r) => ({
    day: r.day,
    investedRatioBp: r.invested_ratio_bp,
    interestCents: BigInt(r.interest_cents),
  }));
}

export async function typeRatios(db: pg.Pool): Promise<Array<{ type: string; ratioBp: number }>> {
  const { rows } = await db.query<{ type: string; ratio_bp: number }>(
    `SELECT type, ratio_bp FROM platform_type_ratios
      ORDER BY array_position(ARRAY['invoiceFactoring', 'reverseFactoring', 'internationalFactoring'], type)`,
  );
  return rows.map((r) => ({ type: r.type, ratioBp: r.ratio_bp }));
}

export const PLATFORM_STATISTICS = 'platform-statistics';

/**
 * Computed once per day of the service clock. The quarter-hourly check finds the day done and returns
 * at once, and notices the development clock moving on; at start a missing day is computed.
 */
export const platformStatisticsJob: JobDefinition = {
  queue: PLATFORM_STATISTICS,
  cron: '*/15 * * * *',
  startupKey: 'startup-platform-statistics',
  async run({ pool, clock, log }) {
    const run = await refreshPlatformStatistics(pool, clock);
    if (run.computed) log.info({ through: run.through }, 'platform statistics');
  },
};
